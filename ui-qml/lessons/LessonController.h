#pragma once
/// The Lessons page's one controller: the course list with saved progress, and the open lesson
/// played through the Qt-free LessonRunner (lessons/runner.h). QML shows its properties and calls its
/// commands; every rule (what a card does, whether it may be played, whether the goal holds) is
/// decided by the runner.

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QQmlParserStatus>
#include <QString>
#include <QStringList>
#include <memory>

#include "LessonMapModel.h"
#include "LessonModels.h"
#include "LessonProgress.h"
#include "lessons/runner.h"
#include "ui-qml/common/CommonEnums.h"

namespace ui {
/// Where the open lesson stands, as QML compares it (`status === LessonStatus.OutOfCards`).
namespace LessonStatus {
Q_NAMESPACE
QML_ELEMENT
enum Value {
    InProgress = static_cast<int>(entanglion::lessons::LessonStatus::kInProgress),
    Succeeded = static_cast<int>(entanglion::lessons::LessonStatus::kSucceeded),
    OutOfCards = static_cast<int>(entanglion::lessons::LessonStatus::kOutOfCards),
};
Q_ENUM_NS(Value)
}  // namespace LessonStatus
}  // namespace ui

class LessonController : public QObject, public QQmlParserStatus {
    Q_OBJECT
    Q_INTERFACES(QQmlParserStatus)
    QML_ELEMENT
    Q_PROPERTY(LessonListModel* lessons READ lessons CONSTANT)
    Q_PROPERTY(LessonCardModel* cards READ cards CONSTANT)
    Q_PROPERTY(LessonHistoryModel* history READ history CONSTANT)
    Q_PROPERTY(LessonMapModel* map READ map CONSTANT)
    /// The progress file; setting "" (or nothing, in QML) means AppDataLocation/lesson-progress.json
    /// (see LessonProgress). Setting it reloads the progress.
    Q_PROPERTY(QString progressFile READ progressFile WRITE setProgressFile NOTIFY progressChanged)
    /// Why the progress file could not be read or written, or "".
    Q_PROPERTY(QString progressError READ progressError NOTIFY progressChanged)
    /// The language of the lessons' own texts (titles, intros, tasks, hints, success texts): "en",
    /// "pl", "es" or "cs". Accepts a code or a locale name ("pl_PL", as Qt.uiLanguage or
    /// Qt.locale().name give it); any other language shows English, the fallback. Default "en".
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)

    Q_PROPERTY(bool lessonOpen READ lessonOpen NOTIFY lessonChanged)
    Q_PROPERTY(QString lessonId READ lessonId NOTIFY lessonChanged)
    Q_PROPERTY(int lessonNumber READ lessonNumber NOTIFY lessonChanged)
    Q_PROPERTY(QString title READ title NOTIFY lessonChanged)
    Q_PROPERTY(QStringList intro READ intro NOTIFY lessonChanged)
    Q_PROPERTY(QString task READ task NOTIFY lessonChanged)
    /// What the lesson teaches, and the wrong idea it addresses (lesson file fields "learning_goal",
    /// "misconception"), in the lesson's language; "" when the lesson has none.
    Q_PROPERTY(QString learningGoal READ learningGoal NOTIFY lessonChanged)
    Q_PROPERTY(QString misconception READ misconception NOTIFY lessonChanged)
    Q_PROPERTY(QStringList goal READ goal NOTIFY lessonChanged)
    Q_PROPERTY(ui::RulesVariant::Value rules READ rules NOTIFY lessonChanged)
    Q_PROPERTY(int budget READ budget NOTIFY lessonChanged)
    Q_PROPERTY(int hintCount READ hintCount NOTIFY lessonChanged)
    Q_PROPERTY(QString successText READ successText NOTIFY lessonChanged)

    /// InProgress also when no lesson is open.
    Q_PROPERTY(ui::LessonStatus::Value status READ status NOTIFY positionChanged)
    Q_PROPERTY(bool succeeded READ succeeded NOTIFY positionChanged)
    Q_PROPERTY(int cardsPlayed READ cardsPlayed NOTIFY positionChanged)
    Q_PROPERTY(int cardsLeft READ cardsLeft NOTIFY positionChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY positionChanged)
    Q_PROPERTY(QString ket READ ket NOTIFY positionChanged)  ///< "(|00> + |11>)/√2"
    /// The ket read aloud (KetWords), for a screen reader.
    Q_PROPERTY(QString ketWords READ ketWords NOTIFY positionChanged)
    Q_PROPERTY(QString ketLabelled READ ketLabelled NOTIFY positionChanged)  ///< "... in |Mercurial Rubicon>"
    Q_PROPERTY(QString namedKet READ namedKet NOTIFY positionChanged)        ///< "|Φ+>", "" when unnamed
    Q_PROPERTY(QString planets READ planets NOTIFY positionChanged)          ///< "both ships on PHI PLUS"
    Q_PROPERTY(QString orderLabel READ orderLabel CONSTANT)                  ///< "|Mercurial Rubicon>"
    /// The lesson offers a Measure button with a histogram (lesson file field "measure").
    Q_PROPERTY(bool measurable READ measurable NOTIFY lessonChanged)
    /// The position's state for MeasurementController: re, im of |00>..|11>.
    Q_PROPERTY(QVariantList amplitudes READ amplitudes NOTIFY positionChanged)
    /// The start's preparation from |00> and the moves played, as "H:MERCURIAL" (empty when card
    /// gates cannot prepare the start), and a title for the export's header.
    Q_PROPERTY(QStringList movesCircuit READ movesCircuit NOTIFY positionChanged)
    Q_PROPERTY(QString movesCircuitTitle READ movesCircuitTitle NOTIFY positionChanged)
    /// The runner's reason for the last refused move, or "".
    Q_PROPERTY(QString message READ message NOTIFY positionChanged)
    /// Feedback on the goal, each a whole sentence: the warning that it is out of reach with cards
    /// left (LessonRunner::goal_reach), then how the position misses it (LessonRunner::goal_miss)
    /// once it is out of reach or every card is spent; empty while it can still be reached.
    Q_PROPERTY(QStringList goalFeedback READ goalFeedback NOTIFY positionChanged)
    Q_PROPERTY(QStringList hints READ hints NOTIFY hintsChanged)  ///< revealed so far, in order
    /// Fewest cards the learner ever needed for the open lesson, -1 when never completed.
    Q_PROPERTY(int bestCards READ bestCards NOTIFY progressChanged)

