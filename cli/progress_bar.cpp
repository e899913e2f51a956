#include "cli/progress_bar.h"

#include <unistd.h>

#include <iomanip>
#include <iostream>

namespace entanglion::cli {

namespace {
constexpr int kWidth = 30;
}

ProgressBar::ProgressBar(std::string label, double after_seconds)
    : label_(std::move(label)),
      after_seconds_(after_seconds),
      terminal_(::isatty(STDERR_FILENO) != 0),
      start_(std::chrono::steady_clock::now()) {}

ProgressBar::~ProgressBar() {
    if (shown_) std::cerr << "\n";
}

void ProgressBar::update(int finished, int total) {
    if (!terminal_ || total <= 0) return;
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    if (seconds < after_seconds_) return;
    shown_ = true;
    const int filled = kWidth * finished / total;
    std::cerr << "\r" << label_ << " [" << std::string(static_cast<std::size_t>(filled), '#')
              << std::string(static_cast<std::size_t>(kWidth - filled), '.') << "] " << std::setw(3)
              << 100 * finished / total << "%, " << std::fixed << std::setprecision(0) << seconds << " s"
              << std::defaultfloat << std::flush;
}

}  // namespace entanglion::cli
