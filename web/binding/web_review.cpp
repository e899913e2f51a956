// A game's review for the page (web_review.h).
#include "web/binding/web_review.h"

#include <vector>

#include "cli/review_output.h"
#include "game/analysis/record_history.h"
#include "web/binding/web_json.h"

namespace entanglion::web {

namespace {

/// The events the entry made when it was played: replayed from the position before it.
std::vector<rules::GameEvent> events_of(const analysis::RecordHistory& history, int entry) {
    rules::GameState position = history.positions[static_cast<std::size_t>(entry)];
    const rules::HistoryEntry& played = history.entries[static_cast<std::size_t>(entry)];
    std::vector<rules::GameEvent> events;
    if (played.is_chance) {
        (void)position.apply_chance_outcome(played.outcome, nullptr, &events);
    } else if (played.is_action()) {
        (void)position.apply_until_chance(played.action, nullptr, &events);
    }
    return events;
}

}  // namespace

std::optional<nlohmann::json> review_json_of(const rules::GameRecord& record, const analysis::Seats& seats,
                                             int max_playouts, std::string* error) {
    auto history = analysis::read_record_history(record, error);
    if (!history) return std::nullopt;
    analysis::ReviewSettings settings;
    settings.estimate.max_playouts = max_playouts;
    settings.threads = 1;
    analysis::Review review(std::move(*history), settings);
    (void)review.run();
    nlohmann::json out = cli::review_json(review, seats, "", 0.0);
    nlohmann::json moments = nlohmann::json::array();
    for (int index : review.result().summary.key_moments) {
        const analysis::ReviewStep& step = review.result().steps[static_cast<std::size_t>(index)];
        moments.push_back({{"step", index},
                           {"shown_step", step.shown_step()},
                           {"kind", step.luck ? "chance" : "decision"},
                           {"swing_tenths", step.swing_tenths()},
                           {"events", events_json(events_of(review.history(), step.entry), 0)}});
        const auto& decision = step.decision;
        if (decision) {
            moments.back()["player"] = std::string(ship_id(decision->player));
            moments.back()["played"] = action_json(step.history_entry.action);
            if (decision->compared && decision->best != step.history_entry.action) {
                moments.back()["best"] = action_json(decision->best);
                moments.back()["points_lost_tenths"] = decision->points_lost_tenths;
            }
        }
    }
    out["moments"] = std::move(moments);
    return out;
}

}  // namespace entanglion::web
