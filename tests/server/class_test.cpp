// A class of tables run by a teacher (server/core/class_hub.h), driven without a network with a
// clock the test steps; each table's game is played through the GameHub like any other.
#include <gtest/gtest.h>

#include <cctype>
#include <set>
#include <string>

#include "server/core/class_hub.h"
#include "server/protocol/class_messages.h"
#include "server/protocol/join_code.h"
#include "tests/server/class_fixture.h"
#include "tests/server/hub_harness.h"

namespace entanglion::server::testing {
namespace {

using protocol::ErrorCode;
using protocol::ErrorReply;

TEST(ClassCode, UsesOnlyTheReadAloudAlphabet) {
    HubHarness h;
    ClassHub classes({}, h.hub());
    std::set<std::string> codes;
    for (int i = 0; i < 5; ++i) {
        const auto result = classes.handle("10.9.0." + std::to_string(i), protocol::ClassOpen{}, h.now());
        ASSERT_TRUE(std::holds_alternative<ClassOpened>(result));
        const ClassOpened& opened = std::get<ClassOpened>(result);
        ASSERT_EQ(opened.code.size(), protocol::kJoinCodeLength);
        for (char c : opened.code) {
            EXPECT_EQ(std::string("0O1lIL").find(c), std::string::npos) << opened.code;
            EXPECT_NE(protocol::kJoinCodeAlphabet.find(c), std::string_view::npos) << opened.code;
        }
        EXPECT_EQ(opened.teacher.size(), 32u);
        codes.insert(opened.code);
    }
    EXPECT_EQ(codes.size(), 5u);
    std::string problem;
    EXPECT_FALSE(protocol::normalize_join_code("K7O-Q2X", &problem));
    EXPECT_NE(problem.find("'O'"), std::string::npos);
}

TEST_F(ClassTest, ThirtyStudentsArePairedIntoFifteenTablesAndStartTogether) {
    const ClassOpened opened = open();
    // Students type the code as they read it ("k7m-q2x"): the reader makes it canonical.
    std::string typed = protocol::display_join_code(opened.code);
    for (char& c : typed) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    std::vector<ClassSeatInfo> students;
    for (int i = 0; i < 30; ++i) {
        const auto parsed = protocol::parse_class_request(R"({"type":"class_join","code":")" + typed +
                                                          R"(","name":"Student )" + std::to_string(i) + R"("})");
        ASSERT_TRUE(std::holds_alternative<protocol::ClassRequest>(parsed));
        const ClassResult result = send(std::get<protocol::ClassRequest>(parsed), "10.2.0.1");
        ASSERT_TRUE(std::holds_alternative<ClassSeatInfo>(result));
        students.push_back(std::get<ClassSeatInfo>(result));
    }
    for (int i = 0; i < 30; ++i) {
        ASSERT_TRUE(students[i].table);
        EXPECT_EQ(*students[i].table, static_cast<std::size_t>(i / 2));
        EXPECT_EQ(students[i].ship, i % 2 == 0 ? Ship::kMercurial : Ship::kRubicon);
        EXPECT_TRUE(students[i].game_code.empty());  // nothing plays before the start
    }
    start(opened.teacher, false);
    const ClassSnapshot before = view(opened.teacher);
    ASSERT_EQ(before.tables.size(), 15u);
    std::set<std::uint64_t> seeds;
    for (const TableSnapshot& card : before.tables) {
        EXPECT_EQ(card.status, TableSnapshot::Status::kPlaying);
        EXPECT_EQ(card.actions, 0);
        EXPECT_FALSE(card.ai[0] || card.ai[1]);
        ASSERT_TRUE(card.planets);
        seeds.insert(h.hub().game(card.game_code)->parameters().seed);
        EXPECT_EQ(h.hub().game(card.game_code)->parameters().difficulty, 2);
    }
    EXPECT_EQ(seeds.size(), 15u);  // without the same deal, each table its own

