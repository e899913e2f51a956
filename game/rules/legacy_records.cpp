// Records of versions 1 and 2, converted when they are read (legacy_records.h says what each meant).
// This file keeps the older model of chance those records were written with: a chance source asked
// for dice and for shuffles (OldChance below: Fisher-Yates over its own uniform draw), the setup dealt
// from shuffled piles (old_setup), and the order of the face-down piles those shuffles give
// (DealtOrder), from which each draw of a version 1 game is answered. The game itself is replayed
// through the stepped API like any other; only the answers to its chance nodes come from here.

#include "game/rules/legacy_records.h"

#include <algorithm>
#include <bit>
#include <stdexcept>

#include "game/rules/interpretations.h"
#include "game/rules/record_json_parts.h"

namespace entanglion::rules {
namespace {

using namespace record_json;

// ---- what a version 1 record lists --------------------------------------------------------------

enum class OldKind : std::uint8_t { kD8, kCentarious, kPick, kMeasure, kEngineOrder, kEventOrder, kComponentOrder };

std::string_view old_kind_id(OldKind kind) {
    constexpr std::string_view kIds[] = {"d8",           "centarious",  "component_pick", "measure",
                                         "engine_order", "event_order", "component_order"};
    return kIds[static_cast<int>(kind)];
}

// One answer of the old chance source: a die, a pick or a measured basis index (`value`), or a
// shuffle's new order, top first (`order`).
struct OldOutcome {
    OldKind kind = OldKind::kD8;
    int value = 0;
    std::vector<std::uint8_t> order;
    friend bool operator==(const OldOutcome&, const OldOutcome&) = default;
};

struct OldAction {
    Action action;
    std::vector<OldOutcome> chance;
    bool scripted = true;
};

template <typename T>
std::vector<std::uint8_t> order_of(const std::vector<T>& items) {
    std::vector<std::uint8_t> out;
    for (T item : items) out.push_back(static_cast<std::uint8_t>(item));
    return out;
}

OldOutcome old_outcome_from_json(const json& j, const std::string& w) {
    if (!j.is_object() || j.size() != 1) fail(w, "expected an object with one key such as {\"d8\": 3}");
    const std::string key = j.begin().key();
    const json& v = j.begin().value();
    const std::string p = w + "/" + key;
    if (key == "engine_order") return {OldKind::kEngineOrder, 0, order_of(list<EngineCard>(v, p, engine_card))};
    if (key == "event_order") return {OldKind::kEventOrder, 0, order_of(list<EventCard>(v, p, event_card))};
    if (key == "component_order") return {OldKind::kComponentOrder, 0, order_of(list<Component>(v, p, component))};
    const ChanceOutcome outcome = chance_from_json(j, w);
    switch (outcome.kind) {
        case ChanceKind::kEntanglionDie:
            return {OldKind::kD8, outcome.value, {}};
        case ChanceKind::kCentariousDie:
            return {OldKind::kCentarious, outcome.value, {}};
        case ChanceKind::kComponentPick:
            return {OldKind::kPick, outcome.value, {}};
        case ChanceKind::kMeasurement:
            return {OldKind::kMeasure, outcome.value, {}};
        default:
            fail(w, "\"" + key + "\" is not a version 1 outcome (version 1 lists the shuffles, not the draws)");
    }
}

OldAction old_action_from_json(const json& j, const std::string& w, bool record_seeded) {
    OldAction old;
    old.action = action_from_json(j, w);
    old.scripted = !record_seeded;
    if (j.contains("scripted")) {
        if (!j["scripted"].is_boolean()) fail(w + "/scripted", "expected true or false");
        old.scripted = j["scripted"].get<bool>();
    }
    if (j.contains("chance")) {
        old.chance = list<OldOutcome>(j["chance"], w + "/chance", old_outcome_from_json);
    } else if (old.scripted) {
        fail(w, "missing field \"chance\" (a scripted action lists the chance outcomes it uses, [] for none)");
    }
    return old;
}

// ---- the old chance source: a seeded generator, or a script checked as it is used ------------------

// The uniform integer in [0, bound) the old source drew: the top bits of next_u64(), masked to the
// next power of two, rejected when >= bound.
std::uint64_t old_uniform_index(Rng& rng, std::uint64_t bound) {
    const int bits = std::bit_width(bound - 1);
    if (bits == 0) return 0;
    while (true) {
        const std::uint64_t value = rng.next_u64() >> (64 - bits);
        if (value < bound) return value;
    }
}

struct Unconvertible : std::runtime_error {
    using std::runtime_error::runtime_error;
};

class OldChance {
public:
    explicit OldChance(std::uint64_t seed) : rng_(seed) {}
    /// From now on answers from `script` (checked, in order), or from the generator when null
    /// (logging every answer).
    void use(const std::vector<OldOutcome>* script) {
        script_ = script;
        next_ = 0;
        log_.clear();
    }
    std::size_t unused() const { return script_ ? script_->size() - next_ : 0; }
    const std::vector<OldOutcome>& log() const { return log_; }

