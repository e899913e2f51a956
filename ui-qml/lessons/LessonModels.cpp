#include "LessonModels.h"

#include "LessonProgress.h"
#include "LessonText.h"

#include <algorithm>

using entanglion::Gate;
using entanglion::lessons::CardAllowance;
using entanglion::lessons::Lesson;
using entanglion::lessons::LessonRunner;
using entanglion::lessons::MoveRecord;

// ---- LessonListModel ----

const RowRoles<LessonRow>& LessonRow::roles() {
    static const RowRoles<LessonRow> roles{{"title", &LessonRow::title},         {"lessonId", &LessonRow::lessonId},
                                           {"number", &LessonRow::number},       {"task", &LessonRow::task},
                                           {"rules", &LessonRow::rules},         {"budget", &LessonRow::budget},
                                           {"completed", &LessonRow::completed}, {"bestCards", &LessonRow::bestCards}};
    return roles;
}

LessonListModel::LessonListModel(const std::vector<Lesson>& lessons, const LessonProgress& progress, QObject* parent)
    : TypedRowModel(parent), m_lessons(lessons), m_progress(progress) {
    refreshRows();
}

void LessonListModel::refreshRows() {
    QList<LessonRow> rows;
    for (const Lesson& lesson : m_lessons) {
        const QString id = lessonText::fromStd(lesson.id);
        rows.append(LessonRow{.title = lessonText::fromStd(lesson.texts(m_language).title),
                              .lessonId = id,
                              .number = static_cast<int>(rows.size()) + 1,
                              .task = lessonText::readable(lesson.texts(m_language).task),
                              .rules = rulesOf(lesson),
                              .budget = lesson.budget,
                              .completed = m_progress.isCompleted(id),
                              .bestCards = m_progress.bestCards(id)});
    }
    setRows(rows);
}

int LessonListModel::completedCount() const {
    return static_cast<int>(
        std::count_if(rows().cbegin(), rows().cend(), [](const LessonRow& row) { return row.completed; }));
}

int LessonListModel::rowOf(const QString& lessonId) const {
    for (int row = 0; row < count(); ++row) {
        if (at(row).lessonId == lessonId) return row;
    }
    return -1;
}

void LessonListModel::progressUpdated() {
    refreshRows();
    emit progressChanged();
}

void LessonListModel::setLanguage(entanglion::lessons::Language language) {
    if (language == m_language) return;
    m_language = language;
    refreshRows();
}

// ---- LessonCardModel ----

const RowRoles<LessonCardRow>& LessonCardRow::roles() {
    static const RowRoles<LessonCardRow> roles{
        {"label", &LessonCardRow::label},       {"move", &LessonCardRow::move},
        {"gate", &LessonCardRow::gate},         {"ship", &LessonCardRow::ship},
        {"shortcut", &LessonCardRow::shortcut}, {"playsLeft", &LessonCardRow::playsLeft},
        {"limit", &LessonCardRow::limit},       {"playable", &LessonCardRow::playable},
        {"reason", &LessonCardRow::reason}};
    return roles;
}

void LessonCardModel::setRunner(const LessonRunner* runner) {
    m_runner = runner;
    refresh();
}

void LessonCardModel::refresh() {
    QList<LessonCardRow> rows;
    if (m_runner) {
        for (const CardAllowance& card : m_runner->lesson().cards) {
            const Gate gate{card.kind, card.ship};
            const int playsLeft = m_runner->plays_left(gate);
            LessonCardRow row{.label = lessonText::gateLabel(gate),
                              .move = lessonText::fromStd(entanglion::gate_to_string(gate)),
                              .gate = lessonText::fromStd(entanglion::gate_id(gate.kind)),
                              .ship = lessonText::shipName(gate.ship),
                              .shortcut = rows.size() < 9 ? QString::number(rows.size() + 1) : QString(),
                              .playsLeft = playsLeft,
                              .limit = card.limit.value_or(-1),
                              .playable = playsLeft > 0,
                              .card = gate};
            if (!row.playable) {
                // Ask the runner itself (on a copy) why it would refuse, so the tooltip can never
                // disagree with what clicking would do.
                LessonRunner probe = *m_runner;
                row.reason = lessonText::refusal(probe.play(gate));
            }
            rows.append(row);
        }
    }
    setRows(rows);
}

// ---- LessonHistoryModel ----

const RowRoles<LessonMoveRow>& LessonMoveRow::roles() {
    static const RowRoles<LessonMoveRow> roles{
        {"gateLabel", &LessonMoveRow::gateLabel}, {"step", &LessonMoveRow::step},
        {"move", &LessonMoveRow::move},           {"ketBefore", &LessonMoveRow::ketBefore},
        {"ketAfter", &LessonMoveRow::ketAfter},   {"planetsAfter", &LessonMoveRow::planetsAfter},
        {"moved", &LessonMoveRow::moved},         {"goalReached", &LessonMoveRow::goalReached}};
    return roles;
}

void LessonHistoryModel::setRunner(const LessonRunner* runner) {
    m_runner = runner;
    sync();
}

void LessonHistoryModel::sync() {
    QList<LessonMoveRow> rows;
    if (m_runner) {
        for (const MoveRecord& record : m_runner->history()) {
            rows.append(LessonMoveRow{.gateLabel = lessonText::gateLabel(record.gate),
                                      .step = static_cast<int>(rows.size()) + 1,
                                      .move = lessonText::fromStd(entanglion::gate_to_string(record.gate)),
                                      .ketBefore = lessonText::ketLabelled(record.before.state),
                                      .ketAfter = lessonText::ketLabelled(record.after.state),
                                      .planetsAfter = lessonText::planets(record.after.positions),
                                      .moved = record.moved,
                                      .goalReached = record.goal_reached});
        }
    }
    setRows(rows);
}
