#include "game/analysis/parallel.h"

#include <gtest/gtest.h>

#include <thread>
#include <vector>

namespace entanglion::analysis {
namespace {

TEST(ParallelTest, RunsEveryTaskOnceOnAnyNumberOfThreads) {
    for (int threads : {1, 2, 5}) {
        std::vector<int> runs(37, 0);
        int last_finished = -1;
        EXPECT_TRUE(run_tasks(
            37, threads, [&](int i) { ++runs[static_cast<std::size_t>(i)]; },
            [&](int finished, int total) {
                EXPECT_EQ(total, 37);
                last_finished = finished;
            }));
        EXPECT_EQ(runs, std::vector<int>(37, 1)) << threads << " threads";
        EXPECT_EQ(last_finished, 37);
    }
}

// The browser's engine has no threads: one worker must be the calling thread itself.
TEST(ParallelTest, OneWorkerRunsTheTasksOnTheCallingThread) {
    for (auto [count, threads] : {std::pair{9, 1}, std::pair{9, 0}, std::pair{1, 4}}) {
        std::vector<std::thread::id> ran_on;
        EXPECT_TRUE(run_tasks(count, threads, [&](int) { ran_on.push_back(std::this_thread::get_id()); }));
        EXPECT_EQ(ran_on, std::vector<std::thread::id>(static_cast<std::size_t>(count), std::this_thread::get_id()))
            << count << " tasks, " << threads << " threads";
    }
}

TEST(ParallelTest, ACancelledRunSkipsTheTasksNotStarted) {
    std::atomic<bool> cancel{false};
    std::atomic<int> ran{0};
    EXPECT_FALSE(run_tasks(
        100, 1,
        [&](int i) {
            ++ran;
            if (i == 4) cancel = true;
        },
        {}, &cancel));
    EXPECT_EQ(ran.load(), 5);
}

}  // namespace
}  // namespace entanglion::analysis
