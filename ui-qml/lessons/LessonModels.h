#pragma once
/// List models of the Lessons page. They only present what the Qt-free lesson runner
/// (lessons/runner.h) says; no rule is decided here. LessonController owns them and tells them when
/// the runner changed.

#include <QtQml/qqmlregistration.h>
#include <QString>
#include <vector>

#include "lessons/runner.h"
#include "ui-qml/common/CommonEnums.h"
#include "ui-qml/common/RowModel.h"

class LessonProgress;

/// The rules a lesson plays by, as QML compares them.
inline ui::RulesVariant::Value rulesOf(const entanglion::lessons::Lesson& lesson) {
    return lesson.rules == entanglion::RulesVariant::kQuantum ? ui::RulesVariant::Quantum : ui::RulesVariant::Board;
}

/// A lesson of the course, with the learner's progress.
struct LessonRow {
    QString title{};
    QString lessonId{};  ///< "bell-phi-plus"
    int number = 0;      ///< 1-based position in the course
    QString task{};
    ui::RulesVariant::Value rules = ui::RulesVariant::Board;
    int budget = 0;  ///< cards allowed
    bool completed = false;
    int bestCards = -1;  ///< fewest cards used, -1 when not completed
    bool operator==(const LessonRow&) const = default;
    static const RowRoles<LessonRow>& roles();
};

/// A card the open lesson allows.
struct LessonCardRow {
    QString label{};     ///< "H on Mercurial"
    QString move{};      ///< "H:MERCURIAL"
    QString gate{};      ///< "H"
    QString ship{};      ///< "Mercurial"
    QString shortcut{};  ///< "1".."9" for the first nine cards, else ""
    int playsLeft = 0;   ///< how many more times it may be played now
    int limit = -1;      ///< the lesson's limit for this card, -1 for none
    bool playable = false;
    QString reason{};         ///< why it is not playable ("" when playable)
    entanglion::Gate card{};  ///< for C++ only (no role): the gate the card plays
    bool operator==(const LessonCardRow&) const = default;
    static const RowRoles<LessonCardRow>& roles();
};

/// A move played so far.
struct LessonMoveRow {
    QString gateLabel{};  ///< "H on Mercurial"
    int step = 0;         ///< 1-based
    QString move{};       ///< "H:MERCURIAL"
    QString ketBefore{};  ///< labelled exact ket, "|00>  in |Mercurial Rubicon>"
    QString ketAfter{};
    QString planetsAfter{};  ///< "Mercurial on PLUS, Rubicon on ZERO"
    bool moved = false;      ///< false when the card changed nothing
    bool goalReached = false;
    bool operator==(const LessonMoveRow&) const = default;
    static const RowRoles<LessonMoveRow>& roles();
};

/// The course: every built-in lesson in order, with the learner's progress.
class LessonListModel : public TypedRowModel<LessonRow> {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by LessonController")
    Q_PROPERTY(int completedCount READ completedCount NOTIFY progressChanged)

public:
    /// `lessons` and `progress` must outlive the model.
    LessonListModel(const std::vector<entanglion::lessons::Lesson>& lessons, const LessonProgress& progress,
                    QObject* parent = nullptr);

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
    void refreshRows();

    const std::vector<entanglion::lessons::Lesson>& m_lessons;
    const LessonProgress& m_progress;
    entanglion::lessons::Language m_language = entanglion::lessons::Language::kEnglish;
};

/// The cards the open lesson allows, one button each, with whether it is playable now and, when it
/// is not, the runner's reason (for the tooltip).
class LessonCardModel : public TypedRowModel<LessonCardRow> {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by LessonController")

public:
    explicit LessonCardModel(QObject* parent = nullptr) : TypedRowModel(parent) {}

    /// Shows the cards of `runner` (nullptr: none). `runner` must outlive the model or be replaced.
    void setRunner(const entanglion::lessons::LessonRunner* runner);
    /// The runner played or took back a move: playability may have changed on every row.
    void refresh();
    /// The gate of a row. Precondition: 0 <= row < count().
    entanglion::Gate gateAt(int row) const { return at(row).card; }

private:
    const entanglion::lessons::LessonRunner* m_runner = nullptr;
};

/// The moves played so far: the gate and the exact ket before and after each.
class LessonHistoryModel : public TypedRowModel<LessonMoveRow> {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by LessonController")

public:
    explicit LessonHistoryModel(QObject* parent = nullptr) : TypedRowModel(parent) {}

    /// Shows the history of `runner` (nullptr: none).
    void setRunner(const entanglion::lessons::LessonRunner* runner);
    /// Brings the rows in line with the runner's history after play/undo/reset (rows are only
    /// appended or removed at the end, so views keep their place).
    void sync();

private:
    const entanglion::lessons::LessonRunner* m_runner = nullptr;
};
