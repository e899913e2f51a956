// The tasks of the resolver and the rule pieces they share (see resolver.cpp for the rules summary).

#include <algorithm>
#include <cassert>

#include "game/rules/game_state.h"
#include "game/rules/interpretations.h"
#include "game/rules/navigation.h"
#include "game/rules/resolver.h"

namespace entanglion::rules {

void Resolver::fill(Ship me, FillTarget target) {
    // The hand or the cards drawn aside (The Mechanic's three, Quantum Gates' two): both hold three.
    EngineHand& into = target == FillTarget::kHand ? s_.hands_[static_cast<int>(me)] : s_.drawn_;
    const std::size_t want = target == FillTarget::kHand         ? static_cast<std::size_t>(s_.hand_limit(me))
                             : target == FillTarget::kDrawnThree ? 3
                                                                 : 2;
    if (into.size() < want) request_engine_draw(me, target, want);
}

void Resolver::request_engine_draw(Ship me, FillTarget target, std::size_t want) {
    refill_stack_if_empty();
    if (s_.engine_stack_.empty()) return;  // every engine card is in a hand or in engine control
    // Which card comes is chance's (engine_card_drawn goes on).
    s_.chance_ = PendingChance{true,   ChanceKind::kEngineDraw,        me, RollPurpose::kOrbitalDefense, false,
                               target, static_cast<std::uint8_t>(want)};
}

void Resolver::engine_card_drawn(Ship me, FillTarget target, std::size_t want, EngineCard card) {
    s_.engine_stack_.draw(card);
    if (logging()) emit(me, event::EngineCardDrawn{card});
    if (card == EngineCard::kPROBE) [[unlikely]] {
        probe_drawn(me, target);
        return;
    }
    EngineHand& into = target == FillTarget::kHand ? s_.hands_[static_cast<int>(me)] : s_.drawn_;
    into.push_back(card);
    refill_stack_if_empty();                                        // the moment the stack runs out
    if (into.size() < want) request_engine_draw(me, target, want);  // the fill wants another card
}

void Resolver::probe_drawn(Ship me, FillTarget target) {
    // Discarded and checked (roll, then resolve), then the rest of this fill.
    s_.engine_discard_.push_back(EngineCard::kPROBE);
    refill_stack_if_empty();  // the moment the stack runs out, before the PROBE roll
    then({Step::roll(me, RollPurpose::kProbe), Step::probe_resolve(me), Step::fill(me, target)});
}

void Resolver::next_turn() {
    s_.current_ = other(s_.current_);
    ++s_.turn_;
    s_.action_taken_ = false;
    s_.interconnect_used_ = false;
    s_.control_filled_this_turn_ = false;
    if (logging()) emit(s_.current_, event::TurnStarted{s_.turn_});
}

void Resolver::end_turn(Ship me) {
    if (s_.control_filled_this_turn_) {  // the quantum event first, then the next turn
        then({Step::quantum_event(me, QuantumEventCause::kEngineControlFull), Step::next_turn(me)});
        return;
    }
    next_turn();
}

// Only an orbital detection pushes the raise (after the placement, before its quantum event).
void Resolver::raise_detection() { change_detection(s_.detection_ + 1, LossCause::kOrbital); }

void Resolver::bennett_decide(Ship me) {
    if (s_.components_collected() > 0) decide(DecisionKind::kBennett, me);
}

void Resolver::discard_to_limit(Ship me) {
    if (static_cast<int>(s_.hands_[static_cast<int>(me)].size()) > s_.hand_limit(me)) {
        decide(DecisionKind::kDilutionRefrigerator, me);
    }
}

void Resolver::quantum_event(Ship me, QuantumEventCause cause) {
    if (logging()) emit(me, event::QuantumEvent{cause});
    // An event card is drawn; engine control is cleared after it and all it brings.
    then({Step::draw_event(me), Step::clear_control(me)});
}

void Resolver::quantum_gates_decide(Ship me) {
    if (s_.drawn_.size() == 1) {
        s_.hands_[static_cast<int>(me)].push_back(s_.drawn_[0]);
        s_.drawn_.clear();
    } else if (s_.drawn_.size() == 2) {
        decide(DecisionKind::kQuantumGates, me);
        s_.decision_.cards = s_.drawn_;
    }
}

void Resolver::clear_control(Ship me) {
    for (const ControlSlot& slot : s_.control_) s_.engine_discard_.push_back(slot.card);
    if (logging()) emit(me, event::EngineControlCleared{static_cast<int>(s_.control_.size())});
    s_.control_.clear();
}

void Resolver::draw_event(Ship me) {
    if (s_.event_deck_.empty()) rebuild_event_deck();
    if (s_.event_deck_.empty()) return;
    request(ChanceKind::kEventDraw, me);  // which card comes is chance's (event_card_drawn goes on)
}

void Resolver::event_card_drawn(Ship me, EventCard card) {
    s_.event_deck_.draw(card);
    if (logging()) emit(me, event::EventCardDrawn{card});
    if (is_held_event(card)) {
        s_.event_hands_[static_cast<int>(me)].push_back(card);
        if (logging()) emit(me, event::EventCardKept{card});
        return;
    }
    s_.event_discard_.push_back(card);
    switch (card) {
        case EventCard::kBitFlipError:
            change_detection(kFirstFourPosition, LossCause::kEventCard);
            break;
        case EventCard::kQuantumShuffle:
            rebuild_event_deck();
            then({Step::draw_event(me)});
            break;
        case EventCard::kSchrodinger:
            change_detection(s_.detection_ + 1, LossCause::kEventCard);
            break;
        case EventCard::kWaveFunctionCollapse:
            change_detection(std::max(0, s_.detection_ - 2), LossCause::kEventCard);
            break;
        case EventCard::kSpookyAction:
            // A chance node picks one of the ship's components (component_picked), then the roll.
            if (s_.components_of(me).empty()) break;
            request(ChanceKind::kComponentPick, me, RollPurpose::kSpookyAction);
            break;
        default:
            break;
    }
}

void Resolver::component_picked(Ship me, Component picked) {
    then({Step::roll(me, RollPurpose::kSpookyAction), Step::spooky_resolve(me, picked)});
}

void Resolver::spooky_resolve(Ship me, Component component) {
    int index = 0;
    int counted = 0;
    const int count = counting_roll(me);
    for (int guard = 0; counted < count && guard < 64; ++guard) {
        index = (index + 1) % 8;
        if (!interpretation::kSpookyCountsOnlyEmptyPlanets || !s_.component_on(kClockwiseEntanglion[index])) {
            ++counted;
        }
    }
    const Planet planet = kClockwiseEntanglion[index];
    const ComponentLocation before = s_.components_[static_cast<int>(component)];
    s_.place_component(component, ComponentLocation{false, Ship::kMercurial, planet});
    if (logging()) emit(me, event::ComponentMoved{component, ComponentDestination::kPlanet, planet});
    if (component == Component::kDilutionRefrigerator && before.on_ship && interpretation::kDilutionRefillsOnLoss) {
        then({Step::fill(before.ship, FillTarget::kHand)});
    }
}

void Resolver::heisenberg_resolve(Ship me) {
    const Planet planet = kClockwiseEntanglion[counting_roll(me) % 8];
    move_ships(ShipPositions{planet, planet});
    if (logging()) {
        emit(me, event::DefenseBypassed{DefenseKind::kOrbital, BypassBy::kEventMove, {}, EventCard::kHeisenberg});
    }
}

void Resolver::mechanic_decide(Ship me) {
    if (s_.mechanic_played_ >= 2 || s_.drawn_.empty()) {
        then({Step::mechanic_end(me)});
        return;
    }
    decide(DecisionKind::kMechanic, me);
    s_.decision_.cards = s_.drawn_;
    s_.decision_.mechanic_played = s_.mechanic_played_;
}

void Resolver::mechanic_end(Ship me) {
    for (EngineCard c : s_.drawn_) {
        s_.engine_discard_.push_back(c);
        if (logging()) emit(me, event::EngineCardDiscarded{c});
    }
    s_.drawn_.clear();
    s_.hands_[static_cast<int>(me)] = s_.set_aside_;
    s_.set_aside_.clear();
    s_.mechanic_played_ = 0;
}

void Resolver::orbital_check(Ship me) {
    const Planet planet = s_.positions_.mercurial;
    if (s_.ship_has(me, Component::kQuantumProgramming) && !s_.component_on(planet)) {
        if (logging()) {
            emit(me, event::DefenseBypassed{DefenseKind::kOrbital, BypassBy::kComponent, Component::kQuantumProgramming,
                                            EventCard::kQuantumTunnel});
        }
        return;
    }
    if (s_.event_hands_[static_cast<int>(me)].contains(EventCard::kQuantumTunnel)) {
        decide(DecisionKind::kDefense, me);
        s_.decision_.defense = DefenseKind::kOrbital;
        return;
    }
    then({Step::roll(me, RollPurpose::kOrbitalDefense), Step::orbital_resolve(me)});
}

void Resolver::ground_check(Ship me) {
    if (s_.event_hands_[static_cast<int>(me)].contains(EventCard::kQuantumTunnel)) {
        decide(DecisionKind::kDefense, me);
        s_.decision_.defense = DefenseKind::kGround;
        return;
    }
    then({Step::roll(me, RollPurpose::kGroundDefense), Step::ground_resolve(me)});
}

void Resolver::die_rolled(const PendingChance& request, int roll) {
    const Ship roller = request.player;
    const RollPurpose purpose = request.purpose;
    if (logging()) emit(roller, event::DieRolled{Die::kEntanglion, roll, purpose, request.reroll});
    s_.last_roll_ = roll;
    if (purpose == RollPurpose::kFirstPlayer) {
        s_.first_player_rolls_[static_cast<int>(roller)] = static_cast<std::uint8_t>(roll);
        return;
    }
    if (request.reroll) return;  // Magnetic Shielding allows one more roll, not two
    const bool defense_roll = purpose == RollPurpose::kOrbitalDefense || purpose == RollPurpose::kGroundDefense ||
                              purpose == RollPurpose::kProbe;
    if (s_.ship_has(roller, Component::kMagneticShielding) &&
        (defense_roll || interpretation::kMagneticShieldingOnEveryRoll)) {
        decide(DecisionKind::kMagneticShielding, roller);
        s_.decision_.roll = roll;
        s_.decision_.purpose = purpose;
    }
}

void Resolver::resolve_check(DefenseKind defense, Ship me) {
    const int result = modified(me);
    const int rate = s_.detection_value();
    const bool probe = defense == DefenseKind::kProbe;
    // Orbital and ground defenses are evaded by beating the rate; PROBE by rolling 4 or more.
    const bool evaded = probe ? result >= 4 : result > rate;
    if (logging()) {
        const event::DefenseCheck check = defense_check(defense, me, result, probe ? 4 : rate);
        emit(me, evaded ? GameEventPayload{event::DefenseEvaded{check}} : event::Detected{check});
    }
    if (evaded) {
        if (defense == DefenseKind::kGround) {
            if (const auto c = s_.component_on(s_.positions_.mercurial)) take_component(me, *c);
        }
        return;
    }
    if (defense != DefenseKind::kOrbital) {
        change_detection(s_.detection_ + 1, defense == DefenseKind::kGround ? LossCause::kGround : LossCause::kProbe);
        return;
    }
    // Orbital detection: placement, +1, then a quantum event.
    then({Step::place_ships(me), Step::raise_detection(me), Step::quantum_event(me, QuantumEventCause::kDetection)});
}

void Resolver::place_ships(Ship me) {
    if (s_.ship_has(me, Component::kPhysicalQubits)) {
        decide(DecisionKind::kPhysicalQubits, me);
        return;
    }
    measure_or_roll_placement(me);
}

bool Resolver::navigate(Ship player, EngineCard card, bool mechanic) {
    // Engine control: the next box, on the player's line.
    if (s_.control_.size() < static_cast<std::size_t>(kControlSlots) &&
        (!mechanic || interpretation::kMechanicCardsFillEngineControl)) {
        s_.control_.push_back(ControlSlot{card, player});
        if (logging()) emit(player, event::CardPlayed{card, static_cast<int>(s_.control_.size()) - 1});
        if (s_.control_.size() == static_cast<std::size_t>(kControlSlots)) {
            s_.control_filled_this_turn_ = true;
            if (logging()) emit(player, event::EngineControlFull{});
        }
    } else {
        s_.engine_discard_.push_back(card);
        if (logging()) emit(player, event::CardPlayed{card, event::CardPlayed::kNoBox});
    }

    assert(card != EngineCard::kPROBE);
    const auto nav = static_cast<NavCard>(static_cast<int>(card));  // nav_card_of(card), inline
    const ShipPositions from = s_.positions_;
    const NavigationOutcome& outcome = s_.nav_->outcome(from, nav, player);
    // The real gate on the live state (TwoQubitState::apply picks its kernel).
    s_.live_.apply(Gate{gate_kind_of(nav), player});
    // The table was built by applying the same gates to the board's states, and the live state
    // equals the state of `from` up to phase, so the table knows where the state went.
    assert(!outcome.quantum || s_.live_.equals_up_to_phase(s_.nav_->state_of(*outcome.quantum), 1e-6));
    const NavigationMove& move = outcome.moves[static_cast<int>(s_.variant_)];
    if (move.reset_state) {
        if (logging() && move.quantum_note) {
            emit(player,
                 event::QuantumNote{card, from, outcome.quantum.value_or(from), outcome.printed.has_value(), move.to});
        }
        s_.live_ = s_.nav_->state_of(move.to);  // the board wins
    } else if (move.snap) {
        s_.live_.snap();
    }
    if (!move.moved) return false;
    if (logging()) emit(player, event::ShipsMoved{from, move.to});
    s_.positions_ = move.to;
    if (!move.orbital_check) return false;
    if (mechanic) {
        if (logging()) {
            emit(player,
                 event::DefenseBypassed{DefenseKind::kOrbital, BypassBy::kEventMove, {}, EventCard::kTheMechanic});
        }
        return false;
    }
    return true;
}

void Resolver::move_ships(const ShipPositions& to) {
    if (logging() && !(to == s_.positions_)) emit(s_.current_, event::ShipsMoved{s_.positions_, to});
    s_.positions_ = to;
    s_.live_ = s_.nav_->state_of(to);
}

void Resolver::placement_decided(const PendingChance& request, int value) {
    const Ship player = request.player;
    if (request.kind == ChanceKind::kMeasurement) {
        // Quantum rules: the detection is a Z measurement of both ships, sampled from the live state.
        if (logging()) emit(player, event::Measured{value / 2, value % 2});
        place_after_detection(value / 2, value % 2);
        return;
    }
    // Board rules: one Centarious die roll sends both ships to the same planet.
    if (logging()) emit(player, event::DieRolled{Die::kCentarious, value, RollPurpose::kPlacement, false});
    place_after_detection(value, value);
}

void Resolver::place_after_detection(int mercurial_bit, int rubicon_bit) {
    move_ships(ShipPositions{mercurial_bit ? Planet::kOne : Planet::kZero, rubicon_bit ? Planet::kOne : Planet::kZero});
}

void Resolver::reshuffle_discard_into_stack() {
    assert(s_.engine_stack_.empty() && !s_.engine_discard_.empty());
    // The discard pile (PROBE included) is shuffled into a new stack: its cards, in no known order.
    const auto& cards = s_.engine_discard_;
    s_.engine_stack_.reset(std::span<const EngineCard>(cards.data(), cards.size()), EngineCard::kPROBE,
                           EngineStack::kNoPlace);
    s_.engine_discard_.clear();
    if (logging()) emit(s_.current_, event::EngineStackReshuffled{s_.engine_stack_.size()});
}

int Resolver::counting_roll(Ship roller) const {
    if (interpretation::kModifiersOnlyOnDefenseRolls) return s_.last_roll_;
    return std::clamp(modified(roller), 1, 8);
}

event::DefenseCheck Resolver::defense_check(DefenseKind defense, Ship roller, int result, int rate) const {
    event::DefenseCheck check;
    check.defense = defense;
    check.roll = s_.last_roll_;
    check.modifier_count = roll_modifiers(roller, check.modifiers);
    check.result = result;
    check.rate = rate;
    return check;
}

int Resolver::roll_modifiers(Ship roller, std::array<RollModifier, kMaxRollModifiers>& out) const {
    std::size_t count = 0;
    if (s_.ship_has(roller, Component::kQuantumErrorCorrection))
        out[count++] = {Component::kQuantumErrorCorrection, +1};
    if (s_.ship_has(roller, Component::kControlInfrastructure)) out[count++] = {Component::kControlInfrastructure, -1};
    return static_cast<int>(count);
}

int Resolver::modified(Ship roller) const {
    std::array<RollModifier, kMaxRollModifiers> modifiers{};
    const int count = roll_modifiers(roller, modifiers);
    int result = s_.last_roll_;
    for (int i = 0; i < count; ++i) result += modifiers[static_cast<std::size_t>(i)].delta;
    return result;
}

void Resolver::change_detection(int to, LossCause cause) {
    to = std::clamp(to, 0, kDetectionLossPosition);
    if (logging()) emit(s_.current_, event::DetectionChanged{s_.detection_, to});
    s_.detection_ = to;
    if (to == kDetectionLossPosition) {
        s_.loss_cause_ = cause;
        finish(GameStatus::kLost);
    }
}

void Resolver::take_component(Ship player, Component component) {
    if (logging()) emit(player, event::ComponentRetrieved{component, s_.location_of(component).planet});
    give_component_to_ship(component, player);
}

void Resolver::give_component_to_ship(Component component, Ship ship) {
    const ComponentLocation before = s_.components_[static_cast<int>(component)];
    s_.place_component(component, ComponentLocation{true, ship, Planet::kZero});
    if (logging() && before.on_ship) emit(ship, event::ComponentMoved{component, ComponentDestination::kShip, {}});
    if (s_.components_collected() == kComponentCount) {
        finish(GameStatus::kWon);
        return;
    }
    if (component == Component::kDilutionRefrigerator) {
        // The old holder draws back up to three, then the new holder discards down to two.
        if (before.on_ship && before.ship != ship && interpretation::kDilutionRefillsOnLoss) {
            then({Step::fill(before.ship, FillTarget::kHand), Step::discard_to_limit(ship)});
        } else {
            then({Step::discard_to_limit(ship)});
        }
    }
}

void Resolver::rebuild_event_deck() {
    // Quantum Shuffle: every event card not held in a hand is rebuilt into a deck as in setup: the
    // others shuffled, Quantum Shuffle in its place (quantum_shuffle_place). The rules keep which cards.
    EventPile others;
    if (!interpretation::kQuantumShuffleKeepsHeldCards) {
        for (auto& hand : s_.event_hands_) {
            for (EventCard c : hand) others.push_back(c);
            hand.clear();
        }
    }
    for (int c = 0; c < kEventCardCount; ++c) {
        const auto card = static_cast<EventCard>(c);
        if (card != EventCard::kQuantumShuffle && s_.event_deck_.count(card) > 0) others.push_back(card);
    }
    for (EventCard c : s_.event_discard_) {
        if (c != EventCard::kQuantumShuffle) others.push_back(c);
    }
    const int place = quantum_shuffle_place(static_cast<int>(others.size()));
    others.push_back(EventCard::kQuantumShuffle);
    s_.event_deck_.reset(std::span<const EventCard>(others.data(), others.size()), EventCard::kQuantumShuffle, place);
    s_.event_discard_.clear();
    if (logging()) emit(s_.current_, event::EventDeckRebuilt{s_.event_deck_.size()});
}

}  // namespace entanglion::rules
