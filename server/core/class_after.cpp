// After the class (class_hub.h): the tables' reviews handed to the worker and collected, each
// table's result, length and review, the class's costly decisions by card and by concept, the CSV
// of tables and students, and a table's record.
#include <algorithm>
#include <cstdlib>
#include <map>

#include "server/core/class_hub.h"
#include "server/protocol/game_record.h"

namespace entanglion::server {

namespace {

/// Tenths of a point as the CSV writes them: "12.3", "-4.5", "0.0".
std::string points(int tenths) {
    const int magnitude = tenths < 0 ? -tenths : tenths;
    return (tenths < 0 ? "-" : "") + std::to_string(magnitude / 10) + "." + std::to_string(magnitude % 10);
}

/// A CSV field (RFC 4180): quoted when it holds a comma, quote or line break. Text a spreadsheet
/// would run as a formula (starting with = + - @ or a tab) gets a leading apostrophe: a student's
/// name is typed by anyone.
std::string csv_text(std::string_view text) {
    std::string field(text);
    if (!field.empty() && std::string_view("=+-@\t\r").find(field.front()) != std::string_view::npos)
        field.insert(field.begin(), '\'');
    if (field.find_first_of(",\"\r\n") == std::string::npos) return field;
    std::string quoted = "\"";
    for (char c : field) {
        if (c == '"') quoted += '"';
        quoted += c;
    }
    return quoted + "\"";
}

std::vector<protocol::LossTotal> sorted(const std::map<std::string, protocol::LossTotal>& totals) {
    std::vector<protocol::LossTotal> out;
    for (const auto& [id, total] : totals) out.push_back(total);
    std::stable_sort(out.begin(), out.end(),
                     [](const auto& a, const auto& b) { return a.points_lost_tenths > b.points_lost_tenths; });
    return out;
}

}  // namespace

void ClassHub::submit_reviews() {
    for (auto& [code, group] : classes_) {
        if (!group.started) continue;
        for (std::size_t t = 0; t < group.tables.size(); ++t) {
            Table& table = group.tables[t];
            const auto activity = table.game_code.empty() ? std::nullopt : games_.activity(table.game_code);
            if (!activity) continue;
            const auto history = activity->game->history();
            const bool over = activity->game->state().is_over();
            const bool review_now = !table.review_asked && (over || group.ended);
            if (history.size() == table.seen_history && !review_now) continue;
            const rules::GameRecord record = protocol::record_of(activity->game->start(), history);
            if (review_now && worker_->submit(ReviewJob{code, t, table.game_code, true, history.size(), record}))
                table.review_asked = true;
            if (history.size() != table.seen_history) {
                table.seen_history = history.size();
                // The newest action's seat: a student's move is weighed, the AI teammate's is not.
                auto last = std::find_if(history.rbegin(), history.rend(),
                                         [](const HistoryEntry& entry) { return entry.is_action(); });
                if (last != history.rend() && table.students[static_cast<int>(last->action.player)])
                    worker_->submit(ReviewJob{code, t, table.game_code, false, history.size(), record});
            }
        }
    }
}

void ClassHub::take_reviews() {
    for (ReviewDone& done : worker_->take_done()) {
        const auto found = classes_.find(done.class_code);
        if (found == classes_.end() || done.table >= found->second.tables.size()) continue;  // the class is gone
        Table& table = found->second.tables[done.table];
        if (table.game_code != done.game_code) continue;
        if (done.full) {
            if (done.review) table.review = std::move(done.review);
        } else if (done.last) {
            table.last = done.last;
        }
    }
}

ClassAfter ClassHub::after(const Class& group) const {
    ClassAfter out;
    out.ended = group.ended;
    out.same_deal = group.setup.same_deal;
    std::map<std::string, protocol::LossTotal> by_card, by_concept;
    for (std::size_t t = 0; t < group.tables.size(); ++t) {
        const Table& table = group.tables[t];
        protocol::TableAfter row;
        row.table = t;
        row.game_code = table.game_code;
        for (Ship ship : kShips) {
            const auto& student = table.students[static_cast<int>(ship)];
            if (student) row.students[static_cast<int>(ship)] = group.students[*student].name;
            row.ai[static_cast<int>(ship)] = !student && !table.game_code.empty();
        }
        const auto activity = table.game_code.empty() ? std::nullopt : games_.activity(table.game_code);
        if (activity) {
            const rules::GameState& state = activity->game->state();
            row.status = state.status() == rules::GameStatus::kWon    ? TableSnapshot::Status::kWon
                         : state.status() == rules::GameStatus::kLost ? TableSnapshot::Status::kLost
                         : activity->paused                           ? TableSnapshot::Status::kPaused
                                                                      : TableSnapshot::Status::kPlaying;
            for (const HistoryEntry& entry : activity->game->history()) {
                if (!entry.is_action()) continue;
                ++row.actions;
                ++row.moves[static_cast<int>(entry.action.player)];
            }
            if (activity->last_action > table.started_at)
                row.length = std::chrono::duration_cast<std::chrono::seconds>(activity->last_action - table.started_at);
            if ((state.is_over() || group.ended) && !table.review) ++out.pending;
        }
        if (table.review) {
            const TableReview& review = *table.review;
            row.reviewed = true;
            row.start_tenths = review.start_tenths;
            row.decisions_tenths = review.decisions_tenths;
            row.luck_tenths = review.luck_tenths;
            row.result_tenths = review.result_tenths;
            row.points_lost_tenths = review.points_lost_tenths;
            for (const KeyMoment& moment : review.key_moments)
                row.key_moments.push_back({moment.step, moment.what, moment.swing_tenths});
            for (const DecisionLoss& loss : review.losses) {
                if (row.ai[static_cast<int>(loss.ship)]) continue;  // the class's decisions, not the AI's
                for (auto* totals : {&by_card, &by_concept}) {
                    const std::string id =
                        totals == &by_card ? loss.card : std::string(decision_concept_id(loss.concept_));
                    protocol::LossTotal& total = (*totals)[id];
                    total.id = id;
                    total.points_lost_tenths += loss.points_lost_tenths;
                    ++total.decisions;
                }
            }
        }
        out.tables.push_back(std::move(row));
    }
    out.by_card = sorted(by_card);
    out.by_concept = sorted(by_concept);
    if (group.setup.same_deal) compare_at_moments(group, out);
    return out;
}

void ClassHub::compare_at_moments(const Class& group, ClassAfter& out) const {
    // The class's largest swings (any table's key moments), one per step, at most five.
    std::vector<std::pair<int, int>> swings;  // (size of the swing, step)
    for (const Table& table : group.tables)
        if (table.review)
            for (const KeyMoment& moment : table.review->key_moments)
                swings.emplace_back(std::abs(moment.swing_tenths), moment.step);
    std::stable_sort(swings.begin(), swings.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    for (const auto& [size, step] : swings) {
        if (out.moment_steps.size() == kComparedMoments) break;
        if (step > 0 && std::find(out.moment_steps.begin(), out.moment_steps.end(), step) == out.moment_steps.end())
            out.moment_steps.push_back(step);
    }
    std::sort(out.moment_steps.begin(), out.moment_steps.end());
    for (protocol::TableAfter& row : out.tables) {
        const Table& table = group.tables[row.table];
        const auto activity = table.game_code.empty() ? std::nullopt : games_.activity(table.game_code);
        std::vector<std::string> played;
        if (activity)
            for (const HistoryEntry& entry : activity->game->history())
                if (entry.is_action()) played.push_back(rules::action_to_string(entry.action));
        // Step N is the N-th action (a decision's step in the review).
        for (int step : out.moment_steps)
            row.at_moments.push_back(step <= static_cast<int>(played.size()) ? played[step - 1] : "");
    }
}

ClassCsv ClassHub::csv(const Class& group) const {
    // One row per seat; a figure not known yet (a table still playing) is left empty.
    std::string text = "table,game,name,player,ship,result,moves,decision_loss,luck\r\n";
    for (const protocol::TableAfter& row : after(group).tables) {
        for (Ship ship : kShips) {
            const int s = static_cast<int>(ship);
            if (row.students[s].empty() && !row.ai[s]) continue;
            text += std::to_string(row.table + 1) + "," + row.game_code + "," + csv_text(row.students[s]) + "," +
                    (row.ai[s] ? "ai" : "student") + "," + std::string(ship_id(ship)) + "," +
                    std::string(table_status_id(row.status)) + "," + std::to_string(row.moves[s]) + "," +
                    (row.reviewed ? points(row.points_lost_tenths[s]) : "") + "," +
                    (row.reviewed ? points(row.luck_tenths) : "") + "\r\n";
        }
    }
    return ClassCsv{std::move(text)};
}

ClassResult ClassHub::table_record(const Class& group, std::size_t index) const {
    const auto activity = index < group.tables.size() && !group.tables[index].game_code.empty()
                              ? games_.activity(group.tables[index].game_code)
                              : std::nullopt;
    if (!activity) {
        return protocol::ErrorReply{protocol::ErrorCode::kInvalidField,
                                    "class_record.table: no game is played at table " + std::to_string(index) +
                                        " (the class has " + std::to_string(group.tables.size()) + " tables)",
                                    "class_record"};
    }
    return ClassTableRecord{index, group.tables[index].game_code,
                            protocol::record_json_of(activity->game->start(), activity->game->history())};
}

}  // namespace entanglion::server
