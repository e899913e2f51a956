// Record files (load; the atomic save is in save_file.cpp), replay and the recording GameSession.

#include "game/rules/record.h"

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

std::string replay_into(const GameRecord& record, const Board& board, SeededChance& seeded,
                        std::optional<GameState>& state, std::optional<ChanceDriver>& driver,
                        std::vector<GameEvent>* events, int* failed_action, const ReplayObserver& after_step) {
    std::string error;
    const std::optional<GameSetup> setup = setup_of(record, seeded, events, &error);
    if (!setup) return error;
    state.emplace(*setup, board);
    // The shuffles a version 1 record stores feed the driver's order of the piles.
    driver.emplace(*setup, seeded);
    if (after_step) after_step(*state, driver->order());
    for (std::size_t i = 0; i < record.actions.size(); ++i) {
        const RecordedAction& ra = record.actions[i];
        const std::string prefix = "action " + std::to_string(i) + ": ";
        if (failed_action) *failed_action = static_cast<int>(i);
        try {
            if (ra.scripted) {
                ScriptedChance script(ra.chance);
                driver->set_source(script);
                const bool applied = driver->apply(*state, ra.action, &error, events);
                driver->set_source(seeded);
                if (!applied) return prefix + error;
                if (script.remaining() > 0) {
                    return prefix + std::to_string(script.remaining()) + " scripted chance outcome(s) left unused";
                }
            } else {
                RecordingChance recording(seeded);
                driver->set_source(recording);
                const bool applied = driver->apply(*state, ra.action, &error, events);
                driver->set_source(seeded);
                if (!applied) return prefix + error;
                if (!ra.chance.empty() && recording.log() != ra.chance) {
                    return prefix + "the recorded chance outcomes differ from the seeded generator's";
                }
            }
        } catch (const ChanceError& e) {
            state.reset();
            driver.reset();
            return prefix + e.what();
        }
        const std::string broken = state->check_invariants();
        if (!broken.empty()) return prefix + "invariant broken: " + broken;
        if (after_step) after_step(*state, driver->order());
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
    SeededChance seeded(record.seed.value_or(0));
    std::optional<ChanceDriver> driver;
    result.error = replay_into(record, board, seeded, result.state, driver,
                               collect_events ? &result.events : nullptr, &result.failed_action);
    if (!result.error.empty()) result.state.reset();
    return result;
}

void GameSession::deal_from(std::unique_ptr<ChanceSource> chance, DealtOrder order) {
    chance_ = std::move(chance);
    recording_ = std::make_unique<RecordingChance>(*chance_);
    driver_.emplace(std::move(order), *recording_);
    driver_->keep_history(true);
}

GameSession::GameSession(std::uint64_t seed, int difficulty, RulesVariant variant, const Board& board) {
    auto seeded = std::make_unique<SeededChance>(seed);
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
    int failed = -1;
    std::optional<ChanceDriver> driver;
    const std::string problem =
        replay_into(record, board, *seeded, session.state_, driver, &session.events_, &failed);
    if (!problem.empty()) {
        if (error) *error = problem;
        return std::nullopt;
    }
    session.deal_from(std::move(seeded), driver->order());
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
    session.record_scripted_ = true;
    record.actions.clear();
    session.state_.emplace(*setup, board);
    session.deal_from(std::move(chance), dealt_order_of(*setup));
    session.record_ = std::move(record);
    return session;
}

GameSession GameSession::continued(GameRecord record, GameState state, DealtOrder order, std::vector<GameEvent> events,
                                   std::unique_ptr<ChanceSource> chance) {
    GameSession session;
    session.deal_from(std::move(chance), std::move(order));
    session.record_scripted_ = true;
    session.record_ = std::move(record);
    session.state_ = std::move(state);
    session.events_ = std::move(events);
    return session;
}

bool GameSession::apply(const Action& action, std::string* error, std::vector<GameEvent>* new_events) {
    const std::size_t first = events_.size();
    recording_->take_log();
    if (!driver_->apply(*state_, action, error, &events_)) return false;
    RecordedAction ra;
    ra.action = action;
    ra.chance = recording_->take_log();
    ra.scripted = record_scripted_ || !record_.seed.has_value();
    record_.actions.push_back(std::move(ra));
    if (new_events)
        new_events->insert(new_events->end(), events_.begin() + static_cast<std::ptrdiff_t>(first), events_.end());
    return true;
}

}  // namespace entanglion::rules
