#pragma once
/// What just happened: after each move, a short line naming the move, the roll and the result in
/// plain words (the game screen shows it by the prompt, the stage in the presentation layout), and
/// the map's mark of the move (the path taken, the planet a ship left). The words come from the
/// engine's typed events of that move (gameText::eventText); QML only shows them and fades the map's
/// mark after a few seconds. Reached through GameController::lastMove.

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <span>

#include "game/rules/game_event.h"
#include "ui-qml/common/CommonEnums.h"

class MapModel;
class PathModel;

class LastMove : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by GameController")
    /// "AI move: Play H for Rubicon — Ships moved: ZERO → PLUS; Rubicon evaded …", "" before a move.
    Q_PROPERTY(QString text READ text NOTIFY changed)
    /// Who moved.
    Q_PROPERTY(ui::Ship::Value ship READ ship NOTIFY changed)
    /// Whether an AI made the move.
    Q_PROPERTY(bool byAi READ byAi NOTIFY changed)
    /// Whether the map marks the move (the ships moved).
    Q_PROPERTY(bool marked READ marked NOTIFY changed)
    /// Counts the moves shown, so a view restarts its fade even when two lines read the same.
    Q_PROPERTY(int serial READ serial NOTIFY changed)

public:
    LastMove(MapModel* map, PathModel* paths, QObject* parent = nullptr);

    QString text() const { return m_text; }
    ui::Ship::Value ship() const { return m_ship; }
    bool byAi() const { return m_byAi; }
    bool marked() const { return m_marked; }
    int serial() const { return m_serial; }
    /// The move tells news that must not wait behind older lines (a detection, the game's end).
    bool urgent() const { return m_urgent; }

    /// Shows the move `actionLabel` (its action list label, worded on the state before it) of
    /// `player` and what its `events` tell; marks on the map every move of the ships among them.
    void show(const QString& actionLabel, entanglion::Ship player, std::span<const entanglion::rules::GameEvent> events,
              bool byAi);
    /// Nothing just happened (a new game, a resumed one, a step of a step-through).
    void clear();

signals:
    void changed();

private:
    MapModel* m_map;
    PathModel* m_paths;
    QString m_text;
    ui::Ship::Value m_ship = ui::Ship::Mercurial;
    bool m_byAi = false;
    bool m_marked = false;
    bool m_urgent = false;
    int m_serial = 0;
};
