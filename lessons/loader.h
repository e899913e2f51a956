#pragma once
/// Reading lesson files (format: docs/lesson-format.md). Every problem is reported once, at this
/// boundary, with the file, the place in it and what is wrong, e.g.
/// `bell.json: /goal/state: unknown state "PHI_PLUSS"`; a lesson that loads is well-formed and
/// needs only the solver (solver.h) to prove it solvable.

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/io/json_input.h"
#include "lessons/lesson.h"

namespace entanglion::lessons {

/// Where and why a lesson file was rejected: the shared reader's error (game/io/json_input.h),
/// e.g. source "bell.json", location "/goal/state" (or "line 3, column 7" for a JSON problem),
/// problem `unknown state "PHI_PLUSS"`; message() is "bell.json: /goal/state: unknown state ...".
using LoadError = json_input::InputError;

/// Parses and checks one lesson. `source` names it in messages. The board supplies the planet
/// states, the state catalogue (ids such as "PHI_PLUS", "OMEGA_THREE", "ZERO,PLUS") and the rules
/// of board lessons. On error returns nullopt and fills `error`.
std::optional<Lesson> load_lesson_text(std::string_view json_text, std::string_view source, const Board& board,
                                       LoadError* error);

/// As load_lesson_text, from a file; the file's name is the source.
std::optional<Lesson> load_lesson_file(const std::filesystem::path& path, const Board& board, LoadError* error);

/// The result of reading a directory: the lessons that loaded (sorted by file name, which is the
/// order of the course) and one error per file that did not.
struct DirectoryLoad {
    std::vector<Lesson> lessons;
    std::vector<LoadError> errors;
};

/// A lesson file's name (used as the source in messages) and its text.
struct LessonText {
    std::string source;
    std::string_view text;
};

/// Loads each text in order. Duplicate lesson ids are reported as errors on the later one.
DirectoryLoad load_lesson_texts(const std::vector<LessonText>& texts, const Board& board);

/// Loads every `*.json` entry in `directory` (not recursive), in file-name order. Duplicate lesson
/// ids are reported as errors on the later file. A missing or unreadable directory is one error;
/// an entry that is not a readable regular file (a symlink loop, a directory, a FIFO, no
/// permission) is an error naming it. Never throws.
DirectoryLoad load_lesson_directory(const std::filesystem::path& directory, const Board& board);

}  // namespace entanglion::lessons
