// Record files (load; the atomic save is in save_file.cpp), replay and the recording GameSession.

#include "game/rules/record.h"

#include <cassert>

#include "game/io/json_input.h"
#include "game/rules/record_replay.h"

namespace entanglion::rules {

namespace {

// The setup of `record`: the rulebook's setup dealt by `chance` when it has a seed, else its explicit
// setup, validated. On a problem returns nullopt with `error` set.
std::optional<GameSetup> setup_of(const GameRecord& record, ChanceSource& chance, std::vector<GameEvent>* events,
                                  std::string* error) {
    GameSetup setup;
    if (record.seed) {
        setup = generate_setup(record.difficulty, record.variant, chance, events);
    } else if (record.setup) {
        setup = *record.setup;
        setup.variant = record.variant;
    } else {
        *error = "the record has neither a seed nor a setup";
        return std::nullopt;
    }
    const std::string problem = validate_setup(setup);
    if (!problem.empty()) {
        *error = "setup: " + problem;
        return std::nullopt;
    }
    return setup;
}

}  // namespace

namespace {

// Version 2: the history's own outcomes answer the chance nodes, in order, with no source.
std::string replay_history_action(GameState& state, const RecordedAction& recorded, std::vector<GameEvent>* events) {
    std::string error;
    if (!state.apply_until_chance(recorded.action, &error, events)) return error;
    for (std::size_t k = 0; k < recorded.chance.size(); ++k) {
        const ChanceOutcome& outcome = recorded.chance[k];
        const std::string which = "chance outcome " + std::to_string(k) + " (" +
                                  std::string(chance_kind_id(outcome.kind)) + "): ";
        if (!state.at_chance_node()) return which + "no chance node is pending here (the history lists too many)";
        if (!state.apply_chance_outcome(outcome, &error, events)) return which + error;
    }
    if (state.at_chance_node()) {
        return "the history stops at a chance node: the game needs a " +
               std::string(chance_kind_id(state.pending_chance().kind)) + " outcome before the next action";
    }
    return {};
}

// Version 1: the action's chance list (or the seeded generator) is the driver's source.
std::string replay_version1_action(GameState& state, ChanceDriver& driver, SeededChance& seeded,
                                   const RecordedAction& recorded, std::vector<GameEvent>* events) {
    std::string error;
    if (recorded.scripted) {
        ScriptedChance script(recorded.chance);
        driver.set_source(script);
        const bool applied = driver.apply(state, recorded.action, &error, events);
        driver.set_source(seeded);
        if (!applied) return error;
        if (script.remaining() > 0) {
            return std::to_string(script.remaining()) + " scripted chance outcome(s) left unused";
        }
        return {};
    }
    RecordingChance recording(seeded);
    driver.set_source(recording);
    const bool applied = driver.apply(state, recorded.action, &error, events);
    driver.set_source(seeded);
    if (!applied) return error;
    if (!recorded.chance.empty() && recording.log() != recorded.chance) {
        return "the recorded chance outcomes differ from the seeded generator's";
    }
    return {};
}

// Whether `seeded`, dealing the record's setup and every chance node as a new GameSession does,
// gives exactly the record's history and ends in `reached`. On true, `seeded` and `order` stand
// where the uninterrupted game's would.
bool seed_dealt_history(const GameRecord& record, const Board& board, SeededChance& seeded, const GameState& reached,
                        DealtOrder& order) {
    const GameSetup setup = generate_setup(record.difficulty, record.variant, seeded, nullptr);
    GameState state(setup, board);
    ChanceDriver driver(setup, seeded);
    driver.keep_history(true);
    for (const RecordedAction& recorded : record.actions) {
        const std::size_t seen = driver.history().size();
        if (!driver.apply(state, recorded.action)) return false;
        if (history_action(driver.history(), seen).chance != recorded.chance) return false;
    }
    order = driver.order();
    return state == reached;
}

}  // namespace

std::string replay_into(const GameRecord& record, const Board& board, SeededChance& seeded,
                        std::optional<GameState>& state, std::optional<ChanceDriver>& driver,
                        std::vector<GameEvent>* events, int* failed_action, const ReplayObserver& after_step,
                        std::vector<RecordedAction>* history) {
    std::string error;
    const std::optional<GameSetup> setup = setup_of(record, seeded, events, &error);
    if (!setup) return error;
    state.emplace(*setup, board);
    const bool version1 = record.version < 2;
    // Version 1: the shuffles the record stores feed the driver's order of the piles. Version 2
    // lists the draws themselves; a driver that plays on afterwards deals the hidden piles anew.
    if (version1) {
        driver.emplace(*setup, seeded);
        driver->keep_history(history != nullptr);
    } else {
        driver.emplace(seeded);
    }
    if (after_step) after_step(*state, driver->order());
    for (std::size_t i = 0; i < record.actions.size(); ++i) {
        const RecordedAction& recorded = record.actions[i];
        if (failed_action) *failed_action = static_cast<int>(i);
        const std::size_t seen = version1 ? driver->history().size() : 0;
        try {
            error = version1 ? replay_version1_action(*state, *driver, seeded, recorded, events)
                             : replay_history_action(*state, recorded, events);
        } catch (const ChanceError& e) {
            error = e.what();
        }
        if (!error.empty()) {
            state.reset();
            driver.reset();
            return "action " + std::to_string(i) + ": " + error;
        }
        const std::string broken = state->check_invariants();
        if (!broken.empty()) return "action " + std::to_string(i) + ": invariant broken: " + broken;
        if (history) {
            history->push_back(version1 ? history_action(driver->history(), seen) : recorded);
        }
        if (after_step) after_step(*state, driver->order());
    }
    if (failed_action) *failed_action = -1;
    return {};
}

RecordedAction history_action(std::span<const HistoryEntry> history, std::size_t first) {
    RecordedAction recorded;
    recorded.action = history[first].action;
    for (std::size_t k = first + 1; k < history.size(); ++k) recorded.chance.push_back(history[k].outcome);
    return recorded;
}

std::vector<ChanceOutcome> source_outcomes_of(const GameRecord& record) {
    std::vector<ChanceOutcome> outcomes;
    for (const RecordedAction& action : record.actions) {
        if (record.version < 2 && !action.scripted) continue;
        for (const ChanceOutcome& outcome : action.chance) {
            const bool drawn = outcome.kind == ChanceKind::kEngineDraw || outcome.kind == ChanceKind::kEventDraw;
            if (record.version < 2 || !drawn) outcomes.push_back(outcome);
        }
    }
    return outcomes;
}

std::optional<GameRecord> upgrade_record(const GameRecord& record, std::string* error, const Board& board) {
    SeededChance seeded(record.seed.value_or(0));
    std::optional<GameState> state;
    std::optional<ChanceDriver> driver;
    GameRecord upgraded = record;
    upgraded.version = 2;
    upgraded.actions.clear();
    const std::string problem =
        replay_into(record, board, seeded, state, driver, nullptr, nullptr, {}, &upgraded.actions);
    if (!problem.empty()) {
        if (error) *error = problem;
        return std::nullopt;
    }
    return upgraded;
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
    SeededChance seeded(record.seed.value_or(0));
    std::optional<ChanceDriver> driver;
    result.error = replay_into(record, board, seeded, result.state, driver,
                               collect_events ? &result.events : nullptr, &result.failed_action);
    if (!result.error.empty()) result.state.reset();
    return result;
}

void GameSession::deal_from(std::unique_ptr<ChanceSource> chance, DealtOrder order) {
    chance_ = std::move(chance);
    driver_.emplace(std::move(order), *chance_);
    driver_->keep_history(true);
}

GameSession::GameSession(std::uint64_t seed, int difficulty, RulesVariant variant, const Board& board) {
    auto seeded = std::make_unique<SeededChance>(seed);
    record_.version = kRecordFormatVersion;
    record_.seed = seed;
    record_.difficulty = difficulty;
    record_.variant = variant;
    const GameSetup setup = generate_setup(difficulty, variant, *seeded, &events_);
    state_.emplace(setup, board);
    deal_from(std::move(seeded), dealt_order_of(setup));
}

std::optional<GameSession> GameSession::resume(const GameRecord& record, std::string* error, const Board& board) {
    GameSession session;
    auto seeded = std::make_unique<SeededChance>(record.seed.value_or(0));
    session.record_ = record;
    session.record_.version = kRecordFormatVersion;
    session.record_.actions.clear();
    int failed = -1;
    std::optional<ChanceDriver> driver;
    const std::string problem = replay_into(record, board, *seeded, session.state_, driver, &session.events_,
                                            &failed, {}, &session.record_.actions);
    if (!problem.empty()) {
        if (error) *error = problem;
        return std::nullopt;
    }
    DealtOrder order = driver->order();
    if (record.version >= 2) {
        // Every outcome was in the history, so no generator moved. A history the record's own seed
        // dealt goes on exactly as the uninterrupted game would; any other gets a generator of its own.
        auto own = std::make_unique<SeededChance>(record.seed.value_or(0));
        if (!record.seed || !seed_dealt_history(record, board, *own, *session.state_, order)) {
            own = std::make_unique<SeededChance>(derived_seed(record.seed.value_or(0), record.actions.size() + 1));
            order = DealtOrder{};
        }
        seeded = std::move(own);
    }
    session.deal_from(std::move(seeded), std::move(order));
    return session;
}

std::optional<GameSession> GameSession::dealt_by(GameRecord record, std::unique_ptr<ChanceSource> chance,
                                                 std::string* error, const Board& board) {
    GameSession session;
    std::string problem;
    std::optional<GameSetup> setup = setup_of(record, *chance, &session.events_, &problem);
    if (setup && record.seed) {
        // A seeded record keeps only its seed: the setup must be the one the seed deals.
        SeededChance own(*record.seed);
        std::string ignored;
        if (setup_of(record, own, nullptr, &ignored) != setup) {
            setup.reset();
            problem = "the setup dealt is not the one seed " + std::to_string(*record.seed) +
                      " deals, so the record would not replay";
        }
    }
    if (!setup) {
        if (error) *error = problem;
        return std::nullopt;
    }
    record.version = kRecordFormatVersion;
    record.actions.clear();
    session.state_.emplace(*setup, board);
    session.deal_from(std::move(chance), dealt_order_of(*setup));
    session.record_ = std::move(record);
    return session;
}

GameSession GameSession::continued(GameRecord record, GameState state, DealtOrder order, std::vector<GameEvent> events,
                                   std::unique_ptr<ChanceSource> chance) {
    assert(record.version == kRecordFormatVersion && "continued() appends to a version 2 history");
    GameSession session;
    session.deal_from(std::move(chance), std::move(order));
    session.record_ = std::move(record);
    session.state_ = std::move(state);
    session.events_ = std::move(events);
    return session;
}

bool GameSession::apply(const Action& action, std::string* error, std::vector<GameEvent>* new_events) {
    const std::size_t first = events_.size();
    const std::size_t seen = driver_->history().size();
    if (!driver_->apply(*state_, action, error, &events_)) return false;
    record_.actions.push_back(history_action(driver_->history(), seen));
    if (new_events)
        new_events->insert(new_events->end(), events_.begin() + static_cast<std::ptrdiff_t>(first), events_.end());
    return true;
}

}  // namespace entanglion::rules
