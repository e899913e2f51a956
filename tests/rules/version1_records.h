#pragma once
// Version 1 records made the way GameSession made them before version 2: each action listed with what
// the chance source was asked for it (dice, picks, measurements, the shuffles of rebuilt piles).
// Version 1 files must keep loading and replaying, so the tests keep a way to make new ones.

#include "game/rules/chance_driver.h"
#include "game/rules/record.h"
#include "statevector/random.h"

namespace entanglion::rules::testing {

/// A seeded game of at most `max_actions` uniformly picked legal actions, as a version 1 record:
/// "seeded" (the replay draws from the seed and checks the listed outcomes) unless `scripted`.
inline GameRecord version1_record(std::uint64_t seed, RulesVariant variant, int max_actions, bool scripted = false) {
    SeededChance seeded(seed);
    RecordingChance recording(seeded);
    GameRecord record;
    record.version = 1;
    record.seed = seed;
    record.variant = variant;
    record.difficulty = 1;
    const GameSetup setup = generate_setup(record.difficulty, variant, seeded);
    GameState state(setup);
    ChanceDriver driver(setup, recording);
    Rng pick(seed);
    for (int i = 0; i < max_actions && !state.is_over(); ++i) {
        const ActionList legal = state.legal_actions();
        const Action action = legal[static_cast<std::size_t>(pick.uniform_below(legal.size()))];
        recording.take_log();
        driver.apply_legal(state, action);
        record.actions.push_back(RecordedAction{action, recording.take_log(), scripted});
    }
    return record;
}

inline GameRecord version1_seeded_record(std::uint64_t seed, RulesVariant variant, int max_actions) {
    return version1_record(seed, variant, max_actions, /*scripted=*/false);
}

}  // namespace entanglion::rules::testing
