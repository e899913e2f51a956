// libFuzzer harness: game records (record_from_json, as `replay`, `play --resume` and the app read
// them). A record that parses is also replayed, so hostile-but-valid records exercise the rules
// engine with its invariant check and FixedVector bounds checks, and written back: the writer's
// text must read again.
#include <optional>
#include <string>

#include "fuzz/harness.h"
#include "game/rules/record.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace entanglion;
    return fuzz::run_text(data, size, [](std::string_view text) {
        std::string error;
        const std::optional<rules::GameRecord> record = rules::record_from_json(text, fuzz::kSourceName, &error);
        fuzz::check_rejection(record.has_value(), error);
        if (!record) return;
        const rules::ReplayResult replay = rules::replay_record(*record, /*collect_events=*/true);
        if (!replay.state && replay.error.empty()) fuzz::fail("replay failed without a message", "");
        std::string again_error;
        if (!rules::record_from_json(rules::record_to_json(*record), fuzz::kSourceName, &again_error)) {
            fuzz::fail("a parsed record, written back, does not read again", again_error);
        }
    });
}
