#pragma once
/// The game's short lists, each a TypedRowModel of one row struct. The controllers fill them from
/// the rules engine's state after every action; QML only displays them. Each struct's roles() names
/// its fields for QML once (GameModels.cpp); delegates declare them as `required property`. What QML
/// draws or styles by is an enum (GameEnums.h, CommonEnums.h), never a display string.

#include <QtQml/qqmlregistration.h>
#include <QString>
#include <QStringList>

#include "ui-qml/common/RowModel.h"
#include "ui-qml/models/GameEnums.h"

/// One engine control box of the two-line circuit.
struct CircuitRow {
    int slot = 0;                                    ///< 0-5
    bool filled = false;                             ///< a card lies in the box
    ui::EngineCard::Value gate = ui::EngineCard::X;  ///< the card in the box (when filled), which the box draws
    QString card{};                                  ///< its name in the UI's language, "" when empty
    ui::Ship::Value line = ui::Ship::Mercurial;      ///< the ship the card was played for
    bool operator==(const CircuitRow&) const = default;
    static const RowRoles<CircuitRow>& roles();
};

/// One cell of the detection-rate track `1 2 2 3 3 4 4 5 5 6 7 X`.
struct TrackRow {
    int position = 0;      ///< 0-11
    QString label{};       ///< "3", "X"
    int value = 0;         ///< the rate, 0 for X
    bool current = false;  ///< the token is here
    bool passed = false;   ///< left of the token
    bool start = false;    ///< the game's starting position
    bool lost = false;     ///< the X cell: the game is lost when the token gets here
    bool operator==(const TrackRow&) const = default;
    static const RowRoles<TrackRow>& roles();
};

/// One card of a player's hand: engine cards, then held event cards.
struct HandRow {
    QString card{};  ///< the engine's id, "H", "HEISENBERG" (tests find cards by it)
    QString name{};  ///< "H", "Heisenberg", in the UI's language
    ui::CardKind::Value kind = ui::CardKind::Engine;
    int slot = 0;  ///< index within its kind
    bool canNavigate = false;
    QString navigateReason{};  ///< why not, for the tooltip
    bool canExchange = false;
    QString exchangeReason{};
    bool canPlay = false;  ///< an event card that may be played now
    QString playReason{};
    QString destination{};  ///< text preview of where the ships would go
    QString text{};         ///< what the card does
    QString where{};        ///< the destination, short enough for the card's face
    bool operator==(const HandRow&) const = default;
    static const RowRoles<HandRow>& roles();
};

/// One thing the acting player may do now, or a turn action that is not possible, disabled.
struct ActionRow {
    QString label{};
    QString detail{};
    ui::ActionCategory::Value category = ui::ActionCategory::Turn;
    QString type{};  ///< the engine's action type id
    bool allowed = false;
    QString reason{};      ///< why not, "" when allowed
    QString shortcut{};    ///< the keys joined by '/', or ""
    QStringList keys{};    ///< QKeySequence texts ("2", "Alt+1", "F3", "D")
    QString actionText{};  ///< the engine's text of the action (records, tests, the button's objectName)
    bool operator==(const ActionRow&) const = default;
    static const RowRoles<ActionRow>& roles();
};

/// One line of the game log.
struct LogRow {
    QString message{};
    ui::LogKind::Value kind = ui::LogKind::Info;
    ui::Ship::Value player = ui::Ship::Mercurial;  ///< whose turn or move it tells of
    int step = 0;                                  ///< actions applied when it happened
    QString detail{};                              ///< the numbers behind an AI's reason, shown on demand; "" for none
    bool operator==(const LogRow&) const = default;
    static const RowRoles<LogRow>& roles();
};

/// A card or component with what it does, for the Rules page.
struct CardTextRow {
    QString name{};         ///< "CNOT", "Heisenberg", "Bennett"
    QString description{};  ///< what it does, in a sentence or three
    bool operator==(const CardTextRow&) const = default;
    static const RowRoles<CardTextRow>& roles();
};

/// A component a ship has collected, with what it does (its tooltip).
struct ComponentRow {
    QString name{};  ///< "Quantum Gates", in the UI's language
    QString text{};  ///< what it does
    bool operator==(const ComponentRow&) const = default;
    static const RowRoles<ComponentRow>& roles();
};

/// One entry of a 4x4 gate matrix, row by row.
struct MatrixCellRow {
    QString text{};     ///< the exact amplitude, "1/√2", "-i", "0"
    bool zero = false;  ///< the entry is 0 (drawn dimmer)
    bool operator==(const MatrixCellRow&) const = default;
    static const RowRoles<MatrixCellRow>& roles();
};

/// The six engine control boxes as a two-line circuit.
class CircuitModel : public TypedRowModel<CircuitRow> {
    Q_OBJECT
    QML_ELEMENT
    /// How many boxes hold a card.
    Q_PROPERTY(int filledCount READ filledCount NOTIFY revisionChanged)

public:
    explicit CircuitModel(QObject* parent = nullptr) : TypedRowModel(parent) {}
    int filledCount() const;
};

/// The detection-rate track.
class TrackModel : public TypedRowModel<TrackRow> {
    Q_OBJECT
    QML_ELEMENT
    /// The row of the token's cell, -1 when there is none (no game).
    Q_PROPERTY(int currentRow READ currentRow NOTIFY revisionChanged)

public:
    explicit TrackModel(QObject* parent = nullptr) : TypedRowModel(parent) {}
    int currentRow() const;
};

/// One player's hand.
class HandModel : public TypedRowModel<HandRow> {
    Q_OBJECT
    QML_ELEMENT

public:
    explicit HandModel(QObject* parent = nullptr) : TypedRowModel(parent) {}
};

/// What the acting player may do now, driven generically by the engine: every legal action, plus
/// the turn actions that are not legal, disabled, with the engine's reason.
class ActionModel : public TypedRowModel<ActionRow> {
    Q_OBJECT
    QML_ELEMENT

public:
    explicit ActionModel(QObject* parent = nullptr) : TypedRowModel(parent) {}
    /// The first row that `key` (QKeySequence text, "Alt+1") triggers, or -1.
    Q_INVOKABLE int rowOfKey(const QString& key) const;
};

/// The game log, oldest first.
class LogModel : public TypedRowModel<LogRow> {
    Q_OBJECT
    QML_ELEMENT

public:
    explicit LogModel(QObject* parent = nullptr) : TypedRowModel(parent) {}
};

/// Every card (or component) of one kind with its text, in the UI's language.
class CardTextModel : public TypedRowModel<CardTextRow> {
    Q_OBJECT
    QML_ELEMENT

public:
    explicit CardTextModel(QObject* parent = nullptr) : TypedRowModel(parent) {}
};

/// The components one ship has collected, in the order collected.
class ComponentModel : public TypedRowModel<ComponentRow> {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by GameController")

public:
    explicit ComponentModel(QObject* parent = nullptr) : TypedRowModel(parent) {}
};

/// A gate's 4x4 matrix as 16 cells, row by row (the card preview).
class MatrixModel : public TypedRowModel<MatrixCellRow> {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by CardPreview")

public:
    explicit MatrixModel(QObject* parent = nullptr) : TypedRowModel(parent) {}
    /// Row `row` of the matrix as text, left to right (tests and logs).
    QStringList rowTexts(int row) const;
};
