#pragma once
/// The desktop app's command line and its start-up checks, kept out of main.cpp so they can be
/// tested: `entanglion [--record FILE] [--demo bell] [--screenshot OUT.png] [--lang CODE] [--theme NAME]
/// [--first-frame-time] [--quit-after-first-frame] [--gpu] [--export-worksheets DIR] [--export-figures DIR] [--help]`.

#include <QString>
#include <QStringList>
#include <functional>
#include <optional>

struct AppOptions {
    QString recordPath;                ///< --record: a game record to open (shown read-only, as a replay)
    QString screenshotPath;            ///< --screenshot: render the first frame to this PNG and exit
    QString language;                  ///< --lang: UI language code, e.g. "pl" or "es_MX"
    QString demo;                      ///< --demo: a classroom demo to open at start ("bell")
    QString theme;                     ///< --theme: "dark", "light" (projector) or "contrast"; "" keeps the saved one
    bool printFirstFrame = false;      ///< --first-frame-time: print the time to the first frame
    bool quitAfterFirstFrame = false;  ///< --quit-after-first-frame: exit once the first frame is drawn
    bool gpu = false;                  ///< --gpu: draw with the GPU (OpenGL/RHI) instead of the software renderer
    QString exportWorksheets;          ///< --export-worksheets: write every worksheet and handout here, no window
    QString exportFigures;             ///< --export-figures: write the slide figures here, no window

    /// True when the run only writes files (--export-worksheets / --export-figures) and opens no window.
    bool exportsOnly() const { return !exportWorksheets.isEmpty() || !exportFigures.isEmpty(); }

    /// Parses the arguments after the program name has been stripped of Qt's own options (QGuiApplication
    /// removes -platform etc.). On a bad argument returns nullopt and sets `error` to one line that
    /// names it (the caller prints it with the usage and exits 2).
    static std::optional<AppOptions> parse(const QStringList& arguments, QString* error);
    static QString usage();
    /// True when the raw command line asks for the usage (`--help` or `-h`): answered before the
    /// display check, so `entanglion --help` works on a machine without a screen.
    static bool asksForHelp(const QStringList& argv);
    /// True when the raw command line asks for a headless export: it needs no display (main uses
    /// Qt's offscreen platform unless one was chosen).
    static bool asksForHeadlessExport(const QStringList& argv);
};

/// Checks that Qt has a display to open before QGuiApplication is built (Qt aborts otherwise).
/// `env` returns an environment variable's value (empty when unset); `argv` is the raw command line
/// (a `-platform NAME` argument counts as a choice of platform). Returns the message to print when
/// there is no display and no platform was chosen, nullopt when Qt can start.
std::optional<QString> missingDisplayMessage(const std::function<QString(const char*)>& env, const QStringList& argv);
