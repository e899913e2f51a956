#pragma once
/// The hint a learner can trust, in two steps. First the search a person waits for
/// (policies::person_facing_search_options, within 300 ms on one core) chooses and says why in the
/// game's terms (searchHint: shown at once); then every legal action of the position is weighed by
/// look-ahead (game/analysis/choice_analysis.h, as `entanglion-cli hint` by default: about half a
/// second); the search's choice is suggested with its reason unless the look-ahead finds it
/// significantly worse,
/// the suggestion's win probability, what a detection this turn would cost, every other action's win
/// probability and, when the learner previews a card, that card's actions against the best. Blocking:
/// AiPlayers runs it on a worker thread.

#include <QString>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>

#include "game/analysis/choice_analysis.h"
#include "game/policies/search_why.h"
#include "game/rules/game_state.h"

struct LookAheadHint {
    entanglion::rules::Action action;
    QString text;  ///< a few whole sentences, one a line
    /// What was weighed, and where: the words are made again when the learner previews another card.
    std::shared_ptr<const entanglion::analysis::LookAheadAdvice> advice;
    std::shared_ptr<const entanglion::rules::GameState> state;
    /// Why the search chose its move, from its own figures (the look-ahead's `advice->planned`).
    std::optional<entanglion::policies::SearchWhy> search;
    /// The search's choice and reason, which the look-ahead checks (not asked of the search again).
    entanglion::policies::Explanation planned;
};

/// The hint's first step: the search's choice and its sentence alone (no `advice`). Precondition: a
/// player acts in `state`. `seed` fixes the search's luck.
LookAheadHint searchHint(const entanglion::rules::GameState& state, std::uint64_t seed);

/// The hint's second step, going on from the first (`searched`, searchHint(state, seed)'s result).
/// Precondition: a player acts in `state`. `seed` fixes the playouts' luck. `previewed`: the card the
/// learner is looking at, whose actions the hint sets against the best ("Playing H here: …").
LookAheadHint lookAheadHint(const entanglion::rules::GameState& state, std::uint64_t seed,
                            std::chrono::milliseconds budget,
                            const std::optional<entanglion::analysis::HandCard>& previewed,
                            const LookAheadHint& searched);

/// Which of the hint's lines: all of them (shown), or without every other action's chance (spoken:
/// the list is long to listen to, and it stays on the screen).
enum class HintLines { All, WithoutOthers };

/// The hint's words with the actions of `previewed` singled out (none: no such line).
QString lookAheadHintText(const LookAheadHint& hint, const std::optional<entanglion::analysis::HandCard>& previewed,
                          HintLines lines = HintLines::All);
