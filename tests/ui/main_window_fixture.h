#pragma once
// The app's real main window for the tests that drive it, built as main.cpp builds it (Main.qml of
// the static Entanglion.Ui module over a GameController): open it at a size and a presentation
// zoom, find its items, click them as a user would, read the log.
#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQmlExpression>
#include <QQuickWindow>
#include <QTest>
#include <memory>

#include "tests/ui/find_item.h"
#include "tests/ui/screenshots.h"
#include "ui-qml/app/MainWindow.h"
#include "ui-qml/controller/GameController.h"

namespace testing_ui {

namespace detail {
inline QtMessageHandler& previousMessageHandler() {
    static QtMessageHandler handler = nullptr;
    return handler;
}
/// Every warning or critical message Qt prints, of any category (QML's, a view's, a model's, the
/// scene graph's), fails the test function it is printed in, as in the UI fuzzer: the app stays
/// silent in its log. Printed by the previous handler (QTest's) too.
inline void failOnMessage(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    if (previousMessageHandler()) previousMessageHandler()(type, context, message);
    if ((type == QtWarningMsg || type == QtCriticalMsg) && QTest::currentTestFunction() != nullptr) {
        const QByteArray text = QStringLiteral("Qt printed a %1: [%2] %3")
                                    .arg(type == QtWarningMsg ? QStringLiteral("warning") : QStringLiteral("critical"),
                                         QString::fromUtf8(context.category ? context.category : ""), message)
                                    .toUtf8();
        QTest::qFail(text.constData(), context.file ? context.file : __FILE__, context.file ? context.line : __LINE__);
    }
}
}  // namespace detail

/// Makes every later warning or critical message of the process a test failure (once per process;
/// showMainWindow calls it, so every test of the real window has it).
inline void failOnEveryWarning() {
    static const bool installed = [] {
        detail::previousMessageHandler() = qInstallMessageHandler(detail::failOnMessage);
        return true;
    }();
    Q_UNUSED(installed);
}

/// Sets the app's presentation zoom (Theme.zoom) as Ctrl++ would; false if QML refused it.
inline bool setZoom(QQuickWindow* window, double value) {
    QQmlExpression expression(qmlContext(window), window, QStringLiteral("Theme.zoom = %1").arg(value));
    expression.evaluate();
    return !expression.hasError();
}

/// The main window for `controller`, shown at `size` (an empty size keeps Main.qml's) and `zoom`,
/// with `language` behind its language menu when given; nullptr (and a warning) if it did not load
/// or show. From here on every warning Qt prints fails the test (failOnEveryWarning).
inline QQuickWindow* showMainWindow(QQmlApplicationEngine& engine, GameController* controller, QSize size = {},
                                    double zoom = 1.0, LanguageSettings* language = nullptr) {
    failOnEveryWarning();
    QString error;
    QQuickWindow* window = mainWindow::load(engine, controller, &error, language);
    if (window == nullptr) {
        qWarning("%s", qPrintable(error));
        return nullptr;
    }
    if (!setZoom(window, zoom)) return nullptr;
    if (!size.isEmpty()) window->resize(size);
    window->show();
    if (!QTest::qWaitForWindowExposed(window)) return nullptr;
    if (!size.isEmpty() && !QTest::qWaitFor([&] { return window->contentItem()->size().toSize() == size; })) {
        return nullptr;
    }
    return window;
}

/// The data rows every layout test checks: 1024x768, 1366x768 and 1920x1080, each at
/// 100% and 160%, in columns "size" (QSize) and "zoom" (double).
inline void addRoomSizeRows() {
    QTest::addColumn<QSize>("size");
    QTest::addColumn<double>("zoom");
    for (const QSize size : {QSize(1024, 768), QSize(1366, 768), QSize(1920, 1080)}) {
        for (const double zoom : {1.0, 1.6}) {
            const QByteArray name =
                QStringLiteral("%1x%2 at %3%").arg(size.width()).arg(size.height()).arg(zoom * 100).toUtf8();
            QTest::newRow(name.constData()) << size << zoom;
        }
    }
}

/// A test's main window and the game behind it: start() in init() makes a fresh controller (set up
/// its game, then open()), close() in cleanup() drops the window, then the controller.
class MainWindowFixture {
public:
    ~MainWindowFixture() { close(); }

    /// A fresh controller, with no game and no window yet.
    GameController& start() {
        close();
        m_controller = std::make_unique<GameController>();
        return *m_controller;
    }
    /// Shows the main window for the controller at `size` (empty: Main.qml's) and `zoom`.
    bool open(QSize size = {}, double zoom = 1.0) {
        closeWindow();
        m_engine = std::make_unique<QQmlApplicationEngine>();
        m_window = showMainWindow(*m_engine, m_controller.get(), size, zoom);
        return m_window != nullptr;
    }
    /// Drops the window (as when the app closes) and keeps the controller and its game.
    void closeWindow() {
        if (m_window) setZoom(m_window, 1.0);
        m_window = nullptr;
        m_engine.reset();
    }
    void close() {
        closeWindow();
        m_controller.reset();
    }

    GameController* controller() const { return m_controller.get(); }
    QQuickWindow* window() const { return m_window; }

    QQuickItem* item(const QString& objectName) const { return findItem(m_window, objectName); }
    /// The `text` of the named item, or a note that there is none.
    QString text(const QString& objectName) const {
        QQuickItem* found = item(objectName);
        return found ? testing_ui::readable(found->property("text").toString())
                     : QStringLiteral("<no item %1>").arg(objectName);
    }
    /// Clicks the centre of the named visible item, as a user would.
    bool click(const QString& objectName) const {
        QQuickItem* target = item(objectName);
        if (target == nullptr || !target->isVisible()) return false;
        clickCentre(m_window, target);
        return true;
    }
    /// The same for an item found through the QObject tree first (a popup's contents live outside
    /// the window's content item).
    bool clickObject(const QString& objectName) const {
        auto* target = m_window->findChild<QQuickItem*>(objectName);
        if (target == nullptr) target = item(objectName);
        if (target == nullptr || !target->isVisible()) return false;
        clickCentre(m_window, target);
        return true;
    }
    /// The game log, one line per row.
    QString logText() const {
        QStringList lines;
        for (const LogRow& row : m_controller->logModel()->rows()) lines << row.message;
        return lines.join(u'\n');
    }

private:
    std::unique_ptr<GameController> m_controller;
    std::unique_ptr<QQmlApplicationEngine> m_engine;
    QQuickWindow* m_window = nullptr;
};

}  // namespace testing_ui
