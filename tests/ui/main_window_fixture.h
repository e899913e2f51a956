#pragma once
// Opens the app's real main window at a size and a presentation zoom, as the layout tests need it.
#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQmlExpression>
#include <QQuickWindow>
#include <QTest>

#include "ui-qml/app/MainWindow.h"

namespace testing_ui {

/// Sets the app's presentation zoom (Theme.zoom) as Ctrl++ would; false if QML refused it.
inline bool setZoom(QQuickWindow* window, double value) {
    QQmlExpression expression(qmlContext(window), window, QStringLiteral("Theme.zoom = %1").arg(value));
    expression.evaluate();
    return !expression.hasError();
}

/// The main window for `controller`, shown at `size` and `zoom` (nullptr if it did not load or show).
inline QQuickWindow* showMainWindow(QQmlApplicationEngine& engine, GameController* controller, QSize size, double zoom) {
    QString error;
    QQuickWindow* window = mainWindow::load(engine, controller, &error);
    if (window == nullptr || !setZoom(window, zoom)) return nullptr;
    window->resize(size);
    window->show();
    if (!QTest::qWaitForWindowExposed(window)) return nullptr;
    if (!QTest::qWaitFor([&] { return window->contentItem()->size().toSize() == size; })) return nullptr;
    return window;
}

/// The data rows every layout test checks (issue 16): 1024x768, 1366x768 and 1920x1080, each at
/// 100% and 160%, in columns "size" (QSize) and "zoom" (double).
inline void addRoomSizeRows() {
    QTest::addColumn<QSize>("size");
    QTest::addColumn<double>("zoom");
    for (const QSize size : {QSize(1024, 768), QSize(1366, 768), QSize(1920, 1080)}) {
        for (const double zoom : {1.0, 1.6}) {
            const QByteArray name = QStringLiteral("%1x%2 at %3%").arg(size.width()).arg(size.height()).arg(zoom * 100).toUtf8();
            QTest::newRow(name.constData()) << size << zoom;
        }
    }
}

}  // namespace testing_ui
