#pragma once
/// The speech queue's Speaker on Qt TextToSpeech. The engine lives on a thread of its own: the
/// speech-dispatcher engine connects to a daemon, which can take seconds or never answer (no sound
/// card, no audio server), and the window must not wait for it. Everything is asked by queued
/// calls and answered by signals on the app's thread. Engines are plugins: `speechd` (Debian
/// qt6-speech-speechd-plugin with speech-dispatcher and espeak-ng: Polish, Spanish, Czech and
/// English voices) is preferred, `flite` (English only) is the fallback.

#include <QLocale>
#include <QObject>
#include <QString>
#include <QStringList>
#include <cstdint>

#include "ui-qml/speech/SpeechQueue.h"

class QThread;
class EngineWorker;

class EngineSpeaker : public QObject, public speech::Speaker {
    Q_OBJECT
public:
    /// Starts `engine` (one of availableEngines(); "" picks speechd, else the first) on its thread.
    explicit EngineSpeaker(const QString& engine = {}, QObject* parent = nullptr);
    /// Stops the thread; a thread stuck in a daemon that does not answer is left to the app's exit.
    ~EngineSpeaker() override;

    /// The installed engine plugins; empty when no engine is installed.
    static QStringList availableEngines();

    void speak(std::uint64_t id, const QString& text) override;
    void stop() override;
    /// Picks a voice for `language` ("pl", "en", ...); answered by languageChosen.
    void setLanguage(const QString& language);
    /// -1 (slowest) to 1 (fastest), 0 normal.
    void setRate(double rate);

signals:
    /// The engine is ready (`ok`), or could not start: `error` says why.
    void started(bool ok, const QString& engine, const QString& error);
    /// A voice for the language was found (`voices` its names), or the engine's default speaks.
    void languageChosen(const QString& language, bool hasVoice, const QStringList& voices);
    /// Line `id` ended: `spoken` to its end (or cut short), or not, the engine failing.
    void finished(std::uint64_t id, bool spoken);

private:
    QThread* m_thread;
    EngineWorker* m_worker;
};
