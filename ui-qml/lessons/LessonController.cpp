#include "LessonController.h"

#include <QDebug>
#include "ui-qml/common/KetWords.h"

#include "LessonText.h"
#include "lessons/builtin.h"
#include "statevector/gate.h"

using entanglion::Board;
using entanglion::lessons::Lesson;
using entanglion::lessons::LessonRunner;
using entanglion::lessons::PlayOutcome;

LessonController::LessonController(QObject* parent)
    : LessonController(entanglion::lessons::builtin_lessons(), parent) {}

LessonController::LessonController(std::vector<Lesson> lessons, QObject* parent)
    : QObject(parent),
      m_session(std::move(lessons), Board::published()),
      m_lessonList(new LessonListModel(m_session.lessons(), m_progress, this)),
      m_cards(new LessonCardModel(this)),
      m_history(new LessonHistoryModel(this)),
      m_map(new LessonMapModel(this)) {}

LessonController::~LessonController() {
    // The models point into the session's runner; detach them before it goes.
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

QString LessonController::lessonId() const {
    return m_session.is_open() ? lessonText::fromStd(m_session.runner()->lesson().id) : QString();
}

QString LessonController::language() const {
    return lessonText::fromStd(entanglion::lessons::language_code(m_language));
}

void LessonController::setLanguage(const QString& codeOrLocale) {
    const auto language = entanglion::lessons::language_for_locale(codeOrLocale.toStdString());
    if (language == m_language) return;
    m_language = language;
    m_lessonList->setLanguage(language);
    emit languageChanged();
    if (!m_session.is_open()) return;
    emit lessonChanged();
    emit hintsChanged();
}

LessonInfo LessonController::lesson() const {
    const LessonRunner* runner = m_session.runner();
    if (!runner) return {};
    const Lesson& lesson = runner->lesson();
    const auto& texts = lesson.texts(m_language);
    return LessonInfo{.id = lessonText::fromStd(lesson.id),
                      .number = lessonNumber(),
                      .title = lessonText::fromStd(texts.title),
                      .intro = paragraphs(texts.intro),
                      .task = lessonText::readable(texts.task),
                      .learningGoal = lessonText::readable(texts.learning_goal),
                      .misconception = lessonText::readable(texts.misconception),
                      .goal = lessonText::goalLines(lesson.goal),
                      .rules = rulesOf(lesson),
                      .budget = lesson.budget,
                      .hintCount = runner->hint_count(),
                      .successText = lessonText::readable(texts.success),
                      .measurable = lesson.measure};
}

ui::LessonStatus::Value LessonController::status() const {
    return m_session.is_open() ? static_cast<ui::LessonStatus::Value>(m_session.runner()->status())
                               : ui::LessonStatus::InProgress;
}

bool LessonController::succeeded() const { return m_session.is_open() && m_session.runner()->succeeded(); }
int LessonController::cardsPlayed() const { return m_session.is_open() ? m_session.runner()->cards_played() : 0; }
int LessonController::cardsLeft() const { return m_session.is_open() ? m_session.runner()->cards_left() : 0; }

LessonKet LessonController::position() const {
    const LessonRunner* runner = m_session.runner();
    if (!runner) return LessonKet{.orderLabel = orderLabel()};
    return LessonKet{.ket = lessonText::ket(runner->state()),
                     .ketWords = KetWords::twoQubits(runner->state().amplitudes()),
                     .ketLabelled = lessonText::ketLabelled(runner->state()),
                     .namedKet = lessonText::namedKet(Board::published(), runner->state()),
                     .planets = lessonText::planets(runner->positions()),
                     .orderLabel = orderLabel()};
}

QString LessonController::orderLabel() const { return lessonText::orderLabel(); }

LessonFeedback LessonController::feedback() const {
    LessonFeedback words;
    if (const auto& refusal = m_session.refusal()) words.refusal = lessonText::refusal(*refusal);
    const entanglion::lessons::GoalFeedback& goal = m_session.feedback();
    if (goal.out_of_reach_with_cards) words.goal << lessonText::outOfReach(*goal.out_of_reach_with_cards);
    if (goal.miss) words.goal << lessonText::goalMiss(*goal.miss);
    return words;
}

PreparedState LessonController::prepared() const {
    return PreparedState{.state = m_session.state(),
                         .circuit = m_session.moves_circuit(),
                         .circuitTitle = QString::fromStdString(m_session.moves_circuit_title())};
}

QStringList LessonController::movesCircuit() const {
    QStringList out;
    if (const auto circuit = m_session.moves_circuit()) {
        for (const entanglion::Gate& gate : *circuit) out << QString::fromStdString(entanglion::gate_to_string(gate));
    }
    return out;
}

int LessonController::bestCards() const { return m_session.is_open() ? m_progress.bestCards(lessonId()) : -1; }

void LessonController::attachModels() {
    m_cards->setRunner(m_session.runner());
    m_history->setRunner(m_session.runner());
    m_map->setLesson(m_session.is_open() ? &m_session.runner()->lesson() : nullptr, Board::published());
    m_map->setPositions(m_session.is_open() ? m_session.runner()->positions() : std::nullopt);
    emit lessonChanged();
    emit positionChanged();
    emit hintsChanged();
    emit progressChanged();
}

bool LessonController::openLessonAt(int row) {
    if (row < 0 || row >= static_cast<int>(m_session.lessons().size())) return false;
    // Detach the models before the old runner goes away.
    m_cards->setRunner(nullptr);
    m_history->setRunner(nullptr);
    m_session.open(static_cast<std::size_t>(row));
    attachModels();
    return true;
}

bool LessonController::openLesson(const QString& lessonId) { return openLessonAt(m_lessonList->rowOf(lessonId)); }

void LessonController::closeLesson() {
    if (!m_session.is_open()) return;
    m_cards->setRunner(nullptr);
    m_history->setRunner(nullptr);
    m_session.close();
    attachModels();
}

bool LessonController::applyOutcome(const PlayOutcome& outcome) {
    afterChange();
    if (outcome.completed_with_cards) {
        ensureProgressLoaded();
        const int cards = *outcome.completed_with_cards;
        if (!m_progress.recordCompletion(lessonId(), cards)) {
            qWarning().noquote() << "lesson progress:" << m_progress.errorString();
        }
        m_lessonList->progressUpdated();
        emit progressChanged();
        emit lessonCompleted(lessonId(), cards);
    }
    return outcome.accepted();
}

bool LessonController::playCard(int row) {
    if (!m_session.is_open() || row < 0 || row >= m_cards->rowCount()) return false;
    return applyOutcome(m_session.play(m_cards->gateAt(row)));
}

bool LessonController::playMove(const QString& move) {
    if (!m_session.is_open()) return false;
    return applyOutcome(m_session.play(std::string_view(move.toStdString())));
}

void LessonController::undo() {
    if (m_session.undo()) afterChange();
}

void LessonController::reset() {
    if (m_session.reset()) afterChange();
}

QStringList LessonController::hints() const {
    // The session gives the revealed hints in the current language (the browser's binding asks it too).
    QStringList revealed;
    for (const std::string& hint : m_session.revealed_hints(m_language)) revealed << lessonText::readable(hint);
    return revealed;
}

QString LessonController::revealHint() {
    if (!m_session.reveal_hint()) return {};
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
    m_map->setPositions(m_session.runner()->positions());
    emit positionChanged();
}
