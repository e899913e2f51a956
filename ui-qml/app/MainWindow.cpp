#include "ui-qml/app/MainWindow.h"

#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>

#include "ui-qml/app/AppSettings.h"
#include "ui-qml/app/Language.h"
#include "ui-qml/controller/GameController.h"

namespace mainWindow {

void useAppStyle(bool gpu) {
    // Fusion follows the window palette set in Main.qml (a dark board-like theme).
    if (qEnvironmentVariableIsEmpty("QT_QUICK_CONTROLS_STYLE")) QQuickStyle::setStyle(QStringLiteral("Fusion"));
    if (!gpu && qEnvironmentVariableIsEmpty("QT_QUICK_BACKEND")) {
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
    }
}

QQuickWindow* load(QQmlApplicationEngine& engine, GameController* controller, QString* error,
                   LanguageSettings* language, AppSettings* settings, QSize size) {
    engine.addImportPath(QStringLiteral("qrc:/"));
    QVariantMap properties{{QStringLiteral("controller"), QVariant::fromValue(controller)},
                           {QStringLiteral("language"), QVariant::fromValue(language)}};
    if (settings != nullptr) {
        properties.insert(QStringLiteral("settings"), QVariant::fromValue(settings));
        properties.insert(QStringLiteral("visible"), false);
    }
    if (size.isValid()) {
        properties.insert(QStringLiteral("width"), size.width());
        properties.insert(QStringLiteral("height"), size.height());
    }
    engine.setInitialProperties(properties);
    // Collect the warnings of this load only: the connection must not outlive `warnings` (a later
    // QML warning would otherwise write through a dangling reference). Later warnings go to the log
    // through Qt's message handler.
    QStringList warnings;
    const QMetaObject::Connection collecting =
        QObject::connect(&engine, &QQmlApplicationEngine::warnings, &engine, [&warnings](const QList<QQmlError>& list) {
            for (const QQmlError& warning : list) warnings << warning.toString();
        });
    engine.load(QUrl(QStringLiteral("qrc:/Entanglion/Ui/Main.qml")));
    QObject::disconnect(collecting);
    if (engine.rootObjects().isEmpty()) {
        *error = QStringLiteral("the user interface failed to load: %1").arg(warnings.join(QStringLiteral("; ")));
        return nullptr;
    }
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
    if (window == nullptr) *error = QStringLiteral("Main.qml is not a window");
    return window;
}

}  // namespace mainWindow