public:
    /// Uses the built-in lessons on the published board.
    explicit LessonController(QObject* parent = nullptr);
    /// Uses `lessons` (already loaded, so well-formed) instead: for tests of custom lessons.
    explicit LessonController(std::vector<entanglion::lessons::Lesson> lessons, QObject* parent = nullptr);
    ~LessonController() override;

    void classBegin() override {}
    /// Loads the default progress file unless QML set progressFile.
    void componentComplete() override { ensureProgressLoaded(); }

    LessonListModel* lessons() { return m_lessonList; }
    LessonCardModel* cards() { return m_cards; }
    LessonHistoryModel* history() { return m_history; }
    LessonMapModel* map() { return m_map; }

    QString progressFile() const { return m_progress.filePath(); }
    void setProgressFile(const QString& filePath);
    QString progressError() const { return m_progress.errorString(); }
    QString language() const;
    void setLanguage(const QString& codeOrLocale);

    bool lessonOpen() const { return m_runner != nullptr; }
    QString lessonId() const;
    int lessonNumber() const { return m_lessonRow + 1; }
    QString title() const;
    QStringList intro() const;
    QString task() const;
    QString learningGoal() const;
    QString misconception() const;
    QStringList goal() const;
    ui::RulesVariant::Value rules() const;
    int budget() const;
    int hintCount() const;
    QString successText() const;

    ui::LessonStatus::Value status() const;
    bool succeeded() const;
    int cardsPlayed() const;
    int cardsLeft() const;
    bool canUndo() const { return cardsPlayed() > 0; }
    QString ket() const;
    QString ketLabelled() const;
    QString ketWords() const;
    QString namedKet() const;
    QString planets() const;
    QString orderLabel() const;
    bool measurable() const;
    QVariantList amplitudes() const;
    QStringList movesCircuit() const;
    QString movesCircuitTitle() const;
    QString message() const { return m_message; }
    QStringList goalFeedback() const { return m_goalFeedback; }
    QStringList hints() const;
    int bestCards() const;

    /// Opens a lesson by id ("bell-phi-plus"); false (nothing changes) for an unknown id.
    Q_INVOKABLE bool openLesson(const QString& lessonId);
    /// Opens the lesson in row `row` of the list; false when out of range.
    Q_INVOKABLE bool openLessonAt(int row);
    /// Back to the list (the open lesson is dropped; its revealed hints are forgotten).
    Q_INVOKABLE void closeLesson();
    /// Plays the card in row `row` of `cards`. False, with `message` set to the runner's reason,
    /// when refused; refusing changes nothing else.
    Q_INVOKABLE bool playCard(int row);
    /// Plays "H:MERCURIAL"-style text (for tests and a typed-move box).
    Q_INVOKABLE bool playMove(const QString& move);
    Q_INVOKABLE void undo();
    /// Back to the start; revealed hints stay revealed.
    Q_INVOKABLE void reset();
    /// Reveals the next hint and returns it; "" when every hint is already shown.
    Q_INVOKABLE QString revealHint();
    /// Saved progress of any lesson, by id: completed at least once / fewest cards (-1: never).
    Q_INVOKABLE bool isCompleted(const QString& lessonId) const { return m_progress.isCompleted(lessonId); }
    Q_INVOKABLE int bestCardsFor(const QString& lessonId) const { return m_progress.bestCards(lessonId); }
    /// Forgets every completed lesson (asks nothing; the page confirms first).
    Q_INVOKABLE void resetProgress();

signals:
    void languageChanged();
    void lessonChanged();
    void positionChanged();
    void hintsChanged();
    void progressChanged();
    /// The open lesson's goal was just reached with `cards` cards.
    void lessonCompleted(const QString& lessonId, int cards);

private:
    void ensureProgressLoaded();
    /// Refreshes the models after a move, undo or reset and records a completion.
    void afterChange();
    /// Recomputes goalFeedback from the runner (the solver runs once per change, not per read).
    void updateGoalFeedback();
    bool applyResult(const entanglion::lessons::MoveResult& result);

    const std::vector<entanglion::lessons::Lesson> m_lessons;
    LessonProgress m_progress;
    bool m_progressLoaded = false;
    LessonListModel* m_lessonList;
    LessonCardModel* m_cards;
    LessonHistoryModel* m_history;
    LessonMapModel* m_map;
    std::unique_ptr<entanglion::lessons::LessonRunner> m_runner;
    int m_lessonRow = -1;
    QString m_message;
    QStringList m_goalFeedback;
    entanglion::lessons::Language m_language = entanglion::lessons::Language::kEnglish;
};
