#pragma once
/// The lessons shipped with the project. lessons/content/*.json is compiled into the library (see
/// lessons/cmake/embed_lessons.cmake), so the CLI and the app find them from any directory. File
/// names start with a number, and file-name order is the order of the course.

#include <string_view>
#include <vector>

#include "lessons/loader.h"

namespace entanglion::lessons {

/// One embedded lesson file: its name ("06-bell-phi-plus.json") and its bytes.
struct EmbeddedLessonFile {
    std::string_view name;
    std::string_view text;
};

/// Every embedded file, in file-name order.
const std::vector<EmbeddedLessonFile>& builtin_lesson_files();

/// Loads every embedded file against `board` (sources are "builtin:<file name>"); the tests
/// require `errors` to be empty.
DirectoryLoad load_builtin_lessons(const Board& board = Board::published());

/// The embedded lessons that load against the published board, loaded once, in course order.
const std::vector<Lesson>& builtin_lessons();

/// The built-in lesson with this id, or nullptr.
const Lesson* find_builtin_lesson(std::string_view id);

}  // namespace entanglion::lessons
