#include "ui-qml/app/AppLogging.h"

#include <spdlog/sinks/basic_file_sink.h>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <memory>
#include <vector>

namespace appLogging {
namespace {

void qtMessageToSpdlog(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    const std::string text = message.toStdString();
    const char* category = context.category != nullptr ? context.category : "qt";
    switch (type) {
        case QtDebugMsg:
            spdlog::debug("[{}] {}", category, text);
            break;
        case QtInfoMsg:
            spdlog::info("[{}] {}", category, text);
            break;
        case QtWarningMsg:
            spdlog::warn("[{}] {}", category, text);
            break;
        case QtCriticalMsg:
        case QtFatalMsg:
            spdlog::error("[{}] {}", category, text);
            break;
    }
}

}  // namespace

QString logFilePath() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("entanglion.log"));
}

QString install() {
    std::vector<spdlog::sink_ptr> sinks;
    auto console = std::make_shared<spdlog::sinks::stderr_color_sink_mt>();
    console->set_level(spdlog::level::warn);
    sinks.push_back(console);
    QString path = logFilePath();
    try {
        if (!QDir().mkpath(QFileInfo(path).absolutePath())) throw spdlog::spdlog_ex("cannot create the data folder");
        auto file = std::make_shared<spdlog::sinks::basic_file_sink_mt>(path.toStdString(), /*truncate=*/true);
        file->set_level(spdlog::level::debug);
        sinks.push_back(file);
    } catch (const spdlog::spdlog_ex& error) {
        console->log(
            spdlog::details::log_msg("entanglion", spdlog::level::warn,
                                     fmt::format("cannot open the log file {}: {}", path.toStdString(), error.what())));
        path.clear();
    }
    auto logger = std::make_shared<spdlog::logger>("entanglion", sinks.begin(), sinks.end());
    logger->set_level(spdlog::level::debug);
    logger->flush_on(spdlog::level::info);
    spdlog::set_default_logger(logger);
    qInstallMessageHandler(qtMessageToSpdlog);
    spdlog::info("Entanglion desktop app started; log file {}", path.toStdString());
    return path;
}

}  // namespace appLogging
