// The Qt-free protocol: messages read strictly with errors that name the field, history entries,
// join codes, records, and a client's copy of a game refusing what does not fit.
#include <gtest/gtest.h>

#include <string>

#include "game/rules/record.h"
#include "server/core/authoritative_game.h"
#include "server/protocol/client_game.h"
#include "server/protocol/game_record.h"
#include "server/protocol/join_code.h"
#include "server/protocol/messages.h"

namespace entanglion::protocol {
namespace {

/// The error a client message gets (the test fails when it is accepted).
ProtocolError refusal_of(std::string_view text) {
    auto parsed = parse_client_message(text);
    EXPECT_TRUE(std::holds_alternative<ProtocolError>(parsed)) << text;
    if (auto* error = std::get_if<ProtocolError>(&parsed)) return *error;
    return {};
}

TEST(ProtocolTest, ClientMessagesRoundTrip) {
    const std::vector<ClientMessage> messages = {
        Hello{1, "entanglion-cli"},
        Create{Ship::kRubicon, 3, rules::RulesVariant::kQuantum, 18446744073709551615ULL},
        Create{Ship::kMercurial, 1, rules::RulesVariant::kBoard, std::nullopt},
        Create{Ship::kMercurial, 2, rules::RulesVariant::kBoard, std::nullopt, "heuristic"},
        Join{"K7MQ2X", std::nullopt, 0, "search"},
        Join{"K7MQ2X", std::string("00112233445566778899aabbccddeeff"), 12},
        Join{"K7MQ2X", std::nullopt, 0},
        Watch{"K7MQ2X", 4},
        Act{rules::Action::navigate(Ship::kRubicon, rules::EngineCard::kCNOT), 7},
        Act{rules::Action::place_ships(Ship::kMercurial, 0, 1), std::nullopt},
        Ping{PingTarget{PingTarget::Kind::kPlanet, "PHI_PLUS"}},
        Ping{PingTarget{PingTarget::Kind::kEventCard, "BENNETT"}},
        Export{},
    };
    for (const ClientMessage& message : messages) {
        const std::string text = to_text(message);
        auto parsed = parse_client_message(text);
        ASSERT_TRUE(std::holds_alternative<ClientMessage>(parsed))
            << text << ": " << std::get<ProtocolError>(parsed).message;
        EXPECT_EQ(to_text(std::get<ClientMessage>(parsed)), text);
    }
}

TEST(ProtocolTest, ErrorsNameTheFieldAndTheProblem) {
    EXPECT_EQ(refusal_of("{\"type\": \"hello\"").code, ErrorCode::kMalformed);
    EXPECT_EQ(refusal_of("[1, 2]").code, ErrorCode::kMalformed);
    EXPECT_EQ(refusal_of("{\"protocol\": 1}").code, ErrorCode::kMalformed);
    const ProtocolError unknown = refusal_of(R"({"type": "teleport"})");
    EXPECT_EQ(unknown.code, ErrorCode::kUnknownType);
    EXPECT_NE(unknown.message.find("\"teleport\""), std::string::npos) << unknown.message;

    const ProtocolError missing = refusal_of(R"({"type": "create"})");
    EXPECT_EQ(missing.code, ErrorCode::kInvalidField);
    EXPECT_EQ(missing.message, "create.ship: missing");
    EXPECT_EQ(missing.reply_to, "create");
    EXPECT_EQ(refusal_of(R"({"type": "create", "ship": "ENTERPRISE"})").message,
              "create.ship: expected \"MERCURIAL\" or \"RUBICON\", got \"ENTERPRISE\"");
    EXPECT_EQ(refusal_of(R"({"type": "create", "ship": "RUBICON", "difficulty": 4})").message,
              "create.difficulty: expected a whole number from 1 to 3, got 4");
    EXPECT_EQ(refusal_of(R"({"type": "join", "code": "K7M-Q2X", "colour": "red"})").message,
              "join: unknown field \"colour\"");
    const ProtocolError look_alike = refusal_of(R"({"type": "join", "code": "KOMQ2X"})");
    EXPECT_NE(look_alike.message.find("'O' is not in a join code"), std::string::npos) << look_alike.message;
    const ProtocolError action = refusal_of(R"({"type": "act", "action": "RUBICON navigate Q"})");
    EXPECT_EQ(action.code, ErrorCode::kInvalidField);
    EXPECT_EQ(action.message.rfind("act.action: ", 0), 0u) << action.message;
    EXPECT_EQ(refusal_of(R"({"type": "ping", "planet": "PHI_PLUS", "engine_card": "H"})").code,
              ErrorCode::kInvalidField);
    EXPECT_EQ(refusal_of(R"({"type": "ping"})").code, ErrorCode::kInvalidField);
    // The AI a seat's player chose is a policy's name, nothing else.
    EXPECT_EQ(refusal_of(R"({"type": "join", "code": "K7MQ2X", "ai": "Heuristic!"})").message,
              "join.ai: expected a policy's name (lowercase letters, digits, _ or -), got \"Heuristic!\"");
    EXPECT_EQ(refusal_of(R"({"type": "create", "ship": "RUBICON", "ai": ""})").code, ErrorCode::kInvalidField);
    EXPECT_EQ(refusal_of(R"({"type": "create", "ship": "RUBICON", "ai": ")" + std::string(33, 'a') + "\"}").code,
              ErrorCode::kInvalidField);
    // A ping names a real planet, card or component: anything else never reaches the partner.
    EXPECT_EQ(refusal_of(R"({"type": "ping", "planet": "PLUTO"})").message, "ping.planet: \"PLUTO\" is not a known id");
    EXPECT_EQ(refusal_of(R"({"type": "ping", "engine_card": 7})").code, ErrorCode::kInvalidField);
    EXPECT_EQ(refusal_of(R"({"type": "ping", "component": ")" + std::string(100, 'Q') + "\"}").code,
              ErrorCode::kInvalidField);
}

