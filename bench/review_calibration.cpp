// review_calibration: how well the review's win probabilities are calibrated, for docs/review.md.
// Reviews every record of a directory (the win probability at every step, no comparison of
// actions), then prints the reliability table per tenth of the range and the Brier score, in
// Markdown.
//
//   entanglion-cli simulate --games 300 --policy heuristic --difficulty 2 --seed 2026 --save-records DIR
//   review_calibration DIR [--threads T] [--playouts N] [--seed S]

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "bench/bench_arguments.h"
#include "game/analysis/calibration.h"
#include "game/rules/record.h"

namespace {

using namespace entanglion;

constexpr const char* kUsage = "review_calibration DIR [--threads T] [--playouts N] [--seed S]";

[[noreturn]] void usage(const std::string& problem) { bench::usage_error("review_calibration", kUsage, problem); }

long number(const char* text, const char* option, long low, long high) {
    return bench::whole_number(text, option, low, high, "review_calibration", kUsage);
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) usage("no directory given");
    const std::filesystem::path dir = argv[1];
    analysis::ReviewSettings settings;
    settings.compare_actions = false;
    for (int i = 2; i < argc; ++i) {
        const std::string option = argv[i];
        if (i + 1 >= argc) usage(option + " needs a value");
        if (option == "--threads") {
            settings.threads = static_cast<int>(number(argv[++i], "--threads", 1, 256));
        } else if (option == "--playouts") {
            settings.estimate.max_playouts = static_cast<int>(number(argv[++i], "--playouts", 64, 1000000));
        } else if (option == "--seed") {
            settings.estimate.seed = static_cast<std::uint64_t>(number(argv[++i], "--seed", 0, 1L << 62));
        } else {
            usage("unknown option " + option);
        }
    }
    std::vector<std::filesystem::path> files;
    std::error_code code;
    for (const auto& entry : std::filesystem::directory_iterator(dir, code)) {
        if (entry.path().extension() == ".json") files.push_back(entry.path());
    }
    if (code) usage(dir.string() + ": " + code.message());
    std::sort(files.begin(), files.end());
    const auto start = std::chrono::steady_clock::now();
    analysis::Calibration calibration;
    for (const auto& file : files) {
        std::string error;
        const auto record = rules::load_record(file, &error);
        std::optional<analysis::RecordHistory> history;
        if (record) history = analysis::read_record_history(*record, &error);
        if (!history) usage(file.string() + ": " + error);
        if (!history->positions.back().is_over()) usage(file.string() + ": the game is not finished");
        const bool won = history->positions.back().status() == rules::GameStatus::kWon;
        analysis::Review review(std::move(*history), settings);
        review.run();
        analysis::add_game(calibration, review.result(), won);
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("%d games (%d won), %d predictions, %.0f s\n\n", calibration.games, calibration.games_won,
                calibration.predictions, seconds);
    std::printf("| predicted | steps | games | mean predicted | share won | 95%% interval (by games) |\n");
    std::printf("| --- | --- | --- | --- | --- | --- |\n");
    for (std::size_t b = 0; b < calibration.bins.size(); ++b) {
        const analysis::CalibrationBin& bin = calibration.bins[b];
        const analysis::Interval i = bin.observed_interval();
        std::printf("| %zu-%zu%% | %d | %d | %.1f%% | %.1f%% | %.1f-%.1f%% |\n", b * 10, b * 10 + 10, bin.predictions,
                    bin.games, 100 * bin.mean_predicted(), 100 * bin.observed(), 100 * i.low, 100 * i.high);
    }
    std::printf("\nBrier score %.4f; always predicting the share won (%.1f%%): %.4f; skill %.2f\n", calibration.brier(),
                100.0 * calibration.predictions_won / std::max(1, calibration.predictions),
                calibration.base_rate_brier(), 1 - calibration.brier() / calibration.base_rate_brier());
    return 0;
}
