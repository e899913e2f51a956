#pragma once
// Shared by the review's tests: records of simulated games, histories built from a position, and
// settings small enough for a fast suite.

#include <gtest/gtest.h>

#include <vector>

#include "game/analysis/record_history.h"
#include "game/analysis/review.h"
#include "game/policies/simulation.h"
#include "game/rules/chance_sampler.h"
#include "game/rules/take_back.h"

namespace entanglion::analysis::testing {

/// Game `index` of a heuristic run at `difficulty` with `seed`, as `simulate --save-records` writes it.
inline rules::GameRecord simulated_record(int difficulty, std::uint64_t seed, std::uint64_t index,
                                          const std::string& policy = "heuristic") {
    policies::SimulationSettings settings;
    settings.policy = policy;
    settings.difficulty = difficulty;
    settings.seed = seed;
    settings.playouts = 50;  // for "search"
    rules::GameRecord record;
    policies::play_game(settings, index, &record);
    return record;
}

/// The first prefix of `played` (beyond its tenth action) that ends in a card play the rules let a
/// player take back with cards going back on top; empty when the game has none.
inline rules::GameRecord prefix_ending_in_a_card_take_back(const rules::GameRecord& played) {
    rules::GameRecord record = played;
    record.actions.clear();
    for (const rules::RecordedAction& recorded : played.actions) {
        record.actions.push_back(recorded);
        const rules::TakeBackCheck check = rules::check_take_back(record);
        if (record.actions.size() > 10 && check.allowed() && !check.returned.empty()) return record;
    }
    return {};
}

inline RecordHistory history_of(const rules::GameRecord& record) {
    std::string error;
    std::optional<RecordHistory> history = read_record_history(record, &error);
    EXPECT_TRUE(history.has_value()) << error;
    return history ? std::move(*history) : RecordHistory{};
}

/// A history from `start`: each of `actions` in turn, the chance after each sampled from a generator
/// seeded with `seed` (dice chosen by `dice` first, in order, while any are left).
inline RecordHistory history_from(const rules::GameState& start, const std::vector<rules::Action>& actions,
                                  std::vector<int> dice = {}, std::uint64_t seed = 1) {
    RecordHistory history;
    history.positions.push_back(start);
    Rng rng(seed);
    std::size_t next_die = 0;
    const auto push = [&](const HistoryEntry& entry) {
        rules::GameState next = history.positions.back();
        std::string error;
        EXPECT_TRUE(apply_entry(next, entry, &error)) << describe_entry(entry) << ": " << error;
        history.entries.push_back(entry);
        history.positions.push_back(next);
    };
    for (const rules::Action& action : actions) {
        push(HistoryEntry{false, action, {}});
        while (history.positions.back().at_chance_node()) {
            const rules::GameState& state = history.positions.back();
            rules::ChanceOutcome outcome = rules::sample_chance_outcome(state, rng);
            if (state.pending_chance().kind == rules::ChanceKind::kEntanglionDie && next_die < dice.size()) {
                outcome = rules::ChanceOutcome::d8(dice[next_die++]);
            }
            push(HistoryEntry{true, {}, outcome});
        }
    }
    return history;
}

/// The most playouts a test's estimate takes: `n` in the main suite. Where assertions are on (the
/// sanitized tree), every action of every playout runs the rules' legality and invariant checks, about
/// a hundred times the work, so a review's estimates take a quarter of `n`, never fewer than one batch
/// of 64. The reviews' properties these tests check hold at any number of playouts.
constexpr int test_playouts(int n) {
#ifdef ENTANGLION_EXPECT_ASSERTIONS
    return n / 4 < 64 ? 64 : n / 4;
#else
    return n;
#endif
}

/// Small estimates for a fast suite: at most 256 playouts (test_playouts), +-6 points.
inline ReviewSettings quick_settings(int threads = 1) {
    ReviewSettings settings;
    settings.estimate.max_playouts = test_playouts(256);
    settings.estimate.half_width = 0.06;
    settings.threads = threads;
    return settings;
}

inline ReviewResult reviewed(RecordHistory history, const ReviewSettings& settings) {
    Review review(std::move(history), settings);
    EXPECT_TRUE(review.run());
    return review.result();
}

}  // namespace entanglion::analysis::testing
