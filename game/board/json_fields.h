#pragma once
/// Internal to the board library: the small JSON-reading vocabulary shared by the board loader and
/// the graph reader, so every file they read reports problems the same way:
/// `<file>: <JSON pointer>: <problem>`, or `<file>: line L, column C: invalid JSON: ...`.

#include <initializer_list>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "statevector/state.h"

namespace entanglion::json_fields {

using Json = nlohmann::json;

/// Thrown by the helpers below; the reader's entry point turns it into "<file>: <what()>".
struct FieldError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

/// Throws FieldError "<pointer>: <message>" ("/" for the root).
[[noreturn]] void fail(const std::string& pointer, const std::string& message);

inline std::string child(const std::string& pointer, std::string_view key) { return pointer + "/" + std::string(key); }
inline std::string child(const std::string& pointer, std::size_t index) {
    return pointer + "/" + std::to_string(index);
}
inline std::string in_quotes(std::string_view text) { return "\"" + std::string(text) + "\""; }

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

/// Parses `json_text`; on a syntax error returns nullopt with `error` set to
/// "<source>: line L, column C: invalid JSON: <problem>".
std::optional<Json> parse_located(std::string_view json_text, const std::string& source, std::string* error);

}  // namespace entanglion::json_fields
