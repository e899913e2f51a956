// The epoll event dispatcher (server/transport/epoll_event_dispatcher.h) behind a QCoreApplication:
// timers, socket notifiers, posted events and wake-ups from other threads. Nothing here measures
// time: where a count depends on time it is bounded by what the elapsed time allows. Every loop is
// bounded by a count and by a guard timer, so a dispatcher that never wakes fails instead of hanging.
#include <gtest/gtest.h>
#include <sys/socket.h>
#include <unistd.h>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QSocketNotifier>
#include <QTimer>
#include <QTimerEvent>
#include <atomic>
#include <functional>
#include <memory>
#include <thread>
#include <vector>

#include "server/transport/epoll_event_dispatcher.h"

namespace entanglion::server {
namespace {

/// A timer that ends a wait nothing else ends: that it fired means the dispatcher missed a wake-up.
class Guard {
public:
    Guard() {
        timer_.setSingleShot(true);
        QObject::connect(&timer_, &QTimer::timeout, [this] { fired_ = true; });
        timer_.start(30000);
    }
    bool fired() const { return fired_; }

private:
    QTimer timer_;
    bool fired_ = false;
};

/// Runs blocking passes until `done`, at most `passes` of them; false if the guard had to end a wait.
bool run_until(const std::function<bool()>& done, int passes = 100000) {
    Guard guard;
    for (int i = 0; i < passes && !done() && !guard.fired(); ++i) {
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents);
    }
    return done() && !guard.fired();
}

/// Records the timer events it gets; `on_timer` may act on them.
class TimerRecorder : public QObject {
public:
    std::vector<int> fired;
    std::function<void(int)> on_timer;

protected:
    void timerEvent(QTimerEvent* event) override {
        fired.push_back(event->timerId());
        if (on_timer) on_timer(event->timerId());
    }
};

/// Collects QEvent::User events.
class UserEventCounter : public QObject {
public:
    std::atomic<int> received{0};
    bool event(QEvent* event) override {
        if (event->type() != QEvent::User) return QObject::event(event);
        ++received;
        return true;
    }
};

/// Two connected sockets that close themselves.
struct SocketPair {
    int fd[2] = {-1, -1};
    SocketPair() { EXPECT_EQ(::socketpair(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0, fd), 0); }
    ~SocketPair() {
        ::close(fd[0]);
        ::close(fd[1]);
    }
    void send_byte(int side) const { ASSERT_EQ(::write(fd[side], "x", 1), 1); }
};

class EventLoopTest : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        if (QCoreApplication::instance()) return;
        // Before the application exists, as entanglion-server installs it.
        QCoreApplication::setEventDispatcher(new EpollEventDispatcher);
        static int argc = 1;
        static char name[] = "event_loop_test";
        static char* argv[] = {name, nullptr};
        new QCoreApplication(argc, argv);
    }
    static QAbstractEventDispatcher* dispatcher() { return QAbstractEventDispatcher::instance(); }
};

TEST_F(EventLoopTest, TheApplicationRunsOnTheEpollDispatcher) {
    EXPECT_NE(dynamic_cast<EpollEventDispatcher*>(dispatcher()), nullptr);
}

TEST_F(EventLoopTest, TimersFireInTheOrderOfTheirDeadlines) {
    TimerRecorder recorder;
    recorder.on_timer = [&](int id) { recorder.killTimer(id); };
    const int late = recorder.startTimer(60, Qt::PreciseTimer);
    const int early = recorder.startTimer(20, Qt::PreciseTimer);
    const int middle = recorder.startTimer(40, Qt::CoarseTimer);
    ASSERT_TRUE(run_until([&] { return recorder.fired.size() == 3; }));
    EXPECT_EQ(recorder.fired, (std::vector<int>{early, middle, late}));
}

TEST_F(EventLoopTest, ARepeatingTimerFiresNoMoreOftenThanItsInterval) {
    TimerRecorder recorder;
    QElapsedTimer elapsed;
    elapsed.start();
    const int id = recorder.startTimer(10, Qt::PreciseTimer);
    ASSERT_TRUE(run_until([&] { return recorder.fired.size() >= 5; }));
    const qint64 ms = elapsed.elapsed();
    recorder.killTimer(id);
    // Each firing needs its 10 ms to have passed; a stall is not made up with a burst.
    EXPECT_LE(static_cast<qint64>(recorder.fired.size()), ms / 10 + 1);
}

