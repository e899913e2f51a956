#pragma once
/// Writing a file so that a reader sees the old file or the new one, never half of one (records,
/// saves, the balance chart), and clearing what a killed writer left behind. Qt-free, POSIX.

#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>

namespace entanglion {

/// Writes `text` to `path` atomically: a temporary file `.NAME.tmp-PID` in the same directory,
/// flushed to disk, then renamed over `path`. A reader sees the old file or the new one, never
/// half of one. When `path` is a symbolic link, its target is written (the link stays a link).
/// An existing file keeps its permission bits (a 0600 record stays 0600); a new file gets the
/// usual mode (0666 less the umask). On any failure returns false with `error` set, removes the
/// temporary file and leaves `path` untouched.
bool write_file_atomically(const std::filesystem::path& path, std::string_view text, std::string* error);
/// Removes the temporary files (`.NAME.tmp-PID`) that write_file_atomically left in `directory`
/// when its process was killed mid-save: only regular files of that name shape whose PID is not a
/// running process (never this process's own). Call it before writing into a directory (the CLI
/// does before `--out`; the app's autosave should too). Returns how many were removed; errors
/// (an unreadable directory, a file that cannot be removed) are skipped silently.
std::size_t remove_stale_temporary_files(const std::filesystem::path& directory);

}  // namespace entanglion
