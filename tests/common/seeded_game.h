#pragma once
// Test helper: a game whose chance (the setup's too) is sampled from one seeded generator, played
// through the stepped API: what the property and playout tests play, in one place.

#include <optional>
#include <string>
#include <vector>

#include "game/rules/chance_sampler.h"
#include "game/rules/game_state.h"
#include "statevector/random.h"

namespace entanglion::testing {

class SeededGame {
public:
    /// A new game of `variant` at `difficulty`, its setup dealt by Rng(seed).
    explicit SeededGame(std::uint64_t seed, rules::RulesVariant variant = rules::RulesVariant::kBoard,
                        int difficulty = 1, std::vector<rules::GameEvent>* setup_events = nullptr)
        : chance_(seed), state_(difficulty, variant) {
        answer_chance(setup_events);
    }

    rules::GameState& state() { return state_; }
    const rules::GameState& state() const { return state_; }
    /// The generator that answers the chance nodes (a copy goes on exactly as this game would).
    Rng& chance() { return chance_; }

    /// Applies `action` and answers the chance nodes it reaches; false with `error` when illegal.
    bool apply(const rules::Action& action, std::string* error = nullptr,
               std::vector<rules::GameEvent>* events = nullptr) {
        if (!state_.apply_until_chance(action, error, events)) return false;
        answer_chance(events);
        return true;
    }

    /// Applies a legal action drawn uniformly by `pick` and returns it. Precondition: !is_over().
    rules::Action play_random(Rng& pick, std::vector<rules::GameEvent>* events = nullptr) {
        const rules::ActionList legal = state_.legal_actions();
        const rules::Action action = legal[static_cast<std::size_t>(pick.uniform_index(legal.size()))];
        apply(action, nullptr, events);
        return action;
    }

private:
    void answer_chance(std::vector<rules::GameEvent>* events) {
        while (state_.at_chance_node()) {
            state_.apply_chance_outcome(rules::sample_chance_outcome(state_, chance_), nullptr, events);
        }
    }

    Rng chance_;
    rules::GameState state_;
};

}  // namespace entanglion::testing
