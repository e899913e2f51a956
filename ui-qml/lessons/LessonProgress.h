#pragma once
/// The learner's progress through the lessons, saved per user as a small JSON file (by default
/// QStandardPaths::AppDataLocation/lesson-progress.json):
///
///   {"version": 1, "lessons": {"bell-phi-plus": {"completed": true, "bestCards": 2}}}
///
/// The file is written whole through QSaveFile, so a crash never leaves half a file. A file that
/// cannot be read is reported (errorString) and treated as empty; it is only replaced when the
/// learner completes a lesson.

#include <QHash>
#include <QString>

class LessonProgress {
public:
    /// Where progress is kept by default (AppDataLocation, which follows the application and
    /// organisation names; QStandardPaths' test mode redirects it).
    static QString defaultFilePath();

    /// Reads `filePath`. A missing file is an empty record and no error. Returns false (and sets
    /// errorString) for a file that exists but cannot be read or parsed.
    bool load(const QString& filePath);
    const QString& filePath() const { return m_filePath; }
    const QString& errorString() const { return m_error; }

    bool isCompleted(const QString& lessonId) const;
    /// The fewest cards the learner needed to complete the lesson, or -1 when never completed.
    int bestCards(const QString& lessonId) const;
    /// Records a completion with `cardsUsed` cards, keeping the best (lowest) count, and saves.
    /// Returns false (with errorString) when the file cannot be written; the record in memory is
    /// updated anyway so the session still shows it.
    bool recordCompletion(const QString& lessonId, int cardsUsed);
    /// Forgets every lesson and saves the empty record.
    bool clear();

private:
    bool save();

    QString m_filePath;
    QString m_error;
    QHash<QString, int> m_bestCards;  ///< completed lessons only
};
