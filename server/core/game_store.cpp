// The server's games in SQLite (game_store.h).
#include "server/core/game_store.h"

#include <fcntl.h>
#include <sqlite3.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "game/io/json_input.h"

namespace entanglion::server {
namespace {

constexpr const char* kSchema = R"sql(
CREATE TABLE IF NOT EXISTS games (
    code TEXT PRIMARY KEY,
    seed INTEGER NOT NULL,
    difficulty INTEGER NOT NULL,
    variant TEXT NOT NULL,
    mercurial_token TEXT NOT NULL DEFAULT '',
    rubicon_token TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    finished_at INTEGER
);
CREATE TABLE IF NOT EXISTS entries (
    code TEXT NOT NULL REFERENCES games(code) ON DELETE CASCADE,
    idx INTEGER NOT NULL,
    entry TEXT NOT NULL,
    PRIMARY KEY (code, idx)
) WITHOUT ROWID;
)sql";

/// Finalizes a statement on every path out.
struct Statement {
    sqlite3_stmt* stmt = nullptr;
    ~Statement() { sqlite3_finalize(stmt); }
};

void bind_text(sqlite3_stmt* stmt, int index, const std::string& text) {
    sqlite3_bind_text(stmt, index, text.data(), static_cast<int>(text.size()), SQLITE_TRANSIENT);
}

std::string column_text(sqlite3_stmt* stmt, int index) {
    const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(stmt, index));
    return text ? std::string(text, static_cast<std::size_t>(sqlite3_column_bytes(stmt, index))) : std::string();
}

}  // namespace

