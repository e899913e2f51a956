#pragma once
/// What the classroom sees of a measurement, for any two-qubit state the UI shows (the game's live
/// state, a Bell-demo step, a lesson's position): shots in a basis per ship, the histogram's counts
/// next to the exact probabilities, the correlation verdict, each ship's Bloch vector, and the
/// circuit that prepares the state as OpenQASM / Qiskit / Quirk. Every number comes from the
/// Qt-free engine (statevector/measurement.h, entanglement.h, circuit_export.h); this class only
/// converts and translates. Measuring never changes the state it was given.

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <optional>
#include <vector>

#include "statevector/gate.h"
#include "statevector/measurement.h"
#include "statevector/random.h"
#include "statevector/state.h"

namespace ui {
/// The basis a ship is measured in, as QML compares it (`basis === MeasureBasis.X`).
namespace MeasureBasis {
Q_NAMESPACE
QML_ELEMENT
enum Value {
    Z = static_cast<int>(entanglion::MeasureBasis::kZ),
    X = static_cast<int>(entanglion::MeasureBasis::kX),  ///< an H before measuring
};
Q_ENUM_NS(Value)
}  // namespace MeasureBasis
}  // namespace ui

/// One ship's reduced state for a Bloch sphere (a QML value type: `bloch.x`, `bloch.purity`).
struct BlochReading {
    Q_GADGET
    QML_VALUE_TYPE(blochReading)
    Q_PROPERTY(double x MEMBER x)
    Q_PROPERTY(double y MEMBER y)
    Q_PROPERTY(double z MEMBER z)
    Q_PROPERTY(double length MEMBER length)    ///< 1 on the surface (a state of its own), 0 at the centre
    Q_PROPERTY(double purity MEMBER purity)    ///< 1 for a state of its own, 1/2 when maximally entangled
    Q_PROPERTY(double entropy MEMBER entropy)  ///< entanglement entropy in bits

public:
    double x = 0;
    double y = 0;
    double z = 0;
    double length = 0;
    double purity = 1;
    double entropy = 0;
    bool operator==(const BlochReading&) const = default;
};

class MeasurementController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    /// The state as 8 numbers: re, im of |00>, |01>, |10>, |11> (|Mercurial Rubicon> order).
    Q_PROPERTY(QVariantList amplitudes READ amplitudes WRITE setAmplitudes NOTIFY stateChanged)
    /// Shots per Measure (1..100000; the panel offers 1, 10, 100, 1000).
    Q_PROPERTY(int shots READ shots WRITE setShots NOTIFY settingsChanged)
    /// Each ship's basis (a number that is no basis means Z).
    Q_PROPERTY(
        ui::MeasureBasis::Value mercurialBasis READ mercurialBasis WRITE setMercurialBasis NOTIFY settingsChanged)
    Q_PROPERTY(ui::MeasureBasis::Value rubiconBasis READ rubiconBasis WRITE setRubiconBasis NOTIFY settingsChanged)
    Q_PROPERTY(QString basisId READ basisId NOTIFY settingsChanged)  ///< "ZZ", "XZ", ...
    /// Restarts the generator; the same seed and clicks give the same counts.
    Q_PROPERTY(int seed READ seed WRITE setSeed NOTIFY settingsChanged)

    Q_PROPERTY(bool measured READ measured NOTIFY resultsChanged)      ///< counts are for this state and basis
    Q_PROPERTY(QVariantList counts READ counts NOTIFY resultsChanged)  ///< 4 ints, 00 01 10 11
    Q_PROPERTY(int measuredShots READ measuredShots NOTIFY resultsChanged)
    /// Exact Born-rule probabilities in the chosen bases (always available).
    Q_PROPERTY(QVariantList probabilities READ probabilities NOTIFY resultsChanged)
    Q_PROPERTY(QStringList outcomeLabels READ outcomeLabels CONSTANT)  ///< "00", "01", "10", "11"
    /// "fixed", "always_equal", "always_different", "independent", "partly" (exact, in the chosen bases).
    Q_PROPERTY(QString correlation READ correlation NOTIFY resultsChanged)
    Q_PROPERTY(QString verdict READ verdict NOTIFY resultsChanged)  ///< the same in plain words
    /// Perfectly correlated in ZZ and XX (or ZX and XZ): the classroom's proof of entanglement.
    Q_PROPERTY(bool correlatedInComplementaryBases READ correlatedInComplementaryBases NOTIFY stateChanged)
    Q_PROPERTY(QString conclusion READ conclusion NOTIFY stateChanged)  ///< a sentence about the above

    /// Each ship's reduced state.
    Q_PROPERTY(BlochReading mercurialBloch READ mercurialBloch NOTIFY stateChanged)
    Q_PROPERTY(BlochReading rubiconBloch READ rubiconBloch NOTIFY stateChanged)

    /// True when a circuit from |00> is known (card gates reach the state, or `circuitGates` is set).
    Q_PROPERTY(bool hasCircuit READ hasCircuit NOTIFY stateChanged)
    /// Gates ("H:MERCURIAL") to export instead of the shortest preparation, e.g. a lesson's moves.
    /// The pictures in words for a screen reader: the histogram's bars (counts and exact
    /// probabilities) and each ship's Bloch sphere.
    Q_PROPERTY(QString histogramText READ histogramText NOTIFY resultsChanged)
    Q_PROPERTY(QString mercurialBlochText READ mercurialBlochText NOTIFY stateChanged)
    Q_PROPERTY(QString rubiconBlochText READ rubiconBlochText NOTIFY stateChanged)
    Q_PROPERTY(QStringList circuitGates READ circuitGates WRITE setCircuitGates NOTIFY stateChanged)
    Q_PROPERTY(QString circuitTitle READ circuitTitle WRITE setCircuitTitle NOTIFY stateChanged)

