// ReviewController's practice: learn from your mistakes (the flagged decisions in turn) and what if
// (another action played on, on its own copy of the game).

#include <QLocale>

#include "game/analysis/what_if.h"
#include "ui-qml/controller/GameText.h"
#include "ui-qml/review/ReviewController.h"
#include "ui-qml/review/ReviewText.h"

namespace analysis = entanglion::analysis;
namespace rules = entanglion::rules;

namespace {
/// How far a what-if plays on (a game ends long before).
constexpr int kWhatIfMaxActions = 1000;
/// The what-if's fresh luck: any fixed seed, so the same what-if plays the same way.
constexpr std::uint64_t kWhatIfSeed = 7;
/// The what-if's moves shown (the rest are counted).
constexpr int kWhatIfMovesShown = 12;
}  // namespace

bool ReviewController::startLearning() {
    if (!ready() || m_mistakes.empty()) return false;
    leaveWhatIf();
    m_learnIndex = 0;
    showMistake();
    return true;
}

void ReviewController::showMistake() {
    const int row = m_mistakes[static_cast<std::size_t>(m_learnIndex)];
    const ReviewStepRow& step = m_steps->at(row);
    m_selected = row;
    m_learnTries = 0;
    m_learnVerdict.clear();
    m_learnRevealed = false;
    m_learnSolved = false;
    //: %1: the step's number (7); %2: the action played ("Play H for Mercurial").
    m_learnPrompt = tr("Step %1: %2. That was not the best. Find a better action.")
                        .arg(QLocale().toString(step.actionStep + 1), step.what);
    // The choices without their values: the learner finds the better one first.
    fillChoices(row, /*showValues=*/false);
    if (m_game) m_game->replay()->goTo(step.actionStep);
    emit selectionChanged();
    emit learnChanged();
}

bool ReviewController::answer(int choice) {
    if (!learning() || m_learnRevealed) return false;
    const int row = m_mistakes[static_cast<std::size_t>(m_learnIndex)];
    const analysis::DecisionReview* d = decisionAt(row);
    if (!d || choice < 0 || choice >= static_cast<int>(d->candidates.size())) return false;
    const analysis::CandidateReview& picked = d->candidates[static_cast<std::size_t>(choice)];
    const QString label = m_choices->at(choice).label;
    ++m_learnTries;
    // The core judges the answer (analysis::margin_to_best); the page only words its verdict.
    const std::optional<analysis::BestMargin> margin = analysis::margin_to_best(*d, picked.action);
    m_learnSolved = margin && margin->kind != analysis::BestMargin::Kind::kWorse;
    if (m_learnSolved && margin->kind == analysis::BestMargin::Kind::kBest) {
        //: %1: the action picked ("Play H for Mercurial"); %2: its win chance ("62,5%").
        m_learnVerdict =
            tr("Yes: %1 is the best action here (it wins %2).").arg(label, reviewText::percent(margin->value_tenths));
    } else if (m_learnSolved) {
        //: %1: the action picked ("Play H for Mercurial"); %2: its win chance ("18,8%"); %3: the best action's
        //: win chance ("23,0%"); %4: the estimate's margin, a decimal number of win-chance points ("4,6").
        m_learnVerdict = tr("Yes: %1 is within the estimate's noise of the best action: it wins %2 against %3, "
                            "±%4 points.")
                             .arg(label, reviewText::percent(margin->value_tenths),
                                  reviewText::percent(margin->best_tenths), reviewText::points(margin->margin_tenths));
    } else if (m_learnTries < 2) {
        //: %1: the action picked ("Play H for Mercurial").
        m_learnVerdict = tr("%1 is not as good as the best action. Try once more.").arg(label);
    } else {
        const rules::GameState& before =
            m_review->history()
                .positions[static_cast<std::size_t>(m_review->result().steps[static_cast<std::size_t>(row)].entry)];
        //: %1: the best action; %2: its win chance ("62,5%"); %3: the action picked; %4: its win chance ("48%").
        m_learnVerdict = tr("The best action was %1: it wins %2, %3 wins %4.")
                             .arg(gameText::labelOf(d->best, before).label, reviewText::percent(d->best_value.tenths()),
                                  label, reviewText::percent(picked.value.tenths()));
    }
    m_learnRevealed = m_learnSolved || m_learnTries >= 2;
    if (m_learnRevealed) fillChoices(row, /*showValues=*/true);
    emit learnChanged();
    return true;
}

