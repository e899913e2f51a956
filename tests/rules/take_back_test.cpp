// Taking back a misclick, as players do at a table: the cards an action drew go back on top of their
// piles, known to both players, so the next draw from the pile is the card returned; a roll, a pick
// or a measurement that could have gone otherwise commits the action; only the taker's own last
// action; the take-back is an entry of the record that replays, round-trips and resumes exactly.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

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

/// The game `record` is, played on: resumed (GameSession::resume), failing the test when it does not replay.
GameSession resumed(const GameRecord& record) {
    std::string error;
    std::optional<GameSession> session = GameSession::resume(record, &error);
    EXPECT_TRUE(session) << error;
    return session ? std::move(*session) : GameSession(1, 1, RulesVariant::kBoard);
}

/// The outcomes the next draw may reveal, with their probabilities, after `action` is applied to `state`.
ChanceOutcomeList next_draw_after(GameState state, const Action& action) {
    EXPECT_TRUE(state.apply_until_chance(action));
    EXPECT_EQ(state.pending_chance().kind, ChanceKind::kEngineDraw);
    return state.chance_outcomes();
}

TEST(TakeBackTest, ACardPlayThatDrewACardIsTakenBackAndTheCardGoesBackOnTopKnown) {
    Scenario game = navigation_drawing_from({E::kCNOT, E::kX});
    const GameState before = game.state();
    ASSERT_TRUE(game.step(Action::navigate(M, E::kX), {draw(E::kCNOT)}));

    const TakeBackCheck check = check_take_back(game.record(), M);
    ASSERT_TRUE(check.allowed()) << describe_take_back_refusal(check);
    EXPECT_EQ(check.player, M);
    EXPECT_EQ(check.returned, std::vector<ChanceOutcome>{draw(E::kCNOT)});

    const GameRecord after = record_after_take_back(game.record());
    ASSERT_EQ(after.actions.size(), 2U);
    EXPECT_TRUE(after.actions.back().take_back);
    EXPECT_EQ(after.actions.back().action, Action::navigate(M, E::kX));
    EXPECT_EQ(after.actions.back().chance, std::vector<ChanceOutcome>{draw(E::kCNOT)});

    const ReplayResult replay = replay_record(after, true);
    ASSERT_TRUE(replay.state) << replay.error;
    const GameState& back = *replay.state;
    EXPECT_EQ(back.check_invariants(), "");
    // Everything is as before the card was played, but the top of the engine stack is known.
    EXPECT_EQ(back.positions(), before.positions());
    EXPECT_EQ(back.hand(M), before.hand(M));
    EXPECT_EQ(back.engine_control(), before.engine_control());
    EXPECT_EQ(back.current_player(), M);
    EXPECT_EQ(back.engine_stack().counts(), before.engine_stack().counts());
    ASSERT_EQ(back.engine_stack().known_count(), 1);
    EXPECT_EQ(back.engine_stack().known_on_top(0), E::kCNOT);
    EXPECT_EQ(before.engine_stack().known_count(), 0);
    EXPECT_FALSE(back == before) << "what the draw revealed stays known";
    // The log says so: the action taken back, the card back on top, then Mercurial's turn again
    // (the action had ended it and started Rubicon's).
    ASSERT_GE(replay.events.size(), 3U);
    const GameEvent& taken = replay.events[replay.events.size() - 3];
    ASSERT_TRUE(taken.is<event::ActionTakenBack>());
    EXPECT_EQ(taken.player, M);
    EXPECT_EQ(taken.as<event::ActionTakenBack>().action, Action::navigate(M, E::kX));
    const GameEvent& put_back = replay.events[replay.events.size() - 2];
    ASSERT_TRUE(put_back.is<event::EngineCardPutBack>());
    EXPECT_EQ(put_back.as<event::EngineCardPutBack>().card, E::kCNOT);
    EXPECT_EQ(describe_event(put_back),
              "The drawn card CNOT goes back on top of the engine stack, known to both players");
    ASSERT_TRUE(replay.events.back().is<event::TurnStarted>());
    EXPECT_EQ(replay.events.back().player, M);
    EXPECT_EQ(replay.events.back().as<event::TurnStarted>().turn, before.turn_number());
}

