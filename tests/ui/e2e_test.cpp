// End-to-end test: the real main window (Main.qml with a GameController, as main.cpp builds it)
// plays the rulebook's first-game walkthrough through the UI's own controls: mouse clicks on the
// card buttons, the R key for Retrieve, the keyboard on a focused card. After each turn it checks
// the map (ship markers), the ket text item and the log.
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>

#include "tests/common/qtest_program.h"
#include "tests/ui/main_window_fixture.h"
#include "tests/ui/perform.h"
#include "tests/ui/walkthrough.h"
#include "ui-qml/app/MainWindow.h"
#include "ui-qml/controller/GameController.h"
#include "ui-qml/speech/EventSpeech.h"

namespace {

/// A speech engine that says nothing (the menu only needs the app's EventSpeech).
class SilentSpeaker : public speech::Speaker {
public:
    void speak(std::uint64_t, const QString&) override {}
    void stop() override {}
};

QString dataFile(const char* name) { return QStringLiteral(ENTANGLION_SOURCE_DIR "/tests/ui/data/") + name; }

}  // namespace

class EndToEndTest : public QObject {
    Q_OBJECT

    testing_ui::MainWindowFixture m_app;

    int handSlot(const QString& ship, const QString& card) {
        HandModel* hand =
            ship == QLatin1String("RUBICON") ? m_app.controller()->rubiconHand() : m_app.controller()->mercurialHand();
        for (int row = 0; row < hand->count(); ++row) {
            if (hand->at(row).kind == ui::CardKind::Engine && hand->at(row).card == card) {
                return hand->at(row).slot;
            }
        }
        return -1;
    }

    void checkShips(const QString& mercurial, const QString& rubicon) {
        QVERIFY(m_app.item(QStringLiteral("ship_mercurial")) != nullptr);
        QVERIFY(m_app.item(QStringLiteral("planet_") + mercurial) != nullptr);
        QCOMPARE(m_app.item(QStringLiteral("ship_mercurial"))->property("planet").toString(), mercurial);
        QCOMPARE(m_app.item(QStringLiteral("ship_rubicon"))->property("planet").toString(), rubicon);
        // The markers end up beside their planets once the short move animation is over.
        QQuickItem* planet = m_app.item(QStringLiteral("planet_") + mercurial);
        QQuickItem* ship = m_app.item(QStringLiteral("ship_mercurial"));
        const auto distance = [&] {
            return std::hypot(ship->x() + ship->width() / 2 - (planet->x() + planet->width() / 2),
                              ship->y() + ship->height() / 2 - (planet->y() + planet->height() / 2));
        };
        QTRY_VERIFY(distance() < 1.4 * planet->width());
    }

private slots:
    void initTestCase() { mainWindow::useAppStyle(); }

    void init() {
        m_app.start();
        QVERIFY2(m_app.controller()->playRecordSetup(dataFile("walkthrough.json")),
                 qPrintable(m_app.controller()->messages()->error()));
        QVERIFY(m_app.open());
    }

    void cleanup() { m_app.close(); }

    // The toolbar's menus are made when first opened (MenuOnDemand), then kept.
    void toolbarMenusAreMadeWhenFirstOpened() {
        for (const char* name : {"languageMenu", "themeMenu", "settingsMenu", "toolbarMenu"}) {
            QVERIFY2(m_app.window()->findChild<QObject*>(QString::fromLatin1(name)) == nullptr, name);
        }
        QVERIFY(m_app.click(QStringLiteral("themeButton")));
        QObject* menu = nullptr;
        QTRY_VERIFY((menu = m_app.window()->findChild<QObject*>(QStringLiteral("themeMenu"))) != nullptr &&
                    menu->property("visible").toBool());
        QQuickItem* dark = nullptr;
        QTRY_VERIFY((dark = m_app.item(QStringLiteral("theme_dark"))) != nullptr && dark->isVisible());
        QTest::keyClick(m_app.window(), Qt::Key_Escape);
        QTRY_VERIFY(!menu->property("visible").toBool());
        QVERIFY(m_app.click(QStringLiteral("themeButton")));
        QTRY_VERIFY(menu->property("visible").toBool());
        QCOMPARE(m_app.window()->findChildren<QObject*>(QStringLiteral("themeMenu")).size(), 1);
        QTest::keyClick(m_app.window(), Qt::Key_Escape);
        QTRY_VERIFY(!menu->property("visible").toBool());
    }

