#include "cli/commands.h"

namespace entanglion::cli {

void add_state_command(CLI::App& /*app*/, int& /*exit_code*/) {}

}  // namespace entanglion::cli
