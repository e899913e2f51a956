// The server's sessions without a network: seats, tokens, watchers, turns, limits, reconnects.
#include <gtest/gtest.h>

#include "server/protocol/client_game.h"
#include "tests/server/hub_harness.h"

namespace entanglion::server {
namespace {

using protocol::ErrorCode;
using testing::first_legal;
using testing::HubHarness;
using testing::TwoPlayers;

TEST(GameHubTest, BothPlayersAndAWatcherReceiveTheSameEntriesInTheSameOrder) {
    HubHarness h;
    TwoPlayers game(h);
    const ConnectionId watcher = h.greeted("10.0.0.3");
    h.send(watcher, protocol::Watch{game.code, 0});
    const auto watching = h.take(watcher);
    ASSERT_EQ(watching.size(), 2u);
    EXPECT_TRUE(std::holds_alternative<protocol::Watching>(watching[0]));
    protocol::ClientGame copy;
    std::string error;
    for (const auto& message : watching) ASSERT_TRUE(copy.apply(message, &error)) << error;
    for (int i = 0; i < 30; ++i) {
        const ConnectionId actor = game.acting();
        h.send(actor, protocol::Act{first_legal(h.hub(), game.code), std::nullopt});
        const auto to_actor = h.take_texts(actor);
        ASSERT_EQ(to_actor.size(), 1u);
        EXPECT_EQ(h.take_texts(actor == game.mercurial ? game.rubicon : game.mercurial), to_actor);
        const auto to_watcher = h.take_texts(watcher);
        EXPECT_EQ(to_watcher, to_actor);
        for (const std::string& text : to_watcher) {
            ASSERT_TRUE(copy.apply(std::get<protocol::ServerMessage>(protocol::parse_server_message(text)), &error))
                << error;
        }
        h.take(game.mercurial);
        h.take(game.rubicon);
    }
    EXPECT_TRUE(copy.state() == h.hub().game(game.code)->state());
}

TEST(GameHubTest, AWatcherCannotActOrPing) {
    HubHarness h;
    TwoPlayers game(h);
    const ConnectionId watcher = h.watching(game.code, "10.0.0.3");
    const std::size_t before = h.hub().game(game.code)->history().size();
    h.send(watcher, protocol::Act{first_legal(h.hub(), game.code), std::nullopt});
    EXPECT_EQ(h.error_of(watcher).code, ErrorCode::kWatcherCannotAct);
    h.send(watcher, protocol::Ping{{protocol::PingTarget::Kind::kPlanet, "ZERO"}});
    EXPECT_EQ(h.error_of(watcher).code, ErrorCode::kWatcherCannotAct);
    EXPECT_EQ(h.hub().game(game.code)->history().size(), before);
    EXPECT_TRUE(h.take(game.mercurial).empty());
}

TEST(GameHubTest, APingReachesEveryoneInTheGame) {
    HubHarness h;
    TwoPlayers game(h);
    const ConnectionId watcher = h.watching(game.code, "10.0.0.3");
    const protocol::PingTarget target{protocol::PingTarget::Kind::kEngineCard, "CNOT"};
    h.send(game.rubicon, protocol::Ping{target});
    for (ConnectionId id : {game.mercurial, game.rubicon, watcher}) {
        const auto pinged = std::get<protocol::Pinged>(h.take_one(id));
        EXPECT_EQ(pinged.ship, Ship::kRubicon);
        EXPECT_EQ(pinged.target, target);
    }
    // A connection outside the game hears nothing of it.
    const ConnectionId outsider = h.greeted("10.0.0.4");
    h.send(game.mercurial, protocol::Ping{{protocol::PingTarget::Kind::kPlanet, "PHI_PLUS"}});
    EXPECT_TRUE(h.take(outsider).empty());
}

TEST(GameHubTest, APartnerSeesTheAiThatPlaysASeat) {
    HubHarness h;
    const ConnectionId mercurial = h.greeted();
    h.send(mercurial, protocol::Create{Ship::kMercurial, 1, rules::RulesVariant::kBoard, 7, "heuristic"});
    std::string code;
    for (const auto& message : h.take(mercurial))
        if (const auto* seated = std::get_if<protocol::Seated>(&message)) code = seated->code;
    const ConnectionId rubicon = h.greeted("10.0.0.2");
    h.send(rubicon, protocol::Join{code, std::nullopt, 0, "random"});
    protocol::ClientGame copy;
    std::string error;
    for (const auto& message : h.take(rubicon)) ASSERT_TRUE(copy.apply(message, &error)) << error;
    EXPECT_EQ(copy.ai(Ship::kMercurial), "heuristic");
    EXPECT_EQ(copy.ai(Ship::kRubicon), "random");
    const auto presence = std::get<protocol::Presence>(h.take_one(mercurial));
    EXPECT_EQ(presence.ship, Ship::kRubicon);
    EXPECT_EQ(presence.ai, "random");
    // A person who comes back to the seat with its token plays it: the AI name goes.
    h.drop(rubicon);
    EXPECT_EQ(std::get<protocol::Presence>(h.take_one(mercurial)).ai, "random");
    const ConnectionId back = h.greeted("10.0.0.2");
    h.send(back, protocol::Join{code, copy.token(), copy.history().size()});
    h.take(back);
    EXPECT_EQ(std::get<protocol::Presence>(h.take_one(mercurial)).ai, "");
}

TEST(GameHubTest, PingsAreLimitedToAFewAtOnceThenOneASecond) {
    HubHarness h;
    TwoPlayers game(h);
    const protocol::Ping ping{{protocol::PingTarget::Kind::kPlanet, "ZERO"}};
    const int burst = static_cast<int>(HubOptions{}.pings.burst);
    for (int i = 0; i < burst; ++i) h.send(game.mercurial, ping);
    EXPECT_EQ(h.take(game.rubicon).size(), static_cast<std::size_t>(burst));
    h.take(game.mercurial);
    h.send(game.mercurial, ping);
    EXPECT_EQ(h.error_of(game.mercurial).code, ErrorCode::kRateLimited);
    EXPECT_TRUE(h.take(game.rubicon).empty());
    // The partner's own pings have their own bucket, and a second later one more goes through.
    h.send(game.rubicon, ping);
    EXPECT_TRUE(std::holds_alternative<protocol::Pinged>(h.take_one(game.mercurial)));
    h.take(game.rubicon);
    h.advance(std::chrono::seconds(1));
    h.send(game.mercurial, ping);
    EXPECT_TRUE(std::holds_alternative<protocol::Pinged>(h.take_one(game.rubicon)));
}

TEST(GameHubTest, OnlyTheActingPlayerActsForTheirOwnShipWithALegalAction) {
    HubHarness h;
    TwoPlayers game(h);
    const rules::Action legal = first_legal(h.hub(), game.code);
    const std::size_t dealt = h.hub().game(game.code)->history().size();  // the setup's outcomes
    // Out of turn.
    rules::Action for_waiting = legal;
    for_waiting.player = other(legal.player);
    h.send(game.waiting(), protocol::Act{for_waiting, std::nullopt});
    EXPECT_EQ(h.error_of(game.waiting()).code, ErrorCode::kNotYourTurn);
    // For the other ship.
    h.send(game.waiting(), protocol::Act{legal, std::nullopt});
    const protocol::ErrorReply other_ship = h.error_of(game.waiting());
    EXPECT_EQ(other_ship.code, ErrorCode::kNotYourShip);
    EXPECT_NE(other_ship.message.find("you play"), std::string::npos);
    // Illegal by the rules: a card not in hand (PROBE never is).
    h.send(game.acting(),
           protocol::Act{rules::Action::navigate(legal.player, rules::EngineCard::kPROBE), std::nullopt});
    const protocol::ErrorReply illegal = h.error_of(game.acting());
    EXPECT_EQ(illegal.code, ErrorCode::kIllegalAction);
    EXPECT_FALSE(illegal.message.empty());
    // Chosen on an older history.
    h.send(game.acting(), protocol::Act{legal, 99});
    EXPECT_EQ(h.error_of(game.acting()).code, ErrorCode::kOutOfDate);
    EXPECT_EQ(h.hub().game(game.code)->history().size(), dealt);
    EXPECT_FALSE(game.play_one().empty());
}

TEST(GameHubTest, HelloComesFirstAndTheVersionMustMatch) {
    HubHarness h;
    const ConnectionId id = h.connect();
    h.send(id, protocol::Create{Ship::kMercurial, 1, rules::RulesVariant::kBoard, std::nullopt});
    EXPECT_EQ(h.error_of(id).code, ErrorCode::kHelloFirst);
    EXPECT_FALSE(h.closed(id));
    h.send_text(id, R"({"type": "hello", "protocol": 2})");
    const protocol::ErrorReply refused = h.error_of(id);
    EXPECT_EQ(refused.code, ErrorCode::kUnsupportedProtocol);
    EXPECT_NE(refused.message.find("protocol 1, not 2"), std::string::npos) << refused.message;
    EXPECT_TRUE(h.closed(id));
}

TEST(GameHubTest, AConnectionThatNeverSaysHelloIsClosed) {
    HubHarness h;
    const ConnectionId silent = h.connect();
    const ConnectionId polite = h.greeted();
    h.advance(std::chrono::seconds(31));
    h.tick();
    EXPECT_TRUE(h.closed(silent));
    EXPECT_FALSE(h.closed(polite));
}

TEST(GameHubTest, GuessingCodesIsRateLimitedPerAddress) {
    HubHarness h;
    TwoPlayers game(h);
    const ConnectionId guesser = h.greeted("192.0.2.7");
    int unknown = 0;
    for (int i = 0; i < 100; ++i) {
        h.send(guesser, protocol::Watch{"222222", 0});
        const ErrorCode code = h.error_of(guesser).code;
        if (code == ErrorCode::kTooManyGuesses) break;
        EXPECT_EQ(code, ErrorCode::kUnknownGame);
        ++unknown;
    }
    EXPECT_EQ(unknown, 20);  // the burst, then refused
    // Now even the right code is refused from that address (trying cannot tell them apart) ...
    h.send(guesser, protocol::Watch{game.code, 0});
    const protocol::ErrorReply limited = h.error_of(guesser);
    EXPECT_EQ(limited.code, ErrorCode::kTooManyGuesses);
    EXPECT_NE(limited.message.find("try again in"), std::string::npos);
    // ... but not from another address, and wrong tokens count as guesses too.
    const ConnectionId teacher = h.greeted("192.0.2.8");
    h.send(teacher, protocol::Watch{game.code, 0});
    EXPECT_TRUE(std::holds_alternative<protocol::Watching>(h.take(teacher).at(0)));
    const ConnectionId thief = h.greeted("192.0.2.9");
    h.send(thief, protocol::Join{game.code, std::string(32, 'a'), 0});
    EXPECT_EQ(h.error_of(thief).code, ErrorCode::kWrongToken);
    // Time restores guesses.
    h.advance(std::chrono::seconds(10));
    h.send(guesser, protocol::Watch{game.code, 0});
    EXPECT_TRUE(std::holds_alternative<protocol::Watching>(h.take(guesser).at(0)));
}

TEST(GameHubTest, FloodsAreRateLimitedAndAConnectionThatKeepsOnIsClosed) {
    HubOptions options = testing::test_options();
    options.messages = HubOptions{}.messages;
    HubHarness h(options);
    TwoPlayers game(h);
    const ConnectionId flooder = h.greeted("198.51.100.1");
    int limited = 0;
    for (int i = 0; i < 200 && !h.closed(flooder); ++i) {
        h.send(flooder, protocol::Export{});
        for (const auto& message : h.take(flooder)) {
            if (const auto* error = std::get_if<protocol::ErrorReply>(&message))
                limited += error->code == ErrorCode::kRateLimited ? 1 : 0;
        }
    }
    EXPECT_GT(limited, 0);
    EXPECT_TRUE(h.closed(flooder));
    // The other game never noticed.
    EXPECT_FALSE(game.play_one().empty());
}

TEST(GameHubTest, ADroppedPlayerComesBackWithTheTokenAndGetsTheHistorySince) {
    HubHarness h;
    TwoPlayers game(h);
    for (int i = 0; i < 6; ++i) game.play_one();
    const std::size_t had = h.hub().game(game.code)->history().size();
    h.drop(game.rubicon);
    const auto told = h.take(game.mercurial);
    ASSERT_EQ(told.size(), 1u);
    EXPECT_EQ(std::get<protocol::Presence>(told[0]).state, protocol::SeatState::kAway);
    // The game goes on while Rubicon is away, as far as it is Mercurial's to play.
    while (h.hub().game(game.code)->state().acting_player() == Ship::kMercurial) {
        h.send(game.mercurial, protocol::Act{first_legal(h.hub(), game.code), std::nullopt});
        h.take(game.mercurial);
    }
    // Without the token the seat is not free.
    const ConnectionId stranger = h.greeted("10.9.9.9");
    h.send(stranger, protocol::Join{game.code, std::nullopt, 0});
    EXPECT_EQ(h.error_of(stranger).code, ErrorCode::kGameFull);
    // With it: the history since `had`, and Mercurial is told.
    const ConnectionId back = h.greeted("10.0.0.77");
    h.send(back, protocol::Join{game.code, game.rubicon_token, had});
    const auto messages = h.take(back);
    ASSERT_EQ(messages.size(), 2u);
    EXPECT_EQ(std::get<protocol::Seated>(messages[0]).ship, Ship::kRubicon);
    const auto& sync = std::get<protocol::Sync>(messages[1]);
    EXPECT_EQ(sync.from, had);
    EXPECT_EQ(sync.entries.size(), h.hub().game(game.code)->history().size() - had);
    EXPECT_EQ(std::get<protocol::Presence>(h.take_one(game.mercurial)).state, protocol::SeatState::kConnected);
    // The same token from yet another connection takes the seat over; the old one is told and closed.
    const ConnectionId again = h.greeted("10.0.0.78");
    h.send(again, protocol::Join{game.code, game.rubicon_token, 0});
    EXPECT_EQ(h.error_of(back).code, ErrorCode::kReplaced);
    EXPECT_TRUE(h.closed(back));
    h.take(again);
    h.take(game.mercurial);  // told that Rubicon is connected (again)
    game.rubicon = again;
    EXPECT_FALSE(game.play_one().empty());
}

TEST(GameHubTest, AnAbandonedSeatIsFreeAfterTheHold) {
    HubHarness h;
    TwoPlayers game(h);
    h.drop(game.rubicon);
    const ConnectionId newcomer = h.greeted("10.0.0.50");
    h.advance(std::chrono::minutes(14));
    h.send(newcomer, protocol::Join{game.code, std::nullopt, 0});
    EXPECT_EQ(h.error_of(newcomer).code, ErrorCode::kGameFull);
    h.advance(std::chrono::minutes(2));
    h.send(newcomer, protocol::Join{game.code, std::nullopt, 0});
    const auto seated = std::get<protocol::Seated>(h.take(newcomer).at(0));
    EXPECT_EQ(seated.ship, Ship::kRubicon);
    EXPECT_NE(seated.token, game.rubicon_token);
    const ConnectionId old = h.greeted("10.0.0.51");
    h.send(old, protocol::Join{game.code, game.rubicon_token, 0});
    EXPECT_EQ(h.error_of(old).code, ErrorCode::kWrongToken);
}

TEST(GameHubTest, SeededGamesOnlyWhereAllowedAndNewGamesAreRateLimited) {
    server::HubOptions options = testing::test_options();
    options.allow_seeded_games = false;
    options.creates = RateLimit{0.01, 3};
    HubHarness h(options);
    const ConnectionId id = h.greeted();
    h.send(id, protocol::Create{Ship::kMercurial, 1, rules::RulesVariant::kBoard, 5});
    EXPECT_EQ(h.error_of(id).code, ErrorCode::kSeededGamesOff);
    for (int i = 0; i < 3; ++i) {
        const ConnectionId creator = h.greeted();
        h.send(creator, protocol::Create{Ship::kMercurial, 1, rules::RulesVariant::kBoard, std::nullopt});
        EXPECT_TRUE(std::holds_alternative<protocol::Seated>(h.take(creator).at(0)));
    }
    h.send(id, protocol::Create{Ship::kMercurial, 1, rules::RulesVariant::kBoard, std::nullopt});
    EXPECT_EQ(h.error_of(id).code, ErrorCode::kTooManyGames);
    EXPECT_EQ(h.hub().game_count(), 3u);
}

TEST(GameHubTest, ConnectionsPerAddressAreLimited) {
    server::HubOptions options = testing::test_options();
    options.max_connections_per_address = 2;
    HubHarness h(options);
    h.connect("10.1.1.1");
    const ConnectionId second = h.connect("10.1.1.1");
    std::string refusal;
    EXPECT_FALSE(h.hub().connect("10.1.1.1", h.now(), &refusal));
    EXPECT_NE(refusal.find("too many connections from 10.1.1.1"), std::string::npos);
    EXPECT_TRUE(h.hub().connect("10.1.1.2", h.now(), &refusal));
    h.drop(second);
    EXPECT_TRUE(h.hub().connect("10.1.1.1", h.now(), &refusal));
}

TEST(GameHubTest, AFinishedGameRefusesActionsAndExportsItsRecord) {
    HubHarness h;
    TwoPlayers game(h, 3);
    for (int i = 0; i < 5000 && !h.hub().game(game.code)->state().is_over(); ++i) game.play_one();
    ASSERT_TRUE(h.hub().game(game.code)->state().is_over());
    h.send(game.mercurial, protocol::Act{rules::Action::retrieve(Ship::kMercurial), std::nullopt});
    EXPECT_EQ(h.error_of(game.mercurial).code, ErrorCode::kGameOver);
    h.send(game.rubicon, protocol::Export{});
    const auto record = std::get<protocol::RecordReply>(h.take_one(game.rubicon)).record;
    std::string error;
    const auto parsed = rules::record_from_json(record.dump(), "export", &error);
    ASSERT_TRUE(parsed) << error;
    const rules::ReplayResult replay = rules::replay_record(*parsed);
    ASSERT_TRUE(replay.state) << replay.error;
    EXPECT_TRUE(*replay.state == h.hub().game(game.code)->state());
}

}  // namespace
}  // namespace entanglion::server