public:
    explicit MeasurementController(QObject* parent = nullptr);

    QVariantList amplitudes() const;
    void setAmplitudes(const QVariantList& values);
    /// The C++ way in (controllers that own a state).
    void setState(const entanglion::TwoQubitState& state);
    const entanglion::TwoQubitState& state() const { return m_state; }

    int shots() const { return m_shots; }
    void setShots(int shots);
    ui::MeasureBasis::Value mercurialBasis() const { return static_cast<ui::MeasureBasis::Value>(m_bases.mercurial); }
    ui::MeasureBasis::Value rubiconBasis() const { return static_cast<ui::MeasureBasis::Value>(m_bases.rubicon); }
    void setMercurialBasis(ui::MeasureBasis::Value basis);
    void setRubiconBasis(ui::MeasureBasis::Value basis);
    QString basisId() const;
    int seed() const { return m_seed; }
    void setSeed(int seed);

    bool measured() const { return m_counts.has_value(); }
    QVariantList counts() const;
    int measuredShots() const { return m_counts ? m_counts->shots : 0; }
    QVariantList probabilities() const;
    QStringList outcomeLabels() const;
    QString correlation() const;
    QString verdict() const;
    bool correlatedInComplementaryBases() const;
    QString conclusion() const;
    BlochReading mercurialBloch() const { return bloch(entanglion::Ship::kMercurial); }
    BlochReading rubiconBloch() const { return bloch(entanglion::Ship::kRubicon); }
    QString histogramText() const;
    QString mercurialBlochText() const { return blochText(entanglion::Ship::kMercurial); }
    QString rubiconBlochText() const { return blochText(entanglion::Ship::kRubicon); }
    /// A Bloch reading in words: "x 0, y 0, z 1: on the surface, a state of its own."
    static QString blochWords(const BlochReading& reading);

    bool hasCircuit() const { return exportedGates().has_value(); }
    QStringList circuitGates() const { return m_circuitGates; }
    void setCircuitGates(const QStringList& gates);
    QString circuitTitle() const { return m_circuitTitle; }
    QString blochText(entanglion::Ship ship) const { return blochWords(bloch(ship)); }
    void setCircuitTitle(const QString& title);

    /// Samples `shots` outcomes in the chosen bases; the state is untouched.
    Q_INVOKABLE void measure();
    /// Forgets the counts (the histogram shows only the exact probabilities).
    Q_INVOKABLE void clear();
    /// The circuit as "qasm3", "qasm2", "qiskit" or "quirk" text; empty when there is none.
    Q_INVOKABLE QString circuitText(const QString& format) const;
    /// Puts circuitText(format) on the clipboard; false when there is no circuit.
    Q_INVOKABLE bool copyCircuit(const QString& format);

signals:
    void stateChanged();
    void settingsChanged();
    void resultsChanged();
    void copied(const QString& format);

private:
    BlochReading bloch(entanglion::Ship ship) const;
    std::optional<std::vector<entanglion::Gate>> exportedGates() const;
    void resetResults();

    entanglion::TwoQubitState m_state;
    int m_shots = 100;
    entanglion::MeasurementBases m_bases;
    int m_seed = 1;
    entanglion::Rng m_rng{1};
    std::optional<entanglion::ShotCounts> m_counts;
    QStringList m_circuitGates;
    QString m_circuitTitle;
};
