#pragma once
/// Internal to the loader: turns a parsed JSON document into a checked Lesson, reporting the first
/// problem with its JSON pointer. Not part of the public API of the lessons library.

#include <optional>
#include <string_view>

#include "lessons/json_reader.h"
#include "lessons/loader.h"

namespace entanglion::lessons::detail {

/// Checks every field of `root` (docs/lesson-format.md) against `board`.
std::optional<Lesson> parse_lesson(const Json& root, std::string_view source, const Board& board, LoadError* error);

}  // namespace entanglion::lessons::detail
