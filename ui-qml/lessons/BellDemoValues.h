#pragma once
/// The typed values BellDemoController gives QML: the circuit's columns, the matrix of the gate on
/// screen, and a ket as the demo shows it.

#include <QtQml/qqml.h>
#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>

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

/// The matrix of the gate the step on screen applies (a QML value type: `gateMatrix.entries`).
struct GateMatrix {
    Q_GADGET
    QML_VALUE_TYPE(gateMatrix)
    Q_PROPERTY(bool shown MEMBER shown)                    ///< false at step 0 (no gate yet)
    Q_PROPERTY(QString title MEMBER title)                 ///< "H ⊗ I"
    Q_PROPERTY(QList<MatrixEntry> entries MEMBER entries)  ///< 16, row by row, exact; empty at step 0

public:
    bool shown = false;
    QString title;
    QList<MatrixEntry> entries;
    bool operator==(const GateMatrix&) const = default;
};

/// A state as the demo shows it (a QML value type: `after.ket`, `before.planets`).
struct DemoKet {
    Q_GADGET
    QML_VALUE_TYPE(demoKet)
    Q_PROPERTY(QString ket MEMBER ket)          ///< exact bare ket: "(|00> + |11>)/√2"
    Q_PROPERTY(QString words MEMBER words)      ///< read aloud (KetWords), for a screen reader
    Q_PROPERTY(QString named MEMBER named)      ///< "|00>", "|+0>", "|Φ+>"; "" when unnamed
    Q_PROPERTY(QString planets MEMBER planets)  ///< "Mercurial on ZERO, ..."

public:
    QString ket;
    QString words;
    QString named;
    QString planets;
    bool operator==(const DemoKet&) const = default;
};