TEST_F(EventLoopTest, AZeroTimerFiresOncePerPassAndTheSocketsStillGetTheirTurn) {
    TimerRecorder recorder;
    const int id = recorder.startTimer(0);
    SocketPair pair;
    QSocketNotifier notifier(pair.fd[0], QSocketNotifier::Read);
    int reads = 0;
    QObject::connect(&notifier, &QSocketNotifier::activated, [&] { ++reads; });
    pair.send_byte(1);
    for (int pass = 0; pass < 5; ++pass) QCoreApplication::processEvents(QEventLoop::AllEvents);
    EXPECT_EQ(recorder.fired.size(), 5U);
    EXPECT_EQ(reads, 5);  // level-triggered: unread data stays news, as with Qt's own dispatcher
    recorder.killTimer(id);
}

TEST_F(EventLoopTest, ATimerKilledOrRestartedInItsOwnEventBehaves) {
    TimerRecorder killed;
    killed.on_timer = [&](int id) { killed.killTimer(id); };
    killed.startTimer(0);
    TimerRecorder restarted;
    int restarts = 0;
    std::vector<int> ids{restarted.startTimer(0)};
    restarted.on_timer = [&](int id) {
        restarted.killTimer(id);
        if (++restarts < 3) ids.push_back(restarted.startTimer(1));
    };
    ASSERT_TRUE(run_until([&] { return restarts == 3; }));
    for (int pass = 0; pass < 5; ++pass) QCoreApplication::processEvents(QEventLoop::AllEvents);
    EXPECT_EQ(killed.fired.size(), 1U);
    EXPECT_EQ(restarted.fired, ids);
    EXPECT_TRUE(dispatcher()->registeredTimers(&killed).isEmpty());
    EXPECT_TRUE(dispatcher()->registeredTimers(&restarted).isEmpty());
}

TEST_F(EventLoopTest, TimersAreListedWithTheirRemainingTimeUntilUnregistered) {
    TimerRecorder recorder;
    const int id = recorder.startTimer(600000, Qt::PreciseTimer);
    const QList<QAbstractEventDispatcher::TimerInfo> timers = dispatcher()->registeredTimers(&recorder);
    ASSERT_EQ(timers.size(), 1);
    EXPECT_EQ(timers[0].timerId, id);
    EXPECT_EQ(timers[0].interval, 600000);
    EXPECT_EQ(timers[0].timerType, Qt::PreciseTimer);
    const int remaining = dispatcher()->remainingTime(id);
    EXPECT_GT(remaining, 0);
    EXPECT_LE(remaining, 600000);
    EXPECT_TRUE(dispatcher()->unregisterTimers(&recorder));
    EXPECT_EQ(dispatcher()->remainingTime(id), -1);
    EXPECT_FALSE(dispatcher()->unregisterTimer(id));
}

TEST_F(EventLoopTest, ReadAndWriteNotifiersOnOneSocketEachGetTheirEvents) {
    SocketPair pair;
    QSocketNotifier reader(pair.fd[0], QSocketNotifier::Read);
    QSocketNotifier writer(pair.fd[0], QSocketNotifier::Write);
    int reads = 0;
    int writes = 0;
    QObject::connect(&reader, &QSocketNotifier::activated, [&] { ++reads; });
    QObject::connect(&writer, &QSocketNotifier::activated, [&] {
        ++writes;
        writer.setEnabled(false);  // as a socket does once its buffer is written
    });
    ASSERT_TRUE(run_until([&] { return writes == 1; }));
    EXPECT_EQ(reads, 0);  // nothing to read yet
    pair.send_byte(1);
    ASSERT_TRUE(run_until([&] { return reads > 0; }));
    char byte = 0;
    ASSERT_EQ(::read(pair.fd[0], &byte, 1), 1);
    const int reads_before = reads;
    for (int pass = 0; pass < 3; ++pass) QCoreApplication::processEvents(QEventLoop::AllEvents);
    EXPECT_EQ(reads, reads_before);  // drained: no more news
    EXPECT_EQ(writes, 1);            // disabled: never again
}

