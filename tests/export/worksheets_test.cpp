// Worksheets and the Bell handout as a teacher gets them: the PDF's text read back with pdftotext
// holds the task and learning goal on the student pages and the solver's answer on the separate
// answer key, in each of the four languages; no word of any of them is drawn over another (read
// back with pdftotext -bbox: a map's names and card labels, the handout's histograms and Bloch
// spheres); the handout is one page; pages render as pictures (build/export-pages/*.png, to look at).
#include <QDir>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>

#include "ClassroomExport.h"
#include "LessonText.h"
#include "MeasurementController.h"
#include "PdfDocument.h"
#include "Worksheets.h"
#include "lessons/builtin.h"
#include "lessons/validate.h"
#include "pdf_text.h"
#include "statevector/catalogue.h"
#include "tests/common/qtest_program.h"
#include "ui-qml/app/Language.h"

using entanglion::lessons::Language;

class WorksheetsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_pages = QStringLiteral(ENTANGLION_BINARY_DIR "/export-pages");
        QVERIFY(QDir().mkpath(m_pages));
    }

    void everyLessonInEveryLanguageHasItsTaskGoalAndAnswer() {
        LanguageSettings settings;
        QString error;
        const QStringList written = classroomExport::writeWorksheets(
            m_dir.path(), LanguageSettings::codes(), [&](const QString& code) { return settings.apply(code); }, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const auto& lessons = entanglion::lessons::builtin_lessons();
        QCOMPARE(written.size(), 4 * (static_cast<int>(lessons.size()) + 1));
        for (const QString& code : LanguageSettings::codes()) {
            QVERIFY(settings.apply(code));
            const Language language = *entanglion::lessons::parse_language(code.toStdString());
            for (std::size_t row = 0; row < lessons.size(); ++row) {
                const auto& lesson = lessons[row];
                const QString pdf = QDir(m_dir.path())
                                        .filePath(QStringLiteral("%1/%2-%3.pdf")
                                                      .arg(code)
                                                      .arg(row + 1, 2, 10, QLatin1Char('0'))
                                                      .arg(QString::fromStdString(lesson.id)));
                const int pages = pdfText::pageCount(pdf);
                QVERIFY2(pages >= 2, qPrintable(pdf));
                const QStringList overlaps = pdfText::overlappingWords(pdf);
                QVERIFY2(overlaps.isEmpty(),
                         qPrintable(pdf + QStringLiteral(": words drawn over one another:\n") + overlaps.join(u'\n')));
                // Every page holds text (never ruled lines alone), and every word is large enough to
                // read on paper: the map's planet names and card labels too, however much of the board
                // the lesson reaches (a line box of 6 points: a font of about 5 points).
                const QList<pdfText::Word> words = pdfText::words(pdf);
                for (int page = 1; page <= pages; ++page) {
                    QVERIFY2(std::any_of(words.begin(), words.end(),
                                         [page](const pdfText::Word& word) { return word.page == page; }),
                             qPrintable(pdf + QStringLiteral(": page %1 holds no word").arg(page)));
                }
                for (const pdfText::Word& word : words) {
                    QVERIFY2(word.box.height() >= 6,
                             qPrintable(pdf + QStringLiteral(": \"%1\" on page %2 is %3 points high")
                                                  .arg(word.text)
                                                  .arg(word.page)
                                                  .arg(word.box.height())));
                }
                const QStringList broken = pdfText::ketsBrokenAcrossLines(pdf);
                QVERIFY2(broken.isEmpty(), qPrintable(pdf + QStringLiteral(": a ket breaks inside a term: ") +
                                                      broken.join(QStringLiteral("; "))));
                const auto texts = lesson.texts(language);
                // The answer key begins on the last page(s): find where it starts.
                const QString all = pdfText::read(pdf);
                const QString task = pdfText::normalized(lessonText::readable(texts.task));
                const QString goal = pdfText::normalized(lessonText::readable(texts.learning_goal));
                const QString answer = QString::fromStdString(
                    entanglion::lessons::moves_to_string(*entanglion::lessons::validate_lesson(lesson).shortest));
                QVERIFY2(pdfText::holds(all, task), qPrintable(pdf + QStringLiteral(": no task \"") + task + u'"'));
                QVERIFY2(pdfText::holds(all, goal), qPrintable(pdf + QStringLiteral(": no learning goal")));
                const QString key =
                    QCoreApplication::translate("worksheets", "Answer key: %1").arg(lessonText::fromStd(texts.title));
                const qsizetype keyAt = all.indexOf(pdfText::normalized(key));
                QVERIFY2(keyAt > 0, qPrintable(pdf + QStringLiteral(": no answer key \"") + key + u'"'));
                QVERIFY2(all.indexOf(answer, keyAt) > keyAt, qPrintable(pdf + QStringLiteral(": no answer ") + answer));
                QVERIFY2(!all.left(keyAt).contains(answer),
                         qPrintable(pdf + QStringLiteral(": answer on the student page")));
                QVERIFY2(pdfText::holds(all.mid(keyAt), lessonText::readable(texts.misconception)),
                         qPrintable(pdf + QStringLiteral(": no misconception in the key")));
            }
            const QString handout = QDir(m_dir.path()).filePath(code + QStringLiteral("/bell-handout.pdf"));
            QCOMPARE(pdfText::pageCount(handout), 1);
            const QStringList overlaps = pdfText::overlappingWords(handout);
            QVERIFY2(overlaps.isEmpty(),
                     qPrintable(handout + QStringLiteral(": words drawn over one another:\n") + overlaps.join(u'\n')));
            MeasurementController verdict;
            verdict.setState(entanglion::phi_plus());
            const QString text = pdfText::read(handout);
            QVERIFY2(pdfText::holds(text, verdict.verdict()), qPrintable(code + u' ' + text));
            QVERIFY2(pdfText::holds(text, verdict.conclusion()), qPrintable(code));
            QVERIFY2(text.contains(QStringLiteral("(|00> + |11>)/√2")), qPrintable(text));
        }
        settings.apply(QStringLiteral("en"));
    }

    void pagesRenderAsPicturesToLookAt() {
        LanguageSettings settings;
        for (const QString& code : {QStringLiteral("en"), QStringLiteral("pl")}) {
            QVERIFY(settings.apply(code));
            QString error;
            const auto& lesson = *entanglion::lessons::find_builtin_lesson("bell-phi-plus");
            const QString pdf = QDir(m_dir.path()).filePath(code + QStringLiteral("-bell-phi-plus.pdf"));
            QVERIFY2(worksheets::writeLessonWorksheet(
                         lesson, 6, 15, *entanglion::lessons::parse_language(code.toStdString()), pdf, &error),
                     qPrintable(error));
            const QString handout = QDir(m_dir.path()).filePath(code + QStringLiteral("-handout.pdf"));
            QVERIFY2(worksheets::writeBellHandout(0, handout, &error), qPrintable(error));
            for (int page = 1; page <= 2; ++page) {
                const QImage image =
                    pdfText::render(pdf, page, m_pages + QStringLiteral("/worksheet-%1-page%2").arg(code).arg(page));
                QVERIFY(!image.isNull());
                QVERIFY(image.height() > image.width());  // A4 portrait
                const int inked = pdfText::inkedPixels(image);
                QVERIFY2(inked > 500,
                         qPrintable(QStringLiteral("page %1 of %2 has %3 inked pixels").arg(page).arg(pdf).arg(inked)));
            }
            const QImage image = pdfText::render(handout, 1, m_pages + QStringLiteral("/handout-%1").arg(code), 90);
            const int inked = pdfText::inkedPixels(image);
            QVERIFY2(inked > 1000, qPrintable(QStringLiteral("the handout has %1 inked pixels").arg(inked)));
        }
        settings.apply(QStringLiteral("en"));
    }

    /// A paragraph full of kets, as a lesson's text can be, wraps at the spaces between terms
    /// only: never after a ket's "|", which Unicode's line breaking allows.
    void ketsBreakOnlyBetweenTerms() {
        const QString pdf = m_dir.filePath(QStringLiteral("kets.pdf"));
        QString text;
        for (int step = 1; step <= 40; ++step) {
            text +=
                QStringLiteral("step %1 gives (|00> + |11>)/√2, then |01> - |10> in |Mercurial Rubicon>; ").arg(step);
        }
        {
            PdfDocument document(pdf, QStringLiteral("kets"));
            QVERIFY(document.isOpen());
            document.paragraph(text);
            document.labelled(QStringLiteral("Goal:"), text.left(text.indexOf(QStringLiteral("step 9 "))));
            QVERIFY(document.finish());
        }
        const QStringList broken = pdfText::ketsBrokenAcrossLines(pdf);
        QVERIFY2(broken.isEmpty(), qPrintable(broken.join(QStringLiteral("; "))));
        QVERIFY(pdfText::lines(pdf).size() > 20);  // it did wrap
        QVERIFY(pdfText::read(pdf).contains(QStringLiteral("step 40 gives (|00> + |11>)/√2, then |01> - |10>")));
    }

    /// The overlap check itself: a PDF with two words drawn over one another is caught, the same
    /// words side by side, a ket held whole by word joiners and a wrapped paragraph are not.
    void overlappingWordsAreFound() {
        const QString pdf = m_dir.filePath(QStringLiteral("overlap.pdf"));
        {
            PdfDocument document(pdf, QStringLiteral("overlap"));
            QVERIFY(document.isOpen());
            document.paragraph(QStringLiteral("Mercurial on |Mercurial Rubicon> and |00> + |11>, ") +
                               QStringLiteral("a paragraph long enough to wrap onto a second line. ").repeated(4));
            document.figure(40, [](QPainter& painter, const QRectF& area, double unit) {
                QFont font;
                font.setPixelSize(static_cast<int>(12 * unit));
                painter.setFont(font);
                painter.drawText(area.topLeft() + QPointF(0, 20 * unit), QStringLiteral("43 · P = 0.50"));
                painter.drawText(area.topLeft() + QPointF(40 * unit, 20 * unit), QStringLiteral("0 · P = 0.00"));
            });
            QVERIFY(document.finish());
        }
        const QStringList overlaps = pdfText::overlappingWords(pdf);
        QVERIFY2(!overlaps.isEmpty(), "the words drawn over one another are not found");
        for (const QString& overlap : overlaps) {
            QVERIFY2(overlap.startsWith(QStringLiteral("page 1: ")), qPrintable(overlap));
            QVERIFY2(!overlap.contains(QStringLiteral("Mercurial")) && !overlap.contains(QStringLiteral("paragraph")),
                     qPrintable(overlap));
        }
        QVERIFY(pdfText::words(pdf).size() > 20);
    }

    void aFileThatCannotBeWrittenIsReported() {
        QString error;
        const auto& lesson = entanglion::lessons::builtin_lessons().front();
        const QString path = m_dir.path() + QStringLiteral("/no-such-folder/sheet.pdf");
        QVERIFY(!worksheets::writeLessonWorksheet(lesson, 1, 15, Language::kEnglish, path, &error));
        QVERIFY2(error.contains(QStringLiteral("no-such-folder/sheet.pdf")), qPrintable(error));
        QVERIFY(!QFile::exists(path));
        QVERIFY(!worksheets::writeBellHandout(0, path, &error));
    }

private:
    QTemporaryDir m_dir;
    QString m_pages;
};

ENTANGLION_QTEST_MAIN(WorksheetsTest)
#include "worksheets_test.moc"
