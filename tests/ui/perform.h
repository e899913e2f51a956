#pragma once
// Plays a move written as the engine writes it ("RUBICON navigate CNOT"), so tests read like a game
// record. The app itself never parses text: this goes through the controller's typed apply().
#include <QString>

#include "game/rules/action.h"
#include "ui-qml/controller/GameController.h"

namespace testing_ui {

/// Parses `text` (rules::parse_action) and applies it; false when it does not parse or is refused.
inline bool perform(GameController& controller, const QString& text) {
    std::string error;
    const std::optional<entanglion::rules::Action> action = entanglion::rules::parse_action(text.toStdString(), &error);
    return action && controller.apply(*action);
}

}  // namespace testing_ui
