// Resolution of actions: the task stack that turns one player action into every consequence the
// rules demand, in order, stopping at each player decision. The stack is the only sequencing: an
// action or a step lists the steps that follow in the order they run (then), and the loop in run()
// runs them.
//
// Rules implemented here (rulebook + rules-reference.md):
// - Navigate: the card goes into the next engine control box on the player's line (the 6th box
//   filled triggers a quantum event at the end of the turn), the gate is applied, a replacement is
//   drawn, then an orbital defense check follows if the ships arrived at a NEW Entanglion planet.
// - Exchange: discard, draw (Quantum Gates: draw two, keep one). Retrieve: ground defense check.
// - Event: Bennett (give/take), Heisenberg (roll, count clockwise from OMEGA ZERO, no defenses),
//   The Mechanic (hand aside, draw 3, play 0-2 without orbital defenses, discard the rest).
// - Orbital check: d8 (+QEC -CI) > rate evades; else the ships jump to Centarious (Centarious die;
//   Physical Qubits lets the mover choose; quantum variant measures), +1 rate, a quantum event.
//   Quantum Programming skips it when the destination holds no component; Quantum Tunnel skips it.
// - PROBE, whenever drawn: d8 (+QEC -CI) below 4 means +1 rate; PROBE is discarded, a replacement drawn.
// - Quantum event: draw an event card (held ones go to the drawing player's hand, the others resolve:
//   Bit Flip Error, Quantum Shuffle, Schrödinger, Spooky Action, Wave Function Collapse), then clear
//   engine control into the discard pile.
// - The engine stack is rebuilt from the shuffled discard pile the moment it runs out.
// - Magnetic Shielding: after each of its holder's d8 rolls, keep or roll once more.
// - Win: all 8 components on ships. Loss: the track reaches X. Both end the game at once.

#include <algorithm>
#include <cassert>
#include <string>

#include "game/rules/chance_sampler.h"
#include "game/rules/game_state.h"
#include "game/rules/internal/kernel.h"
#include "game/rules/interpretations.h"
#include "game/rules/navigation.h"
#include "game/rules/playout.h"
#include "game/rules/resolver.h"

