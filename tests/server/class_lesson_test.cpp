// A class's lesson (server/core/class_lesson.cpp): the teacher chooses one of the course, each
// student's page sends the moves it played, and the hub plays them again with the lesson runner: only
// moves that reach the goal mark the student done, in their seat and on their table's card.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "lessons/builtin.h"
#include "lessons/solver.h"
#include "server/protocol/class_messages.h"
#include "server/protocol/class_replies.h"
#include "tests/server/class_fixture.h"

namespace entanglion::server::testing {
namespace {

using protocol::ClassLessonDone;
using protocol::ErrorCode;
using protocol::ErrorReply;

std::string message_of(const ClassResult& result) {
    return std::holds_alternative<ErrorReply>(result) ? std::get<ErrorReply>(result).message : "";
}

TEST_F(ClassTest, TheTeacherChoosesALessonOfTheCourseOrNone) {
    const ClassOpened opened = open();
    const auto setup = [&](const std::string& lesson) {
        return send(protocol::ClassSetup{opened.teacher, 2, rules::RulesVariant::kBoard, lesson, false},
                    teacher_address);
    };
    const ClassResult unknown = setup("teleportation");
    EXPECT_EQ(error_code(unknown), ErrorCode::kInvalidField);
    EXPECT_NE(message_of(unknown).find("class_setup.lesson: no lesson of the course has the id teleportation"),
              std::string::npos);
    EXPECT_EQ(view(opened.teacher).lesson, "");
    // Every lesson of the course may be chosen, and none.
    for (const lessons::Lesson& lesson : lessons::builtin_lessons()) {
        EXPECT_TRUE(std::holds_alternative<ClassDone>(setup(lesson.id))) << lesson.id;
        EXPECT_EQ(view(opened.teacher).lesson, lesson.id);
    }
    EXPECT_TRUE(std::holds_alternative<ClassDone>(setup("")));
    EXPECT_EQ(view(opened.teacher).lesson, "");
}

TEST_F(ClassTest, MovesThatReachTheGoalMarkTheStudentDone) {
    const ClassOpened opened = open();
    const ClassSeatInfo ada = join(opened.code, "Ada");
    const ClassSeatInfo bob = join(opened.code, "Bob");
    start(opened.teacher, true);  // bell-phi-plus
    EXPECT_EQ(seat_of(ada.token).lesson, "bell-phi-plus");
    EXPECT_FALSE(seat_of(ada.token).lesson_done);

    // Moves that do not reach the goal, or that the lesson refuses, change nothing.
    const ClassResult short_of_it = send(ClassLessonDone{ada.token, {"H:MERCURIAL"}}, "10.2.0.1");
    EXPECT_EQ(error_code(short_of_it), ErrorCode::kInvalidField);
    EXPECT_NE(message_of(short_of_it).find("do not reach the lesson's goal"), std::string::npos);
    const ClassResult refused = send(ClassLessonDone{ada.token, {"H:MERCURIAL", "SWAP:RUBICON"}}, "10.2.0.1");
    EXPECT_EQ(error_code(refused), ErrorCode::kInvalidField);
    EXPECT_NE(message_of(refused).find("class_lesson.moves[1]: "), std::string::npos) << message_of(refused);
    EXPECT_EQ(error_code(send(ClassLessonDone{ada.token, {"nonsense"}}, "10.2.0.1")), ErrorCode::kInvalidField);
    EXPECT_FALSE(seat_of(ada.token).lesson_done);

    // The solver's shortest solution is the moves a page sends after the goal is reached.
    const lessons::Lesson* lesson = lessons::find_builtin_lesson("bell-phi-plus");
    ASSERT_NE(lesson, nullptr);
    const auto solution = lessons::solve(*lesson);
    ASSERT_TRUE(solution.solution);
    std::vector<std::string> moves;
    for (const Gate& gate : *solution.solution) moves.push_back(gate_to_string(gate));
    const ClassResult done = send(ClassLessonDone{ada.token, moves}, "10.2.0.1");
    ASSERT_TRUE(std::holds_alternative<ClassSeatInfo>(done)) << message_of(done);
    EXPECT_TRUE(std::get<ClassSeatInfo>(done).lesson_done);
    EXPECT_TRUE(seat_of(ada.token).lesson_done);
    EXPECT_FALSE(seat_of(bob.token).lesson_done);
    const TableSnapshot card = view(opened.teacher).tables.at(0);
    EXPECT_EQ(card.lesson_done[static_cast<int>(ada.ship)], true);
    EXPECT_EQ(card.lesson_done[static_cast<int>(bob.ship)], false);
    // On the wire.
    const auto card_json = nlohmann::json::parse(protocol::to_text(protocol::ClassReply{view(opened.teacher)}));
    EXPECT_EQ(card_json["lesson"], "bell-phi-plus");
    EXPECT_EQ(card_json["tables"][0]["lesson_done"][static_cast<int>(ada.ship)], true);
    const auto seat_json = nlohmann::json::parse(protocol::to_text(protocol::ClassReply{seat_of(ada.token)}));
    EXPECT_EQ(seat_json["lesson"], "bell-phi-plus");
    EXPECT_EQ(seat_json["lesson_done"], true);
}

TEST_F(ClassTest, AClassWithoutALessonRefusesLessonMoves) {
    const ClassOpened opened = open();
    const ClassSeatInfo ada = join(opened.code, "Ada");
    EXPECT_TRUE(std::holds_alternative<ClassDone>(
        send(protocol::ClassSetup{opened.teacher, 1, rules::RulesVariant::kBoard, "", false}, teacher_address)));
    const ClassResult result = send(ClassLessonDone{ada.token, {"H:MERCURIAL", "CNOT:RUBICON"}}, "10.2.0.1");
    EXPECT_EQ(error_code(result), ErrorCode::kClassState);
    EXPECT_EQ(message_of(result), "the class has no lesson");
    // A guessed student token is refused like any other.
    EXPECT_EQ(error_code(send(ClassLessonDone{std::string(32, 'x'), {}}, "10.2.0.9")), ErrorCode::kWrongToken);
}

TEST(ClassLessonMessage, IsReadStrictly) {
    const ClassLessonDone done{"s", {"H:MERCURIAL", "CNOT:RUBICON"}};
    const std::string text = protocol::to_text(protocol::ClassRequest{done});
    EXPECT_EQ(text, R"({"moves":["H:MERCURIAL","CNOT:RUBICON"],"student":"s","type":"class_lesson"})");
    const auto parsed = protocol::parse_class_request(text);
    ASSERT_TRUE(std::holds_alternative<protocol::ClassRequest>(parsed));
    EXPECT_EQ(std::get<ClassLessonDone>(std::get<protocol::ClassRequest>(parsed)).moves, done.moves);
    const auto problem = [](std::string_view bad) {
        const auto result = protocol::parse_class_request(bad);
        return std::holds_alternative<protocol::ProtocolError>(result)
                   ? std::get<protocol::ProtocolError>(result).message
                   : std::string("accepted");
    };
    EXPECT_NE(problem(R"({"type":"class_lesson","student":"s","moves":"H:MERCURIAL"})").find("class_lesson.moves"),
              std::string::npos);
    EXPECT_NE(problem(R"({"type":"class_lesson","student":"s","moves":[3]})").find("class_lesson.moves"),
              std::string::npos);
    std::string many = R"({"type":"class_lesson","student":"s","moves":[)";
    for (int i = 0; i < 33; ++i) many += std::string(i ? "," : "") + "\"X:RUBICON\"";
    EXPECT_NE(problem(many + "]}").find("at most 32 moves"), std::string::npos);
    EXPECT_NE(problem(R"({"type":"class_lesson","student":"s","moves":[")" + std::string(40, 'H') + R"("]})")
                  .find("class_lesson.moves"),
              std::string::npos);
}

}  // namespace
}  // namespace entanglion::server::testing
