#pragma once
/// The hint a learner can trust (issue 22): every legal action of the position weighed by look-ahead
/// (game/analysis/choice_analysis.h, as `entanglion-cli hint` by default: about half a second), the
/// heuristic's plan suggested with its reason unless the look-ahead finds it significantly worse,
/// the suggestion's win probability, what a detection this turn would cost, and every other
/// action's win probability. Blocking: AiPlayers runs it on a worker thread.

#include <QString>
#include <chrono>
#include <cstdint>

#include "game/rules/game_state.h"

struct LookAheadHint {
    entanglion::rules::Action action;
    QString text;  ///< a few whole sentences, one a line
};

/// Precondition: a player acts in `state`. `seed` fixes the playouts' luck.
LookAheadHint lookAheadHint(const entanglion::rules::GameState& state, std::uint64_t seed,
                            std::chrono::milliseconds budget);
