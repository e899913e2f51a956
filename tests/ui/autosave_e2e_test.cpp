// Autosave and resume, end to end. The app runs in its own process with an isolated data folder
// (XDG_DATA_HOME, HOME), offscreen: an offscreen window takes no input from outside, so the "app
// process" is this test binary started again in a child mode, which sets the app up as main.cpp does
// (same application names, GameAutosave::defaultPath(), the same Main.qml) and plays with
// the app's own keys and buttons. The test kills it with SIGKILL mid-game, starts it again, answers
// the resume dialog and checks the game is the very same. The real `entanglion` binary is started
// too: with a corrupt autosave (a message, the app still starts) and with an unfinished one (offered).
#include <signal.h>

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>
#include <cstdio>

#include "game/rules/record.h"
#include "game/rules/state_format.h"
#include "tests/common/qtest_program.h"
#include "tests/ui/main_window_fixture.h"
#include "tests/ui/perform.h"
#include "tests/ui/walkthrough.h"
#include "ui-qml/app/MainWindow.h"
#include "ui-qml/controller/GameController.h"

namespace rules = entanglion::rules;

namespace {

const QString kApp = QStringLiteral(ENTANGLION_BINARY_DIR "/bin/entanglion");
const char* const kChildMode = "ENTANGLION_AUTOSAVE_TEST_CHILD";

/// What a child prints: the state shown and the game's record, between markers.
void printGame(const GameController& controller) {
    std::printf("STATE-BEGIN\n%s\nSTATE-END\nRECORD-BEGIN\n%s\nRECORD-END\n",
                rules::format_state_text(*controller.gameState()).c_str(),
                rules::record_to_json(controller.record()).c_str());
    std::printf("RESUME-AVAILABLE %d\n", controller.autosave()->resumeAvailable() ? 1 : 0);
    std::fflush(stdout);
}

QString between(const QString& text, const QString& begin, const QString& end) {
    const qsizetype from = text.indexOf(begin);
    const qsizetype to = text.indexOf(end);
    if (from < 0 || to < from) return {};
    return text.mid(from + begin.size(), to - from - begin.size()).trimmed();
}

/// The app process. Modes: "play" (press 1 for the first action, ENTANGLION_AUTOSAVE_TEST_ACTIONS
/// times, print the game, wait to be killed), "resume-key" (Enter on the resume dialog), "resume-click"
/// and "new-game-click" (a click on Resume / New game); the last three print the game and exit.
int runChild(int argc, char* argv[], const QString& mode) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("entanglion"));  // as main.cpp: the data folder
    QApplication::setOrganizationName(QStringLiteral("Entanglion"));
    mainWindow::useAppStyle();
    GameController controller;
    controller.newGame(1, 11, ui::RulesVariant::Board);
    controller.autosave()->enable(GameAutosave::defaultPath());
    QQmlApplicationEngine engine;
    QQuickWindow* window = testing_ui::showMainWindow(engine, &controller);
    if (window == nullptr) {
        std::fprintf(stderr, "child: no window\n");
        return 3;
    }
    if (mode == QLatin1String("play")) {
        if (controller.autosave()->resumeAvailable()) return 4;
        const int actions = qEnvironmentVariableIntValue("ENTANGLION_AUTOSAVE_TEST_ACTIONS");
        for (int i = 0; i < actions; ++i) {
            const int before = controller.turn().actionsApplied;
            QTest::keyClick(window, Qt::Key_1);  // the first enabled action
            if (controller.turn().actionsApplied != before + 1) return 5;
        }
        printGame(controller);
        return QApplication::exec();  // until killed
    }
    QQuickItem* resume = nullptr;
    QQuickItem* newGame = nullptr;
    if (!QTest::qWaitFor([&] {
            resume = testing_ui::findItem(window, QStringLiteral("resumeButton"));
            newGame = testing_ui::findItem(window, QStringLiteral("resumeNewGameButton"));
            return resume != nullptr && newGame != nullptr && resume->isVisible() && resume->hasActiveFocus();
        })) {
        std::fprintf(stderr, "child: the resume dialog did not show with Resume focused\n");
        return 6;
    }
    if (mode == QLatin1String("resume-key")) {
        QTest::keyClick(window, Qt::Key_Return);
    } else if (mode == QLatin1String("resume-click")) {
        testing_ui::clickCentre(window, resume);
    } else {
        testing_ui::clickCentre(window, newGame);
    }
    if (!QTest::qWaitFor([&] { return !resume->isVisible(); })) return 7;
    printGame(controller);
    return 0;
}

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

}  // namespace

