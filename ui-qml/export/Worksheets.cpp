#include "Worksheets.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <algorithm>

#include "BellDemoController.h"
#include "FigurePainter.h"
#include "LessonMapModel.h"
#include "LessonText.h"
#include "MapLayout.h"
#include "MeasurementController.h"
#include "PdfDocument.h"
#include "lessons/runner.h"
#include "lessons/validate.h"
#include "statevector/random.h"

using entanglion::Board;
using entanglion::lessons::Lesson;
using entanglion::lessons::LessonTexts;

namespace worksheets {
namespace {

QString tr(const char* text, const char* comment = nullptr, int n = -1) {
    return QCoreApplication::translate("worksheets", text, comment, n);
}

/// "H for Mercurial" for one move, in the UI's language.
QString moveWords(const entanglion::Gate& gate) { return lessonText::readable(entanglion::gate_to_string(gate)); }

QString cardsText(const Lesson& lesson) {
    QStringList cards;
    for (const entanglion::lessons::CardAllowance& card : lesson.cards) {
        const QString move = moveWords(entanglion::Gate{card.kind, card.ship});
        //: A card a lesson allows with its limit: %1 "H for Mercurial", %n how many times at most.
        cards << (card.limit ? tr("%1 (at most %n)", nullptr, *card.limit).arg(move) : move);
    }
    return cards.join(QStringLiteral(", "));
}

bool failed(const PdfDocument& document, const QString& path, QString* error) {
    if (document.isOpen()) return false;
    //: %1: the file's full path.
    *error = tr("%1: cannot write the file").arg(QFileInfo(path).absoluteFilePath());
    return true;
}

void studentPages(PdfDocument& pdf, const Lesson& lesson, const LessonTexts& text, int number, int count) {
    //: The small line on top of a worksheet: %1 the lesson's number, %2 how many lessons there are.
    pdf.header(tr("Entanglion · worksheet · lesson %1 of %2").arg(number).arg(count));
    pdf.title(lessonText::fromStd(text.title));
    pdf.labelled(tr("Learning goal:"), lessonText::readable(text.learning_goal));
    pdf.labelled(tr("Name:"), QStringLiteral("_______________________________   ") + tr("Date:") +
                                  QStringLiteral(" ______________"));
    for (const QString& paragraph : lessonText::readable(text.intro).split(QStringLiteral("\n\n")))
        pdf.paragraph(paragraph);
    pdf.heading(tr("The map"));
    LessonMapModel map;
    map.setLesson(&lesson, Board::published());
    map.setPositions(lesson.start.positions);
    // Large enough that its planet names print at 6 points at least (the whole board's map takes
    // about half a page), at most as high as the part of the board it shows needs at the page's width.
    constexpr double kNamePoints = 6;
    const QRectF bounds = figures::lessonMapBounds(map);
    const double readable = bounds.height() * kNamePoints / mapLayout::textSizes(1.0).name;
    const double height = std::min(pdf.contentWidth() * bounds.height() / bounds.width(), std::max(215.0, readable));
    pdf.figure(height, [&map](QPainter& painter, const QRectF& area, double unit) {
        figures::paintLessonMap(painter, area, map, unit);
    });
    pdf.paragraph(tr("The planets this lesson can reach. M and R: where Mercurial and Rubicon start; a dashed ring: "
                     "where the ships must go; on each line, the cards that move a ship along it."),
                  9);
    pdf.heading(tr("Your task"));
    pdf.paragraph(lessonText::readable(text.task), 11.5);
    pdf.labelled(tr("Start:"), lessonText::ket(lesson.start.state) + QStringLiteral("  (") +
                                   lessonText::planets(lesson.start.positions) + QStringLiteral(")"));
    pdf.labelled(tr("Cards:"), cardsText(lesson));
    //: %n: the most cards a solution may use.
    const QString budget = tr("at most %n card(s)", nullptr, lesson.budget);
    pdf.labelled(tr("Card budget:"), budget);
    pdf.heading(tr("Your moves"));
    pdf.answerTable({tr("#"), tr("Card and ship"), tr("State after the card (ket or planets)")}, {0.6, 3, 6},
                    lesson.budget);
    pdf.question(
        //: A heading on the worksheet (an instruction to the student): explain your answer in words.
        tr("Explain"), tr("Why does your solution work? Write what each card did to the state."), 4);
}

void answerKey(PdfDocument& pdf, const Lesson& lesson, const LessonTexts& text, int number) {
    pdf.newPage();
    //: The line on top of the answer key: %1 the lesson's number.
    pdf.header(tr("Entanglion · answer key · lesson %1 · for the teacher").arg(number));
    //: The answer key's title: %1 the lesson's title.
    pdf.title(tr("Answer key: %1").arg(lessonText::fromStd(text.title)));
    const entanglion::lessons::LessonVerdict verdict = entanglion::lessons::validate_lesson(lesson);
    if (!verdict.shortest) {
        pdf.paragraph(tr("The solver finds no solution within the card budget."));
        return;
    }
    const std::vector<entanglion::Gate>& moves = *verdict.shortest;
    pdf.heading(tr("A shortest solution"));
    //: %n: the number of cards of the shortest solution.
    pdf.labelled(tr("%n card(s):", nullptr, static_cast<int>(moves.size())),
                 lessonText::fromStd(entanglion::lessons::moves_to_string(moves)));
    const auto check = entanglion::lessons::check_solution(
        lesson, entanglion::lessons::split_moves(entanglion::lessons::moves_to_string(moves)));
    QStringList steps;
    //: The answer's first line: %1 the start's ket, %2 where the ships are ("Mercurial on ZERO, Rubicon on ZERO").
    steps << tr("Start: %1 (%2)")
                 .arg(lessonText::ket(check.trail[0].state), lessonText::planets(check.trail[0].positions));
    for (std::size_t i = 1; i < check.trail.size(); ++i) {
        //: One step of the answer: %1 the card ("H for Mercurial"), %2 the ket after it, %3 the planets.
        steps << tr("%1 → %2 (%3)")
                     .arg(moveWords(moves[i - 1]), lessonText::ket(check.trail[i].state),
                          lessonText::planets(check.trail[i].positions));
    }
    for (const QString& step : steps) pdf.paragraph(step);
    pdf.heading(tr("Why it works"));
    for (const QString& paragraph : lessonText::readable(text.success).split(QStringLiteral("\n\n")))
        pdf.paragraph(paragraph);
    pdf.heading(tr("Listen for this misconception"));
    pdf.paragraph(lessonText::readable(text.misconception));
    pdf.heading(tr("The hints, in the order the app gives them"));
    for (std::size_t i = 0; i < text.hints.size(); ++i)
        pdf.paragraph(QStringLiteral("%1. %2").arg(i + 1).arg(lessonText::readable(text.hints[i])));
}

}  // namespace

bool writeLessonWorksheet(const Lesson& lesson, int number, int count, entanglion::lessons::Language language,
                          const QString& path, QString* error) {
    const LessonTexts text = lesson.texts(language);
    PdfDocument pdf(path, lessonText::fromStd(text.title));
    if (failed(pdf, path, error)) return false;
    studentPages(pdf, lesson, text, number, count);
    answerKey(pdf, lesson, text, number);
    if (!pdf.finish()) {
        //: %1: the PDF file's full path.
        *error = tr("%1: writing the PDF failed").arg(QFileInfo(path).absoluteFilePath());
        return false;
    }
    return true;
}

bool writeBellHandout(int variant, const QString& path, QString* error) {
    BellDemoController demo;
    demo.setVariant(variant);
    //: The handout's title: %1 the Bell state ("Φ+").
    const QString title = tr("Making a Bell state: %1").arg(demo.variantName());
    PdfDocument pdf(path, title);
    if (failed(pdf, path, error)) return false;
    pdf.header(tr("Entanglion · Bell-state demo · handout"));
    pdf.title(title);
    pdf.paragraph(
        tr("Both ships start on ZERO, the state |00>. Each card is a gate on the real two-qubit state. "
           "CNOT played for Rubicon makes Rubicon the target and Mercurial the control."));
    pdf.figure(95, [&demo](QPainter& painter, const QRectF& area, double unit) {
        figures::paintCircuit(painter, area, demo.gates(), unit * 0.55);
    });
    for (int step = 0; step <= demo.stepCount(); ++step) {
        demo.setStep(step);
        //: A row label of the Bell handout (a noun): the state at the start, before any card.
        const QString start = tr("Start");
        const QString card =
            step == 0 ? start : lessonText::gateLabel(demo.gates()[static_cast<std::size_t>(step - 1)]);
        pdf.labelled(card + QStringLiteral(":"), demo.ketAfter() + QStringLiteral("   ") + demo.planetsAfter());
    }
    const entanglion::TwoQubitState& state = demo.stateAt(demo.stepCount());
    pdf.heading(tr("Each ship on its own: Bloch spheres after the last card"));
    pdf.figure(105, [&state](QPainter& painter, const QRectF& area, double unit) {
        figures::paintBlochSpheres(painter, area, state, unit * 0.4);
    });
    pdf.heading(tr("Measured 100 times in ZZ and in XX"));
    entanglion::Rng rng(1);
    const auto zz = entanglion::sample_shots(state, entanglion::kBasesZZ, 100, rng);
    const auto xx = entanglion::sample_shots(state, entanglion::kBasesXX, 100, rng);
    pdf.figure(125, [&zz, &xx](QPainter& painter, const QRectF& area, double unit) {
        const double gap = 24 * unit;
        const double half = (area.width() - gap) / 2;
        figures::paintHistogram(painter, QRectF(area.left(), area.top(), half, area.height()), zz, unit * 0.4);
        figures::paintHistogram(painter, QRectF(area.left() + half + gap, area.top(), half, area.height()), xx,
                                unit * 0.4);
    });
    MeasurementController measurement;
    measurement.setState(state);
    pdf.heading(tr("How to read the verdict"));
    measurement.setMercurialBasis(ui::MeasureBasis::Z);
    measurement.setRubiconBasis(ui::MeasureBasis::Z);
    pdf.labelled(QStringLiteral("ZZ:"), measurement.verdict());
    measurement.setMercurialBasis(ui::MeasureBasis::X);
    measurement.setRubiconBasis(ui::MeasureBasis::X);
    pdf.labelled(QStringLiteral("XX:"), measurement.verdict());
    pdf.paragraph(measurement.conclusion());
    pdf.paragraph(tr("Bars: how often each result came up. Yellow marks: the exact probability. With 100 shots the "
                     "bars wobble around the marks; a result whose probability is 0 never comes up."),
                  9);
    pdf.heading(tr("Questions"));
    pdf.paragraph(tr("1. After the H card, what would one measurement of Mercurial give? And of Rubicon?"));
    pdf.answerLines(1, 18);
    pdf.paragraph(tr("2. Why does the ZZ histogram alone not prove that the ships are entangled?"));
    pdf.answerLines(1, 18);
    if (!pdf.finish()) {
        //: %1: the PDF file's full path.
        *error = tr("%1: writing the PDF failed").arg(QFileInfo(path).absoluteFilePath());
        return false;
    }
    return true;
}

}  // namespace worksheets
