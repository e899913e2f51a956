#pragma once
/// Watches a window for its first rendered frame: prints the time from process start to that
/// frame (--first-frame-time), saves the frame as a PNG and quits (--screenshot), or just quits
/// (--quit-after-first-frame: the start measured without the screenshot's own memory).

#include <QElapsedTimer>
#include <QObject>
#include <QString>

class QQuickWindow;

class FirstFrame : public QObject {
    Q_OBJECT

public:
    /// `clock` was started when the process started. When `screenshotPath` is empty and `quit` false,
    /// the app keeps running after the first frame.
    FirstFrame(QQuickWindow* window, QElapsedTimer clock, QString screenshotPath, bool printTime, bool quit,
               QObject* parent = nullptr);

    /// Saves what `window` shows to `path` (PNG). Returns an empty string on success, else the
    /// reason. Refuses an image that is entirely one colour (nothing was drawn).
    static QString save(QQuickWindow* window, const QString& path);

private:
    void onFrameSwapped();

    QQuickWindow* m_window;
    QElapsedTimer m_clock;
    QString m_screenshotPath;
    bool m_printTime;
    bool m_quit;
    bool m_done = false;
};
