#include "ui-qml/models/MapTextMetrics.h"

#include <QFontMetricsF>
#include <QGuiApplication>
#include <QStringList>
#include <algorithm>
#include <cmath>
#include <optional>

namespace mapLayout {

double snapTextScale(double wanted) {
    for (double candidate : kTextScales) {
        if (candidate >= wanted - 1e-9) return candidate;
    }
    return kTextScales.back();
}

TextSizes textSizes(double textScale) {
    TextSizes sizes;
    const double s = snapTextScale(textScale);
    // Font sizes round down, so a text is never larger than the box scaled for it.
    const auto font = [](double size) { return static_cast<int>(std::floor(size + 1e-9)); };
    sizes.scale = s;
    sizes.name = font(18 * s);
    sizes.label = font(17 * s);
    // A tag is one line (the component's short name) as large as the names, so it reads from the
    // back of the room wherever the names do (12 px on a 1024x768 projector); it grows with the names
    // (a zoomed map's tags are never smaller than at 100%). The legend, whose blocks fill the bottom
    // corners, grows no further than the base size.
    sizes.chip = font(18 * s);
    sizes.chipTextWidth = kChipTextEms * sizes.chip;
    sizes.chipWidth = sizes.chipTextWidth + 10;
    sizes.chipHeight = std::ceil(kChipLineHeight * sizes.chip) + 4;
    sizes.legendScale = std::min(s, 1.0);
    sizes.legendGalaxy = font(26 * sizes.legendScale);
    sizes.legendLine = font(20 * sizes.legendScale);
    return sizes;
}

QFont nameFont(int pixelSize) {
    QFont font = QGuiApplication::font();
    font.setPixelSize(pixelSize);
    font.setBold(true);
    font.setLetterSpacing(QFont::AbsoluteSpacing, 1);
    return font;
}

QFont labelFont(int pixelSize) {
    QFont font = QGuiApplication::font();
    font.setPixelSize(pixelSize);
    font.setBold(true);
    return font;
}

namespace {
/// The size of `text` in `font(pixelSize)`; without a GUI application (model tests) fonts are not
/// available, so an estimate with the proportions of a typical bold sans font stands in.
/// A text of several lines ('\n') is as wide as its widest line.
QSizeF textSize(const QString& text, QFont (*font)(int), int pixelSize) {
    const QStringList lines = text.split(u'\n');
    const bool gui = qobject_cast<QGuiApplication*>(QCoreApplication::instance()) != nullptr;
    const std::optional<QFontMetricsF> metrics =
        gui ? std::optional<QFontMetricsF>(QFontMetricsF(font(pixelSize))) : std::nullopt;
    double width = 0;
    for (const QString& line : lines)
        width = std::max(width, metrics ? metrics->horizontalAdvance(line) : line.size() * pixelSize * 0.68);
    const double lineHeight = metrics ? metrics->height() : pixelSize * 1.2;
    return {width, lineHeight * static_cast<double>(lines.size())};
}
}  // namespace

QRectF labelBox(const QString& text, QPointF centre, int pixelSize) {
    const QSizeF size = textSize(text, &labelFont, pixelSize);
    return boxAround(centre, size.width() + 12, size.height() + 4);
}

QRectF nameBox(const QString& name, QPointF centre, int pixelSize) {
    const QSizeF size = textSize(name, &nameFont, pixelSize);
    return boxAround(centre, size.width(), size.height());
}

QString twoLines(const QString& name) {
    int best = -1;
    for (int i = 0; i < name.size(); ++i) {
        if (name[i] == u' ' && (best < 0 || std::abs(2 * i - name.size()) < std::abs(2 * best - name.size()))) best = i;
    }
    if (best < 0) return name;
    QString wrapped = name;
    wrapped[best] = u'\n';
    return wrapped;
}

QRectF chipBox(const QString& text, QPointF centre, const TextSizes& sizes) {
    double width = text.size() * sizes.chip * 0.6;
    if (qobject_cast<QGuiApplication*>(QCoreApplication::instance()) != nullptr) {
        QFont font = QGuiApplication::font();
        font.setPixelSize(sizes.chip);
        width = QFontMetricsF(font).horizontalAdvance(text);
    }
    return boxAround(centre, std::min(width, sizes.chipTextWidth) + 10, sizes.chipHeight);
}

QRectF boxAround(QPointF centre, double width, double height) {
    return {centre.x() - width / 2, centre.y() - height / 2, width, height};
}

}  // namespace mapLayout
