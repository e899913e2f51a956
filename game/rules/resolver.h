#pragma once
/// Internal to the rules engine: the Resolver turns one action into all its consequences by running
/// a stack of small tasks stored in the GameState (so a state can stop at any player decision, be
/// copied, compared and resumed). resolver.cpp holds the loop, the dispatch, the actions and the
/// decision answers; resolver_steps.cpp each task's work and the rule pieces they share.

#include <initializer_list>
#include <iterator>
#include <vector>

#include "game/rules/game_state.h"

namespace entanglion::rules {

/// The steps of the rules. A step does its own work and adds the steps that follow it (Resolver::then,
/// in the order they run); only the loop (Resolver::run) takes the next step, running it until a
/// decision or a chance node waits, the game ends or none is left. No step looks past the next: the
/// order of effects is the stack's.
enum class TaskKind : std::uint8_t {
    kEndTurn,  // the next turn, after a quantum event if engine control filled this turn
    kNextTurn,
    kFill,            // (FillTarget) draws until the target holds its number of cards
    kRoll,            // (RollPurpose) rolls the d8 (Magnetic Shielding may then decide)
    kOrbitalCheck,    // orbital defenses after arriving at a new Entanglion planet
    kGroundCheck,     // a Retrieve's ground defenses
    kOrbitalResolve,  // compares last_roll_
    kGroundResolve,
    kProbeResolve,
    kPlaceShips,      // after an orbital detection: Physical Qubits' choice, or measure / roll
    kRaiseDetection,  // +1
    kQuantumEvent,    // (QuantumEventCause)
    kDrawEvent,
    kClearControl,
    kSpookyResolve,  // (Component) moves the picked component
    kHeisenbergResolve,
    kBennettDecide,
    kMechanicDecide,
    kMechanicEnd,
    kQuantumGatesDecide,
    kDiscardToLimit,
    // The setup of a new game (chance_node.h lists its chance nodes).
    kPlaceComponent,     // a placement chance node for the next Entanglion planet clockwise from OMEGA ZERO
    kFirstPlayerRolls,   // both players roll the d8, Mercurial first
    kChooseFirstPlayer,  // the higher roll goes first; a tie rolls again
    kPlaceShipAtStart,   // the ship's Centarious die
    kEndSetup,
};

class Resolver {
public:
    Resolver(GameState& s, std::vector<GameEvent>* events) : s_(s), events_(events) {}

    void start(const Action& action);
    /// Runs the task stack until a decision or a chance node waits, the game ends or no task is left.
    void run();
    /// Applies `outcome` to the pending chance node. Precondition: s.at_chance_node() and `outcome`
    /// is one of its outcomes.
    void chance_outcome(const ChanceOutcome& outcome);
    /// chance_outcome(ChanceOutcome::engine_draw(card)): the most frequent node (the replacement
    /// card after most actions), which the kernel's sampler applies without the dispatch on the
    /// node's kind. Precondition: the pending node is an engine draw that may reveal `card`.
    void engine_draw_outcome(EngineCard card);
    /// Pushes the setup of a new game: the first task is the first planet's placement chance node.
    void start_setup();

    // The turn actions, one function each: turn_action() dispatches to them.
    void interconnect_swap(Ship me, EngineCard give, EngineCard take);
    void navigate_action(Ship me, EngineCard card);
    void exchange_action(Ship me, EngineCard card);
    void retrieve_action(Ship me);
    void event_action(Ship me, EventCard event);

private:
    using Task = GameState::Task;

