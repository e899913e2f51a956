#pragma once
/// The classroom Bell-state demo: a thin Qt view of the Qt-free BellDemo (lessons/session/bell_demo.h),
/// which builds a Bell state one card at a time on the engine. For the step on screen it shows the
/// circuit so far, the 4x4 matrix of the gate being applied (exact entries from
/// statevector/format.h) and the ket before and after it, and hands the state on to a
/// MeasurementController (`prepared`).

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QStringList>
#include <vector>

#include "BellDemoValues.h"
#include "MeasurementValues.h"
#include "lessons/session/bell_demo.h"

class BellDemoController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    /// 0 = Φ+, 1 = Φ-, 2 = Ψ+, 3 = Ψ-. Setting it (even to the one shown) goes back to step 0.
    Q_PROPERTY(int variant READ variant WRITE setVariant NOTIFY variantChanged)
    Q_PROPERTY(QStringList variantNames READ variantNames CONSTANT)  ///< "Φ+", "Φ-", "Ψ+", "Ψ-"
    Q_PROPERTY(QString variantName READ variantName NOTIFY variantChanged)
    Q_PROPERTY(QString targetKet READ targetKet NOTIFY variantChanged)  ///< "(|00> + |11>)/√2"
    /// 0 = the start, k = after the k-th gate.
    Q_PROPERTY(int step READ step WRITE setStep NOTIFY stepChanged)
    Q_PROPERTY(int stepCount READ stepCount NOTIFY variantChanged)  ///< number of gates
    Q_PROPERTY(bool atStart READ atStart NOTIFY stepChanged)
    Q_PROPERTY(bool atEnd READ atEnd NOTIFY stepChanged)
    Q_PROPERTY(QString stepTitle READ stepTitle NOTIFY stepChanged)  ///< "Step 1 of 2: H on Mercurial"
    /// One or two plain sentences for the class about the step on screen.
    Q_PROPERTY(QString caption READ caption NOTIFY stepChanged)
    /// The state the step starts from (the start at step 0) and the state after it.
    Q_PROPERTY(DemoKet before READ before NOTIFY stepChanged)
    Q_PROPERTY(DemoKet after READ after NOTIFY stepChanged)
    Q_PROPERTY(QString orderLabel READ orderLabel CONSTANT)  ///< "|Mercurial Rubicon>"
    /// The matrix of the gate the step applies (not shown at step 0).
    Q_PROPERTY(GateMatrix gateMatrix READ gateMatrix NOTIFY stepChanged)
    Q_PROPERTY(QStringList basisLabels READ basisLabels CONSTANT)  ///< "|00>", "|01>", "|10>", "|11>"
    /// The circuit's input per line, Mercurial first: "Mercurial  |0>", "Rubicon  |0>".
    Q_PROPERTY(QStringList lineLabels READ lineLabels NOTIFY variantChanged)
    /// The circuit, one column per gate.
    Q_PROPERTY(QList<CircuitColumn> circuit READ circuit NOTIFY stepChanged)
    /// The state on screen (after `step` gates) with the demo's gates so far, for MeasurementController.
    Q_PROPERTY(PreparedState prepared READ prepared NOTIFY stepChanged)

public:
    explicit BellDemoController(QObject* parent = nullptr);

    int variant() const { return static_cast<int>(m_demo.bell()); }
    void setVariant(int variant);
    QStringList variantNames() const;
    QString variantName() const;
    QString targetKet() const;
    int step() const { return m_demo.step(); }
    void setStep(int step);
    int stepCount() const { return m_demo.step_count(); }
    bool atStart() const { return m_demo.at_start(); }
    bool atEnd() const { return m_demo.at_end(); }
    QString stepTitle() const;
    QString caption() const;
    DemoKet before() const { return demoKet(m_demo.before()); }
    DemoKet after() const { return demoKet(m_demo.after()); }
    QString ketBefore() const { return before().ket; }
    QString ketAfter() const { return after().ket; }
    QString ketAfterWords() const { return after().words; }
    QString namedBefore() const { return before().named; }
    QString namedAfter() const { return after().named; }
    QString planetsBefore() const { return before().planets; }
    QString planetsAfter() const { return after().planets; }
    QString orderLabel() const;
    GateMatrix gateMatrix() const;
    bool hasMatrix() const { return !m_demo.at_start(); }
    QString matrixTitle() const { return gateMatrix().title; }
    QList<MatrixEntry> matrix() const { return gateMatrix().entries; }
    QStringList basisLabels() const;
    QStringList lineLabels() const;
    QList<CircuitColumn> circuit() const;
    PreparedState prepared() const;

    /// The gates of the current variant, in order.
    const std::vector<entanglion::Gate>& gates() const { return m_demo.gates(); }
    /// The state after `step` gates (0 = |00>), computed by the engine. Precondition: 0..stepCount.
    const entanglion::TwoQubitState& stateAt(int step) const { return m_demo.state_at(step); }

    /// One step forward/back; false (nothing changes) at the end/start.
    Q_INVOKABLE bool next();
    Q_INVOKABLE bool previous();
    Q_INVOKABLE void first() { setStep(0); }
    Q_INVOKABLE void last() { setStep(stepCount()); }

signals:
    void variantChanged();
    void stepChanged();

private:
    static DemoKet demoKet(const entanglion::TwoQubitState& state);

    entanglion::lessons::BellDemo m_demo;
};
