#pragma once
/// What if: from any step of a recorded game, play on from another action (or another chance
/// outcome) and see where it leads. A what-if works on its own copy of the position: the record and
/// the history it started from are never changed.
///
/// Its chance comes from one of two sources:
/// - WhatIfLuck::kRecorded, "the same luck still to come" (rules::RecordedLuck, the one rule the
///   board's what-if, GameSession::continued, follows too): the record's outcomes after the step,
///   kept in order in one queue per kind (the d8, the Centarious die, engine draws, event draws,
///   Spooky Action's pick, the measurement). The n-th chance node of a kind in the what-if meets the
///   n-th recorded outcome of that kind after the step, and takes it when it still applies: when it
///   is one of that node's possible outcomes (probability above zero: a die face always is; a
///   drawn card is when the pile still holds it; a measured state is when its probability is not
///   zero). When it does not apply, or the record has no more of that kind, the node gets fresh
///   luck; the recorded outcome is used up either way, so the queues never drift (the 5th d8 of the
///   what-if always meets the record's 5th d8 after the step).
/// - WhatIfLuck::kFresh: every chance node sampled anew from the what-if's seed.

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "game/analysis/estimate.h"
#include "game/analysis/playout.h"
#include "game/analysis/record_history.h"
#include "game/rules/chance_sampler.h"

namespace entanglion::analysis {

enum class WhatIfLuck : std::uint8_t { kRecorded, kFresh };

/// Where an entry of a what-if came from.
enum class EntrySource : std::uint8_t {
    kAlternative,  ///< the action or outcome the what-if starts with
    kPlayer,       ///< a player's action
    kRecorded,     ///< a recorded chance outcome that still applied
    kFresh,        ///< a chance outcome drawn anew
};

struct WhatIfEntry {
    HistoryEntry entry;
    EntrySource source = EntrySource::kPlayer;
};

class WhatIf {
public:
    /// Starts at history.positions[step] with `alternative` instead of the recorded entry `step`: a
    /// legal action when a player acts there, one of the node's outcomes at a chance node. Chance
    /// that follows is answered by `luck` (fresh outcomes from `seed`). nullopt with the reason in
    /// `error` when `step` is not a step of the history or the alternative does not apply there.
    static std::optional<WhatIf> start(const RecordHistory& history, int step, const HistoryEntry& alternative,
                                       WhatIfLuck luck, std::uint64_t seed, std::string* error);

    const rules::GameState& state() const { return state_; }
    /// The step the what-if left the record at.
    int branch_step() const { return branch_step_; }
    /// The entries since the branch point, the alternative first.
    const std::vector<WhatIfEntry>& entries() const { return entries_; }
    int recorded_used() const { return recorded_used_; }
    int fresh_used() const { return fresh_used_; }

    /// A player's action (then the chance it meets, answered by the luck rule). False with `error`
    /// when it is not legal now.
    bool apply(const rules::Action& action, std::string* error = nullptr);
    /// The team's policy plays on until the game ends (or `max_actions` actions).
    void play_on(const TeamSettings& team, int max_actions = 100000);

private:
    WhatIf(rules::GameState state, int step, WhatIfLuck luck, std::uint64_t seed)
        : state_(std::move(state)), branch_step_(step), index_(step), luck_(luck), seed_(seed) {}
    void answer_chance();

    rules::GameState state_;
    int branch_step_ = 0;
    int index_ = 0;  ///< history index of state_
    WhatIfLuck luck_;
    std::uint64_t seed_;
    rules::RecordedLuck recorded_;
    std::vector<WhatIfEntry> entries_;
    int recorded_used_ = 0;
    int fresh_used_ = 0;
};

/// The win probability after the alternative against after the recorded entry at `step`, estimated
/// with the same luck to come (paired): what the choice (or the outcome) was worth.
struct AlternativeValue {
    Estimate alternative;
    Estimate recorded;
    Difference difference;  ///< alternative minus recorded
};
/// Precondition: `alternative` applies at history.positions[step] (WhatIf::start accepted it).
AlternativeValue compare_alternative(const RecordHistory& history, int step, const HistoryEntry& alternative,
                                     const EstimateSettings& settings);

}  // namespace entanglion::analysis
