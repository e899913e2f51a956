// GameState::apply_random_legal: the random policy of `entanglion-cli simulate`, picking the same
// action as legal_actions()[uniform_index(policy, size)] without building the list where it can.
// Every choice below mirrors the order legal_actions() lists its actions in (game_state.cpp), and
// tests/rules/playout_test.cpp checks the two against each other action by action.

#include <array>
#include <bit>
#include <cassert>
#include <cstdint>

#include "game/rules/game_state.h"
#include "game/rules/resolver.h"
#include "game/rules/turn_options.h"

namespace entanglion::rules {
namespace {

// For each 4-bit mask (hand kinds, or four event cards): how many bits it holds, and its n-th lowest
// set bit (the n-th kind in the list's order). Tables, because the pick must not loop a random
// number of times and the baseline x86-64 target has no popcount instruction (std::popcount
// becomes a library call).
struct BitsOf4 {
    std::uint8_t count = 0;
    std::array<std::uint8_t, 4> nth{};
};
constexpr std::array<BitsOf4, 16> bits_of_4_table() {
    std::array<BitsOf4, 16> table{};
    for (unsigned mask = 0; mask < 16; ++mask) {
        for (unsigned k = 0; k < 4; ++k) {
            if (mask >> k & 1u) table[mask].nth[table[mask].count++] = static_cast<std::uint8_t>(k);
        }
    }
    return table;
}
constexpr auto kBitsOf4 = bits_of_4_table();

static_assert(kEventCardCount <= 12, "three 4-bit lookups count the event cards");
unsigned count_bits_12(unsigned mask) {
    return kBitsOf4[mask & 15u].count + kBitsOf4[(mask >> 4) & 15u].count + kBitsOf4[(mask >> 8) & 15u].count;
}

}  // namespace

void GameState::apply_random_legal(Rng& policy, ChanceSource& chance, ActionList& scratch) {
    assert(!is_over());
    const Ship me = acting_player();
    // Decisions with a short fixed list: the list's entries built directly.
    switch (decision_.kind) {
        case DecisionKind::kNone:
            break;
        case DecisionKind::kDefense:
            apply_legal(uniform_index(policy, 2) == 0 ? Action::roll_defense(me) : Action::play_quantum_tunnel(me),
                        chance);
            return;
        case DecisionKind::kMagneticShielding:
            apply_legal(uniform_index(policy, 2) == 0 ? Action::keep_roll(me, decision_.roll) : Action::reroll(me),
                        chance);
            return;
        case DecisionKind::kQuantumGates: {
            const BitsOf4& drawn = kBitsOf4[engine_kinds(decision_.cards)];
            const auto index = uniform_index(policy, drawn.count);
            apply_legal(Action::keep_card(me, static_cast<EngineCard>(drawn.nth[index])), chance);
            return;
        }
        default:  // the rarer decisions with longer lists
            legal_actions(scratch);
            apply_legal(scratch[static_cast<std::size_t>(uniform_index(policy, scratch.size()))], chance);
            return;
    }
    // A turn. The list: Qubit Interconnect swaps (a kind I hold for a different kind they hold),
    // then Navigate per kind held, Exchange per kind held, Retrieve when offered, then the playable
    // events, each group in kind order. Count it, pick an index, go to the action it names.
    const unsigned mine = hand_kinds(me);
    const BitsOf4& kinds = kBitsOf4[mine];
    const unsigned held = kinds.count;
    unsigned swaps = 0;
    if (interconnect_offered(me)) {
        const unsigned theirs = hand_kinds(other(me));
        swaps = held * kBitsOf4[theirs].count - kBitsOf4[mine & theirs].count;
    }
    const unsigned retrieve = retrieve_offered() ? 1u : 0u;
    const unsigned events = playable_events(me);
    const unsigned size = swaps + 2 * held + retrieve + count_bits_12(events);
    auto index = static_cast<unsigned>(uniform_index(policy, size));
    if (index < swaps) {  // a swap, on the rare turns that offer them: from the list
        legal_actions(scratch);
        apply_legal(scratch[index], chance);
        return;
    }
    index -= swaps;
    Resolver resolver(*this, chance, nullptr);
    ++actions_applied_;
    if (index < held) {
        resolver.navigate_action(me, static_cast<EngineCard>(kinds.nth[index]));
    } else if (index < 2 * held) {
        resolver.exchange_action(me, static_cast<EngineCard>(kinds.nth[index - held]));
    } else if (index - 2 * held < retrieve) {
        resolver.retrieve_action(me);
    } else {
        unsigned rest = events;
        for (unsigned n = index - 2 * held - retrieve; n > 0; --n) rest &= rest - 1;
        resolver.event_action(me, static_cast<EventCard>(std::countr_zero(rest)));
    }
    resolver.run();
    assert(check_invariants().empty());
}

}  // namespace entanglion::rules
