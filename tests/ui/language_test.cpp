// The app in the rulebook's four languages: how the language is picked and remembered, that Qt's
// own strings come with it, and that the real main window renders in Polish, Spanish and Czech
// with the rulebook's terms (a planet name, a card text, a log line, the lessons page) and without
// a clipped or overflowing text in the main panels, at 1366x768 and 1920x1080. The screenshots are
// kept in <build>/ui-screenshots/lang-<code>-<size>.png for people to look at.
#include <QAbstractItemModel>
#include <QCoreApplication>
#include <QDir>
#include <QImage>
#include <QLocale>
#include <QMetaObject>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "tests/common/qtest_program.h"
#include "tests/ui/main_window_fixture.h"
#include "tests/ui/text_fit.h"
#include "tests/ui/walkthrough.h"
#include "ui-qml/app/Language.h"
#include "ui-qml/app/MainWindow.h"
#include "ui-qml/controller/AiPlayers.h"
#include "ui-qml/controller/GameController.h"
#include "ui-qml/lessons/LessonController.h"

namespace {

using testing_ui::misfits;
using testing_ui::textsOf;

bool anyContains(const QStringList& texts, const QString& part) {
    return std::any_of(texts.begin(), texts.end(), [&](const QString& text) { return text.contains(part); });
}

/// The game log's lines as the window's log view shows them (its model: at 1366x768 the log sits
/// below the fold of the scrolling side area, where the view creates no delegates).
QStringList logLinesOf(QQuickWindow* window) {
    QStringList lines;
    QQuickItem* log = testing_ui::findItem(window, QStringLiteral("gameLog"));
    if (log == nullptr) return lines;
    auto* model = qobject_cast<QAbstractItemModel*>(log->property("logModel").value<QObject*>());
    if (model == nullptr) return lines;
    const int role = model->roleNames().key("message", -1);
    for (int row = 0; row < model->rowCount(); ++row) lines << model->index(row, 0).data(role).toString();
    return lines;
}

struct Expected {
    QString planet;     ///< on the map: PHI PLUS in the rulebook's terms
    QString cardText;   ///< in X's text
    QString logLine;    ///< the last turn's log line (the log shows its end)
    QString lessons;    ///< the Lessons page's heading
    QString component;  ///< Quantum Gates, which Mercurial holds, and a part of its text
    QString componentText;
    QString event;         ///< Heisenberg's text, in Rubicon's hand
    QString bell;          ///< the Bell demo's first step
    QString cards;         ///< Mercurial's hand size, a plural form
    QString randomPolicy;  ///< the random AI's name on the AI panel
};

Expected expectedFor(const QString& code) {
    if (code == QLatin1String("pl"))
        return {QStringLiteral("PHI PLUS"),
                QStringLiteral("odwraca kubit"),
                QStringLiteral("Tura 4: Rubicon"),
                QStringLiteral("Lekcje"),
                QStringLiteral("Bramki kwantowe"),
                QStringLiteral("dobierz dwie karty silnika"),
                QStringLiteral("odlicz tyle planet"),
                QStringLiteral("oba statki na ZERO"),
                QStringLiteral("3 karty"),
                QStringLiteral("losowa")};
    if (code == QLatin1String("es"))
        return {QStringLiteral("PHI MÁS"),
                QStringLiteral("invierte un qubit"),
                QStringLiteral("Turno 4: Rubicon"),
                QStringLiteral("Lecciones"),
                QStringLiteral("Compuertas Cuánticas"),
                QStringLiteral("levanta dos cartas de motor"),
                QStringLiteral("cuenta esa cantidad de planetas"),
                QStringLiteral("ambas naves en CERO"),
                QStringLiteral("3 cartas"),
                QStringLiteral("azar")};
    if (code == QLatin1String("cs"))
        return {QStringLiteral("PHI PLUS"),
                QStringLiteral("převrací qubit"),
                QStringLiteral("Tah 4: Rubicon"),
                QStringLiteral("Lekce"),
                QStringLiteral("Kvantová hradla"),
                QStringLiteral("si lízněte dvě akční karty"),
                QStringLiteral("odpočítejte tolik planet"),
                QStringLiteral("obě lodě na NULA"),
                QStringLiteral("3 karty"),
                QStringLiteral("náhoda")};
    return {QStringLiteral("PHI PLUS"),
            QStringLiteral("flips a qubit"),
            QStringLiteral("Turn 4: Rubicon"),
            QStringLiteral("Lessons"),
            QStringLiteral("Quantum Gates"),
            QStringLiteral("draw two engine cards"),
            QStringLiteral("count that many planets"),
            QStringLiteral("both ships on ZERO"),
            QStringLiteral("3 cards"),
            QStringLiteral("random")};
}

}  // namespace

