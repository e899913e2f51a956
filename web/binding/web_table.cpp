// The browser's binding (web/binding/README.md): one TableSession, driven by JSON text through
// embind. The page asks; the engine decides every rule. Seeds travel as decimal text (64 bits do
// not fit a JavaScript number).

#include <emscripten/bind.h>

#include <charconv>
#include <memory>
#include <optional>
#include <string>

#include "game/policies/explanation_note.h"
#include "game/policies/policy_factory.h"
#include "game/policies/search_why.h"
#include "game/policies/simulation.h"
#include "game/rules/record.h"
#include "game/rules/take_back.h"
#include "game/session/table_session.h"
#include "server/protocol/game_record.h"
#include "server/protocol/history.h"
#include "web/binding/web_board_json.h"
#include "web/binding/web_json.h"
#include "web/binding/web_lesson_json.h"
#include "web/binding/web_review.h"

namespace entanglion::web {
namespace {

std::optional<std::uint64_t> parse_seed(const std::string& text) {
    std::uint64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || text.empty()) return std::nullopt;
    return value;
}

std::string problem(const std::string& kind, const std::string& text) {
    return json{{"ok", false}, {"refusal", kind}, {"problem", text}}.dump();
}

}  // namespace

class WebTable {
public:
    /// A new game: seed as decimal text, difficulty 1..3, variant "board" or "quantum".
    std::string new_game(const std::string& seed_text, int difficulty, const std::string& variant) {
        const auto seed = parse_seed(seed_text);
        if (!seed) return problem("bad_seed", "the seed is a whole number from 0 to 2^64 - 1");
        if (variant != "board" && variant != "quantum") return problem("bad_variant", "board or quantum");
        session::NewGame choice;
        choice.seed = *seed;
        choice.difficulty = difficulty;
        choice.variant = variant == "quantum" ? rules::RulesVariant::kQuantum : rules::RulesVariant::kBoard;
        return finish(table_.new_game(choice), *seed);
    }

    /// Everything the page draws (web_json.h).
    std::string view() const { return view_json(table_).dump(); }

    /// The events from index `first` on, with the epoch they belong to.
    std::string events_since(int first) const {
        const std::size_t from = first < 0 ? 0 : static_cast<std::size_t>(first);
        return json{{"epoch", table_.events_epoch()}, {"events", events_json(table_.events_since(from), from)}}.dump();
    }

    /// Applies an action written as the rules write it ("MERCURIAL navigate H"). In a followed
    /// network game the session checks it and routes it out instead: the answer's `send` is the
    /// action's text for the server's `act`, and nothing changes here until the server's entries.
    std::string apply(const std::string& action_text) {
        std::string error;
        const auto action = rules::parse_action(action_text, &error);
        if (!action) return problem("bad_action", error);
        routed_.reset();
        json out = result_json(table_.apply(*action));
        if (routed_) out["send"] = rules::action_to_string(*routed_);
        return out.dump();
    }

    /// A network game as the server sent it (docs/networking.md): `start` the sync message's start
    /// record, `entries` every history entry so far as the wire writes them. The table follows it
    /// (session::Following): the state shown is the server's, and apply() routes moves out. The
    /// entries are played by the server protocol's own reader (server/protocol/history.h), as the
    /// native clients play them.
    std::string follow(const std::string& start_text, const std::string& entries_text, const std::string& name) {
        const json start = json::parse(start_text, nullptr, false);
        const json entries = json::parse(entries_text, nullptr, false);
        if (start.is_discarded() || !entries.is_array()) return problem("bad_record", "start and entries are JSON");
        std::string error;
        const std::optional<protocol::GameStart> game_start = protocol::game_start_from_json(start, &error);
        if (!game_start) return problem("bad_record", error);
        std::vector<protocol::HistoryEntry> history;
        history.reserve(entries.size());
        for (std::size_t i = 0; i < entries.size(); ++i) {
            auto entry = protocol::entry_from_json(entries[i], "/entries/" + std::to_string(i), &error);
            if (!entry) return problem("bad_record", error);
            history.push_back(std::move(*entry));
        }
        // The same game with new entries, still followed (a solo game or an opened record in between
        // ended the following: the session plays those here).
        const bool continuing =
            following_ == name && table_.has_game() && table_.mode_kind() == session::ModeKind::kFollowing;
        if (!continuing) {
            (void)table_.start_following([this](const rules::Action& action) {
                routed_ = action;
                return true;
            });
        }
        const session::Result result =
            table_.follow_record(protocol::record_of(*game_start, history), name, continuing);
        if (result.ok()) following_ = name;
        policy_seed_ = 0;
        return result_json(result).dump();
    }

    /// The AI teammate's move for the ship that must act: chosen by `policy` (policy_factory.h),
    /// applied with the policy's reason kept in the record, as the app's AI partner does.
    std::string ai_move(const std::string& policy) {
        const auto explained = explain(policy);
        if (!explained) return problem("no_move", "no game in progress, or an unknown policy");
        // The figures are of the state before the move (search_why was made there).
        json why = explained->search ? search_why_json(*explained->search) : json();
        json out = result_json(
            table_.apply_ai_move(explained->why.action, policies::explanation_note(policy, explained->why)));
        out["action"] = action_json(explained->why.action);
        if (!why.is_null()) out["why"] = std::move(why);
        return out.dump();
    }

