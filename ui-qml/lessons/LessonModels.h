#pragma once
/// List models of the Lessons page. They only present what the Qt-free lesson runner
/// (lessons/runner.h) says; no rule is decided here. LessonController owns them and tells them when
/// the runner changed.

#include <QtQml/qqmlregistration.h>
#include <QAbstractListModel>
#include <QString>
#include <vector>

#include "lessons/runner.h"
#include "ui-qml/common/CommonEnums.h"

class LessonProgress;

/// The rules a lesson plays by, as QML compares them.
inline ui::RulesVariant::Value rulesOf(const entanglion::lessons::Lesson& lesson) {
    return lesson.rules == entanglion::lessons::Rules::kQuantum ? ui::RulesVariant::Quantum : ui::RulesVariant::Board;
}

/// The course: every built-in lesson in order, with the learner's progress.
class LessonListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by LessonController")
    Q_PROPERTY(int count READ count CONSTANT)
    Q_PROPERTY(int completedCount READ completedCount NOTIFY progressChanged)

public:
    enum Role {
        LessonIdRole = Qt::UserRole + 1,  ///< "bell-phi-plus"
        NumberRole,                       ///< 1-based position in the course
        TitleRole,
        TaskRole,
        RulesRole,      ///< ui::RulesVariant
        BudgetRole,     ///< cards allowed
        CompletedRole,  ///< bool
        BestCardsRole,  ///< fewest cards used, -1 when not completed
    };
    Q_ENUM(Role)

    /// `lessons` and `progress` must outlive the model.
    LessonListModel(const std::vector<entanglion::lessons::Lesson>& lessons, const LessonProgress& progress,
                    QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    int count() const { return rowCount(); }

    int completedCount() const;
    /// The row of a lesson id, or -1.
    Q_INVOKABLE int rowOf(const QString& lessonId) const;
    /// Re-reads the progress of every row (after a completion or a new progress file).
    void progressUpdated();
    /// Titles and tasks in `language` (English where a lesson has no translation); refreshes every row.
    void setLanguage(entanglion::lessons::Language language);

signals:
    void progressChanged();

private:
    const std::vector<entanglion::lessons::Lesson>& m_lessons;
    const LessonProgress& m_progress;
    entanglion::lessons::Language m_language = entanglion::lessons::Language::kEnglish;
};

/// The cards the open lesson allows, one button each, with whether it is playable now and, when it
/// is not, the runner's reason (for the tooltip).
class LessonCardModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by LessonController")
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    enum Role {
        MoveRole = Qt::UserRole + 1,  ///< "H:MERCURIAL"
        GateRole,                     ///< "H"
        ShipRole,                     ///< "Mercurial"
        LabelRole,                    ///< "H on Mercurial"
        ShortcutRole,                 ///< "1".."9" for the first nine cards, else ""
        PlaysLeftRole,                ///< how many more times it may be played now
        LimitRole,                    ///< the lesson's limit for this card, -1 for none
        PlayableRole,                 ///< bool
        ReasonRole,                   ///< why it is not playable ("" when playable)
    };
    Q_ENUM(Role)

    explicit LessonCardModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    int count() const { return rowCount(); }

    /// Shows the cards of `runner` (nullptr: none). `runner` must outlive the model or be replaced.
    void setRunner(const entanglion::lessons::LessonRunner* runner);
    /// The runner played or took back a move: playability may have changed on every row.
    void refresh();
    /// The gate of a row. Precondition: 0 <= row < rowCount().
    entanglion::Gate gateAt(int row) const;

signals:
    void countChanged();

private:
    const entanglion::lessons::LessonRunner* m_runner = nullptr;
};

/// The moves played so far: the gate and the exact ket before and after each.
class LessonHistoryModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by LessonController")
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    enum Role {
        StepRole = Qt::UserRole + 1,  ///< 1-based
        MoveRole,                     ///< "H:MERCURIAL"
        GateLabelRole,                ///< "H on Mercurial"
        KetBeforeRole,                ///< labelled exact ket, "|00>  in |Mercurial Rubicon>"
        KetAfterRole,
        PlanetsAfterRole,  ///< "Mercurial on PLUS, Rubicon on ZERO"
        MovedRole,         ///< false when the card changed nothing
        GoalReachedRole,
    };
    Q_ENUM(Role)

    explicit LessonHistoryModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    int count() const { return rowCount(); }

    /// Shows the history of `runner` (nullptr: none), resetting the model.
    void setRunner(const entanglion::lessons::LessonRunner* runner);
    /// Brings the rows in line with the runner's history after play/undo/reset (rows are only
    /// appended or removed at the end, so views keep their place).
    void sync();

signals:
    void countChanged();

private:
    const entanglion::lessons::LessonRunner* m_runner = nullptr;
    int m_rows = 0;
};
