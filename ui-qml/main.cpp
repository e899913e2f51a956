#include <QApplication>
#include <QQmlApplicationEngine>
#include <cstdlib>
#include <iostream>

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/"));
    engine.load(QUrl(QStringLiteral("qrc:/Entanglion/Ui/Main.qml")));
    if (engine.rootObjects().isEmpty()) return EXIT_FAILURE;
    return app.exec();
}
