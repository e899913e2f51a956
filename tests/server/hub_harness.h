#pragma once
/// Drives a GameHub as the transport would, with a clock the test steps: each connection's
/// replies land in its inbox, parsed.

#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "server/core/game_hub.h"
#include "server/protocol/messages.h"

namespace entanglion::server::testing {

/// Options for tests: seeded games allowed, a message rate no test's quick play reaches (the clock
/// stands still while a test plays hundreds of actions), the other limits as shipped.
inline HubOptions test_options() {
    HubOptions options;
    options.allow_seeded_games = true;
    options.messages = RateLimit{1e6, 1e6};
    return options;
}

/// A fresh data directory under the system's temporary folder, removed at the end.
class ScratchDir {
public:
    explicit ScratchDir(const std::string& name)
        : path_(std::filesystem::temp_directory_path() / ("entanglion-" + name + "-" + std::to_string(::getpid()))) {
        std::filesystem::remove_all(path_);
    }
    ~ScratchDir() { std::filesystem::remove_all(path_); }
    const std::filesystem::path& path() const { return path_; }

private:
    std::filesystem::path path_;
};

class HubHarness {
public:
    explicit HubHarness(HubOptions options = test_options(), GameStore* store = nullptr)
        : hub_(std::move(options), store) {
        now_.steady = Clock::time_point{} + std::chrono::hours(1000);
        now_.unix = 1'800'000'000;
    }

    GameHub& hub() { return hub_; }
    Now now() const { return now_; }
    void advance(std::chrono::seconds seconds) {
        now_.steady += seconds;
        now_.unix += seconds.count();
    }

    ConnectionId connect(const std::string& address = "10.0.0.1") {
        std::string refusal;
        const auto id = hub_.connect(address, now_, &refusal);
        EXPECT_TRUE(id) << refusal;
        return id.value_or(0);
    }
    /// A connection that said hello.
    ConnectionId greeted(const std::string& address = "10.0.0.1") {
        const ConnectionId id = connect(address);
        send(id, protocol::Hello{protocol::kProtocolVersion, "test"});
        EXPECT_TRUE(std::holds_alternative<protocol::Welcome>(take_one(id)));
        return id;
    }

    void send_text(ConnectionId id, std::string_view text) { route(hub_.receive(id, text, now_)); }
    void send(ConnectionId id, const protocol::ClientMessage& message) { send_text(id, protocol::to_text(message)); }
    void drop(ConnectionId id) { route(hub_.disconnect(id, now_)); }
    void tick() { route(hub_.tick(now_)); }

    /// Everything `id` received since the last take, as text.
    std::vector<std::string> take_texts(ConnectionId id) { return std::exchange(texts_[id], {}); }
    /// The same, parsed.
    std::vector<protocol::ServerMessage> take(ConnectionId id) {
        std::vector<protocol::ServerMessage> messages;
        for (const std::string& text : take_texts(id)) {
            auto parsed = protocol::parse_server_message(text);
            EXPECT_TRUE(std::holds_alternative<protocol::ServerMessage>(parsed)) << text;
            if (auto* ok = std::get_if<protocol::ServerMessage>(&parsed)) messages.push_back(*ok);
        }
        return messages;
    }
    /// The one message `id` received (the test fails when there are more or none).
    protocol::ServerMessage take_one(ConnectionId id) {
        std::vector<protocol::ServerMessage> messages = take(id);
        EXPECT_EQ(messages.size(), 1u);
        return messages.empty() ? protocol::ServerMessage{protocol::Welcome{}} : messages.front();
    }
    /// The error `id` received last (the test fails when it received none).
    protocol::ErrorReply error_of(ConnectionId id) {
        for (const protocol::ServerMessage& message : take(id)) {
            if (const auto* error = std::get_if<protocol::ErrorReply>(&message)) return *error;
        }
        ADD_FAILURE() << "no error reply";
        return {};
    }
    bool closed(ConnectionId id) const { return closed_.contains(id); }

    /// A connection that watches game `code` (its watching and sync taken).
    ConnectionId watching(const std::string& code, const std::string& address) {
        const ConnectionId id = greeted(address);
        send(id, protocol::Watch{code, 0});
        take(id);
        return id;
    }

    /// Creates a seeded game on `id`; returns its code and fills `token`.
    std::string create(ConnectionId id, Ship ship, std::uint64_t seed, std::string* token = nullptr) {
        send(id, protocol::Create{ship, 1, rules::RulesVariant::kBoard, seed});
        std::string code;
        for (const protocol::ServerMessage& message : take(id)) {
            if (const auto* seated = std::get_if<protocol::Seated>(&message)) {
                code = seated->code;
                if (token) *token = seated->token;
            }
        }
        EXPECT_FALSE(code.empty());
        return code;
    }

private:
    void route(const Outbox& out) {
        for (const Outgoing& message : out) {
            texts_[message.to].push_back(*message.text);
            if (message.close) closed_.insert(message.to);
        }
    }

    GameHub hub_;
    Now now_;
    std::map<ConnectionId, std::vector<std::string>> texts_;
    std::set<ConnectionId> closed_;
};

/// The first of the legal actions the game waits for now.
inline rules::Action first_legal(const GameHub& hub, const std::string& code) {
    return hub.game(code)->state().legal_actions()[0];
}

/// A game with both seats taken: Mercurial created it (seed 7), Rubicon joined.
struct TwoPlayers {
    HubHarness& h;
    ConnectionId mercurial, rubicon;
    std::string code, mercurial_token, rubicon_token;

    explicit TwoPlayers(HubHarness& harness, std::uint64_t seed = 7, const std::string& rubicon_address = "10.0.0.2")
        : h(harness) {
        mercurial = h.greeted();
        code = h.create(mercurial, Ship::kMercurial, seed, &mercurial_token);
        rubicon = h.greeted(rubicon_address);
        h.send(rubicon, protocol::Join{code, std::nullopt, 0});
        for (const auto& message : h.take(rubicon)) {
            if (const auto* seated = std::get_if<protocol::Seated>(&message)) {
                EXPECT_EQ(seated->ship, Ship::kRubicon);
                rubicon_token = seated->token;
            }
        }
        EXPECT_EQ(rubicon_token.size(), 32u);
        EXPECT_NE(rubicon_token, mercurial_token);
        h.take(mercurial);  // the partner's presence
    }
    ConnectionId acting() const {
        return h.hub().game(code)->state().acting_player() == Ship::kMercurial ? mercurial : rubicon;
    }
    ConnectionId waiting() const { return acting() == mercurial ? rubicon : mercurial; }
    /// The acting player plays its first legal action; returns the entries message everyone got.
    std::string play_one() {
        const ConnectionId actor = acting();
        h.send(actor, protocol::Act{first_legal(h.hub(), code), h.hub().game(code)->history().size()});
        const std::vector<std::string> got = h.take_texts(actor);
        EXPECT_EQ(got.size(), 1u);
        EXPECT_EQ(h.take_texts(actor == mercurial ? rubicon : mercurial), got);
        h.take(actor);
        h.take(actor == mercurial ? rubicon : mercurial);
        return got.empty() ? "" : got[0];
    }
};

}  // namespace entanglion::server::testing
