#pragma once
/// The game server's parts, made in the order each needs the one before and torn down the other way
/// round: the games' store, the hub, the classes (when wanted) and the transport (WebSockets and the
/// web client on one port). entanglion-server runs one (main.cpp); the desktop app runs one inside
/// itself (ui-qml/network/InAppServer: Host on this computer, Teach a class).

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "server/core/class_hub.h"
#include "server/core/game_hub.h"
#include "server/core/game_store.h"
#include "server/transport/websocket_server.h"

namespace entanglion::server {

struct ServerSetup {
    std::filesystem::path data_dir;  ///< the games' database (made when missing)
    GameStore::Durability durability = GameStore::Durability::kFull;
    HubOptions hub;
    /// Classes of tables (class messages); none: a class message is refused as an unknown type.
    std::optional<ClassOptions> classes;
    std::function<void(const std::string&)> log;  ///< the hub's lines (a game made, a seat taken)
};

class ServerParts {
public:
    /// Opens the store and restores its games (the ones that could not be are in not_restored());
    /// nullptr with `error` when the store cannot be opened.
    static std::unique_ptr<ServerParts> open(ServerSetup setup, std::string* error);
    ~ServerParts();
    ServerParts(const ServerParts&) = delete;
    ServerParts& operator=(const ServerParts&) = delete;

    /// Listens on the transport's address and port; false with `error` (the certificate, the address).
    bool listen(const TransportOptions& options, std::string* error);
    GameHub& hub() { return *hub_; }
    WebSocketServer& transport() { return *transport_; }
    bool has_classes() const { return classes_ != nullptr; }
    const std::vector<std::string>& not_restored() const { return not_restored_; }

private:
    ServerParts() = default;

    // Declared in the order they are made: the transport goes first (its sockets tell the hub they
    // are gone), the classes before the hub they use.
    std::unique_ptr<GameStore> store_;
    std::unique_ptr<GameHub> hub_;
    std::unique_ptr<ClassHub> classes_;
    std::unique_ptr<WebSocketServer> transport_;
    std::vector<std::string> not_restored_;
};

/// The built web client beside a program in `program_dir`: installed (PREFIX/share/entanglion/web
/// for PREFIX/bin), else a wasm build tree next to the native one (build/bin ->
/// build-wasm/web-dist); empty when neither holds an index.html.
std::string find_web_root(const std::filesystem::path& program_dir);

}  // namespace entanglion::server
