// The table session while a game is played here: a new game, moves, their events and refusals, the
// facts a screen shows.
#include <gtest/gtest.h>

#include "game/rules/record.h"
#include "game/session/table_session.h"
#include "tests/session/session_games.h"

namespace entanglion::session {
namespace {

using rules::Action;

TEST(PlayingTest, WithoutAGameEveryMoveIsRefused) {
    TableSession table;
    EXPECT_FALSE(table.has_game());
    EXPECT_EQ(table.state_shown(), nullptr);
    EXPECT_EQ(table.mode_kind(), ModeKind::kPlaying);
    EXPECT_EQ(table.moves_refused(), RefusalKind::kNoGame);
    EXPECT_EQ(table.apply(Action::retrieve(Ship::kMercurial)).kind(), RefusalKind::kNoGame);
    EXPECT_EQ(table.take_back({}).kind(), RefusalKind::kNoGame);
    EXPECT_EQ(table.review_game().kind(), RefusalKind::kNoGame);
    EXPECT_EQ(table.step_to(0).kind(), RefusalKind::kNotSteppingThrough);
    EXPECT_EQ(table.end_what_if().kind(), RefusalKind::kNoWhatIf);
    EXPECT_TRUE(table.legal_actions().empty());
    EXPECT_TRUE(table.events_shown().empty());
    EXPECT_EQ(table.setup_facts(), SetupFacts{});
    EXPECT_EQ(table.turn_facts(), TurnFacts{});
    EXPECT_EQ(table.autosave_step(), AutosaveStep::kLeave);
}

TEST(PlayingTest, ANewGameIsTheSeededGame) {
    TableSession table;
    ASSERT_TRUE(table.new_game({.seed = 4242, .difficulty = 3, .variant = rules::RulesVariant::kQuantum}).ok());
    const rules::GameSession seeded(4242, 3, rules::RulesVariant::kQuantum);
    EXPECT_TRUE(*table.state_shown() == seeded.state());
    EXPECT_EQ(table.record_shown(), seeded.record());
    EXPECT_TRUE(std::ranges::equal(table.events_shown(), seeded.events()));
    EXPECT_EQ(table.moves_refused(), RefusalKind::kNone);
    EXPECT_EQ(
        table.setup_facts(),
        (SetupFacts{
            .has_game = true, .variant = rules::RulesVariant::kQuantum, .difficulty = 3, .seed = std::uint64_t{4242}}));
    const rules::GameState& state = seeded.state();
    EXPECT_EQ(table.turn_facts(), (TurnFacts{.status = rules::GameStatus::kInProgress,
                                             .current_player = state.current_player(),
                                             .acting_player = state.acting_player(),
                                             .turn_number = 1,
                                             .decision = rules::DecisionKind::kNone,
                                             .actions_applied = 0}));
    const TableFacts table_facts = table.table_facts();
    EXPECT_EQ(table_facts.detection_position, state.detection_position());
    EXPECT_EQ(table_facts.engine_stack_count, static_cast<int>(state.engine_stack().size()));
    EXPECT_EQ(table_facts.event_deck_count, static_cast<int>(state.event_deck().size()));
    EXPECT_EQ(table_facts.components_collected, 0);
    EXPECT_EQ(table.mode_facts(), ModeFacts{});
    EXPECT_EQ(table.record_name(), "");
    EXPECT_EQ(table.legal_actions(), state.legal_actions());
}

TEST(PlayingTest, ABadDifficultyIsRefusedAndKeepsTheGame) {
    TableSession table;
    ASSERT_TRUE(table.new_game({.seed = 5}).ok());
    const rules::GameRecord before = table.played_record();
    const Result refused = table.new_game({.seed = 6, .difficulty = 4});
    EXPECT_EQ(refused.kind(), RefusalKind::kBadDifficulty);
    EXPECT_EQ(refused.refusal.value, 4);
    EXPECT_EQ(table.played_record(), before);
}

TEST(PlayingTest, AnIllegalMoveCarriesTheRulesRefusal) {
    TableSession table;
    ASSERT_TRUE(table.new_game({.seed = 8}).ok());
    const rules::GameState& state = *table.state_shown();
    // The ship whose turn it is not cannot act.
    const Ship other = state.acting_player() == Ship::kMercurial ? Ship::kRubicon : Ship::kMercurial;
    const Action action = Action::navigate(other, state.hand(other)[0]);
    rules::IllegalMove expected;
    ASSERT_FALSE(state.is_legal(action, &expected));
    const std::uint64_t epoch = table.events_epoch();
    for (const Result& refused : {table.check(action), table.apply(action)}) {
        EXPECT_EQ(refused.kind(), RefusalKind::kIllegalMove);
        EXPECT_EQ(refused.refusal.illegal.kind, rules::IllegalKind::kNotYourTurn);
        EXPECT_EQ(rules::describe_illegal(refused.refusal.illegal), rules::describe_illegal(expected));
    }
    EXPECT_TRUE(table.played_record().actions.empty());
    EXPECT_EQ(table.events_epoch(), epoch);
    EXPECT_FALSE(table.last_move());
}

TEST(PlayingTest, AMoveAppendsItsEventsAndIsTheLastMove) {
    TableSession table;
    ASSERT_TRUE(table.new_game({.seed = 11, .difficulty = 2}).ok());
    rules::GameSession seeded(11, 2, rules::RulesVariant::kBoard);
    const std::uint64_t epoch = table.events_epoch();
    const std::size_t before = table.events_shown().size();
    const Action action = table.legal_actions()[0];
    ASSERT_TRUE(table.check(action).ok());
    const Result applied = table.apply(action);
    ASSERT_TRUE(applied.ok());
    EXPECT_FALSE(applied.sent);
    std::vector<rules::GameEvent> expected;
    ASSERT_TRUE(seeded.apply(action, nullptr, &expected));
    EXPECT_EQ(table.events_epoch(), epoch);  // extended, not replaced
    EXPECT_EQ(table.own_events_from(), before);
    EXPECT_TRUE(std::ranges::equal(table.events_since(before), expected));
    EXPECT_TRUE(table.events_since(table.events_shown().size()).empty());
    ASSERT_TRUE(table.last_move());
    EXPECT_EQ(table.last_move()->action, action);
    EXPECT_FALSE(table.last_move()->by_ai);
    EXPECT_EQ(table.last_move()->first_event, before);
    EXPECT_EQ(table.turn_facts().actions_applied, 1);

    // An AI's move keeps its annotation in the record.
    const Action second = table.legal_actions()[0];
    ASSERT_TRUE(table.apply_ai_move(second, R"({"policy":"heuristic"})").ok());
    EXPECT_TRUE(table.last_move()->by_ai);
    EXPECT_EQ(table.played_record().actions.back().annotation, R"({"policy":"heuristic"})");
    EXPECT_EQ(table.played_record().actions.back().action, second);
}

TEST(PlayingTest, ANewGameReplacesTheEventsShown) {
    TableSession table;
    ASSERT_TRUE(table.new_game({.seed = 3}).ok());
    ASSERT_TRUE(table.apply(table.legal_actions()[0]).ok());
    const std::uint64_t epoch = table.events_epoch();
    ASSERT_TRUE(table.new_game({.seed = 4}).ok());
    EXPECT_NE(table.events_epoch(), epoch);
    EXPECT_FALSE(table.last_move());
    EXPECT_EQ(table.own_events_from(), 0u);
    EXPECT_TRUE(table.played_record().actions.empty());
}

TEST(PlayingTest, PlayingARecordsSetupReplaysItsChance) {
    const rules::GameRecord record = testing::played_record(21, 30);
    TableSession table;
    ASSERT_TRUE(table.play_record_setup(record, "game-21.json").ok());
    EXPECT_EQ(table.record_name(), "game-21.json");
    EXPECT_TRUE(table.played_record().actions.empty());
    // The same choices meet the same dice and draws: the record comes back.
    for (const rules::RecordedAction& recorded : record.actions) ASSERT_TRUE(table.apply(recorded.action).ok());
    EXPECT_EQ(rules::record_to_json(table.played_record()), rules::record_to_json(record));

    rules::GameRecord broken = record;
    broken.setup = rules::GameSetup{};
    broken.setup->detection_position = 99;
    const Result refused = table.play_record_setup(broken, "broken.json");
    EXPECT_EQ(refused.kind(), RefusalKind::kRecordDoesNotReplay);
    EXPECT_FALSE(refused.refusal.problem.empty());
    EXPECT_EQ(table.record_name(), "game-21.json");
}

}  // namespace
}  // namespace entanglion::session
