#include "ClassroomKit.h"

#include <QCoreApplication>
#include <QDesktopServices>
#include <QDir>
#include <QFileInfo>
#include <QLocale>

#include "GameController.h"
#include "SlideFigures.h"
#include "Worksheets.h"
#include "lessons/builtin.h"

namespace {

entanglion::lessons::Language uiLanguage() {
    return entanglion::lessons::language_for_locale(QLocale().name().toStdString());
}

QString localPath(const QUrl& url) { return url.isLocalFile() ? url.toLocalFile() : url.toString(); }

}  // namespace

ClassroomKit::ClassroomKit(GameController* game, QObject* parent) : QObject(parent), m_game(game) {}

QStringList ClassroomKit::guideCandidates() {
    const QDir program(QCoreApplication::applicationDirPath());
    return {program.filePath(QStringLiteral("../" ENTANGLION_TEACHING_DOC_DIR "/README.md"))};
}

QUrl ClassroomKit::teacherGuideUrl() const {
    for (const QString& candidate : guideCandidates()) {
        if (QFileInfo::exists(candidate)) return QUrl::fromLocalFile(QFileInfo(candidate).canonicalFilePath());
    }
    return {};
}

bool ClassroomKit::openTeacherGuide() {
    const QUrl url = teacherGuideUrl();
    if (url.isEmpty()) return report(false, {}, tr("The teacher's guide is not installed."));
    return report(QDesktopServices::openUrl(url), tr("Opened the teacher's guide."),
                  //: %1: the guide's file path.
                  tr("No program to open %1.").arg(url.toLocalFile()));
}

QString ClassroomKit::languageCode() const {
    return QString::fromUtf8(entanglion::lessons::language_code(uiLanguage()));
}

bool ClassroomKit::report(bool ok, const QString& success, const QString& error) {
    m_failed = !ok;
    m_message = ok ? success : error;
    emit messageChanged();
    return ok;
}

bool ClassroomKit::exportLessonWorksheet(const QString& lessonId, const QUrl& file) {
    const auto& lessons = entanglion::lessons::builtin_lessons();
    for (std::size_t row = 0; row < lessons.size(); ++row) {
        if (QString::fromStdString(lessons[row].id) != lessonId) continue;
        QString error;
        const QString path = localPath(file);
        const bool ok = worksheets::writeLessonWorksheet(lessons[row], static_cast<int>(row) + 1,
                                                         static_cast<int>(lessons.size()), uiLanguage(), path, &error);
        //: After exporting: %1 the file written.
        return report(ok, tr("Worksheet and answer key written to %1").arg(path), error);
    }
    //: %1: the lesson's id as given on the command line (superposition).
    const QString unknown = tr("No lesson \"%1\".").arg(lessonId);
    return report(false, {}, unknown);
}

bool ClassroomKit::exportBellHandout(int variant, const QUrl& file) {
    QString error;
    const QString path = localPath(file);
    //: %1: the PDF file written.
    return report(worksheets::writeBellHandout(variant, path, &error), tr("Handout written to %1").arg(path), error);
}

bool ClassroomKit::exportBellFigures(int variant, int step, const QVariantList& measuredCounts, int shots,
                                     const QString& bases, const QUrl& folder) {
    std::optional<entanglion::ShotCounts> counts;
    const auto parsedBases = entanglion::parse_measurement_bases(bases.toStdString());
    if (measuredCounts.size() == 4 && shots > 0 && parsedBases) {
        const slideFigures::Scene exact = slideFigures::sceneOfBellDemo(variant, step);
        counts = entanglion::ShotCounts{};
        counts->bases = *parsedBases;
        counts->shots = shots;
        counts->probabilities = entanglion::outcome_probabilities(exact.state, *parsedBases);
        for (int i = 0; i < 4; ++i) counts->counts[static_cast<std::size_t>(i)] = measuredCounts[i].toInt();
    }
    QString error;
    const QString directory = localPath(folder);
    const QStringList written = slideFigures::writeAllFigures(slideFigures::sceneOfBellDemo(variant, step, counts),
                                                              directory, &error, QStringLiteral("bell-"));
    //: After exporting figures: %n files, %1 the folder.
    return report(error.isEmpty(), tr("%n figure file(s) written to %1", nullptr, written.size()).arg(directory),
                  error);
}

bool ClassroomKit::exportGameFigures(const QUrl& folder) {
    const entanglion::rules::GameState* state = m_game ? m_game->gameState() : nullptr;
    if (state == nullptr) return report(false, {}, tr("There is no game to draw."));
    QString error;
    const QString directory = localPath(folder);
    const QStringList written =
        slideFigures::writeAllFigures(slideFigures::sceneOfGame(*state), directory, &error, QStringLiteral("game-"));
    return report(error.isEmpty(), tr("%n figure file(s) written to %1", nullptr, written.size()).arg(directory),
                  error);
}
