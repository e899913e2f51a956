// entanglion-cli review: the review of a game record (game/analysis/review.h): the win probability at
// every step, each decision against the best action, each chance outcome's luck, and the summary.
#include <chrono>
#include <iostream>
#include <memory>

#include "cli/arguments.h"
#include "cli/commands.h"
#include "cli/progress_bar.h"
#include "cli/record_history_input.h"
#include "cli/review_output.h"
#include "game/analysis/review.h"

namespace entanglion::cli {
namespace {

/// --search-playouts: up to 10,000 a move.
constexpr std::uint64_t kMaxSearchPlayouts = 10000;

struct ReviewOptions {
    std::string file;
    std::string policy = "heuristic";
    int playouts = 2048;
    int search_playouts = 30;
    std::uint64_t seed = 1;
    int threads = 1;
    bool timeline = false;
    bool json = false;
    /// The ships an AI partner played (MERCURIAL, RUBICON): their decisions are not the learner's.
    std::vector<std::string> ai_ships;
};

analysis::Seats seats_of(const std::vector<std::string>& ai_ships) {
    analysis::Seats seats = analysis::kAllHuman;
    for (const std::string& ship : ai_ships) {
        seats[static_cast<std::size_t>(ship == ship_id(Ship::kMercurial) ? Ship::kMercurial : Ship::kRubicon)] =
            analysis::Seat::kAi;
    }
    return seats;
}

int run_review(const ReviewOptions& options) {
    std::optional<analysis::RecordHistory> history = load_history(options.file);
    if (!history) return 2;
    analysis::ReviewSettings settings;
    settings.estimate.team.policy = options.policy;
    settings.estimate.team.search_playouts = options.search_playouts;
    settings.estimate.seed = options.seed;
    settings.estimate.max_playouts = options.playouts;
    settings.threads = options.threads;
    settings.compare_actions = !options.timeline;
    analysis::Review review(std::move(*history), settings);
    const auto start = std::chrono::steady_clock::now();
    {
        ProgressBar bar("review");
        review.run([&bar](int finished, int total) { bar.update(finished, total); });
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (options.json) {
        std::cout << review_json(review, seats_of(options.ai_ships), options.file, seconds).dump(2) << "\n";
    } else {
        std::cout << review_text(review, seats_of(options.ai_ships), options.file);
    }
    return 0;
}

}  // namespace

void add_review_command(CLI::App& app, int& exit_code) {
    auto options = std::make_shared<ReviewOptions>();
    CLI::App* review = app.add_subcommand(
        "review",
        "Review a game record: the win probability at every step, each decision against the best action, "
        "each die and draw's luck, and a summary that adds up. Exit 2 on a bad record.");
    review->add_option("record", options->file, "record file")->required()->check(non_empty_path());
    review
        ->add_option("--policy", options->policy, "the team the win probability assumes: heuristic (default) or search")
        ->check(CLI::IsMember({"heuristic", "search"}));
    review
        ->add_option("--playouts", options->playouts,
                     "the most playouts an estimate takes (default 2048); an estimate stops once its 95% "
                     "interval is within 3 points")
        ->check(whole_number(64, kMaxReviewPlayouts));
    review
        ->add_option("--search-playouts", options->search_playouts,
                     "with --policy search: the search's playouts per move (default 30)")
        ->check(whole_number(1, kMaxSearchPlayouts));
    review->add_option("--seed", options->seed, "seed of the playouts (default 1)")->check(seed_number());
    review->add_option("--threads", options->threads, "threads (default 1); the review does not depend on it")
        ->check(whole_number(1, kMaxThreads));
    review->add_flag("--timeline", options->timeline,
                     "only the win probability at every step and the luck: do not compare the actions");
    review
        ->add_option("--ai", options->ai_ships,
                     "a ship an AI partner played (MERCURIAL or RUBICON, may be given twice): the summary "
                     "counts its decisions apart from the learner's")
        ->transform(CLI::IsMember({"MERCURIAL", "RUBICON"}, CLI::ignore_case));
    review->add_flag("--json", options->json, "print JSON (docs/review.md)");
    review->callback([options, &exit_code] { exit_code = run_review(*options); });
}

}  // namespace entanglion::cli
