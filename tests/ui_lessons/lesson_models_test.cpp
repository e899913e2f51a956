// QTest tests of the Lessons page's C++ side: the progress file, the list/card/history/map models
// (each watched by QAbstractItemModelTester) and LessonController playing lessons through the runner.
#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include "LessonController.h"
#include "LessonMapModel.h"
#include "LessonModels.h"
#include "LessonProgress.h"
#include "lessons/builtin.h"
#include "lessons/loader.h"
#include "lessons/readable_text.h"
#include "statevector/catalogue.h"
#include "statevector/format.h"
#include "tests/common/qtest_program.h"

using entanglion::lessons::Lesson;

namespace {

QString q(const std::string& text) { return QString::fromStdString(text); }

/// A board lesson whose Mercurial X is limited to one play, so a card can be "used up".
Lesson limitedLesson() {
    const char* json = R"({
      "id": "limited-x", "title": "Limited X", "intro": "Flip both.", "task": "Reach |11>.",
      "start": {"mercurial": "ZERO", "rubicon": "ZERO"},
      "cards": {"mercurial": {"X": 1}, "rubicon": ["X"]},
      "budget": 3, "goal": {"state": "ONE,ONE"},
      "hints": ["Flip each ship once.", "X:MERCURIAL, X:RUBICON."], "success": "Both read 1."
    })";
    entanglion::lessons::LoadError error;
    auto lesson = entanglion::lessons::load_lesson_text(json, "limited.json", entanglion::Board::published(), &error);
    if (!lesson) qFatal("test lesson does not load: %s", error.message().c_str());
    return *lesson;
}

int cardRow(LessonCardModel* cards, const QString& move) {
    for (int row = 0; row < cards->count(); ++row) {
        if (cards->at(row).move == move) return row;
    }
    return -1;
}

}  // namespace

class LessonModelsTest : public QObject {
    Q_OBJECT

private slots:
    void progressMissingFileIsEmpty();
    void progressKeepsBestCountAndSurvivesReload();
    void progressRejectsMalformedFiles();
    void progressReportsUnwritableFile();
    void progressRefusesWhatIsNotAFileOfProgress();
    void listModelShowsCourseAndProgress();
    void bellLessonPlaysThroughController();
    void refusedMoveExplainsAndChangesNothing();
    void usedUpCardIsDisabledWithRunnerReason();
    void outOfCardsDisablesEveryCard();
    void goalFeedbackWarnsEarlyAndSaysHowTheGoalIsMissed();
    void hintsComeOneAtATime();
    void mapShowsPlanetsTheLessonUses();
    void mapDrawsThePrintedPathsOfTheLessonsCards();
    void lessonOffersMeasurementAndItsMovesAsACircuit();
    void quantumLessonShowsPhaseKickback();
    void unknownLessonIsNotOpened();
    void lessonTextsFollowTheLanguage();

private:
    QTemporaryDir m_dir;
};

void LessonModelsTest::progressMissingFileIsEmpty() {
    LessonProgress progress;
    QVERIFY(progress.load(m_dir.filePath("missing.json")));
    QVERIFY(progress.errorString().isEmpty());
    QVERIFY(!progress.isCompleted("bell-phi-plus"));
    QCOMPARE(progress.bestCards("bell-phi-plus"), -1);
}

void LessonModelsTest::progressKeepsBestCountAndSurvivesReload() {
    const QString path = m_dir.filePath("sub/dir/progress.json");  // directories are created on save
    {
        LessonProgress progress;
        QVERIFY(progress.load(path));
        QVERIFY(progress.recordCompletion("a", 3));
        QVERIFY(progress.recordCompletion("a", 2));
        QVERIFY(progress.recordCompletion("a", 5));  // worse: the best stays 2
        QVERIFY(progress.recordCompletion("b", 4));
        QCOMPARE(progress.bestCards("a"), 2);
    }
    LessonProgress reloaded;
    QVERIFY(reloaded.load(path));
    QVERIFY(reloaded.isCompleted("a"));
    QCOMPARE(reloaded.bestCards("a"), 2);
    QCOMPARE(reloaded.bestCards("b"), 4);
    QVERIFY(!reloaded.isCompleted("c"));

    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    QCOMPARE(root.value("version").toInt(), 1);
    QCOMPARE(root.value("lessons").toObject().value("a").toObject().value("bestCards").toInt(), 2);

    QVERIFY(reloaded.clear());
    LessonProgress cleared;
    QVERIFY(cleared.load(path));
    QVERIFY(!cleared.isCompleted("a"));
}

