#pragma once
/// The rules of Entanglion as a state machine (OpenSpiel style). A GameState answers whose turn it
/// is, who must act now, which actions are legal (each carrying every choice it needs), whether a
/// decision is pending, and whether the game is over and how. Actions and chance outcomes are the only
/// way to change it: an illegal action is rejected with a reason and changes nothing; a legal one is
/// resolved step by step until the next chance node (chance_node.h), player choice (a new turn or a
/// pending decision) or the end of the game. The state holds no generator and no hidden order: the
/// face-down piles are counts (hidden_pile.h), and a new game starts at the setup's first chance
/// node. Whoever drives a game answers the chance nodes (sample_chance_outcome in chance_sampler.h
/// samples one); the state keeps its history, every action and outcome applied.
///
/// A turn: an optional Qubit Interconnect swap (free), then exactly one of Navigate, Exchange,
/// Retrieve, Event. Navigation applies the real gate Gate{gate_kind_of(card), player} to the live
/// two-qubit state; in the default board variant the printed board decides where ships go (and a
/// "quantum note" event explains any disagreement), in the quantum variant the state does.
/// Invariant after every action: the live state equals, up to global phase, the board's state of the
/// ships' positions.

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "game/board/board.h"
#include "game/rules/action.h"
#include "game/rules/cards.h"
#include "game/rules/chance.h"
#include "game/rules/chance_node.h"
#include "game/rules/decision.h"
#include "game/rules/game_event.h"
#include "game/rules/hidden_pile.h"
#include "game/rules/illegal_move.h"
#include "game/rules/setup.h"
#include "statevector/state.h"
#include "util/fixed_vector.h"

namespace entanglion::rules {

enum class GameStatus : std::uint8_t { kInProgress, kWon, kLost };
std::string_view game_status_id(GameStatus status);  ///< "in_progress", "won", "lost"

/// What raised the detection track to X in a lost game (GameState::loss_cause()).
enum class LossCause : std::uint8_t {
    kOrbital,    ///< an orbital defense detected the ships (a move onto an Entanglion planet)
    kGround,     ///< a ground defense detected them (a retrieval)
    kProbe,      ///< the roll for a drawn PROBE failed
    kEventCard,  ///< a quantum event card (Schrödinger)
    kNotLost,    ///< the game is not lost
};
inline constexpr int kLossCauseCount = 4;         ///< the causes before kNotLost
std::string_view loss_cause_id(LossCause cause);  ///< "orbital", "ground", "probe", "event_card", "not_lost"

/// Where a component is: on an Entanglion planet or on a ship.
struct ComponentLocation {
    bool on_ship = false;
    Ship ship = Ship::kMercurial;   ///< when on_ship
    Planet planet = Planet::kZero;  ///< when !on_ship
    friend bool operator==(const ComponentLocation&, const ComponentLocation&) = default;
};

using EngineHand = FixedVector<EngineCard, 3>;
using EnginePile = FixedVector<EngineCard, kEngineCardCount>;
using EventPile = FixedVector<EventCard, kEventCardCount>;
using ControlBoxes = FixedVector<ControlSlot, kControlSlots>;
/// The face-down piles: counts and the place the rulebook fixes (PROBE, Quantum Shuffle), no order.
using EngineStack = HiddenPile<EngineCard, kEngineCardKinds>;
using EventDeck = HiddenPile<EventCard, kEventCardCount>;

/// Precomputed navigation outcomes per (position, card, player) for a board; built once per board.
struct NavigationTable;
/// What is legal now, as sets (legal_options.h): the one source of legality.
struct LegalOptions;
/// Internal: turns actions and chance outcomes into their consequences (resolver.h).
class Resolver;
/// Internal: the kinds of step of resolution (resolver.h).
enum class TaskKind : std::uint8_t;
namespace internal {
/// Internal: the speed path of games played by a generator (internal/kernel.h, public in playout.h).
struct Kernel;
}  // namespace internal

/// One entry of a game's history (OpenSpiel's History()): a player's action, a chance outcome, or a
/// take-back of the last action still standing (take_back.h).
struct HistoryEntry {
    bool is_chance = false;
    Action action;          ///< when !is_chance: the action played, or with is_take_back the one taken back
    ChanceOutcome outcome;  ///< when is_chance
    /// Not an action played: `action`, the last action still standing, is taken back, and the cards it
    /// drew go back on top of their piles, known (GameState::take_back). is_chance is false.
    bool is_take_back = false;
    static HistoryEntry of(const Action& action) { return HistoryEntry{false, action, {}, false}; }
    static HistoryEntry of(const ChanceOutcome& outcome) { return HistoryEntry{true, {}, outcome, false}; }
    static HistoryEntry take_back_of(const Action& taken) { return HistoryEntry{false, taken, {}, true}; }
    /// A player's action played (not a chance outcome, not a take-back).
    bool is_action() const { return !is_chance && !is_take_back; }
    friend bool operator==(const HistoryEntry&, const HistoryEntry&) = default;
};

class GameState {
public:
    /// A new game by the rulebook's setup, at the setup's first chance node (chance_node.h lists
    /// them): the starting detection position by `difficulty` (1, 2 or 3), the engine stack with
    /// PROBE at the bottom, the event deck with Quantum Shuffle sixth. `board` must outlive the state.
    GameState(int difficulty, RulesVariant variant, const Board& board = Board::published());
    /// Starts a game from a setup. Precondition: validate_setup(setup) is empty (use create() to
    /// get the check). `board` must outlive the state.
    explicit GameState(const GameSetup& setup, const Board& board = Board::published());
    /// Validates and starts; on error returns nullopt with the problem in `error`.
    static std::optional<GameState> create(const GameSetup& setup, std::string* error,
                                           const Board& board = Board::published());

