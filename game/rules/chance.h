#pragma once
/// Chance outcomes: what a chance node (chance_node.h) can decide, as plain data. The rules never
/// hold a random generator: they stop at chance nodes, and whoever drives a game answers each one
/// with an outcome (a generator through sample_chance_outcome in chance_sampler.h, a record's
/// history, a test forcing it) applied by GameState::apply_chance_outcome.

#include <cassert>
#include <cstdint>
#include <string>
#include <string_view>

#include "game/rules/cards.h"
#include "statevector/random.h"
#include "statevector/state.h"
#include "util/fixed_vector.h"

namespace entanglion::rules {

/// What a chance node decides.
enum class ChanceKind : std::uint8_t {
    kEntanglionDie,       ///< the yellow d8: value 1..8
    kCentariousDie,       ///< the purple binary die: value 0 (ZERO) or 1 (ONE)
    kComponentPick,       ///< Spooky Action's random pick among a ship's components: value, the Component
    kMeasurement,         ///< quantum variant: both ships measured in the Z basis: value 2*mercurial + rubicon
    kEngineDraw,          ///< the engine card a draw reveals: value, the EngineCard
    kEventDraw,           ///< the event card a draw reveals: value, the EventCard
    kComponentPlacement,  ///< setup: the component laid on the next Entanglion planet clockwise: value, the Component
};
inline constexpr int kChanceKindCount = 7;
/// "d8", "centarious", "component_pick", "measure", "engine_draw", "event_draw",
/// "component_placement" (the keys used in records).
std::string_view chance_kind_id(ChanceKind kind);

/// One chance outcome: the kind of node it answers and the value it takes there (two bytes: a
/// game's history holds hundreds).
struct ChanceOutcome {
    ChanceKind kind = ChanceKind::kEntanglionDie;
    std::int8_t value = 0;

    constexpr ChanceOutcome() = default;
    constexpr ChanceOutcome(ChanceKind kind_of, int value_of)
        : kind(kind_of), value(static_cast<std::int8_t>(value_of)) {}
    friend bool operator==(const ChanceOutcome&, const ChanceOutcome&) = default;

    static constexpr ChanceOutcome d8(int face) { return {ChanceKind::kEntanglionDie, face}; }
    static constexpr ChanceOutcome centarious(int face) { return {ChanceKind::kCentariousDie, face}; }
    static constexpr ChanceOutcome pick(Component c) { return {ChanceKind::kComponentPick, static_cast<int>(c)}; }
    static constexpr ChanceOutcome measurement(int mercurial_bit, int rubicon_bit) {
        return {ChanceKind::kMeasurement, 2 * mercurial_bit + rubicon_bit};
    }
    static constexpr ChanceOutcome engine_draw(EngineCard c) { return {ChanceKind::kEngineDraw, static_cast<int>(c)}; }
    static constexpr ChanceOutcome event_draw(EventCard c) { return {ChanceKind::kEventDraw, static_cast<int>(c)}; }
    static constexpr ChanceOutcome placement(Component c) {
        return {ChanceKind::kComponentPlacement, static_cast<int>(c)};
    }
};

/// One outcome a measurement of both ships can give.
struct MeasurementChance {
    BasisOutcome outcome;  ///< the bits of Mercurial and Rubicon (1: ONE)
    double probability = 0.0;
};
/// The outcomes of measuring both ships of `state` in the Z basis (Born rule): the basis states of
/// probability above 1e-12, in index order, their probabilities normalised by the sum of those
/// listed. The one list a measurement chance node offers.
FixedVector<MeasurementChance, 4> measurement_outcomes(const TwoQubitState& state);

/// The seed of the `index`-th generator derived from `seed`: seed * 1000003 + index (wrapping). The
/// one derivation everything uses that needs several reproducible generators from one seed: game i of
/// `entanglion-cli simulate --seed S`, and the chance of a game played on from step s of a record with
/// seed S (index s + 1: the app's Continue and Resume).
constexpr std::uint64_t derived_seed(std::uint64_t seed, std::uint64_t index) { return seed * 1000003ULL + index; }

}  // namespace entanglion::rules
