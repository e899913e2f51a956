// Atomic saves and the clean-up of the temporary files a killed save left behind. POSIX calls,
// because the standard library can neither create a file exclusively with a mode nor flush it to disk.
#include "game/io/atomic_file.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <string>
#include <system_error>

namespace entanglion {
namespace {

constexpr std::string_view kTemporaryMarker = ".tmp-";

/// Where a save of `path` really goes: the final target of a chain of symbolic links (a dangling
/// link's target is created), so that the rename replaces the file and not the link.
std::filesystem::path resolve_links(const std::filesystem::path& path, std::string* error) {
    std::filesystem::path target = path;
    for (int hops = 0; hops < 40; ++hops) {
        std::error_code code;
        if (!std::filesystem::is_symlink(std::filesystem::symlink_status(target, code))) return target;
        const std::filesystem::path next = std::filesystem::read_symlink(target, code);
        if (code) {
            if (error) *error = path.string() + ": cannot read the symbolic link: " + code.message();
            return {};
        }
        target = next.is_absolute() ? next : target.parent_path() / next;
    }
    if (error) *error = path.string() + ": too many levels of symbolic links (a symlink loop?)";
    return {};
}

/// Writes all of `text` to `fd`, retrying short writes and interrupts.
bool write_all(int fd, std::string_view text) {
    while (!text.empty()) {
        const ssize_t written = ::write(fd, text.data(), text.size());
        if (written < 0) {
            if (errno == EINTR) continue;
            return false;
        }
        text.remove_prefix(static_cast<std::size_t>(written));
    }
    return true;
}

/// The PID in ".NAME.tmp-PID", or 0 when `name` does not have that shape.
pid_t temporary_file_pid(const std::string& name) {
    if (name.size() < 2 || name[0] != '.') return 0;
    const auto marker = name.rfind(kTemporaryMarker);
    if (marker == std::string::npos || marker < 2) return 0;
    const std::string digits = name.substr(marker + kTemporaryMarker.size());
    if (digits.empty() || digits.size() > 9 || digits.find_first_not_of("0123456789") != std::string::npos) return 0;
    return static_cast<pid_t>(std::stol(digits));
}

}  // namespace

bool write_file_atomically(const std::filesystem::path& path, std::string_view text, std::string* error) {
    if (path.empty()) {
        if (error) *error = "cannot save: empty file name";
        return false;
    }
    const std::filesystem::path target = resolve_links(path, error);
    if (target.empty()) return false;
    const std::filesystem::path dir = target.has_parent_path() ? target.parent_path() : std::filesystem::path(".");
    const std::filesystem::path temp = dir / ("." + target.filename().string() + std::string(kTemporaryMarker) +
                                              std::to_string(static_cast<long>(::getpid())));
    const auto fail = [&](const std::string& problem, bool remove_temp) {
        const int code = errno;
        if (remove_temp) ::unlink(temp.c_str());
        if (error) *error = path.string() + ": " + problem + (code ? std::string(": ") + std::strerror(code) : "");
        return false;
    };
    // The existing file's permission bits, kept on the new file; 0666 less the umask for a new one.
    struct stat existing {};
    const bool exists = ::stat(target.c_str(), &existing) == 0;
    ::unlink(temp.c_str());  // a leftover of an earlier process with this PID
    const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd < 0) return fail("cannot write a temporary file in " + dir.string(), false);
    bool written = write_all(fd, text);
    if (written && exists) written = ::fchmod(fd, existing.st_mode & 07777) == 0;
    if (written) written = ::fsync(fd) == 0;
    const int saved_errno = errno;
    if (::close(fd) != 0 && written) return fail("writing the temporary file failed", true);
    if (!written) {
        errno = saved_errno;
        return fail("writing the temporary file failed", true);
    }
    if (::rename(temp.c_str(), target.c_str()) != 0) return fail("cannot replace the file", true);
    return true;
}

std::size_t remove_stale_temporary_files(const std::filesystem::path& directory) {
    std::size_t removed = 0;
    std::error_code code;
    std::filesystem::directory_iterator entries(directory.empty() ? std::filesystem::path(".") : directory, code);
    if (code) return 0;
    for (auto entry = entries; entry != std::filesystem::directory_iterator(); entry.increment(code)) {
        if (code) break;
        const pid_t pid = temporary_file_pid(entry->path().filename().string());
        if (pid <= 0 || pid == ::getpid()) continue;
        std::error_code status_code;
        if (!entry->is_regular_file(status_code) || entry->is_symlink(status_code)) continue;
        // kill(pid, 0) fails with ESRCH only when no such process exists (EPERM: it runs, as another user).
        if (::kill(pid, 0) == 0 || errno != ESRCH) continue;
        std::error_code remove_code;
        if (std::filesystem::remove(entry->path(), remove_code)) ++removed;
    }
    return removed;
}

}  // namespace entanglion
