// Taking back a misclick: an action whose chance outcomes were all forced is taken back to the
// state before it; one a roll, a draw, a pick or a measurement that could have gone otherwise
// followed is committed; only the taker's own last action; with the reason.

#include <gtest/gtest.h>

#include "game/rules/record.h"
#include "game/rules/take_back.h"
#include "statevector/random.h"
#include "tests/rules/scenario.h"

namespace entanglion::rules::testing {
namespace {

/// Mercurial (at ZERO, holding X) navigates to ONE, outside Entanglion (no defense check), and
/// draws a replacement from an engine stack of `stack`; the other engine cards lie in the discard.
Scenario navigation_drawing_from(const std::vector<EngineCard>& stack) {
    GameSetup setup =
        make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, stack, ShipPositions{Planet::kZero, Planet::kZero});
    std::array<int, kEngineCardKinds> left = kEngineCardCopies;
    for (const auto& hand : setup.hands) {
        for (EngineCard card : hand) --left[static_cast<int>(card)];
    }
    for (EngineCard card : stack) --left[static_cast<int>(card)];
    for (EngineCard card : {E::kX, E::kH, E::kCNOT, E::kSWAP, E::kPROBE}) {
        for (int i = 0; i < left[static_cast<int>(card)]; ++i) setup.engine_discard.push_back(card);
    }
    return Scenario(setup);
}

TEST(TakeBackTest, AnActionWhoseDrawWasForcedIsTakenBackToTheStateBefore) {
    Scenario game = navigation_drawing_from({E::kX, E::kX});
    const GameState before = game.state();
    ASSERT_TRUE(game.step(Action::navigate(M, E::kX)));
    ASSERT_EQ(game.record().actions.back().chance, std::vector<ChanceOutcome>{draw(E::kX)});
    const TakeBackCheck check = check_take_back(game.record(), M);
    EXPECT_TRUE(check.allowed()) << describe_take_back_refusal(check);
    EXPECT_EQ(describe_take_back_refusal(check), "");
    const GameRecord shorter = without_last_action(game.record());
    EXPECT_TRUE(shorter.actions.empty());
    const ReplayResult replay = replay_record(shorter);
    ASSERT_TRUE(replay.state) << replay.error;
    EXPECT_TRUE(*replay.state == before);
}

TEST(TakeBackTest, AnActionThatDrewACardThatCouldHaveBeenAnotherIsCommitted) {
    Scenario game = navigation_drawing_from({E::kX, E::kCNOT});
    ASSERT_TRUE(game.step(Action::navigate(M, E::kX), {draw(E::kX)}));
    const TakeBackCheck check = check_take_back(game.record(), M);
    EXPECT_EQ(check.refusal, TakeBackRefusal::kRevealed);
    EXPECT_EQ(check.revealed, ChanceKind::kEngineDraw);
    EXPECT_EQ(describe_take_back_refusal(check),
              "MERCURIAL's last action cannot be taken back: it revealed the engine card drawn, which could have "
              "gone otherwise");
}

TEST(TakeBackTest, OnlyTheTakersOwnLastActionIsTakenBack) {
    Scenario game = navigation_drawing_from({E::kX, E::kX});
    ASSERT_TRUE(game.step(Action::navigate(M, E::kX)));
    const TakeBackCheck check = check_take_back(game.record(), R);
    EXPECT_EQ(check.refusal, TakeBackRefusal::kOtherPlayersMove);
    EXPECT_EQ(check.player, M);
    EXPECT_EQ(describe_take_back_refusal(check), "MERCURIAL has acted since: only the last action can be taken back");
    EXPECT_TRUE(check_take_back(game.record()).allowed()) << "without a taker, anyone's last action";
}

TEST(TakeBackTest, NothingToTakeBackBeforeTheFirstAction) {
    const GameSession session(5, 1, RulesVariant::kBoard);
    ASSERT_FALSE(session.record().setup_chance.empty()) << "the setup is chance's, not an action";
    const TakeBackCheck check = check_take_back(session.record());
    EXPECT_EQ(check.refusal, TakeBackRefusal::kNoAction);
    EXPECT_EQ(describe_take_back_refusal(check), "nothing to take back: no player has acted yet");
    EXPECT_EQ(without_last_action(session.record()), session.record());
}

TEST(TakeBackTest, ARecordThatDoesNotReplayIsRefusedWithItsProblem) {
    Scenario game = navigation_drawing_from({E::kX, E::kX});
    ASSERT_TRUE(game.step(Action::navigate(M, E::kX)));
    GameRecord broken = game.record();
    broken.actions.back().action = Action::navigate(M, E::kSWAP);  // not in Mercurial's hand
    const TakeBackCheck check = check_take_back(broken, M);
    EXPECT_EQ(check.refusal, TakeBackRefusal::kDoesNotReplay);
    EXPECT_NE(check.error.find("action 0"), std::string::npos) << check.error;
}

TEST(TakeBackTest, ADefenseRollIsCommitted) {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        GameSession session(seed, 1, RulesVariant::kBoard);
        Rng pick(seed);
        for (int i = 0; i < 300 && !session.state().is_over(); ++i) {
            const ActionList legal = session.state().legal_actions();
            const Action action = legal[static_cast<std::size_t>(pick.uniform_below(legal.size()))];
            ASSERT_TRUE(session.apply(action, nullptr));
            const std::vector<ChanceOutcome>& chance = session.record().actions.back().chance;
            if (action.type == ActionType::kRollDefense && chance.front().kind == ChanceKind::kEntanglionDie) {
                const TakeBackCheck check = check_take_back(session.record());
                EXPECT_EQ(check.refusal, TakeBackRefusal::kRevealed);
                EXPECT_EQ(check.revealed, ChanceKind::kEntanglionDie);
                return;
            }
        }
    }
    FAIL() << "no defense roll in 20 seeded games";
}

