#include "statevector/format.h"

#include <cmath>
#include <cstdio>
#include <optional>
#include <vector>

namespace entanglion {
namespace {

using kernels::kInvSqrt2;
constexpr double kExactTolerance = 1e-9;

enum class Magnitude { kOne, kInvSqrt2, kHalf };
enum class Unit { kPlusOne, kMinusOne, kPlusI, kMinusI };

// amplitude = unit * magnitude, when it has that exact form.
struct ExactAmplitude {
    Unit unit;
    Magnitude magnitude;
};

std::optional<ExactAmplitude> as_exact(Complex amplitude) {
    constexpr std::pair<double, Magnitude> kMagnitudes[] = {
        {1.0, Magnitude::kOne}, {kInvSqrt2, Magnitude::kInvSqrt2}, {0.5, Magnitude::kHalf}};
    constexpr std::pair<Complex, Unit> kUnits[] = {{Complex(1, 0), Unit::kPlusOne},
                                                   {Complex(-1, 0), Unit::kMinusOne},
                                                   {Complex(0, 1), Unit::kPlusI},
                                                   {Complex(0, -1), Unit::kMinusI}};
    for (const auto& [size, magnitude] : kMagnitudes) {
        for (const auto& [value, unit] : kUnits) {
            if (std::abs(amplitude - value * size) <= kExactTolerance) return ExactAmplitude{unit, magnitude};
        }
    }
    return std::nullopt;
}

bool is_negative(Unit unit) { return unit == Unit::kMinusOne || unit == Unit::kMinusI; }
bool is_imaginary(Unit unit) { return unit == Unit::kPlusI || unit == Unit::kMinusI; }

std::string basis_ket(int index, const KetFormat& format) {
    const std::string bits =
        std::string(1, static_cast<char>('0' + (index >> 1))) + std::string(1, static_cast<char>('0' + (index & 1)));
    return format.style == KetStyle::kLatex ? "|" + bits + "\\rangle" : "|" + bits + ">";
}

std::string sqrt2(const KetFormat& format) {
    switch (format.style) {
        case KetStyle::kUnicode:
            return "√2";
        case KetStyle::kLatex:
            return "\\sqrt{2}";
        case KetStyle::kAscii:
            return "sqrt(2)";
    }
    return "";
}

// "1", "1/√2", "½" and the i variants; used for lone amplitudes.
std::string exact_magnitude_text(Magnitude magnitude, bool imaginary, const KetFormat& format) {
    const std::string numerator = imaginary ? "i" : "1";
    switch (magnitude) {
        case Magnitude::kOne:
            return numerator;
        case Magnitude::kInvSqrt2:
            if (format.style == KetStyle::kLatex) return "\\frac{" + numerator + "}{\\sqrt{2}}";
            return numerator + "/" + sqrt2(format);
        case Magnitude::kHalf:
            if (format.style == KetStyle::kLatex) return "\\frac{" + numerator + "}{2}";
            if (format.style == KetStyle::kUnicode && !imaginary) return "½";
            return numerator + "/2";
    }
    return "";
}

// Values that print as zero at `precision` decimals (so "-0.0000" never appears).
bool rounds_to_zero(double value, int precision) { return std::abs(value) < 0.5 * std::pow(10.0, -precision); }

std::string number(double value, int precision) {
    if (rounds_to_zero(value, precision)) value = 0.0;
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", precision, value);
    return buffer;
}

// A numeric coefficient without its leading sign when it is real; complex ones in parentheses.
struct SignedText {
    bool negative;
    std::string text;
};

SignedText numeric_coefficient(Complex amplitude, const KetFormat& format) {
    const bool has_real = !rounds_to_zero(amplitude.real(), format.precision);
    const bool has_imag = !rounds_to_zero(amplitude.imag(), format.precision);
    if (has_real && has_imag) {
        const std::string sign = amplitude.imag() < 0 ? "-" : "+";
        return {false, "(" + number(amplitude.real(), format.precision) + sign +
                           number(std::abs(amplitude.imag()), format.precision) + "i)"};
    }
    if (has_imag) return {amplitude.imag() < 0, number(std::abs(amplitude.imag()), format.precision) + "i"};
    return {amplitude.real() < 0, number(std::abs(amplitude.real()), format.precision)};
}

// Joins signed terms as "a + b - c" (a leading minus has no space).
std::string join_terms(const std::vector<SignedText>& terms) {
    std::string out;
    for (std::size_t i = 0; i < terms.size(); ++i) {
        if (i == 0) {
            out += terms[i].negative ? "-" : "";
        } else {
            out += terms[i].negative ? " - " : " + ";
        }
        out += terms[i].text;
    }
    return out;
}

Eigen::Vector4cd display_amplitudes(const TwoQubitState& state, const KetFormat& format) {
    return format.order == QubitOrder::kRubiconMercurial ? state.with_ships_exchanged().amplitudes()
                                                         : state.amplitudes();
}

// "\left(a + b\right)" for a sum; a lone term needs no brackets.
std::string latex_group(const std::string& body, std::size_t term_count) {
    return term_count > 1 ? "\\left(" + body + "\\right)" : body;
}

std::string wrap_common_factor(const std::string& body, Magnitude magnitude, std::size_t term_count,
                               const KetFormat& format) {
    switch (magnitude) {
        case Magnitude::kOne:
            return body;
        case Magnitude::kInvSqrt2:
            if (format.style == KetStyle::kLatex) return "\\frac{1}{\\sqrt{2}}" + latex_group(body, term_count);
            return (term_count > 1 ? "(" + body + ")" : body) + "/" + sqrt2(format);
        case Magnitude::kHalf:
            if (format.style == KetStyle::kLatex) return "\\frac{1}{2}" + latex_group(body, term_count);
            if (format.style == KetStyle::kUnicode) return "½" + (term_count > 1 ? "(" + body + ")" : body);
            return "1/2" + (term_count > 1 ? "(" + body + ")" : body);
    }
    return body;
}

}  // namespace

std::string format_amplitude(Complex amplitude, const KetFormat& format) {
    if (std::abs(amplitude) <= kExactTolerance) return "0";
    if (auto exact = as_exact(amplitude)) {
        return (is_negative(exact->unit) ? "-" : "") +
               exact_magnitude_text(exact->magnitude, is_imaginary(exact->unit), format);
    }
    const SignedText numeric = numeric_coefficient(amplitude, format);
    return (numeric.negative ? "-" : "") + numeric.text;
}

std::string format_ket(const TwoQubitState& state, const KetFormat& format) {
    const Eigen::Vector4cd amplitudes = display_amplitudes(state, format);
    // Exact form: every amplitude is (within kExactTolerance) 0 or one of the exact values.
    std::vector<int> support;
    std::vector<ExactAmplitude> exact;
    bool all_exact = true;
    for (int i = 0; i < 4; ++i) {
        if (std::abs(amplitudes[i]) <= kExactTolerance) continue;
        support.push_back(i);
        if (auto e = as_exact(amplitudes[i])) {
            exact.push_back(*e);
        } else {
            all_exact = false;
        }
    }
    std::vector<SignedText> terms;
    if (all_exact && !support.empty()) {
        bool common = true;
        for (const ExactAmplitude& e : exact) common = common && e.magnitude == exact.front().magnitude;
        for (std::size_t k = 0; k < support.size(); ++k) {
            const ExactAmplitude& e = exact[k];
            const std::string ket = basis_ket(support[k], format);
            std::string text;
            if (common) {
                text = (is_imaginary(e.unit) ? "i" : "") + ket;
            } else if (e.magnitude == Magnitude::kOne) {
                text = (is_imaginary(e.unit) ? "i" : "") + ket;
            } else if (format.style == KetStyle::kLatex) {
                text = exact_magnitude_text(e.magnitude, is_imaginary(e.unit), format) + ket;
            } else if (e.magnitude == Magnitude::kInvSqrt2) {
                text = (is_imaginary(e.unit) ? "i" : "") + ket + "/" + sqrt2(format);
            } else {
                text = (format.style == KetStyle::kUnicode && !is_imaginary(e.unit))
                           ? "½" + ket
                           : (is_imaginary(e.unit) ? "i" : "") + ket + "/2";
            }
            terms.push_back({is_negative(e.unit), text});
        }
        const std::string body = join_terms(terms);
        return common ? wrap_common_factor(body, exact.front().magnitude, support.size(), format) : body;
    }
    // Numeric form: terms that would print as zero at this precision are left out.
    for (int i = 0; i < 4; ++i) {
        const Complex a = amplitudes[i];
        if (rounds_to_zero(a.real(), format.precision) && rounds_to_zero(a.imag(), format.precision)) continue;
        SignedText coefficient = numeric_coefficient(a, format);
        terms.push_back({coefficient.negative, coefficient.text + basis_ket(i, format)});
    }
    return terms.empty() ? "0" : join_terms(terms);
}

std::string format_order_label(const KetFormat& format) {
    const bool rubicon_first = format.order == QubitOrder::kRubiconMercurial;
    if (format.style == KetStyle::kLatex) {
        return rubicon_first ? "|\\text{Rubicon}\\,\\text{Mercurial}\\rangle"
                             : "|\\text{Mercurial}\\,\\text{Rubicon}\\rangle";
    }
    return rubicon_first ? "|Rubicon Mercurial>" : "|Mercurial Rubicon>";
}

std::string format_ket_labelled(const TwoQubitState& state, const KetFormat& format) {
    return format_ket(state, format) + "  in " + format_order_label(format);
}

}  // namespace entanglion
