#pragma once
/// An orbital detection under the board rules, compared with a measurement. The board rules move
/// both ships from the Entanglion planet where they were detected to one Centarious planet (by the
/// Centarious die, or the Physical Qubits holder's choice); the quantum rules measure both ships of
/// that planet's state in the Z basis instead, each outcome with its Born probability. This says
/// which outcomes a measurement allows and whether the board's landing is one of them, as data for
/// a UI (or the CLI) to word.

#include <optional>

#include "game/board/board.h"
#include "game/rules/chance.h"
#include "statevector/state.h"
#include "util/fixed_vector.h"

namespace entanglion::rules {

struct DetectionComparison {
    /// The outcomes of probability above 1e-9, in the order |00>, |01>, |10>, |11>.
    FixedVector<MeasurementChance, 4> outcomes;
    /// The board's landing as an outcome (bit 1 for a ship on ONE).
    BasisOutcome landing;
    /// The landing is one of `outcomes`.
    bool landing_possible = false;
    /// Every outcome is possible, while the board only ever lands both ships together (|00>, |11>).
    bool every_outcome_possible() const { return outcomes.size() == 4; }
};

/// Compares detection on `planet` (where both ships orbited) with landing at `landing`. Nullopt when
/// `planet` has no two-qubit state on `board` (not an Entanglion planet) or a ship of `landing` is
/// not on a Centarious planet (ZERO or ONE).
std::optional<DetectionComparison> compare_detection_with_measurement(const Board& board, Planet planet,
                                                                      const ShipPositions& landing);

}  // namespace entanglion::rules
