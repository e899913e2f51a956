#pragma once
// Test helper: a scenario from an explicit setup, each step an action whose chance nodes are answered
// through the stepped API (apply_chance_outcome) with the outcomes the test forces, recorded as a
// record of the current version that must replay to the same state.

#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

#include "game/rules/game_state.h"
#include "game/rules/record.h"
#include "tests/common/forced_chance.h"

namespace entanglion::rules::testing {

inline ChanceOutcome d8(int value) { return ChanceOutcome::d8(value); }
inline ChanceOutcome centarious(int value) { return ChanceOutcome::centarious(value); }
inline ChanceOutcome measured(int m, int r) { return ChanceOutcome::measurement(m, r); }
inline ChanceOutcome picked(Component c) { return ChanceOutcome::pick(c); }
inline ChanceOutcome draw(EngineCard c) { return ChanceOutcome::engine_draw(c); }
inline ChanceOutcome draw(EventCard c) { return ChanceOutcome::event_draw(c); }

inline EngineHand cards(std::initializer_list<EngineCard> list) {
    EngineHand h;
    for (EngineCard c : list) h.push_back(c);
    return h;
}

/// The message record_from_json gives for `text` (read as "game.json"); a test failure if it reads.
inline std::string record_error_of(const std::string& text) {
    std::string error;
    EXPECT_FALSE(record_from_json(text, "game.json", &error)) << text;
    return error;
}

/// Both ships on `p`.
inline ShipPositions both(Planet p) { return ShipPositions{p, p}; }

constexpr Ship M = Ship::kMercurial;
constexpr Ship R = Ship::kRubicon;
using E = EngineCard;

/// A setup with the given hands and the top of the engine stack; every other engine card goes
/// below in a fixed order (H, CNOT, X, SWAP, PROBE last), the event deck holds every event card not
/// placed elsewhere (Quantum Shuffle 6th when all 9 are in the deck), and components lie on the
/// planets in kAllComponents order clockwise from OMEGA ZERO unless `components` says otherwise.
inline void complete_setup(GameSetup& s) {
    std::array<int, kEngineCardKinds> used{};
    auto use = [&](EngineCard c) { ++used[static_cast<int>(c)]; };
    for (const auto& h : s.hands) std::for_each(h.begin(), h.end(), use);
    std::for_each(s.engine_stack.begin(), s.engine_stack.end(), use);
    std::for_each(s.engine_discard.begin(), s.engine_discard.end(), use);
    for (const ControlSlot& slot : s.engine_control) use(slot.card);
    for (EngineCard c : {E::kH, E::kCNOT, E::kX, E::kSWAP, E::kPROBE}) {
        for (int i = used[static_cast<int>(c)]; i < kEngineCardCopies[static_cast<int>(c)]; ++i)
            s.engine_stack.push_back(c);
    }
    std::array<bool, kEventCardCount> placed{};
    for (EventCard c : s.event_deck) placed[static_cast<int>(c)] = true;
    for (EventCard c : s.event_discard) placed[static_cast<int>(c)] = true;
    for (const auto& h : s.event_hands) {
        for (EventCard c : h) placed[static_cast<int>(c)] = true;
    }
    for (EventCard c : kAllEventCards) {
        if (!placed[static_cast<int>(c)]) s.event_deck.push_back(c);
    }
}

inline GameSetup make_setup(std::vector<EngineCard> mercurial_hand, std::vector<EngineCard> rubicon_hand,
                            std::vector<EngineCard> stack_top = {}, ShipPositions ships = {},
                            Ship first = Ship::kMercurial) {
    GameSetup s;
    s.first_player = first;
    s.ships = ships;
    s.hands[0] = std::move(mercurial_hand);
    s.hands[1] = std::move(rubicon_hand);
    s.engine_stack = std::move(stack_top);
    for (int i = 0; i < 8; ++i) s.planet_components[i] = kAllComponents[i];
    return s;
}

/// Moves `component` from its planet onto `ship` in a setup.
inline void give(GameSetup& s, Component component, Ship ship) {
    for (auto& c : s.planet_components) {
        if (c == component) c.reset();
    }
    s.ship_components[static_cast<int>(ship)].push_back(component);
}

/// Puts `component` on `planet` (the planet's previous component moves to where `component` was).
inline void place(GameSetup& s, Component component, Planet planet) {
    const int target = *clockwise_index(planet);
    for (auto& c : s.planet_components) {
        if (c == component) c = s.planet_components[target];
    }
    s.planet_components[target] = component;
}

/// The quantum variant at a measurement chance node: both ships at PHI PLUS, Mercurial's X takes
/// |Phi+> to |Psi+>, the replacement (H) is drawn and the orbital check detects (d8 1), so the
/// detection measures a state whose outcomes are 01 and 10, one half each.
inline GameState quantum_detection_at_psi_plus() {
    GameSetup setup =
        make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {E::kH}, {Planet::kPhiPlus, Planet::kPhiPlus});
    setup.variant = RulesVariant::kQuantum;
    complete_setup(setup);
    GameState state(setup);
    EXPECT_TRUE(state.apply_until_chance(Action::navigate(M, E::kX)));
    EXPECT_TRUE(state.apply_chance_outcome(draw(E::kH)));
    EXPECT_TRUE(state.apply_chance_outcome(d8(1)));
    EXPECT_EQ(state.pending_chance().kind, ChanceKind::kMeasurement);
    return state;
}

