#include "game/analysis/parallel.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

namespace entanglion::analysis {

bool run_tasks(int count, int threads, const std::function<void(int)>& task, const TaskProgress& progress,
               const std::atomic<bool>* cancel) {
    const auto cancelled = [cancel] { return cancel && cancel->load(std::memory_order_relaxed); };
    std::atomic<int> next{0};
    std::atomic<int> finished{0};
    std::mutex mutex;
    std::condition_variable done;
    const int workers = std::max(1, std::min(threads, std::max(count, 1)));
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
        while (!done.wait_for(lock, std::chrono::milliseconds(100), [&] { return running == 0; })) {
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
