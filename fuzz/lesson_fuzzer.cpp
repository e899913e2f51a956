// libFuzzer harness: lesson files (load_lesson_text, as `lesson validate/show` and the app read them),
// against the published board. The solver is not run: its budget is a separate check (an unbounded
// search is a hang, not a reader problem; see docs/fuzzing.md).
#include <optional>
#include <string>

#include "fuzz/harness.h"
#include "lessons/loader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace entanglion;
    return fuzz::run_text(data, size, [](std::string_view text) {
        lessons::LoadError error;
        const std::optional<lessons::Lesson> lesson =
            lessons::load_lesson_text(text, fuzz::kSourceName, Board::published(), &error);
        fuzz::check_rejection(lesson.has_value(), lesson ? std::string() : error.message());
    });
}
