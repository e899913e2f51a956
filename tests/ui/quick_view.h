#pragma once
// One page of the app's QML modules (the Lessons page, the Bell demo) alone in a QQuickView, as the
// Lessons page's tests show it.
#include <QQmlEngine>
#include <QQuickView>
#include <QTest>
#include <QUrl>

namespace testing_ui {

/// Loads `page` ("qrc:/Entanglion/Lessons/BellDemo.qml") into `view`, its root sized to the view's
/// `size`. Returns "" when it loaded, else the first QML error.
inline QString loadPage(QQuickView& view, const QString& page, QSize size) {
    view.engine()->addImportPath(QStringLiteral("qrc:/"));
    view.setResizeMode(QQuickView::SizeRootObjectToView);
    view.resize(size);
    view.setSource(QUrl(page));
    if (view.status() == QQuickView::Ready) return {};
    return view.errors().isEmpty() ? QStringLiteral("%1 did not load").arg(page) : view.errors().first().toString();
}

/// Shows `window` and waits until it is on screen.
inline bool showAndWait(QQuickWindow& window) {
    window.show();
    return QTest::qWaitForWindowExposed(&window);
}

}  // namespace testing_ui
