// Finding the board rules' detection jump in one step's events.

#include <gtest/gtest.h>

#include "game/rules/detection_jumps.h"
#include "tests/rules/scenario.h"

namespace entanglion::rules {
namespace {

using testing::both;

GameEvent detected(DefenseKind defense) {
    event::Detected check;
    check.defense = defense;
    return GameEvent{Ship::kMercurial, check};
}

GameEvent moved(ShipPositions from, ShipPositions to) {
    return GameEvent{Ship::kMercurial, event::ShipsMoved{from, to}};
}

TEST(DetectionJumpsTest, AnOrbitalDetectionPairsWithTheMoveThatLeavesEntanglion) {
    const std::vector<GameEvent> events{moved({Planet::kZero, Planet::kPlus}, both(Planet::kPhiPlus)),
                                        detected(DefenseKind::kOrbital),
                                        moved(both(Planet::kPhiPlus), both(Planet::kOne))};
    const auto jumps = detection_jumps(events, RulesVariant::kBoard);
    ASSERT_EQ(jumps.size(), 1u);
    EXPECT_EQ(jumps[0], (DetectionJump{2, Planet::kPhiPlus, both(Planet::kOne)}));
}

TEST(DetectionJumpsTest, NoJumpUnderTheQuantumRulesOrWithoutAnOrbitalDetection) {
    const std::vector<GameEvent> orbital{detected(DefenseKind::kOrbital),
                                         moved(both(Planet::kPsiPlus), both(Planet::kZero))};
    EXPECT_TRUE(detection_jumps(orbital, RulesVariant::kQuantum).empty());
    const std::vector<GameEvent> ground{detected(DefenseKind::kGround),
                                        moved(both(Planet::kPsiPlus), both(Planet::kZero))};
    EXPECT_TRUE(detection_jumps(ground, RulesVariant::kBoard).empty());
    // A move before the detection is the navigation, not the jump.
    const std::vector<GameEvent> before{moved(both(Planet::kPsiPlus), both(Planet::kZero)),
                                        detected(DefenseKind::kOrbital)};
    EXPECT_TRUE(detection_jumps(before, RulesVariant::kBoard).empty());
}

TEST(DetectionJumpsTest, EachDetectionPairsWithOneMove) {
    const std::vector<GameEvent> events{
        detected(DefenseKind::kOrbital), moved(both(Planet::kPhiPlus), both(Planet::kOne)),
        moved(both(Planet::kPhiMinus), both(Planet::kZero)), detected(DefenseKind::kOrbital),
        moved(both(Planet::kPsiPlus), both(Planet::kZero))};
    const auto jumps = detection_jumps(events, RulesVariant::kBoard);
    ASSERT_EQ(jumps.size(), 2u);
    EXPECT_EQ(jumps[0].move_event, 1u);
    EXPECT_EQ(jumps[1].move_event, 4u);
    EXPECT_EQ(jumps[1].planet, Planet::kPsiPlus);
}

}  // namespace
}  // namespace entanglion::rules
