// GameState::apply_turn_option: entry `index` of a turn's legal list, applied without building the
// list. Each group is taken in the order legal_actions() lists it (game_state.cpp);
// tests/policies/random_policy_test.cpp plays the two against each other action by action.

#include <bit>
#include <cassert>

#include "game/rules/game_state.h"
#include "game/rules/resolver.h"
#include "game/rules/turn_options.h"

namespace entanglion::rules {

void GameState::apply_turn_option(const TurnOptions& options, unsigned index, ChanceSource& chance,
                                  ActionList& scratch) {
    assert(!is_over() && decision_.kind == DecisionKind::kNone && index < options.size);
    if (index < options.swaps) {  // a swap, on the rare turns that offer them: from the list
        legal_actions(scratch);
        apply_legal(scratch[index], chance);
        return;
    }
    index -= options.swaps;
    const Ship me = current_;
    const BitsOf4& kinds = kBitsOf4[options.hand_kinds];
    const unsigned held = options.held;
    const unsigned retrieve = options.retrieve;
    Resolver resolver(*this, chance, nullptr);
    ++actions_applied_;
    if (index < held) {
        resolver.navigate_action(me, static_cast<EngineCard>(kinds.nth[index]));
    } else if (index < 2 * held) {
        resolver.exchange_action(me, static_cast<EngineCard>(kinds.nth[index - held]));
    } else if (index - 2 * held < retrieve) {
        resolver.retrieve_action(me);
    } else {
        unsigned rest = options.events;
        for (unsigned n = index - 2 * held - retrieve; n > 0; --n) rest &= rest - 1;
        resolver.event_action(me, static_cast<EventCard>(std::countr_zero(rest)));
    }
    resolver.run();
    assert(check_invariants().empty());
}

}  // namespace entanglion::rules
