#pragma once
/// The server's games on disk: one SQLite database (WAL mode) in the data directory. Each accepted
/// action's history entries are written in one transaction, committed before anyone is told of
/// them, so a server killed at any moment restarts with every entry it had announced (and never
/// with half an action). Seat tokens are written when a seat is taken. Finished games are kept
/// for a configurable time, then purged; so are games nobody touched for long.
///
/// One server per data directory: open() takes an exclusive lock (flock) on DIR/server.lock.

#include <array>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "server/core/authoritative_game.h"

struct sqlite3;
struct sqlite3_stmt;

namespace entanglion::server {

/// Unix time in seconds (what the database keeps).
using UnixSeconds = std::int64_t;

struct StoredGame {
    std::string code;
    GameParameters parameters;
    std::array<std::string, 2> tokens;  ///< indexed by Ship; empty: the seat was never taken
    UnixSeconds created_at = 0;
    UnixSeconds updated_at = 0;
    std::optional<UnixSeconds> finished_at;
    std::vector<HistoryEntry> history;
};

class GameStore {
public:
    /// kFull: each commit waits for the disk (an acknowledged action survives a power cut too);
    /// kNormal: a commit is safe from a crash of the server, the last ones may be lost in a power cut.
    enum class Durability { kFull, kNormal };

    /// Opens (creating when missing) DIR/games.sqlite3, the directory made with mode 0700. nullptr
    /// with `error` set when the directory or database cannot be used or another server holds it.
    static std::unique_ptr<GameStore> open(const std::filesystem::path& directory, Durability durability,
                                           std::string* error);
    ~GameStore();
    GameStore(const GameStore&) = delete;
    GameStore& operator=(const GameStore&) = delete;

    /// Group commit: everything written until commit_batch() goes in one transaction, so one disk
    /// flush serves every action of the batch. Each action stays all-or-nothing inside it (a
    /// savepoint); a batch whose commit fails leaves nothing of itself on disk.
    bool begin_batch(std::string* error);
    bool commit_batch(std::string* error);

    /// Writes a new game with its history so far (the setup's chance outcomes), in one transaction.
    bool insert_game(const StoredGame& game, std::string* error);
    bool set_token(const std::string& code, Ship ship, const std::string& token, UnixSeconds now, std::string* error);
    /// Writes `entries` as history entries first_index, first_index + 1, ... of game `code` in one
    /// transaction (with the game's last change, and its end when `finished`).
    bool append(const std::string& code, std::size_t first_index, std::span<const HistoryEntry> entries,
                UnixSeconds now, bool finished, std::string* error);
    /// Every game, oldest first. A row that does not read (a hand-edited database) is skipped and
    /// named in `problems`.
    std::vector<StoredGame> load_all(std::vector<std::string>* problems);
    /// Deletes games finished before `finished_before` and unfinished games unchanged since
    /// `idle_before`; returns their codes.
    std::vector<std::string> purge(UnixSeconds finished_before, UnixSeconds idle_before, std::string* error);

private:
    /// Runs `work` in its own transaction (a savepoint `name` inside a batch): kept when it returns
    /// true, rolled back otherwise.
    bool in_transaction(const std::string& name, std::string* error, const std::function<bool()>& work);
    bool insert_game_row(const StoredGame& game, std::string* error);
    bool insert_entries(const std::string& code, std::size_t first_index, std::span<const HistoryEntry> entries,
                        std::string* error);
    GameStore() = default;
    bool exec(const char* sql, std::string* error);
    sqlite3_stmt* prepare(const char* sql, std::string* error);
    std::string last_error() const;

    sqlite3* db_ = nullptr;
    int lock_fd_ = -1;
    bool in_batch_ = false;
    sqlite3_stmt* insert_entry_ = nullptr;
    sqlite3_stmt* touch_game_ = nullptr;
};

}  // namespace entanglion::server