/// How many outcomes of `recorded` (played on `state`) had a rival where they were drawn.
int unforced_outcomes(GameState state, const RecordedAction& recorded) {
    int unforced = 0;
    state.apply_until_chance(recorded.action);
    for (const ChanceOutcome& outcome : recorded.chance) {
        if (state.chance_outcomes().size() > 1) ++unforced;
        state.apply_chance_outcome(outcome);
    }
    return unforced;
}

TEST(TakeBackTest, InSeededGamesExactlyTheActionsThatRevealedNothingAreTakenBack) {
    int taken_back = 0;
    int refused = 0;
    for (RulesVariant variant : {RulesVariant::kBoard, RulesVariant::kQuantum}) {
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            GameSession session(seed, 1, variant);
            Rng pick(seed + 7);
            for (int i = 0; i < 150 && !session.state().is_over(); ++i) {
                const GameState before = session.state();
                const ActionList legal = session.state().legal_actions();
                ASSERT_TRUE(session.apply(legal[static_cast<std::size_t>(pick.uniform_below(legal.size()))], nullptr));
                const GameRecord& record = session.record();
                const TakeBackCheck check = check_take_back(record, record.actions.back().action.player);
                const int unforced = unforced_outcomes(before, record.actions.back());
                if (check.allowed()) {
                    ++taken_back;
                    EXPECT_EQ(unforced, 0);
                    const ReplayResult replay = replay_record(without_last_action(record));
                    ASSERT_TRUE(replay.state) << replay.error;
                    EXPECT_TRUE(*replay.state == before) << "seed " << seed << " action " << i;
                } else {
                    ++refused;
                    EXPECT_EQ(check.refusal, TakeBackRefusal::kRevealed);
                    EXPECT_GT(unforced, 0);
                }
            }
        }
    }
    EXPECT_GT(taken_back, 0);
    EXPECT_GT(refused, 0);
}

TEST(TakeBackTest, AGameResumedWithoutTheLastActionRecordsTheShorterGame) {
    GameSession session(3, 1, RulesVariant::kBoard);
    Rng pick(3);
    for (int i = 0; i < 100 && !session.state().is_over(); ++i) {
        const GameState before = session.state();
        const ActionList legal = session.state().legal_actions();
        ASSERT_TRUE(session.apply(legal[static_cast<std::size_t>(pick.uniform_below(legal.size()))], nullptr));
        if (!check_take_back(session.record()).allowed()) continue;
        const GameRecord shorter = without_last_action(session.record());
        std::string error;
        const std::optional<GameSession> resumed = GameSession::resume(shorter, &error);
        ASSERT_TRUE(resumed) << error;
        EXPECT_EQ(resumed->record(), shorter);
        EXPECT_TRUE(resumed->state() == before);
        return;
    }
    FAIL() << "no action to take back in 100 actions";
}

}  // namespace
}  // namespace entanglion::rules::testing
