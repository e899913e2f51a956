#pragma once
/// The live two-qubit state as the ket panel shows it: one row per basis state (in the chosen
/// display order) with the exact amplitude, its sign/phase and the outcome probability, plus the
/// whole ket, the named state with any global phase, and how entangled each ship is.
///
/// The engine always stores |Mercurial Rubicon>; `rubiconFirst` only changes what is printed
/// (kets, row labels and row order), never the state.

#include <QtQml/qqmlregistration.h>
#include <QString>
#include <QVariantList>

#include "statevector/catalogue.h"
#include "statevector/state.h"
#include "ui-qml/common/RowModel.h"
#include "ui-qml/lessons/MeasurementValues.h"

/// One basis state of the live state, in the display order.
struct KetRow {
    QString basis{};          ///< "|01>" in the display order
    QString amplitudeText{};  ///< exact where possible: "1/√2", "-½", "i/√2"
    double real = 0;
    double imag = 0;
    double magnitude = 0;       ///< |amplitude|, 0..1
    double phase = 0;           ///< arg(amplitude) in radians, (-pi, pi]
    bool negative = false;      ///< a real negative amplitude (the sign the bars must show)
    double probability = 0;     ///< |amplitude|^2
    QString probabilityText{};  ///< "50%"
    int mercurialBit = 0;
    int rubiconBit = 0;
    QString basisWords{};      ///< "zero one", the basis state read aloud
    QString amplitudeWords{};  ///< "minus one over root two", the amplitude read aloud
    bool operator==(const KetRow&) const = default;
    static const RowRoles<KetRow>& roles();
};

class KetModel : public TypedRowModel<KetRow> {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString ketText READ ketText NOTIFY stateChanged)
    Q_PROPERTY(QString orderLabel READ orderLabel NOTIFY stateChanged)
    Q_PROPERTY(QString labelledKet READ labelledKet NOTIFY stateChanged)
    /// The ket read aloud in the display order ("one over root two times zero zero plus one one").
    Q_PROPERTY(QString ketWords READ ketWords NOTIFY stateChanged)
    Q_PROPERTY(bool rubiconFirst READ rubiconFirst WRITE setRubiconFirst NOTIFY stateChanged)
    Q_PROPERTY(QString stateName READ stateName NOTIFY stateChanged)
    Q_PROPERTY(QString globalPhase READ globalPhase NOTIFY stateChanged)
    Q_PROPERTY(bool entangled READ entangled NOTIFY stateChanged)
    Q_PROPERTY(double mercurialEntanglement READ mercurialEntanglement NOTIFY stateChanged)
    Q_PROPERTY(double rubiconEntanglement READ rubiconEntanglement NOTIFY stateChanged)
    Q_PROPERTY(double concurrence READ concurrence NOTIFY stateChanged)
    /// The state, typed, for MeasurementController (`source: ketModel.prepared`).
    Q_PROPERTY(PreparedState prepared READ prepared NOTIFY stateChanged)

public:
    explicit KetModel(QObject* parent = nullptr);

    /// Shows `state`. `catalogue` names it (the board's catalogue knows the OMEGA planets); when
    /// null the standard catalogue (product and Bell states) is used.
    void setState(const entanglion::TwoQubitState& state, const entanglion::StateCatalogue* catalogue = nullptr);
    const entanglion::TwoQubitState& state() const { return m_state; }

    /// Shows the state with these amplitudes, given as [re00, im00, re01, im01, re10, im10, re11, im11]
    /// in |Mercurial Rubicon> order. Returns false (and changes nothing) unless there are exactly 8
    /// numbers forming a normalised state. For teaching screens and tests.
    Q_INVOKABLE bool setAmplitudes(const QList<double>& reIm);

    QString ketText() const;
    QString orderLabel() const;
    QString labelledKet() const;
    QString ketWords() const;
    bool rubiconFirst() const { return m_rubiconFirst; }
    void setRubiconFirst(bool rubiconFirst);
    QString stateName() const { return m_stateName; }
    QString globalPhase() const { return m_globalPhase; }
    bool entangled() const;
    double mercurialEntanglement() const;
    double rubiconEntanglement() const;
    double concurrence() const;
    PreparedState prepared() const {
        return PreparedState{.state = m_state, .circuit = std::nullopt, .circuitTitle = {}};
    }

    /// "ZERO,PLUS" -> "Mercurial ZERO · Rubicon PLUS", "PHI_PLUS" -> "PHI PLUS".
    static QString displayNameOf(const QString& catalogueId);

signals:
    void stateChanged();

private:
    /// The storage index (2*m + r) shown on display row `row`.
    int storageIndex(int row) const;
    void identify();
    /// The four rows of the state in the display order.
    void refreshRows();

    entanglion::TwoQubitState m_state;
    const entanglion::StateCatalogue* m_catalogue = nullptr;
    bool m_rubiconFirst = false;
    QString m_stateName;
    QString m_globalPhase;
};
