#pragma once
// `entanglion-cli play --join` as the partner of a network game in the app's tests.
#include <QProcess>
#include <QString>
#include <QStringList>
#include <string>

namespace testing_ui {

/// How long a network test waits for anything: it bounds a hang on a loaded machine, it measures nothing.
inline constexpr int kWaitMs = 60000;

/// `entanglion-cli play --server URL --join CODE`, its output read as it comes, its input written
/// line by line (standard input stays open, as a terminal's would).
class CliPartner {
public:
    CliPartner(const QString& url, const QString& code, const QString& out, const QStringList& more = {}) {
        m_process.setProgram(QStringLiteral(ENTANGLION_BINARY_DIR "/bin/entanglion-cli"));
        m_process.setArguments(QStringList{"play", "--server", url, "--join", code, "--out", out} + more);
        m_process.setProcessChannelMode(QProcess::MergedChannels);
        m_process.start();
    }
    ~CliPartner() {
        if (m_process.state() == QProcess::NotRunning) return;
        m_process.kill();
        m_process.waitForFinished(kWaitMs);
    }
    bool started() { return m_process.waitForStarted(kWaitMs); }
    const QString& output() {
        m_seen += QString::fromUtf8(m_process.readAll());
        return m_seen;
    }
    bool says(const QString& text) { return output().contains(text); }
    void type(const std::string& line) { m_process.write(QByteArray::fromStdString(line + "\n")); }

private:
    QProcess m_process;
    QString m_seen;
};

}  // namespace testing_ui
