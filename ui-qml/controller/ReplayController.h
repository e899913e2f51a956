#pragma once
/// The read-only step-through of a record (an opened file, or the game just played), as the table's
/// session holds it (session::SteppingThrough: a ReplayCursor over the record, replayed once, each
/// step a lookup, and the step shown). This object keeps no state of its own: it publishes the
/// session's step-through to QML and takes its commands. While it is on, the GameController shows
/// the step's state; Continue plays on from the step shown.

#include <QtQml/qqmlregistration.h>
#include <QObject>

#include "game/rules/replay_cursor.h"
#include "game/session/table_facts.h"
#include "game/session/table_mode.h"

class GameController;

class ReplayController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by GameController")
    Q_PROPERTY(bool replaying READ replaying NOTIFY replayingChanged)
    /// The step shown: 0 is the setup, `length` the record's last action.
    Q_PROPERTY(int step READ step NOTIFY stepChanged)
    Q_PROPERTY(int length READ length NOTIFY replayingChanged)
    /// The step-through is of the game being played (reviewGame), not of an opened record.
    Q_PROPERTY(bool ofPlayedGame READ ofPlayedGame NOTIFY replayingChanged)
    /// Moves the game being played has made since its step-through began (a partner's over the
    /// network): the step shown stays, backToGame() shows them.
    Q_PROPERTY(int newerMoves READ newerMoves NOTIFY newerMovesChanged)

public:
    explicit ReplayController(GameController& game, QObject* parent = nullptr);

    /// Shows the game after `step` recorded actions (clamped to 0..length).
    Q_INVOKABLE void goTo(int step);
    Q_INVOKABLE void stepForward() { goTo(step() + 1); }
    Q_INVOKABLE void stepBack() { goTo(step() - 1); }
    /// Leaves the step-through and plays on from the step shown; in a network game (whose moves
    /// are the server's), back to the game as it stands.
    Q_INVOKABLE bool continueFromHere();
    /// Leaves the step-through of the game being played: the game as it stands now.
    Q_INVOKABLE bool backToGame();
    /// Steps through the game being played (e.g. after it ended), starting on its last step.
    Q_INVOKABLE bool reviewGame();

    bool replaying() const { return cursor() != nullptr; }
    int step() const;
    int length() const { return cursor() ? cursor()->step_count() : 0; }
    bool ofPlayedGame() const;
    int newerMoves() const;

    /// The cursor stepped through; null when not replaying.
    const entanglion::rules::ReplayCursor* cursor() const;

    /// Emits the signals of what changed between two of the session's modes (GameController);
    /// `newStepThrough` when a record's step-through just began.
    void publish(const entanglion::session::ModeFacts& before, const entanglion::session::ModeFacts& now,
                 bool newStepThrough);

signals:
    void replayingChanged();
    void stepChanged();
    void newerMovesChanged();
    /// The record stepped through was replaced by another or none, other than by a what-if beginning
    /// or ending (the review of it no longer applies).
    void recordReplaced();

private:
    const entanglion::session::SteppingThrough* stepping() const;

    GameController& m_game;
};
