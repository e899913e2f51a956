#include "game/session/table_session.h"

#include <algorithm>
#include <exception>
#include <utility>

#include "game/rules/chance.h"
#include "game/rules/take_back.h"
#include "game/session/take_back_step.h"

namespace entanglion::session {

namespace {

/// Where step `step`'s own events begin among the events up to it.
std::size_t own_events_of(const rules::ReplayCursor& cursor, int step) {
    return cursor.events_up_to(step).size() - cursor.events_of(step).size();
}

bool in_range(const rules::ReplayCursor& cursor, int step) { return step >= 0 && step <= cursor.step_count(); }

Result out_of_range(int step) { return Result::refused(Refusal::of(RefusalKind::kStepOutOfRange, step)); }

Result does_not_replay(std::string problem) {
    return Result::refused(Refusal::with_problem(RefusalKind::kRecordDoesNotReplay, std::move(problem)));
}

}  // namespace

// ---- starting -------------------------------------------------------------------------------------------

Result TableSession::new_game(const NewGame& choice) {
    if (choice.difficulty < 1 || choice.difficulty > 3)
        return Result::refused(Refusal::of(RefusalKind::kBadDifficulty, choice.difficulty));
    start_playing(rules::GameSession(choice.seed, choice.difficulty, choice.variant), 0, {});
    return Result::done();
}

Result TableSession::play_record_setup(const rules::GameRecord& record, std::string name) {
    std::string error;
    std::optional<rules::GameSession> game =
        rules::GameSession::replaying_chance_of(record, record.seed.value_or(0), &error);
    if (!game) return does_not_replay(std::move(error));
    start_playing(std::move(*game), 0, std::move(name));
    return Result::done();
}

Result TableSession::resume(const rules::GameRecord& record) {
    std::string error;
    const std::optional<rules::ReplayCursor> cursor = rules::ReplayCursor::create(record, &error);
    if (!cursor) return does_not_replay(std::move(error));
    play_on(*cursor, cursor->step_count(), {});
    return Result::done();
}

Result TableSession::open_record(rules::GameRecord record, std::string name) {
    std::string error;
    std::optional<rules::ReplayCursor> cursor = rules::ReplayCursor::create(std::move(record), &error);
    if (!cursor) return does_not_replay(std::move(error));
    // A followed game stays followed underneath. A what-if ends: the real game it kept aside is the
    // game played again, and only the step-through it was shown in is replaced.
    ActionRoute following = route() ? *route() : ActionRoute{};
    if (WhatIf* what_if = std::get_if<WhatIf>(&mode_)) game_ = std::move(what_if->real.game);
    const int last = cursor->step_count();
    mode_ = SteppingThrough{.cursor = std::move(*cursor), .step = last, .following = std::move(following)};
    record_name_ = std::move(name);
    replaced();
    return Result::done();
}

void TableSession::start_playing(rules::GameSession game, std::size_t own_from, std::string name, ActionRoute route) {
    game_ = std::move(game);
    record_name_ = std::move(name);
    own_from_ = own_from;
    if (route)
        mode_ = Following{std::move(route)};
    else
        mode_ = Playing{};
    replaced();
}

void TableSession::play_on(const rules::ReplayCursor& cursor, int step, std::string name) {
    const std::span<const rules::GameEvent> log = cursor.events_up_to(step);
    // A fresh generator for what comes next, fixed by the record's seed and the step.
    const std::uint64_t seed =
        rules::derived_seed(cursor.record().seed.value_or(0), static_cast<std::uint64_t>(step) + 1);
    rules::GameSession game =
        rules::GameSession::continued(cursor.prefix(step), cursor.state_at(step), {log.begin(), log.end()}, seed);
    // Built before start_playing replaces the mode that may hold `cursor`.
    start_playing(std::move(game), own_events_of(cursor, step), std::move(name));
}

// ---- stepping through -----------------------------------------------------------------------------------

Result TableSession::review_game() {
    if (std::holds_alternative<WhatIf>(mode_)) return Result::refused(RefusalKind::kWhatIfRunning);
    if (stepping()) return Result::refused(RefusalKind::kSteppingThrough);
    if (!game_) return Result::refused(RefusalKind::kNoGame);
    std::string error;
    std::optional<rules::ReplayCursor> cursor = rules::ReplayCursor::create(game_->record(), &error);
    // The game was recorded as it was played; a record that does not replay is a defect.
    if (!cursor) return does_not_replay(std::move(error));
    ActionRoute following = route() ? *route() : ActionRoute{};
    const int last = cursor->step_count();
    mode_ = SteppingThrough{
        .cursor = std::move(*cursor), .step = last, .of_played_game = true, .following = std::move(following)};
    replaced();
    return Result::done();
}

Result TableSession::step_to(int step) {
    SteppingThrough* through = stepping();
    if (!through) return Result::refused(RefusalKind::kNotSteppingThrough);
    if (!in_range(through->cursor, step)) return out_of_range(step);
    through->step = step;
    replaced();
    return Result::done();
}

Result TableSession::play_on_from(int step) {
    const SteppingThrough* through = stepping();
    if (!through) return Result::refused(RefusalKind::kNotSteppingThrough);
    if (!in_range(through->cursor, step)) return out_of_range(step);
    if (through->following) {
        // A followed game's moves are the partner's and the server's: back to the game as it stands.
        if (!through->of_played_game) return Result::refused(RefusalKind::kFollowing);
        return back_to_game();
    }
    play_on(through->cursor, step, record_name_);
    return Result::done();
}

Result TableSession::back_to_game() {
    const SteppingThrough* through = stepping();
    if (!through) return Result::refused(RefusalKind::kNotSteppingThrough);
    if (!through->of_played_game) return Result::refused(RefusalKind::kNotThePlayedGame);
    ActionRoute following = through->following;
    if (following)
        mode_ = Following{std::move(following)};
    else
        mode_ = Playing{};
    own_from_ = game_->events().size();  // nothing just happened
    replaced();
    return Result::done();
}

// ---- moves ----------------------------------------------------------------------------------------------

RefusalKind TableSession::moves_refused() const {
    if (!state_shown()) return RefusalKind::kNoGame;
    if (stepping()) return RefusalKind::kSteppingThrough;
    return RefusalKind::kNone;
}

Result TableSession::check(const rules::Action& action) const {
    if (const RefusalKind why = moves_refused(); why != RefusalKind::kNone) return Result::refused(why);
    rules::IllegalMove why;
    if (!game_->state().is_legal(action, &why)) return Result::refused(Refusal::illegal_move(why));
    return Result::done();
}

Result TableSession::apply(const rules::Action& action) { return apply_checked(action, {}, /*by_ai=*/false); }

Result TableSession::apply_ai_move(const rules::Action& action, std::string annotation) {
    return apply_checked(action, std::move(annotation), /*by_ai=*/true);
}

Result TableSession::apply_checked(const rules::Action& action, std::string annotation, bool by_ai) {
    if (Result checked = check(action); !checked) return checked;
    if (const ActionRoute* out = route()) {
        // A copy: the route may bring the followed record back at once, which replaces the mode.
        const ActionRoute send = *out;
        if (!send(action)) return Result::refused(RefusalKind::kRouteRefused);
        Result sent;
        sent.sent = true;
        return sent;
    }
    const std::size_t before = game_->events().size();
    try {
        std::string error;
        if (!game_->apply(action, &error, nullptr, std::move(annotation)))
            return Result::refused(Refusal::with_problem(RefusalKind::kInternalError, error));
    } catch (const std::exception& thrown) {
        // Chance here never runs out; anything thrown is a defect to report, not a crash.
        return Result::refused(Refusal::with_problem(RefusalKind::kInternalError, thrown.what()));
    }
    own_from_ = before;
    last_move_ = LastMove{.action = action, .by_ai = by_ai, .first_event = before};
    return Result::done();
}

namespace {

/// Whose own action may be taken back: one person against an AI takes back only their ship's; two
/// people at one screen (or none asked) anyone's.
std::optional<Ship> taker_of(const Seats& seats) {
    if (seats.mercurial_human == seats.rubicon_human) return std::nullopt;
    return seats.mercurial_human ? Ship::kMercurial : Ship::kRubicon;
}

}  // namespace

Result TableSession::check_take_back(const Seats& seats) const {
    if (const RefusalKind why = moves_refused(); why != RefusalKind::kNone) return Result::refused(why);
    if (route()) return Result::refused(RefusalKind::kFollowing);
    if (!seats.mercurial_human && !seats.rubicon_human) return Result::refused(RefusalKind::kNoHumanPlayer);
    const rules::TakeBackCheck check = rules::check_take_back(game_->record(), taker_of(seats));
    if (!check.allowed()) return Result::refused(Refusal::take_back_refused(check));
    return Result::done();
}

Result TableSession::take_back(const Seats& seats) {
    if (Result checked = check_take_back(seats); !checked.ok()) return checked;
    std::variant<rules::GameSession, Refusal> shorter = without_last_action(*game_, taker_of(seats));
    if (Refusal* refusal = std::get_if<Refusal>(&shorter)) return Result::refused(std::move(*refusal));
    // The game goes on from its record without the action; a what-if stays a what-if.
    game_ = std::move(std::get<rules::GameSession>(shorter));
    own_from_ = 0;
    replaced();
    return Result::done();
}

// ---- what-if --------------------------------------------------------------------------------------------

Result TableSession::begin_what_if(int step, std::uint64_t seed, Luck luck) {
    if (std::holds_alternative<WhatIf>(mode_)) return Result::refused(RefusalKind::kWhatIfRunning);
    if (route()) return Result::refused(RefusalKind::kFollowing);
    SteppingThrough* through = stepping();
    if (!through) return Result::refused(RefusalKind::kNotSteppingThrough);
    const rules::ReplayCursor& cursor = through->cursor;
    if (!in_range(cursor, step)) return out_of_range(step);
    if (cursor.state_at(step).is_over()) return Result::refused(Refusal::of(RefusalKind::kGameOverAtStep, step));
    const std::span<const rules::GameEvent> log = cursor.events_up_to(step);
    rules::RecordedLuck recorded = luck == Luck::kFresh
                                       ? rules::RecordedLuck{}
                                       : rules::recorded_luck_after(cursor.record(), static_cast<std::size_t>(step));
    rules::GameSession what_if = rules::GameSession::continued(cursor.prefix(step), cursor.state_at(step),
                                                               {log.begin(), log.end()}, seed, std::move(recorded));
    const std::size_t own_from = own_events_of(cursor, step);
    WhatIf kept{
        .real = {std::move(game_), std::move(*through), std::move(record_name_)}, .luck = luck, .from_step = step};
    game_ = std::move(what_if);
    record_name_.clear();
    own_from_ = own_from;
    mode_ = std::move(kept);
    replaced();
    return Result::done();
}

Result TableSession::end_what_if() {
    WhatIf* what_if = std::get_if<WhatIf>(&mode_);
    if (!what_if) return Result::refused(RefusalKind::kNoWhatIf);
    WhatIf::RealGame real = std::move(what_if->real);
    game_ = std::move(real.game);
    record_name_ = std::move(real.record_name);
    mode_ = std::move(real.stepping);
    replaced();
    return Result::done();
}

// ---- following ------------------------------------------------------------------------------------------

Result TableSession::start_following(ActionRoute route) {
    if (!route) return stop_following();
    if (std::holds_alternative<WhatIf>(mode_)) (void)end_what_if();
    if (SteppingThrough* through = stepping())
        through->following = std::move(route);
    else
        mode_ = Following{std::move(route)};
    return Result::done();
}

Result TableSession::stop_following() {
    if (std::holds_alternative<Following>(mode_)) {
        mode_ = Playing{};
        return Result::done();
    }
    if (SteppingThrough* through = stepping(); through && through->following) {
        through->following = {};
        return Result::done();
    }
    return Result::refused(RefusalKind::kNotFollowing);
}

Result TableSession::follow_record(const rules::GameRecord& record, std::string name, bool continuing) {
    std::string error;
    std::optional<rules::GameSession> game = rules::GameSession::resume(record, &error);
    if (!game) return does_not_replay(std::move(error));
    if (SteppingThrough* through = stepping(); continuing && through && through->of_played_game) {
        // The game played is stepped through: the step shown stays, the newer moves are counted.
        game_ = std::move(*game);
        through->newer_moves = static_cast<int>(game_->record().actions.size()) - through->cursor.step_count();
        return Result::done();
    }
    const std::size_t shown_before = continuing && game_ ? game_->events().size() : 0;
    const std::size_t own_from = std::min(shown_before, game->events().size());
    ActionRoute following = route() ? *route() : ActionRoute{};
    start_playing(std::move(*game), own_from, std::move(name), std::move(following));
    return Result::done();
}

// ---- queries --------------------------------------------------------------------------------------------

SteppingThrough* TableSession::stepping() { return std::get_if<SteppingThrough>(&mode_); }
const SteppingThrough* TableSession::stepping() const { return std::get_if<SteppingThrough>(&mode_); }

const ActionRoute* TableSession::route() const {
    if (const Following* following = std::get_if<Following>(&mode_)) return &following->route;
    if (const SteppingThrough* through = stepping(); through && through->following) return &through->following;
    return nullptr;
}

const rules::GameState* TableSession::state_shown() const {
    if (const SteppingThrough* through = stepping()) return &through->cursor.state_at(through->step);
    return game_ ? &game_->state() : nullptr;
}

const rules::GameRecord& TableSession::record_shown() const {
    if (const SteppingThrough* through = stepping()) return through->cursor.record();
    return played_record();
}

const rules::GameRecord& TableSession::played_record() const {
    static const rules::GameRecord none;
    return game_ ? game_->record() : none;
}

std::span<const rules::GameEvent> TableSession::events_shown() const {
    if (const SteppingThrough* through = stepping()) return through->cursor.events_up_to(through->step);
    if (game_) return game_->events();
    return {};
}

std::span<const rules::GameEvent> TableSession::events_since(std::size_t first) const {
    const std::span<const rules::GameEvent> shown = events_shown();
    return first >= shown.size() ? std::span<const rules::GameEvent>{} : shown.subspan(first);
}

std::size_t TableSession::own_events_from() const {
    if (const SteppingThrough* through = stepping()) return own_events_of(through->cursor, through->step);
    return own_from_;
}

rules::ActionList TableSession::legal_actions() const {
    const rules::GameState* state = state_shown();
    return state ? state->legal_actions() : rules::ActionList{};
}

const std::string& TableSession::record_name() const {
    if (const WhatIf* what_if = std::get_if<WhatIf>(&mode_)) return what_if->real.record_name;
    return record_name_;
}

AutosaveStep TableSession::autosave_step() const {
    // A what-if is not the game played, and an opened record is not it either: the file stays.
    const SteppingThrough* through = stepping();
    if (!game_ || std::holds_alternative<WhatIf>(mode_) || (through && !through->of_played_game))
        return AutosaveStep::kLeave;
    if (game_->state().is_over() || game_->record().actions.empty()) return AutosaveStep::kRemove;
    return AutosaveStep::kWrite;
}

bool worth_resuming(const rules::ReplayCursor& cursor) {
    return cursor.step_count() > 0 && !cursor.state_at(cursor.step_count()).is_over();
}

}  // namespace entanglion::session
