// Lesson texts in the four languages of the rulebook (docs/lesson-format.md, "Languages"): the
// per-language objects, the plain-string English form, the English fallback and the located errors.
#include <gtest/gtest.h>

#include "lesson_fixtures.h"
#include "lessons/language.h"

namespace entanglion::lessons {
namespace {

using testing::base_lesson_json;
using testing::Json;
using testing::load_error;
using testing::load_or_fail;

TEST(LessonLanguageTest, CodesRoundTripAndOthersAreRejected) {
    for (Language language : kLanguages) EXPECT_EQ(parse_language(language_code(language)), language);
    EXPECT_EQ(language_codes(), "en, pl, es, cs");
    EXPECT_FALSE(parse_language("de").has_value());
    EXPECT_FALSE(parse_language("PL").has_value());
    EXPECT_FALSE(parse_language("pl_PL").has_value());
    EXPECT_FALSE(parse_language("").has_value());
}

TEST(LessonLanguageTest, LocaleNamesPickTheLanguageOrEnglish) {
    EXPECT_EQ(language_for_locale("pl_PL"), Language::kPolish);
    EXPECT_EQ(language_for_locale("cs-CZ.UTF-8"), Language::kCzech);
    EXPECT_EQ(language_for_locale("es"), Language::kSpanish);
    EXPECT_EQ(language_for_locale("ES_mx"), Language::kSpanish);
    EXPECT_EQ(language_for_locale("en_GB"), Language::kEnglish);
    EXPECT_EQ(language_for_locale("de_DE"), Language::kEnglish);
    EXPECT_EQ(language_for_locale("C"), Language::kEnglish);
    EXPECT_EQ(language_for_locale(""), Language::kEnglish);
}

TEST(LessonLanguageTest, PlainStringsAreEnglishAndEveryOtherLanguageFallsBack) {
    const Lesson lesson = load_or_fail(base_lesson_json());
    EXPECT_EQ(lesson.title, "Test lesson");
    EXPECT_EQ(lesson.untranslated_fields(Language::kEnglish), std::vector<std::string>{});
    EXPECT_EQ(lesson.untranslated_fields(Language::kCzech),
              (std::vector<std::string>{"/title", "/intro", "/task", "/hints/0", "/success"}));
    const LessonTexts czech = lesson.texts(Language::kCzech);
    EXPECT_EQ(czech.title, "Test lesson");
    EXPECT_EQ(czech.intro, "Intro.");
    EXPECT_EQ(czech.task, "Reach |11>.");
    EXPECT_EQ(czech.hints, std::vector<std::string>{"Flip both."});
    EXPECT_EQ(czech.success, "Done.");
}

TEST(LessonLanguageTest, PerLanguageObjectsGiveEachLanguageItsText) {
    Json json = base_lesson_json();
    json["title"] = {{"en", "Flips"}, {"pl", "Odwrócenia"}, {"es", "Inversiones"}, {"cs", "Překlopení"}};
    json["intro"] = {{"en", {"One.", "Two."}}, {"pl", "Jeden."}, {"es", {"Uno.", "Dos."}}, {"cs", "Jedna."}};
    json["task"] = {{"en", "Reach |11>."}, {"es", "Llega a |11>."}};
    json["hints"] = Json::array({Json{{"en", "Flip both."}, {"cs", "Překlopte obě."}}, "X:MERCURIAL X:RUBICON"});
    json["success"] = {{"en", "Done."}, {"pl", "Gotowe."}};
    const Lesson lesson = load_or_fail(json);

    EXPECT_EQ(lesson.title, "Flips");
    EXPECT_EQ(lesson.intro, "One.\n\nTwo.");
    EXPECT_EQ(lesson.hints, (std::vector<std::string>{"Flip both.", "X:MERCURIAL X:RUBICON"}));
    const LessonTexts spanish = lesson.texts(Language::kSpanish);
    EXPECT_EQ(spanish.title, "Inversiones");
    EXPECT_EQ(spanish.intro, "Uno.\n\nDos.");
    EXPECT_EQ(spanish.task, "Llega a |11>.");
    EXPECT_EQ(spanish.hints, (std::vector<std::string>{"Flip both.", "X:MERCURIAL X:RUBICON"}));
    EXPECT_EQ(spanish.success, "Done.");
    const LessonTexts czech = lesson.texts(Language::kCzech);
    EXPECT_EQ(czech.hints, (std::vector<std::string>{"Překlopte obě.", "X:MERCURIAL X:RUBICON"}));
    EXPECT_EQ(lesson.texts(Language::kPolish).success, "Gotowe.");
    EXPECT_EQ(lesson.texts(Language::kEnglish).title, "Flips");
    EXPECT_EQ(lesson.untranslated_fields(Language::kPolish),
              (std::vector<std::string>{"/task", "/hints/0", "/hints/1"}));
    EXPECT_EQ(lesson.untranslated_fields(Language::kSpanish),
              (std::vector<std::string>{"/hints/0", "/hints/1", "/success"}));
}

TEST(LessonLanguageTest, UnknownLanguageCodeIsLocated) {
    Json json = base_lesson_json();
    json["task"] = {{"en", "Reach |11>."}, {"de", "Erreiche |11>."}};
    EXPECT_EQ(load_error(json), "test.json: /task/de: unknown language \"de\" (languages: en, pl, es, cs)");
    json = base_lesson_json();
    json["hints"] = Json::array({Json{{"en", "Flip both."}, {"PL", "Odwróć oba."}}});
    EXPECT_EQ(load_error(json), "test.json: /hints/0/PL: unknown language \"PL\" (languages: en, pl, es, cs)");
}

TEST(LessonLanguageTest, EnglishIsRequiredInAPerLanguageObject) {
    Json json = base_lesson_json();
    json["title"] = {{"pl", "Test"}};
    EXPECT_EQ(load_error(json),
              "test.json: /title: missing field \"en\": English is the fallback for the other languages");
    json["title"] = Json::object();
    EXPECT_EQ(load_error(json),
              "test.json: /title: missing field \"en\": English is the fallback for the other languages");
}

TEST(LessonLanguageTest, WrongTypesInsideAPerLanguageObjectAreLocated) {
    Json json = base_lesson_json();
    json["title"] = {{"en", "Test"}, {"es", 7}};
    EXPECT_EQ(load_error(json), "test.json: /title/es: expected a string, got 7");
    json = base_lesson_json();
    json["task"] = {{"en", "Reach |11>."}, {"cs", {"paragraph"}}};  // task is one sentence, not paragraphs
    EXPECT_EQ(load_error(json), "test.json: /task/cs: expected a string, got [\"paragraph\"]");
    json = base_lesson_json();
    json["intro"] = {{"en", "Intro."}, {"pl", {"Akapit.", 3}}};
    EXPECT_EQ(load_error(json), "test.json: /intro/pl/1: expected a string, got 3");
    json = base_lesson_json();
    json["success"] = {{"en", "Done."}, {"pl", "  "}};
    EXPECT_EQ(load_error(json), "test.json: /success/pl: must not be empty");
    json = base_lesson_json();
    json["intro"] = true;
    EXPECT_EQ(load_error(json),
              "test.json: /intro: expected a string, an array of paragraphs or an object of "
              "languages (en, pl, es, cs), got true");
    json = base_lesson_json();
    json["hints"] = Json::array({7});
    EXPECT_EQ(load_error(json),
              "test.json: /hints/0: expected a string or an object of languages (en, pl, es, cs), got 7");
}

}  // namespace
}  // namespace entanglion::lessons