    int d8() { return die(OldKind::kD8, 8, 1); }
    int centarious() { return die(OldKind::kCentarious, 2, 0); }
    Component pick(std::span<const Component> candidates) {
        if (!script_) {
            const Component c = candidates[static_cast<std::size_t>(old_uniform_index(rng_, candidates.size()))];
            log_.push_back({OldKind::kPick, static_cast<int>(c), {}});
            return c;
        }
        const auto c = static_cast<Component>(take(OldKind::kPick).value);
        if (std::find(candidates.begin(), candidates.end(), c) == candidates.end()) {
            throw Unconvertible(where() + "picked component " + std::string(component_id(c)) +
                                " is not among the candidates");
        }
        return c;
    }
    int measure(const TwoQubitState& state) {
        if (!script_) {
            const int index = state.sample_all(rng_).index();
            log_.push_back({OldKind::kMeasure, index, {}});
            return index;
        }
        const int index = take(OldKind::kMeasure).value;
        const auto possible = measurement_outcomes(state);
        if (std::none_of(possible.begin(), possible.end(),
                         [&](const MeasurementChance& m) { return m.outcome.index() == index; })) {
            throw Unconvertible(where() + "measurement outcome |" + std::to_string(index / 2) +
                                std::to_string(index % 2) + "> has probability 0 in the current state");
        }
        return index;
    }
    /// Reorders `cards` in place, cards[0] becoming the top: Fisher-Yates over uniform_index, or the
    /// script's order (which must be an order of the same cards).
    template <typename T>
    void shuffle(std::span<T> cards, OldKind kind, int kinds) {
        if (!script_) {
            for (std::size_t i = cards.size(); i > 1; --i) {
                std::swap(cards[i - 1], cards[static_cast<std::size_t>(old_uniform_index(rng_, i))]);
            }
            log_.push_back({kind, 0, order_of(std::vector<T>(cards.begin(), cards.end()))});
            return;
        }
        const std::vector<std::uint8_t>& order = take(kind).order;
        std::vector<int> counts(static_cast<std::size_t>(kinds), 0);
        for (T card : cards) ++counts[static_cast<std::size_t>(card)];
        bool fits = order.size() == cards.size();
        for (std::uint8_t value : order) fits = fits && value < kinds && --counts[value] >= 0;
        if (!fits) {
            throw Unconvertible(where() + "the " + std::string(old_kind_id(kind)) + " is not an order of the " +
                                std::to_string(cards.size()) + " cards being shuffled");
        }
        for (std::size_t i = 0; i < cards.size(); ++i) cards[i] = static_cast<T>(order[i]);
    }

private:
    int die(OldKind kind, int faces, int lowest) {
        if (!script_) {
            const int value = lowest + static_cast<int>(old_uniform_index(rng_, static_cast<std::uint64_t>(faces)));
            log_.push_back({kind, value, {}});
            return value;
        }
        const int value = take(kind).value;
        if (value < lowest || value >= lowest + faces) throw Unconvertible(where() + "a die result out of range");
        return value;
    }
    std::string where() const { return "chance outcome " + std::to_string(next_ - 1) + ": "; }
    const OldOutcome& take(OldKind kind) {
        if (next_ >= script_->size()) {
            throw Unconvertible("the chance script ran out: the game needs a " + std::string(old_kind_id(kind)) +
                                " outcome (" + std::to_string(script_->size()) + " outcomes were scripted)");
        }
        const OldOutcome& outcome = (*script_)[next_++];
        if (outcome.kind != kind) {
            throw Unconvertible(where() + "the game needs a " + std::string(old_kind_id(kind)) +
                                " outcome, the script has " + std::string(old_kind_id(outcome.kind)));
        }
        return outcome;
    }

