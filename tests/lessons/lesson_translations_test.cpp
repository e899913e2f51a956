// The built-in lessons in the rulebook's four languages, checked against the glossary
// (docs/glossary/terms.json): every text field translated, planet names as each book writes them,
// move notation untouched; and the glossary's .md files list every term of terms.json.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>
#include <sstream>

#include "lessons/builtin.h"
#include "lessons/language.h"

namespace entanglion::lessons {
namespace {

const nlohmann::json& glossary() {
    static const nlohmann::json terms = [] {
        std::ifstream in(ENTANGLION_SOURCE_DIR "/docs/glossary/terms.json");
        EXPECT_TRUE(in.good()) << "docs/glossary/terms.json is missing";
        return nlohmann::json::parse(in);
    }();
    return terms;
}

/// The glossary's planet names in `language`, by board id ("PHI_PLUS" -> "PHI MÁS").
std::map<std::string, std::string> planet_names(Language language) {
    std::map<std::string, std::string> names;
    for (const auto& term : glossary()["terms"]) {
        if (term["category"] != "planet") continue;
        const std::string id = term["id"].get<std::string>().substr(std::string("planet.").size());
        names[id] = term[std::string(language_code(language))]["term"].get<std::string>();
    }
    return names;
}

bool is_word_byte(char c) {
    const auto byte = static_cast<unsigned char>(c);
    return std::isalnum(byte) || c == '_' || byte >= 0x80;  // bytes of Á, Í, Ř are parts of words
}

/// Does `word` (one or more words, e.g. "PHI MÁS") occur in `text` as whole words, case-sensitive?
bool has_word(const std::string& text, const std::string& word) {
    // A no-break space (U+00A0, after a Polish or Czech one-letter word) separates words too.
    const std::string no_break_space = "\u00a0";
    for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) {
        const bool starts =
            at == 0 || !is_word_byte(text[at - 1]) || (at >= 2 && text.compare(at - 2, 2, no_break_space) == 0);
        const std::size_t end = at + word.size();
        if (starts && (end == text.size() || !is_word_byte(text[end]) || text.compare(end, 2, no_break_space) == 0))
            return true;
    }
    return false;
}

/// Every text field of a lesson, with its JSON pointer, in `language`.
std::vector<std::pair<std::string, std::string>> fields(const Lesson& lesson, Language language) {
    const LessonTexts text = lesson.texts(language);
    std::vector<std::pair<std::string, std::string>> all = {
        {"/title", text.title}, {"/intro", text.intro}, {"/task", text.task}, {"/success", text.success}};
    for (std::size_t i = 0; i < text.hints.size(); ++i) all.emplace_back("/hints/" + std::to_string(i), text.hints[i]);
    return all;
}

std::vector<std::string> split_words(const std::string& text) {
    std::istringstream in(text);
    std::vector<std::string> words;
    for (std::string word; in >> word;) words.push_back(word);
    return words;
}

TEST(LessonTranslationsTest, EveryBuiltinLessonHasEveryTextInEveryLanguage) {
    ASSERT_EQ(builtin_lessons().size(), 15u);
    for (const Lesson& lesson : builtin_lessons()) {
        for (Language language : kLanguages) {
            std::string missing;
            for (const std::string& field : lesson.untranslated_fields(language)) missing += " " + field;
            EXPECT_TRUE(missing.empty()) << lesson.source << " has no " << language_code(language)
                                         << " text for:" << missing;
        }
    }
}

TEST(LessonTranslationsTest, TranslationsAreNotEnglishCopies) {
    for (const Lesson& lesson : builtin_lessons()) {
        for (Language language : {Language::kPolish, Language::kSpanish, Language::kCzech}) {
            const auto english = fields(lesson, Language::kEnglish);
            const auto translated = fields(lesson, language);
            for (std::size_t i = 0; i < english.size(); ++i) {
                // A hint that is only moves ("H:MERCURIAL, CNOT:RUBICON.") reads the same everywhere.
                if (std::regex_match(english[i].second, std::regex("[A-Z:, .]+"))) continue;
                EXPECT_NE(translated[i].second, english[i].second)
                    << lesson.source << english[i].first << " [" << language_code(language) << "] is English";
            }
        }
    }
}

TEST(LessonTranslationsTest, MovesInHintsAreKeptExactly) {
    const std::regex move("[A-Z]+:(MERCURIAL|RUBICON)");
    const auto moves_of = [&](const std::string& text) {
        std::vector<std::string> found;
        for (auto it = std::sregex_iterator(text.begin(), text.end(), move); it != std::sregex_iterator(); ++it)
            found.push_back(it->str());
        return found;
    };
    for (const Lesson& lesson : builtin_lessons()) {
        for (Language language : kLanguages) {
            const auto english = fields(lesson, Language::kEnglish);
            const auto translated = fields(lesson, language);
            for (std::size_t i = 0; i < english.size(); ++i) {
                EXPECT_EQ(moves_of(translated[i].second), moves_of(english[i].second))
                    << lesson.source << english[i].first << " [" << language_code(language) << "]";
            }
        }
    }
}

// Where the English text names a planet, the translation names it with the glossary's term for that
// language (Spanish PHI MÁS, Czech OMEGA TŘI, Polish keeps PHI PLUS).
TEST(LessonTranslationsTest, PlanetsMentionedInEnglishUseTheGlossaryTermInEachLanguage) {
    const auto english_names = planet_names(Language::kEnglish);
    for (Language language : kLanguages) {
        const auto names = planet_names(language);
        ASSERT_EQ(names.size(), 12u);
        for (const Lesson& lesson : builtin_lessons()) {
            const auto english = fields(lesson, Language::kEnglish);
            const auto translated = fields(lesson, language);
            for (std::size_t i = 0; i < english.size(); ++i) {
                for (const auto& [id, english_name] : english_names) {
                    if (!has_word(english[i].second, english_name)) continue;
                    EXPECT_TRUE(has_word(translated[i].second, names.at(id)))
                        << lesson.source << english[i].first << " [" << language_code(language) << "] names "
                        << english_name << " in English but not \"" << names.at(id) << "\": " << translated[i].second;
                }
            }
        }
    }
}

// A word of an English planet name that the language's book does not use (Spanish ZERO, Czech
// MINUS) must not appear in that language's texts.
TEST(LessonTranslationsTest, NoEnglishPlanetWordWhereTheBookDiffers) {
    std::set<std::string> english_words;
    for (const auto& [id, name] : planet_names(Language::kEnglish)) {
        for (const std::string& word : split_words(name)) english_words.insert(word);
    }
    for (Language language : {Language::kPolish, Language::kSpanish, Language::kCzech}) {
        std::set<std::string> own_words;
        for (const auto& [id, name] : planet_names(language)) {
            for (const std::string& word : split_words(name)) own_words.insert(word);
        }
        for (const Lesson& lesson : builtin_lessons()) {
            for (const auto& [pointer, text] : fields(lesson, language)) {
                for (const std::string& word : english_words) {
                    if (own_words.count(word)) continue;
                    EXPECT_FALSE(has_word(text, word)) << lesson.source << pointer << " [" << language_code(language)
                                                       << "] uses the English planet word " << word << ": " << text;
                }
            }
        }
    }
}

TEST(LessonTranslationsTest, TheCheckWouldCatchAnEnglishPlanetName) {
    // The helpers the two tests above rely on: whole words only, accents are parts of words.
    EXPECT_TRUE(has_word("lleva ambas naves a PHI MÁS.", "PHI MÁS"));
    EXPECT_TRUE(has_word("CERO/CERO", "CERO"));
    EXPECT_FALSE(has_word("PHI MÁSX", "PHI MÁS"));
    EXPECT_FALSE(has_word("actualizaciUNOs", "UNO"));
    EXPECT_FALSE(has_word("ZERO", "ZER"));
    EXPECT_EQ(planet_names(Language::kSpanish).at("OMEGA_THREE"), "OMEGA TRES");
    EXPECT_EQ(planet_names(Language::kCzech).at("MINUS"), "MÍNUS");
    EXPECT_EQ(planet_names(Language::kPolish).at("ONE"), "ONE");
}

TEST(LessonTranslationsTest, GlossaryCitesALineOrSaysWhyNot) {
    ASSERT_GT(glossary()["terms"].size(), 80u);
    std::set<std::string> ids;
    for (const auto& term : glossary()["terms"]) {
        EXPECT_TRUE(ids.insert(term["id"].get<std::string>()).second) << "duplicate id " << term["id"];
        for (Language language : kLanguages) {
            const auto& entry = term[std::string(language_code(language))];
            ASSERT_TRUE(entry.contains("term")) << term["id"];
            EXPECT_FALSE(entry["term"].get<std::string>().empty()) << term["id"];
            if (entry["line"].is_null()) {
                EXPECT_TRUE(entry.contains("note"))
                    << term["id"] << " [" << language_code(language) << "] has no rulebook line and no note saying why";
            } else {
                EXPECT_GT(entry["line"].get<int>(), 0) << term["id"];
            }
        }
    }
}

TEST(LessonTranslationsTest, GlossaryPagesListEveryTerm) {
    for (Language language : kLanguages) {
        const std::string code(language_code(language));
        std::ifstream in(ENTANGLION_SOURCE_DIR "/docs/glossary/" + code + ".md");
        ASSERT_TRUE(in.good()) << "docs/glossary/" << code << ".md is missing";
        std::ostringstream page;
        page << in.rdbuf();
        for (const auto& term : glossary()["terms"]) {
            const std::string row = "| " + term["id"].get<std::string>() + " | " +
                                    term["en"]["term"].get<std::string>() + " | " +
                                    term[code]["term"].get<std::string>();
            EXPECT_NE(page.str().find(row), std::string::npos)
                << code << ".md lacks " << term["id"] << " (run scripts/glossary_md.py)";
        }
    }
}

}  // namespace
}  // namespace entanglion::lessons
