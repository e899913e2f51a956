// The class reviews' worker thread (review_worker.h).
#include "server/core/review_worker.h"

#include <algorithm>

namespace entanglion::server {

ReviewWorker::ReviewWorker(ReviewBudget budget, bool threaded, std::size_t max_queued)
    : budget_(budget), max_queued_(max_queued) {
    if (threaded) thread_ = std::thread([this] { run(); });
}

ReviewWorker::~ReviewWorker() {
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    cancel_.store(true);
    wake_.notify_all();
    if (thread_.joinable()) thread_.join();
}

bool ReviewWorker::submit(ReviewJob job) {
    {
        std::lock_guard lock(mutex_);
        if (!job.full) {
            // Only the newest move of a table is worth weighing.
            const auto same = std::find_if(moves_.begin(), moves_.end(), [&job](const ReviewJob& queued) {
                return queued.class_code == job.class_code && queued.table == job.table;
            });
            if (same != moves_.end()) {
                *same = std::move(job);
                return true;
            }
        }
        if (moves_.size() + reviews_.size() >= max_queued_) return false;
        (job.full ? reviews_ : moves_).push_back(std::move(job));
    }
    wake_.notify_one();
    return true;
}

std::optional<ReviewJob> ReviewWorker::next_locked() {
    const bool review_turn = !reviews_.empty() && (moves_.empty() || !last_was_review_);
    std::deque<ReviewJob>& from = review_turn ? reviews_ : moves_;
    if (from.empty()) return std::nullopt;
    ReviewJob job = std::move(from.front());
    from.pop_front();
    last_was_review_ = review_turn;
    return job;
}

ReviewDone ReviewWorker::work(const ReviewJob& job) {
    ReviewDone done{job.class_code, job.table, job.game_code, job.full, job.history_size, {}, {}, {}};
    if (job.full) {
        done.review = review_table(job.record, budget_, &done.error, &cancel_);
    } else {
        done.last = last_move_loss(job.record, budget_, &done.error);
    }
    return done;
}

void ReviewWorker::run() {
    std::unique_lock lock(mutex_);
    while (true) {
        wake_.wait(lock, [this] { return stopping_ || !moves_.empty() || !reviews_.empty(); });
        if (stopping_) return;
        std::optional<ReviewJob> job = next_locked();
        running_ = true;
        lock.unlock();
        ReviewDone done = work(*job);
        lock.lock();
        running_ = false;
        done_.push_back(std::move(done));
        if (moves_.empty() && reviews_.empty()) idle_.notify_all();
    }
}

std::vector<ReviewDone> ReviewWorker::take_done() {
    if (!thread_.joinable()) {
        // No thread: the caller's thread does the work (the unit tests).
        while (true) {
            std::optional<ReviewJob> job;
            {
                std::lock_guard lock(mutex_);
                job = next_locked();
            }
            if (!job) break;
            ReviewDone done = work(*job);
            std::lock_guard lock(mutex_);
            done_.push_back(std::move(done));
        }
    }
    std::lock_guard lock(mutex_);
    std::vector<ReviewDone> out = std::move(done_);
    done_.clear();
    return out;
}

std::size_t ReviewWorker::pending() const {
    std::lock_guard lock(mutex_);
    return moves_.size() + reviews_.size() + (running_ ? 1 : 0);
}

bool ReviewWorker::wait_idle(std::chrono::milliseconds timeout) {
    std::unique_lock lock(mutex_);
    if (!thread_.joinable()) return true;
    return idle_.wait_for(lock, timeout, [this] { return moves_.empty() && reviews_.empty() && !running_; });
}

}  // namespace entanglion::server
