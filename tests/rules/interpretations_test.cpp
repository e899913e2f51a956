// One test per interpretation in game/rules/interpretations.h that the other suites do not already
// pin, and the portable chance mapping.

#include <gtest/gtest.h>

#include "game/rules/interpretations.h"
#include "tests/rules/scenario.h"

namespace entanglion::rules::testing {
namespace {

TEST(InterpretationTest, HeisenbergCountsTheBareRollDespiteQuantumErrorCorrection) {
    static_assert(interpretation::kModifiersOnlyOnDefenseRolls);
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH});
    setup.event_hands[0] = {EventCard::kHeisenberg};
    give(setup, Component::kQuantumErrorCorrection, M);
    Scenario game(setup);
    ASSERT_TRUE(game.step(Action::play_event(M, EventCard::kHeisenberg), {d8(7)}));
    EXPECT_EQ(game.state().positions(), both(Planet::kPsiPlus));  // 7, not 8
}

TEST(InterpretationTest, MagneticShieldingAlsoOffersTheRerollOnHeisenberg) {
    static_assert(interpretation::kMagneticShieldingOnEveryRoll);
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH});
    setup.event_hands[0] = {EventCard::kHeisenberg};
    give(setup, Component::kMagneticShielding, M);
    Scenario game(setup);
    ASSERT_TRUE(game.step(Action::play_event(M, EventCard::kHeisenberg), {d8(1)}));
    ASSERT_EQ(game.state().pending_decision().kind, DecisionKind::kMagneticShielding);
    EXPECT_EQ(game.state().pending_decision().purpose, RollPurpose::kHeisenberg);
    ASSERT_TRUE(game.step(Action::reroll(M), {d8(3)}));
    EXPECT_EQ(game.state().positions(), both(Planet::kPhiMinus));
    EXPECT_TRUE(game.replays());
}

TEST(InterpretationTest, AMechanicCardPlayedWithEngineControlFullGoesToTheDiscardPile) {
    static_assert(interpretation::kMechanicCardsFillEngineControl);
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {E::kX, E::kX, E::kSWAP},
                                 ShipPositions{Planet::kZero, Planet::kZero});
    for (E c : {E::kCNOT, E::kCNOT, E::kCNOT, E::kCNOT, E::kH}) setup.engine_control.push_back(ControlSlot{c, R});
    setup.event_hands[0] = {EventCard::kTheMechanic};
    setup.event_deck = {EventCard::kSchrodinger};
    Scenario game(setup);
    ASSERT_TRUE(game.step(Action::play_event(M, EventCard::kTheMechanic)));
    ASSERT_TRUE(game.step(Action::mechanic_play(M, E::kX)));  // the sixth box
    EXPECT_EQ(game.state().engine_control().size(), 6u);
    ASSERT_TRUE(game.step(Action::mechanic_play(M, E::kX)));  // no box left: still moves the ship
    // X twice: ZERO -> ONE -> ZERO; the quantum event at the end of the turn cleared all six boxes
    // and the second X went straight to the discard pile (with SWAP, the unplayed card).
    EXPECT_EQ(game.state().positions(), both(Planet::kZero));
    EXPECT_TRUE(game.state().engine_control().empty());
    EXPECT_EQ(game.state().engine_discard().size(), 8u);
    EXPECT_EQ(game.state().detection_position(), 1);  // Schrödinger
}

TEST(InterpretationTest, QuantumShuffleLeavesHeldCardsInHands) {
    static_assert(interpretation::kQuantumShuffleKeepsHeldCards);
    // Covered in detail by EventCardTest.QuantumShuffleRebuildsTheDeckKeepsHeldCardsAndDrawsAgain;
    // here: the held card is not in the rebuilt deck, so no draw can reveal it.
    GameSetup setup = make_setup({E::kCNOT, E::kH, E::kH}, {E::kX, E::kH, E::kH});
    for (E c : {E::kX, E::kX, E::kSWAP, E::kSWAP, E::kCNOT}) setup.engine_control.push_back(ControlSlot{c, R});
    setup.event_deck = {EventCard::kQuantumShuffle};
    setup.event_hands[1] = {EventCard::kHeisenberg};
    Scenario game(setup);
    const auto result = game.step(Action::navigate(M, E::kCNOT), {draw(EventCard::kHeisenberg)});
    EXPECT_FALSE(result);
    EXPECT_NE(std::string(result.message()).find("event_draw outcome 2 is not possible here"), std::string::npos)
        << result.message();
}

TEST(ChanceTest, UniformIndexIsPortableAndInRange) {
    Rng a(123);
    Rng b(123);
    std::array<int, 3> counts{};
    for (int i = 0; i < 3000; ++i) {
        const auto x = a.uniform_index(3);
        ASSERT_LT(x, 3u);
        ASSERT_EQ(x, b.uniform_index(3));
        ++counts[x];
    }
    for (int c : counts) {
        EXPECT_GT(c, 850);
        EXPECT_LT(c, 1150);
    }
    // A power of two takes the top bits of one draw: the d8 is exactly 1 + (next_u64() >> 61).
    Rng c(9);
    Rng d(9);
    Rng chance(9);
    for (int i = 0; i < 100; ++i) {
        EXPECT_EQ(1 + static_cast<int>(chance.uniform_index(8)), 1 + static_cast<int>(c.next_u64() >> 61));
        EXPECT_EQ(d.uniform_index(1), 0u);
    }
}

}  // namespace
}  // namespace entanglion::rules::testing
