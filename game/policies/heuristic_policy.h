#pragma once
/// The heuristic policy: a teammate that plans. On a turn it retrieves when the ships orbit a planet
/// holding a component; otherwise it weighs every card in hand (and passing, which is an exchange)
/// by the best plan of both hands' cards on the transition graph (route_planner.h), each orbital
/// check priced by its exact detection probability; Heisenberg is played when the eight die faces
/// promise more than the route, The Mechanic when the route's checks cost more than its free moves,
/// and a Qubit Interconnect swap is made when it shortens the route. Every pending decision gets an
/// answer that serves the route: Quantum Tunnel is kept for the eighth component (or a check that
/// would lose the game), Magnetic Shielding keeps a roll that succeeds, Physical Qubits places the
/// ships nearest a component, Quantum Gates keeps and Dilution Refrigerator drops by the plan,
/// Bennett balances the helpful components, The Mechanic plays while a card shortens the route.
///
/// Deterministic given its seed: its generator only breaks exact ties between equally good actions.
/// It plays `entanglion-cli simulate --policy heuristic` and gives `entanglion-cli hint`.

#include <cstdint>

#include "game/policies/policy.h"
#include "game/policies/route_planner.h"
#include "game/rules/legal_options.h"
#include "statevector/random.h"

namespace entanglion::policies {

class HeuristicPolicy final : public Policy {
public:
    /// Plies of both hands' cards the route plan looks at.
    static constexpr int kPlanDepth = 3;

    explicit HeuristicPolicy(std::uint64_t seed) : rng_(seed) {}

    rules::Action step(const rules::GameState& state) override { return explain(state).action; }
    Explanation explain(const rules::GameState& state) override;

private:
    Explanation turn(const rules::GameState& state, const rules::LegalOptions& options);
    Explanation decision(const rules::GameState& state, const rules::LegalOptions& options);
    Explanation defense(const rules::GameState& state, const rules::LegalOptions& options);
    Explanation magnetic_shielding(const rules::GameState& state, const rules::LegalOptions& options);
    Explanation physical_qubits(const rules::GameState& state, const rules::LegalOptions& options);
    Explanation card_choice(const rules::GameState& state, const rules::LegalOptions& options);
    Explanation bennett(const rules::GameState& state, const rules::LegalOptions& options);
    Explanation mechanic(const rules::GameState& state, const rules::LegalOptions& options);
    Explanation exchange(const rules::GameState& state, Ship me, std::array<CardCounts, 2> hands, unsigned held);

    /// The cheapest first play for `me` from position `here`: the card kind (-1: pass) and its cost.
    struct Move {
        int card = -1;
        float cost = 0;
    };
    Move best_move(int here, Ship me, std::array<CardCounts, 2>& hands);
    /// Expected plan cost of Heisenberg for `me`: the mean over the eight die faces of the plan from
    /// where it lands (no orbital check); `hits` counts the faces landing on a component.
    float heisenberg_cost(Ship me, std::array<CardCounts, 2>& hands, int* hits) const;
    /// The Explanation's target: the component on the nearest planet from position `index`.
    void aim(const rules::GameState& state, int index, Explanation& e) const;
    /// Index among `count` equally good candidates (the generator breaks exact ties).
    bool prefer(float cost, float best, int& ties);

    RoutePlanner planner_;
    Rng rng_;
};

}  // namespace entanglion::policies
