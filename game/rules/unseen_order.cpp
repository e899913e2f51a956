// GameState::redeal_unseen_order: the one place a search re-deals the hidden card order on its copy
// of a game (game_state.h says why it exists and when it goes away).

#include <algorithm>
#include <span>

#include "game/rules/game_state.h"

namespace entanglion::rules {

void GameState::redeal_unseen_order(ChanceSource& chance) {
    // Engine stack (stored bottom first). In the first stack PROBE is the bottom card, which every
    // player knows from the setup, so it stays there; the rest is a face-down pile of known contents.
    // (A later stack whose PROBE happens to lie at the bottom also keeps it there: the state does not
    // say which stack this is. That is a 1-in-n slip, gone once draws are chance nodes.)
    const std::size_t keep_bottom = !engine_stack_.empty() && engine_stack_[0] == EngineCard::kPROBE ? 1 : 0;
    // Sorted before the shuffle, so the new order depends on what the players know and on `chance`,
    // never on the real order.
    const std::span<EngineCard> hidden(engine_stack_.data() + keep_bottom, engine_stack_.size() - keep_bottom);
    std::sort(hidden.begin(), hidden.end());
    chance.shuffle_engine(hidden);
    // Event deck (stored bottom first): Quantum Shuffle's place is known from how the deck is built
    // (build_event_deck), so only the other cards trade places.
    FixedVector<EventCard, kEventCardCount> others;
    for (EventCard card : event_deck_) {
        if (card != EventCard::kQuantumShuffle) others.push_back(card);
    }
    std::sort(others.begin(), others.end());
    chance.shuffle_events(std::span<EventCard>(others.data(), others.size()));
    std::size_t next = 0;
    for (EventCard& card : event_deck_) {
        if (card != EventCard::kQuantumShuffle) card = others[next++];
    }
}

}  // namespace entanglion::rules
