// Records that are hostile JSON: located errors, bounded messages, nothing crashes.
#include <gtest/gtest.h>

#include <string>

#include "game/rules/record.h"

namespace entanglion::rules {
namespace {

TEST(HostileRecordTest, HostileRecordsAreLocatedErrors) {
    std::string error;
    const std::string head = R"({"format": "entanglion-record", "version": 1, "difficulty": 1, )";
    EXPECT_FALSE(record_from_json(head + R"("variant": "board", "seed": 1e999, "actions": []})", "g.json", &error));
    EXPECT_NE(error.find("g.json: line 1, column "), std::string::npos) << error;
    EXPECT_NE(error.find("(/seed): number out of range"), std::string::npos) << error;
    const std::string deep = std::string(100000, '[') + std::string(100000, ']');
    EXPECT_FALSE(record_from_json(head + "\"variant\": " + deep + ", \"seed\": 1, \"actions\": []}", "g.json", &error));
    EXPECT_NE(error.find("nested deeper than 64 levels"), std::string::npos) << error.substr(0, 300);
    EXPECT_LT(error.size(), 300u);
    EXPECT_FALSE(record_from_json(head + "\"variant\": \"" + std::string(2'000'000, 'v') + "\"}", "g.json", &error));
    EXPECT_NE(error.find("g.json: /variant: unknown variant \"vvv"), std::string::npos) << error.substr(0, 300);
    EXPECT_LT(error.size(), 200u);
    EXPECT_FALSE(
        record_from_json(head + R"("variant": "board", "seed": 1, "seed": 2, "actions": []})", "g.json", &error));
    EXPECT_NE(error.find("(/seed): duplicate key \"seed\""), std::string::npos) << error;
    EXPECT_FALSE(record_from_json(head + R"("variant": "board", "seed": -1, "actions": []})", "g.json", &error));
    EXPECT_NE(error.find("g.json: /seed: a seed is a whole number from 0 to"), std::string::npos) << error;
    EXPECT_FALSE(record_from_json(head + R"("variant": "board", "seed": 1, "actions": [{"player": "MERCURIAL",
        "type": "navigate", "card": "X", "chance": [{"d8": 4294967297}]}]})",
                                  "g.json", &error));
    EXPECT_NE(error.find("integer out of range: 4294967297"), std::string::npos) << error;
}

}  // namespace
}  // namespace entanglion::rules
