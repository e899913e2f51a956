// MeasurementController: shots and verdicts for a state without changing it, Bloch vectors, the
// circuit texts and the clipboard; BellDemoController's captions and amplitudes for it.
#include <QClipboard>
#include <QGuiApplication>
#include <QtTest>

#include "BellDemoController.h"
#include "MeasurementController.h"
#include "statevector/catalogue.h"
#include "tests/common/qtest_program.h"

class MeasurementControllerTest : public QObject {
    Q_OBJECT

private slots:
    void phiPlusIsAlwaysEqualInZZAndXX();
    void productStateIsNotCorrelatedAndOnTheSurface();
    void shotsAreClampedAndSeeded();
    void circuitsAreCopied();
    void bellDemoFeedsTheMeasurement();
};

void MeasurementControllerTest::phiPlusIsAlwaysEqualInZZAndXX() {
    MeasurementController m;
    m.setState(entanglion::phi_plus());
    const Eigen::Vector4cd before = m.state().amplitudes();
    QVERIFY(!m.measured());
    QCOMPARE(m.correlation(), QString("always_equal"));
    for (const ui::MeasureBasis::Value basis : {ui::MeasureBasis::Z, ui::MeasureBasis::X}) {
        m.setMercurialBasis(basis);
        m.setRubiconBasis(basis);
        m.setShots(1000);
        m.measure();
        QVERIFY(m.measured());
        const QVariantList counts = m.counts();
        QCOMPARE(counts[1].toInt() + counts[2].toInt(), 0);
        QCOMPARE(counts[0].toInt() + counts[3].toInt(), 1000);
        QVERIFY(counts[0].toInt() > 400 && counts[3].toInt() > 400);
        QVERIFY(m.verdict().startsWith("Always equal"));
    }
    QVERIFY(m.state().amplitudes() == before);  // measuring never changes the state
    QVERIFY(m.correlatedInComplementaryBases());
    QVERIFY(m.conclusion().contains("entangled"));
    QCOMPARE(m.mercurialBloch().length, 0.0);
    QCOMPARE(m.rubiconBloch().purity, 0.5);
    // Changing the basis forgets counts taken in the old one.
    m.setMercurialBasis(ui::MeasureBasis::Z);
    QVERIFY(!m.measured());
}

void MeasurementControllerTest::productStateIsNotCorrelatedAndOnTheSurface() {
    MeasurementController m;
    // |+>|0>, the way a screen passes it: typed, as the engine's state.
    const double s = 0.70710678118654752440;
    m.setSource(PreparedState{
        .state = entanglion::TwoQubitState(Eigen::Vector4cd(s, 0, s, 0)), .circuit = {}, .circuitTitle = {}});
    QCOMPARE(m.correlation(), QString("independent"));
    QVERIFY(!m.correlatedInComplementaryBases());
    QCOMPARE(m.mercurialBloch().x, 1.0);
    QCOMPARE(m.rubiconBloch().z, 1.0);
    m.setMercurialBasis(ui::MeasureBasis::X);
    QCOMPARE(m.correlation(), QString("fixed"));
    QCOMPARE(m.probabilities()[0].toDouble(), 1.0);
    // The same state again changes nothing: the counts stay.
    m.measure();
    QSignalSpy stateSpy(&m, &MeasurementController::stateChanged);
    m.setState(entanglion::TwoQubitState(Eigen::Vector4cd(s, 0, s, 0)));
    QCOMPARE(stateSpy.count(), 0);
    QVERIFY(m.measured());
}

void MeasurementControllerTest::shotsAreClampedAndSeeded() {
    MeasurementController a, b;
    a.setShots(0);
    QCOMPARE(a.shots(), 1);
    a.setShots(1000000);
    QCOMPARE(a.shots(), entanglion::kMaxShots);
    for (MeasurementController* m : {&a, &b}) {
        m->setState(
            entanglion::TwoQubitState::product(entanglion::SingleQubitKet::kPlus, entanglion::SingleQubitKet::kPlus));
        m->setShots(100);
        m->setSeed(9);
        m->measure();
    }
    QCOMPARE(a.counts(), b.counts());
    a.measure();  // the generator moves on: the next 100 shots differ
    QVERIFY(a.counts() != b.counts());
}

void MeasurementControllerTest::circuitsAreCopied() {
    MeasurementController m;
    m.setState(entanglion::psi_minus());
    QVERIFY(m.hasCircuit());
    const QString qasm = m.circuitText("qasm3");
    QVERIFY(qasm.startsWith("OPENQASM 3.0;"));
    QVERIFY(qasm.contains("Qubit 1 is Mercurial, qubit 0 is Rubicon"));
    QVERIFY(m.circuitText("qiskit").contains("qc = QuantumCircuit(2)"));
    QVERIFY(m.circuitText("quirk").startsWith("https://algassert.com/quirk#circuit="));
    QVERIFY(m.circuitText("nonsense").isEmpty());
    QSignalSpy copied(&m, &MeasurementController::copied);
    QVERIFY(m.copyCircuit("quirk"));
    QCOMPARE(copied.count(), 1);
    QCOMPARE(QGuiApplication::clipboard()->text(), m.circuitText("quirk"));
    // Given gates win over the search (a lesson's moves), and so does the source's title.
    m.setCircuitTitle("the page's title");
    QVERIFY(m.circuitText("qasm3").contains("the page's title"));
    m.setSource(PreparedState{
        .state = entanglion::psi_minus(),
        .circuit = std::vector<entanglion::Gate>{{entanglion::GateKind::kX, entanglion::Ship::kMercurial}},
        .circuitTitle = "the source's title"});
    QVERIFY(m.circuitText("qasm2").contains("x q[1];"));
    QVERIFY(m.circuitText("qasm3").contains("the source's title"));
    // A state no card gates reach, without given gates, has no circuit.
    m.setSource(PreparedState{
        .state = entanglion::TwoQubitState(Eigen::Vector4cd(0.6, 0, 0, 0.8)), .circuit = {}, .circuitTitle = {}});
    QVERIFY(!m.hasCircuit());
    QVERIFY(!m.copyCircuit("qasm3"));
}

void MeasurementControllerTest::bellDemoFeedsTheMeasurement() {
    BellDemoController demo;
    MeasurementController m;
    QVERIFY(demo.caption().contains("ZERO"));
    demo.last();
    m.setSource(demo.prepared());
    QCOMPARE(m.correlation(), QString("always_equal"));
    QVERIFY(demo.caption().contains("CNOT"));
    demo.setVariant(3);
    demo.last();
    m.setSource(demo.prepared());
    QCOMPARE(m.correlation(), QString("always_different"));
}

ENTANGLION_QTEST_MAIN(MeasurementControllerTest)
#include "measurement_controller_test.moc"
