#pragma once
/// The typed values LessonController gives QML, each a group of facts that change together: the
/// open lesson's texts and rules, the live position as the page shows it, and the feedback.

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <QStringList>

#include "ui-qml/common/CommonEnums.h"

/// The open lesson (a QML value type: `controller.lesson.title`); texts in the lesson's language.
/// Empty, number 0 and budget 0 when no lesson is open.
struct LessonInfo {
    Q_GADGET
    QML_VALUE_TYPE(lessonInfo)
    Q_PROPERTY(QString id MEMBER id)
    Q_PROPERTY(int number MEMBER number)  ///< 1-based row in the course
    Q_PROPERTY(QString title MEMBER title)
    Q_PROPERTY(QStringList intro MEMBER intro)  ///< paragraphs
    Q_PROPERTY(QString task MEMBER task)
    /// What the lesson teaches, and the wrong idea it addresses (lesson file fields "learning_goal",
    /// "misconception"); "" when the lesson has none.
    Q_PROPERTY(QString learningGoal MEMBER learningGoal)
    Q_PROPERTY(QString misconception MEMBER misconception)
    Q_PROPERTY(QStringList goal MEMBER goal)  ///< the goal's conditions, one line each
    Q_PROPERTY(ui::RulesVariant::Value rules MEMBER rules)
    Q_PROPERTY(int budget MEMBER budget)
    Q_PROPERTY(int hintCount MEMBER hintCount)
    Q_PROPERTY(QString successText MEMBER successText)
    /// The lesson offers a Measure button with a histogram (lesson file field "measure").
    Q_PROPERTY(bool measurable MEMBER measurable)

public:
    QString id;
    int number = 0;
    QString title;
    QStringList intro;
    QString task;
    QString learningGoal;
    QString misconception;
    QStringList goal;
    ui::RulesVariant::Value rules = ui::RulesVariant::Board;
    int budget = 0;
    int hintCount = 0;
    QString successText;
    bool measurable = false;
    bool operator==(const LessonInfo&) const = default;
};

/// The live position as the page shows it (a QML value type: `controller.position.ket`); empty
/// when no lesson is open.
struct LessonKet {
    Q_GADGET
    QML_VALUE_TYPE(lessonKet)
    Q_PROPERTY(QString ket MEMBER ket)                  ///< "(|00> + |11>)/√2"
    Q_PROPERTY(QString ketWords MEMBER ketWords)        ///< the ket read aloud (KetWords), for a screen reader
    Q_PROPERTY(QString ketLabelled MEMBER ketLabelled)  ///< "... in |Mercurial Rubicon>"
    Q_PROPERTY(QString namedKet MEMBER namedKet)        ///< "|Φ+>", "" when unnamed
    Q_PROPERTY(QString planets MEMBER planets)          ///< "both ships on PHI PLUS"
    Q_PROPERTY(QString orderLabel MEMBER orderLabel)    ///< "|Mercurial Rubicon>" (also with no lesson open)

public:
    QString ket;
    QString ketWords;
    QString ketLabelled;
    QString namedKet;
    QString planets;
    QString orderLabel;
    bool operator==(const LessonKet&) const = default;
};

/// What the learner is told after a change (a QML value type: `controller.feedback.goal`), each a
/// whole sentence in the UI language.
struct LessonFeedback {
    Q_GADGET
    QML_VALUE_TYPE(lessonFeedback)
    /// Why the last move was refused; "" when it was not.
    Q_PROPERTY(QString refusal MEMBER refusal)
    /// On the goal: the warning that it is out of reach with cards left, then how the position
    /// misses it, once it is out of reach or every card is spent; empty while it can be reached.
    Q_PROPERTY(QStringList goal MEMBER goal)

public:
    QString refusal;
    QStringList goal;
    bool operator==(const LessonFeedback&) const = default;
};
