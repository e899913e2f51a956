#include "cli/commands.h"

namespace entanglion::cli {

void add_lesson_commands(CLI::App& /*app*/, int& /*exit_code*/) {}

}  // namespace entanglion::cli
