#include "LessonProgress.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>

#include "game/io/json_input.h"

namespace {
constexpr int kFormatVersion = 1;
constexpr std::uintmax_t kMaxProgressBytes = 1024 * 1024;  // a few dozen lessons take a few kilobytes
}  // namespace

QString LessonProgress::defaultFilePath() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("lesson-progress.json"));
}

bool LessonProgress::load(const QString& filePath) {
    m_filePath = filePath;
    m_error.clear();
    m_bestCards.clear();
    if (!QFileInfo::exists(filePath) && !QFileInfo(filePath).isSymLink()) return true;
    // The bounded reader every data file goes through: a FIFO, a directory or a huge file gets its
    // own message instead of a hang or a parse error.
    entanglion::json_input::InputError readError;
    const std::optional<std::string> text =
        entanglion::json_input::read_input_file(filePath.toStdString(), &readError, kMaxProgressBytes);
    if (!text) {
        m_error = QString::fromStdString(readError.message());
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray::fromStdString(*text), &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        m_error =
            QStringLiteral("%1: offset %2: %3").arg(filePath).arg(parseError.offset).arg(parseError.errorString());
        return false;
    }
    if (!document.isObject() || !document.object().value(QStringLiteral("lessons")).isObject()) {
        m_error = QStringLiteral("%1: /lessons: expected an object of lesson records").arg(filePath);
        return false;
    }
    const QJsonObject lessons = document.object().value(QStringLiteral("lessons")).toObject();
    for (auto it = lessons.begin(); it != lessons.end(); ++it) {
        const QJsonObject record = it.value().toObject();
        const int best = record.value(QStringLiteral("bestCards")).toInt(-1);
        if (!it.value().isObject() || !record.value(QStringLiteral("completed")).toBool() || best < 0) {
            m_error = QStringLiteral("%1: /lessons/%2: expected {\"completed\": true, \"bestCards\": <count>}")
                          .arg(filePath, it.key());
            m_bestCards.clear();
            return false;
        }
        m_bestCards.insert(it.key(), best);
    }
    return true;
}

bool LessonProgress::isCompleted(const QString& lessonId) const { return m_bestCards.contains(lessonId); }

int LessonProgress::bestCards(const QString& lessonId) const { return m_bestCards.value(lessonId, -1); }

bool LessonProgress::recordCompletion(const QString& lessonId, int cardsUsed) {
    const int best = bestCards(lessonId);
    if (best < 0 || cardsUsed < best) m_bestCards.insert(lessonId, cardsUsed);
    return save();
}

bool LessonProgress::clear() {
    m_bestCards.clear();
    return save();
}

bool LessonProgress::save() {
    if (m_filePath.isEmpty()) return true;  // nowhere to save: progress lives for this session only
    QJsonObject lessons;
    for (auto it = m_bestCards.begin(); it != m_bestCards.end(); ++it) {
        lessons.insert(it.key(),
                       QJsonObject{{QStringLiteral("completed"), true}, {QStringLiteral("bestCards"), it.value()}});
    }
    const QJsonObject root{{QStringLiteral("version"), kFormatVersion}, {QStringLiteral("lessons"), lessons}};
    QDir().mkpath(QFileInfo(m_filePath).absolutePath());
    QSaveFile file(m_filePath);
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(root).toJson()) < 0 || !file.commit()) {
        m_error = QStringLiteral("%1: cannot write: %2").arg(m_filePath, file.errorString());
        return false;
    }
    m_error.clear();
    return true;
}