namespace entanglion::rules {

// ---- entry points ---------------------------------------------------------------------------------
// Each runs the resolver up to the next chance node, player choice or end of the game. The stepped
// API (apply_until_chance, apply_chance_outcome) checks its input and calls them.

void GameState::resolve_action(const Action& action, std::vector<GameEvent>* events) {
    assert(legal_options().allows(action));
    append_history(HistoryEntry::of(action));
    Resolver resolver(*this, events);
    ++actions_applied_;
    resolver.start(action);
    resolver.run();
    // The invariants (cards, components, track, the live state equal to the board's state of the
    // positions) hold after every step; debug and sanitizer builds check them here.
    assert(check_invariants().empty());
}

void GameState::resolve_chance(const ChanceOutcome& outcome, std::vector<GameEvent>* events) {
    assert(chance_.pending && chance_probability(outcome) > 0);
    append_history(HistoryEntry::of(outcome));
    Resolver resolver(*this, events);
    resolver.chance_outcome(outcome);
    resolver.run();
    assert(check_invariants().empty());
}

// ---- the kernel's path for games played by a generator (playout.h, internal/kernel.h) ---------------

namespace {

// Answers every chance node with the sampler, in `resolver`'s loop. Inline in each entry point:
// called once per simulated action, its frame would cost as much as a replacement draw.
// `history`: where the outcomes go (null when the state keeps no history).
[[gnu::always_inline]] inline void sample_in(GameState& state, Resolver& resolver, Rng& rng,
                                             std::vector<HistoryEntry>* history) {
    while (state.at_chance_node()) {
        if (state.pending_chance().kind == ChanceKind::kEngineDraw) {
            // The replacement card after most actions: as below, without the dispatch on the kind.
            const EngineCard card = internal::sample_draw(state.engine_stack(), rng);
            if (history) history->push_back(HistoryEntry::of(ChanceOutcome::engine_draw(card)));
            resolver.engine_draw_outcome(card);
        } else {
            const ChanceOutcome outcome = sample_chance_outcome(state, rng);
            assert(state.chance_probability(outcome) > 0);
            if (history) history->push_back(HistoryEntry::of(outcome));
            resolver.chance_outcome(outcome);
        }
        // A draw that wants another card asks for it at once: no task runs in between.
        if (!state.at_chance_node()) resolver.run();
    }
}

}  // namespace

void internal::Kernel::apply_sampled(GameState& state, const Action& action, Rng& rng) {
    assert(state.legal_options().allows(action));
    state.append_history(HistoryEntry::of(action));
    Resolver resolver(state, nullptr);
    ++state.actions_applied_;
    resolver.start(action);
    resolver.run();
    sample_in(state, resolver, rng, state.keep_history_ ? &state.history_ : nullptr);
    assert(state.check_invariants().empty());
}

void internal::Kernel::apply_option_sampled(GameState& state, const LegalOptions& options, unsigned index, Rng& rng) {
    assert(index < options.size);
    if (options.decision != DecisionKind::kNone || index < options.swaps) {
        apply_sampled(state, options.action(index), rng);
        return;
    }
    // A turn slot (kTurnSlots): its action for the history, its own resolver function to start it.
    const unsigned slot = nth_bit(options.offered_slots, index - options.swaps);
    const Ship me = options.player;
    state.append_history(HistoryEntry::of(kTurnSlots[static_cast<int>(me)][slot]));
    Resolver resolver(state, nullptr);
    ++state.actions_applied_;
    if (slot < 4) {
        resolver.navigate_action(me, static_cast<EngineCard>(slot));
    } else if (slot < 8) {
        resolver.exchange_action(me, static_cast<EngineCard>(slot - 4));
    } else if (slot == 8) {
        resolver.retrieve_action(me);
    } else {
        resolver.event_action(me, static_cast<EventCard>(slot - 9));
    }
    if (!state.at_chance_node()) resolver.run();  // most actions wait at their replacement draw
    sample_in(state, resolver, rng, state.keep_history_ ? &state.history_ : nullptr);
    assert(state.check_invariants().empty());
}

void internal::Kernel::forget_history(GameState& state) {
    state.keep_history_ = false;
    state.history_ = {};
}

void internal::Kernel::sample_chance_nodes(GameState& state, Rng& rng) {
    Resolver resolver(state, nullptr);
    sample_in(state, resolver, rng, state.keep_history_ ? &state.history_ : nullptr);
    assert(state.check_invariants().empty());
}

void apply_sampled(GameState& state, const Action& action, Rng& chance) {
    internal::Kernel::apply_sampled(state, action, chance);
}
void apply_option_sampled(GameState& state, const LegalOptions& options, unsigned index, Rng& chance) {
    internal::Kernel::apply_option_sampled(state, options, index, chance);
}
void forget_history(GameState& state) { internal::Kernel::forget_history(state); }

void Resolver::start(const Action& action) {
    if (s_.decision_.kind != DecisionKind::kNone) {
        answer(action);
    } else {
        turn_action(action);
    }
}

void Resolver::emit(Ship player, GameEventPayload payload) {
    events_->push_back(GameEvent{player, std::move(payload)});
}

void Resolver::run() {
    // The one sequencing of effects: the top task runs, and may push the tasks that follow it. The
    // loop suspends when a step leaves a decision pending (the tasks below wait in the state until
    // the answer resumes them) or a chance node (until an outcome resumes them), and stops for good
    // when the game ends.
    while (true) {
        if (s_.chance_.pending) return;  // suspended: chance acts
        if (s_.tasks_.empty() || s_.status_ != GameStatus::kInProgress) break;
        if (s_.decision_.kind != DecisionKind::kNone) return;  // suspended: a player decides
        step(s_.tasks_.pop_back());
    }
    if (s_.status_ != GameStatus::kInProgress) {
        s_.tasks_.clear();
        s_.decision_ = PendingDecision{};
        s_.chance_ = PendingChance{};
    }
}

// ---- chance nodes ---------------------------------------------------------------------------------

void Resolver::engine_draw_outcome(EngineCard card) {
    const PendingChance request = s_.chance_;
    s_.chance_ = PendingChance{};
    engine_card_drawn(request.player, request.fill, request.want, card);
}

void Resolver::chance_outcome(const ChanceOutcome& outcome) {
    const PendingChance request = s_.chance_;
    s_.chance_ = PendingChance{};
    const int value = outcome.value;
    switch (request.kind) {
        case ChanceKind::kEntanglionDie:
            die_rolled(request, value);
            return;
        case ChanceKind::kComponentPick:
            component_picked(request.player, static_cast<Component>(value));
            return;
        case ChanceKind::kEngineDraw:
            engine_card_drawn(request.player, request.fill, request.want, static_cast<EngineCard>(value));
            return;
        case ChanceKind::kEventDraw:
            event_card_drawn(request.player, static_cast<EventCard>(value));
            return;
        case ChanceKind::kComponentPlacement:
            component_placed(static_cast<Component>(value));
            return;
        case ChanceKind::kCentariousDie:
            if (s_.in_setup_) {
                ship_placed_at_start(request.player, value);
                return;
            }
            placement_decided(request, value);
            return;
        case ChanceKind::kMeasurement:
            placement_decided(request, value);
            return;
    }
}

double GameState::chance_probability(const ChanceOutcome& outcome) const {
    if (!chance_.pending || outcome.kind != chance_.kind) return 0;
    const int value = outcome.value;
    switch (chance_.kind) {
        case ChanceKind::kEntanglionDie:
            return value >= 1 && value <= 8 ? 1.0 / 8 : 0;
        case ChanceKind::kCentariousDie:
            return value == 0 || value == 1 ? 1.0 / 2 : 0;
        case ChanceKind::kComponentPick: {
            // Spooky Action: uniformly one of the drawing ship's components.
            const auto mine = components_of(chance_.player);
            return mine.contains(static_cast<Component>(value)) ? 1.0 / static_cast<double>(mine.size()) : 0;
        }
        case ChanceKind::kMeasurement: {
            for (const MeasurementChance& m : measurement_outcomes(live_)) {
                if (m.outcome.index() == value) return m.probability;
            }
            return 0;
        }
        case ChanceKind::kEngineDraw:
            return value >= 0 && value < kEngineCardKinds ? engine_stack_.probability(static_cast<EngineCard>(value))
                                                          : 0;
        case ChanceKind::kEventDraw:
            return value >= 0 && value < kEventCardCount ? event_deck_.probability(static_cast<EventCard>(value)) : 0;
        case ChanceKind::kComponentPlacement: {
            // Setup: uniformly one of the components not yet laid on a planet.
            if (value < 0 || value >= kComponentCount || components_placed_ >= kComponentCount) return 0;
            if (placed(static_cast<Component>(value))) return 0;
            return 1.0 / (kComponentCount - components_placed_);
        }
    }
    return 0;
}

ChanceOutcomeList GameState::chance_outcomes() const {
    ChanceOutcomeList out;
    if (!chance_.pending) return out;
    // Every value the node's kind can take, with its probability; those of probability 0 left out.
    const auto offer = [&](int value) {
        const ChanceOutcome outcome{chance_.kind, value};
        const double p = chance_probability(outcome);
        if (p > 0) out.push_back({outcome, p});
    };
    switch (chance_.kind) {
        case ChanceKind::kEntanglionDie:
            for (int face = 1; face <= 8; ++face) offer(face);
            break;
        case ChanceKind::kCentariousDie:
            for (int face = 0; face <= 1; ++face) offer(face);
            break;
        case ChanceKind::kComponentPick:
            for (Component c : components_of(chance_.player)) offer(static_cast<int>(c));
            break;
        case ChanceKind::kMeasurement:
            for (int index = 0; index < 4; ++index) offer(index);
            break;
        case ChanceKind::kEngineDraw:
            for (int card = 0; card < kEngineCardKinds; ++card) offer(card);
            break;
        case ChanceKind::kEventDraw:
            for (int card = 0; card < kEventCardCount; ++card) offer(card);
            break;
        case ChanceKind::kComponentPlacement:
            for (int c = 0; c < kComponentCount; ++c) offer(c);
            break;
    }
    return out;
}

bool GameState::apply_until_chance(const Action& action, std::string* error, std::vector<GameEvent>* events) {
    if (!legal_options().allows(action)) {
        is_legal(action, error);  // only to explain why
        return false;
    }
    resolve_action(action, events);
    return true;
}

bool GameState::apply_chance_outcome(const ChanceOutcome& outcome, std::string* error, std::vector<GameEvent>* events) {
    const auto refuse = [&](const std::string& why) {
        if (error) *error = why;
        return false;
    };
    if (!chance_.pending) return refuse("no chance node: " + std::string(ship_id(acting_player())) + " acts now");
    if (outcome.kind != chance_.kind) {
        return refuse("the chance node is a " + std::string(chance_kind_id(chance_.kind)) + ", not a " +
                      std::string(chance_kind_id(outcome.kind)));
    }
    if (chance_probability(outcome) <= 0) {
        return refuse(std::string(chance_kind_id(outcome.kind)) + " outcome " + std::to_string(outcome.value) +
                      " is not possible here");
    }
    resolve_chance(outcome, events);
    return true;
}

// Each task's work is a function of resolver_steps.cpp: the dispatch does nothing else, so running a
// task costs a jump and no register saves (docs/performance.md#resolver).
void Resolver::step(Task task) {
    const Ship me = task.player;
    switch (task.kind) {
        case TaskKind::kEndTurn:
            end_turn(me);
            return;
        case TaskKind::kNextTurn:
            next_turn();
            return;
        case TaskKind::kFill:
            fill(me, Step::fill_target(task));
            return;
        case TaskKind::kRoll:
            roll_die(me, Step::roll_purpose(task));
            return;
        case TaskKind::kOrbitalCheck:
            orbital_check(me);
            return;
        case TaskKind::kGroundCheck:
            ground_check(me);
            return;
        case TaskKind::kOrbitalResolve:
            resolve_check(DefenseKind::kOrbital, me);
            return;
        case TaskKind::kGroundResolve:
            resolve_check(DefenseKind::kGround, me);
            return;
        case TaskKind::kProbeResolve:
            resolve_check(DefenseKind::kProbe, me);
            return;
        case TaskKind::kPlaceShips:
            place_ships(me);
            return;
        case TaskKind::kRaiseDetection:
            raise_detection();
            return;
        case TaskKind::kQuantumEvent:
            quantum_event(me, Step::cause(task));
            return;
        case TaskKind::kDrawEvent:
            draw_event(me);
            return;
        case TaskKind::kClearControl:
            clear_control(me);
            return;
        case TaskKind::kSpookyResolve:
            spooky_resolve(me, Step::picked(task));
            return;
        case TaskKind::kHeisenbergResolve:
            heisenberg_resolve(me);
            return;
        case TaskKind::kBennettDecide:
            bennett_decide(me);
            return;
        case TaskKind::kMechanicDecide:
            mechanic_decide(me);
            return;
        case TaskKind::kMechanicEnd:
            mechanic_end(me);
            return;
        case TaskKind::kQuantumGatesDecide:
            quantum_gates_decide(me);
            return;
        case TaskKind::kDiscardToLimit:
            discard_to_limit(me);
            return;
        case TaskKind::kPlaceComponent:
            place_component_request(s_.components_placed_);
            return;
        case TaskKind::kFirstPlayerRolls:
            then({Step::roll(Ship::kMercurial, RollPurpose::kFirstPlayer),
                  Step::roll(Ship::kRubicon, RollPurpose::kFirstPlayer)});
            return;
        case TaskKind::kChooseFirstPlayer:
            choose_first_player();
            return;
        case TaskKind::kPlaceShipAtStart:
            request(ChanceKind::kCentariousDie, me, RollPurpose::kPlacement);
            return;
        case TaskKind::kEndSetup:
            end_setup();
            return;
    }
}

void Resolver::finish(GameStatus status) {
    s_.status_ = status;
    if (logging()) {
        emit(s_.current_, status == GameStatus::kWon ? GameEventPayload{event::GameWon{}} : event::GameLost{});
    }
}

// ---- turn actions ---------------------------------------------------------------------------------

void Resolver::turn_action(const Action& action) {
    switch (action.type) {
        case ActionType::kInterconnectSwap:
            interconnect_swap(action.player, action.card, action.other_card);
            return;
        case ActionType::kNavigate:
            navigate_action(action.player, action.card);
            return;
        case ActionType::kExchange:
            exchange_action(action.player, action.card);
            return;
        case ActionType::kRetrieve:
            retrieve_action(action.player);
            return;
        case ActionType::kPlayEvent:
            event_action(action.player, action.event);
            return;
        default:
            return;
    }
}

void Resolver::interconnect_swap(Ship me, EngineCard give, EngineCard take) {
    auto& hand = s_.hands_[static_cast<int>(me)];
    auto& theirs = s_.hands_[static_cast<int>(other(me))];
    hand.erase_at(static_cast<std::size_t>(hand.find(give)));
    theirs.erase_at(static_cast<std::size_t>(theirs.find(take)));
    hand.push_back(take);
    theirs.push_back(give);
    s_.interconnect_used_ = true;
    if (logging()) {
        emit(me, event::CardsSwapped{give, take});
    }
    // Not the player's action: the turn goes on.
}

// A turn action starts with nothing waiting (decisions and tasks resolve before the next action)
// and ends with the end of the turn.

void Resolver::navigate_action(Ship me, EngineCard card) {
    assert(s_.tasks_.empty());
    s_.action_taken_ = true;
    s_.hands_[static_cast<int>(me)].erase_first(card);
    // The replacement card, then (at a new Entanglion planet) the orbital check, then the next turn.
    if (navigate(me, card, false)) {
        fill_then(me, {Step::orbital_check(me), Step::end_turn(me)});
    } else {
        fill_then(me, {Step::end_turn(me)});
    }
}

void Resolver::exchange_action(Ship me, EngineCard card) {
    assert(s_.tasks_.empty());
    s_.action_taken_ = true;
    s_.hands_[static_cast<int>(me)].erase_first(card);
    s_.engine_discard_.push_back(card);
    if (logging()) emit(me, event::EngineCardDiscarded{card});
    if (s_.ship_has(me, Component::kQuantumGates)) {  // draw two, keep one
        then({Step::fill(me, FillTarget::kDrawnTwo), Step::quantum_gates_decide(me), Step::end_turn(me)});
    } else {
        fill_then(me, {Step::end_turn(me)});
    }
}

void Resolver::retrieve_action(Ship me) {
    assert(s_.tasks_.empty());
    s_.action_taken_ = true;
    then({Step::ground_check(me), Step::end_turn(me)});
}

void Resolver::event_action(Ship me, EventCard event) {
    assert(s_.tasks_.empty());
    s_.action_taken_ = true;
    auto& events = s_.event_hands_[static_cast<int>(me)];
    events.erase_at(static_cast<std::size_t>(events.find(event)));
    s_.event_discard_.push_back(event);
    if (logging()) emit(me, event::EventCardPlayed{event});
    switch (event) {
        case EventCard::kBennett:
            then({Step::bennett_decide(me), Step::end_turn(me)});
            return;
        case EventCard::kHeisenberg:
            then({Step::roll(me, RollPurpose::kHeisenberg), Step::heisenberg_resolve(me), Step::end_turn(me)});
            return;
        case EventCard::kTheMechanic: {
            // The hand is set aside, three cards drawn, up to two played.
            auto& hand = s_.hands_[static_cast<int>(me)];
            s_.set_aside_ = hand;
            hand.clear();
            s_.mechanic_played_ = 0;
            then({Step::fill(me, FillTarget::kDrawnThree), Step::mechanic_decide(me), Step::end_turn(me)});
            return;
        }
        default:
            then({Step::end_turn(me)});
            return;
    }
}

// ---- decision answers -----------------------------------------------------------------------------

void Resolver::answer(const Action& action) {
    const PendingDecision decision = s_.decision_;
    s_.decision_ = PendingDecision{};
    const Ship me = action.player;
    switch (action.type) {
        case ActionType::kRollDefense:
            if (decision.defense == DefenseKind::kOrbital) {
                then({Step::roll(me, RollPurpose::kOrbitalDefense), Step::orbital_resolve(me)});
            } else {
                then({Step::roll(me, RollPurpose::kGroundDefense), Step::ground_resolve(me)});
            }
            return;
        case ActionType::kPlayQuantumTunnel: {
            auto& events = s_.event_hands_[static_cast<int>(me)];
            events.erase_at(static_cast<std::size_t>(events.find(EventCard::kQuantumTunnel)));
            s_.event_discard_.push_back(EventCard::kQuantumTunnel);
            if (logging()) {
                emit(me, event::EventCardPlayed{EventCard::kQuantumTunnel});
                emit(me, event::DefenseBypassed{decision.defense, BypassBy::kEventCard, {}, EventCard::kQuantumTunnel});
            }
            if (decision.defense == DefenseKind::kGround) {
                if (const auto c = s_.component_on(s_.positions_.mercurial)) take_component(me, *c);
            }
            return;
        }
        case ActionType::kKeepRoll:
            s_.last_roll_ = decision.roll;
            return;
        case ActionType::kReroll:
            request(ChanceKind::kEntanglionDie, me, decision.purpose, true);
            return;
        case ActionType::kPlaceShips:
            place_after_detection(action.mercurial_bit, action.rubicon_bit);
            return;
        case ActionType::kRollPlacement:
            measure_or_roll_placement(me);
            return;
        case ActionType::kKeepCard: {
            const int kept = s_.drawn_.find(action.card);
            s_.hands_[static_cast<int>(me)].push_back(action.card);
            s_.drawn_.erase_at(static_cast<std::size_t>(kept));
            for (EngineCard c : s_.drawn_) {
                s_.engine_discard_.push_back(c);
                if (logging()) emit(me, event::EngineCardDiscarded{c});
            }
            s_.drawn_.clear();
            return;
        }
        case ActionType::kDiscardCard: {
            auto& hand = s_.hands_[static_cast<int>(me)];
            hand.erase_at(static_cast<std::size_t>(hand.find(action.card)));
            s_.engine_discard_.push_back(action.card);
            if (logging()) emit(me, event::EngineCardDiscarded{action.card});
            then({Step::discard_to_limit(me)});
            return;
        }
        case ActionType::kBennettGive:
            give_component_to_ship(action.component, other(me));
            return;
        case ActionType::kBennettTake:
            give_component_to_ship(action.component, me);
            return;
        case ActionType::kMechanicPlay:
            s_.drawn_.erase_at(static_cast<std::size_t>(s_.drawn_.find(action.card)));
            ++s_.mechanic_played_;
            navigate(me, action.card, true);  // The Mechanic's plays face no orbital defenses
            then({Step::mechanic_decide(me)});
            return;
        case ActionType::kMechanicStop:
            then({Step::mechanic_end(me)});
            return;
        default:
            return;
    }
}

}  // namespace entanglion::rules
