#pragma once
/// The typed values MeasurementController takes and gives QML: the state to measure with the
/// circuit that prepared it, and one ship's Bloch reading.

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <optional>
#include <vector>

#include "statevector/gate.h"
#include "statevector/state.h"

/// A two-qubit state as a screen shows it, with the gates from |00> that prepared it when the
/// screen knows them (a lesson's moves) and a title for an export of that circuit. QML only passes
/// it from a controller to a MeasurementController (`source: lesson.prepared`); its content is C++.
struct PreparedState {
    Q_GADGET
    QML_VALUE_TYPE(preparedState)

public:
    entanglion::TwoQubitState state;
    /// nullopt or empty: the engine's shortest preparation is exported.
    std::optional<std::vector<entanglion::Gate>> circuit;
    /// The export's header; "": MeasurementController.circuitTitle, or else a default.
    QString circuitTitle;

    bool operator==(const PreparedState& other) const {
        return state.amplitudes() == other.state.amplitudes() && circuit == other.circuit &&
               circuitTitle == other.circuitTitle;
    }
};

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
    /// The reading in words for a screen reader ("Bloch vector x 0,00, ...").
    Q_PROPERTY(QString words MEMBER words)

public:
    double x = 0;
    double y = 0;
    double z = 0;
    double length = 0;
    double purity = 1;
    double entropy = 0;
    QString words;
    bool operator==(const BlochReading&) const = default;
};