    /// The suggested action and the policy's reason (the note a record keeps), nothing applied.
    std::string hint(const std::string& policy) {
        const auto explained = explain(policy);
        if (!explained) return problem("no_move", "no game in progress, or an unknown policy");
        json out{{"ok", true},
                 {"action", action_json(explained->why.action)},
                 {"note", json::parse(policies::explanation_note(policy, explained->why))}};
        if (explained->search) out["why"] = search_why_json(*explained->search);
        return out.dump();
    }

    /// Takes back the last action (a misclick), as the rules allow it (game/rules/take_back.h): with
    /// one person against the AI only that person's own last action; hot-seat (both people) anyone's.
    /// `{"ok": true, "action": the action taken back, "returned": the cards it drew that go back on
    /// top of their piles, known}`, or the session's refusal with the rules' typed reason.
    std::string take_back(bool mercurial_human, bool rubicon_human) {
        const session::Seats seats{.mercurial_human = mercurial_human, .rubicon_human = rubicon_human};
        const rules::GameRecord& before = table_.played_record();
        const std::optional<std::size_t> last = rules::last_standing_action(before);
        const rules::RecordedAction taken = last ? before.actions[*last] : rules::RecordedAction{};
        json out = result_json(table_.take_back(seats));
        if (out["ok"]) {
            out["action"] = action_json(taken.action);
            out["returned"] = rules::draws_of(taken.chance).size();
        }
        return out.dump();
    }

    /// Whether takeBack with the same seats would take back the last action now, and if not why
    /// (the same answer, nothing taken back): the page enables its Undo button by it.
    std::string check_take_back(bool mercurial_human, bool rubicon_human) const {
        return result_json(table_.check_take_back({.mercurial_human = mercurial_human, .rubicon_human = rubicon_human}))
            .dump();
    }

    /// `shots` measurements of the live state shown (the game's two ships) in `bases`, the game
    /// untouched, as the app's Measure panel takes them (web_lesson_json.h: measure_json).
    std::string measure(const std::string& seed_text, int shots, const std::string& bases_text) {
        const rules::GameState* state = table_.state_shown();
        if (state == nullptr) return problem("no_game", "no game is shown");
        return measure_json(measurement_, state->live_state(), seed_text, shots, bases_text).dump();
    }

    /// The review of the game shown (web_review.h), as `entanglion-cli review --json --playouts N`
    /// writes it, with the key moments' events: `mercurial_ai`, `rubicon_ai` say which ships the AI
    /// teammate played (its decisions are summed apart from the learner's). It runs on the calling
    /// thread: a few seconds for a long game at the page's 256 playouts.
    std::string review(bool mercurial_ai, bool rubicon_ai, int max_playouts) const {
        if (!table_.has_game()) return problem("no_game", "no game is shown");
        if (max_playouts < kMinReviewPlayouts || max_playouts > kMaxReviewPlayouts) {
            return problem("bad_playouts", "the playouts are from 64 to 1000000");
        }
        const analysis::Seats seats{mercurial_ai ? analysis::Seat::kAi : analysis::Seat::kHuman,
                                    rubicon_ai ? analysis::Seat::kAi : analysis::Seat::kHuman};
        std::string error;
        std::optional<json> reviewed = review_json_of(table_.record_shown(), seats, max_playouts, &error);
        if (!reviewed) return problem("record_does_not_replay", error);
        (*reviewed)["ok"] = true;
        return reviewed->dump();
    }

    /// The game played as a record file's text (docs/record-format.md), as the app and the CLI write it.
    std::string export_record() const { return rules::record_to_json(table_.played_record()); }

    /// A record file's text: a game not over is played on from its end; a finished one is shown
    /// read-only on its last step.
    std::string import_record(const std::string& text, const std::string& name) {
        std::string error;
        auto record = rules::record_from_json(text, name, &error);
        if (!record) return problem("bad_record", error);
        const rules::ReplayResult replayed = rules::replay_record(*record);
        if (!replayed.state) return problem("record_does_not_replay", replayed.error);
        policy_seed_ = record->seed.value_or(0);
        if (replayed.state->is_over()) return result_json(table_.open_record(std::move(*record), name)).dump();
        return result_json(table_.resume(*record)).dump();
    }

    /// The printed board as the map draws it (web_board_json.h): planets with their map positions and
    /// kets, paths with their cards and ships' lines, the CNOT entry lines.
    static std::string board() { return board_json(Board::published()).dump(); }

    /// The policies by name, weakest first, the one the app's AI partner uses unless told otherwise,
    /// and the page's AI teammate and hint: the search a person waits for.
    static std::string policies() {
        json names = json::array();
        for (std::string_view name : policies::policy_names()) names.push_back(std::string(name));
        return json{{"names", names},
                    {"best", std::string(policies::best_policy_name())},
                    {"teammate", std::string(policies::person_facing_policy_name())}}
            .dump();
    }

