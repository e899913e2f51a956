#include "game/analysis/record_history.h"

#include "game/rules/replay_cursor.h"
#include "game/rules/take_back.h"

namespace entanglion::analysis {

int RecordHistory::actions_before(int entry) const {
    int actions = 0;
    for (int k = 0; k < entry && k < entry_count(); ++k)
        actions += entries[static_cast<std::size_t>(k)].is_chance ? 0 : 1;
    return actions;
}

bool apply_entry(rules::GameState& state, const HistoryEntry& entry, std::string* error) {
    if (entry.is_take_back) {
        if (error)
            *error = "a take-back goes back to the position before the action it takes back: read_record_history";
        return false;
    }
    return entry.is_chance ? state.apply_chance_outcome(entry.outcome, error)
                           : state.apply_until_chance(entry.action, error);
}

std::optional<RecordHistory> read_record_history(const rules::GameRecord& record, std::string* error) {
    // The cursor replays the record and locates any problem as every reader does; its step 0 is the
    // position after the setup (a state that keeps no history: the positions are many).
    std::optional<rules::ReplayCursor> cursor = rules::ReplayCursor::create(record, error);
    if (!cursor) return std::nullopt;
    RecordHistory history;
    history.record = cursor->record();
    const std::vector<HistoryEntry> all = rules::history_of(history.record);
    history.entries.assign(all.begin() + static_cast<std::ptrdiff_t>(history.record.setup_chance.size()), all.end());
    history.positions.reserve(history.entries.size() + 1);
    history.positions.push_back(cursor->state_at(0));
    std::vector<std::size_t> standing;  // the entries of the actions not taken back
    for (std::size_t k = 0; k < history.entries.size(); ++k) {
        rules::GameState next = history.positions.back();
        std::string problem;
        const HistoryEntry& entry = history.entries[k];
        bool applied = false;
        if (entry.is_take_back) {
            // Back to the position before the last action standing, its draws back on top (GameState::take_back).
            if (!standing.empty()) {
                std::vector<rules::ChanceOutcome> drawn;
                for (std::size_t j = standing.back() + 1; j < k && history.entries[j].is_chance; ++j)
                    drawn.push_back(history.entries[j].outcome);
                drawn = rules::draws_of(drawn);
                applied = next.take_back(history.positions[standing.back()], entry.action, drawn, &problem);
                standing.pop_back();
            } else {
                problem = "a take-back with no action to take back";
            }
        } else {
            if (entry.is_action()) standing.push_back(k);
            applied = apply_entry(next, entry, &problem);
        }
        if (!applied) {
            // The cursor replayed the same entries; reaching here means the two replays disagree.
            if (error) *error = "history entry " + std::to_string(k) + ": " + problem;
            return std::nullopt;
        }
        history.positions.push_back(std::move(next));
    }
    return history;
}

}  // namespace entanglion::analysis
