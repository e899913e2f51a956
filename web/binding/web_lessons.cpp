// The browser's lessons (web/binding/README.md): the app's own LessonSession (lessons/session) over
// the shipped course, and a MeasurementSession for the shots of the live state, driven by JSON text
// through embind. The runner checks every move and the goal; the page only shows what it says.

#include <emscripten/bind.h>

#include <optional>
#include <string>

#include "lessons/builtin.h"
#include "lessons/session/lesson_session.h"
#include "lessons/session/measurement_session.h"
#include "web/binding/web_lesson_json.h"

namespace entanglion::web {
namespace {

/// Unity builds join this file with web_table.cpp: the helper has its own name.
std::string refused(const std::string& kind, const std::string& text) {
    return json{{"ok", false}, {"refusal", kind}, {"problem", text}}.dump();
}

/// "en", "pl", "es", "cs" or a locale such as "pl-PL" (navigator.language); English otherwise.
lessons::Language language_of(const std::string& code) { return lessons::language_for_locale(code); }

}  // namespace

class WebLessons {
public:
    WebLessons() : session_(lessons::builtin_lessons()) {}

    /// The course in order: id, title in `language`, rules, budget, whether it offers a measurement.
    std::string list(const std::string& language) const {
        return json{{"lessons", lesson_list_json(session_, language_of(language))}}.dump();
    }

    /// Opens the lesson `id` from its start.
    std::string open(const std::string& id) {
        if (!session_.open(std::string_view(id))) return refused("unknown_lesson", "no lesson \"" + id + "\"");
        return ok();
    }

    std::string close() { return session_.close() ? ok() : refused("no_lesson", "no lesson is open"); }

    /// Everything the page draws of the open lesson, its texts in `language`, the moves they name
    /// worded by `move_pattern` ("%1 for %2"; "" leaves them as the files write them).
    std::string view(const std::string& language, const std::string& move_pattern) const {
        return lesson_view_json(session_, language_of(language), move_pattern).dump();
    }

    /// Plays one card as the lesson files write it ("H:MERCURIAL"); the runner accepts or refuses it.
    std::string play(const std::string& move) {
        const lessons::PlayOutcome outcome = session_.play(std::string_view(move));
        if (!outcome.accepted()) return refusal_json(outcome.result).dump();
        json out = {{"ok", true}};
        if (outcome.completed_with_cards) out["completed_with_cards"] = *outcome.completed_with_cards;
        return out.dump();
    }

    std::string undo() { return session_.undo() ? ok() : refused("nothing_to_undo", "no move to take back"); }
    std::string reset() { return session_.reset() ? ok() : refused("no_lesson", "no lesson is open"); }
    std::string reveal_hint() { return session_.reveal_hint() ? ok() : refused("no_hint", "every hint is shown"); }

    /// `shots` measurements of the live state in `bases` ("ZZ", "XX", "ZX", "XZ"), the state untouched.
    /// The generator restarts when `seed_text` (decimal, 0..2^64 - 1) differs from the last seed, so
    /// a new seed gives the counts `entanglion-cli state --shots N --seed S` prints; the same seed
    /// again goes on drawing, as the app's Measure button does.
    std::string measure(const std::string& seed_text, int shots, const std::string& bases_text) {
        if (!session_.is_open()) return refused("no_lesson", "no lesson is open");
        return measure_json(measurement_, session_.state(), seed_text, shots, bases_text).dump();
    }

private:
    static std::string ok() { return json{{"ok", true}}.dump(); }

    lessons::LessonSession session_;
    lessons::MeasurementSession measurement_;
};

}  // namespace entanglion::web

EMSCRIPTEN_BINDINGS(entanglion_lessons) {
    using entanglion::web::WebLessons;
    emscripten::class_<WebLessons>("Lessons")
        .constructor<>()
        .function("list", &WebLessons::list)
        .function("open", &WebLessons::open)
        .function("close", &WebLessons::close)
        .function("view", &WebLessons::view)
        .function("play", &WebLessons::play)
        .function("undo", &WebLessons::undo)
        .function("reset", &WebLessons::reset)
        .function("revealHint", &WebLessons::reveal_hint)
        .function("measure", &WebLessons::measure);
}
