// The published board: loading, states, identification and the moves it prints.
#include "game/board/board.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "statevector/catalogue.h"

namespace entanglion {
namespace {

const Board& board() { return Board::published(); }

TEST(BoardTest, PublishedBoardHasEveryPrintedElement) {
    EXPECT_EQ(board().paths().size(), 16u);
    EXPECT_EQ(board().entry_lines().size(), 4u);
    ASSERT_EQ(board().rules().size(), 1u);
    EXPECT_EQ(board().rules()[0].card, NavCard::kSWAP);
    for (Planet planet : kAllPlanets) EXPECT_EQ(board().info(planet).planet, planet);
    EXPECT_EQ(board().info(Planet::kOmegaThree).display_name, "OMEGA THREE");
    EXPECT_EQ(board().info(Planet::kMinus).map_x, 800);
    EXPECT_EQ(board().info(Planet::kMinus).map_y, 840);
    EXPECT_FALSE(board().info(Planet::kZero).clockwise_position.has_value());
    for (int k = 0; k < 8; ++k) {
        EXPECT_EQ(board().info(kClockwiseEntanglion[static_cast<std::size_t>(k)]).clockwise_position, k);
    }
    // The printed note of the ZERO-ONE path is data: a CNOT condition on the other ship being on ONE.
    const PrintedPath& zero_one = board().paths()[0];
    ASSERT_EQ(zero_one.conditions.size(), 1u);
    EXPECT_EQ(zero_one.conditions[0].card, NavCard::kCNOT);
    EXPECT_EQ(zero_one.conditions[0].other_ship_on, Planet::kOne);
}

TEST(BoardTest, StateOfIsTheProductOutsideAndThePlanetStateInside) {
    EXPECT_TRUE(board()
                    .state_of({Planet::kZero, Planet::kPlus})
                    .equals_up_to_phase(TwoQubitState::product(SingleQubitKet::kZero, SingleQubitKet::kPlus)));
    // Mercurial is the left qubit: Mercurial on ONE, Rubicon on ZERO is |10> (index 2).
    EXPECT_NEAR(std::abs(board().state_of({Planet::kOne, Planet::kZero}).amplitude(1, 0)), 1.0, 1e-12);
    EXPECT_TRUE(board().state_of({Planet::kPhiPlus, Planet::kPhiPlus}).equals_up_to_phase(phi_plus()));
    EXPECT_TRUE(board().state_of({Planet::kPsiMinus, Planet::kPsiMinus}).equals_up_to_phase(psi_minus()));
    // OMEGA ZERO = (|00> - |01> + |10> + |11>)/2: the minus sign sits on |01>.
    const TwoQubitState omega_zero = board().state_of({Planet::kOmegaZero, Planet::kOmegaZero});
    EXPECT_NEAR(omega_zero.amplitude(0, 1).real(), -0.5, 1e-12);
    EXPECT_NEAR(omega_zero.amplitude(1, 1).real(), 0.5, 1e-12);
}

TEST(BoardTest, PositionsOfIdentifiesUpToGlobalPhase) {
    Complex phase;
    const auto positions = board().positions_of(TwoQubitState(-psi_minus().amplitudes()), &phase);
    ASSERT_TRUE(positions.has_value());
    EXPECT_EQ(*positions, (ShipPositions{Planet::kPsiMinus, Planet::kPsiMinus}));
    EXPECT_NEAR(std::abs(phase - Complex(-1, 0)), 0.0, 1e-12);
    const auto product = board().positions_of(TwoQubitState::product(SingleQubitKet::kMinus, SingleQubitKet::kOne));
    ASSERT_TRUE(product.has_value());
    EXPECT_EQ(*product, (ShipPositions{Planet::kMinus, Planet::kOne}));
    // (|00> + |01>)*(1/sqrt2) is |0>|+>; (|00> + i|11>)/sqrt2 is no planet.
    const double r = std::sqrt(0.5);
    EXPECT_FALSE(board().positions_of(TwoQubitState(Eigen::Vector4cd(r, 0, 0, Complex(0, r)))).has_value());
    EXPECT_EQ(board().catalogue().entries().size(), 24u);
}

TEST(BoardTest, PrintedMovesFollowTheLinesAndConditions) {
    const ShipPositions start{Planet::kZero, Planet::kZero};
    EXPECT_EQ(board().printed_move(start, NavCard::kH, Ship::kMercurial),
              (ShipPositions{Planet::kPlus, Planet::kZero}));
    EXPECT_EQ(board().printed_move(start, NavCard::kX, Ship::kRubicon), (ShipPositions{Planet::kZero, Planet::kOne}));
    // CNOT flips your ship only if the other ship is on ONE.
    EXPECT_FALSE(board().printed_move(start, NavCard::kCNOT, Ship::kMercurial).has_value());
    EXPECT_EQ(board().printed_move({Planet::kZero, Planet::kOne}, NavCard::kCNOT, Ship::kMercurial),
              (ShipPositions{Planet::kOne, Planet::kOne}));
    // Grey entry line: Rubicon on ONE plays CNOT while Mercurial is on MINUS -> PSI MINUS.
    EXPECT_EQ(board().printed_move({Planet::kMinus, Planet::kOne}, NavCard::kCNOT, Ship::kRubicon),
              (ShipPositions{Planet::kPsiMinus, Planet::kPsiMinus}));
    // Exit (erratum): on PHI PLUS a CNOT for Mercurial puts Mercurial on ZERO and Rubicon on PLUS.
    EXPECT_EQ(board().printed_move({Planet::kPhiPlus, Planet::kPhiPlus}, NavCard::kCNOT, Ship::kMercurial),
              (ShipPositions{Planet::kZero, Planet::kPlus}));
    // SWAP outside exchanges the planets; inside only OMEGA ZERO - OMEGA THREE.
    EXPECT_EQ(board().printed_move({Planet::kOne, Planet::kPlus}, NavCard::kSWAP, Ship::kRubicon),
              (ShipPositions{Planet::kPlus, Planet::kOne}));
    EXPECT_FALSE(board().printed_move({Planet::kPhiPlus, Planet::kPhiPlus}, NavCard::kSWAP, Ship::kRubicon));
    EXPECT_EQ(board().printed_move({Planet::kOmegaThree, Planet::kOmegaThree}, NavCard::kSWAP, Ship::kMercurial),
              (ShipPositions{Planet::kOmegaZero, Planet::kOmegaZero}));
    // Inside Entanglion the line colour picks the path: X for Rubicon follows the red OMEGA ZERO - OMEGA ONE
    // line, X for Mercurial the blue X/CNOT line to OMEGA TWO; both ships move together.
    const ShipPositions omega_zero{Planet::kOmegaZero, Planet::kOmegaZero};
    EXPECT_EQ(board().printed_move(omega_zero, NavCard::kX, Ship::kRubicon),
              (ShipPositions{Planet::kOmegaOne, Planet::kOmegaOne}));
    EXPECT_EQ(board().printed_move(omega_zero, NavCard::kX, Ship::kMercurial),
              (ShipPositions{Planet::kOmegaTwo, Planet::kOmegaTwo}));
    EXPECT_FALSE(board().printed_move(omega_zero, NavCard::kCNOT, Ship::kRubicon).has_value());
}

// An independent transcription of shared/reference/printed-board.md (not the JSON): every edge of
// the paths table with its cards and lines, the grey CNOT lines and the SWAP card text.
struct Edge {
    Planet a;
    Planet b;
    std::vector<NavCard> cards;
    bool mercurial;
    bool rubicon;
};

std::optional<ShipPositions> expected_from_printed_board(const ShipPositions& from, NavCard card, Ship player) {
    using P = Planet;
    using C = NavCard;
    static const std::vector<Edge> edges = {
        {P::kZero, P::kOne, {C::kX, C::kCNOT}, true, true},
        {P::kZero, P::kPlus, {C::kH}, true, true},
        {P::kOne, P::kMinus, {C::kH}, true, true},
        {P::kOmegaZero, P::kOmegaOne, {C::kX}, false, true},
        {P::kOmegaZero, P::kPsiPlus, {C::kH}, false, true},
        {P::kOmegaZero, P::kPhiMinus, {C::kH}, true, false},
        {P::kOmegaZero, P::kOmegaTwo, {C::kX, C::kCNOT}, true, false},
        {P::kOmegaZero, P::kOmegaThree, {C::kSWAP}, true, true},
        {P::kOmegaOne, P::kPsiMinus, {C::kH}, true, true},
        {P::kOmegaOne, P::kOmegaThree, {C::kX}, true, false},
        {P::kPsiPlus, P::kPhiPlus, {C::kX}, true, true},
        {P::kPsiPlus, P::kOmegaThree, {C::kH}, true, false},
        {P::kPsiMinus, P::kPhiMinus, {C::kX}, true, true},
        {P::kPhiPlus, P::kOmegaTwo, {C::kH}, true, true},
        {P::kPhiMinus, P::kOmegaThree, {C::kH}, false, true},
        {P::kOmegaTwo, P::kOmegaThree, {C::kX, C::kCNOT}, false, true},
    };
    // {Centarious, Superious, Entanglion}
    static const std::vector<std::array<Planet, 3>> grey = {{P::kZero, P::kPlus, P::kPhiPlus},
                                                            {P::kZero, P::kMinus, P::kPhiMinus},
                                                            {P::kOne, P::kPlus, P::kPsiPlus},
                                                            {P::kOne, P::kMinus, P::kPsiMinus}};
    const Planet own = from.of(player);
    const Planet others = from.of(other(player));
    auto place = [&](Planet mine, Planet theirs) {
        return player == Ship::kMercurial ? ShipPositions{mine, theirs} : ShipPositions{theirs, mine};
    };
    if (card == C::kCNOT) {
        for (const auto& [centarious, superious, entanglion] : grey) {
            if (!from.in_entanglion() && own == centarious && others == superious)
                return ShipPositions{entanglion, entanglion};
            if (from.in_entanglion() && own == entanglion) return place(centarious, superious);
        }
    }
    if (card == C::kSWAP && !from.in_entanglion()) {
        if (from.mercurial == from.rubicon) return std::nullopt;
        return ShipPositions{from.rubicon, from.mercurial};
    }
    for (const Edge& edge : edges) {
        if (std::find(edge.cards.begin(), edge.cards.end(), card) == edge.cards.end()) continue;
        if (!(player == Ship::kMercurial ? edge.mercurial : edge.rubicon)) continue;
        if (edge.a != own && edge.b != own) continue;
        const Planet destination = edge.a == own ? edge.b : edge.a;
        if (from.in_entanglion()) return ShipPositions{destination, destination};
        if (card == C::kCNOT && others != P::kOne) return std::nullopt;  // the printed note on ZERO - ONE
        return place(destination, others);
    }
    return std::nullopt;
}

TEST(BoardTest, PrintedMoveMatchesThePrintedBoardForEveryPositionCardAndShip) {
    int moves = 0;
    for (const ShipPositions& from : all_valid_positions()) {
        for (NavCard card : kNavCards) {
            for (Ship player : kShips) {
                const auto expected = expected_from_printed_board(from, card, player);
                EXPECT_EQ(board().printed_move(from, card, player), expected)
                    << positions_id(from) << " " << nav_card_id(card) << " for " << ship_id(player);
                moves += expected.has_value() ? 1 : 0;
            }
        }
    }
    EXPECT_EQ(static_cast<std::size_t>(moves), board().all_printed_moves().size());
    // Outside: X moves a ship on ZERO or ONE: 8 positions x 2 ships = 16; H moves a ship on any of the four
    // planets: 16 x 2 = 32; CNOT on ZERO-ONE with the other ship on ONE: 4; entry lines 4 x 2 ships = 8;
    // SWAP: 12 positions with the ships apart x 2 = 24. Inside: 20 path moves x 2 directions = 40, plus
    // 4 exits x 2 ships = 8. Total 132, one per check of the verifier.
    EXPECT_EQ(moves, 132);
}

TEST(BoardTest, ToJsonRoundTrips) {
    std::string error;
    const auto reloaded = Board::load_text(board().to_json(), "round-trip.json", &error);
    ASSERT_TRUE(reloaded.has_value()) << error;
    EXPECT_EQ(reloaded->to_json(), board().to_json());
    EXPECT_EQ(reloaded->all_printed_moves().size(), board().all_printed_moves().size());
}

TEST(BoardTest, AllValidPositionsAreTheTwentyFourNamedStates) {
    const auto positions = all_valid_positions();
    ASSERT_EQ(positions.size(), 24u);
    for (const ShipPositions& p : positions) {
        EXPECT_TRUE(p.is_valid());
        EXPECT_EQ(parse_positions(positions_id(p)), p);
    }
    EXPECT_EQ(positions_id({Planet::kOne, Planet::kMinus}), "ONE,MINUS");
    EXPECT_EQ(parse_positions("phi plus"), (ShipPositions{Planet::kPhiPlus, Planet::kPhiPlus}));
    EXPECT_FALSE(parse_positions("ZERO").has_value());
    EXPECT_FALSE(parse_positions("ZERO,PHI_PLUS").has_value());
}

TEST(BoardTest, LoadErrorNamesFileAndPointer) {
    std::string json = board().to_json();
    const std::string needle = "\"cards\": [\n        \"X\",\n        \"CNOT\"";
    const auto at = json.find(needle);
    ASSERT_NE(at, std::string::npos);
    json.replace(json.find("\"CNOT\"", at), 6, "\"Y\"");
    std::string error;
    EXPECT_FALSE(Board::load_text(json, "board.json", &error).has_value());
    EXPECT_EQ(error, "board.json: /paths/0/cards/1: unknown card \"Y\" (cards: X H CNOT SWAP)");
}

}  // namespace
}  // namespace entanglion
