// The verifier's report as text (terminal), Markdown (docs/board-verification.md) and JSON.
#include <cstdio>
#include <nlohmann/json.hpp>

#include "game/board/ascii_ket.h"
#include "game/board/verifier.h"
#include "statevector/format.h"

namespace entanglion {
namespace {

using OrderedJson = nlohmann::ordered_json;

const std::array<std::string_view, 4> kOmegaIds = {"OMEGA_ZERO", "OMEGA_ONE", "OMEGA_TWO", "OMEGA_THREE"};
const std::array<std::string_view, 4> kOutcomes = {"00", "01", "10", "11"};

std::string probability(double p) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.4g", p);
    return buffer;
}

std::string verdict_words(const DetectionComparison& comparison) {
    switch (comparison.verdict) {
        case DetectionComparison::Verdict::kAlways:
            return "yes: a Z measurement gives only 00 or 11, exactly the two places the jump can send the ships";
        case DetectionComparison::Verdict::kNever:
            return "never: a Z measurement gives only 01 or 10 (ships on different Centarious planets), which the "
                   "jump never produces";
        case DetectionComparison::Verdict::kSometimes:
            return "sometimes: 00 and 11 are possible outcomes, but so are 01 and 10, which the jump never produces";
    }
    return "?";
}

std::string summary_line(const VerificationReport& report) {
    return "checked " + std::to_string(report.checks.size()) + " printed moves from " +
           std::to_string(report.printed_elements) + " printed elements; mismatches " +
           std::to_string(report.mismatch_count()) + "; omissions " + std::to_string(report.omissions.size()) +
           " (missing paths " + std::to_string(report.missing_path_count()) +
           (report.missing_rule_count() > 0 ? ", missing rules " + std::to_string(report.missing_rule_count()) : "") +
           "); no-path stays " + std::to_string(report.stays.size()) + "; unnamed results " +
           std::to_string(report.unnamed.size()) + "; " +
           (report.ok() ? "every printed move agrees with quantum mechanics"
                        : "THE BOARD DISAGREES WITH QUANTUM MECHANICS");
}

std::string omega_line(const VerificationReport& report) {
    return std::to_string(report.fitting_omega_assignments) +
           " of the 24 assignments of the four candidate states fit every printed path; the board's own " +
           (report.board_omega_assignment_fits ? "is" : "is NOT") + " one of them";
}

}  // namespace

std::string format_report_text(const VerificationReport& report) {
    std::string out = "Board verification (ket order |Mercurial Rubicon>)\n\n";
    out += "1. Printed moves against the real gates: " + std::to_string(report.checks.size()) + " checked, " +
           std::to_string(report.mismatch_count()) + " mismatches\n";
    for (const PrintedCheck& check : report.checks) {
        if (!check.agrees) out += "  MISMATCH " + describe_mismatch(check) + "\n";
    }
    out +=
        "\n2. Moves quantum mechanics makes that the board does not print: " + std::to_string(report.omissions.size()) +
        "\n";
    for (const Omission& omission : report.omissions) {
        out += "  - " + describe_omission(omission) + "\n    " + omission.explanation + "\n" + omission.computation;
    }
    out += "\n3. Cards with no printed path that rightly move nothing (identity or a global phase): " +
           std::to_string(report.stays.size()) + "\n";
    for (const Stay& stay : report.stays) {
        const std::string phase = format_phase(stay.move.phase);
        out += "  - " + std::string(nav_card_id(stay.move.card)) + " for " + std::string(ship_id(stay.move.player)) +
               " on " + positions_id(stay.move.from) + ": " + (phase == "1" ? "identity" : "global phase " + phase) +
               "\n";
    }
    if (!report.unnamed.empty()) {
        out += "\n   Gate results that are no named state: " + std::to_string(report.unnamed.size()) + "\n";
        for (const QuantumMove& move : report.unnamed) {
            out += "  - " + std::string(nav_card_id(move.card)) + " for " + std::string(ship_id(move.player)) + " on " +
                   positions_id(move.from) + " gives " + format_ket(move.result, kAsciiKets) + "\n";
        }
    }
    out += "\n4. Detection jump (both ships to ZERO or both to ONE) against a Z measurement of both ships\n";
    for (const DetectionComparison& comparison : report.detection) {
        out += "  " + std::string(planet_id(comparison.planet)) + ":";
        for (std::size_t i = 0; i < 4; ++i) {
            out += " P(" + std::string(kOutcomes[i]) + ")=" + probability(comparison.probabilities[i]);
        }
        out += "  " + std::string(verdict_id(comparison.verdict)) + "\n";
    }
    out += "\n5. OMEGA states used\n";
    for (std::size_t k = 0; k < 4; ++k) {
        out += "  " + std::string(kOmegaIds[k]) + " = " + format_ket(report.omega_states[k], kAsciiKets) + "\n";
    }
    out += "  " + omega_line(report) + "\n";
    out += "\nSummary: " + summary_line(report) + "\n";
    return out;
}

