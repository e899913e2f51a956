#include "lessons/builtin.h"

namespace entanglion::lessons {

DirectoryLoad load_builtin_lessons(const Board& board) {
    std::vector<LessonText> texts;
    for (const EmbeddedLessonFile& file : builtin_lesson_files()) {
        texts.push_back(LessonText{"builtin:" + std::string(file.name), file.text});
    }
    return load_lesson_texts(texts, board);
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
