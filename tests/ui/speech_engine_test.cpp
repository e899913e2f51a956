// The real speech engine: Qt TextToSpeech's speechd plugin, through a speech-dispatcher of the test's
// own (its own socket and configuration, espeak-ng's voices, sound to ALSA's "null" device, so a
// machine without a sound card or audio server speaks too). The engine is found, has voices for
// the UI languages (en, pl, es, cs), and EngineSpeaker speaks a line to its end.
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "tests/common/qtest_program.h"
#include "ui-qml/speech/EngineSpeaker.h"

namespace {

/// A copy of Debian's speech-dispatcher configuration (modules, symbols) writing its sound nowhere.
bool writeConfiguration(const QString& dir) {
    const QString system = QStringLiteral("/etc/speech-dispatcher");
    QDirIterator it(system, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString from = it.next();
        const QString to = dir + from.mid(system.size());
        QDir().mkpath(QFileInfo(to).path());
        if (!QFile::copy(from, to)) return false;
    }
    QFile conf(dir + QStringLiteral("/speechd.conf"));
    if (!conf.open(QIODevice::Append)) return false;
    conf.write("\nAudioOutputMethod \"alsa\"\nAudioALSADevice \"null\"\nDefaultModule espeak-ng\nLogLevel 1\n");
    return true;
}

}  // namespace

class SpeechEngineTest : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir{QStringLiteral("/tmp/speechd-XXXXXX")};  // a socket path must stay short
    QProcess m_daemon;

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        const QString daemon = QStandardPaths::findExecutable(QStringLiteral("speech-dispatcher"));
        QVERIFY2(!daemon.isEmpty(), "speech-dispatcher is not installed (scripts/bootstrap.sh)");
        const QString config = m_dir.filePath(QStringLiteral("conf"));
        QVERIFY(writeConfiguration(config));
        const QString socket = m_dir.filePath(QStringLiteral("speechd.sock"));
        m_daemon.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_daemon.setStandardOutputFile(m_dir.filePath(QStringLiteral("daemon.out")));
        m_daemon.start(
            daemon, {QStringLiteral("--run-single"), QStringLiteral("--config-dir"), config,
                     QStringLiteral("--communication-method"), QStringLiteral("unix_socket"),
                     QStringLiteral("--socket-path"), socket, QStringLiteral("--timeout"), QStringLiteral("120"),
                     QStringLiteral("--log-dir"), m_dir.filePath(QStringLiteral("log")), QStringLiteral("--pid-file"),
                     m_dir.filePath(QStringLiteral("pid"))});
        QVERIFY(m_daemon.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(socket), 60000);
        qputenv("SPEECHD_ADDRESS", ("unix_socket:" + socket).toLocal8Bit());
    }
    void cleanupTestCase() {
        m_daemon.terminate();
        if (!m_daemon.waitForFinished(10000)) m_daemon.kill();
    }

    void theEngineSpeaksInEveryUiLanguage() {
        QVERIFY(EngineSpeaker::availableEngines().contains(QStringLiteral("speechd")));
        EngineSpeaker speaker(QStringLiteral("speechd"));
        QSignalSpy started(&speaker, &EngineSpeaker::started);
        QVERIFY(started.wait(60000));
        QVERIFY2(started.at(0).at(0).toBool(), qPrintable(started.at(0).at(2).toString()));
        QCOMPARE(started.at(0).at(1).toString(), QStringLiteral("speechd"));

        QSignalSpy chosen(&speaker, &EngineSpeaker::languageChosen);
        for (const QString& language :
             {QStringLiteral("pl"), QStringLiteral("es"), QStringLiteral("cs"), QStringLiteral("en")}) {
            speaker.setLanguage(language);
            QVERIFY(chosen.wait(60000));
            const QList<QVariant> answer = chosen.takeFirst();
            QCOMPARE(answer.at(0).toString(), language);
            QVERIFY2(answer.at(1).toBool(), qPrintable(QStringLiteral("no voice for ") + language));
            QVERIFY(!answer.at(2).toStringList().isEmpty());
        }

        // A short line, spoken to its end (the engine goes speaking, then ready again).
        QSignalSpy finished(&speaker, &EngineSpeaker::finished);
        speaker.speak(7, QStringLiteral("Rubicon evaded detection."));
        QVERIFY(finished.wait(120000));
        QCOMPARE(finished.at(0).at(0).value<std::uint64_t>(), std::uint64_t{7});
        QVERIFY2(finished.at(0).at(1).toBool(), "the engine failed to speak the line");
    }
};

ENTANGLION_QTEST_GUILESS_MAIN(SpeechEngineTest)
#include "speech_engine_test.moc"
