#include "statevector/random.h"

#include <cassert>

namespace entanglion {
namespace {

std::uint64_t splitmix64(std::uint64_t& x) {
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

}  // namespace

Rng::Rng(std::uint64_t seed) {
    for (auto& word : state_) word = splitmix64(seed);
}

std::int64_t Rng::uniform_int(std::int64_t low, std::int64_t high) {
    assert(low <= high);
    const std::uint64_t span = static_cast<std::uint64_t>(high) - static_cast<std::uint64_t>(low) + 1;
    if (span == 0) return static_cast<std::int64_t>(next_u64());  // the full 64-bit range
    return low + static_cast<std::int64_t>(uniform_index(span));
}

double Rng::uniform01() { return static_cast<double>(next_u64() >> 11) * 0x1.0p-53; }

}  // namespace entanglion