TEST(ProtocolTest, HostileShapesAreRefusedWithAShortMessage) {
    // Deep nesting: refused while parsing, at the limit, however deep the input.
    const std::string deep =
        R"({"type": "hello", "protocol": )" + std::string(100000, '[') + std::string(100000, ']') + "}";
    const ProtocolError nested = refusal_of(deep);
    EXPECT_EQ(nested.code, ErrorCode::kTooLarge);  // it is over the size limit first
    const std::string deep_small =
        R"({"type": "hello", "protocol": )" + std::string(2000, '[') + std::string(2000, ']') + "}";
    const ProtocolError nested_small = refusal_of(deep_small);
    EXPECT_EQ(nested_small.code, ErrorCode::kMalformed);
    EXPECT_LT(nested_small.message.size(), 300u);
    // Huge numbers: out of range or not whole.
    EXPECT_EQ(refusal_of(R"({"type": "hello", "protocol": 1e999})").code, ErrorCode::kMalformed);
    EXPECT_EQ(refusal_of(R"({"type": "hello", "protocol": 99999999999999999999999})").code, ErrorCode::kInvalidField);
    EXPECT_EQ(refusal_of(R"({"type": "join", "code": "K7MQ2X", "have": -1})").code, ErrorCode::kInvalidField);
    EXPECT_EQ(refusal_of(R"({"type": "join", "code": "K7MQ2X", "have": 1.5})").code, ErrorCode::kInvalidField);
    // Too large.
    const std::string large = R"({"type": "hello", "client": ")" + std::string(kMaxClientMessageBytes, 'a') + "\"}";
    const ProtocolError too_large = refusal_of(large);
    EXPECT_EQ(too_large.code, ErrorCode::kTooLarge);
    EXPECT_LT(too_large.message.size(), 200u);
    // Duplicate keys would let the last one win silently.
    EXPECT_EQ(refusal_of(R"({"type": "hello", "type": "create"})").code, ErrorCode::kMalformed);
    // A long string value is quoted cut.
    const ProtocolError long_value =
        refusal_of(R"({"type": "hello", "protocol": 1, "client": ")" + std::string(1000, 'x') + "\"}");
    EXPECT_LT(long_value.message.size(), 200u);
}

