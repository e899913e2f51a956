#include "ui-qml/controller/GameAutosave.h"

#include <spdlog/spdlog.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include "game/io/atomic_file.h"
#include "ui-qml/controller/GameController.h"

namespace rules = entanglion::rules;

GameAutosave::GameAutosave(GameController& game, QObject* parent) : QObject(parent), m_game(game) {}

QString GameAutosave::defaultPath() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("autosave.json"));
}

void GameAutosave::enable(const QString& path) {
    m_path = path;
    m_offered.reset();
    m_summary.clear();
    QDir().mkpath(QFileInfo(path).absolutePath());
    // A save killed mid-write leaves its temporary file (.autosave.json.tmp-PID) behind.
    if (const std::size_t removed =
            entanglion::remove_stale_temporary_files(QFileInfo(path).absolutePath().toStdString())) {
        spdlog::info("removed {} stale temporary file(s) from {}", removed,
                     QFileInfo(path).absolutePath().toStdString());
    }
    const QFileInfo file(path);
    if (!file.exists() && !file.isSymLink()) {
        emit offerChanged();
        return;
    }
    std::string error;
    std::optional<rules::GameRecord> record = GameController::loadRecordFile(path, &error);
    // Replayed once: the same steps serve the resume.
    std::optional<rules::ReplayCursor> replayed;
    if (record) replayed = rules::ReplayCursor::create(std::move(*record), &error);
    if (!replayed) {
        // Set aside, not deleted: the player (or a bug report) may still want it.
        const QString aside = path + QStringLiteral(".unreadable");
        QFile::remove(aside);
        const bool moved = QFile::rename(path, aside);
        spdlog::warn("unreadable autosave {}: {}", path.toStdString(), error);
        //: %1: the file's new name (autosave.json.unreadable); %2: the reason, a sentence.
        const QString setAside = tr("The autosaved game could not be read and was set aside as %1: %2")
                                     .arg(QFileInfo(aside).fileName(), QString::fromStdString(error));
        //: %1: the file's full path; %2: the reason, a sentence.
        const QString kept = tr("The autosaved game %1 could not be read: %2").arg(path, QString::fromStdString(error));
        m_game.messages()->setError(moved ? setAside : kept);
        emit offerChanged();
        return;
    }
    const rules::GameState& last = replayed->state_at(replayed->step_count());
    if (last.is_over() || replayed->step_count() == 0) {
        QFile::remove(path);  // nothing to resume
        emit offerChanged();
        return;
    }
    //: %1: the turn's number (4); %2: the actions played (17).
    m_summary = tr("An unfinished game was kept when the app last closed.\nTurn %1; actions played: %2.")
                    .arg(last.turn_number())
                    .arg(replayed->step_count());
    m_offered = std::move(replayed);
    spdlog::info("autosave {} holds an unfinished game ({} actions)", path.toStdString(), m_offered->step_count());
    emit offerChanged();
}

bool GameAutosave::resume() {
    if (!m_offered) return false;
    rules::ReplayCursor cursor = std::move(*m_offered);
    m_offered.reset();
    m_summary.clear();
    emit offerChanged();
    // Plays on from the end of the autosaved record, like "Continue" on its last step.
    if (!m_game.resume(cursor.record())) return false;
    m_game.messages()->setInfo(tr("Resumed the autosaved game."));
    spdlog::info("resumed the autosaved game ({} actions)", m_game.record().actions.size());
    return true;
}

void GameAutosave::discard() {
    if (!m_offered) return;
    m_offered.reset();
    m_summary.clear();
    spdlog::info("autosaved game discarded for a new one");
    emit offerChanged();
    update();
}

void GameAutosave::update() {
    // Nothing is written while the old game is still offered: it would be overwritten before the answer.
    if (m_path.isEmpty() || m_offered) return;
    // The table says what the file should hold: a what-if, or an opened record stepped through, is not
    // the game played (the file stays); a step-through of the game played still takes its newer moves.
    switch (m_game.session().autosave_step()) {
        case entanglion::session::AutosaveStep::kLeave:
            return;
        case entanglion::session::AutosaveStep::kRemove:
            if (QFile::exists(m_path)) QFile::remove(m_path);
            return;
        case entanglion::session::AutosaveStep::kWrite:
            break;
    }
    std::string error;
    if (!rules::save_record(m_game.session().played_record(), m_path.toStdString(), &error)) {
        spdlog::warn("autosave to {} failed: {}", m_path.toStdString(), error);
        //: %1: the reason from the system, a sentence.
        m_game.messages()->setError(tr("The game could not be autosaved: %1").arg(QString::fromStdString(error)));
    }
}
