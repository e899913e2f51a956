#include "ui-qml/review/ReviewController.h"

#include <spdlog/spdlog.h>

#include <QLocale>
#include <algorithm>

#include "game/analysis/record_history.h"
#include "game/policies/policy_factory.h"
#include "ui-qml/controller/AiReasonText.h"
#include "ui-qml/controller/GameText.h"
#include "ui-qml/lessons/LessonText.h"
#include "ui-qml/review/ReviewText.h"

namespace analysis = entanglion::analysis;
namespace rules = entanglion::rules;
namespace policies = entanglion::policies;

namespace {

/// The review's own estimates, on both cores the machine has (identical results for any count).
constexpr int kThreads = 2;

ui::ReviewActor::Value actorOf(const analysis::ReviewStep& step) {
    if (!step.decision) return ui::ReviewActor::Chance;
    return step.decision->player == entanglion::Ship::kMercurial ? ui::ReviewActor::Mercurial
                                                                 : ui::ReviewActor::Rubicon;
}

QString percentOf(const analysis::ValueSummary& value) { return reviewText::percent(value.tenths()); }

}  // namespace

ReviewController::ReviewController(QObject* parent)
    : QObject(parent), m_steps(new ReviewStepModel(this)), m_choices(new ReviewChoiceModel(this)) {
    // The learner's mistakes are found with each review: `learn.mistakeCount` follows the review's state.
    connect(this, &ReviewController::stateChanged, this, &ReviewController::learnChanged);
}

ReviewSummaryFacts ReviewController::summary() const {
    return {m_summary, m_learnerCounts, m_partnerCounts, m_totals, m_keyMoments, m_keyMomentTexts, m_graph};
}

ReviewLearnFacts ReviewController::learn() const {
    return {learning(), mistakeCount(), m_learnIndex, m_learnPrompt, m_learnVerdict, m_learnRevealed, m_learnSolved};
}

ReviewController::~ReviewController() { stopWorker(); }

void ReviewController::setController(GameController* controller) {
    if (m_game == controller) return;
    if (m_game) disconnect(m_game->replay(), nullptr, this, nullptr);
    m_game = controller;
    // Another record stepped through (or none): the review shown no longer describes it.
    // A what-if played on the board (playWhatIf) ends and restores the step-through: the review stays.
    if (m_game) connect(m_game->replay(), &ReplayController::recordReplaced, this, &ReviewController::reset);
    reset();
    emit controllerChanged();
}

void ReviewController::setMaxPlayouts(int playouts) {
    playouts = std::clamp(playouts, 64, 1 << 16);
    if (playouts == m_maxPlayouts) return;
    m_maxPlayouts = playouts;
    emit settingsChanged();
}

bool ReviewController::open() {
    if (!m_game || !m_game->hasGame()) return false;
    m_game->endWhatIf();  // from a what-if played on the board: the real game comes back first
    ReplayController* replay = m_game->replay();
    if (!replay->replaying() && !replay->reviewGame()) return false;
    if (!m_review && !running()) {
        if (!start(replay->cursor()->record())) return false;
    }
    if (!m_shown) {
        m_shown = true;
        emit shownChanged();
    }
    return true;
}

void ReviewController::close() {
    // Back to the board from a practised mistake: the step-through shows that decision's own step
    // (analysis::ReviewStep::shown_step), the one its prompt and the review's list name, not the
    // position before it where the learner chose.
    if (learning() && m_game && ready()) {
        const int row = m_mistakes[static_cast<std::size_t>(m_learnIndex)];
        m_game->replay()->goTo(m_review->result().steps[static_cast<std::size_t>(row)].shown_step());
    }
    stopLearning();
    if (!m_shown) return;
    m_shown = false;
    emit shownChanged();
}

bool ReviewController::back() {
    if (!m_shown) return false;
    if (whatIfActive()) {
        leaveWhatIf();
    } else if (learning()) {
        stopLearning();
    } else if (m_selected >= 0) {
        select(-1);
    } else {
        close();
    }
    return true;
}

bool ReviewController::restart() {
    if (!m_game || !m_game->replay()->cursor()) return false;
    return start(m_game->replay()->cursor()->record());
}