TEST(ProtocolTest, APingTargetIsNamedByAnyKnownIdInItsCanonicalForm) {
    using Kind = PingTarget::Kind;
    EXPECT_EQ(ping_target_named("PHI_PLUS"), (PingTarget{Kind::kPlanet, "PHI_PLUS"}));
    EXPECT_EQ(ping_target_named("CNOT"), (PingTarget{Kind::kEngineCard, "CNOT"}));
    EXPECT_EQ(ping_target_named("BENNETT"), (PingTarget{Kind::kEventCard, "BENNETT"}));
    EXPECT_EQ(ping_target_named("QUANTUM_GATES"), (PingTarget{Kind::kComponent, "QUANTUM_GATES"}));
    EXPECT_FALSE(ping_target_named("PLUTO").has_value());
    EXPECT_FALSE(ping_target_named("").has_value());
    // Every target named this way is one the server's reader takes.
    for (const char* id : {"ZERO", "H", "HEISENBERG", "PHYSICAL_QUBITS"}) {
        const auto target = ping_target_named(id);
        ASSERT_TRUE(target) << id;
        EXPECT_TRUE(std::holds_alternative<ClientMessage>(parse_client_message(to_text(Ping{*target})))) << id;
    }
}

TEST(ProtocolTest, ErrorCodesHaveDistinctIds) {
    for (int i = 0; i < kErrorCodeCount; ++i) {
        const auto code = static_cast<ErrorCode>(i);
        EXPECT_EQ(parse_error_code(error_code_id(code)), code) << error_code_id(code);
    }
}

TEST(ProtocolTest, JoinCodesReadAsTypedAndLookAlikesAreRefused) {
    std::string error;
    EXPECT_EQ(normalize_join_code("k7m-q2x", &error), "K7MQ2X");
    EXPECT_EQ(normalize_join_code(" K7M Q2X ", &error), "K7MQ2X");
    EXPECT_EQ(display_join_code("K7MQ2X"), "K7M-Q2X");
    for (const char* bad : {"K7MQ2", "K7MQ2XX", "K7MQ21", "K7MQ2I", "K7MQ2L", "K7MQ2U", "K7MQ2V", "K7MQ2\xc3\xa9"}) {
        EXPECT_FALSE(normalize_join_code(bad, &error)) << bad;
        EXPECT_FALSE(error.empty());
    }
    EXPECT_FALSE(normalize_join_code(std::string(1 << 20, 'A'), &error));
    EXPECT_LT(error.size(), 100u);
    const std::uint8_t bytes[6] = {0, 1, 28, 29, 255, 100};
    const std::string code = join_code_from_bytes(bytes);
    EXPECT_EQ(code.size(), kJoinCodeLength);
    EXPECT_TRUE(normalize_join_code(code, &error));
}

