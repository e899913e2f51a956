#pragma once
/// Internal to the rules engine: the Resolver turns one action into all its consequences by running
/// a stack of small tasks stored in the GameState (so a state can stop at any player decision, be
/// copied, compared and resumed). resolver.cpp handles actions and decision answers;
/// resolver_steps.cpp the tasks and the rule pieces they share.

#include <vector>

#include "game/rules/game_state.h"

namespace entanglion::rules {

enum TaskKind : std::uint8_t {
    kEndTurn,
    kNextTurn,
    kFill,            // arg: FillTarget; draws until the target holds its number of cards
    kRoll,            // arg: RollPurpose; rolls the d8 (Magnetic Shielding may suspend)
    kOrbitalCheck,    // orbital defenses after arriving at a new Entanglion planet
    kOrbitalResolve,  // compares last_roll_
    kGroundResolve,
    kProbeResolve,
    kRaiseDetection,      // +1
    kQuantumEvent,        // arg: 0 control full, 1 detection
    kDrawEvent,
    kClearControl,
    kSpookyResolve,  // arg: component
    kHeisenbergResolve,
    kBennettDecide,
    kMechanicDecide,
    kMechanicEnd,
    kQuantumGatesDecide,
    kDiscardToLimit,
};

enum FillTarget : std::uint8_t { kFillHand, kFillDrawn3, kFillDrawn2 };

class Resolver {
public:
    Resolver(GameState& s, ChanceSource& chance, std::vector<GameEvent>* events)
        : s_(s), chance_(chance), events_(events) {}

    void start(const Action& action);
    void run();

    // The turn actions, one function each: turn_action() dispatches to them, and
    // GameState::apply_turn_option calls them directly by index.
    void interconnect_swap(Ship me, EngineCard give, EngineCard take);
    void navigate_action(Ship me, EngineCard card);
    void exchange_action(Ship me, EngineCard card);
    void retrieve_action(Ship me);
    void event_action(Ship me, EventCard event);

private:
    using Task = GameState::Task;

    void push(TaskKind kind, Ship player, std::uint8_t arg = 0) {
        s_.tasks_.push_back(Task{static_cast<std::uint8_t>(kind), player, arg});
    }
    void decide(DecisionKind kind, Ship player) {
        s_.decision_ = PendingDecision{};
        s_.decision_.kind = kind;
        s_.decision_.player = player;
    }
    GameEvent& emit(GameEventType type, Ship player) {
        events_->push_back(GameEvent{});
        GameEvent& e = events_->back();
        e.type = type;
        e.player = player;
        return e;
    }
    bool logging() const { return events_ != nullptr; }
    /// When logging, records that `me` bypassed orbital defenses and returns the event for the
    /// caller to name what did it: a component (`by` 1) or an event card (`by` 2), as
    /// describe_event reads it. Null when not logging.
    GameEvent* log_orbital_bypass(Ship me, int by) {
        if (!logging()) return nullptr;
        GameEvent& e = emit(GameEventType::kDefenseBypassed, me);
        e.defense = DefenseKind::kOrbital;
        e.value = by;
        return &e;
    }

    /// Runs one task, given its fields (see docs/performance.md#resolver for why not the Task).
    void step(TaskKind kind, Ship me, std::uint8_t arg);
    /// The kFill task: draws until `target` holds its number of cards; on a PROBE whose roll waits on
    /// a decision, re-queues itself below the PROBE check and returns.
    void fill(Ship me, FillTarget target);
    /// The kNextTurn task: the other player's turn begins.
    void next_turn() {
        s_.current_ = other(s_.current_);
        ++s_.turn_;
        s_.action_taken_ = false;
        s_.interconnect_used_ = false;
        s_.control_filled_this_turn_ = false;
        if (logging()) emit(GameEventType::kTurnStarted, s_.current_).value = s_.turn_;
    }
    /// Every turn action ends here: when nothing waits (no task or decision) the turn ends at once,
    /// otherwise the kEndTurn task goes to the bottom of the stack, below all the action left.
    void finish_turn_action(Ship me) {
        if (s_.status_ != GameStatus::kInProgress) return;
        if (s_.tasks_.empty() && s_.decision_.kind == DecisionKind::kNone) {
            end_turn(me);
            return;
        }
        s_.tasks_.insert_at(0, Task{kEndTurn, me, 0});
    }
    /// The kEndTurn task's work: the next turn, or first a quantum event if engine control filled.
    void end_turn(Ship me) {
        if (s_.control_filled_this_turn_) {
            end_turn_with_quantum_event(me);
            return;
        }
        next_turn();
    }
    void end_turn_with_quantum_event(Ship me);
    /// The kQuantumEvent task's work: draws an event card now; clearing engine control waits on
    /// the stack below what the card brings.
    void quantum_event(Ship me, std::uint8_t cause);
    /// The kDrawEvent task's work: draws and keeps or resolves an event card.
    void draw_event(Ship me);
    /// The kQuantumGatesDecide task's work: keep the one card drawn, or decide between two.
    void quantum_gates_decide(Ship me);
    /// The kClearControl task's work: engine control goes to the discard pile.
    void clear_control(Ship me);
    /// True, having popped it, when the task on top is `kind` and run() would run it next (the game
    /// goes on, no decision waits): the caller that pushed it runs it now, without the dispatch.
    bool pop_if_next(TaskKind kind) {
        if (s_.status_ != GameStatus::kInProgress || s_.decision_.kind != DecisionKind::kNone ||
            s_.tasks_.empty() || s_.tasks_.back().kind != kind) {
            return false;
        }
        s_.tasks_.pop_back();
        return true;
    }
    void answer(const Action& action);
    void turn_action(const Action& action);

