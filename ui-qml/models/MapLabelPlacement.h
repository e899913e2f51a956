#pragma once
/// The search for every label's spot on the map (MapLayout.h says what a good spot is): the card
/// labels slide along their lines, the ships' marks ride on their planets' rims, and each planet's
/// name and component tag try every spot around its disc, the planet with the least room first,
/// badly placed pairs repaired afterwards. Used by MapLayout only.

#include "game/board/board.h"
#include "ui-qml/models/MapLayout.h"

namespace mapLayout {

/// Places the legend's blocks, the card labels, the ships' marks, the names and the tags of
/// `layout`, whose sizes and curves are set; counts in layout.collisions each that covers something.
void placeLabels(const entanglion::Board& board, const PlanetNames& names, Layout& layout);

}  // namespace mapLayout