    // ---- whose turn, what is legal, how it ends ------------------------------------------------
    GameStatus status() const { return status_; }
    bool is_over() const { return status_ != GameStatus::kInProgress; }
    /// What raised the track to X when the game is lost; kNotLost otherwise.
    LossCause loss_cause() const { return loss_cause_; }
    /// The player whose turn it is.
    Ship current_player() const { return current_; }
    /// The player who must act now: the deciding player when a decision is pending, else current.
    Ship acting_player() const { return decision_.kind == DecisionKind::kNone ? current_ : decision_.player; }
    /// The pending decision (kind kNone when the current player chooses a turn action).
    const PendingDecision& pending_decision() const { return decision_; }
    /// What the acting player may do now, as sets: the one computation of legality that everything
    /// below reads (legal_options.h, which defines it; for policies that count).
    LegalOptions legal_options() const;
    /// Fills `out` with every legal action, in a stable order (legal_options(), listed); empty when
    /// the game is over.
    void legal_actions(ActionList& out) const;
    ActionList legal_actions() const;
    /// legal_actions().size() and legal_actions()[index], without building the list (a policy
    /// choosing by index). Precondition of legal_action: index < legal_action_count().
    unsigned legal_action_count() const;
    Action legal_action(unsigned index) const;
    /// True when `action` is legal now (one of legal_options()); otherwise false with the reason in
    /// `reason`, e.g. "RUBICON cannot play CNOT: hand is [X, H]".
    bool is_legal(const Action& action, std::string* reason = nullptr) const;
    /// The same test, with the reason as typed data for a caller that words it itself (the UI).
    bool is_legal(const Action& action, IllegalMove* why) const;
    // ---- chance nodes (chance_node.h) --------------------------------------------------------------
    /// True when the rules wait for chance (a die roll, a measurement, a pick, a draw) before anything
    /// else can happen.
    bool at_chance_node() const { return chance_.pending; }
    /// Who acts now: Actor::kChance at a chance node, else the acting player. (current_player() keeps
    /// its meaning: whose turn it is.)
    Actor actor() const {
        return chance_.pending ? Actor::kChance : static_cast<Actor>(static_cast<int>(acting_player()));
    }
    /// The request at a chance node (pending false elsewhere).
    const PendingChance& pending_chance() const { return chance_; }
    /// At a chance node, every possible outcome with its exact probability (they sum to 1): the d8
    /// faces 1..8 at 1/8, the Centarious die's 0 and 1 at 1/2, the Born-rule probabilities of the
    /// basis states of non-zero probability for a measurement, 1/n for each of the n components
    /// Spooky Action may pick, each card kind a draw may reveal with its probability from the
    /// pile's counts (engine_stack(), event_deck()). Empty elsewhere.
    ChanceOutcomeList chance_outcomes() const;
    /// The probability of `outcome` at this chance node (0 when it is not one of its outcomes or the
    /// state is not at a chance node), without building the list.
    double chance_probability(const ChanceOutcome& outcome) const;
    /// Applies a legal action and resolves it up to the next chance node, player choice or end of
    /// the game. Returns false and sets `error` (changing nothing) when the action is illegal.
    bool apply_until_chance(const Action& action, std::string* error = nullptr,
                            std::vector<GameEvent>* events = nullptr);
    /// At a chance node, applies `outcome` (one of chance_outcomes(), compared by kind and value)
    /// and resumes resolution up to the next chance node, player choice or end of the game. Returns
    /// false and sets `error` (changing nothing) when the state is not at a chance node or the
    /// outcome is not possible there.
    bool apply_chance_outcome(const ChanceOutcome& outcome, std::string* error = nullptr,
                              std::vector<GameEvent>* events = nullptr);
    /// Takes back the last action still standing, `taken` (take_back.h decides when it may be): this
    /// state becomes `before`, the state ahead of that action, except that the cards the action drew
    /// (`drawn`: its engine and event draws, in the order drawn) lie on top of their piles, known to
    /// both players, above any cards known to lie there now. The history keeps what was played and
    /// gains a take-back entry of `taken`. Returns false and sets `error` (changing nothing) when the
    /// piles do not hold the drawn cards as before less those drawn (a pile was rebuilt since). The
    /// events: ActionTakenBack, then a put-back for each card, the last drawn first, then TurnStarted
    /// when the action had ended the turn (the turn it was played in begins again).
    bool take_back(const GameState& before, const Action& taken, std::span<const ChanceOutcome> drawn,
                   std::string* error = nullptr, std::vector<GameEvent>* events = nullptr);
    // ---- the board --------------------------------------------------------------------------------
    RulesVariant variant() const { return variant_; }
    const Board& board() const { return *board_; }
    const ShipPositions& positions() const { return positions_; }
    /// Where playing engine `card` for `ship` would take the ships now, by this game's rules variant
    /// (the engine's own navigation table, the same the move uses); nullopt when the ships would not
    /// move (no printed path, PROBE) so a UI can preview a card without re-deriving the rules.
    std::optional<ShipPositions> navigation_destination(EngineCard card, Ship ship) const;
    /// The live two-qubit state of the ships (|Mercurial Rubicon> order).
    const TwoQubitState& live_state() const { return live_; }
    /// 0..11 on the track `1 2 2 3 3 4 4 5 5 6 7 X`.
    int detection_position() const { return detection_; }
    /// The value a roll must beat; 0 at X.
    int detection_value() const;
    /// Planets are indexed like kClockwiseEntanglion; nullopt outside Entanglion or when empty.
    std::optional<Component> component_on(Planet planet) const {
        const int c = planet_component_[static_cast<int>(planet)];
        if (c < 0) return std::nullopt;
        return static_cast<Component>(c);
    }
    const ComponentLocation& location_of(Component component) const { return components_[static_cast<int>(component)]; }
    bool ship_has(Ship ship, Component component) const {
        const ComponentLocation& loc = components_[static_cast<int>(component)];
        return loc.on_ship & (loc.ship == ship);
    }
    /// The components on `ship`, in component order.
    FixedVector<Component, kComponentCount> components_of(Ship ship) const;
    int components_collected() const { return collected_; }

