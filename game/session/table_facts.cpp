#include "game/session/table_facts.h"

#include <variant>

namespace entanglion::session {

SetupFacts setup_facts_of(const rules::GameState* state, const rules::GameRecord& record) {
    if (!state) return {};
    return SetupFacts{
        .has_game = true, .variant = state->variant(), .difficulty = record.difficulty, .seed = record.seed};
}

TurnFacts turn_facts_of(const rules::GameState* state) {
    if (!state) return {};
    return TurnFacts{.status = state->status(),
                     .current_player = state->current_player(),
                     .acting_player = state->acting_player(),
                     .turn_number = state->turn_number(),
                     .decision = state->pending_decision().kind,
                     .actions_applied = state->actions_applied()};
}

TableFacts table_facts_of(const rules::GameState* state) {
    if (!state) return {};
    return TableFacts{.detection_position = state->detection_position(),
                      .engine_stack_count = static_cast<int>(state->engine_stack().size()),
                      .engine_discard_count = static_cast<int>(state->engine_discard().size()),
                      .event_deck_count = static_cast<int>(state->event_deck().size()),
                      .event_discard_count = static_cast<int>(state->event_discard().size()),
                      .components_collected = state->components_collected()};
}

ModeFacts mode_facts_of(const TableMode& mode) {
    ModeFacts facts{.kind = static_cast<ModeKind>(mode.index())};
    if (const SteppingThrough* through = std::get_if<SteppingThrough>(&mode)) {
        facts.following = static_cast<bool>(through->following);
        facts.step = through->step;
        facts.length = through->cursor.step_count();
        facts.of_played_game = through->of_played_game;
        facts.newer_moves = through->newer_moves;
    } else if (const WhatIf* what_if = std::get_if<WhatIf>(&mode)) {
        facts.luck = what_if->luck;
        facts.what_if_from = what_if->from_step;
    } else if (std::holds_alternative<Following>(mode)) {
        facts.following = true;
    }
    return facts;
}

}  // namespace entanglion::session
