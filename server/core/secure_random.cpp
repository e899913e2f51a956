// Secrets from getrandom(2) (secure_random.h).
#include "server/core/secure_random.h"

#include <sys/random.h>

#include <array>
#include <cerrno>
#include <cstring>
#include <stdexcept>

#include "server/protocol/join_code.h"

namespace entanglion::server {
namespace {

template <std::size_t N>
std::array<std::uint8_t, N> random_bytes() {
    std::array<std::uint8_t, N> bytes{};
    std::size_t filled = 0;
    while (filled < N) {
        const ssize_t got = ::getrandom(bytes.data() + filled, N - filled, 0);
        if (got < 0) {
            if (errno == EINTR) continue;
            // No secret without the kernel's generator: better to stop than to hand out guessable tokens.
            throw std::runtime_error(std::string("getrandom failed: ") + std::strerror(errno));
        }
        filled += static_cast<std::size_t>(got);
    }
    return bytes;
}

}  // namespace

std::string random_token() {
    constexpr char kHex[] = "0123456789abcdef";
    std::string token;
    for (std::uint8_t byte : random_bytes<16>()) {
        token.push_back(kHex[byte >> 4]);
        token.push_back(kHex[byte & 15]);
    }
    return token;
}

std::string random_join_code() { return protocol::join_code_from_bytes(random_bytes<protocol::kJoinCodeLength>()); }

std::uint64_t random_seed() {
    std::uint64_t seed = 0;
    for (std::uint8_t byte : random_bytes<8>()) seed = seed << 8 | byte;
    return seed;
}

bool same_secret(const std::string& a, const std::string& b) {
    if (a.size() != b.size()) return false;
    unsigned char difference = 0;
    for (std::size_t i = 0; i < a.size(); ++i) difference |= static_cast<unsigned char>(a[i] ^ b[i]);
    return difference == 0;
}

}  // namespace entanglion::server
