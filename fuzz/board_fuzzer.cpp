// libFuzzer harness: board files (Board::load_text, as `verify-board --board` and
// `transitions --board` read them). A board that loads must round-trip through its writer, and its
// navigation table (every card from every position, the real gates included) must build.
#include <optional>
#include <string>

#include "fuzz/harness.h"
#include "game/board/board.h"
#include "game/rules/navigation.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace entanglion;
    return fuzz::run_text(data, size, [](std::string_view text) {
        std::string error;
        const std::optional<Board> board = Board::load_text(text, fuzz::kSourceName, &error);
        fuzz::check_rejection(board.has_value(), error);
        if (!board) return;
        std::string again_error;
        if (!Board::load_text(board->to_json(), fuzz::kSourceName, &again_error)) {
            fuzz::fail("a loaded board, written back, does not load again", again_error);
        }
        (void)rules::navigation_table(*board);
        (void)board->all_printed_moves();
    });
}
