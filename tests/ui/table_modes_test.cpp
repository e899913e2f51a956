// QTest tests of GameController as a view of one table session (game/session/): its properties are
// a few typed groups, its mode is the table's and is published as an enum, and the transitions where
// the table keeps the real game: a take-back inside a what-if stays in the what-if, and a record
// opened in a what-if ends it with the real game as the game played again.
#include <QMetaProperty>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "tests/common/qtest_program.h"
#include "tests/ui/perform.h"
#include "tests/ui/walkthrough.h"
#include "ui-qml/controller/GameController.h"

namespace rules = entanglion::rules;

namespace {

GameMode modeOf(const GameController& controller) { return controller.property("mode").value<GameMode>(); }

}  // namespace

class TableModesTest : public QObject {
    Q_OBJECT

private slots:
    void thePropertiesAreAFewTypedGroups() {
        const QMetaObject& meta = GameController::staticMetaObject;
        const int own = meta.propertyCount() - meta.propertyOffset();
        QVERIFY2(own <= 20, qPrintable(QStringLiteral("%1 properties").arg(own)));
        for (const char* group : {"setup", "turn", "table", "mode"}) {
            const QMetaProperty property = meta.property(meta.indexOfProperty(group));
            QVERIFY2(property.isValid(), group);
            QVERIFY2(property.metaType().flags().testFlag(QMetaType::IsGadget), group);
            QVERIFY2(property.hasNotifySignal(), group);
        }
        // QML reads a group's fields by name, as C++ does.
        GameController controller;
        QVERIFY(controller.newGame(2, 42, ui::RulesVariant::Quantum));
        const QVariant setup = controller.property("setup");
        QCOMPARE(setup.value<GameSetup>().seedText, QStringLiteral("42"));
        QCOMPARE(setup.value<GameSetup>().variant, ui::RulesVariant::Quantum);
        QCOMPARE(controller.property("mercurial").value<ShipLists>().hand, controller.mercurialHand());
        QCOMPARE(controller.property("rubicon").value<ShipLists>().components, controller.rubiconComponents());
    }

    void theModeIsTheTablesAndNotifiesWhenItChanges() {
        QTemporaryDir dir;
        GameController controller;
        QSignalSpy changed(&controller, &GameController::modeChanged);
        QVERIFY(controller.playRecordSetup(walkthrough::save(walkthrough::record(0), dir.path(), "w.json")));
        QCOMPARE(modeOf(controller).kind, ui::TableMode::Playing);
        QCOMPARE(changed.count(), 0);  // a game played here was played here before
        QVERIFY(testing_ui::perform(controller, QStringLiteral("MERCURIAL navigate H")));
        QVERIFY(controller.replay()->reviewGame());
        QCOMPARE(modeOf(controller).kind, ui::TableMode::SteppingThrough);
        QCOMPARE(modeOf(controller).step, 1);
        QCOMPARE(modeOf(controller).length, 1);
        QCOMPARE(changed.count(), 1);
        controller.replay()->goTo(0);
        QCOMPARE(modeOf(controller).step, 0);
        QCOMPARE(changed.count(), 2);
        QVERIFY(controller.beginWhatIf(0, 9, /*freshLuck=*/true));
        QCOMPARE(modeOf(controller).kind, ui::TableMode::WhatIf);
        QVERIFY(modeOf(controller).freshLuck);
        QCOMPARE(controller.session().mode_kind(), entanglion::session::ModeKind::kWhatIf);
        QCOMPARE(changed.count(), 3);
        // A what-if is not itself stepped through.
        QVERIFY(!controller.replay()->reviewGame());
        QCOMPARE(modeOf(controller).kind, ui::TableMode::WhatIf);
        QVERIFY(controller.endWhatIf());
        QCOMPARE(modeOf(controller).kind, ui::TableMode::SteppingThrough);
        QCOMPARE(modeOf(controller).step, 0);
        QVERIFY(controller.replay()->backToGame());
        QCOMPARE(modeOf(controller).kind, ui::TableMode::Playing);
        // The network seat: the game is followed while a route takes the moves.
        controller.setActionRoute([](const rules::Action&) { return true; });
        QCOMPARE(modeOf(controller).kind, ui::TableMode::Following);
        QVERIFY(modeOf(controller).following);
        controller.setActionRoute({});
        QCOMPARE(modeOf(controller).kind, ui::TableMode::Playing);
        QVERIFY(!modeOf(controller).following);
    }

    void aTakeBackInsideAWhatIfStaysInTheWhatIf() {
        QTemporaryDir dir;
        GameController controller;
        QVERIFY(controller.loadRecord(walkthrough::save(walkthrough::record(), dir.path(), "w.json")));
        const rules::GameRecord real = controller.replay()->cursor()->record();
        const int shown = controller.replay()->step();
        QVERIFY(controller.beginWhatIf(0, 5, /*freshLuck=*/false));
        // Mercurial plays H to PLUS and draws an X: a move that may be taken back.
        QVERIFY(testing_ui::perform(controller, QStringLiteral("MERCURIAL navigate H")));
        QCOMPARE(controller.turn().actionsApplied, 1);
        QVERIFY2(controller.takeBack(true, true), qPrintable(controller.messages()->error()));
        QCOMPARE(modeOf(controller).kind, ui::TableMode::WhatIf);
        QCOMPARE(controller.mapModel()->mercurialPlanet(), QStringLiteral("ZERO"));
        QVERIFY(controller.setup().recordName.startsWith(QStringLiteral("What if")));
        // The real game was kept aside all along: it comes back as it was.
        QVERIFY(controller.endWhatIf());
        QVERIFY(controller.replay()->replaying());
        QCOMPARE(controller.replay()->step(), shown);
        QVERIFY(controller.replay()->cursor()->record() == real);
        QCOMPARE(controller.setup().recordName, QStringLiteral("w.json"));
    }

    void aRecordOpenedInAWhatIfEndsItWithTheRealGamePlayedAgain() {
        QTemporaryDir dir;
        GameController controller;
        QVERIFY(controller.playRecordSetup(walkthrough::save(walkthrough::record(0), dir.path(), "real.json")));
        QVERIFY(testing_ui::perform(controller, QStringLiteral("MERCURIAL navigate H")));
        const rules::GameRecord real = controller.record();
        QVERIFY(controller.replay()->reviewGame());
        QVERIFY(controller.beginWhatIf(0, 5, /*freshLuck=*/true));
        QCOMPARE(controller.record().actions.size(), std::size_t{0});  // the what-if's, from step 0
        QVERIFY(controller.loadRecord(walkthrough::save(walkthrough::record(), dir.path(), "opened.json")));
        QCOMPARE(modeOf(controller).kind, ui::TableMode::SteppingThrough);
        QVERIFY(!controller.replay()->ofPlayedGame());
        QCOMPARE(controller.setup().recordName, QStringLiteral("opened.json"));
        // The game played is the real game again, not the what-if.
        QVERIFY(controller.record() == real);
        QVERIFY(controller.replay()->continueFromHere());
        QCOMPARE(modeOf(controller).kind, ui::TableMode::Playing);
    }
};

ENTANGLION_QTEST_MAIN(TableModesTest)
#include "table_modes_test.moc"
