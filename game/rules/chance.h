#pragma once
/// Chance as an explicit input. The rules never hold a random generator: they stop at chance nodes
/// (chance_node.h), and a ChanceDriver (chance_driver.h) answers them by asking a ChanceSource for
/// every die roll, random pick and quantum measurement, and for the shuffle of every rebuilt pile
/// (from which it answers the draws). SeededChance answers from the portable entanglion::Rng (same
/// seed => same game on every machine); ScriptedChance replays outcomes taken from a record or
/// written by a test, and fails clearly when the script runs out or does not fit; RecordingChance
/// wraps another source and logs every outcome for the record. generate_setup (setup.h) asks one
/// for the setup's shuffles and rolls.

#include <bit>
#include <cassert>
#include <cstdint>
#include <memory>
#include <span>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "game/rules/cards.h"
#include "game/rules/fixed_vector.h"
#include "statevector/random.h"
#include "statevector/state.h"

namespace entanglion::rules {

/// What a chance outcome decided.
enum class ChanceKind : std::uint8_t {
    kEntanglionDie,     ///< the yellow d8: 1..8
    kCentariousDie,     ///< the purple binary d6: 0 or 1
    kEngineShuffle,     ///< a new order of the engine cards being shuffled
    kEventShuffle,      ///< a new order of the event cards being shuffled
    kComponentShuffle,  ///< the order components are laid on the planets (setup)
    kComponentPick,     ///< Spooky Action's random pick among a ship's components
    kMeasurement,       ///< quantum variant: both ships measured in the Z basis
    kEngineDraw,        ///< a chance node: the engine card a draw reveals (value: the EngineCard)
    kEventDraw,         ///< a chance node: the event card a draw reveals (value: the EventCard)
};
/// "d8", "centarious", "engine_order", "event_order", "component_order", "component_pick",
/// "measure" (the keys used in records), "engine_draw", "event_draw".
std::string_view chance_kind_id(ChanceKind kind);

/// One recorded outcome. Orders are listed top of the pile first (index 0 is drawn first); for
/// kComponentShuffle, entry i goes on kClockwiseEntanglion[i].
struct ChanceOutcome {
    ChanceKind kind = ChanceKind::kEntanglionDie;
    int value = 0;                                  ///< die result; kMeasurement: 2*mercurial_bit + rubicon_bit
    std::vector<std::uint8_t> order;                ///< shuffles: the cards (as enum values) in their new order
    Component picked = Component::kPhysicalQubits;  ///< kComponentPick
    friend bool operator==(const ChanceOutcome&, const ChanceOutcome&) = default;
};

/// The value a chance node's outcome carries (a die face, a basis index 2m + r, a card or, for a
/// pick, the component), and back.
inline int chance_value_of(const ChanceOutcome& outcome) {
    return outcome.kind == ChanceKind::kComponentPick ? static_cast<int>(outcome.picked) : outcome.value;
}
inline ChanceOutcome chance_outcome_of(ChanceKind kind, int value) {
    if (kind == ChanceKind::kComponentPick) return ChanceOutcome{kind, 0, {}, static_cast<Component>(value)};
    return ChanceOutcome{kind, value, {}, {}};
}

/// Thrown by a ChanceSource that cannot answer (a script that ran out or does not fit). A game
/// state whose ChanceDriver::apply() was interrupted by it is unspecified and must be discarded (the
/// stepped API never throws it); the record replayer turns it into an "action N: ..." message.
class ChanceError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class ChanceSource {
public:
    virtual ~ChanceSource() = default;
    /// The Entanglion die: 1..8 (before any component modifier).
    virtual int roll_entanglion_die() = 0;
    /// The Centarious die: 0 (ZERO) or 1 (ONE).
    virtual int roll_centarious_die() = 0;
    /// Reorders `cards` in place; on return cards[0] is the top of the new pile.
    virtual void shuffle_engine(std::span<EngineCard> cards) = 0;
    virtual void shuffle_events(std::span<EventCard> cards) = 0;
    /// Reorders the eight components; component i goes on kClockwiseEntanglion[i].
    virtual void shuffle_components(std::span<Component> components) = 0;
    /// Picks one of `candidates` (non-empty) uniformly.
    virtual Component pick_component(std::span<const Component> candidates) = 0;
    /// Measures both ships of `state` in the Z basis (Born rule); the caller collapses the state.
    virtual BasisOutcome measure(const TwoQubitState& state) = 0;
};

/// A uniform integer in [0, bound) from rng.next_u64() by bitmask rejection: the top bits of each
/// draw, masked to the next power of two, rejected when >= bound. Portable (no division, no std
/// distribution) and exact; a power-of-two bound (the d8, the Centarious die) never rejects.
/// Precondition: 0 < bound <= 2^32.
inline std::uint64_t uniform_index(Rng& rng, std::uint64_t bound) {
    assert(bound > 0 && bound <= (std::uint64_t{1} << 32));
    // The smallest `bits` with 2^bits >= bound.
    const int bits = std::bit_width(bound - 1);
    if (bits == 0) return 0;
    while (true) {
        const std::uint64_t value = rng.next_u64() >> (64 - bits);
        if (value < bound) return value;
    }
}

/// One outcome a measurement of both ships can give.
struct MeasurementChance {
    BasisOutcome outcome;  ///< the bits of Mercurial and Rubicon (1: ONE)
    double probability = 0.0;
};
/// The outcomes of measuring both ships of `state` in the Z basis (Born rule): the basis states of
/// probability above 1e-12, in index order, their probabilities normalised by the sum of those
/// listed. The one list a measurement chance node offers and a script is checked against.
FixedVector<MeasurementChance, 4> measurement_outcomes(const TwoQubitState& state);

/// The seed of the `index`-th generator derived from `seed`: seed * 1000003 + index (wrapping). The
/// one derivation everything uses that needs several reproducible generators from one seed: game i of
/// `entanglion-cli simulate --seed S`, and the dice of a game played on from step s of a record with
/// seed S (index s + 1: the app's Continue and Resume).
constexpr std::uint64_t derived_seed(std::uint64_t seed, std::uint64_t index) { return seed * 1000003ULL + index; }

/// Chance from a seeded Rng. Portable: Fisher-Yates over uniform_index, d8 = 1 + uniform_index(8),
/// Centarious die = uniform_index(2), measurement by TwoQubitState::sample_all (the Born rule).
class SeededChance final : public ChanceSource {
public:
    explicit SeededChance(std::uint64_t seed) : rng_(seed) {}
    int roll_entanglion_die() override;
    int roll_centarious_die() override;
    void shuffle_engine(std::span<EngineCard> cards) override;
    void shuffle_events(std::span<EventCard> cards) override;
    void shuffle_components(std::span<Component> components) override;
    Component pick_component(std::span<const Component> candidates) override;
    BasisOutcome measure(const TwoQubitState& state) override;
    Rng& rng() { return rng_; }

private:
    Rng rng_;
};

/// Replays a list of outcomes in order. Each request must find the next outcome of the same kind,
/// a die value in range, a shuffle that is a permutation of the cards being shuffled, a pick among
/// the candidates, a measurement outcome among measurement_outcomes(); otherwise it throws ChanceError
/// naming the outcome index and the problem, e.g. `chance outcome 4: expected d8, the script has
/// centarious` or `the chance script ran out: the game needs a d8 roll`.
class ScriptedChance final : public ChanceSource {
public:
    ScriptedChance() = default;
    explicit ScriptedChance(std::vector<ChanceOutcome> outcomes) : outcomes_(std::move(outcomes)) {}
    /// Appends outcomes (tests build scripts step by step).
    void push(ChanceOutcome outcome) { outcomes_.push_back(std::move(outcome)); }
    void push_d8(int value);
    void push_centarious(int value);
    void push_engine_order(const std::vector<EngineCard>& top_first);
    void push_event_order(const std::vector<EventCard>& top_first);
    void push_measurement(int mercurial_bit, int rubicon_bit);
    void push_pick(Component component);

