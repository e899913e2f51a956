// Game records: JSON round trips, precise errors for bad files and illegal actions, atomic saving,
// and sessions that resume from a saved record.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>

#include "game/rules/replay_cursor.h"
#include "statevector/random.h"
#include "tests/common/temp_dir.h"
#include "tests/rules/scenario.h"

namespace entanglion::rules::testing {
namespace {

namespace fs = std::filesystem;

Scenario first_moves() {
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kCNOT, E::kSWAP, E::kX}, {E::kX, E::kH});
    Scenario game(setup);
    EXPECT_TRUE(game.step(Action::navigate(M, E::kH)));
    EXPECT_TRUE(game.step(Action::navigate(R, E::kCNOT), {d8(3)}));
    return game;
}

TEST(RecordTest, JsonRoundTripIsExact) {
    const Scenario game = first_moves();
    const std::string text = record_to_json(game.record());
    std::string error;
    const auto parsed = record_from_json(text, "game.json", &error);
    ASSERT_TRUE(parsed) << error;
    EXPECT_EQ(record_to_json(*parsed), text);
    EXPECT_EQ(parsed->setup, game.record().setup);
    EXPECT_EQ(parsed->actions, game.record().actions);
    EXPECT_TRUE(game.replays());
}

// An action's annotation (an object the rules never read) is kept and written back as it was.
TEST(RecordTest, AnActionsAnnotationIsKeptAndWrittenBack) {
    nlohmann::json j = nlohmann::json::parse(record_to_json(first_moves().record()));
    j["history"][2]["annotation"] = {{"by", "someone"}, {"said", {1, 2, 3}}};
    std::string error;
    const auto parsed = record_from_json(j.dump(), "game.json", &error);
    ASSERT_TRUE(parsed) << error;
    EXPECT_EQ(nlohmann::json::parse(parsed->actions[1].annotation), j["history"][2]["annotation"]);
    EXPECT_TRUE(parsed->actions[0].annotation.empty());
    EXPECT_EQ(nlohmann::json::parse(record_to_json(*parsed)), j);
}

TEST(RecordTest, MalformedJsonNamesTheFileAndPosition) {
    EXPECT_NE(record_error_of("{\"format\": ").find("game.json: line 1, column 12: invalid JSON: "), std::string::npos);
}

TEST(RecordTest, MissingAndBadFieldsNameTheJsonLocation) {
    nlohmann::json j = nlohmann::json::parse(record_to_json(first_moves().record()));
    // The history: Mercurial's H, the card drawn, Rubicon's CNOT, the card drawn, the orbital die.
    ASSERT_EQ(j["history"].size(), 5u);
    nlohmann::json missing = j;
    missing["history"][2].erase("player");
    EXPECT_EQ(record_error_of(missing.dump()), "game.json: /history/2: missing field \"player\"");
    nlohmann::json bad_card = j;
    bad_card["history"][0]["card"] = "Q";
    EXPECT_EQ(record_error_of(bad_card.dump()), "game.json: /history/0/card: unknown engine card \"Q\"");
    nlohmann::json bad_die = j;
    bad_die["history"][4]["d8"] = 9;
    EXPECT_EQ(record_error_of(bad_die.dump()), "game.json: /history/4/d8: a d8 result is 1..8, got 9");
    nlohmann::json bad_setup = j;
    bad_setup["setup"]["hands"]["MERCURIAL"].push_back("H");
    EXPECT_NE(record_error_of(bad_setup.dump()).find("game.json: /setup: "), std::string::npos);
    nlohmann::json bad_note = j;
    bad_note["history"][2]["annotation"] = 3;
    EXPECT_EQ(record_error_of(bad_note.dump()), "game.json: /history/2/annotation: an annotation is an object, got 3");
    nlohmann::json version = j;
    version["version"] = 99;
    EXPECT_EQ(record_error_of(version.dump()),
              "game.json: /version: unsupported version 99 (this build reads versions 1 to 4)");
}

TEST(RecordTest, AnIllegalActionFailsWithItsIndexAndReason) {
    GameRecord record = first_moves().record();
    // Rubicon plays a second CNOT it no longer holds (its hand is SWAP, X, H).
    record.actions.push_back(RecordedAction{Action::exchange(M, E::kX), {draw(E::kH)}, {}});
    record.actions.push_back(RecordedAction{Action::navigate(R, E::kCNOT), {}, {}});
    const ReplayResult result = replay_record(record);
    EXPECT_FALSE(result.state);
    EXPECT_EQ(result.failed_action, 3);
    EXPECT_EQ(result.error, "action 3: RUBICON cannot play CNOT: hand is [SWAP, X, H]");
}

using RecordFileTest = entanglion::testing::TempDirTest;

