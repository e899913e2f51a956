// After the class (server/core/class_after.cpp, table_review.h, review_worker.h): every finished
// table reviewed, the class's costly decisions summed by card and concept, the CSV checked against
// the tables' records, the "costly move" flag, and the concept of a decision, one test per concept.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <numeric>
#include <sstream>

#include "game/analysis/record_history.h"
#include "game/analysis/review.h"
#include "game/policies/policy_factory.h"
#include "server/core/class_hub.h"
#include "server/protocol/class_messages.h"
#include "tests/rules/scenario.h"
#include "tests/server/hub_harness.h"

namespace entanglion::server::testing {
namespace {

using protocol::ErrorCode;
using protocol::ErrorReply;
using rules::EngineCard;
using rules::testing::make_setup;

/// A small budget: the tests check the plumbing and the sums, not the review's precision.
ReviewBudget test_budget() {
    ReviewBudget budget;
    budget.max_playouts = 64;
    budget.half_width = 0.1;
    budget.move_budget_ms = 0;  // by precision only: reproducible
    return budget;
}

class ClassAfterTest : public ::testing::Test {
protected:
    HubHarness h;
    ClassHub classes{[] {
                         ClassOptions options;
                         options.review = test_budget();
                         options.review_thread = false;
                         options.deal_seed = 1;  // the same games every run
                         return options;
                     }(),
                     h.hub()};
    const std::string teacher_address = "10.1.0.1";
    ClassOpened opened;
    std::vector<ClassSeatInfo> students;
    /// Per table, the connection that plays each ship (a student's, or the AI seat's).
    std::vector<std::array<ConnectionId, 2>> players;

    ClassResult send(const protocol::ClassRequest& request) {
        return classes.handle(teacher_address, request, h.now());
    }

