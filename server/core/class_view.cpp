// The class view's data: one card per table (class_hub.h).
#include <array>

#include "game/rules/state_format.h"
#include "server/core/class_hub.h"
#include "server/protocol/history.h"

namespace entanglion::server {

TableSnapshot ClassHub::table_snapshot(const Class& group, std::size_t index, Now now) const {
    const Table& table = group.tables[index];
    TableSnapshot card;
    card.table = index;
    card.game_code = table.game_code;
    card.help = table.help;
    if (table.last) {
        card.last_loss = table.last->points_lost_tenths;
        card.costly = table.last->costly;
    }
    for (Ship ship : kShips) {
        const auto& student = table.students[static_cast<int>(ship)];
        if (student) {
            card.students[static_cast<int>(ship)] = group.students[*student].name;
            card.lesson_done[static_cast<int>(ship)] = group.students[*student].lesson_done;
        }
        card.student_numbers[static_cast<int>(ship)] = student;
        card.ai[static_cast<int>(ship)] = !student && !table.game_code.empty();
    }
    const auto activity = table.game_code.empty() ? std::nullopt : games_.activity(table.game_code);
    if (!activity) return card;  // seating (or the game is gone: GameHub purged it)
    const rules::GameState& state = activity->game->state();
    card.planets = state.positions();
    card.state = rules::named_state(state);
    card.detection = state.detection_position();
    card.components = state.components_collected();
    if (!state.is_over() && !state.at_chance_node()) card.acting = state.acting_player();
    const auto history = activity->game->history();
    for (auto entry = history.rbegin(); entry != history.rend(); ++entry) {
        if (!entry->is_action()) continue;
        if (card.actions++ == 0) card.last_move = protocol::entry_to_string(*entry);
    }
    card.since_last_move = std::chrono::duration_cast<std::chrono::seconds>(now.steady - activity->last_action);
    if (state.status() == rules::GameStatus::kWon) {
        card.status = TableSnapshot::Status::kWon;
    } else if (state.status() == rules::GameStatus::kLost) {
        card.status = TableSnapshot::Status::kLost;
    } else {
        card.status = activity->paused ? TableSnapshot::Status::kPaused : TableSnapshot::Status::kPlaying;
        // A paused table waits for the teacher, not for its players.
        card.stuck = !activity->paused && now.steady - activity->last_action >= options_.stuck_after;
    }
    return card;
}

ClassSnapshot ClassHub::snapshot(const std::string& code, const Class& group, Now now) const {
    ClassSnapshot view{code, group.started, group.paused, group.ended, group.students.size(), group.setup.lesson, {}};
    view.tables.reserve(group.tables.size());
    for (std::size_t t = 0; t < group.tables.size(); ++t) view.tables.push_back(table_snapshot(group, t, now));
    return view;
}

}  // namespace entanglion::server