    Rng rng_;
    const std::vector<OldOutcome>* script_ = nullptr;
    std::size_t next_ = 0;
    std::vector<OldOutcome> log_;
};

// ---- the old setup: shuffled piles --------------------------------------------------------------

// The event deck built from the non-Quantum-Shuffle cards in their shuffled order (top first): all
// but the last three, then Quantum Shuffle, then the last three.
EventPile build_event_deck(std::span<const EventCard> shuffled_others) {
    EventPile deck;
    const auto place = static_cast<std::size_t>(quantum_shuffle_place(static_cast<int>(shuffled_others.size())));
    for (std::size_t i = 0; i < place; ++i) deck.push_back(shuffled_others[i]);
    deck.push_back(EventCard::kQuantumShuffle);
    for (std::size_t i = place; i < shuffled_others.size(); ++i) deck.push_back(shuffled_others[i]);
    return deck;
}

struct OldSetup {
    GameSetup setup;                      ///< every card's place, as the shuffles left them
    std::vector<ChanceOutcome> outcomes;  ///< the same setup as the chance nodes of a new game
};

// The rulebook's setup as it was dealt: the components shuffled onto the planets, the 23 engine cards
// shuffled above PROBE, the 8 event cards shuffled around Quantum Shuffle, the first player's d8s
// (ties roll again), the Centarious dice (first player's ship first), three cards each from the top.
OldSetup old_setup(int difficulty, RulesVariant variant, OldChance& chance) {
    OldSetup out;
    GameSetup& setup = out.setup;
    setup.variant = variant;
    setup.detection_position = starting_detection_position(difficulty);
    std::array<Component, kComponentCount> components = kAllComponents;
    chance.shuffle(std::span<Component>(components), OldKind::kComponentOrder, kComponentCount);
    for (int i = 0; i < kComponentCount; ++i) {
        setup.planet_components[i] = components[i];
        out.outcomes.push_back(ChanceOutcome::placement(components[i]));
    }
    EnginePile engine;
    for (int kind = 0; kind < kEngineCardKinds; ++kind) {
        if (static_cast<EngineCard>(kind) == EngineCard::kPROBE) continue;
        for (int copy = 0; copy < kEngineCardCopies[kind]; ++copy) engine.push_back(static_cast<EngineCard>(kind));
    }
    chance.shuffle(std::span<EngineCard>(engine.data(), engine.size()), OldKind::kEngineOrder, kEngineCardKinds);
    engine.push_back(EngineCard::kPROBE);
    EventPile others;
    for (EventCard card : kAllEventCards) {
        if (card != EventCard::kQuantumShuffle) others.push_back(card);
    }
    chance.shuffle(std::span<EventCard>(others.data(), others.size()), OldKind::kEventOrder, kEventCardCount);
    const EventPile deck = build_event_deck(std::span<const EventCard>(others.data(), others.size()));
    setup.event_deck.assign(deck.begin(), deck.end());
    while (true) {
        const int mercurial = chance.d8();
        const int rubicon = chance.d8();
        out.outcomes.push_back(ChanceOutcome::d8(mercurial));
        out.outcomes.push_back(ChanceOutcome::d8(rubicon));
        if (mercurial != rubicon) {
            setup.first_player = mercurial > rubicon ? Ship::kMercurial : Ship::kRubicon;
            break;
        }
    }
    const Ship first = setup.first_player;
    std::array<Planet, 2> planets{};
    for (Ship ship : {first, other(first)}) {
        const int bit = chance.centarious();
        planets[static_cast<int>(ship)] = bit == 0 ? Planet::kZero : Planet::kOne;
        out.outcomes.push_back(ChanceOutcome::centarious(bit));
    }
    setup.ships = ShipPositions{planets[0], planets[1]};
    std::size_t top = 0;
    for (Ship ship : {first, other(first)}) {
        setup.hands[static_cast<int>(ship)].assign(engine.begin() + top, engine.begin() + top + 3);
        for (std::size_t i = top; i < top + 3; ++i) out.outcomes.push_back(ChanceOutcome::engine_draw(engine[i]));
        top += 3;
    }
    setup.engine_stack.assign(engine.begin() + top, engine.end());
    return out;
}

// ---- the order of the face-down piles, and the draws it answers ------------------------------------

// Replays a version 1 game: answers each chance node the state meets from the old chance source,
// each draw from the order its shuffles gave the piles. A pile rebuilt by the rules is shuffled by
// the source before the next node is answered and at the end of the action, exactly when the old
// source was asked; the cards it gathered, in the order they lay, are read from the piles seen at
// the last node (a discard pile only grows between two nodes, by at most one card before a rebuild).
class DealtOrder {
public:
    DealtOrder(const GameSetup& setup, OldChance& chance) : chance_(&chance) {
        for (auto it = setup.engine_stack.rbegin(); it != setup.engine_stack.rend(); ++it) engine_.push_back(*it);
        for (auto it = setup.event_deck.rbegin(); it != setup.event_deck.rend(); ++it) events_.push_back(*it);
    }

