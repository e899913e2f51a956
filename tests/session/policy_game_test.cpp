// A seeded game played through the table session by a policy, as the app's AI partner plays it
// (policy->explain on the state shown, apply_ai_move with the explanation's note), saved, read back
// and replayed by the rules as `entanglion-cli replay` replays it: the same events, in order, and the
// same final state and log as the CLI prints them (format_state_json, the CLI's --json output).
#include <gtest/gtest.h>

#include <memory>

#include "game/policies/explanation_note.h"
#include "game/policies/policy_factory.h"
#include "game/rules/record.h"
#include "game/rules/state_format.h"
#include "game/session/table_session.h"
#include "tests/common/temp_dir.h"

namespace entanglion::session {
namespace {

using PolicyGameTest = testing::TempDirTest;

TEST_F(PolicyGameTest, ThePlayedGamesEventsAreTheReplayedRecords) {
    for (const rules::RulesVariant variant : {rules::RulesVariant::kBoard, rules::RulesVariant::kQuantum}) {
        TableSession table;
        ASSERT_TRUE(table.new_game({.seed = 2024, .difficulty = 2, .variant = variant}).ok());
        const std::unique_ptr<policies::Policy> policy = policies::make_policy("heuristic", {.seed = 7});
        ASSERT_NE(policy, nullptr);
        for (int move = 0; move < 400 && !table.state_shown()->is_over(); ++move) {
            const policies::Explanation why = policy->explain(*table.state_shown());
            ASSERT_TRUE(table.apply_ai_move(why.action, policies::explanation_note("heuristic", why)).ok());
        }
        ASSERT_GT(table.played_record().actions.size(), 10u);

        const std::string file = path(std::string(rules::variant_id(variant)) + ".json");
        std::string error;
        ASSERT_TRUE(rules::save_record(table.played_record(), file, &error)) << error;
        const std::optional<rules::GameRecord> saved = rules::load_record(file, &error);
        ASSERT_TRUE(saved) << error;
        EXPECT_EQ(*saved, table.played_record());
        const rules::ReplayResult replayed = rules::replay_record(*saved, /*collect_events=*/true);
        ASSERT_TRUE(replayed.state) << replayed.error;
        EXPECT_TRUE(std::ranges::equal(table.events_shown(), replayed.events));
        EXPECT_TRUE(*table.state_shown() == *replayed.state);
        const std::vector<rules::GameEvent> shown(table.events_shown().begin(), table.events_shown().end());
        EXPECT_EQ(rules::format_state_json(*table.state_shown(), &shown),
                  rules::format_state_json(*replayed.state, &replayed.events));

        // Stepped through, the saved record shows the same events at its last step.
        ASSERT_TRUE(table.open_record(*saved, "saved.json").ok());
        EXPECT_TRUE(std::ranges::equal(table.events_shown(), replayed.events));
    }
}

}  // namespace
}  // namespace entanglion::session
