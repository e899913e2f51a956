#pragma once
/// The chance driver: plays a game through its chance nodes. The rules stop at every chance node
/// (chance_node.h) and hold no generator and no hidden order; a ChanceDriver answers each node from
/// a ChanceSource, so a seeded source plays a reproducible game, a ScriptedChance replays a record,
/// and the game is the same one the rules' stepped API reaches with those outcomes.
///
/// Dice, the measurement and Spooky Action's pick are asked of the source when the node comes.
/// Draws are answered from the driver's own order of each face-down pile (its DealtOrder): the
/// order the setup lists, and after each rebuild of a pile (GameState::pile_rebuilds) the order the
/// source's shuffle gives to exactly the cards gathered, as they were gathered (Quantum Shuffle then
/// placed as in setup). So a source is asked exactly what the rules used to ask in the middle of a
/// step, in the same order, and seeded games and version 1 records (which store the shuffles) play
/// as they always did. A driver whose order does not fit the state (it joined a game it did not
/// deal) shuffles what the state says is hidden, asking the source, before it draws.

#include <cassert>
#include <cstdint>
#include <string>
#include <vector>

#include "game/rules/chance.h"
#include "game/rules/game_state.h"
#include "game/rules/setup.h"

namespace entanglion::rules {

class Resolver;

/// The driver's order of the face-down piles (not part of the game; GameState keeps counts).
struct DealtOrder {
    EnginePile engine;  ///< bottom first: back() is the next card drawn
    EventPile events;   ///< bottom first
    bool engine_known = false;
    bool events_known = false;
    /// GameState::pile_rebuilds().count when the driver last caught up with the rebuilds.
    std::uint32_t rebuilds_seen = 0;
    friend bool operator==(const DealtOrder&, const DealtOrder&) = default;
};

/// The order of the piles as `setup` lists them: what a driver dealing that game starts from.
DealtOrder dealt_order_of(const GameSetup& setup);

/// One entry of a game's history (OpenSpiel's History()): a player's action or a chance outcome.
struct HistoryEntry {
    bool is_chance = false;
    Action action;          ///< when !is_chance
    ChanceOutcome outcome;  ///< when is_chance (kind and value; never a shuffle)
    friend bool operator==(const HistoryEntry&, const HistoryEntry&) = default;
};

class ChanceDriver {
public:
    /// A driver that knows no order yet (it shuffles the hidden piles when it first draws).
    explicit ChanceDriver(ChanceSource& source) : source_(&source) {}
    /// A driver dealing the game that starts from `setup`: its piles' order is the setup's.
    ChanceDriver(const GameSetup& setup, ChanceSource& source) : source_(&source), order_(dealt_order_of(setup)) {}
    /// A driver going on with `order` (e.g. a ReplayCursor's at some step).
    ChanceDriver(DealtOrder order, ChanceSource& source) : source_(&source), order_(std::move(order)) {}

    /// The source of every further outcome (a record's replay sets one per action).
    void set_source(ChanceSource& source) { source_ = &source; }
    ChanceSource& source() const { return *source_; }
    const DealtOrder& order() const { return order_; }

    /// Applies a legal action and answers every chance node up to the next player choice or the
    /// end. Returns false and sets `error` (changing nothing) when the action is illegal. If the
    /// source throws ChanceError, the exception propagates and the state must be discarded.
    bool apply(GameState& state, const Action& action, std::string* error = nullptr,
               std::vector<GameEvent>* events = nullptr);
    /// apply() without the legality check. Precondition: state.is_legal(action) (asserted in debug).
    void apply_legal(GameState& state, const Action& action, std::vector<GameEvent>* events = nullptr);
    /// apply_legal(state, state.legal_actions()[index]) for a turn counted by `options` (the
    /// state's turn_options()), without building the list or the action. Precondition: index <
    /// options.size.
    void apply_turn_option(GameState& state, const LegalOptions& options, unsigned index,
                           std::vector<GameEvent>* events = nullptr);
    /// Answers the state's chance nodes until none is pending (after the stepped API stopped at one).
    void answer_chance(GameState& state, std::vector<GameEvent>* events = nullptr);

    /// The outcome this driver gives the state's pending chance node, asked of the source now (the
    /// dealt order moves on: apply it). Precondition: state.at_chance_node().
    ChanceOutcome choose(const GameState& state);
    /// Shuffles the driver's order of every pile the state rebuilt since the last call, asking the
    /// source as the rules did at the rebuild. apply() does it before each chance node and at the end.
    void catch_up(const GameState& state) {
        if (state.pile_rebuilds().count != order_.rebuilds_seen) [[unlikely]] shuffle_rebuilt(state);
    }

    /// Every action and chance outcome this driver applied, in order, when keeping them.
    void keep_history(bool keep) { keep_history_ = keep; }
    const std::vector<HistoryEntry>& history() const { return history_; }

private:
    friend class Resolver;
    /// The outcome for the pending node (after shuffling any pile rebuilt since), logged in the
    /// history when kept: what Resolver::run_answering applies.
    int answer(const GameState& state);
    /// answer() for an engine draw, asked by a resolver running answering at the moment it would
    /// suspend on the draw (the same card, the same history entry, without the round trip through
    /// the pending node: the most frequent node of a game). The resolver has had this driver catch
    /// up with every rebuild (Resolver::driver_catch_up).
    EngineCard answer_engine_draw(const GameState& state);
    /// The pending node's outcome as the value GameState::resolve_chance takes.
    int next_value(const GameState& state);
    EngineCard next_engine_card(const GameState& state);
    EventCard next_event_card(const GameState& state);
    // The two rare paths stay out of line (noinline), so the callers on every action and draw save
    // no registers for them (docs/performance.md, "Session 6").
    /// Appends to the history (most drivers keep none).
    [[gnu::noinline]] void keep(const HistoryEntry& entry);
    [[gnu::noinline]] void shuffle_rebuilt(const GameState& state);
    void shuffle_engine_rebuild(const PileRebuilds& rebuilds);
    void shuffle_event_rebuild(const PileRebuilds& rebuilds);
    /// Shuffles the cards the state's pile holds, its pinned card in its place (a driver that joins late).
    void deal_engine(const EngineStack& stack);
    void deal_events(const EventDeck& deck);
    /// Runs the action `resolver` started, answering every chance node, to the next player choice or
    /// the end.
    void run(GameState& state, Resolver& resolver);

    ChanceSource* source_;
    DealtOrder order_;
    bool keep_history_ = false;
    std::vector<HistoryEntry> history_;
};

// The replacement card, the most frequent chance node: inline, so the resolver's fill inlines it.
inline EngineCard ChanceDriver::next_engine_card(const GameState& state) {
    const EngineStack& stack = state.engine_stack();
    if (!order_.engine_known || order_.engine.size() != static_cast<std::size_t>(stack.size()) ||
        !stack.may_draw(order_.engine.back())) [[unlikely]] {
        deal_engine(stack);
    }
    return order_.engine.pop_back();
}

inline EngineCard ChanceDriver::answer_engine_draw(const GameState& state) {
    // The resolver had this driver catch up at the start of its run and at each rebuild since.
    assert(state.pile_rebuilds().count == order_.rebuilds_seen);
    const EngineCard card = next_engine_card(state);
    if (keep_history_) [[unlikely]] {
        keep(HistoryEntry{true, {}, chance_outcome_of(ChanceKind::kEngineDraw, static_cast<int>(card))});
    }
    return card;
}

}  // namespace entanglion::rules
