#include "KetWords.h"

#include <QLocale>
#include <QStringList>
#include <cmath>
#include <optional>
#include <vector>

using entanglion::Complex;

namespace {

constexpr double kInvSqrt2 = 0.70710678118654752440;
constexpr double kTolerance = 1e-9;

enum class Magnitude { kOne, kInvSqrt2, kHalf, kOther };

/// An amplitude as a sign, whether it is imaginary, and its size.
struct Parts {
    bool negative = false;
    bool imaginary = false;
    Magnitude magnitude = Magnitude::kOther;
    Complex value{};  ///< the amplitude, for kOther
};

Parts partsOf(Complex amplitude) {
    constexpr std::pair<double, Magnitude> kSizes[] = {
        {1.0, Magnitude::kOne}, {kInvSqrt2, Magnitude::kInvSqrt2}, {0.5, Magnitude::kHalf}};
    const std::pair<Complex, std::pair<bool, bool>> kUnits[] = {{Complex(1, 0), {false, false}},
                                                                {Complex(-1, 0), {true, false}},
                                                                {Complex(0, 1), {false, true}},
                                                                {Complex(0, -1), {true, true}}};
    for (const auto& [size, magnitude] : kSizes) {
        for (const auto& [unit, signs] : kUnits) {
            if (std::abs(amplitude - unit * size) <= kTolerance) return {signs.first, signs.second, magnitude, {}};
        }
    }
    // A real or imaginary number keeps its sign outside, so the sum reads "plus"/"minus".
    if (std::abs(amplitude.imag()) <= kTolerance) return {amplitude.real() < 0, false, Magnitude::kOther, amplitude};
    if (std::abs(amplitude.real()) <= kTolerance) return {amplitude.imag() < 0, true, Magnitude::kOther, amplitude};
    return {false, false, Magnitude::kOther, amplitude};
}

QString number(double value) { return QLocale().toString(value, 'g', 3); }

}  // namespace

/// The size (with i) of an amplitude whose sign is read separately.
static QString unsignedWords(const Parts& parts) {
    switch (parts.magnitude) {
        case Magnitude::kOne:
            return parts.imaginary ? KetWords::tr("i") : KetWords::tr("one");
        case Magnitude::kInvSqrt2:
            return parts.imaginary ? KetWords::tr("i over root two") : KetWords::tr("one over root two");
        case Magnitude::kHalf:
            return parts.imaginary ? KetWords::tr("i over two") : KetWords::tr("one half");
        case Magnitude::kOther:
            break;
    }
    const Complex value = parts.value;
    if (std::abs(value.imag()) <= kTolerance) return number(std::abs(value.real()));
    //: Read aloud: an imaginary amplitude; %1: the number in words ("one over root two"), followed by i.
    if (std::abs(value.real()) <= kTolerance) return KetWords::tr("%1 i").arg(number(std::abs(value.imag())));
    //: Read aloud: a complex amplitude; %1: the real part in words ("one half"); %2: the imaginary part ("one
    //: half").
    return value.imag() < 0 ? KetWords::tr("open bracket %1 minus %2 i close bracket")
                                  .arg(number(value.real()), number(std::abs(value.imag())))
                            //: Read aloud: a complex amplitude; %1: the real part in words ("one half"); %2: the
                            //: imaginary part ("one half").
                            : KetWords::tr("open bracket %1 plus %2 i close bracket")
                                  .arg(number(value.real()), number(value.imag()));
}

QString KetWords::amplitude(Complex amplitude) {
    if (std::abs(amplitude) <= kTolerance) return tr("zero");
    const Parts parts = partsOf(amplitude);
    //: Read aloud: a negative number; %1: the number in words ("one half").
    return parts.negative ? tr("minus %1").arg(unsignedWords(parts)) : unsignedWords(parts);
}

QString KetWords::sum(const Complex* amplitudes, int count, const QString* basisWords) {
    std::vector<int> support;
    std::vector<Parts> parts;
    for (int i = 0; i < count; ++i) {
        if (std::abs(amplitudes[i]) <= kTolerance) continue;
        support.push_back(i);
        parts.push_back(partsOf(amplitudes[i]));
    }
    if (support.empty()) return tr("zero");
    // One exact size shared by every term is read once, in front, as the ket panel prints it.
    bool common = parts.front().magnitude != Magnitude::kOther;
    for (const Parts& p : parts) common = common && p.magnitude == parts.front().magnitude;
    QString out;
    for (std::size_t t = 0; t < support.size(); ++t) {
        const Parts& p = parts[t];
        const QString& basis = basisWords[support[t]];
        QString term;
        if (common)
            //: Read aloud: %1: a basis state in words ("zero one").
            term = p.imaginary ? tr("i times %1").arg(basis) : basis;
        else
            //: Read aloud: %1: an amplitude in words ("one over root two"); %2: a basis state ("zero one").
            term = tr("%1 times %2").arg(unsignedWords(p), basis);
        if (t == 0)
            //: Read aloud: %1: a term of a ket in words ("one half times zero one").
            out = p.negative ? tr("minus %1").arg(term) : term;
        else if (p.negative)
            //: Read aloud: %1: the ket's terms so far; %2: the next term ("one half times one zero").
            out = tr("%1 minus %2").arg(out, term);
        else
            //: Read aloud: %1: the ket's terms so far; %2: the next term ("one half times one zero").
            out = tr("%1 plus %2").arg(out, term);
    }
    if (common && parts.front().magnitude != Magnitude::kOne) {
        Parts size = parts.front();
        size.imaginary = false;
        //: Read aloud: %1: a common factor in words ("one over root two"); %2: the bracketed sum of terms.
        out = tr("%1 times %2").arg(unsignedWords(size), out);
    }
    return out;
}

QString KetWords::basis(int index) {
    switch (index) {
        case 0:
            return tr("zero zero");
        case 1:
            return tr("zero one");
        case 2:
            return tr("one zero");
        default:
            return tr("one one");
    }
}

QString KetWords::twoQubits(const Eigen::Vector4cd& amplitudes) {
    const QString basis[] = {KetWords::basis(0), KetWords::basis(1), KetWords::basis(2), KetWords::basis(3)};
    const Complex values[] = {amplitudes[0], amplitudes[1], amplitudes[2], amplitudes[3]};
    return sum(values, 4, basis);
}

QString KetWords::oneQubit(const Eigen::Vector2cd& amplitudes) {
    const QString basis[] = {tr("zero", "a qubit's basis state"), tr("one", "a qubit's basis state")};
    const Complex values[] = {amplitudes[0], amplitudes[1]};
    return sum(values, 2, basis);
}
