// A class's sessions: opening, joining, seating, starting, pausing, ending (class_hub.h); the
// class view's snapshot is in class_view.cpp.
#include "server/core/class_hub.h"

#include <algorithm>

#include "server/core/secure_random.h"
#include "server/protocol/join_code.h"

namespace entanglion::server {

using protocol::ErrorCode;
using protocol::ErrorReply;

namespace {

std::string seconds_to_wait(double seconds) { return std::to_string(static_cast<long long>(seconds + 0.999)); }

std::string lowercase_ascii(std::string text) {
    for (char& c : text)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return text;
}

}  // namespace

ClassHub::ClassHub(ClassOptions options, GameHub& games)
    : options_(options),
      games_(games),
      guesses_(options.guesses),
      opens_(options.opens),
      worker_(std::make_unique<ReviewWorker>(options.review, options.review_thread)) {}

ClassResult ClassHub::handle(const std::string& address, const protocol::ClassRequest& request, Now now) {
    const std::string_view type = protocol::type_of(request);
    if (std::holds_alternative<protocol::ClassOpen>(request)) return open(address, now);
    if (const auto* join_request = std::get_if<protocol::ClassJoin>(&request)) return join(address, *join_request, now);
    if (const auto* seat_request = std::get_if<protocol::ClassSeat>(&request)) {
        auto found = by_student(address, seat_request->student, type, now);
        if (auto* refusal = std::get_if<ErrorReply>(&found)) return *refusal;
        const Found& student = std::get<Found>(found);
        return seat_info(*student.group, student.student);
    }
    if (const auto* done = std::get_if<protocol::ClassLessonDone>(&request)) {
        auto found = by_student(address, done->student, type, now);
        if (auto* refusal = std::get_if<ErrorReply>(&found)) return *refusal;
        Found& student = std::get<Found>(found);
        return lesson_done(*student.group, student.student, *done);
    }
    if (const auto* help = std::get_if<protocol::ClassHelp>(&request)) {
        auto found = by_student(address, help->student, type, now);
        if (auto* refusal = std::get_if<ErrorReply>(&found)) return *refusal;
        Found& student = std::get<Found>(found);
        const auto table = student.group->students[student.student].table;
        if (table) student.group->tables[*table].help = help->asking;
        return ClassDone{};
    }
    // The rest are the teacher's.
    const std::string* teacher = std::visit(
        [](const auto& m) -> const std::string* {
            if constexpr (requires { m.teacher; }) return &m.teacher;
            return nullptr;
        },
        request);
    auto found = by_teacher(address, *teacher, type, now);
    if (auto* refusal = std::get_if<ErrorReply>(&found)) return *refusal;
    Found& owner = std::get<Found>(found);
    Class& group = *owner.group;
    group.touched = now.steady;
    if (std::holds_alternative<protocol::ClassDelete>(request)) {
        // Allowed at any time: the teacher may take the names off the server before keep_ended.
        if (!group.ended) set_paused(group, true);
        remove(classes_.find(owner.code));
        return ClassDone{};
    }
    if (std::holds_alternative<protocol::ClassView>(request)) return snapshot(owner.code, group, now);
    if (std::holds_alternative<protocol::ClassReview>(request)) return after(group);
    if (std::holds_alternative<protocol::ClassExport>(request)) return csv(group);
    if (const auto* record = std::get_if<protocol::ClassRecord>(&request)) return table_record(group, record->table);
    if (const auto* choices = std::get_if<protocol::ClassChoices>(&request)) {
        // Allowed after the end too: it changes what students see, not how the tables play.
        group.costly_to_students = choices->costly_to_students;
        return ClassDone{};
    }
    if (group.ended) return ErrorReply{ErrorCode::kClassState, "the class has ended", std::string(type)};
    if (const auto* move_request = std::get_if<protocol::ClassMove>(&request)) return move(group, *move_request);
    if (const auto* setup = std::get_if<protocol::ClassSetup>(&request)) {
        if (group.started) {
            return ErrorReply{ErrorCode::kClassState,
                              "the tables have started: the setup is fixed until the class ends", std::string(type)};
        }
        if (auto refusal = check_lesson(setup->lesson)) return *refusal;
        group.setup = *setup;
        return ClassDone{};
    }
    if (std::holds_alternative<protocol::ClassStart>(request)) return start(group, now);
    if (const auto* pause = std::get_if<protocol::ClassPause>(&request)) return set_paused(group, pause->paused);
    if (const auto* say = std::get_if<protocol::ClassSay>(&request)) {
        std::string problem;
        const auto text = protocol::validate_screen_text(say->text, protocol::kMaxClassSayChars, "a message", &problem);
        if (!text) return ErrorReply{ErrorCode::kInvalidField, "class_say.text: " + problem, std::string(type)};
        group.message = *text;
        return ClassDone{};
    }
    // class_end: the games stop taking actions; the class is removed keep_ended later.
    set_paused(group, true);
    group.ended = true;
    group.ended_at = now.steady;
    return ClassDone{};
}

ClassResult ClassHub::open(const std::string& address, Now now) {
    if (classes_.size() >= options_.max_classes) {
        return ErrorReply{ErrorCode::kClassFull,
                          "the server holds its maximum of " + std::to_string(options_.max_classes) + " classes",
                          "class_open"};
    }
    if (!opens_.take(address, now.steady)) {
        return ErrorReply{ErrorCode::kRateLimited,
                          "too many new classes from this address; try again in " +
                              seconds_to_wait(opens_.wait_seconds(address, now.steady)) + " s",
                          "class_open"};
    }
    std::string code = random_join_code();
    for (int tries = 0; classes_.contains(code) && tries < 100; ++tries) code = random_join_code();
    if (classes_.contains(code)) return ErrorReply{ErrorCode::kClassFull, "no free class code", "class_open"};
    Class group;
    group.teacher = random_token();
    group.touched = now.steady;
    teachers_[group.teacher] = code;
    ClassOpened opened{code, group.teacher};
    classes_.emplace(code, std::move(group));
    return opened;
}

std::optional<ErrorReply> ClassHub::over_guess_limit(const std::string& address, std::string_view type, Now now) const {
    // While the address is over its limit even a right code is refused: trying cannot tell them apart.
    if (guesses_.allows(address, now.steady)) return std::nullopt;
    return ErrorReply{ErrorCode::kTooManyGuesses,
                      "too many wrong class codes or tokens from this address; try again in " +
                          seconds_to_wait(guesses_.wait_seconds(address, now.steady)) + " s",
                      std::string(type)};
}

std::variant<ClassHub::Found, ErrorReply> ClassHub::by_teacher(const std::string& address, const std::string& token,
                                                               std::string_view type, Now now) {
    if (auto refusal = over_guess_limit(address, type, now)) return *refusal;
    const auto found = teachers_.find(token);
    if (found == teachers_.end()) {
        guesses_.take(address, now.steady);
        // A student's token is refused the same way: only the teacher runs the class.
        return ErrorReply{ErrorCode::kNotTeacher, "only the class's teacher can do this (wrong teacher token)",
                          std::string(type)};
    }
    return Found{&classes_.at(found->second), found->second, 0};
}

std::variant<ClassHub::Found, ErrorReply> ClassHub::by_student(const std::string& address, const std::string& token,
                                                               std::string_view type, Now now) {
    if (auto refusal = over_guess_limit(address, type, now)) return *refusal;
    const auto found = students_.find(token);
    if (found == students_.end()) {
        guesses_.take(address, now.steady);
        return ErrorReply{ErrorCode::kWrongToken, "this token is no student's in any class", std::string(type)};
    }
    return Found{&classes_.at(found->second.first), found->second.first, found->second.second};
}

std::string ClassHub::distinct_name(const Class& group, const std::string& name) const {
    const auto taken = [&group](const std::string& candidate) {
        const std::string key = lowercase_ascii(candidate);
        return std::any_of(group.students.begin(), group.students.end(),
                           [&key](const Student& s) { return lowercase_ascii(s.name) == key; });
    };
    if (!taken(name)) return name;
    // The class is bounded (2 seats a table), so this ends within students + 2 tries.
    for (std::size_t n = 2;; ++n) {
        const std::string candidate = name + " " + std::to_string(n);
        if (!taken(candidate)) return candidate;
    }
}

ClassResult ClassHub::join(const std::string& address, const protocol::ClassJoin& request, Now now) {
    if (auto refusal = over_guess_limit(address, "class_join", now)) return *refusal;
    const auto found = classes_.find(request.code);
    if (found == classes_.end()) {
        guesses_.take(address, now.steady);
        return ErrorReply{
            ErrorCode::kUnknownClass,
            "no class has the code " + protocol::display_join_code(request.code) + ": check it with your teacher",
            "class_join"};
    }
    Class& group = found->second;
    if (group.ended) return ErrorReply{ErrorCode::kClassState, "the class has ended", "class_join"};
    std::string problem;
    const std::optional<std::string> name = protocol::validate_student_name(request.name, &problem);
    if (!name) return ErrorReply{ErrorCode::kInvalidField, "class_join.name: " + problem, "class_join"};
    if (group.students.size() >= 2 * options_.max_tables) {
        return ErrorReply{ErrorCode::kClassFull,
                          "the class is full (" + std::to_string(options_.max_tables) + " tables of two)",
                          "class_join"};
    }
    const std::size_t index = group.students.size();
    group.students.push_back(Student{distinct_name(group, *name), random_token(), std::nullopt, Ship::kMercurial});
    if (auto refusal = seat(group, index, now)) {
        group.students.pop_back();
        return *refusal;
    }
    students_[group.students[index].token] = {found->first, index};
    group.touched = now.steady;
    return seat_info(group, index);
}

std::optional<ErrorReply> ClassHub::seat(Class& group, std::size_t student, Now now) {
    const auto place = [&group, student](std::size_t table, Ship ship) {
        group.tables[table].students[static_cast<int>(ship)] = student;
        group.students[student].table = table;
        group.students[student].ship = ship;
    };
    // Pairs as they come: the first table with one student (before the start: any free seat;
    // after it: the seat the AI teammate plays, whose token passes to the late student).
    for (std::size_t t = 0; t < group.tables.size(); ++t) {
        const Table& table = group.tables[t];
        const int seated = table.students[0].has_value() + table.students[1].has_value();
        if (seated != 1 || (group.started && table.game_code.empty())) continue;
        place(t, table.students[0] ? Ship::kRubicon : Ship::kMercurial);
        return std::nullopt;
    }
    if (group.tables.size() >= options_.max_tables) {
        return ErrorReply{ErrorCode::kClassFull, "every table of the class is full", "class_join"};
    }
    group.tables.emplace_back();
    place(group.tables.size() - 1, Ship::kMercurial);
    if (!group.started) return std::nullopt;
    // A late student with nobody to pair with: a new table at once, with the AI teammate.
    std::string problem;
    if (!start_table(group, group.tables.back(), now, &problem)) {
        group.tables.pop_back();
        return ErrorReply{ErrorCode::kTooManyGames, "no table can start now: " + problem, "class_join"};
    }
    return std::nullopt;
}

ClassResult ClassHub::move(Class& group, const protocol::ClassMove& request) {
    if (group.started) {
        return ErrorReply{ErrorCode::kClassState, "students move between tables before the start only", "class_move"};
    }
    if (request.student >= group.students.size()) {
        return ErrorReply{ErrorCode::kInvalidField,
                          "class_move.student: the class has " + std::to_string(group.students.size()) + " students",
                          "class_move"};
    }
    if (request.table > group.tables.size() || request.table >= options_.max_tables) {
        return ErrorReply{ErrorCode::kInvalidField,
                          "class_move.table: the class has " + std::to_string(group.tables.size()) +
                              " tables (give that number for a new one)",
                          "class_move"};
    }
    if (request.table == group.tables.size()) group.tables.emplace_back();
    Student& student = group.students[request.student];
    auto& target = group.tables[request.table].students[static_cast<int>(request.ship)];
    if (target && *target != request.student) {
        return ErrorReply{ErrorCode::kClassState,
                          "that seat is taken by " + group.students[*target].name + ": move them first", "class_move"};
    }
    if (student.table) group.tables[*student.table].students[static_cast<int>(student.ship)].reset();
    target = request.student;
    student.table = request.table;
    student.ship = request.ship;
    return ClassDone{};
}

bool ClassHub::start_table(Class& group, Table& table, Now now, std::string* problem) {
    const std::uint64_t seed = group.setup.same_deal ? group.deal_seed : random_seed();
    const auto opened =
        games_.open_table(GameParameters{seed, group.setup.difficulty, group.setup.variant}, now, problem);
    if (!opened) return false;
    table.game_code = opened->code;
    table.seat_tokens = opened->tokens;
    table.started_at = now.steady;
    if (group.paused) games_.set_paused(opened->code, true);
    return true;
}

ClassResult ClassHub::start(Class& group, Now now) {
    if (group.started) return ErrorReply{ErrorCode::kClassState, "the tables have already started", "class_start"};
    if (group.students.empty()) return ErrorReply{ErrorCode::kClassState, "no student has joined yet", "class_start"};
    // Tables the teacher emptied by moving students are dropped, so indexes stay dense.
    std::vector<Table> kept;
    for (Table& table : group.tables)
        if (table.students[0] || table.students[1]) kept.push_back(std::move(table));
    group.tables = std::move(kept);
    for (std::size_t t = 0; t < group.tables.size(); ++t)
        for (const auto& student : group.tables[t].students)
            if (student) group.students[*student].table = t;
    group.deal_seed = options_.deal_seed ? *options_.deal_seed : random_seed();
    for (Table& table : group.tables) {
        std::string problem;
        if (!start_table(group, table, now, &problem)) {
            // Tables already open stay; the class is not started, so the teacher can try again.
            for (Table& opened : group.tables) opened.game_code.clear();
            return ErrorReply{ErrorCode::kTooManyGames, "the tables cannot start: " + problem, "class_start"};
        }
    }
    group.started = true;
    return ClassDone{};
}

ClassResult ClassHub::set_paused(Class& group, bool paused) {
    group.paused = paused;
    for (const Table& table : group.tables)
        if (!table.game_code.empty()) games_.set_paused(table.game_code, paused);
    return ClassDone{};
}

ClassResult ClassHub::seat_info(const Class& group, std::size_t index) const {
    const Student& student = group.students[index];
    ClassSeatInfo info{index,         student.name, student.token, student.table,      student.ship,       {}, {}, {},
                       group.message, group.paused, false,         group.setup.lesson, student.lesson_done};
    if (student.table) {
        const Table& table = group.tables[*student.table];
        info.costly = group.costly_to_students && table.last && table.last->costly;
        info.game_code = table.game_code;
        if (!table.game_code.empty()) {
            info.seat_token = table.seat_tokens[static_cast<int>(student.ship)];
            const Ship other = student.ship == Ship::kMercurial ? Ship::kRubicon : Ship::kMercurial;
            if (!table.students[static_cast<int>(other)])
                info.ai_seat_token = table.seat_tokens[static_cast<int>(other)];
        }
    }
    return info;
}

ClassHub::Classes::iterator ClassHub::remove(Classes::iterator at) {
    teachers_.erase(at->second.teacher);
    for (const Student& student : at->second.students) students_.erase(student.token);
    return classes_.erase(at);
}

void ClassHub::tick(Now now) {
    for (auto it = classes_.begin(); it != classes_.end();) {
        const Class& group = it->second;
        const bool expired = group.ended ? now.steady - group.ended_at >= options_.keep_ended
                                         : now.steady - group.touched >= options_.keep_idle;
        if (!expired) {
            ++it;
            continue;
        }
        it = remove(it);
    }
    guesses_.forget_full(now.steady);
    opens_.forget_full(now.steady);
    submit_reviews();
    take_reviews();
}

}  // namespace entanglion::server
