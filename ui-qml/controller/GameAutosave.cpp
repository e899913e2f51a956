// The controller's autosave: the game being played is kept in the app's data folder after every
// action, so a crash, a killed process or a closed window never loses it; on the next start the
// player may resume it. The file is an ordinary game record written by the rules' atomic save.
#include <spdlog/spdlog.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include "ui-qml/controller/GameController.h"

namespace rules = entanglion::rules;

QString GameController::defaultAutosavePath() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("autosave.json"));
}

void GameController::enableAutosave(const QString& path) {
    m_autosavePath = path;
    m_resumeRecord.reset();
    m_resumeSummary.clear();
    QDir().mkpath(QFileInfo(path).absolutePath());
    // A save killed mid-write leaves its temporary file (.autosave.json.tmp-PID) behind.
    if (const std::size_t removed = rules::remove_stale_temporary_files(QFileInfo(path).absolutePath().toStdString())) {
        spdlog::info("removed {} stale temporary file(s) from {}", removed, QFileInfo(path).absolutePath().toStdString());
    }
    const QFileInfo file(path);
    if (!file.exists() && !file.isSymLink()) {
        emit autosaveChanged();
        return;
    }
    std::string error;
    std::optional<rules::GameRecord> record = loadRecordFile(path, &error);
    std::optional<rules::ReplayResult> replayed;
    if (record) {
        replayed = rules::replay_record(*record);
        if (!replayed->state) error = replayed->error;
    }
    if (!record || !replayed->state) {
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
    if (replayed->state->is_over() || record->actions.empty()) {
        QFile::remove(path);  // nothing to resume
        emit autosaveChanged();
        return;
    }
    m_resumeSummary = tr("An unfinished game was kept when the app last closed.\nTurn %1; actions played: %2.")
                          .arg(replayed->state->turn_number())
                          .arg(record->actions.size());
    m_resumeRecord = std::move(record);
    spdlog::info("autosave {} holds an unfinished game ({} actions)", path.toStdString(), m_resumeRecord->actions.size());
    emit autosaveChanged();
}

bool GameController::resumeAutosave() {
    if (!m_resumeRecord) return false;
    m_replayRecord = std::move(*m_resumeRecord);
    m_resumeRecord.reset();
    m_resumeSummary.clear();
    emit autosaveChanged();
    // Step to the end of the autosaved record, then play on from there like "Continue".
    m_replaying = true;
    m_recordName.clear();
    m_startDetection = m_replayRecord.setup ? m_replayRecord.setup->detection_position
                                            : rules::starting_detection_position(m_replayRecord.difficulty);
    replayTo(replayLength());
    if (!continueFromHere()) return false;
    setInfo(tr("Resumed the autosaved game."));
    spdlog::info("resumed the autosaved game ({} actions)", m_record.actions.size());
    return true;
}

void GameController::discardAutosave() {
    if (!m_resumeRecord) return;
    m_resumeRecord.reset();
    m_resumeSummary.clear();
    spdlog::info("autosaved game discarded for a new one");
    emit autosaveChanged();
    updateAutosave();
}

void GameController::updateAutosave() {
    // Nothing is written while the old game is still offered: it would be overwritten before the answer.
    if (m_autosavePath.isEmpty() || m_resumeRecord || !m_state || m_replaying) return;
    if (m_state->is_over() || m_record.actions.empty()) {
        if (QFile::exists(m_autosavePath)) QFile::remove(m_autosavePath);
        return;
    }
    std::string error;
    if (!rules::save_record(m_record, m_autosavePath.toStdString(), &error)) {
        spdlog::warn("autosave to {} failed: {}", m_autosavePath.toStdString(), error);
        setError(tr("The game could not be autosaved: %1").arg(QString::fromStdString(error)));
    }
}
