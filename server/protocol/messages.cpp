// The protocol's messages: error codes, and the client's messages read and written (messages.h);
// the server's messages are in server_messages.cpp.
#include <algorithm>
#include <array>

#include "game/io/json_input.h"
#include "server/protocol/join_code.h"
#include "server/protocol/message_fields.h"

namespace entanglion::protocol {

namespace {

using detail::FieldProblem;
using detail::Fields;
using nlohmann::json;

constexpr std::array<std::string_view, kErrorCodeCount> kErrorCodeIds = {
    "malformed",      "too_large",       "unknown_type",     "invalid_field",      "unsupported_protocol",
    "hello_first",    "rate_limited",    "too_many_guesses", "unknown_game",       "wrong_token",
    "game_full",      "already_in_game", "not_in_game",      "watcher_cannot_act", "not_your_ship",
    "not_your_turn",  "illegal_action",  "out_of_date",      "game_over",          "seeded_games_off",
    "too_many_games", "replaced",        "storage_failed",   "game_paused",        "unknown_class",
    "not_teacher",    "class_full",      "class_state"};

constexpr std::array<std::string_view, 7> kClientTypes = {"hello", "create", "join", "watch", "act", "ping", "export"};
/// The longest history a client may say it has (far beyond any game: a game has a few hundred entries).
constexpr std::uint64_t kMaxHave = 1'000'000;

std::string join_code_field(Fields& fields) {
    const std::string typed = fields.string("code", 32);
    std::string problem;
    const std::optional<std::string> code = normalize_join_code(typed, &problem);
    if (!code) fields.fail("code", problem);
    return *code;
}

ClientMessage read_client(std::string_view type, Fields& fields) {
    if (type == "hello") {
        Hello hello;
        hello.protocol = static_cast<int>(fields.whole("protocol", 0, 1'000'000));
        hello.client = fields.optional_string("client", 64).value_or("");
        return hello;
    }
    if (type == "create") {
        Create create;
        create.ship = fields.ship("ship");
        create.difficulty = static_cast<int>(fields.optional_whole("difficulty", 1, 3).value_or(1));
        if (const auto variant = fields.optional_string("variant", 16)) {
            const auto parsed = rules::parse_variant(*variant);
            if (!parsed)
                fields.fail("variant", "expected \"board\" or \"quantum\", got " + json_input::quote(*variant));
            create.variant = *parsed;
        }
        create.seed = fields.optional_whole("seed", 0, UINT64_MAX);
        create.ai = detail::ai_field(fields);
        return create;
    }
    if (type == "join") {
        Join join;
        join.code = join_code_field(fields);
        join.token = fields.optional_string("token", 64);
        join.have = fields.optional_whole("have", 0, kMaxHave).value_or(0);
        join.ai = detail::ai_field(fields);
        return join;
    }
    if (type == "watch") {
        Watch watch;
        watch.code = join_code_field(fields);
        watch.have = fields.optional_whole("have", 0, kMaxHave).value_or(0);
        return watch;
    }
    if (type == "act") {
        Act act;
        const std::string text = fields.string("action", 128);
        std::string problem;
        const std::optional<rules::Action> action = rules::parse_action(text, &problem);
        if (!action) fields.fail("action", problem);
        act.action = *action;
        act.after = fields.optional_whole("after", 0, kMaxHave);
        return act;
    }
    if (type == "ping") return Ping{detail::ping_target_from_json(fields)};
    return Export{};
}

json client_to_json(const ClientMessage& message) {
    json j = {{"type", type_of(message)}};
    std::visit(
        [&j](const auto& m) {
            using T = std::decay_t<decltype(m)>;
            if constexpr (std::is_same_v<T, Hello>) {
                j["protocol"] = m.protocol;
                if (!m.client.empty()) j["client"] = m.client;
            } else if constexpr (std::is_same_v<T, Create>) {
                j["ship"] = ship_id(m.ship);
                j["difficulty"] = m.difficulty;
                j["variant"] = rules::variant_id(m.variant);
                if (m.seed) j["seed"] = *m.seed;
                if (!m.ai.empty()) j["ai"] = m.ai;
            } else if constexpr (std::is_same_v<T, Join>) {
                j["code"] = m.code;
                if (m.token) j["token"] = *m.token;
                j["have"] = m.have;
                if (!m.ai.empty()) j["ai"] = m.ai;
            } else if constexpr (std::is_same_v<T, Watch>) {
                j["code"] = m.code;
                j["have"] = m.have;
            } else if constexpr (std::is_same_v<T, Act>) {
                j["action"] = rules::action_to_string(m.action);
                if (m.after) j["after"] = *m.after;
            } else if constexpr (std::is_same_v<T, Ping>) {
                j.update(detail::ping_target_to_json(m.target));
            }
        },
        message);
    return j;
}

}  // namespace

std::string_view error_code_id(ErrorCode code) { return kErrorCodeIds[static_cast<int>(code)]; }

std::optional<ErrorCode> parse_error_code(std::string_view text) {
    for (int i = 0; i < kErrorCodeCount; ++i) {
        if (kErrorCodeIds[i] == text) return static_cast<ErrorCode>(i);
    }
    return std::nullopt;
}

std::string_view seat_state_id(SeatState state) {
    constexpr std::array<std::string_view, 3> kIds = {"open", "connected", "away"};
    return kIds[static_cast<int>(state)];
}

std::string_view type_of(const ClientMessage& message) { return kClientTypes[message.index()]; }

namespace detail {

std::variant<std::pair<json, std::string>, ProtocolError> read_envelope(std::string_view text, std::size_t max_bytes,
                                                                        std::size_t max_depth) {
    if (text.size() > max_bytes) {
        return ProtocolError{
            ErrorCode::kTooLarge,
            "the message has " + std::to_string(text.size()) + " bytes; the limit is " + std::to_string(max_bytes), ""};
    }
    json_input::InputError input_error;
    std::optional<json> parsed = json_input::parse_input<json>(text, "message", &input_error, max_depth);
    if (!parsed) return ProtocolError{ErrorCode::kMalformed, input_error.message(), ""};
    if (!parsed->is_object()) {
        return ProtocolError{ErrorCode::kMalformed, "a message is a JSON object, got " + json_input::preview(*parsed),
                             ""};
    }
    const auto type = parsed->find("type");
    if (type == parsed->end() || !type->is_string()) {
        return ProtocolError{ErrorCode::kMalformed, "a message needs a \"type\" string", ""};
    }
    std::string name = type->get<std::string>();
    return std::pair<json, std::string>{std::move(*parsed), std::move(name)};
}

}  // namespace detail

std::variant<ClientMessage, ProtocolError> parse_client_message(std::string_view text) {
    auto envelope = detail::read_envelope(text, kMaxClientMessageBytes, kMaxClientMessageDepth);
    if (auto* error = std::get_if<ProtocolError>(&envelope)) return *error;
    auto& [object, type] = std::get<0>(envelope);
    const auto known = std::find(kClientTypes.begin(), kClientTypes.end(), type);
    if (known == kClientTypes.end()) {
        std::string names;
        for (std::string_view name : kClientTypes) names += (names.empty() ? "" : ", ") + std::string(name);
        return ProtocolError{ErrorCode::kUnknownType,
                             "unknown message type " + json_input::quote(type) + " (a client sends " + names + ")", ""};
    }
    return detail::read_message<ClientMessage>(object, *known, read_client);
}

std::string to_text(const ClientMessage& message) { return detail::dump(client_to_json(message)); }

}  // namespace entanglion::protocol
