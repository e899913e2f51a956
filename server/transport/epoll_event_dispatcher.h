#pragma once
/// An event dispatcher for Qt Core built on Linux's epoll, for a thread that watches thousands of
/// sockets (entanglion-server: two per game). Qt's own Unix dispatcher hands every socket to
/// `ppoll` on every pass of the loop, so its cost grows with the connections, not with the traffic;
/// here the kernel keeps the set and a pass costs only the sockets that are ready
/// (docs/networking.md, "The event loop"). Public Qt API only; Linux only.
///
/// Install it before the QCoreApplication exists:
///     QCoreApplication::setEventDispatcher(new EpollEventDispatcher);
/// It serves the thread that creates it; other threads keep Qt's dispatcher. It has no user input
/// to hold back (QEventLoop::ExcludeUserInputEvents changes nothing), as Qt Core's own has none.

#include <QAbstractEventDispatcher>
#include <QSocketNotifier>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <deque>
#include <map>
#include <unordered_map>
#include <vector>

namespace entanglion::server {

class EpollEventDispatcher : public QAbstractEventDispatcher {
    Q_OBJECT
public:
    explicit EpollEventDispatcher(QObject* parent = nullptr);
    ~EpollEventDispatcher() override;

    bool processEvents(QEventLoop::ProcessEventsFlags flags) override;

    void registerSocketNotifier(QSocketNotifier* notifier) override;
    void unregisterSocketNotifier(QSocketNotifier* notifier) override;

    using QAbstractEventDispatcher::registerTimer;
    void registerTimer(int timer_id, qint64 interval_ms, Qt::TimerType type, QObject* object) override;
    bool unregisterTimer(int timer_id) override;
    bool unregisterTimers(QObject* object) override;
    QList<TimerInfo> registeredTimers(QObject* object) const override;
    int remainingTime(int timer_id) override;

    void wakeUp() override;     // any thread
    void interrupt() override;  // any thread

private:
    using Clock = std::chrono::steady_clock;
    static constexpr int kNotifierTypes = 3;  // QSocketNotifier::Read, Write, Exception

    /// The notifiers of one file descriptor and which of them are waiting to be delivered.
    struct Watched {
        QSocketNotifier* notifiers[kNotifierTypes] = {};
        bool pending[kNotifierTypes] = {};
        std::uint32_t events = 0;  // what epoll is asked for
    };
    /// Timers fire in deadline order; equal deadlines in the order they were scheduled.
    struct DeadlineKey {
        Clock::time_point deadline;
        std::uint64_t sequence;
        auto operator<=>(const DeadlineKey&) const = default;
    };
    struct Timer {
        QObject* object;
        qint64 interval_ms;
        Qt::TimerType type;
        DeadlineKey key;
        bool delivering = false;  // its event is being sent: never sent again from inside it
    };

    int wait_timeout_ms(bool may_block, bool include_timers) const;
    void update_interest(int fd);
    void mark_ready(int fd, std::uint32_t ready);
    int deliver_socket_events();
    int deliver_timers();
    void schedule(int timer_id, Timer& timer, Clock::time_point deadline);
    void drain_wake_up();

    int epoll_fd_ = -1;
    int wake_fd_ = -1;  // eventfd: wakeUp() from any thread
    std::atomic<bool> wake_pending_{false};
    std::atomic<bool> interrupted_{false};
    std::vector<Watched> watched_;             // indexed by file descriptor
    std::deque<std::pair<int, int>> pending_;  // (fd, notifier type) ready to deliver
    std::unordered_map<int, Timer> timers_;
    std::map<DeadlineKey, int> deadlines_;  // -> timer id
    std::uint64_t next_sequence_ = 0;
};

}  // namespace entanglion::server
