#include "game/rules/navigation_preview.h"

namespace entanglion::rules {

std::optional<NavigationPreview> preview_navigation(const GameState& state, EngineCard card, Ship ship) {
    const std::optional<NavCard> nav = nav_card_of(card);
    if (!nav) return std::nullopt;
    NavigationPreview preview{Gate{gate_kind_of(*nav), ship}, state.navigation_destination(card, ship),
                              state.live_state()};
    preview.live_after.apply(preview.gate);
    preview.live_after.snap();
    return preview;
}

}  // namespace entanglion::rules
