// QTest tests of BellDemoController: every variant ends on its Bell state, every step's matrix is the
// one that takes the ket before to the ket after, and the texts shown for Φ+ are the exact kets.
#include <QSignalSpy>
#include <QtTest>

#include "BellDemoController.h"
#include "statevector/catalogue.h"
#include "statevector/format.h"
#include "tests/common/qtest_program.h"

using entanglion::Gate;
using entanglion::GateKind;
using entanglion::Ship;

namespace {
/// The texts of the matrix's entries, row by row.
QStringList textsOf(const QList<MatrixEntry>& entries) {
    QStringList texts;
    for (const MatrixEntry& entry : entries) texts << entry.text;
    return texts;
}
}  // namespace

class BellDemoControllerTest : public QObject {
    Q_OBJECT

private slots:
    void everyVariantEndsOnItsBellState();
    void matrixOfEachStepTakesBeforeToAfter();
    void phiPlusShowsExactKetsAndPlanets();
    void phiPlusMatricesAreExact();
    void circuitMarksAppliedAndCurrentGates();
    void steppingStopsAtBothEnds();
    void choosingAVariantStartsOver();
};

void BellDemoControllerTest::everyVariantEndsOnItsBellState() {
    const entanglion::TwoQubitState targets[] = {entanglion::phi_plus(), entanglion::phi_minus(),
                                                 entanglion::psi_plus(), entanglion::psi_minus()};
    BellDemoController demo;
    QCOMPARE(demo.variantNames(), QStringList({"Φ+", "Φ-", "Ψ+", "Ψ-"}));
    for (int variant = 0; variant < 4; ++variant) {
        demo.setVariant(variant);
        QCOMPARE(demo.variant(), variant);
        QVERIFY(demo.stateAt(0).equals_up_to_phase(entanglion::TwoQubitState::basis(0, 0)));
        const auto& end = demo.stateAt(demo.stepCount());
        // Exactly the catalogue's state, not just up to phase: the printed ket must match too.
        QVERIFY2((end.amplitudes() - targets[variant].amplitudes()).norm() < 1e-12, qPrintable(demo.variantName()));
        demo.last();
        QCOMPARE(demo.ketAfter(), QString::fromStdString(entanglion::format_ket(targets[variant])));
        QCOMPARE(demo.targetKet(), demo.ketAfter());
        QCOMPARE(demo.namedAfter(), QStringLiteral("|%1>").arg(demo.variantName()));
        // Only engine cards are used, and the last one is the CNOT that entangles.
        for (const Gate& gate : demo.gates()) QVERIFY(entanglion::is_card_gate(gate.kind));
        QCOMPARE(demo.gates().back(), (Gate{GateKind::kCNOT, Ship::kRubicon}));
    }
}

void BellDemoControllerTest::matrixOfEachStepTakesBeforeToAfter() {
    BellDemoController demo;
    for (int variant = 0; variant < 4; ++variant) {
        demo.setVariant(variant);
        for (int step = 1; step <= demo.stepCount(); ++step) {
            const Gate& gate = demo.gates()[static_cast<std::size_t>(step - 1)];
            const Eigen::Vector4cd expected = entanglion::gate_matrix(gate) * demo.stateAt(step - 1).amplitudes();
            QVERIFY((expected - demo.stateAt(step).amplitudes()).norm() < 1e-12);
            demo.setStep(step);
            QCOMPARE(demo.ketBefore(), QString::fromStdString(entanglion::format_ket(demo.stateAt(step - 1))));
            QCOMPARE(demo.ketAfter(), QString::fromStdString(entanglion::format_ket(demo.stateAt(step))));
            const QList<MatrixEntry> entries = demo.matrix();
            QCOMPARE(entries.size(), 16);
            const Eigen::Matrix4cd matrix = entanglion::gate_matrix(gate);
            for (int i = 0; i < 16; ++i) {
                QCOMPARE(entries[i].text, QString::fromStdString(entanglion::format_amplitude(matrix(i / 4, i % 4))));
                // A zero entry is marked, so the view dims it without reading its text.
                QCOMPARE(entries[i].zero, entries[i].text == QStringLiteral("0"));
            }
        }
    }
}

