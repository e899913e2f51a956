// The desktop app's steps from the command line to the shown window (App.h).
#include "ui-qml/App.h"

#include <spdlog/spdlog.h>

#include <QGuiApplication>
#include <QLocale>
#include <QQuickWindow>
#include <cstdio>
#include <cstdlib>

#include "ui-qml/app/AppLogging.h"
#include "ui-qml/app/FirstFrame.h"
#include "ui-qml/app/MainWindow.h"
#include "ui-qml/controller/GameText.h"
#include "ui-qml/export/ClassroomExport.h"
#include "ui-qml/models/MapLayout.h"

std::optional<int> App::runBeforeQt(int argc, char* argv[]) {
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
    return std::nullopt;
}

App::App(const QElapsedTimer& clock) : m_clock(clock) {}

std::optional<int> App::start() {
    nameApplication();
    m_options = AppOptions::parse(QGuiApplication::arguments(), &m_error);
    if (!m_options) {
        std::fprintf(stderr, "entanglion: %s\n%s", qPrintable(m_error), qPrintable(AppOptions::usage()));
        return 2;
    }
    appLogging::install();
    chooseLanguage();

    if (m_options->exportsOnly()) {
        const QStringList codes =
            m_options->language.isEmpty() ? LanguageSettings::codes() : QStringList{m_language->code()};
        return classroomExport::run(m_options->exportWorksheets, m_options->exportFigures, m_options->recordPath, codes,
                                    [this](const QString& each) { return m_language->apply(each); });
    }
    m_mapLayouts = mapLayout::prepareLayouts(gameText::planetNames());
    // The window's place, zoom, theme and the new game's difficulty, as the user left them.
    m_settings.emplace();
    if (!m_options->theme.isEmpty()) m_settings->useThemeForThisStart(m_options->theme);
    if (!openFirstGame()) return 2;

    m_kit.emplace(&*m_controller);
    m_speech.emplace(&*m_settings);
    m_speech->follow(&*m_controller);
    m_speech->followLanguage(&*m_language);
    QQuickWindow* window = loadWindow();
    if (window == nullptr) {
        std::fprintf(stderr, "entanglion: %s\n", qPrintable(m_error));
        spdlog::error("{}", m_error.toStdString());
        return EXIT_FAILURE;
    }
    showWindow(window);
    return std::nullopt;
}

void App::nameApplication() {
    QGuiApplication::setApplicationName(QStringLiteral("entanglion"));
    QGuiApplication::setOrganizationName(QStringLiteral("Entanglion"));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Entanglion"));
    // Links the window to the installed desktop entry (its icon and name; the Wayland app id).
    // ENTANGLION_APP_ID comes from cmake/Packaging.cmake.
    QGuiApplication::setDesktopFileName(QStringLiteral(ENTANGLION_APP_ID));
}

void App::chooseLanguage() {
    m_language.emplace();
    const QString& asked = m_options->language;
    QString code = LanguageSettings::pick(asked, LanguageSettings::saved(), QLocale::system().uiLanguages());
    if (!asked.isEmpty() && !LanguageSettings::isSupported(asked) && asked != LanguageSettings::pseudoCode()) {
        std::fprintf(stderr, "entanglion: no translation for \"%s\"; using English\n", qPrintable(asked));
        spdlog::warn("no translation for {}; using English", asked.toStdString());
        code = QStringLiteral("en");
    }
    if (!m_language->apply(code)) {
        spdlog::warn("the {} translation is missing; using English", code.toStdString());
        m_language->apply(QStringLiteral("en"));
    }
    spdlog::info("user interface language: {}", m_language->code().toStdString());
}

bool App::openFirstGame() {
    m_controller.emplace();
    if (!m_options->recordPath.isEmpty()) {
        if (m_controller->loadRecord(m_options->recordPath)) return true;
        std::fprintf(stderr, "entanglion: %s\n", qPrintable(m_controller->messages()->error()));
        return false;
    }
    m_controller->newGame(m_settings->difficulty(), -1, m_settings->variant());
    // After the first game is set up, so an unfinished autosaved game is offered, not replaced.
    // A session opened on --record keeps the autosave off: it steps through that file.
    m_controller->autosave()->enable(GameAutosave::defaultPath());
    return true;
}

QQuickWindow* App::loadWindow() {
    mainWindow::useAppStyle(m_options->gpu);
    m_engine.emplace();
    m_language->setEngine(&*m_engine);
    QObject::connect(&*m_language, &LanguageSettings::languageChanged, &*m_controller, &GameController::retranslate);
    // A screenshot keeps Main.qml's own size; a window to show is made at the size it is shown at.
    const QSize size = m_options->screenshotPath.isEmpty() ? m_settings->startSize() : QSize();
    QQuickWindow* window = mainWindow::load(*m_engine, &*m_controller, &m_error, &*m_language, &*m_settings, size);
    if (window == nullptr) return nullptr;
    window->setProperty("kit", QVariant::fromValue(static_cast<QObject*>(&*m_kit)));
    window->setProperty("speech", QVariant::fromValue(&*m_speech));
    // Before the first frame, so --screenshot shows the demo.
    if (m_options->demo == QLatin1String("bell")) QMetaObject::invokeMethod(window, "openBellDemo");
    return window;
}

void App::showWindow(QQuickWindow* window) {
    // A screenshot has the window's own size (the offscreen platform's screen is small); an
    // interactive start fits the window to its screen.
    if (m_options->screenshotPath.isEmpty()) {
        m_settings->placeAndShow(window);
    } else {
        window->show();
    }
    if (m_options->printFirstFrame || m_options->quitAfterFirstFrame || !m_options->screenshotPath.isEmpty()) {
        new FirstFrame(window, m_clock, m_options->screenshotPath, m_options->printFirstFrame,
                       m_options->quitAfterFirstFrame, qApp);
    }
}