TEST(TakeBackTest, TheNextDrawFromTheStackIsTheCardReturned) {
    Scenario game = navigation_drawing_from({E::kCNOT, E::kX});
    const ChanceOutcomeList fresh = next_draw_after(game.state(), Action::navigate(M, E::kX));
    EXPECT_GT(fresh.size(), 1U) << "before the take-back the draw could go several ways";
    ASSERT_TRUE(game.step(Action::navigate(M, E::kX), {draw(E::kCNOT)}));
    GameSession session = resumed(record_after_take_back(game.record()));

    // Whatever is played now, the draw reveals CNOT, with probability 1, and is not sampled.
    for (const Action& action : {Action::navigate(M, E::kX), Action::navigate(M, E::kH)}) {
        const ChanceOutcomeList next = next_draw_after(session.state(), action);
        ASSERT_EQ(next.size(), 1U);
        EXPECT_EQ(next.front().outcome, draw(E::kCNOT));
        EXPECT_EQ(next.front().probability, 1.0);
    }
    ASSERT_TRUE(session.apply(Action::navigate(M, E::kH), nullptr));
    EXPECT_EQ(session.record().actions.back().chance, std::vector<ChanceOutcome>{draw(E::kCNOT)});
    EXPECT_EQ(session.state().engine_stack().known_count(), 0) << "once drawn, the card is in the hand";
    EXPECT_TRUE(session.state().hand(M).contains(E::kCNOT));
}

TEST(TakeBackTest, TheRecordWithATakeBackRoundTripsReplaysAndResumesExactly) {
    Scenario game = navigation_drawing_from({E::kCNOT, E::kX});
    ASSERT_TRUE(game.step(Action::navigate(M, E::kX), {draw(E::kCNOT)}));
    GameSession session = resumed(record_after_take_back(game.record()));
    ASSERT_TRUE(session.apply(Action::navigate(M, E::kH), nullptr));
    const GameRecord& record = session.record();

    const std::string text = record_to_json(record);
    const nlohmann::json j = nlohmann::json::parse(text);
    EXPECT_EQ(j["version"], kRecordFormatVersion);
    EXPECT_EQ(kRecordFormatVersion, 4);
    const nlohmann::json expected_entry = nlohmann::json::parse(
        R"({"take_back": {"player": "MERCURIAL", "type": "navigate", "card": "X"},
            "returned": [{"engine_draw": "CNOT"}]})");
    EXPECT_EQ(j["history"][2], expected_entry) << text;

    std::string error;
    const std::optional<GameRecord> parsed = record_from_json(text, "game.json", &error);
    ASSERT_TRUE(parsed) << error;
    EXPECT_EQ(*parsed, record);
    const ReplayResult replay = replay_record(*parsed);
    ASSERT_TRUE(replay.state) << replay.error;
    EXPECT_TRUE(*replay.state == session.state());
    EXPECT_TRUE(resumed(*parsed).state() == session.state());
    // The history a replayed game keeps rebuilds the same record.
    EXPECT_EQ(history_of(record), replay.state->history());
}

TEST(TakeBackTest, ARecordWithoutTakeBacksIsStillWrittenAndReadAsVersion3) {
    Scenario game = navigation_drawing_from({E::kCNOT, E::kX});
    ASSERT_TRUE(game.step(Action::navigate(M, E::kX), {draw(E::kCNOT)}));
    const std::string text = record_to_json(game.record());
    EXPECT_EQ(nlohmann::json::parse(text)["version"], kRecordFormatVersionWithoutTakeBacks);
    std::string error;
    const std::optional<GameRecord> parsed = record_from_json(text, "game.json", &error);
    ASSERT_TRUE(parsed) << error;
    EXPECT_EQ(*parsed, game.record());
    EXPECT_TRUE(game.replays());
}

