// entanglion-cli lesson list|show|check|solve|validate: the self-study lessons from the command line.
// Exit codes (cli/commands.h): 0 success, 1 a lesson check failed (goal not reached, over budget,
// card not allowed, unsolvable lesson), 2 bad input (unknown lesson, malformed move or file).
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cli/arguments.h"
#include "cli/commands.h"
#include "lessons/builtin.h"
#include "lessons/language.h"
#include "lessons/loader.h"
#include "lessons/runner.h"
#include "lessons/validate.h"

namespace entanglion::cli {
namespace {

using lessons::Lesson;

/// Options shared by the commands that name a lesson.
struct LessonArguments {
    std::string id;
    std::string directory;  ///< empty: the built-in lessons
    std::string moves;
    bool hints = false;           ///< show: print every hint instead of their count
    std::string language = "en";  ///< show: the language of the lesson's texts (--lang)
};

/// The lesson `id` from `directory` (or the built-in set); prints why not and returns nullopt.
std::optional<Lesson> find_lesson(const LessonArguments& args) {
    if (args.directory.empty()) {
        if (const Lesson* lesson = lessons::find_builtin_lesson(args.id)) return *lesson;
        std::cerr << "error: unknown lesson \"" << args.id << "\" (see: entanglion-cli lesson list)\n";
        return std::nullopt;
    }
    lessons::DirectoryLoad load = lessons::load_lesson_directory(args.directory, Board::published());
    for (Lesson& lesson : load.lessons) {
        if (lesson.id == args.id) return std::move(lesson);
    }
    for (const auto& error : load.errors) std::cerr << "error: " << error.message() << '\n';
    std::cerr << "error: no lesson \"" << args.id << "\" in " << args.directory << '\n';
    return std::nullopt;
}

void print_trail(const std::vector<lessons::LessonPosition>& trail, const std::vector<std::string>& moves) {
    std::cout << "  start: " << lessons::describe_position(trail[0]) << '\n';
    for (std::size_t i = 1; i < trail.size(); ++i) {
        std::cout << "  " << moves[i - 1] << ": " << lessons::describe_position(trail[i]) << '\n';
    }
}

int run_list() {
    const auto& all = lessons::builtin_lessons();
    int number = 1;
    for (const Lesson& lesson : all) {
        std::cout << (number < 10 ? " " : "") << number << ". " << lesson.id << "  " << lesson.title << "  ["
                  << variant_id(lesson.rules) << ", " << lesson.budget << (lesson.budget == 1 ? " card" : " cards")
                  << "]\n";
        ++number;
    }
    return 0;
}

int run_show(const LessonArguments& args) {
    const auto language = lessons::parse_language(args.language);
    if (!language) {
        std::cerr << "error: --lang: unknown language \"" << args.language << "\" (use " << lessons::language_codes()
                  << ")\n";
        return 2;
    }
    const auto lesson = find_lesson(args);
    if (!lesson) return 2;
    // The lesson's own texts follow --lang (English where a text has no translation); the labels
    // and the generated descriptions (start, cards, goal) are the CLI's, in English.
    const lessons::LessonTexts text = lesson->texts(*language);
    std::cout << text.title << "  (" << lesson->id << ", " << lesson->source << ")\n\n"
              << text.intro << "\n\n"
              << "Task: " << text.task << '\n'
              << (text.learning_goal.empty() ? "" : "Learning goal: " + text.learning_goal + '\n')
              << (text.misconception.empty() ? "" : "Misconception: " + text.misconception + '\n')
              << "Rules: " << variant_id(lesson->rules)
              << (lesson->rules == RulesVariant::kBoard ? " (moves follow the printed board)\n"
                                                        : " (moves are the real quantum gates)\n")
              << "Start: " << lessons::describe_position({lesson->start.state, lesson->start.positions}) << '\n'
              << "Cards: " << lessons::describe_cards(*lesson) << '\n'
              << "Budget: " << lesson->budget << (lesson->budget == 1 ? " card" : " cards") << '\n'
              << "Goal:\n";
    for (const std::string& line : lessons::describe_goal(lesson->goal)) std::cout << "  - " << line << '\n';
    if (!args.hints) {
        std::cout << "Hints: " << text.hints.size() << " (add --hints to read them)\n";
        return 0;
    }
    std::cout << "Hints:\n";
    for (std::size_t i = 0; i < text.hints.size(); ++i) std::cout << "  " << i + 1 << ". " << text.hints[i] << '\n';
    return 0;
}

int run_check(const LessonArguments& args) {
    const auto lesson = find_lesson(args);
    if (!lesson) return 2;
    const std::vector<std::string> moves = lessons::split_moves(args.moves);
    const lessons::CheckResult result = lessons::check_solution(*lesson, moves, Board::published());
    if (result.outcome == lessons::CheckOutcome::kMalformedMove) {
        std::cerr << "error: " << result.reason << '\n';
        return 2;
    }
    std::cout << (result.solved() ? "solved: " : "not solved: ") << result.reason << '\n';
    if (result.miss) std::cout << lessons::miss_text(*result.miss) << '\n';
    if (result.out_of_reach_after) {
        const int after = *result.out_of_reach_after;
        const int left = lesson->budget - (after + 1);
        std::cout << "After move " << after + 1 << " (" << moves[static_cast<std::size_t>(after)]
                  << ") the goal was out of reach with " << left << (left == 1 ? " card" : " cards")
                  << " left: no moves with the cards left reach it.\n";
    }
    print_trail(result.trail, moves);
    if (result.solved()) std::cout << '\n' << lesson->success << '\n';
    return result.solved() ? 0 : 1;
}

int run_solve(const LessonArguments& args) {
    const auto lesson = find_lesson(args);
    if (!lesson) return 2;
    const lessons::LessonVerdict verdict = lessons::validate_lesson(*lesson, Board::published());
    if (!verdict.solvable) {
        std::cout << "unsolvable: " << verdict.problem << '\n';
        return 1;
    }
    const std::string solution = lessons::moves_to_string(*verdict.shortest);
    std::cout << "shortest solution (" << verdict.shortest->size() << " of " << lesson->budget
              << (lesson->budget == 1 ? " card" : " cards") << "): " << solution << '\n';
    const auto check = lessons::check_solution(*lesson, lessons::split_moves(solution), Board::published());
    print_trail(check.trail, lessons::split_moves(solution));
    return 0;
}

int run_validate(const std::string& directory) {
    lessons::DirectoryLoad load = directory.empty() ? lessons::load_builtin_lessons(Board::published())
                                                    : lessons::load_lesson_directory(directory, Board::published());
    for (const auto& error : load.errors) std::cerr << "error: " << error.message() << '\n';
    int unsolvable = 0;
    for (const Lesson& lesson : load.lessons) {
        const lessons::LessonVerdict verdict = lessons::validate_lesson(lesson, Board::published());
        if (verdict.accepted()) {
            std::cout << "ok  " << lesson.source << "  " << lesson.id << "  shortest " << verdict.shortest->size()
                      << "/" << lesson.budget << ": " << lessons::moves_to_string(*verdict.shortest) << '\n';
        } else {
            ++unsolvable;
            std::cout << "FAIL  " << lesson.source << "  " << lesson.id << ": " << verdict.refusal() << '\n';
        }
    }
    std::cout << load.lessons.size() - static_cast<std::size_t>(unsolvable) << " of "
              << load.lessons.size() + load.errors.size() << " lessons valid\n";
    if (!load.errors.empty()) return 2;  // a file that does not load is bad input
    return unsolvable > 0 ? 1 : 0;
}

}  // namespace

void add_lesson_commands(CLI::App& app, int& exit_code) {
    CLI::App* lesson = app.add_subcommand("lesson", "Self-study lessons: list, show, check, solve, validate");
    lesson->require_subcommand(1);
    auto args = std::make_shared<LessonArguments>();

    CLI::App* list = lesson->add_subcommand("list", "List the built-in lessons in course order");
    list->callback([&exit_code] { exit_code = run_list(); });

    CLI::App* show = lesson->add_subcommand("show", "Show a lesson: intro, task, start, cards, budget, goal");
    show->add_option("id", args->id, "Lesson id (see lesson list)")->required();
    show->add_option("--dir", args->directory, "Read the lesson from this directory instead of the built-in set")
        ->check(non_empty_path());
    show->add_flag("--hints", args->hints, "Print every hint, in order");
    show->add_option("--lang", args->language, "Language of the lesson's texts: en (default), pl, es, cs");
    show->callback([&exit_code, args] { exit_code = run_show(*args); });

    CLI::App* check = lesson->add_subcommand(
        "check", "Play moves in a lesson: exit 0 when they reach the goal within the budget, 1 when not, 2 bad input");
    check->add_option("id", args->id, "Lesson id")->required();
    check->add_option("--moves", args->moves, "Moves such as \"H:MERCURIAL CNOT:RUBICON\"")->required();
    check->add_option("--dir", args->directory, "Read the lesson from this directory instead of the built-in set")
        ->check(non_empty_path());
    check->callback([&exit_code, args] { exit_code = run_check(*args); });

    CLI::App* solve = lesson->add_subcommand("solve", "Print a shortest solution found by breadth-first search");
    solve->add_option("id", args->id, "Lesson id")->required();
    solve->add_option("--dir", args->directory, "Read the lesson from this directory instead of the built-in set")
        ->check(non_empty_path());
    solve->callback([&exit_code, args] { exit_code = run_solve(*args); });

    CLI::App* validate = lesson->add_subcommand(
        "validate",
        "Load lesson files, prove each solvable within its budget and check that it states its learning goal and "
        "misconception in en, pl, es, cs (built-in set without DIR)");
    auto directory = std::make_shared<std::string>();
    validate->add_option("dir", *directory, "Directory of *.json lesson files")->check(non_empty_path());
    validate->callback([&exit_code, directory] { exit_code = run_validate(*directory); });
}

}  // namespace entanglion::cli
