// The teacher's guide (docs/teaching/): every page the index links to exists, the two class plans
// exist in Polish, Spanish and Czech, and each translation uses its rulebook's terms from the
// glossary (docs/glossary/terms.json) for the game's actions, the detection rate and the planets.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
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

TEST(TeachingDocsTest, PlansNameTheCommandsTheyUse) {
    EXPECT_NE(read(kTeaching / "pairs.md").find("entanglion-cli compare"), std::string::npos);
    EXPECT_NE(read(kTeaching / "pairs.md").find("entanglion-cli review"), std::string::npos);
    EXPECT_NE(read(kTeaching / "board-inquiry.md").find("entanglion-cli verify-board"), std::string::npos);
    EXPECT_NE(read(kTeaching / "bell-class.md").find("--demo bell"), std::string::npos);
}

}  // namespace
}  // namespace entanglion::classroom
