// The terminal game's input (play_input.h).
#include "cli/play_input.h"

#include <iostream>

namespace entanglion::cli {

void print_actions(const rules::ActionList& legal) {
    for (std::size_t i = 0; i < legal.size(); ++i)
        std::cout << "  " << i + 1 << ") " << rules::action_to_string(legal[i]) << "\n";
}

std::optional<rules::Action> read_action(const std::string& line, const rules::ActionList& legal, std::string* error) {
    bool digits = !line.empty();
    for (char c : line) digits = digits && c >= '0' && c <= '9';
    if (digits) {
        const std::size_t n = line.size() > 3 ? 0 : static_cast<std::size_t>(std::stoi(line));
        if (n < 1 || n > legal.size()) {
            *error = "no action numbered " + line + " (1.." + std::to_string(legal.size()) + ")";
            return std::nullopt;
        }
        return legal[n - 1];
    }
    return rules::parse_action(line, error);
}

}  // namespace entanglion::cli
