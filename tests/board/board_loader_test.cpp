// Loader validation: every documented error kind gives one clear message naming the file and the
// JSON pointer (docs/board-format.md, "Errors"); nothing crashes, nothing is half-loaded.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "game/board/amplitude_text.h"
#include "game/board/board.h"

namespace entanglion {
namespace {

using ::testing::HasSubstr;
using Json = nlohmann::json;

Json published() { return Json::parse(Board::published().to_json()); }

/// The loader's error for `text`, or "" when it loads.
std::string error_for_text(const std::string& text) {
    std::string error;
    const auto board = Board::load_text(text, "board.json", &error);
    if (board) return "";
    EXPECT_FALSE(error.empty());
    return error;
}

std::string error_for(const Json& json) { return error_for_text(json.dump(2)); }

TEST(BoardLoaderTest, PublishedFileOnDiskLoadsAndEqualsTheCompiledInBoard) {
    std::string error;
    const auto board =
        Board::load_file(std::filesystem::path(ENTANGLION_SOURCE_DIR) / "game/board/published-board.json", &error);
    ASSERT_TRUE(board.has_value()) << error;
    EXPECT_EQ(board->to_json(), Board::published().to_json());
}

TEST(BoardLoaderTest, InvalidJsonSyntaxGivesLineAndColumn) {
    EXPECT_EQ(error_for_text("{\n  \"format\": \"entanglion-board\",\n  \"version\": 1,,\n}\n"),
              "board.json: line 3, column 16: invalid JSON: syntax error while parsing object key - unexpected ','; "
              "expected string literal");
    EXPECT_THAT(error_for_text("{\"planets\": ["), HasSubstr("board.json: line 1, column 14: invalid JSON:"));
}

TEST(BoardLoaderTest, WrongJsonType) {
    Json json = published();
    json["planets"][3]["map"]["x"] = "800";
    EXPECT_EQ(error_for(json), "board.json: /planets/3/map/x: expected a number, got string");
    json = published();
    json["paths"] = Json::object();
    EXPECT_EQ(error_for(json), "board.json: /paths: expected an array, got object");
    EXPECT_EQ(error_for_text("[1, 2]"), "board.json: /: expected an object, got array");
}

TEST(BoardLoaderTest, MissingField) {
    Json json = published();
    json["paths"][2].erase("lines");
    EXPECT_EQ(error_for(json), "board.json: /paths/2: missing field \"lines\"");
    json = published();
    json["planets"][4].erase("clockwise");
    EXPECT_EQ(error_for(json), "board.json: /planets/4: missing field \"clockwise\"");
    json = published();
    json.erase("entry_lines");
    EXPECT_EQ(error_for(json), "board.json: /: missing field \"entry_lines\"");
}

TEST(BoardLoaderTest, UnknownField) {
    Json json = published();
    json["paths"][1]["colour"] = "blue";
    EXPECT_EQ(error_for(json), "board.json: /paths/1/colour: unknown field \"colour\"");
}

TEST(BoardLoaderTest, UnknownPlanet) {
    Json json = published();
    json["paths"][1]["between"][0] = "ZER0";
    EXPECT_EQ(error_for(json), "board.json: /paths/1/between/0: unknown planet \"ZER0\"");
    json = published();
    json["entry_lines"][2]["entanglion"] = "PSI_PLUSS";
    EXPECT_EQ(error_for(json), "board.json: /entry_lines/2/entanglion: unknown planet \"PSI_PLUSS\"");
}

TEST(BoardLoaderTest, UnknownCard) {
    Json json = published();
    json["paths"][7]["cards"] = {"SWAP", "Y"};
    EXPECT_EQ(error_for(json), "board.json: /paths/7/cards/1: unknown card \"Y\" (cards: X H CNOT SWAP)");
}

TEST(BoardLoaderTest, DuplicatePath) {
    Json json = published();
    Json copy = json["paths"][1];
    copy["between"] = {"PLUS", "ZERO"};  // the same path, written the other way round
    json["paths"].push_back(copy);
    EXPECT_EQ(error_for(json), "board.json: /paths/16: duplicate path PLUS - ZERO (already at /paths/1)");
}

TEST(BoardLoaderTest, StateNotNormalised) {
    Json json = published();
    json["planets"][2]["state"] = {"1", "1"};
    EXPECT_THAT(error_for(json), HasSubstr("board.json: /planets/2/state: state is not normalised (norm 1.41421"));
    json = published();
    json["planets"][8]["state"] = {"1/2", "0", "0", "1/2"};
    EXPECT_THAT(error_for(json), HasSubstr("board.json: /planets/8/state: state is not normalised (norm 0.707107"));
    // Rounded decimals within 1e-6 of norm 1 are accepted.
    json = published();
    json["planets"][2]["state"] = {0.7071068, 0.7071068};
    EXPECT_EQ(error_for(json), "");
}

TEST(BoardLoaderTest, BadStateShapeAndAmplitude) {
    Json json = published();
    json["planets"][0]["state"] = {"1", "0", "0", "0"};
    EXPECT_EQ(error_for(json),
              "board.json: /planets/0/state: a planet outside Entanglion holds one ship's qubit: expected 2 "
              "amplitudes, got 4");
    json = published();
    json["planets"][0]["state"] = {"one", "0"};
    EXPECT_THAT(error_for(json), HasSubstr("board.json: /planets/0/state/0: cannot read amplitude \"one\""));
}

TEST(BoardLoaderTest, PlanetsMustBeCompleteDistinctAndConsistent) {
    Json json = published();
    json["planets"].erase(11);
    EXPECT_EQ(error_for(json), "board.json: /planets: missing planet \"OMEGA_THREE\"");
    json = published();
    json["planets"][1]["id"] = "ZERO";
    EXPECT_EQ(error_for(json), "board.json: /planets/1/id: duplicate planet \"ZERO\" (already at /planets/0)");
    json = published();
    json["planets"][2]["galaxy"] = "CENTARIOUS";
    EXPECT_EQ(error_for(json), "board.json: /planets/2/galaxy: \"PLUS\" is in \"SUPERIOUS\", not \"CENTARIOUS\"");
    json = published();
    json["planets"][4]["clockwise"] = 3;
    EXPECT_EQ(error_for(json),
              "board.json: /planets/4/clockwise: \"OMEGA_ZERO\" is number 0 clockwise from OMEGA_ZERO, not 3");
    json = published();
    json["planets"][11]["state"] = json["planets"][4]["state"];
    EXPECT_THAT(error_for(json), HasSubstr("board.json: /planets: state \"OMEGA_THREE\" equals \"OMEGA_ZERO\""));
}

TEST(BoardLoaderTest, AmbiguousBoardIsRejected) {
    // Recolouring the red H path OMEGA_ZERO - PSI_PLUS blue gives H for Mercurial two destinations.
    Json json = published();
    json["paths"][4]["lines"] = {"mercurial"};
    EXPECT_EQ(error_for(json),
              "board.json: /paths/5: ambiguous: H for MERCURIAL from OMEGA_ZERO also moves by /paths/4");
}

TEST(BoardLoaderTest, PathsCannotCrossIntoEntanglionAndConditionsMustMatchTheLabel) {
    Json json = published();
    json["paths"][1]["between"] = {"ZERO", "PHI_PLUS"};
    EXPECT_EQ(error_for(json),
              "board.json: /paths/1/between: a path cannot cross into Entanglion (only the grey CNOT entry lines do)");
    json = published();
    json["paths"][0]["conditions"][0]["card"] = "H";
    EXPECT_EQ(error_for(json), "board.json: /paths/0/conditions/0/card: card \"H\" is not on the path's label");
    json = published();
    json["entry_lines"][0]["superious"] = "ONE";
    EXPECT_EQ(error_for(json), "board.json: /entry_lines/0/superious: \"ONE\" is not in \"SUPERIOUS\"");
}

TEST(BoardLoaderTest, LoadFileNamesTheFile) {
    const auto directory = std::filesystem::temp_directory_path() / "entanglion-board-loader-test";
    std::filesystem::create_directories(directory);
    const auto path = directory / "designer.json";
    Json json = published();
    json["paths"][3]["cards"][0] = "Q";
    std::ofstream(path) << json.dump(2);
    std::string error;
    EXPECT_FALSE(Board::load_file(path, &error).has_value());
    EXPECT_EQ(error, path.string() + ": /paths/3/cards/0: unknown card \"Q\" (cards: X H CNOT SWAP)");
    EXPECT_FALSE(Board::load_file(directory / "missing.json", &error).has_value());
    EXPECT_EQ(error, (directory / "missing.json").string() + ": no such file");
    std::filesystem::remove_all(directory);
}

TEST(AmplitudeTextTest, ParsesExactForms) {
    const double r = std::sqrt(0.5);
    EXPECT_NEAR(std::abs(*parse_amplitude_text("1/sqrt2") - Complex(r, 0)), 0, 1e-15);
    EXPECT_NEAR(std::abs(*parse_amplitude_text("-1/sqrt(2)") - Complex(-r, 0)), 0, 1e-15);
    EXPECT_NEAR(std::abs(*parse_amplitude_text(" - 1 / 2 ") - Complex(-0.5, 0)), 0, 1e-15);
    EXPECT_NEAR(std::abs(*parse_amplitude_text("-i/2") - Complex(0, -0.5)), 0, 1e-15);
    EXPECT_NEAR(std::abs(*parse_amplitude_text("0.6") - Complex(0.6, 0)), 0, 1e-15);
    EXPECT_NEAR(std::abs(*parse_amplitude_text("i") - Complex(0, 1)), 0, 1e-15);
    EXPECT_FALSE(parse_amplitude_text("").has_value());
    EXPECT_FALSE(parse_amplitude_text("1/0").has_value());
    EXPECT_FALSE(parse_amplitude_text("1/sqrt").has_value());
    EXPECT_FALSE(parse_amplitude_text("1/2x").has_value());
    EXPECT_FALSE(parse_amplitude_text("half").has_value());
}

TEST(AmplitudeTextTest, WritesExactFormsAndRoundTrips) {
    EXPECT_EQ(exact_amplitude_text(Complex(-std::sqrt(0.5), 0)), "-1/sqrt2");
    EXPECT_EQ(exact_amplitude_text(Complex(0, 0.5)), "i/2");
    EXPECT_EQ(exact_amplitude_text(Complex(0, 0)), "0");
    EXPECT_FALSE(exact_amplitude_text(Complex(0.6, 0)).has_value());
    EXPECT_FALSE(exact_amplitude_text(Complex(0.5, 0.5)).has_value());
    for (const char* text : {"1", "-1", "1/2", "-1/2", "1/sqrt2", "-1/sqrt2", "i", "-i/sqrt2"}) {
        EXPECT_EQ(exact_amplitude_text(*parse_amplitude_text(text)), text);
    }
}

}  // namespace
}  // namespace entanglion
