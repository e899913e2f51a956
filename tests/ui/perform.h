#pragma once
// Plays a move written as the engine writes it ("RUBICON navigate CNOT"), so tests read like a game
// record. The app itself never parses text: this goes through the controller's typed apply().
#include <QString>

#include "game/rules/action.h"
#include "game/rules/record.h"
#include "tests/ui/walkthrough.h"
#include "ui-qml/controller/GameController.h"

namespace testing_ui {

/// Parses `text` (rules::parse_action) and applies it; false when it does not parse or is refused.
inline bool perform(GameController& controller, const QString& text) {
    std::string error;
    const std::optional<entanglion::rules::Action> action = entanglion::rules::parse_action(text.toStdString(), &error);
    return action && controller.apply(*action);
}

/// Plays the first `turns` turns of the rulebook's walkthrough in `controller`, from its record
/// saved at `path` (the dice and draws come from the record). False when a step was refused.
inline bool playWalkthrough(GameController& controller, const QString& path, int turns) {
    std::string error;
    if (!entanglion::rules::save_record(walkthrough::record(turns), path.toStdString(), &error)) return false;
    if (!controller.playRecordSetup(path)) return false;
    for (const auto& recorded : walkthrough::record(turns).actions) {
        if (!controller.apply(recorded.action)) return false;
    }
    return true;
}

}  // namespace testing_ui
