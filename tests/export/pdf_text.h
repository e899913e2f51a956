#pragma once
/// Reads a PDF back the way a teacher's viewer does: its text with poppler's pdftotext (so the test
/// fails when the text is a picture), where each word is drawn (pdftotext -bbox, to find words drawn
/// over one another), its page count, and a page rendered with pdftoppm.

#include <QImage>
#include <QList>
#include <QProcess>
#include <QRectF>
#include <QRegularExpression>
#include <QString>
#include <cmath>

namespace pdfText {

/// Text with every run of white space (line breaks, non-breaking spaces) as one space, and
/// compatibility forms folded (the PDF's "ﬁ" ligature reads as "fi", as a viewer's search does).
inline QString normalized(QString text) {
    text = text.normalized(QString::NormalizationForm_KC);
    text.replace(QChar(0x00A0), u' ');
    text.remove(QChar(0x2060));  // the word joiners that keep a ket whole (ketText::keepKetsWhole)
    return text.replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" ")).trimmed();
}

/// `text` without white space and hyphens, for finding a sentence however the PDF wrapped it:
/// pdftotext joins a word broken at its hyphen ("two-" + "qubit" reads "twoqubit").
inline QString squeezed(const QString& text) {
    QString result = normalized(text);
    result.remove(QRegularExpression(QStringLiteral("[\\s\\x{00AD}-]")));
    return result;
}

/// Whether the PDF text `haystack` holds `sentence`, wrapping aside.
inline bool holds(const QString& haystack, const QString& sentence) {
    return squeezed(haystack).contains(squeezed(sentence));
}

/// The text of pages first..last (0: to the end), normalized.
inline QString read(const QString& pdf, int first = 1, int last = 0) {
    QStringList arguments{QStringLiteral("-enc"), QStringLiteral("UTF-8"), QStringLiteral("-f"),
                          QString::number(first)};
    if (last > 0) arguments << QStringLiteral("-l") << QString::number(last);
    arguments << pdf << QStringLiteral("-");
    QProcess process;
    process.start(QStringLiteral(ENTANGLION_PDFTOTEXT), arguments);
    process.waitForFinished(60000);
    return normalized(QString::fromUtf8(process.readAllStandardOutput()));
}