class AutosaveTest : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString dataHome() const { return m_dir.filePath(QStringLiteral("data")); }
    QString appData() const { return dataHome() + QStringLiteral("/Entanglion/entanglion"); }
    QString autosave() const { return appData() + QStringLiteral("/autosave.json"); }

    QProcessEnvironment isolated(const QString& mode) const {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        environment.insert(QStringLiteral("QT_QUICK_BACKEND"), QStringLiteral("software"));
        environment.insert(QStringLiteral("XDG_DATA_HOME"), dataHome());
        environment.insert(QStringLiteral("HOME"), m_dir.filePath(QStringLiteral("home")));
        if (!mode.isEmpty()) environment.insert(QString::fromLatin1(kChildMode), mode);
        return environment;
    }

    Run runChild(const QString& mode) {
        QProcess child;
        child.setProcessEnvironment(isolated(mode));
        child.start(QCoreApplication::applicationFilePath(), entanglion::testing_qtest::selfArguments());
        if (!child.waitForFinished(60000)) child.kill();
        return {child.exitCode(), QString::fromUtf8(child.readAllStandardOutput()),
                QString::fromUtf8(child.readAllStandardError())};
    }

    Run runApp(const QStringList& arguments) {
        QProcess app;
        app.setProcessEnvironment(isolated({}));
        app.start(kApp, arguments);
        if (!app.waitForFinished(60000)) app.kill();
        return {app.exitCode(), QString::fromUtf8(app.readAllStandardOutput()),
                QString::fromUtf8(app.readAllStandardError())};
    }

    /// Plays `actions` in an app process and kills it (SIGKILL) mid-game; returns what it printed.
    QString playAndKill(int actions) {
        QProcess child;
        QProcessEnvironment environment = isolated(QStringLiteral("play"));
        environment.insert(QStringLiteral("ENTANGLION_AUTOSAVE_TEST_ACTIONS"), QString::number(actions));
        child.setProcessEnvironment(environment);
        child.start(QCoreApplication::applicationFilePath(), entanglion::testing_qtest::selfArguments());
        QString out;
        while (!out.contains(QLatin1String("RESUME-AVAILABLE")) && child.state() != QProcess::NotRunning) {
            child.waitForReadyRead(1000);
            out += QString::fromUtf8(child.readAllStandardOutput());
        }
        if (child.state() == QProcess::Running) ::kill(static_cast<pid_t>(child.processId()), SIGKILL);
        child.waitForFinished(10000);
        if (child.exitStatus() != QProcess::CrashExit) {
            qWarning("the app process was not killed: exit %d\n%s", child.exitCode(),
                     child.readAllStandardError().constData());
            return {};
        }
        return out;
    }

    QStringList leftovers() const {
        return QDir(appData()).entryList({QStringLiteral("*.tmp*"), QStringLiteral(".*tmp*")},
                                         QDir::Files | QDir::Hidden);
    }

