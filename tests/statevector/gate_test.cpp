// Gate matrices, the CNOT convention and gate parsing.
#include "statevector/gate.h"

#include <gtest/gtest.h>

#include "statevector/state.h"
#include "test_states.h"

namespace entanglion {
namespace {

using testing::amplitudes_near;
using testing::kInvSqrt2;

TEST(GateTest, EveryGateMatrixIsUnitary) {
    for (GateKind kind : kAllGateKinds) {
        for (Ship ship : kShips) {
            const Eigen::Matrix4cd u = gate_matrix(Gate{kind, ship});
            EXPECT_TRUE((u.adjoint() * u).isApprox(Eigen::Matrix4cd::Identity(), 1e-15))
                << gate_to_string(Gate{kind, ship});
        }
        if (is_single_qubit(kind)) {
            const Eigen::Matrix2cd u = single_qubit_matrix(kind);
            EXPECT_TRUE((u.adjoint() * u).isApprox(Eigen::Matrix2cd::Identity(), 1e-15)) << gate_id(kind);
        }
    }
}

TEST(GateTest, SingleQubitMatricesAreTheTextbookOnes) {
    const Complex i(0, 1);
    Eigen::Matrix2cd x, y, z, h, s;
    x << 0, 1, 1, 0;
    y << 0, -i, i, 0;
    z << 1, 0, 0, -1;
    h << kInvSqrt2, kInvSqrt2, kInvSqrt2, -kInvSqrt2;
    s << 1, 0, 0, i;
    EXPECT_TRUE(single_qubit_matrix(GateKind::kI).isApprox(Eigen::Matrix2cd::Identity()));
    EXPECT_TRUE(single_qubit_matrix(GateKind::kX).isApprox(x));
    EXPECT_TRUE(single_qubit_matrix(GateKind::kY).isApprox(y));
    EXPECT_TRUE(single_qubit_matrix(GateKind::kZ).isApprox(z));
    EXPECT_TRUE(single_qubit_matrix(GateKind::kH).isApprox(h));
    EXPECT_TRUE(single_qubit_matrix(GateKind::kS).isApprox(s));
    // S squared is Z; Y = i X Z.
    EXPECT_TRUE((s * s).isApprox(z));
    EXPECT_TRUE((i * x * z).isApprox(y));
}

TEST(GateTest, HadamardTwiceIsIdentity) {
    const Eigen::Matrix2cd h = single_qubit_matrix(GateKind::kH);
    EXPECT_TRUE((h * h).isApprox(Eigen::Matrix2cd::Identity(), 1e-15));
    for (Ship ship : kShips) {
        const Eigen::Matrix4cd h4 = gate_matrix(Gate{GateKind::kH, ship});
        EXPECT_TRUE((h4 * h4).isApprox(Eigen::Matrix4cd::Identity(), 1e-15));
        TwoQubitState state = TwoQubitState::product(SingleQubitKet::kOne, SingleQubitKet::kMinus);
        state.apply(Gate{GateKind::kH, ship});
        state.apply(Gate{GateKind::kH, ship});
        EXPECT_TRUE(amplitudes_near(state, TwoQubitState::product(SingleQubitKet::kOne, SingleQubitKet::kMinus)));
    }
}

TEST(GateTest, OneQubitGateActsOnTheNamedShipOnly) {
    // Mercurial is the left bit: X for Mercurial takes |00> to |10>, X for Rubicon to |01>.
    TwoQubitState mercurial_flipped;
    mercurial_flipped.apply(Gate{GateKind::kX, Ship::kMercurial});
    EXPECT_TRUE(amplitudes_near(mercurial_flipped, TwoQubitState::basis(1, 0)));
    TwoQubitState rubicon_flipped;
    rubicon_flipped.apply(Gate{GateKind::kX, Ship::kRubicon});
    EXPECT_TRUE(amplitudes_near(rubicon_flipped, TwoQubitState::basis(0, 1)));
    // H for Rubicon on |1 0> gives |1> (x) |+>.
    TwoQubitState state = TwoQubitState::basis(1, 0);
    state.apply(Gate{GateKind::kH, Ship::kRubicon});
    EXPECT_TRUE(amplitudes_near(state, TwoQubitState::product(SingleQubitKet::kOne, SingleQubitKet::kPlus)));
}

// CNOT played by a ship: that ship is the target, the other the control (rulebook).
TEST(GateTest, CnotPlayedByMercurialFlipsMercurialWhenRubiconIsOne) {
    const Gate cnot{GateKind::kCNOT, Ship::kMercurial};
    EXPECT_EQ(cnot.target(), Ship::kMercurial);
    EXPECT_EQ(cnot.control(), Ship::kRubicon);
    for (int m = 0; m < 2; ++m) {
        for (int r = 0; r < 2; ++r) {
            const TwoQubitState expected = TwoQubitState::basis(m ^ r, r);
            TwoQubitState fast = TwoQubitState::basis(m, r);
            fast.apply(cnot);
            TwoQubitState dense = TwoQubitState::basis(m, r);
            dense.apply_dense(cnot);
            EXPECT_TRUE(amplitudes_near(fast, expected)) << "|" << m << r << ">";
            EXPECT_TRUE(amplitudes_near(dense, expected)) << "|" << m << r << ">";
        }
    }
}

TEST(GateTest, CnotPlayedByRubiconFlipsRubiconWhenMercurialIsOne) {
    const Gate cnot{GateKind::kCNOT, Ship::kRubicon};
    EXPECT_EQ(cnot.target(), Ship::kRubicon);
    EXPECT_EQ(cnot.control(), Ship::kMercurial);
    for (int m = 0; m < 2; ++m) {
        for (int r = 0; r < 2; ++r) {
            const TwoQubitState expected = TwoQubitState::basis(m, r ^ m);
            TwoQubitState fast = TwoQubitState::basis(m, r);
            fast.apply(cnot);
            TwoQubitState dense = TwoQubitState::basis(m, r);
            dense.apply_dense(cnot);
            EXPECT_TRUE(amplitudes_near(fast, expected)) << "|" << m << r << ">";
            EXPECT_TRUE(amplitudes_near(dense, expected)) << "|" << m << r << ">";
        }
    }
}

TEST(GateTest, CnotForMercurialOnPhiPlusGivesZeroAndPlus) {
    // Rules reference: "on PHI PLUS, a CNOT for Mercurial puts Mercurial on ZERO and Rubicon on PLUS".
    TwoQubitState state(Eigen::Vector4cd(kInvSqrt2, 0, 0, kInvSqrt2));
    state.apply(Gate{GateKind::kCNOT, Ship::kMercurial});
    EXPECT_TRUE(amplitudes_near(state, TwoQubitState::product(SingleQubitKet::kZero, SingleQubitKet::kPlus)));
    TwoQubitState other(Eigen::Vector4cd(kInvSqrt2, 0, 0, kInvSqrt2));
    other.apply(Gate{GateKind::kCNOT, Ship::kRubicon});
    EXPECT_TRUE(amplitudes_near(other, TwoQubitState::product(SingleQubitKet::kPlus, SingleQubitKet::kZero)));
}

TEST(GateTest, SwapExchangesTheShipsAndIgnoresWhoPlaysIt) {
    for (Ship ship : kShips) {
        TwoQubitState state = TwoQubitState::product(SingleQubitKet::kOne, SingleQubitKet::kPlus);
        state.apply(Gate{GateKind::kSWAP, ship});
        EXPECT_TRUE(amplitudes_near(state, TwoQubitState::product(SingleQubitKet::kPlus, SingleQubitKet::kOne)));
    }
    EXPECT_TRUE(gate_matrix(Gate{GateKind::kSWAP, Ship::kMercurial})
                    .isApprox(gate_matrix(Gate{GateKind::kSWAP, Ship::kRubicon})));
    EXPECT_TRUE(
        gate_matrix(Gate{GateKind::kCZ, Ship::kMercurial}).isApprox(gate_matrix(Gate{GateKind::kCZ, Ship::kRubicon})));
}

TEST(GateTest, CzFlipsTheSignOfOneOneOnly) {
    const Eigen::Matrix4cd cz = gate_matrix(Gate{GateKind::kCZ, Ship::kRubicon});
    Eigen::Matrix4cd expected = Eigen::Matrix4cd::Identity();
    expected(3, 3) = -1;
    EXPECT_TRUE(cz.isApprox(expected));
}

TEST(GateTest, GateIdsRoundTripInAnyLetterCase) {
    for (GateKind kind : kAllGateKinds) {
        EXPECT_EQ(parse_gate_kind(gate_id(kind)), kind);
        std::string lower(gate_id(kind));
        for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        EXPECT_EQ(parse_gate_kind(lower), kind);
        for (Ship ship : kShips) {
            std::string error;
            EXPECT_EQ(parse_gate(gate_to_string(Gate{kind, ship}), &error), (Gate{kind, ship}));
        }
    }
    EXPECT_EQ(gate_to_string(Gate{GateKind::kCNOT, Ship::kRubicon}), "CNOT:RUBICON");
    std::string error;
    EXPECT_EQ(parse_gate("h:mercurial", &error), (Gate{GateKind::kH, Ship::kMercurial}));
}

TEST(GateTest, BadGateTextNamesTheBadPart) {
    std::string error;
    EXPECT_FALSE(parse_gate("Q:MERCURIAL", &error));
    EXPECT_NE(error.find("unknown gate \"Q\""), std::string::npos) << error;
    EXPECT_FALSE(parse_gate("H:VENUS", &error));
    EXPECT_NE(error.find("unknown ship \"VENUS\""), std::string::npos) << error;
    EXPECT_FALSE(parse_gate("HMERCURIAL", &error));
    EXPECT_NE(error.find("\"HMERCURIAL\""), std::string::npos) << error;
    EXPECT_FALSE(parse_gate("", &error));
    EXPECT_FALSE(parse_gate_kind("CNOTT"));
}

TEST(GateTest, CardAndSingleQubitClassification) {
    int cards = 0;
    for (GateKind kind : kAllGateKinds) cards += is_card_gate(kind) ? 1 : 0;
    EXPECT_EQ(cards, 4);
    for (GateKind kind : kCardGateKinds) EXPECT_TRUE(is_card_gate(kind));
    EXPECT_TRUE(is_single_qubit(GateKind::kH));
    EXPECT_TRUE(is_single_qubit(GateKind::kS));
    EXPECT_FALSE(is_single_qubit(GateKind::kCNOT));
    EXPECT_FALSE(is_single_qubit(GateKind::kCZ));
    EXPECT_FALSE(is_single_qubit(GateKind::kSWAP));
}

TEST(ShipTest, IdsAndOtherShip) {
    EXPECT_EQ(other(Ship::kMercurial), Ship::kRubicon);
    EXPECT_EQ(other(Ship::kRubicon), Ship::kMercurial);
    EXPECT_EQ(ship_id(Ship::kMercurial), "MERCURIAL");
    EXPECT_EQ(ship_display_name(Ship::kRubicon), "Rubicon");
    EXPECT_EQ(parse_ship("rubicon"), Ship::kRubicon);
    EXPECT_EQ(parse_ship("Mercurial"), Ship::kMercurial);
    EXPECT_FALSE(parse_ship("VENUS"));
    EXPECT_FALSE(parse_ship(""));
}

}  // namespace
}  // namespace entanglion
