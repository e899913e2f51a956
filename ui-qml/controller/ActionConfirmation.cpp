#include "ui-qml/controller/ActionConfirmation.h"

#include "ui-qml/controller/GameController.h"

ActionConfirmation::ActionConfirmation(GameController& controller, QObject* parent)
    : QObject(parent), m_controller(controller) {}

void ActionConfirmation::setAskFirst(bool on) {
    if (on == m_askFirst) return;
    m_askFirst = on;
    if (!on) cancel();
    emit askFirstChanged();
}

void ActionConfirmation::ask(const entanglion::rules::Action& action, const QString& text) {
    m_action = action;
    m_text = text;
    emit pendingChanged();
}

bool ActionConfirmation::confirm() {
    if (!m_action) return false;
    const entanglion::rules::Action action = *m_action;
    m_action.reset();
    m_text.clear();
    emit pendingChanged();
    m_confirming = true;
    const bool applied = m_controller.apply(action);
    m_confirming = false;
    return applied;
}

void ActionConfirmation::cancel() {
    if (!m_action) return;
    m_action.reset();
    m_text.clear();
    emit pendingChanged();
}
