#pragma once
// The rulebook's "Your first game" walkthrough as a game record, for the app's tests: Mercurial goes
// first with X, H, H; Rubicon holds CNOT, SWAP, X; both ships on ZERO; detection rate 1; Quantum
// Gates lies on PHI PLUS; the engine stack gives Mercurial an X and Rubicon an H as replacements;
// Heisenberg is the top event card. The four turns:
//   1. Mercurial plays H -> PLUS (draws X).
//   2. Rubicon plays CNOT -> both ships to PHI PLUS (draws H); orbital defense d8 = 3 > 1: evaded.
//   3. Mercurial retrieves Quantum Gates: d8 = 6 > 1.
//   4. Rubicon plays H -> OMEGA TWO; d8 = 1: detected; Centarious die 1: both ships to ONE; rate +1;
//      quantum event: Heisenberg drawn and kept.
// The record is built by playing those turns on the engine with the forced dice (the draws come from
// the stack as listed), so its actions and chance are exactly what the engine asks for.

#include <QDir>
#include <QString>
#include <stdexcept>
#include <string>
#include <vector>

#include "game/rules/record.h"
#include "tests/common/forced_chance.h"

namespace walkthrough {

namespace rules = entanglion::rules;

inline rules::GameSetup setup() {
    using E = rules::EngineCard;
    using V = rules::EventCard;
    using C = rules::Component;
    rules::GameSetup s;
    s.variant = rules::RulesVariant::kBoard;
    s.detection_position = 0;
    s.first_player = entanglion::Ship::kMercurial;
    s.ships = {entanglion::Planet::kZero, entanglion::Planet::kZero};
    s.hands[0] = {E::kX, E::kH, E::kH};
    s.hands[1] = {E::kCNOT, E::kSWAP, E::kX};
    // Top first: X (Mercurial's replacement), H (Rubicon's), then the rest, PROBE at the bottom.
    s.engine_stack = {E::kX,    E::kH,    E::kH,    E::kH,    E::kH, E::kH, E::kH,    E::kCNOT, E::kCNOT,
                      E::kCNOT, E::kCNOT, E::kCNOT, E::kCNOT, E::kX, E::kX, E::kSWAP, E::kSWAP, E::kPROBE};
    s.event_deck = {V::kHeisenberg,     V::kBennett,       V::kBitFlipError, V::kSchrodinger,         V::kSpookyAction,
                    V::kQuantumShuffle, V::kQuantumTunnel, V::kTheMechanic,  V::kWaveFunctionCollapse};
    // Indexed like kClockwiseEntanglion: OMEGA ZERO, OMEGA ONE, PSI MINUS, PHI MINUS, OMEGA THREE,
    // OMEGA TWO, PHI PLUS, PSI PLUS.
    s.planet_components = {C::kMagneticShielding,     C::kPhysicalQubits,      C::kQuantumErrorCorrection,
                           C::kControlInfrastructure, C::kQubitInterconnect,   C::kQuantumProgramming,
                           C::kQuantumGates,          C::kDilutionRefrigerator};
    return s;
}

/// A record of `actions` played from `start` with the forced `dice` (d8 results and Centarious die
/// results in the order the engine asks for them); each draw reveals the next card as `start` lists it.
inline rules::GameRecord play(const rules::GameSetup& start, const std::vector<rules::Action>& actions,
                              const std::vector<rules::ChanceOutcome>& dice) {
    rules::GameRecord record;
    record.difficulty = 1;
    record.variant = start.variant;
    record.setup = start;
    std::string error;
    std::optional<rules::GameState> state = rules::GameState::create(start, &error);
    if (!state) throw std::runtime_error("setup: " + error);
    entanglion::testing::ForcedChance chance(start);
    chance.force(dice);
    std::vector<rules::GameEvent> events;
    for (std::size_t i = 0; i < actions.size(); ++i) {
        if (!state->apply_until_chance(actions[i], &error, &events)) {
            throw std::runtime_error("action " + std::to_string(i + 1) + ": " + error);
        }
        rules::RecordedAction recorded{actions[i], {}, {}};
        error = chance.answer(*state, &events, &recorded.chance);
        if (!error.empty()) throw std::runtime_error("action " + std::to_string(i + 1) + ": " + error);
        record.actions.push_back(std::move(recorded));
    }
    return record;
}

inline rules::ChanceOutcome d8(int value) { return rules::ChanceOutcome::d8(value); }
inline rules::ChanceOutcome centarious(int value) { return rules::ChanceOutcome::centarious(value); }

/// The walkthrough's setup with Rubicon, holding Quantum Tunnel, to play first from ZERO while
/// Mercurial is on PLUS: its CNOT enters PHI PLUS, where the orbital defenses ask Rubicon to roll
/// or play Quantum Tunnel (a pending decision).
inline rules::GameSetup tunnelSetup() {
    rules::GameSetup start = setup();
    start.ships = {entanglion::Planet::kPlus, entanglion::Planet::kZero};
    start.first_player = entanglion::Ship::kRubicon;
    std::erase(start.event_deck, rules::EventCard::kQuantumTunnel);
    start.event_hands[1] = {rules::EventCard::kQuantumTunnel};
    return start;
}

/// Saves `record` as `name` in `folder` (a test's temporary folder) and returns the path; a record
/// that cannot be written stops the test binary.
inline QString save(const rules::GameRecord& record, const QString& folder, const QString& name) {
    const QString path = QDir(folder).filePath(name);
    std::string error;
    if (!rules::save_record(record, path.toStdString(), &error))
        qFatal("cannot save %s: %s", qPrintable(path), error.c_str());
    return path;
}

/// The walkthrough's turns in order.
inline std::vector<rules::Action> turns() {
    using entanglion::Ship;
    using rules::Action;
    return {Action::navigate(Ship::kMercurial, rules::EngineCard::kH),
            Action::navigate(Ship::kRubicon, rules::EngineCard::kCNOT), Action::retrieve(Ship::kMercurial),
            Action::navigate(Ship::kRubicon, rules::EngineCard::kH)};
}

/// The record of the first `count` turns (0..4) of the walkthrough.
inline rules::GameRecord record(int count = 4) {
    std::vector<rules::Action> actions = turns();
    actions.resize(static_cast<std::size_t>(count));
    // Dice the later turns would use stay unused (the record only keeps what was consumed).
    return play(setup(), actions, {d8(3), d8(6), d8(1), centarious(1)});
}

}  // namespace walkthrough
