#pragma once
/// The Lessons page's one controller: the course list with saved progress, and a thin view of the
/// Qt-free LessonSession (lessons/session/lesson_session.h), which plays the open lesson. QML shows
/// its properties and calls its commands; every rule (what a card does, whether it may be played,
/// whether the goal holds, what the feedback says) is decided by the session; this class words it.

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QQmlParserStatus>
#include <QString>
#include <QStringList>
#include <memory>

#include "LessonMapModel.h"
#include "LessonModels.h"
#include "LessonProgress.h"
#include "LessonValues.h"
#include "MeasurementValues.h"
#include "lessons/session/lesson_session.h"
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
    /// The open lesson's texts and rules.
    Q_PROPERTY(LessonInfo lesson READ lesson NOTIFY lessonChanged)

    /// InProgress also when no lesson is open.
    Q_PROPERTY(ui::LessonStatus::Value status READ status NOTIFY positionChanged)
    Q_PROPERTY(bool succeeded READ succeeded NOTIFY positionChanged)
    Q_PROPERTY(int cardsPlayed READ cardsPlayed NOTIFY positionChanged)
    Q_PROPERTY(int cardsLeft READ cardsLeft NOTIFY positionChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY positionChanged)
    /// The live state as kets, words and planets.
    Q_PROPERTY(LessonKet position READ position NOTIFY positionChanged)
    /// Why the last move was refused, and the feedback on the goal.
    Q_PROPERTY(LessonFeedback feedback READ feedback NOTIFY positionChanged)
    /// The live state with the start's preparation from |00> and the moves played, for
    /// MeasurementController.
    Q_PROPERTY(PreparedState prepared READ prepared NOTIFY positionChanged)
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

    bool lessonOpen() const { return m_session.is_open(); }
    QString lessonId() const;
    LessonInfo lesson() const;
    // The lesson's facts one by one (for C++ callers).
    int lessonNumber() const { return m_session.row() ? static_cast<int>(*m_session.row()) + 1 : 0; }
    QString title() const { return lesson().title; }
    QStringList intro() const { return lesson().intro; }
    QString task() const { return lesson().task; }
    QString learningGoal() const { return lesson().learningGoal; }
    QString misconception() const { return lesson().misconception; }
    QStringList goal() const { return lesson().goal; }
    ui::RulesVariant::Value rules() const { return lesson().rules; }
    int budget() const { return lesson().budget; }
    int hintCount() const { return lesson().hintCount; }
    QString successText() const { return lesson().successText; }
    bool measurable() const { return lesson().measurable; }

    ui::LessonStatus::Value status() const;
    bool succeeded() const;
    int cardsPlayed() const;
    int cardsLeft() const;
    bool canUndo() const { return cardsPlayed() > 0; }
    LessonKet position() const;
    QString ket() const { return position().ket; }
    QString ketLabelled() const { return position().ketLabelled; }
    QString ketWords() const { return position().ketWords; }
    QString namedKet() const { return position().namedKet; }
    QString planets() const { return position().planets; }
    QString orderLabel() const;
    LessonFeedback feedback() const;
    QString message() const { return feedback().refusal; }
    QStringList goalFeedback() const { return feedback().goal; }
    PreparedState prepared() const;
    /// The prepared circuit as "H:MERCURIAL" (empty when card gates cannot prepare the start).
    QStringList movesCircuit() const;
    QString movesCircuitTitle() const { return prepared().circuitTitle; }
    QStringList hints() const;
    int bestCards() const;

    /// Opens a lesson by id ("bell-phi-plus"); false (nothing changes) for an unknown id.
    Q_INVOKABLE bool openLesson(const QString& lessonId);
    /// Opens the lesson in row `row` of the list; false when out of range.
    Q_INVOKABLE bool openLessonAt(int row);
    /// Back to the list (the open lesson is dropped; its revealed hints are forgotten).
    Q_INVOKABLE void closeLesson();
    /// Plays the card in row `row` of `cards`. False, with the feedback's refusal set to the
    /// runner's reason, when refused; refusing changes nothing else.
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
    /// Points the models at the session's runner (or none) after a lesson opens or closes.
    void attachModels();
    /// Refreshes the models after a move, undo or reset.
    void afterChange();
    bool applyOutcome(const entanglion::lessons::PlayOutcome& outcome);

    LessonProgress m_progress;
    bool m_progressLoaded = false;
    entanglion::lessons::LessonSession m_session;
    LessonListModel* m_lessonList;
    LessonCardModel* m_cards;
    LessonHistoryModel* m_history;
    LessonMapModel* m_map;
    entanglion::lessons::Language m_language = entanglion::lessons::Language::kEnglish;
};
