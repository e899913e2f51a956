#include "game/analysis/what_if.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "game/rules/replay_cursor.h"
#include "tests/analysis/analysis_fixtures.h"
#include "tests/cli/run_cli.h"

namespace entanglion::analysis {
namespace {

/// The first step of `history` at or after `from` that is a player's action with another legal
/// action beside it, and that other action.
std::pair<int, rules::Action> a_choice(const RecordHistory& history, int from) {
    for (int k = from; k < history.entry_count(); ++k) {
        const auto at = static_cast<std::size_t>(k);
        if (history.entries[at].is_chance) continue;
        for (const rules::Action& action : history.positions[at].legal_actions()) {
            if (!(action == history.entries[at].action)) return {k, action};
        }
    }
    ADD_FAILURE() << "no choice in the record";
    return {0, {}};
}

TEST(WhatIfTest, LeavesTheRecordAndItsSavedFileByteIdentical) {
    const rules::GameRecord record = testing::simulated_record(2, 21, 4);
    const std::filesystem::path file =
        std::filesystem::temp_directory_path() / ("entanglion-what-if-" + std::to_string(::getpid()) + ".json");
    std::string error;
    ASSERT_TRUE(rules::save_record(record, file, &error)) << error;
    const std::string bytes = entanglion::testing::read_whole_file(file);
    const rules::GameRecord copy = record;
    const RecordHistory history = testing::history_of(*rules::load_record(file, &error));
    const RecordHistory history_copy = history;
    for (WhatIfLuck luck : {WhatIfLuck::kRecorded, WhatIfLuck::kFresh}) {
        for (int from : {0, history.entry_count() / 3, history.entry_count() / 2}) {
            const auto [step, other] = a_choice(history, from);
            std::optional<WhatIf> what_if =
                WhatIf::start(history, step, HistoryEntry{false, other, {}}, luck, 5, &error);
            ASSERT_TRUE(what_if.has_value()) << error;
            what_if->play_on(TeamSettings{});
            EXPECT_TRUE(what_if->state().is_over());
            EstimateSettings quick;
            quick.max_playouts = 128;
            compare_alternative(history, step, HistoryEntry{false, other, {}}, quick);
        }
    }
    EXPECT_EQ(rules::record_to_json(record), rules::record_to_json(copy));
    EXPECT_EQ(history.entries, history_copy.entries);
    EXPECT_EQ(rules::record_to_json(history.record), rules::record_to_json(history_copy.record));
    for (std::size_t k = 0; k < history.positions.size(); ++k)
        EXPECT_TRUE(history.positions[k] == history_copy.positions[k]);
    // From a review object too (the app's way): the review's history stays as it was.
    Review review(history, testing::quick_settings());
    const auto [step, other] = a_choice(history, 0);
    std::optional<WhatIf> branch =
        review.what_if(step, HistoryEntry{false, other, {}}, WhatIfLuck::kRecorded, 5, &error);
    ASSERT_TRUE(branch.has_value()) << error;
    branch->play_on(TeamSettings{});
    EXPECT_EQ(review.history().entries, history.entries);
    EXPECT_EQ(entanglion::testing::read_whole_file(file), bytes);
    std::filesystem::remove(file);
}

TEST(WhatIfTest, TheRecordedActionsWithTheRecordedLuckReplayTheRecord) {
    // Every recorded outcome still applies when the same actions are played: the what-if walks
    // through the record's own positions.
    const RecordHistory history = testing::history_of(testing::simulated_record(2, 22, 1));
    const int step = 2;
    ASSERT_FALSE(history.entries[step].is_chance);
    std::string error;
    std::optional<WhatIf> what_if =
        WhatIf::start(history, step, history.entries[step], WhatIfLuck::kRecorded, 9, &error);
    ASSERT_TRUE(what_if.has_value()) << error;
    for (int k = step + 1; k < history.entry_count(); ++k) {
        const HistoryEntry& entry = history.entries[static_cast<std::size_t>(k)];
        if (entry.is_chance) continue;
        EXPECT_TRUE(what_if->state() == history.positions[static_cast<std::size_t>(k)]) << "step " << k;
        ASSERT_TRUE(what_if->apply(entry.action, &error)) << error;
    }
    EXPECT_TRUE(what_if->state() == history.positions.back());
    EXPECT_EQ(what_if->fresh_used(), 0);
    EXPECT_GT(what_if->recorded_used(), 0);
}

TEST(WhatIfTest, ARecordedDrawThatNoLongerAppliesGivesWayToFreshLuck) {
    // A chance alternative: the first engine draw replaced by a card the record drew later. The
    // record's draws then meet a pile that lacks one of that card, so at least one no longer applies;
    // the queue moves on (the n-th draw of the what-if meets the record's n-th draw after the step).
    const RecordHistory history = testing::history_of(testing::simulated_record(2, 23, 0));
    int step = -1;
    for (int k = 0; k < history.entry_count() && step < 0; ++k) {
        const HistoryEntry& e = history.entries[static_cast<std::size_t>(k)];
        if (e.is_chance && e.outcome.kind == rules::ChanceKind::kEngineDraw) step = k;
    }
    ASSERT_GE(step, 0);
    const rules::GameState& at = history.positions[static_cast<std::size_t>(step)];
    std::optional<rules::ChanceOutcome> other;
    for (const rules::ChanceOutcomeProbability& o : at.chance_outcomes()) {
        if (!(o.outcome == history.entries[static_cast<std::size_t>(step)].outcome)) other = o.outcome;
    }
    ASSERT_TRUE(other.has_value());
    std::string error;
    std::optional<WhatIf> what_if =
        WhatIf::start(history, step, HistoryEntry{true, {}, *other}, WhatIfLuck::kRecorded, 3, &error);
    ASSERT_TRUE(what_if.has_value()) << error;
    EXPECT_EQ(what_if->entries().front().source, EntrySource::kAlternative);
    what_if->play_on(TeamSettings{});
    EXPECT_TRUE(what_if->state().is_over());
    EXPECT_GT(what_if->recorded_used(), 0);
    for (const WhatIfEntry& e : what_if->entries()) {
        if (e.source == EntrySource::kRecorded) {
            EXPECT_TRUE(e.entry.is_chance);
        }
    }
}

/// The history index of the record's action `action` (the entry a what-if from that step replaces).
int entry_of_action(const RecordHistory& history, int action) {
    for (int k = 0, seen = 0; k < history.entry_count(); ++k) {
        if (history.entries[static_cast<std::size_t>(k)].is_chance) continue;
        if (seen++ == action) return k;
    }
    ADD_FAILURE() << "no action " << action;
    return 0;
}

/// The board's what-if: a GameSession continued from `step` actions, answered by the same luck.
rules::GameSession session_from(const rules::ReplayCursor& cursor, int step, std::uint64_t seed) {
    const std::span<const rules::GameEvent> log = cursor.events_up_to(step);
    return rules::GameSession::continued(cursor.prefix(step), cursor.state_at(step), {log.begin(), log.end()}, seed,
                                         rules::recorded_luck_after(cursor.record(), static_cast<std::size_t>(step)));
}

TEST(WhatIfTest, AContinuedSessionWithTheSameLuckReplaysTheRecordExactly) {
    const rules::GameRecord record = testing::simulated_record(2, 24, 2);
    std::string error;
    const std::optional<rules::ReplayCursor> cursor = rules::ReplayCursor::create(record, &error);
    ASSERT_TRUE(cursor.has_value()) << error;
    for (int step : {0, cursor->step_count() / 3, cursor->step_count() - 1}) {
        rules::GameSession session = session_from(*cursor, step, 77);
        for (std::size_t k = static_cast<std::size_t>(step); k < record.actions.size(); ++k)
            ASSERT_TRUE(session.apply(record.actions[k].action, &error)) << "step " << step << ": " << error;
        EXPECT_EQ(rules::record_to_json(session.record()), rules::record_to_json(record)) << "step " << step;
        EXPECT_TRUE(session.state() == cursor->state_at(cursor->step_count())) << "step " << step;
    }
}

TEST(WhatIfTest, TheListedAndTheBoardsWhatIfMeetTheSameRecordedLuck) {
    // Another action at a step, then the listed what-if's policy plays on; a GameSession fed the same
    // actions with the same luck meets every chance node the same way until the first fresh outcome
    // (each side draws fresh luck from its own generator).
    const rules::GameRecord record = testing::simulated_record(2, 25, 3);
    std::string error;
    const std::optional<rules::ReplayCursor> cursor = rules::ReplayCursor::create(record, &error);
    ASSERT_TRUE(cursor.has_value()) << error;
    const RecordHistory history = testing::history_of(record);
    int compared_recorded = 0;
    for (int action = 0; action < cursor->step_count(); action += 3) {
        const int step = entry_of_action(history, action);
        const auto [at, other] = a_choice(history, step);
        if (at != step) continue;
        std::optional<WhatIf> what_if =
            WhatIf::start(history, step, HistoryEntry{false, other, {}}, WhatIfLuck::kRecorded, 5, &error);
        ASSERT_TRUE(what_if.has_value()) << error;
        what_if->play_on(TeamSettings{});
        rules::GameSession session = session_from(*cursor, action, 6);
        std::size_t compared = 0;
        for (const WhatIfEntry& e : what_if->entries()) {
            if (e.source == EntrySource::kFresh) break;
            if (!e.entry.is_chance) {
                ASSERT_TRUE(session.apply(e.entry.action, &error)) << error;
            }
            ++compared;
            compared_recorded += e.source == EntrySource::kRecorded ? 1 : 0;
        }
        std::vector<HistoryEntry> played;  // the session's actions since the step, each with its chance
        for (std::size_t k = static_cast<std::size_t>(action); k < session.record().actions.size(); ++k) {
            played.push_back(HistoryEntry::of(session.record().actions[k].action));
            for (const rules::ChanceOutcome& outcome : session.record().actions[k].chance)
                played.push_back(HistoryEntry::of(outcome));
        }
        ASSERT_GE(played.size(), compared);
        for (std::size_t k = 0; k < compared; ++k)
            EXPECT_EQ(played[k], what_if->entries()[k].entry) << "action " << action << ", entry " << k;
    }
    EXPECT_GT(compared_recorded, 0);
}

TEST(WhatIfTest, RefusesAStepThatIsNotThereAndAnAlternativeThatDoesNotApply) {
    const RecordHistory history = testing::history_of(testing::simulated_record(2, 22, 1));
    std::string error;
    EXPECT_FALSE(WhatIf::start(history, history.entry_count(), history.entries[0], WhatIfLuck::kFresh, 1, &error));
    EXPECT_EQ(error, "step " + std::to_string(history.entry_count()) + " is not in 0.." +
                         std::to_string(history.entry_count() - 1));
    EXPECT_FALSE(WhatIf::start(history, 1, history.entries[0], WhatIfLuck::kFresh, 1, &error));
    EXPECT_NE(error.find("a chance outcome: give an outcome"), std::string::npos) << error;
    const rules::Action other_player = rules::Action::retrieve(other(history.entries[0].action.player));
    EXPECT_FALSE(WhatIf::start(history, 0, HistoryEntry{false, other_player, {}}, WhatIfLuck::kFresh, 1, &error));
    EXPECT_EQ(error.rfind("step 0: ", 0), 0u) << error;
}

}  // namespace
}  // namespace entanglion::analysis
