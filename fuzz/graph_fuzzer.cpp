// libFuzzer harness: transition-graph files (verify_graph_text, as `verify-board FILE` reads a
// generate-board graph). A graph that reads is verified against the published board and every report
// format is written, as the command does.
#include <optional>
#include <string>

#include "fuzz/harness.h"
#include "game/board/board.h"
#include "game/board/graph_verifier.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace entanglion;
    return fuzz::run_text(data, size, [](std::string_view text) {
        std::string error;
        const auto report = verify_graph_text(text, fuzz::kSourceName, Board::published(), &error);
        fuzz::check_rejection(report.has_value(), error);
        if (!report) return;
        (void)format_graph_report_text(*report);
        (void)format_graph_report_json(*report);
        (void)format_graph_report_markdown(*report);
    });
}
