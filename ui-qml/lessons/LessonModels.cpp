#include "LessonModels.h"

#include "LessonProgress.h"
#include "LessonText.h"

using entanglion::Gate;
using entanglion::lessons::CardAllowance;
using entanglion::lessons::Lesson;
using entanglion::lessons::LessonRunner;
using entanglion::lessons::MoveRecord;

// ---- LessonListModel ----

LessonListModel::LessonListModel(const std::vector<Lesson>& lessons, const LessonProgress& progress, QObject* parent)
    : QAbstractListModel(parent), m_lessons(lessons), m_progress(progress) {}

int LessonListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_lessons.size());
}

QVariant LessonListModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const Lesson& lesson = m_lessons[static_cast<std::size_t>(index.row())];
    const QString id = lessonText::fromStd(lesson.id);
    switch (role) {
        case Qt::DisplayRole:
        case TitleRole:
            return lessonText::fromStd(lesson.texts(m_language).title);
        case LessonIdRole:
            return id;
        case NumberRole:
            return index.row() + 1;
        case TaskRole:
            return lessonText::readable(lesson.texts(m_language).task);
        case RulesRole:
            return rulesOf(lesson);
        case BudgetRole:
            return lesson.budget;
        case CompletedRole:
            return m_progress.isCompleted(id);
        case BestCardsRole:
            return m_progress.bestCards(id);
        default:
            return {};
    }
}

QHash<int, QByteArray> LessonListModel::roleNames() const {
    return {{LessonIdRole, "lessonId"},   {NumberRole, "number"},      {TitleRole, "title"},
            {TaskRole, "task"},           {RulesRole, "rules"},        {BudgetRole, "budget"},
            {CompletedRole, "completed"}, {BestCardsRole, "bestCards"}};
}

int LessonListModel::completedCount() const {
    int completed = 0;
    for (const Lesson& lesson : m_lessons) completed += m_progress.isCompleted(lessonText::fromStd(lesson.id)) ? 1 : 0;
    return completed;
}

int LessonListModel::rowOf(const QString& lessonId) const {
    for (std::size_t i = 0; i < m_lessons.size(); ++i) {
        if (lessonText::fromStd(m_lessons[i].id) == lessonId) return static_cast<int>(i);
    }
    return -1;
}

void LessonListModel::progressUpdated() {
    if (!m_lessons.empty()) emit dataChanged(index(0), index(rowCount() - 1), {CompletedRole, BestCardsRole});
    emit progressChanged();
}

void LessonListModel::setLanguage(entanglion::lessons::Language language) {
    if (language == m_language) return;
    m_language = language;
    if (!m_lessons.empty()) emit dataChanged(index(0), index(rowCount() - 1), {Qt::DisplayRole, TitleRole, TaskRole});
}

// ---- LessonCardModel ----

LessonCardModel::LessonCardModel(QObject* parent) : QAbstractListModel(parent) {}

int LessonCardModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || !m_runner ? 0 : static_cast<int>(m_runner->lesson().cards.size());
}

Gate LessonCardModel::gateAt(int row) const {
    const CardAllowance& card = m_runner->lesson().cards[static_cast<std::size_t>(row)];
    return Gate{card.kind, card.ship};
}

QVariant LessonCardModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const CardAllowance& card = m_runner->lesson().cards[static_cast<std::size_t>(index.row())];
    const Gate gate{card.kind, card.ship};
    switch (role) {
        case Qt::DisplayRole:
        case LabelRole:
            return lessonText::gateLabel(gate);
        case MoveRole:
            return lessonText::fromStd(entanglion::gate_to_string(gate));
        case GateRole:
            return lessonText::fromStd(entanglion::gate_id(gate.kind));
        case ShipRole:
            return lessonText::shipName(gate.ship);
        case ShortcutRole:
            return index.row() < 9 ? QString::number(index.row() + 1) : QString();
        case PlaysLeftRole:
            return m_runner->plays_left(gate);
        case LimitRole:
            return card.limit.value_or(-1);
        case PlayableRole:
            return m_runner->plays_left(gate) > 0;
        case ReasonRole: {
            if (m_runner->plays_left(gate) > 0) return QString();
            // Ask the runner itself (on a copy) why it would refuse, so the tooltip can never
            // disagree with what clicking would do.
            LessonRunner probe = *m_runner;
            return lessonText::refusal(probe.play(gate));
        }
        default:
            return {};
    }
}

QHash<int, QByteArray> LessonCardModel::roleNames() const {
    return {{MoveRole, "move"},   {GateRole, "gate"},         {ShipRole, "ship"},
            {LabelRole, "label"}, {ShortcutRole, "shortcut"}, {PlaysLeftRole, "playsLeft"},
            {LimitRole, "limit"}, {PlayableRole, "playable"}, {ReasonRole, "reason"}};
}

void LessonCardModel::setRunner(const LessonRunner* runner) {
    beginResetModel();
    m_runner = runner;
    endResetModel();
    emit countChanged();
}

void LessonCardModel::refresh() {
    if (rowCount() > 0) emit dataChanged(index(0), index(rowCount() - 1), {PlaysLeftRole, PlayableRole, ReasonRole});
}

// ---- LessonHistoryModel ----

LessonHistoryModel::LessonHistoryModel(QObject* parent) : QAbstractListModel(parent) {}

int LessonHistoryModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : m_rows; }

QVariant LessonHistoryModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const MoveRecord& record = m_runner->history()[static_cast<std::size_t>(index.row())];
    switch (role) {
        case Qt::DisplayRole:
        case GateLabelRole:
            return lessonText::gateLabel(record.gate);
        case StepRole:
            return index.row() + 1;
        case MoveRole:
            return lessonText::fromStd(entanglion::gate_to_string(record.gate));
        case KetBeforeRole:
            return lessonText::ketLabelled(record.before.state);
        case KetAfterRole:
            return lessonText::ketLabelled(record.after.state);
        case PlanetsAfterRole:
            return lessonText::planets(record.after.positions);
        case MovedRole:
            return record.moved;
        case GoalReachedRole:
            return record.goal_reached;
        default:
            return {};
    }
}

QHash<int, QByteArray> LessonHistoryModel::roleNames() const {
    return {{StepRole, "step"},           {MoveRole, "move"},
            {GateLabelRole, "gateLabel"}, {KetBeforeRole, "ketBefore"},
            {KetAfterRole, "ketAfter"},   {PlanetsAfterRole, "planetsAfter"},
            {MovedRole, "moved"},         {GoalReachedRole, "goalReached"}};
}

void LessonHistoryModel::setRunner(const LessonRunner* runner) {
    beginResetModel();
    m_runner = runner;
    m_rows = runner ? static_cast<int>(runner->history().size()) : 0;
    endResetModel();
    emit countChanged();
}

void LessonHistoryModel::sync() {
    const int target = m_runner ? static_cast<int>(m_runner->history().size()) : 0;
    if (target == m_rows) return;
    if (target > m_rows) {
        beginInsertRows(QModelIndex(), m_rows, target - 1);
        m_rows = target;
        endInsertRows();
    } else {
        beginRemoveRows(QModelIndex(), target, m_rows - 1);
        m_rows = target;
        endRemoveRows();
    }
    emit countChanged();
}
