#pragma once
/// Reading a record file into the analysis's flat history for the commands that look back at a game
/// (review, what-if, hint): the reader's located message and exit code 2 on a bad file, as
/// everywhere.

#include <optional>
#include <string>

#include "game/analysis/record_history.h"

namespace entanglion::cli {

/// The history of the record in `file`; nullopt after writing "FILE: problem" to stderr.
std::optional<analysis::RecordHistory> load_history(const std::string& file);

}  // namespace entanglion::cli