    /// The steps, built by name with their typed argument (the only way a Task is made).
    struct Step {
        static constexpr Task of(TaskKind kind, Ship player) { return Task{kind, player, 0}; }
        static constexpr Task end_turn(Ship p) { return of(TaskKind::kEndTurn, p); }
        static constexpr Task next_turn(Ship p) { return of(TaskKind::kNextTurn, p); }
        static constexpr Task fill(Ship p, FillTarget target) {
            return Task{TaskKind::kFill, p, static_cast<std::uint8_t>(target)};
        }
        static constexpr Task roll(Ship p, RollPurpose purpose) {
            return Task{TaskKind::kRoll, p, static_cast<std::uint8_t>(purpose)};
        }
        static constexpr Task orbital_check(Ship p) { return of(TaskKind::kOrbitalCheck, p); }
        static constexpr Task ground_check(Ship p) { return of(TaskKind::kGroundCheck, p); }
        static constexpr Task orbital_resolve(Ship p) { return of(TaskKind::kOrbitalResolve, p); }
        static constexpr Task ground_resolve(Ship p) { return of(TaskKind::kGroundResolve, p); }
        static constexpr Task probe_resolve(Ship p) { return of(TaskKind::kProbeResolve, p); }
        static constexpr Task place_ships(Ship p) { return of(TaskKind::kPlaceShips, p); }
        static constexpr Task raise_detection(Ship p) { return of(TaskKind::kRaiseDetection, p); }
        static constexpr Task quantum_event(Ship p, QuantumEventCause cause) {
            return Task{TaskKind::kQuantumEvent, p, static_cast<std::uint8_t>(cause)};
        }
        static constexpr Task draw_event(Ship p) { return of(TaskKind::kDrawEvent, p); }
        static constexpr Task clear_control(Ship p) { return of(TaskKind::kClearControl, p); }
        static constexpr Task spooky_resolve(Ship p, Component picked) {
            return Task{TaskKind::kSpookyResolve, p, static_cast<std::uint8_t>(picked)};
        }
        static constexpr Task heisenberg_resolve(Ship p) { return of(TaskKind::kHeisenbergResolve, p); }
        static constexpr Task bennett_decide(Ship p) { return of(TaskKind::kBennettDecide, p); }
        static constexpr Task mechanic_decide(Ship p) { return of(TaskKind::kMechanicDecide, p); }
        static constexpr Task mechanic_end(Ship p) { return of(TaskKind::kMechanicEnd, p); }
        static constexpr Task quantum_gates_decide(Ship p) { return of(TaskKind::kQuantumGatesDecide, p); }
        static constexpr Task discard_to_limit(Ship p) { return of(TaskKind::kDiscardToLimit, p); }
        static constexpr Task place_component() { return of(TaskKind::kPlaceComponent, Ship::kMercurial); }
        static constexpr Task first_player_rolls() { return of(TaskKind::kFirstPlayerRolls, Ship::kMercurial); }
        static constexpr Task choose_first_player() { return of(TaskKind::kChooseFirstPlayer, Ship::kMercurial); }
        static constexpr Task place_ship_at_start(Ship p) { return of(TaskKind::kPlaceShipAtStart, p); }
        static constexpr Task end_setup() { return of(TaskKind::kEndSetup, Ship::kMercurial); }
        // The argument, read as the type its step was built with.
        static FillTarget fill_target(Task t) { return static_cast<FillTarget>(t.arg); }
        static RollPurpose roll_purpose(Task t) { return static_cast<RollPurpose>(t.arg); }
        static QuantumEventCause cause(Task t) { return static_cast<QuantumEventCause>(t.arg); }
        static Component picked(Task t) { return static_cast<Component>(t.arg); }
    };
    /// Adds `steps` to run in the order listed, before any step already waiting.
    void then(std::initializer_list<Task> steps) {
        for (auto it = std::rbegin(steps); it != std::rend(steps); ++it) s_.tasks_.push_back(*it);
    }
    /// then({Step::fill(me, FillTarget::kHand), rest...}) with the fill run at once: the replacement
    /// card a Navigate or an Exchange draws first needs no trip through the stack (its draw
    /// suspends; `rest` waits on the stack as it would).
    void fill_then(Ship me, std::initializer_list<Task> rest) {
        then(rest);
        fill(me, FillTarget::kHand);
    }
    /// Suspends resolution on a chance node (chance_node.h); the step that asks must return at once.
    void request(ChanceKind kind, Ship player, RollPurpose purpose = RollPurpose::kOrbitalDefense,
                 bool reroll = false) {
        s_.chance_ = PendingChance{true, kind, player, purpose, reroll};
    }
    void decide(DecisionKind kind, Ship player) {
        s_.decision_ = PendingDecision{};
        s_.decision_.kind = kind;
        s_.decision_.player = player;
    }
    /// Appends an event to the log. Call only when logging(): a step that does not log builds no
    /// payload.
    void emit(Ship player, GameEventPayload payload);
    bool logging() const { return events_ != nullptr; }

    /// Runs one step.
    void step(Task task);
    /// The kFill task: draws until `target` holds its number of cards, one draw chance node at a
    /// time (engine_card_drawn goes on).
    void fill(Ship me, FillTarget target);
    /// A draw's outcome: the card goes where the fill puts it and the fill goes on. A PROBE drawn is
    /// discarded and checked: its roll and resolve, then the rest of the fill, go on the stack.
    void engine_card_drawn(Ship me, FillTarget target, std::size_t want, EngineCard card);
    /// A PROBE drawn (about one draw in 24): out of line, so the common draw stays small.
    [[gnu::noinline]] void probe_drawn(Ship me, FillTarget target);
    /// The next card of a fill that wants `want` cards in `target`: a draw chance node (none when
    /// every engine card is in a hand or in engine control).
    void request_engine_draw(Ship me, FillTarget target, std::size_t want);
    /// The kEndTurn task: the next turn, after a quantum event if engine control filled this turn.
    void end_turn(Ship me);
    /// The kNextTurn task: the other player's turn begins.
    void next_turn();
    /// The kRaiseDetection task: +1 on the detection track.
    void raise_detection();
    /// The kBennettDecide task: the give-or-take decision, when a component is on a ship.
    void bennett_decide(Ship me);
    /// The kDiscardToLimit task: the Dilution Refrigerator decision while the hand holds too many.
    void discard_to_limit(Ship me);
    /// The kQuantumEvent task: an event card is drawn, then engine control is cleared.
    void quantum_event(Ship me, QuantumEventCause cause);
    /// The kDrawEvent task: a draw chance node on the event deck (rebuilt first when empty).
    void draw_event(Ship me);
    /// A draw's outcome: the event card is kept or resolved.
    void event_card_drawn(Ship me, EventCard card);
    /// The kQuantumGatesDecide task: keep the one card drawn, or decide between two.
    void quantum_gates_decide(Ship me);
    /// The kClearControl task: engine control goes to the discard pile.
    void clear_control(Ship me);
    /// Spooky Action's pick (a chance node among the drawing ship's components): the roll, then
    /// the kSpookyResolve task moving `picked`.
    void component_picked(Ship me, Component picked);
    /// The kSpookyResolve task: `component` goes to the planet the roll counts to.
    void spooky_resolve(Ship me, Component component);
    /// The kHeisenbergResolve task: both ships jump to the planet the roll counts to.
    void heisenberg_resolve(Ship me);
    /// The kMechanicDecide task: the next card to play, or the end when two were played or none is left.
    void mechanic_decide(Ship me);
    /// The kMechanicEnd task: the cards drawn aside are discarded and the hand comes back.
    void mechanic_end(Ship me);
    void answer(const Action& action);
    void turn_action(const Action& action);

