#include "lessons/loader.h"

#include <algorithm>
#include <map>

#include "lessons/lesson_parser.h"

namespace entanglion::lessons {

std::optional<Lesson> load_lesson_text(std::string_view json_text, std::string_view source, const Board& board,
                                       LoadError* error) {
    const std::optional<detail::Json> root = json_input::parse_input<detail::Json>(json_text, source, error);
    if (!root) return std::nullopt;
    return detail::parse_lesson(*root, source, board, error);
}

std::optional<Lesson> load_lesson_file(const std::filesystem::path& path, const Board& board, LoadError* error) {
    const std::optional<std::string> text = json_input::read_input_file(path, error);
    if (!text) return std::nullopt;
    return load_lesson_text(*text, path.filename().string(), board, error);
}

DirectoryLoad load_lesson_texts(const std::vector<LessonText>& texts, const Board& board) {
    DirectoryLoad result;
    std::map<std::string, std::string> first_source_of_id;
    for (const LessonText& text : texts) {
        LoadError error;
        auto lesson = load_lesson_text(text.text, text.source, board, &error);
        if (!lesson) {
            result.errors.push_back(std::move(error));
            continue;
        }
        const auto [it, inserted] = first_source_of_id.emplace(lesson->id, lesson->source);
        if (!inserted) {
            result.errors.push_back(
                LoadError{lesson->source, "/id", "lesson id \"" + lesson->id + "\" is already used by " + it->second});
            continue;
        }
        result.lessons.push_back(std::move(*lesson));
    }
    return result;
}

DirectoryLoad load_lesson_directory(const std::filesystem::path& directory, const Board& board) {
    namespace fs = std::filesystem;
    const auto directory_error = [&](const std::string& problem) {
        return DirectoryLoad{{}, {LoadError{directory.string(), "", problem}}};
    };
    std::error_code code;
    if (directory.empty()) return directory_error("empty directory name");
    if (!fs::is_directory(directory, code)) return directory_error("not a directory");
    // Every step with an error_code: a symlink loop or an unreadable entry must not throw.
    std::vector<fs::path> files;
    fs::directory_iterator entries(directory, code);
    if (code) return directory_error("cannot read the directory: " + code.message());
    for (; entries != fs::directory_iterator(); entries.increment(code)) {
        if (code) break;
        if (entries->path().extension() == ".json") files.push_back(entries->path());
    }
    if (code) return directory_error("cannot read the directory: " + code.message());
    if (files.empty()) return directory_error("contains no .json lesson file");
    std::sort(files.begin(), files.end());
    std::vector<std::pair<std::string, std::string>> contents;  // (file name, bytes)
    std::vector<LoadError> unreadable;
    for (const auto& file : files) {
        LoadError error;
        std::optional<std::string> text = json_input::read_input_file(file, &error);
        if (!text) {
            error.source = file.filename().string();
            unreadable.push_back(std::move(error));
            continue;
        }
        contents.emplace_back(file.filename().string(), std::move(*text));
    }
    std::vector<LessonText> texts;  // views into `contents`, which no longer changes
    for (const auto& [name, text] : contents) texts.push_back(LessonText{name, text});
    DirectoryLoad result = load_lesson_texts(texts, board);
    result.errors.insert(result.errors.begin(), unreadable.begin(), unreadable.end());
    return result;
}

}  // namespace entanglion::lessons
