// The setup of a new game as the rulebook deals it, each random step a chance node (chance_node.h):
// 2. a component on each Entanglion planet, clockwise from OMEGA ZERO; 6. both players roll the d8,
// the higher goes first, ties roll again; 7. each ship's Centarious die, the first player's first;
// 8. three engine cards each from the top of the stack, the first player first. The engine stack
// (PROBE at the bottom) and the event deck (Quantum Shuffle sixth) need no chance until a draw.

#include <cassert>

#include "game/rules/game_state.h"
#include "game/rules/navigation.h"
#include "game/rules/resolver.h"

namespace entanglion::rules {

void Resolver::start_setup() {
    s_.in_setup_ = true;
    static_assert(kComponentCount == 8, "one placement per Entanglion planet");
    const Task place = Step::place_component();
    then({place, place, place, place, place, place, place, place, Step::first_player_rolls(),
          Step::choose_first_player(), Step::end_setup()});
}

void Resolver::place_component_request(int index) {
    assert(index < kComponentCount);
    (void)index;
    request(ChanceKind::kComponentPlacement, Ship::kMercurial);
}

void Resolver::component_placed(Component component) {
    const Planet planet = kClockwiseEntanglion[s_.components_placed_++];
    s_.place_component(component, ComponentLocation{false, Ship::kMercurial, planet});
}

void Resolver::choose_first_player() {
    ++s_.first_player_rounds_;
    const int mercurial = s_.first_player_rolls_[static_cast<int>(Ship::kMercurial)];
    const int rubicon = s_.first_player_rolls_[static_cast<int>(Ship::kRubicon)];
    if (mercurial == rubicon) {  // a tie: both roll again
        then({Step::first_player_rolls(), Step::choose_first_player()});
        return;
    }
    const Ship first = mercurial > rubicon ? Ship::kMercurial : Ship::kRubicon;
    s_.current_ = first;
    if (logging()) emit(first, event::SetupFirstPlayer{s_.first_player_rounds_});
    // Ships first, then the hands, the first player first each time.
    then({Step::place_ship_at_start(first), Step::place_ship_at_start(other(first)),
          Step::fill(first, FillTarget::kHand), Step::fill(other(first), FillTarget::kHand)});
}

void Resolver::ship_placed_at_start(Ship ship, int bit) {
    if (logging()) emit(ship, event::DieRolled{Die::kCentarious, bit, RollPurpose::kPlacement, false});
    const Planet planet = bit == 0 ? Planet::kZero : Planet::kOne;
    if (ship == Ship::kMercurial) {
        s_.positions_.mercurial = planet;
    } else {
        s_.positions_.rubicon = planet;
    }
    s_.live_ = s_.nav_->state_of(s_.positions_);
}

void Resolver::end_setup() {
    // The setup's own bookkeeping is cleared: the position is the one an explicit setup describes.
    s_.in_setup_ = false;
    s_.first_player_rolls_ = {};
    s_.first_player_rounds_ = 0;
    s_.last_roll_ = 0;
}

}  // namespace entanglion::rules
