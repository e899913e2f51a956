// A network game's record, built and read in one place (game_record.h).
#include "server/protocol/game_record.h"

namespace entanglion::protocol {

rules::GameRecord record_of(const GameStart& start, std::span<const HistoryEntry> history) {
    rules::GameRecord record;
    record.version = rules::kRecordFormatVersion;
    record.difficulty = start.difficulty;
    record.variant = start.setup.variant;
    record.setup = start.setup;
    for (const HistoryEntry& entry : history) {
        if (!entry.is_chance) {
            record.actions.push_back(rules::RecordedAction{entry.action, {}, true});
        } else if (!record.actions.empty()) {
            record.actions.back().chance.push_back(entry.outcome);
        }
    }
    return record;
}

nlohmann::json record_json_of(const GameStart& start, std::span<const HistoryEntry> history) {
    return nlohmann::json::parse(rules::record_to_json(record_of(start, history)));
}

std::optional<GameStart> game_start_from_json(const nlohmann::json& record, std::string* error) {
    std::string problem;
    const std::optional<rules::GameRecord> parsed = rules::record_from_json(record.dump(), "setup", &problem);
    if (!parsed) {
        *error = problem;
        return std::nullopt;
    }
    if (!parsed->setup) {
        *error = "setup: the game's record has no explicit setup";
        return std::nullopt;
    }
    GameStart start{*parsed->setup, parsed->difficulty};
    start.setup.variant = parsed->variant;
    const std::string invalid = rules::validate_setup(start.setup);
    if (!invalid.empty()) {
        *error = "setup: " + invalid;
        return std::nullopt;
    }
    return start;
}

}  // namespace entanglion::protocol
