#include "game/classroom/duplicate.h"

#include "game/rules/cards.h"

#include <algorithm>
#include <cstdio>
#include <nlohmann/json.hpp>

namespace entanglion::classroom {
namespace {

std::string points_text(const std::optional<double>& points) {
    if (!points) return "-";
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.1f", *points);
    return buffer;
}

std::string pad(const std::string& text, std::size_t width) {
    return text.size() >= width ? text + ' ' : text + std::string(width - text.size(), ' ');
}

}  // namespace

std::optional<rules::GameState> deal_of(const rules::GameRecord& record, std::string* error) {
    rules::GameRecord setup_only = record;
    setup_only.actions.clear();
    rules::ReplayResult result = rules::replay_record(setup_only);
    if (!result.state) {
        *error = result.error;
        return std::nullopt;
    }
    return std::move(result.state);
}

Comparison compare_records(const std::vector<NamedRecord>& records, const DecisionReview* review) {
    Comparison comparison;
    comparison.reviewed = review != nullptr;
    std::optional<rules::GameState> first_deal;
    for (std::size_t i = 0; i < records.size(); ++i) {
        const NamedRecord& named = records[i];
        PairResult pair;
        pair.name = named.name;
        std::string error;
        const std::optional<rules::GameState> deal = deal_of(named.record, &error);
        const rules::ReplayResult played = deal ? rules::replay_record(named.record) : rules::ReplayResult{};
        if (!deal || !played.state) {
            pair.error = deal ? played.error : error;
            comparison.all_same_deal = false;
            comparison.pairs.push_back(std::move(pair));
            continue;
        }
        if (i == 0) first_deal = deal;
        pair.same_deal = first_deal && *deal == *first_deal;
        comparison.all_same_deal = comparison.all_same_deal && pair.same_deal;
        pair.status = played.state->status();
        pair.actions = static_cast<int>(named.record.actions.size());
        pair.components = played.state->components_collected();
        pair.detection = std::string(rules::detection_label(played.state->detection_position()));
        if (review) pair.points_lost = review->points_lost(named.record);
        comparison.pairs.push_back(std::move(pair));
    }
    return comparison;
}

std::string format_comparison_text(const Comparison& comparison) {
    std::size_t name_width = 6;
    for (const PairResult& pair : comparison.pairs) name_width = std::max(name_width, pair.name.size() + 2);
    std::string text =
        pad("record", name_width) + "deal       result       actions  components  detection  points lost\n";
    for (const PairResult& pair : comparison.pairs) {
        text += pad(pair.name, name_width);
        if (!pair.error.empty()) {
            text += "does not replay: " + pair.error + '\n';
            continue;
        }
        text += pad(pair.same_deal ? "same" : "DIFFERENT", 11) +
                pad(std::string(rules::game_status_id(pair.status)), 13) + pad(std::to_string(pair.actions), 9) +
                pad(std::to_string(pair.components) + "/8", 12) + pad(pair.detection, 11) +
                points_text(pair.points_lost) + '\n';
    }
    text += comparison.all_same_deal ? "Every record has the same deal as the first.\n"
                                     : "Not every record has the same deal as the first: compare only the pairs "
                                       "marked \"same\".\n";
    if (!comparison.reviewed) {
        text += "Points lost: not reviewed (--no-review), so the column stays empty.\n";
    }
    return text;
}

std::string format_comparison_json(const Comparison& comparison) {
    nlohmann::ordered_json json;
    json["same_deal"] = comparison.all_same_deal;
    json["reviewed"] = comparison.reviewed;
    json["records"] = nlohmann::ordered_json::array();
    for (const PairResult& pair : comparison.pairs) {
        nlohmann::ordered_json row;
        row["name"] = pair.name;
        if (!pair.error.empty()) {
            row["error"] = pair.error;
        } else {
            row["same_deal"] = pair.same_deal;
            row["result"] = std::string(rules::game_status_id(pair.status));
            row["actions"] = pair.actions;
            row["components"] = pair.components;
            row["detection"] = pair.detection;
            row["points_lost"] =
                pair.points_lost ? nlohmann::ordered_json(*pair.points_lost) : nlohmann::ordered_json();
        }
        json["records"].push_back(std::move(row));
    }
    return json.dump(2) + '\n';
}

}  // namespace entanglion::classroom