    void speechMenuShowsWhenTheAppPassesItsSpeech() {
        // As main.cpp does: the window first, then its EventSpeech (without a warning, which
        // fails every test of the window).
        SilentSpeaker speaker;
        EventSpeech speech(nullptr, &speaker);
        QVERIFY(m_app.item(QStringLiteral("speechButton")) == nullptr);
        QVERIFY(m_app.window()->setProperty("speech", QVariant::fromValue(&speech)));
        QTRY_VERIFY(m_app.item(QStringLiteral("speechButton")) != nullptr);
        QVERIFY(m_app.item(QStringLiteral("speechButton"))->isVisible());
        // The menu is made when first opened (MenuOnDemand).
        QVERIFY(m_app.click(QStringLiteral("speechButton")));
        QObject* menu = m_app.item(QStringLiteral("speechButton"))->findChild<QObject*>(QStringLiteral("speechMenu"));
        QVERIFY(menu != nullptr);
        QTRY_VERIFY(menu->property("visible").toBool());
        QTest::keyClick(m_app.window(), Qt::Key_Escape);
        m_app.closeWindow();  // before the speech it shows
    }

    void playsTheRulebookWalkthroughThroughTheUi() {
        checkShips(QStringLiteral("ZERO"), QStringLiteral("ZERO"));
        QCOMPARE(m_app.text(QStringLiteral("ketText")), QStringLiteral("|00>"));

        // 1. Mercurial plays H (a click on the card's Play button): Mercurial to PLUS, draws X.
        const int h = handSlot(QStringLiteral("MERCURIAL"), QStringLiteral("H"));
        QVERIFY(h >= 0);
        QVERIFY(m_app.click(QStringLiteral("play_MERCURIAL_engine_%1").arg(h)));
        checkShips(QStringLiteral("PLUS"), QStringLiteral("ZERO"));
        QCOMPARE(m_app.text(QStringLiteral("ketText")), QString::fromUtf8("(|00> + |10>)/√2"));
        QVERIFY(m_app.logText().contains(QStringLiteral("Mercurial drew X")));
        QCOMPARE(m_app.text(QStringLiteral("circuitCount")), QStringLiteral("1 of 6"));

        // 2. Rubicon plays CNOT: both ships to PHI PLUS; the orbital defenses roll 3 > 1.
        const int cnot = handSlot(QStringLiteral("RUBICON"), QStringLiteral("CNOT"));
        QVERIFY(m_app.click(QStringLiteral("play_RUBICON_engine_%1").arg(cnot)));
        checkShips(QStringLiteral("PHI_PLUS"), QStringLiteral("PHI_PLUS"));
        QCOMPARE(m_app.text(QStringLiteral("ketText")), QString::fromUtf8("(|00> + |11>)/√2"));
        QCOMPARE(m_app.text(QStringLiteral("stateName")), QStringLiteral("PHI PLUS"));
        QVERIFY(m_app.logText().contains(QStringLiteral("Rubicon rolled the Entanglion die: 3")));
        QVERIFY(m_app.logText().contains(QStringLiteral("Rubicon drew H")));

        // 3. Mercurial retrieves Quantum Gates with the R key: the roll is 6.
        QQuickItem* phiPlus = m_app.item(QStringLiteral("planet_PHI_PLUS"));
        QVERIFY(phiPlus != nullptr);
        QCOMPARE(phiPlus->property("component").toString(), QStringLiteral("Quantum Gates"));
        QTest::keyClick(m_app.window(), Qt::Key_R);
        QCOMPARE(phiPlus->property("component").toString(), QString());
        QVERIFY(m_app.item(QStringLiteral("component_Quantum Gates")) != nullptr);
        QVERIFY(m_app.logText().contains(QStringLiteral("Mercurial retrieved Quantum Gates from PHI PLUS")));

        // 4. Rubicon plays H from the keyboard (focus the card, press Enter): to OMEGA TWO, rolls 1,
        //    detected, the Centarious die says 1, both ships to ONE, rate +1, Heisenberg kept.
        const int rubiconH = handSlot(QStringLiteral("RUBICON"), QStringLiteral("H"));
        QQuickItem* card = m_app.item(QStringLiteral("card_RUBICON_engine_%1").arg(rubiconH));
        QVERIFY(card != nullptr);
        card->forceActiveFocus();
        QVERIFY(card->hasActiveFocus());
        QCOMPARE(m_app.controller()->mapModel()->previewMercurialPlanet(),
                 QStringLiteral("OMEGA_TWO"));  // focus previews
        QTest::keyClick(m_app.window(), Qt::Key_Return);
        checkShips(QStringLiteral("ONE"), QStringLiteral("ONE"));
        QCOMPARE(m_app.text(QStringLiteral("ketText")), QStringLiteral("|11>"));
        QVERIFY(m_app.logText().contains(QStringLiteral("Rubicon was detected by the orbital defenses")));
        QVERIFY(m_app.logText().contains(QStringLiteral("Rubicon keeps Heisenberg")));
        QCOMPARE(m_app.item(QStringLiteral("detectionTrack"))->property("position").toInt(), 1);
        QQuickItem* heisenberg = m_app.item(QStringLiteral("card_RUBICON_event_0"));
        QVERIFY(heisenberg != nullptr);
        QCOMPARE(heisenberg->property("name").toString(), QStringLiteral("Heisenberg"));
        QCOMPARE(m_app.text(QStringLiteral("circuitCount")), QStringLiteral("0 of 6"));  // cleared by the event
        QVERIFY(m_app.text(QStringLiteral("prompt")).contains(QStringLiteral("Mercurial")));
    }