TEST_F(RecordFileTest, SaveIsAtomicAndLeavesNoTemporaryFile) {
    const fs::path dir = dir_;
    const fs::path path = dir / "game.json";
    { std::ofstream(path) << "old contents"; }
    std::string error;
    const GameRecord record = first_moves().record();
    ASSERT_TRUE(save_record(record, path, &error)) << error;
    EXPECT_EQ(std::distance(fs::directory_iterator(dir), fs::directory_iterator{}), 1);
    const auto loaded = load_record(path, &error);
    ASSERT_TRUE(loaded) << error;
    EXPECT_EQ(record_to_json(*loaded), record_to_json(record));
    // A directory that does not exist: an error, nothing written.
    EXPECT_FALSE(save_record(record, dir / "missing" / "game.json", &error));
    EXPECT_NE(error.find("cannot write a temporary file"), std::string::npos);
    EXPECT_FALSE(load_record(dir / "nope.json", &error));
    EXPECT_EQ(error, (dir / "nope.json").string() + ": no such file");
}

// The records stored in the repository: the fuzzing seeds and the app's walkthrough. Each loads and
// replays; written back (in the current version) it reads as the same record.
std::vector<fs::path> stored_records() {
    const fs::path root = ENTANGLION_SOURCE_DIR;
    std::vector<fs::path> paths;
    for (const auto& entry : fs::directory_iterator(root / "tests/fuzz/corpus/record")) paths.push_back(entry.path());
    paths.push_back(root / "tests/ui/data/walkthrough.json");
    std::sort(paths.begin(), paths.end());
    return paths;
}

TEST(RecordTest, EveryStoredRecordReplaysAndWritesBackAsTheSameRecord) {
    const std::vector<fs::path> paths = stored_records();
    ASSERT_GE(paths.size(), 6u);
    for (const fs::path& path : paths) {
        std::ifstream in(path, std::ios::binary);
        const std::string bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
        std::string error;
        const auto record = record_from_json(bytes, path.filename().string(), &error);
        ASSERT_TRUE(record) << error;
        const ReplayResult replay = replay_record(*record);
        EXPECT_TRUE(replay.state) << path.filename() << ": " << replay.error;
        const auto again = record_from_json(record_to_json(*record), path.filename().string(), &error);
        ASSERT_TRUE(again) << error;
        EXPECT_TRUE(*again == *record) << path.filename();
    }
}

// One action of every type with its fields away from their defaults (not a game: the record reads
// but does not replay).
GameRecord every_action_type() {
    GameRecord record;
    record.difficulty = 2;
    record.variant = RulesVariant::kQuantum;
    record.seed = 7;
    const std::vector<Action> actions = {Action::navigate(M, E::kCNOT),
                                         Action::exchange(R, E::kSWAP),
                                         Action::retrieve(M),
                                         Action::play_event(R, EventCard::kTheMechanic),
                                         Action::interconnect_swap(M, E::kH, E::kSWAP),
                                         Action::roll_defense(R),
                                         Action::play_quantum_tunnel(M),
                                         Action::keep_roll(R, 7),
                                         Action::reroll(M),
                                         Action::place_ships(R, 1, 0),
                                         Action::roll_placement(M),
                                         Action::keep_card(R, E::kPROBE),
                                         Action::discard_card(M, E::kX),
                                         Action::bennett_give(R, Component::kMagneticShielding),
                                         Action::bennett_take(M, Component::kQuantumErrorCorrection),
                                         Action::mechanic_play(R, E::kH),
                                         Action::mechanic_stop(M)};
    for (const Action& a : actions) record.actions.push_back(RecordedAction{a, {}, {}});
    return record;
}

