#include "ui-qml/controller/AiPlayers.h"

#include <spdlog/spdlog.h>

#include <QFile>
#include <QLocale>
#include <QSettings>
#include <algorithm>

#include "game/policies/explanation.h"
#include "game/policies/explanation_note.h"
#include "game/policies/policy_factory.h"
#include "game/policies/search_policy.h"
#include "game/policies/search_why.h"
#include "ui-qml/controller/AiReasonText.h"
#include "ui-qml/controller/GameText.h"
#include "ui-qml/review/LookAheadHint.h"

namespace policies = entanglion::policies;
namespace rules = entanglion::rules;
using entanglion::Ship;

namespace {

int shipIndex(Ship ship) { return static_cast<int>(ship); }

/// Each AI's generator is fixed by the game's seed and its ship: the same seeded game with the same
/// human moves gets the same AI moves.
std::uint64_t policySeed(const rules::GameRecord& record, Ship ship) {
    return rules::derived_seed(record.seed.value_or(0), 0xA1u + static_cast<std::uint64_t>(shipIndex(ship)));
}

// Who played each ship last time, remembered like the language (QSettings).
const QString kMercurialKey = QStringLiteral("ai/mercurial");
const QString kRubiconKey = QStringLiteral("ai/rubicon");
const QString kBudgetKey = QStringLiteral("ai/budgetMs");

/// The search's reason in the game's terms when `policy` searched (its last choice was in `before`).
std::optional<policies::SearchWhy> searchWhyOf(const policies::Policy& policy, const rules::GameState& before) {
    const auto* search = dynamic_cast<const policies::SearchPolicy*>(&policy);
    if (!search) return std::nullopt;
    return policies::search_why(before, search->last_explanation());
}

}  // namespace

std::unique_ptr<policies::Policy> AiPlayers::makePolicy(const QString& name, std::uint64_t seed, int budgetMs) {
    const std::string policy = name.toStdString();
    // Without a thinking time of its own, the search is the one a person waits for, as the hint's.
    if (budgetMs <= 0 && policy == policies::person_facing_policy_name())
        return policies::make_policy(policy, policies::person_facing_settings(seed));
    return policies::make_policy(policy, {seed, budgetMs});
}

AiPlayers::AiPlayers(QObject* parent) : QObject(parent) {
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, [this] { nextMove(); });
    // The players of the last session come back, so a solo game resumed from its autosave (or any
    // game opened) has its AI partner again. A name this build does not know leaves both human.
    const QSettings settings;
    const QString mercurial = settings.value(kMercurialKey).toString();
    const QString rubicon = settings.value(kRubiconKey).toString();
    if (!mercurial.isEmpty() || !rubicon.isEmpty())
        configure(mercurial, rubicon, settings.value(kBudgetKey, 0).toInt());
}

AiPlayers::~AiPlayers() {
    // A move being thought about is waited for (at most the thinking time); its answer is dropped
    // with this object (the queued call has it as its context).
    joinWorker();
    if (m_hintWorker.joinable()) m_hintWorker.join();  // at most the hint's thinking time
}

void AiPlayers::joinWorker() {
    if (m_worker.joinable()) m_worker.join();
}

void AiPlayers::setController(GameController* controller) {
    if (m_controller == controller) return;
    if (m_controller) {
        disconnect(m_controller, nullptr, this, nullptr);
        disconnect(m_controller->preview(), nullptr, this, nullptr);
    }
    m_controller = controller;
    if (m_controller) {
        connect(m_controller, &GameController::shownStateChanged, this, &AiPlayers::onGameChanged);
        connect(m_controller->preview(), &CardPreview::previewChanged, this, &AiPlayers::rewordHint);
    }
    emit controllerChanged();
    onGameChanged();
}

QString AiPlayers::bestPolicy() const {
    const std::string_view name = policies::best_policy_name();
    return QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size()));
}

QStringList AiPlayers::policyNames() const {
    QStringList names;
    for (std::string_view name : policies::policy_names())
        names << QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size()));
    return names;
}

bool AiPlayers::configure(const QString& mercurialPolicy, const QString& rubiconPolicy, int budgetMs) {
    std::array<std::shared_ptr<policies::Policy>, 2> made;
    const std::array<QString, 2> names{mercurialPolicy, rubiconPolicy};
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (names[i].isEmpty()) continue;
        // Seeded again from the game's seed before its first move (actingPolicy).
        made[i] = makePolicy(names[i], 0, budgetMs);
        if (!made[i]) {
            spdlog::warn("AI players not changed: unknown policy \"{}\"", names[i].toStdString());
            return false;
        }
    }
    m_policies = std::move(made);
    m_names = names;
    m_budgetMs = budgetMs;
    m_seededFor.reset();
    ++m_generation;  // an answer still being thought about is for the old players
    QSettings settings;
    settings.setValue(kMercurialKey, names[0]);
    settings.setValue(kRubiconKey, names[1]);
    settings.setValue(kBudgetKey, budgetMs);
    spdlog::info("players: Mercurial {}, Rubicon {}", names[0].isEmpty() ? "human" : names[0].toStdString(),
                 names[1].isEmpty() ? "human" : names[1].toStdString());
    emit playersChanged();
    onGameChanged();
    return true;
}

