#pragma once
/// Loads the app's main window (Main.qml of the static Entanglion.Ui module) for a controller.
/// Shared by main.cpp and the end-to-end and screenshot tests, so they drive the same window.

#include <QString>

class GameController;
class QQmlApplicationEngine;
class QQuickWindow;

namespace mainWindow {

/// Sets the Qt Quick Controls style the app is designed for. Call before creating the engine.
void useAppStyle();

/// Loads Main.qml into `engine` with `controller`. Returns the window, or null with `error` set.
QQuickWindow* load(QQmlApplicationEngine& engine, GameController* controller, QString* error);

}  // namespace mainWindow
