// The game server's parts (server_parts.h).
#include "server/transport/server_parts.h"

namespace entanglion::server {

std::unique_ptr<ServerParts> ServerParts::open(ServerSetup setup, std::string* error) {
    std::unique_ptr<ServerParts> parts(new ServerParts);
    parts->store_ = GameStore::open(setup.data_dir, setup.durability, error);
    if (!parts->store_) return nullptr;
    parts->hub_ = std::make_unique<GameHub>(setup.hub, parts->store_.get(), std::move(setup.log));
    parts->not_restored_ = parts->hub_->restore(Now::system());
    if (setup.classes) {
        parts->classes_ = std::make_unique<ClassHub>(*setup.classes, *parts->hub_);
        parts->hub_->attach_classes(parts->classes_.get());
    }
    parts->transport_ = std::make_unique<WebSocketServer>(*parts->hub_);
    return parts;
}

ServerParts::~ServerParts() {
    transport_.reset();
    if (classes_) hub_->attach_classes(nullptr);
}

bool ServerParts::listen(const TransportOptions& options, std::string* error) {
    return transport_->listen(options, error);
}

std::string find_web_root(const std::filesystem::path& program_dir) {
    for (const std::filesystem::path& candidate :
         {program_dir / ".." / "share" / "entanglion" / "web", program_dir / ".." / ".." / "build-wasm" / "web-dist"}) {
        std::error_code error;
        if (std::filesystem::is_regular_file(candidate / "index.html", error))
            return std::filesystem::weakly_canonical(candidate, error).string();
    }
    return {};
}

}  // namespace entanglion::server
