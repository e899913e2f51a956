#pragma once
// Checks the app makes before it reads a data file (a game record, the autosave, the lesson
// progress): a FIFO or a device would block the reader or never end, a directory is not "malformed
// JSON", and a huge file must not be read into memory. Header-only, so the lessons library can use it.
#include <QCoreApplication>
#include <QFileInfo>
#include <QString>

namespace fileChecks {

/// Why `path` cannot be read as a data file of at most `maxBytes` bytes, or "" when it can be.
/// A missing file is reported too; callers that accept a missing file check that first.
inline QString unreadableReason(const QString& path, qint64 maxBytes) {
    const QFileInfo info(path);  // follows symlinks: a link to a regular file is fine
    if (!info.exists()) return QCoreApplication::translate("FileChecks", "no such file");
    if (info.isDir()) return QCoreApplication::translate("FileChecks", "is a directory, not a file");
    if (!info.isFile()) {
        return QCoreApplication::translate("FileChecks", "is not a regular file (a FIFO, a device or a socket)");
    }
    if (info.size() > maxBytes) {
        return QCoreApplication::translate("FileChecks", "is too large (%1 bytes; at most %2 are read)")
            .arg(info.size())
            .arg(maxBytes);
    }
    if (!info.isReadable()) return QCoreApplication::translate("FileChecks", "cannot be read (permission denied)");
    return {};
}

/// The largest game record the app reads (a long game is a few hundred kilobytes).
inline constexpr qint64 kMaxRecordBytes = 16 * 1024 * 1024;

}  // namespace fileChecks
