// QTest tests of the app's C++ models, each watched by QAbstractItemModelTester (which fails the
// test on any breach of the model contract while the model changes).
#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>
#include <cmath>

#include "tests/common/qtest_program.h"
#include "ui-qml/models/GameModels.h"
#include "ui-qml/models/KetModel.h"
#include "ui-qml/models/MapModel.h"
#include "ui-qml/models/PathModel.h"

using entanglion::Planet;
using entanglion::ShipPositions;

namespace {

constexpr double kH = 0.70710678118654752440;  // 1/sqrt2

QVariant roleValue(const QAbstractItemModel& model, int row, const QByteArray& role) {
    const QHash<int, QByteArray> names = model.roleNames();
    return model.data(model.index(row, 0), names.key(role));
}

int rowWhere(const QAbstractItemModel& model, const QByteArray& role, const QVariant& value) {
    for (int row = 0; row < model.rowCount(); ++row) {
        if (roleValue(model, row, role) == value) return row;
    }
    return -1;
}

}  // namespace

class ModelsTest : public QObject {
    Q_OBJECT

private slots:
    void ketModelStartsOnBothZero() {
        KetModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.ketText(), QStringLiteral("|00>"));
        QCOMPARE(model.orderLabel(), QStringLiteral("|Mercurial Rubicon>"));
        QCOMPARE(model.stateName(), QStringLiteral("Mercurial ZERO · Rubicon ZERO"));
        QVERIFY(model.globalPhase().isEmpty());
        QVERIFY(!model.entangled());
        QCOMPARE(roleValue(model, 0, "probability").toDouble(), 1.0);
        QCOMPARE(roleValue(model, 0, "probabilityText").toString(), QStringLiteral("100%"));
        QCOMPARE(roleValue(model, 3, "probabilityText").toString(), QStringLiteral("0%"));
    }

    void ketModelShowsBellStateExactlyAndEntangled() {
        KetModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy changed(&model, &KetModel::stateChanged);
        QVERIFY(model.setAmplitudes({kH, 0, 0, 0, 0, 0, kH, 0}));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(model.ketText(), QString::fromUtf8("(|00> + |11>)/√2"));
        QCOMPARE(model.stateName(), QStringLiteral("PHI PLUS"));
        QVERIFY(model.entangled());
        // A Bell state is maximally entangled: one bit of entanglement entropy per ship.
        QVERIFY(std::abs(model.mercurialEntanglement() - 1.0) < 1e-9);
        QVERIFY(std::abs(model.rubiconEntanglement() - 1.0) < 1e-9);
        QVERIFY(std::abs(model.concurrence() - 1.0) < 1e-9);
        QCOMPARE(roleValue(model, 0, "probabilityText").toString(), QStringLiteral("50%"));
        QCOMPARE(roleValue(model, 1, "probabilityText").toString(), QStringLiteral("0%"));
        QCOMPARE(roleValue(model, 3, "amplitudeText").toString(), QString::fromUtf8("1/√2"));
    }

    void ketModelSwitchesQubitOrderWithoutChangingTheState() {
        KetModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        // Mercurial on ZERO (bit 0), Rubicon on ONE (bit 1): |m r> = |01>.
        QVERIFY(model.setAmplitudes({0, 0, 1, 0, 0, 0, 0, 0}));
        QCOMPARE(model.ketText(), QStringLiteral("|01>"));
        QCOMPARE(roleValue(model, 1, "basis").toString(), QStringLiteral("|01>"));
        QCOMPARE(roleValue(model, 1, "probability").toDouble(), 1.0);
        model.setRubiconFirst(true);
        // Written |r m>, the same state is |10>, and the row labelled |10> holds it.
        QCOMPARE(model.orderLabel(), QStringLiteral("|Rubicon Mercurial>"));
        QCOMPARE(model.ketText(), QStringLiteral("|10>"));
        const int row = rowWhere(model, "basis", QStringLiteral("|10>"));
        QCOMPARE(row, 2);
        QCOMPARE(roleValue(model, row, "probability").toDouble(), 1.0);
        QCOMPARE(roleValue(model, row, "mercurialBit").toInt(), 0);
        QCOMPARE(roleValue(model, row, "rubiconBit").toInt(), 1);
        QCOMPARE(model.state().amplitude(0, 1), entanglion::Complex(1, 0));
    }

    void ketModelShowsSignAndGlobalPhase() {
        KetModel model;
        // Mercurial ZERO, Rubicon MINUS: (|00> - |01>)/sqrt2; the |01> amplitude is negative.
        QVERIFY(model.setAmplitudes({kH, 0, -kH, 0, 0, 0, 0, 0}));
        QCOMPARE(model.stateName(), QStringLiteral("Mercurial ZERO · Rubicon MINUS"));
        QVERIFY(roleValue(model, 1, "negative").toBool());
        QVERIFY(!roleValue(model, 0, "negative").toBool());
        QCOMPARE(roleValue(model, 1, "amplitudeText").toString(), QString::fromUtf8("-1/√2"));
        QVERIFY(std::abs(std::abs(roleValue(model, 1, "phase").toDouble()) - M_PI) < 1e-9);
        // -|Psi-> = (-|01> + |10>)/sqrt2 is PSI MINUS with global phase -1.
        QVERIFY(model.setAmplitudes({0, 0, -kH, 0, kH, 0, 0, 0}));
        QCOMPARE(model.stateName(), QStringLiteral("PSI MINUS"));
        QCOMPARE(model.globalPhase(), QStringLiteral("-1"));
    }

    void ketModelRejectsBadAmplitudes() {
        KetModel model;
        QSignalSpy changed(&model, &KetModel::stateChanged);
        QVERIFY(!model.setAmplitudes({1, 0, 1, 0, 0, 0, 0, 0}));  // norm 2
        QVERIFY(!model.setAmplitudes({1, 0}));                    // too few numbers
        QCOMPARE(changed.count(), 0);
        QCOMPARE(model.ketText(), QStringLiteral("|00>"));
    }

    void ketModelNamesOmegaPlanetsWithTheBoardCatalogue() {
        KetModel model;
        const entanglion::Board& board = entanglion::Board::published();
        const entanglion::TwoQubitState omega = board.info(Planet::kOmegaTwo).two_qubit_state.value();
        model.setState(omega, &board.catalogue());
        QCOMPARE(model.stateName(), QStringLiteral("OMEGA TWO"));
        QVERIFY(model.entangled());
    }

    void mapModelListsTheTwelvePlanetsAtTheirPrintedPlaces() {
        MapModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 12);
        // Coordinates from the printed board (shared/reference/printed-board.md).
        const int phiPlus = model.rowOf(QStringLiteral("PHI_PLUS"));
        QCOMPARE(roleValue(model, phiPlus, "name").toString(), QStringLiteral("PHI PLUS"));
        QCOMPARE(roleValue(model, phiPlus, "mapX").toDouble(), 395.0);
        QCOMPARE(roleValue(model, phiPlus, "mapY").toDouble(), 520.0);
        QCOMPARE(roleValue(model, phiPlus, "galaxy").toInt(), static_cast<int>(ui::Galaxy::Entanglion));
        QCOMPARE(roleValue(model, phiPlus, "ket").toString(), QString::fromUtf8("|Φ+>"));
        const int minus = model.rowOf(QStringLiteral("MINUS"));
        QCOMPARE(roleValue(model, minus, "galaxy").toInt(), static_cast<int>(ui::Galaxy::Superious));
        QCOMPARE(roleValue(model, minus, "ket").toString(), QStringLiteral("|->"));
        QCOMPARE(model.rowOf(QStringLiteral("NOWHERE")), -1);
    }

    // The app's map models place their labels first at the scale the view sets (PlaceWhenScaled),
    // not at 1.0 and again at once: the same spots as a model placed at construction and then
    // set to that scale, and none before.
    void mapModelsPlacedWhenScaledMatchThosePlacedAtOnce() {
        MapModel deferred(MapModel::PlaceWhenScaled{}, nullptr);
        QAbstractItemModelTester tester(&deferred, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(deferred.rowCount(), 12);
        QCOMPARE(roleValue(deferred, 0, "nameX").toDouble(), 0.0);
        QCOMPARE(deferred.galaxyLegend(), QRectF());
        PathModel deferredPaths(PathModel::PlaceWhenScaled{}, nullptr);
        QCOMPARE(deferredPaths.rowCount(), 24);
        QCOMPARE(deferredPaths.textScale(), 0.0);
        QCOMPARE(roleValue(deferredPaths, 0, "labelX").toDouble(), 0.0);

        QSignalSpy scaled(&deferred, &MapModel::textScaleChanged);
        deferred.setTextScale(0.9);
        deferredPaths.setTextScale(0.9);
        QCOMPARE(scaled.count(), 1);
        MapModel eager;
        eager.setTextScale(0.9);
        PathModel eagerPaths;
        eagerPaths.setTextScale(0.9);
        QCOMPARE(deferred.textScale(), 0.9);
        QCOMPARE(deferred.galaxyLegend(), eager.galaxyLegend());
        QCOMPARE(deferred.mercurialMarker(), eager.mercurialMarker());
        for (const char* role : {"nameText", "nameX", "nameY", "chipX", "chipY"}) {
            for (int row = 0; row < eager.rowCount(); ++row) {
                QCOMPARE(roleValue(deferred, row, role), roleValue(eager, row, role));
            }
        }
        QCOMPARE(deferredPaths.labelPixelSize(), eagerPaths.labelPixelSize());
        for (const char* role : {"labelX", "labelY", "x1", "controlX"}) {
            for (int row = 0; row < eagerPaths.rowCount(); ++row) {
                QCOMPARE(roleValue(deferredPaths, row, role), roleValue(eagerPaths, row, role));
            }
        }
        QVERIFY(roleValue(deferredPaths, 0, "labelX").toDouble() > 0);
    }

    void mapModelTracksShipsComponentsAndPreview() {
        MapModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy ships(&model, &MapModel::shipsChanged);
        model.setPositions(ShipPositions{Planet::kPlus, Planet::kZero});
        QCOMPARE(ships.count(), 1);
        QCOMPARE(model.mercurialPlanet(), QStringLiteral("PLUS"));
        QCOMPARE(model.rubiconPlanet(), QStringLiteral("ZERO"));
        QCOMPARE(model.mercurialPoint(), QPointF(395, 760));
        QVERIFY(roleValue(model, model.rowOf(QStringLiteral("PLUS")), "mercurialHere").toBool());
        QVERIFY(!roleValue(model, model.rowOf(QStringLiteral("PLUS")), "rubiconHere").toBool());

        std::array<QString, entanglion::kPlanetCount> components;
        components[static_cast<std::size_t>(Planet::kPhiPlus)] = QStringLiteral("Quantum Gates");
        model.setComponents(components);
        QCOMPARE(roleValue(model, model.rowOf(QStringLiteral("PHI_PLUS")), "component").toString(),
                 QStringLiteral("Quantum Gates"));

        QSignalSpy preview(&model, &MapModel::previewChanged);
        model.setPreview(ShipPositions{Planet::kPhiPlus, Planet::kPhiPlus});
        QVERIFY(model.previewing());
        QCOMPARE(model.previewMercurialPlanet(), QStringLiteral("PHI_PLUS"));
        QVERIFY(roleValue(model, model.rowOf(QStringLiteral("PHI_PLUS")), "preview").toBool());
        QVERIFY(!roleValue(model, model.rowOf(QStringLiteral("PLUS")), "preview").toBool());
        model.setPreview(std::nullopt);
        QVERIFY(!model.previewing());
        QCOMPARE(preview.count(), 2);
    }

    void pathModelHasEveryPrintedPathAndEntryLine() {
        PathModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        // 16 printed paths (printed-board.md) and the 4 grey entry lines, each drawn from both the
        // Centarious and the Superious planet.
        QCOMPARE(model.printedPathCount(), 16);
        QCOMPARE(model.entryLineCount(), 8);
        const int zeroOne = model.pathRow(QStringLiteral("ONE"), QStringLiteral("ZERO"));
        QVERIFY(zeroOne >= 0);
        QCOMPARE(roleValue(model, zeroOne, "label").toString(), QStringLiteral("X/CNOT"));
        QVERIFY(roleValue(model, zeroOne, "mercurialLine").toBool());
        QVERIFY(roleValue(model, zeroOne, "rubiconLine").toBool());
        QVERIFY(roleValue(model, zeroOne, "note").toString().contains(QStringLiteral("ONE")));
        const int omegaX = model.pathRow(QStringLiteral("OMEGA_ZERO"), QStringLiteral("OMEGA_ONE"));
        QCOMPARE(roleValue(model, omegaX, "label").toString(), QStringLiteral("X"));
        QVERIFY(!roleValue(model, omegaX, "mercurialLine").toBool());
        QVERIFY(roleValue(model, omegaX, "rubiconLine").toBool());
        QCOMPARE(model.pathRow(QStringLiteral("ZERO"), QStringLiteral("MINUS")), -1);
        int entries = 0;
        QStringList labelled;
        for (int row = 0; row < model.rowCount(); ++row) {
            if (!roleValue(model, row, "entry").toBool()) continue;
            ++entries;
            if (!roleValue(model, row, "label").toString().isEmpty()) {
                labelled << roleValue(model, row, "from").toString() + u'-' + roleValue(model, row, "to").toString();
            }
        }
        QCOMPARE(entries, 8);
        // As printed: one "CNOT" per Centarious planet, on the line to the nearest Entanglion planet.
        labelled.sort();
        QCOMPARE(labelled, (QStringList{QStringLiteral("ONE-PSI_PLUS"), QStringLiteral("ZERO-PHI_PLUS")}));
    }

    void pathModelPutsLabelsOnTheCurve() {
        PathModel model;
        // The big X/CNOT arc bulges left of the Psi/Phi column (x = 395), like the printed board.
        const int arc = model.pathRow(QStringLiteral("OMEGA_ZERO"), QStringLiteral("OMEGA_TWO"));
        QVERIFY(roleValue(model, arc, "labelX").toDouble() < 395.0 - 42.0);
        // Every card label sits on its own curve, in its middle part; a "CNOT" label on one of its
        // planet's grey entry lines (they share one row), between 10% and 90% (MapLayout slides
        // labels along by steps of 0.025 to keep them clear of other lines).
        for (int row = 0; row < model.rowCount(); ++row) {
            if (roleValue(model, row, "label").toString().isEmpty()) continue;
            const bool entry = roleValue(model, row, "entry").toBool();
            bool onCurve = false;
            for (int line = 0; line < model.rowCount() && !onCurve; ++line) {
                if (line != row && !(entry && roleValue(model, line, "entry").toBool() &&
                                     roleValue(model, line, "from") == roleValue(model, row, "from"))) {
                    continue;
                }
                const auto value = [&](const char* role) { return roleValue(model, line, role).toDouble(); };
                for (int step = entry ? 4 : 12; step <= (entry ? 36 : 28) && !onCurve; ++step) {
                    const double t = step * 0.025;
                    const double u = 1 - t;
                    const double x = u * u * value("x1") + 2 * u * t * value("controlX") + t * t * value("x2");
                    const double y = u * u * value("y1") + 2 * u * t * value("controlY") + t * t * value("y2");
                    onCurve = std::abs(x - roleValue(model, row, "labelX").toDouble()) < 1e-6 &&
                              std::abs(y - roleValue(model, row, "labelY").toDouble()) < 1e-6;
                }
            }
            QVERIFY2(onCurve, qPrintable(roleValue(model, row, "from").toString() + u'-' +
                                         roleValue(model, row, "to").toString()));
        }
    }

    void pathModelHighlightsThePreviewedMove() {
        PathModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const int zeroPlus = model.pathRow(QStringLiteral("ZERO"), QStringLiteral("PLUS"));
        model.setPreview(
            std::make_pair(ShipPositions{Planet::kZero, Planet::kZero}, ShipPositions{Planet::kPlus, Planet::kZero}));
        QVERIFY(roleValue(model, zeroPlus, "highlight").toBool());
        int highlighted = 0;
        for (int row = 0; row < model.rowCount(); ++row) highlighted += roleValue(model, row, "highlight").toBool();
        QCOMPARE(highlighted, 1);
        model.setPreview(std::nullopt);
        QVERIFY(!roleValue(model, zeroPlus, "highlight").toBool());
    }

    void rowModelInsertsUpdatesAndRemovesRows() {
        CircuitModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy count(&model, &RowModel::countChanged);
        const auto box = [](int slot, const QString& card) {
            return CircuitRow{.slot = slot, .filled = !card.isEmpty(), .card = card, .line = ui::Ship::Mercurial};
        };
        model.setRows({box(0, QStringLiteral("H")), box(1, QString())});
        QCOMPARE(model.count(), 2);
        QCOMPARE(model.filledCount(), 1);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy revision(&model, &RowModel::revisionChanged);
        model.setRows({box(0, QStringLiteral("H")), box(1, QStringLiteral("X")), box(2, QString())});
        QCOMPARE(changed.count(), 1);  // only row 1 changed; row 2 was inserted
        QCOMPARE(revision.count(), 1);
        QCOMPARE(model.filledCount(), 2);
        QCOMPARE(model.at(1).card, QStringLiteral("X"));
        model.setRows(model.rows());  // the same rows: no signal
        QCOMPARE(revision.count(), 1);
        // Neighbouring changed rows share one signal; rows apart get one each.
        changed.clear();
        model.setRows({box(0, QStringLiteral("X")), box(1, QStringLiteral("H")), box(2, QString())});
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.at(0).at(0).toModelIndex().row(), 0);
        QCOMPARE(changed.at(0).at(1).toModelIndex().row(), 1);
        changed.clear();
        model.setRows({box(0, QStringLiteral("H")), box(1, QStringLiteral("H")), box(2, QStringLiteral("SWAP"))});
        QCOMPARE(changed.count(), 2);
        model.setRows({box(0, QStringLiteral("CNOT"))});
        QCOMPARE(model.count(), 1);
        QCOMPARE(count.count(), 3);
        QCOMPARE(roleValue(model, 0, "card").toString(), QStringLiteral("CNOT"));
        QVERIFY(!model.data(model.index(0), Qt::UserRole + 100).isValid());
    }

    // Every row kind: each role name appears once, reads its own field (set to a distinct value),
    // and the names are the ones the QML delegates declare as required properties.
    void typedRolesNameEachFieldOnce() {
        HandModel hand;
        HandRow row{.card = QStringLiteral("H"),
                    .name = QStringLiteral("name"),
                    .kind = ui::CardKind::Event,
                    .slot = 2,
                    .canNavigate = true,
                    .navigateReason = QStringLiteral("nr"),
                    .canExchange = false,
                    .exchangeReason = QStringLiteral("er"),
                    .canPlay = true,
                    .playReason = QStringLiteral("pr"),
                    .destination = QStringLiteral("dest"),
                    .text = QStringLiteral("text"),
                    .where = QStringLiteral("where")};
        hand.setRows({row});
        QCOMPARE(roleValue(hand, 0, "card").toString(), QStringLiteral("H"));
        QCOMPARE(roleValue(hand, 0, "slot").toInt(), 2);
        // An enum field reaches QML as its number, which QML compares with the enum's values.
        QCOMPARE(roleValue(hand, 0, "kind").toInt(), static_cast<int>(ui::CardKind::Event));
        QCOMPARE(roleValue(hand, 0, "canNavigate").toBool(), true);
        QCOMPARE(roleValue(hand, 0, "canExchange").toBool(), false);
        QCOMPARE(roleValue(hand, 0, "navigateReason").toString(), QStringLiteral("nr"));
        QCOMPARE(roleValue(hand, 0, "exchangeReason").toString(), QStringLiteral("er"));
        QCOMPARE(roleValue(hand, 0, "playReason").toString(), QStringLiteral("pr"));
        QCOMPARE(roleValue(hand, 0, "destination").toString(), QStringLiteral("dest"));
        QCOMPARE(roleValue(hand, 0, "where").toString(), QStringLiteral("where"));
        QCOMPARE(hand.data(hand.index(0), Qt::DisplayRole).toString(), QStringLiteral("H"));  // the first role

        const auto names = [](const QAbstractItemModel& model) {
            QStringList list;
            for (const QByteArray& name : model.roleNames()) list << QString::fromUtf8(name);
            list.sort();
            return list;
        };
        const auto sorted = [](QStringList list) {
            list.sort();
            return list;
        };
        QCOMPARE(names(hand), sorted({"card", "name", "kind", "slot", "canNavigate", "navigateReason", "canExchange",
                                      "exchangeReason", "canPlay", "playReason", "destination", "text", "where"}));
        QCOMPARE(names(CircuitModel()), sorted({"slot", "filled", "gate", "card", "line"}));
        QCOMPARE(names(TrackModel()), sorted({"position", "label", "value", "current", "passed", "start", "lost"}));
        QCOMPARE(names(ActionModel()), sorted({"label", "detail", "category", "type", "allowed", "reason", "shortcut",
                                               "keys", "actionText"}));
        QCOMPARE(names(LogModel()), sorted({"message", "kind", "player", "step", "detail"}));
        QCOMPARE(names(CardTextModel()), sorted({"name", "description"}));
        QCOMPARE(names(ComponentModel()), sorted({"name", "text"}));
        QCOMPARE(names(MatrixModel()), sorted({"text", "zero"}));

        ActionModel actions;
        actions.setRows(
            {ActionRow{.label = QStringLiteral("a"), .keys = {QStringLiteral("1")}},
             ActionRow{.label = QStringLiteral("b"), .keys = {QStringLiteral("2"), QStringLiteral("Alt+1")}}});
        QCOMPARE(roleValue(actions, 1, "keys").toStringList(),
                 QStringList({QStringLiteral("2"), QStringLiteral("Alt+1")}));
        QCOMPARE(actions.rowOfKey(QStringLiteral("Alt+1")), 1);
        QCOMPARE(actions.rowOfKey(QStringLiteral("3")), -1);
        TrackModel track;
        QCOMPARE(track.currentRow(), -1);
        track.setRows({TrackRow{.position = 0}, TrackRow{.position = 1, .current = true}});
        QCOMPARE(track.currentRow(), 1);
    }
};

ENTANGLION_QTEST_GUILESS_MAIN(ModelsTest)
#include "models_test.moc"
