// libFuzzer harness: the network protocol's message reader (server/protocol/messages.h), as the
// server reads a client's frame and a client reads the server's. A message that parses is written
// back and must read again the same. Then the same bytes go to a running GameHub (no store) on a
// fresh connection, as a frame from the network: whatever they are, the hub answers without
// crashing and a game between two other players is untouched.
#include <optional>
#include <string>

#include "fuzz/harness.h"
#include "server/core/game_hub.h"
#include "server/protocol/client_game.h"
#include "server/protocol/messages.h"

namespace {

using namespace entanglion;

void check_refusal(const protocol::ProtocolError& error) {
    if (error.message.empty()) fuzz::fail("refused without a message", "");
    if (error.message.size() > fuzz::kMaxErrorChars) {
        fuzz::fail("refusal message too long (" + std::to_string(error.message.size()) + " characters)",
                   error.message.substr(0, 300));
    }
}

template <typename Message>
void check_round_trip(const std::variant<Message, protocol::ProtocolError>& parsed,
                      std::variant<Message, protocol::ProtocolError> (*parse)(std::string_view)) {
    if (const auto* error = std::get_if<protocol::ProtocolError>(&parsed)) {
        check_refusal(*error);
        return;
    }
    const std::string text = protocol::to_text(std::get<Message>(parsed));
    const auto again = parse(text);
    if (!std::holds_alternative<Message>(again) || protocol::to_text(std::get<Message>(again)) != text) {
        fuzz::fail("a parsed message, written back, does not read again the same", text.substr(0, 300));
    }
}

/// A hub with one game in progress between two other connections; the clock moves a minute per
/// input, so no rate limit carries over from one input to the next.
struct Arena {
    server::GameHub hub{options(), nullptr};
    server::Now now{server::Clock::time_point{} + std::chrono::hours(1), 1'800'000'000};
    std::string code;
    std::size_t history = 0;

    static server::HubOptions options() {
        server::HubOptions o;
        o.allow_seeded_games = true;
        o.max_games = 200;
        return o;
    }
    server::ConnectionId greeted(const std::string& address) {
        std::string refusal;
        const server::ConnectionId id = *hub.connect(address, now, &refusal);
        hub.receive(id, protocol::to_text(protocol::Hello{protocol::kProtocolVersion, "fuzz"}), now);
        return id;
    }
    Arena() {
        const server::ConnectionId creator = greeted("10.0.0.1");
        for (const server::Outgoing& out : hub.receive(
                 creator, protocol::to_text(protocol::Create{Ship::kMercurial, 1, rules::RulesVariant::kBoard, 5}),
                 now)) {
            auto parsed = protocol::parse_server_message(*out.text);
            if (auto* message = std::get_if<protocol::ServerMessage>(&parsed)) {
                if (auto* seated = std::get_if<protocol::Seated>(message)) code = seated->code;
            }
        }
        const server::ConnectionId partner = greeted("10.0.0.2");
        hub.receive(partner, protocol::to_text(protocol::Join{code, std::nullopt, 0}), now);
        for (int i = 0; i < 10; ++i) {
            const rules::GameState& state = hub.game(code)->state();
            hub.receive(state.acting_player() == Ship::kMercurial ? creator : partner,
                        protocol::to_text(protocol::Act{state.legal_actions()[0], std::nullopt}), now);
        }
        history = hub.game(code)->history().size();
    }
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static Arena arena;
    return fuzz::run_text(data, size, [](std::string_view text) {
        check_round_trip(protocol::parse_client_message(text), &protocol::parse_client_message);
        const auto server_message = protocol::parse_server_message(text);
        check_round_trip(server_message, &protocol::parse_server_message);
        if (const auto* message = std::get_if<protocol::ServerMessage>(&server_message)) {
            protocol::ClientGame client;
            std::string error;
            if (!client.apply(*message, &error) && error.empty())
                fuzz::fail("a client refused a message without a reason", "");
        }
        arena.now.steady += std::chrono::minutes(1);
        arena.now.unix += 60;
        const server::ConnectionId id = arena.greeted("192.0.2.1");
        for (const server::Outgoing& out : arena.hub.receive(id, text, arena.now)) {
            if (!std::holds_alternative<protocol::ServerMessage>(protocol::parse_server_message(*out.text)))
                fuzz::fail("the hub sent a message no client can read", out.text->substr(0, 300));
        }
        arena.hub.disconnect(id, arena.now);
        if (arena.hub.game(arena.code)->history().size() != arena.history)
            fuzz::fail("another game changed", text.substr(0, 300));
    });
}
