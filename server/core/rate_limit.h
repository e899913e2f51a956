#pragma once
/// Rate limits: a token bucket (a burst, then a steady rate), and one bucket per key (a client's
/// address) for limits that must outlive a connection (guessing join codes, creating games).
/// Time is passed in, so tests step it instead of waiting.

#include <chrono>
#include <cstddef>
#include <string>
#include <unordered_map>

namespace entanglion::server {

using Clock = std::chrono::steady_clock;

struct RateLimit {
    double per_second = 1;  ///< the steady rate
    double burst = 1;       ///< how many may come at once
};

class TokenBucket {
public:
    TokenBucket() = default;
    TokenBucket(RateLimit limit, Clock::time_point now) : limit_(limit), tokens_(limit.burst), updated_(now) {}
    /// Takes one token if there is one.
    bool take(Clock::time_point now);
    /// True when the bucket is full again (nothing to remember).
    bool full(Clock::time_point now) const;
    /// Seconds until a token is there (0 when one is).
    double wait_seconds(Clock::time_point now) const;

private:
    double level(Clock::time_point now) const;
    RateLimit limit_;
    double tokens_ = 0;
    Clock::time_point updated_{};
};

/// A bucket per key; full buckets are forgotten (forget_full), so memory follows the active keys.
class KeyedRateLimiter {
public:
    explicit KeyedRateLimiter(RateLimit limit) : limit_(limit) {}
    bool take(const std::string& key, Clock::time_point now);
    /// True when `key` may take a token now (without taking it).
    bool allows(const std::string& key, Clock::time_point now) const;
    double wait_seconds(const std::string& key, Clock::time_point now) const;
    void forget_full(Clock::time_point now);
    std::size_t size() const { return buckets_.size(); }

private:
    RateLimit limit_;
    std::unordered_map<std::string, TokenBucket> buckets_;
};

}  // namespace entanglion::server
