// Runner for the Qt Quick Tests of the Lessons page and the Bell demo (qml/tst_*.qml). It links the
// static Entanglion.Lessons module, so its C++ types and QML files are available to every test.
// QStandardPaths' test mode keeps the saved lesson progress out of the user's real data.
#include <QQmlEngine>
#include <QStandardPaths>
#include <QtQuickTest>

class Setup : public QObject {
    Q_OBJECT

public slots:
    void applicationAvailable() { QStandardPaths::setTestModeEnabled(true); }
    void qmlEngineAvailable(QQmlEngine* engine) { engine->addImportPath(QStringLiteral("qrc:/")); }
};

QUICK_TEST_MAIN_WITH_SETUP(entanglion_lessons_ui, Setup)

#include "quick_test_main.moc"
