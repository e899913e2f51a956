#pragma once
// The Entanglion.Style singletons (Theme, Typeset) as the app's QML sees them, for tests that read
// them from C++.
#include <QQmlComponent>
#include <QQmlEngine>
#include <QString>
#include <memory>

namespace testing_ui {

/// A QML object holding the singleton `name` of Entanglion.Style in its `singleton` property (keep
/// it alive while the singleton is used); null with `error` set when the module does not load.
inline std::unique_ptr<QObject> holdStyleSingleton(QQmlEngine& engine, const QString& name, QString* error) {
    engine.addImportPath(QStringLiteral("qrc:/"));
    QQmlComponent component(&engine);
    component.setData(
        QStringLiteral("import QtQml\nimport Entanglion.Style\nQtObject { property QtObject singleton: %1 }")
            .arg(name)
            .toUtf8(),
        QUrl());
    std::unique_ptr<QObject> holder(component.create());
    if (!holder) *error = component.errorString();
    return holder;
}

}  // namespace testing_ui