    void quantumNoteShowsBesideTheMapWithoutCoveringIt() {
        // Walkthrough turn 4 ends in a detection on OMEGA TWO, which brings a quantum note.
        QQuickItem* map = m_app.item(QStringLiteral("galaxyMap"));
        QVERIFY(map != nullptr);
        const QRectF fullMap = map->mapRectToScene(QRectF(0, 0, map->width(), map->height()));
        for (const char* action :
             {"MERCURIAL navigate H", "RUBICON navigate CNOT", "MERCURIAL retrieve", "RUBICON navigate H"}) {
            QVERIFY2(testing_ui::perform(*m_app.controller(), QString::fromLatin1(action)), action);
        }
        QQuickItem* note = m_app.item(QStringLiteral("quantumNote"));
        QVERIFY(note != nullptr);
        QTRY_VERIFY(note->isVisible());
        QVERIFY(m_app.text(QStringLiteral("quantumNoteText")).contains(QStringLiteral("OMEGA TWO")));
        // The note heads the side area: no planet is hidden behind it and the map keeps its room.
        const QRectF noteRect = note->mapRectToScene(QRectF(0, 0, note->width(), note->height()));
        const QRectF mapRect = map->mapRectToScene(QRectF(0, 0, map->width(), map->height()));
        QVERIFY2(!noteRect.intersects(mapRect), "the quantum note overlaps the map");
        QCOMPARE(mapRect, fullMap);
        // Dismissed, it hides (the note stays in the log). (One frame first: the side area lays
        // the new note out before its button has its place.)
        QTest::qWait(50);
        QVERIFY(m_app.click(QStringLiteral("quantumNoteDismiss")));
        QTRY_VERIFY(!note->isVisible());
        QVERIFY(m_app.logText().contains(QStringLiteral("Measuring OMEGA TWO")));
    }