TEST(TakeBackTest, AVersion3RecordWithATakeBackIsRefused) {
    Scenario game = navigation_drawing_from({E::kCNOT, E::kX});
    ASSERT_TRUE(game.step(Action::navigate(M, E::kX), {draw(E::kCNOT)}));
    nlohmann::json j = nlohmann::json::parse(record_to_json(record_after_take_back(game.record())));
    j["version"] = 3;
    EXPECT_EQ(record_error_of(j.dump()),
              "game.json: /history/2/take_back: a take-back is an entry of version 4 records, not 3");
}

TEST(TakeBackTest, AReplayRefusesATakeBackThatDoesNotFitTheGame) {
    Scenario game = navigation_drawing_from({E::kCNOT, E::kX});
    ASSERT_TRUE(game.step(Action::navigate(M, E::kX), {draw(E::kCNOT)}));
    const GameRecord good = record_after_take_back(game.record());

    GameRecord other_card = good;
    other_card.actions.back().chance = {draw(E::kX)};
    EXPECT_EQ(replay_record(other_card).error,
              "action 1: take-back: the cards returned are not the 1 card(s) action 0 drew, in the order drawn");

    GameRecord other_action = good;
    other_action.actions.back().action = Action::navigate(M, E::kH);
    EXPECT_EQ(replay_record(other_action).error,
              "action 1: take-back: it names MERCURIAL navigate H, but the last action standing is MERCURIAL "
              "navigate X (action 0)");

    GameRecord twice = good;
    twice.actions.push_back(good.actions.back());
    EXPECT_EQ(replay_record(twice).error,
              "action 2: take-back: no action to take back (every action before it is taken back)");
    EXPECT_EQ(check_take_back(good).refusal, TakeBackRefusal::kNoAction);
}

TEST(TakeBackTest, TwoTakeBacksInARowPutBothDrawsBackInTheOrderDrawn) {
    // Mercurial draws CNOT, Rubicon draws SWAP; both are taken back (hot-seat: no taker).
    Scenario game = navigation_drawing_from({E::kCNOT, E::kSWAP, E::kX});
    ASSERT_TRUE(game.step(Action::navigate(M, E::kX), {draw(E::kCNOT)}));
    ASSERT_TRUE(game.step(Action::navigate(R, E::kX), {draw(E::kSWAP)}));
    EXPECT_EQ(check_take_back(game.record(), M).refusal, TakeBackRefusal::kOtherPlayersMove);
    GameRecord record = record_after_take_back(game.record());
    const TakeBackCheck second = check_take_back(record);
    ASSERT_TRUE(second.allowed()) << describe_take_back_refusal(second);
    EXPECT_EQ(second.player, M);
    EXPECT_EQ(second.returned, std::vector<ChanceOutcome>{draw(E::kCNOT)});
    record = record_after_take_back(record);
    GameSession session = resumed(record);
    const EngineStack& stack = session.state().engine_stack();
    ASSERT_EQ(stack.known_count(), 2);
    EXPECT_EQ(stack.known_on_top(0), E::kCNOT);
    EXPECT_EQ(stack.known_on_top(1), E::kSWAP);
    EXPECT_EQ(session.state().current_player(), M);
    ASSERT_TRUE(session.apply(Action::navigate(M, E::kH), nullptr));
    ASSERT_TRUE(session.apply(Action::navigate(R, E::kH), nullptr));
    EXPECT_EQ(session.record().actions[4].chance, std::vector<ChanceOutcome>{draw(E::kCNOT)});
    EXPECT_EQ(session.record().actions[5].chance, std::vector<ChanceOutcome>{draw(E::kSWAP)});
    EXPECT_EQ(check_take_back(record).refusal, TakeBackRefusal::kNoAction) << "nothing standing is left";
}

