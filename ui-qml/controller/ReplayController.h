#pragma once
/// The read-only step-through of a record (an opened file, or the game just played): a ReplayCursor
/// over it (the record replayed once, each step a lookup) and the step shown. While it is on, the
/// GameController shows the step's state; Continue plays on from the step shown.

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <optional>
#include <span>

#include "game/rules/replay_cursor.h"

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
    Q_INVOKABLE void stepForward() { goTo(m_step + 1); }
    Q_INVOKABLE void stepBack() { goTo(m_step - 1); }
    /// Leaves the step-through and plays on from the step shown; in a network game (whose moves
    /// are the server's), back to the game as it stands.
    Q_INVOKABLE bool continueFromHere();
    /// Leaves the step-through of the game being played: the game as it stands now.
    Q_INVOKABLE bool backToGame();
    /// Steps through the game being played (e.g. after it ended), starting on its last step.
    Q_INVOKABLE bool reviewGame();

    bool replaying() const { return m_cursor.has_value(); }
    int step() const { return m_step; }
    int length() const { return m_cursor ? m_cursor->step_count() : 0; }
    bool ofPlayedGame() const { return m_cursor && m_ofPlayedGame; }
    int newerMoves() const { return m_newerMoves; }
    void setNewerMoves(int count);

    /// Steps through `cursor`, on its last step; `ofPlayedGame` when it is the game being played.
    void enter(entanglion::rules::ReplayCursor cursor, bool ofPlayedGame = false);
    /// Ends the step-through (the game shown is the one played again).
    void leave();
    /// The cursor stepped through; null when not replaying.
    const entanglion::rules::ReplayCursor* cursor() const { return m_cursor ? &*m_cursor : nullptr; }
    /// The state of the step shown; null when not replaying.
    const entanglion::rules::GameState* state() const;
    /// The log up to the step shown, and where the step's own events begin in it.
    std::span<const entanglion::rules::GameEvent> log() const;
    std::size_t ownEventsFrom() const;

signals:
    void replayingChanged();
    void stepChanged();
    void newerMovesChanged();

private:
    GameController& m_game;
    std::optional<entanglion::rules::ReplayCursor> m_cursor;
    int m_step = 0;
    bool m_ofPlayedGame = false;
    int m_newerMoves = 0;
};
