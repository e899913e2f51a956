// The controller's autosave: the game being played is kept in the app's data folder after every
// action, so a crash, a killed process or a closed window never loses it; on the next start the
// player may resume it. The file is an ordinary game record written by the rules' atomic save.
#include <spdlog/spdlog.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include "game/io/atomic_file.h"
#include "ui-qml/controller/GameController.h"

namespace rules = entanglion::rules;

QString GameController::defaultAutosavePath() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("autosave.json"));
}

void GameController::enableAutosave(const QString& path) {
    m_autosavePath = path;
    m_resumeCursor.reset();
    m_resumeSummary.clear();
    QDir().mkpath(QFileInfo(path).absolutePath());
    // A save killed mid-write leaves its temporary file (.autosave.json.tmp-PID) behind.
    if (const std::size_t removed = entanglion::remove_stale_temporary_files(QFileInfo(path).absolutePath().toStdString())) {
        spdlog::info("removed {} stale temporary file(s) from {}", removed, QFileInfo(path).absolutePath().toStdString());
    }
    const QFileInfo file(path);
    if (!file.exists() && !file.isSymLink()) {
        emit autosaveChanged();
        return;
    }
    std::string error;
    std::optional<rules::GameRecord> record = loadRecordFile(path, &error);
    // Replayed once: the same steps serve the resume.
    std::optional<rules::ReplayCursor> replayed;
    if (record) replayed = rules::ReplayCursor::create(std::move(*record), &error);
    if (!replayed) {
        // Set aside, not deleted: the player (or a bug report) may still want it.
        const QString aside = path + QStringLiteral(".unreadable");
        QFile::remove(aside);
        const bool moved = QFile::rename(path, aside);
        spdlog::warn("unreadable autosave {}: {}", path.toStdString(), error);
        setError(moved ? tr("The autosaved game could not be read and was set aside as %1: %2")
                             .arg(QFileInfo(aside).fileName(), QString::fromStdString(error))
                       : tr("The autosaved game %1 could not be read: %2").arg(path, QString::fromStdString(error)));
        emit autosaveChanged();
        return;
    }
    const rules::GameState& last = replayed->state_at(replayed->step_count());
    if (last.is_over() || replayed->step_count() == 0) {
        QFile::remove(path);  // nothing to resume
        emit autosaveChanged();
        return;
    }
    m_resumeSummary = tr("An unfinished game was kept when the app last closed.\nTurn %1; actions played: %2.")
                          .arg(last.turn_number())
                          .arg(replayed->step_count());
    m_resumeCursor = std::move(replayed);
    spdlog::info("autosave {} holds an unfinished game ({} actions)", path.toStdString(), m_resumeCursor->step_count());
    emit autosaveChanged();
}

bool GameController::resumeAutosave() {
    if (!m_resumeCursor) return false;
    rules::ReplayCursor cursor = std::move(*m_resumeCursor);
    m_resumeCursor.reset();
    m_resumeSummary.clear();
    emit autosaveChanged();
    // Step to the end of the autosaved record, then play on from there like "Continue".
    m_recordName.clear();
    enterReplay(std::move(cursor));
    if (!continueFromHere()) return false;
    setInfo(tr("Resumed the autosaved game."));
    spdlog::info("resumed the autosaved game ({} actions)", record().actions.size());
    return true;
}

void GameController::discardAutosave() {
    if (!m_resumeCursor) return;
    m_resumeCursor.reset();
    m_resumeSummary.clear();
    spdlog::info("autosaved game discarded for a new one");
    emit autosaveChanged();
    updateAutosave();
}

void GameController::updateAutosave() {
    // Nothing is written while the old game is still offered: it would be overwritten before the answer.
    if (m_autosavePath.isEmpty() || m_resumeCursor || !m_session || replaying()) return;
    if (m_session->state().is_over() || m_session->record().actions.empty()) {
        if (QFile::exists(m_autosavePath)) QFile::remove(m_autosavePath);
        return;
    }
    std::string error;
    if (!rules::save_record(m_session->record(), m_autosavePath.toStdString(), &error)) {
        spdlog::warn("autosave to {} failed: {}", m_autosavePath.toStdString(), error);
        setError(tr("The game could not be autosaved: %1").arg(QString::fromStdString(error)));
    }
}
