#pragma once
// Screenshots the UI tests keep for people to look at, and the check that one is not blank: shared
// by the app's tests (tests/ui) and the Lessons page's (tests/ui_lessons).
#include <QDir>
#include <QImage>
#include <QSet>
#include <QString>

namespace testing_ui {

/// <build>/<folder>, made if missing: ui-screenshots for the app, ui_lessons-screenshots for the
/// Lessons page and the Bell demo.
inline QString screenshotDir(const QString& folder = QStringLiteral("ui-screenshots")) {
    const QString dir = QStringLiteral(ENTANGLION_BINARY_DIR "/") + folder;
    QDir().mkpath(dir);
    return dir;
}

/// The path of the screenshot `name` ("game-1366x768-100.png") in screenshotDir().
inline QString screenshotPath(const QString& name) { return QDir(screenshotDir()).filePath(name); }

/// How many colours every third pixel of every third row of `image` has: one or two for a blank
/// frame, hundreds for a drawn screen.
inline int distinctColours(const QImage& image) {
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 3) {
        for (int x = 0; x < image.width(); x += 3) colours.insert(image.pixel(x, y));
    }
    return static_cast<int>(colours.size());
}

}  // namespace testing_ui