class LanguageTest : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString savedRecord() {
        return walkthrough::save(walkthrough::record(4), m_dir.path(), QStringLiteral("walkthrough.json"));
    }

    /// The saved game in English, worded again whenever `language` changes (as main.cpp wires it).
    bool openInEnglish(GameController& controller, LanguageSettings& language) {
        if (!controller.loadRecord(savedRecord()) || !language.apply(QStringLiteral("en"))) return false;
        QObject::connect(&language, &LanguageSettings::languageChanged, &controller, &GameController::retranslate);
        return true;
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        QStandardPaths::setTestModeEnabled(true);  // the settings go to a test location
        QSettings().clear();
        mainWindow::useAppStyle();
    }

    void pickTakesTheFlagThenTheSettingThenTheSystem() {
        QCOMPARE(LanguageSettings::pick(QStringLiteral("cs"), QStringLiteral("pl"), {QStringLiteral("es-ES")}),
                 QStringLiteral("cs"));
        QCOMPARE(LanguageSettings::pick(QString(), QStringLiteral("pl"), {QStringLiteral("es-ES")}),
                 QStringLiteral("pl"));
        QCOMPARE(LanguageSettings::pick(QString(), QString(), {QStringLiteral("de-DE"), QStringLiteral("es_MX")}),
                 QStringLiteral("es"));
        QCOMPARE(LanguageSettings::pick(QString(), QString(), {QStringLiteral("cs-CZ")}), QStringLiteral("cs"));
        QCOMPARE(LanguageSettings::pick(QString(), QString(), {QStringLiteral("de-DE"), QStringLiteral("fr")}),
                 QStringLiteral("en"));
        // German is not one of the product's languages.
        QCOMPARE(LanguageSettings::pick(QStringLiteral("de"), QString(), {}), QStringLiteral("en"));
        QCOMPARE(LanguageSettings::codes(),
                 (QStringList{QStringLiteral("en"), QStringLiteral("pl"), QStringLiteral("es"), QStringLiteral("cs")}));
    }

    void applyInstallsTheAppsAndQtsTranslations_data() {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("zero");
        QTest::addColumn<QString>("probe");
        QTest::addColumn<QString>("cancel");
        QTest::newRow("pl") << "pl"
                            << "ZERO"
                            << "PROBE"
                            << "Anuluj";
        QTest::newRow("es") << "es"
                            << "CERO"
                            << "PROBE"
                            << "Cancelar";
        QTest::newRow("cs") << "cs"
                            << "NULA"
                            << "SONDA" << QString::fromUtf8("Zrušit");
        QTest::newRow("en") << "en"
                            << "ZERO"
                            << "PROBE"
                            << "Cancel";
    }
    void applyInstallsTheAppsAndQtsTranslations() {
        QFETCH(QString, code);
        QFETCH(QString, zero);
        QFETCH(QString, probe);
        QFETCH(QString, cancel);
        LanguageSettings language;
        QVERIFY(language.apply(code));
        QCOMPARE(language.code(), code);
        QCOMPARE(QCoreApplication::translate("gameText", "ZERO"), zero);
        QCOMPARE(QCoreApplication::translate("gameText", "PROBE"), probe);
        // Qt's own strings (dialog buttons) from qt6-translations-l10n.
        QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), cancel);
        // The lessons module reads the choice from the default locale.
        QCOMPARE(QLocale().name().left(2), code);
    }

    void unknownLanguageIsRefusedAndChangesNothing() {
        LanguageSettings language;
        QVERIFY(language.apply(QStringLiteral("es")));
        QVERIFY(!language.apply(QStringLiteral("de")));
        QCOMPARE(language.code(), QStringLiteral("es"));
        QCOMPARE(QCoreApplication::translate("gameText", "ONE"), QStringLiteral("UNO"));
    }

    void aRefusedLessonMoveIsWordedInTheChosenLanguage() {
        // The lessons runner's own message is the CLI's English; the Lessons page words it.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        LanguageSettings language;
        QVERIFY(language.apply(QStringLiteral("en")));
        LessonController controller;
        controller.setProgressFile(dir.filePath(QStringLiteral("progress.json")));
        QVERIFY(controller.openLesson(QStringLiteral("qubits-and-kets")));  // only X is allowed
        QVERIFY(!controller.playMove(QStringLiteral("H:MERCURIAL")));
        QCOMPARE(controller.message(), QStringLiteral("This lesson does not let Mercurial play H."));
        const QString english = controller.message();
        for (const char* code : {"pl", "es", "cs"}) {
            QVERIFY(language.apply(QString::fromLatin1(code)));
            QVERIFY(!controller.playMove(QStringLiteral("H:MERCURIAL")));
            const QString message = controller.message();
            QVERIFY2(message != english && message.contains(QStringLiteral("Mercurial")) && message.contains(u'H'),
                     qPrintable(QString::fromLatin1(code) + QStringLiteral(": ") + message));
        }
        QVERIFY(language.apply(QStringLiteral("en")));
    }

    void choosingFromTheMenuIsRememberedAndRewordsTheGame() {
        GameController controller;
        LanguageSettings language;
        QVERIFY(openInEnglish(controller, language));
        const auto logHas = [&](const QString& line) {
            for (int row = 0; row < controller.logModel()->count(); ++row) {
                if (controller.logModel()->at(row).message == line) return true;
            }
            return false;
        };
        QVERIFY(logHas(QStringLiteral("Turn 2: Rubicon")));
        QVERIFY(language.choose(QStringLiteral("cs")));
        QCOMPARE(LanguageSettings::saved(), QStringLiteral("cs"));
        QVERIFY2(logHas(QStringLiteral("Tah 2: Rubicon")), "the log is not in Czech after choosing Czech");
        QVERIFY(!logHas(QStringLiteral("Turn 2: Rubicon")));
        QVERIFY(!language.choose(QStringLiteral("xx")));
        QCOMPARE(LanguageSettings::saved(), QStringLiteral("cs"));
        QVERIFY(language.choose(QStringLiteral("en")));
    }

    void theToolbarsLanguageMenuSwitchesTheWholeWindow() {
        GameController controller;
        LanguageSettings language;
        QVERIFY(openInEnglish(controller, language));
        QQmlApplicationEngine engine;
        language.setEngine(&engine);
        QQuickWindow* window = testing_ui::showMainWindow(engine, &controller, QSize(1366, 768), 1.0, &language);
        QVERIFY(window != nullptr);
        QQuickItem* button = testing_ui::findItem(window, QStringLiteral("languageButton"));
        QVERIFY(button != nullptr && button->isVisible());
        QCOMPARE(button->property("text").toString(), QStringLiteral("EN ▾"));
        QTest::mouseClick(window, Qt::LeftButton, {},
                          button->mapToScene(QPointF(button->width() / 2, button->height() / 2)).toPoint());
        QQuickItem* czech = nullptr;
        QTRY_VERIFY((czech = testing_ui::findItem(window, QStringLiteral("language_cs"))) != nullptr &&
                    czech->isVisible());
        QCOMPARE(czech->property("text").toString(), QString::fromUtf8("Čeština"));
        QTest::mouseClick(window, Qt::LeftButton, {},
                          czech->mapToScene(QPointF(czech->width() / 2, czech->height() / 2)).toPoint());
        QTRY_COMPARE(language.code(), QStringLiteral("cs"));
        QCOMPARE(LanguageSettings::saved(), QStringLiteral("cs"));
        // QML strings, the engine's words and the map all follow at once.
        QTRY_COMPARE(testing_ui::findItem(window, QStringLiteral("rulesButton"))->property("text").toString(),
                     QStringLiteral("Pravidla"));
        QCOMPARE(button->property("text").toString(), QStringLiteral("CS ▾"));
        const QStringList texts = textsOf(window->contentItem());
        QVERIFY(anyContains(texts, QStringLiteral("OMEGA NULA")));
        QVERIFY(anyContains(logLinesOf(window), QStringLiteral("Tah 4: Rubicon")));
        QVERIFY(language.choose(QStringLiteral("en")));
        QTRY_COMPARE(testing_ui::findItem(window, QStringLiteral("rulesButton"))->property("text").toString(),
                     QStringLiteral("Rules"));
    }

    void rendersInEachLanguageWithoutClipping_data() {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QSize>("size");
        for (const char* code : {"pl", "es", "cs", "en"}) {
            QTest::addRow("%s 1366x768", code) << QString::fromLatin1(code) << QSize(1366, 768);
            QTest::addRow("%s 1920x1080", code) << QString::fromLatin1(code) << QSize(1920, 1080);
        }
    }
    void rendersInEachLanguageWithoutClipping() {
        QFETCH(QString, code);
        QFETCH(QSize, size);
        LanguageSettings language;
        QVERIFY(language.apply(code));
        GameController controller;
        QVERIFY(controller.loadRecord(savedRecord()));
        QQmlApplicationEngine engine;
        QQuickWindow* window = testing_ui::showMainWindow(engine, &controller, size, 1.0, &language);
        QVERIFY(window != nullptr);
        const QString name = QStringLiteral("lang-%1-%2x%3").arg(code).arg(size.width()).arg(size.height());
        window->grabWindow().save(testing_ui::screenshotPath(name + QStringLiteral(".png")));

        const Expected expected = expectedFor(code);
        const QStringList texts = textsOf(window->contentItem());
        QVERIFY2(anyContains(texts, expected.planet), qPrintable(expected.planet + QStringLiteral(" not on screen")));
        QVERIFY2(anyContains(logLinesOf(window), expected.logLine),
                 qPrintable(expected.logLine + QStringLiteral(" not in the log")));
        QVERIFY2(texts.contains(expected.cards),
                 qPrintable(expected.cards + QStringLiteral(" not on Mercurial's board")));
        QQuickItem* card = testing_ui::findItem(window, QStringLiteral("card_MERCURIAL_engine_0"));
        QVERIFY(card != nullptr);
        QVERIFY2(card->property("text").toString().contains(expected.cardText),
                 qPrintable(card->property("text").toString()));
        QQuickItem* event = testing_ui::findItem(window, QStringLiteral("card_RUBICON_event_0"));
        QVERIFY(event != nullptr);
        QVERIFY2(event->property("text").toString().contains(expected.event),
                 qPrintable(event->property("text").toString()));
        QVERIFY(testing_ui::findItem(window, QStringLiteral("component_") + expected.component) != nullptr);
        QCOMPARE(controller.mercurialComponents()->count(), 1);
        QCOMPARE(controller.mercurialComponents()->at(0).name, expected.component);
        QVERIFY2(controller.mercurialComponents()->at(0).text.contains(expected.componentText),
                 qPrintable(controller.mercurialComponents()->at(0).text));

        // The AI panel with an AI partner: its players line, buttons, pace and check box.
        auto* ai = window->findChild<AiPlayers*>(QStringLiteral("aiPlayers"));
        QVERIFY(ai != nullptr);
        QVERIFY(ai->configure(QString(), QStringLiteral("random")));
        QTRY_VERIFY(testing_ui::findItem(window, QStringLiteral("aiDelaySlider"))->isVisible());
        // The policy's name is translated too (AiPlayers::policyTitle).
        const QString players =
            testing_ui::findItem(window, QStringLiteral("playersLabel"))->property("text").toString();
        QVERIFY2(players.contains(QStringLiteral("(") + expected.randomPolicy + QStringLiteral(")")),
                 qPrintable(players));
        for (const char* panel : {"toolbar", "aiPanel", "actionPanel", "shipBoard_MERCURIAL", "shipBoard_RUBICON",
                                  "piles", "detectionTrack", "circuit", "ketPanel"}) {
            QQuickItem* item = testing_ui::findItem(window, QString::fromLatin1(panel));
            QVERIFY2(item != nullptr, panel);
            const QStringList problems = misfits(item);
            QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1: %2").arg(QString::fromLatin1(panel),
                                                                                 problems.join(QStringLiteral("; ")))));
        }

        // The new-game dialog (a popup) fits its longest option.
        QMetaObject::invokeMethod(window, "openNewGame");
        QObject* dialog = window->findChild<QObject*>(QStringLiteral("newGameDialog"));
        QVERIFY(dialog != nullptr);
        QTRY_VERIFY(dialog->property("opened").toBool());
        QQuickItem* popup = dialog->property("contentItem").value<QQuickItem*>()->parentItem();
        window->grabWindow().save(testing_ui::screenshotPath(name + QStringLiteral("-newgame.png")));
        const QStringList dialogProblems = misfits(popup);
        QVERIFY2(dialogProblems.isEmpty(), qPrintable(dialogProblems.join(QStringLiteral("; "))));
        QMetaObject::invokeMethod(dialog, "close");
        QTRY_VERIFY(!dialog->property("visible").toBool());

        // The Lessons page and the Rules page, in the same language and without clipping.
        QMetaObject::invokeMethod(window, "openLessons");
        QQuickItem* lessons = nullptr;
        QTRY_VERIFY((lessons = testing_ui::findItem(window, QStringLiteral("lessonsPage"))) != nullptr);
        QTRY_VERIFY(testing_ui::findItem(window, QStringLiteral("lessonList")) != nullptr);
        QVERIFY2(anyContains(textsOf(lessons), expected.lessons), qPrintable(textsOf(lessons).join(u'|')));
        window->grabWindow().save(testing_ui::screenshotPath(name + QStringLiteral("-lessons.png")));
        const QStringList lessonProblems = misfits(testing_ui::findItem(window, QStringLiteral("lessonList")));
        QVERIFY2(lessonProblems.isEmpty(), qPrintable(lessonProblems.join(QStringLiteral("; "))));

        QMetaObject::invokeMethod(window, "openBellDemo");
        QTRY_VERIFY(testing_ui::findItem(window, QStringLiteral("bellDemo")) != nullptr);
        QTRY_VERIFY(anyContains(textsOf(testing_ui::findItem(window, QStringLiteral("bellDemo"))), expected.bell));
        QTest::qWait(200);  // the Bloch spheres' Canvas paints on a frame after it is sized
        window->grabWindow().save(testing_ui::screenshotPath(name + QStringLiteral("-bell.png")));

        QMetaObject::invokeMethod(window, "openRules");
        QQuickItem* rules = nullptr;
        QTRY_VERIFY((rules = testing_ui::findItem(window, QStringLiteral("rulesPage"))) != nullptr);
        QTRY_VERIFY(anyContains(textsOf(rules), expected.cardText));
        window->grabWindow().save(testing_ui::screenshotPath(name + QStringLiteral("-rules.png")));
        const QStringList rulesProblems = misfits(rules);
        QVERIFY2(rulesProblems.isEmpty(), qPrintable(rulesProblems.join(QStringLiteral("; "))));
        QVERIFY(language.apply(QStringLiteral("en")));
    }
};

ENTANGLION_QTEST_MAIN(LanguageTest)
#include "language_test.moc"
