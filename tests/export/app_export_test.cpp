// The kit from the app: the headless run (`entanglion --export-worksheets/--export-figures`, with no
// display), the window's Print / Export actions and the Help page's link to the teacher's guide, and
// the seed a teacher gives out dealing the same in the app as in entanglion-cli.
#include <QDir>
#include <QProcess>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QtTest>

#include "ClassroomKit.h"
#include "game/classroom/duplicate.h"
#include "lessons/builtin.h"
#include "pdf_text.h"
#include "tests/common/qtest_program.h"
#include "tests/ui/find_item.h"
#include "ui-qml/app/AppOptions.h"
#include "ui-qml/app/MainWindow.h"
#include "ui-qml/controller/GameController.h"

class AppExportTest : public QObject {
    Q_OBJECT

    /// Runs the built app with `arguments` and no display at all; returns its exit code.
    int runApp(const QStringList& arguments, QString* out = nullptr, QString* err = nullptr) {
        QProcess app;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        for (const char* name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
            environment.remove(QLatin1String(name));
        environment.insert(QStringLiteral("HOME"), m_dir.filePath(QStringLiteral("home")));
        app.setProcessEnvironment(environment);
        app.start(QStringLiteral(ENTANGLION_BINARY_DIR "/bin/entanglion"), arguments);
        app.waitForFinished(240000);
        if (out) *out = QString::fromUtf8(app.readAllStandardOutput());
        if (err) *err = QString::fromUtf8(app.readAllStandardError());
        return app.exitStatus() == QProcess::NormalExit ? app.exitCode() : -1;
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void theOptionsNameTheExportsAndNeedNoDisplay() {
        QString error;
        const auto options = AppOptions::parse({QStringLiteral("entanglion"), QStringLiteral("--export-worksheets"),
                                                QStringLiteral("out"), QStringLiteral("--export-figures=figs")},
                                               &error);
        QVERIFY2(options, qPrintable(error));
        QCOMPARE(options->exportWorksheets, QStringLiteral("out"));
        QCOMPARE(options->exportFigures, QStringLiteral("figs"));
        QVERIFY(options->exportsOnly());
        QVERIFY(
            AppOptions::asksForHeadlessExport({QStringLiteral("entanglion"), QStringLiteral("--export-figures=x")}));
        QVERIFY(!AppOptions::parse({QStringLiteral("entanglion"), QStringLiteral("--export-worksheets")}, &error));
        QCOMPARE(error, QStringLiteral("--export-worksheets needs a value"));
    }

    void theHeadlessRunWritesEveryWorksheetOfALanguage() {
        const QString directory = m_dir.filePath(QStringLiteral("sheets"));
        QString out, err;
        QCOMPARE(
            runApp({QStringLiteral("--export-worksheets"), directory, QStringLiteral("--lang"), QStringLiteral("cs")},
                   &out, &err),
            0);
        const QStringList files = QDir(directory + QStringLiteral("/cs")).entryList({QStringLiteral("*.pdf")});
        QCOMPARE(files.size(), static_cast<int>(entanglion::lessons::builtin_lessons().size()) + 1);
        QVERIFY2(out.contains(QStringLiteral("cs/06-bell-phi-plus.pdf")), qPrintable(out + err));
        QVERIFY(!QDir(directory + QStringLiteral("/en")).exists());
        const auto& lesson = *entanglion::lessons::find_builtin_lesson("bell-phi-plus");
        for (const QString& file : files) {
            const QStringList overlaps = pdfText::overlappingWords(directory + QStringLiteral("/cs/") + file);
            QVERIFY2(overlaps.isEmpty(), qPrintable(file + QStringLiteral(": ") + overlaps.join(u'\n')));
        }
        const QString text = pdfText::read(directory + QStringLiteral("/cs/06-bell-phi-plus.pdf"));
        QVERIFY2(pdfText::holds(text, QString::fromStdString(lesson.texts(entanglion::lessons::Language::kCzech).task)),
                 qPrintable(text));
    }

    void theHeadlessRunWritesTheDemosAndARecordsFigures() {
        GameController controller;
        QVERIFY(controller.newGame(2, 77, ui::RulesVariant::Board));
        const QString record = m_dir.filePath(QStringLiteral("game.json"));
        QVERIFY(controller.saveRecord(record));
        const QString directory = m_dir.filePath(QStringLiteral("figures"));
        QString out, err;
        QCOMPARE(
            runApp({QStringLiteral("--export-figures"), directory, QStringLiteral("--record"), record}, &out, &err), 0);
        for (const QString& name : {QStringLiteral("bell-ket.svg"), QStringLiteral("bell-bloch-1280x720@2x.png"),
                                    QStringLiteral("game-map.svg"), QStringLiteral("game-circuit-1920x1080.png")})
            QVERIFY2(QFile::exists(directory + u'/' + name), qPrintable(name + u' ' + out + err));
        QFile broken(m_dir.filePath(QStringLiteral("broken.json")));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("{\"format\": 1");
        broken.close();
        QCOMPARE(runApp({QStringLiteral("--export-figures"), directory, QStringLiteral("--record"), broken.fileName()},
                        &out, &err),
                 2);
        QVERIFY2(err.contains(QStringLiteral("broken.json")), qPrintable(err));
    }

    void theWindowsActionsWriteTheOpenLessonsWorksheetAndTheDemosFigures() {
        GameController controller;
        QVERIFY(controller.newGame(1, 5, ui::RulesVariant::Board));
        ClassroomKit kit(&controller);
        mainWindow::useAppStyle();
        QQmlApplicationEngine engine;
        QString error;
        QQuickWindow* window = mainWindow::load(engine, &controller, &error);
        QVERIFY2(window, qPrintable(error));
        QQuickItem* exportFigures = testing_ui::findItem(window, QStringLiteral("exportFiguresButton"));
        QVERIFY(exportFigures && !exportFigures->isVisible());  // no kit, no action
        window->setProperty("kit", QVariant::fromValue(static_cast<QObject*>(&kit)));
        QTRY_VERIFY(exportFigures->isVisible());

        QVERIFY(QMetaObject::invokeMethod(window, "openLessons"));
        QObject* page =
            window->findChild<QQuickItem*>(QStringLiteral("pageLoader"))->property("item").value<QObject*>();
        QVERIFY(page);
        QObject* lessons = page->property("controller").value<QObject*>();
        QVERIFY(QMetaObject::invokeMethod(lessons, "openLesson", Q_ARG(QString, QStringLiteral("bell-phi-plus"))));
        QTRY_VERIFY(testing_ui::findItem(window, QStringLiteral("printButton"))->isVisible());
        const QString pdf = m_dir.filePath(QStringLiteral("from-window.pdf"));
        QVariant ok;
        QVERIFY(QMetaObject::invokeMethod(window, "exportPdf", Q_RETURN_ARG(QVariant, ok),
                                          Q_ARG(QVariant, QUrl::fromLocalFile(pdf))));
        QVERIFY2(ok.toBool(), qPrintable(kit.message()));
        QVERIFY(pdfText::holds(pdfText::read(pdf), QStringLiteral("From |00>, bring both ships to PHI PLUS.")));
        QVERIFY(kit.message().contains(pdf));

        QVERIFY(QMetaObject::invokeMethod(window, "openBellDemo"));
        QTRY_VERIFY(testing_ui::findItem(window, QStringLiteral("printButton"))->isVisible());
        const QString folder = m_dir.filePath(QStringLiteral("window-figures"));
        QVERIFY(QMetaObject::invokeMethod(window, "exportFigures", Q_RETURN_ARG(QVariant, ok),
                                          Q_ARG(QVariant, QUrl::fromLocalFile(folder))));
        QVERIFY2(ok.toBool(), qPrintable(kit.message()));
        QVERIFY(QFile::exists(folder + QStringLiteral("/bell-histogram.svg")));
        const QString handout = m_dir.filePath(QStringLiteral("handout.pdf"));
        QVERIFY(QMetaObject::invokeMethod(window, "exportPdf", Q_RETURN_ARG(QVariant, ok),
                                          Q_ARG(QVariant, QUrl::fromLocalFile(handout))));
        QCOMPARE(pdfText::pageCount(handout), 1);

        QVERIFY(QMetaObject::invokeMethod(window, "openRules"));
        QTRY_VERIFY(testing_ui::findItem(window, QStringLiteral("teacherGuideButton")) != nullptr);
        QVERIFY(testing_ui::findItem(window, QStringLiteral("teacherGuideButton"))->isVisible());
        QVERIFY(!kit.exportLessonWorksheet(QStringLiteral("no-such-lesson"), QUrl::fromLocalFile(pdf)));
        QVERIFY(kit.failed());
    }

    void theTeachersGuideIsFoundBesideTheProgram() {
        ClassroomKit kit(nullptr);
        const QUrl guide = kit.teacherGuideUrl();
        QVERIFY2(guide.toLocalFile().endsWith(QStringLiteral("share/doc/entanglion/teaching/README.md")),
                 qPrintable(ClassroomKit::guideCandidates().join(u' ')));
        QVERIFY(!kit.exportGameFigures(QUrl::fromLocalFile(m_dir.path())));  // no game
    }

    void theAppsSeedDealsLikeTheCommandLines() {
        GameController first, second;
        QVERIFY(first.newGame(1, 2024, ui::RulesVariant::Board));
        QVERIFY(second.newGame(1, 2024, ui::RulesVariant::Board));
        QVERIFY(*first.gameState() == *second.gameState());
        std::string error;
        const auto appDeal = entanglion::classroom::deal_of(first.record(), &error);
        const entanglion::rules::GameSession cli(2024, 1, entanglion::rules::RulesVariant::kBoard);
        const auto cliDeal = entanglion::classroom::deal_of(cli.record(), &error);
        QVERIFY(appDeal && cliDeal);
        QVERIFY(*appDeal == *cliDeal);
        QVERIFY(second.newGame(1, 2025, ui::RulesVariant::Board));
        QVERIFY(!(*first.gameState() == *second.gameState()));
    }

private:
    QTemporaryDir m_dir;
};

ENTANGLION_QTEST_MAIN(AppExportTest)
#include "app_export_test.moc"
