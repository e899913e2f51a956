#include "lessons/session/bell_demo.h"

#include "statevector/catalogue.h"

namespace entanglion::lessons {

namespace {
constexpr std::size_t index_of(BellState bell) { return static_cast<std::size_t>(bell); }
}  // namespace

std::string_view bell_state_name(BellState bell) {
    static constexpr std::array<std::string_view, 4> kNames = {"Φ+", "Φ-", "Ψ+", "Ψ-"};
    return kNames[index_of(bell)];
}

TwoQubitState bell_state(BellState bell) {
    switch (bell) {
        case BellState::kPhiPlus:
            return phi_plus();
        case BellState::kPhiMinus:
            return phi_minus();
        case BellState::kPsiPlus:
            return psi_plus();
        case BellState::kPsiMinus:
            return psi_minus();
    }
    return phi_plus();
}

const std::vector<Gate>& bell_sequence(BellState bell) {
    static const Gate h_mercurial{GateKind::kH, Ship::kMercurial};
    static const Gate cnot_rubicon{GateKind::kCNOT, Ship::kRubicon};
    static const Gate x_mercurial{GateKind::kX, Ship::kMercurial};
    static const Gate x_rubicon{GateKind::kX, Ship::kRubicon};
    static const std::array<std::vector<Gate>, 4> kSequences = {
        std::vector<Gate>{h_mercurial, cnot_rubicon},
        std::vector<Gate>{x_mercurial, h_mercurial, cnot_rubicon},
        std::vector<Gate>{x_rubicon, h_mercurial, cnot_rubicon},
        std::vector<Gate>{x_mercurial, x_rubicon, h_mercurial, cnot_rubicon},
    };
    return kSequences[index_of(bell)];
}

bool BellDemo::choose(BellState bell) {
    const bool other = bell != bell_ || states_.empty();
    bell_ = bell;
    step_ = 0;
    if (!other) return false;
    states_.assign(1, TwoQubitState{});
    for (const Gate& gate : gates()) {
        TwoQubitState state = states_.back();
        state.apply(gate);
        state.snap();  // as the lessons do: exact values stay exact
        states_.push_back(state);
    }
    return true;
}

bool BellDemo::go_to(int step) {
    if (step < 0 || step > step_count() || step == step_) return false;
    step_ = step;
    return true;
}

std::optional<Gate> BellDemo::current_gate() const {
    if (step_ == 0) return std::nullopt;
    return gates()[static_cast<std::size_t>(step_ - 1)];
}

int BellDemo::start_bit(Ship ship) const { return state_at(0).probability_of_one(ship) > 0.5 ? 1 : 0; }

std::vector<BellCircuitColumn> BellDemo::circuit() const {
    std::vector<BellCircuitColumn> columns;
    const std::vector<Gate>& sequence = gates();
    for (std::size_t i = 0; i < sequence.size(); ++i) {
        const int column = static_cast<int>(i);
        columns.push_back(BellCircuitColumn{
            .column = column, .gate = sequence[i], .applied = column < step_, .current = column == step_ - 1});
    }
    return columns;
}

}  // namespace entanglion::lessons