    // Student 4 takes their seat at table 2 with the seat token, and plays through the GameHub.
    const ClassSeatInfo mine = seat_of(students[4].token);
    ASSERT_EQ(mine.game_code, before.tables[2].game_code);
    const ClassSeatInfo partner = seat_of(students[5].token);
    const ConnectionId a = h.greeted("10.2.0.4"), b = h.greeted("10.2.0.5");
    h.send(a, protocol::Join{mine.game_code, mine.seat_token, 0});
    h.send(b, protocol::Join{partner.game_code, partner.seat_token, 0});
    h.take(a);
    h.take(b);
    h.advance(std::chrono::seconds(5));
    const auto& state = h.hub().game(mine.game_code)->state();
    const ConnectionId actor = state.acting_player() == mine.ship ? a : b;
    h.send(actor, protocol::Act{first_legal(h.hub(), mine.game_code), std::nullopt});
    EXPECT_FALSE(h.take_texts(actor).empty());
    const ClassSnapshot after = view(opened.teacher);
    EXPECT_FALSE(after.tables[2].last_move.empty());
    // The move count tells a new move from an older one with the same text.
    EXPECT_EQ(after.tables[2].actions, 1);
    EXPECT_EQ(after.tables[3].actions, 0);
    const std::string text = protocol::to_text(protocol::ClassReply{after});
    EXPECT_NE(text.find(R"("actions":1)"), std::string::npos) << text;
    EXPECT_EQ(after.tables[2].since_last_move, std::chrono::seconds(0));
    EXPECT_EQ(after.tables[3].since_last_move, std::chrono::seconds(5));
    EXPECT_EQ(after.tables[2].students[static_cast<int>(Ship::kMercurial)], "Student 4");
}

TEST_F(ClassTest, AnOddStudentPlaysWithTheAiAndALateOneTakesItsSeat) {
    const ClassOpened opened = open();
    for (int i = 0; i < 3; ++i) join(opened.code, "S" + std::to_string(i));
    start(opened.teacher, true);
    ClassSnapshot snapshot = view(opened.teacher);
    ASSERT_EQ(snapshot.tables.size(), 2u);
    EXPECT_TRUE(snapshot.tables[1].ai[static_cast<int>(Ship::kRubicon)]);
    const ClassSeatInfo late = join(opened.code, "Late");
    ASSERT_TRUE(late.table);
    EXPECT_EQ(*late.table, 1u);
    EXPECT_EQ(late.ship, Ship::kRubicon);
    EXPECT_FALSE(late.seat_token.empty());
    snapshot = view(opened.teacher);
    EXPECT_FALSE(snapshot.tables[1].ai[static_cast<int>(Ship::kRubicon)]);
    // Another late student: no free seat, so a new table starts at once with the AI, on the same deal.
    const ClassSeatInfo later = join(opened.code, "Later");
    ASSERT_TRUE(later.table);
    EXPECT_EQ(*later.table, 2u);
    EXPECT_FALSE(later.ai_seat_token.empty());
    snapshot = view(opened.teacher);
    ASSERT_EQ(snapshot.tables.size(), 3u);
    const std::uint64_t seed = h.hub().game(snapshot.tables[0].game_code)->parameters().seed;
    for (const TableSnapshot& card : snapshot.tables) {
        EXPECT_EQ(h.hub().game(card.game_code)->parameters().seed, seed);
        EXPECT_EQ(card.planets->mercurial, snapshot.tables[0].planets->mercurial);
    }
}

TEST_F(ClassTest, TheTeacherMovesStudentsAndNamesAreMadeDistinct) {
    const ClassOpened opened = open();
    EXPECT_EQ(join(opened.code, "Ada").name, "Ada");
    const ClassSeatInfo ada2 = join(opened.code, " ada ");
    EXPECT_EQ(ada2.name, "ada 2");
    join(opened.code, "Bob");
    // Bob (student 2) to Ada's partner seat is taken: refused clearly; to a new table works.
    EXPECT_EQ(error_code(send(protocol::ClassMove{opened.teacher, 2, 0, Ship::kRubicon}, teacher_address)),
              ErrorCode::kClassState);
    EXPECT_TRUE(std::holds_alternative<ClassDone>(
        send(protocol::ClassMove{opened.teacher, 1, 1, Ship::kRubicon}, teacher_address)));
    EXPECT_TRUE(std::holds_alternative<ClassDone>(
        send(protocol::ClassMove{opened.teacher, 2, 0, Ship::kRubicon}, teacher_address)));
    const ClassSnapshot snapshot = view(opened.teacher);
    EXPECT_EQ(snapshot.tables[0].students[1], "Bob");
    EXPECT_EQ(snapshot.tables[1].students[1], "ada 2");
    EXPECT_EQ(snapshot.tables[1].students[0], "");
    // The card names each seat's student by the number class_move takes.
    EXPECT_EQ(snapshot.tables[0].student_numbers[1], std::optional<std::size_t>(2));
    EXPECT_EQ(snapshot.tables[1].student_numbers[1], std::optional<std::size_t>(1));
    EXPECT_EQ(snapshot.tables[1].student_numbers[0], std::nullopt);
}

