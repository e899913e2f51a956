#pragma once
/// Why the table session refused a command, as typed data: the kind of refusal and, where the rules
/// refused, the rules' own refusal (an illegal move's IllegalMove, a take-back's TakeBackCheck). A
/// refused command changes nothing. As with the rules' refusals, the words belong to whoever shows
/// them (the app's translations, the CLI's English): nothing here is a sentence for people, except
/// `problem`, the rules' located English text of a record that does not replay, for logs.

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

#include "game/rules/illegal_move.h"
#include "game/rules/take_back.h"

namespace entanglion::session {

enum class RefusalKind : std::uint8_t {
    kNone,                 ///< not refused: the command was done
    kNoGame,               ///< there is no game yet (start or open one first)
    kSteppingThrough,      ///< a record is stepped through, read-only: play on from a step first
    kNotSteppingThrough,   ///< the command needs a step-through (step to N, play on, a what-if)
    kNotThePlayedGame,     ///< back to the game: the record stepped through is an opened file, not the game played
    kStepOutOfRange,       ///< the step is not in 0..the record's actions
    kGameOverAtStep,       ///< a what-if from a step where the game is already over
    kWhatIfRunning,        ///< a what-if is already played (end it first)
    kNoWhatIf,             ///< no what-if is played
    kFollowing,            ///< the game's moves come from elsewhere (the network seat): no take-back, no what-if
    kNotFollowing,         ///< no game is followed
    kBadDifficulty,        ///< a new game's difficulty is not 1, 2 or 3 (`value`)
    kIllegalMove,          ///< the rules refuse the move (`illegal`)
    kTakeBackRefused,      ///< the rules refuse to take back the last action (`take_back`)
    kNoHumanPlayer,        ///< a take-back with the AI playing both ships: no move is the person's
    kRecordDoesNotReplay,  ///< the record does not replay, or its setup is invalid (`problem`)
    kRouteRefused,         ///< the route of a followed game did not take the move (it says why itself)
    kInternalError,        ///< the rules threw while applying a legal move: a defect (`problem`)
};
/// "no_game", "stepping_through", ...: a stable id for logs and tests.
std::string_view refusal_kind_id(RefusalKind kind);

struct Refusal {
    RefusalKind kind = RefusalKind::kNone;
    rules::IllegalMove illegal{};      ///< with kIllegalMove: the rules' refusal
    rules::TakeBackCheck take_back{};  ///< with kTakeBackRefused: the rules' check
    std::string problem{};             ///< with kRecordDoesNotReplay, kInternalError: the rules' English
    int value = 0;                     ///< with kBadDifficulty: the difficulty given; kStepOutOfRange: the step

    static Refusal of(RefusalKind kind, int value = 0) {
        Refusal refusal;
        refusal.kind = kind;
        refusal.value = value;
        return refusal;
    }
    static Refusal with_problem(RefusalKind kind, std::string problem) {
        Refusal refusal = of(kind);
        refusal.problem = std::move(problem);
        return refusal;
    }
    static Refusal illegal_move(const rules::IllegalMove& why) {
        Refusal refusal = of(RefusalKind::kIllegalMove);
        refusal.illegal = why;
        return refusal;
    }
    static Refusal take_back_refused(const rules::TakeBackCheck& check) {
        Refusal refusal = of(RefusalKind::kTakeBackRefused);
        refusal.take_back = check;
        return refusal;
    }
};

/// What a command did: done, or refused (refusal). `sent`: a move of a followed game went out
/// through its route instead of being applied here (it comes back in a followed record).
struct [[nodiscard]] Result {
    Refusal refusal{};
    bool sent = false;

    bool ok() const { return refusal.kind == RefusalKind::kNone; }
    explicit operator bool() const { return ok(); }
    RefusalKind kind() const { return refusal.kind; }

    static Result done() { return {}; }
    static Result refused(RefusalKind kind) { return refused(Refusal::of(kind)); }
    static Result refused(Refusal refusal) {
        Result result;
        result.refusal = std::move(refusal);
        return result;
    }
};

}  // namespace entanglion::session