    int roll_entanglion_die() override;
    int roll_centarious_die() override;
    void shuffle_engine(std::span<EngineCard> cards) override;
    void shuffle_events(std::span<EventCard> cards) override;
    void shuffle_components(std::span<Component> components) override;
    Component pick_component(std::span<const Component> candidates) override;
    BasisOutcome measure(const TwoQubitState& state) override;

    /// How many outcomes have not been used yet.
    std::size_t remaining() const { return outcomes_.size() - next_; }
    std::size_t used() const { return next_; }

private:
    const ChanceOutcome& take(ChanceKind kind);
    std::vector<ChanceOutcome> outcomes_;
    std::size_t next_ = 0;
};

/// Asks `inner` and appends every answer to a log (the record's chance outcomes).
class RecordingChance final : public ChanceSource {
public:
    explicit RecordingChance(ChanceSource& inner) : inner_(&inner) {}
    void set_inner(ChanceSource& inner) { inner_ = &inner; }
    int roll_entanglion_die() override;
    int roll_centarious_die() override;
    void shuffle_engine(std::span<EngineCard> cards) override;
    void shuffle_events(std::span<EventCard> cards) override;
    void shuffle_components(std::span<Component> components) override;
    Component pick_component(std::span<const Component> candidates) override;
    BasisOutcome measure(const TwoQubitState& state) override;

    const std::vector<ChanceOutcome>& log() const { return log_; }
    /// Returns the log and starts a new one (one log per action).
    std::vector<ChanceOutcome> take_log() { return std::exchange(log_, {}); }

private:
    ChanceSource* inner_;
    std::vector<ChanceOutcome> log_;
};

}  // namespace entanglion::rules
