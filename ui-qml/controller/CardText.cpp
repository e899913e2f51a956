// gameText: names of planets, cards and components in the rulebook's terms, and what each card and
// component does (our own words; the translations use each rulebook's terms).
#include <QCoreApplication>

#include "ui-qml/controller/GameText.h"

namespace rules = entanglion::rules;
using entanglion::Planet;

namespace gameText {

QString planetName(Planet planet) {
    switch (planet) {
        case Planet::kZero:
            return tr("ZERO");
        case Planet::kOne:
            return tr("ONE");
        case Planet::kPlus:
            return tr("PLUS");
        case Planet::kMinus:
            return tr("MINUS");
        case Planet::kPhiPlus:
            return tr("PHI PLUS");
        case Planet::kPhiMinus:
            return tr("PHI MINUS");
        case Planet::kPsiPlus:
            return tr("PSI PLUS");
        case Planet::kPsiMinus:
            return tr("PSI MINUS");
        case Planet::kOmegaZero:
            return tr("OMEGA ZERO");
        case Planet::kOmegaOne:
            return tr("OMEGA ONE");
        case Planet::kOmegaTwo:
            return tr("OMEGA TWO");
        case Planet::kOmegaThree:
            return tr("OMEGA THREE");
    }
    return QString::fromUtf8(entanglion::planet_display_name(planet));
}

std::array<QString, entanglion::kPlanetCount> planetNames() {
    std::array<QString, entanglion::kPlanetCount> names;
    for (const Planet planet : entanglion::kAllPlanets) names[static_cast<std::size_t>(planet)] = planetName(planet);
    return names;
}

QString componentTag(rules::Component component) {
    switch (component) {
        case rules::Component::kPhysicalQubits:
            //: A component's short name on its map tag: one short word, at most 8 letters, that the
            //: class connects with the whole name ("Physical Qubits", which shows on hover); not an
            //: abbreviation.
            return tr("Qubits", "map tag");
        case rules::Component::kQubitInterconnect:
            //: A component's short name on its map tag, at most 8 letters: "Qubit Interconnect".
            return tr("Link", "map tag");
        case rules::Component::kDilutionRefrigerator:
            //: A component's short name on its map tag, at most 8 letters: "Dilution Refrigerator".
            return tr("Fridge", "map tag");
        case rules::Component::kQuantumGates:
            //: A component's short name on its map tag, at most 8 letters: "Quantum Gates".
            return tr("Gates", "map tag");
        case rules::Component::kQuantumProgramming:
            //: A component's short name on its map tag, at most 8 letters: "Quantum Programming".
            return tr("Program", "map tag");
        case rules::Component::kQuantumErrorCorrection:
            //: A component's short name on its map tag, at most 8 letters: "Quantum Error Correction".
            return tr("QEC", "map tag");
        case rules::Component::kControlInfrastructure:
            //: A component's short name on its map tag, at most 8 letters: "Control Infrastructure".
            return tr("Control", "map tag");
        case rules::Component::kMagneticShielding:
            //: A component's short name on its map tag, at most 8 letters: "Magnetic Shielding".
            return tr("Shield", "map tag");
    }
    return {};
}

QString componentName(rules::Component component) {
    switch (component) {
        case rules::Component::kPhysicalQubits:
            return tr("Physical Qubits");
        case rules::Component::kQubitInterconnect:
            return tr("Qubit Interconnect");
        case rules::Component::kDilutionRefrigerator:
            return tr("Dilution Refrigerator");
        case rules::Component::kQuantumGates:
            return tr("Quantum Gates");
        case rules::Component::kQuantumProgramming:
            return tr("Quantum Programming");
        case rules::Component::kQuantumErrorCorrection:
            return tr("Quantum Error Correction");
        case rules::Component::kControlInfrastructure:
            return tr("Control Infrastructure");
        case rules::Component::kMagneticShielding:
            return tr("Magnetic Shielding");
    }
    return QString::fromUtf8(rules::component_display_name(component));
}

QString eventName(rules::EventCard card) {
    switch (card) {
        case rules::EventCard::kBennett:
            return tr("Bennett");
        case rules::EventCard::kBitFlipError:
            return tr("Bit Flip Error");
        case rules::EventCard::kHeisenberg:
            return tr("Heisenberg");
        case rules::EventCard::kQuantumShuffle:
            return tr("Quantum Shuffle");
        case rules::EventCard::kQuantumTunnel:
            return tr("Quantum Tunnel");
        case rules::EventCard::kSchrodinger:
            return tr("Schrödinger");
        case rules::EventCard::kSpookyAction:
            return tr("Spooky Action");
        case rules::EventCard::kTheMechanic:
            return tr("The Mechanic");
        case rules::EventCard::kWaveFunctionCollapse:
            return tr("Wave Function Collapse");
    }
    return QString::fromUtf8(rules::event_card_display_name(card));
}

// The notes printed on the published board (game/board/published-board.json), for lupdate.
[[maybe_unused]] constexpr const char* kBoardNotes[] = {
    QT_TRANSLATE_NOOP("gameText", "CNOT: Flip your ship only if the other ship is on CENTARIOUS ONE"),
};

QString boardNote(const std::string& english) {
    if (english.empty()) return {};
    return QCoreApplication::translate("gameText", english.c_str());
}

QString engineCardName(rules::EngineCard card) {
    if (card == rules::EngineCard::kPROBE) return tr("PROBE");
    return QString::fromUtf8(rules::engine_card_id(card));
}

QString engineCardText(rules::EngineCard card) {
    switch (card) {
        case rules::EngineCard::kX:
            return tr(
                "X flips a qubit (the bit-flip gate): it moves a ship between ZERO and ONE, and both ships "
                "inside Entanglion.");
        case rules::EngineCard::kH:
            return tr(
                "H, the Hadamard gate, creates or undoes superposition: it moves a ship between Centarious and "
                "Superious, and both ships inside Entanglion.");
        case rules::EngineCard::kCNOT:
            return tr(
                "CNOT (controlled NOT) enters Entanglion when your ship is in Centarious and the other in "
                "Superious, moves both ships inside it and leaves it from PHI and PSI planets. In Centarious it "
                "flips your ship only while the other ship orbits ONE.");
        case rules::EngineCard::kSWAP:
            return tr(
                "SWAP exchanges the two ships' planets outside Entanglion; inside it moves both ships between "
                "OMEGA ZERO and OMEGA THREE.");
        case rules::EngineCard::kPROBE:
            return tr(
                "PROBE is never held: whoever draws it rolls the Entanglion die, and a result below 4 (after "
                "components) raises the detection rate by one. Then it is discarded and replaced.");
    }
    return {};
}

QString eventCardText(rules::EventCard card) {
    switch (card) {
        case rules::EventCard::kBennett:
            return tr(
                "Kept until played, as your action: give one of your components to the other ship, or take "
                "one of theirs.");
        case rules::EventCard::kBitFlipError:
            return tr("Resolved when drawn: the detection rate token moves to the first 4 on the track.");
        case rules::EventCard::kHeisenberg:
            return tr(
                "Kept until played, as your action: roll the Entanglion die and count that many planets "
                "clockwise from OMEGA ZERO; both ships go there, past the orbital defenses.");
        case rules::EventCard::kQuantumShuffle:
            return tr(
                "Resolved when drawn: the event deck is rebuilt as at setup and another event card is drawn. "
                "Cards held in hands stay there.");
        case rules::EventCard::kQuantumTunnel:
            return tr(
                "Kept until needed: when your ships face orbital or ground defenses on your turn, play it to "
                "pass them without a roll. It is not your action.");
        case rules::EventCard::kSchrodinger:
            return tr("Resolved when drawn: the detection rate rises by one.");
        case rules::EventCard::kSpookyAction:
            return tr(
                "Resolved when drawn: a random component of your ship returns to the board, on the planet "
                "found by rolling the Entanglion die and counting free planets clockwise from OMEGA ZERO.");
        case rules::EventCard::kTheMechanic:
            return tr(
                "Kept until played, as your action: set your hand aside, draw three engine cards, play up to "
                "two of them (no orbital defenses), discard the rest and take your hand back.");
        case rules::EventCard::kWaveFunctionCollapse:
            return tr("Resolved when drawn: the detection rate falls by two.");
    }
    return {};
}

QString componentText(rules::Component component) {
    switch (component) {
        case rules::Component::kPhysicalQubits:
            return tr(
                "When orbital defenses detect you, choose the Centarious planet of each ship instead of "
                "rolling the Centarious die.");
        case rules::Component::kQubitInterconnect:
            return tr(
                "Once per turn, before your action, while both ships orbit the same planet: swap one engine "
                "card with the other player.");
        case rules::Component::kDilutionRefrigerator:
            return tr("Your hand limit drops to two engine cards: discard one when you get it.");
        case rules::Component::kQuantumGates:
            return tr("When you exchange, draw two engine cards, keep one and discard the other.");
        case rules::Component::kQuantumProgramming:
            return tr("Moving to an Entanglion planet that holds no component passes its orbital defenses.");
        case rules::Component::kQuantumErrorCorrection:
            return tr("+1 to your Entanglion die rolls against the detection rate.");
        case rules::Component::kControlInfrastructure:
            return tr("-1 to your Entanglion die rolls against the detection rate (a hindrance).");
        case rules::Component::kMagneticShielding:
            return tr("Whenever you roll the Entanglion die you may roll once more and take the second result.");
    }
    return {};
}

}  // namespace gameText
