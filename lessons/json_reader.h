#pragma once
/// Internal to the loader: typed reads from a JSON document that remember where they are, so that
/// each failure becomes one LoadError naming the JSON pointer of the bad value. Not part of the
/// public API of the lessons library.

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/io/json_input.h"
#include "lessons/loader.h"

namespace entanglion::lessons::detail {

using Json = nlohmann::ordered_json;

/// Records the first error and the source name; every read returns nullopt/false after a failure.
class JsonReader {
public:
    explicit JsonReader(std::string_view source) : source_(source) {}

    bool failed() const { return error_.has_value(); }
    const LoadError& error() const { return *error_; }
    /// Records `problem` at `pointer` (only the first error is kept) and returns false.
    bool fail(const std::string& pointer, const std::string& problem);

    /// Rejects members of `object` not listed in `known` (typos such as "stat" for "state").
    bool only_known_fields(const Json& object, const std::string& pointer, const std::vector<std::string_view>& known);
    /// The member `name` of `object`, or fails with "missing field" when `required`.
    const Json* member(const Json& object, const std::string& pointer, std::string_view name, bool required);

    std::optional<std::string> string(const Json& value, const std::string& pointer, bool allow_empty = false);
    /// A string, or an array of strings joined by blank lines (paragraphs).
    std::optional<std::string> text(const Json& value, const std::string& pointer);
    std::optional<int> integer(const Json& value, const std::string& pointer, int low, int high);
    std::optional<double> number(const Json& value, const std::string& pointer, double low, double high);
    std::optional<bool> boolean(const Json& value, const std::string& pointer);
    bool expect_object(const Json& value, const std::string& pointer);
    bool expect_array(const Json& value, const std::string& pointer);

private:
    std::string source_;
    std::optional<LoadError> error_;
};

/// "/goal" + "state" -> "/goal/state" (RFC 6901 escapes; shared with every reader).
using json_input::child_pointer;

/// JSON text of a value for messages, e.g. "\"PHI_PLUSS\"" or "7", cut to a readable length.
inline std::string quoted(const Json& value) { return json_input::preview(value); }

/// Parses an exact amplitude written as text: "0", "1", "-1", "i", "-i", "1/2", "-i/2", "1/sqrt2",
/// "-i/sqrt2" (optional spaces). nullopt for anything else.
std::optional<Complex> parse_exact_amplitude(std::string_view text);

}  // namespace entanglion::lessons::detail