    void numberKeysAndActionButtonsDriveDecisionsToo() {
        // Keys are bound to cards by position: Alt+1 always swaps the acting ship's first card.
        namespace rules = entanglion::rules;
        const entanglion::Ship acting = m_app.controller()->gameState()->acting_player();
        const rules::Action swapFirst =
            rules::Action::exchange(acting, m_app.controller()->gameState()->hand(acting)[0]);
        QVERIFY(m_app.controller()->gameState()->is_legal(swapFirst));
        QTest::keyClick(m_app.window(), Qt::Key_1, Qt::AltModifier);
        QCOMPARE(m_app.controller()->record().actions.size(), std::size_t{1});
        QCOMPARE(m_app.controller()->record().actions[0].action, swapFirst);
        // A disabled button says why (the engine's reason) and does nothing when clicked. (One
        // frame first, so the new action list is laid out where the clicks go.)
        QTest::qWait(50);
        const int rows = m_app.controller()->actionModel()->count();
        for (int row = 0; row < rows; ++row) {
            if (m_app.controller()->actionModel()->at(row).allowed) continue;
            const QString name = QStringLiteral("action:") + m_app.controller()->actionModel()->at(row).actionText;
            QQuickItem* button = m_app.item(name);
            QVERIFY(button != nullptr);
            QVERIFY(!button->property("reason").toString().isEmpty());
            QVERIFY(m_app.click(name));
            QVERIFY2(m_app.controller()->record().actions.size() == 1,
                     qPrintable(name + QStringLiteral(" -> ") +
                                QString::fromStdString(entanglion::rules::action_to_string(
                                    m_app.controller()->record().actions.back().action))));
        }
    }

    /// Rubicon (holding Quantum Tunnel) on ZERO, Mercurial on PLUS, Rubicon to play: CNOT enters
    /// PHI PLUS and the orbital defenses ask Rubicon to roll or play Quantum Tunnel.
    QString tunnelRecord(QTemporaryDir& dir) {
        namespace rules = entanglion::rules;
        const auto record =
            walkthrough::play(walkthrough::tunnelSetup(),
                              {rules::Action::navigate(entanglion::Ship::kRubicon, rules::EngineCard::kCNOT),
                               rules::Action::roll_defense(entanglion::Ship::kRubicon)},
                              {walkthrough::d8(3)});
        return walkthrough::save(record, dir.path(), QStringLiteral("tunnel.json"));
    }

    void decisionsAnsweredWithTheMouse() {
        QTemporaryDir dir;
        QVERIFY(m_app.controller()->playRecordSetup(tunnelRecord(dir)));
        QVERIFY(m_app.click(QStringLiteral("play_RUBICON_engine_0")));  // CNOT
        QCOMPARE(m_app.controller()->turn().decisionKind, ui::Decision::Defense);
        QVERIFY(m_app.text(QStringLiteral("prompt")).contains(QStringLiteral("orbital defenses")));
        QVERIFY(m_app.click(QStringLiteral("action:RUBICON play_quantum_tunnel")));
        QCOMPARE(m_app.controller()->turn().decisionKind, ui::Decision::None);
        checkShips(QStringLiteral("PHI_PLUS"), QStringLiteral("PHI_PLUS"));
        QVERIFY(m_app.item(QStringLiteral("card_RUBICON_event_0")) == nullptr);  // the card was played
        QVERIFY(!m_app.logText().contains(QStringLiteral("rolled the Entanglion die")));
    }

    void decisionsAnsweredWithTheKeyboard() {
        QTemporaryDir dir;
        QVERIFY(m_app.controller()->playRecordSetup(tunnelRecord(dir)));
        QQuickItem* card = m_app.item(QStringLiteral("card_RUBICON_engine_0"));
        QVERIFY(card != nullptr);
        card->forceActiveFocus();
        QTest::keyClick(m_app.window(), Qt::Key_Space);  // play CNOT
        QCOMPARE(m_app.controller()->turn().decisionKind, ui::Decision::Defense);
        // The key shown on the "Roll the Entanglion die" button (always D, for every roll) answers it.
        ActionModel* actions = m_app.controller()->actionModel();
        QString key;
        for (int row = 0; row < actions->count(); ++row) {
            if (actions->at(row).actionText == QLatin1String("RUBICON roll_defense")) {
                key = actions->at(row).shortcut;
            }
        }
        QCOMPARE(key, QStringLiteral("D"));
        QTest::keyClick(m_app.window(), Qt::Key_D);
        QCOMPARE(m_app.controller()->turn().decisionKind, ui::Decision::None);
        QVERIFY(m_app.logText().contains(QStringLiteral("Rubicon rolled the Entanglion die: 3")));
        checkShips(QStringLiteral("PHI_PLUS"), QStringLiteral("PHI_PLUS"));
        QCOMPARE(m_app.item(QStringLiteral("card_RUBICON_event_0"))->property("name").toString(),
                 QStringLiteral("Quantum Tunnel"));
    }

