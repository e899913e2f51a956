#include "game/rules/game_state.h"

#include <algorithm>
#include <cassert>
#include <cmath>

#include "game/rules/navigation.h"
#include "game/rules/resolver.h"

namespace entanglion::rules {

std::string_view game_status_id(GameStatus status) {
    switch (status) {
        case GameStatus::kInProgress:
            return "in_progress";
        case GameStatus::kWon:
            return "won";
        case GameStatus::kLost:
            return "lost";
    }
    return "?";
}

std::string_view loss_cause_id(LossCause cause) {
    switch (cause) {
        case LossCause::kOrbital:
            return "orbital";
        case LossCause::kGround:
            return "ground";
        case LossCause::kProbe:
            return "probe";
        case LossCause::kEventCard:
            return "event_card";
        case LossCause::kNotLost:
            return "not_lost";
    }
    return "?";
}

namespace {

// How many cards lie above `card` in a pile listed top first (HiddenPile's place), or kNoPlace.
template <typename Card>
int place_in(const std::vector<Card>& top_first, Card card) {
    const auto it = std::find(top_first.begin(), top_first.end(), card);
    return it == top_first.end() ? -1 : static_cast<int>(it - top_first.begin());
}

}  // namespace

GameState::GameState(const GameSetup& setup, const Board& board)
    : board_(&board),
      nav_(&navigation_table(board)),
      variant_(setup.variant),
      current_(setup.first_player),
      positions_(setup.ships),
      live_(nav_->state_of(setup.ships)),
      detection_(setup.detection_position) {
    planet_component_.fill(-1);
    for (int i = 0; i < 8; ++i) {
        if (setup.planet_components[i]) {
            place_component(*setup.planet_components[i],
                            ComponentLocation{false, Ship::kMercurial, kClockwiseEntanglion[i]});
        }
    }
    for (Ship ship : kShips) {
        for (Component c : setup.ship_components[static_cast<int>(ship)]) {
            place_component(c, ComponentLocation{true, ship, Planet::kZero});
        }
        for (EngineCard c : setup.hands[static_cast<int>(ship)]) hands_[static_cast<int>(ship)].push_back(c);
        for (EventCard c : setup.event_hands[static_cast<int>(ship)]) event_hands_[static_cast<int>(ship)].push_back(c);
    }
    // The face-down piles keep their counts and the place of PROBE and of Quantum Shuffle as the setup
    // lists them (the rulebook's setup: PROBE at the bottom, Quantum Shuffle 6th); the order of the
    // rest is not part of the game.
    engine_stack_.reset(setup.engine_stack, EngineCard::kPROBE, place_in(setup.engine_stack, EngineCard::kPROBE));
    for (EngineCard c : setup.engine_discard) engine_discard_.push_back(c);
    for (const ControlSlot& slot : setup.engine_control) control_.push_back(slot);
    event_deck_.reset(setup.event_deck, EventCard::kQuantumShuffle,
                      place_in(setup.event_deck, EventCard::kQuantumShuffle));
    for (EventCard c : setup.event_discard) event_discard_.push_back(c);
    if (components_collected() == kComponentCount) status_ = GameStatus::kWon;
}

GameState::GameState(int difficulty, RulesVariant variant, const Board& board)
    : board_(&board),
      nav_(&navigation_table(board)),
      variant_(variant),
      current_(Ship::kMercurial),
      live_(nav_->state_of(positions_)),
      detection_(starting_detection_position(difficulty)) {
    planet_component_.fill(-1);
    components_placed_ = 0;
    // 3. The engine stack: PROBE set aside, the others shuffled, PROBE at the bottom.
    FixedVector<EngineCard, kEngineCardCount> engine;
    for (int kind = 0; kind < kEngineCardKinds; ++kind) {
        for (int copy = 0; copy < kEngineCardCopies[kind]; ++copy) engine.push_back(static_cast<EngineCard>(kind));
    }
    engine_stack_.reset(std::span<const EngineCard>(engine.data(), engine.size()), EngineCard::kPROBE,
                        kEngineCardCount - 1);
    // 4. The event deck: Quantum Shuffle set aside, 8 shuffled, 3 down, Quantum Shuffle, the other 5.
    event_deck_.reset(kAllEventCards, EventCard::kQuantumShuffle, quantum_shuffle_place(kEventCardCount - 1));
    // One allocation for the history of most games (about 600 entries; docs/performance.md).
    history_.reserve(kHistoryReserve);
    Resolver resolver(*this, nullptr);
    resolver.start_setup();
    resolver.run();
}

std::optional<GameState> GameState::create(const GameSetup& setup, std::string* error, const Board& board) {
    std::string problem = validate_setup(setup);
    if (!problem.empty()) {
        if (error) *error = problem;
        return std::nullopt;
    }
    return GameState(setup, board);
}

std::optional<ShipPositions> GameState::navigation_destination(EngineCard card, Ship ship) const {
    const std::optional<NavCard> nav = nav_card_of(card);
    if (!nav) return std::nullopt;
    const NavigationMove& move = nav_->outcome(positions_, *nav, ship).moves[static_cast<int>(variant_)];
    if (!move.moved) return std::nullopt;
    return move.to;
}

int GameState::detection_value() const {
    return detection_ >= kDetectionLossPosition ? 0 : kDetectionValues[detection_];
}

void GameState::place_component(Component component, const ComponentLocation& location) {
    ComponentLocation& loc = components_[static_cast<int>(component)];
    // Before the constructor has placed a component its slot is a default (planet ZERO, which never
    // holds one), so clearing the old planet is safe either way.
    if (loc.on_ship) {
        --collected_;
    } else if (planet_component_[static_cast<int>(loc.planet)] == static_cast<std::int8_t>(component)) {
        planet_component_[static_cast<int>(loc.planet)] = -1;
    }
    loc = location;
    if (loc.on_ship) {
        ++collected_;
    } else {
        planet_component_[static_cast<int>(loc.planet)] = static_cast<std::int8_t>(component);
    }
}

FixedVector<Component, kComponentCount> GameState::components_of(Ship ship) const {
    FixedVector<Component, kComponentCount> out;
    for (Component c : kAllComponents) {
        if (ship_has(ship, c)) out.push_back(c);
    }
    return out;
}

std::string GameState::check_invariants() const {
    std::array<int, kEngineCardKinds> engine{};
    auto add = [&](EngineCard c) { ++engine[static_cast<int>(c)]; };
    for (const auto& hand : hands_) {
        for (EngineCard c : hand) add(c);
    }
    for (EngineCard c : set_aside_) add(c);
    for (EngineCard c : drawn_) add(c);
    for (int kind = 0; kind < kEngineCardKinds; ++kind)
        engine[kind] += engine_stack_.count(static_cast<EngineCard>(kind));
    for (EngineCard c : engine_discard_) add(c);
    for (const ControlSlot& s : control_) add(s.card);
    for (int i = 0; i < kEngineCardKinds; ++i) {
        if (engine[i] != kEngineCardCopies[i]) {
            return "engine cards: " + std::to_string(engine[i]) + " " +
                   std::string(engine_card_id(static_cast<EngineCard>(i))) + " accounted for instead of " +
                   std::to_string(kEngineCardCopies[i]);
        }
    }
    for (Ship ship : kShips) {
        const auto& hand = hands_[static_cast<int>(ship)];
        if (hand.contains(EngineCard::kPROBE)) return std::string(ship_id(ship)) + "'s hand holds PROBE";
        if (decision_.kind == DecisionKind::kNone && !chance_.pending && status_ == GameStatus::kInProgress &&
            static_cast<int>(hand.size()) > hand_limit(ship)) {
            return std::string(ship_id(ship)) + "'s hand exceeds its limit";
        }
    }
    std::array<int, kEventCardCount> events{};
    for (int c = 0; c < kEventCardCount; ++c) events[c] += event_deck_.count(static_cast<EventCard>(c));
    for (EventCard c : event_discard_) ++events[static_cast<int>(c)];
    for (const auto& hand : event_hands_) {
        for (EventCard c : hand) ++events[static_cast<int>(c)];
    }
    for (int i = 0; i < kEventCardCount; ++i) {
        if (events[i] != 1) {
            return "event card " + std::string(event_card_id(static_cast<EventCard>(i))) + " accounted for " +
                   std::to_string(events[i]) + " times";
        }
    }
    std::array<int, 8> per_planet{};
    int unplaced = 0;
    for (Component c : kAllComponents) unplaced += placed(c) ? 0 : 1;
    if (unplaced != kComponentCount - components_placed_) return "a component is not on a planet or a ship";
    for (const ComponentLocation& loc : components_) {
        if (loc.on_ship || (in_setup_ && loc.planet == Planet::kZero)) continue;
        const auto index = clockwise_index(loc.planet);
        if (!index) return "a component lies outside Entanglion";
        if (++per_planet[*index] > 1) return "two components on " + std::string(planet_id(loc.planet));
    }
    int on_ships = 0;
    for (int i = 0; i < kComponentCount; ++i) {
        const ComponentLocation& loc = components_[i];
        on_ships += loc.on_ship ? 1 : 0;
        if (!placed(static_cast<Component>(i))) continue;
        if (!loc.on_ship && planet_component_[static_cast<int>(loc.planet)] != i) return "planet lookup out of step";
    }
    for (int p = 0; p < kPlanetCount; ++p) {
        const int c = planet_component_[p];
        if (c >= 0 && (components_[c].on_ship || components_[c].planet != static_cast<Planet>(p))) {
            return "planet lookup out of step";
        }
    }
    if (on_ships != collected_) return "collected count out of step";
    if (detection_ < 0 || detection_ > kDetectionLossPosition) return "detection position off the track";
    if ((detection_ == kDetectionLossPosition) != (status_ == GameStatus::kLost)) {
        return "status does not match the detection track";
    }
    if ((status_ == GameStatus::kLost) != (loss_cause_ != LossCause::kNotLost)) {
        return "a loss cause without a lost game, or a lost game without one";
    }
    if ((components_collected() == kComponentCount) != (status_ == GameStatus::kWon)) {
        return "status does not match the components collected";
    }
    if (!positions_.is_valid()) return "ship positions are not valid";
    if (!live_.is_normalized(1e-9)) return "the live state is not normalised";
    if (!live_.equals_up_to_phase(nav_->state_of(positions_), 1e-9)) {
        return "the live state does not equal the state of the ships' planets";
    }
    if (control_.size() > static_cast<std::size_t>(kControlSlots)) return "engine control overflows";
    const auto pile_size_fits = [](const auto& pile, int kinds) {
        int total = 0;
        for (int k = 0; k < kinds; ++k)
            total += pile.count(static_cast<std::remove_cvref_t<decltype(pile.pinned())>>(k));
        const bool placed = pile.pinned_place() != -1;
        return total == pile.size() && (!placed || (pile.count(pile.pinned()) == 1 && pile.pinned_place() < total));
    };
    if (!pile_size_fits(engine_stack_, kEngineCardKinds)) return "the engine stack's counts are out of step";
    if (!pile_size_fits(event_deck_, kEventCardCount)) return "the event deck's counts are out of step";
    if (!engine_stack_.can_put_back({})) return "the engine stack's known cards are not in it";
    if (!event_deck_.can_put_back({})) return "the event deck's known cards are not in it";
    return {};
}

namespace {

/// `pile` as it stood before (`before`, which still counts `drawn`) with `drawn` known on top, above
/// the cards `now` knows on top. False when `now` does not hold what `before` held less `drawn`.
template <typename Card, int kKinds>
bool put_back(HiddenPile<Card, kKinds>& before, const HiddenPile<Card, kKinds>& now, std::span<const Card> drawn) {
    std::array<int, kKinds> expected{};
    for (int k = 0; k < kKinds; ++k) expected[static_cast<std::size_t>(k)] = before.count(static_cast<Card>(k));
    for (Card card : drawn) --expected[static_cast<std::size_t>(card)];
    for (int k = 0; k < kKinds; ++k) {
        if (expected[static_cast<std::size_t>(k)] != now.count(static_cast<Card>(k))) return false;
    }
    std::array<Card, HiddenPile<Card, kKinds>::kMaxKnown> known{};
    for (int i = 0; i < now.known_count(); ++i) known[static_cast<std::size_t>(i)] = now.known_on_top(i);
    const std::span<const Card> still_known(known.data(), static_cast<std::size_t>(now.known_count()));
    HiddenPile<Card, kKinds> pile = before;
    pile.forget_known();
    if (!pile.can_put_back(still_known)) return false;
    pile.put_back_on_top(still_known);
    if (!pile.can_put_back(drawn)) return false;
    pile.put_back_on_top(drawn);
    before = pile;
    return true;
}

}  // namespace

bool GameState::take_back(const GameState& before, const Action& taken, std::span<const ChanceOutcome> drawn,
                          std::string* error, std::vector<GameEvent>* events) {
    FixedVector<EngineCard, kEngineCardCount> engine;
    FixedVector<EventCard, kEventCardCount> event_cards;
    for (const ChanceOutcome& outcome : drawn) {
        if (outcome.kind == ChanceKind::kEngineDraw) engine.push_back(static_cast<EngineCard>(outcome.value));
        if (outcome.kind == ChanceKind::kEventDraw) event_cards.push_back(static_cast<EventCard>(outcome.value));
    }
    // An action that ended the turn is taken back into the turn it was played in.
    const bool turn_returns = before.turn_ != turn_ || before.current_ != current_;
    GameState back = before;
    if (!put_back(back.engine_stack_, engine_stack_, std::span<const EngineCard>(engine.data(), engine.size()))) {
        if (error) *error = "the engine stack does not hold the cards drawn: it was shuffled anew since";
        return false;
    }
    if (!put_back(back.event_deck_, event_deck_, std::span<const EventCard>(event_cards.data(), event_cards.size()))) {
        if (error) *error = "the event deck does not hold the cards drawn: it was rebuilt since";
        return false;
    }
    back.history_ = std::move(history_);
    back.keep_history_ = keep_history_;
    *this = std::move(back);
    append_history(HistoryEntry::take_back_of(taken));
    if (events) {
        events->push_back(GameEvent{taken.player, event::ActionTakenBack{taken}});
        for (auto it = drawn.rbegin(); it != drawn.rend(); ++it) {
            if (it->kind == ChanceKind::kEngineDraw)
                events->push_back(
                    GameEvent{taken.player, event::EngineCardPutBack{static_cast<EngineCard>(it->value)}});
            if (it->kind == ChanceKind::kEventDraw)
                events->push_back(GameEvent{taken.player, event::EventCardPutBack{static_cast<EventCard>(it->value)}});
        }
        if (turn_returns) events->push_back(GameEvent{current_, event::TurnStarted{turn_}});
    }
    return true;
}

bool operator==(const GameState& a, const GameState& b) {
    return a.board_ == b.board_ && a.variant_ == b.variant_ && a.status_ == b.status_ &&
           a.loss_cause_ == b.loss_cause_ && a.current_ == b.current_ && a.decision_ == b.decision_ &&
           a.chance_ == b.chance_ && a.positions_ == b.positions_ && a.live_.amplitudes() == b.live_.amplitudes() &&
           a.detection_ == b.detection_ && a.components_ == b.components_ && a.hands_ == b.hands_ &&
           a.set_aside_ == b.set_aside_ && a.event_hands_ == b.event_hands_ && a.engine_stack_ == b.engine_stack_ &&
           a.engine_discard_ == b.engine_discard_ && a.control_ == b.control_ && a.event_deck_ == b.event_deck_ &&
           a.event_discard_ == b.event_discard_ && a.tasks_ == b.tasks_ && a.drawn_ == b.drawn_ &&
           a.mechanic_played_ == b.mechanic_played_ && a.last_roll_ == b.last_roll_ && a.turn_ == b.turn_ &&
           a.actions_applied_ == b.actions_applied_ && a.action_taken_ == b.action_taken_ &&
           a.interconnect_used_ == b.interconnect_used_ && a.control_filled_this_turn_ == b.control_filled_this_turn_ &&
           a.in_setup_ == b.in_setup_ && a.components_placed_ == b.components_placed_ &&
           a.first_player_rolls_ == b.first_player_rolls_ && a.first_player_rounds_ == b.first_player_rounds_;
}

}  // namespace entanglion::rules
