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

TEST(RecordHistoryTest, EveryEntryIsSaidInWordsForPeople) {
    // readable_entry, the review table's words: what chance did, who drew or rolled and why; an
    // action keeps its text form. No chance outcome is said by its id ("d8 2", "engine_draw SWAP").
    int draws = 0;
    int detection_rolls = 0;
    for (int difficulty = 1; difficulty <= 3; ++difficulty) {
        for (std::uint64_t game = 0; game < 3; ++game) {
            const RecordHistory history = testing::history_of(testing::simulated_record(difficulty, 4, game));
            for (int k = 0; k < history.entry_count(); ++k) {
                const HistoryEntry& entry = history.entries[static_cast<std::size_t>(k)];
                const rules::GameState& before = history.positions[static_cast<std::size_t>(k)];
                const std::string text = readable_entry(entry, before);
                if (!entry.is_chance) {
                    EXPECT_EQ(text, describe_entry(entry));
                    continue;
                }
                const rules::ChanceOutcome& o = entry.outcome;
                EXPECT_EQ(text.find(rules::chance_kind_id(o.kind)), std::string::npos) << text;
                const rules::PendingChance& pending = before.pending_chance();
                const std::string who(ship_display_name(pending.player));
                switch (o.kind) {
                    case rules::ChanceKind::kEngineDraw:
                        ++draws;
                        EXPECT_EQ(text,
                                  who + " draws " +
                                      std::string(rules::engine_card_id(static_cast<rules::EngineCard>(o.value))) +
                                      " from the engine stack");
                        break;
                    case rules::ChanceKind::kEntanglionDie:
                        if (pending.purpose == rules::RollPurpose::kOrbitalDefense && !pending.reroll) {
                            ++detection_rolls;
                            EXPECT_EQ(text,
                                      who + "'s detection roll " + std::to_string(o.value) + " (orbital defenses)");
                        }
                        break;
                    case rules::ChanceKind::kCentariousDie:
                        EXPECT_EQ(text,
                                  o.value == 0 ? "Centarious die 0 (planet ZERO)" : "Centarious die 1 (planet ONE)");
                        break;
                    case rules::ChanceKind::kEventDraw:
                        EXPECT_EQ(
                            text,
                            who + " draws the event card " +
                                std::string(rules::event_card_display_name(static_cast<rules::EventCard>(o.value))));
                        break;
                    default:
                        EXPECT_FALSE(text.empty());
                        break;
                }
            }
        }
    }
    EXPECT_GT(draws, 0);
    EXPECT_GT(detection_rolls, 0);
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
