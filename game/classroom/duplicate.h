#pragma once
/// Duplicate games for a class: every pair plays the same deal (a seed the teacher gives out, as in
/// duplicate bridge), and afterwards their records are compared side by side. A deal is the state
/// after the rulebook's setup (components on planets, the three cards in each hand, who starts, where
/// the ships start); two records are the same deal when their setups give equal states, whatever
/// seed or explicit setup produced them.
///
/// How much a pair's decisions cost comes from the game review (game/analysis: each decision judged
/// against the best one, lichess style). This library only defines the hook the review plugs into
/// (DecisionReview), so it stays below the policies; `entanglion-cli compare` passes the review, or
/// nothing with --no-review.

#include <optional>
#include <string>
#include <vector>

#include "game/rules/record.h"

namespace entanglion::classroom {

/// The review's answer for one record: the winning chance (in points, 0..100) that the pair's
/// decisions lost against the best decisions, summed over the game.
class DecisionReview {
public:
    virtual ~DecisionReview() = default;
    /// Points lost by the decisions of `record`; nullopt when the review cannot judge it.
    virtual std::optional<double> points_lost(const rules::GameRecord& record) const = 0;
};

/// A record with the name a teacher knows it by (its file name).
struct NamedRecord {
    std::string name;
    rules::GameRecord record;
};

/// One pair's game.
struct PairResult {
    std::string name;
    /// Same deal as the first record of the comparison.
    bool same_deal = false;
    rules::GameStatus status = rules::GameStatus::kInProgress;
    /// Player actions in the record (Navigate, Exchange, Retrieve, Event and the choices within them).
    int actions = 0;
    int components = 0;     ///< quantum components collected
    std::string detection;  ///< where the detection rate ended, as printed on the track ("4", "X")
    /// From the review; nullopt without one, or when it could not judge this record.
    std::optional<double> points_lost;
    /// Set when the record does not replay ("action 7: ..."); the other fields are then zero.
    std::string error;
};

struct Comparison {
    std::vector<PairResult> pairs;
    /// Every record replays and deals the same as the first.
    bool all_same_deal = true;
    /// A review was given (the points column means something).
    bool reviewed = false;
};

/// The state after the setup of `record` (no action applied); nullopt with `error` when the setup
/// does not replay.
std::optional<rules::GameState> deal_of(const rules::GameRecord& record, std::string* error);

/// Replays every record and compares each with the first. `review` may be null (not reviewed).
Comparison compare_records(const std::vector<NamedRecord>& records, const DecisionReview* review);

/// A table for the terminal: one row per record, in the order given (so a teacher finds each pair
/// where they put it on the command line).
std::string format_comparison_text(const Comparison& comparison);
/// The same as JSON (for a spreadsheet or a script).
std::string format_comparison_json(const Comparison& comparison);

}  // namespace entanglion::classroom