bool ReviewController::start(const rules::GameRecord& record) {
    stopWorker();
    std::string error;
    std::optional<analysis::RecordHistory> history = analysis::read_record_history(record, &error);
    if (!history) {
        spdlog::error("the record stepped through has no history to review: {}", error);
        //: %1: the reason from the engine, a sentence.
        m_game->messages()->setError(tr("Cannot review this game: %1").arg(QString::fromStdString(error)));
        return false;
    }
    reset();
    analysis::ReviewSettings settings;
    settings.threads = kThreads;
    settings.estimate.max_playouts = m_maxPlayouts;
    auto review = std::make_shared<analysis::Review>(std::move(*history), settings);
    m_review = review;
    auto searches = std::make_shared<KeyDecisionSearches>();
    m_keySearches = searches;
    const std::uint64_t generation = ++m_generation;
    m_status = tr("Reviewing…");
    // The review runs on its own thread; progress and the end come back to this object's thread
    // (queued calls are dropped if this object is gone, and the destructor waits for the thread).
    m_worker = QThread::create([this, review, generation, searches] {
        const bool done = review->run([this, generation](int finished, int total) {
            QMetaObject::invokeMethod(
                this, [this, generation, finished, total] { onProgress(generation, finished, total); },
                Qt::QueuedConnection);
        });
        // Written before onFinished is posted, read by fillRows after it: the queue orders them.
        if (done) *searches = keyDecisionSearches(*review);
        QMetaObject::invokeMethod(
            this, [this, generation, done] { onFinished(generation, done); }, Qt::QueuedConnection);
    });
    m_worker->start();
    emit stateChanged();
    emit progressChanged();
    return true;
}

void ReviewController::onProgress(std::uint64_t generation, int finished, int total) {
    if (generation != m_generation || total <= 0) return;
    m_progress = static_cast<double>(finished) / total;
    //: %1: positions reviewed so far (12); %2: all positions of the game (40).
    m_status = tr("Reviewing: %1 of %2 positions").arg(QLocale().toString(finished), QLocale().toString(total));
    emit progressChanged();
}

void ReviewController::onFinished(std::uint64_t generation, bool done) {
    if (generation != m_generation) return;
    stopWorker();
    m_failed = !done;
    m_progress = done ? 1.0 : 0.0;
    m_status = done ? QString() : tr("Review cancelled");
    if (done) fillRows();
    emit progressChanged();
    emit stateChanged();
}

void ReviewController::cancel() {
    if (!running()) return;
    ++m_generation;  // whatever the worker still posts is dropped
    m_review->cancel();
    stopWorker();
    m_failed = true;
    m_progress = 0;
    m_status = tr("Review cancelled");
    emit progressChanged();
    emit stateChanged();
}

void ReviewController::stopWorker() {
    if (!m_worker) return;
    if (m_review) m_review->cancel();
    m_worker->wait();
    delete m_worker;
    m_worker = nullptr;
}

void ReviewController::reset() {
    const bool had = m_review || running();
    stopWorker();
    leaveWhatIf();
    stopLearning();
    m_review.reset();
    m_failed = false;
    m_progress = 0;
    m_status.clear();
    m_summary.clear();
    m_learnerCounts.clear();
    m_partnerCounts.clear();
    m_totals.clear();
    m_keyMoments.clear();
    m_graph.clear();
    m_keyMomentTexts.clear();
    m_mistakes.clear();
    m_selected = -1;
    m_steps->setRows({});
    m_choices->setRows({});
    // The step-through ended (a new game, Continue from here): the page has nothing to show.
    if (m_shown && (!m_game || !m_game->replay()->replaying())) {
        m_shown = false;
        emit shownChanged();
    }
    if (had) {
        emit stateChanged();
        emit progressChanged();
        emit selectionChanged();
    }
}

ReviewController::KeyDecisionSearches ReviewController::keyDecisionSearches(const analysis::Review& review) {
    const analysis::ReviewResult& result = review.result();
    const analysis::RecordHistory& history = review.history();
    // The flagged decisions, key moments first, then by the points they lost.
    std::vector<std::size_t> flagged;
    for (std::size_t i = 0; i < result.steps.size(); ++i) {
        const auto& decision = result.steps[i].decision;
        if (decision && analysis::is_flagged(decision->decision_class)) flagged.push_back(i);
    }
    const auto key = [&](std::size_t i) {
        return std::ranges::find(result.summary.key_moments, static_cast<int>(i)) != result.summary.key_moments.end();
    };
    std::ranges::stable_sort(flagged, [&](std::size_t a, std::size_t b) {
        if (key(a) != key(b)) return key(a);
        return result.steps[a].decision->points_lost_tenths > result.steps[b].decision->points_lost_tenths;
    });
    KeyDecisionSearches searches;
    for (const std::size_t i : flagged) {
        if (searches.size() >= kKeyDecisions) break;
        const rules::GameState& before = history.positions[i];
        if (before.is_over() || before.at_chance_node()) continue;
        // Seeded by the game and the entry, so the same review says the same.
        searches.emplace(static_cast<int>(i), policies::person_facing_search_why(
                                                  before, rules::derived_seed(history.record.seed.value_or(0),
                                                                              static_cast<std::uint64_t>(i))));
    }
    return searches;
}

