#pragma once
/// A class: a teacher runs up to 50 tables at once (docs/networking.md, "Classes"). Qt-free, driven
/// by the typed class messages (protocol/class_messages.h) with the time passed in, like GameHub.
///
/// - The teacher opens a class and gets its class code (a join code: join_code.h, no look-alikes)
///   and a secret teacher token (secure_random.h); every teacher command carries that token.
/// - Students join with the code and a display name (validate_student_name; a name already in the
///   class gets " 2", " 3", ...) and get their own token. A name is all the class keeps of them.
///   Seating: pairs as they come; the teacher may move a student to a free seat before the start.
/// - The teacher sets what every table plays (difficulty, variant, a lesson of the course, the same
///   deal for every table: one seed for all) and starts all tables at once: each table is a game of the
///   GameHub (GameHub::open_table), its players take their seats there with `join` and the seat's
///   token, so every move goes through the hub's authoritative path. A table with one student gets
///   the AI teammate on the other seat (the student's client runs it with that seat's token). A
///   student who joins after the start takes a table's AI seat, or opens a new table with the AI.
/// - The lesson is done in each student's page (the lessons page runs it); the page sends the moves
///   played (class_lesson), which the hub plays again and, when they reach the goal, shows the
///   student as done in the class view.
/// - Pause all (the games refuse actions), a message to every screen, end the class. An ended class
///   is removed `keep_ended` later (its games follow GameHub's own keeping), an untouched one
///   `keep_idle` later; the teacher may delete it at any time (class_delete).
/// - After the class (class_after.cpp): every finished table (and every table once the class ends)
///   is reviewed on a worker thread (review_worker.h, table_review.h), each student move weighed for
///   the "costly move" flag; the teacher gets the results, the costs by card and concept, the CSV
///   of tables and students and each table's record.
/// - A wrong class code, teacher token or student token is refused with a typed error and counted
///   per address (GameHub's guess limit, rate_limit.h); opening classes is limited per address.

#include <array>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <variant>
#include <vector>

#include "server/core/game_hub.h"
#include "server/core/rate_limit.h"
#include "server/core/review_worker.h"
#include "server/protocol/class_messages.h"
#include "server/protocol/class_replies.h"

namespace entanglion::server {

struct ClassOptions {
    std::size_t max_tables = 50;
    std::size_t max_classes = 500;
    /// No accepted action for this long at a table in play: the view flags it stuck.
    std::chrono::seconds stuck_after{std::chrono::minutes(3)};
    /// Every class's deal (tests: the same games every run); none: a fresh random seed per class.
    std::optional<std::uint64_t> deal_seed;
    std::chrono::seconds keep_ended{std::chrono::hours(24)};
    std::chrono::seconds keep_idle{std::chrono::hours(24 * 2)};
    /// Wrong codes and tokens per address (a class behind one address mistypes, a script guesses).
    RateLimit guesses{0.2, 20};
    /// New classes per address.
    RateLimit opens{0.05, 5};
    /// What the reviews of the tables spend (table_review.h), and whether they run on a worker
    /// thread (the server) or inside tick() (the unit tests: reproducible, no thread).
    ReviewBudget review;
    bool review_thread = true;
};

using protocol::ClassAfter;
using protocol::ClassCsv;
using protocol::ClassDone;
using protocol::ClassOpened;
using protocol::ClassSeatInfo;
using protocol::ClassSnapshot;
using protocol::ClassTableRecord;
using protocol::table_status_id;
using protocol::TableSnapshot;
using ClassResult = std::variant<ClassOpened, ClassSeatInfo, ClassSnapshot, ClassDone, ClassAfter, ClassCsv,
                                 ClassTableRecord, protocol::ErrorReply>;

class ClassHub {
public:
    ClassHub(ClassOptions options, GameHub& games);

    /// One class message from `address` (the rate-limit key, as for GameHub::connect).
    ClassResult handle(const std::string& address, const protocol::ClassRequest& request, Now now);
    /// Housekeeping, about once a second: removes ended and idle classes, forgets full limits, hands
    /// the tables' new moves and finished games to the review worker and takes its results.
    void tick(Now now);
    /// Waits until the review worker has nothing queued or running (tests), at most `timeout`.
    bool wait_for_reviews(std::chrono::milliseconds timeout) { return worker_->wait_idle(timeout); }

