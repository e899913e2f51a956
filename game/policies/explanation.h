#pragma once
/// Why a policy chose an action, as typed data: the action, the reason's kind, the planet the ships
/// go to, the component aimed at and the detection risk as an exact fraction. The log, the hint and
/// the app read these fields; format_explanation() words them in English in one sentence, e.g.
/// "Rubicon plays H: both ships to OMEGA TWO, which holds Quantum Gates; detection risk 2/8". A
/// translated UI words the same fields itself (reason_kind_id names each kind for files and JSON).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "game/board/planet.h"
#include "game/rules/action.h"
#include "game/rules/cards.h"

namespace entanglion::policies {

/// What the choice is for. Each kind says which fields of Explanation it fills.
enum class ReasonKind : std::uint8_t {
    kUnexplained,         ///< the policy gives no reason (the Policy interface's default)
    kRandomChoice,        ///< uniform among `option_count` legal actions
    kReachComponent,      ///< the move puts both ships on `destination`, which holds `component`
    kApproachComponent,   ///< the move shortens the route to `component` on `destination` (`turns` plies away)
    kHoldPosition,        ///< exchanges `card`: no card in hand shortens the route (`component`, `turns` away)
    kRetrieve,            ///< retrieves `component` from `destination` (ground defenses: the risk)
    kQuantumTunnelLast,   ///< Quantum Tunnel against ground defenses: `component` is the eighth and last
    kQuantumTunnelSaves,  ///< Quantum Tunnel: a detection now would lose the game
    kRollDefense,         ///< faces the defenses with the die (the risk), keeping Quantum Tunnel
    kKeepRoll,            ///< Magnetic Shielding: the roll `value` does what is needed
    kReroll,              ///< Magnetic Shielding: the roll `value` fails, one more try
    kPlaceShips,          ///< Physical Qubits: ships placed at `positions`, closest to `component`
    kKeepCard,            ///< Quantum Gates: keeps `card`, the better for the route
    kDiscardCard,         ///< Dilution Refrigerator: discards `card`, the least useful
    kBennettMove,         ///< Bennett: moves `component` to the ship that benefits from it
    kMechanicPlay,        ///< The Mechanic: plays `card`, moving to `destination` without orbital defenses
    kMechanicStop,        ///< The Mechanic: no drawn card shortens the route
    kHeisenberg,          ///< Heisenberg: `value` of 8 outcomes land on a planet holding a component
    kMechanicEvent,       ///< plays The Mechanic to move without orbital defenses (the risk avoided)
    kSwapForRoute,        ///< Qubit Interconnect: gives `card`, takes `other_card` for the route
    kExchangeNoRoute,     ///< exchanges `card`: every component is out of reach of this hand
    kSearchBest,          ///< the search: won `wins` of its `playouts` playouts, the best of `option_count` actions
    kOnlyLegalAction,     ///< the only legal action (nothing to weigh)
};
inline constexpr int kReasonKindCount = 23;

/// "random_choice", "reach_component", ...: stable ids for JSON and translations.
std::string_view reason_kind_id(ReasonKind kind);

struct Explanation {
    rules::Action action;
    ReasonKind reason = ReasonKind::kUnexplained;
    /// Where the ships go or are (a planet of Entanglion: both ships; elsewhere see `positions`).
    std::optional<ShipPositions> positions;
    std::optional<rules::Component> component;  ///< the component aimed at
    /// The detection risk of the choice as risk_numerator / risk_denominator (a d8: n/8; with
    /// Magnetic Shielding's second chance n/64), when the choice faces a check.
    std::optional<int> risk_numerator;
    int risk_denominator = 8;
    int turns = 0;         ///< plies (turns of either player) the route plan needs, when it has one
    int value = 0;         ///< a roll (kKeepRoll, kReroll) or a count of outcomes (kHeisenberg)
    int option_count = 0;  ///< kRandomChoice, kSearchBest: how many legal actions there were
    int playouts = 0;      ///< kSearchBest: the playouts the chosen action got
    int wins = 0;          ///< kSearchBest: how many of them the team won
    friend bool operator==(const Explanation&, const Explanation&) = default;
};

/// One English sentence naming the player and the action first, e.g.
/// "Rubicon plays H: both ships to OMEGA TWO, which holds Quantum Gates; detection risk 2/8".
std::string format_explanation(const Explanation& explanation);

/// "plays H", "retrieves", "plays Heisenberg", "keeps the roll 5", ...: the action in words.
std::string describe_action(const rules::Action& action);

}  // namespace entanglion::policies
