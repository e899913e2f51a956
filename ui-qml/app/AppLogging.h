#pragma once
/// The app's log file: spdlog writing to `<AppDataLocation>/entanglion.log`, so a player who hits a
/// problem can send the file. Qt's own warnings (QML errors included) are routed into it as well.

#include <QString>

namespace appLogging {

/// Opens the log file (creating the data folder) and installs it as spdlog's default logger plus
/// a Qt message handler. Never throws: when the file cannot be opened it logs to stderr only and
/// returns an empty path. Returns the file path in use.
QString install();

/// The path `install()` uses (for the About text and the docs).
QString logFilePath();

}  // namespace appLogging
