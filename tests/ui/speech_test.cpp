// Speak events: the speech queue's rules (one line at a time, urgent lines first, a bounded queue,
// nothing twice, skip and stop, the late end of a line cut short) with a recording speaker, and
// EventSpeech following a game: off by default, remembered, and each move's line spoken in order.
#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <utility>
#include <vector>

#include "tests/common/qtest_program.h"
#include "tests/ui/perform.h"
#include "ui-qml/app/AppSettings.h"
#include "ui-qml/app/Language.h"
#include "ui-qml/controller/AiPlayers.h"
#include "ui-qml/controller/GameController.h"
#include "ui-qml/controller/LastMove.h"
#include "ui-qml/controller/SceneText.h"
#include "ui-qml/speech/EventSpeech.h"
#include "ui-qml/speech/SpeechQueue.h"

namespace {

/// Records what it is asked to speak; the test ends each line.
class RecordingSpeaker : public speech::Speaker {
public:
    void speak(std::uint64_t id, const QString& text) override { lines.emplace_back(id, text); }
    void stop() override { ++stops; }
    QStringList texts() const {
        QStringList out;
        for (const auto& line : lines) out << line.second;
        return out;
    }
    std::uint64_t lastId() const { return lines.empty() ? 0 : lines.back().first; }
    std::vector<std::pair<std::uint64_t, QString>> lines;
    int stops = 0;
};

/// Ends every line in turn until the queue is silent.
void speakAll(speech::SpeechQueue& queue, RecordingSpeaker& speaker) {
    while (!queue.current().isEmpty()) queue.finished(speaker.lastId());
}

/// The same for the app's queue inside `speech`, each end reported as the engine would.
void speakAll(EventSpeech& speech, RecordingSpeaker& speaker) {
    while (!speech.queue().current().isEmpty()) speech.lineFinished(speaker.lastId());
}

/// Plays the first action the acting player is allowed; false when there is none or it was refused.
bool playFirstAllowed(GameController& controller) {
    for (int row = 0; row < controller.actionModel()->count(); ++row) {
        if (controller.actionModel()->at(row).allowed) return controller.trigger(row);
    }
    return false;
}

}  // namespace

class SpeechTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("entanglion-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("speech-test"));
    }
    void init() { QSettings().clear(); }

    void linesAreSpokenOneAtATimeInOrder() {
        RecordingSpeaker speaker;
        speech::SpeechQueue queue(speaker);
        queue.say(QStringLiteral("one"));
        queue.say(QStringLiteral("two"));
        QCOMPARE(speaker.texts(), QStringList{QStringLiteral("one")});
        QCOMPARE(queue.waiting(), QStringList{QStringLiteral("two")});
        speakAll(queue, speaker);
        QCOMPARE(speaker.texts(), (QStringList{QStringLiteral("one"), QStringLiteral("two")}));
        QVERIFY(queue.current().isEmpty());
    }

    void anUrgentLineGoesFirstAndCutsANormalOneShort() {
        RecordingSpeaker speaker;
        speech::SpeechQueue queue(speaker);
        queue.say(QStringLiteral("move 1"));
        const std::uint64_t cut = speaker.lastId();
        queue.say(QStringLiteral("move 2"));
        queue.say(QStringLiteral("detected"), speech::Urgency::Urgent);
        QCOMPARE(queue.current(), QStringLiteral("detected"));  // at once, not after move 2
        queue.say(QStringLiteral("game lost"), speech::Urgency::Urgent);
        // An urgent line does not cut another urgent one; it waits before the normal lines.
        QCOMPARE(queue.current(), QStringLiteral("detected"));
        QCOMPARE(queue.waiting(), (QStringList{QStringLiteral("game lost"), QStringLiteral("move 2")}));
        // The late end of the line cut short is not taken for the end of the urgent one.
        queue.finished(cut);
        QCOMPARE(queue.current(), QStringLiteral("detected"));
        speakAll(queue, speaker);
        QCOMPARE(speaker.texts(), (QStringList{QStringLiteral("move 1"), QStringLiteral("detected"),
                                               QStringLiteral("game lost"), QStringLiteral("move 2")}));
    }

    void theQueueIsBoundedAndDropsTheOldestNormalLine() {
        RecordingSpeaker speaker;
        speech::SpeechQueue queue(speaker);
        queue.say(QStringLiteral("speaking"));
        queue.say(QStringLiteral("urgent"), speech::Urgency::Urgent);  // cuts "speaking"
        for (int i = 1; i <= 6; ++i) queue.say(QStringLiteral("move %1").arg(i));
        QCOMPARE(queue.waiting().size(), speech::SpeechQueue::kMaxWaiting);
        QCOMPARE(queue.waiting(), (QStringList{QStringLiteral("move 3"), QStringLiteral("move 4"),
                                               QStringLiteral("move 5"), QStringLiteral("move 6")}));
        // Urgent lines push the normal ones out, oldest first.
        for (int i = 1; i <= 5; ++i) queue.say(QStringLiteral("alarm %1").arg(i), speech::Urgency::Urgent);
        QCOMPARE(queue.waiting(), (QStringList{QStringLiteral("alarm 2"), QStringLiteral("alarm 3"),
                                               QStringLiteral("alarm 4"), QStringLiteral("alarm 5")}));
    }

    void nothingIsQueuedTwiceAndBlankLinesAreIgnored() {
        RecordingSpeaker speaker;
        speech::SpeechQueue queue(speaker);
        queue.say(QStringLiteral("Rubicon moved"));
        queue.say(QStringLiteral(" Rubicon moved "));  // the one being spoken
        queue.say(QStringLiteral("Mercurial moved"));
        queue.say(QStringLiteral("Mercurial moved"), speech::Urgency::Urgent);  // already waiting
        queue.say(QStringLiteral("   "));
        speakAll(queue, speaker);
        QCOMPARE(speaker.texts(), (QStringList{QStringLiteral("Rubicon moved"), QStringLiteral("Mercurial moved")}));
    }

    void skipGoesOnAndStopSilencesEverything() {
        RecordingSpeaker speaker;
        speech::SpeechQueue queue(speaker);
        queue.say(QStringLiteral("one"));
        queue.say(QStringLiteral("two"));
        queue.say(QStringLiteral("three"));
        queue.skip();
        QCOMPARE(queue.current(), QStringLiteral("two"));
        QCOMPARE(speaker.stops, 0);  // the speaker's next line cuts the old one off itself
        queue.stop();
        QVERIFY(queue.current().isEmpty());
        QVERIFY(queue.waiting().isEmpty());
        QCOMPARE(speaker.stops, 1);
        queue.say(QStringLiteral("four"));
        queue.skip();  // nothing waits: the speaker is silenced
        QCOMPARE(speaker.stops, 2);
        QVERIFY(queue.current().isEmpty());
        QCOMPARE(speaker.texts(), (QStringList{QStringLiteral("one"), QStringLiteral("two"), QStringLiteral("four")}));
    }

    void aNewerContextOrHintReplacesTheOneWaiting() {
        RecordingSpeaker speaker;
        speech::SpeechQueue queue(speaker);
        queue.say(QStringLiteral("move 1"));
        queue.say(QStringLiteral("context 1"), speech::Urgency::Normal, speech::Topic::Context);
        queue.say(QStringLiteral("hint 1"), speech::Urgency::Normal, speech::Topic::Hint);
        queue.say(QStringLiteral("move 2"));
        queue.say(QStringLiteral("context 2"), speech::Urgency::Normal, speech::Topic::Context);
        // The older context told a state that is gone; the hint stays until a newer one comes.
        QCOMPARE(queue.waiting(),
                 (QStringList{QStringLiteral("hint 1"), QStringLiteral("move 2"), QStringLiteral("context 2")}));
        queue.say(QStringLiteral("hint 2"), speech::Urgency::Normal, speech::Topic::Hint);
        queue.say(QStringLiteral("detected"), speech::Urgency::Urgent);  // cuts "move 1", goes first
        speakAll(queue, speaker);
        QCOMPARE(speaker.texts(),
                 (QStringList{QStringLiteral("move 1"), QStringLiteral("detected"), QStringLiteral("move 2"),
                              QStringLiteral("context 2"), QStringLiteral("hint 2")}));
    }

    /// What happened, then the context, then the hint asked for, in the UI language: through the
    /// app's own queue, the controller's LastMove, SceneText's words and AiPlayers' look-ahead hint.
    void aMoveSaysWhatHappenedThenTheContextThenTheHint_data() {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("detectionWords");  // the context's detection sentence, in that language
        QTest::newRow("en") << "en"
                            << "Detection rate 1, position 1 of 11.";
        QTest::newRow("pl") << "pl"
                            << "Współczynnik detekcji 1, pozycja 1 z\u00a011.";  // a no-break space after "z"
        QTest::newRow("es") << "es"
                            << "Nivel de detección 1, posición 1 de 11.";
        QTest::newRow("cs") << "cs"
                            << "Riziko odhalení 1, pozice 1 z\u00a011.";  // a no-break space after "z"
    }
    void aMoveSaysWhatHappenedThenTheContextThenTheHint() {
        QFETCH(QString, code);
        QFETCH(QString, detectionWords);
        LanguageSettings language;
        QVERIFY(language.apply(code));
        RecordingSpeaker speaker;
        GameController controller;
        AiPlayers ai;
        ai.setController(&controller);
        ai.setHintBudgetMs(20);
        EventSpeech speech(nullptr, &speaker);
        speech.follow(&controller);
        speech.setHints(&ai);
        speech.setEnabled(true);
        QVERIFY(controller.newGame(1, 7, ui::RulesVariant::Board));
        QVERIFY(speaker.lines.empty());  // a new game: nothing happened yet
        QVERIFY(playFirstAllowed(controller));
        const QString happened = controller.lastMove()->text();
        const QString context = SceneText::context(*controller.gameState());
        QVERIFY(context.contains(detectionWords));
        QCOMPARE(speaker.texts(), QStringList{happened});
        QCOMPARE(speech.queue().waiting(), QStringList{context});
        QVERIFY(ai.humanToMove());
        QVERIFY(ai.hint());
        // The look-ahead thinks on its worker thread; its answer comes back as a queued call.
        QTRY_VERIFY_WITH_TIMEOUT(!ai.hintThinking(), 120000);
        QVERIFY(!ai.hintSpeech().isEmpty());
        QVERIFY(ai.hintText().startsWith(ai.hintSpeech()));  // spoken: the head of the hint shown
        speakAll(speech, speaker);
        // The hint is spoken when the search answers (its sentence: the hint's first line), and again
        // only if the look-ahead then suggests another move.
        const QStringList spoken = speaker.texts();
        QVERIFY2(spoken.size() == 3 || spoken.size() == 4, qPrintable(spoken.join(u'|')));
        QCOMPARE(spoken.mid(0, 2), (QStringList{happened, context}));
        const QString searchHead = QCoreApplication::translate("hintText", "Hint (search): %1").section(u'%', 0, 0);
        QVERIFY2(spoken[2].startsWith(searchHead), qPrintable(spoken[2]));
        QVERIFY2(ai.hintText().startsWith(spoken.last()), qPrintable(spoken.last()));
        QVERIFY(language.apply(QStringLiteral("en")));
    }

    void theContextIsASettingAndCanBeSaidAgain() {
        RecordingSpeaker speaker;
        {
            AppSettings settings;
            EventSpeech speech(&settings, &speaker);
            QVERIFY(speech.speakContext());  // on by default
            speech.setSpeakContext(false);
        }
        AppSettings settings;
        QVERIFY(!settings.speakContext());
        GameController controller;
        EventSpeech speech(&settings, &speaker);
        QVERIFY(!speech.speakContext());
        speech.follow(&controller);
        speech.setEnabled(true);
        QVERIFY(controller.newGame(1, 7, ui::RulesVariant::Board));
        QVERIFY(playFirstAllowed(controller));
        speakAll(speech, speaker);
        QCOMPARE(speaker.texts(), QStringList{controller.lastMove()->text()});  // no context after the move
        speech.repeatContext();                                                 // Ctrl+Shift+C
        speakAll(speech, speaker);
        QCOMPARE(speaker.texts(),
                 (QStringList{controller.lastMove()->text(), SceneText::context(*controller.gameState())}));
    }

    void speakEventsIsOffByDefaultAndRemembered() {
        RecordingSpeaker speaker;
        {
            AppSettings settings;
            EventSpeech speech(&settings, &speaker);
            QVERIFY(!speech.enabled());
            speech.say(QStringLiteral("unheard"));
            QVERIFY(speaker.lines.empty());
            speech.setEnabled(true);
            speech.faster();
            QCOMPARE(speech.rate(), EventSpeech::kRateStep);
        }
        AppSettings settings;
        QVERIFY(settings.speakEvents());
        EventSpeech speech(&settings, &speaker);
        QVERIFY(speech.enabled());
        QCOMPARE(speech.rate(), EventSpeech::kRateStep);
        for (int i = 0; i < 10; ++i) speech.faster();
        QCOMPARE(speech.rate(), 1.0);  // the engine's range ends at 1
    }

    void eachMoveOfAGameIsSpokenInOrder() {
        QTemporaryDir dir;
        RecordingSpeaker speaker;
        GameController controller;
        EventSpeech speech(nullptr, &speaker);
        speech.follow(&controller);
        speech.setSpeakContext(false);  // the what-happened lines alone (the context: above)
        speech.setEnabled(true);
        // The line LastMove shows after each move, and its end reported as an engine would.
        QStringList shown;
        connect(controller.lastMove(), &LastMove::changed, this, [&] {
            if (!controller.lastMove()->text().isEmpty()) shown << controller.lastMove()->text();
            speech.lineFinished(speaker.lastId());
        });
        QVERIFY(testing_ui::playWalkthrough(controller, dir.filePath(QStringLiteral("walk.json")), 4));
        QVERIFY(shown.size() >= 4);
        QCOMPARE(speaker.texts(), shown);
    }
};

ENTANGLION_QTEST_MAIN(SpeechTest)
#include "speech_test.moc"
