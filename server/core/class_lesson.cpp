// A class's lesson: the teacher's choice checked against the course, a student's moves played again
// (class_hub.h).
#include "lessons/builtin.h"
#include "lessons/runner.h"
#include "server/core/class_hub.h"

namespace entanglion::server {

std::optional<ErrorReply> ClassHub::check_lesson(const std::string& lesson) {
    if (lesson.empty() || lessons::find_builtin_lesson(lesson) != nullptr) return std::nullopt;
    return ErrorReply{ErrorCode::kInvalidField, "class_setup.lesson: no lesson of the course has the id " + lesson,
                      "class_setup"};
}

ClassResult ClassHub::lesson_done(Class& group, std::size_t student, const protocol::ClassLessonDone& done) {
    const lessons::Lesson* lesson = lessons::find_builtin_lesson(group.setup.lesson);
    if (lesson == nullptr) return ErrorReply{ErrorCode::kClassState, "the class has no lesson", "class_lesson"};
    // The page's own session played these moves; the hub trusts only its own runner's verdict.
    lessons::LessonRunner runner(*lesson);
    for (std::size_t i = 0; i < done.moves.size(); ++i) {
        const lessons::MoveResult result = runner.play(done.moves[i]);
        if (!result.accepted()) {
            return ErrorReply{ErrorCode::kInvalidField,
                              "class_lesson.moves[" + std::to_string(i) + "]: " + result.message, "class_lesson"};
        }
    }
    if (runner.status() != lessons::LessonStatus::kSucceeded) {
        return ErrorReply{ErrorCode::kInvalidField, "class_lesson.moves: they do not reach the lesson's goal",
                          "class_lesson"};
    }
    group.students[student].lesson_done = true;
    return seat_info(group, student);
}

}  // namespace entanglion::server