void AiPlayers::setDelayMs(int ms) {
    ms = std::clamp(ms, 100, 5000);
    if (ms == m_delayMs) return;
    m_delayMs = ms;
    emit settingsChanged();
    schedule();
}

void AiPlayers::setStepByKey(bool on) {
    if (on == m_stepByKey) return;
    m_stepByKey = on;
    emit settingsChanged();
    schedule();
}

void AiPlayers::setBlocked(bool on) {
    if (on == m_blocked) return;
    m_blocked = on;
    emit settingsChanged();
    emit stateChanged();
    schedule();
}

bool AiPlayers::gameOpen() const {
    // Moves are made only in a game played here (not while a record is stepped through).
    if (!m_controller || m_blocked ||
        m_controller->session().moves_refused() != entanglion::session::RefusalKind::kNone)
        return false;
    return !m_controller->gameState()->is_over();
}

bool AiPlayers::aiToMove() const {
    return gameOpen() && m_policies[static_cast<std::size_t>(shipIndex(m_controller->gameState()->acting_player()))];
}

bool AiPlayers::humanToMove() const {
    return gameOpen() && !m_policies[static_cast<std::size_t>(shipIndex(m_controller->gameState()->acting_player()))];
}

std::shared_ptr<policies::Policy> AiPlayers::actingPolicy() {
    const rules::GameRecord& record = m_controller->record();
    const int step = m_controller->gameState()->actions_applied();
    if (m_seededFor != record.seed || step < m_lastStep) {
        // A new game (or the first move after configure): fresh generators fixed by its seed.
        for (Ship ship : entanglion::kShips) {
            const auto i = static_cast<std::size_t>(shipIndex(ship));
            if (m_policies[i]) {
                m_policies[i] = makePolicy(m_names[i], policySeed(record, ship), m_budgetMs);
            }
        }
        m_seededFor = record.seed;
    }
    m_lastStep = step;
    return m_policies[static_cast<std::size_t>(shipIndex(m_controller->gameState()->acting_player()))];
}

void AiPlayers::onGameChanged() {
    if (m_hintRow >= 0 && (!humanToMove() || m_controller->gameState()->actions_applied() != m_hintStep)) {
        clearHint();
    }
    emit stateChanged();
    schedule();
}

void AiPlayers::schedule() {
    if (aiToMove() && !m_stepByKey && !m_thinking) {
        m_timer.start(m_delayMs);
    } else {
        m_timer.stop();
    }
}

bool AiPlayers::nextMove() {
    if (!aiToMove() || m_thinking) return false;
    const rules::GameState& state = *m_controller->gameState();
    Thought thought{m_generation, m_controller->record().seed, state.actions_applied(), state.acting_player()};
    std::shared_ptr<policies::Policy> policy = actingPolicy();
    m_timer.stop();
    m_thinking = true;
    emit stateChanged();
    joinWorker();  // the last worker has answered already (m_thinking was false)
    m_worker = std::thread([this, policy, thought, copy = state] {
        // The policy and the state copy are the worker's alone until it answers.
        const policies::Explanation why = policy->explain(copy);
        const std::optional<policies::SearchWhy> search = searchWhyOf(*policy, copy);
        QMetaObject::invokeMethod(
            this, [this, thought, why, search] { playThought(thought, why, search); }, Qt::QueuedConnection);
    });
    return true;
}

