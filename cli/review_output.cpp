#include "cli/review_output.h"

#include <cstdlib>
#include <iomanip>
#include <optional>
#include <sstream>

#include "statevector/format.h"

namespace entanglion::cli {

using namespace entanglion::analysis;

namespace {

std::string who(const ReviewStep& step) {
    return step.actor == rules::Actor::kChance ? "chance" : std::string(ship_id(static_cast<Ship>(step.actor)));
}

std::string words(std::string_view id) {
    std::string text(id);
    for (char& c : text) c = c == '_' ? ' ' : c;
    return text;
}

/// "within the estimate's noise of the best, RUBICON navigate CNOT: 18.8% against 23.0%, ±4.6 points"
/// for a decision classed best that is not the best, else "".
std::string margin_text(const ReviewStep& step) {
    const DecisionReview& d = *step.decision;
    const std::optional<BestMargin> m = margin_to_best(d, step.history_entry.action);
    if (!m || m->kind != BestMargin::Kind::kWithinNoise) return "";
    return " (within the estimate's noise of the best, " + rules::action_to_string(d.best) + ": " +
           tenths_text(m->value_tenths) + "% against " + tenths_text(m->best_tenths) + "%, ±" +
           tenths_text(m->margin_tenths) + " points)";
}

std::string verdict(const ReviewStep& step) {
    if (step.luck) {
        std::ostringstream out;
        out << words(luck_label_id(step.luck->label)) << " (p " << std::setprecision(3)
            << step.luck->outcome_probability << ")";
        return out.str();
    }
    const DecisionReview& d = *step.decision;
    std::string text = words(decision_class_id(d.decision_class));
    if (!d.compared && d.decision_class != DecisionClass::kOnlyAction) return "not compared";
    if (d.decision_class == DecisionClass::kBest) return text + margin_text(step);
    if (d.decision_class > DecisionClass::kBest) {
        text += ": best " + rules::action_to_string(d.best) + " " + tenths_text(d.best_value.tenths()) + "% (lost " +
                tenths_text(d.points_lost_tenths) + ")";
    }
    return text;
}

constexpr int kWhatWidth = 50;

/// The entry in words (readable_entry), from the position before it.
std::string what(const Review& review, const ReviewStep& step) {
    return readable_entry(step.history_entry, review.history().positions[static_cast<std::size_t>(step.entry)]);
}

std::string ket_line(const DecisionReview& d) {
    if (!d.live_best || !is_flagged(d.decision_class)) return "";
    return "      the ships' state: played " + format_ket(*d.live_played) + ", best " + format_ket(*d.live_best) +
           "  in " + format_order_label() + "\n";
}

nlohmann::json value_json(const ValueSummary& v) {
    return {{"win", v.probability},   {"low", v.interval.low}, {"high", v.interval.high},
            {"playouts", v.playouts}, {"exact", v.exact},      {"tenths", v.tenths()}};
}

nlohmann::json difference_json(const Difference& d) {
    return {{"value", d.value}, {"low", d.interval.low}, {"high", d.interval.high}, {"significant", d.significant()}};
}

nlohmann::json decision_json(const DecisionReview& d) {
    nlohmann::json out = {{"player", ship_id(d.player)},
                          {"class", decision_class_id(d.decision_class)},
                          {"flagged", is_flagged(d.decision_class)},
                          {"compared", d.compared},
                          {"team_action", rules::action_to_string(d.team_action)},
                          {"best", rules::action_to_string(d.best)},
                          {"best_value", value_json(d.best_value)},
                          {"points_lost_tenths", d.points_lost_tenths},
                          {"difference", difference_json(d.difference)}};
    nlohmann::json candidates = nlohmann::json::array();
    for (const CandidateReview& c : d.candidates) {
        candidates.push_back({{"action", rules::action_to_string(c.action)},
                              {"value", value_json(c.value)},
                              {"below_best", difference_json(c.below_best)}});
    }
    out["candidates"] = candidates;
    if (d.live_best) {
        out["ket_played"] = format_ket(*d.live_played);
        out["ket_best"] = format_ket(*d.live_best);
    }
    return out;
}

nlohmann::json step_json(const ReviewStep& step) {
    nlohmann::json out = {{"step", step.entry},
                          {"action_step", step.action_step},
                          {"shown_step", step.shown_step()},
                          {"kind", step.luck ? "chance" : "decision"},
                          {"who", who(step)},
                          {"what", describe_entry(step.history_entry)},
                          {"before", value_json(step.before)},
                          {"after", value_json(step.after)},
                          {"before_tenths", step.before_tenths},
                          {"after_tenths", step.after_tenths},
                          {"swing_tenths", step.swing_tenths()}};
    if (step.decision) out["decision"] = decision_json(*step.decision);
    if (step.luck) {
        out["luck"] = {{"label", luck_label_id(step.luck->label)},
                       {"tenths", step.swing_tenths()},
                       {"probability", step.luck->outcome_probability},
                       {"outcomes", step.luck->outcome_count},
                       {"difference", difference_json(step.luck->luck)}};
    }
    return out;
}

std::string class_counts(const PlayerSummary& p) {
    std::string text;
    for (int c = static_cast<int>(DecisionClass::kInaccuracy); c < kDecisionClassCount; ++c) {
        const int n = p.classes[static_cast<std::size_t>(c)];
        if (n == 0) continue;
        static constexpr const char* kOne[] = {"inaccuracy", "mistake", "blunder"};
        static constexpr const char* kMany[] = {"inaccuracies", "mistakes", "blunders"};
        const int i = c - static_cast<int>(DecisionClass::kInaccuracy);
        text += (text.empty() ? "" : ", ") + std::to_string(n) + " " + (n == 1 ? kOne[i] : kMany[i]);
    }
    return text.empty() ? "none flagged" : text;
}

/// "MERCURIAL", or "MERCURIAL and RUBICON": the ships of `seat`.
std::string ships_of(const Seats& seats, Seat seat) {
    std::string text;
    for (Ship ship : kShips) {
        if (seats[static_cast<std::size_t>(ship)] != seat) continue;
        text += (text.empty() ? "" : " and ") + std::string(ship_id(ship));
    }
    return text;
}

/// The summary's line of the learner's (or the AI partner's) decisions.
std::string seat_line(const ReviewSummary& m, const Seats& seats, Seat seat) {
    const std::string ships = ships_of(seats, seat);
    if (ships.empty()) return {};
    const PlayerSummary p = decisions_of(m, seats, seat);
    std::string counts;
    for (int c = static_cast<int>(DecisionClass::kBest); c < kDecisionClassCount; ++c) {
        counts += (counts.empty() ? "" : ", ") + std::string(decision_class_id(static_cast<DecisionClass>(c))) + " " +
                  std::to_string(p.classes[static_cast<std::size_t>(c)]);
    }
    return "  " + std::string(seat == Seat::kHuman ? "the learner's decisions" : "the AI partner's decisions") + " (" +
           ships + "): " + std::to_string(p.decisions) + ", swing " + tenths_text(p.decisions_tenths, true) +
           ", points lost against the best " + tenths_text(p.points_lost_tenths) + " (" + counts + ")\n";
}

nlohmann::json classes_json(const PlayerSummary& p) {
    nlohmann::json classes;
    for (int c = 0; c < kDecisionClassCount; ++c) {
        classes[std::string(decision_class_id(static_cast<DecisionClass>(c)))] = p.classes[static_cast<std::size_t>(c)];
    }
    return classes;
}

nlohmann::json totals_json(const PlayerSummary& p) {
    return {{"decisions", p.decisions},
            {"decisions_tenths", p.decisions_tenths},
            {"points_lost_tenths", p.points_lost_tenths},
            {"classes", classes_json(p)}};
}

}  // namespace

std::string tenths_text(int tenths, bool sign) {
    const int magnitude = std::abs(tenths);
    std::string text = std::to_string(magnitude / 10) + "." + std::to_string(magnitude % 10);
    if (tenths < 0) return "-" + text;
    return sign && tenths > 0 ? "+" + text : text;
}

std::string review_text(const Review& review, const Seats& seats, const std::string& source) {
    const ReviewResult& r = review.result();
    const ReviewSettings& s = review.settings();
    std::ostringstream out;
    out << "Review of " << source << ": win probability of both players playing " << s.estimate.team.policy
        << " from each step (seed " << s.estimate.seed << ", at most " << s.estimate.max_playouts
        << " playouts an estimate)\n\n";
    // Steps are numbered as the app's step-through numbers them (ReviewStep::shown_step); the entry
    // is the history index what-if --step takes (the JSON's "step").
    out << std::left << std::setw(6) << "step" << std::setw(7) << "entry" << std::setw(11) << "who"
        << std::setw(kWhatWidth) << "what" << std::right << std::setw(7) << "before" << std::setw(8) << "after"
        << std::setw(8) << "swing"
        << "  class or luck\n";
    for (const ReviewStep& step : r.steps) {
        out << std::left << std::setw(6) << step.shown_step() << std::setw(7) << step.entry << std::setw(11)
            << who(step) << std::setw(kWhatWidth) << what(review, step) << std::right << std::setw(7)
            << tenths_text(step.before_tenths) << std::setw(8) << tenths_text(step.after_tenths) << std::setw(8)
            << tenths_text(step.swing_tenths(), true) << "  " << verdict(step) << "\n";
        if (step.decision) out << ket_line(*step.decision);
    }
    const ReviewSummary& m = r.summary;
    out << "\nSummary (win probability in %, swings in points)\n"
        << "  start:     " << tenths_text(m.start_tenths) << "\n"
        << "  decisions: " << tenths_text(m.decisions_tenths, true) << " (MERCURIAL "
        << tenths_text(m.players[0].decisions_tenths, true) << ", RUBICON "
        << tenths_text(m.players[1].decisions_tenths, true) << ")\n"
        << "  luck:      " << tenths_text(m.luck_tenths, true) << "\n"
        << "  result:    " << tenths_text(m.result_tenths) << " (" << rules::game_status_id(m.status) << ")\n"
        << "  " << tenths_text(m.start_tenths) << " " << (m.decisions_tenths < 0 ? "- " : "+ ")
        << tenths_text(std::abs(m.decisions_tenths)) << " " << (m.luck_tenths < 0 ? "- " : "+ ")
        << tenths_text(std::abs(m.luck_tenths)) << " = " << tenths_text(m.result_tenths) << "\n";
    for (Ship ship : kShips) {
        const PlayerSummary& p = m.players[static_cast<int>(ship)];
        out << "  " << ship_id(ship) << "'s player"
            << (seats[static_cast<std::size_t>(ship)] == Seat::kAi ? " (AI partner)" : "") << ": " << p.decisions
            << " decisions, points lost against the best " << tenths_text(p.points_lost_tenths) << " ("
            << class_counts(p) << ")\n";
    }
    out << seat_line(m, seats, Seat::kHuman) << seat_line(m, seats, Seat::kAi);
    out << "  key moments:";
    if (m.key_moments.empty()) out << " none";
    for (std::size_t i = 0; i < m.key_moments.size(); ++i) {
        const ReviewStep& step = r.steps[static_cast<std::size_t>(m.key_moments[i])];
        out << (i ? "," : "") << " step " << step.shown_step() << " " << what(review, step) << " ("
            << tenths_text(step.swing_tenths(), true) << ")";
    }
    out << "\n  playouts: " << m.playouts << "\n";
    return out.str();
}

nlohmann::json review_json(const Review& review, const Seats& seats, const std::string& source, double seconds) {
    const ReviewResult& r = review.result();
    const ReviewSettings& s = review.settings();
    const ReviewSummary& m = r.summary;
    nlohmann::json out;
    out["record"] = source;
    out["settings"] = {{"policy", s.estimate.team.policy},
                       {"search_playouts", s.estimate.team.search_playouts},
                       {"seed", s.estimate.seed},
                       {"max_playouts", s.estimate.max_playouts},
                       {"half_width", s.estimate.half_width},
                       {"threads", s.threads},
                       {"compare_actions", s.compare_actions}};
    nlohmann::json steps = nlohmann::json::array();
    for (const ReviewStep& step : r.steps) steps.push_back(step_json(step));
    out["steps"] = steps;
    nlohmann::json players;
    for (Ship ship : kShips) {
        nlohmann::json player = totals_json(m.players[static_cast<int>(ship)]);
        player["seat"] = seat_id(seats[static_cast<std::size_t>(ship)]);
        players[std::string(ship_id(ship))] = player;
    }
    out["summary"] = {{"start_tenths", m.start_tenths},
                      {"decisions_tenths", m.decisions_tenths},
                      {"luck_tenths", m.luck_tenths},
                      {"result_tenths", m.result_tenths},
                      {"status", rules::game_status_id(m.status)},
                      {"players", players},
                      {"learner", totals_json(decisions_of(m, seats, Seat::kHuman))},
                      {"ai_partner", totals_json(decisions_of(m, seats, Seat::kAi))},
                      {"key_moments", m.key_moments},
                      {"playouts", m.playouts},
                      {"seconds", seconds}};
    return out;
}

}  // namespace entanglion::cli