TEST(ProtocolTest, HistoryEntriesRoundTripAndBadOnesAreNamed) {
    using rules::ChanceKind;
    const std::vector<HistoryEntry> entries = {
        {false, rules::Action::bennett_take(Ship::kRubicon, rules::Component::kQuantumGates), {}},
        {true, {}, rules::ChanceOutcome(ChanceKind::kEntanglionDie, 8)},
        {true, {}, rules::ChanceOutcome(ChanceKind::kCentariousDie, 0)},
        {true, {}, rules::ChanceOutcome(ChanceKind::kMeasurement, 3)},
        {true, {}, rules::ChanceOutcome(ChanceKind::kEngineDraw, static_cast<int>(rules::EngineCard::kSWAP))},
        {true, {}, rules::ChanceOutcome(ChanceKind::kEventDraw, static_cast<int>(rules::EventCard::kHeisenberg))},
        {true,
         {},
         rules::ChanceOutcome(ChanceKind::kComponentPick, static_cast<int>(rules::Component::kQubitInterconnect))},
        {true, {}, rules::ChanceOutcome::placement(rules::Component::kMagneticShielding)},
    };
    for (const HistoryEntry& entry : entries) {
        std::string error;
        const nlohmann::json json = entry_to_json(entry);
        EXPECT_EQ(entry_from_json(json, "/e", &error), entry) << json.dump() << ": " << error;
    }
    EXPECT_EQ(entry_to_json(entries[4]).dump(), R"({"chance":"engine_draw","value":"SWAP"})");
    std::string error;
    EXPECT_FALSE(
        entry_from_json(nlohmann::json::parse(R"({"chance": "engine_order", "value": 1})"), "/entries/2", &error));
    EXPECT_EQ(error, "/entries/2/chance: \"engine_order\" is not a chance node's kind");
    EXPECT_FALSE(entry_from_json(nlohmann::json::parse(R"({"chance": "d8", "value": 9})"), "/entries/0", &error));
    EXPECT_EQ(error, "/entries/0/value: expected a whole number from 0 to 8, got 9");
    EXPECT_FALSE(entry_from_json(nlohmann::json::parse(R"({"action": "MERCURIAL navigate H", "x": 1})"), "/e", &error));
}

TEST(ProtocolTest, ANetworkGameHasNoTakeBacks) {
    // The rules' history may hold a take-back (a local game's Undo); the protocol refuses one either way.
    const HistoryEntry take_back =
        HistoryEntry::take_back_of(rules::Action::navigate(Ship::kMercurial, rules::EngineCard::kH));
    EXPECT_EQ(entry_to_json(take_back).dump(), R"({"take_back":"MERCURIAL navigate H"})");
    EXPECT_EQ(entry_to_string(take_back), "take_back MERCURIAL navigate H");
    std::string error;
    EXPECT_FALSE(entry_from_json(entry_to_json(take_back), "/entries/3", &error));
    EXPECT_EQ(
        error.rfind("/entries/3: a history entry is {\"action\": TEXT} or {\"chance\": KIND, \"value\": VALUE}", 0), 0u)
        << error;
    server::AuthoritativeGame game({3, 2, rules::RulesVariant::kBoard});
    rules::GameState state = game.state();
    const rules::GameState before = state;
    EXPECT_FALSE(apply_entry(state, take_back, &error, nullptr));
    EXPECT_EQ(error, "a network game has no take-backs");
    EXPECT_TRUE(state == before);
}

/// A seeded game's first `actions` actions through the authoritative game (its first legal action each time).
server::AuthoritativeGame played(std::uint64_t seed, int actions) {
    server::AuthoritativeGame game({seed, 2, rules::RulesVariant::kBoard});
    for (int i = 0; i < actions && !game.state().is_over(); ++i) {
        const rules::ActionList legal = game.state().legal_actions();
        std::string error;
        auto proposal = game.propose(legal[static_cast<std::size_t>(i) % legal.size()], &error);
        EXPECT_TRUE(proposal) << error;
        game.commit(std::move(*proposal));
    }
    return game;
}

TEST(ProtocolTest, TheRecordOfAGameReplaysToItsState) {
    const server::AuthoritativeGame game = played(11, 60);
    const rules::GameRecord record = record_of(game.start(), game.history());
    EXPECT_FALSE(record.setup) << "a network game starts as a new game";
    EXPECT_FALSE(record.setup_chance.empty()) << "its history starts with the setup's outcomes";
    EXPECT_FALSE(record.seed) << "the secret seed must not leave the server";
    const rules::ReplayResult replay = rules::replay_record(record);
    ASSERT_TRUE(replay.state) << replay.error;
    EXPECT_TRUE(*replay.state == game.state());
    // Written and read back as a file would be.
    std::string error;
    const auto reread = rules::record_from_json(rules::record_to_json(record), "game.json", &error);
    ASSERT_TRUE(reread) << error;
    EXPECT_EQ(game_start_from_json(record_json_of(game.start(), {}), &error), game.start()) << error;
    // The hot-seat game goes on from it.
    EXPECT_TRUE(rules::GameSession::resume(*reread, &error)) << error;
}