    // Pieces of the rules.
    /// Plays a navigation card: engine control, the gate, the move. Returns true when the ships
    /// arrived at a new Entanglion planet and orbital defenses are due (never for The Mechanic).
    bool navigate(Ship player, EngineCard card, bool mechanic);
    /// Moves both ships (a jump, not a gate): the live state becomes the planets' state.
    void move_ships(const ShipPositions& to);
    /// A PROBE just drawn: discarded and checked at once (roll and resolve, no task round trip).
    /// Returns false when drawing must stop: a Magnetic Shielding decision on the roll (the
    /// kProbeResolve task is then on top of the stack) or the game ended.
    bool resolve_drawn_probe(Ship player);
    /// The kOrbitalCheck task's work: Quantum Programming's bypass, the Quantum Tunnel decision, or
    /// the roll.
    void orbital_check(Ship me);
    /// A Retrieve's ground defenses: the Quantum Tunnel decision or the roll.
    void ground_check(Ship me);
    /// The kRoll task's work: rolls the d8 into last_roll_. Returns true when a Magnetic Shielding
    /// decision is now pending (the roll's consumer must then wait on the task stack).
    bool roll_die(Ship roller, RollPurpose purpose);
    /// The kOrbitalResolve / kGroundResolve / kProbeResolve tasks' work, on last_roll_.
    void resolve_check(TaskKind kind, Ship player);
    /// Roll then resolve, with the same effects as pushing the resolve task and the roll task and
    /// running them through the loop: the resolve waits on the stack only when Magnetic Shielding
    /// makes its holder decide on the roll first.
    void roll_and_resolve(TaskKind resolve, Ship player, RollPurpose purpose) {
        if (roll_die(player, purpose)) {
            push(resolve, player);
            return;
        }
        resolve_check(resolve, player);
    }
    /// The engine stack is rebuilt from the discard pile the moment it runs out (checked after every
    /// draw).
    void refill_stack_if_empty() {
        if (s_.engine_stack_.empty() && !s_.engine_discard_.empty()) reshuffle_discard_into_stack();
    }
    void reshuffle_discard_into_stack();
    /// The roll with the roller's Quantum Error Correction (+1) and Control Infrastructure (-1).
    int modified(Ship roller) const;
    /// Fills a defense event's bare `roll` and the modifiers (source and delta) behind `value`.
    void record_modifiers(GameEvent& e, Ship roller) const;
    /// The components on `roller`'s ship that change its defense rolls, in order; returns how many.
    int roll_modifiers(Ship roller, std::array<RollModifier, kMaxRollModifiers>& out) const;
    /// The roll Heisenberg and Spooky Action count with (see interpretations.h).
    int counting_roll(Ship roller) const;
    void change_detection(int to);
    void take_component(Ship player, Component component);
    void give_component_to_ship(Component component, Ship ship);
    void rebuild_event_deck();
    /// After a detection with no Physical Qubits choice: measure both ships (quantum rules) or roll
    /// the Centarious die for both (board rules), then place them.
    void measure_or_roll_placement(Ship player);
    void place_after_detection(Ship player, int mercurial_bit, int rubicon_bit);
    void finish(GameStatus status);

    GameState& s_;
    ChanceSource& chance_;
    std::vector<GameEvent>* events_;
};

}  // namespace entanglion::rules
