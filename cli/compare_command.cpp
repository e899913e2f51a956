// entanglion-cli compare RECORD...: the records of a class's duplicate games side by side (same deal,
// result, actions, components, detection, and the points their decisions cost by the game review).
// docs/teaching/pairs.md.
#include <filesystem>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "cli/arguments.h"
#include "cli/commands.h"
#include "game/analysis/review.h"
#include "game/classroom/duplicate.h"

namespace entanglion::cli {
namespace {

struct CompareOptions {
    std::vector<std::string> files;
    bool json = false;
    bool review = true;
    int playouts = 2048;
    std::uint64_t seed = 1;
    int threads = 1;
};

/// The game review (game/analysis) as the comparison's "points lost" column: the points of win
/// probability each pair's decisions lost against the best actions, where significant, summed
/// over both players (docs/review.md).
class ReviewedDecisions final : public classroom::DecisionReview {
public:
    explicit ReviewedDecisions(const CompareOptions& options) {
        settings_.estimate.seed = options.seed;
        settings_.estimate.max_playouts = options.playouts;
        settings_.threads = options.threads;
    }
    std::optional<double> points_lost(const rules::GameRecord& record) const override {
        std::string error;
        std::optional<analysis::RecordHistory> history = analysis::read_record_history(record, &error);
        if (!history) return std::nullopt;
        analysis::Review review(std::move(*history), settings_);
        if (!review.run()) return std::nullopt;
        int tenths = 0;
        for (const analysis::PlayerSummary& player : review.result().summary.players)
            tenths += player.points_lost_tenths;
        return tenths / 10.0;
    }

private:
    analysis::ReviewSettings settings_;
};

int run_compare(const CompareOptions& options) {
    std::vector<classroom::NamedRecord> records;
    for (const std::string& file : options.files) {
        std::string error;
        auto record = rules::load_record(file, &error);
        if (!record) {
            std::cerr << error << '\n';
            return 2;
        }
        records.push_back({std::filesystem::path(file).filename().string(), std::move(*record)});
    }
    const ReviewedDecisions review(options);
    const classroom::Comparison comparison = classroom::compare_records(records, options.review ? &review : nullptr);
    std::cout << (options.json ? classroom::format_comparison_json(comparison)
                               : classroom::format_comparison_text(comparison));
    for (const classroom::PairResult& pair : comparison.pairs) {
        if (!pair.error.empty()) return 2;  // a record that does not replay is bad input
    }
    return comparison.all_same_deal ? 0 : 1;
}

}  // namespace

void add_compare_command(CLI::App& app, int& exit_code) {
    auto options = std::make_shared<CompareOptions>();
    CLI::App* compare = app.add_subcommand(
        "compare",
        "Compare the records of duplicate games (every pair played the same seed): same deal, result, actions, "
        "components, detection, and the points their decisions lost by the game review. Exit 1 when a record has "
        "another deal than the first.");
    compare->add_option("records", options->files, "record files, one per pair (at least one)")
        ->required()
        ->check(non_empty_path());
    compare->add_flag("--json", options->json, "print JSON");
    compare->add_flag("!--no-review", options->review, "skip the review (no points-lost column; much faster)");
    compare->add_option("--playouts", options->playouts, "the review's most playouts per estimate (default 2048)")
        ->check(whole_number(64, kMaxReviewPlayouts));
    compare->add_option("--seed", options->seed, "the review's seed (default 1)")->check(seed_number());
    compare
        ->add_option("--threads", options->threads, "the review's threads (default 1); the figures do not depend on it")
        ->check(whole_number(1, kMaxThreads));
    compare->callback([options, &exit_code] { exit_code = run_compare(*options); });
}

}  // namespace entanglion::cli
