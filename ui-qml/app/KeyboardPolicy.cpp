#include "ui-qml/app/KeyboardPolicy.h"

#include <QCoreApplication>
#include <QKeyEvent>

KeyboardPolicy::KeyboardPolicy(QObject* parent) : QObject(parent) {}

void KeyboardPolicy::setWindow(QQuickWindow* window) {
    if (m_window == window) return;
    if (m_window) {
        m_window->removeEventFilter(this);
        disconnect(m_following);
    }
    m_window = window;
    if (m_window) {
        m_window->installEventFilter(this);
        m_following = connect(m_window, &QQuickWindow::activeFocusItemChanged, this, &KeyboardPolicy::rememberFocus);
        rememberFocus();
    }
    emit windowChanged();
}

void KeyboardPolicy::setHeader(QQuickItem* header) {
    if (m_header == header) return;
    m_header = header;
    emit headerChanged();
}

bool KeyboardPolicy::isButton(const QQuickItem* item) {
    return item != nullptr && item->inherits("QQuickAbstractButton");
}

bool KeyboardPolicy::eventFilter(QObject* watched, QEvent* event) {
    if (watched != m_window || m_delivering) return false;
    if (event->type() == QEvent::KeyPress) return pressFocusedButton(static_cast<QKeyEvent*>(event));
    return false;
}

bool KeyboardPolicy::pressFocusedButton(QKeyEvent* event) {
    if (event->key() != Qt::Key_Return && event->key() != Qt::Key_Enter) return false;
    if ((event->modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier) return false;
    QPointer<QQuickItem> button = m_window->activeFocusItem();
    if (!isButton(button) || !button->isEnabled() || !button->isVisible()) return false;
    if (event->isAutoRepeat()) return true;  // one press, one click, as with Space
    // The button's own handlers first (Keys.onReturnPressed: a card plays, a dialog answers).
    event->setAccepted(false);
    m_delivering = true;
    QCoreApplication::sendEvent(button, event);
    m_delivering = false;
    if (!event->isAccepted() && button) {
        // Pressed as Space presses it (Qt 6.4's AbstractButton has no invokable click()): the
        // button's own press, release and click, checkable buttons toggling.
        QKeyEvent press(QEvent::KeyPress, Qt::Key_Space, Qt::NoModifier, QStringLiteral(" "));
        QCoreApplication::sendEvent(button, &press);
        QKeyEvent release(QEvent::KeyRelease, Qt::Key_Space, Qt::NoModifier, QStringLiteral(" "));
        if (button) QCoreApplication::sendEvent(button, &release);
    }
    event->setAccepted(true);
    return true;
}

bool KeyboardPolicy::inHeader(const QQuickItem* item) const {
    return item != nullptr && m_header != nullptr && (item == m_header || m_header->isAncestorOf(item));
}

bool KeyboardPolicy::inPopup(const QQuickItem* item) {
    for (const QQuickItem* up = item; up != nullptr; up = up->parentItem()) {
        if (up->inherits("QQuickOverlay")) return true;
    }
    return false;
}

void KeyboardPolicy::rememberFocus() {
    QQuickItem* focused = m_window ? m_window->activeFocusItem() : nullptr;
    if (focused == nullptr) return;
    if (!inHeader(focused)) {
        // Not a menu's or a dialog's item (those go when their popup closes), nor the window's
        // own content items, which hold the keyboard only between two owners.
        const bool content =
            focused == m_window->contentItem() || focused == m_window->property("contentItem").value<QQuickItem*>();
        if (!content && !inPopup(focused)) m_lastOutside = focused;
        return;
    }
    // Checked once the control has taken in why it got the keyboard (its focusReason).
    QMetaObject::invokeMethod(this, &KeyboardPolicy::keyboardBack, Qt::QueuedConnection);
}

void KeyboardPolicy::keyboardBack() {
    if (!m_window) return;
    QQuickItem* focused = m_window->activeFocusItem();
    if (!inHeader(focused)) return;
    // Brought there by the keyboard (Tab, Shift+Tab): the keyboard stays on the toolbar.
    const QVariant reason = focused->property("focusReason");
    if (!reason.isValid()) return;
    const auto why = static_cast<Qt::FocusReason>(reason.toInt());
    if (why == Qt::TabFocusReason || why == Qt::BacktabFocusReason || why == Qt::ShortcutFocusReason) return;
    if (m_lastOutside && m_lastOutside->isVisible() && m_lastOutside->isEnabled()) {
        m_lastOutside->forceActiveFocus(Qt::MouseFocusReason);
    }
}
