#include "cli/arguments.h"

#include <limits>

#include "game/io/json_input.h"
#include "game/policies/policy_factory.h"

namespace entanglion::cli {
namespace {

std::string range_words(std::uint64_t low, std::uint64_t high) {
    std::string text = "a whole number from " + std::to_string(low) + " to " + std::to_string(high);
    if (high == kMaxSeed) text += " (2^64 - 1)";
    return text;
}

/// "" when `text` is decimal digits whose value lies in [low, high]; the problem otherwise.
std::string check_whole_number(const std::string& text, std::uint64_t low, std::uint64_t high) {
    const std::string expected = "expected " + range_words(low, high) + ", got " + json_input::quote(text);
    if (text.empty() || text.find_first_not_of("0123456789") != std::string::npos) return expected;
    std::uint64_t value = 0;
    for (char digit : text) {
        const auto d = static_cast<std::uint64_t>(digit - '0');
        if (value > (std::numeric_limits<std::uint64_t>::max() - d) / 10) return expected;  // beyond 2^64 - 1
        value = value * 10 + d;
    }
    return value < low || value > high ? expected : "";
}

}  // namespace

CLI::Validator whole_number(std::uint64_t low, std::uint64_t high) {
    return CLI::Validator([low, high](std::string& text) { return check_whole_number(text, low, high); },
                          "INT in [" + std::to_string(low) + ".." + std::to_string(high) + "]");
}

std::string policy_list(bool with_random) {
    std::string out;
    for (std::string_view name : policies::policy_names()) {
        if (!with_random && name == "random") continue;
        out += (out.empty() ? "" : ", ") + std::string(name);
    }
    return out;
}

CLI::Validator known_policy() {
    return CLI::Validator(
        [](std::string& value) -> std::string {
            for (std::string_view name : policies::policy_names()) {
                if (name == value) return "";
            }
            return "unknown policy \"" + value + "\": expected one of " + policy_list(true);
        },
        "POLICY");
}

CLI::Validator seed_number() {
    return CLI::Validator([](std::string& text) { return check_whole_number(text, 0, kMaxSeed); },
                          "UINT in [0..2^64-1]");
}

CLI::Validator non_empty_path() {
    return CLI::Validator(
        [](std::string& text) {
            return text.empty() ? std::string("expected a file or directory name, got \"\"") : "";
        },
        "");
}

std::string unknown_subcommand_message(const CLI::App& app, int argc, const char* const* argv) {
    const CLI::App* level = &app;
    std::string path = app.get_name().empty() ? "entanglion-cli" : app.get_name();
    for (int i = 1; i < argc; ++i) {
        const std::string word = argv[i];
        const auto subcommands = level->get_subcommands([](const CLI::App*) { return true; });
        if (subcommands.empty()) return "";                               // a leaf command parses the rest itself
        if (word == "--" || word == "-h" || word == "--help") return "";  // CLI11 prints the help
        if (word.size() > 1 && word[0] == '-') {
            // Skip an option's value ("--dir X"), unless given as "--dir=X".
            if (word.find('=') != std::string::npos) continue;
            const CLI::Option* option = level->get_option_no_throw(word);
            if (option && option->get_items_expected_min() > 0) ++i;
            continue;
        }
        const CLI::App* next = nullptr;
        std::string names;
        for (const CLI::App* command : subcommands) {
            if (command->check_name(word)) next = command;
            names += (names.empty() ? "" : ", ") + command->get_name();
        }
        if (!next) return path + ": unknown command " + json_input::quote(word) + " (commands: " + names + ")";
        path += " " + next->get_name();
        level = next;
    }
    return "";
}

}  // namespace entanglion::cli
