#pragma once
/// Secrets from the kernel's CSPRNG (getrandom(2)): seat tokens, join codes and game seeds. Never
/// the game's seeded generator, whose outputs follow from its seed.

#include <cstdint>
#include <string>

namespace entanglion::server {

/// 128 random bits as 32 lowercase hex digits: a seat's token.
std::string random_token();
/// A new join code (join_code.h), canonical form.
std::string random_join_code();
/// A game's secret seed.
std::uint64_t random_seed();

/// Compares two secrets in time independent of where they first differ.
bool same_secret(const std::string& a, const std::string& b);

}  // namespace entanglion::server
