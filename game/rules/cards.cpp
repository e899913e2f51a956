#include "game/rules/cards.h"

#include <cassert>
#include <cctype>
#include <string>

namespace entanglion::rules {
namespace {

constexpr std::array<std::string_view, kEngineCardKinds> kEngineIds = {"X", "H", "CNOT", "SWAP", "PROBE"};

struct Names {
    std::string_view id;
    std::string_view display;
};

constexpr std::array<Names, kEventCardCount> kEventNames = {{
    {"BENNETT", "Bennett"},
    {"BIT_FLIP_ERROR", "Bit Flip Error"},
    {"HEISENBERG", "Heisenberg"},
    {"QUANTUM_SHUFFLE", "Quantum Shuffle"},
    {"QUANTUM_TUNNEL", "Quantum Tunnel"},
    {"SCHRODINGER", "Schrödinger"},
    {"SPOOKY_ACTION", "Spooky Action"},
    {"THE_MECHANIC", "The Mechanic"},
    {"WAVE_FUNCTION_COLLAPSE", "Wave Function Collapse"},
}};

constexpr std::array<Names, kComponentCount> kComponentNames = {{
    {"PHYSICAL_QUBITS", "Physical Qubits"},
    {"QUBIT_INTERCONNECT", "Qubit Interconnect"},
    {"DILUTION_REFRIGERATOR", "Dilution Refrigerator"},
    {"QUANTUM_GATES", "Quantum Gates"},
    {"QUANTUM_PROGRAMMING", "Quantum Programming"},
    {"QUANTUM_ERROR_CORRECTION", "Quantum Error Correction"},
    {"CONTROL_INFRASTRUCTURE", "Control Infrastructure"},
    {"MAGNETIC_SHIELDING", "Magnetic Shielding"},
}};

// Upper case, ' ' and '-' become '_': "the mechanic" reads as THE_MECHANIC.
std::string normalize(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        out.push_back(c == ' ' || c == '-' ? '_' : static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
    }
    return out;
}

}  // namespace

std::string_view engine_card_id(EngineCard card) { return kEngineIds[static_cast<int>(card)]; }

std::optional<EngineCard> parse_engine_card(std::string_view text) {
    const std::string id = normalize(text);
    for (int i = 0; i < kEngineCardKinds; ++i) {
        if (kEngineIds[i] == id) return static_cast<EngineCard>(i);
    }
    return std::nullopt;
}

std::optional<NavCard> nav_card_of(EngineCard card) {
    if (card == EngineCard::kPROBE) return std::nullopt;
    return static_cast<NavCard>(static_cast<int>(card));
}

EngineCard engine_card_of(NavCard card) { return static_cast<EngineCard>(static_cast<int>(card)); }

std::string_view event_card_id(EventCard card) { return kEventNames[static_cast<int>(card)].id; }
std::string_view event_card_display_name(EventCard card) { return kEventNames[static_cast<int>(card)].display; }

std::optional<EventCard> parse_event_card(std::string_view text) {
    std::string id = normalize(text);
    if (id == "SCHRÖDINGER") id = "SCHRODINGER";
    for (int i = 0; i < kEventCardCount; ++i) {
        if (kEventNames[i].id == id) return static_cast<EventCard>(i);
    }
    return std::nullopt;
}

std::string_view component_id(Component component) { return kComponentNames[static_cast<int>(component)].id; }
std::string_view component_display_name(Component component) {
    return kComponentNames[static_cast<int>(component)].display;
}

std::optional<Component> parse_component(std::string_view text) {
    const std::string id = normalize(text);
    for (int i = 0; i < kComponentCount; ++i) {
        if (kComponentNames[i].id == id) return static_cast<Component>(i);
    }
    return std::nullopt;
}

std::string_view detection_label(int position) {
    static constexpr std::array<std::string_view, kDetectionPositions> kLabels = {"1", "2", "2", "3", "3", "4",
                                                                                  "4", "5", "5", "6", "7", "X"};
    assert(position >= 0 && position < kDetectionPositions);
    return kLabels[position];
}

int starting_detection_position(int difficulty) {
    assert(difficulty >= 1 && difficulty <= 3);
    for (int i = 0; i < kDetectionLossPosition; ++i) {
        if (kDetectionValues[i] == difficulty) return i;
    }
    return 0;
}

}  // namespace entanglion::rules
