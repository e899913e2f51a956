#pragma once
// Finds a Qt Quick item by objectName in a window, searching the visual item tree (Repeater
// delegates are visual children of the Repeater's parent, not QObject children of anything the
// window owns) and then the QObject tree.
#include <QDir>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>

namespace testing_ui {

inline QQuickItem* findVisual(QQuickItem* root, const QString& objectName) {
    if (root == nullptr) return nullptr;
    if (root->objectName() == objectName) return root;
    for (QQuickItem* child : root->childItems()) {
        if (QQuickItem* found = findVisual(child, objectName)) return found;
    }
    return nullptr;
}

inline QQuickItem* findItem(QQuickWindow* window, const QString& objectName) {
    if (QQuickItem* found = findVisual(window->contentItem(), objectName)) return found;
    return window->findChild<QQuickItem*>(objectName);
}

/// An item's box in window coordinates.
inline QRectF sceneRect(const QQuickItem* item) {
    return item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
}

/// A text as it reads: without the word joiners and no-break spaces that keep a ket from breaking
/// inside a term (Typeset.ket).
inline QString readable(const QString& text) {
    QString plain = text;
    return plain.remove(QChar(0x2060)).replace(QChar(0x00a0), u' ');
}

/// A left click on the centre of `target`, as a user would.
inline void clickCentre(QQuickWindow* window, QQuickItem* target) {
    const QPoint centre = target->mapToScene(QPointF(target->width() / 2, target->height() / 2)).toPoint();
    QTest::mouseClick(window, Qt::LeftButton, Qt::NoModifier, centre);
}

}  // namespace testing_ui
