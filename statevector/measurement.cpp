#include "statevector/measurement.h"

#include <cassert>
#include <cctype>
#include <cmath>

namespace entanglion {

std::string measurement_bases_id(MeasurementBases bases) {
    const auto letter = [](MeasureBasis basis) { return basis == MeasureBasis::kZ ? 'Z' : 'X'; };
    return {letter(bases.mercurial), letter(bases.rubicon)};
}

std::optional<MeasurementBases> parse_measurement_bases(std::string_view text) {
    if (text.size() != 2) return std::nullopt;
    const auto basis = [](char c) -> std::optional<MeasureBasis> {
        switch (std::toupper(static_cast<unsigned char>(c))) {
            case 'Z':
                return MeasureBasis::kZ;
            case 'X':
                return MeasureBasis::kX;
            default:
                return std::nullopt;
        }
    };
    const auto mercurial = basis(text[0]);
    const auto rubicon = basis(text[1]);
    if (!mercurial || !rubicon) return std::nullopt;
    return MeasurementBases{*mercurial, *rubicon};
}

TwoQubitState rotated_for_measurement(const TwoQubitState& state, MeasurementBases bases) {
    TwoQubitState rotated = state;
    for (Ship ship : kShips) {
        if (bases.of(ship) == MeasureBasis::kX) rotated.apply(Gate{GateKind::kH, ship});
    }
    return rotated;
}

std::array<double, 4> outcome_probabilities(const TwoQubitState& state, MeasurementBases bases) {
    const Eigen::Vector4d p = rotated_for_measurement(state, bases).probabilities();
    const double total = p.sum();
    return {p[0] / total, p[1] / total, p[2] / total, p[3] / total};
}

std::string_view correlation_kind_id(CorrelationKind kind) {
    switch (kind) {
        case CorrelationKind::kFixed:
            return "fixed";
        case CorrelationKind::kAlwaysEqual:
            return "always_equal";
        case CorrelationKind::kAlwaysDifferent:
            return "always_different";
        case CorrelationKind::kIndependent:
            return "independent";
        case CorrelationKind::kPartly:
            return "partly";
    }
    return "partly";
}

CorrelationKind classify_correlation(const std::array<double, 4>& p, double tolerance) {
    for (double value : p) {
        if (value > 1 - tolerance) return CorrelationKind::kFixed;
    }
    if (p[1] + p[2] < tolerance) return CorrelationKind::kAlwaysEqual;
    if (p[0] + p[3] < tolerance) return CorrelationKind::kAlwaysDifferent;
    const double mercurial_one = p[2] + p[3];
    const double rubicon_one = p[1] + p[3];
    bool independent = true;
    for (int m = 0; m < 2; ++m) {
        for (int r = 0; r < 2; ++r) {
            const double pm = m ? mercurial_one : 1 - mercurial_one;
            const double pr = r ? rubicon_one : 1 - rubicon_one;
            independent = independent && std::abs(p[2 * m + r] - pm * pr) < tolerance;
        }
    }
    return independent ? CorrelationKind::kIndependent : CorrelationKind::kPartly;
}

bool perfectly_correlated_in_complementary_bases(const TwoQubitState& state) {
    const auto perfect = [&state](MeasurementBases bases) {
        const CorrelationKind kind = classify_correlation(outcome_probabilities(state, bases));
        return kind == CorrelationKind::kAlwaysEqual || kind == CorrelationKind::kAlwaysDifferent;
    };
    return (perfect(kBasesZZ) && perfect(kBasesXX)) || (perfect(kBasesZX) && perfect(kBasesXZ));
}

double ShotCounts::exact_correlation() const {
    return probabilities[0] + probabilities[3] - probabilities[1] - probabilities[2];
}

double ShotCounts::observed_correlation() const {
    return shots == 0 ? 0.0 : static_cast<double>(equal_count() - different_count()) / shots;
}

ShotCounts sample_shots(const TwoQubitState& state, MeasurementBases bases, int shots, Rng& rng) {
    assert(shots >= 1 && shots <= kMaxShots);
    ShotCounts result;
    result.bases = bases;
    result.shots = shots;
    result.probabilities = outcome_probabilities(state, bases);
    result.correlation = classify_correlation(result.probabilities);
    const TwoQubitState rotated = rotated_for_measurement(state, bases);
    for (int shot = 0; shot < shots; ++shot) {
        TwoQubitState copy = rotated;  // every shot measures a fresh copy: the state is never changed
        ++result.counts[copy.measure_all(rng).index()];
    }
    return result;
}

}  // namespace entanglion
