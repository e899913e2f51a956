// A class's messages read and written (class_messages.h).
#include "server/protocol/class_messages.h"

#include <algorithm>
#include <array>

#include "game/io/json_input.h"
#include "server/protocol/join_code.h"
#include "server/protocol/message_fields.h"

namespace entanglion::protocol {

namespace {

using detail::Fields;
using nlohmann::json;

constexpr std::array<std::string_view, 17> kClassTypes = {
    "class_open",   "class_join",   "class_move",   "class_setup",  "class_start", "class_pause",
    "class_say",    "class_end",    "class_view",   "class_seat",   "class_help",  "class_options",
    "class_review", "class_export", "class_record", "class_delete", "class_lesson"};
/// The longest move text ("CNOT:MERCURIAL" is 14 characters).
constexpr std::size_t kMaxLessonMoveChars = 32;
/// Far beyond a class of 50 tables; refuses absurd indexes before they reach the hub.
constexpr std::uint64_t kMaxIndex = 1000;

bool boolean(Fields& fields, const char* key, bool fallback) {
    const json* value = fields.optional(key);
    if (!value) return fallback;
    if (!value->is_boolean()) fields.fail(key, "expected true or false");
    return value->get<bool>();
}

std::string token(Fields& fields, const char* key) { return fields.string(key, 64); }

ClassRequest read_class(std::string_view type, Fields& fields) {
    if (type == "class_open") return ClassOpen{};
    if (type == "class_join") {
        ClassJoin join;
        const std::string typed = fields.string("code", 32);
        std::string problem;
        const std::optional<std::string> code = normalize_join_code(typed, &problem);
        if (!code) fields.fail("code", problem);
        join.code = *code;
        // Bytes, not characters: 4 bytes a character at most; validate_student_name counts characters.
        join.name = fields.string("name", 4 * kMaxStudentNameChars);
        return join;
    }
    if (type == "class_move") {
        ClassMove move;
        move.teacher = token(fields, "teacher");
        move.student = fields.whole("student", 0, kMaxIndex);
        move.table = fields.whole("table", 0, kMaxIndex);
        move.ship = fields.ship("ship");
        return move;
    }
    if (type == "class_setup") {
        ClassSetup setup;
        setup.teacher = token(fields, "teacher");
        setup.difficulty = static_cast<int>(fields.optional_whole("difficulty", 1, 3).value_or(1));
        if (const auto variant = fields.optional_string("variant", 16)) {
            const auto parsed = rules::parse_variant(*variant);
            if (!parsed)
                fields.fail("variant", "expected \"board\" or \"quantum\", got " + json_input::quote(*variant));
            setup.variant = *parsed;
        }
        setup.lesson = fields.optional_string("lesson", 64).value_or("");
        setup.same_deal = boolean(fields, "same_deal", false);
        return setup;
    }
    if (type == "class_start") return ClassStart{token(fields, "teacher")};
    if (type == "class_pause") {
        ClassPause pause{token(fields, "teacher"), true};
        pause.paused = boolean(fields, "paused", true);
        return pause;
    }
    if (type == "class_say") {
        ClassSay say{token(fields, "teacher"), {}};
        say.text = fields.string("text", 4 * kMaxClassSayChars);
        return say;
    }
    if (type == "class_end") return ClassEnd{token(fields, "teacher")};
    if (type == "class_view") return ClassView{token(fields, "teacher")};
    if (type == "class_seat") return ClassSeat{token(fields, "student")};
    if (type == "class_options") {
        ClassChoices choices{token(fields, "teacher"), false};
        choices.costly_to_students = boolean(fields, "costly_to_students", false);
        return choices;
    }
    if (type == "class_review") return ClassReview{token(fields, "teacher")};
    if (type == "class_export") return ClassExport{token(fields, "teacher")};
    if (type == "class_delete") return ClassDelete{token(fields, "teacher")};
    if (type == "class_record") {
        ClassRecord record{token(fields, "teacher"), 0};
        record.table = fields.whole("table", 0, kMaxIndex);
        return record;
    }
    if (type == "class_lesson") {
        ClassLessonDone done{token(fields, "student"), {}};
        const json& moves = fields.array("moves");
        if (moves.size() > kMaxLessonMoves)
            fields.fail("moves", "at most " + std::to_string(kMaxLessonMoves) + " moves");
        for (const json& move : moves) {
            if (!move.is_string() || move.get_ref<const std::string&>().size() > kMaxLessonMoveChars)
                fields.fail("moves", "expected move texts (\"H:MERCURIAL\"), got " + json_input::preview(move));
            done.moves.push_back(move.get<std::string>());
        }
        return done;
    }
    ClassHelp help{token(fields, "student"), true};
    help.asking = boolean(fields, "asking", true);
    return help;
}

json class_to_json(const ClassRequest& request) {
    json out = {{"type", std::string(type_of(request))}};
    std::visit(
        [&out](const auto& m) {
            using T = std::decay_t<decltype(m)>;
            if constexpr (std::is_same_v<T, ClassJoin>) {
                out["code"] = m.code;
                out["name"] = m.name;
            } else if constexpr (std::is_same_v<T, ClassSeat> || std::is_same_v<T, ClassHelp> ||
                                 std::is_same_v<T, ClassLessonDone>) {
                out["student"] = m.student;
                if constexpr (std::is_same_v<T, ClassHelp>) out["asking"] = m.asking;
                if constexpr (std::is_same_v<T, ClassLessonDone>) out["moves"] = m.moves;
            } else if constexpr (!std::is_same_v<T, ClassOpen>) {
                out["teacher"] = m.teacher;
                if constexpr (std::is_same_v<T, ClassMove>) {
                    out["student"] = m.student;
                    out["table"] = m.table;
                    out["ship"] = std::string(ship_id(m.ship));
                } else if constexpr (std::is_same_v<T, ClassSetup>) {
                    out["difficulty"] = m.difficulty;
                    out["variant"] = std::string(rules::variant_id(m.variant));
                    if (!m.lesson.empty()) out["lesson"] = m.lesson;
                    out["same_deal"] = m.same_deal;
                } else if constexpr (std::is_same_v<T, ClassPause>) {
                    out["paused"] = m.paused;
                } else if constexpr (std::is_same_v<T, ClassSay>) {
                    out["text"] = m.text;
                } else if constexpr (std::is_same_v<T, ClassChoices>) {
                    out["costly_to_students"] = m.costly_to_students;
                } else if constexpr (std::is_same_v<T, ClassRecord>) {
                    out["table"] = m.table;
                }
            }
        },
        request);
    return out;
}

}  // namespace

bool is_class_type(std::string_view type) {
    return std::find(kClassTypes.begin(), kClassTypes.end(), type) != kClassTypes.end();
}

std::variant<ClassRequest, ProtocolError> parse_class_request(std::string_view text) {
    auto envelope = detail::read_envelope(text, kMaxClientMessageBytes, kMaxClientMessageDepth);
    if (auto* error = std::get_if<ProtocolError>(&envelope)) return *error;
    auto& [object, type] = std::get<0>(envelope);
    const auto known = std::find(kClassTypes.begin(), kClassTypes.end(), type);
    if (known == kClassTypes.end()) {
        return ProtocolError{ErrorCode::kUnknownType, "unknown class message type " + json_input::quote(type), ""};
    }
    return detail::read_message<ClassRequest>(object, *known, read_class);
}

std::string to_text(const ClassRequest& request) { return detail::dump(class_to_json(request)); }

std::string_view type_of(const ClassRequest& request) { return kClassTypes[request.index()]; }

std::optional<std::string> validate_screen_text(std::string_view typed, std::size_t max_chars, std::string_view what,
                                                std::string* error) {
    const std::string limit = std::string(what) + " has at most " + std::to_string(max_chars) + " characters";
    const auto first = typed.find_first_not_of(' ');
    const auto last = typed.find_last_not_of(' ');
    const std::string_view name = first == std::string_view::npos ? "" : typed.substr(first, last - first + 1);
    if (name.empty()) {
        *error = std::string(what) + " is needed";
        return std::nullopt;
    }
    if (name.size() > 4 * max_chars) {
        *error = limit;
        return std::nullopt;
    }
    std::size_t characters = 0;
    for (std::size_t i = 0; i < name.size();) {
        const auto byte = static_cast<unsigned char>(name[i]);
        const std::size_t length = byte < 0x80         ? 1
                                   : (byte >> 5) == 6  ? 2
                                   : (byte >> 4) == 14 ? 3
                                   : (byte >> 3) == 30 ? 4
                                                       : 0;
        if (length == 0 || i + length > name.size()) {
            *error = std::string(what) + " is not valid UTF-8 text";
            return std::nullopt;
        }
        std::uint32_t point = length == 1 ? byte : byte & (0x7f >> length);
        for (std::size_t k = 1; k < length; ++k) {
            const auto next = static_cast<unsigned char>(name[i + k]);
            if ((next >> 6) != 2) {
                *error = std::string(what) + " is not valid UTF-8 text";
                return std::nullopt;
            }
            point = point << 6 | (next & 0x3f);
        }
        const bool overlong = (length == 2 && point < 0x80) || (length == 3 && point < 0x800) ||
                              (length == 4 && (point < 0x10000 || point > 0x10ffff));
        if (overlong || (point >= 0xd800 && point <= 0xdfff)) {
            *error = std::string(what) + " is not valid UTF-8 text";
            return std::nullopt;
        }
        // C0 and C1 controls, DEL, and the bidirectional overrides that could reorder a class view.
        if (point < 0x20 || (point >= 0x7f && point < 0xa0) || (point >= 0x202a && point <= 0x202e) ||
            (point >= 0x2066 && point <= 0x2069)) {
            *error = std::string(what) + " cannot hold control characters";
            return std::nullopt;
        }
        i += length;
        ++characters;
    }
    if (characters > max_chars) {
        *error = limit + ", got " + std::to_string(characters);
        return std::nullopt;
    }
    return std::string(name);
}

std::optional<std::string> validate_student_name(std::string_view typed, std::string* error) {
    return validate_screen_text(typed, kMaxStudentNameChars, "a name", error);
}

}  // namespace entanglion::protocol
