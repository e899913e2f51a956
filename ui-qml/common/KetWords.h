#pragma once
/// A ket read aloud, for a screen reader or speech: "one over root two times zero zero plus one
/// one" for (|00> + |11>)/√2, in the UI's language. The words follow the exact forms the ket panel
/// prints (statevector/format.h: 1, 1/√2, ½ times 1, -1, i or -i); other amplitudes are read as
/// numbers in the locale's way. A common magnitude is read once, first, as the panel prints it.

#include <QCoreApplication>
#include <QString>

#include "statevector/state.h"

class KetWords {
    Q_DECLARE_TR_FUNCTIONS(KetWords)

public:
    /// Two qubits; `amplitudes` in the display order (index 2*first + second).
    static QString twoQubits(const Eigen::Vector4cd& amplitudes);
    /// One qubit (a Centarious or Superious planet's state).
    static QString oneQubit(const Eigen::Vector2cd& amplitudes);
    /// One amplitude alone: "minus i over root two", "one half", "0.6".
    static QString amplitude(entanglion::Complex amplitude);
    /// A two-qubit basis state read aloud: 0 -> "zero zero", 3 -> "one one".
    static QString basis(int index);

private:
    static QString sum(const entanglion::Complex* amplitudes, int count, const QString* basisWords);
};
