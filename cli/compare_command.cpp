// entanglion-cli compare RECORD...: the records of a class's duplicate games side by side (same deal,
// result, actions, components, detection, and the points their decisions cost once the game review
// is linked). docs/teaching/pairs.md.
#include <filesystem>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "cli/arguments.h"
#include "cli/commands.h"
#include "game/classroom/duplicate.h"

namespace entanglion::cli {
namespace {

struct CompareOptions {
    std::vector<std::string> files;
    bool json = false;
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
    // The game review plugs in here (classroom::DecisionReview) once it is part of the build.
    const classroom::DecisionReview* review = nullptr;
    const classroom::Comparison comparison = classroom::compare_records(records, review);
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
        "components, detection. Exit 1 when a record has another deal than the first.");
    compare->add_option("records", options->files, "record files, one per pair (at least one)")
        ->required()
        ->check(non_empty_path());
    compare->add_flag("--json", options->json, "print JSON");
    compare->callback([options, &exit_code] { exit_code = run_compare(*options); });
}

}  // namespace entanglion::cli
