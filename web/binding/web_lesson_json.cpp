#include "web/binding/web_lesson_json.h"

#include <charconv>
#include <complex>
#include <string>
#include <vector>

#include "lessons/readable_text.h"
#include "statevector/format.h"
#include "statevector/ship.h"

namespace entanglion::web {

using lessons::Goal;
using lessons::GoalMiss;
using lessons::Lesson;
using lessons::LessonRunner;
using lessons::LessonSession;

namespace {

std::string ship_text(Ship ship) { return std::string(ship_id(ship)); }
std::string planet_text(Planet planet) { return std::string(planet_id(planet)); }

/// A lesson's texts hold paragraphs separated by blank lines (lesson.h).
json paragraphs(const std::string& text) {
    json out = json::array();
    std::size_t from = 0;
    while (from <= text.size()) {
        const std::size_t blank = text.find("\n\n", from);
        const std::size_t end = blank == std::string::npos ? text.size() : blank;
        if (end > from) out.push_back(text.substr(from, end - from));
        if (blank == std::string::npos) break;
        from = blank + 2;
    }
    return out;
}

json positions_json(const std::optional<ShipPositions>& positions) {
    if (!positions) return nullptr;
    return {{"MERCURIAL", planet_text(positions->mercurial)},
            {"RUBICON", planet_text(positions->rubicon)},
            {"in_entanglion", positions->in_entanglion()}};
}

/// The ket as the engine writes it, its catalogue name when the board names it, the amplitudes.
json state_json(const TwoQubitState& state, const Board& board) {
    json amplitudes = json::array();
    const char* labels[4] = {"00", "01", "10", "11"};
    for (int i = 0; i < 4; ++i) {
        const std::complex<double> a = state.amplitudes()[i];
        amplitudes.push_back({{"basis", labels[i]}, {"re", a.real()}, {"im", a.imag()}, {"probability", std::norm(a)}});
    }
    json out = {{"ket", format_ket(state)}, {"amplitudes", amplitudes}, {"named", nullptr}};
    if (const auto match = board.catalogue().identify(state)) out["named"] = match->named->unicode_symbol;
    return out;
}

/// The goal's conditions, typed, in the order of Goal's fields; the core's English lines beside them.
json goal_json(const Goal& goal) {
    json conditions = json::array();
    if (goal.state) conditions.push_back({{"type", "state"}, {"ket", format_ket(*goal.state)}, {"id", goal.state_id}});
    if (goal.mercurial_planet) {
        conditions.push_back(
            {{"type", "planet"}, {"ship", "MERCURIAL"}, {"planet", planet_text(*goal.mercurial_planet)}});
    }
    if (goal.rubicon_planet) {
        conditions.push_back({{"type", "planet"}, {"ship", "RUBICON"}, {"planet", planet_text(*goal.rubicon_planet)}});
    }
    if (goal.entangled) conditions.push_back({{"type", "entangled"}, {"value", *goal.entangled}});
    if (goal.certain_mercurial) {
        conditions.push_back({{"type", "certain"}, {"ship", "MERCURIAL"}, {"bit", *goal.certain_mercurial}});
    }
    if (goal.certain_rubicon) {
        conditions.push_back({{"type", "certain"}, {"ship", "RUBICON"}, {"bit", *goal.certain_rubicon}});
    }
    if (goal.probability_of_one_mercurial) {
        conditions.push_back(
            {{"type", "probability_of_one"}, {"ship", "MERCURIAL"}, {"value", *goal.probability_of_one_mercurial}});
    }
    if (goal.probability_of_one_rubicon) {
        conditions.push_back(
            {{"type", "probability_of_one"}, {"ship", "RUBICON"}, {"value", *goal.probability_of_one_rubicon}});
    }
    if (goal.outcomes) {
        conditions.push_back(
            {{"type", "outcomes"}, {"value", *goal.outcomes == Goal::Outcomes::kAgree ? "agree" : "differ"}});
    }
    return {{"conditions", conditions}, {"lines", lessons::describe_goal(goal)}};
}

std::string_view miss_kind_id(GoalMiss::Kind kind) {
    switch (kind) {
        case GoalMiss::Kind::kBitsDiffer:
            return "bits_differ";
        case GoalMiss::Kind::kPhaseDiffers:
            return "phase_differs";
        case GoalMiss::Kind::kEntanglementDiffers:
            return "entanglement_differs";
        case GoalMiss::Kind::kOtherState:
            return "other_state";
        case GoalMiss::Kind::kWrongPlanet:
            return "wrong_planet";
        case GoalMiss::Kind::kNotCertain:
            return "not_certain";
        case GoalMiss::Kind::kWrongProbability:
            return "wrong_probability";
        case GoalMiss::Kind::kOutcomesDiffer:
            return "outcomes_differ";
    }
    return "other_state";
}

json miss_json(const GoalMiss& miss) {
    const char* differs = miss.differs == GoalMiss::Bits::kMercurial ? "MERCURIAL"
                          : miss.differs == GoalMiss::Bits::kRubicon ? "RUBICON"
                                                                     : "both";
    json out = {{"kind", std::string(miss_kind_id(miss.kind))},
                {"made_ket", format_ket(miss.made.state)},
                {"goal_ket", miss.goal_state ? json(format_ket(*miss.goal_state)) : json(nullptr)},
                {"differs", differs},
                {"goal_entangled", miss.goal_entangled},
                {"ship", ship_text(miss.ship)},
                {"made_planet", miss.made_planet ? json(planet_text(*miss.made_planet)) : json(nullptr)},
                {"goal_planet", planet_text(miss.goal_planet)},
                {"goal_bit", miss.goal_bit},
                {"made_probability", miss.made_probability},
                {"goal_probability", miss.goal_probability},
                {"goal_agree", miss.goal_agree},
                {"text", lessons::miss_text(miss)}};
    return out;
}

std::string_view status_id(lessons::LessonStatus status) {
    switch (status) {
        case lessons::LessonStatus::kInProgress:
            return "in_progress";
        case lessons::LessonStatus::kSucceeded:
            return "succeeded";
        case lessons::LessonStatus::kOutOfCards:
            return "out_of_cards";
    }
    return "in_progress";
}

/// Each card the lesson allows, with how many more times it may be played now.
json cards_json(const LessonRunner& runner) {
    json out = json::array();
    for (const lessons::CardAllowance& card : runner.lesson().cards) {
        const Gate gate{card.kind, card.ship};
        json item = {{"move", gate_to_string(gate)},
                     {"card", std::string(gate_id(card.kind))},
                     {"ship", ship_text(card.ship)},
                     {"plays_left", runner.plays_left(gate)},
                     {"limit", card.limit ? json(*card.limit) : json(nullptr)}};
        out.push_back(std::move(item));
    }
    return out;
}

json history_json(const LessonRunner& runner) {
    json out = json::array();
    for (const lessons::MoveRecord& record : runner.history()) {
        out.push_back({{"move", gate_to_string(record.gate)},
                       {"card", std::string(gate_id(record.gate.kind))},
                       {"ship", ship_text(record.gate.ship)},
                       {"moved", record.moved},
                       {"goal_reached", record.goal_reached},
                       {"ket", format_ket(record.after.state)},
                       {"positions", positions_json(record.after.positions)}});
    }
    return out;
}

json feedback_json(const lessons::GoalFeedback& feedback) {
    json out = json::object();
    if (feedback.out_of_reach_with_cards) out["out_of_reach_with_cards"] = *feedback.out_of_reach_with_cards;
    if (feedback.miss) out["miss"] = miss_json(*feedback.miss);
    return out;
}

}  // namespace

json lesson_list_json(const LessonSession& session, lessons::Language language) {
    json out = json::array();
    std::size_t row = 0;
    for (const Lesson& lesson : session.lessons()) {
        out.push_back({{"id", lesson.id},
                       {"row", row++},
                       {"title", lesson.texts(language).title},
                       {"rules", std::string(variant_id(lesson.rules))},
                       {"budget", lesson.budget},
                       {"measure", lesson.measure}});
    }
    return out;
}

json lesson_view_json(const LessonSession& session, lessons::Language language, std::string_view move_pattern) {
    const LessonRunner* runner = session.runner();
    if (runner == nullptr) return {{"open", false}};
    const Lesson& lesson = runner->lesson();
    const lessons::LessonTexts texts = lesson.texts(language);
    const auto words = [move_pattern](const std::string& text) {
        return move_pattern.empty() ? text : lessons::readable_move_ids(text, move_pattern);
    };
    json hints = json::array();
    for (const std::string& hint : session.revealed_hints(language)) hints.push_back(words(hint));
    const Board& board = Board::published();
    json playable = json::array();
    for (const Gate& gate : runner->playable_moves()) playable.push_back(gate_to_string(gate));
    json out = {
        {"open", true},
        {"lesson",
         {{"id", lesson.id},
          {"row", *session.row()},
          {"language", std::string(lessons::language_code(language))},
          {"title", texts.title},
          {"intro", paragraphs(texts.intro)},
          {"task", texts.task},
          {"learning_goal", texts.learning_goal},
          {"success", texts.success},
          {"rules", std::string(variant_id(lesson.rules))},
          {"budget", lesson.budget},
          {"measure", lesson.measure},
          {"hint_count", runner->hint_count()}}},
        {"goal", goal_json(lesson.goal)},
        {"start", {{"ket", format_ket(lesson.start.state)}, {"positions", positions_json(lesson.start.positions)}}},
        {"status", std::string(status_id(runner->status()))},
        {"cards_played", runner->cards_played()},
        {"cards_left", runner->cards_left()},
        {"state", state_json(runner->state(), board)},
        {"positions", positions_json(runner->positions())},
        {"cards", cards_json(*runner)},
        {"playable", playable},
        {"history", history_json(*runner)},
        {"hints", hints},
        {"refusal", session.refusal() ? refusal_json(*session.refusal()) : json(nullptr)},
        {"feedback", feedback_json(session.feedback())}};
    return out;
}

std::string_view move_error_id(lessons::MoveError error) {
    switch (error) {
        case lessons::MoveError::kNone:
            return "none";
        case lessons::MoveError::kMalformed:
            return "malformed";
        case lessons::MoveError::kCardNotAllowed:
            return "card_not_allowed";
        case lessons::MoveError::kCardUsedUp:
            return "card_used_up";
        case lessons::MoveError::kOverBudget:
            return "over_budget";
        case lessons::MoveError::kAlreadySolved:
            return "already_solved";
    }
    return "malformed";
}

json refusal_json(const lessons::MoveResult& result) {
    json out = {{"ok", false}, {"refusal", std::string(move_error_id(result.error))}, {"problem", result.message}};
    if (result.error != lessons::MoveError::kMalformed) {
        out["move"] = gate_to_string(result.gate);
        out["card"] = std::string(gate_id(result.gate.kind));
        out["ship"] = ship_text(result.gate.ship);
    }
    out["limit"] = result.limit;
    return out;
}

json shots_json(const lessons::MeasurementSession& measurement) {
    json out = {{"ok", true},
                {"seed", std::to_string(measurement.seed())},
                {"bases", measurement_bases_id(measurement.bases())},
                {"probabilities", measurement.probabilities()},
                {"correlation", std::string(correlation_kind_id(measurement.correlation()))},
                {"correlated_in_complementary_bases", measurement.correlated_in_complementary_bases()}};
    const auto p = measurement.probabilities();
    out["exact_correlation"] = p[0] + p[3] - p[1] - p[2];
    if (const auto& counts = measurement.counts()) {
        out["shots"] = counts->shots;
        out["counts"] = counts->counts;
        out["observed_correlation"] = counts->observed_correlation();
    }
    return out;
}

json measure_json(lessons::MeasurementSession& measurement, const TwoQubitState& state, const std::string& seed_text,
                  int shots, const std::string& bases_text) {
    const auto refused = [](const char* kind, const std::string& text) {
        return json{{"ok", false}, {"refusal", kind}, {"problem", text}};
    };
    std::uint64_t seed = 0;
    const auto [end, error] = std::from_chars(seed_text.data(), seed_text.data() + seed_text.size(), seed);
    if (seed_text.empty() || error != std::errc() || end != seed_text.data() + seed_text.size()) {
        return refused("bad_seed", "the seed is a whole number from 0 to 2^64 - 1");
    }
    const auto bases = parse_measurement_bases(bases_text);
    if (!bases) return refused("bad_bases", "ZZ, XX, ZX or XZ");
    if (shots < 1 || shots > kMaxShots) return refused("bad_shots", "1 to " + std::to_string(kMaxShots));
    measurement.set_seed(seed);  // restarts the generator only for another seed
    measurement.set_state(state);
    measurement.set_bases(*bases);
    measurement.set_shots(shots);
    measurement.measure();
    return shots_json(measurement);
}

}  // namespace entanglion::web