    void newGameDialogStartsTheChosenGame() {
        QTest::keyClick(m_app.window(), Qt::Key_N, Qt::ControlModifier);
        QObject* dialog = m_app.window()->findChild<QObject*>(QStringLiteral("newGameDialog"));
        QVERIFY(dialog != nullptr);
        QTRY_VERIFY(dialog->property("opened").toBool());
        QVERIFY(m_app.clickObject(QStringLiteral("difficulty3")));
        QVERIFY(m_app.clickObject(QStringLiteral("variantQuantum")));
        QVERIFY(m_app.clickObject(QStringLiteral("seedField")));
        QTest::keyClick(m_app.window(), Qt::Key_4);
        QTest::keyClick(m_app.window(), Qt::Key_2);
        QVERIFY(m_app.clickObject(QStringLiteral("newGameStart")));
        QTRY_VERIFY(!dialog->property("visible").toBool());
        QCOMPARE(m_app.controller()->setup().seedText, QStringLiteral("42"));
        QCOMPARE(m_app.controller()->setup().variant, ui::RulesVariant::Quantum);
        QCOMPARE(m_app.controller()->setup().difficulty, 3);
        QCOMPARE(m_app.item(QStringLiteral("detectionTrack"))->property("position").toInt(), 3);
        QCOMPARE(m_app.controller()->record().actions.size(), std::size_t{0});
    }