    // Pieces of the rules.
    /// Plays a navigation card: engine control, the gate, the move. Returns true when the ships
    /// arrived at a new Entanglion planet and orbital defenses are due (never for The Mechanic).
    bool navigate(Ship player, EngineCard card, bool mechanic);
    /// Moves both ships (a jump, not a gate): the live state becomes the planets' state.
    void move_ships(const ShipPositions& to);
    /// The kOrbitalCheck task: Quantum Programming's bypass, the Quantum Tunnel decision, or the roll
    /// and its resolve.
    void orbital_check(Ship me);
    /// The kGroundCheck task: the Quantum Tunnel decision, or the roll and its resolve.
    void ground_check(Ship me);
    /// The kRoll task: a d8 chance node; its outcome (die_rolled) goes into last_roll_, then the
    /// Magnetic Shielding decision when its holder rolled.
    void roll_die(Ship roller, RollPurpose purpose) { request(ChanceKind::kEntanglionDie, roller, purpose); }
    void die_rolled(const PendingChance& request, int roll);
    /// The kOrbitalResolve / kGroundResolve / kProbeResolve steps: `defense` on last_roll_.
    void resolve_check(DefenseKind defense, Ship player);
    /// The kPlaceShips task: Physical Qubits lets its holder choose, otherwise measure or roll.
    void place_ships(Ship player);
    /// The engine stack is rebuilt from the discard pile the moment it runs out (checked after every
    /// draw). No chance: the discard pile's cards become the stack's counts.
    void refill_stack_if_empty() {
        if (s_.engine_stack_.empty() && !s_.engine_discard_.empty()) reshuffle_discard_into_stack();
    }
    void reshuffle_discard_into_stack();
    /// The roll with the roller's Quantum Error Correction (+1) and Control Infrastructure (-1).
    int modified(Ship roller) const;
    /// A defense check's record: the bare roll, the modifiers (source and delta), the result.
    event::DefenseCheck defense_check(DefenseKind defense, Ship roller, int result, int rate) const;
    /// The components on `roller`'s ship that change its defense rolls, in order; returns how many.
    int roll_modifiers(Ship roller, std::array<RollModifier, kMaxRollModifiers>& out) const;
    /// The roll Heisenberg and Spooky Action count with (see interpretations.h).
    int counting_roll(Ship roller) const;
    /// Moves the track to `to` (clamped); reaching X loses the game, `cause` saying why.
    void change_detection(int to, LossCause cause);
    void take_component(Ship player, Component component);
    void give_component_to_ship(Component component, Ship ship);
    /// Quantum Shuffle (or an empty deck): the deck is rebuilt as in setup. No chance: the cards
    /// gathered become the deck's counts, Quantum Shuffle in its setup place.
    void rebuild_event_deck();
    /// After a detection with no Physical Qubits choice: a chance node measuring both ships (quantum
    /// rules) or rolling the Centarious die for both (board rules); its outcome (placement_decided)
    /// places them.
    void measure_or_roll_placement(Ship player) {
        request(s_.variant_ == RulesVariant::kQuantum ? ChanceKind::kMeasurement : ChanceKind::kCentariousDie, player,
                RollPurpose::kPlacement);
    }
    void placement_decided(const PendingChance& request, int value);
    void place_after_detection(int mercurial_bit, int rubicon_bit);
    void finish(GameStatus status);

    // The setup's steps (resolver_setup.cpp).
    /// The kPlaceComponent task: a chance node for the component of planet `index` clockwise.
    void place_component_request(int index);
    void component_placed(Component component);
    /// The kChooseFirstPlayer task: the higher of both rolls goes first; a tie rolls again.
    void choose_first_player();
    /// A setup ship placement's outcome: `ship` goes to ZERO (0) or ONE (1).
    void ship_placed_at_start(Ship ship, int bit);
    /// The kEndSetup task: the game begins with the first player's turn.
    void end_setup();

    GameState& s_;
    std::vector<GameEvent>* events_;
};

}  // namespace entanglion::rules