TEST(TakeBackTest, ACardDrawnFromAStackShuffledAnewIsCommitted) {
    // The stack is empty: the discard pile is shuffled into a new stack before the draw.
    Scenario game = navigation_drawing_from({});
    ASSERT_TRUE(game.step(Action::navigate(M, E::kX), {draw(E::kCNOT)}));
    ASSERT_TRUE(game.emitted(GameEventType::kEngineStackReshuffled));
    const TakeBackCheck check = check_take_back(game.record(), M);
    EXPECT_EQ(check.refusal, TakeBackRefusal::kPileRebuilt);
    EXPECT_EQ(describe_take_back_refusal(check),
              "MERCURIAL's last action cannot be taken back: a pile it drew from was shuffled anew from its discard "
              "pile");
}

TEST(TakeBackTest, AReplayRefusesATakeBackOfADrawFromAStackShuffledAnew) {
    Scenario game = navigation_drawing_from({});
    ASSERT_TRUE(game.step(Action::navigate(M, E::kX), {draw(E::kCNOT)}));
    GameRecord forged = game.record();
    forged.actions.push_back(RecordedAction{
        .action = Action::navigate(M, E::kX), .chance = {draw(E::kCNOT)}, .annotation = {}, .take_back = true});
    EXPECT_EQ(replay_record(forged).error,
              "action 1: take-back: the engine stack does not hold the cards drawn: it was shuffled anew since");
}

TEST(TakeBackTest, AChanceOutcomeRightAfterATakeBackIsRefused) {
    Scenario game = navigation_drawing_from({E::kCNOT, E::kX});
    ASSERT_TRUE(game.step(Action::navigate(M, E::kX), {draw(E::kCNOT)}));
    nlohmann::json j = nlohmann::json::parse(record_to_json(record_after_take_back(game.record())));
    j["history"].push_back({{"engine_draw", "CNOT"}});
    EXPECT_EQ(record_error_of(j.dump()),
              "game.json: /history/3: a chance outcome right after a take-back (a take-back meets no chance)");
    j = nlohmann::json::parse(record_to_json(record_after_take_back(game.record())));
    j["history"][2]["returned"][0] = {{"d8", 3}};
    EXPECT_EQ(record_error_of(j.dump()),
              "game.json: /history/2/returned/0: only drawn cards go back: an engine_draw or an event_draw");
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
    EXPECT_EQ(describe_take_back_refusal(check),
              "nothing to take back: no player has acted yet, or every action was taken back");
    EXPECT_EQ(without_last_action(session.record()), session.record());
    EXPECT_EQ(record_after_take_back(session.record()), session.record());
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

TEST(TakeBackTest, ADefenseRollIsCommittedAndARecordThatTakesItBackDoesNotReplay) {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        GameSession session(seed, 1, RulesVariant::kBoard);
        Rng pick(seed);
        for (int i = 0; i < 300 && !session.state().is_over(); ++i) {
            const ActionList legal = session.state().legal_actions();
            const Action action = legal[static_cast<std::size_t>(pick.uniform_index(legal.size()))];
            ASSERT_TRUE(session.apply(action, nullptr));
            const std::vector<ChanceOutcome>& chance = session.record().actions.back().chance;
            if (action.type == ActionType::kRollDefense && chance.front().kind == ChanceKind::kEntanglionDie) {
                const TakeBackCheck check = check_take_back(session.record());
                EXPECT_EQ(check.refusal, TakeBackRefusal::kRevealed);
                EXPECT_EQ(check.revealed, ChanceKind::kEntanglionDie);
                EXPECT_EQ(describe_take_back_refusal(check),
                          std::string(ship_id(action.player)) +
                              "'s last action cannot be taken back: it revealed the roll of the Entanglion die, "
                              "which could have gone otherwise");
                // A record written by hand that takes it back anyway does not replay.
                GameRecord forged = session.record();
                forged.actions.push_back(
                    RecordedAction{.action = action, .chance = draws_of(chance), .annotation = {}, .take_back = true});
                const ReplayResult replay = replay_record(forged);
                EXPECT_FALSE(replay.state);
                EXPECT_NE(replay.error.find("met a d8 outcome that could have gone otherwise"), std::string::npos)
                    << replay.error;
                return;
            }
        }
    }
    FAIL() << "no defense roll in 20 seeded games";
}

