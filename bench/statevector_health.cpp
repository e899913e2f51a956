// The full numerical-health run: ten million random engine-card gates (X, H, CNOT, SWAP on random
// ships) from |00>, snapping after each gate as the game does. Prints the largest norm error and
// how many steps left an unnamed state; exits 0 when the norm stayed within 1e-12 of 1 and every
// state was named, 1 otherwise, 2 on a bad argument.
//
//   build/bin/statevector_health [--gates N] [--seed S] [--no-snap]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "statevector/card_walk.h"
#include "statevector/format.h"

namespace {

bool parse_count(const char* text, std::uint64_t* value) {
    char* end = nullptr;
    const unsigned long long parsed = std::strtoull(text, &end, 10);
    if (end == text || *end != '\0' || text[0] == '-') return false;
    *value = parsed;
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    std::uint64_t gates = 10'000'000;
    std::uint64_t seed = 20260101;
    bool snap = true;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if ((arg == "--gates" || arg == "--seed") && i + 1 < argc) {
            std::uint64_t* target = arg == "--gates" ? &gates : &seed;
            if (!parse_count(argv[++i], target)) {
                std::fprintf(stderr, "statevector_health: %s needs a non-negative integer, got \"%s\"\n", argv[i - 1],
                             argv[i]);
                return 2;
            }
        } else if (arg == "--no-snap") {
            snap = false;
        } else {
            std::fprintf(stderr,
                         "statevector_health: unknown argument \"%s\" (usage: [--gates N] [--seed S] [--no-snap])\n",
                         argv[i]);
            return 2;
        }
    }

    const entanglion::StateCatalogue catalogue = entanglion::card_reachable_catalogue();
    entanglion::Rng rng(seed);
    const auto begin = std::chrono::steady_clock::now();
    const entanglion::CardWalkReport report =
        entanglion::run_card_walk(entanglion::TwoQubitState(), gates, rng, catalogue, snap);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();

    const bool healthy = report.max_norm_error <= 1e-12 && report.unidentified_steps == 0 && report.final_match;
    std::printf("gates:              %llu (seed %llu, snap %s)\n", static_cast<unsigned long long>(report.gates),
                static_cast<unsigned long long>(seed), snap ? "after every gate" : "off");
    std::printf("max |norm - 1|:     %.3e\n", report.max_norm_error);
    std::printf("unnamed steps:      %llu\n", static_cast<unsigned long long>(report.unidentified_steps));
    std::printf("final state:        %s\n", entanglion::format_ket_labelled(report.final_state).c_str());
    std::printf(
        "final named state:  %s\n",
        report.final_match
            ? (entanglion::describe_match(*report.final_match) + " (" + report.final_match->named->id + ")").c_str()
            : "none");
    std::printf("time:               %.2f s (gate + snap + norm + identify per step)\n", seconds);
    std::printf("result:             %s\n", healthy ? "HEALTHY" : "FAILED");
    return healthy ? 0 : 1;
}
