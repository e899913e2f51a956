#pragma once
/// The order in which event lines are spoken, kept apart from any speech engine so its rules are
/// tested without one (tests/ui/speech_queue_test.cpp). One line is spoken at a time; the rest wait:
/// - an urgent line (a detection, the end of the game) goes before every normal line waiting and
///   cuts a normal line being spoken short, so it is never stuck behind older news;
/// - at most kMaxWaiting lines wait: a new one pushes out the oldest normal line (else the oldest);
/// - a line equal to the one being spoken or to one waiting is not queued again;
/// - a context or a hint line replaces the one of its kind still waiting (it told an older state);
/// - skip() cuts the line being spoken and goes on with the next, stop() silences everything.
/// The speaker reports the end of each line by its id, so the late end of a line cut short is not
/// mistaken for the end of the next one.

#include <QString>
#include <QStringList>
#include <cstdint>
#include <deque>
#include <optional>

namespace speech {

/// What speaks a line: the real engine (EngineSpeaker) or a test's recorder.
class Speaker {
public:
    virtual ~Speaker() = default;
    /// Starts speaking `text` (cutting off whatever it was speaking); reports its end with `id`.
    virtual void speak(std::uint64_t id, const QString& text) = 0;
    /// Stops speaking now.
    virtual void stop() = 0;
};

enum class Urgency { Normal, Urgent };
/// What a line tells: an event (what happened), the context after it, or a hint. Each move says
/// them in that order; a newer context or hint makes the one waiting stale.
enum class Topic { Event, Context, Hint };

class SpeechQueue {
public:
    static constexpr int kMaxWaiting = 4;

    explicit SpeechQueue(Speaker& speaker) : speaker_(speaker) {}

    /// Queues `text` (trimmed; blank lines are ignored) by the rules above.
    void say(const QString& text, Urgency urgency = Urgency::Normal, Topic topic = Topic::Event);
    /// The speaker finished (or could not speak) line `id`; the next one starts.
    void finished(std::uint64_t id);
    /// Cuts the line being spoken short; the next one waiting starts.
    void skip();
    /// Silences the speaker and forgets every line waiting.
    void stop();

    /// The line being spoken, "" when silent.
    QString current() const { return current_ ? current_->text : QString(); }
    /// The lines waiting, in the order they will be spoken.
    QStringList waiting() const;

private:
    struct Line {
        std::uint64_t id;
        QString text;
        Urgency urgency;
        Topic topic;
    };
    void startNext();
    bool holds(const QString& text) const;

    Speaker& speaker_;
    std::optional<Line> current_;
    std::deque<Line> waiting_;
    std::uint64_t nextId_ = 1;
};

}  // namespace speech
