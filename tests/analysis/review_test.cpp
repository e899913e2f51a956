#include "game/analysis/review.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <thread>

#include "game/rules/take_back.h"
#include "tests/analysis/analysis_fixtures.h"

namespace entanglion::analysis {
namespace {

void expect_same_review(const ReviewResult& a, const ReviewResult& b) {
    ASSERT_EQ(a.steps.size(), b.steps.size());
    for (std::size_t k = 0; k < a.steps.size(); ++k) {
        const ReviewStep& x = a.steps[k];
        const ReviewStep& y = b.steps[k];
        EXPECT_EQ(x.before.probability, y.before.probability) << "step " << k;
        EXPECT_EQ(x.after.probability, y.after.probability) << "step " << k;
        EXPECT_EQ(x.decision.has_value(), y.decision.has_value()) << "step " << k;
        if (x.decision && y.decision) {
            EXPECT_EQ(x.decision->best, y.decision->best) << "step " << k;
            EXPECT_EQ(x.decision->best_value.probability, y.decision->best_value.probability) << "step " << k;
            EXPECT_EQ(x.decision->decision_class, y.decision->decision_class) << "step " << k;
            EXPECT_EQ(x.decision->points_lost_tenths, y.decision->points_lost_tenths) << "step " << k;
        }
        if (x.luck && y.luck) {
            EXPECT_EQ(x.luck->label, y.luck->label) << "step " << k;
        }
    }
    EXPECT_EQ(a.summary.start_tenths, b.summary.start_tenths);
    EXPECT_EQ(a.summary.decisions_tenths, b.summary.decisions_tenths);
    EXPECT_EQ(a.summary.luck_tenths, b.summary.luck_tenths);
    EXPECT_EQ(a.summary.key_moments, b.summary.key_moments);
}

void expect_totals_add_up(const RecordHistory& history, const ReviewResult& r) {
    const ReviewSummary& s = r.summary;
    ASSERT_EQ(r.steps.size(), history.entries.size());
    EXPECT_EQ(s.start_tenths + s.decisions_tenths + s.luck_tenths, s.result_tenths);
    int decisions = 0;
    int luck = 0;
    int previous_after = s.start_tenths;
    for (const ReviewStep& step : r.steps) {
        EXPECT_EQ(step.before_tenths, previous_after) << "step " << step.entry << " starts where the last ended";
        previous_after = step.after_tenths;
        (step.luck ? luck : decisions) += step.swing_tenths();
        EXPECT_NE(step.luck.has_value(), step.decision.has_value());
        EXPECT_EQ(step.luck.has_value(), step.history_entry.is_chance);
    }
    EXPECT_EQ(previous_after, s.result_tenths);
    EXPECT_EQ(decisions, s.decisions_tenths);
    EXPECT_EQ(luck, s.luck_tenths);
    EXPECT_EQ(s.players[0].decisions_tenths + s.players[1].decisions_tenths, s.decisions_tenths);
    if (history.positions.back().is_over()) {
        EXPECT_EQ(s.result_tenths, history.positions.back().status() == rules::GameStatus::kWon ? 1000 : 0);
    }
}

TEST(ReviewTest, TheTotalsAddUpOnEveryReviewedRecord) {
    // A game of each difficulty, a random team's game (full of poor decisions) and an unfinished one.
    std::vector<rules::GameRecord> records;
    for (int difficulty = 1; difficulty <= 3; ++difficulty)
        records.push_back(testing::simulated_record(difficulty, 11, 0));
    rules::GameRecord random = testing::simulated_record(1, 11, 0, "random");
    random.actions.resize(40);
    records.push_back(random);
    rules::GameRecord unfinished = records[0];
    unfinished.actions.resize(unfinished.actions.size() / 2);
    records.push_back(unfinished);
    ReviewSettings settings = testing::quick_settings(2);
    settings.estimate.max_playouts = testing::test_playouts(128);
    settings.estimate.half_width = 0.09;
    for (const rules::GameRecord& record : records) {
        const RecordHistory history = testing::history_of(record);
        const ReviewResult r = testing::reviewed(history, settings);
        expect_totals_add_up(history, r);
        EXPECT_GT(r.summary.playouts, 0);
        for (int k : r.summary.key_moments) EXPECT_NE(r.steps[static_cast<std::size_t>(k)].swing_tenths(), 0);
    }
}

int expect_no_luck_where_certain(const RecordHistory& history, const ReviewResult& r);

/// A heuristic game in which a card play is taken back (its card put back on top, known), and the
/// game goes on to its end from there (the first legal action each time).
rules::GameRecord record_with_take_backs() {
    const rules::GameRecord prefix = testing::prefix_ending_in_a_card_take_back(testing::simulated_record(1, 11, 0));
    if (prefix.actions.empty()) {
        ADD_FAILURE() << "no card play to take back";
        return prefix;
    }
    std::string error;
    std::optional<rules::GameSession> session =
        rules::GameSession::resume(rules::record_after_take_back(prefix), &error);
    EXPECT_TRUE(session) << error;
    for (int i = 0; i < 400 && session && !session->state().is_over(); ++i)
        EXPECT_TRUE(session->apply(session->state().legal_actions()[0], nullptr));
    return session ? session->record() : prefix;
}

TEST(ReviewTest, ATakeBackIsNobodysLuckOrChoiceAndTheTotalsStillAddUp) {
    const rules::GameRecord record = record_with_take_backs();
    const RecordHistory history = testing::history_of(record);
    const auto entry = std::find_if(history.entries.begin(), history.entries.end(),
                                    [](const rules::HistoryEntry& e) { return e.is_take_back; });
    ASSERT_NE(entry, history.entries.end());
    const auto at = static_cast<std::size_t>(entry - history.entries.begin());
    // The position after the take-back is the replay's, the card put back known on top.
    rules::GameRecord upto = record;
    upto.actions.resize(static_cast<std::size_t>(history.actions_before(static_cast<int>(at))) + 1);
    ASSERT_TRUE(upto.actions.back().take_back);
    const rules::ReplayResult replay = rules::replay_record(upto);
    ASSERT_TRUE(replay.state) << replay.error;
    EXPECT_TRUE(history.positions[at + 1] == *replay.state);
    EXPECT_GT(history.positions[at + 1].engine_stack().known_count(), 0);
    EXPECT_EQ(describe_entry(*entry), "take_back " + rules::action_to_string(entry->action));

    ReviewSettings settings = testing::quick_settings(2);
    settings.estimate.max_playouts = testing::test_playouts(128);
    settings.estimate.half_width = 0.09;
    const ReviewResult fast = testing::reviewed(history, settings);
    expect_same_review(fast, review_plain(history, settings));
    const ReviewSummary& s = fast.summary;
    EXPECT_EQ(s.start_tenths + s.decisions_tenths + s.luck_tenths, s.result_tenths);
    int previous_after = s.start_tenths;
    for (const ReviewStep& step : fast.steps) {
        EXPECT_EQ(step.before_tenths, previous_after) << "step " << step.entry;
        previous_after = step.after_tenths;
        if (step.history_entry.is_take_back) {
            EXPECT_FALSE(step.luck.has_value());
            EXPECT_FALSE(step.decision.has_value());
            EXPECT_EQ(step.swing_tenths(), 0);
        } else {
            EXPECT_NE(step.luck.has_value(), step.decision.has_value()) << "step " << step.entry;
        }
    }
    EXPECT_EQ(previous_after, s.result_tenths);
    // The draw of the card put back is certain: no luck.
    expect_no_luck_where_certain(history, fast);
}

/// Every certain outcome of `r` (one possible outcome, probability 1) has exactly zero luck, is
/// labelled certain and is no key moment; returns how many there were.
int expect_no_luck_where_certain(const RecordHistory& history, const ReviewResult& r) {
    int certain = 0;
    for (const ReviewStep& step : r.steps) {
        if (!step.luck || history.positions[static_cast<std::size_t>(step.entry)].chance_outcomes().size() != 1) {
            continue;
        }
        ++certain;
        EXPECT_EQ(step.luck->outcome_count, 1);
        EXPECT_EQ(step.luck->outcome_probability, 1.0);
        EXPECT_EQ(step.swing_tenths(), 0) << "step " << step.entry << ": " << describe_entry(step.history_entry);
        EXPECT_EQ(step.before.probability, step.after.probability) << "step " << step.entry;
        EXPECT_EQ(step.luck->luck.value, 0.0) << "step " << step.entry;
        EXPECT_FALSE(step.luck->luck.significant()) << "step " << step.entry;
        EXPECT_EQ(step.luck->label, LuckLabel::kCertain);
        for (int k : r.summary.key_moments) EXPECT_NE(k, step.entry) << "a certain outcome is no key moment";
    }
    return certain;
}

TEST(ReviewTest, ACertainOutcomeHasExactlyZeroLuck) {
    // A chance node with one possible outcome leaves nothing to chance: the position after it is
    // worth what the node was worth, so its luck is 0, not the noise between two estimates.
    ReviewSettings settings = testing::quick_settings(2);
    settings.estimate.max_playouts = testing::test_playouts(128);
    settings.estimate.half_width = 0.09;
    settings.compare_actions = false;
    int certain = 0;
    for (int difficulty = 1; difficulty <= 3; ++difficulty) {
        const RecordHistory history = testing::history_of(testing::simulated_record(difficulty, 11, 0));
        certain += expect_no_luck_where_certain(history, testing::reviewed(history, settings));
    }
    const RecordHistory history = testing::history_of(testing::simulated_record(2, 5, 3));
    certain += expect_no_luck_where_certain(history, review_plain(history, settings));
    // A team that plays at random: its playouts from the node choose otherwise after it than its
    // own action at the next position does, so two estimates of the two positions differ by noise.
    ReviewSettings random_team = settings;
    random_team.estimate.team.policy = "random";
    for (std::uint64_t game : {0u, 1u, 2u}) {
        const RecordHistory played = testing::history_of(testing::simulated_record(1, 11, game));
        certain += expect_no_luck_where_certain(played, testing::reviewed(played, random_team));
    }
    EXPECT_GT(certain, 0) << "the games reviewed had certain outcomes to check";
}

TEST(ReviewTest, AsGoodAsTheBestMeansThePairedDifferenceIsNoise) {
    // The best wins 23.0%. B wins 18.8% and its own interval (up to 20.0%) misses 23.0%, but with the
    // same luck in both the difference is within the noise (-0.4 to +8.8 points): as good as the
    // best, said with the margin. C's own interval reaches 30.0%, but paired the difference is
    // significant (+1.0 to +7.0): not as good.
    using rules::Action;
    const Action a = Action::retrieve(Ship::kMercurial);
    const Action b = Action::navigate(Ship::kMercurial, rules::EngineCard::kH);
    const Action c = Action::navigate(Ship::kMercurial, rules::EngineCard::kX);
    const auto value = [](double p, double low, double high) { return ValueSummary{p, Interval{low, high}, 512}; };
    const auto difference = [](double d, double low, double high) { return Difference{d, Interval{low, high}}; };
    DecisionReview d;
    d.compared = true;
    d.best = a;
    d.best_value = value(0.230, 0.200, 0.260);
    d.candidates = {CandidateReview{a, d.best_value, difference(0, -0.01, 0.01)},
                    CandidateReview{b, value(0.188, 0.176, 0.200), difference(0.042, -0.004, 0.088)},
                    CandidateReview{c, value(0.190, 0.100, 0.300), difference(0.040, 0.010, 0.070)}};
    EXPECT_TRUE(as_good_as_best(d, a));
    EXPECT_TRUE(as_good_as_best(d, b));
    EXPECT_FALSE(as_good_as_best(d, c));
    EXPECT_FALSE(as_good_as_best(d, Action::retrieve(Ship::kRubicon))) << "not a candidate";

    const std::optional<BestMargin> best = margin_to_best(d, a);
    ASSERT_TRUE(best.has_value());
    EXPECT_EQ(best->kind, BestMargin::Kind::kBest);
    const std::optional<BestMargin> close = margin_to_best(d, b);
    ASSERT_TRUE(close.has_value());
    EXPECT_EQ(close->kind, BestMargin::Kind::kWithinNoise);
    EXPECT_EQ(close->value_tenths, 188);
    EXPECT_EQ(close->best_tenths, 230);
    EXPECT_EQ(close->margin_tenths, 46) << "the paired interval's half-width, rounded up";
    EXPECT_EQ(margin_to_best(d, c)->kind, BestMargin::Kind::kWorse);
    // An action that prints at the best's 23.0% is said to be the best: no margin to explain.
    const Action e = Action::navigate(Ship::kMercurial, rules::EngineCard::kSWAP);
    d.candidates.push_back(CandidateReview{e, value(0.2296, 0.200, 0.260), difference(0.0004, -0.01, 0.01)});
    EXPECT_EQ(margin_to_best(d, e)->kind, BestMargin::Kind::kBest);
    EXPECT_FALSE(margin_to_best(d, Action::retrieve(Ship::kRubicon)).has_value());
}

TEST(ReviewTest, EveryCandidateKnowsItsPairedDifferenceFromTheBest) {
    const RecordHistory history = testing::history_of(testing::simulated_record(2, 5, 1, "random"));
    const ReviewResult r = testing::reviewed(history, testing::quick_settings(2));
    int compared = 0;
    for (const ReviewStep& step : r.steps) {
        if (!step.decision || !step.decision->compared) continue;
        ++compared;
        const DecisionReview& d = *step.decision;
        for (const CandidateReview& c : d.candidates) {
            const std::optional<BestMargin> m = margin_to_best(d, c.action);
            ASSERT_TRUE(m.has_value());
            EXPECT_EQ(m->best_tenths, d.best_value.tenths());
            EXPECT_EQ(m->value_tenths, c.value.tenths());
            EXPECT_NEAR(c.below_best.value, d.best_value.probability - c.value.probability, 1e-12);
            if (c.action == d.best || c.value.tenths() == d.best_value.tenths()) {
                EXPECT_EQ(m->kind, BestMargin::Kind::kBest);
            } else {
                EXPECT_EQ(m->kind,
                          c.below_best.significant() ? BestMargin::Kind::kWorse : BestMargin::Kind::kWithinNoise);
            }
            if (c.action == step.history_entry.action) {
                // The played action's difference is the decision's own.
                EXPECT_EQ(c.below_best.value, d.difference.value);
                EXPECT_EQ(c.below_best.interval.low, d.difference.interval.low);
                EXPECT_EQ(as_good_as_best(d, c.action), d.decision_class == DecisionClass::kBest);
            }
        }
    }
    EXPECT_GT(compared, 0);
}

TEST(ReviewTest, SameSeedSameReviewForOneAndTwoThreads) {
    const RecordHistory history = testing::history_of(testing::simulated_record(2, 5, 3));
    const ReviewResult one = testing::reviewed(history, testing::quick_settings(1));
    const ReviewResult two = testing::reviewed(history, testing::quick_settings(2));
    expect_same_review(one, two);
    EXPECT_EQ(one.summary.playouts, two.summary.playouts);
    ReviewSettings other = testing::quick_settings(2);
    other.estimate.seed = 2;
    EXPECT_NE(testing::reviewed(history, other).summary.playouts, one.summary.playouts);
}

TEST(ReviewTest, TheFastReviewMatchesThePlainReference) {
    // The fast review shares estimates and races the actions; the plain one estimates everything on
    // its own. Every estimate is a function of its position, so the timelines are identical, and
    // the best actions and classes agree.
    for (std::uint64_t game : {0u}) {
        const RecordHistory history = testing::history_of(testing::simulated_record(3, 8, game));
        ReviewSettings settings = testing::quick_settings(2);
        settings.estimate.max_playouts = testing::test_playouts(128);
        settings.estimate.half_width = 0.09;
        const ReviewResult fast = testing::reviewed(history, settings);
        const ReviewResult plain = review_plain(history, settings);
        expect_same_review(fast, plain);
        EXPECT_LT(fast.summary.playouts, plain.summary.playouts) << "sharing and racing save playouts";
    }
}

TEST(ReviewTest, TheTimelineAloneIsTheFullReviewsTimeline) {
    const RecordHistory history = testing::history_of(testing::simulated_record(2, 6, 2));
    ReviewSettings settings = testing::quick_settings(2);
    const ReviewResult full = testing::reviewed(history, settings);
    settings.compare_actions = false;
    const ReviewResult timeline = testing::reviewed(history, settings);
    ASSERT_EQ(full.steps.size(), timeline.steps.size());
    for (std::size_t k = 0; k < full.steps.size(); ++k) {
        EXPECT_EQ(full.steps[k].before_tenths, timeline.steps[k].before_tenths);
        if (timeline.steps[k].decision) {
            EXPECT_FALSE(timeline.steps[k].decision->compared);
        }
    }
    EXPECT_LT(timeline.summary.playouts, full.summary.playouts);
}

TEST(ReviewTest, TheLearnersDecisionsAreCountedApartFromTheAiPartners) {
    // Mercurial a person, Rubicon an AI partner: the learner's totals are Mercurial's alone, the
    // partner's Rubicon's, and together they are the team's.
    const RecordHistory history = testing::history_of(testing::simulated_record(2, 5, 1, "random"));
    const ReviewResult r = testing::reviewed(history, testing::quick_settings(2));
    const ReviewSummary& s = r.summary;
    const Seats seats{Seat::kHuman, Seat::kAi};
    const PlayerSummary learner = decisions_of(s, seats, Seat::kHuman);
    const PlayerSummary partner = decisions_of(s, seats, Seat::kAi);
    int mercurial_decisions = 0;
    int mercurial_tenths = 0;
    int mercurial_flagged = 0;
    for (const ReviewStep& step : r.steps) {
        if (!step.decision || step.decision->player != Ship::kMercurial) continue;
        ++mercurial_decisions;
        mercurial_tenths += step.swing_tenths();
        if (is_flagged(step.decision->decision_class)) ++mercurial_flagged;
    }
    ASSERT_GT(mercurial_decisions, 0);
    ASSERT_GT(partner.decisions, 0);
    EXPECT_EQ(learner.decisions, mercurial_decisions);
    EXPECT_EQ(learner.decisions_tenths, mercurial_tenths);
    EXPECT_EQ(learner.classes[static_cast<int>(DecisionClass::kInaccuracy)] +
                  learner.classes[static_cast<int>(DecisionClass::kMistake)] +
                  learner.classes[static_cast<int>(DecisionClass::kBlunder)],
              mercurial_flagged);
    EXPECT_EQ(learner.decisions + partner.decisions, s.players[0].decisions + s.players[1].decisions);
    EXPECT_EQ(learner.decisions_tenths + partner.decisions_tenths, s.decisions_tenths);
    EXPECT_EQ(learner.points_lost_tenths + partner.points_lost_tenths,
              s.players[0].points_lost_tenths + s.players[1].points_lost_tenths);
    EXPECT_EQ(partner.decisions_tenths, s.players[1].decisions_tenths);
    // Both ships the learner's: the whole team; neither: nothing.
    EXPECT_EQ(decisions_of(s, kAllHuman, Seat::kHuman).decisions_tenths, s.decisions_tenths);
    EXPECT_EQ(decisions_of(s, kAllHuman, Seat::kAi).decisions, 0);
    EXPECT_EQ(seat_id(Seat::kHuman), "human");
    EXPECT_EQ(seat_id(Seat::kAi), "ai");
}

TEST(ReviewTest, ReportsProgressAndStopsWhenCancelledFromAnotherThread) {
    const RecordHistory history = testing::history_of(testing::simulated_record(2, 6, 2));
    {
        Review review(history, testing::quick_settings(2));
        int last = -1;
        int total = 0;
        ASSERT_TRUE(review.run([&](int finished, int all) {
            EXPECT_GE(finished, last);
            last = finished;
            total = all;
        }));
        EXPECT_EQ(last, total);
        EXPECT_GT(total, history.entry_count());
        EXPECT_EQ(review.result().steps.size(), history.entries.size());
    }
    {
        ReviewSettings slow = testing::quick_settings(1);
        slow.estimate.half_width = 0;
        slow.estimate.max_playouts = 100000;
        Review review(history, slow);
        std::thread canceller([&review] { review.cancel(); });
        canceller.join();
        EXPECT_FALSE(review.run());
        EXPECT_TRUE(review.result().steps.empty());
    }
    {
        // Cancelled while it runs: the progress callback (on the running thread) asks another
        // thread to cancel and waits for it.
        ReviewSettings slow = testing::quick_settings(1);
        slow.estimate.half_width = 0;
        slow.estimate.max_playouts = 100000;
        Review review(history, slow);
        const bool finished = review.run([&review](int, int) { std::thread([&review] { review.cancel(); }).join(); });
        EXPECT_FALSE(finished);
        EXPECT_TRUE(review.cancelled());
    }
}

}  // namespace
}  // namespace entanglion::analysis
