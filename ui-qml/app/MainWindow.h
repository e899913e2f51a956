#pragma once
/// Loads the app's main window (Main.qml of the static Entanglion.Ui module) for a controller.
/// Shared by main.cpp and the end-to-end and screenshot tests, so they drive the same window.

#include <QSize>
#include <QString>

class AppSettings;
class GameController;
class LanguageSettings;
class QQmlApplicationEngine;
class QQuickWindow;

namespace mainWindow {

/// Sets the Qt Quick Controls style the app is designed for and the scene-graph renderer. The
/// board is a 2D picture that changes once per action, so the software renderer is the default:
/// it starts faster and needs about half the memory of OpenGL on a software rasteriser (Xvfb,
/// virtual machines, classroom PCs without drivers); see docs/performance.md. `gpu` (or a
/// QT_QUICK_BACKEND set by the user) keeps Qt's hardware path. Call before creating the engine.
void useAppStyle(bool gpu = false);

/// Loads Main.qml into `engine` with `controller` (and the language settings behind the language
/// menu, and the remembered zoom, theme and difficulty, when given). With `settings` the window is
/// loaded hidden, for AppSettings::placeAndShow to show it where it was. A valid `size` makes the
/// window at that size (AppSettings::startSize) instead of Main.qml's own. Returns the window, or
/// null with `error` set.
QQuickWindow* load(QQmlApplicationEngine& engine, GameController* controller, QString* error,
                   LanguageSettings* language = nullptr, AppSettings* settings = nullptr, QSize size = {});

}  // namespace mainWindow
