#pragma once
/// The real entanglion-server for network tests: started on 127.0.0.1 with port 0 (the system
/// picks one; the server prints it), stopped or killed with SIGKILL. And a bounded wait that runs
/// the event loop: every wait in these tests ends by its condition or its deadline, and the
/// deadline is generous because the machine is shared (it bounds a hang, it measures nothing).
/// ENTANGLION_TEST_EVENT_LOOP (epoll or qt) picks the server's --event-loop: CTest runs the network
/// tests once with each (tests/server/CMakeLists.txt).

#include <gtest/gtest.h>

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QThread>
#include <functional>

namespace entanglion::server::testing {

inline constexpr int kWaitMs = 60000;

/// The one QCoreApplication of the test program.
inline void ensure_application() {
    static int argc = 1;
    static char name[] = "network_test";
    static char* argv[] = {name, nullptr};
    static QCoreApplication* application = QCoreApplication::instance() ? nullptr : new QCoreApplication(argc, argv);
    (void)application;
}

/// Runs the event loop until `done` or `timeout_ms`; returns `done()`.
inline bool wait_until(const std::function<bool()>& done, int timeout_ms = kWaitMs) {
    QDeadlineTimer deadline(timeout_ms);
    while (!done() && !deadline.hasExpired()) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        QThread::msleep(1);
    }
    return done();
}

inline QString binary(const char* name) { return QStringLiteral(ENTANGLION_BINARY_DIR "/bin/") + name; }

class ServerProcess {
public:
    ~ServerProcess() { kill(); }

    /// Starts the server with `arguments` on 127.0.0.1 and `port` (0: any); waits for its port.
    bool start(const QStringList& arguments, int port = 0) {
        kill();
        process_.setProgram(binary("entanglion-server"));
        QStringList common{"--listen", "127.0.0.1", "--port", QString::number(port), "--log-level", "warn"};
        if (const QString loop = qEnvironmentVariable("ENTANGLION_TEST_EVENT_LOOP"); !loop.isEmpty()) {
            common << "--event-loop" << loop;
        }
        process_.setArguments(common + arguments);
        process_.setProcessChannelMode(QProcess::SeparateChannels);
        process_.start();
        if (!process_.waitForStarted(kWaitMs)) return false;
        const QRegularExpression listening(QStringLiteral("listening on port (\\d+)"));
        QString seen;
        const bool found = wait_until([&] {
            seen += QString::fromUtf8(process_.readAllStandardOutput());
            return listening.match(seen).hasMatch() || process_.state() == QProcess::NotRunning;
        });
        const QRegularExpressionMatch match = listening.match(seen);
        if (!found || !match.hasMatch()) {
            ADD_FAILURE() << "the server did not start: " << seen.toStdString()
                          << process_.readAllStandardError().toStdString();
            return false;
        }
        port_ = match.captured(1).toInt();
        return true;
    }
    int port() const { return port_; }
    QString url(const QString& scheme = QStringLiteral("ws")) const {
        return scheme + QStringLiteral("://127.0.0.1:") + QString::number(port_);
    }
    bool running() const { return process_.state() == QProcess::Running; }
    /// SIGKILL: no chance to finish anything.
    void kill() {
        if (process_.state() == QProcess::NotRunning) return;
        process_.kill();
        process_.waitForFinished(kWaitMs);
    }
    QString errors() { return QString::fromUtf8(process_.readAllStandardError()); }

private:
    QProcess process_;
    int port_ = 0;
};

}  // namespace entanglion::server::testing
