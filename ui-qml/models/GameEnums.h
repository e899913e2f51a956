#pragma once
/// The game's enums as QML sees them (module Entanglion.Ui): the game's status, the pending
/// decision, an engine card, a hand card's kind, a log line's kind, an action's category and the
/// table's mode. QML
/// compares these values (`status === GameStatus.Won`, `gate === EngineCard.Cnot`), never a display
/// string or an engine id. Values mirror the engine's enums where there is one (`toQml` converts);
/// ships, galaxies and the rules variant, which the lessons share, are in common/CommonEnums.h.

#include <QtQml/qqmlregistration.h>
#include <QObject>

#include "game/rules/action.h"
#include "game/rules/cards.h"
#include "game/rules/decision.h"
#include "game/rules/game_state.h"
#include "game/session/table_mode.h"
#include "ui-qml/common/CommonEnums.h"

namespace ui {

namespace GameStatus {
Q_NAMESPACE
QML_ELEMENT
enum Value {
    InProgress = static_cast<int>(entanglion::rules::GameStatus::kInProgress),
    Won = static_cast<int>(entanglion::rules::GameStatus::kWon),
    Lost = static_cast<int>(entanglion::rules::GameStatus::kLost),
};
Q_ENUM_NS(Value)
}  // namespace GameStatus

/// What the acting player must decide before the game goes on (None: choose a turn action).
namespace Decision {
Q_NAMESPACE
QML_ELEMENT
enum Value {
    None = static_cast<int>(entanglion::rules::DecisionKind::kNone),
    Defense = static_cast<int>(entanglion::rules::DecisionKind::kDefense),
    MagneticShielding = static_cast<int>(entanglion::rules::DecisionKind::kMagneticShielding),
    PhysicalQubits = static_cast<int>(entanglion::rules::DecisionKind::kPhysicalQubits),
    QuantumGates = static_cast<int>(entanglion::rules::DecisionKind::kQuantumGates),
    DilutionRefrigerator = static_cast<int>(entanglion::rules::DecisionKind::kDilutionRefrigerator),
    Bennett = static_cast<int>(entanglion::rules::DecisionKind::kBennett),
    Mechanic = static_cast<int>(entanglion::rules::DecisionKind::kMechanic),
};
Q_ENUM_NS(Value)
}  // namespace Decision

/// An engine card, by which a view draws its gate (CNOT as ⊕ with a control dot, SWAP as crosses).
namespace EngineCard {
Q_NAMESPACE
QML_ELEMENT
enum Value {
    X = static_cast<int>(entanglion::rules::EngineCard::kX),
    H = static_cast<int>(entanglion::rules::EngineCard::kH),
    Cnot = static_cast<int>(entanglion::rules::EngineCard::kCNOT),
    Swap = static_cast<int>(entanglion::rules::EngineCard::kSWAP),
    Probe = static_cast<int>(entanglion::rules::EngineCard::kPROBE),
};
Q_ENUM_NS(Value)
}  // namespace EngineCard

/// Which of a ship's two hands a card is in: engine cards, or held event cards.
namespace CardKind {
Q_NAMESPACE
QML_ELEMENT
enum Value { Engine, Event };
Q_ENUM_NS(Value)
}  // namespace CardKind

/// What a log line tells, which the log styles it by.
namespace LogKind {
Q_NAMESPACE
QML_ELEMENT
enum Value {
    Turn,       ///< a turn (or the setup's first player) begins
    Move,       ///< ships moved
    Roll,       ///< a die, a measurement, a defense evaded or bypassed
    Detect,     ///< detected, or the detection rate changed
    Note,       ///< a quantum note: what quantum mechanics says beside the board
    Event,      ///< a quantum event or an event card
    Card,       ///< engine cards played, drawn, discarded, swapped, reshuffled
    Component,  ///< a component retrieved or moved
    End,        ///< won or lost
    Ai,         ///< an AI's move and its reason
    Info,       ///< anything else
};
Q_ENUM_NS(Value)
}  // namespace LogKind

namespace ActionCategory {
Q_NAMESPACE
QML_ELEMENT
enum Value {
    Turn = static_cast<int>(entanglion::rules::ActionCategory::kTurn),
    Free = static_cast<int>(entanglion::rules::ActionCategory::kFree),
    Decision = static_cast<int>(entanglion::rules::ActionCategory::kDecision),
};
Q_ENUM_NS(Value)
}  // namespace ActionCategory

/// The table's mode (session::ModeKind): the game played here, a record stepped through, a what-if
/// played apart from the real game, or a game followed (its moves arrive from the network seat).
namespace TableMode {
Q_NAMESPACE
QML_ELEMENT
enum Value {
    Playing = static_cast<int>(entanglion::session::ModeKind::kPlaying),
    SteppingThrough = static_cast<int>(entanglion::session::ModeKind::kSteppingThrough),
    WhatIf = static_cast<int>(entanglion::session::ModeKind::kWhatIf),
    Following = static_cast<int>(entanglion::session::ModeKind::kFollowing),
};
Q_ENUM_NS(Value)
}  // namespace TableMode

inline GameStatus::Value toQml(entanglion::rules::GameStatus status) { return static_cast<GameStatus::Value>(status); }
inline Decision::Value toQml(entanglion::rules::DecisionKind kind) { return static_cast<Decision::Value>(kind); }
inline EngineCard::Value toQml(entanglion::rules::EngineCard card) { return static_cast<EngineCard::Value>(card); }
inline ActionCategory::Value toQml(entanglion::rules::ActionCategory category) {
    return static_cast<ActionCategory::Value>(category);
}
inline TableMode::Value toQml(entanglion::session::ModeKind kind) { return static_cast<TableMode::Value>(kind); }

}  // namespace ui
