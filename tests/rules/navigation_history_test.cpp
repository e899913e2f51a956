// The live state's circuit: navigation since the last reset, read from a game's events.

#include "game/rules/navigation_history.h"

#include <gtest/gtest.h>

#include "statevector/circuit_export.h"
#include "tests/rules/scenario.h"

namespace entanglion::rules::testing {
namespace {

ShipPositions at(Planet m, Planet r) { return ShipPositions{m, r}; }

/// Every event of the scenario's game so far, by replaying its record.
std::vector<GameEvent> all_events(const Scenario& game) {
    const ReplayResult replay = replay_record(game.record(), true);
    EXPECT_TRUE(replay.state) << replay.error;
    return replay.events;
}

TEST(NavigationHistoryTest, GatesFromTheStartAreTheCircuit) {
    Scenario game(make_setup({E::kX, E::kH, E::kH}, {E::kCNOT, E::kSWAP, E::kX}, {E::kX, E::kH}));
    ASSERT_TRUE(game.step(Action::navigate(M, E::kH)));
    ASSERT_TRUE(game.step(Action::navigate(R, E::kCNOT), {d8(3)}));
    const std::vector<Gate> bell = {{GateKind::kH, Ship::kMercurial}, {GateKind::kCNOT, Ship::kRubicon}};
    EXPECT_EQ(navigation_since_reset(all_events(game)), bell);
    EXPECT_EQ(live_state_circuit(all_events(game), game.state().live_state()), bell);
}

TEST(NavigationHistoryTest, AQuantumNoteResetsTheHistory) {
    // Rubicon's CNOT on |+>|-> kicks the phase back; the board wins and the state is reset.
    Scenario game(
        make_setup({E::kX, E::kH, E::kH}, {E::kCNOT, E::kH, E::kH}, {}, at(Planet::kPlus, Planet::kMinus), R));
    ASSERT_TRUE(game.step(Action::navigate(R, E::kCNOT)));
    ASSERT_TRUE(game.emitted(GameEventType::kQuantumNote));
    EXPECT_TRUE(navigation_since_reset(all_events(game)).empty());
    const auto circuit = live_state_circuit(all_events(game), game.state().live_state());
    ASSERT_TRUE(circuit);
    EXPECT_TRUE(run_circuit(*circuit).equals_up_to_phase(game.state().live_state()));
    // The next navigation starts a new history.
    ASSERT_TRUE(game.step(Action::navigate(M, E::kH)));
    EXPECT_EQ(navigation_since_reset(all_events(game)), (std::vector<Gate>{{GateKind::kH, Ship::kMercurial}}));
}

TEST(NavigationHistoryTest, AMeasurementResetsTheHistory) {
    Scenario game(make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {}, at(Planet::kPhiPlus, Planet::kPhiPlus)),
                  RulesVariant::kQuantum);
    ASSERT_TRUE(game.step(Action::navigate(M, E::kX), {d8(1), measured(0, 1)}));
    EXPECT_TRUE(navigation_since_reset(all_events(game)).empty());
    const auto circuit = live_state_circuit(all_events(game), game.state().live_state());
    ASSERT_TRUE(circuit);
    EXPECT_TRUE(run_circuit(*circuit).equals_up_to_phase(TwoQubitState::basis(0, 1)));
}

TEST(NavigationHistoryTest, InRandomGamesTheCircuitAlwaysPreparesTheLiveState) {
    for (RulesVariant variant : {RulesVariant::kBoard, RulesVariant::kQuantum}) {
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            GameSession session(seed, 2, variant);
            Rng policy(seed + 100);
            for (int i = 0; i < 150 && !session.state().is_over(); ++i) {
                const ActionList legal = session.state().legal_actions();
                ASSERT_TRUE(
                    session.apply(legal[static_cast<std::size_t>(policy.uniform_index(legal.size()))], nullptr));
                const auto circuit = live_state_circuit(session.events(), session.state().live_state());
                ASSERT_TRUE(circuit) << "seed " << seed << " action " << i;
                ASSERT_TRUE(run_circuit(*circuit).equals_up_to_phase(session.state().live_state(), 1e-9))
                    << "seed " << seed << " action " << i;
                const std::vector<Gate> since = navigation_since_reset(session.events());
                ASSERT_GE(circuit->size(), since.size());
                EXPECT_TRUE(std::equal(since.rbegin(), since.rend(), circuit->rbegin()));
            }
        }
    }
}

}  // namespace
}  // namespace entanglion::rules::testing