/// The messages a fresh client gets when it joins `game` after `from` entries.
Sync sync_of(const server::AuthoritativeGame& game, std::size_t from) {
    Sync sync;
    sync.start = record_json_of(game.start(), {});
    sync.from = from;
    sync.entries.assign(game.history().begin() + static_cast<std::ptrdiff_t>(from), game.history().end());
    return sync;
}

TEST(ProtocolTest, AClientCopyFollowsTheServerAndRefusesWhatDoesNotFit) {
    const server::AuthoritativeGame game = played(5, 40);
    const std::size_t half = game.history().size() / 2;
    Sync first = sync_of(game, 0);
    first.entries.resize(half);
    ClientGame client;
    std::string error;
    ASSERT_TRUE(client.apply(Seated{"K7MQ2X", Ship::kRubicon, "t"}, &error)) << error;
    std::vector<rules::GameEvent> events;
    ASSERT_TRUE(client.apply(first, &error, &events)) << error;
    EXPECT_FALSE(events.empty());
    // A gap, a repeat and an entry the rules refuse are errors that change nothing.
    Entries gap{half + 1, {game.history()[half + 1]}};
    EXPECT_FALSE(client.apply(gap, &error));
    EXPECT_NE(error.find("entries from"), std::string::npos) << error;
    Entries repeat{half - 1, {game.history()[half - 1]}};
    EXPECT_FALSE(client.apply(repeat, &error));
    Entries impossible{half, {HistoryEntry{true, {}, rules::ChanceOutcome::d8(9)}}};  // no face 9
    EXPECT_FALSE(client.apply(impossible, &error));
    EXPECT_EQ(client.history().size(), half);
    // The rest arrives as a reconnect's sync from what it has.
    const ClientMessage rejoin = client.rejoin_message();
    ASSERT_TRUE(std::holds_alternative<Join>(rejoin));
    EXPECT_EQ(std::get<Join>(rejoin).have, half);
    EXPECT_EQ(std::get<Join>(rejoin).token, "t");
    ASSERT_TRUE(client.apply(sync_of(game, half), &error)) << error;
    EXPECT_TRUE(client.state() == game.state());
    EXPECT_EQ(client.my_turn(), client.state().acting_player() == Ship::kRubicon && !client.state().is_over());
    EXPECT_EQ(rules::record_to_json(client.record()), rules::record_to_json(record_of(game.start(), game.history())));
}

TEST(ProtocolTest, ServerMessagesRoundTrip) {
    const server::AuthoritativeGame game = played(3, 10);
    Sync sync = sync_of(game, 2);
    sync.seats = {SeatState::kConnected, SeatState::kAway};
    Sync sync_with_ai = sync;
    sync_with_ai.ais = {"", "heuristic"};
    const std::vector<ServerMessage> messages = {
        sync_with_ai,
        Presence{Ship::kMercurial, SeatState::kConnected, "random"},
        Welcome{1, "entanglion-server 0.1.0"},
        Seated{"K7MQ2X", Ship::kMercurial, "00112233445566778899aabbccddeeff"},
        Watching{"K7MQ2X"},
        sync,
        Entries{3, {game.history().begin(), game.history().end()}},
        Presence{Ship::kRubicon, SeatState::kAway},
        Pinged{Ship::kRubicon, PingTarget{PingTarget::Kind::kComponent, "QUANTUM_GATES"}},
        RecordReply{record_json_of(game.start(), game.history())},
        ErrorReply{ErrorCode::kNotYourTurn, "it is RUBICON's turn to act, not MERCURIAL", "act"},
    };
    for (const ServerMessage& message : messages) {
        const std::string text = to_text(message);
        auto parsed = parse_server_message(text);
        ASSERT_TRUE(std::holds_alternative<ServerMessage>(parsed))
            << text << ": " << std::get<ProtocolError>(parsed).message;
        EXPECT_EQ(to_text(std::get<ServerMessage>(parsed)), text);
    }
}

}  // namespace
}  // namespace entanglion::protocol
