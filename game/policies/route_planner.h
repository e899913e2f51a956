#pragma once
/// Route planning on the transition graph, for the heuristic policy. The graph is the rules' public
/// one (game/rules/transition_graph.h: for each of the 24 ship positions, each navigation card and
/// each ship, where the game's rules variant sends the ships and whether an orbital check follows),
/// so entering Entanglion by the grey CNOT lines, moving inside it and leaving it are all edges of
/// one graph and nothing here re-derives a move.
///
/// Two measures of a position:
///   - distance: the fewest plays (any card, either ship) from a position to a planet of Entanglion
///     that still holds a component, by backward relaxation over the 24 positions; cached per
///     component placement (a byte: which of the eight planets hold one), so it is computed a few
///     times per game;
///   - plan cost: the best sequence of the cards actually in both hands, the players alternating (a
///     player may also pass: an exchange), a few plies deep, scored as plies spent, plus the expected
///     cost of each orbital check on the way (its exact probability from the detection rate and the
///     roller's components, times the cost of being detected), plus, from the last position,
///     `kUnknownCardPlies` plies per step still to go (cards not yet drawn) and the expected cost of
///     the checks still ahead, so passing never looks like a way around a check.

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "game/board/planet.h"
#include "game/rules/game_state.h"
#include "game/rules/transition_graph.h"

namespace entanglion::policies {

/// How many of each navigation card kind (X, H, CNOT, SWAP) a hand holds.
using CardCounts = std::array<std::uint8_t, 4>;
CardCounts card_counts(const rules::EngineHand& hand);

/// The probability that `roller` is detected by a check against the state's detection rate (orbital
/// or ground: detected when the modified roll is at most the rate), as a fraction of 8 (64 with
/// Magnetic Shielding's second roll): `numerator` / `denominator`. Each d8 face has probability 1/8,
/// as GameState::chance_outcomes() lists for an Entanglion die.
struct Risk {
    int numerator = 0;
    int denominator = 8;
    float probability() const { return static_cast<float>(numerator) / static_cast<float>(denominator); }
};
Risk detection_risk(const rules::GameState& state, Ship roller);
/// The d8 roll (1..8) modified by the roller's Quantum Error Correction (+1) and Control
/// Infrastructure (-1), as the defenses compare it.
int modified_roll(const rules::GameState& state, Ship roller, int roll);

class RoutePlanner {
public:
    /// Plies assumed per step of a route beyond the cards in hand (the card needed is not yet drawn).
    static constexpr float kUnknownCardPlies = 2.0f;
    static constexpr int kUnreachable = 99;

    /// Builds the per-board graph when `state`'s board or variant differs from the last one, and the
    /// distances for its component placement. Call before the queries below.
    void prepare(const rules::GameState& state);

    static constexpr int kPositions = rules::TransitionGraph::kPositions;
    int index_of(const ShipPositions& p) const { return graph_->moves->index_of(p); }
    const ShipPositions& position(int index) const { return graph_->moves->positions[static_cast<std::size_t>(index)]; }
    /// Fewest plays from position `index` to a planet holding a component (0 on one).
    int distance(int index) const { return (*distances_)[static_cast<std::size_t>(index)].plies; }
    /// The component planet that distance() leads to (nullopt when none is left).
    std::optional<Planet> nearest_target(int index) const;
    /// Both ships on an Entanglion planet that holds a component.
    bool is_target(int index) const { return distance(index) == 0; }

    /// Where `card` played for `ship` sends the ships from position `index`, and whether an orbital
    /// check follows (the move's own flag; Quantum Programming is the caller's business).
    int next(int index, int card, Ship ship) const {
        return graph_->moves
            ->next[static_cast<std::size_t>(index)][static_cast<std::size_t>(card)][static_cast<std::size_t>(ship)];
    }
    bool checks(int index, int card, Ship ship) const {
        return graph_->moves
            ->check[static_cast<std::size_t>(index)][static_cast<std::size_t>(card)][static_cast<std::size_t>(ship)];
    }

    /// The expected cost of `mover`'s orbital check on arriving at position `to` (0 when Quantum
    /// Programming skips it): the detection probability times the cost of a detection.
    float check_cost(int to, Ship mover) const;
    /// The cost, in plies, of the best plan from position `index` with `spent` plies already spent,
    /// `mover` to play next, `depth` plies looked at in all (see the file comment).
    float plan_cost(int index, Ship mover, std::array<CardCounts, 2>& hands, int spent, int depth) const;
    /// Expected cost from position `index` with no known cards: kUnknownCardPlies per step, plus
    /// the expected cost of the orbital checks on the way (waiting does not avoid them).
    float unknown_cost(int index) const {
        const Distance& d = (*distances_)[static_cast<std::size_t>(index)];
        return kUnknownCardPlies * static_cast<float>(d.plies) + mean_check_cost_ * static_cast<float>(d.checks);
    }

private:
    struct Graph {
        const Board* board = nullptr;
        rules::RulesVariant variant = rules::RulesVariant::kBoard;
        const rules::TransitionGraph* moves = nullptr;
        /// The Entanglion planet's clockwise index (0..7) for a position inside Entanglion, else -1.
        std::int8_t clockwise[kPositions]{};
    };
    struct Distance {
        std::int8_t plies = kUnreachable;
        std::int8_t checks = 0;   ///< orbital checks on the way (the fewest among the shortest ways)
        std::int8_t target = -1;  ///< clockwise index of the component planet reached
    };
    using Distances = std::array<Distance, kPositions>;

    void build_graph(const rules::GameState& state);
    Distances compute_distances(unsigned planets_with_components) const;

    std::optional<Graph> graph_;
    /// Indexed by the placement byte; built on first use.
    std::vector<std::optional<Distances>> cache_;
    const Distances* distances_ = nullptr;
    // The state's detection figures, refreshed by prepare().
    std::array<float, 2> detect_probability_{};
    std::array<bool, 2> programming_{};
    float mean_check_cost_ = 0;               ///< check_cost() of either ship, on average (a route's later checks)
    std::array<float, 2> detection_costs_{};  ///< per roller: the way back from Centarious plus the step on the track
};

}  // namespace entanglion::policies