    /// Games 0..games-1 of `entanglion-cli simulate --seed SEED --policy POLICY`, played on this one
    /// thread by the same function (policies::play_game), so the counts equal the CLI's: what the
    /// page's playout speed is measured with against the native build (docs/performance.md).
    static std::string simulate(const std::string& seed, double games, const std::string& policy, int difficulty,
                                const std::string& variant) {
        const std::optional<std::uint64_t> value = parse_seed(seed);
        if (!value) return problem("bad_seed", "the seed is not a decimal number of 64 bits");
        const std::optional<rules::RulesVariant> rules_variant = rules::parse_variant(variant);
        if (!rules_variant) return problem("bad_variant", "the variant is board or quantum");
        if (!(games >= 1 && games <= kMaxSimulatedGames)) return problem("bad_games", "1 to 1000000 games");
        if (difficulty < 1 || difficulty > 3) return problem("bad_difficulty", "the difficulty is 1, 2 or 3");
        bool known = false;
        for (std::string_view name : policies::policy_names()) known = known || name == policy;
        if (!known) return problem("bad_policy", "an unknown policy");
        policies::SimulationSettings settings;
        settings.policy = policy;
        settings.seed = *value;
        settings.difficulty = difficulty;
        settings.variant = *rules_variant;
        settings.games = static_cast<std::int64_t>(games);
        std::int64_t won = 0;
        std::int64_t lost = 0;
        std::int64_t actions = 0;
        for (std::int64_t i = 0; i < settings.games; ++i) {
            const policies::GameOutcome outcome = policies::play_game(settings, static_cast<std::uint64_t>(i), nullptr);
            actions += outcome.actions;
            won += outcome.status == rules::GameStatus::kWon ? 1 : 0;
            lost += outcome.status == rules::GameStatus::kLost ? 1 : 0;
        }
        return json{{"ok", true}, {"games", settings.games}, {"won", won}, {"lost", lost}, {"actions", actions}}.dump();
    }

private:
    static constexpr double kMaxSimulatedGames = 1'000'000;
    // The CLI's bounds for `review --playouts`.
    static constexpr int kMinReviewPlayouts = 64;
    static constexpr int kMaxReviewPlayouts = 1'000'000;

    std::string finish(const session::Result& result, std::uint64_t seed) {
        if (result.ok()) policy_seed_ = seed;
        return result_json(result).dump();
    }

    /// A policy's choice and why; a search's also in the game's terms (its own figures).
    struct Explained {
        policies::Explanation why;
        std::optional<policies::SearchWhy> search;
    };

    std::optional<Explained> explain(const std::string& name) {
        const rules::GameState* state = table_.state_shown();
        if (state == nullptr || state->is_over() || table_.moves_refused() != session::RefusalKind::kNone) {
            return std::nullopt;
        }
        // A fresh policy per move, seeded from the game's seed and the move's index: the same game
        // gets the same AI moves, whatever was asked before (a hint does not change the next move).
        // The search is the one a person waits for, as the app's hint and teammate.
        const std::uint64_t seed = policy_seed_ + static_cast<std::uint64_t>(table_.record_shown().actions.size());
        policies::PolicySettings settings{seed, 0, 200};
        if (name == policies::person_facing_policy_name()) settings = policies::person_facing_settings(seed);
        auto policy = policies::make_policy(name, settings);
        if (!policy) return std::nullopt;
        Explained out{policy->explain(*state), std::nullopt};
        if (const auto* search = dynamic_cast<const policies::SearchPolicy*>(policy.get())) {
            out.search = policies::search_why(*state, search->last_explanation());
        }
        return out;
    }

    session::TableSession table_;
    std::uint64_t policy_seed_ = 0;
    std::optional<rules::Action> routed_;      ///< the move a followed game's route sent out last
    std::string following_;                    ///< the network game followed (its join code), if any
    lessons::MeasurementSession measurement_;  ///< the shots of the live state
};

}  // namespace entanglion::web

EMSCRIPTEN_BINDINGS(entanglion) {
    using entanglion::web::WebTable;
    emscripten::class_<WebTable>("Table")
        .constructor<>()
        .function("newGame", &WebTable::new_game)
        .function("view", &WebTable::view)
        .function("eventsSince", &WebTable::events_since)
        .function("apply", &WebTable::apply)
        .function("aiMove", &WebTable::ai_move)
        .function("hint", &WebTable::hint)
        .function("review", &WebTable::review)
        .function("exportRecord", &WebTable::export_record)
        .function("importRecord", &WebTable::import_record)
        .function("follow", &WebTable::follow)
        .function("takeBack", &WebTable::take_back)
        .function("checkTakeBack", &WebTable::check_take_back)
        .function("measure", &WebTable::measure)
        .class_function("board", &WebTable::board)
        .class_function("policies", &WebTable::policies)
        .class_function("simulate", &WebTable::simulate);
}
