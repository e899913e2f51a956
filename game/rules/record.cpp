// Record files (load; the atomic save is game/io/atomic_file.h), replay and the recording GameSession.

#include "game/rules/record.h"

#include <algorithm>
#include <cassert>
#include <utility>

#include "game/io/atomic_file.h"
#include "game/io/json_input.h"
#include "game/rules/internal/kernel.h"
#include "game/rules/record_replay.h"
#include "game/rules/take_back.h"

namespace entanglion::rules {

namespace {

// Applies `outcomes` in order to the chance nodes `state` meets, then checks that a player acts
// (or the game is over). Returns the problem, or an empty string.
std::string apply_outcomes(GameState& state, const std::vector<ChanceOutcome>& outcomes, std::vector<GameEvent>* events,
                           const ChanceObserver& before_outcome) {
    std::string error;
    for (std::size_t k = 0; k < outcomes.size(); ++k) {
        const ChanceOutcome& outcome = outcomes[k];
        const std::string which =
            "chance outcome " + std::to_string(k) + " (" + std::string(chance_kind_id(outcome.kind)) + "): ";
        if (!state.at_chance_node()) return which + "no chance node is pending here (the history lists too many)";
        if (before_outcome) before_outcome(state, outcome);
        if (!state.apply_chance_outcome(outcome, &error, events)) return which + error;
    }
    if (state.at_chance_node()) {
        return "the history stops at a chance node: the game needs a " +
               std::string(chance_kind_id(state.pending_chance().kind)) + " outcome before the next action";
    }
    return {};
}

// Applies the take-back `recorded` to `state`: the last action of `standing` (its index and the state
// before it) goes, its draws back on top of their piles. Returns the problem, or an empty string.
std::string apply_take_back(GameState& state, const GameRecord& record, const RecordedAction& recorded,
                            std::vector<std::pair<std::size_t, GameState>>& standing, std::vector<GameEvent>* events) {
    if (standing.empty()) return "take-back: no action to take back (every action before it is taken back)";
    const auto& [index, before] = standing.back();
    const RecordedAction& taken = record.actions[index];
    if (!(taken.action == recorded.action)) {
        return "take-back: it names " + action_to_string(recorded.action) + ", but the last action standing is " +
               action_to_string(taken.action) + " (action " + std::to_string(index) + ")";
    }
    const std::vector<ChanceOutcome> drawn = draws_of(taken.chance);
    if (recorded.chance != drawn) {
        return "take-back: the cards returned are not the " + std::to_string(drawn.size()) + " card(s) action " +
               std::to_string(index) + " drew, in the order drawn";
    }
    if (const std::optional<ChanceKind> revealed = committing_outcome(before, taken)) {
        return "take-back: action " + std::to_string(index) + " met a " + std::string(chance_kind_id(*revealed)) +
               " outcome that could have gone otherwise, so it cannot be taken back";
    }
    std::string error;
    if (!state.take_back(before, taken.action, drawn, &error, events)) return "take-back: " + error;
    standing.pop_back();
    return {};
}

}  // namespace

std::optional<GameState> record_start(const GameRecord& record, std::string* error, const Board& board) {
    if (!record.setup) return GameState(record.difficulty, record.variant, board);
    GameSetup setup = *record.setup;
    setup.variant = record.variant;
    std::string problem;
    std::optional<GameState> state = GameState::create(setup, &problem, board);
    if (!state && error) *error = "setup: " + problem;
    return state;
}

std::vector<ChanceOutcome> chance_outcomes_of(const GameRecord& record) {
    std::vector<ChanceOutcome> outcomes = record.setup_chance;
    for (const RecordedAction& recorded : record.actions) {
        if (recorded.take_back) continue;  // the cards it returns are no outcomes
        outcomes.insert(outcomes.end(), recorded.chance.begin(), recorded.chance.end());
    }
    return outcomes;
}

RecordedLuck recorded_luck_after(const GameRecord& record, std::size_t step) {
    std::vector<ChanceOutcome> later;
    for (std::size_t k = step; k < record.actions.size(); ++k) {
        if (record.actions[k].take_back) continue;
        later.insert(later.end(), record.actions[k].chance.begin(), record.actions[k].chance.end());
    }
    return RecordedLuck(later);
}

std::vector<HistoryEntry> history_of(const GameRecord& record) {
    std::vector<HistoryEntry> history;
    for (const ChanceOutcome& outcome : record.setup_chance) history.push_back(HistoryEntry::of(outcome));
    for (const RecordedAction& recorded : record.actions) {
        if (recorded.take_back) {
            history.push_back(HistoryEntry::take_back_of(recorded.action));
            continue;
        }
        history.push_back(HistoryEntry::of(recorded.action));
        for (const ChanceOutcome& outcome : recorded.chance) history.push_back(HistoryEntry::of(outcome));
    }
    return history;
}

GameRecord record_of_history(int difficulty, RulesVariant variant, std::optional<std::uint64_t> seed,
                             const std::vector<HistoryEntry>& history) {
    GameRecord record;
    record.difficulty = difficulty;
    record.variant = variant;
    record.seed = seed;
    std::vector<std::size_t> standing;  // the actions not taken back, whose draws a take-back returns
    for (const HistoryEntry& entry : history) {
        if (entry.is_take_back) {
            std::vector<ChanceOutcome> returned;
            if (!standing.empty()) {
                returned = draws_of(record.actions[standing.back()].chance);
                standing.pop_back();
            }
            record.actions.push_back(RecordedAction{
                .action = entry.action, .chance = std::move(returned), .annotation = {}, .take_back = true});
        } else if (!entry.is_chance) {
            standing.push_back(record.actions.size());
            record.actions.push_back(RecordedAction{entry.action, {}, {}});
        } else if (record.actions.empty()) {
            record.setup_chance.push_back(entry.outcome);
        } else {
            record.actions.back().chance.push_back(entry.outcome);
        }
    }
    return record;
}

std::string replay_into(const GameRecord& record, const Board& board, std::optional<GameState>& state,
                        std::vector<GameEvent>* events, int* failed_action, const ReplayObserver& after_step,
                        const ChanceObserver& before_outcome, bool keep_history) {
    if (failed_action) *failed_action = -1;
    std::string error;
    state = record_start(record, &error, board);
    if (!state) return error;
    if (!keep_history) internal::Kernel::forget_history(*state);
    error = apply_outcomes(*state, record.setup_chance, events, before_outcome);
    if (!error.empty()) {
        state.reset();
        return "setup: " + error;
    }
    if (after_step) after_step(*state);
    // With take-backs, the state before each action still standing, to go back to (take_back.h).
    const bool takes_back = std::any_of(record.actions.begin(), record.actions.end(),
                                        [](const RecordedAction& recorded) { return recorded.take_back; });
    std::vector<std::pair<std::size_t, GameState>> standing;
    for (std::size_t i = 0; i < record.actions.size(); ++i) {
        const RecordedAction& recorded = record.actions[i];
        if (failed_action) *failed_action = static_cast<int>(i);
        if (recorded.take_back) {
            error = apply_take_back(*state, record, recorded, standing, events);
            if (!error.empty()) {
                state.reset();
                return "action " + std::to_string(i) + ": " + error;
            }
            if (after_step) after_step(*state);
            continue;
        }
        if (takes_back) standing.emplace_back(i, *state);
        if (state->apply_until_chance(recorded.action, &error, events)) {
            error = apply_outcomes(*state, recorded.chance, events, before_outcome);
        }
        if (!error.empty()) {
            state.reset();
            return "action " + std::to_string(i) + ": " + error;
        }
        if (after_step) after_step(*state);
    }
    if (failed_action) *failed_action = -1;
    return {};
}

std::optional<GameRecord> load_record(const std::filesystem::path& path, std::string* error) {
    json_input::InputError input_error;
    const std::optional<std::string> text = json_input::read_input_file(path, &input_error);
    if (!text) {
        if (error) *error = input_error.message();
        return std::nullopt;
    }
    return record_from_json(*text, path.string(), error);
}

bool save_record(const GameRecord& record, const std::filesystem::path& path, std::string* error) {
    return write_file_atomically(path, record_to_json(record), error);
}

ReplayResult replay_record(const GameRecord& record, bool collect_events, const Board& board) {
    ReplayResult result;
    result.error =
        replay_into(record, board, result.state, collect_events ? &result.events : nullptr, &result.failed_action);
    return result;
}

// ---- GameSession ------------------------------------------------------------------------------------

void GameSession::answer_chance(std::vector<ChanceOutcome>& into) {
    while (state_->at_chance_node()) {
        // At most one of the two holds outcomes: replaying_chance_of fills the queue, continued the luck.
        std::optional<ChanceOutcome> queued = queue_.take(*state_);
        if (!queued) queued = luck_.take(*state_);
        const ChanceOutcome outcome = queued ? *queued : sample_chance_outcome(*state_, rng_);
        state_->apply_chance_outcome(outcome, nullptr, &events_);
        into.push_back(outcome);
    }
}

GameSession::GameSession(std::uint64_t seed, int difficulty, RulesVariant variant, const Board& board) : rng_(seed) {
    record_.seed = seed;
    record_.difficulty = difficulty;
    record_.variant = variant;
    state_.emplace(difficulty, variant, board);
    answer_chance(record_.setup_chance);
}

std::optional<GameSession> GameSession::resume(const GameRecord& record, std::string* error, const Board& board) {
    const std::uint64_t seed = record.seed.value_or(0);
    GameSession session(seed);
    session.record_ = record;
    // Whether the record's own generator, sampling every chance node, gives exactly its history: then
    // the generator stands where the uninterrupted game's would.
    bool seed_dealt = record.seed.has_value();
    Rng& rng = session.rng_;
    const std::string problem = replay_into(record, board, session.state_, &session.events_, nullptr, {},
                                            [&](const GameState& at_node, const ChanceOutcome& outcome) {
                                                if (seed_dealt)
                                                    seed_dealt = sample_chance_outcome(at_node, rng) == outcome;
                                            });
    if (!problem.empty()) {
        if (error) *error = problem;
        return std::nullopt;
    }
    if (!seed_dealt) session.rng_ = Rng(derived_seed(seed, record.actions.size() + 1));
    return session;
}

std::optional<GameSession> GameSession::replaying_chance_of(const GameRecord& record, std::uint64_t seed,
                                                            std::string* error, const Board& board) {
    GameSession session(seed);
    session.state_ = record_start(record, error, board);
    if (!session.state_) return std::nullopt;
    session.record_.difficulty = record.difficulty;
    session.record_.variant = record.variant;
    session.record_.seed = seed;
    session.record_.setup = record.setup;
    session.queue_ = ChanceQueue(chance_outcomes_of(record));
    session.answer_chance(session.record_.setup_chance);
    return session;
}

GameSession GameSession::continued(GameRecord record, GameState state, std::vector<GameEvent> events,
                                   std::uint64_t seed, RecordedLuck luck) {
    GameSession session(seed);
    session.luck_ = std::move(luck);
    session.record_ = std::move(record);
    session.state_ = std::move(state);
    session.events_ = std::move(events);
    return session;
}

bool GameSession::apply(const Action& action, std::string* error, std::vector<GameEvent>* new_events,
                        std::string annotation) {
    const std::size_t first = events_.size();
    if (!state_->apply_until_chance(action, error, &events_)) return false;
    RecordedAction recorded{action, {}, std::move(annotation)};
    answer_chance(recorded.chance);
    record_.actions.push_back(std::move(recorded));
    if (new_events) {
        new_events->insert(new_events->end(), events_.begin() + static_cast<std::ptrdiff_t>(first), events_.end());
    }
    return true;
}

}  // namespace entanglion::rules