const analysis::CandidateReview* ReviewController::searchedCandidate(const analysis::DecisionReview& decision,
                                                                     const rules::Action& searched,
                                                                     const rules::Action& played) {
    if (searched == played) return nullptr;
    for (const analysis::CandidateReview& candidate : decision.candidates) {
        if (candidate.action == searched) return candidate.below_best.significant() ? nullptr : &candidate;
    }
    return nullptr;
}

void ReviewController::fillRows() {
    const analysis::ReviewResult& result = m_review->result();
    const analysis::RecordHistory& history = m_review->history();
    QList<ReviewStepRow> rows;
    for (const analysis::ReviewStep& step : result.steps) {
        const rules::GameState& before = history.positions[static_cast<std::size_t>(step.entry)];
        ReviewStepRow row;
        row.entry = step.entry;
        row.actionStep = step.action_step;
        row.who = actorOf(step);
        row.decision = step.decision.has_value();
        if (step.history_entry.is_take_back) {
            //: A step of the review: a move taken back (Undo). %1: the move, e.g. "Play H for Mercurial".
            row.what = tr("Taken back: %1").arg(gameText::labelOf(step.history_entry.action, before).label);
        } else {
            row.what = step.history_entry.is_chance ? reviewText::outcomeText(step.history_entry.outcome)
                                                    : gameText::labelOf(step.history_entry.action, before).label;
        }
        row.before = step.before_tenths / 10.0;
        row.after = step.after_tenths / 10.0;
        row.swingText = reviewText::signedPoints(step.swing_tenths());
        row.keyMoment = std::ranges::find(result.summary.key_moments, step.entry) != result.summary.key_moments.end();
        if (const auto& d = step.decision) {
            row.decisionClass = static_cast<ui::DecisionClass::Value>(d->decision_class);
            row.flagged = analysis::is_flagged(d->decision_class);
            row.verdict = reviewText::decisionVerdict(*d);
            // Classed best but not the best: the review cannot tell them apart, and says by how much.
            const std::optional<analysis::BestMargin> margin = analysis::margin_to_best(*d, step.history_entry.action);
            if (d->decision_class == analysis::DecisionClass::kBest && margin &&
                margin->kind == analysis::BestMargin::Kind::kWithinNoise) {
                row.verdict = reviewText::withinNoiseVerdict(*margin);
            }
            if (row.flagged) {
                // At a key decision, the search a person waits for (as the hint's) names the better move
                // when the look-ahead finds it as good as the best, and says why from its own figures.
                const policies::SearchWhy* search = nullptr;
                const analysis::CandidateReview* searched = nullptr;
                if (const auto found =
                        m_keySearches ? m_keySearches->find(step.entry) : KeyDecisionSearches::iterator{};
                    m_keySearches && found != m_keySearches->end()) {
                    searched = searchedCandidate(*d, found->second.action, step.history_entry.action);
                    if (searched) search = &found->second;
                }
                const rules::Action better = searched ? searched->action : d->best;
                //: %1: the better action ("Play H for Mercurial"); %2: its win chance ("62,5%"); %3: the win chance
                //: after the action played ("48%").
                row.better = tr("Better: %1, which wins %2 against %3")
                                 .arg(gameText::labelOf(better, before).label,
                                      percentOf(searched ? searched->value : d->best_value),
                                      reviewText::percent(step.after_tenths));
                // The heuristic team's reason when the better action is its plan; else the look-ahead's.
                const policies::Explanation plan = policies::make_policy("heuristic", {1, 0, 0})->explain(before);
                //: %1: the AI's reason in plain words ("PLUS, which holds the component Quantum Gates").
                const QString planWhy = tr("Why: %1.").arg(aiText::reasonText(plan));
                //: %1: the better move and why, a whole sentence from the search's own figures.
                row.why = search ? tr("Why (search): %1").arg(aiText::searchWhyText(*search, before))
                          : plan.action == d->best
                              ? planWhy
                              : tr("Why: with the same dice and draws to come, the team wins more often after it "
                                   "than after the action played.");
                if (d->live_played && d->live_best && better == d->best) {  // the kets are of the review's best
                    row.ketPlayed = lessonText::ket(*d->live_played);
                    row.ketBest = lessonText::ket(*d->live_best);
                }
            }
        } else if (const auto& luck = step.luck) {
            row.luck = static_cast<ui::Luck::Value>(luck->label);
            row.verdict = reviewText::luckVerdict(*luck, step.swing_tenths());
        }
        // The step-through's step where the entry is seen: a decision's own, a chance outcome's action.
        const QString stepText = QLocale().toString(step.shown_step());
        //: %1: the step's number (7); %2: the ship's name (Mercurial); %3: the action ("Play H for Mercurial"); %4:
        //: the verdict ("Mistake: 12 points lost").
        row.title = step.decision ? tr("Step %1, %2: %3 — %4")
                                        .arg(stepText, gameText::shipName(step.decision->player), row.what, row.verdict)
                                  //: %1: the step's number (7); %2: what chance did ("The die rolled 5"); %3: the
                                  //: verdict ("Lucky (+8)").
                                  : tr("Step %1: %2 — %3").arg(stepText, row.what, row.verdict);
        rows.append(row);
        m_graph.append(row.after);
    }
    m_steps->setRows(rows);
    findMistakes();
    wordSummary();
    m_totals = reviewText::totalsSentence(result.summary);
    m_keyMoments.clear();
    m_keyMomentTexts.clear();
    for (int entry : result.summary.key_moments) {  // a row per entry, in order
        const ReviewStepRow& row = rows[entry];
        m_keyMoments.append(entry);
        m_keyMomentTexts.append(row.title);
    }
}

