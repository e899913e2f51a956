#pragma once
/// Argument checks shared by the entanglion-cli commands. CLI11 converts numbers leniently (a seed
/// of -1 or 2^64 wraps around, `--games 0` is reported with a 309-digit bound), so numbers are
/// checked here on their text, before conversion, and every message says the allowed range in
/// words. Exit code 2 for all of them (cli/commands.h).

#include <CLI/CLI.hpp>
#include <cstdint>
#include <string>

namespace entanglion::cli {

/// The largest seed: 2^64 - 1.
inline constexpr std::uint64_t kMaxSeed = UINT64_MAX;
/// --playouts of the game review (the most playouts an estimate takes); --threads of every command
/// that has it (far more than the cores of any machine this runs on).
inline constexpr std::uint64_t kMaxReviewPlayouts = 1000000;
inline constexpr std::uint64_t kMaxThreads = 256;
/// --budget-ms of a searching policy (hint, simulate): up to a minute per move.
inline constexpr std::uint64_t kMaxBudgetMs = 60000;
/// --playouts of a searching policy (hint, simulate, what-if): at most a million per move (some
/// minutes a move).
inline constexpr std::uint64_t kMaxPlayouts = 1000000;

/// A whole number in decimal digits (no sign, no exponent) from `low` to `high`, e.g.
/// "--games: expected a whole number from 1 to 100000000, got \"0\"".
CLI::Validator whole_number(std::uint64_t low, std::uint64_t high);
/// A seed: a whole number from 0 to 18446744073709551615 (2^64 - 1).
CLI::Validator seed_number();
/// A file or directory name that is not empty: `--board ''` is a mistake, not "the default".
CLI::Validator non_empty_path();

/// The policies make_policy() knows, weakest first: "random, heuristic, search" (without random when
/// `with_random` is false).
std::string policy_list(bool with_random = true);
/// A policy name make_policy() knows: "unknown policy \"greedy\": expected one of random, heuristic, search".
CLI::Validator known_policy();

/// When argv names a sub-command that does not exist at any level (`entanglion-cli lesson bogus`),
/// the message naming it and the commands that exist there; "" otherwise. Options before the
/// word are skipped with their values.
std::string unknown_subcommand_message(const CLI::App& app, int argc, const char* const* argv);

}  // namespace entanglion::cli
