#pragma once
/// Internal: reading a message's fields with checks that name the field (messages.cpp,
/// server_messages.cpp). Every reader checks the type and range first and throws FieldProblem;
/// the parse functions turn it into a ProtocolError.

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "server/protocol/messages.h"

namespace entanglion::protocol::detail {

using nlohmann::json;

struct FieldProblem {
    ErrorCode code = ErrorCode::kInvalidField;
    std::string message;
};

/// The fields of one message object: each read marks its key as known; finish() refuses the rest.
class Fields {
public:
    Fields(const json& object, std::string_view type) : object_(object), type_(type) {}

    const json* optional(const char* key);
    const json& required(const char* key);
    std::string string(const char* key, std::size_t max_chars);
    std::optional<std::string> optional_string(const char* key, std::size_t max_chars);
    /// A whole number from `low` to `high`.
    std::uint64_t whole(const json& value, const char* key, std::uint64_t low, std::uint64_t high);
    std::uint64_t whole(const char* key, std::uint64_t low, std::uint64_t high) {
        return whole(required(key), key, low, high);
    }
    std::optional<std::uint64_t> optional_whole(const char* key, std::uint64_t low, std::uint64_t high);
    Ship ship(const char* key);
    const json& array(const char* key);
    const json& object(const char* key);
    /// Refuses any field not read (`unknown field "colour" in join`).
    void finish() const;

    [[noreturn]] void fail(const char* key, const std::string& problem) const;

private:
    const json& object_;
    std::string_view type_;
    std::vector<std::string_view> known_;
};

/// The object of a message and its "type" (size, JSON, depth and the type's presence checked), or
/// the problem.
std::variant<std::pair<json, std::string>, ProtocolError> read_envelope(std::string_view text, std::size_t max_bytes,
                                                                        std::size_t max_depth);
/// Reads a message object of a known `type` with `read(type, fields)`, refusing unknown fields; a
/// FieldProblem becomes the ProtocolError the parse functions return.
template <typename Message, typename Read>
std::variant<Message, ProtocolError> read_message(const json& object, std::string_view type, Read read) {
    try {
        Fields fields(object, type);
        Message message = read(type, fields);
        fields.finish();
        return message;
    } catch (const FieldProblem& problem) {
        return ProtocolError{problem.code, problem.message, std::string(type)};
    }
}

/// JSON text of a message: invalid UTF-8 (never produced here, but never a throw either) is replaced.
inline std::string dump(const json& value) { return value.dump(-1, ' ', false, json::error_handler_t::replace); }

/// The optional `ai` field: a policy's name, 1 to 32 lowercase letters, digits, '_' or '-' ("" when absent).
std::string ai_field(Fields& fields);
std::string ping_target_kind_id(PingTarget::Kind kind);
json ping_target_to_json(const PingTarget& target);
PingTarget ping_target_from_json(Fields& fields);

}  // namespace entanglion::protocol::detail
