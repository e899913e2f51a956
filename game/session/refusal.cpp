#include "game/session/refusal.h"

namespace entanglion::session {

std::string_view refusal_kind_id(RefusalKind kind) {
    switch (kind) {
        case RefusalKind::kNone:
            return "none";
        case RefusalKind::kNoGame:
            return "no_game";
        case RefusalKind::kSteppingThrough:
            return "stepping_through";
        case RefusalKind::kNotSteppingThrough:
            return "not_stepping_through";
        case RefusalKind::kNotThePlayedGame:
            return "not_the_played_game";
        case RefusalKind::kStepOutOfRange:
            return "step_out_of_range";
        case RefusalKind::kGameOverAtStep:
            return "game_over_at_step";
        case RefusalKind::kWhatIfRunning:
            return "what_if_running";
        case RefusalKind::kNoWhatIf:
            return "no_what_if";
        case RefusalKind::kFollowing:
            return "following";
        case RefusalKind::kNotFollowing:
            return "not_following";
        case RefusalKind::kBadDifficulty:
            return "bad_difficulty";
        case RefusalKind::kIllegalMove:
            return "illegal_move";
        case RefusalKind::kTakeBackRefused:
            return "take_back_refused";
        case RefusalKind::kNoHumanPlayer:
            return "no_human_player";
        case RefusalKind::kRecordDoesNotReplay:
            return "record_does_not_replay";
        case RefusalKind::kRouteRefused:
            return "route_refused";
        case RefusalKind::kInternalError:
            return "internal_error";
    }
    return "unknown";
}

}  // namespace entanglion::session
