// QTest tests of the app's command line and its no-display check.
#include <QTest>

#include "tests/common/qtest_program.h"
#include "ui-qml/app/AppOptions.h"

class AppOptionsTest : public QObject {
    Q_OBJECT

private slots:
    void parsesEveryOption() {
        QString error;
        const auto options = AppOptions::parse(
            {QStringLiteral("entanglion"), QStringLiteral("--record"), QStringLiteral("game.json"),
             QStringLiteral("--screenshot=out.png"), QStringLiteral("--lang"), QStringLiteral("pt_BR"),
             QStringLiteral("--first-frame-time"), QStringLiteral("--gpu"), QStringLiteral("--quit-after-first-frame")},
            &error);
        QVERIFY2(options.has_value(), qPrintable(error));
        QCOMPARE(options->recordPath, QStringLiteral("game.json"));
        QCOMPARE(options->screenshotPath, QStringLiteral("out.png"));
        QCOMPARE(options->language, QStringLiteral("pt_BR"));
        QVERIFY(options->printFirstFrame);
        QVERIFY(options->gpu);
        QVERIFY(options->quitAfterFirstFrame);
    }

    void demoBellOpensTheClassroomDemo() {
        QString error;
        const auto options =
            AppOptions::parse({QStringLiteral("entanglion"), QStringLiteral("--demo"), QStringLiteral("bell")}, &error);
        QVERIFY2(options.has_value(), qPrintable(error));
        QCOMPARE(options->demo, QStringLiteral("bell"));
    }

    void themeChoosesThePalette() {
        for (const QString& theme : {QStringLiteral("dark"), QStringLiteral("light"), QStringLiteral("contrast")}) {
            QString error;
            const auto options =
                AppOptions::parse({QStringLiteral("entanglion"), QStringLiteral("--theme"), theme}, &error);
            QVERIFY2(options.has_value(), qPrintable(error));
            QCOMPARE(options->theme, theme);
        }
        QVERIFY(AppOptions::usage().contains(QStringLiteral("--theme NAME")));
    }

    void helpIsAskedForByEitherSpelling() {
        QVERIFY(AppOptions::asksForHelp({QStringLiteral("entanglion"), QStringLiteral("--help")}));
        QVERIFY(AppOptions::asksForHelp(
            {QStringLiteral("entanglion"), QStringLiteral("--lang"), QStringLiteral("pl"), QStringLiteral("-h")}));
        QVERIFY(
            !AppOptions::asksForHelp({QStringLiteral("entanglion"), QStringLiteral("--demo"), QStringLiteral("bell")}));
        QVERIFY(!AppOptions::asksForHelp({QStringLiteral("--help")}));  // the program's own name is not an argument
        QVERIFY(AppOptions::usage().contains(QStringLiteral("--help")));
    }

    void noArgumentsMeansAnInteractiveGame() {
        QString error;
        const auto options = AppOptions::parse({QStringLiteral("entanglion")}, &error);
        QVERIFY(options.has_value());
        QVERIFY(options->recordPath.isEmpty());
        QVERIFY(options->screenshotPath.isEmpty());
        QVERIFY(!options->printFirstFrame);
        QVERIFY(!options->quitAfterFirstFrame);
        QVERIFY(!options->gpu);
    }

    void rejectsBadArgumentsByName_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown") << QStringList{QStringLiteral("--fast")}
                                 << QStringLiteral("unknown argument \"--fast\"");
        QTest::newRow("missing value") << QStringList{QStringLiteral("--record")}
                                       << QStringLiteral("--record needs a value");
        QTest::newRow("empty value") << QStringList{QStringLiteral("--record=")}
                                     << QStringLiteral("--record needs a non-empty value");
        QTest::newRow("not png") << QStringList{QStringLiteral("--screenshot"), QStringLiteral("shot.jpg")}
                                 << QStringLiteral("--screenshot writes a PNG file, got \"shot.jpg\"");
        QTest::newRow("bad language") << QStringList{QStringLiteral("--lang"), QStringLiteral("../../etc")}
                                      << QStringLiteral("--lang expects a language code");
        QTest::newRow("unknown demo") << QStringList{QStringLiteral("--demo"), QStringLiteral("ghz")}
                                      << QStringLiteral("unknown demo \"ghz\" (demos: bell)");
        QTest::newRow("unknown theme") << QStringList{QStringLiteral("--theme=neon")}
                                       << QStringLiteral("unknown theme \"neon\" (themes: dark, light, contrast)");
        QTest::newRow("positional") << QStringList{QStringLiteral("game.json")}
                                    << QStringLiteral("unknown argument \"game.json\"");
    }
    void rejectsBadArgumentsByName() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        arguments.prepend(QStringLiteral("entanglion"));
        QString error;
        QVERIFY(!AppOptions::parse(arguments, &error).has_value());
        QVERIFY2(error.startsWith(message), qPrintable(error));
    }

    void noDisplayGivesAMessageWithTheHeadlessWays() {
        const auto none = [](const char*) { return QString(); };
        const auto message = missingDisplayMessage(none, {QStringLiteral("entanglion")});
        QVERIFY(message.has_value());
        QVERIFY(message->contains(QStringLiteral("QT_QPA_PLATFORM=offscreen")));
        QVERIFY(message->contains(QStringLiteral("xvfb-run -a")));
        QVERIFY(message->contains(QStringLiteral("entanglion-cli")));
    }

    void anyDisplayOrChosenPlatformLetsQtStart() {
        const auto only = [](const char* set, const char* value) {
            return [=](const char* name) { return qstrcmp(name, set) == 0 ? QString::fromLatin1(value) : QString(); };
        };
        QVERIFY(!missingDisplayMessage(only("DISPLAY", ":0"), {}).has_value());
        QVERIFY(!missingDisplayMessage(only("WAYLAND_DISPLAY", "wayland-0"), {}).has_value());
        QVERIFY(!missingDisplayMessage(only("QT_QPA_PLATFORM", "offscreen"), {}).has_value());
        QVERIFY(!missingDisplayMessage(only("NOTHING", ""), {QStringLiteral("entanglion"), QStringLiteral("-platform"),
                                                             QStringLiteral("offscreen")})
                     .has_value());
    }
};

ENTANGLION_QTEST_GUILESS_MAIN(AppOptionsTest)
#include "app_options_test.moc"
