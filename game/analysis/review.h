#pragma once
/// The review of a finished (or unfinished) game: the team's win probability at every step of its
/// history, what each decision was worth against the best action, and what each chance outcome did
/// (its luck), separated so that they add up. Method and figures for a teacher: docs/review.md.
///
/// Win probability: the probability that a team of two players following one policy (the heuristic
/// by default: TeamSettings) wins from a position, estimated by playouts (estimate.h, playout.h).
///
/// - Every position gets exactly one estimate (the timeline): a chance node's by its own playouts,
///   which sample the node's outcomes with their exact probabilities, so it is the expected win
///   probability over them; a position where a player acts is worth its team action's value; a
///   finished game is worth 1 or 0. Printed values are rounded to tenths of a point FIRST and every
///   swing is the difference of two printed values, so start + decisions + luck = result exactly as
///   printed (summed in tenths).
/// - A decision: every legal action is estimated with the same luck to come (common random numbers)
///   and the best is the highest; the played action's value is the position after it. Points lost =
///   best minus played as printed. The class (below) needs the paired difference to be significant
///   (its 95% interval excludes 0): no blunder from noise.
/// - A chance outcome's luck = the win probability after it minus the expected win probability
///   before it (Zare's measure, as GNU Backgammon uses it), labelled when significant.
///
/// The review runs on `threads` threads with identical results for any count, reports progress and
/// can be cancelled from another thread.

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/analysis/estimate.h"
#include "game/analysis/record_history.h"
#include "game/analysis/what_if.h"
#include "statevector/state.h"