std::unique_ptr<GameStore> GameStore::open(const std::filesystem::path& directory, Durability durability,
                                           std::string* error) {
    std::error_code ec;
    std::filesystem::create_directories(directory, ec);
    if (ec) {
        *error = directory.string() + ": cannot create the data directory: " + ec.message();
        return nullptr;
    }
    std::filesystem::permissions(directory, std::filesystem::perms::owner_all, ec);
    std::unique_ptr<GameStore> store(new GameStore());
    const std::filesystem::path lock_path = directory / "server.lock";
    store->lock_fd_ = ::open(lock_path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (store->lock_fd_ < 0) {
        *error = lock_path.string() + ": " + std::strerror(errno);
        return nullptr;
    }
    if (::flock(store->lock_fd_, LOCK_EX | LOCK_NB) != 0) {
        *error = directory.string() + ": another entanglion-server uses this data directory";
        return nullptr;
    }
    const std::filesystem::path file = directory / "games.sqlite3";
    if (sqlite3_open_v2(file.c_str(), &store->db_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX,
                        nullptr) != SQLITE_OK) {
        *error = file.string() + ": " + store->last_error();
        return nullptr;
    }
    sqlite3_busy_timeout(store->db_, 5000);
    const std::string pragmas = std::string("PRAGMA journal_mode=WAL; PRAGMA foreign_keys=ON; PRAGMA synchronous=") +
                                (durability == Durability::kFull ? "FULL;" : "NORMAL;");
    std::string problem;
    if (!store->exec(pragmas.c_str(), &problem) || !store->exec(kSchema, &problem)) {
        *error = file.string() + ": " + problem;
        return nullptr;
    }
    store->insert_entry_ = store->prepare("INSERT INTO entries (code, idx, entry) VALUES (?1, ?2, ?3)", &problem);
    store->touch_game_ = store->prepare(
        "UPDATE games SET updated_at = ?2, finished_at = COALESCE(finished_at, ?3) WHERE code = ?1", &problem);
    if (!store->insert_entry_ || !store->touch_game_) {
        *error = file.string() + ": " + problem;
        return nullptr;
    }
    return store;
}

GameStore::~GameStore() {
    sqlite3_finalize(insert_entry_);
    sqlite3_finalize(touch_game_);
    sqlite3_close(db_);
    if (lock_fd_ >= 0) ::close(lock_fd_);
}

std::string GameStore::last_error() const { return db_ ? sqlite3_errmsg(db_) : "out of memory"; }

bool GameStore::exec(const char* sql, std::string* error) {
    char* message = nullptr;
    if (sqlite3_exec(db_, sql, nullptr, nullptr, &message) == SQLITE_OK) return true;
    *error = message ? message : last_error();
    sqlite3_free(message);
    return false;
}

sqlite3_stmt* GameStore::prepare(const char* sql, std::string* error) {
    sqlite3_stmt* stmt = nullptr;
    if (sqlite3_prepare_v2(db_, sql, -1, &stmt, nullptr) != SQLITE_OK) {
        *error = last_error();
        return nullptr;
    }
    return stmt;
}

bool GameStore::in_transaction(const std::string& name, std::string* error, const std::function<bool()>& work) {
    // Its own transaction, or a savepoint inside the batch's: all of the work or none of it.
    const std::string begin = in_batch_ ? "SAVEPOINT " + name : "BEGIN IMMEDIATE";
    const std::string end = in_batch_ ? "RELEASE " + name : "COMMIT";
    const std::string undo = in_batch_ ? "ROLLBACK TO " + name + "; RELEASE " + name : "ROLLBACK";
    if (!exec(begin.c_str(), error)) return false;
    std::string ignored;
    if (!work() || !exec(end.c_str(), error)) {
        exec(undo.c_str(), &ignored);
        return false;
    }
    return true;
}

bool GameStore::insert_entries(const std::string& code, std::size_t first_index, std::span<const HistoryEntry> entries,
                               std::string* error) {
    for (std::size_t i = 0; i < entries.size(); ++i) {
        sqlite3_reset(insert_entry_);
        bind_text(insert_entry_, 1, code);
        sqlite3_bind_int64(insert_entry_, 2, static_cast<sqlite3_int64>(first_index + i));
        bind_text(insert_entry_, 3, protocol::entry_to_json(entries[i]).dump());
        if (sqlite3_step(insert_entry_) != SQLITE_DONE) {
            *error = last_error();
            return false;
        }
    }
    return true;
}

bool GameStore::insert_game(const StoredGame& game, std::string* error) {
    // The game and its first entries (the setup's chance outcomes) together or not at all.
    return in_transaction("game", error, [&] {
        return insert_game_row(game, error) && insert_entries(game.code, 0, game.history, error);
    });
}

bool GameStore::insert_game_row(const StoredGame& game, std::string* error) {
    Statement insert{prepare(
        "INSERT INTO games (code, seed, difficulty, variant, mercurial_token, rubicon_token, created_at, updated_at) "
        "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7)",
        error)};
    if (!insert.stmt) return false;
    bind_text(insert.stmt, 1, game.code);
    sqlite3_bind_int64(insert.stmt, 2, static_cast<sqlite3_int64>(game.parameters.seed));
    sqlite3_bind_int(insert.stmt, 3, game.parameters.difficulty);
    bind_text(insert.stmt, 4, std::string(rules::variant_id(game.parameters.variant)));
    bind_text(insert.stmt, 5, game.tokens[0]);
    bind_text(insert.stmt, 6, game.tokens[1]);
    sqlite3_bind_int64(insert.stmt, 7, game.created_at);
    if (sqlite3_step(insert.stmt) != SQLITE_DONE) {
        *error = last_error();
        return false;
    }
    return true;
}

bool GameStore::set_token(const std::string& code, Ship ship, const std::string& token, UnixSeconds now,
                          std::string* error) {
    Statement update{prepare(ship == Ship::kMercurial
                                 ? "UPDATE games SET mercurial_token = ?2, updated_at = ?3 WHERE code = ?1"
                                 : "UPDATE games SET rubicon_token = ?2, updated_at = ?3 WHERE code = ?1",
                             error)};
    if (!update.stmt) return false;
    bind_text(update.stmt, 1, code);
    bind_text(update.stmt, 2, token);
    sqlite3_bind_int64(update.stmt, 3, now);
    if (sqlite3_step(update.stmt) != SQLITE_DONE) {
        *error = last_error();
        return false;
    }
    return true;
}

bool GameStore::begin_batch(std::string* error) {
    if (in_batch_) return true;
    in_batch_ = exec("BEGIN IMMEDIATE", error);
    return in_batch_;
}

bool GameStore::commit_batch(std::string* error) {
    if (!in_batch_) return true;
    in_batch_ = false;
    if (exec("COMMIT", error)) return true;
    std::string ignored;
    exec("ROLLBACK", &ignored);
    return false;
}

bool GameStore::append(const std::string& code, std::size_t first_index, std::span<const HistoryEntry> entries,
                       UnixSeconds now, bool finished, std::string* error) {
    // All of an action or none of it, with the game's last change (and its end).
    return in_transaction("action", error, [&] {
        if (!insert_entries(code, first_index, entries, error)) return false;
        sqlite3_reset(touch_game_);
        bind_text(touch_game_, 1, code);
        sqlite3_bind_int64(touch_game_, 2, now);
        if (finished) {
            sqlite3_bind_int64(touch_game_, 3, now);
        } else {
            sqlite3_bind_null(touch_game_, 3);
        }
        if (sqlite3_step(touch_game_) != SQLITE_DONE) {
            *error = last_error();
            return false;
        }
        return true;
    });
}

std::vector<StoredGame> GameStore::load_all(std::vector<std::string>* problems) {
    std::vector<StoredGame> games;
    std::string error;
    Statement select{
        prepare("SELECT code, seed, difficulty, variant, mercurial_token, rubicon_token, created_at, "
                "updated_at, finished_at FROM games ORDER BY created_at, code",
                &error)};
    Statement history{prepare("SELECT idx, entry FROM entries WHERE code = ?1 ORDER BY idx", &error)};
    if (!select.stmt || !history.stmt) {
        problems->push_back(error);
        return games;
    }
    while (sqlite3_step(select.stmt) == SQLITE_ROW) {
        StoredGame game;
        game.code = column_text(select.stmt, 0);
        game.parameters.seed = static_cast<std::uint64_t>(sqlite3_column_int64(select.stmt, 1));
        game.parameters.difficulty = sqlite3_column_int(select.stmt, 2);
        const std::optional<rules::RulesVariant> variant = rules::parse_variant(column_text(select.stmt, 3));
        game.tokens = {column_text(select.stmt, 4), column_text(select.stmt, 5)};
        game.created_at = sqlite3_column_int64(select.stmt, 6);
        game.updated_at = sqlite3_column_int64(select.stmt, 7);
        if (sqlite3_column_type(select.stmt, 8) != SQLITE_NULL) game.finished_at = sqlite3_column_int64(select.stmt, 8);
        std::string problem;
        if (!variant || game.parameters.difficulty < 1 || game.parameters.difficulty > 3) {
            problem = "the variant or difficulty is not valid";
        } else {
            game.parameters.variant = *variant;
        }
        sqlite3_reset(history.stmt);
        bind_text(history.stmt, 1, game.code);
        while (problem.empty() && sqlite3_step(history.stmt) == SQLITE_ROW) {
            const std::string where = "entry " + std::to_string(sqlite3_column_int64(history.stmt, 0));
            if (sqlite3_column_int64(history.stmt, 0) != static_cast<sqlite3_int64>(game.history.size())) {
                problem = where + ": the entries are not numbered 0, 1, 2, ...";
                break;
            }
            json_input::InputError input_error;
            const auto json =
                json_input::parse_input<nlohmann::json>(column_text(history.stmt, 1), where, &input_error);
            std::optional<HistoryEntry> entry;
            if (json) entry = protocol::entry_from_json(*json, "", &problem);
            if (!json) problem = input_error.message();
            if (!entry) break;
            game.history.push_back(*entry);
        }
        if (!problem.empty()) {
            problems->push_back("game " + game.code + ": " + problem);
            continue;
        }
        games.push_back(std::move(game));
    }
    return games;
}

std::vector<std::string> GameStore::purge(UnixSeconds finished_before, UnixSeconds idle_before, std::string* error) {
    std::vector<std::string> codes;
    Statement select{
        prepare("SELECT code FROM games WHERE (finished_at IS NOT NULL AND finished_at < ?1) OR "
                "(finished_at IS NULL AND updated_at < ?2)",
                error)};
    if (!select.stmt) return codes;
    sqlite3_bind_int64(select.stmt, 1, finished_before);
    sqlite3_bind_int64(select.stmt, 2, idle_before);
    while (sqlite3_step(select.stmt) == SQLITE_ROW) codes.push_back(column_text(select.stmt, 0));
    Statement remove{prepare("DELETE FROM games WHERE code = ?1", error)};
    if (!remove.stmt || !exec("BEGIN IMMEDIATE", error)) return {};
    for (const std::string& code : codes) {
        sqlite3_reset(remove.stmt);
        bind_text(remove.stmt, 1, code);
        sqlite3_step(remove.stmt);
    }
    if (!exec("COMMIT", error)) {
        std::string ignored;
        exec("ROLLBACK", &ignored);
        return {};
    }
    return codes;
}

}  // namespace entanglion::server
