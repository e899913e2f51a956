#pragma once
/// A printable A4 document written top to bottom: headings, paragraphs, labelled lines, figures and
/// answer lines, starting a new page when the next block does not fit. Wraps QPdfWriter + QPainter,
/// so the text in the PDF is real text (searchable, copyable) and figures stay vectors. Sizes are in
/// points (1/72 inch).

#include <QPainter>
#include <QPdfWriter>
#include <QString>
#include <functional>
#include <memory>

class PdfDocument {
public:
    /// Opens `path` for writing (the file is created when the first page is finished). `title` goes
    /// into the PDF's metadata.
    PdfDocument(const QString& path, const QString& title);
    ~PdfDocument();
    PdfDocument(const PdfDocument&) = delete;
    PdfDocument& operator=(const PdfDocument&) = delete;

    /// False when the file could not be opened (a directory that does not exist, no permission).
    bool isOpen() const { return m_painter && m_painter->isActive(); }
    /// Ends the document; false when writing failed.
    bool finish();

    /// A small grey line above the content ("Entanglion · worksheet · lesson 6 of 15").
    void header(const QString& text);
    void title(const QString& text);
    void heading(const QString& text);
    void paragraph(const QString& text, double pointSize = 10.5);
    /// "Label: text" with the label in bold.
    void labelled(const QString& label, const QString& text);
    /// A box of `height` points filled by `paint(painter, rect, unit)`; `unit` = device dots per point.
    void figure(double height, const std::function<void(QPainter&, const QRectF&, double)>& paint);
    /// `count` ruled lines to write on (fewer, but at least two, when the page has less room).
    void answerLines(int count, double spacing = 22);
    /// A question under its heading with `lines` ruled lines to answer it (as `answerLines`): all on
    /// the next page when not even two lines fit under it on this one, so the lines never go alone.
    void question(const QString& heading, const QString& text, int lines);
    /// A table of `rows` empty rows under `columns` headings (relative widths `weights`).
    void answerTable(const QStringList& columns, const QList<double>& weights, int rows, double rowHeight = 24);
    void space(double points);
    /// Starts a new page (nothing when the current one is still empty).
    void newPage();

    /// Device dots per point (for callers that draw) and the content's width in points.
    double unit() const { return m_unit; }
    double contentWidth() const { return m_content.width() / m_unit; }
    double pointsLeft() const;

private:
    /// Starts a new page unless `points` more fit on this one.
    void ensure(double points);
    double textHeight(const QString& text, const QFont& font) const;
    void drawText(const QString& text, const QFont& font, const QColor& colour);
    QFont font(double pointSize, bool bold = false) const;

    QPdfWriter m_writer;
    std::unique_ptr<QPainter> m_painter;
    double m_unit = 1;
    QRectF m_content;
    double m_y = 0;
};
