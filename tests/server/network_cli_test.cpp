// entanglion-cli over the network against the real server: a client killed mid-game comes back
// with its token and the game goes on; the killed client's local record goes on hot-seat; bad
// codes, URLs and options exit 2 with a message.
#include <gtest/gtest.h>

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>

#include "tests/server/server_process.h"

namespace entanglion::server {
namespace {

using testing::ServerProcess;
using testing::wait_until;

/// An entanglion-cli process whose output the test reads as it comes.
class Cli {
public:
    enum class Input { kOpen, kClosed };
    /// Input given is all there is; without it standard input stays open, as a terminal's would,
    /// unless `closed` (a script's </dev/null).
    explicit Cli(const QStringList& arguments, const QByteArray& input = {}, Input closed = Input::kOpen) {
        process.setProgram(testing::binary("entanglion-cli"));
        process.setArguments(arguments);
        process.setProcessChannelMode(QProcess::MergedChannels);
        process.start();
        EXPECT_TRUE(process.waitForStarted(testing::kWaitMs));
        if (!input.isEmpty()) process.write(input);
        if (!input.isEmpty() || closed == Input::kClosed) process.closeWriteChannel();
    }
    ~Cli() {
        if (process.state() != QProcess::NotRunning) {
            process.kill();
            process.waitForFinished(testing::kWaitMs);
        }
    }
    const QString& output() {
        seen += QString::fromUtf8(process.readAll());
        return seen;
    }
    bool finished() { return process.state() == QProcess::NotRunning; }
    /// Waits for the end; returns the exit code (-1 when it did not end in time).
    int exit_code() {
        if (!wait_until([this] { return finished(); })) return -1;
        output();
        return process.exitCode();
    }
    QProcess process;
    QString seen;
};

QString file_text(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

class NetworkCliTest : public ::testing::Test {
protected:
    static void SetUpTestSuite() { testing::ensure_application(); }
    QTemporaryDir dir_;
    ServerProcess server_;
    QStringList quick() const {
        return {"--data-dir",
                dir_.filePath("data"),
                "--allow-seeded-games",
                "--durability",
                "normal",
                "--messages-per-second",
                "100000"};
    }
    QStringList play(const QStringList& arguments, const QString& out) const {
        return QStringList{"play", "--server", server_.url(), "--out", dir_.filePath(out)} + arguments;
    }
};

TEST_F(NetworkCliTest, AClientKilledMidGameComesBackWithItsTokenAndTheGameGoesOn) {
    ASSERT_TRUE(server_.start(quick()));
    const QStringList robot = {"--auto", "random", "--auto-delay-ms", "0"};
    // The creator thinks 30 ms a move, so its local record (written within a second) is mid-game.
    auto creator = std::make_unique<Cli>(
        play({"--new", "--seed", "9", "--auto", "random", "--auto-seed", "1", "--auto-delay-ms", "30"}, "a.json"));
    const QRegularExpression seat(QStringLiteral("--join (\\S+) --token ([0-9a-f]{32})"));
    ASSERT_TRUE(wait_until([&] { return seat.match(creator->output()).hasMatch(); }))
        << creator->output().toStdString();
    const QString code = seat.match(creator->output()).captured(1);
    const QString token = seat.match(creator->output()).captured(2);
    Cli partner(play(QStringList{"--join", code, "--auto-seed", "2"} + robot, "b.json"));
    // Mid-game, with its local record written: the creator's process dies.
    ASSERT_TRUE(wait_until([&] {
        return creator->output().count(QStringLiteral("\n> ")) >= 15 && QFile::exists(dir_.filePath("a.json"));
    })) << creator->output().toStdString();
    creator.reset();  // SIGKILL
    ASSERT_TRUE(wait_until([&] { return partner.output().contains("waiting for Mercurial") || partner.finished(); }))
        << partner.output().toStdString();
    Cli back(play(QStringList{"--join", code, "--token", token, "--auto-seed", "1"} + robot, "a2.json"));
    EXPECT_EQ(back.exit_code(), 0) << back.output().toStdString();
    EXPECT_EQ(partner.exit_code(), 0) << partner.output().toStdString();
    EXPECT_TRUE(back.output().contains("you fly MERCURIAL"));
    EXPECT_TRUE(partner.output().contains("Mercurial is connected"));
    const QString finished = file_text(dir_.filePath("b.json"));
    EXPECT_FALSE(finished.isEmpty());
    EXPECT_EQ(file_text(dir_.filePath("a2.json")), finished);
    Cli replay({"replay", dir_.filePath("b.json")});
    EXPECT_EQ(replay.exit_code(), 0) << replay.output().toStdString();

    // The killed client's own record goes on hot-seat, as if the server were gone.
    Cli resumed({"play", "--resume", dir_.filePath("a.json"), "--out", dir_.filePath("c.json")}, "1\nquit\n");
    EXPECT_EQ(resumed.exit_code(), 0) << resumed.output().toStdString();
    const QString before = file_text(dir_.filePath("a.json")), after = file_text(dir_.filePath("c.json"));
    EXPECT_GT(after.count("\"player\""), before.count("\"player\""));
}

TEST_F(NetworkCliTest, BadCodesUrlsAndOptionsExitTwoWithAMessage) {
    ASSERT_TRUE(server_.start(quick()));
    struct Case {
        QStringList arguments;
        const char* message;
    };
    const std::vector<Case> cases = {
        {{"--join", "222-222"}, "no game has the code 222-222"},
        {{"--join", "K0M-Q2X"}, "'0' is not in a join code"},
        {{"--watch", "K7M"}, "a join code has 6 characters"},
        {{}, "exactly one of --new, --join CODE and --watch CODE"},
        {{"--new", "--token", "00"}, "use it with --join"},
        {{"--resume", "x.json", "--new"}, "does not go with --server"},
    };
    for (const Case& c : cases) {
        Cli cli(play(c.arguments, "x.json"));
        EXPECT_EQ(cli.exit_code(), 2) << c.arguments.join(' ').toStdString() << ": " << cli.output().toStdString();
        EXPECT_TRUE(cli.output().contains(c.message)) << cli.output().toStdString();
    }
    Cli url({"play", "--server", "http://127.0.0.1:1", "--new", "--out", dir_.filePath("x.json")});
    EXPECT_EQ(url.exit_code(), 2);
    EXPECT_TRUE(url.output().contains("expected ws://HOST:PORT")) << url.output().toStdString();
    // Nothing listens there: an unreachable server is not bad input (exit 1).
    Cli nobody({"play", "--server", "ws://127.0.0.1:1", "--new", "--out", dir_.filePath("x.json")});
    EXPECT_EQ(nobody.exit_code(), 1) << nobody.output().toStdString();
}

TEST_F(NetworkCliTest, WithStandardInputClosedTheServersAnswerDecidesTheExit) {
    ASSERT_TRUE(server_.start(quick()));
    // Refused: the server's error is printed and the exit is 2, not "Disconnected: closed" and 0.
    Cli refused(play({"--join", "222-222"}, "x.json"), {}, Cli::Input::kClosed);
    EXPECT_EQ(refused.exit_code(), 2) << refused.output().toStdString();
    EXPECT_TRUE(refused.output().contains("no game has the code 222-222")) << refused.output().toStdString();

    // Seated, then standard input ends before the game: the player left an unfinished game (exit 1).
    Cli creator(play({"--new", "--seed", "9"}, "a.json"), {}, Cli::Input::kClosed);
    EXPECT_EQ(creator.exit_code(), 1) << creator.output().toStdString();
    EXPECT_TRUE(creator.output().contains("Your partner joins with")) << creator.output().toStdString();
    EXPECT_TRUE(creator.output().contains("Standard input ended before the game did"))
        << creator.output().toStdString();
    const QRegularExpression seat(QStringLiteral("Game (\\S+): you fly MERCURIAL"));
    ASSERT_TRUE(seat.match(creator.output()).hasMatch()) << creator.output().toStdString();
    const QString code = seat.match(creator.output()).captured(1);

    // The joiner is told it joined, not how a partner would join.
    Cli joiner(play({"--join", code}, "b.json"), {}, Cli::Input::kClosed);
    EXPECT_EQ(joiner.exit_code(), 1) << joiner.output().toStdString();
    EXPECT_TRUE(joiner.output().contains("You joined game " + code + ": you fly RUBICON"))
        << joiner.output().toStdString();
    EXPECT_FALSE(joiner.output().contains("Your partner joins with")) << joiner.output().toStdString();
    EXPECT_TRUE(joiner.output().contains("To come back to this seat: --join " + code + " --token"))
        << joiner.output().toStdString();
}

TEST_F(NetworkCliTest, ClassNewOpensAClassAndPrintsItsCodeAndTheTeachersLink) {
    ASSERT_TRUE(server_.start(quick() + QStringList{"--classes"}));
    Cli opened({"class", "new", "--server", server_.url()}, {}, Cli::Input::kClosed);
    ASSERT_EQ(opened.exit_code(), 0) << opened.output().toStdString();
    const QString base = QStringLiteral("http://127.0.0.1:") + QString::number(server_.port());
    const QRegularExpression lines(
        QStringLiteral("^Class code: ([2-9A-Z]{3}-[2-9A-Z]{3})\n"
                       "Students open: (\\S+)\n"
                       "Teacher link \\(keep it to yourself\\): (\\S+)\n$"));
    const auto match = lines.match(opened.output());
    ASSERT_TRUE(match.hasMatch()) << opened.output().toStdString();
    EXPECT_EQ(match.captured(2), base + "/class/" + match.captured(1));
    EXPECT_TRUE(QRegularExpression(QStringLiteral("^") + QRegularExpression::escape(base) + "/teach#[0-9a-f]{32}$")
                    .match(match.captured(3))
                    .hasMatch())
        << match.captured(3).toStdString();
    // Two classes, two codes.
    Cli second({"class", "new", "--server", server_.url()}, {}, Cli::Input::kClosed);
    ASSERT_EQ(second.exit_code(), 0) << second.output().toStdString();
    EXPECT_FALSE(second.output().contains(match.captured(1))) << second.output().toStdString();
}

TEST_F(NetworkCliTest, AnAddressOpensFiveClassesAtOnceByDefault) {
    // By default an address opens 5 classes at once, then one each 20 seconds.
    ASSERT_TRUE(server_.start(quick() + QStringList{"--classes"}));
    for (int i = 0; i < 5; ++i) {
        Cli opened({"class", "new", "--server", server_.url()}, {}, Cli::Input::kClosed);
        ASSERT_EQ(opened.exit_code(), 0) << i << ": " << opened.output().toStdString();
    }
    Cli sixth({"class", "new", "--server", server_.url()}, {}, Cli::Input::kClosed);
    EXPECT_EQ(sixth.exit_code(), 1) << sixth.output().toStdString();
    EXPECT_TRUE(sixth.output().contains("too many new classes from this address")) << sixth.output().toStdString();
}

TEST_F(NetworkCliTest, ClassesPerMinuteLetsOneAddressOpenMoreClasses) {
    // A load generator, or a school whose teachers share one address.
    ASSERT_TRUE(server_.start(quick() + QStringList{"--classes", "--classes-per-minute", "600"}));
    for (int i = 0; i < 8; ++i) {
        Cli opened({"class", "new", "--server", server_.url()}, {}, Cli::Input::kClosed);
        ASSERT_EQ(opened.exit_code(), 0) << i << ": " << opened.output().toStdString();
    }
}

TEST_F(NetworkCliTest, ClassNewSaysWhenTheServerRunsNoClassesOrTheAddressIsNoServer) {
    ASSERT_TRUE(server_.start(quick()));
    Cli refused({"class", "new", "--server", server_.url()}, {}, Cli::Input::kClosed);
    EXPECT_EQ(refused.exit_code(), 1) << refused.output().toStdString();
    EXPECT_TRUE(refused.output().contains("the server runs no classes: start it with --classes"))
        << refused.output().toStdString();
    Cli nobody({"class", "new", "--server", "ws://127.0.0.1:1"}, {}, Cli::Input::kClosed);
    EXPECT_EQ(nobody.exit_code(), 1) << nobody.output().toStdString();
    EXPECT_TRUE(nobody.output().startsWith("cannot reach ws://127.0.0.1:1")) << nobody.output().toStdString();
    Cli bad({"class", "new", "--server", "http://127.0.0.1:1"}, {}, Cli::Input::kClosed);
    EXPECT_EQ(bad.exit_code(), 2) << bad.output().toStdString();
    EXPECT_TRUE(bad.output().contains("expected ws://HOST:PORT")) << bad.output().toStdString();
}

}  // namespace
}  // namespace entanglion::server
