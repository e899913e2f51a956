#include "ui-qml/speech/SpeechQueue.h"

#include <algorithm>

namespace speech {

void SpeechQueue::say(const QString& text, Urgency urgency, Topic topic) {
    const QString line = text.trimmed();
    if (line.isEmpty() || holds(line)) return;
    if (topic != Topic::Event) std::erase_if(waiting_, [topic](const Line& l) { return l.topic == topic; });
    Line entry{nextId_++, line, urgency, topic};
    if (urgency == Urgency::Urgent) {
        // After the urgent lines already waiting, before every normal one.
        const auto firstNormal =
            std::find_if(waiting_.begin(), waiting_.end(), [](const Line& l) { return l.urgency == Urgency::Normal; });
        waiting_.insert(firstNormal, std::move(entry));
    } else {
        waiting_.push_back(std::move(entry));
    }
    if (std::ssize(waiting_) > kMaxWaiting) {
        const auto oldestNormal =
            std::find_if(waiting_.begin(), waiting_.end(), [](const Line& l) { return l.urgency == Urgency::Normal; });
        waiting_.erase(oldestNormal != waiting_.end() ? oldestNormal : waiting_.begin());
    }
    if (!current_) {
        startNext();
    } else if (urgency == Urgency::Urgent && current_->urgency == Urgency::Normal) {
        // The speaker's say() cuts the old line off; its late end is ignored by its id.
        startNext();
    }
}

void SpeechQueue::finished(std::uint64_t id) {
    if (!current_ || current_->id != id) return;
    current_.reset();
    startNext();
}

void SpeechQueue::skip() {
    if (!current_) return;
    current_.reset();
    if (waiting_.empty()) {
        speaker_.stop();
    } else {
        startNext();
    }
}

void SpeechQueue::stop() {
    waiting_.clear();
    if (!current_) return;
    current_.reset();
    speaker_.stop();
}

QStringList SpeechQueue::waiting() const {
    QStringList lines;
    for (const Line& l : waiting_) lines << l.text;
    return lines;
}

void SpeechQueue::startNext() {
    if (waiting_.empty()) {
        current_.reset();
        return;
    }
    current_ = std::move(waiting_.front());
    waiting_.pop_front();
    speaker_.speak(current_->id, current_->text);
}

bool SpeechQueue::holds(const QString& text) const {
    return (current_ && current_->text == text) ||
           std::any_of(waiting_.begin(), waiting_.end(), [&](const Line& l) { return l.text == text; });
}

}  // namespace speech