bool ReviewController::nextMistake() {
    if (!learning()) return false;
    if (m_learnIndex + 1 >= mistakeCount()) {
        stopLearning();
        return false;
    }
    ++m_learnIndex;
    showMistake();
    return true;
}

void ReviewController::stopLearning() {
    if (!learning()) return;
    m_learnIndex = -1;
    m_learnPrompt.clear();
    m_learnVerdict.clear();
    m_learnRevealed = false;
    m_learnSolved = false;
    fillChoices(m_selected, /*showValues=*/true);
    emit learnChanged();
}

bool ReviewController::startWhatIf(int choice, bool freshLuck) {
    const analysis::DecisionReview* d = decisionAt(m_selected);
    if (!d || choice < 0 || choice >= static_cast<int>(d->candidates.size())) return false;
    const analysis::ReviewStep& step = m_review->result().steps[static_cast<std::size_t>(m_selected)];
    const analysis::HistoryEntry alternative{false, d->candidates[static_cast<std::size_t>(choice)].action, {}};
    std::string error;
    // The what-if copies what it needs from the review's history: the record, the step-through and
    // the autosave are not touched.
    std::optional<analysis::WhatIf> branch = m_review->what_if(
        step.entry, alternative, freshLuck ? analysis::WhatIfLuck::kFresh : analysis::WhatIfLuck::kRecorded,
        kWhatIfSeed, &error);
    if (!branch) {
        //: %1: the reason from the engine, a sentence.
        m_game->messages()->setError(tr("Cannot play this what-if: %1").arg(QString::fromStdString(error)));
        return false;
    }
    branch->play_on(analysis::TeamSettings{}, kWhatIfMaxActions);
    // The moves in words, each worded on the position before it.
    QStringList moves;
    rules::GameState state = m_review->history().positions[static_cast<std::size_t>(step.entry)];
    int players = 0;
    for (const analysis::WhatIfEntry& entry : branch->entries()) {
        if (!entry.entry.is_chance) ++players;
        if (moves.size() < kWhatIfMovesShown) {
            moves << (entry.entry.is_chance ? reviewText::outcomeText(entry.entry.outcome)
                                            : gameText::labelOf(entry.entry.action, state).label);
        }
        analysis::apply_entry(state, entry.entry);
    }
    if (branch->entries().size() > static_cast<std::size_t>(kWhatIfMovesShown)) {
        //: %n: the further steps of the what-if that are not listed.
        moves << tr("… %n more step(s)", nullptr, static_cast<int>(branch->entries().size()) - kWhatIfMovesShown);
    }
    const rules::GameStatus real = m_review->history().positions.back().status();
    const rules::GameStatus played = branch->state().status();
    QString whatIf = tr("This what-if did not end.");
    if (played == rules::GameStatus::kWon)
        //: %n: actions until the team wins.
        whatIf = tr("In this what-if the team wins after %n more action(s).", nullptr, players);
    else if (played == rules::GameStatus::kLost)
        //: %n: actions until the team is detected.
        whatIf = tr("In this what-if the team is detected after %n more action(s).", nullptr, players);
    const QString record = real == rules::GameStatus::kWon    ? tr("The real game was won.")
                           : real == rules::GameStatus::kLost ? tr("The real game was lost.")
                                                              : tr("The real game is not over.");
    m_whatIfMoves = moves;
    //: %1: the what-if's end ("In this what-if the team wins after 3 more actions."); %2: the real game's end, a
    //: sentence.
    m_whatIfResult = tr("%1 %2", "two sentences: the what-if's end, the real game's").arg(whatIf, record);
    emit whatIfChanged();
    return true;
}

bool ReviewController::playWhatIf(bool freshLuck) {
    if (!m_game || !decisionAt(m_selected)) return false;
    const int step = m_steps->at(m_selected).actionStep;
    stopLearning();
    leaveWhatIf();
    // The same what-if deals the same luck; the page closes and the board plays it.
    if (!m_game->beginWhatIf(step, rules::derived_seed(kWhatIfSeed, static_cast<std::uint64_t>(step)), freshLuck)) {
        m_game->messages()->setError(tr("This what-if cannot be played on the board."));
        return false;
    }
    m_shown = false;
    emit shownChanged();
    return true;
}

void ReviewController::leaveWhatIf() {
    if (m_whatIfMoves.isEmpty()) return;
    m_whatIfMoves.clear();
    m_whatIfResult.clear();
    emit whatIfChanged();
}
