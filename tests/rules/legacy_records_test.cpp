// Records of versions 1 and 2, converted when read (game/rules/legacy_records.h): every stored one
// replays to the state the starting commit's replay reached (tests/rules/data/legacy/final, written
// by `entanglion-cli replay --json` before the conversion existed), and a version 1 record whose
// chance does not fit is refused at its action.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "game/rules/record.h"
#include "game/rules/state_format.h"
#include "statevector/random.h"

namespace entanglion::rules {
namespace {

namespace fs = std::filesystem;
const fs::path kRoot = ENTANGLION_SOURCE_DIR;

std::string read_text(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// Every record of an older version stored in the repository, relative to the root.
std::vector<fs::path> stored_legacy_records() {
    std::vector<fs::path> paths;
    for (const char* dir : {"tests/rules/data/legacy", "tests/fuzz/corpus/record"}) {
        for (const auto& entry : fs::directory_iterator(kRoot / dir)) {
            if (entry.is_regular_file()) paths.push_back(fs::relative(entry.path(), kRoot));
        }
    }
    paths.push_back("tests/ui/data/walkthrough.json");
    std::sort(paths.begin(), paths.end());
    return paths;
}

TEST(LegacyRecordTest, EveryStoredRecordReplaysToTheStateItReachedWhenItWasWritten) {
    const std::vector<fs::path> paths = stored_legacy_records();
    ASSERT_GE(paths.size(), 13u);
    int version1 = 0;
    for (const fs::path& path : paths) {
        const std::string text = read_text(kRoot / path);
        version1 += nlohmann::json::parse(text)["version"] == 1 ? 1 : 0;
        std::string error;
        const std::optional<GameRecord> record = record_from_json(text, path.string(), &error);
        ASSERT_TRUE(record) << error;
        const ReplayResult replay = replay_record(*record);
        ASSERT_TRUE(replay.state) << path << ": " << replay.error;
        nlohmann::json reached = nlohmann::json::parse(format_state_json(*replay.state));
        reached.erase("log");
        std::string name = path.string();
        std::replace(name.begin(), name.end(), '/', '_');
        const nlohmann::json expected =
            nlohmann::json::parse(read_text(kRoot / "tests/rules/data/legacy/final" / name));
        EXPECT_EQ(reached, expected) << path;
    }
    EXPECT_GE(version1, 8);
}

TEST(LegacyRecordTest, AConvertedRecordIsWrittenInTheCurrentVersionAndReadsBackTheSame) {
    for (const char* name : {"v1-scripted-seed104-quantum.json", "v2-seed105-board.json"}) {
        std::string error;
        const auto record = load_record(kRoot / "tests/rules/data/legacy" / name, &error);
        ASSERT_TRUE(record) << error;
        const std::string written = record_to_json(*record);
        EXPECT_EQ(nlohmann::json::parse(written)["version"], kRecordFormatVersionWithoutTakeBacks);
        const auto again = record_from_json(written, name, &error);
        ASSERT_TRUE(again) << error;
        EXPECT_TRUE(*again == *record) << name;
        // A seeded record's setup is now the setup's chance outcomes.
        EXPECT_FALSE(record->setup);
        EXPECT_GE(record->setup_chance.size(), 18u);
    }
}

TEST(LegacyRecordTest, AResumedVersion1SaveGoesOnAndSavesInTheCurrentVersion) {
    std::string error;
    const auto old = load_record(kRoot / "tests/fuzz/corpus/record/played-seed5-board.json", &error);
    ASSERT_TRUE(old) << error;
    const ReplayResult replay = replay_record(*old);
    ASSERT_TRUE(replay.state) << replay.error;
    std::optional<GameSession> resumed = GameSession::resume(*old, &error);
    ASSERT_TRUE(resumed) << error;
    EXPECT_TRUE(resumed->state() == *replay.state);
    Rng pick(3);
    for (int i = 0; i < 60 && !resumed->state().is_over(); ++i) {
        const ActionList legal = resumed->state().legal_actions();
        ASSERT_TRUE(resumed->apply(legal[static_cast<std::size_t>(pick.uniform_index(legal.size()))], &error));
    }
    const auto saved = record_from_json(record_to_json(resumed->record()), "saved.json", &error);
    ASSERT_TRUE(saved) << error;
    const ReplayResult again = replay_record(*saved);
    ASSERT_TRUE(again.state) << again.error;
    EXPECT_TRUE(*again.state == resumed->state());
}

// The stored scripted version 1 record with its JSON changed by `edit`, read: its error.
template <typename Edit>
std::string version1_error(Edit edit) {
    nlohmann::json j =
        nlohmann::json::parse(read_text(kRoot / "tests/rules/data/legacy/v1-scripted-seed103-board.json"));
    edit(j);
    std::string error;
    EXPECT_FALSE(record_from_json(j.dump(), "game.json", &error));
    return error;
}

// The index of the first action whose chance list starts with a d8.
std::size_t first_action_rolling(const nlohmann::json& j) {
    for (std::size_t i = 0; i < j["actions"].size(); ++i) {
        const nlohmann::json& chance = j["actions"][i]["chance"];
        if (!chance.empty() && chance[0].contains("d8")) return i;
    }
    ADD_FAILURE() << "no action rolls";
    return 0;
}

TEST(LegacyRecordTest, AVersion1ScriptThatRunsOutIsLeftOverOrDoesNotFitIsRefusedAtItsAction) {
    nlohmann::json j =
        nlohmann::json::parse(read_text(kRoot / "tests/rules/data/legacy/v1-scripted-seed103-board.json"));
    const std::string at = "game.json: action " + std::to_string(first_action_rolling(j)) + ": ";
    EXPECT_EQ(version1_error([](nlohmann::json& r) { r["actions"][first_action_rolling(r)]["chance"].clear(); }),
              at + "the chance script ran out: the game needs a d8 outcome (0 outcomes were scripted)");
    EXPECT_EQ(version1_error([](nlohmann::json& r) {
                  r["actions"][first_action_rolling(r)]["chance"].push_back({{"d8", 4}});
              }).rfind(at, 0),
              0u);
    EXPECT_EQ(version1_error([](nlohmann::json& r) {
                  r["actions"][first_action_rolling(r)]["chance"][0] = {{"centarious", 1}};
              }),
              at + "chance outcome 0: the game needs a d8 outcome, the script has centarious");
    EXPECT_EQ(version1_error([](nlohmann::json& r) {
                  r["actions"][first_action_rolling(r)]["chance"][0] = {{"engine_draw", "H"}};
              }),
              "game.json: /actions/" + std::to_string(first_action_rolling(j)) +
                  "/chance/0: \"engine_draw\" is not a version 1 outcome (version 1 lists the shuffles, not the "
                  "draws)");
}

TEST(LegacyRecordTest, ASeededVersion1RecordChecksItsRecordedOutcomesAgainstItsSeed) {
    nlohmann::json j = nlohmann::json::parse(read_text(kRoot / "tests/rules/data/legacy/v1-seeded-seed101-board.json"));
    const std::size_t at = first_action_rolling(j);
    nlohmann::json& roll = j["actions"][at]["chance"][0]["d8"];
    roll = roll.get<int>() % 8 + 1;
    std::string error;
    EXPECT_FALSE(record_from_json(j.dump(), "game.json", &error));
    EXPECT_EQ(error, "game.json: action " + std::to_string(at) +
                         ": the recorded chance outcomes differ from the seeded generator's");
}

}  // namespace
}  // namespace entanglion::rules
