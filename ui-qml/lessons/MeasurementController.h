#pragma once
/// What the classroom sees of a measurement, for any two-qubit state the UI shows (the game's live
/// state, a Bell-demo step, a lesson's position): a thin Qt view of the Qt-free MeasurementSession
/// (lessons/session/measurement_session.h), which holds the shots, bases, seed, counts,
/// correlations, Bloch readings and the exported circuit. This class only converts and translates.
/// Measuring never changes the state it was given. The state comes typed: `source` (a
/// PreparedState another controller gives) or setState from C++.

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QStringList>
#include <QVariantList>

#include "MeasurementValues.h"
#include "lessons/session/measurement_session.h"

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

class MeasurementController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    /// The state to measure and the circuit that prepared it (LessonController.prepared,
    /// BellDemoController.prepared, KetModel.prepared).
    Q_PROPERTY(PreparedState source READ source WRITE setSource NOTIFY stateChanged)
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
    Q_PROPERTY(QString verdict READ verdict NOTIFY resultsChanged)     ///< the correlation in plain words
    /// Perfectly correlated in ZZ and XX (or ZX and XZ): the classroom's proof of entanglement.
    Q_PROPERTY(bool correlatedInComplementaryBases READ correlatedInComplementaryBases NOTIFY stateChanged)
    Q_PROPERTY(QString conclusion READ conclusion NOTIFY stateChanged)  ///< a sentence about the above

    /// Each ship's reduced state, with its words for a screen reader.
    Q_PROPERTY(BlochReading mercurialBloch READ mercurialBloch NOTIFY stateChanged)
    Q_PROPERTY(BlochReading rubiconBloch READ rubiconBloch NOTIFY stateChanged)

    /// True when a circuit from |00> is known (card gates reach the state, or the source gives one).
    Q_PROPERTY(bool hasCircuit READ hasCircuit NOTIFY stateChanged)
    /// The export's header when the source gives none (the page knows what it shows).
    Q_PROPERTY(QString circuitTitle READ circuitTitle WRITE setCircuitTitle NOTIFY stateChanged)
    /// The histogram in words for a screen reader: the bars' counts and exact probabilities.
    Q_PROPERTY(QString histogramText READ histogramText NOTIFY resultsChanged)

public:
    explicit MeasurementController(QObject* parent = nullptr);

    PreparedState source() const { return m_source; }
    void setSource(const PreparedState& source);
    /// The C++ way in for a state without a known circuit.
    void setState(const entanglion::TwoQubitState& state);
    const entanglion::TwoQubitState& state() const { return m_session.state(); }

    int shots() const { return m_session.shots(); }
    void setShots(int shots);
    ui::MeasureBasis::Value mercurialBasis() const;
    ui::MeasureBasis::Value rubiconBasis() const;
    void setMercurialBasis(ui::MeasureBasis::Value basis);
    void setRubiconBasis(ui::MeasureBasis::Value basis);
    QString basisId() const;
    int seed() const { return static_cast<int>(m_session.seed()); }
    void setSeed(int seed);

    bool measured() const { return m_session.counts().has_value(); }
    QVariantList counts() const;
    int measuredShots() const { return measured() ? m_session.counts()->shots : 0; }
    QVariantList probabilities() const;
    QStringList outcomeLabels() const;
    /// The correlation's id: "fixed", "always_equal", "always_different", "independent", "partly".
    QString correlation() const;
    QString verdict() const;
    bool correlatedInComplementaryBases() const { return m_session.correlated_in_complementary_bases(); }
    QString conclusion() const;
    BlochReading mercurialBloch() const { return bloch(entanglion::Ship::kMercurial); }
    BlochReading rubiconBloch() const { return bloch(entanglion::Ship::kRubicon); }
    QString histogramText() const;
    QString mercurialBlochText() const { return mercurialBloch().words; }
    QString rubiconBlochText() const { return rubiconBloch().words; }
    /// A Bloch reading in words: "x 0, y 0, z 1: on the surface, a state of its own."
    static QString blochWords(const BlochReading& reading);

    bool hasCircuit() const { return m_session.exported_gates().has_value(); }
    QString circuitTitle() const { return m_circuitTitle; }
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
    void setBases(entanglion::MeasurementBases bases);

    entanglion::lessons::MeasurementSession m_session;
    PreparedState m_source;
    QString m_circuitTitle;
};
