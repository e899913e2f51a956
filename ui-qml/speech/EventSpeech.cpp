#include "ui-qml/speech/EventSpeech.h"

#include <algorithm>

#include "ui-qml/app/AppSettings.h"
#include "ui-qml/app/Language.h"
#include "ui-qml/controller/AiPlayers.h"
#include "ui-qml/controller/GameController.h"
#include "ui-qml/controller/LastMove.h"
#include "ui-qml/controller/ReplayController.h"
#include "ui-qml/controller/SceneText.h"
#include "ui-qml/speech/EngineSpeaker.h"

EventSpeech::EventSpeech(AppSettings* settings, QObject* parent) : EventSpeech(settings, nullptr, parent) {}

EventSpeech::EventSpeech(AppSettings* settings, speech::Speaker* speaker, QObject* parent)
    : QObject(parent), m_settings(settings), m_testSpeaker(speaker), m_queue(m_forwarder) {
    if (m_settings != nullptr) {
        m_rate = m_settings->speechRate();
        m_speakContext = m_settings->speakContext();
        if (m_settings->speakEvents()) setEnabled(true);
    }
}

EventSpeech::~EventSpeech() = default;

void EventSpeech::follow(GameController* controller) {
    m_controller = controller;
    LastMove* lastMove = controller->lastMove();
    connect(lastMove, &LastMove::changed, this, [this, lastMove] {
        if (lastMove->text().isEmpty()) return;  // nothing happened: a new game, a step of a step-through
        say(lastMove->text(), lastMove->urgent());
        if (m_speakContext) sayContext();
    });
}

void EventSpeech::setHints(AiPlayers* hints) {
    if (hints == m_hints) return;
    disconnect(m_hintConnection);
    m_hints = hints;
    if (hints != nullptr) {
        m_hintConnection = connect(hints, &AiPlayers::hintReady, this, [this, hints] {
            if (m_enabled) m_queue.say(hints->hintSpeech(), speech::Urgency::Normal, speech::Topic::Hint);
        });
    }
    emit hintsChanged();
}

AiPlayers* EventSpeech::hints() const { return m_hints; }

void EventSpeech::repeatContext() { sayContext(); }

void EventSpeech::sayContext() {
    // The context of a game played here, not of a step stepped through.
    if (!m_enabled || !m_controller ||
        m_controller->session().moves_refused() != entanglion::session::RefusalKind::kNone)
        return;
    m_queue.say(SceneText::context(*m_controller->gameState()), speech::Urgency::Normal, speech::Topic::Context);
}

void EventSpeech::setSpeakContext(bool on) {
    if (on == m_speakContext) return;
    m_speakContext = on;
    if (m_settings != nullptr) m_settings->setSpeakContext(on);
    emit speakContextChanged();
}

void EventSpeech::followLanguage(LanguageSettings* language) {
    m_language = language;
    connect(language, &LanguageSettings::languageChanged, this, [this] {
        chooseLanguage();
        emit statusChanged();  // its words are in the UI language
    });
    chooseLanguage();
}

bool EventSpeech::available() const { return m_testSpeaker != nullptr || !EngineSpeaker::availableEngines().isEmpty(); }

void EventSpeech::setEnabled(bool enabled) {
    if (enabled && !available()) {
        setState(State::Failed);
        return;
    }
    if (enabled == m_enabled) return;
    m_enabled = enabled;
    if (m_settings != nullptr) m_settings->setSpeakEvents(enabled);
    if (enabled) {
        startEngine();
    } else {
        m_queue.stop();
    }
    emit enabledChanged();
}

void EventSpeech::setRate(double rate) {
    rate = std::clamp(rate, -1.0, 1.0);
    if (rate == m_rate) return;
    m_rate = rate;
    if (m_settings != nullptr) m_settings->setSpeechRate(rate);
    if (m_engine) m_engine->setRate(rate);
    emit rateChanged();
}

QString EventSpeech::status() const {
    switch (m_state) {
        case State::Off:
        case State::Ready:
            return {};
        case State::Starting:
            return tr("Starting the speech engine…");
        case State::NoVoice:
            //: %1: a language's name, e.g. "Polish".
            return tr("The speech engine has no voice for %1: it speaks with its default voice")
                .arg(LanguageSettings::nativeName(m_language ? m_language->code() : QStringLiteral("en")));
        case State::Failed:
            if (!available()) return tr("Speech is unavailable: no speech engine is installed");
            //: %1: why, from the speech engine, e.g. "no speech engine is installed".
            return tr("Speech is unavailable: %1").arg(m_engineError);
    }
    return {};
}

void EventSpeech::say(const QString& text, bool urgent) {
    if (!m_enabled) return;
    m_queue.say(text, urgent ? speech::Urgency::Urgent : speech::Urgency::Normal);
}

void EventSpeech::startEngine() {
    if (m_testSpeaker != nullptr) {
        setState(State::Ready);
        return;
    }
    if (m_engine) return;
    setState(State::Starting);
    m_engine = std::make_unique<EngineSpeaker>();
    connect(m_engine.get(), &EngineSpeaker::finished, this, &EventSpeech::lineFinished);
    connect(m_engine.get(), &EngineSpeaker::started, this, [this](bool ok, const QString&, const QString& error) {
        m_engineError = error;
        setState(ok ? State::Ready : State::Failed);
        if (!ok) return;
        m_engine->setRate(m_rate);
        chooseLanguage();
    });
    // Said once per language: the status stays until the language changes.
    connect(m_engine.get(), &EngineSpeaker::languageChosen, this, [this](const QString&, bool hasVoice) {
        if (m_state == State::Ready || m_state == State::NoVoice) setState(hasVoice ? State::Ready : State::NoVoice);
    });
}

void EventSpeech::chooseLanguage() {
    if (m_engine && (m_state == State::Ready || m_state == State::NoVoice)) {
        m_engine->setLanguage(m_language ? m_language->code() : QStringLiteral("en"));
    }
}

void EventSpeech::setState(State state) {
    if (state == m_state) return;
    m_state = state;
    emit statusChanged();
}

void EventSpeech::Forwarder::speak(std::uint64_t id, const QString& text) {
    if (m_owner.m_testSpeaker != nullptr) {
        m_owner.m_testSpeaker->speak(id, text);
    } else if (m_owner.m_engine) {
        m_owner.m_engine->speak(id, text);
    }
}

void EventSpeech::Forwarder::stop() {
    if (m_owner.m_testSpeaker != nullptr) {
        m_owner.m_testSpeaker->stop();
    } else if (m_owner.m_engine) {
        m_owner.m_engine->stop();
    }
}
