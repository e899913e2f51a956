#pragma once
/// The desktop app as one object: what main() did step by step (the command line, logging, the
/// language, the settings, the first game, the speech, the QML window), each step a member function
/// with one purpose, and the objects it makes kept as members in the order they must be torn down
/// (the QML engine first, the controller it shows last).

#include <QElapsedTimer>
#include <QQmlApplicationEngine>
#include <QString>
#include <QStringList>
#include <future>
#include <optional>

#include "ui-qml/app/AppOptions.h"
#include "ui-qml/app/AppSettings.h"
#include "ui-qml/app/Language.h"
#include "ui-qml/controller/GameController.h"
#include "ui-qml/export/ClassroomKit.h"
#include "ui-qml/speech/EventSpeech.h"

class QQuickWindow;

class App {
public:
    /// What the command line asks before any Qt object exists: the help text (exit 0), or no display
    /// to open a window on (exit 1). Sets the offscreen platform for a headless export. nullopt: go on.
    static std::optional<int> runBeforeQt(int argc, char* argv[]);

    /// `clock` started when the process did: --print-first-frame measures from there.
    explicit App(const QElapsedTimer& clock);

    /// Sets everything up and shows the window. nullopt: the window is shown, run the event loop;
    /// otherwise the process's exit status (a bad option, a record that does not open, an export done).
    std::optional<int> start();

private:
    void nameApplication();
    /// --lang, else the saved choice, else the system locale; an unknown --lang falls back to English.
    void chooseLanguage();
    /// Opens --record, or starts a new game and offers the autosaved one. False when the record fails.
    bool openFirstGame();
    /// The QML window with the kit and the speech set on it; null (and `m_error`) when it fails.
    QQuickWindow* loadWindow();
    void showWindow(QQuickWindow* window);

    QElapsedTimer m_clock;
    std::optional<AppOptions> m_options;
    QString m_error;
    // Torn down in reverse: the engine before what its QML refers to.
    std::optional<LanguageSettings> m_language;
    /// The map's layouts for the start's language, made on another core while the window loads.
    std::future<void> m_mapLayouts;
    std::optional<AppSettings> m_settings;
    std::optional<GameController> m_controller;
    /// The toolbar's Print / Export actions and the Help page's link to the teacher's guide.
    std::optional<ClassroomKit> m_kit;
    /// Speaks events (off unless turned on): the moves' lines in the UI language.
    std::optional<EventSpeech> m_speech;
    std::optional<QQmlApplicationEngine> m_engine;
};
