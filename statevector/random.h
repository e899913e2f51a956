#pragma once
/// A seeded pseudo-random generator whose output is identical on every machine and standard
/// library: xoshiro256** seeded through splitmix64, with our own unbiased integer and real
/// mappings. std::uniform_int_distribution and std::shuffle are deliberately not used: their
/// algorithms differ between standard libraries, which would break replayable games. Every uniform
/// choice of the game (a die, a draw, a policy's pick) is uniform_index: the one integer mapping.

#include <cassert>
#include <cstdint>

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
    /// A uniform integer in [0, bound), exact and portable: Lemire's multiply-shift, the high 64
    /// bits of next_u64() * bound, drawing again only in the rare case (probability below
    /// bound / 2^64) where the low bits fall under 2^64 mod bound. A power-of-two bound (the d8,
    /// the Centarious die) takes the top bits of one draw. Precondition: bound > 0.
    std::uint64_t uniform_index(std::uint64_t bound) {
        assert(bound > 0);
        UnsignedInt128 product = static_cast<UnsignedInt128>(next_u64()) * bound;
        auto low = static_cast<std::uint64_t>(product);
        if (low < bound) [[unlikely]] {
            const std::uint64_t threshold = (0 - bound) % bound;
            while (low < threshold) {
                product = static_cast<UnsignedInt128>(next_u64()) * bound;
                low = static_cast<std::uint64_t>(product);
            }
        }
        return static_cast<std::uint64_t>(product >> 64);
    }
    /// Uniform integer in [low, high], both inclusive; low <= high.
    std::int64_t uniform_int(std::int64_t low, std::int64_t high);
    /// Uniform real in [0, 1) with 53 random bits.
    double uniform01();

private:
    __extension__ using UnsignedInt128 = unsigned __int128;  // GCC and Clang: the product of two 64-bit words
    static constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

    std::uint64_t state_[4];
};

}  // namespace entanglion
