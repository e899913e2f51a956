#pragma once
/// Internal to the board library: the small JSON-reading vocabulary shared by the board loader and
/// the graph reader, so every file they read reports problems the same way:
/// `<file>: <JSON pointer>: <problem>`, or `<file>: line L, column C: invalid JSON: ...`. Files are
/// read and parsed by the shared bounded input (game/io/json_input.h).

#include <initializer_list>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "game/io/json_input.h"
#include "statevector/state.h"

namespace entanglion::json_fields {

using Json = nlohmann::json;

/// Thrown by the helpers below; the reader's entry point turns it into "<file>: <what()>".
struct FieldError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

/// Throws FieldError "<pointer>: <message>" ("/" for the root).
[[noreturn]] void fail(const std::string& pointer, const std::string& message);

inline std::string child(const std::string& pointer, std::string_view key) {
    return json_input::child_pointer(pointer, key);
}
inline std::string child(const std::string& pointer, std::size_t index) {
    return json_input::child_pointer(pointer, index);
}
/// `text` in quotes, cut to a readable length (json_input::quote).
inline std::string in_quotes(std::string_view text) { return json_input::quote(text); }

/// Fails unless `value` has `type` (number_float accepts any number); `name` is "a string" etc.
void expect_type(const Json& value, const std::string& pointer, Json::value_t type, const char* name);
/// object[key], failing with "missing field" when absent.
const Json& field(const Json& object, const std::string& pointer, std::string_view key);
/// Fails unless `object` is an object whose keys are all in `allowed` (catches typos).
void check_fields(const Json& object, const std::string& pointer, std::initializer_list<std::string_view> allowed);
std::string string_at(const Json& value, const std::string& pointer);
double number_at(const Json& value, const std::string& pointer);
const Json& array_at(const Json& value, const std::string& pointer);
/// An amplitude: a number, an exact string ("1/sqrt2", "-i/2"; see amplitude_text.h) or [re, im].
Complex amplitude_at(const Json& value, const std::string& pointer);

/// Parses `json_text` with the shared limits; on any problem returns nullopt with `error` set to
/// "<source>: line L, column C[ (pointer)]: <problem>" (json_input::InputError::message()).
std::optional<Json> parse_located(std::string_view json_text, const std::string& source, std::string* error);

}  // namespace entanglion::json_fields
