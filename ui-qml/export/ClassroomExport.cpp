#include "ClassroomExport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include "SlideFigures.h"
#include "Worksheets.h"
#include "game/rules/record.h"
#include "lessons/builtin.h"

#include <cstdio>

namespace classroomExport {

QStringList writeWorksheets(const QString& directory, const QStringList& languageCodes,
                            const std::function<bool(const QString&)>& applyLanguage, QString* error) {
    QStringList written;
    const auto& lessons = entanglion::lessons::builtin_lessons();
    for (const QString& code : languageCodes) {
        const auto language = entanglion::lessons::parse_language(code.toStdString());
        if (!language || !applyLanguage(code)) {
            //: %1: a language code given on the command line ("de").
            *error = QCoreApplication::translate("classroomExport", "no translation for \"%1\"").arg(code);
            return written;
        }
        const QDir folder(QDir(directory).filePath(code));
        if (!QDir().mkpath(folder.path())) {
            //: %1: the folder's full path.
            *error = QCoreApplication::translate("classroomExport", "%1: cannot create the directory")
                         .arg(QFileInfo(folder.path()).absoluteFilePath());
            return written;
        }
        const int count = static_cast<int>(lessons.size());
        for (int row = 0; row < count; ++row) {
            const auto& lesson = lessons[static_cast<std::size_t>(row)];
            const QString path = folder.filePath(QStringLiteral("%1-%2.pdf")
                                                     .arg(row + 1, 2, 10, QLatin1Char('0'))
                                                     .arg(QString::fromStdString(lesson.id)));
            if (!worksheets::writeLessonWorksheet(lesson, row + 1, count, *language, path, error)) return written;
            written << path;
        }
        const QString handout = folder.filePath(QStringLiteral("bell-handout.pdf"));
        if (!worksheets::writeBellHandout(0, handout, error)) return written;
        written << handout;
    }
    return written;
}

QStringList writeFigures(const QString& directory, const entanglion::rules::GameState* game, QString* error) {
    QStringList written =
        slideFigures::writeAllFigures(slideFigures::sceneOfBellDemo(0), directory, error, QStringLiteral("bell-"));
    if (!error->isEmpty() || game == nullptr) return written;
    written << slideFigures::writeAllFigures(slideFigures::sceneOfGame(*game), directory, error,
                                             QStringLiteral("game-"));
    return written;
}

int run(const QString& worksheetsDirectory, const QString& figuresDirectory, const QString& recordPath,
        const QStringList& languageCodes, const std::function<bool(const QString&)>& applyLanguage) {
    QString error;
    QStringList written;
    if (!figuresDirectory.isEmpty()) {
        std::optional<entanglion::rules::GameState> game;
        if (!recordPath.isEmpty()) {
            std::string problem;
            const auto record = entanglion::rules::load_record(recordPath.toStdString(), &problem);
            auto replayed = record ? entanglion::rules::replay_record(*record) : entanglion::rules::ReplayResult{};
            if (!replayed.state) {
                std::fprintf(
                    stderr, "entanglion: %s\n",
                    record ? qPrintable(recordPath + QStringLiteral(": ") + QString::fromStdString(replayed.error))
                           : problem.c_str());
                return 2;
            }
            game = std::move(replayed.state);
        }
        written << writeFigures(figuresDirectory, game ? &*game : nullptr, &error);
    }
    if (error.isEmpty() && !worksheetsDirectory.isEmpty())
        written << writeWorksheets(worksheetsDirectory, languageCodes, applyLanguage, &error);
    for (const QString& path : written) std::printf("%s\n", qPrintable(path));
    if (!error.isEmpty()) {
        std::fprintf(stderr, "entanglion: %s\n", qPrintable(error));
        return 1;
    }
    return 0;
}

}  // namespace classroomExport