void ReviewController::setAiPlayers(AiPlayers* ai) {
    if (m_ai == ai) return;
    if (m_ai) disconnect(m_ai, nullptr, this, nullptr);
    m_ai = ai;
    if (m_ai) connect(m_ai, &AiPlayers::playersChanged, this, &ReviewController::followAiPlayers);
    followAiPlayers();
    emit controllerChanged();
}

void ReviewController::followAiPlayers() {
    if (!m_ai) return;
    setLearner(0, !m_ai->mercurialAi());
    setLearner(1, !m_ai->rubiconAi());
}

analysis::Seats ReviewController::seats() const {
    return {m_learners[0] ? analysis::Seat::kHuman : analysis::Seat::kAi,
            m_learners[1] ? analysis::Seat::kHuman : analysis::Seat::kAi};
}

void ReviewController::wordSummary() {
    m_summary.clear();
    m_learnerCounts.clear();
    m_partnerCounts.clear();
    if (!m_review || m_steps->count() == 0) return;
    const analysis::ReviewSummary& summary = m_review->result().summary;
    m_summary = reviewText::summarySentence(summary, seats());
    m_learnerCounts = reviewText::decisionCounts(summary, seats(), analysis::Seat::kHuman);
    m_partnerCounts = reviewText::decisionCounts(summary, seats(), analysis::Seat::kAi);
}

void ReviewController::setLearner(int ship, bool on) {
    if (m_learners[static_cast<std::size_t>(ship)] == on) return;
    m_learners[static_cast<std::size_t>(ship)] = on;
    stopLearning();
    findMistakes();
    wordSummary();
    emit settingsChanged();
    emit stateChanged();
}

void ReviewController::findMistakes() {
    m_mistakes.clear();
    for (int row = 0; row < m_steps->count(); ++row) {
        const ReviewStepRow& step = m_steps->at(row);
        if (step.flagged && step.who != ui::ReviewActor::Chance && m_learners[static_cast<std::size_t>(step.who)]) {
            m_mistakes.push_back(row);
        }
    }
}

int ReviewController::rowOfStep(int step) const {
    int found = -1;
    for (int row = 0; row < m_steps->count() && m_steps->at(row).actionStep <= step; ++row) found = row;
    return found;
}

void ReviewController::goToRow(int row) {
    if (!m_game || row < 0 || row >= m_steps->count()) return;
    m_game->replay()->goTo(m_steps->at(row).actionStep);
    close();
}

const analysis::DecisionReview* ReviewController::decisionAt(int row) const {
    if (!ready() || row < 0 || row >= static_cast<int>(m_review->result().steps.size())) return nullptr;
    const auto& decision = m_review->result().steps[static_cast<std::size_t>(row)].decision;
    return decision && !decision->candidates.empty() ? &*decision : nullptr;
}

void ReviewController::select(int row) {
    if (!ready() || row < 0 || row >= m_steps->count()) row = -1;
    leaveWhatIf();
    m_selected = row;
    fillChoices(row, /*showValues=*/true);
    emit selectionChanged();
}

void ReviewController::fillChoices(int row, bool showValues) {
    QList<ReviewChoiceRow> rows;
    if (const analysis::DecisionReview* d = decisionAt(row)) {
        const analysis::ReviewStep& step = m_review->result().steps[static_cast<std::size_t>(row)];
        const rules::GameState& before = m_review->history().positions[static_cast<std::size_t>(step.entry)];
        for (const analysis::CandidateReview& candidate : d->candidates) {
            ReviewChoiceRow choice;
            choice.label = gameText::labelOf(candidate.action, before).label;
            choice.win = showValues ? candidate.value.tenths() / 10.0 : -1;
            choice.best = showValues && candidate.action == d->best;
            choice.played = candidate.action == step.history_entry.action;
            rows.append(choice);
        }
    }
    m_choices->setRows(rows);
}
