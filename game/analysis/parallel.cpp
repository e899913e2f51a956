#include "game/analysis/parallel.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

namespace entanglion::analysis {

namespace {

constexpr auto kProgressEvery = std::chrono::milliseconds(100);

/// One worker: the tasks run on the calling thread, so no thread is started (the browser's engine,
/// built without threads, reviews a game this way).
template <typename Cancelled>
bool run_tasks_here(int count, const std::function<void(int)>& task, const TaskProgress& progress,
                    const Cancelled& cancelled) {
    int finished = 0;
    auto last_report = std::chrono::steady_clock::now();
    for (int i = 0; i < count && !cancelled(); ++i) {
        task(i);
        ++finished;
        if (progress && std::chrono::steady_clock::now() - last_report >= kProgressEvery) {
            progress(finished, count);
            last_report = std::chrono::steady_clock::now();
        }
    }
    if (progress) progress(finished, count);
    return finished == count;
}

}  // namespace

bool run_tasks(int count, int threads, const std::function<void(int)>& task, const TaskProgress& progress,
               const std::atomic<bool>* cancel) {
    const auto cancelled = [cancel] { return cancel && cancel->load(std::memory_order_relaxed); };
    const int workers = std::max(1, std::min(threads, std::max(count, 1)));
    if (workers == 1) return run_tasks_here(count, task, progress, cancelled);
    std::atomic<int> next{0};
    std::atomic<int> finished{0};
    std::mutex mutex;
    std::condition_variable done;
    int running = workers;
    auto work = [&] {
        for (int i = next++; i < count && !cancelled(); i = next++) {
            task(i);
            ++finished;
        }
        std::lock_guard lock(mutex);
        --running;
        done.notify_all();
    };
    std::vector<std::thread> pool;
    pool.reserve(static_cast<std::size_t>(workers));
    for (int t = 0; t < workers; ++t) pool.emplace_back(work);
    {
        std::unique_lock lock(mutex);
        while (!done.wait_for(lock, kProgressEvery, [&] { return running == 0; })) {
            if (progress) {
                lock.unlock();
                progress(finished.load(), count);
                lock.lock();
            }
        }
    }
    for (std::thread& thread : pool) thread.join();
    if (progress) progress(finished.load(), count);
    return finished.load() == count;
}

}  // namespace entanglion::analysis
