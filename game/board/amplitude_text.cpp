#include "game/board/amplitude_text.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <string>

namespace entanglion {
namespace {

// A non-negative decimal ("2", "0.5", ".25") at the front of `text`; consumes it.
std::optional<double> take_decimal(std::string_view& text) {
    std::size_t length = 0;
    bool digits = false;
    bool dot = false;
    while (length < text.size()) {
        const char c = text[length];
        if (std::isdigit(static_cast<unsigned char>(c))) {
            digits = true;
        } else if (c == '.' && !dot) {
            dot = true;
        } else {
            break;
        }
        ++length;
    }
    if (!digits) return std::nullopt;
    // from_chars, not stod: it ignores the C locale (a Qt app may set a locale with a decimal comma).
    double value = 0;
    const auto result = std::from_chars(text.data(), text.data() + length, value);
    if (result.ec != std::errc() || result.ptr != text.data() + length) return std::nullopt;
    text.remove_prefix(length);
    return value;
}

bool take(std::string_view& text, std::string_view prefix) {
    if (text.substr(0, prefix.size()) != prefix) return false;
    text.remove_prefix(prefix.size());
    return true;
}

}  // namespace

std::optional<Complex> parse_amplitude_text(std::string_view input) {
    std::string compact;
    for (char c : input) {
        if (!std::isspace(static_cast<unsigned char>(c))) {
            compact.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
        }
    }
    std::string_view text = compact;
    double sign = 1;
    if (take(text, "-")) {
        sign = -1;
    } else {
        take(text, "+");
    }
    const std::optional<double> numerator = take_decimal(text);
    const bool imaginary = take(text, "i");
    if (!numerator && !imaginary) return std::nullopt;
    double denominator = 1;
    if (take(text, "/")) {
        if (take(text, "sqrt")) {
            const bool parenthesised = take(text, "(");
            const std::optional<double> radicand = take_decimal(text);
            if (!radicand) return std::nullopt;
            if (parenthesised && !take(text, ")")) return std::nullopt;
            denominator = std::sqrt(*radicand);
        } else {
            const std::optional<double> value = take_decimal(text);
            if (!value) return std::nullopt;
            denominator = *value;
        }
        if (denominator == 0) return std::nullopt;
    }
    if (!text.empty()) return std::nullopt;
    const double magnitude = sign * numerator.value_or(1.0) / denominator;
    return imaginary ? Complex(0, magnitude) : Complex(magnitude, 0);
}

std::optional<std::string> exact_amplitude_text(Complex amplitude, double tolerance) {
    const bool real = std::abs(amplitude.imag()) <= tolerance;
    const bool imaginary = std::abs(amplitude.real()) <= tolerance;
    if (real && imaginary) return "0";
    if (!real && !imaginary) return std::nullopt;
    const double value = real ? amplitude.real() : amplitude.imag();
    const std::string sign = value < 0 ? "-" : "";
    const std::string unit = real ? "1" : "i";
    const double magnitude = std::abs(value);
    if (std::abs(magnitude - 1.0) <= tolerance) return sign + unit;
    if (std::abs(magnitude - 0.5) <= tolerance) return sign + unit + "/2";
    if (std::abs(magnitude - std::sqrt(0.5)) <= tolerance) return sign + unit + "/sqrt2";
    return std::nullopt;
}

}  // namespace entanglion
