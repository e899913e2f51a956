#include "game/rules/chance.h"

#include <algorithm>
#include <cassert>
#include <string>

namespace entanglion::rules {
namespace {

template <typename T>
void fisher_yates(Rng& rng, std::span<T> items) {
    Rng local = rng;  // a local copy: docs/performance.md#chance
    for (std::size_t i = items.size(); i > 1; --i) {
        const auto j = static_cast<std::size_t>(uniform_index(local, i));
        std::swap(items[i - 1], items[j]);
    }
    rng = local;
}

template <typename T>
std::vector<std::uint8_t> as_bytes(std::span<const T> items) {
    std::vector<std::uint8_t> out;
    out.reserve(items.size());
    for (T item : items) out.push_back(static_cast<std::uint8_t>(item));
    return out;
}

// Applies a scripted order: it must be a permutation (as a multiset) of the cards being shuffled.
template <typename T>
void apply_order(std::span<T> cards, const std::vector<std::uint8_t>& order, std::size_t index, int kinds,
                 std::string_view what) {
    if (order.size() != cards.size()) {
        throw ChanceError("chance outcome " + std::to_string(index) + ": the " + std::string(what) + " lists " +
                          std::to_string(order.size()) + " cards, the game is shuffling " +
                          std::to_string(cards.size()));
    }
    std::vector<int> counts(static_cast<std::size_t>(kinds), 0);
    for (T card : cards) ++counts[static_cast<std::size_t>(card)];
    for (std::uint8_t value : order) {
        if (value >= kinds || --counts[value] < 0) {
            throw ChanceError("chance outcome " + std::to_string(index) + ": the " + std::string(what) +
                              " is not an order of the cards being shuffled");
        }
    }
    for (std::size_t i = 0; i < cards.size(); ++i) cards[i] = static_cast<T>(order[i]);
}

}  // namespace

std::string_view chance_kind_id(ChanceKind kind) {
    switch (kind) {
        case ChanceKind::kEntanglionDie:
            return "d8";
        case ChanceKind::kCentariousDie:
            return "centarious";
        case ChanceKind::kEngineShuffle:
            return "engine_order";
        case ChanceKind::kEventShuffle:
            return "event_order";
        case ChanceKind::kComponentShuffle:
            return "component_order";
        case ChanceKind::kComponentPick:
            return "component_pick";
        case ChanceKind::kMeasurement:
            return "measure";
        case ChanceKind::kEngineDraw:
            return "engine_draw";
        case ChanceKind::kEventDraw:
            return "event_draw";
    }
    return "?";
}

// ---- SeededChance ---------------------------------------------------------------------------------

int SeededChance::roll_entanglion_die() { return 1 + static_cast<int>(uniform_index(rng_, 8)); }
int SeededChance::roll_centarious_die() { return static_cast<int>(uniform_index(rng_, 2)); }
void SeededChance::shuffle_engine(std::span<EngineCard> cards) { fisher_yates(rng_, cards); }
void SeededChance::shuffle_events(std::span<EventCard> cards) { fisher_yates(rng_, cards); }
void SeededChance::shuffle_components(std::span<Component> components) { fisher_yates(rng_, components); }

Component SeededChance::pick_component(std::span<const Component> candidates) {
    return candidates[static_cast<std::size_t>(uniform_index(rng_, candidates.size()))];
}

BasisOutcome SeededChance::measure(const TwoQubitState& state) { return state.sample_all(rng_); }

FixedVector<MeasurementChance, 4> measurement_outcomes(const TwoQubitState& state) {
    constexpr double kImpossible = 1e-12;
    const Eigen::Vector4d p = state.probabilities();
    double total = 0;
    for (int i = 0; i < 4; ++i) total += p[i] > kImpossible ? p[i] : 0;
    FixedVector<MeasurementChance, 4> out;
    for (int i = 0; i < 4; ++i) {
        if (p[i] > kImpossible) out.push_back(MeasurementChance{BasisOutcome{i / 2, i % 2}, p[i] / total});
    }
    return out;
}

// ---- ScriptedChance -------------------------------------------------------------------------------

void ScriptedChance::push_d8(int value) { push(ChanceOutcome{ChanceKind::kEntanglionDie, value, {}, {}}); }
void ScriptedChance::push_centarious(int value) { push(ChanceOutcome{ChanceKind::kCentariousDie, value, {}, {}}); }
void ScriptedChance::push_engine_order(const std::vector<EngineCard>& top_first) {
    push(ChanceOutcome{ChanceKind::kEngineShuffle, 0, as_bytes(std::span<const EngineCard>(top_first)), {}});
}
void ScriptedChance::push_event_order(const std::vector<EventCard>& top_first) {
    push(ChanceOutcome{ChanceKind::kEventShuffle, 0, as_bytes(std::span<const EventCard>(top_first)), {}});
}
void ScriptedChance::push_measurement(int mercurial_bit, int rubicon_bit) {
    push(ChanceOutcome{ChanceKind::kMeasurement, 2 * mercurial_bit + rubicon_bit, {}, {}});
}
void ScriptedChance::push_pick(Component component) {
    push(ChanceOutcome{ChanceKind::kComponentPick, 0, {}, component});
}

const ChanceOutcome& ScriptedChance::take(ChanceKind kind) {
    if (next_ >= outcomes_.size()) {
        throw ChanceError("the chance script ran out: the game needs a " + std::string(chance_kind_id(kind)) +
                          " outcome (" + std::to_string(outcomes_.size()) + " outcomes were scripted)");
    }
    const ChanceOutcome& outcome = outcomes_[next_];
    if (outcome.kind != kind) {
        throw ChanceError("chance outcome " + std::to_string(next_) + ": the game needs a " +
                          std::string(chance_kind_id(kind)) + " outcome, the script has " +
                          std::string(chance_kind_id(outcome.kind)));
    }
    ++next_;
    return outcome;
}

int ScriptedChance::roll_entanglion_die() {
    const ChanceOutcome& outcome = take(ChanceKind::kEntanglionDie);
    if (outcome.value < 1 || outcome.value > 8) {
        throw ChanceError("chance outcome " + std::to_string(next_ - 1) + ": d8 result " +
                          std::to_string(outcome.value) + " is not in 1..8");
    }
    return outcome.value;
}

int ScriptedChance::roll_centarious_die() {
    const ChanceOutcome& outcome = take(ChanceKind::kCentariousDie);
    if (outcome.value != 0 && outcome.value != 1) {
        throw ChanceError("chance outcome " + std::to_string(next_ - 1) + ": Centarious die result " +
                          std::to_string(outcome.value) + " is not 0 or 1");
    }
    return outcome.value;
}

void ScriptedChance::shuffle_engine(std::span<EngineCard> cards) {
    const ChanceOutcome& outcome = take(ChanceKind::kEngineShuffle);
    apply_order(cards, outcome.order, next_ - 1, kEngineCardKinds, "engine order");
}

void ScriptedChance::shuffle_events(std::span<EventCard> cards) {
    const ChanceOutcome& outcome = take(ChanceKind::kEventShuffle);
    apply_order(cards, outcome.order, next_ - 1, kEventCardCount, "event order");
}

void ScriptedChance::shuffle_components(std::span<Component> components) {
    const ChanceOutcome& outcome = take(ChanceKind::kComponentShuffle);
    apply_order(components, outcome.order, next_ - 1, kComponentCount, "component order");
}

Component ScriptedChance::pick_component(std::span<const Component> candidates) {
    const ChanceOutcome& outcome = take(ChanceKind::kComponentPick);
    if (std::find(candidates.begin(), candidates.end(), outcome.picked) == candidates.end()) {
        throw ChanceError("chance outcome " + std::to_string(next_ - 1) + ": picked component " +
                          std::string(component_id(outcome.picked)) + " is not among the candidates");
    }
    return outcome.picked;
}

BasisOutcome ScriptedChance::measure(const TwoQubitState& state) {
    const ChanceOutcome& outcome = take(ChanceKind::kMeasurement);
    if (outcome.value < 0 || outcome.value > 3) {
        throw ChanceError("chance outcome " + std::to_string(next_ - 1) + ": measurement outcome " +
                          std::to_string(outcome.value) + " is not in 0..3");
    }
    const auto possible = measurement_outcomes(state);
    if (std::none_of(possible.begin(), possible.end(),
                     [&](const MeasurementChance& m) { return m.outcome.index() == outcome.value; })) {
        throw ChanceError("chance outcome " + std::to_string(next_ - 1) + ": measurement outcome |" +
                          std::to_string(outcome.value / 2) + std::to_string(outcome.value % 2) +
                          "> has probability 0 in the current state");
    }
    return BasisOutcome{outcome.value / 2, outcome.value % 2};
}

// ---- RecordingChance ------------------------------------------------------------------------------

int RecordingChance::roll_entanglion_die() {
    const int value = inner_->roll_entanglion_die();
    log_.push_back(ChanceOutcome{ChanceKind::kEntanglionDie, value, {}, {}});
    return value;
}

int RecordingChance::roll_centarious_die() {
    const int value = inner_->roll_centarious_die();
    log_.push_back(ChanceOutcome{ChanceKind::kCentariousDie, value, {}, {}});
    return value;
}

void RecordingChance::shuffle_engine(std::span<EngineCard> cards) {
    inner_->shuffle_engine(cards);
    log_.push_back(ChanceOutcome{ChanceKind::kEngineShuffle, 0, as_bytes(std::span<const EngineCard>(cards)), {}});
}

void RecordingChance::shuffle_events(std::span<EventCard> cards) {
    inner_->shuffle_events(cards);
    log_.push_back(ChanceOutcome{ChanceKind::kEventShuffle, 0, as_bytes(std::span<const EventCard>(cards)), {}});
}

void RecordingChance::shuffle_components(std::span<Component> components) {
    inner_->shuffle_components(components);
    log_.push_back(
        ChanceOutcome{ChanceKind::kComponentShuffle, 0, as_bytes(std::span<const Component>(components)), {}});
}

Component RecordingChance::pick_component(std::span<const Component> candidates) {
    const Component picked = inner_->pick_component(candidates);
    log_.push_back(ChanceOutcome{ChanceKind::kComponentPick, 0, {}, picked});
    return picked;
}

BasisOutcome RecordingChance::measure(const TwoQubitState& state) {
    const BasisOutcome outcome = inner_->measure(state);
    log_.push_back(ChanceOutcome{ChanceKind::kMeasurement, outcome.index(), {}, {}});
    return outcome;
}

}  // namespace entanglion::rules
