// The chance driver (chance_driver.h): answers a game's chance nodes from a ChanceSource, keeping
// its own order of the face-down piles.

#include "game/rules/chance_driver.h"

#include <algorithm>
#include <cassert>

#include "game/rules/legal_options.h"
#include "game/rules/resolver.h"

namespace entanglion::rules {
namespace {

void shuffle(ChanceSource& source, std::span<EngineCard> cards) { source.shuffle_engine(cards); }
void shuffle(ChanceSource& source, std::span<EventCard> cards) { source.shuffle_events(cards); }

// A pile listed top first, stored bottom first (back() is drawn next).
template <typename Pile, typename List>
void store_top_first(Pile& into, const List& top_first) {
    into.clear();
    for (std::size_t i = top_first.size(); i > 0; --i) into.push_back(top_first[i - 1]);
}

// Deals an order for the cards `pile` holds: its cards in kind order but the pinned one shuffled by
// `source`, the pinned card in its place. Returns the order bottom first.
template <typename Card, int kKinds, std::size_t N>
FixedVector<Card, N> deal(ChanceSource& source, const HiddenPile<Card, kKinds>& pile) {
    const bool placed = pile.pinned_place() != HiddenPile<Card, kKinds>::kNoPlace;
    FixedVector<Card, N> cards;
    for (int kind = 0; kind < kKinds; ++kind) {
        const auto card = static_cast<Card>(kind);
        for (int copy = placed && card == pile.pinned() ? 1 : 0; copy < pile.count(card); ++copy) cards.push_back(card);
    }
    shuffle(source, std::span<Card>(cards.data(), cards.size()));
    FixedVector<Card, N> top_first;
    for (std::size_t i = 0; i < cards.size(); ++i) {
        if (placed && static_cast<int>(i) == pile.pinned_place()) top_first.push_back(pile.pinned());
        top_first.push_back(cards[i]);
    }
    if (placed && pile.pinned_place() == static_cast<int>(cards.size())) top_first.push_back(pile.pinned());
    FixedVector<Card, N> bottom_first;
    store_top_first(bottom_first, top_first);
    return bottom_first;
}

}  // namespace

DealtOrder dealt_order_of(const GameSetup& setup) {
    DealtOrder order;
    store_top_first(order.engine, setup.engine_stack);
    store_top_first(order.events, setup.event_deck);
    order.engine_known = order.events_known = true;
    return order;
}

// ---- applying ---------------------------------------------------------------------------------------

bool ChanceDriver::apply(GameState& state, const Action& action, std::string* error, std::vector<GameEvent>* events) {
    if (!state.legal_options().allows(action)) {
        state.is_legal(action, error);  // only to explain why
        return false;
    }
    apply_legal(state, action, events);
    return true;
}

void ChanceDriver::apply_legal(GameState& state, const Action& action, std::vector<GameEvent>* events) {
    assert(state.legal_options().allows(action));
    if (keep_history_) keep(HistoryEntry{false, action, {}});
    Resolver resolver(state, events);
    ++state.actions_applied_;
    resolver.start(action);
    run(state, resolver);
}

void ChanceDriver::apply_turn_option(GameState& state, const LegalOptions& options, unsigned index,
                                     std::vector<GameEvent>* events) {
    if (keep_history_) keep(HistoryEntry{false, options.action(index), {}});
    Resolver resolver(state, events);
    state.start_turn_option(resolver, options, index);
    run(state, resolver);
}

void ChanceDriver::answer_chance(GameState& state, std::vector<GameEvent>* events) {
    Resolver resolver(state, events);
    run(state, resolver);
}

void ChanceDriver::run(GameState& state, Resolver& resolver) {
    // The resolver runs the action, this driver answering each chance node as it comes (one loop, as
    // if the outcomes were applied one by one with apply_chance_outcome).
    resolver.run_answering(*this);
    catch_up(state);  // a rebuild at the end of the action is shuffled within it (as records expect)
    // The invariants hold after every action; debug and sanitizer builds check them here.
    assert(state.check_invariants().empty());
}

void ChanceDriver::keep(const HistoryEntry& entry) { history_.push_back(entry); }

int ChanceDriver::answer(const GameState& state) {
    catch_up(state);  // a rebuild since the last node is shuffled before this node is answered
    const ChanceKind kind = state.chance_.kind;
    // The replacement card is the most frequent node: asked without the general dispatch.
    const int value = kind == ChanceKind::kEngineDraw ? static_cast<int>(next_engine_card(state)) : next_value(state);
    if (keep_history_) keep(HistoryEntry{true, {}, chance_outcome_of(kind, value)});
    return value;
}

ChanceOutcome ChanceDriver::choose(const GameState& state) {
    assert(state.at_chance_node());
    catch_up(state);
    return chance_outcome_of(state.chance_.kind, next_value(state));
}

// ---- answering a node -------------------------------------------------------------------------------

int ChanceDriver::next_value(const GameState& state) {
    const PendingChance& node = state.chance_;
    switch (node.kind) {
        case ChanceKind::kEngineDraw:
            return static_cast<int>(next_engine_card(state));
        case ChanceKind::kEntanglionDie:
            return source_->roll_entanglion_die();
        case ChanceKind::kEventDraw:
            return static_cast<int>(next_event_card(state));
        case ChanceKind::kCentariousDie:
            return source_->roll_centarious_die();
        case ChanceKind::kMeasurement:
            return source_->measure(state.live_state()).index();
        case ChanceKind::kComponentPick: {
            const auto mine = state.components_of(node.player);
            return static_cast<int>(source_->pick_component(std::span<const Component>(mine.data(), mine.size())));
        }
        default:
            assert(false && "not a chance node kind");
            return 0;
    }
}

EventCard ChanceDriver::next_event_card(const GameState& state) {
    const EventDeck& deck = state.event_deck();
    if (!order_.events_known || order_.events.size() != static_cast<std::size_t>(deck.size()) ||
        !deck.may_draw(order_.events.back())) [[unlikely]] {
        deal_events(deck);
    }
    return order_.events.pop_back();
}

void ChanceDriver::deal_engine(const EngineStack& stack) {
    order_.engine = deal<EngineCard, kEngineCardKinds, kEngineCardCount>(*source_, stack);
    order_.engine_known = true;
}

void ChanceDriver::deal_events(const EventDeck& deck) {
    order_.events = deal<EventCard, kEventCardCount, kEventCardCount>(*source_, deck);
    order_.events_known = true;
}

// ---- rebuilt piles ----------------------------------------------------------------------------------

void ChanceDriver::shuffle_rebuilt(const GameState& state) {
    // At most one rebuild of each pile can come between two chance nodes (a rebuilt pile is drawn
    // from, a node, before it can run out again); shuffle them in the order they happened.
    const PileRebuilds& rebuilds = state.pile_rebuilds();
    const bool engine_due = rebuilds.engine_at > order_.rebuilds_seen;
    const bool events_due = rebuilds.event_at > order_.rebuilds_seen;
    if (events_due && (!engine_due || rebuilds.event_at < rebuilds.engine_at)) {
        shuffle_event_rebuild(rebuilds);
        if (engine_due) shuffle_engine_rebuild(rebuilds);
    } else {
        if (engine_due) shuffle_engine_rebuild(rebuilds);
        if (events_due) shuffle_event_rebuild(rebuilds);
    }
    order_.rebuilds_seen = rebuilds.count;
}

void ChanceDriver::shuffle_engine_rebuild(const PileRebuilds& rebuilds) {
    // The discard pile, as it lay, shuffled into the new stack (the shuffle lists it top first; the
    // order keeps it bottom first).
    order_.engine = rebuilds.engine_gathered;
    source_->shuffle_engine(std::span<EngineCard>(order_.engine.data(), order_.engine.size()));
    std::reverse(order_.engine.begin(), order_.engine.end());
    order_.engine_known = true;
}

void ChanceDriver::shuffle_event_rebuild(const PileRebuilds& rebuilds) {
    // Gathered as the rules gather them: the hands' cards, the old deck (in this driver's order,
    // bottom first), the discard pile; Quantum Shuffle set aside, then placed as in setup.
    EventPile others = rebuilds.event_from_hands;
    if (!order_.events_known || order_.events.size() != static_cast<std::size_t>(rebuilds.event_old_deck.size())) {
        deal_events(rebuilds.event_old_deck);
    }
    for (EventCard c : order_.events) {
        if (c != EventCard::kQuantumShuffle) others.push_back(c);
    }
    for (EventCard c : rebuilds.event_from_discard) others.push_back(c);
    source_->shuffle_events(std::span<EventCard>(others.data(), others.size()));
    store_top_first(order_.events, build_event_deck(std::span<const EventCard>(others.data(), others.size())));
    order_.events_known = true;
}

}  // namespace entanglion::rules
