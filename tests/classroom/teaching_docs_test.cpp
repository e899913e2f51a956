// The teacher's guide (docs/teaching/): every page the index links to exists, the two class plans
// and the class view's page exist in Polish, Spanish and Czech, each translation uses its rulebook's
// terms from the glossary (docs/glossary/terms.json) for the game's actions, the detection rate and
// the planets, and the class view's page quotes the web page's buttons and flags as the page shows
// them in that language (the translations of ui-qml/i18n/entanglion_<language>.ts), and the desktop
// app's Teach a class buttons as the app shows them.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <regex>
#include <sstream>
#include <string>

namespace entanglion::classroom {
namespace {

const std::filesystem::path kTeaching = ENTANGLION_SOURCE_DIR "/docs/teaching";

std::string read(const std::filesystem::path& path) {
    std::ifstream in(path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

/// The glossary's term `id` in `language` ("pl", "es", "cs").
std::string term(const std::string& id, const std::string& language) {
    static const nlohmann::json glossary =
        nlohmann::json::parse(read(ENTANGLION_SOURCE_DIR "/docs/glossary/terms.json"));
    for (const auto& entry : glossary["terms"]) {
        if (entry["id"] == id) return entry[language]["term"].get<std::string>();
    }
    ADD_FAILURE() << "no glossary term " << id;
    return "<" + id + ">";
}

/// The text as it reads: a line break and the next line's indent are one space, as in the rendered page.
std::string prose(const std::string& text) { return std::regex_replace(text, std::regex("\n[ \t]*"), " "); }

/// The translation of the English `source` in entanglion_<language>.ts as the web pages take it:
/// the "web" context's first (ui-qml/web/WebStrings.h), else the first finished one in the file.
std::string translation(const std::string& source, const std::string& language) {
    static std::map<std::string, std::string> files;
    std::string& ts = files[language];
    if (ts.empty()) ts = read(ENTANGLION_SOURCE_DIR "/ui-qml/i18n/entanglion_" + language + ".ts");
    std::string found;
    const std::string key = "<source>" + source + "</source>";
    for (auto at = ts.find(key); at != std::string::npos; at = ts.find(key, at + 1)) {
        const auto open = ts.find("<translation", at) + std::string("<translation").size();
        if (ts[open] != '>') continue;  // type="unfinished", "vanished" or "obsolete": not shown
        const auto start = open + 1;
        std::string text = ts.substr(start, ts.find("</translation>", start) - start);
        text = std::regex_replace(text, std::regex("&#xa0;"), "\u00a0");
        text = std::regex_replace(text, std::regex("&apos;"), "'");
        if (ts.compare(ts.rfind("<name>", at), 16, "<name>web</name>") == 0) return text;
        if (found.empty()) found = text;
    }
    if (found.empty()) ADD_FAILURE() << "no " << language << " translation of \"" << source << '"';
    return found;
}

TEST(TeachingDocsTest, EveryLinkOfTheIndexLeadsToAPage) {
    const std::string index = read(kTeaching / "README.md");
    const std::regex link(R"(\]\(([^)#]+\.md)\))");
    int links = 0;
    for (auto it = std::sregex_iterator(index.begin(), index.end(), link); it != std::sregex_iterator(); ++it) {
        ++links;
        EXPECT_TRUE(std::filesystem::is_regular_file(kTeaching / (*it)[1].str())) << (*it)[1].str();
    }
    EXPECT_GE(links, 10);
}

TEST(TeachingDocsTest, ClassPlansUseEachRulebooksTerms) {
    for (const std::string language : {"pl", "es", "cs"}) {
        const std::string bell = read(kTeaching / ("bell-class." + language + ".md"));
        const std::string pairs = read(kTeaching / ("pairs." + language + ".md"));
        ASSERT_FALSE(bell.empty() || pairs.empty()) << language;
        for (const std::string id : {"action.navigate", "action.exchange", "action.retrieve", "action.event",
                                     "detection.rate", "planet.ZERO"}) {
            EXPECT_NE(pairs.find(term(id, language)), std::string::npos) << "pairs." << language << ".md: " << id;
        }
        for (const std::string id : {"planet.ZERO", "planet.ONE", "planet.PHI_PLUS", "planet.PSI_MINUS"}) {
            EXPECT_NE(bell.find(term(id, language)), std::string::npos) << "bell-class." << language << ".md: " << id;
        }
        if (term("planet.ZERO", language) != "ZERO") {
            // A translated planet name is never left in English.
            EXPECT_EQ(bell.find("ZERO"), std::string::npos) << language;
            EXPECT_EQ(pairs.find("ZERO"), std::string::npos) << language;
        }
    }
}

TEST(TeachingDocsTest, ClassViewPageQuotesThePagesOwnWords) {
    for (const std::string language : {"pl", "es", "cs"}) {
        const std::string page = prose(read(kTeaching / ("class-view." + language + ".md")));
        ASSERT_FALSE(page.empty()) << language;
        // The flags on a table's card and the button that starts the games, as the page words them
        // (the costly-move flag around its number, which the page fills in), and the desktop app's
        // Teach a class button in the New game dialog and the two of its dialog; the lesson's choice
        // and the students' link to it.
        for (const std::string source :
             {"Asks for help", "Stuck: no move for a while", "Start all tables",
              "Just made a costly move: %1 points of win probability lost", "Teach a class…", "Start teaching",
              "Stop teaching", "Lesson for every table", "Do the lesson your teacher set", "None: the game only"}) {
            const std::string text = translation(source, language);
            const auto number = text.find("%1");
            for (const std::string& part :
                 {text.substr(0, number), number == std::string::npos ? "" : text.substr(number + 2)})
                EXPECT_NE(page.find(part), std::string::npos) << "class-view." << language << ".md: \"" << part << '"';
        }
        for (const std::string id : {"planet.ZERO", "planet.PLUS"}) {
            EXPECT_NE(page.find(term(id, language)), std::string::npos) << "class-view." << language << ".md: " << id;
        }
    }
}

TEST(TeachingDocsTest, PlansNameTheCommandsTheyUse) {
    EXPECT_NE(read(kTeaching / "pairs.md").find("entanglion-cli compare"), std::string::npos);
    EXPECT_NE(read(kTeaching / "pairs.md").find("entanglion-cli review"), std::string::npos);
    EXPECT_NE(read(kTeaching / "board-inquiry.md").find("entanglion-cli verify-board"), std::string::npos);
    EXPECT_NE(read(kTeaching / "bell-class.md").find("--demo bell"), std::string::npos);
}

}  // namespace
}  // namespace entanglion::classroom
