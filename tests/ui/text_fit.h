#pragma once
// Checks that the texts a user reads fit: shared by the tests that open whole screens (the
// languages, the pages at each size and zoom).
#include <QFont>
#include <QQuickItem>
#include <QStringList>
#include <algorithm>

namespace testing_ui {

/// Every visible text item under `root` (QQuickText: Text, Label and controls' labels).
inline void collectTexts(QQuickItem* root, QList<QQuickItem*>* out) {
    if (root == nullptr || !root->isVisible() || root->opacity() == 0) return;
    if (root->inherits("QQuickText")) out->append(root);
    for (QQuickItem* child : root->childItems()) collectTexts(child, out);
}

inline QStringList textsOf(QQuickItem* root) {
    QList<QQuickItem*> items;
    collectTexts(root, &items);
    QStringList texts;
    for (QQuickItem* item : items) texts << item->property("text").toString();
    return texts;
}

/// Text items in `panel` that are wider than their box, cut short (elided or out of lines), or
/// that stick out of the panel at the left or right (lists and pages scroll vertically, so text
/// below the fold is not a misfit); one line each, empty when all fit.
inline QStringList misfits(QQuickItem* panel) {
    QStringList problems;
    QList<QQuickItem*> items;
    collectTexts(panel, &items);
    const QRectF box = panel->mapRectToScene(QRectF(0, 0, panel->width(), panel->height())).adjusted(-1, -1, 1, 1);
    for (QQuickItem* item : items) {
        const QString text = item->property("text").toString();
        if (text.trimmed().isEmpty() || item->width() <= 0) continue;
        const double contentWidth = item->property("contentWidth").toDouble();
        const QRectF rect = item->mapRectToScene(QRectF(0, 0, std::min(item->width(), contentWidth), item->height()));
        const QString what =
            QStringLiteral("\"%1\" (%2 in %3)").arg(text.left(60)).arg(contentWidth).arg(item->width());
        if (item->property("truncated").toBool())
            problems << QStringLiteral("cut short: ") + what;
        else if (contentWidth > item->width() + 1)
            problems << QStringLiteral("wider than its box: ") + what;
        else if (rect.left() < box.left() || rect.right() > box.right())
            problems << QStringLiteral("outside %1: ").arg(panel->objectName()) + what;
    }
    return problems;
}

/// The size a text item is drawn at, at the least: its font size, or for a text that shrinks to fit
/// (fontSizeMode), the smaller of that and its minimum size.
inline double smallestDrawnSize(const QQuickItem* item) {
    const double size = item->property("font").value<QFont>().pixelSize();
    if (item->property("fontSizeMode").toInt() == 0) return size;  // Text.FixedSize
    return std::min(size, item->property("minimumPixelSize").toDouble());
}

/// Visible texts under `root` that may be drawn smaller than `minimum` px; one line each.
inline QStringList tooSmall(QQuickItem* root, double minimum) {
    QStringList problems;
    QList<QQuickItem*> items;
    collectTexts(root, &items);
    for (QQuickItem* item : items) {
        const QString text = item->property("text").toString();
        if (text.trimmed().isEmpty() || item->width() <= 0) continue;
        const double size = smallestDrawnSize(item);
        if (size < minimum - 0.01) problems << QStringLiteral("\"%1\" at %2 px").arg(text.left(40)).arg(size);
    }
    return problems;
}

/// Visible texts and controls under `root` that reach beyond the window's left or right edge
/// (`width` px wide); one line each. Pages scroll vertically, never sideways.
inline QStringList beyondTheSides(QQuickItem* root, double width) {
    QStringList problems;
    if (root == nullptr || !root->isVisible() || root->opacity() == 0) return problems;
    const bool control = root->inherits("QQuickControl") || root->inherits("QQuickText");
    if (control && root->width() > 0) {
        const QRectF box = root->mapRectToScene(QRectF(0, 0, root->width(), root->height()));
        if (box.left() < -0.5 || box.right() > width + 0.5) {
            problems << QStringLiteral("%1 \"%2\" spans x %3-%4")
                            .arg(root->objectName().isEmpty() ? QString::fromLatin1(root->metaObject()->className())
                                                              : root->objectName())
                            .arg(root->property("text").toString().left(30))
                            .arg(box.left())
                            .arg(box.right());
        }
    }
    for (QQuickItem* child : root->childItems()) problems << beyondTheSides(child, width);
    return problems;
}

}  // namespace testing_ui
