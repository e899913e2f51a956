#pragma once
// Test helper: answers a game's chance nodes through the stepped API (apply_chance_outcome) with the
// outcomes a test forces: the next forced outcome when it is of the node's kind, otherwise, for a
// draw, the next card of the pile as the explicit setup listed it (until the rules rebuild that
// pile; then its draws must be forced). So a test forces the dice and lists the cards on top.

#include <optional>
#include <string>
#include <vector>

#include "game/rules/game_state.h"

namespace entanglion::testing {

class ForcedChance {
public:
    explicit ForcedChance(const rules::GameSetup& setup)
        : engine_top_(setup.engine_stack), events_top_(setup.event_deck) {}

    /// Queues outcomes to force, in order.
    void force(const std::vector<rules::ChanceOutcome>& outcomes) {
        forced_.insert(forced_.end(), outcomes.begin(), outcomes.end());
    }
    /// How many forced outcomes have not been used yet.
    std::size_t unused() const { return forced_.size() - next_; }

    /// Answers every chance node `state` waits at with the forced outcomes and the listed piles. The
    /// outcomes applied go to `applied`, the events to `events`. Returns the problem ("the game needs
    /// a d8 outcome, none is forced"), or an empty string.
    std::string answer(rules::GameState& state, std::vector<rules::GameEvent>* events,
                       std::vector<rules::ChanceOutcome>* applied) {
        using rules::ChanceKind;
        const std::vector<rules::ChanceOutcome>& forced = forced_;
        std::size_t& next = next_;
        std::size_t seen = events ? events->size() : 0;
        while (state.at_chance_node()) {
            forget_rebuilt_piles(events, seen);
            const ChanceKind kind = state.pending_chance().kind;
            std::optional<rules::ChanceOutcome> outcome;
            if (next < forced.size() && forced[next].kind == kind) {
                outcome = forced[next++];
            } else if (kind == ChanceKind::kEngineDraw && !engine_top_.empty()) {
                outcome = rules::ChanceOutcome::engine_draw(engine_top_.front());
                engine_top_.erase(engine_top_.begin());
            } else if (kind == ChanceKind::kEventDraw && !events_top_.empty()) {
                outcome = rules::ChanceOutcome::event_draw(events_top_.front());
                events_top_.erase(events_top_.begin());
            } else {
                return "the game needs a " + std::string(rules::chance_kind_id(kind)) + " outcome, " +
                       (next < forced.size()
                            ? "the next forced is " + std::string(rules::chance_kind_id(forced[next].kind))
                            : std::string("none is forced"));
            }
            std::string error;
            if (!state.apply_chance_outcome(*outcome, &error, events)) return error;
            if (applied) applied->push_back(*outcome);
        }
        forget_rebuilt_piles(events, seen);
        return {};
    }

    /// The cards the next unforced draws reveal, top first.
    const std::vector<rules::EngineCard>& engine_top() const { return engine_top_; }
    const std::vector<rules::EventCard>& events_top() const { return events_top_; }

private:
    // A rebuilt pile no longer lies as the setup listed it.
    void forget_rebuilt_piles(const std::vector<rules::GameEvent>* events, std::size_t& seen) {
        if (!events) return;
        for (; seen < events->size(); ++seen) {
            if ((*events)[seen].type() == rules::GameEventType::kEngineStackReshuffled) engine_top_.clear();
            if ((*events)[seen].type() == rules::GameEventType::kEventDeckRebuilt) events_top_.clear();
        }
    }

    std::vector<rules::EngineCard> engine_top_;
    std::vector<rules::EventCard> events_top_;
    std::vector<rules::ChanceOutcome> forced_;
    std::size_t next_ = 0;
};

}  // namespace entanglion::testing
