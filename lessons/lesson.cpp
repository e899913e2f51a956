#include "lessons/lesson.h"

#include <cmath>
#include <cstdio>

#include "statevector/entanglement.h"
#include "statevector/format.h"

namespace entanglion::lessons {
namespace {

std::string format_probability(double value) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%g", value);
    return buffer;
}

}  // namespace

bool Goal::empty() const {
    return !state && !mercurial_planet && !rubicon_planet && !entangled && !certain_mercurial && !certain_rubicon &&
           !probability_of_one_mercurial && !probability_of_one_rubicon && !outcomes;
}

const CardAllowance* Lesson::allowance_for(const Gate& gate) const {
    for (const CardAllowance& card : cards) {
        if (card.ship == gate.ship && card.kind == gate.kind) return &card;
    }
    return nullptr;
}

LessonTexts Lesson::texts(Language language) const {
    const LessonTexts& translated = translations[static_cast<std::size_t>(language)];
    const auto pick = [](const std::string& text, const std::string& english) { return text.empty() ? english : text; };
    LessonTexts result{pick(translated.title, title),
                       pick(translated.intro, intro),
                       pick(translated.task, task),
                       {},
                       pick(translated.success, success),
                       pick(translated.learning_goal, learning_goal),
                       pick(translated.misconception, misconception)};
    for (std::size_t i = 0; i < hints.size(); ++i) {
        result.hints.push_back(i < translated.hints.size() ? pick(translated.hints[i], hints[i]) : hints[i]);
    }
    return result;
}

std::vector<std::string> Lesson::untranslated_fields(Language language) const {
    std::vector<std::string> missing;
    if (language == Language::kEnglish) return missing;
    const LessonTexts& translated = translations[static_cast<std::size_t>(language)];
    if (translated.title.empty()) missing.emplace_back("/title");
    if (translated.intro.empty()) missing.emplace_back("/intro");
    if (translated.task.empty()) missing.emplace_back("/task");
    for (std::size_t i = 0; i < hints.size(); ++i) {
        if (i >= translated.hints.size() || translated.hints[i].empty())
            missing.push_back("/hints/" + std::to_string(i));
    }
    if (translated.success.empty()) missing.emplace_back("/success");
    // The teaching notes are optional to the loader; one that is not there at all is not "untranslated".
    if (translated.learning_goal.empty() && !learning_goal.empty()) missing.emplace_back("/learning_goal");
    if (translated.misconception.empty() && !misconception.empty()) missing.emplace_back("/misconception");
    return missing;
}

bool goal_reached(const Goal& goal, const LessonPosition& position) {
    const TwoQubitState& state = position.state;
    if (goal.state && !state.equals_up_to_phase(*goal.state, kGoalTolerance)) return false;
    if (goal.mercurial_planet || goal.rubicon_planet) {
        if (!position.positions) return false;
        if (goal.mercurial_planet && position.positions->mercurial != *goal.mercurial_planet) return false;
        if (goal.rubicon_planet && position.positions->rubicon != *goal.rubicon_planet) return false;
    }
    if (goal.entangled) {
        const bool entangled = !factor_product(state, 1e-6).has_value();
        if (entangled != *goal.entangled) return false;
    }
    if (goal.certain_mercurial &&
        !near_goal_value(state.probability_of_one(Ship::kMercurial), *goal.certain_mercurial)) {
        return false;
    }
    if (goal.certain_rubicon && !near_goal_value(state.probability_of_one(Ship::kRubicon), *goal.certain_rubicon))
        return false;
    if (goal.probability_of_one_mercurial &&
        !near_goal_value(state.probability_of_one(Ship::kMercurial), *goal.probability_of_one_mercurial)) {
        return false;
    }
    if (goal.probability_of_one_rubicon &&
        !near_goal_value(state.probability_of_one(Ship::kRubicon), *goal.probability_of_one_rubicon)) {
        return false;
    }
    if (goal.outcomes) {
        const Eigen::Vector4d p = state.probabilities();
        const double agree = p[0] + p[3];  // |00> and |11>
        if (!near_goal_value(agree, *goal.outcomes == Goal::Outcomes::kAgree ? 1.0 : 0.0)) return false;
    }
    return true;
}

std::vector<std::string> describe_goal(const Goal& goal) {
    std::vector<std::string> lines;
    if (goal.state) {
        const std::string name = goal.state_id.empty() ? std::string("the state") : goal.state_id;
        lines.push_back("state: " + name + " = " + format_ket_labelled(*goal.state) + " (up to global phase)");
    }
    if (goal.mercurial_planet)
        lines.push_back("Mercurial on " + std::string(planet_display_name(*goal.mercurial_planet)));
    if (goal.rubicon_planet) lines.push_back("Rubicon on " + std::string(planet_display_name(*goal.rubicon_planet)));
    if (goal.entangled) {
        lines.push_back(*goal.entangled ? "the ships are entangled (the state does not factor per ship)"
                                        : "the ships are not entangled (the state factors per ship)");
    }
    if (goal.certain_mercurial) {
        lines.push_back("measuring Mercurial certainly gives " + std::to_string(*goal.certain_mercurial));
    }
    if (goal.certain_rubicon) {
        lines.push_back("measuring Rubicon certainly gives " + std::to_string(*goal.certain_rubicon));
    }
    if (goal.probability_of_one_mercurial) {
        lines.push_back("A measurement of Mercurial gives 1 with probability " +
                        format_probability(*goal.probability_of_one_mercurial));
    }
    if (goal.probability_of_one_rubicon) {
        lines.push_back("A measurement of Rubicon gives 1 with probability " +
                        format_probability(*goal.probability_of_one_rubicon));
    }
    if (goal.outcomes) {
        lines.push_back(*goal.outcomes == Goal::Outcomes::kAgree ? "measuring both ships always gives equal bits"
                                                                 : "measuring both ships always gives different bits");
    }
    return lines;
}

std::string describe_position(const LessonPosition& position) {
    std::string text = format_ket_labelled(position.state);
    if (!position.positions) return text + " (no planet)";
    const ShipPositions& at = *position.positions;
    if (at.in_entanglion()) return text + " (both ships on " + std::string(planet_display_name(at.mercurial)) + ")";
    return text + " (Mercurial on " + std::string(planet_display_name(at.mercurial)) + ", Rubicon on " +
           std::string(planet_display_name(at.rubicon)) + ")";
}

std::string describe_cards(const Lesson& lesson) {
    std::string text;
    for (const CardAllowance& card : lesson.cards) {
        if (!text.empty()) text += ", ";
        text += gate_to_string(Gate{card.kind, card.ship});
        if (card.limit) text += " (up to " + std::to_string(*card.limit) + ")";
    }
    return text;
}

}  // namespace entanglion::lessons