TEST_F(ClassTest, TeacherCommandsAreRefusedForStudents) {
    const ClassOpened opened = open();
    const ClassSeatInfo student = join(opened.code, "Eve", "10.3.0.1");
    for (const protocol::ClassRequest& request : {protocol::ClassRequest{protocol::ClassStart{student.token}},
                                                  protocol::ClassRequest{protocol::ClassView{student.token}},
                                                  protocol::ClassRequest{protocol::ClassEnd{student.token}},
                                                  protocol::ClassRequest{protocol::ClassPause{student.token, true}}}) {
        EXPECT_EQ(error_code(send(request, "10.3.0.1")), ErrorCode::kNotTeacher);
    }
    EXPECT_FALSE(view(opened.teacher).started);
}

TEST_F(ClassTest, WrongCodesAndGuessedTokensAreRefusedAndRateLimited) {
    const ClassOpened opened = open();
    const std::string wrong = opened.code == "222222" ? "333333" : "222222";
    EXPECT_EQ(error_code(send(protocol::ClassJoin{wrong, "Mallory"}, "10.4.0.1")), ErrorCode::kUnknownClass);
    const std::string guessed(32, 'a');
    // The burst of 20 guesses, then refusals even with the right code, until time passes.
    for (int i = 1; i < 20; ++i)
        EXPECT_EQ(error_code(send(protocol::ClassView{guessed}, "10.4.0.1")), ErrorCode::kNotTeacher);
    EXPECT_EQ(error_code(send(protocol::ClassJoin{opened.code, "Mallory"}, "10.4.0.1")), ErrorCode::kTooManyGuesses);
    const ClassResult limited = send(protocol::ClassView{guessed}, "10.4.0.1");
    ASSERT_TRUE(std::holds_alternative<ErrorReply>(limited));
    EXPECT_NE(std::get<ErrorReply>(limited).message.find("try again in"), std::string::npos);
    // Another address is not held back, and the limit passes with time.
    join(opened.code, "Carol", "10.4.0.2");
    h.advance(std::chrono::seconds(10));
    join(opened.code, "Mallory", "10.4.0.1");
}

TEST_F(ClassTest, StuckFlagFollowsTheClockAndPauseAndHelp) {
    ClassOptions options;
    options.stuck_after = std::chrono::seconds(120);
    ClassHub hub(options, h.hub());
    const auto opened = std::get<ClassOpened>(hub.handle(teacher_address, protocol::ClassOpen{}, h.now()));
    const auto ada = std::get<ClassSeatInfo>(hub.handle("10.5.0.1", protocol::ClassJoin{opened.code, "Ada"}, h.now()));
    const auto bob = std::get<ClassSeatInfo>(hub.handle("10.5.0.2", protocol::ClassJoin{opened.code, "Bob"}, h.now()));
    hub.handle(teacher_address, protocol::ClassStart{opened.teacher}, h.now());
    const auto card = [&] {
        return std::get<ClassSnapshot>(hub.handle(teacher_address, protocol::ClassView{opened.teacher}, h.now()))
            .tables[0];
    };
    h.advance(std::chrono::seconds(119));
    EXPECT_FALSE(card().stuck);
    h.advance(std::chrono::seconds(1));
    EXPECT_TRUE(card().stuck);
    hub.handle("10.5.0.1", protocol::ClassHelp{ada.token, true}, h.now());
    EXPECT_TRUE(card().help);
    // Paused: not stuck, and the game refuses actions.
    hub.handle(teacher_address, protocol::ClassPause{opened.teacher, true}, h.now());
    EXPECT_EQ(card().status, TableSnapshot::Status::kPaused);
    EXPECT_FALSE(card().stuck);
    const ConnectionId player = h.greeted("10.5.0.1");
    const std::string code = card().game_code;
    const Ship acting = h.hub().game(code)->state().acting_player();
    const std::string& actor = ada.ship == acting ? ada.token : bob.token;
    const auto seat = std::get<ClassSeatInfo>(hub.handle("10.5.0.1", protocol::ClassSeat{actor}, h.now()));
    ASSERT_EQ(seat.ship, acting);
    h.send(player, protocol::Join{code, seat.seat_token, 0});
    h.take(player);
    h.send(player, protocol::Act{first_legal(h.hub(), code), std::nullopt});
    EXPECT_EQ(h.error_of(player).code, ErrorCode::kGamePaused);
    // Resumed: the same action is accepted.
    hub.handle(teacher_address, protocol::ClassPause{opened.teacher, false}, h.now());
    h.send(player, protocol::Act{first_legal(h.hub(), code), std::nullopt});
    EXPECT_TRUE(std::holds_alternative<protocol::Entries>(h.take_one(player)));
    EXPECT_FALSE(card().stuck);
    hub.handle(teacher_address, protocol::ClassSay{opened.teacher, "Five minutes left"}, h.now());
    EXPECT_EQ(std::get<ClassSeatInfo>(hub.handle("10.5.0.1", protocol::ClassSeat{ada.token}, h.now())).message,
              "Five minutes left");
}

