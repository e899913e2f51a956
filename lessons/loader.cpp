#include "lessons/loader.h"

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>

#include "game/board/text_position.h"
#include "lessons/lesson_parser.h"

namespace entanglion::lessons {

std::string LoadError::message() const {
    std::string text = source + ": ";
    if (!location.empty()) text += location + ": ";
    return text + problem;
}

std::optional<Lesson> load_lesson_text(std::string_view json_text, std::string_view source, const Board& board,
                                       LoadError* error) {
    detail::Json root;
    try {
        root = detail::Json::parse(json_text);
    } catch (const detail::Json::parse_error& parse_error) {
        // nlohmann's text is "[json.exception.parse_error.101] parse error at line 3, column 7: <detail>".
        std::string detail = parse_error.what();
        const auto column = detail.find("column ");
        const auto colon = column == std::string::npos ? std::string::npos : detail.find(": ", column);
        if (colon != std::string::npos) detail = detail.substr(colon + 2);
        if (error)
            *error =
                LoadError{std::string(source), line_and_column(json_text, parse_error.byte), "invalid JSON: " + detail};
        return std::nullopt;
    }
    return detail::parse_lesson(root, source, board, error);
}

std::optional<Lesson> load_lesson_file(const std::filesystem::path& path, const Board& board, LoadError* error) {
    const std::string source = path.filename().string();
    std::ifstream file(path, std::ios::binary);
    if (!file) {
        if (error) *error = LoadError{path.string(), "", "cannot open the file"};
        return std::nullopt;
    }
    std::ostringstream text;
    text << file.rdbuf();
    return load_lesson_text(text.str(), source, board, error);
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
    std::error_code code;
    if (!std::filesystem::is_directory(directory, code)) {
        return DirectoryLoad{{}, {LoadError{directory.string(), "", "not a directory"}}};
    }
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(directory, code)) {
        if (entry.is_regular_file() && entry.path().extension() == ".json") files.push_back(entry.path());
    }
    if (files.empty()) return DirectoryLoad{{}, {LoadError{directory.string(), "", "contains no .json lesson file"}}};
    std::sort(files.begin(), files.end());
    std::vector<std::pair<std::string, std::string>> contents;  // (file name, bytes)
    std::vector<LoadError> unreadable;
    for (const auto& file : files) {
        std::ifstream stream(file, std::ios::binary);
        if (!stream) {
            unreadable.push_back(LoadError{file.filename().string(), "", "cannot open the file"});
            continue;
        }
        std::ostringstream text;
        text << stream.rdbuf();
        contents.emplace_back(file.filename().string(), text.str());
    }
    std::vector<LessonText> texts;  // views into `contents`, which no longer changes
    for (const auto& [name, text] : contents) texts.push_back(LessonText{name, text});
    DirectoryLoad result = load_lesson_texts(texts, board);
    result.errors.insert(result.errors.begin(), unreadable.begin(), unreadable.end());
    return result;
}

}  // namespace entanglion::lessons
