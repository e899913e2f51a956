#pragma once
// The real main window as a room sees it: a game some turns into the rulebook's walkthrough, in a
// language and a theme, at a size and a zoom. Shared by the room, side panel and screenshot tests.
#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQmlExpression>
#include <QQuickWindow>
#include <memory>

#include "tests/ui/find_item.h"
#include "tests/ui/main_window_fixture.h"
#include "tests/ui/perform.h"
#include "ui-qml/app/Language.h"
#include "ui-qml/controller/GameController.h"

namespace testing_ui {

/// `expression` evaluated in the window's QML context ("Theme.name"); a QML error is a warning.
inline QVariant evaluateIn(QQuickWindow* window, const QString& expression) {
    QQmlExpression e(qmlContext(window), window, expression);
    const QVariant value = e.evaluate();
    if (e.hasError()) qWarning("%s", qPrintable(e.error().toString()));
    return value;
}

/// Switches the window's theme as the toolbar's menu does; false if it did not take.
inline bool setTheme(QQuickWindow* window, const QString& name) {
    evaluateIn(window, QStringLiteral("Theme.name = \"%1\"").arg(name));
    return evaluateIn(window, QStringLiteral("Theme.name")).toString() == name;
}

class RoomWindow {
public:
    ~RoomWindow() { close(); }

    /// The main window at `size` and `zoom`, in `theme` and `language`, `turns` turns into the
    /// rulebook's walkthrough (its record written to `recordPath`).
    bool open(QSize size, double zoom, const QString& theme, const QString& language, const QString& recordPath,
              int turns = 4) {
        close();
        m_language = std::make_unique<LanguageSettings>();
        if (!m_language->apply(language)) return false;
        m_controller = std::make_unique<GameController>();
        if (!playWalkthrough(*m_controller, recordPath, turns)) return false;
        m_engine = std::make_unique<QQmlApplicationEngine>();
        m_language->setEngine(m_engine.get());
        m_window = showMainWindow(*m_engine, m_controller.get(), size, zoom);
        return m_window != nullptr && setTheme(m_window, theme);
    }
    /// Drops the window and the game, back to 100%, the dark theme and English.
    void close() {
        if (m_window) setZoom(m_window, 1.0);
        if (m_window) setTheme(m_window, QStringLiteral("dark"));
        if (m_language) m_language->setEngine(nullptr);
        m_engine.reset();
        m_window = nullptr;
        m_controller.reset();
        if (m_language) m_language->apply(QStringLiteral("en"));
        m_language.reset();
    }

    QQuickWindow* window() const { return m_window; }
    GameController* controller() const { return m_controller.get(); }
    QVariant evaluate(const QString& expression) const { return evaluateIn(m_window, expression); }
    QQuickItem* item(const QString& name) const { return findItem(m_window, name); }

private:
    std::unique_ptr<GameController> m_controller;
    std::unique_ptr<LanguageSettings> m_language;
    std::unique_ptr<QQmlApplicationEngine> m_engine;
    QQuickWindow* m_window = nullptr;
};

}  // namespace testing_ui
