// Runner for the Qt Quick Tests (tests/ui/qml/tst_*.qml). It links the app's static QML library, so
// the Entanglion.Ui module (C++ models and QML components) is available to every test.
#include <QQmlEngine>
#include <QtQuickTest>

class Setup : public QObject {
    Q_OBJECT

public slots:
    void qmlEngineAvailable(QQmlEngine* engine) { engine->addImportPath(QStringLiteral("qrc:/")); }
};

QUICK_TEST_MAIN_WITH_SETUP(entanglion_ui, Setup)

#include "quick_test_main.moc"
