#include "cli/record_history_input.h"

#include <iostream>

#include "game/rules/record.h"

namespace entanglion::cli {

std::optional<analysis::RecordHistory> load_history(const std::string& file) {
    std::string error;
    const std::optional<rules::GameRecord> record = rules::load_record(file, &error);
    if (!record) {
        std::cerr << error << "\n";  // load_record names the file and the place
        return std::nullopt;
    }
    std::optional<analysis::RecordHistory> history = analysis::read_record_history(*record, &error);
    if (!history) std::cerr << file << ": " << error << "\n";
    return history;
}

}  // namespace entanglion::cli
