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
    kDetectionPlacement,  // ships jump to Centarious
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

    // The turn actions, one function each: turn_action() dispatches to them, and the random
    // policy (GameState::apply_random_legal) calls them directly from its pick.
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

    void step(Task task);
    /// The kFill task: draws until its target holds its number of cards; on PROBE re-queues itself
    /// above the PROBE check and returns.
    void fill(Task task);
    /// The kNextTurn task: the other player's turn begins.
    void next_turn();
    /// Navigate and Exchange end here when ending the turn is all that is left (no PROBE, defense,
    /// decision or full engine control intervened): the same effects as running the kEndTurn task
    /// through the loop, without the loop.
    void end_turn_if_only_task_left();
    void answer(const Action& action);
    void turn_action(const Action& action);

    // Pieces of the rules.
    void navigate(Ship player, EngineCard card, bool mechanic);
    /// Moves both ships (a jump, not a gate): the live state becomes the planets' state.
    void move_ships(const ShipPositions& to);
    /// Draws one card into `target`. A PROBE is checked at once (roll and resolve, no task round
    /// trip). Returns false when the fill must stop: a Magnetic Shielding decision on the PROBE roll
    /// (the kProbeResolve task is then on top of the stack) or the game ended.
    bool draw_one(Ship player, FillTarget target);
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
    void refill_stack_if_empty();
    /// The roll with the roller's Quantum Error Correction (+1) and Control Infrastructure (-1).
    int modified(Ship roller) const;
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
