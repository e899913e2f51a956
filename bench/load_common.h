#pragma once
// What the server load generators (server_load, class_load) share: a process's CPU time and run-queue
// wait from /proc, the open-file limit raised, and a latency list's percentiles.

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

namespace entanglion::bench {

/// CPU seconds (user + system) a process has used, from /proc; -1 when unknown.
inline double cpu_seconds(int pid) {
    std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
    std::string text((std::istreambuf_iterator<char>(stat)), std::istreambuf_iterator<char>());
    const auto end = text.rfind(')');
    if (end == std::string::npos) return -1;
    std::istringstream fields(text.substr(end + 2));
    std::string field;
    double ticks = 0;
    for (int i = 3; i <= 15 && fields >> field; ++i) {
        if (i == 14 || i == 15) ticks += std::stod(field);
    }
    return ticks / static_cast<double>(sysconf(_SC_CLK_TCK));
}

/// Seconds a process has waited on the run queue (runnable, not running), from /proc/PID/schedstat;
/// -1 when unknown. On a shared machine this is the CPU other processes took from it.
inline double run_queue_seconds(int pid) {
    std::ifstream stat("/proc/" + std::to_string(pid) + "/schedstat");
    double running = 0, waiting = -1e9;
    stat >> running >> waiting;
    return waiting / 1e9;
}

/// Thousands of connections in one process: the soft limit on open files raised to the hard one.
inline void raise_open_file_limit() {
    rlimit limit{};
    if (getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur < limit.rlim_max) {
        limit.rlim_cur = limit.rlim_max;
        setrlimit(RLIMIT_NOFILE, &limit);
    }
}

/// Latencies in microseconds, sorted once; percentiles in milliseconds (0 when empty).
class Latencies {
public:
    void add(std::int64_t us) { values_.push_back(us); }
    void clear() { values_.clear(); }
    std::size_t size() const { return values_.size(); }
    bool empty() const { return values_.empty(); }
    void sort() { std::sort(values_.begin(), values_.end()); }
    /// Precondition: sort() since the last add().
    double percentile_ms(double p) const {
        if (values_.empty()) return 0.0;
        const auto i = static_cast<std::size_t>(p * static_cast<double>(values_.size() - 1));
        return static_cast<double>(values_[i]) / 1000.0;
    }

private:
    std::vector<std::int64_t> values_;
};

}  // namespace entanglion::bench
