// A class's answers written as JSON (class_replies.h).
#include "server/protocol/class_replies.h"

#include <nlohmann/json.hpp>

#include "server/protocol/message_fields.h"
#include "statevector/ship.h"

namespace entanglion::protocol {

namespace {

using nlohmann::json;

json table_json(const TableSnapshot& card) {
    json out = {{"table", card.table},
                {"game", card.game_code},
                {"students", {card.students[0], card.students[1]}},
                {"ai", {card.ai[0], card.ai[1]}},
                {"status", std::string(table_status_id(card.status))},
                {"stuck", card.stuck},
                {"help", card.help}};
    if (!card.planets) return out;
    out["planets"] = {std::string(planet_id(card.planets->mercurial)), std::string(planet_id(card.planets->rubicon))};
    out["state"] = card.state;
    out["detection"] = card.detection;
    out["components"] = card.components;
    out["acting"] = card.acting ? json(std::string(ship_id(*card.acting))) : json(nullptr);
    out["last_move"] = card.last_move;
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
               {"paused", seat->paused}};
        out["table"] = seat->table ? json(*seat->table) : json(nullptr);
    } else if (const auto* view = std::get_if<ClassSnapshot>(&reply)) {
        out = {{"type", "class_view"},   {"code", view->code},   {"started", view->started},
               {"paused", view->paused}, {"ended", view->ended}, {"students", view->students},
               {"tables", json::array()}};
        for (const TableSnapshot& card : view->tables) out["tables"].push_back(table_json(card));
    } else {
        out = {{"type", "class_done"}};
    }
    return detail::dump(out);
}

}  // namespace entanglion::protocol