void AiPlayers::playThought(const Thought& thought, const policies::Explanation& why,
                            const std::optional<policies::SearchWhy>& search) {
    m_thinking = false;
    const bool stillTheGame = aiToMove() && thought.generation == m_generation &&
                              thought.seed == m_controller->record().seed &&
                              thought.step == m_controller->gameState()->actions_applied() &&
                              thought.ship == m_controller->gameState()->acting_player();
    if (!stillTheGame) {
        // The game moved on while the AI thought (a new game, a step-through, a dialog, new players).
        spdlog::info("an AI answer for action {} was dropped: the game changed meanwhile", thought.step);
        emit stateChanged();
        schedule();
        return;
    }
    const rules::GameState& state = *m_controller->gameState();
    const Ship ship = thought.ship;
    const rules::Action action = why.action;
    const QString& policy = m_names[static_cast<std::size_t>(shipIndex(ship))];
    // A search says why in the game's terms, from its own figures; the others give their reason.
    const QString reason =
        search ? aiText::searchMoveLine(policy, *search, state) : aiText::moveLine(policy, why, state);
    m_lastSearch = search;
    spdlog::info("AI {} plays {}", gameText::shipId(ship).toStdString(), rules::action_to_string(action));
    // Counted before the controller announces the move (shownStateChanged), so listeners see the
    // count that includes it; taken back if the move were refused.
    ++m_movesPlayed;
    // The annotation keeps the typed reason with the record, so a resumed game words it again.
    const std::string note = policies::explanation_note(policy.toStdString(), why);
    if (!m_controller->applyAiMove(action, reason, aiText::detailText(why), note)) {
        // The policy chose from the engine's legal actions; a refusal is a defect to report.
        --m_movesPlayed;
        spdlog::error("the AI's move {} was refused: {}", rules::action_to_string(action),
                      m_controller->messages()->error().toStdString());
    }
    emit stateChanged();
    schedule();
}

QString AiPlayers::policyTitle(const QString& policy) const { return aiText::policyTitle(policy); }

bool AiPlayers::hint(const QString& policyName) {
    if (!humanToMove()) return false;
    if (policyName.isEmpty()) return lookAheadHint();
    const rules::GameState& state = *m_controller->gameState();
    const std::string name =
        policyName.isEmpty() ? std::string(policies::best_policy_name()) : policyName.toStdString();
    // Seeded by the position, so asking twice gives the same hint.
    const rules::GameRecord& record = m_controller->record();
    std::unique_ptr<policies::Policy> policy = makePolicy(
        QString::fromStdString(name),
        rules::derived_seed(record.seed.value_or(0), static_cast<std::uint64_t>(state.actions_applied())), m_budgetMs);
    if (!policy) return false;
    const policies::Explanation why = policy->explain(state);
    const std::optional<policies::SearchWhy> search = searchWhyOf(*policy, state);
    const rules::Action action = why.action;
    m_hintStep = state.actions_applied();
    m_hintRow = m_controller->rowOfAction(action);
    // The risk is the policy's exact one for this choice (component modifiers counted), when it faces a check.
    m_lookAhead.reset();  // a policy's hint: no look-ahead to word again
    m_hintSearch = search;
    if (search)
        //: %1: the AI's kind (search); %2: the suggested move and why, a whole sentence from the search's figures.
        m_hintText =
            tr("Hint (%1): %2").arg(policyTitle(QString::fromStdString(name)), aiText::searchWhyText(*search, state));
    else
        //: %1: the AI's kind (search); %2: the suggested action ("Play H for Mercurial"); %3: why, in plain words.
        m_hintText = tr("Hint (%1): %2 — %3.")
                         .arg(policyTitle(QString::fromStdString(name)), gameText::labelOf(action, state).label,
                              aiText::reasonWithRisk(why));
    m_hintSpeech = m_hintText;
    emit hintChanged();
    emit hintReady();
    return true;
}

void AiPlayers::setHintBudgetMs(int ms) {
    ms = std::clamp(ms, 1, 10000);
    if (ms == m_hintBudgetMs) return;
    m_hintBudgetMs = ms;
    emit settingsChanged();
}

bool AiPlayers::lookAheadHint() {
    const rules::GameState& state = *m_controller->gameState();
    // Seeded by the position, so asking twice weighs with the same luck.
    const std::uint64_t seed = rules::derived_seed(m_controller->record().seed.value_or(0),
                                                   static_cast<std::uint64_t>(state.actions_applied()));
    const std::uint64_t generation = ++m_hintGeneration;
    const int step = state.actions_applied();
    if (m_hintWorker.joinable()) m_hintWorker.join();  // a hint asked before: at most its thinking time
    m_hintThinking = true;
    emit hintChanged();
    // Two steps: the search's move and why as soon as it has chosen (within 300 ms on one core), then
    // the same hint with every action weighed by look-ahead (about half a second more).
    m_hintWorker =
        std::thread([this, copy = state, seed, generation, step, budget = m_hintBudgetMs, previewed = previewedCard()] {
            const LookAheadHint searched = ::searchHint(copy, seed);
            QMetaObject::invokeMethod(
                this, [this, searched, generation, step] { showHint(searched, generation, step, false); },
                Qt::QueuedConnection);
            const LookAheadHint hint =
                ::lookAheadHint(copy, seed, std::chrono::milliseconds(budget), previewed, searched);
            QMetaObject::invokeMethod(
                this, [this, hint, generation, step] { showHint(hint, generation, step, true); }, Qt::QueuedConnection);
        });
    return true;
}

