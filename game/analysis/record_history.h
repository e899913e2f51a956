#pragma once
/// A game record as the analysis reads it: the position after the setup and the flat history of
/// player actions and chance outcomes from there (the record's history, rules::history_of, less the
/// setup's outcomes: the review looks at the game, not at the deal), and the position before and
/// after every entry, reached through the rules' stepped API alone.

#include <optional>
#include <string>
#include <vector>

#include "game/rules/game_state.h"
#include "game/rules/record.h"

namespace entanglion::analysis {

/// One entry of the history: a player's action, a chance outcome or a take-back.
using rules::HistoryEntry;

struct RecordHistory {
    /// positions[k] is the game before entry k; positions.back() the game after the last entry.
    /// So positions.size() == entries.size() + 1. The positions keep no history of their own.
    std::vector<rules::GameState> positions;
    std::vector<HistoryEntry> entries;
    /// The record (what a step-through and a what-if start from).
    rules::GameRecord record;

    int entry_count() const { return static_cast<int>(entries.size()); }
    /// How many player actions come before entry k (k = entry_count(): all of them): the step of the
    /// record's step-through (rules::ReplayCursor::state_at) at which entry k is seen.
    int actions_before(int entry) const;
};

/// Reads `record` into its flat history and replays every entry through the stepped API. When the record does not
/// replay, returns nullopt with the rules' located message in `error` ("action 7: RUBICON cannot play CNOT: hand is [X,
/// H]", "setup: ...").
std::optional<RecordHistory> read_record_history(const rules::GameRecord& record, std::string* error);

/// The text form of an entry: the action's ("MERCURIAL navigate H"), or the outcome's kind and value
/// ("d8 3", "centarious 0", "engine_draw CNOT", "event_draw HEISENBERG", "component_pick
/// QUANTUM_GATES", "measure |01>", the bits of Mercurial and Rubicon).
std::string describe_entry(const HistoryEntry& entry);
/// An entry in words for people (the CLI's review table), given the position before it: an action's
/// text form as above; what chance did in words, e.g. "Mercurial's detection roll 2 (orbital
/// defenses)", "Centarious die 1 (planet ONE)", "Rubicon draws SWAP from the engine stack",
/// "Mercurial draws the event card Bennett", "Spooky Action picks Quantum Gates", "the ships are
/// measured: |01>". describe_entry stays the form a what-if reads and the JSON gives.
std::string readable_entry(const HistoryEntry& entry, const rules::GameState& before);
/// Reads a chance outcome's text form (any letter case; "measure 01" too). nullopt with the
/// problem in `error` otherwise.
std::optional<rules::ChanceOutcome> parse_outcome(std::string_view text, std::string* error);

/// Applies one history entry to `state` through the stepped API (an action by
/// apply_until_chance, an outcome by apply_chance_outcome). False with `error` when it does not apply,
/// and for a take-back, which needs the position before the action it takes back (read_record_history
/// applies those).
bool apply_entry(rules::GameState& state, const HistoryEntry& entry, std::string* error = nullptr);

}  // namespace entanglion::analysis
