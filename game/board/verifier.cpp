#include "game/board/verifier.h"
#include "game/board/ascii_ket.h"

#include <algorithm>
#include <numeric>

#include "statevector/format.h"

namespace entanglion {
namespace {

constexpr std::array<Planet, 4> kOmegaPlanets = {Planet::kOmegaZero, Planet::kOmegaOne, Planet::kOmegaTwo,
                                                 Planet::kOmegaThree};

ShipPositions with_ship_on(ShipPositions positions, Ship ship, Planet planet) {
    (ship == Ship::kMercurial ? positions.mercurial : positions.rubicon) = planet;
    return positions;
}

bool inside(Planet planet) { return galaxy_of(planet) == Galaxy::kEntanglion; }

PrintedCheck make_check(const Board& board, std::string source, std::string what, NavCard card, Ship player,
                        const ShipPositions& from, const ShipPositions& expected) {
    PrintedCheck check;
    check.source = std::move(source);
    check.what = std::move(what);
    check.card = card;
    check.player = player;
    check.from = from;
    check.expected = expected;
    check.expected_state = board.state_of(expected);
    check.actual = quantum_move(board, from, card, player);
    check.agrees = check.actual.result.equals_up_to_phase(board.state_of(expected));
    return check;
}

/// Every printed move, enumerated from the printed elements themselves (not through
/// printed_move), so each finding names the element that prints it.
std::vector<PrintedCheck> printed_checks(const Board& board) {
    std::vector<PrintedCheck> checks;
    const std::vector<Planet> outside_planets = {Planet::kZero, Planet::kOne, Planet::kPlus, Planet::kMinus};
    for (std::size_t i = 0; i < board.paths().size(); ++i) {
        const PrintedPath& path = board.paths()[i];
        const std::string source = "/paths/" + std::to_string(i);
        const std::string what =
            "path " + std::to_string(i) + " " + std::string(planet_id(path.a)) + " - " + std::string(planet_id(path.b));
        for (NavCard card : path.cards) {
            for (Ship player : kShips) {
                if (!(player == Ship::kMercurial ? path.mercurial_line : path.rubicon_line)) continue;
                for (const auto& [start, end] : {std::pair{path.a, path.b}, std::pair{path.b, path.a}}) {
                    if (inside(start)) {
                        checks.push_back(make_check(board, source, what, card, player, {start, start}, {end, end}));
                        continue;
                    }
                    for (Planet others : outside_planets) {
                        bool condition_met = true;
                        for (const PathCondition& condition : path.conditions) {
                            if (condition.card == card && condition.other_ship_on != others) condition_met = false;
                        }
                        if (!condition_met) continue;
                        const ShipPositions from = with_ship_on(with_ship_on({}, player, start), other(player), others);
                        checks.push_back(
                            make_check(board, source, what, card, player, from, with_ship_on(from, player, end)));
                    }
                }
            }
        }
    }
    for (std::size_t i = 0; i < board.entry_lines().size(); ++i) {
        const EntryLine& line = board.entry_lines()[i];
        const std::string source = "/entry_lines/" + std::to_string(i);
        for (Ship player : kShips) {
            const ShipPositions outside =
                with_ship_on(with_ship_on({}, player, line.centarious), other(player), line.superious);
            const ShipPositions entangled{line.entanglion, line.entanglion};
            checks.push_back(make_check(board, source, "entry line " + std::to_string(i), NavCard::kCNOT, player,
                                        outside, entangled));
            checks.push_back(make_check(board, source, "exit line " + std::to_string(i), NavCard::kCNOT, player,
                                        entangled, outside));
        }
    }
    for (std::size_t i = 0; i < board.rules().size(); ++i) {
        const BoardRule& rule = board.rules()[i];
        for (const ShipPositions& from : all_valid_positions()) {
            if (from.in_entanglion() || from.mercurial == from.rubicon) continue;
            for (Ship player : kShips) {
                checks.push_back(make_check(board, "/rules/" + std::to_string(i), "rule " + std::to_string(i),
                                            rule.card, player, from, {from.rubicon, from.mercurial}));
            }
        }
    }
    return checks;
}

OmissionKind classify(const QuantumMove& move) {
    const ShipPositions& from = move.from;
    const ShipPositions& to = *move.to;
    const Ship player = move.player;
    const Ship others = other(player);
    if (from.in_entanglion() && to.in_entanglion()) return OmissionKind::kMissingPath;
    if (!from.in_entanglion() && !to.in_entanglion()) {
        const bool player_moves = to.of(player) != from.of(player);
        const bool other_moves = to.of(others) != from.of(others);
        if (player_moves && !other_moves) return OmissionKind::kMissingPath;
        if (!player_moves && other_moves) return OmissionKind::kOtherShipMoves;
        const bool exchanged = to.mercurial == from.rubicon && to.rubicon == from.mercurial;
        if (move.card == NavCard::kSWAP && exchanged) return OmissionKind::kMissingRule;
        return OmissionKind::kOther;
    }
    // Crossing the Entanglion border: printable only as a grey CNOT line.
    const ShipPositions& outside = from.in_entanglion() ? to : from;
    if (move.card == NavCard::kCNOT && galaxy_of(outside.of(player)) == Galaxy::kCentarious &&
        galaxy_of(outside.of(others)) == Galaxy::kSuperious) {
        return OmissionKind::kMissingPath;
    }
    return OmissionKind::kOther;
}

DetectionComparison compare_detection(const Board& board, Planet planet) {
    DetectionComparison comparison;
    comparison.planet = planet;
    const Eigen::Vector4d probabilities = board.state_of({planet, planet}).probabilities();
    for (int i = 0; i < 4; ++i) comparison.probabilities[static_cast<std::size_t>(i)] = probabilities[i];
    constexpr double kZero = 1e-12;
    const bool same_bits_possible = probabilities[0] > kZero || probabilities[3] > kZero;
    const bool different_bits_possible = probabilities[1] > kZero || probabilities[2] > kZero;
    if (!same_bits_possible) {
        comparison.verdict = DetectionComparison::Verdict::kNever;
    } else if (different_bits_possible) {
        comparison.verdict = DetectionComparison::Verdict::kSometimes;
    } else {
        comparison.verdict = DetectionComparison::Verdict::kAlways;
    }
    return comparison;
}

}  // namespace

QuantumMove quantum_move(const Board& board, const ShipPositions& from, NavCard card, Ship player) {
    QuantumMove move;
    move.from = from;
    move.card = card;
    move.player = player;
    move.result = board.state_of(from);
    move.result.apply(Gate{gate_kind_of(card), player});
    move.to = board.positions_of(move.result, &move.phase);
    move.printed = board.printed_move(from, card, player);
    return move;
}

std::size_t VerificationReport::mismatch_count() const {
    return static_cast<std::size_t>(
        std::count_if(checks.begin(), checks.end(), [](const PrintedCheck& check) { return !check.agrees; }));
}

std::size_t VerificationReport::missing_path_count() const {
    return static_cast<std::size_t>(std::count_if(omissions.begin(), omissions.end(), [](const Omission& omission) {
        return omission.kind == OmissionKind::kMissingPath;
    }));
}

std::size_t VerificationReport::missing_rule_count() const {
    return static_cast<std::size_t>(std::count_if(omissions.begin(), omissions.end(), [](const Omission& omission) {
        return omission.kind == OmissionKind::kMissingRule;
    }));
}

std::array<TwoQubitState, 4> omega_candidates() {
    std::array<TwoQubitState, 4> candidates;
    for (int minus = 0; minus < 4; ++minus) {
        Eigen::Vector4cd amplitudes = Eigen::Vector4cd::Constant(0.5);
        amplitudes[minus] = -0.5;
        candidates[static_cast<std::size_t>(minus)] = TwoQubitState(amplitudes);
    }
    return candidates;
}

std::vector<std::array<int, 4>> fitting_omega_assignments(const Board& board) {
    const auto candidates = omega_candidates();
    std::vector<std::array<int, 4>> fitting;
    std::array<int, 4> assignment = {0, 1, 2, 3};
    do {
        std::vector<std::pair<Planet, TwoQubitState>> states;
        for (std::size_t k = 0; k < 4; ++k) {
            states.emplace_back(kOmegaPlanets[k], candidates[static_cast<std::size_t>(assignment[k])]);
        }
        std::string error;
        const std::optional<Board> variant = board.with_entanglion_states(states, &error);
        if (!variant) continue;  // an OMEGA candidate equal to another planet's state: cannot fit
        const auto checks = printed_checks(*variant);
        if (std::all_of(checks.begin(), checks.end(), [](const PrintedCheck& check) { return check.agrees; })) {
            fitting.push_back(assignment);
        }
    } while (std::next_permutation(assignment.begin(), assignment.end()));
    return fitting;
}

VerificationReport verify_board(const Board& board) {
    VerificationReport report;
    report.checks = printed_checks(board);
    report.printed_elements = board.paths().size() + board.entry_lines().size() + board.rules().size();
    for (const ShipPositions& from : all_valid_positions()) {
        for (NavCard card : kNavCards) {
            for (Ship player : kShips) {
                QuantumMove move = quantum_move(board, from, card, player);
                if (!move.to) {
                    report.unnamed.push_back(move);
                } else if (!move.printed && *move.to == from) {
                    report.stays.push_back({move});
                } else if (!move.printed) {
                    const OmissionKind kind = classify(move);
                    Omission omission{std::move(move), kind, "", ""};
                    omission.explanation = explain_omission(board, omission);
                    omission.computation = omission_computation(board, omission);
                    report.omissions.push_back(std::move(omission));
                }
            }
        }
    }
    for (Planet planet : kAllPlanets) {
        if (inside(planet)) report.detection.push_back(compare_detection(board, planet));
    }
    for (std::size_t k = 0; k < 4; ++k) report.omega_states[k] = board.state_of({kOmegaPlanets[k], kOmegaPlanets[k]});
    const auto fitting = fitting_omega_assignments(board);
    report.fitting_omega_assignments = static_cast<int>(fitting.size());
    const auto candidates = omega_candidates();
    for (const auto& assignment : fitting) {
        bool same = true;
        for (std::size_t k = 0; k < 4; ++k) {
            same =
                same && report.omega_states[k].equals_up_to_phase(candidates[static_cast<std::size_t>(assignment[k])]);
        }
        report.board_omega_assignment_fits = report.board_omega_assignment_fits || same;
    }
    return report;
}

std::string describe_check(const PrintedCheck& check) {
    return check.what + " (" + check.source + "): " + std::string(nav_card_id(check.card)) + " for " +
           std::string(ship_id(check.player)) + ", " + positions_id(check.from) + " -> " + positions_id(check.expected);
}

std::string describe_mismatch(const PrintedCheck& check) {
    std::string actual = ascii_ket(check.actual.result);
    if (check.actual.to) {
        actual += " = " + format_phase(check.actual.phase) + " x " + positions_id(*check.actual.to);
    } else {
        actual += " (no named state)";
    }
    return describe_check(check) + ": expected " + positions_id(check.expected) + " = " +
           ascii_ket(check.expected_state) + ", but " + gate_to_string(Gate{gate_kind_of(check.card), check.player}) +
           " gives " + actual;
}

std::string describe_omission(const Omission& omission) {
    const QuantumMove& move = omission.move;
    return std::string(nav_card_id(move.card)) + " for " + std::string(ship_id(move.player)) + " from " +
           positions_id(move.from) + ": quantum mechanics gives " + positions_id(*move.to) +
           (format_phase(move.phase) == "1" ? "" : " (phase " + format_phase(move.phase) + ")") +
           (omission.kind == OmissionKind::kMissingRule ? ", the board's rules list has no SWAP exchange ["
                                                        : ", the board prints no path [") +
           std::string(omission_kind_id(omission.kind)) + "]";
}

std::string_view omission_kind_id(OmissionKind kind) {
    switch (kind) {
        case OmissionKind::kOtherShipMoves:
            return "other_ship_moves";
        case OmissionKind::kMissingPath:
            return "missing_path";
        case OmissionKind::kMissingRule:
            return "missing_rule";
        case OmissionKind::kOther:
            return "other";
    }
    return "?";
}

std::string_view verdict_id(DetectionComparison::Verdict verdict) {
    switch (verdict) {
        case DetectionComparison::Verdict::kAlways:
            return "always";
        case DetectionComparison::Verdict::kNever:
            return "never";
        case DetectionComparison::Verdict::kSometimes:
            return "sometimes";
    }
    return "?";
}

}  // namespace entanglion
