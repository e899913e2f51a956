#pragma once
/// What the server answers a class's messages (class_messages.h): the class opened, a student's
/// seat, and the class view's snapshot, one card per table. Written as JSON text with a "type"
/// ("class_opened", "class_seat_info", "class_view", "class_done"); errors are the protocol's
/// `error` message (messages.h). Qt-free.

#include <array>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "game/board/planet.h"

namespace entanglion::protocol {

/// One table's card in the class view.
struct TableSnapshot {
    enum class Status : std::uint8_t { kSeating, kPlaying, kPaused, kWon, kLost };
    std::size_t table = 0;
    std::string game_code;                 ///< "" before the start
    std::array<std::string, 2> students;   ///< by Ship; "" for an empty seat
    std::array<bool, 2> ai{};              ///< by Ship: the AI teammate plays the seat
    std::optional<ShipPositions> planets;  ///< from the start on
    std::string state;                     ///< the named state ("PHI_PLUS", "ZERO,PLUS")
    int detection = 0;                     ///< the track's position, 0..11
    int components = 0;                    ///< components collected, of 8
    std::optional<Ship> acting;            ///< whose turn (nullopt at a chance node or over)
    std::string last_move;                 ///< the last action's text, "" before any
    std::chrono::seconds since_last_move{0};
    Status status = Status::kSeating;
    bool stuck = false;
    bool help = false;  ///< a student at the table asked for the teacher
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
};
struct ClassSnapshot {
    std::string code;
    bool started = false, paused = false, ended = false;
    std::size_t students = 0;
    std::vector<TableSnapshot> tables;
};
struct ClassDone {};
/// The answers, written for the wire (the reader of these is the web class view, not built yet).
using ClassReply = std::variant<ClassOpened, ClassSeatInfo, ClassSnapshot, ClassDone>;
std::string to_text(const ClassReply& reply);

}  // namespace entanglion::protocol
