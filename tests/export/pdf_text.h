#pragma once
/// Reads a PDF back the way a teacher's viewer does: its text with poppler's pdftotext (so the test
/// fails when the text is a picture), its page count, and a page rendered with pdftoppm.

#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QString>

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