    // ---- cards ----------------------------------------------------------------------------------
    const EngineHand& hand(Ship ship) const { return hands_[static_cast<int>(ship)]; }
    /// 3, or 2 for a ship holding Dilution Refrigerator.
    int hand_limit(Ship ship) const { return ship_has(ship, Component::kDilutionRefrigerator) ? 2 : 3; }
    const FixedVector<EventCard, 4>& event_hand(Ship ship) const { return event_hands_[static_cast<int>(ship)]; }
    /// The engine stack: how many cards of each kind, and PROBE's place while it is known (the first
    /// stack's bottom). Its order is not part of the game.
    const EngineStack& engine_stack() const { return engine_stack_; }
    /// Engine discard pile, index 0 = bottom.
    const EnginePile& engine_discard() const { return engine_discard_; }
    const ControlBoxes& engine_control() const { return control_; }
    /// The event deck: which cards, and Quantum Shuffle's place while it is known (sixth from the top
    /// when built as in setup). Its order is not part of the game.
    const EventDeck& event_deck() const { return event_deck_; }
    const EventPile& event_discard() const { return event_discard_; }
    /// The Mechanic: the player's hand set aside while it resolves (empty otherwise).
    const EngineHand& set_aside_hand() const { return set_aside_; }

    // ---- progress -------------------------------------------------------------------------------
    /// 1 for the first turn.
    int turn_number() const { return turn_; }
    /// Actions applied since the setup (turn actions, free actions and decisions).
    int actions_applied() const { return actions_applied_; }
    /// True once the current player has taken the turn's one action (a decision may still be open).
    bool action_taken() const { return action_taken_; }
    /// True while a new game's setup is being dealt (only chance acts then).
    bool in_setup() const { return in_setup_; }
    /// Every action and chance outcome applied since the state was constructed, in order (OpenSpiel's
    /// History()): applying them again to the same starting state rebuilds this one. Empty for a
    /// game nobody replays, whose history the simulation dropped (rules::forget_history, playout.h).
    const std::vector<HistoryEntry>& history() const { return history_; }

