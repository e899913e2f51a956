#pragma once
/// "Speak events" (off by default, remembered in AppSettings): reads aloud what just happened, the
/// line LastMove words after each move (the player's or the AI's move, a detection, the end of the
/// game), then the context (SceneText::context: whose turn, the ships, the detection track, the
/// components; "Speak the context", on by default), then the hint when one was asked for and
/// arrives (AiPlayers::hintReady), and what a page passes to say() (a lesson's feedback, the Bell
/// demo's measurement). The
/// lines go through the app's SpeechQueue (its rules are there) to a Speaker: the real engine
/// (EngineSpeaker, started the first time speech is turned on) or a test's. The voice follows the
/// UI language; when the engine has none for it, `status` says so. Without an installed engine
/// `available` is false, the setting cannot be turned on and `status` says why.

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QPointer>
#include <QString>
#include <cstdint>
#include <memory>

#include "ui-qml/speech/SpeechQueue.h"

class AiPlayers;
class AppSettings;
class EngineSpeaker;
class GameController;
class LanguageSettings;

class EventSpeech : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the app creates its speech")
    Q_PROPERTY(bool enabled READ enabled WRITE setEnabled NOTIFY enabledChanged)
    /// A speech engine is installed (or a test's speaker is given).
    Q_PROPERTY(bool available READ available CONSTANT)
    /// Why speech is unavailable, that the engine is starting, or that it has no voice for the UI
    /// language; "" when all is well.
    Q_PROPERTY(QString status READ status NOTIFY statusChanged)
    /// -1 (slowest) to 1 (fastest), 0 the engine's normal rate; remembered.
    Q_PROPERTY(double rate READ rate WRITE setRate NOTIFY rateChanged)
    /// Speak the context after each move's line; remembered.
    Q_PROPERTY(bool speakContext READ speakContext WRITE setSpeakContext NOTIFY speakContextChanged)
    /// Whose hints are read aloud when they arrive (the window's AiPlayers).
    Q_PROPERTY(AiPlayers* hints READ hints WRITE setHints NOTIFY hintsChanged)

public:
    static constexpr double kRateStep = 0.25;

    /// The app's: the engine starts when speech is turned on. `settings` may be null (nothing is
    /// read or saved).
    explicit EventSpeech(AppSettings* settings, QObject* parent = nullptr);
    /// A test's: `speaker` speaks and reports each line's end through lineFinished().
    EventSpeech(AppSettings* settings, speech::Speaker* speaker, QObject* parent = nullptr);
    ~EventSpeech() override;

    /// Speaks each move of `controller`'s game (LastMove's line; urgent when it tells a detection
    /// or the end of the game).
    void follow(GameController* controller);
    /// Speaks each hint `hints` gives when it arrives (null: none).
    void setHints(AiPlayers* hints);
    AiPlayers* hints() const;
    /// Speaks in `language`'s UI language, following its changes.
    void followLanguage(LanguageSettings* language);

    bool enabled() const { return m_enabled; }
    void setEnabled(bool enabled);
    bool available() const;
    QString status() const;
    double rate() const { return m_rate; }
    void setRate(double rate);
    bool speakContext() const { return m_speakContext; }
    void setSpeakContext(bool on);

    /// Queues `text` when speech is on (urgent: before older lines, cutting a normal line short).
    Q_INVOKABLE void say(const QString& text, bool urgent = false);
    /// The line being spoken stops; the next one starts.
    Q_INVOKABLE void skip() { m_queue.skip(); }
    /// Silence: the line being spoken and every line waiting are dropped.
    Q_INVOKABLE void stop() { m_queue.stop(); }
    /// Says the context of the game followed now again (Ctrl+Shift+C), whether or not it is spoken
    /// after each move.
    Q_INVOKABLE void repeatContext();
    Q_INVOKABLE void faster() { setRate(m_rate + kRateStep); }
    Q_INVOKABLE void slower() { setRate(m_rate - kRateStep); }

    /// The speaker's report that line `id` ended.
    void lineFinished(std::uint64_t id) { m_queue.finished(id); }
    const speech::SpeechQueue& queue() const { return m_queue; }

signals:
    void enabledChanged();
    void statusChanged();
    void rateChanged();
    void speakContextChanged();
    void hintsChanged();

private:
    enum class State { Off, Starting, Ready, NoVoice, Failed };
    /// Forwards to the engine, which is made on first use.
    class Forwarder : public speech::Speaker {
    public:
        explicit Forwarder(EventSpeech& owner) : m_owner(owner) {}
        void speak(std::uint64_t id, const QString& text) override;
        void stop() override;

    private:
        EventSpeech& m_owner;
    };

    void sayContext();
    void startEngine();
    void chooseLanguage();
    void setState(State state);

    AppSettings* m_settings;
    speech::Speaker* m_testSpeaker = nullptr;
    Forwarder m_forwarder{*this};
    std::unique_ptr<EngineSpeaker> m_engine;
    speech::SpeechQueue m_queue;
    QPointer<LanguageSettings> m_language;
    QPointer<GameController> m_controller;
    QPointer<AiPlayers> m_hints;
    QMetaObject::Connection m_hintConnection;
    bool m_speakContext = true;
    bool m_enabled = false;
    double m_rate = 0;
    State m_state = State::Off;
    QString m_engineError;
};