void AiPlayers::showHint(const LookAheadHint& hint, std::uint64_t generation, int step, bool weighed) {
    if (generation != m_hintGeneration) return;
    if (weighed) m_hintThinking = false;
    // Shown only while the position is still the one asked about.
    if (!humanToMove() || m_controller->gameState()->actions_applied() != step) {
        m_hintThinking = false;
        emit hintChanged();
        return;
    }
    const bool sameMove = m_hintStep == step && m_hintRow == m_controller->rowOfAction(hint.action);
    m_hintStep = step;
    m_hintRow = m_controller->rowOfAction(hint.action);
    m_hintSearch = hint.search;
    if (weighed) {
        m_lookAhead = hint;
        // Worded for the card previewed now (the learner may have moved on meanwhile).
        m_hintText = lookAheadHintText(hint, previewedCard());
        m_hintSpeech = lookAheadHintText(hint, previewedCard(), HintLines::WithoutOthers);
    } else {
        m_lookAhead.reset();
        m_hintText = hint.text;
        m_hintSpeech = hint.text;
    }
    emit hintChanged();
    // Spoken once: the search's answer, and the weighed hint only when it suggests another move.
    if (!weighed || !sameMove) emit hintReady();
}

std::optional<entanglion::analysis::HandCard> AiPlayers::previewedCard() const {
    if (!m_controller) return std::nullopt;
    const std::optional<CardPreview::Previewed> card = m_controller->preview()->previewed();
    if (!card) return std::nullopt;
    return entanglion::analysis::HandCard{card->ship, card->card};
}

void AiPlayers::rewordHint() {
    if (!m_lookAhead || m_hintText.isEmpty()) return;
    const QString text = lookAheadHintText(*m_lookAhead, previewedCard());
    if (text == m_hintText) return;
    m_hintText = text;
    emit hintChanged();
}

void AiPlayers::clearHint() {
    m_lookAhead.reset();
    m_hintSearch.reset();
    if (m_hintRow < 0 && m_hintText.isEmpty()) return;
    m_hintRow = -1;
    m_hintText.clear();
    m_hintSpeech.clear();
    m_hintStep = -1;
    emit hintChanged();
}

const std::optional<policies::BalanceTable>& AiPlayers::balanceTable() {
    static const std::optional<policies::BalanceTable> table = [] {
        QFile file(QStringLiteral(":/data/balance.json"));
        if (!file.open(QIODevice::ReadOnly)) {
            spdlog::error("the balance figures (:/data/balance.json) are missing from the app");
            return std::optional<policies::BalanceTable>();
        }
        const QByteArray text = file.readAll();
        std::string error;
        std::optional<policies::BalanceTable> parsed = policies::parse_balance_table(
            std::string_view(text.constData(), static_cast<std::size_t>(text.size())), "balance.json", &error);
        if (!parsed) spdlog::error("{}", error);
        return parsed;
    }();
    return table;
}

const policies::BalanceFigure* AiPlayers::measuredWinRate(const QString& policy, int difficulty,
                                                          ui::RulesVariant::Value variant) const {
    const std::optional<policies::BalanceTable>& table = balanceTable();
    const std::optional<rules::RulesVariant> chosen = ui::variantFromQml(variant);
    if (!table || !chosen) return nullptr;
    return table->find(policy.toStdString(), rules::variant_id(*chosen), difficulty);
}

QString AiPlayers::winRateText(const QString& policy, int difficulty, ui::RulesVariant::Value variant) const {
    const policies::BalanceFigure* figure = measuredWinRate(policy, difficulty, variant);
    //: %1: the AI's kind: random, heuristic or search.
    if (!figure) return tr("Win rate of two %1 AIs at this difficulty: not measured yet.").arg(policyTitle(policy));
    const QLocale locale;
    // Small rates keep their significant digits: 0.040%, 1.25%, 17.3%.
    const auto percent = [&](double fraction) {
        const double value = fraction * 100;
        return locale.toString(value, 'f', value < 0.1 ? 3 : value < 10 ? 2 : 1);
    };
    //: %1: the AI's name; %2, %3, %4: percentages already in the UI language's digits; %Ln: the games
    //: simulated (thousands, in the UI language's digits).
    return tr("Two %1 AIs win %2% of games at this difficulty (95% interval %3–%4%, %Ln game(s), balance study).",
              nullptr, static_cast<int>(figure->games))
        .arg(policyTitle(policy), percent(figure->win_rate()), percent(figure->ci95_low), percent(figure->ci95_high));
}