    /// Checks every invariant: 24 engine cards and 9 event cards accounted for, 8 components each
    /// in one place, detection within the track, valid positions, live state equal (up to phase) to
    /// the board's state of the positions, normalised; status consistent with components and track.
    /// Returns an empty string when all hold, else the first broken one.
    std::string check_invariants() const;

    /// Compares everything that defines the position (the board by address); not the history, so
    /// two ways to the same position compare equal.
    friend bool operator==(const GameState& a, const GameState& b);

private:
    /// One step of resolution: its kind, for whom, and its one argument, kept in a byte and built
    /// and read only as its own type (Resolver::Step); the resolver keeps a stack of them.
    struct Task {
        TaskKind kind{};
        Ship player = Ship::kMercurial;
        std::uint8_t arg = 0;
        friend bool operator==(const Task&, const Task&) = default;
    };

    friend class Resolver;
    friend struct internal::Kernel;

    // The stepped API's resolution (resolver.cpp): each runs up to the next chance node, player
    // choice or end. Preconditions: the action is legal; `value` is one of the pending chance node's
    // outcomes (a die face, a basis index, a component, a card).
    void resolve_action(const Action& action, std::vector<GameEvent>* events);
    void resolve_chance(const ChanceOutcome& outcome, std::vector<GameEvent>* events);

    /// Moves a component and keeps the per-planet lookup and the collected count in step.
    void place_component(Component component, const ComponentLocation& location);
    /// False only for a component a new game's setup has not laid yet.
    bool placed(Component component) const {
        const ComponentLocation& loc = components_[static_cast<int>(component)];
        return loc.on_ship || planet_component_[static_cast<int>(loc.planet)] == static_cast<std::int8_t>(component);
    }

    // The pieces of a turn's options (legal_options.h).
    /// Bit k: the ship's hand holds engine card kind k.
    unsigned hand_kinds(Ship ship) const;
    /// Bit c: event card c may be played as the turn action.
    unsigned playable_events(Ship ship) const;
    /// The ships orbit an Entanglion planet with a component on it.
    bool retrieve_offered() const;
    /// Qubit Interconnect swaps are on offer to `ship` (before its action).
    bool interconnect_offered(Ship ship) const;
    /// legal_options() on a turn, without looking at the decision or the status.
    /// Precondition: !is_over() and no decision pending.
    LegalOptions turn_options() const;
    /// legal_options() while a decision is pending (legality.cpp).
    LegalOptions decision_options() const;
    /// Why `action` is not among `options` (this state's legal_options()): the refusal's kind and
    /// the facts it names. Precondition: !options.allows(action).
    IllegalMove refusal(const LegalOptions& options, const Action& action) const;

    const Board* board_;
    const NavigationTable* nav_;
    RulesVariant variant_;
    GameStatus status_ = GameStatus::kInProgress;
    LossCause loss_cause_ = LossCause::kNotLost;
    Ship current_;
    PendingDecision decision_;
    PendingChance chance_;
    ShipPositions positions_;
    TwoQubitState live_;
    int detection_;
    std::array<ComponentLocation, kComponentCount> components_;
    /// Derived from components_: the component on each planet (-1: none), and how many are on ships.
    std::array<std::int8_t, kPlanetCount> planet_component_;
    int collected_ = 0;
    std::array<EngineHand, 2> hands_;
    EngineHand set_aside_;
    std::array<FixedVector<EventCard, 4>, 2> event_hands_;
    EngineStack engine_stack_;
    EnginePile engine_discard_;
    ControlBoxes control_;
    EventDeck event_deck_;
    EventPile event_discard_;
    FixedVector<Task, 32> tasks_;
    /// Cards drawn but not yet in a hand: The Mechanic's three, Quantum Gates' two.
    FixedVector<EngineCard, 3> drawn_;
    int mechanic_played_ = 0;
    int last_roll_ = 0;
    int turn_ = 1;
    int actions_applied_ = 0;
    bool action_taken_ = false;
    bool interconnect_used_ = false;
    bool control_filled_this_turn_ = false;
    bool in_setup_ = false;
    /// Setup: how many Entanglion planets have their component (the next placement's planet index).
    std::uint8_t components_placed_ = kComponentCount;
    /// Setup: each player's last d8 for the first player, and how many times both rolled.
    std::array<std::uint8_t, 2> first_player_rolls_{};
    std::uint8_t first_player_rounds_ = 0;
    std::vector<HistoryEntry> history_;
    bool keep_history_ = true;  ///< false: a simulated game or a search playout (Kernel::forget_history)
    static constexpr std::size_t kHistoryReserve = 1024;
    void append_history(const HistoryEntry& entry) {
        if (keep_history_) [[likely]]
            history_.push_back(entry);
    }
};

}  // namespace entanglion::rules