private slots:
    void init() {
        QVERIFY(m_dir.isValid());
        QDir(dataHome()).removeRecursively();
    }

    // In process: when the controller writes and removes the autosave.
    void theAutosaveFollowsTheGameAndIsRemovedWhenItEnds() {
        const QString path = m_dir.filePath(QStringLiteral("in-process/autosave.json"));
        QFile::remove(path);
        // Detection position 10 (rate 7): Rubicon's CNOT is detected and the game is lost.
        rules::GameSetup start = walkthrough::setup();
        start.detection_position = 10;
        start.ships = {entanglion::Planet::kPlus, entanglion::Planet::kZero};
        start.first_player = entanglion::Ship::kRubicon;
        const rules::GameRecord losing =
            walkthrough::play(start, {rules::Action::navigate(entanglion::Ship::kRubicon, rules::EngineCard::kCNOT)},
                              {walkthrough::d8(1), walkthrough::centarious(0)});
        const QString losingFile = m_dir.filePath(QStringLiteral("losing.json"));
        std::string error;
        QVERIFY2(rules::save_record(losing, losingFile.toStdString(), &error), error.c_str());

        // What a save killed mid-write leaves behind is cleaned up at start.
        QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
        const QString stale = QFileInfo(path).absolutePath() + QStringLiteral("/.autosave.json.tmp-4194301");
        QFile staleFile(stale);
        QVERIFY(staleFile.open(QIODevice::WriteOnly));
        staleFile.close();
        GameController controller;
        QVERIFY(controller.newGame(1, 5, ui::RulesVariant::Board));
        controller.autosave()->enable(path);
        QVERIFY(!QFile::exists(stale));
        QVERIFY(!controller.autosave()->resumeAvailable());
        QVERIFY(!QFile::exists(path));  // nothing played yet: nothing to resume
        QVERIFY(controller.trigger(0));
        const auto one = rules::load_record(path.toStdString(), &error);
        QVERIFY2(one.has_value(), error.c_str());
        QCOMPARE(rules::record_to_json(*one), rules::record_to_json(controller.record()));
        QVERIFY(controller.trigger(0));
        QCOMPARE(rules::load_record(path.toStdString(), &error)->actions.size(), std::size_t{2});

        QVERIFY(controller.newGame(2, 6, ui::RulesVariant::Board));  // a new game drops the old one
        QVERIFY(!QFile::exists(path));

        QVERIFY(controller.playRecordSetup(losingFile));
        QVERIFY(testing_ui::perform(controller, QStringLiteral("RUBICON navigate CNOT")));
        QCOMPARE(controller.turn().status, ui::GameStatus::Lost);
        QVERIFY(!QFile::exists(path));  // a finished game is not offered for resuming

        // A finished game found at start (e.g. written by an older version) is removed, not offered.
        QVERIFY(rules::save_record(losing, path.toStdString(), &error));
        GameController next;
        next.autosave()->enable(path);
        QVERIFY(!next.autosave()->resumeAvailable());
        QVERIFY(!QFile::exists(path));
    }

    void aKilledGameIsResumedFromTheKeyboardExactlyAsItWas() {
        const QString played = playAndKill(3);
        QVERIFY(!played.isEmpty());
        const QString record = between(played, QStringLiteral("RECORD-BEGIN"), QStringLiteral("RECORD-END"));
        QVERIFY(record.contains(QLatin1String("\"history\"")));
        // On disk at the moment of the kill: the whole game, atomically written, no temporary left.
        std::string error;
        const auto saved = rules::load_record(autosave().toStdString(), &error);
        QVERIFY2(saved.has_value(), error.c_str());
        QCOMPARE(saved->actions.size(), std::size_t{3});
        QCOMPARE(QString::fromStdString(rules::record_to_json(*saved)).trimmed(), record);
        QVERIFY2(leftovers().isEmpty(), qPrintable(leftovers().join(u' ')));

        const Run resumed = runChild(QStringLiteral("resume-key"));
        QVERIFY2(resumed.exitCode == 0, qPrintable(resumed.err));
        QCOMPARE(between(resumed.out, QStringLiteral("STATE-BEGIN"), QStringLiteral("STATE-END")),
                 between(played, QStringLiteral("STATE-BEGIN"), QStringLiteral("STATE-END")));
        QCOMPARE(between(resumed.out, QStringLiteral("RECORD-BEGIN"), QStringLiteral("RECORD-END")), record);
        QVERIFY(resumed.out.contains(QLatin1String("RESUME-AVAILABLE 0")));
        QVERIFY(QFile::exists(autosave()));  // still kept: the game goes on
    }

    void resumeAndNewGameWorkWithTheMouse() {
        QVERIFY(!playAndKill(2).isEmpty());
        const Run resumed = runChild(QStringLiteral("resume-click"));
        QVERIFY2(resumed.exitCode == 0, qPrintable(resumed.err));
        std::string error;
        const auto record = rules::record_from_json(
            between(resumed.out, QStringLiteral("RECORD-BEGIN"), QStringLiteral("RECORD-END")).toStdString(), "resumed",
            &error);
        QVERIFY2(record.has_value(), error.c_str());
        QCOMPARE(record->actions.size(), std::size_t{2});

        // Closed with the resumed game unfinished: offered again; "New game" drops the autosave
        // and keeps the fresh game on screen.
        QVERIFY(QFile::exists(autosave()));
        const Run fresh = runChild(QStringLiteral("new-game-click"));
        QVERIFY2(fresh.exitCode == 0, qPrintable(fresh.err));
        QVERIFY(!QFile::exists(autosave()));
        QVERIFY(fresh.out.contains(QLatin1String("RESUME-AVAILABLE 0")));
    }

    void theRealAppOffersAnUnfinishedAutosaveAndLeavesItAlone() {
        QVERIFY(!playAndKill(2).isEmpty());
        QFile before(autosave());
        QVERIFY(before.open(QIODevice::ReadOnly));
        const QByteArray kept = before.readAll();
        before.close();
        const QString png = m_dir.filePath(QStringLiteral("resume.png"));
        const Run run = runApp({QStringLiteral("--screenshot"), png});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QFile log(appData() + QStringLiteral("/entanglion.log"));
        QVERIFY(log.open(QIODevice::ReadOnly));
        QVERIFY(log.readAll().contains("holds an unfinished game (2 actions)"));
        QFile after(autosave());
        QVERIFY(after.open(QIODevice::ReadOnly));
        QCOMPARE(after.readAll(), kept);  // not answered yet: untouched
        // For a person to look at, next to ui_screenshot_test's pictures.
        const QString shot = testing_ui::screenshotPath(QStringLiteral("resume-dialog.png"));
        QFile::remove(shot);
        QVERIFY(QFile::copy(png, shot));
    }

    void aCorruptAutosaveIsSetAsideWithAMessageAndTheAppStarts() {
        QVERIFY(QDir().mkpath(appData()));
        QFile corrupt(autosave());
        QVERIFY(corrupt.open(QIODevice::WriteOnly));
        corrupt.write("{\"format\": \"entanglion-record\", \"seed\": 1e999, ");
        corrupt.close();
        const Run run = runApp({QStringLiteral("--screenshot"), m_dir.filePath(QStringLiteral("corrupt.png"))});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(!QFile::exists(autosave()));
        QVERIFY(QFile::exists(autosave() + QStringLiteral(".unreadable")));
        QFile log(appData() + QStringLiteral("/entanglion.log"));
        QVERIFY(log.open(QIODevice::ReadOnly));
        QVERIFY(log.readAll().contains("The autosaved game could not be read and was set aside"));
    }

    void anAutosaveThatIsADirectoryOrAFifoDoesNotStopTheApp() {
        for (const bool fifo : {false, true}) {
            QDir(dataHome()).removeRecursively();
            QVERIFY(QDir().mkpath(appData()));
            if (fifo) {
                QVERIFY(QProcess::execute(QStringLiteral("mkfifo"), {autosave()}) == 0);
            } else {
                QVERIFY(QDir().mkpath(autosave()));
            }
            const Run run = runApp({QStringLiteral("--screenshot"), m_dir.filePath(QStringLiteral("odd.png"))});
            QVERIFY2(run.exitCode == 0, qPrintable(run.err));
            QFile log(appData() + QStringLiteral("/entanglion.log"));
            QVERIFY(log.open(QIODevice::ReadOnly));
            const QByteArray text = log.readAll();
            QVERIFY2(text.contains(fifo ? "(FIFO), not a regular file" : "is a directory"), text.constData());
        }
    }

    // `entanglion --record FILE` on hostile files: exit 2 and one line naming the file and the
    // problem; never an abort, a hang or a stack overflow.
    void recordOptionRefusesHostileFilesWithExitCode2() {
        const QString directory = m_dir.filePath(QStringLiteral("a-directory.json"));
        QVERIFY(QDir().mkpath(directory));
        const QString fifo = m_dir.filePath(QStringLiteral("a-fifo.json"));
        QFile::remove(fifo);
        QVERIFY(QProcess::execute(QStringLiteral("mkfifo"), {fifo}) == 0);
        const QString huge = m_dir.filePath(QStringLiteral("huge.json"));
        QFile sparse(huge);
        QVERIFY(sparse.open(QIODevice::WriteOnly));
        QVERIFY(sparse.resize(1024LL * 1024 * 1024));  // sparse: no disk used
        sparse.close();
        const QString nested = m_dir.filePath(QStringLiteral("nested.json"));
        QFile deep(nested);
        QVERIFY(deep.open(QIODevice::WriteOnly));
        deep.write(R"({"format":"entanglion-record","version":1,"difficulty":1,"variant":"board","seed":)");
        deep.write(QByteArray(100000, '[') + QByteArray(100000, ']') + "}");
        deep.close();
        const std::pair<QString, QString> cases[] = {
            {QStringLiteral(ENTANGLION_SOURCE_DIR "/tests/data/reliability/record-number-overflow.json"),
             QStringLiteral("1e999")},
            {directory, QStringLiteral("is a directory")},
            {fifo, QStringLiteral("(FIFO), not a regular file")},
            {huge, QStringLiteral("is larger than the limit")},
            {nested, QStringLiteral("nested.json")},
        };
        for (const auto& [path, expected] : cases) {
            const Run run = runApp({QStringLiteral("--record"), path});
            QVERIFY2(run.exitCode == 2, qPrintable(path + u' ' + QString::number(run.exitCode) + u' ' + run.err));
            QVERIFY2(run.err.contains(QFileInfo(path).fileName()), qPrintable(run.err));
            QVERIFY2(run.err.contains(expected), qPrintable(run.err));
            QVERIFY2(run.err.size() < 2000, "the message is not cut to a readable length");
        }
    }
};

static int autosaveMain(int argc, char* argv[]) {
    const QString mode = qEnvironmentVariable(kChildMode);
    if (!mode.isEmpty()) return runChild(argc, argv, mode);
    QApplication app(argc, argv);
    AutosaveTest test;
    return QTest::qExec(&test, argc, argv);
}
ENTANGLION_QTEST_CUSTOM_MAIN(AutosaveTest, autosaveMain)

#include "autosave_e2e_test.moc"
