#include "server/transport/epoll_event_dispatcher.h"

#include <poll.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <unistd.h>

#include <QCoreApplication>
#include <QTimerEvent>
#include <cerrno>
#include <climits>
#include <cstring>

namespace entanglion::server {

namespace {

/// What epoll reports that wakes each kind of notifier, as Qt's poll-based dispatcher maps poll's
/// flags: a hang-up or an error is news for a reader (it reads and learns of the close).
constexpr std::uint32_t kReadyFor[] = {EPOLLIN | EPOLLHUP | EPOLLERR, EPOLLOUT | EPOLLERR, EPOLLPRI};
constexpr std::uint32_t kAskFor[] = {EPOLLIN, EPOLLOUT, EPOLLPRI};
constexpr int kReadyPerWait = 512;  // more stay ready (level-triggered) for the next pass

/// Milliseconds until `deadline`, rounded up: waking early would only wait again.
qint64 milliseconds_until(std::chrono::steady_clock::time_point deadline, std::chrono::steady_clock::time_point now) {
    if (deadline <= now) return 0;
    return std::chrono::ceil<std::chrono::milliseconds>(deadline - now).count();
}

/// A very coarse timer keeps whole seconds, as Qt's does (rounded to the nearest one); a coarse
/// one may fire up to 5% late in Qt, and firing on time keeps that promise.
std::chrono::milliseconds firing_interval(qint64 interval_ms, Qt::TimerType type) {
    return std::chrono::milliseconds(type == Qt::VeryCoarseTimer ? (interval_ms + 500) / 1000 * 1000 : interval_ms);
}

}  // namespace

EpollEventDispatcher::EpollEventDispatcher(QObject* parent) : QAbstractEventDispatcher(parent) {
    epoll_fd_ = ::epoll_create1(EPOLL_CLOEXEC);
    wake_fd_ = ::eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
    epoll_event wake{};
    wake.events = EPOLLIN;
    wake.data.fd = wake_fd_;
    if (epoll_fd_ < 0 || wake_fd_ < 0 || ::epoll_ctl(epoll_fd_, EPOLL_CTL_ADD, wake_fd_, &wake) != 0) {
        qFatal("EpollEventDispatcher: cannot create epoll or eventfd: %s", strerror(errno));
    }
}

EpollEventDispatcher::~EpollEventDispatcher() {
    ::close(wake_fd_);
    ::close(epoll_fd_);
}

// One pass, in the order of Qt's own Unix dispatcher: posted events, then a wait (only if asked to
// and nothing is due), then events posted meanwhile, the sockets that are ready, the timers due.
bool EpollEventDispatcher::processEvents(QEventLoop::ProcessEventsFlags flags) {
    interrupted_.store(false);
    emit awake();
    // Every postEvent calls wakeUp(), so events posted from here on end the wait below.
    QCoreApplication::sendPostedEvents();

    const bool include_timers = !flags.testFlag(QEventLoop::X11ExcludeTimers);
    const bool include_sockets = !flags.testFlag(QEventLoop::ExcludeSocketNotifiers);
    const bool may_block = flags.testFlag(QEventLoop::WaitForMoreEvents) && !interrupted_.load();
    if (may_block) emit aboutToBlock();
    if (interrupted_.load()) return false;
    const int timeout_ms = wait_timeout_ms(may_block, include_timers);

    int delivered = 0;
    bool woken = false;
    if (include_sockets) {
        epoll_event ready[kReadyPerWait];
        const int count = ::epoll_wait(epoll_fd_, ready, kReadyPerWait, timeout_ms);
        if (count < 0 && errno != EINTR) qErrnoWarning("EpollEventDispatcher: epoll_wait");
        for (int i = 0; i < count; ++i) {
            if (ready[i].data.fd == wake_fd_) {
                woken = true;
            } else {
                mark_ready(ready[i].data.fd, ready[i].events);
            }
        }
    } else {
        // Sockets excluded: the epoll set would report them at once (level-triggered), so wait on
        // the wake-up descriptor alone.
        pollfd wake{wake_fd_, POLLIN, 0};
        woken = ::poll(&wake, 1, timeout_ms) > 0;
    }
    if (woken) {
        // Mostly an event posted from another thread: deliver it in this pass, since the caller
        // waited for it (the next pass would deliver it and then wait again).
        drain_wake_up();
        QCoreApplication::sendPostedEvents();
        ++delivered;
    }
    if (include_sockets) delivered += deliver_socket_events();
    if (include_timers) delivered += deliver_timers();
    return delivered > 0;
}

int EpollEventDispatcher::wait_timeout_ms(bool may_block, bool include_timers) const {
    if (!may_block) return 0;
    if (!include_timers) return -1;
    for (const auto& [key, timer_id] : deadlines_) {
        // A timer whose event is being delivered (a nested loop) does not end the wait.
        if (timers_.at(timer_id).delivering) continue;
        return static_cast<int>(std::min<qint64>(milliseconds_until(key.deadline, Clock::now()), INT_MAX));
    }
    return -1;
}

// ---- socket notifiers: epoll holds the set; only what changes costs a system call

void EpollEventDispatcher::registerSocketNotifier(QSocketNotifier* notifier) {
    const int fd = static_cast<int>(notifier->socket());
    const int type = notifier->type();
    if (fd < 0) return;
    if (static_cast<std::size_t>(fd) >= watched_.size()) watched_.resize(fd + 1);
    Watched& watched = watched_[fd];
    if (watched.notifiers[type] && watched.notifiers[type] != notifier) {
        qWarning("EpollEventDispatcher: a second notifier of type %d for socket %d replaces the first", type, fd);
    }
    watched.notifiers[type] = notifier;
    update_interest(fd);
}

void EpollEventDispatcher::unregisterSocketNotifier(QSocketNotifier* notifier) {
    const int fd = static_cast<int>(notifier->socket());
    const int type = notifier->type();
    if (fd < 0 || static_cast<std::size_t>(fd) >= watched_.size()) return;
    Watched& watched = watched_[fd];
    if (watched.notifiers[type] != notifier) return;
    watched.notifiers[type] = nullptr;
    watched.pending[type] = false;  // disabled or deleted while ready: never delivered
    update_interest(fd);
}

void EpollEventDispatcher::update_interest(int fd) {
    Watched& watched = watched_[fd];
    std::uint32_t events = 0;
    for (int type = 0; type < kNotifierTypes; ++type) {
        if (watched.notifiers[type]) events |= kAskFor[type];
    }
    if (events == watched.events) return;
    epoll_event change{};
    change.events = events;
    change.data.fd = fd;
    const int op = watched.events == 0 ? EPOLL_CTL_ADD : events == 0 ? EPOLL_CTL_DEL : EPOLL_CTL_MOD;
    int result = ::epoll_ctl(epoll_fd_, op, fd, &change);
    // The kernel drops a descriptor from the set when it is closed, so a number closed and reused
    // while its notifier stayed registered is new to epoll, and one closed first cannot be removed.
    if (result != 0 && op == EPOLL_CTL_MOD && errno == ENOENT) {
        result = ::epoll_ctl(epoll_fd_, EPOLL_CTL_ADD, fd, &change);
    } else if (result != 0 && op == EPOLL_CTL_ADD && errno == EEXIST) {
        result = ::epoll_ctl(epoll_fd_, EPOLL_CTL_MOD, fd, &change);
    } else if (result != 0 && op == EPOLL_CTL_DEL && (errno == ENOENT || errno == EBADF)) {
        result = 0;
    }
    if (result != 0) qWarning("EpollEventDispatcher: epoll_ctl on socket %d: %s", fd, strerror(errno));
    watched.events = result == 0 ? events : 0;
}

void EpollEventDispatcher::mark_ready(int fd, std::uint32_t ready) {
    if (fd < 0 || static_cast<std::size_t>(fd) >= watched_.size()) return;
    Watched& watched = watched_[fd];
    for (int type = 0; type < kNotifierTypes; ++type) {
        if (watched.notifiers[type] && !watched.pending[type] && (ready & kReadyFor[type])) {
            watched.pending[type] = true;
            pending_.emplace_back(fd, type);
        }
    }
}

// A delivered event may disable or delete any notifier (its own or another's), register new ones
// (watched_ may grow) or run a nested loop, so each entry is looked up afresh.
int EpollEventDispatcher::deliver_socket_events() {
    int delivered = 0;
    QEvent event(QEvent::SockAct);
    while (!pending_.empty()) {
        const auto [fd, type] = pending_.front();
        pending_.pop_front();
        Watched& watched = watched_[fd];
        if (!watched.pending[type]) continue;  // unregistered after it was marked
        watched.pending[type] = false;
        QCoreApplication::sendEvent(watched.notifiers[type], &event);
        ++delivered;
    }
    return delivered;
}

// ---- timers: a map from deadline to timer id, on the monotonic clock

void EpollEventDispatcher::registerTimer(int timer_id, qint64 interval_ms, Qt::TimerType type, QObject* object) {
    unregisterTimer(timer_id);  // Qt never reuses a live id; if it did, its old deadline must go
    Timer& timer = timers_[timer_id];
    timer = Timer{object, interval_ms, type, {}};
    schedule(timer_id, timer, Clock::now() + firing_interval(interval_ms, type));
}

bool EpollEventDispatcher::unregisterTimer(int timer_id) {
    const auto found = timers_.find(timer_id);
    if (found == timers_.end()) return false;
    deadlines_.erase(found->second.key);
    timers_.erase(found);
    return true;
}

bool EpollEventDispatcher::unregisterTimers(QObject* object) {
    bool any = false;
    for (auto it = timers_.begin(); it != timers_.end();) {
        if (it->second.object != object) {
            ++it;
            continue;
        }
        deadlines_.erase(it->second.key);
        it = timers_.erase(it);
        any = true;
    }
    return any;
}

QList<QAbstractEventDispatcher::TimerInfo> EpollEventDispatcher::registeredTimers(QObject* object) const {
    QList<TimerInfo> list;
    for (const auto& [timer_id, timer] : timers_) {
        if (timer.object == object) list.append(TimerInfo(timer_id, static_cast<int>(timer.interval_ms), timer.type));
    }
    return list;
}

int EpollEventDispatcher::remainingTime(int timer_id) {
    const auto found = timers_.find(timer_id);
    if (found == timers_.end()) return -1;
    return static_cast<int>(std::min<qint64>(milliseconds_until(found->second.key.deadline, Clock::now()), INT_MAX));
}

void EpollEventDispatcher::schedule(int timer_id, Timer& timer, Clock::time_point deadline) {
    deadlines_.erase(timer.key);  // sequence 0 is never scheduled: a new timer erases nothing
    timer.key = DeadlineKey{deadline, ++next_sequence_};
    deadlines_.emplace(timer.key, timer_id);
}

// Only the timers due when the pass began fire, each once: a zero-interval timer rescheduled for
// "now" waits for the next pass, so it cannot starve the sockets. The next deadline is set before
// the event is sent, so the event may kill, restart or re-register its own timer.
int EpollEventDispatcher::deliver_timers() {
    const Clock::time_point now = Clock::now();
    std::vector<DeadlineKey> due;
    for (auto it = deadlines_.begin(); it != deadlines_.end() && it->first.deadline <= now; ++it) {
        due.push_back(it->first);
    }
    int fired = 0;
    for (const DeadlineKey& key : due) {
        const auto scheduled = deadlines_.find(key);
        if (scheduled == deadlines_.end()) continue;  // killed or restarted by an earlier event
        const int timer_id = scheduled->second;
        Timer& timer = timers_.at(timer_id);
        if (timer.delivering) continue;  // a nested loop inside this timer's own event
        const auto interval = firing_interval(timer.interval_ms, timer.type);
        // Precise: keep the rhythm; after a stall, start it again from now rather than fire a burst.
        Clock::time_point next = key.deadline + interval;
        if (next < now) next = now + interval;
        schedule(timer_id, timer, next);
        if (interval.count() > 0) ++fired;  // as Qt counts: zero timers are not news
        timer.delivering = true;
        QTimerEvent event(timer_id);
        QCoreApplication::sendEvent(timer.object, &event);
        // The event may have killed the timer (its object too) or reused its id for a new one.
        if (const auto still = timers_.find(timer_id); still != timers_.end()) still->second.delivering = false;
    }
    return fired;
}

// ---- waking the thread

void EpollEventDispatcher::wakeUp() {
    // One write per wait is enough; the flag spares a system call for each posted event.
    if (!wake_pending_.exchange(true, std::memory_order_acq_rel)) {
        [[maybe_unused]] const int written = ::eventfd_write(wake_fd_, 1);
    }
}

void EpollEventDispatcher::drain_wake_up() {
    eventfd_t count = 0;
    [[maybe_unused]] const int read = ::eventfd_read(wake_fd_, &count);
    wake_pending_.store(false, std::memory_order_release);
}

void EpollEventDispatcher::interrupt() {
    interrupted_.store(true);
    wakeUp();
}

}  // namespace entanglion::server
