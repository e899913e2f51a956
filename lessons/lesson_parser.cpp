#include "lessons/lesson_parser.h"

#include <algorithm>
#include <cctype>
#include <sstream>

namespace entanglion::lessons::detail {
namespace {

constexpr double kNormSlack = 1e-4;  // typed decimals such as 0.7071 are accepted and renormalised

class LessonParser {
public:
    LessonParser(std::string_view source, const Board& board) : reader_(source), board_(board) {
        lesson_.source = std::string(source);
    }

    std::optional<Lesson> parse(const Json& root);
    const LoadError& error() const { return reader_.error(); }

private:
    bool parse_rules(const Json& root);
    bool parse_start(const Json& value, const std::string& pointer);
    bool parse_cards(const Json& value, const std::string& pointer);
    bool parse_ship_cards(Ship ship, const Json& value, const std::string& pointer);
    bool parse_goal(const Json& value, const std::string& pointer);
    bool parse_texts(const Json& root);
    bool parse_hints(const Json& value, const std::string& pointer);
    /// A user-visible text: English as a plain value, or {"en": ..., "pl": ..., "es": ..., "cs": ...}
    /// with "en" required. `paragraphs`: each value may be an array of paragraphs. Fills `texts`
    /// (indexed by Language; "" where a language is not given).
    bool read_localized(const Json& value, const std::string& pointer, bool paragraphs,
                        std::array<std::string, kLanguageCount>* texts);
    /// Stores one field's texts: English into the lesson's field, the others into its translations.
    void store(const std::array<std::string, kLanguageCount>& texts, std::string Lesson::*english,
               std::string LessonTexts::*translated);
    std::optional<TwoQubitState> read_state(const Json& value, const std::string& pointer, std::string* id);
    std::optional<TwoQubitState> read_amplitudes(const Json& value, const std::string& pointer);
    std::optional<Planet> read_planet(const Json& value, const std::string& pointer);
    std::optional<int> read_bit(const Json& value, const std::string& pointer);

