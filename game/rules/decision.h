#pragma once
/// Pending decisions: choices a player must make in the middle of resolving an action or an event
/// (Quantum Tunnel against a defense, Magnetic Shielding re-roll, Physical Qubits placement, Quantum
/// Gates keep-one, Dilution Refrigerator discard, Bennett give/take, The Mechanic's plays). While one
/// is pending, GameState::legal_actions() lists exactly its options (as Actions for the deciding
/// player) and nothing else can happen.

#include <cstdint>
#include <string_view>

#include "game/rules/cards.h"
#include "statevector/ship.h"
#include "util/fixed_vector.h"

namespace entanglion::rules {

enum class DecisionKind : std::uint8_t {
    kNone,                  ///< no decision pending: the current player chooses a turn action
    kDefense,               ///< roll against `defense` or play Quantum Tunnel
    kMagneticShielding,     ///< keep `roll` or roll once more
    kPhysicalQubits,        ///< place both ships on Centarious planets or roll the Centarious die
    kQuantumGates,          ///< keep one of `cards` (the two drawn), discard the other
    kDilutionRefrigerator,  ///< discard one of the hand's cards down to two
    kBennett,               ///< give one of your components or take one of the other ship's
    kMechanic,              ///< play one of `cards` (the drawn cards left) or stop
};
std::string_view decision_kind_id(DecisionKind kind);

/// Which defense a check is against.
enum class DefenseKind : std::uint8_t { kOrbital, kGround, kProbe };
std::string_view defense_kind_id(DefenseKind kind);  ///< "orbital", "ground", "probe"

/// Why the Entanglion die is being rolled (shown with Magnetic Shielding's keep/re-roll choice).
enum class RollPurpose : std::uint8_t {
    kOrbitalDefense,
    kGroundDefense,
    kProbe,
    kHeisenberg,
    kSpookyAction,
    kFirstPlayer,  ///< setup: who goes first
    kPlacement,    ///< the Centarious die placing ships (setup or detection)
};
std::string_view roll_purpose_id(RollPurpose purpose);

struct PendingDecision {
    DecisionKind kind = DecisionKind::kNone;
    Ship player = Ship::kMercurial;                      ///< who decides (not always the current player: Bennett, DR)
    DefenseKind defense = DefenseKind::kOrbital;         ///< kDefense
    RollPurpose purpose = RollPurpose::kOrbitalDefense;  ///< kMagneticShielding
    int roll = 0;                                        ///< kMagneticShielding: the raw roll that may be kept
    FixedVector<EngineCard, 3> cards;                    ///< kQuantumGates: drawn pair; kMechanic: drawn cards left
    int mechanic_played = 0;                             ///< kMechanic: cards played so far (at most 2)
    friend bool operator==(const PendingDecision&, const PendingDecision&) = default;
};

}  // namespace entanglion::rules
