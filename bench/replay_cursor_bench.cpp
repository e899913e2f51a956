// Stepping through a long recorded game: one step as the app did it before the replay cursor
// (replay the record from its setup, twice: the state at the step with its events, and the event
// count before the step) against one step with a ReplayCursor (lookups), and the cursor's one-off
// construction. Run: build/bin/replay_cursor_bench (see docs/performance.md).
//
//   BM_StepByReplayFromZero   replay_record of the first `step` actions (events collected) and of
//                             the first `step - 1`, stepping 0, 1, ..., n, 0, ... over the record
//   BM_StepWithCursor         state_at, events_up_to and events_of for the same steps
//   BM_CreateCursor           ReplayCursor::create: the whole record replayed once, every state kept
// The record is a complete seeded board game of at least 300 actions (the first such from seed 1
// on, each action a uniform pick from the legal list), so its length is the same on every run.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>

#include "game/rules/record.h"
#include "game/rules/replay_cursor.h"
#include "statevector/random.h"

namespace entanglion::rules {
namespace {

constexpr std::size_t kMinActions = 300;

GameRecord long_record() {
    for (std::uint64_t seed = 1;; ++seed) {
        GameSession session(seed, 1, RulesVariant::kBoard);
        Rng pick(seed);
        while (!session.state().is_over()) {
            const ActionList actions = session.state().legal_actions();
            session.apply(actions[static_cast<std::size_t>(pick.uniform_index(actions.size()))], nullptr);
        }
        if (session.record().actions.size() >= kMinActions) return session.record();
    }
}

const GameRecord& record() {
    static const GameRecord kRecord = long_record();
    return kRecord;
}

void BM_StepByReplayFromZero(benchmark::State& bench) {
    const int steps = static_cast<int>(record().actions.size());
    int step = 0;
    for (auto _ : bench) {
        GameRecord prefix = record();
        prefix.actions.resize(static_cast<std::size_t>(step));
        ReplayResult shown = replay_record(prefix, /*collect_events=*/true);
        std::size_t before = 0;
        if (step > 0) {
            prefix.actions.resize(static_cast<std::size_t>(step - 1));
            before = replay_record(prefix, /*collect_events=*/true).events.size();
        }
        benchmark::DoNotOptimize(shown);
        benchmark::DoNotOptimize(before);
        step = step == steps ? 0 : step + 1;
    }
    bench.counters["actions"] = steps;
}
BENCHMARK(BM_StepByReplayFromZero)->Unit(benchmark::kMicrosecond);

void BM_StepWithCursor(benchmark::State& bench) {
    std::string error;
    const std::optional<ReplayCursor> cursor = ReplayCursor::create(record(), &error);
    if (!cursor) {
        bench.SkipWithError(error.c_str());
        return;
    }
    int step = 0;
    for (auto _ : bench) {
        const GameState& state = cursor->state_at(step);
        const std::size_t log = cursor->events_up_to(step).size();
        const std::size_t own = cursor->events_of(step).size();
        benchmark::DoNotOptimize(&state);
        benchmark::DoNotOptimize(log);
        benchmark::DoNotOptimize(own);
        step = step == cursor->step_count() ? 0 : step + 1;
    }
    bench.counters["actions"] = cursor->step_count();
}
BENCHMARK(BM_StepWithCursor);

void BM_CreateCursor(benchmark::State& bench) {
    std::string error;
    for (auto _ : bench) {
        std::optional<ReplayCursor> cursor = ReplayCursor::create(record(), &error);
        benchmark::DoNotOptimize(cursor);
    }
    bench.counters["actions"] = static_cast<double>(record().actions.size());
}
BENCHMARK(BM_CreateCursor)->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace entanglion::rules

BENCHMARK_MAIN();
