#pragma once
/// One game as the server holds it: the only copy that applies actions. Every action is checked
/// with the rules' one legality check (GameState::is_legal, through the stepped API), chance is
/// sampled here (chance_outcome_at) and each accepted action becomes history entries: the action,
/// then the outcomes of the chance nodes its resolution reached. A new game's history starts with
/// its setup's outcomes. Everyone in the game receives exactly these entries, in this order.
///
/// Accepting is two steps so that nothing is announced before it is saved: propose() works on a
/// copy and changes nothing; commit() takes the proposal once the store has written it.

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "game/rules/game_state.h"
#include "server/protocol/game_record.h"
#include "server/protocol/history.h"

namespace entanglion::server {

using protocol::HistoryEntry;

/// A new game's parameters; `seed` is secret (it decides every chance outcome).
struct GameParameters {
    std::uint64_t seed = 0;
    int difficulty = 1;
    rules::RulesVariant variant = rules::RulesVariant::kBoard;
};

/// The outcome of the chance node `state` waits at, reached at history entry `index` of the game
/// seeded `seed`: rules::sample_chance_outcome from its own generator, derived_seed(seed, index), so
/// a game restored from its saved history goes on exactly as it would have, and no outcome exists
/// before its node is reached. Precondition: state.at_chance_node().
rules::ChanceOutcome chance_outcome_at(const rules::GameState& state, std::uint64_t seed, std::size_t index);

class AuthoritativeGame {
public:
    /// A new game, its setup dealt (the history holds the setup's outcomes).
    explicit AuthoritativeGame(const GameParameters& parameters);
    /// The game with `history` replayed (a restart); nullopt with `error` ("entry 7: ...") when an
    /// entry does not fit or the history stops at a chance node.
    static std::optional<AuthoritativeGame> restore(const GameParameters& parameters,
                                                    std::span<const HistoryEntry> history, std::string* error);

    /// What accepting an action would add.
    struct Proposal {
        std::vector<HistoryEntry> entries;  ///< the action, then its chance outcomes
        rules::GameState state;             ///< the state after them
    };
    /// The action's entries and resulting state, or nullopt with the rules' reason in `error`
    /// ("RUBICON cannot play CNOT: hand is [X, H]"). Changes nothing.
    std::optional<Proposal> propose(const rules::Action& action, std::string* error) const;
    /// Takes a proposal made on the current history. Returns the index of its first entry.
    std::size_t commit(Proposal proposal);

    const rules::GameState& state() const { return state_; }
    std::span<const HistoryEntry> history() const { return history_; }
    const GameParameters& parameters() const { return parameters_; }
    const protocol::GameStart& start() const { return start_; }

private:
    struct Undealt {};
    /// The new game at its setup's first chance node, nothing dealt.
    AuthoritativeGame(const GameParameters& parameters, Undealt);
    /// Samples every chance node `state` waits at, the first at history entry `index`, appending
    /// each outcome to `entries`.
    void deal(rules::GameState& state, std::size_t index, std::vector<HistoryEntry>& entries) const;

    GameParameters parameters_;
    protocol::GameStart start_;
    rules::GameState state_;
    std::vector<HistoryEntry> history_;
};

}  // namespace entanglion::server
