#pragma once
/// A class's messages (core/class_hub.h): what a teacher and students send, read as strictly as the
/// game's messages (messages.h: bounded size and depth, no unknown or duplicate fields, errors that
/// name the field). A teacher's command carries the class's teacher token; a student's, the
/// student's own token from class_join. Qt-free.
///
///   {"type":"class_open"}                                      a teacher opens a class
///   {"type":"class_join","code":"K7M-Q2X","name":"Ada"}        a student joins with the class code
///   {"type":"class_move","teacher":T,"student":3,"table":1,"ship":"RUBICON"}
///   {"type":"class_setup","teacher":T,"difficulty":2,"variant":"quantum","lesson":"bell-phi-plus","same_deal":true}
///   {"type":"class_start","teacher":T}  {"type":"class_pause","teacher":T,"paused":true}
///   {"type":"class_say","teacher":T,"text":"Five minutes left"}  {"type":"class_end","teacher":T}
///   {"type":"class_view","teacher":T}   {"type":"class_seat","student":S}
///   {"type":"class_help","student":S,"asking":true}
///   {"type":"class_options","teacher":T,"costly_to_students":true}
///   {"type":"class_review","teacher":T}  {"type":"class_export","teacher":T}
///   {"type":"class_record","teacher":T,"table":3}
///   {"type":"class_delete","teacher":T}                           the class and its names, gone now
///   {"type":"class_lesson","student":S,"moves":["H:MERCURIAL","CNOT:RUBICON"]}   the class's lesson, done

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "game/board/planet.h"
#include "game/rules/setup.h"
#include "server/protocol/messages.h"

namespace entanglion::protocol {

/// The longest display name, in characters (code points), and the longest message to every screen.
inline constexpr std::size_t kMaxStudentNameChars = 24;
inline constexpr std::size_t kMaxClassSayChars = 280;
/// The most moves a class_lesson carries: more than any lesson's budget of cards.
inline constexpr std::size_t kMaxLessonMoves = 32;

struct ClassOpen {};
struct ClassJoin {
    std::string code;  ///< canonical (normalize_join_code)
    std::string name;  ///< as typed; the hub validates it (validate_student_name)
};
struct ClassMove {
    std::string teacher;
    std::size_t student = 0;
    std::size_t table = 0;  ///< an existing table, or the number of tables for a new one
    Ship ship = Ship::kMercurial;
};
struct ClassSetup {
    std::string teacher;
    int difficulty = 1;
    rules::RulesVariant variant = rules::RulesVariant::kBoard;
    std::string lesson;      ///< a lesson's id, "" for none
    bool same_deal = false;  ///< one seed for every table (duplicate play)
};
struct ClassStart {
    std::string teacher;
};
struct ClassPause {
    std::string teacher;
    bool paused = true;
};
struct ClassSay {
    std::string teacher;
    std::string text;
};
struct ClassEnd {
    std::string teacher;
};
struct ClassView {
    std::string teacher;
};
struct ClassSeat {
    std::string student;
};
struct ClassHelp {
    std::string student;
    bool asking = true;
};
/// The class's options that may change at any time: whether students see the "costly move" flag of
/// their own table (the teacher always does).
struct ClassChoices {
    std::string teacher;
    bool costly_to_students = false;
};
/// After (or during) the class: every table's result and review, and the class's costly decisions.
struct ClassReview {
    std::string teacher;
};
/// The CSV of the class's tables and students.
struct ClassExport {
    std::string teacher;
};
/// One table's game record (the record format), to save as a file.
struct ClassRecord {
    std::string teacher;
    std::size_t table = 0;
};
/// The class is removed at once, with every name it keeps (its tables' games stop taking actions
/// and follow GameHub's own keeping: they hold no names).
struct ClassDelete {
    std::string teacher;
};
/// A student has done the class's lesson in their page: the moves played ("CARD:SHIP", the lesson
/// runner's text form), which the hub plays again to check that they reach the lesson's goal.
struct ClassLessonDone {
    std::string student;
    std::vector<std::string> moves;
};
using ClassRequest = std::variant<ClassOpen, ClassJoin, ClassMove, ClassSetup, ClassStart, ClassPause, ClassSay,
                                  ClassEnd, ClassView, ClassSeat, ClassHelp, ClassChoices, ClassReview, ClassExport,
                                  ClassRecord, ClassDelete, ClassLessonDone>;

/// True for the types read by parse_class_request ("class_open", ...), so a hub can route a frame.
bool is_class_type(std::string_view type);
/// Reads one class message. Never throws; any problem is a ProtocolError naming the field.
std::variant<ClassRequest, ProtocolError> parse_class_request(std::string_view text);
std::string to_text(const ClassRequest& request);
std::string_view type_of(const ClassRequest& request);

/// The name as kept (surrounding spaces removed), or nullopt with `error` saying what is wrong:
/// empty, longer than kMaxStudentNameChars characters, not UTF-8, or holding a control character.
std::optional<std::string> validate_student_name(std::string_view typed, std::string* error);
/// The same checks for any text shown on others' screens (`what`: "a name", "a message").
std::optional<std::string> validate_screen_text(std::string_view typed, std::size_t max_chars, std::string_view what,
                                                std::string* error);

}  // namespace entanglion::protocol