class Scenario {
public:
    /// Completes and validates the setup (the test fails at once on an invalid one).
    explicit Scenario(GameSetup setup, RulesVariant variant = RulesVariant::kBoard)
        : chance_(complete(setup, variant)) {
        record_.variant = variant;
        record_.setup = setup;
        std::string error;
        state_ = GameState::create(setup, &error);
        if (!state_) ADD_FAILURE() << "invalid setup: " << error;
    }

    const GameState& state() const { return *state_; }
    const GameRecord& record() const { return record_; }
    /// The events of the last step.
    const std::vector<GameEvent>& events() const { return events_; }
    /// The cards the next unforced draws reveal, top first (the setup's piles as listed, until a pile
    /// is rebuilt).
    const std::vector<EventCard>& events_top() const { return chance_.events_top(); }

    /// Applies `action`, then answers each chance node its resolution reaches with apply_chance_outcome:
    /// the next of `chance` when it is of the node's kind, or for a draw not forced the next card of
    /// the pile as the setup listed it (entanglion::testing::ForcedChance). Every outcome of `chance`
    /// must be used.
    ::testing::AssertionResult step(const Action& action, std::vector<ChanceOutcome> chance = {}) {
        if (!state_) return ::testing::AssertionFailure() << "no game: the setup was invalid";
        std::string error;
        events_.clear();
        if (!state_->apply_until_chance(action, &error, &events_)) {
            return ::testing::AssertionFailure() << action_to_string(action) << " rejected: " << error;
        }
        RecordedAction recorded{action, {}, {}};
        const std::size_t unused_before = chance_.unused();
        chance_.force(chance);
        error = chance_.answer(*state_, &events_, &recorded.chance);
        if (!error.empty()) return ::testing::AssertionFailure() << action_to_string(action) << ": " << error;
        if (chance_.unused() != unused_before) {
            return ::testing::AssertionFailure() << action_to_string(action) << ": " << chance_.unused() - unused_before
                                                 << " forced outcome(s) unused";
        }
        const std::string broken = state_->check_invariants();
        if (!broken.empty()) return ::testing::AssertionFailure() << "invariant broken: " << broken;
        record_.actions.push_back(std::move(recorded));
        return ::testing::AssertionSuccess();
    }

    /// Expects `action` to be rejected with a reason containing `expected_reason`.
    ::testing::AssertionResult rejects(const Action& action, const std::string& expected_reason) {
        std::string reason;
        if (state_->is_legal(action, &reason)) return ::testing::AssertionFailure() << "was legal";
        if (reason.find(expected_reason) == std::string::npos) {
            return ::testing::AssertionFailure() << "reason \"" << reason << "\" lacks \"" << expected_reason << "\"";
        }
        return ::testing::AssertionSuccess();
    }

    bool legal(const Action& action) const { return state_->legal_actions().contains(action); }

    bool emitted(GameEventType type) const {
        return std::any_of(events_.begin(), events_.end(), [&](const GameEvent& e) { return e.type() == type; });
    }

    /// The record, through JSON text and back, replays to exactly this state.
    ::testing::AssertionResult replays() const {
        std::string error;
        const auto parsed = record_from_json(record_to_json(record_), "scenario.json", &error);
        if (!parsed) return ::testing::AssertionFailure() << error;
        const ReplayResult result = replay_record(*parsed);
        if (!result.state) return ::testing::AssertionFailure() << result.error;
        if (!(*result.state == *state_)) return ::testing::AssertionFailure() << "replayed state differs";
        return ::testing::AssertionSuccess();
    }

private:
    static const GameSetup& complete(GameSetup& setup, RulesVariant variant) {
        setup.variant = variant;
        complete_setup(setup);
        return setup;
    }

    GameRecord record_;
    std::optional<GameState> state_;
    std::vector<GameEvent> events_;
    entanglion::testing::ForcedChance chance_;
};

}  // namespace entanglion::rules::testing
