#include "lessons/builtin.h"

#include <map>

namespace entanglion::lessons {

DirectoryLoad load_builtin_lessons(const Board& board) {
    DirectoryLoad result;
    std::map<std::string, std::string> first_file_of_id;
    for (const EmbeddedLessonFile& file : builtin_lesson_files()) {
        LoadError error;
        auto lesson = load_lesson_text(file.text, "builtin:" + std::string(file.name), board, &error);
        if (!lesson) {
            result.errors.push_back(std::move(error));
            continue;
        }
        const auto [it, inserted] = first_file_of_id.emplace(lesson->id, lesson->source);
        if (!inserted) {
            result.errors.push_back(
                LoadError{lesson->source, "/id", "lesson id \"" + lesson->id + "\" is already used by " + it->second});
            continue;
        }
        result.lessons.push_back(std::move(*lesson));
    }
    return result;
}

const std::vector<Lesson>& builtin_lessons() {
    static const std::vector<Lesson> lessons = load_builtin_lessons().lessons;
    return lessons;
}

const Lesson* find_builtin_lesson(std::string_view id) {
    for (const Lesson& lesson : builtin_lessons()) {
        if (lesson.id == id) return &lesson;
    }
    return nullptr;
}

}  // namespace entanglion::lessons