    /// Before an action: the piles as they lie, and the events to watch from now on.
    void observe(const GameState& state, std::size_t events_seen) {
        discard_ = state.engine_discard();
        event_discard_ = state.event_discard();
        events_seen_ = events_seen;
    }

    /// Shuffles every pile rebuilt since the last call (the rebuilds among `events`), then observes.
    void catch_up(const GameState& state, const std::vector<GameEvent>& events) {
        static_assert(interpretation::kQuantumShuffleKeepsHeldCards, "a rebuild gathers no held card");
        for (std::size_t i = events_seen_; i < events.size(); ++i) {
            if (events[i].type() == GameEventType::kEngineStackReshuffled) shuffle_engine(state);
            if (events[i].type() == GameEventType::kEventDeckRebuilt) shuffle_events(state);
        }
        observe(state, events.size());
    }

    /// The outcome of the state's pending chance node.
    ChanceOutcome answer(const GameState& state) {
        const PendingChance& node = state.pending_chance();
        switch (node.kind) {
            case ChanceKind::kEngineDraw:
                return ChanceOutcome::engine_draw(next(engine_, state.engine_stack()));
            case ChanceKind::kEventDraw:
                return ChanceOutcome::event_draw(next(events_, state.event_deck()));
            case ChanceKind::kEntanglionDie:
                return ChanceOutcome::d8(chance_->d8());
            case ChanceKind::kCentariousDie:
                return ChanceOutcome::centarious(chance_->centarious());
            case ChanceKind::kMeasurement:
                return ChanceOutcome{ChanceKind::kMeasurement, chance_->measure(state.live_state())};
            case ChanceKind::kComponentPick: {
                const auto mine = state.components_of(node.player);
                return ChanceOutcome::pick(chance_->pick(std::span<const Component>(mine.data(), mine.size())));
            }
            case ChanceKind::kComponentPlacement:
                break;
        }
        throw Unconvertible("a version 1 game never lays a component");
    }

private:
    template <typename Card, int kKinds, std::size_t N>
    static Card next(FixedVector<Card, N>& bottom_first, const HiddenPile<Card, kKinds>& pile) {
        if (bottom_first.empty() || bottom_first.size() != static_cast<std::size_t>(pile.size()) ||
            !pile.may_draw(bottom_first.back())) {
            throw Unconvertible("the shuffles of the record do not give the cards the pile holds");
        }
        return bottom_first.pop_back();
    }