TEST(RecordTest, EveryActionTypeIsWrittenAsBefore) {
    // tests/rules/data/every-action-type.json keeps the action objects written before the action field
    // table existed.
    const GameRecord record = every_action_type();
    ASSERT_EQ(record.actions.size(), static_cast<std::size_t>(kActionTypeCount));
    std::ifstream in(fs::path(ENTANGLION_SOURCE_DIR) / "tests/rules/data/every-action-type.json", std::ios::binary);
    const std::string stored{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    EXPECT_EQ(record_to_json(record), stored);
    std::string error;
    const auto parsed = record_from_json(stored, "every-action-type.json", &error);
    ASSERT_TRUE(parsed) << error;
    EXPECT_EQ(parsed->actions, record.actions);
}

TEST(GameSessionTest, ResumingASavedSessionContinuesTheSameGame) {
    auto play = [](GameSession& session, Rng& policy, int count) {
        for (int i = 0; i < count && !session.state().is_over(); ++i) {
            const ActionList legal = session.state().legal_actions();
            ASSERT_TRUE(session.apply(legal[static_cast<std::size_t>(policy.uniform_index(legal.size()))], nullptr));
        }
    };
    GameSession straight(99, 2, RulesVariant::kQuantum);
    Rng policy_a(4);
    play(straight, policy_a, 60);

    GameSession first(99, 2, RulesVariant::kQuantum);
    Rng policy_b(4);
    play(first, policy_b, 25);
    std::string error;
    const auto parsed = record_from_json(record_to_json(first.record()), "saved.json", &error);
    ASSERT_TRUE(parsed) << error;
    auto resumed = GameSession::resume(*parsed, &error);
    ASSERT_TRUE(resumed) << error;
    EXPECT_TRUE(resumed->state() == first.state());
    play(*resumed, policy_b, 35);
    EXPECT_TRUE(resumed->state() == straight.state());
    EXPECT_EQ(record_to_json(resumed->record()), record_to_json(straight.record()));
}

void play_randomly(GameSession& session, Rng& policy, int count) {
    for (int i = 0; i < count && !session.state().is_over(); ++i) {
        const ActionList legal = session.state().legal_actions();
        ASSERT_TRUE(session.apply(legal[static_cast<std::size_t>(policy.uniform_index(legal.size()))], nullptr));
    }
}

TEST(GameSessionTest, ReplayingARecordsChanceDealsItsGameAgainThenFreshChance) {
    // The record's own outcomes, queued, deal its setup and answer the same actions as they did.
    GameSession original(42, 3, RulesVariant::kBoard);
    Rng policy_a(6);
    play_randomly(original, policy_a, 80);
    std::string error;
    std::optional<GameSession> again = GameSession::replaying_chance_of(original.record(), 7, &error);
    ASSERT_TRUE(again) << error;
    Rng policy_b(6);
    play_randomly(*again, policy_b, 80);
    EXPECT_TRUE(again->state() == original.state());
    EXPECT_EQ(again->events(), original.events());
    EXPECT_EQ(again->record().actions, original.record().actions);
    EXPECT_EQ(again->record().setup_chance, original.record().setup_chance);
    // Other actions leave the queue: fresh chance from the seed, and the record still replays.
    std::optional<GameSession> other = GameSession::replaying_chance_of(original.record(), 7, &error);
    ASSERT_TRUE(other) << error;
    Rng policy_c(99);
    play_randomly(*other, policy_c, 80);
    const ReplayResult replayed = replay_record(other->record(), /*collect_events=*/true);
    ASSERT_TRUE(replayed.state) << replayed.error;
    EXPECT_TRUE(*replayed.state == other->state());
    EXPECT_EQ(replayed.events, other->events());
    // An invalid explicit setup is refused with the problem.
    GameRecord invalid;
    invalid.setup = GameSetup{};
    EXPECT_FALSE(GameSession::replaying_chance_of(invalid, 1, &error));
    EXPECT_EQ(error.rfind("setup: ", 0), 0u) << error;
}

TEST(GameSessionTest, ASessionContinuedFromACursorStepReplaysAsOneRecord) {
    GameSession game(8, 1, RulesVariant::kQuantum);
    Rng policy(3);
    play_randomly(game, policy, 40);
    std::string error;
    const std::optional<ReplayCursor> cursor = ReplayCursor::create(game.record(), &error);
    ASSERT_TRUE(cursor) << error;
    const int step = 17;
    const std::span<const GameEvent> log = cursor->events_up_to(step);
    GameSession continued = GameSession::continued(cursor->prefix(step), cursor->state_at(step),
                                                   {log.begin(), log.end()}, derived_seed(8, step + 1));
    play_randomly(continued, policy, 30);
    ASSERT_GT(continued.record().actions.size(), static_cast<std::size_t>(step));
    const ReplayResult replayed = replay_record(continued.record(), /*collect_events=*/true);
    ASSERT_TRUE(replayed.state) << replayed.error;
    EXPECT_TRUE(*replayed.state == continued.state());
    EXPECT_EQ(replayed.events, continued.events());
}

}  // namespace
}  // namespace entanglion::rules::testing

namespace entanglion::rules::testing {
namespace {

TEST(RecordFuzzTest, DamagedRecordsAreRejectedOrReplayedNeverACrash) {
    // A real seeded game's record, damaged at random: single characters replaced, values swapped
    // for other values of the same field, fields deleted. Every result must be a clean error or a
    // replay that keeps every invariant.
    GameSession session(21, 2, RulesVariant::kBoard);
    Rng policy(8);
    for (int i = 0; i < 60 && !session.state().is_over(); ++i) {
        const ActionList legal = session.state().legal_actions();
        ASSERT_TRUE(session.apply(legal[static_cast<std::size_t>(policy.uniform_index(legal.size()))], nullptr));
    }
    const std::string text = record_to_json(session.record());
    const std::string alphabet = "0123456789{}[]\":,XHCNOTSWAPRBEZ_ -";
    Rng damage(99);
    int rejected = 0;
    for (int trial = 0; trial < 400; ++trial) {
        std::string damaged = text;
        const int edits = 1 + static_cast<int>(damage.uniform_index(3));
        for (int e = 0; e < edits; ++e) {
            const std::size_t at = damage.uniform_index(damaged.size());
            damaged[at] = alphabet[damage.uniform_index(alphabet.size())];
        }
        std::string error;
        const auto parsed = record_from_json(damaged, "damaged.json", &error);
        if (!parsed) {
            EXPECT_EQ(error.rfind("damaged.json: ", 0), 0u) << error;
            ++rejected;
            continue;
        }
        const ReplayResult result = replay_record(*parsed);
        if (result.state) {
            EXPECT_EQ(result.state->check_invariants(), "");
        } else {
            EXPECT_FALSE(result.error.empty());
            ++rejected;
        }
    }
    EXPECT_GT(rejected, 0);
}

}  // namespace
}  // namespace entanglion::rules::testing