    JsonReader reader_;
    const Board& board_;
    Lesson lesson_;
};

// Ship keys are lower case in files ("mercurial"), like every other field name.
std::optional<Ship> ship_from_key(std::string_view key) {
    if (key == "mercurial") return Ship::kMercurial;
    if (key == "rubicon") return Ship::kRubicon;
    return std::nullopt;
}

bool valid_id(const std::string& id) {
    return std::all_of(id.begin(), id.end(),
                       [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'; });
}

std::optional<Lesson> LessonParser::parse(const Json& root) {
    if (!reader_.expect_object(root, "")) return std::nullopt;
    if (!reader_.only_known_fields(root, "",
                                   {"id", "title", "rules", "intro", "task", "learning_goal", "misconception", "start",
                                    "cards", "budget", "goal", "hints", "success", "measure"})) {
        return std::nullopt;
    }
    const Json* id = reader_.member(root, "", "id", true);
    if (!id) return std::nullopt;
    const auto id_text = reader_.string(*id, "/id");
    if (!id_text) return std::nullopt;
    if (!valid_id(*id_text)) {
        reader_.fail("/id", "lesson ids use lower-case letters, digits and '-', got " + quoted(*id));
        return std::nullopt;
    }
    lesson_.id = *id_text;

    if (!parse_texts(root)) return std::nullopt;

    if (!parse_rules(root)) return std::nullopt;
    const Json* start = reader_.member(root, "", "start", true);
    if (!start || !parse_start(*start, "/start")) return std::nullopt;
    const Json* cards = reader_.member(root, "", "cards", true);
    if (!cards || !parse_cards(*cards, "/cards")) return std::nullopt;
    const Json* budget = reader_.member(root, "", "budget", true);
    if (!budget) return std::nullopt;
    const auto budget_value = reader_.integer(*budget, "/budget", 1, kMaxLessonBudget);
    if (!budget_value) return std::nullopt;
    lesson_.budget = *budget_value;
    const Json* goal = reader_.member(root, "", "goal", true);
    if (!goal || !parse_goal(*goal, "/goal")) return std::nullopt;
    const Json* hints = reader_.member(root, "", "hints", true);
    if (!hints || !parse_hints(*hints, "/hints")) return std::nullopt;
    if (const Json* measure = reader_.member(root, "", "measure", false)) {
        const auto value = reader_.boolean(*measure, "/measure");
        if (!value) return std::nullopt;
        lesson_.measure = *value;
    }

    if (goal_reached(lesson_.goal, LessonPosition{lesson_.start.state, lesson_.start.positions})) {
        reader_.fail("/goal", "already reached at the start; the lesson would need no card");
        return std::nullopt;
    }
    return std::move(lesson_);
}

bool LessonParser::parse_texts(const Json& root) {
    struct Field {
        const char* name;
        bool paragraphs;
        /// The teaching notes load when absent: validate_lesson (validate.h) refuses such a lesson, with
        /// the other checks, so that `lesson validate` reports it among them rather than as a bad file.
        bool required;
        std::string Lesson::*english;
        std::string LessonTexts::*translated;
    };
    static constexpr Field kFields[] = {
        {"title", false, true, &Lesson::title, &LessonTexts::title},
        {"intro", true, true, &Lesson::intro, &LessonTexts::intro},
        {"task", false, true, &Lesson::task, &LessonTexts::task},
        {"learning_goal", false, false, &Lesson::learning_goal, &LessonTexts::learning_goal},
        {"misconception", false, false, &Lesson::misconception, &LessonTexts::misconception},
        {"success", true, true, &Lesson::success, &LessonTexts::success}};
    for (const Field& field : kFields) {
        const Json* value = reader_.member(root, "", field.name, field.required);
        if (!value && !field.required) continue;
        std::array<std::string, kLanguageCount> texts;
        if (!value || !read_localized(*value, child_pointer("", field.name), field.paragraphs, &texts)) return false;
        store(texts, field.english, field.translated);
    }
    return true;
}

void LessonParser::store(const std::array<std::string, kLanguageCount>& texts, std::string Lesson::*english,
                         std::string LessonTexts::*translated) {
    lesson_.*english = texts[static_cast<std::size_t>(Language::kEnglish)];
    for (Language language : kLanguages) {
        if (language == Language::kEnglish) continue;
        const auto index = static_cast<std::size_t>(language);
        lesson_.translations[index].*translated = texts[index];
    }
}

bool LessonParser::read_localized(const Json& value, const std::string& pointer, bool paragraphs,
                                  std::array<std::string, kLanguageCount>* texts) {
    const auto read_one = [&](const Json& text, const std::string& at) {
        return paragraphs ? reader_.text(text, at) : reader_.string(text, at);
    };
    if (!value.is_object()) {
        if (!value.is_string() && !(paragraphs && value.is_array())) {
            return reader_.fail(
                pointer, std::string(paragraphs ? "expected a string, an array of paragraphs" : "expected a string") +
                             " or an object of languages (" + language_codes() + "), got " + quoted(value));
        }
        const auto english = read_one(value, pointer);
        if (!english) return false;
        (*texts)[static_cast<std::size_t>(Language::kEnglish)] = *english;
        return true;
    }
    for (const auto& [code, text] : value.items()) {
        const auto language = parse_language(code);
        if (!language) {
            return reader_.fail(child_pointer(pointer, code),
                                "unknown language \"" + code + "\" (languages: " + language_codes() + ")");
        }
        const auto translated = read_one(text, child_pointer(pointer, code));
        if (!translated) return false;
        (*texts)[static_cast<std::size_t>(*language)] = *translated;
    }
    if ((*texts)[static_cast<std::size_t>(Language::kEnglish)].empty()) {
        return reader_.fail(pointer, "missing field \"en\": English is the fallback for the other languages");
    }
    return true;
}

bool LessonParser::parse_rules(const Json& root) {
    const Json* rules = reader_.member(root, "", "rules", false);
    if (!rules) return true;  // board rules unless the lesson asks for quantum ones
    const auto text = reader_.string(*rules, "/rules");
    if (!text) return false;
    const std::optional<RulesVariant> variant = parse_variant(*text);
    if (!variant) {
        return reader_.fail("/rules", "unknown rules " + quoted(*rules) + " (use \"board\" or \"quantum\")");
    }
    lesson_.rules = *variant;
    return true;
}

bool LessonParser::parse_start(const Json& value, const std::string& pointer) {
    if (!reader_.expect_object(value, pointer)) return false;
    if (!reader_.only_known_fields(value, pointer, {"mercurial", "rubicon", "state"})) return false;
    if (const Json* state = reader_.member(value, pointer, "state", false)) {
        if (value.size() != 1) {
            return reader_.fail(pointer, "give either \"state\" or \"mercurial\" and \"rubicon\", not both");
        }
        std::string id;
        const auto start_state = read_state(*state, child_pointer(pointer, "state"), &id);
        if (!start_state) return false;
        lesson_.start.state = *start_state;
        lesson_.start.positions = board_.positions_of(*start_state);
        if (lesson_.rules == RulesVariant::kBoard && !lesson_.start.positions) {
            return reader_.fail(child_pointer(pointer, "state"),
                                "the board names no planets for this state; board lessons start on planets "
                                "(or use \"rules\": \"quantum\")");
        }
        return true;
    }
    const Json* mercurial = reader_.member(value, pointer, "mercurial", true);
    const Json* rubicon = mercurial ? reader_.member(value, pointer, "rubicon", true) : nullptr;
    if (!rubicon) return false;
    const auto mercurial_planet = read_planet(*mercurial, child_pointer(pointer, "mercurial"));
    const auto rubicon_planet =
        mercurial_planet ? read_planet(*rubicon, child_pointer(pointer, "rubicon")) : std::nullopt;
    if (!rubicon_planet) return false;
    const ShipPositions positions{*mercurial_planet, *rubicon_planet};
    if (!positions.is_valid()) {
        return reader_.fail(pointer,
                            "Mercurial on " + std::string(planet_id(positions.mercurial)) + " with Rubicon on " +
                                std::string(planet_id(positions.rubicon)) +
                                " is not a board position: inside Entanglion both ships orbit the same planet");
    }
    lesson_.start.positions = positions;
    lesson_.start.state = board_.state_of(positions);
    return true;
}

bool LessonParser::parse_cards(const Json& value, const std::string& pointer) {
    if (!reader_.expect_object(value, pointer)) return false;
    if (!reader_.only_known_fields(value, pointer, {"mercurial", "rubicon"})) return false;
    for (Ship ship : kShips) {
        const std::string key = ship == Ship::kMercurial ? "mercurial" : "rubicon";
        if (const Json* cards = reader_.member(value, pointer, key, false)) {
            if (!parse_ship_cards(ship, *cards, child_pointer(pointer, key))) return false;
        }
    }
    if (lesson_.cards.empty()) return reader_.fail(pointer, "no ship may play any card");
    return true;
}

bool LessonParser::parse_ship_cards(Ship ship, const Json& value, const std::string& pointer) {
    // A list of cards (["H", "X"]) or cards with limits ({"H": 2, "X": 1}).
    std::vector<std::pair<std::string, const Json*>> entries;
    std::vector<std::string> pointers;
    if (value.is_array()) {
        for (std::size_t i = 0; i < value.size(); ++i) {
            const auto name = reader_.string(value[i], child_pointer(pointer, i));
            if (!name) return false;
            entries.emplace_back(*name, nullptr);
            pointers.push_back(child_pointer(pointer, i));
        }
    } else if (value.is_object()) {
        for (const auto& [name, limit] : value.items()) {
            entries.emplace_back(name, &limit);
            pointers.push_back(child_pointer(pointer, name));
        }
    } else {
        return reader_.fail(pointer, "expected a list of cards or an object of card limits, got " + quoted(value));
    }
    if (entries.empty()) return reader_.fail(pointer, "lists no card (leave the ship out instead)");
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const auto kind = parse_gate_kind(entries[i].first);
        if (!kind) {
            return reader_.fail(pointers[i], "unknown card " + quoted(Json(entries[i].first)) +
                                                 " (cards: X H CNOT SWAP; "
                                                 "quantum lessons may also use I Y Z S CZ)");
        }
        if (lesson_.rules == RulesVariant::kBoard && !is_card_gate(*kind)) {
            return reader_.fail(pointers[i], "card \"" + entries[i].first +
                                                 "\" is not an engine card; the board only knows X H CNOT SWAP "
                                                 "(use \"rules\": \"quantum\")");
        }
        if (lesson_.allowance_for(Gate{*kind, ship})) {
            return reader_.fail(pointers[i], "card \"" + std::string(gate_id(*kind)) + "\" is listed twice");
        }
        CardAllowance allowance{ship, *kind, std::nullopt};
        if (entries[i].second) {
            const auto limit = reader_.integer(*entries[i].second, pointers[i], 1, kMaxLessonBudget);
            if (!limit) return false;
            allowance.limit = *limit;
        }
        lesson_.cards.push_back(allowance);
    }
    return true;
}

bool LessonParser::parse_goal(const Json& value, const std::string& pointer) {
    if (!reader_.expect_object(value, pointer)) return false;
    if (!reader_.only_known_fields(value, pointer,
                                   {"state", "positions", "entangled", "certain", "probability_of_one", "outcomes"})) {
        return false;
    }
    Goal& goal = lesson_.goal;
    if (const Json* state = reader_.member(value, pointer, "state", false)) {
        goal.state = read_state(*state, child_pointer(pointer, "state"), &goal.state_id);
        if (!goal.state) return false;
    }
    if (const Json* positions = reader_.member(value, pointer, "positions", false)) {
        const std::string at = child_pointer(pointer, "positions");
        if (!reader_.expect_object(*positions, at) ||
            !reader_.only_known_fields(*positions, at, {"mercurial", "rubicon"})) {
            return false;
        }
        if (positions->empty()) return reader_.fail(at, "names no ship");
        if (const Json* m = reader_.member(*positions, at, "mercurial", false)) {
            goal.mercurial_planet = read_planet(*m, child_pointer(at, "mercurial"));
            if (!goal.mercurial_planet) return false;
        }
        if (const Json* r = reader_.member(*positions, at, "rubicon", false)) {
            goal.rubicon_planet = read_planet(*r, child_pointer(at, "rubicon"));
            if (!goal.rubicon_planet) return false;
        }
        if (goal.mercurial_planet && goal.rubicon_planet &&
            !ShipPositions{*goal.mercurial_planet, *goal.rubicon_planet}.is_valid()) {
            return reader_.fail(at, "not a board position: inside Entanglion both ships orbit the same planet");
        }
    }
    if (const Json* entangled = reader_.member(value, pointer, "entangled", false)) {
        goal.entangled = reader_.boolean(*entangled, child_pointer(pointer, "entangled"));
        if (!goal.entangled) return false;
    }
    for (const std::string field : {"certain", "probability_of_one"}) {
        const Json* per_ship = reader_.member(value, pointer, field, false);
        if (!per_ship) continue;
        const std::string at = child_pointer(pointer, field);
        if (!reader_.expect_object(*per_ship, at) ||
            !reader_.only_known_fields(*per_ship, at, {"mercurial", "rubicon"})) {
            return false;
        }
        if (per_ship->empty()) return reader_.fail(at, "names no ship");
        for (const auto& [key, entry] : per_ship->items()) {
            const Ship ship = *ship_from_key(key);
            const std::string entry_at = child_pointer(at, key);
            if (field == "certain") {
                const auto bit = read_bit(entry, entry_at);
                if (!bit) return false;
                (ship == Ship::kMercurial ? goal.certain_mercurial : goal.certain_rubicon) = *bit;
            } else {
                const auto probability = reader_.number(entry, entry_at, 0.0, 1.0);
                if (!probability) return false;
                (ship == Ship::kMercurial ? goal.probability_of_one_mercurial : goal.probability_of_one_rubicon) =
                    *probability;
            }
        }
    }
    if (const Json* outcomes = reader_.member(value, pointer, "outcomes", false)) {
        const std::string at = child_pointer(pointer, "outcomes");
        const auto text = reader_.string(*outcomes, at);
        if (!text) return false;
        if (*text == "agree") {
            goal.outcomes = Goal::Outcomes::kAgree;
        } else if (*text == "differ") {
            goal.outcomes = Goal::Outcomes::kDiffer;
        } else {
            return reader_.fail(at, "unknown outcomes " + quoted(*outcomes) + " (use \"agree\" or \"differ\")");
        }
    }
    if (goal.empty()) return reader_.fail(pointer, "sets no condition");
    return true;
}

bool LessonParser::parse_hints(const Json& value, const std::string& pointer) {
    if (!reader_.expect_array(value, pointer)) return false;
    if (value.empty()) return reader_.fail(pointer, "needs at least one hint");
    for (std::size_t i = 0; i < value.size(); ++i) {
        std::array<std::string, kLanguageCount> texts;
        if (!read_localized(value[i], child_pointer(pointer, i), false, &texts)) return false;
        lesson_.hints.push_back(texts[static_cast<std::size_t>(Language::kEnglish)]);
        for (Language language : kLanguages) {
            const auto index = static_cast<std::size_t>(language);
            if (language != Language::kEnglish) lesson_.translations[index].hints.push_back(texts[index]);
        }
    }
    return true;
}

std::optional<TwoQubitState> LessonParser::read_state(const Json& value, const std::string& pointer, std::string* id) {
    if (value.is_array()) return read_amplitudes(value, pointer);
    if (!value.is_string()) {
        reader_.fail(pointer, "expected a state id such as \"PHI_PLUS\" or four amplitudes, got " + quoted(value));
        return std::nullopt;
    }
    std::string key;
    for (char c : value.get<std::string>()) {
        if (c == ' ') continue;
        key.push_back(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
    }
    const NamedState* named = board_.catalogue().find(key);
    if (!named) {
        reader_.fail(pointer, "unknown state " + quoted(value) +
                                  " (use an Entanglion planet such as \"PHI_PLUS\" or one planet per ship such as "
                                  "\"ZERO,PLUS\")");
        return std::nullopt;
    }
    *id = named->id;
    return named->state;
}

std::optional<TwoQubitState> LessonParser::read_amplitudes(const Json& value, const std::string& pointer) {
    if (value.size() != 4) {
        reader_.fail(pointer, "expected 4 amplitudes (for |00>, |01>, |10>, |11> in |Mercurial Rubicon> order), got " +
                                  std::to_string(value.size()));
        return std::nullopt;
    }
    Eigen::Vector4cd amplitudes;
    for (std::size_t i = 0; i < 4; ++i) {
        const Json& entry = value[i];
        const std::string at = child_pointer(pointer, i);
        if (entry.is_number()) {
            amplitudes[static_cast<int>(i)] = entry.get<double>();
        } else if (entry.is_string()) {
            const auto exact = detail::parse_exact_amplitude(entry.get<std::string>());
            if (!exact) {
                reader_.fail(at, "unknown amplitude " + quoted(entry) +
                                     " (write a number, [re, im], or one of 0 1 i "
                                     "1/2 1/sqrt2 i/2 i/sqrt2 with an optional '-')");
                return std::nullopt;
            }
            amplitudes[static_cast<int>(i)] = *exact;
        } else if (entry.is_array() && entry.size() == 2 && entry[0].is_number() && entry[1].is_number()) {
            amplitudes[static_cast<int>(i)] = Complex(entry[0].get<double>(), entry[1].get<double>());
        } else {
            reader_.fail(at,
                         "expected a number, [re, im] or an exact amplitude such as \"1/sqrt2\", got " + quoted(entry));
            return std::nullopt;
        }
    }
    TwoQubitState state(amplitudes);
    if (std::abs(state.norm() - 1.0) > kNormSlack) {
        std::ostringstream norm;
        norm << state.norm();
        reader_.fail(pointer, "amplitudes are not normalised (norm " + norm.str() + ", must be 1)");
        return std::nullopt;
    }
    state.renormalize();
    state.snap(kNormSlack);
    return state;
}

std::optional<Planet> LessonParser::read_planet(const Json& value, const std::string& pointer) {
    const auto text = reader_.string(value, pointer);
    if (!text) return std::nullopt;
    const auto planet = parse_planet(*text);
    if (!planet) reader_.fail(pointer, "unknown planet " + quoted(value));
    return planet;
}

std::optional<int> LessonParser::read_bit(const Json& value, const std::string& pointer) {
    return reader_.integer(value, pointer, 0, 1);
}

}  // namespace

std::optional<Lesson> parse_lesson(const Json& root, std::string_view source, const Board& board, LoadError* error) {
    LessonParser parser(source, board);
    auto lesson = parser.parse(root);
    if (!lesson && error) *error = parser.error();
    return lesson;
}

}  // namespace entanglion::lessons::detail
