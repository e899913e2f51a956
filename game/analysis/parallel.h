#pragma once
/// Independent tasks on a few threads, with progress and cancellation: the review's and the hint's
/// one way to use threads. Each task writes only its own result slot, so the results do not depend
/// on the number of threads or on which thread ran which task.

#include <atomic>
#include <functional>

namespace entanglion::analysis {

/// Called with how many tasks are finished and how many there are.
using TaskProgress = std::function<void(int finished, int total)>;

/// Runs task(i) for every i in [0, count) on `threads` worker threads while the calling thread waits,
/// calling `progress` from the calling thread about every 100 ms and once at the end. With one
/// worker (threads <= 1, or a single task) the tasks run on the calling thread itself, no thread
/// started, and `progress` comes between tasks.
/// When `cancel` becomes true, tasks not yet started are skipped (a running task may look at
/// `cancel` itself) and the function returns false once the running ones end; otherwise true.
bool run_tasks(int count, int threads, const std::function<void(int)>& task, const TaskProgress& progress = {},
               const std::atomic<bool>* cancel = nullptr);

}  // namespace entanglion::analysis
