// The verifier: the published board agrees with quantum mechanics, and each kind of mutated board
// is caught with a message that names the printed element, card, ship and states.
#include "game/board/verifier.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

namespace entanglion {
namespace {

using ::testing::HasSubstr;
using Json = nlohmann::json;

Json published_json() { return Json::parse(Board::published().to_json()); }

Board load(const Json& json) {
    std::string error;
    std::optional<Board> board = Board::load_text(json.dump(), "mutated.json", &error);
    EXPECT_TRUE(board.has_value()) << error;
    return board ? *board : Board::published();
}

std::size_t path_index(const Json& json, std::string_view a, std::string_view b) {
    for (std::size_t i = 0; i < json["paths"].size(); ++i) {
        const Json& between = json["paths"][i]["between"];
        if ((between[0] == a && between[1] == b) || (between[0] == b && between[1] == a)) return i;
    }
    ADD_FAILURE() << "no path " << a << " - " << b;
    return 0;
}

std::vector<std::string> mismatch_messages(const VerificationReport& report) {
    std::vector<std::string> messages;
    for (const PrintedCheck& check : report.checks) {
        if (!check.agrees) messages.push_back(describe_mismatch(check));
    }
    return messages;
}

TEST(VerifierTest, PublishedBoardAgreesWithQuantumMechanics) {
    const VerificationReport report = verify_board(Board::published());
    EXPECT_TRUE(report.ok());
    EXPECT_EQ(report.mismatch_count(), 0u);
    EXPECT_EQ(report.printed_elements, 16u + 4u + 1u);
    // Count by hand: the 3 outside paths carry X/CNOT (both ships, CNOT only with the other ship on
    // ONE), H, H (both): X 2 ships x 2 directions x 4 other planets = 16, CNOT 2 x 2 x 1 = 4, H 2 x 16 = 32
    // -> 52. Inside: cards x ships per path: 1+1+1+2+2+2+1+2+1+2+2+1+2 = 20 moves, x 2 directions = 40.
    // Entry/exit lines: 4 lines x 2 ships x 2 directions = 16. SWAP rule: 12 positions with the ships
    // on different planets x 2 ships = 24. Total 132.
    EXPECT_EQ(report.checks.size(), 132u);
    EXPECT_TRUE(report.unnamed.empty());
    EXPECT_EQ(report.fitting_omega_assignments, 1);
    EXPECT_TRUE(report.board_omega_assignment_fits);
}

TEST(VerifierTest, TheOnlyOmissionsArePhaseKickback) {
    const VerificationReport report = verify_board(Board::published());
    // CNOT with the player's ship on MINUS (the target |->) and the other ship on PLUS or MINUS:
    // the control ship flips between PLUS and MINUS. Two ships x two control planets = 4.
    ASSERT_EQ(report.omissions.size(), 4u);
    EXPECT_EQ(report.missing_path_count(), 0u);
    for (const Omission& omission : report.omissions) {
        EXPECT_EQ(omission.kind, OmissionKind::kOtherShipMoves);
        EXPECT_EQ(omission.move.card, NavCard::kCNOT);
        EXPECT_EQ(omission.move.from.of(omission.move.player), Planet::kMinus);
        EXPECT_EQ(omission.move.to->of(omission.move.player), Planet::kMinus);
        EXPECT_NE(omission.move.to->of(other(omission.move.player)),
                  omission.move.from.of(other(omission.move.player)));
        EXPECT_THAT(omission.explanation, HasSubstr("Phase kickback"));
    }
    // |+>|-> -> |->|->, CNOT played for Rubicon (the target on MINUS).
    const auto kickback = std::find_if(report.omissions.begin(), report.omissions.end(), [](const Omission& o) {
        return o.move.from == ShipPositions{Planet::kPlus, Planet::kMinus} && o.move.player == Ship::kRubicon;
    });
    ASSERT_NE(kickback, report.omissions.end());
    EXPECT_EQ(*kickback->move.to, (ShipPositions{Planet::kMinus, Planet::kMinus}));
    EXPECT_EQ(describe_omission(*kickback),
              "CNOT for RUBICON from PLUS,MINUS: quantum mechanics gives MINUS,MINUS, the board prints no path "
              "[other_ship_moves]");
}

TEST(VerifierTest, StaysAreIdentitiesOrGlobalPhases) {
    const VerificationReport report = verify_board(Board::published());
    // 192 rows = printed moves + omissions + stays (no unnamed results).
    EXPECT_EQ(Board::published().all_printed_moves().size() + report.omissions.size() + report.stays.size(), 192u);
    bool saw_x_on_minus = false;
    for (const Stay& stay : report.stays) {
        EXPECT_EQ(*stay.move.to, stay.move.from);
        if (stay.move.card == NavCard::kX && stay.move.player == Ship::kMercurial &&
            stay.move.from == ShipPositions{Planet::kMinus, Planet::kZero}) {
            saw_x_on_minus = true;
            EXPECT_EQ(format_phase(stay.move.phase), "-1");  // X|-> = -|->
            EXPECT_THAT(explain_stay(stay), HasSubstr("global phase -1"));
        }
    }
    EXPECT_TRUE(saw_x_on_minus);
}

TEST(VerifierTest, DetectionJumpMatchesZMeasurementOnlyOnPhiPlanets) {
    const VerificationReport report = verify_board(Board::published());
    ASSERT_EQ(report.detection.size(), 8u);
    for (const DetectionComparison& comparison : report.detection) {
        switch (comparison.planet) {
            case Planet::kPhiPlus:
            case Planet::kPhiMinus:
                EXPECT_EQ(comparison.verdict, DetectionComparison::Verdict::kAlways);
                EXPECT_NEAR(comparison.probabilities[0], 0.5, 1e-12);
                EXPECT_NEAR(comparison.probabilities[3], 0.5, 1e-12);
                break;
            case Planet::kPsiPlus:
            case Planet::kPsiMinus:
                EXPECT_EQ(comparison.verdict, DetectionComparison::Verdict::kNever);
                EXPECT_NEAR(comparison.probabilities[1], 0.5, 1e-12);
                break;
            default:
                EXPECT_EQ(comparison.verdict, DetectionComparison::Verdict::kSometimes);
                for (double p : comparison.probabilities) EXPECT_NEAR(p, 0.25, 1e-12);
        }
    }
}

TEST(VerifierTest, WrongCardOnAPathIsAMismatch) {
    Json json = published_json();
    const std::size_t i = path_index(json, "PSI_PLUS", "PHI_PLUS");
    json["paths"][i]["cards"] = {"SWAP"};  // printed X; SWAP leaves both Bell states alone
    const VerificationReport report = verify_board(load(json));
    EXPECT_FALSE(report.ok());
    const auto messages = mismatch_messages(report);
    ASSERT_EQ(messages.size(), 4u);  // 2 ships x 2 directions
    EXPECT_THAT(messages[0], HasSubstr("path " + std::to_string(i) + " PSI_PLUS - PHI_PLUS (/paths/" +
                                       std::to_string(i) + "): SWAP for MERCURIAL, PSI_PLUS -> PHI_PLUS"));
    EXPECT_THAT(messages[0], HasSubstr("expected PHI_PLUS = (|00> + |11>)/sqrt(2)"));
    EXPECT_THAT(messages[0], HasSubstr("SWAP:MERCURIAL gives (|01> + |10>)/sqrt(2) = 1 x PSI_PLUS"));
    // X, no longer printed there, now shows up as a missing path.
    EXPECT_EQ(report.missing_path_count(), 4u);
}

TEST(VerifierTest, WrongShipColoursAreMismatches) {
    // Exchange the line colours around the cycle OMEGA_ZERO -H- PHI_MINUS -H- OMEGA_THREE -H- PSI_PLUS -H-
    // (the only way to recolour an H path inside Entanglion without making the board ambiguous).
    Json json = published_json();
    const std::size_t zero_phi = path_index(json, "OMEGA_ZERO", "PHI_MINUS");
    json["paths"][zero_phi]["lines"] = {"rubicon"};
    json["paths"][path_index(json, "PHI_MINUS", "OMEGA_THREE")]["lines"] = {"mercurial"};
    json["paths"][path_index(json, "OMEGA_THREE", "PSI_PLUS")]["lines"] = {"rubicon"};
    json["paths"][path_index(json, "PSI_PLUS", "OMEGA_ZERO")]["lines"] = {"mercurial"};
    const VerificationReport report = verify_board(load(json));
    EXPECT_EQ(report.mismatch_count(), 8u);  // 4 paths x 2 directions
    const std::string zero_phi_text = "path " + std::to_string(zero_phi) + " OMEGA_ZERO - PHI_MINUS (/paths/" +
                                      std::to_string(zero_phi) + "): H for RUBICON, OMEGA_ZERO -> PHI_MINUS";
    bool found = false;
    for (const std::string& message : mismatch_messages(report)) {
        if (message.find(zero_phi_text) == std::string::npos) continue;
        found = true;
        EXPECT_THAT(message, HasSubstr("H:RUBICON gives"));
        EXPECT_THAT(message, HasSubstr("= 1 x PSI_PLUS"));  // the red H from OMEGA ZERO goes to PSI PLUS
    }
    EXPECT_TRUE(found);
}

TEST(VerifierTest, SwappedOmegaStatesAreCaught) {
    Json json = published_json();
    std::swap(json["planets"][5]["state"], json["planets"][10]["state"]);  // OMEGA_ONE <-> OMEGA_TWO
    ASSERT_EQ(json["planets"][5]["id"], "OMEGA_ONE");
    ASSERT_EQ(json["planets"][10]["id"], "OMEGA_TWO");
    const VerificationReport report = verify_board(load(json));
    EXPECT_FALSE(report.ok());
    EXPECT_FALSE(report.board_omega_assignment_fits);
    EXPECT_EQ(report.fitting_omega_assignments, 1);
    const std::size_t i = path_index(json, "OMEGA_ZERO", "OMEGA_ONE");
    bool found = false;
    for (const std::string& message : mismatch_messages(report)) {
        if (message.find("/paths/" + std::to_string(i) + "): X for RUBICON, OMEGA_ZERO -> OMEGA_ONE") ==
            std::string::npos) {
            continue;
        }
        found = true;
        // The board now says OMEGA_ONE = 1/2(|00> + |01> + |10> - |11>), which X for Rubicon does not reach.
        EXPECT_THAT(message, HasSubstr("expected OMEGA_ONE = 1/2(|00> + |01> + |10> - |11>)"));
        EXPECT_THAT(message, HasSubstr("= 1 x OMEGA_TWO"));
    }
    EXPECT_TRUE(found);
}

TEST(VerifierTest, RemovedPathIsAMissingPath) {
    Json json = published_json();
    json["paths"].erase(path_index(json, "OMEGA_ZERO", "OMEGA_ONE"));
    const VerificationReport report = verify_board(load(json));
    EXPECT_TRUE(report.ok());                    // what is printed is still right...
    ASSERT_EQ(report.missing_path_count(), 2u);  // ...but X for Rubicon, both directions, is missing
    std::vector<std::string> messages;
    for (const Omission& omission : report.omissions) {
        if (omission.kind == OmissionKind::kMissingPath) messages.push_back(describe_omission(omission));
    }
    EXPECT_THAT(messages, ::testing::UnorderedElementsAre(
                              "X for RUBICON from OMEGA_ZERO: quantum mechanics gives OMEGA_ONE, the board prints no "
                              "path [missing_path]",
                              "X for RUBICON from OMEGA_ONE: quantum mechanics gives OMEGA_ZERO, the board prints no "
                              "path [missing_path]"));
}

TEST(VerifierTest, RecordedOmegaAssignmentIsTheOnlyOneOfTwentyFourThatFits) {
    const auto fitting = fitting_omega_assignments(Board::published());
    ASSERT_EQ(fitting.size(), 1u);
    // Candidates are indexed by the position of the single minus sign: |00>, |01>, |10>, |11>.
    // Derived by hand from the paths: H for Rubicon on PSI PLUS gives 1/2(|00> - |01> + |10> + |11>), so
    // OMEGA ZERO has its minus on |01>; X for Rubicon moves it to |00> (OMEGA ONE), X for Mercurial to
    // |11> (OMEGA TWO), SWAP to |10> (OMEGA THREE).
    EXPECT_EQ(fitting[0], (std::array<int, 4>{1, 0, 3, 2}));
    const auto candidates = omega_candidates();
    const std::array<Planet, 4> omegas = {Planet::kOmegaZero, Planet::kOmegaOne, Planet::kOmegaTwo,
                                          Planet::kOmegaThree};
    for (std::size_t k = 0; k < 4; ++k) {
        EXPECT_TRUE(Board::published()
                        .state_of({omegas[k], omegas[k]})
                        .equals_up_to_phase(candidates[static_cast<std::size_t>(fitting[0][k])]));
    }
}

TEST(VerifierTest, ReportsNameTheirSections) {
    const VerificationReport report = verify_board(Board::published());
    const std::string text = format_report_text(report);
    EXPECT_THAT(text, HasSubstr("mismatches 0; omissions 4 (missing paths 0)"));
    EXPECT_THAT(text, HasSubstr("OMEGA_ZERO = 1/2(|00> - |01> + |10> + |11>)"));
    EXPECT_THAT(text, HasSubstr("1 of the 24 assignments"));
    const Json json = Json::parse(format_report_json(report));
    EXPECT_EQ(json["counts"]["checks"], 132);
    EXPECT_EQ(json["omissions"].size(), 4u);
    EXPECT_THAT(format_report_markdown(report), HasSubstr("## 2. Moves quantum mechanics makes"));
}

TEST(VerifierTest, DocsPageIsTheCurrentReport) {
    std::ifstream in(std::filesystem::path(ENTANGLION_SOURCE_DIR) / "docs/board-verification.md");
    std::stringstream page;
    page << in.rdbuf();
    // Regenerate with: entanglion-cli verify-board --format markdown (see the page's opening lines).
    EXPECT_THAT(page.str(), HasSubstr(format_report_markdown(verify_board(Board::published()))));
}

}  // namespace
}  // namespace entanglion
