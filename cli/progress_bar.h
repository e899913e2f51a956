#pragma once
/// A progress bar on standard error for long runs, shown only when standard error is a terminal and
/// the run has taken longer than a moment, so pipes, logs and tests never see it.

#include <chrono>
#include <string>

namespace entanglion::cli {

class ProgressBar {
public:
    /// `label` starts the line ("review"); the bar appears once `after_seconds` have passed.
    explicit ProgressBar(std::string label, double after_seconds = 1.5);
    ~ProgressBar();
    /// Redraws the bar for `finished` of `total` (from one thread).
    void update(int finished, int total);

private:
    std::string label_;
    double after_seconds_;
    bool terminal_;
    bool shown_ = false;
    std::chrono::steady_clock::time_point start_;
};

}  // namespace entanglion::cli
