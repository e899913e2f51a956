// The desktop app's entry point: the App (App.h) does each step from the command line to the window;
// everything the window shows lives in the Entanglion.Ui module.
#include <QElapsedTimer>
#include <QGuiApplication>

#include "ui-qml/App.h"

int main(int argc, char* argv[]) {
    QElapsedTimer clock;
    clock.start();
    if (const std::optional<int> status = App::runBeforeQt(argc, argv)) return *status;
    QGuiApplication application(argc, argv);
    App app(clock);
    if (const std::optional<int> status = app.start()) return *status;
    return QGuiApplication::exec();
}