TEST_F(ClassTest, AnEndedClassIsRemovedAfterTheConfiguredTime) {
    ClassOptions options;
    options.keep_ended = std::chrono::seconds(600);
    ClassHub hub(options, h.hub());
    const auto opened = std::get<ClassOpened>(hub.handle(teacher_address, protocol::ClassOpen{}, h.now()));
    const auto ada = std::get<ClassSeatInfo>(hub.handle("10.6.0.1", protocol::ClassJoin{opened.code, "Ada"}, h.now()));
    hub.handle(teacher_address, protocol::ClassStart{opened.teacher}, h.now());
    hub.handle(teacher_address, protocol::ClassEnd{opened.teacher}, h.now());
    EXPECT_EQ(error_code(hub.handle("10.6.0.1", protocol::ClassJoin{opened.code, "Late"}, h.now())),
              ErrorCode::kClassState);
    h.advance(std::chrono::seconds(599));
    hub.tick(h.now());
    EXPECT_EQ(hub.class_count(), 1u);
    h.advance(std::chrono::seconds(1));
    hub.tick(h.now());
    EXPECT_EQ(hub.class_count(), 0u);
    EXPECT_EQ(error_code(hub.handle("10.6.0.1", protocol::ClassSeat{ada.token}, h.now())), ErrorCode::kWrongToken);
    EXPECT_EQ(error_code(hub.handle(teacher_address, protocol::ClassView{opened.teacher}, h.now())),
              ErrorCode::kNotTeacher);
}

TEST_F(ClassTest, TheTeacherDeletesTheClassAndItsNamesAtOnce) {
    const ClassOpened opened = open();
    const ClassSeatInfo ada = join(opened.code, "Ada");
    join(opened.code, "Bob", "10.2.0.2");
    start(opened.teacher, true);
    const std::string game = view(opened.teacher).tables.at(0).game_code;
    ASSERT_FALSE(game.empty());
    // Only the teacher deletes; a student's token is refused as any wrong teacher token.
    EXPECT_EQ(error_code(send(protocol::ClassDelete{ada.token}, "10.2.0.1")), ErrorCode::kNotTeacher);
    EXPECT_EQ(classes.class_count(), 1u);
    EXPECT_TRUE(std::holds_alternative<ClassDone>(send(protocol::ClassDelete{opened.teacher}, teacher_address)));
    EXPECT_EQ(classes.class_count(), 0u);
    // Nothing answers for the class any more: the view, a student's seat, the code.
    EXPECT_EQ(error_code(send(protocol::ClassView{opened.teacher}, teacher_address)), ErrorCode::kNotTeacher);
    EXPECT_EQ(error_code(send(protocol::ClassSeat{ada.token}, "10.2.0.1")), ErrorCode::kWrongToken);
    const ClassResult late = send(protocol::ClassJoin{opened.code, "Cy"}, "10.2.0.3");
    ASSERT_TRUE(std::holds_alternative<ErrorReply>(late));
    EXPECT_NE(std::get<ErrorReply>(late).message.find("class"), std::string::npos);
    // The table's game stopped taking actions (paused), as at the end of a class.
    const auto activity = h.hub().activity(game);
    ASSERT_TRUE(activity.has_value());
    EXPECT_TRUE(activity->paused);
}