void BellDemoControllerTest::phiPlusShowsExactKetsAndPlanets() {
    BellDemoController demo;
    QCOMPARE(demo.variant(), 0);
    QCOMPARE(demo.stepCount(), 2);
    QCOMPARE(demo.step(), 0);
    QCOMPARE(demo.ketAfter(), QString("|00>"));
    QCOMPARE(demo.planetsAfter(), QString("Mercurial on ZERO, Rubicon on ZERO"));
    QVERIFY(!demo.hasMatrix());
    QVERIFY(demo.matrix().isEmpty());
    QCOMPARE(demo.orderLabel(), QString("|Mercurial Rubicon>"));

    QVERIFY(demo.next());
    QCOMPARE(demo.stepTitle(), QString("Step 1 of 2: H on Mercurial"));
    QCOMPARE(demo.ketBefore(), QString("|00>"));
    QCOMPARE(demo.ketAfter(), QString::fromUtf8("(|00> + |10>)/√2"));
    QCOMPARE(demo.namedAfter(), QString("|+0>"));
    QCOMPARE(demo.planetsAfter(), QString("Mercurial on PLUS, Rubicon on ZERO"));
    QCOMPARE(demo.matrixTitle(), QString::fromUtf8("H ⊗ I"));

    QVERIFY(demo.next());
    QCOMPARE(demo.stepTitle(), QString("Step 2 of 2: CNOT played by Rubicon (control Mercurial)"));
    QCOMPARE(demo.ketBefore(), QString::fromUtf8("(|00> + |10>)/√2"));
    QCOMPARE(demo.ketAfter(), QString::fromUtf8("(|00> + |11>)/√2"));
    QCOMPARE(demo.namedAfter(), QString::fromUtf8("|Φ+>"));
    QCOMPARE(demo.planetsAfter(), QString("both ships on PHI PLUS"));
    QCOMPARE(demo.matrixTitle(), QString("CNOT, control Mercurial, target Rubicon"));
}

void BellDemoControllerTest::phiPlusMatricesAreExact() {
    BellDemoController demo;
    demo.setStep(1);
    // H on the left (Mercurial) qubit: |m r> -> (|0 r> ± |1 r>)/√2, so it mixes rows 0 and 2, 1 and 3.
    const QString s = QString::fromUtf8("1/√2");
    const QString m = QString::fromUtf8("-1/√2");
    QCOMPARE(textsOf(demo.matrix()), QStringList({s, "0", s, "0",  //
                                                  "0", s, "0", s,  //
                                                  s, "0", m, "0",  //
                                                  "0", s, "0", m}));
    demo.setStep(2);
    // CNOT with Mercurial as control flips Rubicon only in |1 r>: |10> <-> |11>.
    QCOMPARE(textsOf(demo.matrix()), QStringList({"1", "0", "0", "0",  //
                                                  "0", "1", "0", "0",  //
                                                  "0", "0", "0", "1",  //
                                                  "0", "0", "1", "0"}));
}

void BellDemoControllerTest::circuitMarksAppliedAndCurrentGates() {
    BellDemoController demo;
    QList<CircuitColumn> circuit = demo.circuit();
    QCOMPARE(circuit.size(), 2);
    const CircuitColumn h = circuit[0];
    const CircuitColumn cnot = circuit[1];
    QCOMPARE(h.label, QString("H"));
    QCOMPARE(h.line, 0);  // Mercurial's line
    QCOMPARE(h.controlLine, -1);
    QCOMPARE(cnot.line, 1);  // target: Rubicon
    QCOMPARE(cnot.controlLine, 0);
    QCOMPARE(cnot.label, QString("⊕"));
    QCOMPARE(h.applied, false);
    QCOMPARE(demo.lineLabels(), QStringList({"Mercurial  |0>", "Rubicon  |0>"}));  // the start is |00>

    demo.next();
    circuit = demo.circuit();
    QCOMPARE(circuit[0].applied, true);
    QCOMPARE(circuit[0].current, true);
    QCOMPARE(circuit[1].applied, false);
    demo.next();
    circuit = demo.circuit();
    QCOMPARE(circuit[0].current, false);
    QCOMPARE(circuit[1].current, true);
}

void BellDemoControllerTest::steppingStopsAtBothEnds() {
    BellDemoController demo;
    QSignalSpy spy(&demo, &BellDemoController::stepChanged);
    QVERIFY(!demo.previous());
    QCOMPARE(spy.count(), 0);
    QVERIFY(demo.next());
    QVERIFY(demo.next());
    QVERIFY(demo.atEnd());
    QVERIFY(!demo.next());
    QCOMPARE(demo.step(), 2);
    QCOMPARE(spy.count(), 2);
    demo.setStep(7);  // out of range: ignored
    demo.setStep(-1);
    QCOMPARE(demo.step(), 2);
    QVERIFY(demo.previous());
    QCOMPARE(demo.step(), 1);
    demo.first();
    QVERIFY(demo.atStart());
}

void BellDemoControllerTest::choosingAVariantStartsOver() {
    BellDemoController demo;
    demo.last();
    QSignalSpy variantSpy(&demo, &BellDemoController::variantChanged);
    demo.setVariant(3);
    QCOMPARE(variantSpy.count(), 1);
    QCOMPARE(demo.step(), 0);
    QCOMPARE(demo.variantName(), QString::fromUtf8("Ψ-"));
    QCOMPARE(demo.stepCount(), 4);
    demo.setVariant(4);  // out of range: ignored
    QCOMPARE(demo.variant(), 3);
    demo.last();
    QCOMPARE(demo.ketAfter(), QString::fromUtf8("(|01> - |10>)/√2"));
}

ENTANGLION_QTEST_MAIN(BellDemoControllerTest)
#include "bell_demo_controller_test.moc"
