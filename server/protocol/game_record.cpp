// A network game's record, built and read in one place (game_record.h).
#include "server/protocol/game_record.h"

namespace entanglion::protocol {

rules::GameRecord record_of(const GameStart& start, std::span<const HistoryEntry> history) {
    return rules::record_of_history(start.difficulty, start.variant, std::nullopt, {history.begin(), history.end()});
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
    if (parsed->setup) {
        *error = "setup: a network game starts as a new game, not from an explicit setup";
        return std::nullopt;
    }
    return GameStart{parsed->difficulty, parsed->variant};
}

}  // namespace entanglion::protocol
