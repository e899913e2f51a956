// The desktop app's entry point: checks for a display, parses the command line, sets up logging and
// translations, opens a record or starts a game, and loads the QML module. Everything else lives in
// the Entanglion.Ui module.
#include <spdlog/spdlog.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QLocale>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <cstdio>
#include <cstdlib>

#include "ui-qml/app/AppLogging.h"
#include "ui-qml/app/AppOptions.h"
#include "ui-qml/app/AppSettings.h"
#include "ui-qml/app/FirstFrame.h"
#include "ui-qml/app/Language.h"
#include "ui-qml/app/MainWindow.h"
#include "ui-qml/controller/GameController.h"
#include "ui-qml/export/ClassroomExport.h"
#include "ui-qml/export/ClassroomKit.h"
#include "ui-qml/speech/EventSpeech.h"

int main(int argc, char* argv[]) {
    QElapsedTimer clock;
    clock.start();

    QStringList rawArguments;
    for (int i = 0; i < argc; ++i) rawArguments << QString::fromLocal8Bit(argv[i]);
    if (AppOptions::asksForHelp(rawArguments)) {
        std::fputs(qPrintable(AppOptions::usage()), stdout);
        return 0;
    }
    // Writing the teacher's kit opens no window, so it needs no display.
    if (AppOptions::asksForHeadlessExport(rawArguments) && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (const auto message =
            missingDisplayMessage([](const char* name) { return qEnvironmentVariable(name); }, rawArguments)) {
        std::fputs(qPrintable(*message), stderr);
        return 1;
    }

    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("entanglion"));
    QApplication::setOrganizationName(QStringLiteral("Entanglion"));
    QApplication::setApplicationDisplayName(QStringLiteral("Entanglion"));
    // Links the window to the installed desktop entry (its icon and name; the Wayland app id).
    // ENTANGLION_APP_ID comes from cmake/Packaging.cmake.
    QGuiApplication::setDesktopFileName(QStringLiteral(ENTANGLION_APP_ID));

    QString error;
    const std::optional<AppOptions> options = AppOptions::parse(QApplication::arguments(), &error);
    if (!options) {
        std::fprintf(stderr, "entanglion: %s\n%s", qPrintable(error), qPrintable(AppOptions::usage()));
        return 2;
    }
    appLogging::install();

    // --lang, else the saved choice, else the system locale; an unknown --lang falls back to English.
    LanguageSettings language;
    QString code =
        LanguageSettings::pick(options->language, LanguageSettings::saved(), QLocale::system().uiLanguages());
    if (!options->language.isEmpty() && !LanguageSettings::isSupported(options->language) &&
        options->language != LanguageSettings::pseudoCode()) {
        std::fprintf(stderr, "entanglion: no translation for \"%s\"; using English\n", qPrintable(options->language));
        spdlog::warn("no translation for {}; using English", options->language.toStdString());
        code = QStringLiteral("en");
    }
    if (!language.apply(code)) {
        spdlog::warn("the {} translation is missing; using English", code.toStdString());
        language.apply(QStringLiteral("en"));
    }
    spdlog::info("user interface language: {}", language.code().toStdString());

    if (options->exportsOnly()) {
        const QStringList codes =
            options->language.isEmpty() ? LanguageSettings::codes() : QStringList{language.code()};
        return classroomExport::run(options->exportWorksheets, options->exportFigures, options->recordPath, codes,
                                    [&language](const QString& each) { return language.apply(each); });
    }
    // The window's place, zoom, theme and the new game's difficulty, as the user left them.
    AppSettings settings;
    if (!options->theme.isEmpty()) settings.useThemeForThisStart(options->theme);

    GameController controller;
    if (!options->recordPath.isEmpty()) {
        if (!controller.loadRecord(options->recordPath)) {
            std::fprintf(stderr, "entanglion: %s\n", qPrintable(controller.messages()->error()));
            return 2;
        }
    } else {
        controller.newGame(settings.difficulty(), -1, settings.variant());
        // After the first game is set up, so an unfinished autosaved game is offered, not replaced.
        // A session opened on --record keeps the autosave off: it steps through that file.
        controller.autosave()->enable(GameAutosave::defaultPath());
    }

    // The toolbar's Print / Export actions and the Help page's link to the teacher's guide (set on the
    // window below; created first so that it outlives the QML engine).
    ClassroomKit kit(&controller);
    // Speak events (off unless turned on): the moves' lines in the UI language.
    EventSpeech speech(&settings);
    speech.follow(&controller);
    speech.followLanguage(&language);
    mainWindow::useAppStyle(options->gpu);
    QQmlApplicationEngine engine;
    language.setEngine(&engine);
    QObject::connect(&language, &LanguageSettings::languageChanged, &controller, &GameController::retranslate);
    QQuickWindow* window = mainWindow::load(engine, &controller, &error, &language, &settings);
    if (window == nullptr) {
        std::fprintf(stderr, "entanglion: %s\n", qPrintable(error));
        spdlog::error("{}", error.toStdString());
        return EXIT_FAILURE;
    }
    window->setProperty("kit", QVariant::fromValue(static_cast<QObject*>(&kit)));
    window->setProperty("speech", QVariant::fromValue(&speech));
    // Before the first frame, so --screenshot shows the demo.
    if (options->demo == QLatin1String("bell")) QMetaObject::invokeMethod(window, "openBellDemo");
    // A screenshot has the window's own size (the offscreen platform's screen is small); an
    // interactive start fits the window to its screen.
    if (options->screenshotPath.isEmpty()) {
        settings.placeAndShow(window);
    } else {
        window->show();
    }
    if (options->printFirstFrame || !options->screenshotPath.isEmpty()) {
        new FirstFrame(window, clock, options->screenshotPath, options->printFirstFrame, &app);
    }
    return QApplication::exec();
}
