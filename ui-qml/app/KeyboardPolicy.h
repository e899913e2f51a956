#pragma once
/// The window's one keyboard policy for buttons and clicks (docs/accessibility.md, "The keyboard"):
/// - Enter and keypad Enter press the focused button as Space does (a Space press and release):
///   Qt Quick Controls' buttons take only Space on Linux. The focused button's own key handlers go
///   first (a card plays with Enter), and nothing else (a page's Enter, a dialog's default) takes
///   the key from the focused button.
/// - The toolbar (`header`) keeps the keyboard only when Tab or Shift+Tab brought it there: after a
///   click on one of its controls (A+, a theme, the language), or when a menu of it closes, the
///   keyboard is back on the item it was on before (the page, the hand), so a presenter's clicker
///   (Right, Page Down, Space) still drives the Bell demo or the lesson. A click that opens a
///   dialog or a page leaves the keyboard where that put it.
/// Main.qml makes one for its window, so every window the tests open has it too.

#include <qqmlintegration.h>
#include <QObject>
#include <QPointer>
#include <QQuickItem>
#include <QQuickWindow>

class QKeyEvent;

class KeyboardPolicy : public QObject {
    Q_OBJECT
    QML_ELEMENT
    /// The window whose key and mouse events the policy sees.
    Q_PROPERTY(QQuickWindow* window READ window WRITE setWindow NOTIFY windowChanged)
    /// The toolbar: a click on one of its controls gives the keyboard back.
    Q_PROPERTY(QQuickItem* header READ header WRITE setHeader NOTIFY headerChanged)

public:
    explicit KeyboardPolicy(QObject* parent = nullptr);

    QQuickWindow* window() const { return m_window; }
    void setWindow(QQuickWindow* window);
    QQuickItem* header() const { return m_header; }
    void setHeader(QQuickItem* header);

    /// Whether `item` is a button (a Qt Quick Controls AbstractButton: Button, ToolButton,
    /// MenuItem, CheckBox, …).
    static bool isButton(const QQuickItem* item);

signals:
    void windowChanged();
    void headerChanged();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool pressFocusedButton(QKeyEvent* event);
    void rememberFocus();
    void keyboardBack();
    bool inHeader(const QQuickItem* item) const;
    /// Whether `item` is in a popup (a menu, a dialog: the window's overlay).
    static bool inPopup(const QQuickItem* item);

    QPointer<QQuickWindow> m_window;
    QPointer<QQuickItem> m_header;
    /// The last item with the keyboard outside the toolbar and its popups.
    QPointer<QQuickItem> m_lastOutside;
    QMetaObject::Connection m_following;
    bool m_delivering = false;
};
