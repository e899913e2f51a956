#include "ui-qml/app/FirstFrame.h"

#include <spdlog/spdlog.h>

#include <QCoreApplication>
#include <QImage>
#include <QQuickWindow>
#include <cstdio>

FirstFrame::FirstFrame(QQuickWindow* window, QElapsedTimer clock, QString screenshotPath, bool printTime, bool quit,
                       QObject* parent)
    : QObject(parent),
      m_window(window),
      m_clock(clock),
      m_screenshotPath(std::move(screenshotPath)),
      m_printTime(printTime),
      m_quit(quit) {
    connect(window, &QQuickWindow::frameSwapped, this, &FirstFrame::onFrameSwapped, Qt::QueuedConnection);
}

void FirstFrame::onFrameSwapped() {
    if (m_done) return;
    m_done = true;
    const double milliseconds = static_cast<double>(m_clock.nsecsElapsed()) / 1e6;
    spdlog::info("first frame after {:.1f} ms", milliseconds);
    if (m_printTime) {
        std::printf("first frame: %.1f ms\n", milliseconds);
        std::fflush(stdout);
    }
    if (m_screenshotPath.isEmpty()) {
        if (m_quit) QCoreApplication::exit(0);
        return;
    }
    const QString problem = save(m_window, m_screenshotPath);
    if (!problem.isEmpty()) {
        std::fprintf(stderr, "entanglion: %s\n", qPrintable(problem));
        spdlog::error("screenshot failed: {}", problem.toStdString());
        QCoreApplication::exit(1);
        return;
    }
    std::printf("screenshot written to %s\n", qPrintable(m_screenshotPath));
    std::fflush(stdout);
    QCoreApplication::exit(0);
}

QString FirstFrame::save(QQuickWindow* window, const QString& path) {
    const QImage image = window->grabWindow();
    if (image.isNull()) return QStringLiteral("could not capture the window");
    bool uniform = true;
    const QRgb first = image.pixel(0, 0);
    for (int y = 0; y < image.height() && uniform; y += 7) {
        for (int x = 0; x < image.width(); x += 7) {
            if (image.pixel(x, y) != first) {
                uniform = false;
                break;
            }
        }
    }
    if (uniform) return QStringLiteral("the first frame is blank (one colour); nothing was drawn");
    if (!image.save(path, "PNG")) return QStringLiteral("cannot write the screenshot to \"%1\"").arg(path);
    return {};
}
