// The after-class reviews' cost (not a timed test; docs/performance.md, "After the class"): plays
// TABLES games with the heuristic policy on one deal (a class's same deal), then reviews them one
// after the other on the class hub's review worker (server/core/review_worker.h, one thread, the
// server's budget), and prints the wall time of all and of the slowest, and one last-move weighing.
//
//   build/bin/class_reviews [TABLES] [DIFFICULTY]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "game/policies/policy_factory.h"
#include "server/core/authoritative_game.h"
#include "server/core/review_worker.h"

using namespace entanglion;

int main(int argc, char** argv) {
    const int tables = argc > 1 ? std::clamp(std::atoi(argv[1]), 1, 50) : 15;
    const int difficulty = argc > 2 ? std::clamp(std::atoi(argv[2]), 1, 3) : 2;
    std::vector<rules::GameRecord> records;
    int actions = 0;
    for (int t = 0; t < tables; ++t) {
        server::AuthoritativeGame game(server::GameParameters{42, difficulty, rules::RulesVariant::kBoard});
        auto policy = policies::make_policy("heuristic", policies::PolicySettings{static_cast<std::uint64_t>(t)});
        for (int move = 0; move < 5000 && !game.state().is_over(); ++move) {
            std::string error;
            auto proposal = game.propose(policy->step(game.state()), &error);
            if (!proposal) {
                std::fprintf(stderr, "table %d: %s\n", t, error.c_str());
                return 1;
            }
            game.commit(std::move(*proposal));
            ++actions;
        }
        records.push_back(protocol::record_of(game.start(), game.history()));
    }
    server::ReviewBudget budget;
    server::ReviewWorker worker(budget, true);
    const auto start = std::chrono::steady_clock::now();
    for (int t = 0; t < tables; ++t)
        worker.submit(server::ReviewJob{"BENCH", static_cast<std::size_t>(t), "", true, 0, records[t]});
    if (!worker.wait_idle(std::chrono::minutes(30))) return 1;
    const double all = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::int64_t playouts = 0;
    for (const auto& done : worker.take_done()) {
        if (!done.review) {
            std::fprintf(stderr, "table %zu: %s\n", done.table, done.error.c_str());
            return 1;
        }
        playouts += done.review->playouts;
    }
    const auto move_start = std::chrono::steady_clock::now();
    std::string error;
    server::last_move_loss(records[0], budget, &error);
    const double move = std::chrono::duration<double>(std::chrono::steady_clock::now() - move_start).count();
    std::printf(
        "%d tables (difficulty %d, %d actions in all) reviewed in %.1f s on one worker thread, %lld playouts; "
        "one last move weighed in %.2f s\n",
        tables, difficulty, actions, all, static_cast<long long>(playouts), move);
    return 0;
}
