// The game log's list (components/GameLog.qml) while the log shrinks, as it does when a record is
// stepped back through: the model keeps Qt's contract on every update path (QAbstractItemModelTester),
// and the list leaves no delegate half made. A ListView makes the lines beyond its view (its cache
// buffer) asynchronously; Qt 6.4's view does not forget such a line when the model removes it, and
// cancels it later, when its model is replaced (the pinned log drops its model while hidden), with
// "DelegateModel::cancel: index out range 259 11" (the UI fuzzer's seed 3).
#include <QAbstractItemModelTester>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQmlIncubationController>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>
#include <memory>

#include "tests/common/qtest_program.h"
#include "ui-qml/models/GameModels.h"

namespace {

QStringList g_warnings;
QtMessageHandler g_previous = nullptr;

void recordWarnings(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    if (type == QtWarningMsg || type == QtCriticalMsg) g_warnings << message;
    if (g_previous) g_previous(type, context, message);
}

/// `count` log lines, each different, `from` numbering the first.
QList<LogRow> lines(int count, int from = 0) {
    QList<LogRow> rows;
    for (int i = 0; i < count; ++i)
        rows.append(LogRow{.message = QStringLiteral("line %1").arg(from + i), .step = from + i});
    return rows;
}

/// Incubates nothing unless asked, so a delegate made asynchronously stays half made.
class HeldIncubation : public QQmlIncubationController {};

}  // namespace

class LogViewTest : public QObject {
    Q_OBJECT

private slots:
    void init() {
        g_warnings.clear();
        g_previous = qInstallMessageHandler(recordWarnings);
    }
    void cleanup() { qInstallMessageHandler(g_previous); }

    void theLogModelKeepsTheContractThroughEveryUpdate() {
        LogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRows(lines(300));        // a long game
        model.setRows(lines(11));         // stepped back to its start
        model.setRows(lines(11, 1));      // every line changed (a language switch)
        model.appendRows(lines(5, 100));  // moves played on
        model.setRows(lines(300));
        model.setRows({});
        QCOMPARE(model.count(), 0);
        QVERIFY(g_warnings.isEmpty());
    }

    void theLogShrinkingWhileItsListIsBuiltLeavesNoDelegateHalfMade() {
        QQmlEngine engine;
        engine.addImportPath(QStringLiteral("qrc:/"));
        HeldIncubation incubation;
        engine.setIncubationController(&incubation);  // before the window would set its own
        QQuickWindow window;
        window.resize(500, 300);
        LogModel model;
        model.setRows(lines(300));
        QQmlComponent component(&engine);
        component.setData("import QtQuick\nimport Entanglion.Ui\nGameLog { width: 500; height: 300 }", QUrl());
        std::unique_ptr<QQuickItem> log(qobject_cast<QQuickItem*>(component.create()));
        QVERIFY2(log, qPrintable(component.errorString()));
        log->setParentItem(window.contentItem());
        log->setProperty("logModel", QVariant::fromValue(&model));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // The reader turns the wheel up and down over the list, as the fuzzer did: moving down, the
        // list would make the lines below its view ahead of time.
        QTest::qWait(50);
        const QPoint centre(250, 150);
        for (int delta : {120, 120, -120}) {
            QWheelEvent wheel(centre, window.mapToGlobal(centre), QPoint(), QPoint(0, delta), Qt::NoButton,
                              Qt::NoModifier, Qt::NoScrollPhase, false);
            QCoreApplication::sendEvent(&window, &wheel);
            for (int frame = 0; frame < 10; ++frame) {
                window.requestUpdate();
                QTest::qWait(20);
            }
        }
        QCOMPARE(incubation.incubatingObjectCount(), 0);  // no line is made asynchronously
        model.setRows(lines(11));                         // a step back to the record's start
        log->setProperty("logModel", QVariant());         // hidden: the pinned log drops its model
        QTest::qWait(20);
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join(u'\n')));
    }
};

ENTANGLION_QTEST_MAIN(LogViewTest)
#include "log_view_test.moc"
