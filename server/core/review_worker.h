#pragma once
/// Runs the class tables' reviews (table_review.h) off the event loop: one worker thread takes the
/// jobs the class hub submits, and the hub collects the finished ones in its housekeeping (about
/// once a second). Qt-free.
///
/// - A last-move job (the "costly move" flag) replaces a queued one of the same table: when the
///   worker is behind, only each table's newest move is weighed.
/// - Last-move and full-review jobs alternate, so neither kind starves the other.
/// - Without a thread (`threaded` false: the unit tests) take_done() runs the queued jobs itself.
/// - The destructor cancels a running review and joins the thread.

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "server/core/table_review.h"

namespace entanglion::server {

struct ReviewJob {
    std::string class_code;
    std::size_t table = 0;
    std::string game_code;  ///< the table's game, so a result for a replaced game is recognised
    bool full = false;      ///< the whole game (finished); else the last move only
    std::size_t history_size = 0;
    rules::GameRecord record;
};

struct ReviewDone {
    std::string class_code;
    std::size_t table = 0;
    std::string game_code;
    bool full = false;
    std::size_t history_size = 0;
    std::optional<TableReview> review;  ///< full jobs
    std::optional<LastMoveLoss> last;   ///< last-move jobs (nullopt: no choice to judge)
    std::string error;                  ///< a record that did not replay
};

class ReviewWorker {
public:
    ReviewWorker(ReviewBudget budget, bool threaded, std::size_t max_queued = 10000);
    ~ReviewWorker();
    ReviewWorker(const ReviewWorker&) = delete;
    ReviewWorker& operator=(const ReviewWorker&) = delete;

    /// Queues a job. False when the queue is full (the job is dropped; the caller may submit later).
    bool submit(ReviewJob job);
    /// The jobs finished since the last call (without a thread: runs every queued job first).
    std::vector<ReviewDone> take_done();
    /// Jobs queued or running.
    std::size_t pending() const;
    /// Waits until nothing is queued or running, at most `timeout` (tests). True when idle.
    bool wait_idle(std::chrono::milliseconds timeout);

private:
    void run();
    ReviewDone work(const ReviewJob& job);
    /// The next job to run, alternating kinds; nullopt when none. Called with the lock held.
    std::optional<ReviewJob> next_locked();

    ReviewBudget budget_;
    std::size_t max_queued_;
    mutable std::mutex mutex_;
    std::condition_variable wake_;
    std::condition_variable idle_;
    std::deque<ReviewJob> moves_;
    std::deque<ReviewJob> reviews_;
    std::vector<ReviewDone> done_;
    bool last_was_review_ = false;
    bool running_ = false;
    bool stopping_ = false;
    std::atomic<bool> cancel_{false};
    std::thread thread_;
};

}  // namespace entanglion::server