TEST_F(ClassTest, HostileInputIsBounded) {
    const ClassOpened opened = open();
    // Names: too long, control characters, bidirectional overrides, broken UTF-8, empty.
    for (const std::string& name : {std::string(25, 'x'), std::string("Ada\nBob"),
                                    std::string("\xe2\x80\xae"
                                                "evil"),
                                    std::string("\xc3"), std::string("   ")}) {
        EXPECT_EQ(error_code(send(protocol::ClassJoin{opened.code, name}, "10.7.0.1")), ErrorCode::kInvalidField)
            << name;
    }
    EXPECT_EQ(join(opened.code, std::string(24, 'x')).name, std::string(24, 'x'));
    EXPECT_EQ(join(opened.code, "Zoë").name, "Zoë");
    // A huge name never reaches the hub: the reader refuses it, naming the field.
    const auto huge = protocol::parse_class_request(R"({"type":"class_join","code":")" + opened.code + R"(","name":")" +
                                                    std::string(5000, 'x') + R"("})");
    ASSERT_TRUE(std::holds_alternative<protocol::ProtocolError>(huge));
    EXPECT_NE(std::get<protocol::ProtocolError>(huge).message.find("class_join.name"), std::string::npos);
    // A flood of joins fills the class's 100 seats and no more.
    int refused = 0;
    for (int i = 0; i < 150; ++i) {
        const ClassResult result =
            send(protocol::ClassJoin{opened.code, "Bot"}, "10.7.0." + std::to_string(2 + i % 200));
        if (std::holds_alternative<ErrorReply>(result)) {
            EXPECT_EQ(std::get<ErrorReply>(result).code, ErrorCode::kClassFull);
            ++refused;
        }
    }
    EXPECT_EQ(refused, 52);  // 2 seats already taken above
    EXPECT_EQ(view(opened.teacher).tables.size(), 50u);
    // A flood of new classes from one address is limited.
    int opened_more = 0;
    for (int i = 0; i < 50; ++i)
        opened_more += std::holds_alternative<ClassOpened>(send(protocol::ClassOpen{}, "10.7.9.9"));
    EXPECT_EQ(opened_more, 5);
}

TEST(ClassMessages, AreReadStrictlyAndWrittenBack) {
    const std::vector<protocol::ClassRequest> requests = {
        protocol::ClassOpen{},
        protocol::ClassJoin{"K7MQ2X", "Ada"},
        protocol::ClassMove{std::string(32, 'a'), 3, 1, Ship::kRubicon},
        protocol::ClassSetup{std::string(32, 'a'), 2, rules::RulesVariant::kQuantum, "bell-phi-plus", true},
        protocol::ClassStart{"t"},
        protocol::ClassPause{"t", false},
        protocol::ClassSay{"t", "Five minutes left"},
        protocol::ClassEnd{"t"},
        protocol::ClassView{"t"},
        protocol::ClassSeat{"s"},
        protocol::ClassHelp{"s", true},
        protocol::ClassDelete{"t"}};
    for (const auto& request : requests) {
        const std::string text = protocol::to_text(request);
        const auto parsed = protocol::parse_class_request(text);
        ASSERT_TRUE(std::holds_alternative<protocol::ClassRequest>(parsed)) << text;
        EXPECT_EQ(protocol::to_text(std::get<protocol::ClassRequest>(parsed)), text);
        EXPECT_TRUE(protocol::is_class_type(protocol::type_of(request)));
    }
    const auto message_of = [](std::string_view text) {
        const auto parsed = protocol::parse_class_request(text);
        EXPECT_TRUE(std::holds_alternative<protocol::ProtocolError>(parsed)) << text;
        return std::holds_alternative<protocol::ProtocolError>(parsed)
                   ? std::get<protocol::ProtocolError>(parsed).message
                   : std::string();
    };
    EXPECT_NE(message_of(R"({"type":"class_join","code":"K7MQ2X"})").find("class_join.name"), std::string::npos);
    EXPECT_NE(message_of(R"({"type":"class_join","code":"K0MQ2X","name":"a"})").find("class_join.code"),
              std::string::npos);
    EXPECT_NE(message_of(R"({"type":"class_pause","teacher":"t","paused":1})").find("class_pause.paused"),
              std::string::npos);
    EXPECT_NE(message_of(R"({"type":"class_move","teacher":"t","student":1,"table":99999,"ship":"RUBICON"})")
                  .find("class_move.table"),
              std::string::npos);
    EXPECT_NE(message_of(R"({"type":"class_start","teacher":"t","colour":"red"})").find("unknown field"),
              std::string::npos);
    EXPECT_NE(message_of(R"({"type":"class_dance"})").find("class_dance"), std::string::npos);
}

}  // namespace
}  // namespace entanglion::server::testing

