#pragma once
/// The classroom Bell-state demo: builds a Bell state one card at a time on the real engine and
/// exposes, for the step on screen, the circuit so far, the 4x4 matrix of the gate being applied
/// (exact entries from statevector/format.h) and the ket before and after it.
///
/// The four sequences use only engine cards, starting from |00> (both ships on ZERO):
///   Φ+: H on Mercurial, CNOT played by Rubicon                 -> (|00> + |11>)/√2
///   Φ-: X on Mercurial, H on Mercurial, CNOT played by Rubicon -> (|00> - |11>)/√2
///   Ψ+: X on Rubicon, H on Mercurial, CNOT played by Rubicon   -> (|01> + |10>)/√2
///   Ψ-: X on both, H on Mercurial, CNOT played by Rubicon      -> (|01> - |10>)/√2
/// CNOT played by Rubicon makes Rubicon the target and Mercurial the control (statevector/gate.h).

#include <QtQml/qqml.h>
#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <vector>

#include "statevector/gate.h"
#include "statevector/state.h"

/// One gate of the demo's circuit (a QML value type).
struct CircuitColumn {
    Q_GADGET
    QML_VALUE_TYPE(circuitColumn)
    Q_PROPERTY(int column MEMBER column)            ///< 0-based
    Q_PROPERTY(QString label MEMBER label)          ///< "H", "X", "⊕" for a CNOT target
    Q_PROPERTY(int line MEMBER line)                ///< 0 = Mercurial, 1 = Rubicon: where the box or target is
    Q_PROPERTY(int controlLine MEMBER controlLine)  ///< -1 when none
    Q_PROPERTY(bool applied MEMBER applied)         ///< column < step
    Q_PROPERTY(bool current MEMBER current)         ///< column == step - 1

public:
    int column = 0;
    QString label;
    int line = 0;
    int controlLine = -1;
    bool applied = false;
    bool current = false;
    bool operator==(const CircuitColumn&) const = default;
};

/// Lets QML read a QList<CircuitColumn> as an array (length, [i], a Repeater's model).
struct CircuitColumnList {
    Q_GADGET
    QML_FOREIGN(QList<CircuitColumn>)
    QML_ANONYMOUS
    QML_SEQUENTIAL_CONTAINER(CircuitColumn)
};

/// One entry of the gate's matrix (a QML value type): its exact text and whether it is 0, which
/// the view draws dimmer.
struct MatrixEntry {
    Q_GADGET
    QML_VALUE_TYPE(matrixEntry)
    Q_PROPERTY(QString text MEMBER text)  ///< "1/√2", "-1/√2", "0"
    Q_PROPERTY(bool zero MEMBER zero)

public:
    QString text;
    bool zero = false;
    bool operator==(const MatrixEntry&) const = default;
};

/// Lets QML read a QList<MatrixEntry> as an array.
struct MatrixEntryList {
    Q_GADGET
    QML_FOREIGN(QList<MatrixEntry>)
    QML_ANONYMOUS
    QML_SEQUENTIAL_CONTAINER(MatrixEntry)
};

class BellDemoController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    /// 0 = Φ+, 1 = Φ-, 2 = Ψ+, 3 = Ψ-. Changing it goes back to step 0.
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
    Q_PROPERTY(QString ketBefore READ ketBefore NOTIFY stepChanged)  ///< exact bare ket
    Q_PROPERTY(QString ketAfter READ ketAfter NOTIFY stepChanged)
    /// The state after this step read aloud (KetWords), for a screen reader.
    Q_PROPERTY(QString ketAfterWords READ ketAfterWords NOTIFY stepChanged)
    Q_PROPERTY(QString namedBefore READ namedBefore NOTIFY stepChanged)  ///< "|00>", "|+0>", "|Φ+>"
    Q_PROPERTY(QString namedAfter READ namedAfter NOTIFY stepChanged)
    Q_PROPERTY(QString planetsBefore READ planetsBefore NOTIFY stepChanged)  ///< "Mercurial on ZERO, ..."
    Q_PROPERTY(QString planetsAfter READ planetsAfter NOTIFY stepChanged)
    Q_PROPERTY(QString orderLabel READ orderLabel CONSTANT)              ///< "|Mercurial Rubicon>"
    Q_PROPERTY(bool hasMatrix READ hasMatrix NOTIFY stepChanged)         ///< false at step 0
    Q_PROPERTY(QString matrixTitle READ matrixTitle NOTIFY stepChanged)  ///< "H ⊗ I"
    /// The 16 entries of the gate's matrix, row by row, exact ("1/√2", "-1/√2", "0"); empty at step 0.
    Q_PROPERTY(QList<MatrixEntry> matrix READ matrix NOTIFY stepChanged)
    Q_PROPERTY(QStringList basisLabels READ basisLabels CONSTANT)
    /// The circuit's input per line, Mercurial first: "Mercurial  |0>", "Rubicon  |0>".
    Q_PROPERTY(QStringList lineLabels READ lineLabels NOTIFY variantChanged)  ///< "|00>", "|01>", "|10>", "|11>"
    /// The circuit, one column per gate.
    Q_PROPERTY(QList<CircuitColumn> circuit READ circuit NOTIFY stepChanged)
    /// One or two plain sentences for the class about the step on screen.
    Q_PROPERTY(QString caption READ caption NOTIFY stepChanged)
    /// The state on screen (after `step` gates) for MeasurementController: re, im of |00>..|11>.
    Q_PROPERTY(QVariantList amplitudes READ amplitudes NOTIFY stepChanged)

public:
    explicit BellDemoController(QObject* parent = nullptr);

    int variant() const { return m_variant; }
    void setVariant(int variant);
    QStringList variantNames() const;
    QString variantName() const;
    QString targetKet() const;
    int step() const { return m_step; }
    void setStep(int step);
    int stepCount() const { return static_cast<int>(gates().size()); }
    bool atStart() const { return m_step == 0; }
    bool atEnd() const { return m_step == stepCount(); }
    QString stepTitle() const;
    QString ketBefore() const;
    QString ketAfter() const;
    QString ketAfterWords() const;
    QString namedBefore() const;
    QString namedAfter() const;
    QString planetsBefore() const;
    QString planetsAfter() const;
    QString orderLabel() const;
    bool hasMatrix() const { return m_step > 0; }
    QString matrixTitle() const;
    QList<MatrixEntry> matrix() const;
    QStringList basisLabels() const;
    QStringList lineLabels() const;
    QList<CircuitColumn> circuit() const;
    QString caption() const;
    QVariantList amplitudes() const;

    /// The gates of the current variant, in order.
    const std::vector<entanglion::Gate>& gates() const;
    /// The state after `step` gates (0 = |00>), computed by the engine. Precondition: 0..stepCount.
    const entanglion::TwoQubitState& stateAt(int step) const { return m_states[static_cast<std::size_t>(step)]; }

    /// One step forward/back; false (nothing changes) at the end/start.
    Q_INVOKABLE bool next();
    Q_INVOKABLE bool previous();
    Q_INVOKABLE void first() { setStep(0); }
    Q_INVOKABLE void last() { setStep(stepCount()); }

signals:
    void variantChanged();
    void stepChanged();

private:
    /// Plays the current variant's gates from |00> on the engine into m_states.
    void computeStates();

    int m_variant = 0;
    int m_step = 0;
    std::vector<entanglion::TwoQubitState> m_states;
};
