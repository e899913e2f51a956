// Which action a held card stands for, whether it may be played now, and the turn actions a player
// cannot take: the queries the UI's hand and action list ask instead of knowing the rules.

#include <gtest/gtest.h>

#include "game/rules/held_card_plays.h"
#include "tests/rules/scenario.h"

namespace entanglion::rules::testing {
namespace {

TEST(HeldCardPlaysTest, QuantumTunnelAnswersADefenseCheckEveryOtherEventIsATurnAction) {
    EXPECT_EQ(event_card_play(M, EventCard::kQuantumTunnel), Action::play_quantum_tunnel(M));
    for (EventCard event : kAllEventCards) {
        if (event == EventCard::kQuantumTunnel) continue;
        EXPECT_EQ(event_card_play(R, event), Action::play_event(R, event)) << event_card_id(event);
    }
}

TEST(HeldCardPlaysTest, QuantumTunnelIsPlayableOnlyAgainstADefenseCheck) {
    GameSetup setup = make_setup({E::kCNOT, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {}, {Planet::kZero, Planet::kPlus});
    setup.event_hands[0] = {EventCard::kQuantumTunnel};
    Scenario game(setup);
    IllegalMove why;
    EXPECT_FALSE(can_play_event_card(game.state(), M, EventCard::kQuantumTunnel, &why));
    EXPECT_EQ(why.kind, IllegalKind::kTunnelNotAnAction);
    EXPECT_EQ(why.player, M);
    EXPECT_EQ(why.event, EventCard::kQuantumTunnel);
    // It is not among the refused turn actions either: its refusal belongs to the card.
    for (const auto& [action, reason] : refused_turn_actions(game.state())) {
        EXPECT_NE(action.type, ActionType::kPlayQuantumTunnel);
        EXPECT_NE(action.event, EventCard::kQuantumTunnel) << action_to_string(action);
    }
    ASSERT_TRUE(game.step(Action::navigate(M, E::kCNOT)));
    ASSERT_EQ(game.state().pending_decision().kind, DecisionKind::kDefense);
    EXPECT_TRUE(can_play_event_card(game.state(), M, EventCard::kQuantumTunnel, &why));
    EXPECT_TRUE(game.legal(event_card_play(M, EventCard::kQuantumTunnel)));
}

TEST(HeldCardPlaysTest, AnEventCardIsPlayableExactlyWhenItsActionIsLegal) {
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH});
    setup.event_hands[0] = {EventCard::kBennett};
    setup.event_hands[1] = {EventCard::kHeisenberg};
    Scenario game(setup);
    IllegalMove why;
    EXPECT_FALSE(can_play_event_card(game.state(), M, EventCard::kBennett, &why));
    EXPECT_EQ(why.kind, IllegalKind::kEventNeedsComponent);
    // Rubicon's card waits for Rubicon's turn.
    EXPECT_FALSE(can_play_event_card(game.state(), R, EventCard::kHeisenberg, &why));
    EXPECT_EQ(why.kind, IllegalKind::kNotYourTurn);
}

TEST(HeldCardPlaysTest, RefusedTurnActionsListRetrieveAndEventsWithTheEnginesReason) {
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH});
    setup.event_hands[0] = {EventCard::kBennett, EventCard::kQuantumTunnel};
    Scenario game(setup);
    const auto refused = refused_turn_actions(game.state());
    ASSERT_EQ(refused.size(), 2u);
    EXPECT_EQ(refused[0].first, Action::retrieve(M));
    EXPECT_EQ(refused[0].second.kind, IllegalKind::kRetrieveOutsideEntanglion);
    EXPECT_EQ(refused[1].first, Action::play_event(M, EventCard::kBennett));
    EXPECT_EQ(refused[1].second.kind, IllegalKind::kEventNeedsComponent);
    for (const auto& [action, reason] : refused)
        EXPECT_FALSE(game.state().is_legal(action)) << action_to_string(action);
}

TEST(HeldCardPlaysTest, NoRefusedTurnActionsWhileADecisionIsPending) {
    GameSetup setup = make_setup({E::kCNOT, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {}, {Planet::kZero, Planet::kPlus});
    // Holding Quantum Tunnel makes the orbital defense a decision (roll or tunnel).
    setup.event_hands[0] = {EventCard::kBennett, EventCard::kQuantumTunnel};
    Scenario game(setup);
    EXPECT_FALSE(refused_turn_actions(game.state()).empty());
    ASSERT_TRUE(game.step(Action::navigate(M, E::kCNOT)));
    ASSERT_NE(game.state().pending_decision().kind, DecisionKind::kNone);
    EXPECT_TRUE(refused_turn_actions(game.state()).empty());
}

TEST(HeldCardPlaysTest, RetrieveIsNotRefusedWhereAComponentLies) {
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {}, both(Planet::kOmegaThree));
    Scenario game(setup);
    EXPECT_TRUE(refused_turn_actions(game.state()).empty());
}

}  // namespace
}  // namespace entanglion::rules::testing
