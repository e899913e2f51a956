// The loader's documented errors (docs/lesson-format.md, "Errors"): one test each, checking the file,
// the JSON location and the problem, and that nothing is returned.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "lesson_fixtures.h"
#include "lessons/builtin.h"
#include "lessons/json_reader.h"
#include "statevector/catalogue.h"
#include "tests/common/temp_dir.h"

namespace entanglion::lessons {
namespace {

using testing::base_lesson_json;
using testing::Json;
using testing::load_error;
using testing::load_error_text;
using testing::load_or_fail;

TEST(LessonLoaderTest, BaseLessonLoadsWithEveryField) {
    const Lesson lesson = load_or_fail(base_lesson_json());
    EXPECT_EQ(lesson.id, "test-lesson");
    EXPECT_EQ(lesson.source, "test.json");
    EXPECT_EQ(lesson.rules, RulesVariant::kBoard);
    EXPECT_EQ(lesson.budget, 2);
    ASSERT_TRUE(lesson.start.positions.has_value());
    EXPECT_EQ(*lesson.start.positions, (ShipPositions{Planet::kZero, Planet::kZero}));
    EXPECT_TRUE(lesson.start.state.equals_up_to_phase(TwoQubitState::basis(0, 0)));
    ASSERT_EQ(lesson.cards.size(), 2u);
    EXPECT_EQ(lesson.cards[0].ship, Ship::kMercurial);
    EXPECT_EQ(lesson.cards[1].ship, Ship::kRubicon);
    EXPECT_FALSE(lesson.cards[0].limit.has_value());
    ASSERT_TRUE(lesson.goal.state.has_value());
    EXPECT_EQ(lesson.goal.state_id, "ONE,ONE");
    EXPECT_TRUE(lesson.goal.state->equals_up_to_phase(TwoQubitState::basis(1, 1)));
    EXPECT_EQ(lesson.hints, std::vector<std::string>{"Flip both."});
}

TEST(LessonLoaderTest, ParagraphArraysJoinWithBlankLines) {
    Json json = base_lesson_json();
    json["intro"] = {"One.", "Two."};
    EXPECT_EQ(load_or_fail(json).intro, "One.\n\nTwo.");
}

TEST(LessonLoaderTest, CardLimitsAndQuantumStartState) {
    Json json = base_lesson_json();
    json["rules"] = "quantum";
    json["start"] = {{"state", {"1/sqrt2", 0, 0, "-1/sqrt2"}}};
    json["cards"] = {{"rubicon", {{"Z", 1}, {"X", 3}}}};
    json["goal"] = {{"state", "PHI_PLUS"}};
    const Lesson lesson = load_or_fail(json);
    EXPECT_TRUE(lesson.start.state.equals_up_to_phase(phi_minus()));
    ASSERT_TRUE(lesson.start.positions.has_value());
    EXPECT_EQ(lesson.start.positions->mercurial, Planet::kPhiMinus);
    ASSERT_EQ(lesson.cards.size(), 2u);
    EXPECT_EQ(lesson.cards[0].kind, GateKind::kZ);  // file order is kept
    EXPECT_EQ(lesson.cards[0].limit, 1);
    EXPECT_EQ(lesson.cards[1].kind, GateKind::kX);
    EXPECT_EQ(lesson.cards[1].limit, 3);
}

TEST(LessonLoaderTest, SyntaxErrorNamesLineAndColumn) {
    const std::string message = load_error_text("{\n  \"id\": \"x\",\n  }", "bell.json");
    EXPECT_EQ(message.rfind("bell.json: line 3, column 3: invalid JSON: ", 0), 0u) << message;
}

TEST(LessonLoaderTest, TopLevelMustBeAnObject) {
    EXPECT_EQ(load_error_text("[1, 2]"), "test.json: /: expected an object, got [1,2]");
}

TEST(LessonLoaderTest, UnknownStateName) {
    Json json = base_lesson_json();
    json["goal"]["state"] = "PHI_PLUSS";
    const std::string message = load_error(json);
    EXPECT_EQ(message.rfind("test.json: /goal/state: unknown state \"PHI_PLUSS\"", 0), 0u) << message;
}

TEST(LessonLoaderTest, UnknownFieldIsATypo) {
    Json json = base_lesson_json();
    json["goal"] = {{"stat", "PHI_PLUS"}};
    const std::string message = load_error(json);
    EXPECT_EQ(message.rfind("test.json: /goal/stat: unknown field \"stat\"", 0), 0u) << message;
}

TEST(LessonLoaderTest, MissingRequiredField) {
    Json json = base_lesson_json();
    json.erase("budget");
    EXPECT_EQ(load_error(json), "test.json: /: missing field \"budget\"");
}

TEST(LessonLoaderTest, MeasureIsAnOptionalBoolean) {
    EXPECT_FALSE(load_or_fail(base_lesson_json()).measure);
    Json json = base_lesson_json();
    json["measure"] = true;
    EXPECT_TRUE(load_or_fail(json).measure);
    json["measure"] = "yes";
    EXPECT_NE(load_error(json).find("test.json: /measure: "), std::string::npos) << load_error(json);
    // The Born-rule and detection lessons offer the Measure button.
    EXPECT_TRUE(find_builtin_lesson("born-rule")->measure);
    EXPECT_TRUE(find_builtin_lesson("detection-measurement")->measure);
    EXPECT_FALSE(find_builtin_lesson("bell-phi-plus")->measure);
}

TEST(LessonLoaderTest, WrongTypeNamesTheValue) {
    Json json = base_lesson_json();
    json["title"] = 7;
    EXPECT_EQ(load_error(json),
              "test.json: /title: expected a string or an object of languages (en, pl, es, cs), got 7");
}

TEST(LessonLoaderTest, BadLessonId) {
    Json json = base_lesson_json();
    json["id"] = "Bell State";
    EXPECT_EQ(load_error(json),
              "test.json: /id: lesson ids use lower-case letters, digits and '-', got \"Bell State\"");
}

TEST(LessonLoaderTest, UnknownRules) {
    Json json = base_lesson_json();
    json["rules"] = "classical";
    EXPECT_EQ(load_error(json), "test.json: /rules: unknown rules \"classical\" (use \"board\" or \"quantum\")");
}

TEST(LessonLoaderTest, UnknownPlanet) {
    Json json = base_lesson_json();
    json["start"]["rubicon"] = "TWO";
    EXPECT_EQ(load_error(json), "test.json: /start/rubicon: unknown planet \"TWO\"");
}

TEST(LessonLoaderTest, StartMustBeABoardPosition) {
    Json json = base_lesson_json();
    json["start"] = {{"mercurial", "PHI_PLUS"}, {"rubicon", "ZERO"}};
    const std::string message = load_error(json);
    EXPECT_EQ(message.rfind("test.json: /start: Mercurial on PHI_PLUS with Rubicon on ZERO is not a board position", 0),
              0u)
        << message;
}

TEST(LessonLoaderTest, BoardLessonCannotStartOnAnUnnamedState) {
    Json json = base_lesson_json();
    json["start"] = {{"state", {0.6, 0.8, 0, 0}}};  // |0> (x) (0.6|0> + 0.8|1>): no planet
    const std::string message = load_error(json);
    EXPECT_EQ(message.rfind("test.json: /start/state: the board names no planets for this state", 0), 0u) << message;
}

TEST(LessonLoaderTest, UnknownCard) {
    Json json = base_lesson_json();
    json["cards"]["mercurial"] = {"X", "Q"};
    const std::string message = load_error(json);
    EXPECT_EQ(message.rfind("test.json: /cards/mercurial/1: unknown card \"Q\"", 0), 0u) << message;
}

TEST(LessonLoaderTest, BoardLessonsOnlyPlayEngineCards) {
    Json json = base_lesson_json();
    json["cards"]["rubicon"] = {"Z"};
    const std::string message = load_error(json);
    EXPECT_EQ(message.rfind("test.json: /cards/rubicon/0: card \"Z\" is not an engine card", 0), 0u) << message;
}

TEST(LessonLoaderTest, CardListedTwice) {
    Json json = base_lesson_json();
    json["cards"]["rubicon"] = {"X", "x"};
    EXPECT_EQ(load_error(json), "test.json: /cards/rubicon/1: card \"X\" is listed twice");
}

TEST(LessonLoaderTest, CardLimitMustBePositive) {
    Json json = base_lesson_json();
    json["cards"]["rubicon"] = {{"X", 0}};
    EXPECT_EQ(load_error(json), "test.json: /cards/rubicon/X: must be between 1 and 12, got 0");
}

TEST(LessonLoaderTest, NoCardsAtAll) {
    Json json = base_lesson_json();
    json["cards"] = Json::object();
    EXPECT_EQ(load_error(json), "test.json: /cards: no ship may play any card");
}

TEST(LessonLoaderTest, BudgetOutOfRange) {
    Json json = base_lesson_json();
    json["budget"] = 13;
    EXPECT_EQ(load_error(json), "test.json: /budget: must be between 1 and 12, got 13");
}

TEST(LessonLoaderTest, AmplitudesMustBeNormalised) {
    Json json = base_lesson_json();
    json["goal"]["state"] = {1, 1, 0, 0};
    EXPECT_EQ(load_error(json), "test.json: /goal/state: amplitudes are not normalised (norm 1.41421, must be 1)");
}

TEST(LessonLoaderTest, AmplitudesNeedFourEntries) {
    Json json = base_lesson_json();
    json["goal"]["state"] = {1, 0};
    const std::string message = load_error(json);
    EXPECT_EQ(message.rfind("test.json: /goal/state: expected 4 amplitudes", 0), 0u) << message;
}

TEST(LessonLoaderTest, UnknownAmplitudeText) {
    Json json = base_lesson_json();
    json["goal"]["state"] = {"1/sqrt3", 0, 0, 0};
    const std::string message = load_error(json);
    EXPECT_EQ(message.rfind("test.json: /goal/state/0: unknown amplitude \"1/sqrt3\"", 0), 0u) << message;
}

TEST(LessonLoaderTest, GoalWithoutConditions) {
    Json json = base_lesson_json();
    json["goal"] = Json::object();
    EXPECT_EQ(load_error(json), "test.json: /goal: sets no condition");
}

TEST(LessonLoaderTest, GoalAlreadyReachedAtTheStart) {
    Json json = base_lesson_json();
    json["goal"] = {{"positions", {{"rubicon", "ZERO"}}}};
    EXPECT_EQ(load_error(json), "test.json: /goal: already reached at the start; the lesson would need no card");
}

TEST(LessonLoaderTest, GoalPositionsMustBeABoardPosition) {
    Json json = base_lesson_json();
    json["goal"] = {{"positions", {{"mercurial", "OMEGA_ONE"}, {"rubicon", "OMEGA_TWO"}}}};
    const std::string message = load_error(json);
    EXPECT_EQ(message.rfind("test.json: /goal/positions: not a board position", 0), 0u) << message;
}

TEST(LessonLoaderTest, CertainOutcomeMustBeABit) {
    Json json = base_lesson_json();
    json["goal"] = {{"certain", {{"mercurial", 2}}}};
    EXPECT_EQ(load_error(json), "test.json: /goal/certain/mercurial: must be between 0 and 1, got 2");
}

TEST(LessonLoaderTest, ProbabilityMustLieBetweenZeroAndOne) {
    Json json = base_lesson_json();
    json["goal"] = {{"probability_of_one", {{"rubicon", 1.5}}}};
    EXPECT_EQ(load_error(json), "test.json: /goal/probability_of_one/rubicon: must be between 0.0 and 1.0, got 1.5");
}

TEST(LessonLoaderTest, UnknownOutcomes) {
    Json json = base_lesson_json();
    json["goal"] = {{"outcomes", "same"}};
    EXPECT_EQ(load_error(json), "test.json: /goal/outcomes: unknown outcomes \"same\" (use \"agree\" or \"differ\")");
}

TEST(LessonLoaderTest, HintsMustNotBeEmpty) {
    Json json = base_lesson_json();
    json["hints"] = Json::array();
    EXPECT_EQ(load_error(json), "test.json: /hints: needs at least one hint");
}

TEST(LessonLoaderTest, ExactAmplitudeTexts) {
    using detail::parse_exact_amplitude;
    const double s = 1.0 / std::sqrt(2.0);
    EXPECT_EQ(parse_exact_amplitude("0"), Complex(0, 0));
    EXPECT_EQ(parse_exact_amplitude("-1"), Complex(-1, 0));
    EXPECT_EQ(parse_exact_amplitude("-i/2"), Complex(0, -0.5));
    EXPECT_EQ(parse_exact_amplitude(" 1 / sqrt2 "), Complex(s, 0));
    EXPECT_EQ(parse_exact_amplitude("i/sqrt(2)"), Complex(0, s));
    EXPECT_FALSE(parse_exact_amplitude("2").has_value());
    EXPECT_FALSE(parse_exact_amplitude("1/3").has_value());
}

// Every JSON pointer inside `value`, the root included.
void collect_pointers(const Json& value, const std::string& pointer, std::vector<std::string>& out) {
    out.push_back(pointer);
    if (value.is_object()) {
        for (const auto& [key, child] : value.items()) collect_pointers(child, pointer + "/" + key, out);
    } else if (value.is_array()) {
        for (std::size_t i = 0; i < value.size(); ++i)
            collect_pointers(value[i], pointer + "/" + std::to_string(i), out);
    }
}

TEST(LessonLoaderTest, AnyValueReplacedAnywhereLoadsOrGivesALocatedError) {
    // Bad input must give a message naming the file, never a crash or an exception.
    const std::vector<Json> replacements = {
        nullptr, 7, -1, 0.5, "x", "ONE", Json::array(), Json::object(), Json::array({1, 2, 3, 4}), true};
    for (const EmbeddedLessonFile& file : builtin_lesson_files()) {
        const Json original = Json::parse(file.text);
        std::vector<std::string> pointers;
        collect_pointers(original, "", pointers);
        for (const std::string& pointer : pointers) {
            for (const Json& replacement : replacements) {
                Json mutated = original;
                if (pointer.empty()) {
                    mutated = replacement;
                } else {
                    mutated[Json::json_pointer(pointer)] = replacement;
                }
                LoadError error;
                const auto lesson = load_lesson_text(mutated.dump(), "test.json", Board::published(), &error);
                if (!lesson) {
                    EXPECT_EQ(error.message().rfind("test.json: ", 0), 0u) << error.message();
                    EXPECT_FALSE(error.problem.empty()) << file.name << " " << pointer;
                }
            }
        }
    }
}

using LessonDirectoryTest = entanglion::testing::TempDirTest;

TEST_F(LessonDirectoryTest, LoadsInFileNameOrderAndReportsBadFiles) {
    Json second = base_lesson_json();
    second["id"] = "second";
    write("02-second.json", second.dump());
    write("01-first.json", base_lesson_json().dump());
    write("03-broken.json", "{");
    write("notes.txt", "not a lesson");
    const DirectoryLoad load = load_lesson_directory(dir_, Board::published());
    ASSERT_EQ(load.lessons.size(), 2u);
    EXPECT_EQ(load.lessons[0].source, "01-first.json");
    EXPECT_EQ(load.lessons[1].id, "second");
    ASSERT_EQ(load.errors.size(), 1u);
    EXPECT_EQ(load.errors[0].source, "03-broken.json");
}

TEST_F(LessonDirectoryTest, DuplicateIdIsAnErrorOnTheLaterFile) {
    write("01-a.json", base_lesson_json().dump());
    write("02-b.json", base_lesson_json().dump());
    const DirectoryLoad load = load_lesson_directory(dir_, Board::published());
    ASSERT_EQ(load.lessons.size(), 1u);
    ASSERT_EQ(load.errors.size(), 1u);
    EXPECT_EQ(load.errors[0].message(), "02-b.json: /id: lesson id \"test-lesson\" is already used by 01-a.json");
}

TEST_F(LessonDirectoryTest, DirectoryWithoutLessonFilesIsOneError) {
    write("readme.txt", "no lessons here");
    const DirectoryLoad load = load_lesson_directory(dir_, Board::published());
    EXPECT_TRUE(load.lessons.empty());
    ASSERT_EQ(load.errors.size(), 1u);
    EXPECT_EQ(load.errors[0].problem, "contains no .json lesson file");
}

TEST_F(LessonDirectoryTest, MissingDirectoryIsOneError) {
    const DirectoryLoad load = load_lesson_directory(dir_ / "nope", Board::published());
    EXPECT_TRUE(load.lessons.empty());
    ASSERT_EQ(load.errors.size(), 1u);
    EXPECT_EQ(load.errors[0].problem, "not a directory");
}

}  // namespace
}  // namespace entanglion::lessons

