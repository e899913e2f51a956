// The runner of the Qt Quick Tests (tst_*.qml) of both QML modules: tests/ui/qml (Entanglion.Ui)
// and tests/ui_lessons/qml (Entanglion.Lessons). Each build of it links one module's static
// library, so that module's C++ types and QML files are available to every test; the test name is
// ENTANGLION_QUICK_TEST_NAME. QStandardPaths' test mode keeps saved settings and lesson progress
// out of the user's real data.
#include <QQmlEngine>
#include <QStandardPaths>
#include <QtQuickTest>

class Setup : public QObject {
    Q_OBJECT

public slots:
    void applicationAvailable() { QStandardPaths::setTestModeEnabled(true); }
    void qmlEngineAvailable(QQmlEngine* engine) { engine->addImportPath(QStringLiteral("qrc:/")); }
};

QUICK_TEST_MAIN_WITH_SETUP(ENTANGLION_QUICK_TEST_NAME, Setup)

#include "quick_test_main.moc"
