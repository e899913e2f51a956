#pragma once
/// The teacher's kit written in one go, without a window (`entanglion --export-worksheets DIR` and
/// `--export-figures DIR`): every lesson's worksheet and the Bell handout in the languages asked for,
/// or the slide figures of the Bell demo and of a game.

#include <QString>
#include <QStringList>
#include <functional>

namespace entanglion::rules {
class GameState;
}

namespace classroomExport {

/// Writes DIR/<code>/NN-<lesson id>.pdf for every built-in lesson and DIR/<code>/bell-handout.pdf.
/// `applyLanguage(code)` installs the UI translation for `code` (labels, planet names) before that
/// language's files are written. Returns the files written; stops at the first failure with `error`.
QStringList writeWorksheets(const QString& directory, const QStringList& languageCodes,
                            const std::function<bool(const QString&)>& applyLanguage, QString* error);

/// Writes the Bell demo's figures (bell-*.svg/png, Φ+ after both cards) and, when `game` is given,
/// the game's (game-*) into `directory`. Returns the files written.
QStringList writeFigures(const QString& directory, const entanglion::rules::GameState* game, QString* error);

/// The app's headless run (`--export-worksheets DIR`, `--export-figures DIR`, with `--record FILE`
/// for the game's figures): writes the figures in the current language, then the worksheets in each
/// of `languageCodes`, prints every file written, and returns the exit code: 0, 1 when a file could
/// not be written, 2 when the record does not load.
int run(const QString& worksheetsDirectory, const QString& figuresDirectory, const QString& recordPath,
        const QStringList& languageCodes, const std::function<bool(const QString&)>& applyLanguage);

}  // namespace classroomExport
