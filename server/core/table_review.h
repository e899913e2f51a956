#pragma once
/// What the server reviews of a class's tables (class_hub.h), Qt-free: the review of a finished
/// table's game (game/analysis/review.h, on a smaller budget than `entanglion-cli review`), the
/// decision loss of a table's last move (the "costly move" flag), and the concept a costly decision
/// belongs to, so that the class summary can say which ideas cost the class most.
///
/// Both computations take from under a second (a move) to a few seconds (a long game) of CPU
/// time, so the class hub runs them on a worker thread (review_worker.h), never on the event loop.

#include <array>
#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/rules/game_state.h"
#include "game/rules/record.h"

namespace entanglion::server {

/// The idea behind a decision, read from the position before it and the action played: what the
/// class summary sums the decisions' losses by.
enum class DecisionConcept : std::uint8_t {
    /// H played on a ship whose qubit is already in superposition (neither 0 nor 1 for sure): it
    /// undoes (or reshapes) the superposition instead of making one.
    kHOnSuperposition,
    /// CNOT played while the control (the other ship's qubit) is 0 for sure: it changes nothing.
    kCnotControlAtZero,
    /// A decision taken with the detection track at value 5 or more (three steps from the end or
    /// closer) that did not weigh the risk: any loss there is counted as ignoring detection.
    kIgnoredDetection,
    /// Any other decision.
    kOther,
};
inline constexpr int kDecisionConceptCount = 4;
/// "h_on_superposition", "cnot_control_at_zero", "ignored_detection", "other".
std::string_view decision_concept_id(DecisionConcept concept_);
/// The first concept that fits, in the enum's order. Precondition: `played` is legal in `before`.
DecisionConcept decision_concept(const rules::GameState& before, const rules::Action& played);
/// The track position from which a decision counts as taken under detection pressure (value 5).
inline constexpr int kDetectionPressureFrom = 7;
/// What the summary sums by card: the engine card an action plays, discards or gives ("X", "H",
/// "CNOT", "SWAP"), else "event" (an event card played), "retrieve", "defense" (a roll against
/// defenses, Quantum Tunnel, Magnetic Shielding's keep or reroll) or "other" (a few listed kinds
/// keep the summary short enough to read).
std::string decision_card(const rules::Action& played);

/// A decision that lost win probability against the best action (significantly: the review's
/// class good or worse).
struct DecisionLoss {
    Ship ship = Ship::kMercurial;
    int step = 0;        ///< the step-through's step (the review's shown_step)
    std::string action;  ///< the action's text form
    std::string card;    ///< decision_card
    DecisionConcept concept_ = DecisionConcept::kOther;
    int points_lost_tenths = 0;
};

/// The largest swings of the game.
struct KeyMoment {
    int step = 0;
    std::string what;  ///< the entry in words ("Mercurial's detection roll 1 (orbital defenses)")
    int swing_tenths = 0;
};

/// A table's game reviewed (win probabilities in tenths of a percentage point, as the review prints).
struct TableReview {
    rules::GameStatus status = rules::GameStatus::kInProgress;
    int actions = 0;  ///< player actions
    int start_tenths = 0, decisions_tenths = 0, luck_tenths = 0, result_tenths = 0;
    std::array<int, 2> decisions{};           ///< by Ship: the player's decisions
    std::array<int, 2> points_lost_tenths{};  ///< by Ship: summed over significant losses
    std::vector<DecisionLoss> losses;         ///< in history order
    std::vector<KeyMoment> key_moments;       ///< largest first
    std::int64_t playouts = 0;
};

/// How much the server spends: estimates within +-5 points (the CLI's review: +-3), at most 512
/// playouts each; the last move's comparison stops after `move_budget_ms` of wall time (0: by
/// precision alone, reproducible: the tests).
struct ReviewBudget {
    int max_playouts = 512;
    double half_width = 0.05;
    int key_moments = 5;
    std::uint64_t seed = 1;
    int move_budget_ms = 300;
};

/// Reviews a table's record on the calling thread. nullopt with the reason when the record does not
/// replay. `cancel`, when set, stops a long review early (nullopt, "cancelled").
std::optional<TableReview> review_table(const rules::GameRecord& record, const ReviewBudget& budget, std::string* error,
                                        const std::atomic<bool>* cancel = nullptr);

/// The decision loss of the record's last player action: every legal action of the position before
/// it weighed (analysis::analyse_choices) against the one played.
struct LastMoveLoss {
    Ship ship = Ship::kMercurial;
    int points_lost_tenths = 0;
    /// A mistake or a blunder by the review's thresholds (more than 10 points, significant).
    bool costly = false;
};
/// nullopt when the record has no action, or its last one was the only legal action.
std::optional<LastMoveLoss> last_move_loss(const rules::GameRecord& record, const ReviewBudget& budget,
                                           std::string* error);

}  // namespace entanglion::server