namespace entanglion::lessons {
namespace {

using testing::base_lesson_json;
using testing::load_error_text;

class HostileLessonDirectoryTest : public entanglion::testing::TempDirTest {
protected:
    void SetUp() override {
        TempDirTest::SetUp();
        write("01-good.json", base_lesson_json().dump());
    }
};

TEST_F(HostileLessonDirectoryTest, SymlinkLoopIsAnErrorNamingTheFile) {
    std::filesystem::create_symlink("07-loop.json", dir_ / "07-loop.json");
    const DirectoryLoad load = load_lesson_directory(dir_, Board::published());  // must not throw
    ASSERT_EQ(load.lessons.size(), 1u);
    ASSERT_EQ(load.errors.size(), 1u);
    EXPECT_EQ(load.errors[0].source, "07-loop.json");
    EXPECT_NE(load.errors[0].problem.find("symbolic links"), std::string::npos) << load.errors[0].message();
}

TEST_F(HostileLessonDirectoryTest, DirectoriesAndFifosNamedJsonAreErrors) {
    std::filesystem::create_directories(dir_ / "02-dir.json");
    ASSERT_EQ(::mkfifo((dir_ / "03-pipe.json").c_str(), 0600), 0);
    const DirectoryLoad load = load_lesson_directory(dir_, Board::published());
    ASSERT_EQ(load.errors.size(), 2u);
    EXPECT_EQ(load.errors[0].message(), "02-dir.json: is a directory, not a regular file");
    EXPECT_EQ(load.errors[1].message(), "03-pipe.json: is a named pipe (FIFO), not a regular file");
}

TEST(HostileLessonTextTest, NumbersNestingLongStringsAndDuplicateKeys) {
    std::string text = base_lesson_json().dump();
    const auto with = [&](const std::string& from, const std::string& to) {
        std::string changed = text;
        changed.replace(changed.find(from), from.size(), to);
        return changed;
    };
    const std::string overflow = load_error_text(with("\"budget\":2", "\"budget\":1e999"));
    EXPECT_NE(overflow.find("test.json: line 1, column "), std::string::npos) << overflow;
    EXPECT_NE(overflow.find("(/budget): number out of range"), std::string::npos) << overflow;
    const std::string deep = load_error_text(
        with("\"id\":\"test-lesson\"", "\"id\":" + std::string(100000, '[') + std::string(100000, ']')));
    EXPECT_NE(deep.find("(/id/0/0/"), std::string::npos) << deep.substr(0, 300);
    EXPECT_LT(deep.size(), 300u);
    const std::string long_id = load_error_text(with("\"test-lesson\"", "\"" + std::string(2'000'000, 'Q') + "\""));
    EXPECT_NE(long_id.find("test.json: /id: "), std::string::npos) << long_id.substr(0, 300);
    EXPECT_LT(long_id.size(), 200u);
    const std::string duplicate = load_error_text(with("\"budget\":2", "\"budget\":2,\"budget\":3"));
    EXPECT_NE(duplicate.find("(/budget): duplicate key \"budget\""), std::string::npos) << duplicate;
}

}  // namespace
}  // namespace entanglion::lessons
