// QTest tests of GameController: it must present the engine faithfully (positions, ket, hands,
// actions with the engine's reasons, log, notes), save/load/step through records, and turn every
// bad input into a message instead of a crash.
#include <QAbstractItemModelTester>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <map>
#include <set>

#include "statevector/random.h"

#include "tests/common/qtest_program.h"
#include "tests/ui/perform.h"
#include "tests/ui/walkthrough.h"
#include "ui-qml/controller/GameController.h"
#include "ui-qml/controller/GameText.h"

namespace rules = entanglion::rules;
using entanglion::Planet;
using entanglion::Ship;

namespace {

/// The first row of `model` whose `field` equals `value`, or -1.
template <typename Row, typename Field>
int rowWhere(const TypedRowModel<Row>& model, Field Row::*field, const std::type_identity_t<Field>& value) {
    for (int row = 0; row < model.count(); ++row) {
        if (model.at(row).*field == value) return row;
    }
    return -1;
}

QString saveTemp(const QTemporaryDir& dir, const QString& name, const rules::GameRecord& record) {
    return walkthrough::save(record, dir.path(), name);
}

QString dataFile(const char* name) { return QStringLiteral(ENTANGLION_SOURCE_DIR "/tests/ui/data/") + name; }

}  // namespace

class ControllerTest : public QObject {
    Q_OBJECT

private slots:
    void committedWalkthroughRecordMatchesTheEngine() {
        // tests/ui/data/walkthrough.json (used by the QML tests) must stay the walkthrough.
        QFile file(dataFile("walkthrough.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        std::string error;
        const auto loaded = rules::record_from_json(file.readAll().toStdString(), "walkthrough.json", &error);
        QVERIFY2(loaded.has_value(), error.c_str());
        QVERIFY(loaded->setup == walkthrough::record().setup);
        QVERIFY(loaded->actions == walkthrough::record().actions);
    }

    void newGameIsReproducibleFromItsSeed() {
        GameController a;
        GameController b;
        QVERIFY(a.newGame(2, 42, ui::RulesVariant::Board));
        QVERIFY(b.newGame(2, 42, ui::RulesVariant::Board));
        QCOMPARE(a.mapModel()->mercurialPlanet(), b.mapModel()->mercurialPlanet());
        QCOMPARE(a.mapModel()->rubiconPlanet(), b.mapModel()->rubiconPlanet());
        QVERIFY(a.mercurialHand()->count() > 0);
        QVERIFY(a.mercurialHand()->rows() == b.mercurialHand()->rows());
        QCOMPARE(a.setup().seedText, QStringLiteral("42"));
        // Difficulty 2 starts on the first "2" of the track, position 1.
        QCOMPARE(a.table().detectionPosition, 1);
        QCOMPARE(a.trackModel()->at(1).current, true);
        QCOMPARE(a.trackModel()->at(1).start, true);
        // The ket panel shows the engine's live state of those positions.
        QVERIFY(a.ketModel()->state().equals_up_to_phase(a.gameState()->live_state()));
        QCOMPARE(a.turn().status, ui::GameStatus::InProgress);
        QCOMPARE(a.mercurialHand()->count(), 3);
        QCOMPARE(a.rubiconHand()->count(), 3);
        QCOMPARE(a.table().engineStackCount, 24 - 6);  // six cards in hands; PROBE stays at the bottom
    }

    void newGameRejectsBadChoicesWithAMessage() {
        GameController controller;
        QVERIFY(!controller.newGame(4, 1, ui::RulesVariant::Board));
        QVERIFY(controller.messages()->error().contains(QStringLiteral("Difficulty")));
        // QML hands the variant over as a number: one that names no variant is refused, named.
        QVERIFY(!controller.newGame(1, 1, static_cast<ui::RulesVariant::Value>(7)));
        QVERIFY(controller.messages()->error().contains(QStringLiteral("\"7\"")));
        QVERIFY(!controller.hasGame());
    }

    /// Stable keys: digit N plays card N of the acting ship's board, Alt+N swaps it, R retrieves.
    static void checkKeysFollowCardPositions(GameController& controller) {
        const rules::GameState& state = *controller.gameState();
        const Ship acting = state.acting_player();
        ActionModel& actions = *controller.actionModel();
        const auto keysOfAction = [&](const rules::Action& action) {
            const int row =
                rowWhere(actions, &ActionRow::actionText, QString::fromStdString(rules::action_to_string(action)));
            return row < 0 ? QStringList{QStringLiteral("<no row>")} : actions.at(row).keys;
        };
        const auto& hand = state.hand(acting);
        for (std::size_t position = 0; position < hand.size(); ++position) {
            const QString digit = QString::number(position + 1);
            if (state.is_legal(rules::Action::navigate(acting, hand[position]))) {
                QVERIFY2(keysOfAction(rules::Action::navigate(acting, hand[position])).contains(digit),
                         qPrintable(digit));
            }
            QVERIFY2(
                keysOfAction(rules::Action::exchange(acting, hand[position])).contains(QStringLiteral("Alt+") + digit),
                qPrintable(digit));
        }
        QCOMPARE(keysOfAction(rules::Action::retrieve(acting)), QStringList{QStringLiteral("R")});
    }

    void actionKeysStayBoundToCardPositionsTurnAfterTurn() {
        QTemporaryDir dir;
        GameController controller;
        QVERIFY(controller.playRecordSetup(saveTemp(dir, QStringLiteral("w.json"), walkthrough::record(0))));
        for (int turn = 0; turn < 3 && controller.turn().decisionKind == ui::Decision::None; ++turn) {
            checkKeysFollowCardPositions(controller);
            if (QTest::currentTestFailed()) return;
            // Swap the first card (Alt+1's action) and check again on the next turn.
            const Ship acting = controller.gameState()->acting_player();
            QVERIFY(controller.exchange(ui::toQml(acting), 0));
        }
    }

    void actionsComeFromTheEngineWithReasons() {
        QTemporaryDir dir;
        GameController controller;
        QAbstractItemModelTester tester(controller.actionModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(controller.playRecordSetup(saveTemp(dir, QStringLiteral("w.json"), walkthrough::record(0))));
        ActionModel& actions = *controller.actionModel();
        const rules::ActionList legal = controller.gameState()->legal_actions();
        // Every legal action is offered, enabled, and numbered for the keyboard.
        for (const rules::Action& action : legal) {
            const int row =
                rowWhere(actions, &ActionRow::actionText, QString::fromStdString(rules::action_to_string(action)));
            QVERIFY2(row >= 0, rules::action_to_string(action).c_str());
            QVERIFY(actions.at(row).allowed);
        }
        checkKeysFollowCardPositions(controller);
        // On ZERO there is no component: Retrieve is shown, disabled, with the engine's reason.
        const int retrieve = rowWhere(actions, &ActionRow::actionText, QStringLiteral("MERCURIAL retrieve"));
        QVERIFY(retrieve >= 0);
        QVERIFY(!actions.at(retrieve).allowed);
        // The engine's typed refusal, worded by the UI (in English here: no translation installed).
        rules::IllegalMove why;
        QVERIFY(!controller.gameState()->is_legal(rules::Action::retrieve(Ship::kMercurial), &why));
        QCOMPARE(why.kind, rules::IllegalKind::kRetrieveOutsideEntanglion);
        const QString reason = QStringLiteral("Nothing to retrieve: the ships are not orbiting an Entanglion planet");
        QCOMPARE(actions.at(retrieve).reason, reason);
        QVERIFY(!controller.trigger(retrieve));
        QCOMPARE(controller.messages()->error(), reason);
        // Rubicon's cards cannot be played on Mercurial's turn, and say why.
        QVERIFY(!controller.rubiconHand()->at(0).canNavigate);
        QCOMPARE(controller.rubiconHand()->at(0).navigateReason,
                 QStringLiteral("It is Mercurial's turn, not Rubicon's"));
        // Every card has its text (the tooltip): Rubicon's CNOT says how it enters Entanglion.
        QVERIFY(controller.rubiconHand()->at(0).text.contains(QStringLiteral("enters Entanglion")));
        QVERIFY(!controller.navigate(ui::Ship::Rubicon, 0));
        QCOMPARE(controller.mapModel()->rubiconPlanet(), QStringLiteral("ZERO"));
    }

    void triggeringAnActionAppliesItEverywhere() {
        QTemporaryDir dir;
        GameController controller;
        QVERIFY(controller.playRecordSetup(saveTemp(dir, QStringLiteral("w.json"), walkthrough::record(0))));
        const int logBefore = controller.logModel()->count();
        const int row =
            rowWhere(*controller.actionModel(), &ActionRow::actionText, QStringLiteral("MERCURIAL navigate H"));
        QVERIFY(row >= 0);
        QSignalSpy applied(&controller, &GameController::actionApplied);
        QVERIFY(controller.trigger(row));
        QCOMPARE(applied.count(), 1);
        QCOMPARE(controller.mapModel()->mercurialPlanet(), QStringLiteral("PLUS"));
        QCOMPARE(controller.ketModel()->ketText(), QString::fromUtf8("(|00> + |10>)/√2"));
        QCOMPARE(controller.circuitModel()->at(0).card, QStringLiteral("H"));
        QCOMPARE(controller.circuitModel()->at(0).line, ui::Ship::Mercurial);
        QVERIFY(!controller.circuitModel()->at(1).filled);
        QVERIFY(controller.logModel()->count() > logBefore);
        QCOMPARE(controller.turn().actingPlayer, ui::Ship::Rubicon);
        QCOMPARE(controller.record().actions.size(), std::size_t{1});
        QCOMPARE(controller.circuitModel()->at(0).gate, ui::EngineCard::H);
    }

    /// Each group of properties notifies with its own signal, and only when a value in it changed.
    void propertyGroupsNotifyOnlyWhenTheyChange() {
        QTemporaryDir dir;
        GameController controller;
        QSignalSpy setup(&controller, &GameController::setupChanged);
        QVERIFY(controller.playRecordSetup(saveTemp(dir, QStringLiteral("w.json"), walkthrough::record(0))));
        QCOMPARE(setup.count(), 1);
        QSignalSpy turn(&controller, &GameController::turnChanged);
        QSignalSpy table(&controller, &GameController::tableChanged);
        setup.clear();
        // A preview and a message change nothing the game shows.
        controller.preview()->showCard(ui::Ship::Mercurial, 1);
        controller.messages()->setInfo(QStringLiteral("hello"));
        controller.retranslate();  // the same language: the same words
        QCOMPARE(setup.count(), 0);
        QCOMPARE(turn.count(), 0);
        QCOMPARE(table.count(), 0);
        // Swapping X changes whose turn it is and the piles, not which game it is.
        QVERIFY(controller.exchange(ui::Ship::Mercurial, 0));
        QCOMPARE(turn.count(), 1);
        QCOMPARE(table.count(), 1);
        QCOMPARE(setup.count(), 0);
        QCOMPARE(controller.table().engineDiscardCount, 1);
        // Stepping through it changes the setup's record name only when a file is opened.
        QVERIFY(controller.replay()->reviewGame());
        QCOMPARE(setup.count(), 0);
        QCOMPARE(turn.count(), 2);  // the prompt names the step
    }

    /// One guard serves every command that names a card by ship and position.
    void cardsNamedByShipAndPositionAreChecked() {
        QTemporaryDir dir;
        GameController controller;
        QVERIFY(!controller.navigate(ui::Ship::Mercurial, 0));  // no game yet
        QCOMPARE(controller.messages()->error(), QStringLiteral("There is no such card to play."));
        QVERIFY(controller.playRecordSetup(saveTemp(dir, QStringLiteral("w.json"), walkthrough::record(0))));
        const auto noShip = static_cast<ui::Ship::Value>(5);  // QML may hand over any number
        QVERIFY(!controller.cardAt<rules::EngineCard>(noShip, 0));
        QVERIFY(!controller.cardAt<rules::EngineCard>(ui::Ship::Mercurial, 3));
        QVERIFY(!controller.cardAt<rules::EngineCard>(ui::Ship::Mercurial, -1));
        QVERIFY(!controller.cardAt<rules::EventCard>(ui::Ship::Mercurial, 0));  // no event card held
        const auto held = controller.cardAt<rules::EngineCard>(ui::Ship::Rubicon, 0);
        QVERIFY(held && held->ship == Ship::kRubicon && held->card == rules::EngineCard::kCNOT);
        QVERIFY(!controller.navigate(noShip, 0));
        QCOMPARE(controller.messages()->error(), QStringLiteral("There is no such card to play."));
        QVERIFY(!controller.exchange(ui::Ship::Mercurial, 7));
        QCOMPARE(controller.messages()->error(), QStringLiteral("There is no such card to exchange."));
        QVERIFY(!controller.playEvent(ui::Ship::Rubicon, 0));
        QCOMPARE(controller.messages()->error(), QStringLiteral("There is no such event card to play."));
        controller.preview()->showCard(noShip, 1);
        QVERIFY(!controller.preview()->previewing());
        QCOMPARE(controller.record().actions.size(), std::size_t{0});
    }

    /// An AI's move is a typed action; its reason is logged just before the move's own lines.
    void aiMovesAreLoggedWithTheirReasonFirst() {
        QTemporaryDir dir;
        GameController controller;
        QVERIFY(controller.playRecordSetup(saveTemp(dir, QStringLiteral("w.json"), walkthrough::record(0))));
        const int before = controller.logModel()->count();
        // Refused (Rubicon may not move on Mercurial's turn): nothing is logged or recorded.
        QVERIFY(!controller.applyAiMove(rules::Action::navigate(Ship::kRubicon, rules::EngineCard::kCNOT),
                                        QStringLiteral("why not")));
        QCOMPARE(controller.logModel()->count(), before);
        QVERIFY(controller.applyAiMove(rules::Action::navigate(Ship::kMercurial, rules::EngineCard::kH),
                                       QStringLiteral("the reason")));
        QVERIFY(controller.logModel()->count() > before + 1);
        const LogRow& reason = controller.logModel()->at(before);
        QCOMPARE(reason.message, QStringLiteral("the reason"));
        QCOMPARE(reason.kind, ui::LogKind::Ai);
        QCOMPARE(reason.player, ui::Ship::Mercurial);
        QCOMPARE(reason.step, 0);
        QVERIFY(controller.logModel()->at(before + 1).kind != ui::LogKind::Ai);
        QCOMPARE(controller.record().actions.size(), std::size_t{1});
        QCOMPARE(controller.rowOfAction(rules::Action::navigate(Ship::kRubicon, rules::EngineCard::kCNOT)),
                 rowWhere(*controller.actionModel(), &ActionRow::actionText, QStringLiteral("RUBICON navigate CNOT")));
    }

    void previewShowsDestinationAndGateMatrix() {
        QTemporaryDir dir;
        GameController controller;
        QVERIFY(controller.playRecordSetup(saveTemp(dir, QStringLiteral("w.json"), walkthrough::record(0))));
        // Mercurial's hand is X, H, H: slot 1 is H, which the board takes from ZERO to PLUS.
        controller.preview()->showCard(ui::Ship::Mercurial, 1);
        QVERIFY(controller.preview()->previewing());
        QCOMPARE(controller.mapModel()->previewMercurialPlanet(), QStringLiteral("PLUS"));
        QVERIFY(controller.preview()->text().contains(QStringLiteral("PLUS")));
        // H on Mercurial's qubit (the left one) is H (x) I: |00> -> (|00> + |10>)/√2.
        const MatrixModel& matrix = *controller.preview()->matrix();
        QCOMPARE(matrix.count(), 16);
        QCOMPARE(matrix.rowTexts(0), (QStringList{QString::fromUtf8("1/√2"), QStringLiteral("0"),
                                                  QString::fromUtf8("1/√2"), QStringLiteral("0")}));
        QCOMPARE(matrix.rowTexts(2), (QStringList{QString::fromUtf8("1/√2"), QStringLiteral("0"),
                                                  QString::fromUtf8("-1/√2"), QStringLiteral("0")}));
        // Zero entries are marked, so the view dims them without reading the text.
        QVERIFY(matrix.at(1).zero);
        QVERIFY(!matrix.at(0).zero);
        // Rubicon's CNOT on ZERO only flips when Mercurial is on ONE: nothing moves.
        controller.preview()->showCard(ui::Ship::Rubicon, 0);
        QVERIFY(!controller.mapModel()->previewing());
        QVERIFY(controller.preview()->text().contains(QStringLiteral("nothing moves")));
        controller.preview()->clear();
        QVERIFY(!controller.preview()->previewing());
    }

    void quantumNoteExplainsWhatTheBoardOmits() {
        // Mercurial on PLUS, Rubicon on MINUS, Rubicon plays CNOT: phase kickback would take
        // Mercurial to MINUS, but the board prints no such path.
        rules::GameSetup start = walkthrough::setup();
        start.ships = {Planet::kPlus, Planet::kMinus};
        start.first_player = Ship::kRubicon;
        QTemporaryDir dir;
        GameController controller;
        QVERIFY(
            controller.playRecordSetup(saveTemp(dir, QStringLiteral("kick.json"), walkthrough::play(start, {}, {}))));
        QVERIFY(controller.navigate(ui::Ship::Rubicon, 0));  // CNOT
        QVERIFY(!controller.table().quantumNote.isEmpty());
        QCOMPARE(controller.mapModel()->mercurialPlanet(), QStringLiteral("PLUS"));
        QVERIFY(rowWhere(*controller.logModel(), &LogRow::kind, ui::LogKind::Note) >= 0);

        // With the quantum rules the same card moves Mercurial to MINUS.
        start.variant = rules::RulesVariant::kQuantum;
        GameController quantum;
        QVERIFY(quantum.playRecordSetup(saveTemp(dir, QStringLiteral("kickq.json"), walkthrough::play(start, {}, {}))));
        QCOMPARE(quantum.setup().variant, ui::RulesVariant::Quantum);
        QVERIFY(quantum.navigate(ui::Ship::Rubicon, 0));
        QCOMPARE(quantum.mapModel()->mercurialPlanet(), QStringLiteral("MINUS"));
        QCOMPARE(quantum.ketModel()->stateName(), QStringLiteral("Mercurial MINUS · Rubicon MINUS"));
    }

    void detectionNoteComparesTheJumpWithAMeasurement() {
        // Walkthrough turn 4: detected on OMEGA TWO, whose four outcomes are all possible; the
        // board's jump of both ships to ONE (|11>) is one of them.
        GameController walk;
        QVERIFY(walk.playRecordSetup(dataFile("walkthrough.json")));
        for (const char* action :
             {"MERCURIAL navigate H", "RUBICON navigate CNOT", "MERCURIAL retrieve", "RUBICON navigate H"}) {
            QVERIFY2(testing_ui::perform(walk, QString::fromLatin1(action)), action);
        }
        QVERIFY2(walk.table().quantumNote.contains(
                     QStringLiteral("Measuring OMEGA TWO gives |00> 25%, |01> 25%, |10> 25%, |11> 25%")),
                 qPrintable(walk.table().quantumNote));
        QVERIFY(walk.table().quantumNote.contains(QStringLiteral("is one of those outcomes")));

        // Detected on PSI PLUS = (|01> + |10>)/√2: a measurement never puts both ships on one
        // Centarious planet, which is what the board does.
        rules::GameSetup start = walkthrough::setup();
        start.ships = {Planet::kOne, Planet::kPlus};
        start.hands[0] = {rules::EngineCard::kCNOT, rules::EngineCard::kH, rules::EngineCard::kH};
        start.hands[1] = {rules::EngineCard::kX, rules::EngineCard::kSWAP, rules::EngineCard::kX};
        start.engine_stack = {rules::EngineCard::kX,    rules::EngineCard::kH,    rules::EngineCard::kH,
                              rules::EngineCard::kH,    rules::EngineCard::kH,    rules::EngineCard::kH,
                              rules::EngineCard::kH,    rules::EngineCard::kCNOT, rules::EngineCard::kCNOT,
                              rules::EngineCard::kCNOT, rules::EngineCard::kCNOT, rules::EngineCard::kCNOT,
                              rules::EngineCard::kCNOT, rules::EngineCard::kX,    rules::EngineCard::kX,
                              rules::EngineCard::kSWAP, rules::EngineCard::kSWAP, rules::EngineCard::kPROBE};
        const rules::GameRecord record =
            walkthrough::play(start, {rules::Action::navigate(Ship::kMercurial, rules::EngineCard::kCNOT)},
                              {walkthrough::d8(1), walkthrough::centarious(0)});
        QTemporaryDir dir;
        GameController psi;
        QVERIFY(psi.playRecordSetup(saveTemp(dir, QStringLiteral("psi.json"), record)));
        QVERIFY(testing_ui::perform(psi, QStringLiteral("MERCURIAL navigate CNOT")));
        QCOMPARE(psi.mapModel()->mercurialPlanet(), QStringLiteral("ZERO"));
        QVERIFY2(psi.table().quantumNote.contains(QStringLiteral("Measuring PSI PLUS gives |01> 50%, |10> 50%")),
                 qPrintable(psi.table().quantumNote));
        QVERIFY(psi.table().quantumNote.contains(QStringLiteral("never gives")));
    }

    // The hand's event card asks the engine what it plays and why not (game/rules/held_card_plays.h):
    // Quantum Tunnel is refused with the engine's "not an action" until a defense check, then plays.
    void quantumTunnelOnTheHandFollowsTheEngine() {
        using E = rules::EngineCard;
        rules::GameSetup start = walkthrough::setup();
        start.ships = {Planet::kZero, Planet::kPlus};
        start.hands[0] = {E::kCNOT, E::kH, E::kH};
        start.hands[1] = {E::kX, E::kSWAP, E::kX};
        start.engine_stack = {E::kX,    E::kH,    E::kH,    E::kH,    E::kH, E::kH, E::kH,    E::kCNOT, E::kCNOT,
                              E::kCNOT, E::kCNOT, E::kCNOT, E::kCNOT, E::kX, E::kX, E::kSWAP, E::kSWAP, E::kPROBE};
        std::erase(start.event_deck, rules::EventCard::kQuantumTunnel);  // Quantum Shuffle stays sixth
        start.event_hands[0] = {rules::EventCard::kQuantumTunnel};
        QTemporaryDir dir;
        GameController game;
        QVERIFY(game.playRecordSetup(saveTemp(dir, QStringLiteral("tunnel.json"), walkthrough::play(start, {}, {}))));
        const int tunnel = rowWhere(*game.mercurialHand(), &HandRow::card, QStringLiteral("QUANTUM_TUNNEL"));
        QVERIFY(tunnel >= 0);
        QVERIFY(!game.mercurialHand()->at(tunnel).canPlay);
        rules::IllegalMove why;
        why.kind = rules::IllegalKind::kTunnelNotAnAction;
        why.player = Ship::kMercurial;
        why.event = rules::EventCard::kQuantumTunnel;
        QCOMPARE(game.mercurialHand()->at(tunnel).playReason, gameText::illegalText(why));
        // Not listed among the disabled turn actions: its reason belongs to the card.
        const QString tunnelAsTurn = QString::fromStdString(
            rules::action_to_string(rules::Action::play_event(Ship::kMercurial, rules::EventCard::kQuantumTunnel)));
        QCOMPARE(rowWhere(*game.actionModel(), &ActionRow::actionText, tunnelAsTurn), -1);
        QVERIFY(rowWhere(*game.actionModel(), &ActionRow::actionText, QStringLiteral("MERCURIAL retrieve")) >= 0);
        QVERIFY(!game.playEvent(ui::Ship::Mercurial, 0));

        QVERIFY(testing_ui::perform(game, QStringLiteral("MERCURIAL navigate CNOT")));  // to PHI PLUS: orbital defenses
        QCOMPARE(game.turn().decisionKind, ui::Decision::Defense);
        QVERIFY(game.mercurialHand()->at(tunnel).canPlay);
        QVERIFY(game.mercurialHand()->at(tunnel).playReason.isEmpty());
        QVERIFY2(game.playEvent(ui::Ship::Mercurial, 0), qPrintable(game.messages()->error()));
        QCOMPARE(game.mapModel()->mercurialPlanet(), QStringLiteral("PHI_PLUS"));
        QCOMPARE(game.mercurialHand()->count(), 3);  // the tunnel is spent
    }

    // The Rules page's card texts are typed rows in the UI's language.
    void cardTextsListEveryCardAndComponent() {
        GameController controller;
        QCOMPARE(controller.catalogue()->engineCards()->count(), rules::kEngineCardKinds);
        QCOMPARE(controller.catalogue()->eventCards()->count(), static_cast<int>(rules::kAllEventCards.size()));
        QCOMPARE(controller.catalogue()->components()->count(), static_cast<int>(rules::kAllComponents.size()));
        QCOMPARE(controller.catalogue()->eventCards()->at(0).name, gameText::eventName(rules::kAllEventCards[0]));
        QCOMPARE(controller.catalogue()->eventCards()->at(0).description,
                 gameText::eventCardText(rules::kAllEventCards[0]));
        QCOMPARE(controller.catalogue()->components()->at(7).description,
                 gameText::componentText(rules::kAllComponents[7]));
        for (const CardTextModel* model : {controller.catalogue()->engineCards(), controller.catalogue()->eventCards(),
                                           controller.catalogue()->components()}) {
            for (const CardTextRow& row : model->rows()) QVERIFY(!row.name.isEmpty() && !row.description.isEmpty());
        }
    }

    void stepThroughShowsOnlyEachStepsOwnNote() {
        // At every step, the step-through shows the note the live game showed right after that
        // step's action: the detection note of step 4 is gone at step 5 and later.
        const QString path = dataFile("walkthrough.json");
        GameController teacher;
        QVERIFY(teacher.loadRecord(path));
        GameController live;
        QVERIFY(live.playRecordSetup(path));
        std::string error;
        const std::optional<rules::GameRecord> record = rules::load_record(path.toStdString(), &error);
        QVERIFY2(record, error.c_str());
        const std::vector<rules::RecordedAction>& actions = record->actions;
        QVERIFY(actions.size() >= 4);
        int notes = 0;
        for (std::size_t step = 1; step <= actions.size(); ++step) {
            QVERIFY(
                testing_ui::perform(live, QString::fromStdString(rules::action_to_string(actions[step - 1].action))));
            teacher.replay()->goTo(static_cast<int>(step));
            QCOMPARE(teacher.table().quantumNote, live.table().quantumNote);
            QCOMPARE(teacher.table().lastRoll, live.table().lastRoll);
            if (!live.table().quantumNote.isEmpty()) ++notes;
        }
        QVERIFY(notes > 0);
        QVERIFY(notes < static_cast<int>(actions.size()));
    }

    void saveLoadAndStepThroughARecord() {
        QTemporaryDir dir;
        GameController player;
        QVERIFY(player.playRecordSetup(dataFile("walkthrough.json")));
        QVERIFY(testing_ui::perform(player, QStringLiteral("MERCURIAL navigate H")));
        QVERIFY(testing_ui::perform(player, QStringLiteral("RUBICON navigate CNOT")));
        const QString saved = dir.filePath(QStringLiteral("saved.json"));
        QVERIFY(player.saveRecord(saved));
        QVERIFY(!player.messages()->info().isEmpty());

        GameController teacher;
        QVERIFY(teacher.loadRecord(QUrl::fromLocalFile(saved).toString()));  // file dialogs give URLs
        QVERIFY(teacher.replay()->replaying());
        QCOMPARE(teacher.replay()->length(), 2);
        QCOMPARE(teacher.replay()->step(), 2);
        QCOMPARE(teacher.mapModel()->mercurialPlanet(), QStringLiteral("PHI_PLUS"));
        QCOMPARE(teacher.ketModel()->ketText(), QString::fromUtf8("(|00> + |11>)/√2"));
        QCOMPARE(teacher.setup().recordName, QStringLiteral("saved.json"));
        teacher.replay()->goTo(0);
        QCOMPARE(teacher.mapModel()->mercurialPlanet(), QStringLiteral("ZERO"));
        QCOMPARE(teacher.ketModel()->ketText(), QStringLiteral("|00>"));
        teacher.replay()->stepForward();
        QCOMPARE(teacher.replay()->step(), 1);
        QCOMPARE(teacher.mapModel()->mercurialPlanet(), QStringLiteral("PLUS"));
        teacher.replay()->stepBack();
        teacher.replay()->stepBack();  // clamps at the setup
        QCOMPARE(teacher.replay()->step(), 0);
        // Read-only: nothing can be played while stepping through.
        QVERIFY(!testing_ui::perform(teacher, QStringLiteral("MERCURIAL navigate H")));
        QVERIFY(teacher.messages()->error().contains(QStringLiteral("read-only")));
        QVERIFY(!teacher.mercurialHand()->at(1).canNavigate);
        // Continue from step 1 and play Rubicon's CNOT again.
        teacher.replay()->goTo(1);
        QVERIFY(teacher.replay()->continueFromHere());
        QVERIFY(!teacher.replay()->replaying());
        QCOMPARE(teacher.record().actions.size(), std::size_t{1});
        QVERIFY(testing_ui::perform(teacher, QStringLiteral("RUBICON navigate CNOT")));
        // The ships entered Entanglion together (or, if the fresh dice detected them, jumped
        // together to one Centarious planet).
        QCOMPARE(teacher.mapModel()->rubiconPlanet(), teacher.mapModel()->mercurialPlanet());
        QCOMPARE(teacher.record().actions.size(), std::size_t{2});
    }

    void theAppsRecordIsTheSeededGame() {
        // The file the app writes (save and autosave) is the seeded game's record, and after Continue
        // the generator derived from the seed and the step.
        GameController player;
        QVERIFY(player.newGame(3, 4242, ui::RulesVariant::Board));
        rules::GameSession seeded(4242, 3, rules::RulesVariant::kBoard);
        entanglion::Rng pick(5);
        for (int step = 0; step < 40 && !seeded.state().is_over(); ++step) {
            const rules::ActionList legal = seeded.state().legal_actions();
            const rules::Action action = legal[static_cast<std::size_t>(pick.uniform_index(legal.size()))];
            QVERIFY(seeded.apply(action, nullptr));
            QVERIFY(testing_ui::perform(player, QString::fromStdString(rules::action_to_string(action))));
        }
        const rules::GameRecord expected = seeded.record();
        QCOMPARE(rules::record_to_json(player.record()), rules::record_to_json(expected));

        QVERIFY(player.replay()->reviewGame());
        player.replay()->goTo(10);
        QVERIFY(player.replay()->continueFromHere());
        QCOMPARE(player.record().actions.size(), std::size_t{10});
        const std::optional<rules::ReplayCursor> cursor = rules::ReplayCursor::create(expected, nullptr);
        QVERIFY(cursor);
        const std::span<const rules::GameEvent> log = cursor->events_up_to(10);
        rules::GameSession continued = rules::GameSession::continued(
            cursor->prefix(10), cursor->state_at(10), {log.begin(), log.end()}, 4242ULL * 1000003ULL + 11);
        for (int step = 0; step < 20 && !continued.state().is_over(); ++step) {
            const rules::ActionList legal = continued.state().legal_actions();
            const rules::Action action = legal[static_cast<std::size_t>(pick.uniform_index(legal.size()))];
            QVERIFY(continued.apply(action, nullptr));
            QVERIFY(testing_ui::perform(player, QString::fromStdString(rules::action_to_string(action))));
        }
        QCOMPARE(rules::record_to_json(player.record()), rules::record_to_json(continued.record()));
    }

    void seededGameSavedByTheAppReplaysExactly() {
        // A game started from a seed records the seed and every action with the chance it used;
        // loading it must rebuild the very same state (the engine's own equality).
        GameController player;
        QVERIFY(player.newGame(2, 77, ui::RulesVariant::Quantum));
        entanglion::Rng pick(77);
        for (int step = 0; step < 60 && player.turn().status == ui::GameStatus::InProgress; ++step) {
            std::vector<int> rows;
            for (int row = 0; row < player.actionModel()->count(); ++row) {
                if (player.actionModel()->at(row).allowed) rows.push_back(row);
            }
            QVERIFY(player.trigger(rows[static_cast<std::size_t>(pick.uniform_index(rows.size()))]));
        }
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("seeded.json"));
        QVERIFY(player.saveRecord(path));
        GameController teacher;
        QVERIFY2(teacher.loadRecord(path), qPrintable(teacher.messages()->error()));
        QCOMPARE(teacher.replay()->length(), static_cast<int>(player.record().actions.size()));
        QCOMPARE(teacher.setup().seedText, QStringLiteral("77"));
        QVERIFY(*teacher.gameState() == *player.gameState());
        QCOMPARE(teacher.ketModel()->ketText(), player.ketModel()->ketText());
    }

    void badRecordsGiveMessagesAndKeepTheGame() {
        QTemporaryDir dir;
        GameController controller;
        QVERIFY(controller.newGame(1, 5, ui::RulesVariant::Board));
        const QString before = controller.mapModel()->mercurialPlanet();
        QVERIFY(!controller.loadRecord(dir.filePath(QStringLiteral("missing.json"))));
        QVERIFY(controller.messages()->error().contains(QStringLiteral("missing.json")));
        QFile broken(dir.filePath(QStringLiteral("broken.json")));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("{\"format\": ");
        broken.close();
        QVERIFY(!controller.loadRecord(broken.fileName()));
        QVERIFY(controller.messages()->error().contains(QStringLiteral("broken.json")));
        QVERIFY(controller.hasGame());
        QVERIFY(!controller.replay()->replaying());
        QCOMPARE(controller.mapModel()->mercurialPlanet(), before);
        controller.messages()->clearError();
        QVERIFY(controller.messages()->error().isEmpty());
        // Saving somewhere impossible is a message too.
        QVERIFY(!controller.saveRecord(dir.filePath(QStringLiteral("no/such/folder/game.json"))));
        QVERIFY(!controller.messages()->error().isEmpty());
    }

    void lossIsShownAndTheGameCanBeReviewed() {
        // Detection position 10 (rate 7): one detection reaches X.
        rules::GameSetup start = walkthrough::setup();
        start.detection_position = 10;
        start.ships = {Planet::kPlus, Planet::kZero};
        start.first_player = Ship::kRubicon;
        const rules::GameRecord record =
            walkthrough::play(start, {rules::Action::navigate(Ship::kRubicon, rules::EngineCard::kCNOT)},
                              {walkthrough::d8(1), walkthrough::centarious(0)});
        QTemporaryDir dir;
        GameController controller;
        QVERIFY(controller.playRecordSetup(saveTemp(dir, QStringLiteral("loss.json"), record)));
        QVERIFY(testing_ui::perform(controller, QStringLiteral("RUBICON navigate CNOT")));
        QCOMPARE(controller.turn().status, ui::GameStatus::Lost);
        const TrackRow& token = controller.trackModel()->at(controller.trackModel()->currentRow());
        QCOMPARE(token.label, QStringLiteral("X"));
        QVERIFY(token.lost);
        QVERIFY(controller.turn().prompt.startsWith(QStringLiteral("Lost")));
        int enabled = 0;
        for (int row = 0; row < controller.actionModel()->count(); ++row) {
            enabled += controller.actionModel()->at(row).allowed;
        }
        QCOMPARE(enabled, 0);
        QVERIFY(controller.replay()->reviewGame());
        QVERIFY(controller.replay()->replaying());
        QCOMPARE(controller.replay()->length(), 1);
        controller.replay()->goTo(0);
        QCOMPARE(controller.turn().status, ui::GameStatus::InProgress);
    }

    void everyEngineChoiceIsReachableFromTheActionList() {
        // Seeded games played only through the action list, as a keyboard user would (one row per
        // step). At every step the enabled rows must be exactly the engine's legal actions, so
        // whatever the engine can ask (turn actions, decisions, free swaps) can be answered.
        std::map<QString, int> typesSeen;
        int steps = 0;
        for (int game = 0; game < 40; ++game) {
            GameController controller;
            QVERIFY(controller.newGame(1 + game % 3, 1000 + game,
                                       game % 2 ? ui::RulesVariant::Quantum : ui::RulesVariant::Board));
            entanglion::Rng pick(static_cast<std::uint64_t>(game));
            for (int step = 0; step < 500 && controller.turn().status == ui::GameStatus::InProgress; ++step) {
                std::set<QString> legal;
                for (const rules::Action& action : controller.gameState()->legal_actions()) {
                    legal.insert(QString::fromStdString(rules::action_to_string(action)));
                }
                std::set<QString> offered;
                std::vector<int> rows;
                const ActionModel& actions = *controller.actionModel();
                for (int row = 0; row < actions.count(); ++row) {
                    if (!actions.at(row).allowed) continue;
                    offered.insert(actions.at(row).actionText);
                    rows.push_back(row);
                }
                QCOMPARE(offered, legal);
                QVERIFY(!rows.empty());
                const int row = rows[static_cast<std::size_t>(pick.uniform_index(rows.size()))];
                ++typesSeen[actions.at(row).type];
                QVERIFY2(controller.trigger(row), qPrintable(controller.messages()->error()));
                QVERIFY(controller.ketModel()->state().equals_up_to_phase(controller.gameState()->live_state()));
                ++steps;
            }
        }
        QString seen;
        for (const auto& [type, count] : typesSeen) seen += QStringLiteral("%1=%2 ").arg(type).arg(count);
        qInfo("%d steps through the action list: %s", steps, qPrintable(seen));
        // These seeded games reach every kind of action the engine has: the four turn actions, the
        // Qubit Interconnect swap and the answer to every decision (defense/Quantum Tunnel,
        // Magnetic Shielding, Physical Qubits, Quantum Gates, Dilution Refrigerator, Bennett, The
        // Mechanic), each played from the action list.
        for (int type = 0; type < rules::kActionTypeCount; ++type) {
            const QString id = QString::fromUtf8(rules::action_type_id(static_cast<rules::ActionType>(type)));
            QVERIFY2(typesSeen.count(id) == 1, qPrintable(id));
        }
    }
};

ENTANGLION_QTEST_GUILESS_MAIN(ControllerTest)
#include "controller_test.moc"
