#pragma once
/// What the server answers a class's messages (class_messages.h): the class opened, a student's
/// seat, and the class view's snapshot, one card per table. Written as JSON text with a "type"
/// ("class_opened", "class_seat_info", "class_view", "class_done", "class_review", "class_export",
/// "class_record"); errors are the protocol's
/// `error` message (messages.h). Qt-free.

#include <array>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include <nlohmann/json.hpp>

#include "game/board/planet.h"

namespace entanglion::protocol {

/// One table's card in the class view.
struct TableSnapshot {
    enum class Status : std::uint8_t { kSeating, kPlaying, kPaused, kWon, kLost };
    std::size_t table = 0;
    std::string game_code;                ///< "" before the start
    std::array<std::string, 2> students;  ///< by Ship; "" for an empty seat
    /// By Ship: the student's number in the class (what class_move names), nullopt for an empty seat.
    std::array<std::optional<std::size_t>, 2> student_numbers{};
    std::array<bool, 2> ai{};              ///< by Ship: the AI teammate plays the seat
    std::optional<ShipPositions> planets;  ///< from the start on
    std::string state;                     ///< the named state ("PHI_PLUS", "ZERO,PLUS")
    int detection = 0;                     ///< the track's position, 0..11
    int components = 0;                    ///< components collected, of 8
    std::optional<Ship> acting;            ///< whose turn (nullopt at a chance node or over)
    std::string last_move;                 ///< the last action's text, "" before any
    int actions = 0;                       ///< player actions so far (a new move raises it)
    std::chrono::seconds since_last_move{0};
    Status status = Status::kSeating;
    bool stuck = false;
    bool help = false;  ///< a student at the table asked for the teacher
    /// The decision loss of the table's last student move, in tenths of a point, once weighed
    /// (server/core/table_review.h); nullopt before, or when that move had no alternative.
    std::optional<int> last_loss;
    bool costly = false;                ///< that move was a mistake or a blunder (more than 10 points lost)
    std::array<bool, 2> lesson_done{};  ///< by Ship: the student there has done the class's lesson
};
std::string_view table_status_id(TableSnapshot::Status status);  ///< "seating", "playing", ...

/// What a class command produced.
struct ClassOpened {
    std::string code;
    std::string teacher;
};
struct ClassSeatInfo {
    std::size_t student = 0;
    std::string name;
    std::string token;                 ///< the student's own token
    std::optional<std::size_t> table;  ///< nullopt: not seated (never after a join)
    Ship ship = Ship::kMercurial;
    std::string game_code;      ///< "" before the start
    std::string seat_token;     ///< the game seat's token, "" before the start
    std::string ai_seat_token;  ///< the AI teammate's seat token, when this student's client runs it
    std::string message;        ///< the teacher's last message to every screen
    bool paused = false;
    /// The table's last move was costly, told only when the teacher lets students see it.
    bool costly = false;
    std::string lesson;        ///< the class's lesson's id, "" for none
    bool lesson_done = false;  ///< the student's moves reached its goal (class_lesson)
};
struct ClassSnapshot {
    std::string code;
    bool started = false, paused = false, ended = false;
    std::size_t students = 0;
    std::string lesson;  ///< the class's lesson's id, "" for none
    std::vector<TableSnapshot> tables;
};
struct ClassDone {};

/// One table after the class (or so far): its result, length and review.
struct TableAfter {
    std::size_t table = 0;
    std::string game_code;
    std::array<std::string, 2> students;  ///< by Ship; "" for the AI teammate's seat
    std::array<bool, 2> ai{};
    TableSnapshot::Status status = TableSnapshot::Status::kSeating;
    int actions = 0;                 ///< player actions so far
    std::array<int, 2> moves{};      ///< by Ship: each seat's actions
    std::chrono::seconds length{0};  ///< from the start to the last accepted move
    bool reviewed = false;           ///< the review below is there (finished tables only)
    int start_tenths = 0, decisions_tenths = 0, luck_tenths = 0, result_tenths = 0;
    std::array<int, 2> points_lost_tenths{};  ///< by Ship
    struct Moment {
        int step = 0;
        std::string what;
        int swing_tenths = 0;
    };
    std::vector<Moment> key_moments;  ///< largest swing first
    /// With the same deal: the action this table played at each of ClassAfter::moment_steps ("" when
    /// its game had ended before).
    std::vector<std::string> at_moments;
};
/// Decision losses summed under one card or concept id (the students' decisions only).
struct LossTotal {
    std::string id;
    int points_lost_tenths = 0;
    int decisions = 0;
};
struct ClassAfter {
    bool ended = false;
    bool same_deal = false;
    std::size_t pending = 0;  ///< finished tables whose review is still being computed
    std::vector<TableAfter> tables;
    std::vector<LossTotal> by_card;     ///< costliest first
    std::vector<LossTotal> by_concept;  ///< costliest first
    /// With the same deal: the steps of the class's largest swings (at most 5, in step order), where
    /// the tables are compared side by side (TableAfter::at_moments). Empty otherwise.
    std::vector<int> moment_steps;
};
/// The CSV of tables and students (docs/networking.md, "After the class").
struct ClassCsv {
    std::string csv;
};
/// A table's record (the record format), as a JSON value.
struct ClassTableRecord {
    std::size_t table = 0;
    std::string game_code;
    nlohmann::json record;
};
/// The answers, written for the wire (the readers: the web class pages).
using ClassReply =
    std::variant<ClassOpened, ClassSeatInfo, ClassSnapshot, ClassDone, ClassAfter, ClassCsv, ClassTableRecord>;
std::string to_text(const ClassReply& reply);

}  // namespace entanglion::protocol