std::string format_report_markdown(const VerificationReport& report) {
    std::string out = "## Summary\n\n" + summary_line(report) + ".\n\n";
    out += "## 1. Printed moves against the real gates\n\n";
    out +=
        "Every card on every path label, for every ship whose line the path carries, in both directions (and, "
        "outside Entanglion, for every planet of the other ship), every grey CNOT entry and exit line for both "
        "ships, and the SWAP rule: the gate applied to the state of the start must give the state of the printed "
        "destination up to a global phase.\n\n";
    out += std::to_string(report.checks.size()) + " printed moves checked, " + std::to_string(report.mismatch_count()) +
           " mismatches.\n\n";
    for (const PrintedCheck& check : report.checks) {
        if (!check.agrees) out += "- MISMATCH " + describe_mismatch(check) + "\n";
    }
    out += "\n## 2. Moves quantum mechanics makes that the board does not print\n\n";
    for (const Omission& omission : report.omissions) {
        out += "### " + describe_omission(omission) + "\n\n" + omission.explanation + "\n\n```\n" +
               omission.computation + "```\n\n";
    }
    if (report.omissions.empty()) out += "None.\n\n";
    out += "## 3. No printed path, and rightly so: identity or a global phase\n\n";
    out +=
        "Where the board prints no path, the card can still be played and nothing moves. For each case "
        "below that is exactly right: the position's state is an eigenvector of the gate. With eigenvalue 1 the "
        "gate is the identity on it (X|+> = |+>, CNOT with the control on ZERO, SWAP of two equal planets); "
        "with eigenvalue -1 it only multiplies the state by a global phase (X|-> = -|->, SWAP on PSI MINUS), "
        "which changes no measurement probability, so no experiment can tell the difference.\n\n";
    out += "| card | ship | position | what the gate does |\n| --- | --- | --- | --- |\n";
    for (const Stay& stay : report.stays) {
        const std::string phase = format_phase(stay.move.phase);
        out += "| " + std::string(nav_card_id(stay.move.card)) + " | " + std::string(ship_id(stay.move.player)) +
               " | " + positions_id(stay.move.from) + " | " +
               (phase == "1" ? std::string("identity") : "global phase " + phase) + " |\n";
    }
    out += "\n## 4. The detection jump against a Z measurement\n\n";
    out += "When detected, both ships jump to ZERO or both to ONE (|00> or |11>).\n\n";
    out += "| planet | P(00) | P(01) | P(10) | P(11) | is the jump what a Z measurement could give? |\n";
    out += "| --- | --- | --- | --- | --- | --- |\n";
    for (const DetectionComparison& comparison : report.detection) {
        out += "| " + std::string(planet_id(comparison.planet));
        for (double p : comparison.probabilities) out += " | " + probability(p);
        out += " | " + verdict_words(comparison) + " |\n";
    }
    out += "\n## 5. The OMEGA states\n\n";
    for (std::size_t k = 0; k < 4; ++k) {
        out += "- " + std::string(kOmegaIds[k]) + " = `" + format_ket(report.omega_states[k], kAsciiKets) + "`\n";
    }
    out += "\n" + omega_line(report) + ".\n";
    return out;
}

std::string format_report_json(const VerificationReport& report) {
    OrderedJson root;
    root["ok"] = report.ok();
    root["counts"] = {{"printed_elements", report.printed_elements},
                      {"checks", report.checks.size()},
                      {"mismatches", report.mismatch_count()},
                      {"omissions", report.omissions.size()},
                      {"missing_paths", report.missing_path_count()},
                      {"stays", report.stays.size()},
                      {"unnamed", report.unnamed.size()}};
    OrderedJson mismatches = OrderedJson::array();
    for (const PrintedCheck& check : report.checks) {
        if (check.agrees) continue;
        mismatches.push_back({{"source", check.source},
                              {"element", check.what},
                              {"card", nav_card_id(check.card)},
                              {"player", ship_id(check.player)},
                              {"from", positions_id(check.from)},
                              {"expected", positions_id(check.expected)},
                              {"expected_ket", format_ket(check.expected_state, kAsciiKets)},
                              {"actual", check.actual.to ? OrderedJson(positions_id(*check.actual.to)) : OrderedJson()},
                              {"actual_ket", format_ket(check.actual.result, kAsciiKets)},
                              {"message", describe_mismatch(check)}});
    }
    root["mismatches"] = mismatches;
    OrderedJson omissions = OrderedJson::array();
    for (const Omission& omission : report.omissions) {
        omissions.push_back({{"card", nav_card_id(omission.move.card)},
                             {"player", ship_id(omission.move.player)},
                             {"from", positions_id(omission.move.from)},
                             {"to", positions_id(*omission.move.to)},
                             {"phase", format_phase(omission.move.phase)},
                             {"kind", omission_kind_id(omission.kind)},
                             {"message", describe_omission(omission)},
                             {"explanation", omission.explanation},
                             {"computation", omission.computation}});
    }
    root["omissions"] = omissions;
    OrderedJson stays = OrderedJson::array();
    for (const Stay& stay : report.stays) {
        stays.push_back({{"card", nav_card_id(stay.move.card)},
                         {"player", ship_id(stay.move.player)},
                         {"at", positions_id(stay.move.from)},
                         {"phase", format_phase(stay.move.phase)}});
    }
    root["stays"] = stays;
    OrderedJson unnamed = OrderedJson::array();
    for (const QuantumMove& move : report.unnamed) {
        unnamed.push_back({{"card", nav_card_id(move.card)},
                           {"player", ship_id(move.player)},
                           {"from", positions_id(move.from)},
                           {"ket", format_ket(move.result, kAsciiKets)}});
    }
    root["unnamed"] = unnamed;
    OrderedJson detection = OrderedJson::array();
    for (const DetectionComparison& comparison : report.detection) {
        detection.push_back({{"planet", planet_id(comparison.planet)},
                             {"probabilities", comparison.probabilities},
                             {"verdict", verdict_id(comparison.verdict)}});
    }
    root["detection"] = detection;
    OrderedJson omega = OrderedJson::object();
    for (std::size_t k = 0; k < 4; ++k)
        omega[std::string(kOmegaIds[k])] = format_ket(report.omega_states[k], kAsciiKets);
    root["omega_states"] = omega;
    root["omega_assignments_fitting"] = report.fitting_omega_assignments;
    root["board_omega_assignment_fits"] = report.board_omega_assignment_fits;
    return root.dump(2) + "\n";
}

}  // namespace entanglion
