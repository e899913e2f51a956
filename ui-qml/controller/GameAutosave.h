#pragma once
/// The autosave: the game being played is kept in the app's data folder after every action, so a
/// crash, a killed process or a closed window never loses it; on the next start the player may
/// resume it. The file is an ordinary game record written by the rules' atomic save.

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <optional>

#include "game/rules/replay_cursor.h"

class GameController;

class GameAutosave : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by GameController")
    /// An unfinished game was found when the autosave was enabled, and waits for resume() or discard().
    Q_PROPERTY(bool resumeAvailable READ resumeAvailable NOTIFY offerChanged)
    /// That game in a sentence: its turn and how many actions it holds.
    Q_PROPERTY(QString resumeSummary READ resumeSummary NOTIFY offerChanged)

public:
    explicit GameAutosave(GameController& game, QObject* parent = nullptr);

    /// Keeps the game being played in `path` from now on, written atomically after every action (an
    /// unfinished game with at least one action; otherwise the file is removed). Looks at what is
    /// there first: an unfinished game makes resumeAvailable true and nothing is written until the
    /// player answers (resume or discard); an unreadable file is set aside as `<path>.unreadable`
    /// with a message, so it never stops the app from starting.
    void enable(const QString& path);
    /// Where the app keeps it: autosave.json in QStandardPaths::AppDataLocation.
    static QString defaultPath();
    /// Empty while the autosave is off.
    QString path() const { return m_path; }

    /// Plays on from the end of the autosaved game (its remaining chance from a fresh seed).
    Q_INVOKABLE bool resume();
    /// Drops the autosaved game and keeps the game on screen (autosaved from its first action).
    Q_INVOKABLE void discard();

    bool resumeAvailable() const { return m_offered.has_value(); }
    QString resumeSummary() const { return m_summary; }

    /// Brings the file in line with the game played: written, or removed when there is nothing to
    /// resume. The GameController calls it whenever the game played changed.
    void update();

signals:
    void offerChanged();

private:
    GameController& m_game;
    QString m_path;                                            ///< empty: autosave off
    std::optional<entanglion::rules::ReplayCursor> m_offered;  ///< the unfinished game offered for resuming
    QString m_summary;
};
