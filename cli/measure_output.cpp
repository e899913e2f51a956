#include "cli/measure_output.h"

#include <cmath>
#include <cstdio>
#include <limits>

#include "statevector/entanglement.h"

namespace entanglion::cli {
namespace {

std::string right(const std::string& text, std::size_t width) {
    return text.size() >= width ? text : std::string(width - text.size(), ' ') + text;
}

/// Words for the verdict, as the app shows them too (the app translates its own copy).
std::string_view verdict_text(CorrelationKind kind) {
    switch (kind) {
        case CorrelationKind::kFixed:
            return "fixed: the same outcome every time, nothing left to chance";
        case CorrelationKind::kAlwaysEqual:
            return "always equal: each bit is random, but the two always agree";
        case CorrelationKind::kAlwaysDifferent:
            return "always different: each bit is random, but the two never agree";
        case CorrelationKind::kIndependent:
            return "not correlated: one ship's bit says nothing about the other's";
        case CorrelationKind::kPartly:
            return "partly correlated";
    }
    return "";
}

}  // namespace

std::string fixed(double value, int precision) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", precision, std::abs(value) < 1e-15 ? 0.0 : value);
    return buffer;
}

nlohmann::json shots_json(const ShotCounts& shots, std::uint64_t seed) {
    nlohmann::json out;
    out["shots"] = shots.shots;
    out["basis"] = measurement_bases_id(shots.bases);
    out["seed"] = seed;
    out["outcomes"] = nlohmann::json::array();
    for (int m = 0; m < 2; ++m) {
        for (int r = 0; r < 2; ++r) {
            out["outcomes"].push_back({{"outcome", std::to_string(m) + std::to_string(r)},
                                       {"mercurial", m},
                                       {"rubicon", r},
                                       {"count", shots.count(m, r)},
                                       {"probability", shots.probabilities[static_cast<std::size_t>(2 * m + r)]}});
        }
    }
    out["equal"] = shots.equal_count();
    out["different"] = shots.different_count();
    out["correlation"] = {{"kind", std::string(correlation_kind_id(shots.correlation))},
                          {"exact", shots.exact_correlation()},
                          {"observed", shots.observed_correlation()}};
    return out;
}

void print_shots(const ShotCounts& shots, std::uint64_t seed, std::ostream& out) {
    const std::string basis = measurement_bases_id(shots.bases);
    out << "\nshots         " << shots.shots << " in basis " << basis << " (Mercurial " << basis[0] << ", Rubicon "
        << basis[1] << "), seed " << seed << "\n";
    out << "outcome    count  frequency  probability   (Mercurial's bit first)\n";
    for (int i = 0; i < 4; ++i) {
        const auto index = static_cast<std::size_t>(i);
        out << (i >> 1) << (i & 1) << "      " << right(std::to_string(shots.counts[index]), 7) << "  "
            << right(fixed(static_cast<double>(shots.counts[index]) / shots.shots, 4), 9) << "  "
            << right(fixed(shots.probabilities[index], 4), 11) << "\n";
    }
    out << "\ncorrelation   Rubicon 0  Rubicon 1\n";
    for (int m = 0; m < 2; ++m) {
        out << "Mercurial " << m << " " << right(std::to_string(shots.count(m, 0)), 10) << " "
            << right(std::to_string(shots.count(m, 1)), 10) << "\n";
    }
    out << "equal " << shots.equal_count() << ", different " << shots.different_count() << ": "
        << verdict_text(shots.correlation) << "\n";
}

nlohmann::json bloch_json(const TwoQubitState& state, Ship ship) {
    const BlochVector v = bloch_vector(state, ship);
    return {{"x", v.x}, {"y", v.y}, {"z", v.z}, {"length", v.length()}};
}

void print_bloch(const TwoQubitState& state, int precision, std::ostream& out) {
    for (Ship ship : kShips) {
        const BlochVector v = bloch_vector(state, ship);
        std::string name(ship_display_name(ship));
        name.resize(10, ' ');
        out << "Bloch vector " << name << "(" << fixed(v.x, precision) << ", " << fixed(v.y, precision) << ", "
            << fixed(v.z, precision) << ")  length " << fixed(v.length(), precision) << "\n";
    }
}

}  // namespace entanglion::cli
