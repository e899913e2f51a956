#include "LessonController.h"

#include <QDebug>
#include "ui-qml/common/KetWords.h"

#include "LessonText.h"
#include "lessons/builtin.h"
#include "lessons/lesson_circuit.h"
#include "statevector/gate.h"
#include "statevector/ship.h"

using entanglion::Board;
using entanglion::lessons::Lesson;
using entanglion::lessons::LessonRunner;
using entanglion::lessons::LessonStatus;
using entanglion::lessons::MoveError;
using entanglion::lessons::MoveResult;

LessonController::LessonController(QObject* parent)
    : LessonController(entanglion::lessons::builtin_lessons(), parent) {}

LessonController::LessonController(std::vector<Lesson> lessons, QObject* parent)
    : QObject(parent),
      m_lessons(std::move(lessons)),
      m_lessonList(new LessonListModel(m_lessons, m_progress, this)),
      m_cards(new LessonCardModel(this)),
      m_history(new LessonHistoryModel(this)),
      m_map(new LessonMapModel(this)) {}

LessonController::~LessonController() {
    // The models point into the runner; detach them before it goes.
    m_cards->setRunner(nullptr);
    m_history->setRunner(nullptr);
}

void LessonController::ensureProgressLoaded() {
    if (m_progressLoaded) return;
    setProgressFile(LessonProgress::defaultFilePath());
}

void LessonController::setProgressFile(const QString& requested) {
    const QString filePath = requested.isEmpty() ? LessonProgress::defaultFilePath() : requested;
    if (m_progressLoaded && filePath == m_progress.filePath()) return;
    m_progressLoaded = true;
    if (!m_progress.load(filePath)) qWarning().noquote() << "lesson progress:" << m_progress.errorString();
    m_lessonList->progressUpdated();
    emit progressChanged();
}

// ---- the open lesson ----

namespace {
QStringList paragraphs(const std::string& text) {
    QStringList result;
    for (const QString& paragraph : lessonText::readable(text).split(QStringLiteral("\n\n"), Qt::SkipEmptyParts)) {
        result << paragraph.trimmed();
    }
    return result;
}
}  // namespace

QString LessonController::lessonId() const { return m_runner ? lessonText::fromStd(m_runner->lesson().id) : QString(); }
QString LessonController::language() const {
    return lessonText::fromStd(entanglion::lessons::language_code(m_language));
}

void LessonController::setLanguage(const QString& codeOrLocale) {
    const auto language = entanglion::lessons::language_for_locale(codeOrLocale.toStdString());
    if (language == m_language) return;
    m_language = language;
    m_lessonList->setLanguage(language);
    emit languageChanged();
    if (!m_runner) return;
    emit lessonChanged();
    emit hintsChanged();
}

QString LessonController::title() const {
    return m_runner ? lessonText::fromStd(m_runner->lesson().texts(m_language).title) : QString();
}
QStringList LessonController::intro() const {
    return m_runner ? paragraphs(m_runner->lesson().texts(m_language).intro) : QStringList();
}
QString LessonController::task() const {
    return m_runner ? lessonText::readable(m_runner->lesson().texts(m_language).task) : QString();
}
QString LessonController::learningGoal() const {
    return m_runner ? lessonText::readable(m_runner->lesson().texts(m_language).learning_goal) : QString();
}
QString LessonController::misconception() const {
    return m_runner ? lessonText::readable(m_runner->lesson().texts(m_language).misconception) : QString();
}
int LessonController::budget() const { return m_runner ? m_runner->lesson().budget : 0; }
int LessonController::hintCount() const { return m_runner ? m_runner->hint_count() : 0; }

QStringList LessonController::goal() const {
    return m_runner ? lessonText::goalLines(m_runner->lesson().goal) : QStringList();
}

ui::RulesVariant::Value LessonController::rules() const {
    return m_runner ? rulesOf(m_runner->lesson()) : ui::RulesVariant::Board;
}

QString LessonController::successText() const {
    return m_runner ? lessonText::readable(m_runner->lesson().texts(m_language).success) : QString();
}

ui::LessonStatus::Value LessonController::status() const {
    return m_runner ? static_cast<ui::LessonStatus::Value>(m_runner->status()) : ui::LessonStatus::InProgress;
}

bool LessonController::succeeded() const { return m_runner && m_runner->succeeded(); }
int LessonController::cardsPlayed() const { return m_runner ? m_runner->cards_played() : 0; }
int LessonController::cardsLeft() const { return m_runner ? m_runner->cards_left() : 0; }
bool LessonController::measurable() const { return m_runner && m_runner->lesson().measure; }

QVariantList LessonController::amplitudes() const {
    QVariantList out;
    if (!m_runner) return out;
    for (int i = 0; i < 4; ++i)
        out << m_runner->state().amplitudes()[i].real() << m_runner->state().amplitudes()[i].imag();
    return out;
}

QStringList LessonController::movesCircuit() const {
    QStringList out;
    if (!m_runner) return out;
    std::vector<entanglion::Gate> moves;
    for (const auto& record : m_runner->history()) moves.push_back(record.gate);
    const auto circuit = entanglion::lessons::lesson_circuit(m_runner->lesson(), moves);
    if (!circuit) return out;
    for (const entanglion::Gate& gate : *circuit) out << QString::fromStdString(entanglion::gate_to_string(gate));
    return out;
}