namespace entanglion::analysis {

/// How a decision compares with the best action (chess.com's expected-points thresholds, in points
/// of win probability lost; a difference that is not significant counts as the best).
enum class DecisionClass : std::uint8_t {
    kOnlyAction,  ///< the only legal action: nothing to judge
    kBest,        ///< the best, or not significantly worse than it
    kGood,        ///< significantly worse by at most 5 points (chess.com's "excellent" up to 2 and "good" up to 5)
    kInaccuracy,  ///< more than 5, at most 10 points
    kMistake,     ///< more than 10, at most 20 points
    kBlunder,     ///< more than 20 points
};
inline constexpr int kDecisionClassCount = 6;
/// "only_action", "best", "good", "inaccuracy", "mistake", "blunder".
std::string_view decision_class_id(DecisionClass c);
/// Inaccuracies, mistakes and blunders: the decisions "learn from your mistakes" returns to.
inline bool is_flagged(DecisionClass c) { return c >= DecisionClass::kInaccuracy; }

/// What a chance outcome did to the win probability, when significant.
enum class LuckLabel : std::uint8_t {
    kCertain,      ///< the node had one possible outcome: no luck
    kNeutral,      ///< less than 5 points either way, or not significant
    kLucky,        ///< gained at least 5 points
    kVeryLucky,    ///< gained at least 15 points
    kUnlucky,      ///< lost at least 5 points
    kVeryUnlucky,  ///< lost at least 15 points
};
/// "certain", "neutral", "lucky", "very_lucky", "unlucky", "very_unlucky".
std::string_view luck_label_id(LuckLabel label);

/// The thresholds, in tenths of a percentage point.
inline constexpr int kGoodUpTo = 50;
inline constexpr int kInaccuracyUpTo = 100;
inline constexpr int kMistakeUpTo = 200;
inline constexpr int kLuckyFrom = 50;
inline constexpr int kVeryLuckyFrom = 150;

/// A probability as the review prints it: tenths of a percentage point, 0..1000, rounded half up.
int to_tenths(double probability);
/// The class of a decision that lost `points_lost_tenths` (best minus played as printed).
DecisionClass classify_decision(int points_lost_tenths, bool significant, int legal_actions);
LuckLabel label_luck(int luck_tenths, bool significant, int outcomes);

/// An estimate as the review keeps it (without its playouts).
struct ValueSummary {
    double probability = 0;
    Interval interval;
    int playouts = 0;
    bool exact = false;
    int tenths() const { return to_tenths(probability); }
};
ValueSummary summarize(const Estimate& estimate);

struct CandidateReview {
    rules::Action action;
    ValueSummary value;
    /// The best's estimate minus this one's, paired (the same luck in playout j of each): zero and
    /// not significant for the best itself.
    Difference below_best;
};

struct DecisionReview {
    Ship player = Ship::kMercurial;  ///< whose decision (the acting player)
    rules::Action team_action;       ///< what the team's policy would play here
    bool compared = false;           ///< the legal actions were compared (ReviewSettings::compare_actions)
    rules::Action best;              ///< the highest estimate among the legal actions
    ValueSummary best_value;
    /// Every legal action in legal_actions() order, the played one included (its value is the
    /// position after it). Empty when only one action was legal or actions were not compared.
    std::vector<CandidateReview> candidates;
    int points_lost_tenths = 0;  ///< best_value.tenths() minus the step's after_tenths
    Difference difference;       ///< best minus played, paired
    DecisionClass decision_class = DecisionClass::kOnlyAction;
    /// When the played or the best action is a navigation, they differ and so do the live states
    /// they leave: each of those states (the ket the better engine card would have given next to
    /// the one played).
    std::optional<TwoQubitState> live_played;
    std::optional<TwoQubitState> live_best;
};

/// How an action of a compared decision stands against the best, by the review's own estimates.
struct BestMargin {
    enum class Kind : std::uint8_t {
        kBest,         ///< it is the best action, or prints at the best's win probability
        kWithinNoise,  ///< lower, but the paired difference is not significant: the review cannot tell them apart
        kWorse,        ///< significantly worse than the best
    };
    Kind kind = Kind::kBest;
    int value_tenths = 0;  ///< its win probability as printed
    int best_tenths = 0;   ///< the best's
    /// The half-width of the paired difference's 95% interval (best minus it), in tenths of a
    /// point, rounded up: "18.8% against 23.0%, ±4.6 points".
    int margin_tenths = 0;
};
/// `action` against the best of a compared decision; nullopt when it is not among the candidates.
std::optional<BestMargin> margin_to_best(const DecisionReview& decision, const rules::Action& action);

/// "Learn from your mistakes": whether `answer` is as good as the best action of a compared decision,
/// by the review's own estimates: it is the best, or the paired difference (best minus it) is not
/// significant (its 95% interval contains 0: the review cannot tell the two apart). False when
/// `answer` is not among the candidates. A caller that says so states the margin (margin_to_best).
bool as_good_as_best(const DecisionReview& decision, const rules::Action& answer);

struct LuckReview {
    double outcome_probability = 0;  ///< of the recorded outcome
    int outcome_count = 0;           ///< how many outcomes the node had
    Difference luck;                 ///< after minus before, paired
    LuckLabel label = LuckLabel::kNeutral;
};

struct ReviewStep {
    int entry = 0;        ///< index in the history
    int action_step = 0;  ///< RecordHistory::actions_before(entry)
    HistoryEntry history_entry;
    rules::Actor actor = rules::Actor::kChance;
    ValueSummary before;  ///< the position before the entry
    ValueSummary after;   ///< the position after it
    int before_tenths = 0;
    int after_tenths = 0;
    int swing_tenths() const { return after_tenths - before_tenths; }
    /// The step of the record's step-through ("Step N of M") where this entry is seen, as the app
    /// and the CLI number review steps: a decision's own step (action_step + 1: the step-through
    /// shows the position after it), a chance outcome's the action's before it (action_step; 0 for
    /// the setup's).
    int shown_step() const { return decision ? action_step + 1 : action_step; }
    std::optional<DecisionReview> decision;  ///< a player's action
    std::optional<LuckReview> luck;          ///< a chance outcome
};

struct PlayerSummary {
    int decisions = 0;
    int decisions_tenths = 0;    ///< the sum of the player's decision swings
    int points_lost_tenths = 0;  ///< the sum of points lost against the best, where significant (class good or worse)
    std::array<int, kDecisionClassCount> classes{};
};

/// Who played a ship: a person (the learner) or an AI partner. A record does not say; the app knows
/// its AI players, and `entanglion-cli review --ai SHIP` is told.
enum class Seat : std::uint8_t { kHuman, kAi };
/// By Ship.
using Seats = std::array<Seat, 2>;
inline constexpr Seats kAllHuman{Seat::kHuman, Seat::kHuman};
/// "human", "ai".
std::string_view seat_id(Seat seat);

struct ReviewSummary {
    int start_tenths = 0;
    int decisions_tenths = 0;  ///< the sum of every decision's swing
    int luck_tenths = 0;       ///< the sum of every chance outcome's swing
    int result_tenths = 0;     ///< 1000 won, 0 lost, else the last position's estimate
    rules::GameStatus status = rules::GameStatus::kInProgress;
    std::array<PlayerSummary, 2> players;  ///< indexed by Ship
    /// Steps with the largest swings, largest first (ties: the earlier), at most
    /// ReviewSettings::key_moments of them, none with a zero swing.
    std::vector<int> key_moments;
    std::int64_t playouts = 0;  ///< every playout the review ran
};

/// The decisions of every ship whose seat is `seat`, added up (the learner's: Seat::kHuman; the AI
/// partner's: Seat::kAi). Zero decisions when no ship has that seat.
PlayerSummary decisions_of(const ReviewSummary& summary, const Seats& seats, Seat seat);

struct ReviewResult {
    std::vector<ReviewStep> steps;  ///< one per history entry
    ReviewSummary summary;
};

struct ReviewSettings {
    EstimateSettings estimate;
    int threads = 1;
    /// False: the timeline only (every step's win probability and luck), no comparison of actions.
    bool compare_actions = true;
    int key_moments = 5;
};

/// Called with the finished and total tasks of the review (from the thread that runs it).
using ReviewProgress = std::function<void(int finished, int total)>;

/// A review of one history. Run it on a worker thread; cancel() from any thread.
class Review {
public:
    Review(RecordHistory history, ReviewSettings settings);

    /// Computes the review (blocking). Returns false, the result left empty, when cancelled.
    bool run(const ReviewProgress& progress = {});
    /// Asks a running review to stop soon (safe from any thread).
    void cancel() { cancel_.store(true); }
    bool cancelled() const { return cancel_.load(); }

    const RecordHistory& history() const { return history_; }
    const ReviewSettings& settings() const { return settings_; }
    const ReviewResult& result() const { return result_; }

    /// A what-if from `step` of the reviewed history (what_if.h): it copies what it needs, so the
    /// review and its history stay as they are.
    std::optional<WhatIf> what_if(int step, const HistoryEntry& alternative, WhatIfLuck luck, std::uint64_t seed,
                                  std::string* error) const {
        return WhatIf::start(history_, step, alternative, luck, seed, error);
    }

private:
    RecordHistory history_;
    ReviewSettings settings_;
    std::atomic<bool> cancel_{false};
    ReviewResult result_;
};

/// The plain reference (single thread, no reuse, no racing: every position and every legal action
/// estimated on its own to full precision). Slow; kept so that a test checks the fast review
/// against it.
ReviewResult review_plain(const RecordHistory& history, const ReviewSettings& settings);

}  // namespace entanglion::analysis
