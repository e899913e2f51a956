// Every lesson states its learning goal and the misconception it addresses, in en, pl, es and cs:
// the loader reads the two fields like the other texts, and the validator refuses a lesson without
// them (or without one of the languages) with the field's JSON pointer.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "lesson_fixtures.h"
#include "lessons/builtin.h"
#include "lessons/validate.h"
#include "tests/cli/run_cli.h"

namespace entanglion::lessons {
namespace {

using testing::base_lesson_json;
using testing::Json;
using testing::load_error;
using testing::load_or_fail;

TEST(TeachingNotesTest, TheNotesLoadInEveryLanguage) {
    const Lesson lesson = load_or_fail(base_lesson_json());
    EXPECT_EQ(lesson.learning_goal, "Flip two qubits.");
    EXPECT_EQ(lesson.misconception, "X moves both ships.");
    EXPECT_EQ(lesson.texts(Language::kPolish).learning_goal, "Odwrócić dwa kubity.");
    EXPECT_EQ(lesson.texts(Language::kCzech).misconception, "X přesune obě lodě.");
    const LessonVerdict verdict = validate_lesson(lesson);
    EXPECT_TRUE(verdict.accepted()) << verdict.refusal();
    EXPECT_TRUE(verdict.note_problems.empty());
}

TEST(TeachingNotesTest, ALessonWithoutALearningGoalLoadsButIsRefused) {
    Json json = base_lesson_json();
    json.erase("learning_goal");
    const Lesson lesson = load_or_fail(json);
    const LessonVerdict verdict = validate_lesson(lesson);
    EXPECT_TRUE(verdict.solvable);
    EXPECT_FALSE(verdict.accepted());
    EXPECT_EQ(
        verdict.note_problems,
        std::vector<std::string>{"/learning_goal: missing (every lesson states its learning goal, in en, pl, es, cs)"});
    EXPECT_EQ(verdict.refusal(), verdict.note_problems[0]);
}

TEST(TeachingNotesTest, EachMissingLanguageIsNamedByItsPointer) {
    Json json = base_lesson_json();
    json["misconception"] = "X moves both ships.";  // English only
    json["learning_goal"].erase("es");
    const LessonVerdict verdict = validate_lesson(load_or_fail(json));
    const std::string why_misconception =
        " text (every lesson states the misconception it addresses, in en, pl, es, cs)";
    EXPECT_EQ(
        verdict.note_problems,
        (std::vector<std::string>{
            "/learning_goal/es: no Spanish text (every lesson states its learning goal, in en, pl, es, cs)",
            "/misconception/pl: no Polish" + why_misconception, "/misconception/es: no Spanish" + why_misconception,
            "/misconception/cs: no Czech" + why_misconception}));
}

TEST(TeachingNotesTest, AnUnsolvableLessonWithoutNotesGivesBothReasons) {
    Json json = base_lesson_json();
    json["budget"] = 1;
    json.erase("misconception");
    const LessonVerdict verdict = validate_lesson(load_or_fail(json));
    EXPECT_EQ(verdict.refusal().rfind("goal not reachable within the budget of 1 card", 0), 0u) << verdict.refusal();
    EXPECT_NE(verdict.refusal().find("; /misconception: missing"), std::string::npos) << verdict.refusal();
}

TEST(TeachingNotesTest, MalformedNotesAreLoadErrors) {
    Json json = base_lesson_json();
    json["learning_goal"] = 7;
    EXPECT_EQ(load_error(json),
              "test.json: /learning_goal: expected a string or an object of languages (en, pl, es, cs), got 7");
    json = base_lesson_json();
    json["misconception"] = {{"pl", "Bez angielskiego."}};
    EXPECT_EQ(load_error(json),
              "test.json: /misconception: missing field \"en\": English is the fallback for the other languages");
    json = base_lesson_json();
    json["misconception"]["de"] = "X bewegt beide.";
    EXPECT_EQ(load_error(json), "test.json: /misconception/de: unknown language \"de\" (languages: en, pl, es, cs)");
}

TEST(TeachingNotesTest, EveryShippedLessonStatesItsNotesInFourLanguages) {
    for (const Lesson& lesson : builtin_lessons()) {
        SCOPED_TRACE(lesson.id);
        EXPECT_TRUE(teaching_note_problems(lesson).empty());
        for (Language language : {Language::kPolish, Language::kSpanish, Language::kCzech}) {
            const LessonTexts texts = lesson.texts(language);
            // A translation, not the English copied over.
            EXPECT_NE(texts.learning_goal, lesson.learning_goal) << language_code(language);
            EXPECT_NE(texts.misconception, lesson.misconception) << language_code(language);
        }
    }
}

class TeachingNotesCliTest : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = std::filesystem::temp_directory_path() /
               ("entanglion-teaching-notes-" +
                std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
        std::filesystem::remove_all(dir_);
        std::filesystem::create_directories(dir_);
    }
    void TearDown() override { std::filesystem::remove_all(dir_); }
    std::filesystem::path dir_;
};

TEST_F(TeachingNotesCliTest, ValidateRefusesALessonWithoutItsCzechMisconception) {
    Json json = base_lesson_json();
    json["misconception"].erase("cs");
    std::ofstream(dir_ / "01-notes.json") << json.dump();
    const auto run = entanglion::testing::run_cli("lesson validate " + dir_.string());
    EXPECT_EQ(run.exit_code, 1) << run.out << run.err;
    EXPECT_NE(run.out.find("FAIL  01-notes.json  test-lesson: /misconception/cs: no Czech text"), std::string::npos)
        << run.out;
    EXPECT_NE(run.out.find("0 of 1 lessons valid"), std::string::npos) << run.out;
}

TEST(TeachingNotesCli, ShowPrintsTheNotesInTheChosenLanguage) {
    const auto run = entanglion::testing::run_cli("lesson show bell-phi-plus --lang es");
    EXPECT_EQ(run.exit_code, 0) << run.err;
    const Lesson& lesson = *find_builtin_lesson("bell-phi-plus");
    EXPECT_NE(run.out.find("Learning goal: " + lesson.texts(Language::kSpanish).learning_goal), std::string::npos)
        << run.out;
    EXPECT_NE(run.out.find("Misconception: " + lesson.texts(Language::kSpanish).misconception), std::string::npos)
        << run.out;
}

}  // namespace
}  // namespace entanglion::lessons