    void lossShowsTheEndScreenAndOffersTheStepThrough() {
        entanglion::rules::GameSetup start = walkthrough::setup();
        start.detection_position = 10;  // rate 7: one detection reaches X
        start.ships = {entanglion::Planet::kPlus, entanglion::Planet::kZero};
        start.first_player = entanglion::Ship::kRubicon;
        const auto record = walkthrough::play(
            start,
            {entanglion::rules::Action::navigate(entanglion::Ship::kRubicon, entanglion::rules::EngineCard::kCNOT)},
            {walkthrough::d8(1), walkthrough::centarious(0)});
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("loss.json"));
        std::string error;
        QVERIFY(entanglion::rules::save_record(record, path.toStdString(), &error));
        QVERIFY(m_app.controller()->playRecordSetup(path));
        // The end screen is made when a game first ends (Main.qml's EndOverlayHost): none shows before.
        QQuickItem* overlay = m_app.item(QStringLiteral("endOverlay"));
        QVERIFY(overlay == nullptr || !overlay->isVisible());
        QVERIFY(m_app.click(QStringLiteral("play_RUBICON_engine_0")));  // CNOT into Entanglion, detected
        QTRY_VERIFY((overlay = m_app.item(QStringLiteral("endOverlay"))) != nullptr && overlay->isVisible());
        QVERIFY(m_app.text(QStringLiteral("endTitle")).contains(QStringLiteral("lost")));
        QVERIFY(m_app.click(QStringLiteral("endReview")));
        QVERIFY(m_app.controller()->replay()->replaying());
        QVERIFY(!overlay->isVisible());
        QVERIFY(m_app.click(QStringLiteral("replayFirst")));
        QCOMPARE(m_app.controller()->replay()->step(), 0);
        QCOMPARE(m_app.item(QStringLiteral("ship_rubicon"))->property("planet").toString(), QStringLiteral("ZERO"));
    }

    void zoomScalesTheText() {
        QQuickItem* ket = m_app.item(QStringLiteral("ketText"));
        QVERIFY(ket != nullptr);
        const double before = ket->property("font").value<QFont>().pixelSize();
        QTest::keyClick(m_app.window(), Qt::Key_Plus, Qt::ControlModifier);
        const double after = ket->property("font").value<QFont>().pixelSize();
        QVERIFY(after > before);
        QTest::keyClick(m_app.window(), Qt::Key_0, Qt::ControlModifier);
        QCOMPARE(ket->property("font").value<QFont>().pixelSize(), before);
    }

    void orderKeySwitchesTheKet() {
        QVERIFY(testing_ui::perform(*m_app.controller(), QStringLiteral("MERCURIAL navigate H")));
        QCOMPARE(m_app.text(QStringLiteral("ketText")), QString::fromUtf8("(|00> + |10>)/√2"));
        QTest::keyClick(m_app.window(), Qt::Key_O);
        QCOMPARE(m_app.text(QStringLiteral("orderSwitch")), QStringLiteral("|Rubicon Mercurial>"));
        QCOMPARE(m_app.text(QStringLiteral("ketText")), QString::fromUtf8("(|00> + |01>)/√2"));
        QTest::keyClick(m_app.window(), Qt::Key_O);
    }

    void lessonsButtonOpensTheLessonsPageAndEscReturnsToTheGame() {
        QVERIFY(m_app.item(QStringLiteral("lessonsPage")) == nullptr);
        QVERIFY(m_app.click(QStringLiteral("lessonsButton")));
        QTRY_VERIFY(m_app.item(QStringLiteral("lessonsPage")) != nullptr);
        QVERIFY(m_app.item(QStringLiteral("lessonsPage"))->isVisible());
        QVERIFY(!m_app.item(QStringLiteral("lessonsButton"))->isVisible());  // the game's toolbar gives way to "Back"
        // The page has the keyboard: Enter opens the first lesson, a digit plays its first card (not
        // the game's action shortcut), Esc goes back to the list and Esc again back to the game.
        QTest::keyClick(m_app.window(), Qt::Key_Return);
        QTRY_VERIFY(m_app.item(QStringLiteral("lessonTitle")) != nullptr &&
                    m_app.item(QStringLiteral("lessonTitle"))->isVisible());
        QVERIFY(!m_app.text(QStringLiteral("lessonTitle")).isEmpty());
        QTest::keyClick(m_app.window(), Qt::Key_1);  // the lesson's first card, not the game's first action
        QCOMPARE(m_app.text(QStringLiteral("ketText")), QStringLiteral("|00>"));
        QTest::keyClick(m_app.window(), Qt::Key_Escape);
        QTest::keyClick(m_app.window(), Qt::Key_Escape);
        QTRY_VERIFY(m_app.item(QStringLiteral("lessonsPage")) == nullptr);
        QVERIFY(m_app.item(QStringLiteral("lessonsButton"))->isVisible());
        QCOMPARE(m_app.text(QStringLiteral("ketText")), QStringLiteral("|00>"));  // the game was not touched
        checkShips(QStringLiteral("ZERO"), QStringLiteral("ZERO"));
    }

    void bellDemoOpensWithCtrlBAndStepsWithTheArrowKeys() {
        QTest::keyClick(m_app.window(), Qt::Key_B, Qt::ControlModifier);
        QTRY_VERIFY(m_app.item(QStringLiteral("bellDemo")) != nullptr);
        QCOMPARE(m_app.text(QStringLiteral("ketAfter")), QStringLiteral("|00>"));
        QTest::keyClick(m_app.window(), Qt::Key_Right);
        QCOMPARE(m_app.text(QStringLiteral("ketBefore")), QStringLiteral("|00>"));
        QCOMPARE(m_app.text(QStringLiteral("ketAfter")), QString::fromUtf8("(|00> + |10>)/√2"));
        QTest::keyClick(m_app.window(), Qt::Key_Right);
        QCOMPARE(m_app.text(QStringLiteral("ketAfter")), QString::fromUtf8("(|00> + |11>)/√2"));
        QTest::keyClick(m_app.window(), Qt::Key_Left);
        QCOMPARE(m_app.text(QStringLiteral("ketAfter")), QString::fromUtf8("(|00> + |10>)/√2"));
        QTest::keyClick(m_app.window(), Qt::Key_Escape);
        QTRY_VERIFY(m_app.item(QStringLiteral("bellDemo")) == nullptr);
        QVERIFY(m_app.item(QStringLiteral("bellDemoButton"))->isVisible());
    }
};

ENTANGLION_QTEST_MAIN(EndToEndTest)
#include "e2e_test.moc"
