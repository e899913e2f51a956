#include "ui-qml/app/AppOptions.h"

#include <QRegularExpression>

#include "ui-qml/app/AppSettings.h"

std::optional<AppOptions> AppOptions::parse(const QStringList& arguments, QString* error) {
    AppOptions options;
    auto valueOf = [&](qsizetype& i, const QString& name, QString* out) -> bool {
        const QString& argument = arguments[i];
        const QString prefix = name + u'=';
        if (argument.startsWith(prefix)) {
            *out = argument.mid(prefix.size());
        } else if (i + 1 < arguments.size()) {
            *out = arguments[++i];
        } else {
            *error = QStringLiteral("%1 needs a value").arg(name);
            return false;
        }
        if (out->isEmpty()) {
            *error = QStringLiteral("%1 needs a non-empty value").arg(name);
            return false;
        }
        return true;
    };
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString& argument = arguments[i];
        const auto is = [&](const char* name) {
            return argument == QLatin1String(name) || argument.startsWith(QLatin1String(name) + u'=');
        };
        if (is("--record")) {
            if (!valueOf(i, QStringLiteral("--record"), &options.recordPath)) return std::nullopt;
        } else if (is("--screenshot")) {
            if (!valueOf(i, QStringLiteral("--screenshot"), &options.screenshotPath)) return std::nullopt;
            if (!options.screenshotPath.endsWith(QLatin1String(".png"), Qt::CaseInsensitive)) {
                *error = QStringLiteral("--screenshot writes a PNG file, got \"%1\"").arg(options.screenshotPath);
                return std::nullopt;
            }
        } else if (is("--lang")) {
            if (!valueOf(i, QStringLiteral("--lang"), &options.language)) return std::nullopt;
            static const QRegularExpression kCode(QStringLiteral("^([A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})?|pseudo)$"));
            if (!kCode.match(options.language).hasMatch()) {
                *error = QStringLiteral("--lang expects a language code such as \"pl\" or \"es_MX\", got \"%1\"")
                             .arg(options.language);
                return std::nullopt;
            }
        } else if (is("--demo")) {
            if (!valueOf(i, QStringLiteral("--demo"), &options.demo)) return std::nullopt;
            if (options.demo != QLatin1String("bell")) {
                *error = QStringLiteral("unknown demo \"%1\" (demos: bell)").arg(options.demo);
                return std::nullopt;
            }
        } else if (is("--export-worksheets")) {
            if (!valueOf(i, QStringLiteral("--export-worksheets"), &options.exportWorksheets)) return std::nullopt;
        } else if (is("--export-figures")) {
            if (!valueOf(i, QStringLiteral("--export-figures"), &options.exportFigures)) return std::nullopt;
        } else if (is("--theme")) {
            if (!valueOf(i, QStringLiteral("--theme"), &options.theme)) return std::nullopt;
            if (!AppSettings::isTheme(options.theme)) {
                *error = QStringLiteral("unknown theme \"%1\" (themes: %2)")
                             .arg(options.theme, AppSettings::themes().join(QStringLiteral(", ")));
                return std::nullopt;
            }
        } else if (argument == QLatin1String("--first-frame-time")) {
            options.printFirstFrame = true;
        } else if (argument == QLatin1String("--quit-after-first-frame")) {
            options.quitAfterFirstFrame = true;
        } else if (argument == QLatin1String("--gpu")) {
            options.gpu = true;
        } else {
            *error = QStringLiteral("unknown argument \"%1\"").arg(argument);
            return std::nullopt;
        }
    }
    return options;
}

QString AppOptions::usage() {
    return QStringLiteral(
        "usage: entanglion [--record FILE] [--demo bell] [--screenshot OUT.png] [--lang CODE] [--theme NAME]\n"
        "                  [--first-frame-time] [--quit-after-first-frame] [--gpu] [--export-worksheets DIR]\n"
        "                  [--export-figures DIR] [--help]\n"
        "  --record FILE        open a saved game record (step through it, or continue playing)\n"
        "  --demo bell          open the classroom demo that builds a Bell state step by step\n"
        "  --screenshot OUT.png render the first frame to a PNG file and exit\n"
        "  --lang CODE          user interface language: en, pl, es or cs (default: the saved choice, else the\n"
        "                       system's); other codes fall back to English; pseudo: every string accented\n"
        "                       and 40% longer, to check a layout (docs/translating.md)\n"
        "  --theme NAME         colours: dark, light (for a projector in a bright room) or contrast (high\n"
        "                       contrast); default: the one chosen last in the app, else dark\n"
        "  --first-frame-time   print the time from start to the first rendered frame\n"
        "  --quit-after-first-frame  exit once the first frame is drawn (measures the start, as\n"
        "                       docs/performance.md does, without a screenshot's own memory)\n"
        "  --gpu                draw with the GPU instead of the software renderer\n"
        "  --export-worksheets DIR  write every lesson's worksheet with its answer key and the Bell-demo\n"
        "                       handout as PDF into DIR/<language>/ (all four languages, or the --lang one)\n"
        "                       and exit; needs no display\n"
        "  --export-figures DIR write the slide figures (map, circuit, ket, histogram, Bloch spheres) as SVG\n"
        "                       and PNG into DIR: the Bell demo's, and the game's of --record FILE; no display\n"
        "  --help, -h           print this and exit\n");
}

bool AppOptions::asksForHelp(const QStringList& argv) {
    return argv.mid(1).contains(QLatin1String("--help")) || argv.mid(1).contains(QLatin1String("-h"));
}

bool AppOptions::asksForHeadlessExport(const QStringList& argv) {
    for (const QString& argument : argv.mid(1)) {
        if (argument.startsWith(QLatin1String("--export-worksheets")) ||
            argument.startsWith(QLatin1String("--export-figures")))
            return true;
    }
    return false;
}

std::optional<QString> missingDisplayMessage(const std::function<QString(const char*)>& env, const QStringList& argv) {
    if (!env("QT_QPA_PLATFORM").isEmpty()) return std::nullopt;
    if (argv.contains(QLatin1String("-platform")) || argv.contains(QLatin1String("--platform"))) return std::nullopt;
    if (!env("DISPLAY").isEmpty() || !env("WAYLAND_DISPLAY").isEmpty()) return std::nullopt;
    return QStringLiteral(
        "entanglion: no display found (DISPLAY and WAYLAND_DISPLAY are unset and QT_QPA_PLATFORM is not set).\n"
        "To run without a screen, use one of:\n"
        "  QT_QPA_PLATFORM=offscreen entanglion --screenshot first-frame.png\n"
        "  xvfb-run -a entanglion\n"
        "  entanglion-cli play        (the terminal version of the game)\n");
}