namespace entanglion::server::testing {
namespace {

TEST_F(ClassTest, AnswersAreWrittenAsJsonForTheWire) {
    const ClassOpened opened = open();
    const ClassSeatInfo ada = join(opened.code, "Ada");
    start(opened.teacher, true);
    const auto opened_json = nlohmann::json::parse(protocol::to_text(protocol::ClassReply{opened}));
    EXPECT_EQ(opened_json["type"], "class_opened");
    EXPECT_EQ(opened_json["code"], opened.code);
    const auto seat_json = nlohmann::json::parse(protocol::to_text(protocol::ClassReply{seat_of(ada.token)}));
    EXPECT_EQ(seat_json["name"], "Ada");
    EXPECT_EQ(seat_json["table"], 0);
    EXPECT_EQ(seat_json["seat_token"].get<std::string>().size(), 32u);
    EXPECT_EQ(seat_json["ai_seat_token"].get<std::string>().size(), 32u);
    const auto view_json = nlohmann::json::parse(protocol::to_text(protocol::ClassReply{view(opened.teacher)}));
    ASSERT_EQ(view_json["tables"].size(), 1u);
    const auto& card = view_json["tables"][0];
    EXPECT_EQ(card["status"], "playing");
    EXPECT_EQ(card["students"][0], "Ada");
    EXPECT_EQ(card["student_numbers"][0], 0);
    EXPECT_TRUE(card["student_numbers"][1].is_null());
    EXPECT_EQ(card["ai"][1], true);
    EXPECT_EQ(card["planets"].size(), 2u);
    EXPECT_FALSE(card["state"].get<std::string>().empty());
    EXPECT_EQ(card["stuck"], false);
}

}  // namespace
}  // namespace entanglion::server::testing

namespace entanglion::server::testing {
namespace {

TEST(ClassOverTheHub, ClassMessagesAreRoutedToTheAttachedClassHub) {
    HubHarness h;
    ClassHub classes({}, h.hub());
    // Not attached: a class message is an unknown type, as before.
    const ConnectionId teacher = h.greeted("10.8.0.1");
    h.send_text(teacher, R"({"type":"class_open"})");
    EXPECT_EQ(h.error_of(teacher).code, ErrorCode::kUnknownType);
    h.hub().attach_classes(&classes);
    h.send_text(teacher, R"({"type":"class_open"})");
    const auto opened = nlohmann::json::parse(h.take_texts(teacher).at(0));
    ASSERT_EQ(opened["type"], "class_opened");
    // A student must say hello first, and a bad field is named.
    const ConnectionId student = h.connect("10.8.0.2");
    const std::string join =
        R"({"type":"class_join","code":")" + opened["code"].get<std::string>() + R"(","name":"Ada"})";
    h.send_text(student, join);
    EXPECT_EQ(h.error_of(student).code, ErrorCode::kHelloFirst);
    h.send(student, protocol::Hello{protocol::kProtocolVersion, "test"});
    h.take(student);
    h.send_text(student, R"({"type":"class_join","code":"K7MQ2X","name":7})");
    const auto bad = h.error_of(student);
    EXPECT_EQ(bad.code, ErrorCode::kInvalidField);
    EXPECT_NE(bad.message.find("class_join.name"), std::string::npos);
    h.send_text(student, join);
    const auto seat = nlohmann::json::parse(h.take_texts(student).at(0));
    EXPECT_EQ(seat["type"], "class_seat_info");
    EXPECT_EQ(seat["name"], "Ada");
    // Teacher-only over the hub too, and a type neither kind knows stays unknown.
    h.send_text(student, R"({"type":"class_start","teacher":")" + seat["token"].get<std::string>() + R"("})");
    EXPECT_EQ(h.error_of(student).code, ErrorCode::kNotTeacher);
    h.send_text(student, R"({"type":"dance"})");
    EXPECT_EQ(h.error_of(student).code, ErrorCode::kUnknownType);
    h.send_text(teacher, R"({"type":"class_view","teacher":")" + opened["teacher"].get<std::string>() + R"("})");
    const auto view = nlohmann::json::parse(h.take_texts(teacher).at(0));
    EXPECT_EQ(view["type"], "class_view");
    EXPECT_EQ(view["students"], 1);
}

}  // namespace
}  // namespace entanglion::server::testing
