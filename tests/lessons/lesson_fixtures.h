#pragma once
/// Small hand-made lessons for the lesson tests: a valid base lesson as JSON that each test edits,
/// and loading helpers that fail the test with the loader's message.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "lessons/loader.h"

namespace entanglion::lessons::testing {

using Json = nlohmann::ordered_json;

/// A valid board lesson: from |00>, reach |11> with X for either ship, budget 2.
inline Json base_lesson_json() {
    return Json::parse(R"({
        "id": "test-lesson",
        "title": "Test lesson",
        "rules": "board",
        "intro": "Intro.",
        "task": "Reach |11>.",
        "learning_goal": {"en": "Flip two qubits.", "pl": "Odwrócić dwa kubity.", "es": "Invertir dos qubits.",
                          "cs": "Překlopit dva qubity."},
        "misconception": {"en": "X moves both ships.", "pl": "X przesuwa oba statki.",
                          "es": "X mueve ambas naves.", "cs": "X přesune obě lodě."},
        "start": {"mercurial": "ZERO", "rubicon": "ZERO"},
        "cards": {"mercurial": ["X"], "rubicon": ["X"]},
        "budget": 2,
        "goal": {"state": "ONE,ONE"},
        "hints": ["Flip both."],
        "success": "Done."
    })");
}

/// Loads `json` as "test.json"; fails the current test when it does not load.
inline Lesson load_or_fail(const Json& json) {
    LoadError error;
    auto lesson = load_lesson_text(json.dump(), "test.json", Board::published(), &error);
    EXPECT_TRUE(lesson.has_value()) << error.message();
    return lesson ? *lesson : Lesson{};
}

/// From |00> to PHI PLUS: H for Mercurial (once), CNOT and X for Rubicon, budget 2, two hints
/// ("first", "second"); its id `id`.
inline Lesson phi_plus_lesson(const std::string& id = "test-lesson") {
    Json json = base_lesson_json();
    json["id"] = id;
    json["cards"] = {{"mercurial", {{"H", 1}}}, {"rubicon", {"CNOT", "X"}}};
    json["goal"] = {{"state", "PHI_PLUS"}};
    json["hints"] = {"first", "second"};
    return load_or_fail(json);
}

/// Loads `json` expecting failure; returns the message ("" and a test failure when it loaded).
inline std::string load_error_text(const std::string& text, const std::string& source = "test.json") {
    LoadError error;
    const auto lesson = load_lesson_text(text, source, Board::published(), &error);
    EXPECT_FALSE(lesson.has_value()) << "loaded although it should not";
    return lesson ? std::string() : error.message();
}

inline std::string load_error(const Json& json) { return load_error_text(json.dump()); }

}  // namespace entanglion::lessons::testing
