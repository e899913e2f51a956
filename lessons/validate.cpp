#include "lessons/validate.h"

#include <algorithm>

#include "lessons/solver.h"

namespace entanglion::lessons {
namespace {

std::string cards_text(int count) { return std::to_string(count) + (count == 1 ? " card" : " cards"); }

std::string stopped_text(const SolveResult& result) {
    return "the search stopped after exploring " + std::to_string(result.positions_found) +
           " positions (the solver's limit)";
}

constexpr std::string_view kLanguageNames[kLanguageCount] = {"English", "Polish", "Spanish", "Czech"};

void check_note(const Lesson& lesson, std::string_view field, std::string_view what, std::string Lesson::*english,
                std::string LessonTexts::*translated, std::vector<std::string>* problems) {
    const std::string why = "(every lesson states " + std::string(what) + ", in " + language_codes() + ")";
    const std::string pointer = "/" + std::string(field);
    if ((lesson.*english).empty()) {
        problems->push_back(pointer + ": missing " + why);
        return;
    }
    for (Language language : kLanguages) {
        if (language == Language::kEnglish) continue;
        const auto index = static_cast<std::size_t>(language);
        if (!(lesson.translations[index].*translated).empty()) continue;
        problems->push_back(pointer + "/" + std::string(language_code(language)) + ": no " +
                            std::string(kLanguageNames[index]) + " text " + why);
    }
}

}  // namespace

std::vector<std::string> teaching_note_problems(const Lesson& lesson) {
    std::vector<std::string> problems;
    check_note(lesson, "learning_goal", "its learning goal", &Lesson::learning_goal, &LessonTexts::learning_goal,
               &problems);
    check_note(lesson, "misconception", "the misconception it addresses", &Lesson::misconception,
               &LessonTexts::misconception, &problems);
    return problems;
}

std::string LessonVerdict::refusal() const {
    std::string text = solvable ? std::string() : problem;
    for (const std::string& note : note_problems) text += (text.empty() ? "" : "; ") + note;
    return text;
}

LessonVerdict validate_lesson(const Lesson& lesson, const Board& board) {
    LessonVerdict verdict;
    verdict.note_problems = teaching_note_problems(lesson);
    SolveResult within = solve(lesson, board);
    if (within.solution) {
        verdict.solvable = true;
        verdict.shortest = std::move(within.solution);
        return verdict;
    }
    const std::string budget = cards_text(lesson.budget);
    if (within.stopped_at_limit) {
        verdict.problem =
            "not solvable within " + budget + " after exploring " + std::to_string(within.positions_found) +
            " positions: the search stopped at the solver's limit (allow fewer cards or a smaller budget)";
        return verdict;
    }
    const int further = std::max(kMaxLessonBudget, lesson.budget);
    const SolveResult beyond = solve(lesson, board, further);
    if (beyond.solution) {
        verdict.problem = "goal not reachable within the budget of " + budget + " (the shortest solution needs " +
                          std::to_string(beyond.solution->size()) + ": " + moves_to_string(*beyond.solution) + ")";
    } else if (beyond.stopped_at_limit) {
        verdict.problem = "goal not reachable within the budget of " + budget + " after exploring " +
                          std::to_string(within.positions_found) + " positions; looking further, " +
                          stopped_text(beyond);
    } else {
        verdict.problem = "goal not reachable with the allowed cards (searched up to " + cards_text(further) + ")";
    }
    return verdict;
}

std::string moves_to_string(const std::vector<Gate>& moves) {
    std::string text;
    for (const Gate& gate : moves) {
        if (!text.empty()) text += ' ';
        text += gate_to_string(gate);
    }
    return text;
}

}  // namespace entanglion::lessons