    /// Three students (table 0: two, table 1: one with the AI teammate), started on the same deal,
    /// every seat taken through the hub with its token.
    void start_class() {
        opened = std::get<ClassOpened>(send(protocol::ClassOpen{}));
        for (const char* name : {"Ada", "=HYPERLINK(\"x\")", "Cy, \"the\" third"}) {
            students.push_back(
                std::get<ClassSeatInfo>(classes.handle("10.2.0.1", protocol::ClassJoin{opened.code, name}, h.now())));
        }
        ASSERT_TRUE(std::holds_alternative<ClassDone>(
            send(protocol::ClassSetup{opened.teacher, 1, rules::RulesVariant::kBoard, "", true})));
        ASSERT_TRUE(std::holds_alternative<ClassDone>(send(protocol::ClassStart{opened.teacher})));
        players.assign(2, {0, 0});
        for (const ClassSeatInfo& joined : students) {
            const auto seat =
                std::get<ClassSeatInfo>(classes.handle("10.2.0.1", protocol::ClassSeat{joined.token}, h.now()));
            const auto take = [&](Ship ship, const std::string& token) {
                const ConnectionId id = h.greeted("10.3.0." + std::to_string(players.size() * 2 + 1));
                h.send(id, protocol::Join{seat.game_code, token, 0});
                h.take(id);
                players[*seat.table][static_cast<int>(ship)] = id;
            };
            take(seat.ship, seat.seat_token);
            if (!seat.ai_seat_token.empty())
                take(seat.ship == Ship::kMercurial ? Ship::kRubicon : Ship::kMercurial, seat.ai_seat_token);
        }
    }
    std::string game_of(std::size_t table) const { return snapshot().tables[table].game_code; }
    ClassSnapshot snapshot() const {
        return std::get<ClassSnapshot>(
            const_cast<ClassHub&>(classes).handle(teacher_address, protocol::ClassView{opened.teacher}, h.now()));
    }
    /// The acting seat of `table` plays `action`.
    void act(std::size_t table, const rules::Action& action) {
        const std::string code = game_of(table);
        const ConnectionId actor = players[table][static_cast<int>(h.hub().game(code)->state().acting_player())];
        h.send(actor, protocol::Act{action, std::nullopt});
        for (auto& seat : players[table]) h.take(seat);
    }
    void play_to_end(std::size_t table, std::uint64_t seed) {
        auto policy = policies::make_policy("heuristic", policies::PolicySettings{seed});
        // A game ends within a few hundred actions (the detection track only rises); bounded anyway.
        for (int moves = 0; moves < 2000 && !h.hub().game(game_of(table))->state().is_over(); ++moves)
            act(table, policy->step(h.hub().game(game_of(table))->state()));
        ASSERT_TRUE(h.hub().game(game_of(table))->state().is_over());
    }
};

TEST_F(ClassAfterTest, FinishedTablesAreReviewedAndTheCsvMatchesTheRecords) {
    start_class();
    play_to_end(0, 3);
    // Before the housekeeping hands it to the worker, the finished table waits for its review.
    ClassAfter before = std::get<ClassAfter>(send(protocol::ClassReview{opened.teacher}));
    EXPECT_EQ(before.pending, 1u);
    EXPECT_FALSE(before.tables[0].reviewed);
    classes.tick(h.now());
    ClassAfter after = std::get<ClassAfter>(send(protocol::ClassReview{opened.teacher}));
    ASSERT_EQ(after.tables.size(), 2u);
    EXPECT_TRUE(after.same_deal);
    EXPECT_EQ(after.pending, 0u);
    const protocol::TableAfter& done = after.tables[0];
    ASSERT_TRUE(done.reviewed);
    EXPECT_TRUE(done.status == TableSnapshot::Status::kWon || done.status == TableSnapshot::Status::kLost);
    EXPECT_EQ(done.result_tenths, done.status == TableSnapshot::Status::kWon ? 1000 : 0);
    // The review's own arithmetic: start + decisions + luck = result, as printed.
    EXPECT_EQ(done.start_tenths + done.decisions_tenths + done.luck_tenths, done.result_tenths);
    EXPECT_FALSE(done.key_moments.empty());
    EXPECT_FALSE(after.tables[1].reviewed);  // still playing: no review yet
    // The summary sums the students' losses: by card and by concept the same total, equal to the
    // table's points lost (both seats are students at table 0, and table 1 has no review).
    const auto total = [](const std::vector<protocol::LossTotal>& totals) {
        return std::accumulate(totals.begin(), totals.end(), 0,
                               [](int sum, const protocol::LossTotal& t) { return sum + t.points_lost_tenths; });
    };
    EXPECT_EQ(total(after.by_card), total(after.by_concept));
    EXPECT_EQ(total(after.by_card), done.points_lost_tenths[0] + done.points_lost_tenths[1]);
    for (std::size_t i = 1; i < after.by_card.size(); ++i)
        EXPECT_GE(after.by_card[i - 1].points_lost_tenths, after.by_card[i].points_lost_tenths);

    // The same deal: the tables side by side at the class's largest swings (table 0's key moments
    // alone so far), each table's action at that step.
    ASSERT_FALSE(after.moment_steps.empty());
    EXPECT_LE(after.moment_steps.size(), 5u);
    EXPECT_TRUE(std::is_sorted(after.moment_steps.begin(), after.moment_steps.end()));
    for (const protocol::TableAfter& row : after.tables) ASSERT_EQ(row.at_moments.size(), after.moment_steps.size());
    std::vector<std::string> table_one;
    for (const auto& entry : h.hub().game(done.game_code)->history())
        if (entry.is_action()) table_one.push_back(rules::action_to_string(entry.action));
    for (std::size_t i = 0; i < after.moment_steps.size(); ++i)
        EXPECT_EQ(done.at_moments[i], table_one.at(after.moment_steps[i] - 1));

    // The CSV: one row per seat, checked against each table's record replayed.
    const std::string csv = std::get<ClassCsv>(send(protocol::ClassExport{opened.teacher})).csv;
    std::istringstream lines(csv);
    std::string line;
    std::getline(lines, line);
    EXPECT_EQ(line, "table,game,name,player,ship,result,moves,decision_loss,luck\r");
    std::vector<std::string> rows;
    while (std::getline(lines, line)) rows.push_back(line);
    ASSERT_EQ(rows.size(), 4u);  // table 1: Ada and the formula-like name; table 2: Cy and the AI
    for (std::size_t table = 0; table < 2; ++table) {
        const auto record = std::get<ClassTableRecord>(send(protocol::ClassRecord{opened.teacher, table}));
        std::string error;
        const auto parsed = rules::record_from_json(record.record.dump(), "table", &error);
        ASSERT_TRUE(parsed) << error;
        const auto history = analysis::read_record_history(*parsed, &error);
        ASSERT_TRUE(history) << error;
        std::array<int, 2> moves{};
        for (const auto& entry : history->entries)
            if (entry.is_action()) ++moves[static_cast<int>(entry.action.player)];
        const rules::GameStatus status = history->positions.back().status();
        const std::string result = status == rules::GameStatus::kWon    ? "won"
                                   : status == rules::GameStatus::kLost ? "lost"
                                                                        : "playing";
        for (Ship ship : kShips) {
            const std::string& row = rows[table * 2 + static_cast<int>(ship)];
            const std::string expected_start = std::to_string(table + 1) + "," + record.game_code + ",";
            EXPECT_EQ(row.rfind(expected_start, 0), 0u) << row;
            const std::string middle = "," + std::string(ship_id(ship)) + "," + result + "," +
                                       std::to_string(moves[static_cast<int>(ship)]) + ",";
            EXPECT_NE(row.find(middle), std::string::npos) << row << " lacks " << middle;
        }
    }
    // Names are quoted as CSV and defused as spreadsheet formulas.
    EXPECT_NE(rows[1].find(",\"'=HYPERLINK(\"\"x\"\")\",student,"), std::string::npos) << rows[1];
    EXPECT_NE(rows[2].find(",\"Cy, \"\"the\"\" third\",student,"), std::string::npos) << rows[2];
    EXPECT_NE(rows[3].find(",,ai,"), std::string::npos) << rows[3];
    // Reviewed: the decision loss and the luck in points with one decimal.
    const auto points = [](int tenths) {
        std::ostringstream out;
        out << (tenths < 0 ? "-" : "") << std::abs(tenths) / 10 << "." << std::abs(tenths) % 10;
        return out.str();
    };
    EXPECT_EQ(rows[0].substr(rows[0].find(",MERCURIAL,")),
              ",MERCURIAL," + std::string(done.status == TableSnapshot::Status::kWon ? "won" : "lost") + "," +
                  std::to_string(done.moves[0]) + "," + points(done.points_lost_tenths[0]) + "," +
                  points(done.luck_tenths) + "\r");
    EXPECT_EQ(rows[2].substr(rows[2].size() - 3), ",,\r");  // table 2 plays on: no review figures yet

    // Ending the class reviews the unfinished table too.
    send(protocol::ClassEnd{opened.teacher});
    EXPECT_EQ(std::get<ClassAfter>(send(protocol::ClassReview{opened.teacher})).pending, 1u);
    classes.tick(h.now());
    after = std::get<ClassAfter>(send(protocol::ClassReview{opened.teacher}));
    EXPECT_TRUE(after.tables[1].reviewed);
    EXPECT_EQ(after.pending, 0u);
}

TEST_F(ClassAfterTest, TheCostlyFlagFollowsTheLastStudentMoveAndStudentsSeeItWhenAllowed) {
    start_class();
    bool seen_costly = false, seen_loss = false;
    // The first legal action is often a poor one: within 60 of them one is costly.
    for (int move = 0; move < 60 && !seen_costly && !h.hub().game(game_of(0))->state().is_over(); ++move) {
        act(0, first_legal(h.hub(), game_of(0)));
        classes.tick(h.now());
        const TableSnapshot card = snapshot().tables[0];
        if (!card.last_loss) continue;
        seen_loss = true;
        // The card shows what the review says of that move, recomputed here on the record.
        const auto& game = *h.hub().game(card.game_code);
        std::string error;
        const auto expected = last_move_loss(protocol::record_of(game.start(), game.history()), test_budget(), &error);
        ASSERT_TRUE(expected) << error;
        EXPECT_EQ(*card.last_loss, expected->points_lost_tenths);
        EXPECT_EQ(card.costly, expected->costly);
        EXPECT_EQ(card.costly, *card.last_loss > analysis::kInaccuracyUpTo);
        if (!card.costly) continue;
        seen_costly = true;
        // Students do not see it until the teacher lets them.
        const auto seat = [&] {
            return std::get<ClassSeatInfo>(classes.handle("10.2.0.1", protocol::ClassSeat{students[0].token}, h.now()));
        };
        EXPECT_FALSE(seat().costly);
        EXPECT_TRUE(std::holds_alternative<ClassDone>(send(protocol::ClassChoices{opened.teacher, true})));
        EXPECT_TRUE(seat().costly);
        send(protocol::ClassChoices{opened.teacher, false});
        EXPECT_FALSE(seat().costly);
    }
    EXPECT_TRUE(seen_loss);
    EXPECT_TRUE(seen_costly);
}

TEST_F(ClassAfterTest, AfterClassCommandsAreTheTeachersAndBounded) {
    start_class();
    // A student's token is no teacher's.
    const ClassResult refused = classes.handle("10.2.0.1", protocol::ClassExport{students[0].token}, h.now());
    ASSERT_TRUE(std::holds_alternative<ErrorReply>(refused));
    EXPECT_EQ(std::get<ErrorReply>(refused).code, ErrorCode::kNotTeacher);
    const ClassResult no_table = send(protocol::ClassRecord{opened.teacher, 7});
    ASSERT_TRUE(std::holds_alternative<ErrorReply>(no_table));
    EXPECT_EQ(std::get<ErrorReply>(no_table).code, ErrorCode::kInvalidField);
    // Read strictly: unknown fields, a table beyond any class, a flag that is no boolean.
    for (const char* text :
         {R"({"type":"class_export","teacher":"t","csv":true})",
          R"({"type":"class_record","teacher":"t","table":5000})",
          R"({"type":"class_options","teacher":"t","costly_to_students":"yes"})", R"({"type":"class_review"})"}) {
        const auto parsed = protocol::parse_class_request(text);
        ASSERT_TRUE(std::holds_alternative<protocol::ProtocolError>(parsed)) << text;
        EXPECT_EQ(std::get<protocol::ProtocolError>(parsed).code, ErrorCode::kInvalidField) << text;
    }
    const auto parsed = protocol::parse_class_request(R"({"type":"class_record","teacher":"t","table":3})");
    ASSERT_TRUE(std::holds_alternative<protocol::ClassRequest>(parsed));
    EXPECT_EQ(protocol::to_text(std::get<protocol::ClassRequest>(parsed)),
              R"({"table":3,"teacher":"t","type":"class_record"})");
    // The answers as the wire has them.
    const std::string review =
        protocol::to_text(protocol::ClassReply{std::get<ClassAfter>(send(protocol::ClassReview{opened.teacher}))});
    EXPECT_NE(review.find(R"("type":"class_review")"), std::string::npos) << review;
    EXPECT_NE(review.find(R"("review":null)"), std::string::npos) << review;
    const std::string view = protocol::to_text(protocol::ClassReply{snapshot()});
    EXPECT_NE(view.find(R"("costly":false)"), std::string::npos) << view;
    EXPECT_NE(view.find(R"("last_loss":null)"), std::string::npos) << view;
}

TEST(ReviewWorker, KeepsOnlyATablesNewestMoveAndRunsOnItsThread) {
    const AuthoritativeGame game(GameParameters{5, 1, rules::RulesVariant::kBoard});  // dealt, no action yet
    const rules::GameRecord record = protocol::record_of(game.start(), game.history());
    ReviewWorker inline_worker(test_budget(), false);
    ASSERT_TRUE(inline_worker.submit(ReviewJob{"K", 0, "G", false, 1, record}));
    ASSERT_TRUE(inline_worker.submit(ReviewJob{"K", 0, "G", false, 2, record}));
    ASSERT_TRUE(inline_worker.submit(ReviewJob{"K", 1, "H", false, 3, record}));
    const auto done = inline_worker.take_done();
    ASSERT_EQ(done.size(), 2u);
    EXPECT_EQ(done[0].history_size, 2u);  // the newer job replaced the older one of table 0
    ReviewWorker threaded(test_budget(), true);
    ASSERT_TRUE(threaded.submit(ReviewJob{"K", 0, "G", true, 0, record}));
    ASSERT_TRUE(threaded.wait_idle(std::chrono::seconds(60)));
    const auto reviewed = threaded.take_done();
    ASSERT_EQ(reviewed.size(), 1u);
    ASSERT_TRUE(reviewed[0].review) << reviewed[0].error;
    EXPECT_EQ(reviewed[0].review->actions, 0);
    // A record that does not replay is an error, not a crash.
    ASSERT_TRUE(threaded.submit(
        ReviewJob{"K", 0, "G", true, 0, protocol::record_of(protocol::GameStart{1, rules::RulesVariant::kBoard}, {})}));
    ASSERT_TRUE(threaded.wait_idle(std::chrono::seconds(60)));
    const auto broken = threaded.take_done();
    ASSERT_EQ(broken.size(), 1u);
    EXPECT_FALSE(broken[0].review);
    EXPECT_NE(broken[0].error.find("chance node"), std::string::npos) << broken[0].error;
    ReviewWorker bounded(test_budget(), false, 1);
    EXPECT_TRUE(bounded.submit(ReviewJob{"K", 0, "G", true, 0, record}));
    EXPECT_FALSE(bounded.submit(ReviewJob{"K", 1, "G", true, 0, record}));
}

// One test per concept: the state before the move decides it.
TEST(DecisionConcept, HOnAShipAlreadyInSuperposition) {
    const rules::GameState plus(make_setup({EngineCard::kH, EngineCard::kX, EngineCard::kX},
                                           {EngineCard::kX, EngineCard::kX, EngineCard::kX}, {},
                                           {Planet::kPlus, Planet::kZero}));
    const auto h_mercurial = rules::Action::navigate(Ship::kMercurial, EngineCard::kH);
    EXPECT_EQ(decision_concept(plus, h_mercurial), DecisionConcept::kHOnSuperposition);
    const rules::GameState zero(make_setup({EngineCard::kH, EngineCard::kX, EngineCard::kX},
                                           {EngineCard::kX, EngineCard::kX, EngineCard::kX}, {},
                                           {Planet::kZero, Planet::kPlus}));
    EXPECT_EQ(decision_concept(zero, h_mercurial), DecisionConcept::kOther);  // Mercurial's qubit is 0
    EXPECT_EQ(decision_card(h_mercurial), "H");
}

TEST(DecisionConcept, CnotWithTheControlAtZero) {
    const rules::GameState zero(make_setup({EngineCard::kCNOT, EngineCard::kX, EngineCard::kX},
                                           {EngineCard::kX, EngineCard::kX, EngineCard::kX}, {},
                                           {Planet::kOne, Planet::kZero}));
    // Mercurial plays it: Mercurial is the target, Rubicon (at 0) the control.
    const auto cnot = rules::Action::navigate(Ship::kMercurial, EngineCard::kCNOT);
    EXPECT_EQ(decision_concept(zero, cnot), DecisionConcept::kCnotControlAtZero);
    const rules::GameState one(make_setup({EngineCard::kCNOT, EngineCard::kX, EngineCard::kX},
                                          {EngineCard::kX, EngineCard::kX, EngineCard::kX}, {},
                                          {Planet::kZero, Planet::kOne}));
    EXPECT_EQ(decision_concept(one, cnot), DecisionConcept::kOther);
    EXPECT_EQ(decision_card(cnot), "CNOT");
}

TEST(DecisionConcept, IgnoredDetectionNearTheEndOfTheTrack) {
    auto setup =
        make_setup({EngineCard::kH, EngineCard::kX, EngineCard::kX}, {EngineCard::kX, EngineCard::kX, EngineCard::kX});
    const auto exchange = rules::Action::with_card(rules::ActionType::kExchange, Ship::kMercurial, EngineCard::kX);
    setup.detection_position = kDetectionPressureFrom;
    EXPECT_EQ(decision_concept(rules::GameState(setup), exchange), DecisionConcept::kIgnoredDetection);
    setup.detection_position = kDetectionPressureFrom - 1;
    EXPECT_EQ(decision_concept(rules::GameState(setup), exchange), DecisionConcept::kOther);
    EXPECT_EQ(decision_card(rules::Action::make(rules::ActionType::kRetrieve, Ship::kRubicon)), "retrieve");
    EXPECT_EQ(decision_concept_id(DecisionConcept::kIgnoredDetection), "ignored_detection");
}

}  // namespace
}  // namespace entanglion::server::testing
