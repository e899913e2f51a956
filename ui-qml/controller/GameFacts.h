#pragma once
/// What the game screens show of the table besides its lists, as QML value types that GameController
/// publishes one property each (`controller.turn.prompt`, `controller.mode.kind === TableMode.WhatIf`):
/// which game is shown (setup), whose move it is (turn), what lies on the table (table), the table's
/// mode (mode), and each ship's lists (mercurial, rubicon). The first four are the table session's
/// facts (game/session/table_facts.h) as the app shows them, with the words it adds; each compares
/// with ==, so its group notifies only when something in it changed.

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>

#include "ui-qml/common/CommonEnums.h"
#include "ui-qml/models/GameEnums.h"
#include "ui-qml/models/GameModels.h"

/// Which game is shown.
struct GameSetup {
    Q_GADGET
    QML_VALUE_TYPE(gameSetup)
    Q_PROPERTY(bool hasGame MEMBER hasGame)
    Q_PROPERTY(ui::RulesVariant::Value variant MEMBER variant)
    Q_PROPERTY(int difficulty MEMBER difficulty)
    /// The seed of the game shown, "" for a record without one.
    Q_PROPERTY(QString seedText MEMBER seedText)
    /// The file name of the record opened or played from, "" for a new game.
    Q_PROPERTY(QString recordName MEMBER recordName)

public:
    bool hasGame = false;
    ui::RulesVariant::Value variant = ui::RulesVariant::Board;
    int difficulty = 0;
    QString seedText{};
    QString recordName{};
    bool operator==(const GameSetup&) const = default;
};

/// Whose move it is and what they must do, in the state shown.
struct GameTurn {
    Q_GADGET
    QML_VALUE_TYPE(gameTurn)
    Q_PROPERTY(ui::GameStatus::Value status MEMBER status)
    Q_PROPERTY(ui::Ship::Value currentPlayer MEMBER currentPlayer)
    /// Who must act now: the current player, or the ship a pending decision belongs to.
    Q_PROPERTY(ui::Ship::Value actingPlayer MEMBER actingPlayer)
    Q_PROPERTY(int turnNumber MEMBER turnNumber)
    Q_PROPERTY(ui::Decision::Value decisionKind MEMBER decisionKind)
    /// What the acting player must do now, in words (with the step while stepping through).
    Q_PROPERTY(QString prompt MEMBER prompt)
    Q_PROPERTY(int actionsApplied MEMBER actionsApplied)

public:
    ui::GameStatus::Value status = ui::GameStatus::InProgress;
    ui::Ship::Value currentPlayer = ui::Ship::Mercurial;
    ui::Ship::Value actingPlayer = ui::Ship::Mercurial;
    int turnNumber = 0;
    ui::Decision::Value decisionKind = ui::Decision::None;
    QString prompt{};
    int actionsApplied = 0;
    bool operator==(const GameTurn&) const = default;
};

/// What lies on the table besides the lists, in the state shown, and the pictures in words.
struct GameTable {
    Q_GADGET
    QML_VALUE_TYPE(gameTable)
    Q_PROPERTY(int detectionPosition MEMBER detectionPosition)
    Q_PROPERTY(int engineStackCount MEMBER engineStackCount)
    Q_PROPERTY(int engineDiscardCount MEMBER engineDiscardCount)
    Q_PROPERTY(int eventDeckCount MEMBER eventDeckCount)
    Q_PROPERTY(int eventDiscardCount MEMBER eventDiscardCount)
    Q_PROPERTY(int componentsCollected MEMBER componentsCollected)
    /// The cards a take-back put back on top of the piles, known to both players, in words ("" when none).
    Q_PROPERTY(QString knownOnTop MEMBER knownOnTop)
    /// The last die roll's log line so far, "" before the first.
    Q_PROPERTY(QString lastRoll MEMBER lastRoll)
    /// The quantum note of the last move (or of the step shown), "" when it has none.
    Q_PROPERTY(QString quantumNote MEMBER quantumNote)
    /// The pictures in words for a screen reader (SceneText): where the ships are, engine control,
    /// the detection track, each ship's hand and components. "" without a game.
    Q_PROPERTY(QString shipsText MEMBER shipsText)
    Q_PROPERTY(QString engineControlText MEMBER engineControlText)
    Q_PROPERTY(QString detectionText MEMBER detectionText)
    Q_PROPERTY(QString mercurialHandText MEMBER mercurialHandText)
    Q_PROPERTY(QString rubiconHandText MEMBER rubiconHandText)

public:
    int detectionPosition = 0;
    int engineStackCount = 0;
    int engineDiscardCount = 0;
    int eventDeckCount = 0;
    int eventDiscardCount = 0;
    int componentsCollected = 0;
    QString knownOnTop{};
    QString lastRoll{};
    QString quantumNote{};
    QString shipsText{};
    QString engineControlText{};
    QString detectionText{};
    QString mercurialHandText{};
    QString rubiconHandText{};
    bool operator==(const GameTable&) const = default;
};

/// The table's mode (session::ModeFacts): which one, the step-through's place, the what-if's luck.
struct GameMode {
    Q_GADGET
    QML_VALUE_TYPE(gameMode)
    Q_PROPERTY(ui::TableMode::Value kind MEMBER kind)
    /// The game played is followed: its moves go out through the network seat (also while it is
    /// stepped through).
    Q_PROPERTY(bool following MEMBER following)
    /// Stepping through: the step shown and the record's actions.
    Q_PROPERTY(int step MEMBER step)
    Q_PROPERTY(int length MEMBER length)
    /// A what-if takes fresh luck (true) or the same luck still to come (false).
    Q_PROPERTY(bool freshLuck MEMBER freshLuck)

public:
    ui::TableMode::Value kind = ui::TableMode::Playing;
    bool following = false;
    int step = 0;
    int length = 0;
    bool freshLuck = false;
    bool operator==(const GameMode&) const = default;
};

/// A ship's lists: its open hand (engine cards and held event cards) and its components.
struct ShipLists {
    Q_GADGET
    QML_VALUE_TYPE(shipLists)
    Q_PROPERTY(HandModel* hand MEMBER hand)
    Q_PROPERTY(ComponentModel* components MEMBER components)

public:
    HandModel* hand = nullptr;
    ComponentModel* components = nullptr;
};
