// Token buckets (rate_limit.h).
#include "server/core/rate_limit.h"

#include <algorithm>

namespace entanglion::server {

double TokenBucket::level(Clock::time_point now) const {
    const double elapsed = std::chrono::duration<double>(now - updated_).count();
    return std::min(limit_.burst, tokens_ + std::max(0.0, elapsed) * limit_.per_second);
}

bool TokenBucket::take(Clock::time_point now) {
    tokens_ = level(now);
    updated_ = std::max(updated_, now);
    if (tokens_ < 1) return false;
    tokens_ -= 1;
    return true;
}

bool TokenBucket::full(Clock::time_point now) const { return level(now) >= limit_.burst; }

double TokenBucket::wait_seconds(Clock::time_point now) const {
    const double missing = 1 - level(now);
    return missing <= 0 ? 0 : missing / limit_.per_second;
}

bool KeyedRateLimiter::take(const std::string& key, Clock::time_point now) {
    auto [bucket, added] = buckets_.try_emplace(key, limit_, now);
    return bucket->second.take(now);
}

bool KeyedRateLimiter::allows(const std::string& key, Clock::time_point now) const {
    return wait_seconds(key, now) == 0;
}

double KeyedRateLimiter::wait_seconds(const std::string& key, Clock::time_point now) const {
    const auto found = buckets_.find(key);
    return found == buckets_.end() ? 0 : found->second.wait_seconds(now);
}

void KeyedRateLimiter::forget_full(Clock::time_point now) {
    std::erase_if(buckets_, [now](const auto& item) { return item.second.full(now); });
}

}  // namespace entanglion::server
