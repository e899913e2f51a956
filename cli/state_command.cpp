// entanglion-cli state: applies gates to a start state and prints the resulting two-qubit state
// (labelled ket, named state with phase, amplitudes, outcome probabilities, per-ship
// entanglement) as text or JSON. Every argument is checked before anything is printed, so a bad
// gate, ship or planet name gives one message on stderr, no output, and exit code 2.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <complex>
#include <cstdio>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "cli/arguments.h"
#include "cli/commands.h"
#include "cli/measure_output.h"
#include "game/board/board.h"
#include "game/board/planet.h"
#include "statevector/catalogue.h"
#include "statevector/entanglement.h"
#include "statevector/format.h"
#include "statevector/state.h"

namespace entanglion::cli {
namespace {

struct StateOptions {
    std::string mercurial = "ZERO";
    std::string rubicon = "ZERO";
    std::string start;
    std::string order = "mr";
    std::string style = "unicode";
    std::string precision = "4";
    bool json = false;
    std::vector<std::string> gates;
    std::string shots;
    std::string basis = "ZZ";
    std::string seed = "1";
    bool mercurial_given = false;
    bool rubicon_given = false;
    bool start_given = false;
    bool shots_given = false;
};

/// Everything the command needs, validated.
struct StateRequest {
    TwoQubitState start;
    nlohmann::json start_json;
    std::string start_text;
    std::vector<Gate> gates;
    KetFormat format;
    bool json = false;
    std::optional<int> shots;  ///< nullopt: no --shots, no measurement
    MeasurementBases bases;
    std::uint64_t seed = 1;
};

std::string lower(std::string text) {
    for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return text;
}

std::optional<TwoQubitState> entanglion_planet_state(Planet planet) {
    switch (planet) {
        case Planet::kPhiPlus:
            return phi_plus();
        case Planet::kPhiMinus:
            return phi_minus();
        case Planet::kPsiPlus:
            return psi_plus();
        case Planet::kPsiMinus:
            return psi_minus();
        default:
            // The OMEGA states are defined by the printed board.
            return Board::published().info(planet).two_qubit_state;
    }
}

/// Checks every option; on failure returns nullopt with `error` naming the bad value.
std::optional<StateRequest> validate(const StateOptions& options, std::string* error) {
    StateRequest request;
    if (options.start_given) {
        if (options.mercurial_given || options.rubicon_given) {
            *error =
                "--start puts both ships on one Entanglion planet; it cannot be combined with --mercurial or "
                "--rubicon";
            return std::nullopt;
        }
        const auto planet = parse_planet(options.start);
        if (!planet || galaxy_of(*planet) != Galaxy::kEntanglion) {
            *error = "unknown start state \"" + options.start +
                     "\" for --start (expected PHI_PLUS, PHI_MINUS, PSI_PLUS, PSI_MINUS, OMEGA_ZERO, OMEGA_ONE, "
                     "OMEGA_TWO or OMEGA_THREE; single ships use --mercurial and --rubicon)";
            return std::nullopt;
        }
        const auto state = entanglion_planet_state(*planet);
        if (!state) {
            *error = "the board defines no state for " + std::string(planet_id(*planet));
            return std::nullopt;
        }
        request.start = *state;
        request.start_json = {{"planet", std::string(planet_id(*planet))}};
        request.start_text = "both ships on " + std::string(planet_id(*planet));
    } else {
        const auto mercurial = parse_single_qubit_ket(options.mercurial);
        if (!mercurial) {
            *error = "unknown planet \"" + options.mercurial + "\" for --mercurial (expected ZERO, ONE, PLUS or MINUS)";
            return std::nullopt;
        }
        const auto rubicon = parse_single_qubit_ket(options.rubicon);
        if (!rubicon) {
            *error = "unknown planet \"" + options.rubicon + "\" for --rubicon (expected ZERO, ONE, PLUS or MINUS)";
            return std::nullopt;
        }
        request.start = TwoQubitState::product(*mercurial, *rubicon);
        request.start_json = {{"mercurial", std::string(single_qubit_ket_id(*mercurial))},
                              {"rubicon", std::string(single_qubit_ket_id(*rubicon))}};
        request.start_text = "Mercurial on " + std::string(single_qubit_ket_id(*mercurial)) + ", Rubicon on " +
                             std::string(single_qubit_ket_id(*rubicon));
    }

    const std::string order = lower(options.order);
    if (order == "mr") {
        request.format.order = QubitOrder::kMercurialRubicon;
    } else if (order == "rm") {
        request.format.order = QubitOrder::kRubiconMercurial;
    } else {
        *error = "unknown order \"" + options.order + "\" for --order (expected mr or rm)";
        return std::nullopt;
    }
    const std::string style = lower(options.style);
    if (style == "unicode") {
        request.format.style = KetStyle::kUnicode;
    } else if (style == "latex") {
        request.format.style = KetStyle::kLatex;
    } else if (style == "ascii") {
        request.format.style = KetStyle::kAscii;
    } else {
        *error = "unknown style \"" + options.style + "\" for --style (expected unicode, latex or ascii)";
        return std::nullopt;
    }
    const std::string& p = options.precision;
    if (p.empty() || p.size() > 2 || !std::isdigit(static_cast<unsigned char>(p[0])) ||
        (p.size() == 2 && !std::isdigit(static_cast<unsigned char>(p[1]))) || std::stoi(p) > 15) {
        *error = "bad precision \"" + p + "\" for --precision (expected a whole number from 0 to 15)";
        return std::nullopt;
    }
    request.format.precision = std::stoi(p);

    for (const std::string& text : options.gates) {
        std::string gate_error;
        const auto gate = parse_gate(text, &gate_error);
        if (!gate) {
            *error = gate_error;
            return std::nullopt;
        }
        request.gates.push_back(*gate);
    }
    // --shots and --seed are whole numbers in range by now (their validators, cli/arguments.h).
    if (options.shots_given) request.shots = std::stoi(options.shots);
    const auto bases = parse_measurement_bases(options.basis);
    if (!bases) {
        *error =
            "unknown basis \"" + options.basis + "\" for --basis (expected ZZ, XX, ZX or XZ: Mercurial's letter first)";
        return std::nullopt;
    }
    request.bases = *bases;
    request.seed = std::stoull(options.seed);
    request.json = options.json;
    return request;
}

/// Names the state: the engine's catalogue first, then the board's (which adds the OMEGA planets).
std::optional<StateMatch> identify(const TwoQubitState& state) {
    static const StateCatalogue standard = StateCatalogue::standard();
    if (auto match = standard.identify(state)) return match;
    return Board::published().catalogue().identify(state);
}

/// The basis label of display index `index` ("|01>"), in the display order.
std::string basis_label(int index) { return "|" + std::to_string(index >> 1) + std::to_string(index & 1) + ">"; }

/// Mercurial's and Rubicon's bits of display index `index`.
std::pair<int, int> ship_bits(int index, QubitOrder order) {
    const int first = index >> 1, second = index & 1;
    return order == QubitOrder::kMercurialRubicon ? std::pair{first, second} : std::pair{second, first};
}

/// "|+>" when `ket` is one of the four planet kets up to phase, otherwise its two amplitudes.
std::string single_ket_text(const Eigen::Vector2cd& ket, const KetFormat& format) {
    constexpr const char* kSymbols[] = {"|0>", "|1>", "|+>", "|->"};
    for (SingleQubitKet named : kSingleQubitKets) {
        if (std::norm(single_qubit_vector(named).dot(ket)) > 1 - 1e-9) return kSymbols[static_cast<int>(named)];
    }
    return "(" + format_amplitude(ket[0], format) + ")|0> + (" + format_amplitude(ket[1], format) + ")|1>";
}

std::optional<SingleQubitKet> named_single_ket(const Eigen::Vector2cd& ket) {
    for (SingleQubitKet named : kSingleQubitKets) {
        if (std::norm(single_qubit_vector(named).dot(ket)) > 1 - 1e-9) return named;
    }
    return std::nullopt;
}

nlohmann::json complex_json(Complex value) { return {{"re", value.real()}, {"im", value.imag()}}; }

nlohmann::json to_json(const StateRequest& request, const TwoQubitState& state) {
    const KetFormat& format = request.format;
    const Eigen::Vector4cd shown =
        format.order == QubitOrder::kMercurialRubicon ? state.amplitudes() : state.with_ships_exchanged().amplitudes();
    nlohmann::json out;
    out["order"] = format.order == QubitOrder::kMercurialRubicon ? "mr" : "rm";
    out["order_label"] = format_order_label(format);
    out["start"] = request.start_json;
    out["gates"] = nlohmann::json::array();
    for (const Gate& gate : request.gates) out["gates"].push_back(gate_to_string(gate));
    out["ket"] = format_ket(state, format);
    out["ket_labelled"] = format_ket_labelled(state, format);
    if (const auto match = identify(state)) {
        out["named_state"] = {{"id", match->named->id},
                              {"symbol", match->named->symbol},
                              {"unicode_symbol", match->named->unicode_symbol},
                              {"phase", complex_json(match->phase)},
                              {"phase_text", format_phase(match->phase)},
                              {"description", describe_match(*match)}};
    } else {
        out["named_state"] = nullptr;
    }
    out["amplitudes"] = nlohmann::json::array();
    out["probabilities"] = nlohmann::json::array();
    for (int i = 0; i < 4; ++i) {
        const auto [m, r] = ship_bits(i, format.order);
        out["amplitudes"].push_back({{"ket", basis_label(i)},
                                     {"mercurial", m},
                                     {"rubicon", r},
                                     {"re", shown[i].real()},
                                     {"im", shown[i].imag()},
                                     {"text", format_amplitude(shown[i], format)}});
        out["probabilities"].push_back(
            {{"ket", basis_label(i)}, {"mercurial", m}, {"rubicon", r}, {"probability", std::norm(shown[i])}});
    }
    for (Ship ship : kShips) {
        out["ships"][std::string(ship_id(ship))] = {{"probability_of_one", state.probability_of_one(ship)},
                                                    {"purity", reduced_purity(state, ship)},
                                                    {"entropy_bits", entanglement_entropy(state, ship)},
                                                    {"bloch", bloch_json(state, ship)}};
    }
    out["concurrence"] = concurrence(state);
    if (const auto factors = factor_product(state)) {
        out["product"] = nlohmann::json::object();
        for (Ship ship : kShips) {
            const Eigen::Vector2cd& ket = ship == Ship::kMercurial ? factors->mercurial : factors->rubicon;
            const auto named = named_single_ket(ket);
            out["product"][std::string(ship_id(ship))] = {
                {"ket", named ? nlohmann::json(std::string(single_qubit_ket_id(*named))) : nlohmann::json(nullptr)},
                {"amplitudes", {complex_json(ket[0]), complex_json(ket[1])}}};
        }
    } else {
        out["product"] = nullptr;
    }
    return out;
}

void print_text(const StateRequest& request, const TwoQubitState& state, std::ostream& out) {
    const KetFormat& format = request.format;
    const int precision = format.precision;
    std::string gates;
    for (const Gate& gate : request.gates) gates += (gates.empty() ? "" : " ") + gate_to_string(gate);
    out << "start         " << format_ket_labelled(request.start, format) << "  (" << request.start_text << ")\n";
    out << "gates         " << (gates.empty() ? "(none)" : gates) << "\n";
    out << "state         " << format_ket_labelled(state, format) << "\n";
    const auto match = identify(state);
    out << "named state   " << (match ? describe_match(*match) + "  (" + match->named->id + ")" : "none") << "\n\n";

    const Eigen::Vector4cd shown =
        format.order == QubitOrder::kMercurialRubicon ? state.amplitudes() : state.with_ships_exchanged().amplitudes();
    out << "ket    amplitude      probability   (kets in " << format_order_label(format) << ")\n";
    for (int i = 0; i < 4; ++i) {
        std::string amplitude = format_amplitude(shown[i], format);
        // Pad by code points, not bytes, so "1/√2" lines up with ASCII text.
        std::size_t width = 0;
        for (unsigned char c : amplitude) width += (c & 0xC0) != 0x80 ? 1 : 0;
        amplitude += std::string(width < 15 ? 15 - width : 1, ' ');
        out << basis_label(i) << "   " << amplitude << fixed(std::norm(shown[i]), precision) << "\n";
    }
    // Columns as wide as the widest number ("0.5000" at precision 4) and their headings.
    const std::size_t column = static_cast<std::size_t>(std::max(precision + 4, 8));
    const auto pad = [column](std::string text) {
        text.resize(std::max(column, text.size() + 1), ' ');
        return text;
    };
    out << "\nship        " << pad("P(1)") << pad("purity") << "entropy (bits)\n";
    for (Ship ship : kShips) {
        std::string name(ship_display_name(ship));
        name.resize(12, ' ');
        out << name << pad(fixed(state.probability_of_one(ship), precision))
            << pad(fixed(reduced_purity(state, ship), precision)) << fixed(entanglement_entropy(state, ship), precision)
            << "\n";
    }
    out << "concurrence " << fixed(concurrence(state), precision) << "\n";
    print_bloch(state, precision, out);
    if (const auto factors = factor_product(state)) {
        out << "product state: Mercurial " << single_ket_text(factors->mercurial, format) << ", Rubicon "
            << single_ket_text(factors->rubicon, format) << "\n";
    } else {
        out << "entangled: the ships have no separate states\n";
    }
}

int run_state(const StateOptions& options) {
    std::string error;
    const auto request = validate(options, &error);
    if (!request) {
        std::cerr << "entanglion-cli state: " << error << "\n";
        return 2;
    }
    TwoQubitState state = request->start;
    for (const Gate& gate : request->gates) {
        state.apply(gate);
        state.snap();  // as the game does after every move
    }
    std::optional<ShotCounts> shots;
    if (request->shots) {
        Rng rng(request->seed);
        shots = sample_shots(state, request->bases, *request->shots, rng);
    }
    if (request->json) {
        nlohmann::json out = to_json(*request, state);
        if (shots) out["measurement"] = shots_json(*shots, request->seed);
        std::cout << out.dump(2) << "\n";
    } else {
        print_text(*request, state, std::cout);
        if (shots) print_shots(*shots, request->seed, std::cout);
    }
    return 0;
}

}  // namespace

void add_state_command(CLI::App& app, int& exit_code) {
    auto options = std::make_shared<StateOptions>();
    CLI::App* command = app.add_subcommand(
        "state", "Apply gates to a start state and show the two-qubit state (ket order |Mercurial Rubicon>)");
    CLI::Option* mercurial = command->add_option("--mercurial", options->mercurial,
                                                 "Mercurial's start planet: ZERO, ONE, PLUS or MINUS (default ZERO)");
    CLI::Option* rubicon = command->add_option("--rubicon", options->rubicon,
                                               "Rubicon's start planet: ZERO, ONE, PLUS or MINUS (default ZERO)");
    CLI::Option* start = command->add_option(
        "--start", options->start,
        "Both ships on an Entanglion planet: PHI_PLUS, PHI_MINUS, PSI_PLUS, PSI_MINUS or OMEGA_ZERO..OMEGA_THREE");
    command->add_option("--order", options->order, "Ket order shown: mr (|Mercurial Rubicon>, default) or rm");
    command->add_option("--style", options->style, "Ket style: unicode (default), latex or ascii");
    command->add_option("--precision", options->precision,
                        "Decimal places for amplitudes without an exact form and for probabilities (default 4)");
    command->add_flag("--json", options->json, "Print JSON instead of text");
    CLI::Option* shots =
        command
            ->add_option("--shots", options->shots,
                         "Measure the final state this many times (1 to 100000) without changing it; prints the "
                         "counts of 00, 01, 10, 11 and the correlation of Mercurial's bit with Rubicon's")
            ->check(whole_number(1, kMaxShots));
    command->add_option("--basis", options->basis,
                        "Measurement basis per ship, Mercurial's letter first: ZZ (default), XX, ZX or XZ (X = an H "
                        "before measuring)");
    command->add_option("--seed", options->seed, "Seed of the shots' random generator (default 1), 0 to 2^64-1")
        ->check(seed_number());
    command->add_option("gates", options->gates,
                        "Gates in order, GATE:SHIP with GATE one of I X Y Z H S CNOT CZ SWAP (CNOT:SHIP makes "
                        "SHIP the target and the other ship the control)");
    command->callback([options, mercurial, rubicon, start, shots, &exit_code] {
        options->shots_given = shots->count() > 0;
        options->mercurial_given = mercurial->count() > 0;
        options->rubicon_given = rubicon->count() > 0;
        options->start_given = start->count() > 0;
        exit_code = run_state(*options);
    });
}

}  // namespace entanglion::cli
