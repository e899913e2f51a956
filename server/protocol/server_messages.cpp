// The server's messages, written by the server and read by clients (messages.h). A client reads
// them as strictly as the server reads a client's: a server is just another input.
#include <algorithm>
#include <array>

#include "game/io/json_input.h"
#include "server/protocol/message_fields.h"

namespace entanglion::protocol {

namespace {

using detail::Fields;
using nlohmann::json;

constexpr std::array<std::string_view, 9> kServerTypes = {"welcome",  "seated", "watching", "sync", "entries",
                                                          "presence", "pinged", "record",   "error"};

json entries_to_json(const std::vector<HistoryEntry>& entries) {
    json list = json::array();
    for (const HistoryEntry& entry : entries) list.push_back(entry_to_json(entry));
    return list;
}

std::vector<HistoryEntry> entries_from_json(Fields& fields) {
    const json& list = fields.array("entries");
    std::vector<HistoryEntry> entries;
    entries.reserve(list.size());
    for (std::size_t i = 0; i < list.size(); ++i) {
        std::string problem;
        std::optional<HistoryEntry> entry = entry_from_json(list[i], json_input::child_pointer("", i), &problem);
        if (!entry) fields.fail("entries", problem);
        entries.push_back(*entry);
    }
    return entries;
}

SeatState seat_state(Fields& fields, const json& value, const char* key) {
    for (SeatState state : {SeatState::kOpen, SeatState::kConnected, SeatState::kAway}) {
        if (value.is_string() && value.get_ref<const std::string&>() == seat_state_id(state)) return state;
    }
    fields.fail(key, "expected \"open\", \"connected\" or \"away\", got " + json_input::preview(value));
}

ServerMessage read_server(std::string_view type, Fields& fields) {
    constexpr std::uint64_t kMaxIndex = 1'000'000;
    if (type == "welcome") {
        Welcome welcome;
        welcome.protocol = static_cast<int>(fields.whole("protocol", 0, 1'000'000));
        welcome.server = fields.optional_string("server", 64).value_or("");
        return welcome;
    }
    if (type == "seated") return Seated{fields.string("code", 16), fields.ship("ship"), fields.string("token", 64)};
    if (type == "watching") return Watching{fields.string("code", 16)};
    if (type == "sync") {
        Sync sync;
        sync.start = fields.object("start");
        sync.from = fields.whole("from", 0, kMaxIndex);
        sync.entries = entries_from_json(fields);
        const json& seats = fields.object("seats");
        for (Ship ship : kShips) {
            const auto found = seats.find(std::string(ship_id(ship)));
            if (found == seats.end()) fields.fail("seats", "missing " + std::string(ship_id(ship)));
            sync.seats[static_cast<int>(ship)] = seat_state(fields, *found, "seats");
        }
        if (fields.optional("ai")) {
            const json& ais = fields.object("ai");
            for (const auto& [key, value] : ais.items()) {
                const std::optional<Ship> ship = parse_ship(key);
                if (!ship || !value.is_string() || value.get_ref<const std::string&>().size() > 32)
                    fields.fail("ai", "expected a ship's policy name, got " + json_input::quote(key));
                sync.ais[static_cast<int>(*ship)] = value.get<std::string>();
            }
        }
        return sync;
    }
    if (type == "entries") {
        Entries entries;
        entries.from = fields.whole("from", 0, kMaxIndex);
        entries.entries = entries_from_json(fields);
        return entries;
    }
    if (type == "presence") {
        Presence presence;
        presence.ship = fields.ship("ship");
        presence.state = seat_state(fields, fields.required("state"), "state");
        presence.ai = detail::ai_field(fields);
        return presence;
    }
    if (type == "pinged") {
        Pinged pinged;
        pinged.ship = fields.ship("ship");
        pinged.target = detail::ping_target_from_json(fields);
        return pinged;
    }
    if (type == "record") return RecordReply{fields.object("record")};
    ErrorReply error;
    const std::string code = fields.string("error", 32);
    const std::optional<ErrorCode> parsed = parse_error_code(code);
    if (!parsed) fields.fail("error", "unknown error code " + json_input::quote(code));
    error.code = *parsed;
    error.message = fields.string("message", 4096);
    error.reply_to = fields.optional_string("reply_to", 16).value_or("");
    return error;
}

json server_to_json(const ServerMessage& message) {
    json j = {{"type", type_of(message)}};
    std::visit(
        [&j](const auto& m) {
            using T = std::decay_t<decltype(m)>;
            if constexpr (std::is_same_v<T, Welcome>) {
                j["protocol"] = m.protocol;
                j["server"] = m.server;
            } else if constexpr (std::is_same_v<T, Seated>) {
                j["code"] = m.code;
                j["ship"] = ship_id(m.ship);
                j["token"] = m.token;
            } else if constexpr (std::is_same_v<T, Watching>) {
                j["code"] = m.code;
            } else if constexpr (std::is_same_v<T, Sync>) {
                j["start"] = m.start;
                j["from"] = m.from;
                j["entries"] = entries_to_json(m.entries);
                j["seats"] = json::object();
                for (Ship ship : kShips)
                    j["seats"][std::string(ship_id(ship))] = seat_state_id(m.seats[static_cast<int>(ship)]);
                for (Ship ship : kShips) {
                    const std::string& ai = m.ais[static_cast<int>(ship)];
                    if (!ai.empty()) j["ai"][std::string(ship_id(ship))] = ai;
                }
            } else if constexpr (std::is_same_v<T, Entries>) {
                j["from"] = m.from;
                j["entries"] = entries_to_json(m.entries);
            } else if constexpr (std::is_same_v<T, Presence>) {
                j["ship"] = ship_id(m.ship);
                j["state"] = seat_state_id(m.state);
                if (!m.ai.empty()) j["ai"] = m.ai;
            } else if constexpr (std::is_same_v<T, Pinged>) {
                j["ship"] = ship_id(m.ship);
                j.update(detail::ping_target_to_json(m.target));
            } else if constexpr (std::is_same_v<T, RecordReply>) {
                j["record"] = m.record;
            } else if constexpr (std::is_same_v<T, ErrorReply>) {
                j["error"] = error_code_id(m.code);
                j["message"] = m.message;
                if (!m.reply_to.empty()) j["reply_to"] = m.reply_to;
            }
        },
        message);
    return j;
}

}  // namespace

std::string_view type_of(const ServerMessage& message) { return kServerTypes[message.index()]; }

std::variant<ServerMessage, ProtocolError> parse_server_message(std::string_view text) {
    auto envelope = detail::read_envelope(text, kMaxServerMessageBytes, kMaxServerMessageDepth);
    if (auto* error = std::get_if<ProtocolError>(&envelope)) return *error;
    auto& [object, type] = std::get<0>(envelope);
    const auto known = std::find(kServerTypes.begin(), kServerTypes.end(), type);
    if (known == kServerTypes.end()) {
        return ProtocolError{ErrorCode::kUnknownType, "unknown message type " + json_input::quote(type), ""};
    }
    return detail::read_message<ServerMessage>(object, *known, read_server);
}

std::string to_text(const ServerMessage& message) { return detail::dump(server_to_json(message)); }

}  // namespace entanglion::protocol
