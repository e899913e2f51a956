#pragma once
/// A cheap greedy rule for a search policy's rollouts (search_policy.h: greedy_rollouts(); the
/// default blueprint is the heuristic, stronger at twice the cost): retrieve when the ships
/// orbit a component, else play the card that brings the ships closest (in card plays on the
/// transition graph) to a planet that still holds a component, else exchange the least useful card.
/// Answers decisions with simple rules (Quantum Tunnel when the detection value is 4 or more, keep a
/// Magnetic Shielding roll that already passes, place ships closest to a component, ...). A tenth of
/// its choices, and any case it has no rule for, are uniformly random, so rollouts stay varied.
/// It is a rollout rule, not the project's `heuristic` policy: it reads no risk and plans no route.

#include <array>
#include <cstdint>

#include "game/policies/policy.h"
#include "game/rules/game_state.h"
#include "statevector/random.h"

namespace entanglion::policies {

/// Distance, in engine cards played for either ship, from every position to the nearest Entanglion
/// planet holding a component, for one board and rules variant; computed once per set of component
/// planets and cached.
class ComponentDistances {
public:
    /// Card plays from the state's positions to its nearest component planet (0 when orbiting one;
    /// kUnreachable when no component is on the board).
    int from(const rules::GameState& state, const ShipPositions& positions);
    static constexpr int kUnreachable = 99;

private:
    const Board* board_ = nullptr;
    rules::RulesVariant variant_ = rules::RulesVariant::kBoard;
    /// [set of component planets, as bits of the eight Entanglion planets][position index]; -1: not yet computed.
    std::array<std::array<std::int8_t, 24>, 256> table_{};
    std::array<bool, 256> computed_{};
};

class GreedyRolloutPolicy final : public Policy {
public:
    explicit GreedyRolloutPolicy(std::uint64_t seed) : rng_(seed) {}
    rules::Action step(const rules::GameState& state) override;

private:
    rules::Action choose_turn(const rules::GameState& state, const rules::LegalOptions& options);
    rules::Action choose_decision(const rules::GameState& state, const rules::LegalOptions& options);
    /// Distance to a component after playing `card` for `ship` now (the current distance when the
    /// card moves no ship).
    int distance_after(const rules::GameState& state, rules::EngineCard card, Ship ship);
    /// Among the navigation card kinds in `cards` (bit k: kind k), the one leaving the ships closest
    /// to a component (ties to the lower kind, or a fair coin with `random_ties`) and the one leaving
    /// them farthest (ties to the lower kind), with those distances (best is kUnreachable + 1 and
    /// worst -1 when `cards` is empty).
    struct CardRanking {
        int best = ComponentDistances::kUnreachable + 1;
        int worst = -1;
        rules::EngineCard best_card = rules::EngineCard::kX;
        rules::EngineCard worst_card = rules::EngineCard::kX;
    };
    CardRanking rank_cards(const rules::GameState& state, unsigned cards, Ship ship, bool random_ties);

    Rng rng_;
    ComponentDistances distances_;
};

}  // namespace entanglion::policies