    std::size_t class_count() const { return classes_.size(); }

private:
    struct Student {
        std::string name;
        std::string token;
        std::optional<std::size_t> table;
        Ship ship = Ship::kMercurial;
        bool lesson_done = false;  ///< their moves reached the class's lesson's goal
    };
    struct Table {
        std::array<std::optional<std::size_t>, 2> students;  ///< by Ship
        std::string game_code;
        std::array<std::string, 2> seat_tokens;
        bool help = false;
        Clock::time_point started_at{};
        std::size_t seen_history = 0;  ///< the game's history length the reviews have looked at
        bool review_asked = false;
        std::optional<TableReview> review;  ///< once the finished game is reviewed
        std::optional<LastMoveLoss> last;   ///< the last student move weighed
    };
    struct Class {
        std::string teacher;
        std::vector<Student> students;
        std::vector<Table> tables;
        protocol::ClassSetup setup;
        std::uint64_t deal_seed = 0;
        bool started = false, paused = false, ended = false;
        bool costly_to_students = false;
        std::string message;
        Clock::time_point touched{}, ended_at{};
    };
    struct Found {
        Class* group = nullptr;
        std::string code;
        std::size_t student = 0;
    };

    ClassResult open(const std::string& address, Now now);
    /// A student's moves for the class's lesson, played again by the lesson runner (class_lesson.cpp).
    ClassResult lesson_done(Class& group, std::size_t student, const protocol::ClassLessonDone& done);
    /// class_setup's lesson: "" or a lesson of the course, else the refusal.
    static std::optional<protocol::ErrorReply> check_lesson(const std::string& lesson);
    using Classes = std::unordered_map<std::string, Class>;
    /// Forgets a class: its teacher's and students' tokens and every name; the next class after it.
    Classes::iterator remove(Classes::iterator at);
    ClassResult join(const std::string& address, const protocol::ClassJoin& join, Now now);
    ClassResult move(Class& group, const protocol::ClassMove& move);
    ClassResult start(Class& group, Now now);
    ClassResult set_paused(Class& group, bool paused);
    ClassResult seat_info(const Class& group, std::size_t student) const;
    ClassSnapshot snapshot(const std::string& code, const Class& group, Now now) const;
    TableSnapshot table_snapshot(const Class& group, std::size_t index, Now now) const;
    // After the class (class_after.cpp).
    ClassAfter after(const Class& group) const;
    /// With the same deal: the tables side by side at the class's largest swings.
    void compare_at_moments(const Class& group, ClassAfter& out) const;
    static constexpr std::size_t kComparedMoments = 5;
    ClassCsv csv(const Class& group) const;
    ClassResult table_record(const Class& group, std::size_t table) const;
    /// Submits each table's newest student move and each newly finished game to the worker.
    void submit_reviews();
    void take_reviews();
    /// Starts one table's game with the class's setup; false with the reason.
    bool start_table(Class& group, Table& table, Now now, std::string* problem);
    /// Seats a new student: a free seat (an AI seat after the start), else a new table.
    std::optional<protocol::ErrorReply> seat(Class& group, std::size_t student, Now now);
    std::string distinct_name(const Class& group, const std::string& name) const;
    /// The class whose teacher token (or student token) this is; a miss counts as a guess.
    std::variant<Found, protocol::ErrorReply> by_teacher(const std::string& address, const std::string& token,
                                                         std::string_view type, Now now);
    std::variant<Found, protocol::ErrorReply> by_student(const std::string& address, const std::string& token,
                                                         std::string_view type, Now now);
    std::optional<protocol::ErrorReply> over_guess_limit(const std::string& address, std::string_view type,
                                                         Now now) const;

    ClassOptions options_;
    GameHub& games_;
    Classes classes_;                                                                ///< by class code
    std::unordered_map<std::string, std::string> teachers_;                          ///< teacher token -> class code
    std::unordered_map<std::string, std::pair<std::string, std::size_t>> students_;  ///< token -> class, student
    KeyedRateLimiter guesses_;
    KeyedRateLimiter opens_;
    std::unique_ptr<ReviewWorker> worker_;  ///< last: destroyed (joined) before the classes
};

}  // namespace entanglion::server
