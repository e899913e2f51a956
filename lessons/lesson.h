#pragma once
/// A self-study lesson as data: where the ships start, which cards each ship may play and how many,
/// the goal, the texts shown to the learner. Lessons are read from JSON (docs/lesson-format.md,
/// loader.h); this header only holds the parsed, validated form and the goal test.
///
/// A lesson runs under one of two rule sets:
/// - board:   moves follow the printed board (Board::printed_move). A card with no printed path is
///            still spent but nothing moves, exactly as in the board game.
/// - quantum: moves are the real gates applied to the state vector, including the effects the board
///            leaves out (phase kickback) and gates that are not engine cards (Z, S, ...).

#include <array>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "game/board/board.h"
#include "game/board/rules_variant.h"
#include "lessons/language.h"
#include "statevector/gate.h"
#include "statevector/state.h"

namespace entanglion::lessons {

/// States reached by card gates are exact up to rounding; 1e-9 separates them cleanly.
inline constexpr double kGoalTolerance = 1e-9;
/// Two of a goal's probabilities are the same value, within kGoalTolerance.
inline bool near_goal_value(double a, double b) { return std::abs(a - b) <= kGoalTolerance; }

/// The largest card budget (and card limit) a lesson may give: keeps the solver's search small.
inline constexpr int kMaxLessonBudget = 12;

/// A card a ship may play, optionally limited in number. The lesson's overall `budget` limits the
/// total number of cards in any case.
struct CardAllowance {
    Ship ship = Ship::kMercurial;
    GateKind kind = GateKind::kX;
    /// How many times this ship may play this card; nullopt = as often as the budget allows.
    std::optional<int> limit;
};

/// Where a lesson starts: a state of the two ships. `positions` is set whenever the board names the
/// state (always under board rules).
struct LessonStart {
    TwoQubitState state;
    std::optional<ShipPositions> positions;
};

/// What the learner must reach. Every condition that is set must hold (logical AND); a goal has at
/// least one condition. All conditions ignore the global phase, which no measurement can see.
struct Goal {
    /// The state up to global phase, from a catalogue id or amplitudes in the file.
    std::optional<TwoQubitState> state;
    /// The catalogue id when the state goal was given by name ("PHI_PLUS", "ZERO,PLUS").
    std::string state_id;
    /// Where a ship must be; one or both may be required. Holds only when the board names the state.
    std::optional<Planet> mercurial_planet;
    std::optional<Planet> rubicon_planet;
    /// true: the state must not factor per ship; false: it must factor.
    std::optional<bool> entangled;
    /// A Z-basis measurement of that ship gives this bit with certainty.
    std::optional<int> certain_mercurial;
    std::optional<int> certain_rubicon;
    /// Born-rule probability that a measurement of that ship gives 1.
    std::optional<double> probability_of_one_mercurial;
    std::optional<double> probability_of_one_rubicon;
    /// Measuring both ships: "agree" = always the same bit, "differ" = always different bits.
    enum class Outcomes : std::uint8_t { kAgree, kDiffer };
    std::optional<Outcomes> outcomes;

    /// True when no condition is set (such a goal is rejected by the loader).
    bool empty() const;
};

/// The live situation in a lesson: the state vector and, when the board names it, the positions.
struct LessonPosition {
    TwoQubitState state;
    std::optional<ShipPositions> positions;
};

/// The texts a learner reads, in one language.
struct LessonTexts {
    std::string title;
    /// Paragraphs separated by blank lines.
    std::string intro;
    std::string task;
    std::vector<std::string> hints;
    std::string success;
    /// What the lesson teaches and the wrong idea it addresses, for teachers and learners (file fields
    /// "learning_goal" and "misconception"; the validator refuses a lesson without them).
    std::string learning_goal;
    std::string misconception;
};

struct Lesson {
    std::string id;
    std::string title;
    /// Where the lesson came from ("bell.json", "builtin:01-kets.json"): used in messages.
    std::string source;
    RulesVariant rules = RulesVariant::kBoard;
    /// Paragraphs separated by blank lines.
    std::string intro;
    /// One sentence telling the learner what to reach.
    std::string task;
    LessonStart start;
    /// In file order, Mercurial's cards first.
    std::vector<CardAllowance> cards;
    /// Maximum number of cards in a solution.
    int budget = 1;
    Goal goal;
    std::vector<std::string> hints;
    /// Shown once the goal is reached.
    std::string success;
    /// One sentence: what the learner can do after the lesson (file field "learning_goal").
    std::string learning_goal;
    /// The wrong idea the lesson addresses, then the right one (file field "misconception").
    std::string misconception;
    /// title, intro, task, hints, success, learning_goal and misconception above are English, the fallback. The other
    /// languages' texts are here, indexed by Language (the English entry stays empty); an empty string (or a missing
    /// hint) means "not translated".
    std::array<LessonTexts, kLanguageCount> translations;

    /// The texts in `language`, each field (each hint) falling back to English where it has no
    /// translation.
    LessonTexts texts(Language language) const;
    /// The JSON pointers of the text fields without a translation into `language` ("/title",
    /// "/hints/1"); empty for English and for a complete translation.
    std::vector<std::string> untranslated_fields(Language language) const;

    /// The app offers a Measure button with the histogram of shots (file field "measure", optional).
    bool measure = false;

    /// The allowance for `gate`, or nullptr when that ship may not play that card.
    const CardAllowance* allowance_for(const Gate& gate) const;
};

/// Does `position` satisfy every condition of `goal`?
bool goal_reached(const Goal& goal, const LessonPosition& position);

/// The conditions of `goal` in words, one per line, e.g. "state: PHI_PLUS (up to global phase)".
std::vector<std::string> describe_goal(const Goal& goal);

/// "(|00> + |11>)/√2  in |Mercurial Rubicon> (PHI PLUS)": the ket, and the planets when the board
/// names them ("Mercurial ZERO, Rubicon PLUS").
std::string describe_position(const LessonPosition& position);

/// "H:MERCURIAL (up to 2), CNOT:RUBICON" as text for people.
std::string describe_cards(const Lesson& lesson);

}  // namespace entanglion::lessons
