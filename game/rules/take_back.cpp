#include "game/rules/take_back.h"

namespace entanglion::rules {
namespace {

/// Below this an outcome had a rival: probabilities of forced outcomes are exactly 1 up to rounding.
constexpr double kForced = 1.0 - 1e-12;

/// Replays the last action of `record` on `before` (the state ahead of it) and returns the first of
/// its outcomes that was not forced, if any.
std::optional<ChanceKind> first_revealing_outcome(GameState before, const RecordedAction& last) {
    before.apply_until_chance(last.action);
    for (const ChanceOutcome& outcome : last.chance) {
        if (before.chance_probability(outcome) < kForced) return outcome.kind;
        before.apply_chance_outcome(outcome);
    }
    return std::nullopt;
}

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

}  // namespace

TakeBackCheck check_take_back(const GameRecord& record, std::optional<Ship> taker) {
    TakeBackCheck check;
    if (record.actions.empty()) {
        check.refusal = TakeBackRefusal::kNoAction;
        return check;
    }
    const RecordedAction& last = record.actions.back();
    check.player = last.action.player;
    if (taker && *taker != last.action.player) {
        check.refusal = TakeBackRefusal::kOtherPlayersMove;
        return check;
    }
    // The whole record replays first, so a record that does not is refused, not half-checked.
    const ReplayResult whole = replay_record(record);
    const ReplayResult before = replay_record(without_last_action(record));
    if (!whole.state || !before.state) {
        check.refusal = TakeBackRefusal::kDoesNotReplay;
        check.error = whole.state ? before.error : whole.error;
        return check;
    }
    if (const std::optional<ChanceKind> revealed = first_revealing_outcome(*before.state, last)) {
        check.refusal = TakeBackRefusal::kRevealed;
        check.revealed = *revealed;
    }
    return check;
}

std::string describe_take_back_refusal(const TakeBackCheck& check) {
    const std::string who = std::string(ship_id(check.player));
    switch (check.refusal) {
        case TakeBackRefusal::kNone:
            return {};
        case TakeBackRefusal::kNoAction:
            return "nothing to take back: no player has acted yet";
        case TakeBackRefusal::kOtherPlayersMove:
            return who + " has acted since: only the last action can be taken back";
        case TakeBackRefusal::kRevealed:
            return who + "'s last action cannot be taken back: it revealed " +
                   std::string(revealed_words(check.revealed)) + ", which could have gone otherwise";
        case TakeBackRefusal::kDoesNotReplay:
            return "the record does not replay: " + check.error;
    }
    return {};
}

GameRecord without_last_action(const GameRecord& record) {
    GameRecord shorter = record;
    if (!shorter.actions.empty()) shorter.actions.pop_back();
    return shorter;
}

}  // namespace entanglion::rules