    // The cards a rebuilt pile holds beyond `seen` (the discard pile at the last node, bottom
    // first): those discarded since, at most one kind, so their order is known.
    template <typename Card, typename Pile, typename Hidden>
    static Pile gathered(const Pile& seen, const Hidden& rebuilt, int kinds, const Pile& also_there = {}) {
        Pile out = seen;
        std::vector<int> extra(static_cast<std::size_t>(kinds), 0);
        for (int k = 0; k < kinds; ++k) extra[static_cast<std::size_t>(k)] = rebuilt.count(static_cast<Card>(k));
        for (Card c : seen) --extra[static_cast<std::size_t>(c)];
        for (Card c : also_there) --extra[static_cast<std::size_t>(c)];
        int kinds_added = 0;
        for (int k = 0; k < kinds; ++k) {
            if (extra[static_cast<std::size_t>(k)] < 0) throw Unconvertible("a rebuilt pile lost a card");
            kinds_added += extra[static_cast<std::size_t>(k)] > 0 ? 1 : 0;
            for (int n = 0; n < extra[static_cast<std::size_t>(k)]; ++n) out.push_back(static_cast<Card>(k));
        }
        if (kinds_added > 1) throw Unconvertible("the order of the cards gathered into a rebuilt pile is not known");
        return out;
    }

    void shuffle_engine(const GameState& state) {
        // The discard pile, as it lay, shuffled into the new stack (the shuffle lists it top first).
        engine_ = gathered<EngineCard>(discard_, state.engine_stack(), kEngineCardKinds);
        chance_->shuffle(std::span<EngineCard>(engine_.data(), engine_.size()), OldKind::kEngineOrder,
                         kEngineCardKinds);
        std::reverse(engine_.begin(), engine_.end());
    }

    void shuffle_events(const GameState& state) {
        // Gathered as the rules gather them: the old deck (in this order, bottom first), then the
        // discard pile; Quantum Shuffle set aside, then placed as in setup.
        EventPile old_deck;
        for (EventCard c : events_) {
            if (c != EventCard::kQuantumShuffle) old_deck.push_back(c);
        }
        EventPile discard;
        for (EventCard c : event_discard_) {
            if (c != EventCard::kQuantumShuffle) discard.push_back(c);
        }
        EventDeck rebuilt = state.event_deck();
        EventPile others = old_deck;
        const EventPile from_discard =
            gathered<EventCard>(discard, without_quantum_shuffle(rebuilt), kEventCardCount, old_deck);
        for (EventCard c : from_discard) others.push_back(c);
        chance_->shuffle(std::span<EventCard>(others.data(), others.size()), OldKind::kEventOrder, kEventCardCount);
        const EventPile deck = build_event_deck(std::span<const EventCard>(others.data(), others.size()));
        events_.clear();
        for (std::size_t i = deck.size(); i > 0; --i) events_.push_back(deck[i - 1]);
    }

    static EventDeck without_quantum_shuffle(const EventDeck& deck) {
        EventPile cards;
        for (int c = 0; c < kEventCardCount; ++c) {
            const auto card = static_cast<EventCard>(c);
            if (card == EventCard::kQuantumShuffle) continue;
            for (int n = 0; n < deck.count(card); ++n) cards.push_back(card);
        }
        EventDeck out;
        out.reset(std::span<const EventCard>(cards.data(), cards.size()), EventCard::kQuantumShuffle,
                  EventDeck::kNoPlace);
        return out;
    }

