// generate-board's library: gate-set parsing and the transition graph reached from |00>.
#include "game/board/generator.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>

namespace entanglion {
namespace {

using ::testing::HasSubstr;

std::vector<std::string> ids(const TransitionGraph& graph) {
    std::vector<std::string> out;
    for (const GraphState& state : graph.states) out.push_back(state.id);
    return out;
}

TransitionGraph graph_for(const std::string& gates) {
    std::string error;
    const auto parsed = parse_gate_set(gates, &error);
    EXPECT_TRUE(parsed.has_value()) << error;
    return generate_transition_graph(parsed.value_or(std::vector<GateKind>{}), Board::published());
}

TEST(GeneratorTest, ParsesGateSetsAndNamesTheBadEntry) {
    std::string error;
    EXPECT_EQ(parse_gate_set("x, h ,CNOT,swap,Z,cz,X", &error),
              (std::vector<GateKind>{GateKind::kX, GateKind::kH, GateKind::kCNOT, GateKind::kSWAP, GateKind::kZ,
                                     GateKind::kCZ}));
    EXPECT_FALSE(parse_gate_set("X,T", &error).has_value());
    EXPECT_EQ(error, "unknown gate \"T\" (gates: X Y Z H CNOT CZ SWAP)");
    EXPECT_FALSE(parse_gate_set("X,", &error).has_value());
    EXPECT_EQ(error, "unknown gate \"\" (gates: X Y Z H CNOT CZ SWAP)");
    EXPECT_FALSE(parse_gate_set("S", &error).has_value());
    EXPECT_THAT(error, HasSubstr("not its own inverse"));
}

TEST(GeneratorTest, SmallGateSetsReachWhatHandCalculationSays) {
    // H on either ship from |00>: |00>, |+0>, |0+>, |++>.
    EXPECT_THAT(ids(graph_for("H")), ::testing::ElementsAre("ZERO,ZERO", "PLUS,ZERO", "ZERO,PLUS", "PLUS,PLUS"));
    // X: the four computational basis states.
    EXPECT_THAT(ids(graph_for("X")), ::testing::UnorderedElementsAre("ZERO,ZERO", "ONE,ZERO", "ZERO,ONE", "ONE,ONE"));
    // CNOT and SWAP alone cannot leave |00>.
    EXPECT_THAT(ids(graph_for("CNOT,SWAP")), ::testing::ElementsAre("ZERO,ZERO"));
}

TEST(GeneratorTest, CardGatesReachExactlyTheTwentyFourNamedStatesAndEveryPrintedMove) {
    const TransitionGraph graph = graph_for("X,H,CNOT,SWAP");
    ASSERT_EQ(graph.states.size(), 24u);
    for (const GraphState& state : graph.states) EXPECT_TRUE(state.named) << state.id;
    EXPECT_EQ(graph.moves.size(), 24u * 4u * 2u);
    for (const BoardMove& printed : Board::published().all_printed_moves()) {
        const auto is_printed = [&](const GraphMove& move) {
            return graph.states[move.from].id == positions_id(printed.from) &&
                   move.gate == gate_kind_of(printed.card) && move.player == printed.player &&
                   graph.states[move.to].id == positions_id(printed.to);
        };
        EXPECT_TRUE(std::any_of(graph.moves.begin(), graph.moves.end(), is_printed))
            << positions_id(printed.from) << " " << nav_card_id(printed.card);
    }
}

TEST(GeneratorTest, ZAndCzStayInsideTheNamedStates) {
    const TransitionGraph graph = graph_for("X,H,CNOT,SWAP,Z,CZ");
    EXPECT_EQ(graph.states.size(), 24u);
    const auto find = [&](const std::string& from, GateKind gate, Ship player) -> std::string {
        for (const GraphMove& move : graph.moves) {
            if (graph.states[move.from].id == from && move.gate == gate && move.player == player) {
                return graph.states[move.to].id;
            }
        }
        return "";
    };
    // Z|+> = |->; CZ|++> = (|00> + |01> + |10> - |11>)/2 = OMEGA TWO; Z on Mercurial turns Phi+ into Phi-.
    EXPECT_EQ(find("PLUS,ZERO", GateKind::kZ, Ship::kMercurial), "MINUS,ZERO");
    EXPECT_EQ(find("PLUS,PLUS", GateKind::kCZ, Ship::kRubicon), "OMEGA_TWO");
    EXPECT_EQ(find("PHI_PLUS", GateKind::kZ, Ship::kMercurial), "PHI_MINUS");
}

TEST(GeneratorTest, JsonGroupsMovesIntoPathsLikeTheBoard) {
    const auto json = nlohmann::json::parse(transition_graph_json(graph_for("H")));
    EXPECT_EQ(json["format"], "entanglion-board-graph");
    EXPECT_EQ(json["start"], "ZERO,ZERO");
    // H for Mercurial joins ZERO,ZERO and PLUS,ZERO: one path with Mercurial's line only.
    bool found = false;
    for (const auto& path : json["paths"]) {
        if (path["between"] == nlohmann::json({"ZERO,ZERO", "PLUS,ZERO"})) {
            found = true;
            EXPECT_EQ(path["cards"], nlohmann::json({"H"}));
            EXPECT_EQ(path["lines"], nlohmann::json({"mercurial"}));
        }
    }
    EXPECT_TRUE(found);
    EXPECT_EQ(json["counts"]["paths"], 4);  // the square |00> - |+0> - |++> - |0+> - |00>
    EXPECT_EQ(json["states"][3]["state"], nlohmann::json({"1/2", "1/2", "1/2", "1/2"}));
}

}  // namespace
}  // namespace entanglion
