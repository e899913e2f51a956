#pragma once
/// Where a byte sits in a text file, as editors count it. Shared by every loader that reports
/// JSON syntax errors (board files, lesson files) so they all point at the same place.

#include <cstddef>
#include <string>
#include <string_view>

namespace entanglion {

/// "line 3, column 7" for the character at 1-based position `byte` of `text` (the convention of
/// nlohmann::json's parse_error::byte); "line 1, column 1" for 0.
inline std::string line_and_column(std::string_view text, std::size_t byte) {
    std::size_t line = 1;
    std::size_t column = 1;
    for (std::size_t i = 0; i + 1 < byte && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

}  // namespace entanglion
