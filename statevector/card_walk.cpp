#include "statevector/card_walk.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <string>

namespace entanglion {

CardWalkReport run_card_walk(const TwoQubitState& start, std::uint64_t gate_count, Rng& rng,
                             const StateCatalogue& catalogue, bool snap_each_gate) {
    CardWalkReport report;
    TwoQubitState state = start;
    for (std::uint64_t step = 0; step < gate_count; ++step) {
        const GateKind kind = kCardGateKinds[rng.uniform_index(kCardGateKinds.size())];
        const Ship ship = kShips[rng.uniform_index(kShips.size())];
        state.apply(Gate{kind, ship});
        if (snap_each_gate) state.snap();
        report.max_norm_error = std::max(report.max_norm_error, std::abs(state.norm() - 1.0));
        if (!catalogue.identify(state)) ++report.unidentified_steps;
    }
    report.gates = gate_count;
    report.final_state = state;
    report.final_match = catalogue.identify(state);
    return report;
}

StateCatalogue card_reachable_catalogue() {
    StateCatalogue catalogue = StateCatalogue::standard();
    const Gate cz{GateKind::kCZ, Ship::kMercurial};
    for (SingleQubitKet mercurial : {SingleQubitKet::kPlus, SingleQubitKet::kMinus}) {
        for (SingleQubitKet rubicon : {SingleQubitKet::kPlus, SingleQubitKet::kMinus}) {
            TwoQubitState state = TwoQubitState::product(mercurial, rubicon);
            state.apply(cz);
            const std::string m(single_qubit_ket_id(mercurial));
            const std::string r(single_qubit_ket_id(rubicon));
            const std::string signs = std::string(mercurial == SingleQubitKet::kPlus ? "+" : "-") +
                                      (rubicon == SingleQubitKet::kPlus ? "+" : "-");
            std::string error;
            [[maybe_unused]] const bool added =
                catalogue.add(NamedState{"CZ_" + m + "_" + r, "CZ" + signs, "CZ" + signs, std::nullopt, state}, &error);
            // Cannot fail: the four states are normalised, distinct and not in standard().
            assert(added);
        }
    }
    return catalogue;
}

}  // namespace entanglion