    OldChance* chance_;
    EnginePile engine_;  ///< bottom first: back() is drawn next
    EventPile events_;   ///< bottom first
    EnginePile discard_;
    EventPile event_discard_;
    std::size_t events_seen_ = 0;
};

// Plays one version 1 action: its chance from its script or the generator, each draw from `order`.
std::string convert_action(GameState& state, DealtOrder& order, OldChance& chance, const OldAction& old,
                           RecordedAction& converted) {
    chance.use(old.scripted ? &old.chance : nullptr);
    std::vector<GameEvent> events;
    order.observe(state, 0);
    std::string error;
    if (!state.apply_until_chance(old.action, &error, &events)) return error;
    while (state.at_chance_node()) {
        order.catch_up(state, events);
        const ChanceOutcome outcome = order.answer(state);
        if (!state.apply_chance_outcome(outcome, &error, &events)) return error;
        converted.chance.push_back(outcome);
    }
    order.catch_up(state, events);  // a rebuild at the end of the action is shuffled within it
    if (chance.unused() > 0) return std::to_string(chance.unused()) + " scripted chance outcome(s) left unused";
    if (!old.scripted && !old.chance.empty() && chance.log() != old.chance) {
        return "the recorded chance outcomes differ from the seeded generator's";
    }
    return {};
}

}  // namespace

std::optional<GameRecord> convert_version1(const json& j, GameRecord record, std::string_view source,
                                           std::string* error) {
    bool seeded = record.seed.has_value();
    if (j.contains("chance")) {
        const std::string mode = text(j["chance"], "/chance");
        if (mode != "seeded" && mode != "scripted") fail("/chance", "expected \"seeded\" or \"scripted\"");
        if (mode == "seeded" && !record.seed) fail("/chance", "\"seeded\" chance needs a \"seed\"");
        seeded = mode == "seeded";
    }
    std::vector<OldAction> actions;
    const json& list = array(field(j, "", "actions"), "/actions");
    for (std::size_t i = 0; i < list.size(); ++i) {
        actions.push_back(old_action_from_json(list[i], "/actions/" + std::to_string(i), seeded));
    }
    const auto refuse = [&](const std::string& problem) -> std::optional<GameRecord> {
        if (error) *error = std::string(source) + ": " + problem;
        return std::nullopt;
    };
    OldChance chance(record.seed.value_or(0));
    GameSetup dealt;
    std::optional<GameState> state;
    if (record.seed) {
        // The generator deals the setup, then goes on answering the actions that are not scripted.
        OldSetup setup = old_setup(record.difficulty, record.variant, chance);
        dealt = setup.setup;
        record.setup.reset();
        record.setup_chance = std::move(setup.outcomes);
        state.emplace(record.difficulty, record.variant);
        for (const ChanceOutcome& outcome : record.setup_chance) state->apply_chance_outcome(outcome);
    } else {
        dealt = *record.setup;
        state.emplace(dealt);
    }
    DealtOrder order(dealt, chance);
    for (std::size_t i = 0; i < actions.size(); ++i) {
        RecordedAction converted{actions[i].action, {}, {}};
        std::string problem;
        try {
            problem = convert_action(*state, order, chance, actions[i], converted);
        } catch (const Unconvertible& e) {
            problem = e.what();
        }
        if (!problem.empty()) return refuse("action " + std::to_string(i) + ": " + problem);
        record.actions.push_back(std::move(converted));
    }
    return record;
}

std::optional<GameRecord> convert_version2_seeded_setup(GameRecord record, std::string_view source,
                                                        std::string* error) {
    (void)source;
    (void)error;
    OldChance chance(*record.seed);
    record.setup_chance = old_setup(record.difficulty, record.variant, chance).outcomes;
    return record;
}

}  // namespace entanglion::rules