TEST_F(EventLoopTest, ANotifierDeletedWhileItsEventIsPendingGetsNone) {
    SocketPair first;
    SocketPair second;
    auto one = std::make_unique<QSocketNotifier>(first.fd[0], QSocketNotifier::Read);
    auto other = std::make_unique<QSocketNotifier>(second.fd[0], QSocketNotifier::Read);
    int activations = 0;
    // Whichever comes first deletes the other, whose socket is ready in the same pass.
    QObject::connect(one.get(), &QSocketNotifier::activated, [&] {
        ++activations;
        other.reset();
    });
    QObject::connect(other.get(), &QSocketNotifier::activated, [&] {
        ++activations;
        one.reset();
    });
    first.send_byte(1);
    second.send_byte(1);
    ASSERT_TRUE(run_until([&] { return activations > 0; }));
    EXPECT_EQ(activations, 1);
    EXPECT_TRUE(one == nullptr || other == nullptr);
}

TEST_F(EventLoopTest, ExcludedSocketNotifiersWaitForAPassThatIncludesThem) {
    SocketPair pair;
    QSocketNotifier reader(pair.fd[0], QSocketNotifier::Read);
    int reads = 0;
    QObject::connect(&reader, &QSocketNotifier::activated, [&] { ++reads; });
    pair.send_byte(1);
    QCoreApplication::processEvents(QEventLoop::ExcludeSocketNotifiers);
    EXPECT_EQ(reads, 0);
    ASSERT_TRUE(run_until([&] { return reads > 0; }));
}

TEST_F(EventLoopTest, PostedEventsAreDelivered) {
    UserEventCounter counter;
    QCoreApplication::postEvent(&counter, new QEvent(QEvent::User));
    QCoreApplication::postEvent(&counter, new QEvent(QEvent::User));
    QCoreApplication::processEvents(QEventLoop::AllEvents);
    EXPECT_EQ(counter.received, 2);
}

TEST_F(EventLoopTest, AnEventPostedFromAnotherThreadEndsABlockingWait) {
    UserEventCounter counter;
    std::atomic<bool> blocking{false};
    const QMetaObject::Connection about_to_block =
        QObject::connect(dispatcher(), &QAbstractEventDispatcher::aboutToBlock, [&] { blocking = true; });
    std::thread poster([&] {
        while (!blocking) std::this_thread::yield();  // the main thread is about to wait
        QCoreApplication::postEvent(&counter, new QEvent(QEvent::User));
    });
    const bool delivered = run_until([&] { return counter.received == 1; });
    poster.join();
    QObject::disconnect(about_to_block);
    EXPECT_TRUE(delivered);
}

TEST_F(EventLoopTest, WakeUpAndInterruptFromAnotherThreadEndABlockingProcessEvents) {
    for (const bool interrupt : {false, true}) {
        for (int pass = 0; pass < 3; ++pass) QCoreApplication::processEvents(QEventLoop::AllEvents);
        Guard guard;
        std::atomic<bool> blocking{false};
        QAbstractEventDispatcher* main_dispatcher = dispatcher();  // instance() is per thread
        const QMetaObject::Connection about_to_block =
            QObject::connect(main_dispatcher, &QAbstractEventDispatcher::aboutToBlock, [&] { blocking = true; });
        std::thread waker([&] {
            while (!blocking) std::this_thread::yield();
            if (interrupt)
                main_dispatcher->interrupt();
            else
                main_dispatcher->wakeUp();
        });
        // Nothing else is due: only the other thread (or, if it is not heard, the guard) ends this.
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents);
        waker.join();
        QObject::disconnect(about_to_block);
        EXPECT_FALSE(guard.fired()) << (interrupt ? "interrupt" : "wakeUp");
    }
}

TEST_F(EventLoopTest, AnEventLoopRunsTimersAndQuits) {
    QEventLoop loop;
    int ticks = 0;
    QTimer ticker;
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        if (++ticks == 3) loop.quit();
    });
    ticker.start(1);
    QTimer guard;
    guard.setSingleShot(true);
    QObject::connect(&guard, &QTimer::timeout, &loop, [&] { loop.exit(1); });
    guard.start(30000);
    EXPECT_EQ(loop.exec(), 0);
    EXPECT_EQ(ticks, 3);
}

}  // namespace
}  // namespace entanglion::server