void LessonModelsTest::progressRejectsMalformedFiles() {
    struct Case {
        QByteArray text;
        QString expected;  // part of the message
    };
    const Case cases[] = {
        {"{not json", "offset"},
        {"[1, 2]", "/lessons: expected an object"},
        {R"({"lessons": {"a": {"completed": true}}})", "/lessons/a: expected"},
        {R"({"lessons": {"a": {"completed": true, "bestCards": -3}}})", "/lessons/a: expected"},
        {R"({"lessons": {"a": {"completed": true, "bestCards": 1e999}}})", "offset"},
        {QByteArray(100000, '[') + QByteArray(100000, ']'), "offset"},  // deep nesting: no stack overflow
    };
    for (const Case& c : cases) {
        const QString path = m_dir.filePath("bad.json");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(c.text);
        file.close();
        LessonProgress progress;
        QVERIFY2(!progress.load(path), c.text.constData());
        QVERIFY2(progress.errorString().contains(path), qPrintable(progress.errorString()));
        QVERIFY2(progress.errorString().contains(c.expected), qPrintable(progress.errorString()));
        QVERIFY(!progress.isCompleted("a"));
    }
}

void LessonModelsTest::progressRefusesWhatIsNotAFileOfProgress() {
    // A directory, a FIFO (reading it would block) and a huge file each get their own message.
    const QString directory = m_dir.filePath("progress-dir");
    QVERIFY(QDir().mkpath(directory));
    const QString fifo = m_dir.filePath("progress-fifo");
    QVERIFY(QProcess::execute("mkfifo", {fifo}) == 0);
    const QString huge = m_dir.filePath("progress-huge.json");
    QFile file(huge);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.resize(64 * 1024 * 1024));  // sparse: no disk used
    file.close();
    const std::pair<QString, QString> cases[] = {
        {directory, "is a directory"}, {fifo, "(FIFO), not a regular file"}, {huge, "is larger than the limit"}};
    for (const auto& [path, expected] : cases) {
        LessonProgress progress;
        QVERIFY2(!progress.load(path), qPrintable(path));
        QVERIFY2(progress.errorString().contains(path), qPrintable(progress.errorString()));
        QVERIFY2(progress.errorString().contains(expected), qPrintable(progress.errorString()));
    }
}

void LessonModelsTest::progressReportsUnwritableFile() {
    // The parent "directory" is a regular file, so neither mkpath nor the save can succeed.
    const QString blocker = m_dir.filePath("blocker");
    QFile file(blocker);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    LessonProgress progress;
    QVERIFY(progress.load(blocker + "/progress.json"));
    QVERIFY(!progress.recordCompletion("a", 1));
    QVERIFY(progress.errorString().contains("cannot write"));
    QVERIFY(progress.isCompleted("a"));  // the session still remembers it
}

void LessonModelsTest::listModelShowsCourseAndProgress() {
    LessonController controller;
    controller.setProgressFile(m_dir.filePath("list.json"));
    LessonListModel* list = controller.lessons();
    QAbstractItemModelTester tester(list, QAbstractItemModelTester::FailureReportingMode::QtTest);

    const auto& builtin = entanglion::lessons::builtin_lessons();
    QCOMPARE(list->count(), static_cast<int>(builtin.size()));
    QVERIFY(list->count() >= 2);
    for (int row = 0; row < list->count(); ++row) {
        const LessonRow& lesson = list->at(row);
        QCOMPARE(lesson.lessonId, q(builtin[row].id));
        QCOMPARE(lesson.title, q(builtin[row].title));
        QCOMPARE(lesson.number, row + 1);
        QCOMPARE(lesson.budget, builtin[row].budget);
        QCOMPARE(lesson.completed, false);
        QCOMPARE(lesson.bestCards, -1);
    }
    QCOMPARE(list->completedCount(), 0);

    // Completing a lesson shows in its row and the count, and survives a new controller.
    const int row = list->rowOf("qubits-and-kets");
    QVERIFY(row >= 0);
    QSignalSpy changed(list, &QAbstractItemModel::dataChanged);
    QVERIFY(controller.openLesson("qubits-and-kets"));
    QVERIFY(controller.playMove("X:MERCURIAL"));
    QVERIFY(controller.succeeded());
    QVERIFY(changed.count() >= 1);
    QCOMPARE(list->at(row).completed, true);
    QCOMPARE(list->at(row).bestCards, 1);
    QCOMPARE(list->completedCount(), 1);

    LessonController again;
    again.setProgressFile(m_dir.filePath("list.json"));
    QCOMPARE(again.lessons()->at(row).completed, true);
    QVERIFY(again.isCompleted("qubits-and-kets"));
    QCOMPARE(again.bestCardsFor("qubits-and-kets"), 1);
}

