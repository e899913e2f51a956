#include "game/analysis/record_history.h"

#include <gtest/gtest.h>

#include "tests/analysis/analysis_fixtures.h"

namespace entanglion::analysis {
namespace {

TEST(RecordHistoryTest, FlattensTheRecordIntoActionsAndOutcomesInOrder) {
    const rules::GameRecord record = testing::simulated_record(2, 4, 1);
    const RecordHistory history = testing::history_of(record);
    std::size_t k = 0;
    for (const rules::RecordedAction& recorded : record.actions) {
        ASSERT_LT(k, history.entries.size());
        EXPECT_FALSE(history.entries[k].is_chance);
        EXPECT_EQ(history.entries[k++].action, recorded.action);
        for (const rules::ChanceOutcome& outcome : recorded.chance) {
            EXPECT_TRUE(history.entries[k].is_chance);
            EXPECT_EQ(history.entries[k++].outcome, outcome);
        }
    }
    EXPECT_EQ(k, history.entries.size());
    ASSERT_EQ(history.positions.size(), history.entries.size() + 1);
    // The last position is the game the record's replay reaches.
    const rules::ReplayResult replayed = rules::replay_record(record);
    ASSERT_TRUE(replayed.state.has_value()) << replayed.error;
    EXPECT_TRUE(history.positions.back() == *replayed.state);
    EXPECT_TRUE(history.positions.back().is_over());
    EXPECT_EQ(history.actions_before(history.entry_count()), static_cast<int>(record.actions.size()));
    EXPECT_EQ(history.actions_before(0), 0);
    EXPECT_EQ(history.actions_before(1), 1);
}

TEST(RecordHistoryTest, AnIllegalRecordGetsTheReadersLocatedMessage) {
    rules::GameRecord record = testing::simulated_record(1, 4, 2);
    record.actions[3].action = record.actions[2].action;  // the same player cannot act twice
    std::string error;
    EXPECT_FALSE(read_record_history(record, &error).has_value());
    EXPECT_EQ(error.rfind("action 3: ", 0), 0u) << error;
}

TEST(RecordHistoryTest, OutcomesReadBackFromTheirTextForm) {
    const RecordHistory history = testing::history_of(testing::simulated_record(2, 4, 3));
    int outcomes = 0;
    for (const HistoryEntry& entry : history.entries) {
        if (!entry.is_chance) continue;
        std::string error;
        const auto parsed = parse_outcome(describe_entry(entry), &error);
        ASSERT_TRUE(parsed.has_value()) << describe_entry(entry) << ": " << error;
        EXPECT_EQ(*parsed, entry.outcome) << describe_entry(entry);
        ++outcomes;
    }
    EXPECT_GT(outcomes, 10);
    std::string error;
    EXPECT_EQ(*parse_outcome("measure 01", &error), rules::ChanceOutcome(rules::ChanceKind::kMeasurement, 1));
    EXPECT_FALSE(parse_outcome("d8 9", &error).has_value());
    EXPECT_EQ(error, "d8: expected a face from 1 to 8, got \"9\"");
    EXPECT_FALSE(parse_outcome("coin heads", &error).has_value());
    EXPECT_NE(error.find("unknown chance outcome kind \"coin\""), std::string::npos) << error;
}

}  // namespace
}  // namespace entanglion::analysis
