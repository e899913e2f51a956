// The server's copy of a game (authoritative_game.h).
#include "server/core/authoritative_game.h"

#include "server/core/chance_sampling.h"

namespace entanglion::server {

AuthoritativeGame::AuthoritativeGame(const GameParameters& parameters)
    : parameters_(parameters),
      start_{deal_public_setup(parameters.seed, parameters.difficulty, parameters.variant), parameters.difficulty},
      state_(start_.setup) {}

std::optional<AuthoritativeGame> AuthoritativeGame::restore(const GameParameters& parameters,
                                                            std::span<const HistoryEntry> history, std::string* error) {
    AuthoritativeGame game(parameters);
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
    proposal.entries.push_back(HistoryEntry{false, action, {}});
    while (proposal.state.at_chance_node()) {
        const std::size_t index = history_.size() + proposal.entries.size();
        const rules::ChanceOutcome outcome = chance_outcome_at(proposal.state, parameters_.seed, index);
        std::string problem;
        // The sampler draws only listed outcomes, so this cannot refuse; if it ever did, nothing is taken.
        if (!proposal.state.apply_chance_outcome(outcome, &problem)) {
            *error = "internal error: the chance outcome drawn does not fit: " + problem;
            return std::nullopt;
        }
        proposal.entries.push_back(HistoryEntry{true, {}, outcome});
    }
    return proposal;
}

std::size_t AuthoritativeGame::commit(Proposal proposal) {
    const std::size_t first = history_.size();
    history_.insert(history_.end(), proposal.entries.begin(), proposal.entries.end());
    state_ = std::move(proposal.state);
    return first;
}

}  // namespace entanglion::server