void LessonModelsTest::bellLessonPlaysThroughController() {
    LessonController controller;
    controller.setProgressFile(m_dir.filePath("bell.json"));
    QAbstractItemModelTester cardTester(controller.cards(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester historyTester(controller.history(),
                                           QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester mapTester(controller.map(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy completed(&controller, &LessonController::lessonCompleted);

    QVERIFY(controller.openLesson("bell-phi-plus"));
    QVERIFY(controller.lessonOpen());
    QCOMPARE(controller.status(), ui::LessonStatus::InProgress);
    QCOMPARE(controller.ket(), QString("|00>"));
    QCOMPARE(controller.planets(), QString("Mercurial on ZERO, Rubicon on ZERO"));
    QCOMPARE(controller.cardsLeft(), 2);
    QCOMPARE(controller.cards()->count(), 6);  // H, X, CNOT for each ship
    QCOMPARE(controller.history()->count(), 0);

    // H on Mercurial, the LEFT qubit: |00> -> (|00> + |10>)/√2, Mercurial on PLUS.
    const int h = cardRow(controller.cards(), "H:MERCURIAL");
    QVERIFY(controller.playCard(h));
    QCOMPARE(controller.ket(), QString::fromUtf8("(|00> + |10>)/√2"));
    QCOMPARE(controller.ketLabelled(), QString::fromUtf8("(|00> + |10>)/√2  in |Mercurial Rubicon>"));
    QCOMPARE(controller.namedKet(), QString("|+0>"));
    QCOMPARE(controller.planets(), QString("Mercurial on PLUS, Rubicon on ZERO"));
    QCOMPARE(controller.history()->count(), 1);
    const LessonMoveRow& first = controller.history()->at(0);
    QCOMPARE(first.move, QString("H:MERCURIAL"));
    QCOMPARE(first.gateLabel, QString("H on Mercurial"));
    QCOMPARE(first.ketBefore, QString("|00>  in |Mercurial Rubicon>"));
    QCOMPARE(first.ketAfter, controller.ketLabelled());
    QCOMPARE(first.moved, true);
    QCOMPARE(first.goalReached, false);
    const int plus = controller.map()->planetIds().indexOf("PLUS");
    QVERIFY(plus >= 0);
    QCOMPARE(controller.map()->at(plus).mercurialHere, true);
    QCOMPARE(controller.map()->at(plus).rubiconHere, false);
    QCOMPARE(completed.count(), 0);

    // CNOT played by Rubicon: Rubicon is the target, Mercurial the control -> Φ+.
    QVERIFY(controller.playCard(cardRow(controller.cards(), "CNOT:RUBICON")));
    const entanglion::TwoQubitState phiPlus = entanglion::phi_plus();
    QCOMPARE(controller.ket(), q(entanglion::format_ket(phiPlus)));
    QCOMPARE(controller.ket(), QString::fromUtf8("(|00> + |11>)/√2"));
    QCOMPARE(controller.namedKet(), QString::fromUtf8("|Φ+>"));
    QCOMPARE(controller.planets(), QString("both ships on PHI PLUS"));
    QVERIFY(controller.succeeded());
    QCOMPARE(controller.status(), ui::LessonStatus::Succeeded);
    QVERIFY(!controller.successText().isEmpty());
    QCOMPARE(completed.count(), 1);
    QCOMPARE(completed.at(0).at(0).toString(), QString("bell-phi-plus"));
    QCOMPARE(completed.at(0).at(1).toInt(), 2);
    QCOMPARE(controller.bestCards(), 2);
    QCOMPARE(controller.history()->at(1).goalReached, true);
    for (int row = 0; row < controller.cards()->count(); ++row) {
        const LessonCardRow& card = controller.cards()->at(row);
        QCOMPARE(card.playable, false);
        QVERIFY(card.reason.contains("already reached"));
    }
    LessonProgress saved;
    QVERIFY(saved.load(m_dir.filePath("bell.json")));
    QCOMPARE(saved.bestCards("bell-phi-plus"), 2);

    // Undo takes back the CNOT; reset goes back to |00>.
    controller.undo();
    QVERIFY(!controller.succeeded());
    QCOMPARE(controller.history()->count(), 1);
    QCOMPARE(controller.namedKet(), QString("|+0>"));
    QVERIFY(controller.cards()->at(h).playable);
    controller.reset();
    QCOMPARE(controller.history()->count(), 0);
    QCOMPARE(controller.ket(), QString("|00>"));
    QVERIFY(!controller.canUndo());

    controller.closeLesson();
    QVERIFY(!controller.lessonOpen());
    QCOMPARE(controller.cards()->count(), 0);
    QCOMPARE(controller.history()->count(), 0);
    QCOMPARE(controller.map()->count(), 0);
}

void LessonModelsTest::refusedMoveExplainsAndChangesNothing() {
    LessonController controller;
    controller.setProgressFile(m_dir.filePath("refused.json"));
    QVERIFY(controller.openLesson("qubits-and-kets"));  // only X is allowed
    QVERIFY(!controller.playMove("H:MERCURIAL"));
    QVERIFY(controller.message().contains("does not let Mercurial play H"));
    QVERIFY(!controller.playMove("nonsense"));
    QVERIFY(!controller.message().isEmpty());
    QCOMPARE(controller.cardsPlayed(), 0);
    QCOMPARE(controller.ket(), QString("|00>"));
    QVERIFY(!controller.playCard(99));
    QVERIFY(!controller.playCard(-1));
    QCOMPARE(controller.cardsPlayed(), 0);
}

void LessonModelsTest::usedUpCardIsDisabledWithRunnerReason() {
    LessonController controller(std::vector<Lesson>{limitedLesson()});
    controller.setProgressFile(m_dir.filePath("limited.json"));
    QAbstractItemModelTester tester(controller.cards(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(controller.openLessonAt(0));
    const int xm = cardRow(controller.cards(), "X:MERCURIAL");
    const int xr = cardRow(controller.cards(), "X:RUBICON");
    QCOMPARE(controller.cards()->at(xm).limit, 1);
    QCOMPARE(controller.cards()->at(xr).limit, -1);
    QCOMPARE(controller.cards()->at(xm).playsLeft, 1);

    QSignalSpy changed(controller.cards(), &QAbstractItemModel::dataChanged);
    QVERIFY(controller.playCard(xm));
    QVERIFY(changed.count() >= 1);
    const LessonCardRow& used = controller.cards()->at(xm);
    QCOMPARE(used.playable, false);
    QCOMPARE(used.playsLeft, 0);
    // The tooltip is exactly what the runner says when the card is played anyway.
    const QString reason = used.reason;
    QVERIFY(reason.contains("at most 1 time"));
    QVERIFY2(reason.startsWith("X for Mercurial"), qPrintable(reason));  // words, not the id X:MERCURIAL
    QVERIFY(!controller.playCard(xm));
    QCOMPARE(controller.message(), reason);
    QCOMPARE(controller.cardsPlayed(), 1);
    // Rubicon's unlimited X is still playable, with 2 of the budget left.
    QCOMPARE(controller.cards()->at(xr).playable, true);
    QCOMPARE(controller.cards()->at(xr).playsLeft, 2);
    QVERIFY(controller.cards()->at(xr).reason.isEmpty());
}

void LessonModelsTest::outOfCardsDisablesEveryCard() {
    LessonController controller;
    controller.setProgressFile(m_dir.filePath("out.json"));
    QVERIFY(controller.openLesson("qubits-and-kets"));  // budget 1, goal |10>
    QVERIFY(controller.playMove("X:RUBICON"));          // |01>: wrong, and the budget is spent
    QCOMPARE(controller.status(), ui::LessonStatus::OutOfCards);
    QVERIFY(!controller.succeeded());
    QVERIFY(!controller.isCompleted("qubits-and-kets"));
    for (int row = 0; row < controller.cards()->count(); ++row) {
        const LessonCardRow& card = controller.cards()->at(row);
        QCOMPARE(card.playable, false);
        QVERIFY(card.reason.contains("Over budget"));
    }
    controller.undo();
    QCOMPARE(controller.status(), ui::LessonStatus::InProgress);
}

void LessonModelsTest::goalFeedbackWarnsEarlyAndSaysHowTheGoalIsMissed() {
    // The page words the core's typed results (LessonRunner::goal_reach, goal_miss): nothing while
    // the goal can be reached, a warning as soon as it cannot with cards left, and how it is missed.
    LessonController controller;
    controller.setProgressFile(m_dir.filePath("feedback.json"));
    QVERIFY(controller.openLesson("cnot-controlled-flip"));  // |10> to |01>, CNOT for each, budget 2
    QVERIFY(controller.goalFeedback().isEmpty());
    QVERIFY(controller.playMove("CNOT:MERCURIAL"));  // Rubicon, the control, is 0: nothing moves
    QCOMPARE(controller.status(), ui::LessonStatus::InProgress);
    const QStringList early = controller.goalFeedback();
    QCOMPARE(early.size(), 2);
    QVERIFY2(early[0].startsWith("The goal is out of reach: no moves with the 1 card"), qPrintable(early[0]));
    QCOMPARE(early[1], QStringLiteral("You made |10>; |01> needs both ships' bits flipped."));
    controller.undo();
    QVERIFY(controller.goalFeedback().isEmpty());
    QVERIFY(controller.playMove("CNOT:RUBICON"));  // |11>: the goal can still be reached
    QVERIFY(controller.goalFeedback().isEmpty());

    QVERIFY(controller.openLesson("qubits-and-kets"));  // budget 1, goal |10>
    QVERIFY(controller.playMove("X:RUBICON"));
    QCOMPARE(controller.status(), ui::LessonStatus::OutOfCards);
    QCOMPARE(controller.goalFeedback(),
             QStringList{QStringLiteral("You made |01>; |10> needs both ships' bits flipped.")});
    controller.closeLesson();
    QVERIFY(controller.goalFeedback().isEmpty());
}

void LessonModelsTest::hintsComeOneAtATime() {
    LessonController controller;
    controller.setProgressFile(m_dir.filePath("hints.json"));
    QVERIFY(controller.openLesson("bell-phi-plus"));
    const Lesson* lesson = entanglion::lessons::find_builtin_lesson("bell-phi-plus");
    QVERIFY(lesson);
    QCOMPARE(controller.hintCount(), static_cast<int>(lesson->hints.size()));
    QVERIFY(controller.hints().isEmpty());
    QSignalSpy spy(&controller, &LessonController::hintsChanged);
    for (int i = 0; i < controller.hintCount(); ++i) {
        // Move ids read as words for the learner: "CNOT:RUBICON" -> "CNOT for Rubicon".
        const QString hint = controller.revealHint();
        QCOMPARE(hint, q(entanglion::lessons::readable_move_ids(lesson->hints[i])));
        QVERIFY2(!hint.contains(":MERCURIAL") && !hint.contains(":RUBICON"), qPrintable(hint));
        QCOMPARE(controller.hints().size(), i + 1);
    }
    QCOMPARE(spy.count(), controller.hintCount());
    QCOMPARE(controller.revealHint(), QString());
    QCOMPARE(controller.hints().size(), controller.hintCount());
    controller.reset();  // revealed hints stay revealed
    QCOMPARE(controller.hints().size(), controller.hintCount());
}

void LessonModelsTest::mapShowsPlanetsTheLessonUses() {
    LessonController controller;
    controller.setProgressFile(m_dir.filePath("map.json"));
    QVERIFY(controller.openLesson("qubits-and-kets"));  // X only, budget 1: ZERO and ONE
    QStringList ids = controller.map()->planetIds();
    ids.sort();
    QCOMPARE(ids, QStringList({"ONE", "ZERO"}));
    const int one = controller.map()->planetIds().indexOf("ONE");
    const int zero = controller.map()->planetIds().indexOf("ZERO");
    QCOMPARE(controller.map()->at(one).goal, true);  // goal |10>
    QCOMPARE(controller.map()->at(zero).goal, true);
    QCOMPARE(controller.map()->at(one).ket, QString("|1>"));
    QCOMPARE(controller.map()->at(zero).mercurialHere, true);
    QCOMPARE(controller.map()->at(zero).rubiconHere, true);

    QVERIFY(controller.openLesson("bell-phi-plus"));
    const QStringList bell = controller.map()->planetIds();
    for (const char* planet : {"ZERO", "ONE", "PLUS", "PHI_PLUS"}) QVERIFY2(bell.contains(planet), planet);
    for (int row = 0; row < controller.map()->count(); ++row) {
        const LessonPlanetRow& planet = controller.map()->at(row);
        const double x = planet.mapX;
        const double y = planet.mapY;
        QVERIFY(x >= 0 && x <= 1 && y >= 0 && y <= 1);
        QCOMPARE(planet.goal, bell[row] == "PHI_PLUS");
    }
    QCOMPARE(controller.map()->at(bell.indexOf("PHI_PLUS")).ket, QString::fromUtf8("|Φ+>"));
    QVERIFY(controller.map()->shipsOnMap());
}

void LessonModelsTest::quantumLessonShowsPhaseKickback() {
    LessonController controller;
    controller.setProgressFile(m_dir.filePath("kickback.json"));
    QVERIFY(controller.openLesson("phase-kickback"));
    QCOMPARE(controller.rules(), ui::RulesVariant::Quantum);
    QCOMPARE(controller.planets(), QString("Mercurial on PLUS, Rubicon on MINUS"));
    // |+>|-> = ½(|00> - |01> + |10> - |11>). CNOT with Mercurial as control flips Rubicon in the
    // |1 r> half: |1>|-> -> -|1>|->, so the state becomes |->|-> = ½(|00> - |01> - |10> + |11>):
    // the phase lands on the CONTROL (Mercurial moves to MINUS), which the board does not show.
    QCOMPARE(controller.ket(), QString::fromUtf8("½(|00> - |01> + |10> - |11>)"));
    QVERIFY(controller.playMove("CNOT:RUBICON"));
    QCOMPARE(controller.ket(), QString::fromUtf8("½(|00> - |01> - |10> + |11>)"));
    QCOMPARE(controller.planets(), QString("Mercurial on MINUS, Rubicon on MINUS"));
    QCOMPARE(controller.namedKet(), QString("|-->"));
    QVERIFY(controller.succeeded());
}

void LessonModelsTest::unknownLessonIsNotOpened() {
    LessonController controller;
    controller.setProgressFile(m_dir.filePath("unknown.json"));
    QSignalSpy spy(&controller, &LessonController::lessonChanged);
    QVERIFY(!controller.openLesson("no-such-lesson"));
    QVERIFY(!controller.openLessonAt(-1));
    QVERIFY(!controller.openLessonAt(controller.lessons()->count()));
    QVERIFY(!controller.lessonOpen());
    QCOMPARE(spy.count(), 0);
    QVERIFY(!controller.playMove("H:MERCURIAL"));
    controller.undo();
    controller.reset();
    QCOMPARE(controller.revealHint(), QString());
}

void LessonModelsTest::lessonTextsFollowTheLanguage() {
    using entanglion::lessons::Language;
    LessonController controller;
    controller.setProgressFile(m_dir.filePath("language.json"));
    QAbstractItemModelTester tester(controller.lessons());
    const Lesson* lesson = entanglion::lessons::find_builtin_lesson("bell-phi-plus");
    QVERIFY(lesson);
    const int row = controller.lessons()->rowOf("bell-phi-plus");
    const auto listTitle = [&] { return controller.lessons()->at(row).title; };
    QCOMPARE(controller.language(), QStringLiteral("en"));
    QCOMPARE(listTitle(), q(lesson->title));

    QSignalSpy languageSpy(&controller, &LessonController::languageChanged);
    QSignalSpy rowsSpy(controller.lessons(), &QAbstractItemModel::dataChanged);
    controller.setLanguage(QStringLiteral("es"));
    QCOMPARE(controller.language(), QStringLiteral("es"));
    QCOMPARE(languageSpy.count(), 1);
    QCOMPARE(rowsSpy.count(), 1);
    QCOMPARE(listTitle(), QStringLiteral("Entrar en Entanglion: PHI MÁS"));
    QCOMPARE(controller.lessons()->at(row).task, QStringLiteral("Desde |00>, lleva ambas naves a PHI MÁS."));

    QVERIFY(controller.openLesson("bell-phi-plus"));
    const auto spanish = lesson->texts(Language::kSpanish);
    QCOMPARE(controller.title(), q(spanish.title));
    QCOMPARE(controller.task(), q(spanish.task));
    QCOMPARE(controller.intro().first(), q(spanish.intro.substr(0, spanish.intro.find("\n\n"))));
    QCOMPARE(controller.successText(), q(spanish.success));
    QCOMPARE(controller.revealHint(), q(spanish.hints[0]));

    // Switching with a lesson open re-words it, revealed hints included; locale names work too.
    QSignalSpy lessonSpy(&controller, &LessonController::lessonChanged);
    QSignalSpy hintsSpy(&controller, &LessonController::hintsChanged);
    controller.setLanguage(QStringLiteral("cs_CZ"));
    QCOMPARE(controller.language(), QStringLiteral("cs"));
    QCOMPARE(lessonSpy.count(), 1);
    QCOMPARE(hintsSpy.count(), 1);
    QCOMPARE(controller.title(), QStringLiteral("Vstup do galaxie Entanglion: PHI PLUS"));
    QCOMPARE(controller.hints(), QStringList{q(lesson->texts(Language::kCzech).hints[0])});
    controller.setLanguage(QStringLiteral("pl-PL"));
    QCOMPARE(controller.task(),
             QStringLiteral("Z\u00a0|00> doprowadź oba statki na PHI PLUS."));  // no-break space after "Z"

    // Any other language falls back to English.
    controller.setLanguage(QStringLiteral("de_DE"));
    QCOMPARE(controller.language(), QStringLiteral("en"));
    QCOMPARE(controller.title(), q(lesson->title));
    QCOMPARE(controller.hints(), QStringList{q(lesson->hints[0])});
    QCOMPARE(listTitle(), q(lesson->title));
    const int changes = languageSpy.count();
    controller.setLanguage(QStringLiteral("en"));  // no change, no signal
    QCOMPARE(languageSpy.count(), changes);
}

void LessonModelsTest::mapDrawsThePrintedPathsOfTheLessonsCards() {
    LessonController controller;
    controller.setProgressFile(m_dir.filePath("paths.json"));
    QVERIFY(controller.openLesson("bell-phi-plus"));
    const QStringList ids = controller.map()->planetIds();
    const QList<LessonMapPath> paths = controller.map()->paths();
    QVERIFY(!paths.isEmpty());
    bool zeroToPlus = false;
    for (const LessonMapPath& path : paths) {
        const QString from = ids.value(path.from), to = ids.value(path.to);
        QVERIFY(!from.isEmpty() && !to.isEmpty());
        // Every drawn path has a card the lesson lets the ships play (H or CNOT here).
        const QString& label = path.label;
        QVERIFY2(label.contains("H") || label.contains("CNOT"), qPrintable(label));
        zeroToPlus = zeroToPlus || (QSet<QString>{from, to} == QSet<QString>{"ZERO", "PLUS"} && label.contains("H"));
    }
    QVERIFY2(zeroToPlus, "the H path between ZERO and PLUS is missing");
    QVERIFY(controller.map()->closestPair() > 0.0);
}

void LessonModelsTest::lessonOffersMeasurementAndItsMovesAsACircuit() {
    LessonController controller;
    controller.setProgressFile(m_dir.filePath("measure.json"));
    QVERIFY(controller.openLesson("born-rule"));
    QVERIFY(controller.measurable());
    // Mercurial starts on PLUS: the circuit prepares it with H.
    QCOMPARE(controller.movesCircuit(), QStringList{"H:MERCURIAL"});
    QVERIFY(controller.playMove("H:MERCURIAL"));
    QCOMPARE(controller.movesCircuit(), (QStringList{"H:MERCURIAL", "H:MERCURIAL"}));
    QVERIFY(controller.movesCircuitTitle().contains("1 move"));
    // The state the measurement gets, typed, with the same circuit.
    const PreparedState prepared = controller.prepared();
    QCOMPARE(prepared.state.amplitudes()[0], entanglion::Complex(1.0, 0.0));  // back to |00>
    QVERIFY(prepared.circuit.has_value());
    QCOMPARE(prepared.circuit->size(), std::size_t{2});
    QCOMPARE(prepared.circuitTitle, controller.movesCircuitTitle());
    QVERIFY(controller.openLesson("bell-phi-plus"));
    QVERIFY(!controller.measurable());
}

ENTANGLION_QTEST_MAIN(LessonModelsTest)
#include "lesson_models_test.moc"
