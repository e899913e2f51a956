// A class's answers written as JSON (class_replies.h).
#include "server/protocol/class_replies.h"

#include <nlohmann/json.hpp>

#include "server/protocol/message_fields.h"
#include "statevector/ship.h"

namespace entanglion::protocol {

namespace {

using nlohmann::json;

json after_json(const TableAfter& table) {
    json out = {{"table", table.table},
                {"game", table.game_code},
                {"students", {table.students[0], table.students[1]}},
                {"ai", {table.ai[0], table.ai[1]}},
                {"status", std::string(table_status_id(table.status))},
                {"actions", table.actions},
                {"moves", {table.moves[0], table.moves[1]}},
                {"seconds", table.length.count()},
                {"at_moments", table.at_moments},
                {"review", nullptr}};
    if (!table.reviewed) return out;
    json moments = json::array();
    for (const auto& moment : table.key_moments)
        moments.push_back({{"step", moment.step}, {"what", moment.what}, {"swing", moment.swing_tenths}});
    out["review"] = {{"start", table.start_tenths},
                     {"decisions", table.decisions_tenths},
                     {"luck", table.luck_tenths},
                     {"result", table.result_tenths},
                     {"points_lost", {table.points_lost_tenths[0], table.points_lost_tenths[1]}},
                     {"key_moments", std::move(moments)}};
    return out;
}

json totals_json(const std::vector<LossTotal>& totals, const char* key) {
    json out = json::array();
    for (const LossTotal& total : totals)
        out.push_back({{key, total.id}, {"points_lost", total.points_lost_tenths}, {"decisions", total.decisions}});
    return out;
}

json table_json(const TableSnapshot& card) {
    json out = {{"table", card.table},
                {"game", card.game_code},
                {"students", {card.students[0], card.students[1]}},
                {"student_numbers",
                 {card.student_numbers[0] ? json(*card.student_numbers[0]) : json(nullptr),
                  card.student_numbers[1] ? json(*card.student_numbers[1]) : json(nullptr)}},
                {"ai", {card.ai[0], card.ai[1]}},
                {"status", std::string(table_status_id(card.status))},
                {"stuck", card.stuck},
                {"help", card.help},
                {"costly", card.costly},
                {"lesson_done", {card.lesson_done[0], card.lesson_done[1]}}};
    out["last_loss"] = card.last_loss ? json(*card.last_loss) : json(nullptr);
    if (!card.planets) return out;
    out["planets"] = {std::string(planet_id(card.planets->mercurial)), std::string(planet_id(card.planets->rubicon))};
    out["state"] = card.state;
    out["detection"] = card.detection;
    out["components"] = card.components;
    out["acting"] = card.acting ? json(std::string(ship_id(*card.acting))) : json(nullptr);
    out["last_move"] = card.last_move;
    out["actions"] = card.actions;
    out["since_last_move"] = card.since_last_move.count();
    return out;
}

}  // namespace

std::string_view table_status_id(TableSnapshot::Status status) {
    constexpr std::array<std::string_view, 5> kIds = {"seating", "playing", "paused", "won", "lost"};
    return kIds[static_cast<std::size_t>(status)];
}

std::string to_text(const ClassReply& reply) {
    json out;
    if (const auto* opened = std::get_if<ClassOpened>(&reply)) {
        out = {{"type", "class_opened"}, {"code", opened->code}, {"teacher", opened->teacher}};
    } else if (const auto* seat = std::get_if<ClassSeatInfo>(&reply)) {
        out = {{"type", "class_seat_info"},
               {"student", seat->student},
               {"name", seat->name},
               {"token", seat->token},
               {"ship", std::string(ship_id(seat->ship))},
               {"game", seat->game_code},
               {"seat_token", seat->seat_token},
               {"ai_seat_token", seat->ai_seat_token},
               {"message", seat->message},
               {"paused", seat->paused},
               {"costly", seat->costly},
               {"lesson", seat->lesson},
               {"lesson_done", seat->lesson_done}};
        out["table"] = seat->table ? json(*seat->table) : json(nullptr);
    } else if (const auto* view = std::get_if<ClassSnapshot>(&reply)) {
        out = {{"type", "class_view"},   {"code", view->code},     {"started", view->started},
               {"paused", view->paused}, {"ended", view->ended},   {"students", view->students},
               {"lesson", view->lesson}, {"tables", json::array()}};
        for (const TableSnapshot& card : view->tables) out["tables"].push_back(table_json(card));
    } else if (const auto* after = std::get_if<ClassAfter>(&reply)) {
        out = {{"type", "class_review"},
               {"ended", after->ended},
               {"same_deal", after->same_deal},
               {"pending", after->pending},
               {"moment_steps", after->moment_steps},
               {"tables", json::array()},
               {"by_card", totals_json(after->by_card, "card")},
               {"by_concept", totals_json(after->by_concept, "concept")}};
        for (const TableAfter& table : after->tables) out["tables"].push_back(after_json(table));
    } else if (const auto* csv = std::get_if<ClassCsv>(&reply)) {
        out = {{"type", "class_export"}, {"csv", csv->csv}};
    } else if (const auto* record = std::get_if<ClassTableRecord>(&reply)) {
        out = {{"type", "class_record"},
               {"table", record->table},
               {"game", record->game_code},
               {"record", record->record}};
    } else {
        out = {{"type", "class_done"}};
    }
    return detail::dump(out);
}

}  // namespace entanglion::protocol