/// How many outcomes of `recorded` (played on `state`) that are not draws had a rival where they were met.
int unforced_luck(GameState state, const RecordedAction& recorded) {
    int unforced = 0;
    state.apply_until_chance(recorded.action);
    for (const ChanceOutcome& outcome : recorded.chance) {
        const bool draw = outcome.kind == ChanceKind::kEngineDraw || outcome.kind == ChanceKind::kEventDraw;
        if (!draw && state.chance_outcomes().size() > 1) ++unforced;
        state.apply_chance_outcome(outcome);
    }
    return unforced;
}

TEST(TakeBackTest, InSeededGamesATakenBackActionPlayedAgainGivesTheSameGame) {
    int taken_back = 0;
    int with_draws = 0;
    int refused = 0;
    for (RulesVariant variant : {RulesVariant::kBoard, RulesVariant::kQuantum}) {
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            GameSession session(seed, 1, variant);
            Rng pick(seed + 7);
            for (int i = 0; i < 150 && !session.state().is_over(); ++i) {
                const GameState before = session.state();
                const ActionList legal = session.state().legal_actions();
                const Action action = legal[static_cast<std::size_t>(pick.uniform_index(legal.size()))];
                ASSERT_TRUE(session.apply(action, nullptr));
                const GameRecord& record = session.record();
                const TakeBackCheck check = check_take_back(record, action.player);
                const int unforced = unforced_luck(before, record.actions.back());
                if (check.refusal == TakeBackRefusal::kPileRebuilt) continue;
                if (!check.allowed()) {
                    ++refused;
                    EXPECT_EQ(check.refusal, TakeBackRefusal::kRevealed);
                    EXPECT_GT(unforced, 0);
                    continue;
                }
                ++taken_back;
                EXPECT_EQ(unforced, 0);
                EXPECT_EQ(check.returned, draws_of(record.actions.back().chance));
                with_draws += check.returned.empty() ? 0 : 1;
                // Taken back, then played again: the draws come back as they were, so the game is the same.
                GameSession again = resumed(record_after_take_back(record));
                EXPECT_EQ(again.state().check_invariants(), "");
                EXPECT_EQ(again.state().legal_actions(), before.legal_actions());
                if (check.returned.empty()) {
                    EXPECT_TRUE(again.state() == before) << "seed " << seed << " action " << i;
                }
                ASSERT_TRUE(again.apply(action, nullptr));
                EXPECT_EQ(again.record().actions.back().chance, record.actions.back().chance);
                EXPECT_TRUE(again.state() == session.state()) << "seed " << seed << " action " << i;
            }
        }
    }
    EXPECT_GT(taken_back, 0);
    EXPECT_GT(with_draws, 0);
    EXPECT_GT(refused, 0);
}

TEST(TakeBackTest, AnActionThatDrewNothingIsLeftOutOfTheRecord) {
    GameSession session(3, 1, RulesVariant::kBoard);
    Rng pick(3);
    for (int i = 0; i < 200 && !session.state().is_over(); ++i) {
        const GameState before = session.state();
        const GameRecord record_before = session.record();
        const ActionList legal = session.state().legal_actions();
        ASSERT_TRUE(session.apply(legal[static_cast<std::size_t>(pick.uniform_index(legal.size()))], nullptr));
        const TakeBackCheck check = check_take_back(session.record());
        if (!check.allowed() || !check.returned.empty()) continue;
        const GameRecord shorter = record_after_take_back(session.record());
        EXPECT_EQ(shorter, record_before);
        const GameSession again = resumed(shorter);
        EXPECT_EQ(again.record(), shorter);
        EXPECT_TRUE(again.state() == before);
        return;
    }
    FAIL() << "no action that drew nothing to take back in 200 actions";
}

}  // namespace
}  // namespace entanglion::rules::testing