/// The PDF's lines as pdftotext reads them (pages first..last), word joiners removed.
inline QStringList lines(const QString& pdf) {
    QProcess process;
    process.start(QStringLiteral(ENTANGLION_PDFTOTEXT),
                  {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")});
    process.waitForFinished(60000);
    return QString::fromUtf8(process.readAllStandardOutput()).remove(QChar(0x2060)).split(u'\n');
}

/// Lines of `pdf` that end inside a ket ("... |1") or start with the rest of one ("1>)"): where a
/// ket broke inside a term; one entry each, with the line after it.
inline QStringList ketsBrokenAcrossLines(const QString& pdf) {
    static const QRegularExpression kOpenAtEnd(QStringLiteral("\\|[^>\\s|]*$"));
    static const QRegularExpression kTailAtStart(QStringLiteral("^[^\\s|]*>"));
    const QStringList all = lines(pdf);
    QStringList broken;
    for (qsizetype i = 0; i + 1 < all.size(); ++i) {
        const QString line = all[i].trimmed();
        const QString next = all[i + 1].trimmed();
        if (kOpenAtEnd.match(line).hasMatch() || kTailAtStart.match(next).hasMatch()) broken << line + " / " + next;
    }
    return broken;
}

/// A word as `pdftotext -bbox` reads it: its text, its page (from 1) and its box in points.
struct Word {
    QString text;
    int page = 0;
    QRectF box;
};

/// Every word of the PDF with its box. Pieces that pdftotext splits where a ket's word joiners
/// hold it together ("|", "0", "0", ">" side by side on one line, touching or kerned into one
/// another) are joined back into one word.
inline QList<Word> words(const QString& pdf) {
    QProcess process;
    process.start(QStringLiteral(ENTANGLION_PDFTOTEXT),
                  {QStringLiteral("-bbox"), QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")});
    process.waitForFinished(60000);
    const QString xhtml = QString::fromUtf8(process.readAllStandardOutput());
    static const QRegularExpression kWord(QStringLiteral(
        R"re(<page |<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>)re"));
    QList<Word> result;
    int page = 0;
    for (const QRegularExpressionMatch& match : kWord.globalMatch(xhtml)) {
        if (match.captured(0) == QLatin1String("<page ")) {
            ++page;
            continue;
        }
        QString text = match.captured(5);
        text.replace(QStringLiteral("&lt;"), QStringLiteral("<"))
            .replace(QStringLiteral("&gt;"), QStringLiteral(">"))
            .replace(QStringLiteral("&quot;"), QStringLiteral("\""))
            .replace(QStringLiteral("&apos;"), QStringLiteral("'"))
            .replace(QStringLiteral("&amp;"), QStringLiteral("&"));
        const QRectF box(QPointF(match.captured(1).toDouble(), match.captured(2).toDouble()),
                         QPointF(match.captured(3).toDouble(), match.captured(4).toDouble()));
        if (!result.isEmpty()) {
            Word& last = result.last();
            const double gap = box.left() - last.box.right();
            const bool sameLine = last.page == page && std::abs(box.top() - last.box.top()) < 0.1 &&
                                  std::abs(box.bottom() - last.box.bottom()) < 0.1;
            // A space between words is a quarter of the font's size; kerning moves letters by far less.
            if (sameLine && gap > -0.1 * box.height() && gap < 0.05 * box.height()) {
                last.text += text;
                last.box = last.box.united(box);
                continue;
            }
        }
        result.append({text, page, box});
    }
    return result;
}

/// The pairs of words drawn over one another on a page ("P = 0.50" over the next column's count,
/// a planet's name over a card label), one line each with both words, the page and where; empty
/// when none are. Boxes may touch: they overlap when they share more than `tolerance` points each way.
inline QStringList overlappingWords(const QString& pdf, double tolerance = 0.5) {
    const QList<Word> all = words(pdf);
    QStringList overlaps;
    for (qsizetype i = 0; i < all.size(); ++i) {
        for (qsizetype j = i + 1; j < all.size() && all[j].page == all[i].page; ++j) {
            const QRectF shared = all[i].box.intersected(all[j].box);
            if (shared.width() > tolerance && shared.height() > tolerance) {
                overlaps << QStringLiteral("page %1: \"%2\" over \"%3\" at (%4, %5)")
                                .arg(all[i].page)
                                .arg(all[i].text, all[j].text)
                                .arg(shared.left(), 0, 'f', 0)
                                .arg(shared.top(), 0, 'f', 0);
            }
        }
    }
    return overlaps;
}

/// The number of pages: pdftotext reads them separated by form feeds.
inline int pageCount(const QString& pdf) {
    QProcess process;
    process.start(QStringLiteral(ENTANGLION_PDFTOTEXT),
                  {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")});
    process.waitForFinished(60000);
    return static_cast<int>(process.readAllStandardOutput().count('\f'));
}

/// Page `page` rendered at `dpi` into `pngBase`.png; the image (null when pdftoppm failed).
inline QImage render(const QString& pdf, int page, const QString& pngBase, int dpi = 60) {
    QProcess process;
    process.start(QStringLiteral(ENTANGLION_PDFTOPPM),
                  {QStringLiteral("-png"), QStringLiteral("-r"), QString::number(dpi), QStringLiteral("-f"),
                   QString::number(page), QStringLiteral("-l"), QString::number(page), QStringLiteral("-singlefile"),
                   pdf, pngBase});
    process.waitForFinished(60000);
    return QImage(pngBase + QStringLiteral(".png"));
}

/// How many pixels differ from white: a page with text and figures has many.
inline int inkedPixels(const QImage& image) {
    int inked = 0;
    for (int y = 0; y < image.height(); y += 2) {
        for (int x = 0; x < image.width(); x += 2) inked += image.pixelColor(x, y).lightness() < 160 ? 1 : 0;
    }
    return inked;
}

}  // namespace pdfText
