// The runner of the Qt Quick Tests (tst_*.qml) of both QML modules: tests/ui/qml (Entanglion.Ui)
// and tests/ui_lessons/qml (Entanglion.Lessons). Each build of it links one module's static
// library, so that module's C++ types and QML files are available to every test; the test name is
// ENTANGLION_QUICK_TEST_NAME. It runs as the class QuickTests of its directory's QTest program
// (tests/common/qtest_program.h). QStandardPaths' test mode keeps saved settings and lesson progress
// out of the user's real data.
#include <QQmlEngine>
#include <QStandardPaths>
#include <QtQuickTest>

#include "tests/common/qtest_program.h"

class Setup : public QObject {
    Q_OBJECT

public slots:
    void applicationAvailable() { QStandardPaths::setTestModeEnabled(true); }
    void qmlEngineAvailable(QQmlEngine* engine) { engine->addImportPath(QStringLiteral("qrc:/")); }
};

#define ENTANGLION_STRINGIFY_NAME(name) #name
#define ENTANGLION_QUICK_TEST_NAME_TEXT(name) ENTANGLION_STRINGIFY_NAME(name)

// QUICK_TEST_MAIN_WITH_SETUP's body, registered as the program's class QuickTests.
static int quickTestsMain(int argc, char* argv[]) {
    QTEST_SET_MAIN_SOURCE_PATH
    Setup setup;
    return quick_test_main_with_setup(argc, argv, ENTANGLION_QUICK_TEST_NAME_TEXT(ENTANGLION_QUICK_TEST_NAME), nullptr,
                                      &setup);
}
ENTANGLION_QTEST_CUSTOM_MAIN(QuickTests, quickTestsMain)

#include "quick_test_main.moc"
