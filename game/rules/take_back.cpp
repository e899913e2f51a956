#include "game/rules/take_back.h"

namespace entanglion::rules {
namespace {

/// Below this an outcome had a rival: probabilities of forced outcomes are exactly 1 up to rounding.
constexpr double kForced = 1.0 - 1e-12;

/// What an outcome of `kind` shows the players, in words.
std::string_view revealed_words(ChanceKind kind) {
    switch (kind) {
        case ChanceKind::kEntanglionDie:
            return "the roll of the Entanglion die";
        case ChanceKind::kCentariousDie:
            return "the roll of the Centarious die";
        case ChanceKind::kComponentPick:
            return "Spooky Action's pick of a component";
        case ChanceKind::kMeasurement:
            return "the measurement of both ships";
        case ChanceKind::kEngineDraw:
            return "the engine card drawn";
        case ChanceKind::kEventDraw:
            return "the event card drawn";
        case ChanceKind::kComponentPlacement:
            return "the component laid out";
    }
    return "a chance outcome";
}

bool is_draw(ChanceKind kind) { return kind == ChanceKind::kEngineDraw || kind == ChanceKind::kEventDraw; }

}  // namespace

std::optional<std::size_t> last_standing_action(const GameRecord& record) {
    std::vector<std::size_t> standing;
    for (std::size_t i = 0; i < record.actions.size(); ++i) {
        if (!record.actions[i].take_back) {
            standing.push_back(i);
        } else if (!standing.empty()) {
            standing.pop_back();
        }
    }
    if (standing.empty()) return std::nullopt;
    return standing.back();
}

std::vector<ChanceOutcome> draws_of(const std::vector<ChanceOutcome>& outcomes) {
    std::vector<ChanceOutcome> draws;
    for (const ChanceOutcome& outcome : outcomes) {
        if (is_draw(outcome.kind)) draws.push_back(outcome);
    }
    return draws;
}

std::optional<ChanceKind> committing_outcome(GameState before, const RecordedAction& taken) {
    before.apply_until_chance(taken.action);
    for (const ChanceOutcome& outcome : taken.chance) {
        if (!is_draw(outcome.kind) && before.chance_probability(outcome) < kForced) return outcome.kind;
        before.apply_chance_outcome(outcome);
    }
    return std::nullopt;
}

TakeBackCheck check_take_back(const GameRecord& record, std::optional<Ship> taker) {
    TakeBackCheck check;
    const std::optional<std::size_t> last = last_standing_action(record);
    if (!last) {
        check.refusal = TakeBackRefusal::kNoAction;
        return check;
    }
    const RecordedAction& taken = record.actions[*last];
    check.player = taken.action.player;
    if (taker && *taker != taken.action.player) {
        check.refusal = TakeBackRefusal::kOtherPlayersMove;
        return check;
    }
    // The whole record replays first, so a record that does not is refused, not half-checked.
    const ReplayResult whole = replay_record(record);
    GameRecord ahead = record;
    ahead.actions.resize(*last);
    const ReplayResult before = replay_record(ahead);
    if (!whole.state || !before.state) {
        check.refusal = TakeBackRefusal::kDoesNotReplay;
        check.error = whole.state ? before.error : whole.error;
        return check;
    }
    if (const std::optional<ChanceKind> revealed = committing_outcome(*before.state, taken)) {
        check.refusal = TakeBackRefusal::kRevealed;
        check.revealed = *revealed;
        return check;
    }
    std::vector<ChanceOutcome> returned = draws_of(taken.chance);
    GameState back = *whole.state;
    if (!back.take_back(*before.state, taken.action, returned)) {
        check.refusal = TakeBackRefusal::kPileRebuilt;
        return check;
    }
    check.returned = std::move(returned);
    return check;
}

std::string describe_take_back_refusal(const TakeBackCheck& check) {
    const std::string who = std::string(ship_id(check.player));
    switch (check.refusal) {
        case TakeBackRefusal::kNone:
            return {};
        case TakeBackRefusal::kNoAction:
            return "nothing to take back: no player has acted yet, or every action was taken back";
        case TakeBackRefusal::kOtherPlayersMove:
            return who + " has acted since: only the last action can be taken back";
        case TakeBackRefusal::kRevealed:
            return who + "'s last action cannot be taken back: it revealed " +
                   std::string(revealed_words(check.revealed)) + ", which could have gone otherwise";
        case TakeBackRefusal::kPileRebuilt:
            return who +
                   "'s last action cannot be taken back: a pile it drew from was shuffled anew from its discard "
                   "pile";
        case TakeBackRefusal::kDoesNotReplay:
            return "the record does not replay: " + check.error;
    }
    return {};
}

GameRecord record_after_take_back(const GameRecord& record) {
    const std::optional<std::size_t> last = last_standing_action(record);
    if (!last) return record;
    const RecordedAction& taken = record.actions[*last];
    std::vector<ChanceOutcome> drawn = draws_of(taken.chance);
    if (drawn.empty() && *last + 1 == record.actions.size()) return without_last_action(record);
    GameRecord after = record;
    after.actions.push_back(
        RecordedAction{.action = taken.action, .chance = std::move(drawn), .annotation = {}, .take_back = true});
    return after;
}

GameRecord without_last_action(const GameRecord& record) {
    GameRecord shorter = record;
    if (!shorter.actions.empty()) shorter.actions.pop_back();
    return shorter;
}

}  // namespace entanglion::rules
