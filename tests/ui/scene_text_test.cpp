// The pictures in words: kets read aloud (KetWords), the map's planets, engine control, the track
// and the hands (SceneText), and the Bloch and histogram readings, as a screen reader gets them.
#include <QTest>
#include <cmath>

#include "game/board/board.h"
#include "tests/common/qtest_program.h"
#include "ui-qml/common/KetWords.h"
#include "ui-qml/controller/GameController.h"
#include "ui-qml/controller/SceneText.h"
#include "ui-qml/lessons/MeasurementController.h"
#include "ui-qml/models/KetModel.h"
#include "ui-qml/models/MapModel.h"

using entanglion::Complex;
using entanglion::Planet;

namespace {
const double kH = 1.0 / std::sqrt(2.0);
Eigen::Vector4cd ket(Complex a, Complex b, Complex c, Complex d) { return Eigen::Vector4cd(a, b, c, d); }
}  // namespace

class SceneTextTest : public QObject {
    Q_OBJECT

private slots:
    void ketsReadAloud() {
        QCOMPARE(KetWords::twoQubits(ket(kH, 0, 0, kH)),
                 QStringLiteral("one over root two times zero zero plus one one"));
        QCOMPARE(KetWords::twoQubits(ket(kH, 0, 0, -kH)),
                 QStringLiteral("one over root two times zero zero minus one one"));
        QCOMPARE(KetWords::twoQubits(ket(0, -kH, kH, 0)),
                 QStringLiteral("one over root two times minus zero one plus one zero"));
        QCOMPARE(KetWords::twoQubits(ket(0, 1, 0, 0)), QStringLiteral("zero one"));
        QCOMPARE(KetWords::twoQubits(ket(0.5, -0.5, 0.5, 0.5)),
                 QStringLiteral("one half times zero zero minus zero one plus one zero plus one one"));
        QCOMPARE(KetWords::twoQubits(ket(kH, Complex(0, kH), 0, 0)),
                 QStringLiteral("one over root two times zero zero plus i times zero one"));
        // Different sizes: each term says its own.
        QCOMPARE(
            KetWords::twoQubits(ket(kH, 0.5, -0.5, 0)),
            QStringLiteral("one over root two times zero zero plus one half times zero one minus one half times one "
                           "zero"));
        QCOMPARE(KetWords::twoQubits(ket(0.6, 0, 0, 0.8)),
                 QStringLiteral("0.6 times zero zero plus 0.8 times one one"));
        QCOMPARE(KetWords::oneQubit(Eigen::Vector2cd(kH, -kH)),
                 QStringLiteral("one over root two times zero minus one"));
        QCOMPARE(KetWords::amplitude(Complex(0, -kH)), QStringLiteral("minus i over root two"));
        QCOMPARE(KetWords::amplitude(0), QStringLiteral("zero"));
    }

    void ketModelReadsInTheDisplayOrder() {
        KetModel model;
        QVERIFY(model.setAmplitudes({0, 0, 1, 0, 0, 0, 0, 0}));  // |01>: Mercurial 0, Rubicon 1
        QCOMPARE(model.ketWords(), QStringLiteral("zero one"));
        model.setRubiconFirst(true);
        QCOMPARE(model.ketWords(), QStringLiteral("one zero"));
        QCOMPARE(model.at(2).basisWords, QStringLiteral("one zero"));
        QCOMPARE(model.at(2).amplitudeWords, QStringLiteral("one"));
    }

