#include "PdfDocument.h"

#include <QPageLayout>
#include <QPageSize>

#include "FigurePainter.h"
#include "ui-qml/common/KetText.h"

namespace {
constexpr int kDotsPerInch = 300;
constexpr double kMarginPoints = 48;
}  // namespace

PdfDocument::PdfDocument(const QString& path, const QString& title) : m_writer(path) {
    m_writer.setResolution(kDotsPerInch);
    m_writer.setPageSize(QPageSize(QPageSize::A4));
    m_writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Point);
    m_writer.setTitle(title);
    m_writer.setCreator(QStringLiteral("Entanglion"));
    m_painter = std::make_unique<QPainter>();
    if (!m_painter->begin(&m_writer)) return;
    m_painter->setRenderHint(QPainter::Antialiasing);
    m_unit = kDotsPerInch / 72.0;
    const double margin = kMarginPoints * m_unit;
    m_content = QRectF(margin, margin, m_writer.width() - 2 * margin, m_writer.height() - 2 * margin);
    m_y = m_content.top();
}

PdfDocument::~PdfDocument() {
    if (isOpen()) m_painter->end();
}

bool PdfDocument::finish() { return isOpen() && m_painter->end(); }

QFont PdfDocument::font(double pointSize, bool bold) const {
    QFont result;
    result.setPixelSize(static_cast<int>(pointSize * m_unit));
    result.setBold(bold);
    return result;
}

double PdfDocument::textHeight(const QString& text, const QFont& font) const {
    m_painter->setFont(font);
    return m_painter->boundingRect(QRectF(0, 0, m_content.width(), 1e7), Qt::TextWordWrap, text).height();
}

double PdfDocument::pointsLeft() const { return (m_content.bottom() - m_y) / m_unit; }

void PdfDocument::ensure(double points) {
    if (m_y + points * m_unit > m_content.bottom() && m_y > m_content.top()) newPage();
}

void PdfDocument::newPage() {
    if (m_y <= m_content.top()) return;  // already on a fresh page
    m_writer.newPage();
    m_y = m_content.top();
}

void PdfDocument::drawText(const QString& plain, const QFont& font, const QColor& colour) {
    const QString text = ketText::keepKetsWhole(plain);  // a ket wraps between terms only
    const double height = textHeight(text, font);
    ensure(height / m_unit);
    m_painter->setFont(font);
    m_painter->setPen(colour);
    m_painter->drawText(QRectF(m_content.left(), m_y, m_content.width(), height), Qt::TextWordWrap, text);
    m_y += height;
}

void PdfDocument::header(const QString& text) {
    drawText(text, font(8.5), figures::palette().dim);
    m_painter->setPen(QPen(figures::palette().rule, 0.8 * m_unit));
    m_painter->drawLine(QPointF(m_content.left(), m_y + 2 * m_unit), QPointF(m_content.right(), m_y + 2 * m_unit));
    space(10);
}

void PdfDocument::title(const QString& text) {
    drawText(text, font(18, true), figures::palette().ink);
    space(6);
}

void PdfDocument::heading(const QString& text) {
    ensure(40);  // never a heading alone at the bottom of a page
    space(6);
    drawText(text, font(12.5, true), figures::palette().accent);
    space(3);
}

void PdfDocument::paragraph(const QString& text, double pointSize) {
    drawText(text, font(pointSize), figures::palette().ink);
    space(4);
}

void PdfDocument::labelled(const QString& label, const QString& plain) {
    const QString text = ketText::keepKetsWhole(plain);
    // The bold label keeps its own column; the text wraps beside it.
    const QFont bold = font(10.5, true);
    const QFont normal = font(10.5);
    const double labelWidth = [&] {
        m_painter->setFont(bold);
        return m_painter->boundingRect(QRectF(0, 0, 1e7, 1e7), 0, label + QStringLiteral(" ")).width();
    }();
    const double height = std::max(textHeight(label, bold), [&] {
        m_painter->setFont(normal);
        return m_painter->boundingRect(QRectF(0, 0, m_content.width() - labelWidth, 1e7), Qt::TextWordWrap, text)
            .height();
    }());
    ensure(height / m_unit);
    m_painter->setFont(bold);
    m_painter->setPen(figures::palette().ink);
    m_painter->drawText(QRectF(m_content.left(), m_y, labelWidth, height), Qt::AlignLeft | Qt::AlignTop, label);
    m_painter->setFont(normal);
    m_painter->drawText(QRectF(m_content.left() + labelWidth, m_y, m_content.width() - labelWidth, height),
                        Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, text);
    m_y += height;
    space(4);
}

void PdfDocument::figure(double height, const std::function<void(QPainter&, const QRectF&, double)>& paint) {
    ensure(height);
    const QRectF area(m_content.left(), m_y, m_content.width(), height * m_unit);
    m_painter->save();
    m_painter->setClipRect(area);
    paint(*m_painter, area, m_unit);
    m_painter->restore();
    m_y += area.height();
    space(6);
}

void PdfDocument::answerLines(int count, double spacing) {
    // As many as fit when at least two do, so that the lines never spill over onto a page of their own.
    const int fitting = static_cast<int>(pointsLeft() / spacing);
    if (fitting >= 2) count = std::min(count, fitting);
    ensure(count * spacing);
    m_painter->setPen(QPen(figures::palette().rule, 0.8 * m_unit));
    for (int i = 0; i < count; ++i) {
        m_y += spacing * m_unit;
        m_painter->drawLine(QPointF(m_content.left(), m_y), QPointF(m_content.right(), m_y));
    }
    space(6);
}

void PdfDocument::question(const QString& heading, const QString& text, int lines) {
    // What heading(), paragraph() and two of answerLines() take.
    const double needed = 6 + textHeight(heading, font(12.5, true)) / m_unit + 3 +
                          textHeight(ketText::keepKetsWhole(text), font(10.5)) / m_unit + 4 + 2 * 22;
    ensure(needed);
    this->heading(heading);
    paragraph(text);
    answerLines(lines);
}

void PdfDocument::answerTable(const QStringList& columns, const QList<double>& weights, int rows, double rowHeight) {
    double total = 0;
    for (double weight : weights) total += weight;
    ensure(rowHeight * (std::min(rows, 3) + 1));
    const double height = rowHeight * m_unit;
    const auto drawRow = [&](const QStringList& cells, bool head) {
        ensure(rowHeight);
        double x = m_content.left();
        m_painter->setFont(font(9.5, head));
        for (int column = 0; column < weights.size(); ++column) {
            const QRectF cell(x, m_y, m_content.width() * weights[column] / total, height);
            m_painter->setPen(QPen(figures::palette().rule, 0.8 * m_unit));
            m_painter->setBrush(head ? figures::palette().panel : QColor(Qt::white));
            m_painter->drawRect(cell);
            m_painter->setPen(figures::palette().ink);
            if (column < cells.size())
                m_painter->drawText(cell.adjusted(4 * m_unit, 0, -4 * m_unit, 0), Qt::AlignVCenter, cells[column]);
            x = cell.right();
        }
        m_y += height;
    };
    drawRow(columns, true);
    for (int row = 0; row < rows; ++row) drawRow({QString::number(row + 1)}, false);
    space(8);
}

void PdfDocument::space(double points) { m_y += points * m_unit; }
