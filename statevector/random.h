#pragma once
/// A seeded pseudo-random generator whose output is identical on every machine and standard
/// library: xoshiro256** seeded through splitmix64, with our own unbiased integer and real
/// mappings. std::uniform_int_distribution and std::shuffle are deliberately not used: their
/// algorithms differ between standard libraries, which would break replayable games.

#include <cstdint>
#include <vector>

namespace entanglion {

class Rng {
public:
    explicit Rng(std::uint64_t seed);

    /// The next raw 64-bit output (inline: every die roll and shuffle of a simulated game calls it).
    std::uint64_t next_u64() {
        const std::uint64_t result = rotl(state_[1] * 5, 7) * 9;
        const std::uint64_t t = state_[1] << 17;
        state_[2] ^= state_[0];
        state_[3] ^= state_[1];
        state_[1] ^= state_[2];
        state_[0] ^= state_[3];
        state_[2] ^= t;
        state_[3] = rotl(state_[3], 45);
        return result;
    }
    /// Uniform integer in [0, bound); bound must be > 0. Unbiased (rejection sampling).
    std::uint64_t uniform_below(std::uint64_t bound);
    /// Uniform integer in [low, high], both inclusive; low <= high.
    std::int64_t uniform_int(std::int64_t low, std::int64_t high);
    /// Uniform real in [0, 1) with 53 random bits.
    double uniform01();

    /// Fisher-Yates shuffle driven by uniform_below, so the permutation is portable.
    template <typename T>
    void shuffle(std::vector<T>& items) {
        for (std::size_t i = items.size(); i > 1; --i) {
            std::size_t j = static_cast<std::size_t>(uniform_below(i));
            std::swap(items[i - 1], items[j]);
        }
    }

private:
    static constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

    std::uint64_t state_[4];
};

}  // namespace entanglion