    void planetsInWords() {
        const entanglion::Board& board = entanglion::Board::published();
        const entanglion::ShipPositions ships{Planet::kPhiPlus, Planet::kPhiPlus};
        const QString phi = SceneText::planet(board, Planet::kPhiPlus, ships, QStringLiteral("Physical Qubits"));
        QVERIFY2(phi.startsWith(QStringLiteral(
                     "PHI PLUS, Entanglion galaxy, state one over root two times zero zero plus one one. Component "
                     "here: Physical Qubits. Both ships are here. Paths: ")),
                 qPrintable(phi));
        QVERIFY2(phi.contains(QStringLiteral("X to PSI PLUS for either ship")), qPrintable(phi));
        QVERIFY2(phi.contains(QStringLiteral("CNOT out to ZERO and PLUS")), qPrintable(phi));
        const QString zero = SceneText::planet(board, Planet::kZero, {Planet::kOne, Planet::kZero}, {});
        QVERIFY2(zero.contains(QStringLiteral("Rubicon is here.")) && !zero.contains(QStringLiteral("Component")),
                 qPrintable(zero));
        QVERIFY2(zero.contains(QStringLiteral("H to PLUS for either ship")), qPrintable(zero));
        QVERIFY2(zero.contains(QStringLiteral("CNOT into PHI PLUS while the other ship is on PLUS")), qPrintable(zero));
        // Every planet has its words in the map model, which follow the ships.
        MapModel map;
        map.setPositions({Planet::kOne, Planet::kMinus});
        for (int row = 0; row < map.rowCount(); ++row)
            QVERIFY(map.at(row).description.contains(QStringLiteral("Paths")));
        QVERIFY(map.at(static_cast<int>(Planet::kOne)).description.contains(QStringLiteral("Mercurial is here.")));
        QVERIFY(map.at(static_cast<int>(Planet::kMinus)).description.contains(QStringLiteral("Rubicon is here.")));
    }

    void tableInWordsFollowsTheGame() {
        GameController controller;
        QVERIFY(controller.newGame(2, 42, ui::RulesVariant::Board));
        QCOMPARE(controller.table().engineControlText, QStringLiteral("Engine control: 0 of 6 boxes filled."));
        QCOMPARE(controller.table().detectionText,
                 QStringLiteral("Detection rate 2, position 2 of 11; the game is lost at X."));
        QVERIFY2(controller.table().mercurialHandText.startsWith(QStringLiteral("Mercurial holds ")),
                 qPrintable(controller.table().mercurialHandText));
        QVERIFY(controller.table().mercurialHandText.endsWith(QStringLiteral("No components yet.")));
        const QString before = controller.table().shipsText;
        QVERIFY2(
            before.startsWith(QStringLiteral("Mercurial is on ")) || before.startsWith(QStringLiteral("Both ships")),
            qPrintable(before));
        // Play the acting ship's first card: engine control names it on that ship's line.
        QVERIFY(controller.trigger(controller.actionModel()->rowOfKey(QStringLiteral("1"))));
        QVERIFY2(controller.table().engineControlText.startsWith(
                     QStringLiteral("Engine control: 1 of 6 boxes filled. In order: ")),
                 qPrintable(controller.table().engineControlText));
        QVERIFY(controller.table().engineControlText.contains(QStringLiteral("'s line")));
    }

    void measurementsInWords() {
        MeasurementController measurement;
        measurement.setState(entanglion::TwoQubitState(Eigen::Vector4cd(kH, 0, 0, kH)));
        QCOMPARE(
            measurement.mercurialBlochText(),
            QStringLiteral("Bloch vector x 0.00, y 0.00, z 0.00, length 0.00: at the centre: maximally entangled, no "
                           "state of its own; entanglement entropy 1.00 bits."));
        QVERIFY2(
            measurement.histogramText().startsWith(QStringLiteral("Not measured yet. 00: exact probability 50.0%")),
            qPrintable(measurement.histogramText()));
        measurement.setShots(10);
        measurement.measure();
        const QString measured = measurement.histogramText();
        QVERIFY2(measured.contains(QStringLiteral("measured in ZZ")) && measured.contains(QStringLiteral("01: 0 time")),
                 qPrintable(measured));
        measurement.setState(entanglion::TwoQubitState(Eigen::Vector4cd(1, 0, 0, 0)));
        QVERIFY(measurement.rubiconBlochText().contains(QStringLiteral("z 1.00, length 1.00: on the surface")));
    }
};

ENTANGLION_QTEST_MAIN(SceneTextTest)
#include "scene_text_test.moc"
