// The server's copy of a game (authoritative_game.h).
#include "server/core/authoritative_game.h"

#include <cassert>

#include "game/rules/chance_sampler.h"

namespace entanglion::server {

rules::ChanceOutcome chance_outcome_at(const rules::GameState& state, std::uint64_t seed, std::size_t index) {
    Rng rng(rules::derived_seed(seed, index));
    return rules::sample_chance_outcome(state, rng);
}

AuthoritativeGame::AuthoritativeGame(const GameParameters& parameters, Undealt)
    : parameters_(parameters), start_{parameters.difficulty, parameters.variant}, state_(start_.state()) {}

AuthoritativeGame::AuthoritativeGame(const GameParameters& parameters) : AuthoritativeGame(parameters, Undealt{}) {
    deal(state_, 0, history_);
}

void AuthoritativeGame::deal(rules::GameState& state, std::size_t index, std::vector<HistoryEntry>& entries) const {
    while (state.at_chance_node()) {
        const rules::ChanceOutcome outcome = chance_outcome_at(state, parameters_.seed, index + entries.size());
        // The sampler draws only outcomes the node lists, so this cannot refuse.
        [[maybe_unused]] const bool applied = state.apply_chance_outcome(outcome);
        assert(applied);
        entries.push_back(rules::HistoryEntry::of(outcome));
    }
}

std::optional<AuthoritativeGame> AuthoritativeGame::restore(const GameParameters& parameters,
                                                            std::span<const HistoryEntry> history, std::string* error) {
    AuthoritativeGame game(parameters, Undealt{});
    for (std::size_t i = 0; i < history.size(); ++i) {
        std::string problem;
        if (!protocol::apply_entry(game.state_, history[i], &problem)) {
            *error = "entry " + std::to_string(i) + " (" + protocol::entry_to_string(history[i]) + "): " + problem;
            return std::nullopt;
        }
    }
    if (game.state_.at_chance_node()) {
        *error = "the history stops at a chance node";
        return std::nullopt;
    }
    game.history_.assign(history.begin(), history.end());
    return game;
}

std::optional<AuthoritativeGame::Proposal> AuthoritativeGame::propose(const rules::Action& action,
                                                                      std::string* error) const {
    Proposal proposal{{}, state_};
    if (!proposal.state.apply_until_chance(action, error)) return std::nullopt;
    proposal.entries.push_back(rules::HistoryEntry::of(action));
    // The entries so far count: the first outcome is entry history_.size() + 1.
    std::vector<HistoryEntry> outcomes;
    deal(proposal.state, history_.size() + 1, outcomes);
    proposal.entries.insert(proposal.entries.end(), outcomes.begin(), outcomes.end());
    return proposal;
}

std::size_t AuthoritativeGame::commit(Proposal proposal) {
    const std::size_t first = history_.size();
    history_.insert(history_.end(), proposal.entries.begin(), proposal.entries.end());
    state_ = std::move(proposal.state);
    return first;
}

}  // namespace entanglion::server
