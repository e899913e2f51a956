#pragma once
/// The game's short lists, each a RowModel with fixed role names. The GameController fills them
/// from the rules engine's state after every action; QML only displays them.

#include <QtQml/qqmlregistration.h>

#include "ui-qml/models/RowModel.h"

/// The six engine control boxes as a two-line circuit. Roles: slot (0-5), filled, card ("CNOT"),
/// line ("MERCURIAL"/"RUBICON", the ship the card was played for).
class CircuitModel : public RowModel {
    Q_OBJECT
    QML_ELEMENT

public:
    explicit CircuitModel(QObject* parent = nullptr);
};

/// The detection-rate track `1 2 2 3 3 4 4 5 5 6 7 X`. Roles: position (0-11), label ("3", "X"),
/// value (0 for X), current (the token is here), passed (left of the token), start (the game's
/// starting position).
class TrackModel : public RowModel {
    Q_OBJECT
    QML_ELEMENT

public:
    explicit TrackModel(QObject* parent = nullptr);
};

/// One player's hand: engine cards, then held event cards. Roles: card ("H", "HEISENBERG"), name
/// ("H", "Heisenberg"), kind ("engine"/"event"), slot (index within its kind), canNavigate,
/// navigateReason, canExchange, exchangeReason, canPlay (event), playReason, destination (text
/// preview of where the ships would go).
class HandModel : public RowModel {
    Q_OBJECT
    QML_ELEMENT

public:
    explicit HandModel(QObject* parent = nullptr);
};

/// What the acting player may do now, driven generically by the engine: every legal action, plus
/// the turn actions that are not legal, disabled, with the engine's reason. Roles: label, detail,
/// category ("turn", "decision", "free"), type (the engine's action type id), allowed, reason,
/// shortcut ("1".."9" or ""), actionText (the engine's text of the action, for records/tests).
class ActionModel : public RowModel {
    Q_OBJECT
    QML_ELEMENT

public:
    explicit ActionModel(QObject* parent = nullptr);
};

/// The game log, oldest first. Roles: message, kind ("turn", "move", "roll", "detect", "note",
/// "event", "card", "end", "info"), player ("MERCURIAL"/"RUBICON"/""), step (actions applied
/// when it happened).
class LogModel : public RowModel {
    Q_OBJECT
    QML_ELEMENT

public:
    explicit LogModel(QObject* parent = nullptr);
};
