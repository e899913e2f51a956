#pragma once
// Test helpers for screenshots: where a test writes them (a folder under the build directory, for
// people to look at after a change) and a cheap check that one is not blank.
#include <QDir>
#include <QImage>
#include <QSet>
#include <QString>

namespace testing_ui {

/// `<build>/<folder>`, created when missing.
inline QString screenshotDir(const QString& folder) {
    const QString dir = QStringLiteral(ENTANGLION_BINARY_DIR "/") + folder;
    QDir().mkpath(dir);
    return dir;
}

/// How many colours a grid of every third pixel of `image` shows: a blank image has one or two.
inline int distinctColours(const QImage& image) {
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 3) {
        for (int x = 0; x < image.width(); x += 3) colours.insert(image.pixel(x, y));
    }
    return colours.size();
}

}  // namespace testing_ui
