// The server's SQLite store and restarts: every acknowledged entry comes back, tokens still work,
// old games are purged; and the server's chance: the setup dealt as chance nodes, and the sampler.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>

#include "game/rules/chance.h"
#include "server/core/authoritative_game.h"
#include "server/core/game_store.h"
#include "tests/server/hub_harness.h"

namespace entanglion::server {
namespace {

using testing::HubHarness;
using testing::ScratchDir;

std::unique_ptr<GameStore> open_store(const ScratchDir& dir) {
    std::string error;
    auto store = GameStore::open(dir.path(), GameStore::Durability::kNormal, &error);
    EXPECT_TRUE(store) << error;
    return store;
}

TEST(GameStoreTest, EntriesComeBackInOrderAndOneServerHoldsADirectory) {
    ScratchDir dir("store");
    {
        auto store = open_store(dir);
        StoredGame game;
        game.code = "K7MQ2X";
        game.parameters = {18446744073709551615ULL, 3, rules::RulesVariant::kQuantum};
        game.tokens[0] = "aa";
        game.created_at = 100;
        std::string error;
        ASSERT_TRUE(store->insert_game(game, &error)) << error;
        ASSERT_TRUE(store->set_token("K7MQ2X", Ship::kRubicon, "bb", 101, &error)) << error;
        const std::vector<HistoryEntry> entries = {
            {false, rules::Action::retrieve(Ship::kMercurial), {}},
            {true, {}, rules::ChanceOutcome(rules::ChanceKind::kEntanglionDie, 4)}};
        ASSERT_TRUE(store->append("K7MQ2X", 0, entries, 102, false, &error)) << error;
        // An entry number already taken is refused whole: nothing of the second call is kept.
        EXPECT_FALSE(store->append("K7MQ2X", 1, entries, 103, true, &error));
        std::string refusal;
        EXPECT_FALSE(GameStore::open(dir.path(), GameStore::Durability::kNormal, &refusal));
        EXPECT_NE(refusal.find("another entanglion-server"), std::string::npos) << refusal;
    }
    auto store = open_store(dir);
    std::vector<std::string> problems;
    const std::vector<StoredGame> games = store->load_all(&problems);
    EXPECT_TRUE(problems.empty());
    ASSERT_EQ(games.size(), 1u);
    EXPECT_EQ(games[0].parameters.seed, 18446744073709551615ULL);
    EXPECT_EQ(games[0].parameters.variant, rules::RulesVariant::kQuantum);
    EXPECT_EQ(games[0].tokens[1], "bb");
    EXPECT_EQ(games[0].history.size(), 2u);
    EXPECT_FALSE(games[0].finished_at);
    EXPECT_EQ(games[0].updated_at, 102);
}

TEST(GameStoreTest, ARestartedHubHasEveryAcknowledgedEntryAndTheTokensStillWork) {
    ScratchDir dir("restart");
    std::string code, token;
    std::vector<std::string> acknowledged;
    {
        auto store = open_store(dir);
        HubHarness h(testing::test_options(), store.get());
        const testing::TwoPlayers game(h, 21);
        const ConnectionId mercurial = game.mercurial, rubicon = game.rubicon;
        code = game.code;
        token = game.mercurial_token;
        for (int i = 0; i < 25; ++i) {
            const rules::GameState& state = h.hub().game(code)->state();
            const ConnectionId actor = state.acting_player() == Ship::kMercurial ? mercurial : rubicon;
            h.send(actor, protocol::Act{state.legal_actions()[0], std::nullopt});
            // Mercurial hears of every entry; what it heard was acknowledged.
            for (const auto& text : h.take_texts(mercurial)) acknowledged.push_back(text);
            h.take(rubicon);
        }
    }
    auto store = open_store(dir);
    HubHarness h(testing::test_options(), store.get());
    EXPECT_TRUE(h.hub().restore(h.now()).empty());
    ASSERT_NE(h.hub().game(code), nullptr);
    const ConnectionId back = h.greeted();
    h.send(back, protocol::Join{code, token, 0});
    const auto messages = h.take(back);
    ASSERT_EQ(messages.size(), 2u);
    const auto& sync = std::get<protocol::Sync>(messages[1]);
    EXPECT_EQ(sync.seats[0], protocol::SeatState::kConnected);
    EXPECT_EQ(sync.seats[1], protocol::SeatState::kAway);
    // Every entries message announced before is in the restored history, in order, after the
    // setup's outcomes the game was created with.
    std::size_t next = 0;
    while (next < sync.entries.size() && sync.entries[next].is_chance) ++next;
    ASSERT_GT(next, 0u);
    for (const std::string& text : acknowledged) {
        const auto entries =
            std::get<protocol::Entries>(std::get<protocol::ServerMessage>(protocol::parse_server_message(text)));
        ASSERT_EQ(entries.from, next);
        for (const HistoryEntry& entry : entries.entries) EXPECT_EQ(sync.entries.at(next++), entry);
    }
    EXPECT_EQ(next, sync.entries.size());
}

TEST(GameStoreTest, ABatchCommitsItsActionsTogetherAndEachStaysWhole) {
    ScratchDir dir("batch");
    auto store = open_store(dir);
    std::string error;
    for (const char* code : {"AAAAAA", "BBBBBB"}) {
        StoredGame game;
        game.code = code;
        ASSERT_TRUE(store->insert_game(game, &error)) << error;
    }
    const std::vector<HistoryEntry> action = {{false, rules::Action::retrieve(Ship::kMercurial), {}},
                                              {true, {}, rules::ChanceOutcome(rules::ChanceKind::kEntanglionDie, 2)}};
    ASSERT_TRUE(store->begin_batch(&error)) << error;
    ASSERT_TRUE(store->append("AAAAAA", 0, action, 1, false, &error)) << error;
    // Entry 1 is taken: this action is refused whole, the batch goes on.
    EXPECT_FALSE(store->append("AAAAAA", 1, action, 1, false, &error));
    ASSERT_TRUE(store->append("BBBBBB", 0, action, 1, true, &error)) << error;
    ASSERT_TRUE(store->commit_batch(&error)) << error;
    std::vector<std::string> problems;
    const std::vector<StoredGame> games = store->load_all(&problems);
    ASSERT_EQ(games.size(), 2u);
    EXPECT_EQ(games[0].history.size(), 2u);
    EXPECT_EQ(games[1].history.size(), 2u);
    EXPECT_TRUE(games[1].finished_at);
}

TEST(GameStoreTest, FramesHandledTogetherAreSavedAndAnsweredAsOneByOne) {
    ScratchDir dir("frames");
    std::string code, token;
    std::size_t acknowledged = 0;
    {
        auto store = open_store(dir);
        HubHarness h(testing::test_options(), store.get());
        const testing::TwoPlayers game(h, 31);
        const ConnectionId mercurial = game.mercurial, rubicon = game.rubicon;
        code = game.code;
        token = game.mercurial_token;
        // Three frames at once: an action, a refused one, and a watch from a third connection.
        const ConnectionId watcher = h.greeted("10.0.0.3");
        const rules::GameState& state = h.hub().game(code)->state();
        const ConnectionId actor = state.acting_player() == Ship::kMercurial ? mercurial : rubicon;
        const ConnectionId other_player = actor == mercurial ? rubicon : mercurial;
        const std::vector<GameHub::Incoming> frames = {
            {actor, protocol::to_text(protocol::Act{state.legal_actions()[0], std::nullopt})},
            {other_player, protocol::to_text(protocol::Act{state.legal_actions()[0], std::nullopt})},
            {watcher, protocol::to_text(protocol::Watch{code, 0})}};
        const Outbox out = h.hub().receive_all(frames, h.now());
        EXPECT_FALSE(h.hub().failed());
        std::size_t entries = 0, errors = 0;
        for (const Outgoing& message : out) {
            const auto parsed = std::get<protocol::ServerMessage>(protocol::parse_server_message(*message.text));
            entries += std::holds_alternative<protocol::Entries>(parsed) ? 1 : 0;
            errors += std::holds_alternative<protocol::ErrorReply>(parsed) ? 1 : 0;
        }
        EXPECT_EQ(entries, 2u);  // both players
        EXPECT_EQ(errors, 1u);
        acknowledged = h.hub().game(code)->history().size();
        EXPECT_GT(acknowledged, 0u);
    }
    auto store = open_store(dir);
    HubHarness h(testing::test_options(), store.get());
    EXPECT_TRUE(h.hub().restore(h.now()).empty());
    EXPECT_EQ(h.hub().game(code)->history().size(), acknowledged);
}

TEST(GameStoreTest, OldFinishedAndIdleGamesArePurged) {
    ScratchDir dir("purge");
    auto store = open_store(dir);
    HubOptions options = testing::test_options();
    options.keep_finished = std::chrono::hours(24);
    options.keep_idle = std::chrono::hours(24 * 30);
    HubHarness h(options, store.get());
    const ConnectionId a = h.greeted();
    const std::string idle = h.create(a, Ship::kMercurial, 1);
    const ConnectionId b = h.greeted();
    const std::string finished = h.create(b, Ship::kRubicon, 2);
    const ConnectionId c = h.greeted();
    h.send(c, protocol::Join{finished, std::nullopt, 0});
    h.take(c);
    for (int i = 0; i < 5000 && !h.hub().game(finished)->state().is_over(); ++i) {
        const rules::GameState& state = h.hub().game(finished)->state();
        h.send(state.acting_player() == Ship::kRubicon ? b : c, protocol::Act{state.legal_actions()[0], std::nullopt});
    }
    ASSERT_TRUE(h.hub().game(finished)->state().is_over());
    h.tick();  // the first tick purges nothing young
    EXPECT_EQ(h.hub().game_count(), 2u);
    h.advance(std::chrono::hours(25));
    h.tick();
    EXPECT_EQ(h.hub().game(finished), nullptr);
    EXPECT_NE(h.hub().game(idle), nullptr);
    h.advance(std::chrono::hours(24 * 30));
    h.tick();
    EXPECT_EQ(h.hub().game_count(), 0u);
    std::vector<std::string> problems;
    EXPECT_TRUE(store->load_all(&problems).empty());
}

TEST(ChanceSamplingTest, ANewGameStartsWithItsSetupDealtNodeByNodeFromTheSeed) {
    for (std::uint64_t seed : {1ULL, 2ULL, 99ULL}) {
        const GameParameters parameters{seed, 2, rules::RulesVariant::kBoard};
        const AuthoritativeGame game(parameters);
        // The components, the first player's and the Centarious dice, the opening draws: outcomes only.
        ASSERT_GE(game.history().size(), 8u + 2u + 2u + 6u);
        for (const HistoryEntry& entry : game.history()) EXPECT_TRUE(entry.is_chance);
        EXPECT_FALSE(game.state().at_chance_node());
        EXPECT_FALSE(game.state().in_setup());
        // The same seed deals the same game, and its history restores it.
        const AuthoritativeGame again(parameters);
        EXPECT_TRUE(
            std::equal(game.history().begin(), game.history().end(), again.history().begin(), again.history().end()));
        std::string error;
        const std::optional<AuthoritativeGame> restored =
            AuthoritativeGame::restore(parameters, game.history(), &error);
        ASSERT_TRUE(restored) << error;
        EXPECT_TRUE(restored->state() == game.state());
    }
    const AuthoritativeGame one(GameParameters{1, 2, rules::RulesVariant::kBoard});
    const AuthoritativeGame other(GameParameters{2, 2, rules::RulesVariant::kBoard});
    EXPECT_FALSE(
        std::equal(one.history().begin(), one.history().end(), other.history().begin(), other.history().end()));
}

TEST(ChanceSamplingTest, OutcomesComeWithTheirProbabilities) {
    // A navigation's replacement draw: the first stack's counts, PROBE never first.
    rules::GameState state = AuthoritativeGame(GameParameters{4, 1, rules::RulesVariant::kBoard}).state();
    ASSERT_TRUE(state.apply_until_chance(state.legal_actions()[0]));
    ASSERT_TRUE(state.at_chance_node());
    std::map<int, int> counts;
    constexpr int kDraws = 40000;
    for (int i = 0; i < kDraws; ++i) ++counts[chance_outcome_at(state, 77, static_cast<std::size_t>(i)).value];
    for (const rules::ChanceOutcomeProbability& outcome : state.chance_outcomes()) {
        const double share = static_cast<double>(counts[outcome.outcome.value]) / kDraws;
        EXPECT_NEAR(share, outcome.probability, 0.01)
            << rules::engine_card_id(static_cast<rules::EngineCard>(outcome.outcome.value));
    }
    EXPECT_EQ(counts[static_cast<int>(rules::EngineCard::kPROBE)], 0);
    // The same node and index give the same outcome: a restored game goes on as it would have.
    EXPECT_EQ(chance_outcome_at(state, 77, 3), chance_outcome_at(state, 77, 3));
}

}  // namespace
}  // namespace entanglion::server
