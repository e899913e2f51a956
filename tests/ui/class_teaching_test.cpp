// Teach a class from the app (ClassTeaching): the server in the app on 127.0.0.1 (any free port)
// with classes and a web root of the test's own (a tiny teach.html): the class view's page comes
// over HTTP at /teach, a WebSocket client opens a class with the class protocol, the URL the app
// opens is /teach on the server's port (the browser replaced by the test's opener), and stopping
// ends the class (the port closes). Without the web client teaching does not start and says why.
// Loopback only; every wait is bounded (QTRY_*_WITH_TIMEOUT: the deadline bounds a hang).
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QWebSocket>

#include "server/protocol/messages.h"
#include "tests/common/qtest_program.h"
#include "ui-qml/network/ClassTeaching.h"

namespace {

constexpr int kWaitMs = 30000;

bool writeFile(const QString& path, const QByteArray& content) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(content) == content.size();
}

/// Sends a GET of `target` on a plain TCP connection and returns all that comes back until the
/// server closes it (one request per connection), within the deadline.
QByteArray httpGet(quint16 port, const QByteArray& target) {
    QTcpSocket socket;
    socket.connectToHost(QStringLiteral("127.0.0.1"), port);
    if (!QTest::qWaitFor([&] { return socket.state() == QAbstractSocket::ConnectedState; }, kWaitMs)) return {};
    socket.write("GET " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    QByteArray answer;
    const bool closed = QTest::qWaitFor(
        [&] {
            answer += socket.readAll();
            return socket.state() == QAbstractSocket::UnconnectedState;
        },
        kWaitMs);
    return closed ? answer + socket.readAll() : QByteArray();
}

/// A class view's web root: the pages the server routes to (index.html, teach.html, class.html).
struct WebRoot {
    QTemporaryDir dir;
    WebRoot() {
        writeFile(dir.filePath(QStringLiteral("index.html")), "<html><head></head><body>solo</body></html>");
        writeFile(dir.filePath(QStringLiteral("teach.html")), "<html><head></head><body>class view</body></html>");
        writeFile(dir.filePath(QStringLiteral("class.html")), "<html><head></head><body>student</body></html>");
    }
};

}  // namespace

class ClassTeachingTest : public QObject {
    Q_OBJECT

private slots:
    void theAppServesTheClassViewOpensItAndAClassOpensOverTheWebSocket() {
        WebRoot root;
        QVERIFY(root.dir.isValid());
        ClassTeaching teaching;
        teaching.setListenAddress(QStringLiteral("localhost"));
        teaching.setWebRoot(root.dir.path());
        QList<QUrl> opened;
        teaching.setUrlOpener([&](const QUrl& url) {
            opened << url;
            return true;
        });
        QVERIFY(teaching.webClientFound());
        QVERIFY(teaching.problem().isEmpty());

        QVERIFY2(teaching.start(0), qPrintable(teaching.problem()));
        QVERIFY(teaching.teaching());
        const auto port = static_cast<quint16>(teaching.port());
        QVERIFY(port > 0);
        // (c) The browser is sent to the class view on this computer, at the server's port.
        QCOMPARE(opened.size(), 1);
        QCOMPARE(opened.front(), QUrl(QStringLiteral("http://127.0.0.1:%1/teach").arg(port)));
        QCOMPARE(teaching.classViewUrl(), opened.front());
        for (const QString& address : teaching.studentAddresses()) {
            QVERIFY2(address.startsWith(QStringLiteral("http://")), qPrintable(address));
            QVERIFY2(address.endsWith(QStringLiteral(":%1/class/").arg(port)), qPrintable(address));
        }
        QVERIFY(teaching.openClassView());
        QCOMPARE(opened.size(), 2);

        // (a) The class view's page over HTTP.
        const QByteArray page = httpGet(port, "/teach");
        QVERIFY2(page.startsWith("HTTP/1.1 200 OK\r\n"), page.constData());
        QVERIFY2(page.contains("<body>class view</body>"), page.constData());
        QVERIFY(httpGet(port, "/class/K7M-Q2X").contains("<body>student</body>"));

        // (b) A teacher's client opens a class with the class protocol.
        QWebSocket socket;
        QStringList received;
        connect(&socket, &QWebSocket::textMessageReceived, this, [&](const QString& text) { received << text; });
        socket.open(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(port)));
        QTRY_COMPARE_WITH_TIMEOUT(socket.state(), QAbstractSocket::ConnectedState, kWaitMs);
        socket.sendTextMessage(QStringLiteral(R"({"type":"hello","protocol":%1,"client":"class-teaching-test"})")
                                   .arg(entanglion::protocol::kProtocolVersion));
        QTRY_COMPARE_WITH_TIMEOUT(received.size(), 1, kWaitMs);
        QVERIFY2(received.front().contains(QStringLiteral("\"welcome\"")), qPrintable(received.front()));
        socket.sendTextMessage(QStringLiteral(R"({"type":"class_open"})"));
        QTRY_COMPARE_WITH_TIMEOUT(received.size(), 2, kWaitMs);
        const QJsonObject reply = QJsonDocument::fromJson(received.back().toUtf8()).object();
        QCOMPARE(reply.value(QStringLiteral("type")).toString(), QStringLiteral("class_opened"));
        QVERIFY(!reply.value(QStringLiteral("code")).toString().isEmpty());
        QVERIFY(!reply.value(QStringLiteral("teacher")).toString().isEmpty());

        // Stop teaching: the class ends with the server, whose port closes.
        QSignalSpy changed(&teaching, &ClassTeaching::changed);
        teaching.stop();
        QVERIFY(!teaching.teaching());
        QCOMPARE(changed.size(), 1);
        QVERIFY(teaching.studentAddresses().isEmpty());
        QVERIFY(teaching.classViewUrl().isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(socket.state(), QAbstractSocket::UnconnectedState, kWaitMs);
        QTcpSocket after;
        after.connectToHost(QStringLiteral("127.0.0.1"), port);
        QVERIFY(!after.waitForConnected(kWaitMs));
    }

    void withoutTheWebClientTeachingDoesNotStartAndSaysWhy() {
        QTemporaryDir empty;
        QVERIFY(empty.isValid());
        ClassTeaching teaching;
        teaching.setListenAddress(QStringLiteral("localhost"));
        int opened = 0;
        teaching.setUrlOpener([&](const QUrl&) { return ++opened > 0; });
        for (const QString& root : {QString(), empty.path()}) {
            teaching.setWebRoot(root);
            QVERIFY(!teaching.webClientFound());
            QVERIFY2(teaching.problem().contains(QStringLiteral("web pages are not installed")),
                     qPrintable(teaching.problem()));
            QVERIFY(!teaching.start(0));
            QVERIFY(!teaching.teaching());
            QVERIFY(!teaching.openClassView());
        }
        QCOMPARE(opened, 0);
    }

    void aPortInUseIsSaid() {
        WebRoot root;
        ClassTeaching first;
        ClassTeaching second;
        for (ClassTeaching* teaching : {&first, &second}) {
            teaching->setListenAddress(QStringLiteral("localhost"));
            teaching->setWebRoot(root.dir.path());
            teaching->setUrlOpener([](const QUrl&) { return true; });
        }
        QVERIFY(first.start(0));
        QVERIFY(!second.start(first.port()));
        QVERIFY2(second.problem().contains(QString::number(first.port())), qPrintable(second.problem()));
        QVERIFY(first.teaching());
    }
};

ENTANGLION_QTEST_GUILESS_MAIN(ClassTeachingTest)
#include "class_teaching_test.moc"
