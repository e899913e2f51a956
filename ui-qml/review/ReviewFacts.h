#pragma once
/// What the Review page shows of a finished review and of "learn from your mistakes", as QML value
/// types that ReviewController publishes one property each (`review.summary.text`,
/// `review.learn.prompt`). Each compares with ==, so QML sees one change per group, not one per field.

#include <QtQml/qqmlregistration.h>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

/// The review's summary: the sentences, the key moments and the graph's line.
struct ReviewSummaryFacts {
    Q_GADGET
    QML_VALUE_TYPE(reviewSummaryFacts)
    /// "Your decisions cost 9 points. The dice cost 31 points."
    Q_PROPERTY(QString text MEMBER text)
    /// "Your decisions — best: 40, good: 3, …" (the learner's ships); "" when the AI played both.
    Q_PROPERTY(QString learnerCounts MEMBER learnerCounts)
    /// The same for the AI partner's ship; "" without an AI partner.
    Q_PROPERTY(QString partnerCounts MEMBER partnerCounts)
    /// "50.6% at the start − 28.7 from decisions − 21.9 from luck = 0.0% at the end": it adds up.
    Q_PROPERTY(QString totals MEMBER totals)
    /// The rows of the key moments, largest swing first.
    Q_PROPERTY(QList<int> keyMoments MEMBER keyMoments)
    /// Each key moment in words: "Step 19: The die rolled 1 — Very unlucky (−18.2)".
    Q_PROPERTY(QStringList keyMomentTexts MEMBER keyMomentTexts)
    /// The win probability after each step, in percent: the graph's line.
    Q_PROPERTY(QList<double> graphValues MEMBER graphValues)

public:
    QString text{};
    QString learnerCounts{};
    QString partnerCounts{};
    QString totals{};
    QList<int> keyMoments{};
    QStringList keyMomentTexts{};
    QList<double> graphValues{};
    bool operator==(const ReviewSummaryFacts&) const = default;
};

/// Learn from your mistakes: the learner's flagged decisions in turn.
struct ReviewLearnFacts {
    Q_GADGET
    QML_VALUE_TYPE(reviewLearnFacts)
    /// A mistake is being practised.
    Q_PROPERTY(bool active MEMBER active)
    /// The learner's flagged decisions in the review shown.
    Q_PROPERTY(int mistakeCount MEMBER mistakeCount)
    /// Which of them is practised, -1 when none.
    Q_PROPERTY(int index MEMBER index)
    /// "Step 12: Mercurial played X. Find a better action."
    Q_PROPERTY(QString prompt MEMBER prompt)
    /// The verdict on the last answer, "" before one.
    Q_PROPERTY(QString verdict MEMBER verdict)
    /// The best action is shown (after a right answer or the second try).
    Q_PROPERTY(bool revealed MEMBER revealed)
    /// The last answer was as good as the best.
    Q_PROPERTY(bool solved MEMBER solved)

public:
    bool active = false;
    int mistakeCount = 0;
    int index = -1;
    QString prompt{};
    QString verdict{};
    bool revealed = false;
    bool solved = false;
    bool operator==(const ReviewLearnFacts&) const = default;
};
