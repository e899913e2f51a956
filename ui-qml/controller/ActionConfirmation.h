#pragma once
/// "Confirm each action": when on, a player's action (a click, a key) is not applied at once but
/// held here while the window asks "play it?"; confirm() applies it through the controller (checked
/// again by the engine), cancel() drops it. An AI's move is never held. Reached through
/// GameController's `confirmation`; the setting is remembered by AppSettings (`game/confirmActions`).

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <optional>

#include "game/rules/action.h"

class GameController;

class ActionConfirmation : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by GameController")
    /// Whether each action is asked about first (the setting).
    Q_PROPERTY(bool askFirst READ askFirst WRITE setAskFirst NOTIFY askFirstChanged)
    /// True while an action waits for the answer.
    Q_PROPERTY(bool pending READ pending NOTIFY pendingChanged)
    /// The held action in words ("Play CNOT for Rubicon — both ships to PHI PLUS"), "" when none.
    Q_PROPERTY(QString actionText READ actionText NOTIFY pendingChanged)

public:
    ActionConfirmation(GameController& controller, QObject* parent);

    bool askFirst() const { return m_askFirst; }
    void setAskFirst(bool on);
    bool pending() const { return m_action.has_value(); }
    QString actionText() const { return m_text; }

    /// True when `action` must be asked about before it is applied: the setting is on and the
    /// action is not the one being confirmed now.
    bool holds() const { return m_askFirst && !m_confirming; }
    /// Holds `action`, worded as `text`, until confirm() or cancel().
    void ask(const entanglion::rules::Action& action, const QString& text);

    /// Applies the held action (the engine checks it again: the game may have moved meanwhile).
    Q_INVOKABLE bool confirm();
    /// Drops the held action; nothing is applied.
    Q_INVOKABLE void cancel();

signals:
    void askFirstChanged();
    void pendingChanged();

private:
    GameController& m_controller;
    bool m_askFirst = false;
    bool m_confirming = false;
    std::optional<entanglion::rules::Action> m_action;
    QString m_text;
};