QString LessonController::movesCircuitTitle() const {
    if (!m_runner) return {};
    return QString::fromStdString(
        entanglion::lessons::lesson_circuit_title(m_runner->lesson(), m_runner->history().size()));
}

QString LessonController::ket() const { return m_runner ? lessonText::ket(m_runner->state()) : QString(); }
QString LessonController::ketWords() const {
    return m_runner ? KetWords::twoQubits(m_runner->state().amplitudes()) : QString();
}
QString LessonController::ketLabelled() const {
    return m_runner ? lessonText::ketLabelled(m_runner->state()) : QString();
}
QString LessonController::namedKet() const {
    return m_runner ? lessonText::namedKet(Board::published(), m_runner->state()) : QString();
}
QString LessonController::planets() const { return m_runner ? lessonText::planets(m_runner->positions()) : QString(); }
QString LessonController::orderLabel() const { return lessonText::orderLabel(); }
int LessonController::bestCards() const { return m_runner ? m_progress.bestCards(lessonId()) : -1; }

bool LessonController::openLessonAt(int row) {
    if (row < 0 || row >= static_cast<int>(m_lessons.size())) return false;
    // Detach the models before the old runner goes away.
    m_cards->setRunner(nullptr);
    m_history->setRunner(nullptr);
    m_runner = std::make_unique<LessonRunner>(m_lessons[static_cast<std::size_t>(row)], Board::published());
    m_lessonRow = row;
    m_message.clear();
    m_cards->setRunner(m_runner.get());
    m_history->setRunner(m_runner.get());
    m_map->setLesson(&m_runner->lesson(), Board::published());
    m_map->setPositions(m_runner->positions());
    updateGoalFeedback();
    emit lessonChanged();
    emit positionChanged();
    emit hintsChanged();
    emit progressChanged();
    return true;
}

bool LessonController::openLesson(const QString& lessonId) { return openLessonAt(m_lessonList->rowOf(lessonId)); }

void LessonController::closeLesson() {
    if (!m_runner) return;
    m_cards->setRunner(nullptr);
    m_history->setRunner(nullptr);
    m_map->setLesson(nullptr, Board::published());
    m_map->setPositions(std::nullopt);
    m_runner.reset();
    m_lessonRow = -1;
    m_message.clear();
    m_goalFeedback.clear();
    emit lessonChanged();
    emit positionChanged();
    emit hintsChanged();
    emit progressChanged();
}

bool LessonController::applyResult(const MoveResult& result) {
    m_message = lessonText::refusal(result);
    afterChange();
    if (result.accepted() && m_runner->succeeded()) {
        ensureProgressLoaded();
        const int cards = m_runner->cards_played();
        if (!m_progress.recordCompletion(lessonId(), cards)) {
            qWarning().noquote() << "lesson progress:" << m_progress.errorString();
        }
        m_lessonList->progressUpdated();
        emit progressChanged();
        emit lessonCompleted(lessonId(), cards);
    }
    return result.accepted();
}

bool LessonController::playCard(int row) {
    if (!m_runner || row < 0 || row >= m_cards->rowCount()) return false;
    return applyResult(m_runner->play(m_cards->gateAt(row)));
}

bool LessonController::playMove(const QString& move) {
    if (!m_runner) return false;
    return applyResult(m_runner->play(std::string_view(move.toStdString())));
}

void LessonController::undo() {
    if (!m_runner || !canUndo()) return;
    m_runner->undo();
    m_message.clear();
    afterChange();
}

void LessonController::reset() {
    if (!m_runner) return;
    m_runner->reset();
    m_message.clear();
    afterChange();
}

QStringList LessonController::hints() const {
    // The runner counts the revealed hints; their words follow the current language.
    QStringList revealed;
    if (!m_runner) return revealed;
    const std::vector<std::string> all = m_runner->lesson().texts(m_language).hints;
    for (int i = 0; i < m_runner->hints_revealed(); ++i)
        revealed << lessonText::readable(all[static_cast<std::size_t>(i)]);
    return revealed;
}

QString LessonController::revealHint() {
    if (!m_runner || !m_runner->next_hint()) return {};
    emit hintsChanged();
    return hints().back();
}

void LessonController::resetProgress() {
    ensureProgressLoaded();
    if (!m_progress.clear()) qWarning().noquote() << "lesson progress:" << m_progress.errorString();
    m_lessonList->progressUpdated();
    emit progressChanged();
}

void LessonController::afterChange() {
    m_cards->refresh();
    m_history->sync();
    m_map->setPositions(m_runner->positions());
    updateGoalFeedback();
    emit positionChanged();
}

void LessonController::updateGoalFeedback() {
    m_goalFeedback.clear();
    if (!m_runner || m_runner->succeeded()) return;
    const entanglion::lessons::GoalReach reach = m_runner->goal_reach();
    if (reach != entanglion::lessons::GoalReach::kOutOfReach) return;
    if (m_runner->cards_left() > 0) m_goalFeedback << lessonText::outOfReach(m_runner->cards_left());
    if (const std::optional<entanglion::lessons::GoalMiss> miss = m_runner->goal_miss()) {
        m_goalFeedback << lessonText::goalMiss(*miss);
    }
}
