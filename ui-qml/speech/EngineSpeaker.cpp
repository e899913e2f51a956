#include "ui-qml/speech/EngineSpeaker.h"

#include <QTextToSpeech>
#include <QThread>
#include <QVoice>
#include <algorithm>
#include <utility>

/// Owns the QTextToSpeech on the speech thread. A line ends when the engine, after speaking it,
/// is ready again (or fails); a "ready" before the line started is the end of the one it cut off.
class EngineWorker : public QObject {
    Q_OBJECT
public:
    void start(const QString& requested) {
        const QStringList engines = QTextToSpeech::availableEngines();
        QString engine = requested;
        if (engine.isEmpty())
            engine = engines.contains(QStringLiteral("speechd")) ? QStringLiteral("speechd") : engines.value(0);
        if (engine.isEmpty() || !engines.contains(engine)) {
            emit started(false, engine, QStringLiteral("no speech engine is installed"));
            return;
        }
        m_tts = new QTextToSpeech(engine, this);
        connect(m_tts, &QTextToSpeech::stateChanged, this, &EngineWorker::onState);
        const bool ok = m_tts->state() != QTextToSpeech::Error;
        emit started(ok, engine, ok ? QString() : m_tts->errorString());
    }
    void setLanguage(const QString& language) {
        if (m_tts == nullptr) return;
        const QLocale wanted(language);
        const QList<QLocale> locales = m_tts->availableLocales();
        // The language's own country first (pl_PL, cs_CZ, es_ES, en_US), else any of its locales.
        auto found = std::find(locales.begin(), locales.end(), wanted);
        if (found == locales.end()) {
            found = std::find_if(locales.begin(), locales.end(),
                                 [&](const QLocale& l) { return l.language() == wanted.language(); });
        }
        QStringList voices;
        if (found != locales.end()) {
            m_tts->setLocale(*found);
            for (const QVoice& voice : m_tts->availableVoices()) voices << voice.name();
        }
        emit languageChosen(language, found != locales.end(), voices);
    }
    void setRate(double rate) {
        if (m_tts != nullptr) m_tts->setRate(rate);
    }
    void speak(std::uint64_t id, const QString& text) {
        if (m_tts == nullptr) {
            emit finished(id, false);
            return;
        }
        m_pending = id;
        m_started = false;
        m_tts->say(text);
    }
    void stop() {
        m_pending = 0;
        if (m_tts != nullptr) m_tts->stop();
    }

signals:
    void started(bool ok, const QString& engine, const QString& error);
    void languageChosen(const QString& language, bool hasVoice, const QStringList& voices);
    void finished(std::uint64_t id, bool spoken);

private:
    void onState(QTextToSpeech::State state) {
        if (m_pending == 0) return;
        if (state == QTextToSpeech::Speaking) {
            m_started = true;
        } else if (state == QTextToSpeech::Error || (state == QTextToSpeech::Ready && m_started)) {
            emit finished(std::exchange(m_pending, 0), state != QTextToSpeech::Error);
        }
    }

    QTextToSpeech* m_tts = nullptr;
    std::uint64_t m_pending = 0;
    bool m_started = false;
};

EngineSpeaker::EngineSpeaker(const QString& engine, QObject* parent)
    : QObject(parent), m_thread(new QThread), m_worker(new EngineWorker) {
    m_thread->setObjectName(QStringLiteral("speech"));
    m_worker->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &EngineWorker::started, this, &EngineSpeaker::started);
    connect(m_worker, &EngineWorker::languageChosen, this, &EngineSpeaker::languageChosen);
    connect(m_worker, &EngineWorker::finished, this, &EngineSpeaker::finished);
    m_thread->start();
    QMetaObject::invokeMethod(m_worker, [worker = m_worker, engine] { worker->start(engine); });
}

EngineSpeaker::~EngineSpeaker() {
    m_thread->quit();
    // A daemon that never answers keeps the thread in its call: the app exits without it.
    if (m_thread->wait(QDeadlineTimer(2000))) {
        delete m_thread;
    } else {
        m_thread->setParent(nullptr);
    }
}

QStringList EngineSpeaker::availableEngines() { return QTextToSpeech::availableEngines(); }

void EngineSpeaker::speak(std::uint64_t id, const QString& text) {
    QMetaObject::invokeMethod(m_worker, [worker = m_worker, id, text] { worker->speak(id, text); });
}

void EngineSpeaker::stop() {
    QMetaObject::invokeMethod(m_worker, [worker = m_worker] { worker->stop(); });
}

void EngineSpeaker::setLanguage(const QString& language) {
    QMetaObject::invokeMethod(m_worker, [worker = m_worker, language] { worker->setLanguage(language); });
}

void EngineSpeaker::setRate(double rate) {
    QMetaObject::invokeMethod(m_worker, [worker = m_worker, rate] { worker->setRate(rate); });
}

#include "EngineSpeaker.moc"
