// GameState::loss_cause(): what raised the detection track to X, as the rules know it, checked
// against a reading of the game's own events (the last detection or event card before X).

#include <gtest/gtest.h>

#include <vector>

#include "game/rules/game_state.h"
#include "statevector/random.h"
#include "tests/common/seeded_game.h"

namespace entanglion::rules {
namespace {

// The reference: the events of the game so far, read for the last threat before the track hit X.
// A detection may be resolved by a later action (Physical Qubits' placement, Magnetic Shielding's
// keep), so the threat is carried from action to action.
struct EventReading {
    LossCause last = LossCause::kNotLost;
    LossCause loss = LossCause::kNotLost;
    void read(const std::vector<GameEvent>& events) {
        for (const GameEvent& e : events) {
            if (e.is<event::Detected>()) {
                const DefenseKind defense = e.as<event::Detected>().defense;
                last = defense == DefenseKind::kOrbital  ? LossCause::kOrbital
                       : defense == DefenseKind::kGround ? LossCause::kGround
                                                         : LossCause::kProbe;
            } else if (e.type() == GameEventType::kEventCardDrawn) {
                last = LossCause::kEventCard;
            } else if (e.is<event::DetectionChanged>() &&
                       e.as<event::DetectionChanged>().to == kDetectionLossPosition) {
                loss = last;
            }
        }
    }
};

TEST(LossCauseTest, TheRulesNameTheSameCauseAsTheGamesEvents) {
    int seen[kLossCauseCount] = {};
    for (RulesVariant variant : {RulesVariant::kBoard, RulesVariant::kQuantum}) {
        for (std::uint64_t seed = 1; seed <= 600; ++seed) {
            entanglion::testing::SeededGame game(seed, variant, 3);
            const GameState& state = game.state();
            Rng pick(seed);
            EventReading reading;
            std::vector<GameEvent> events;
            while (!state.is_over()) {
                EXPECT_EQ(state.loss_cause(), LossCause::kNotLost);
                const ActionList legal = state.legal_actions();
                events.clear();
                game.apply(legal[static_cast<std::size_t>(pick.uniform_index(legal.size()))], nullptr, &events);
                reading.read(events);
            }
            if (state.status() == GameStatus::kWon) {
                EXPECT_EQ(state.loss_cause(), LossCause::kNotLost) << "seed " << seed;
                continue;
            }
            ASSERT_NE(state.loss_cause(), LossCause::kNotLost) << "seed " << seed;
            EXPECT_EQ(state.loss_cause(), reading.loss) << "seed " << seed << " " << variant_id(variant);
            ++seen[static_cast<int>(state.loss_cause())];
        }
    }
    for (int cause = 0; cause < kLossCauseCount; ++cause) {
        EXPECT_GT(seen[cause], 0) << loss_cause_id(static_cast<LossCause>(cause)) << " never came up";
    }
}

TEST(LossCauseTest, IdsAreStable) {
    EXPECT_EQ(loss_cause_id(LossCause::kOrbital), "orbital");
    EXPECT_EQ(loss_cause_id(LossCause::kGround), "ground");
    EXPECT_EQ(loss_cause_id(LossCause::kProbe), "probe");
    EXPECT_EQ(loss_cause_id(LossCause::kEventCard), "event_card");
    EXPECT_EQ(loss_cause_id(LossCause::kNotLost), "not_lost");
}

}  // namespace
}  // namespace entanglion::rules
