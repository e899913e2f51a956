// The desktop app's entry point: checks for a display, parses the command line, sets up logging and
// translations, and loads the QML module. Everything else lives in the Entanglion.Ui module.
#include <spdlog/spdlog.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QLocale>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QTranslator>
#include <cstdio>
#include <cstdlib>

#include "ui-qml/app/AppLogging.h"
#include "ui-qml/app/AppOptions.h"
#include "ui-qml/app/FirstFrame.h"

int main(int argc, char* argv[]) {
    QElapsedTimer clock;
    clock.start();

    QStringList rawArguments;
    for (int i = 0; i < argc; ++i) rawArguments << QString::fromLocal8Bit(argv[i]);
    if (const auto message = missingDisplayMessage([](const char* name) { return qEnvironmentVariable(name); },
                                                   rawArguments)) {
        std::fputs(qPrintable(*message), stderr);
        return 1;
    }

    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("entanglion"));
    QApplication::setOrganizationName(QStringLiteral("Entanglion"));
    QApplication::setApplicationDisplayName(QStringLiteral("Entanglion"));

    QString error;
    const std::optional<AppOptions> options = AppOptions::parse(QApplication::arguments(), &error);
    if (!options) {
        std::fprintf(stderr, "entanglion: %s\n%s", qPrintable(error), qPrintable(AppOptions::usage()));
        return 2;
    }
    appLogging::install();

    QTranslator translator;
    if (!options->language.isEmpty()) {
        if (translator.load(QStringLiteral(":/i18n/entanglion_%1.qm").arg(options->language))) {
            QApplication::installTranslator(&translator);
            spdlog::info("user interface language: {}", options->language.toStdString());
        } else {
            std::fprintf(stderr, "entanglion: no translation for \"%s\"; using English\n",
                         qPrintable(options->language));
            spdlog::warn("no translation for {}; using English", options->language.toStdString());
        }
    }

    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/"));
    engine.load(QUrl(QStringLiteral("qrc:/Entanglion/Ui/Main.qml")));
    if (engine.rootObjects().isEmpty()) {
        std::fputs("entanglion: the user interface failed to load (details in the log file)\n", stderr);
        return EXIT_FAILURE;
    }
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
    if (window != nullptr && (options->printFirstFrame || !options->screenshotPath.isEmpty())) {
        new FirstFrame(window, clock, options->screenshotPath, options->printFirstFrame, &app);
    }
    return QApplication::exec();
}
