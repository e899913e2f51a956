#pragma once
/// The review's lists, each a TypedRowModel of one row struct, and the enums QML draws
/// them by: who made a step (a ship's player or chance), a decision's class and a chance outcome's
/// luck, mirroring game/analysis's DecisionClass and LuckLabel. The ReviewController fills them.

#include <QtQml/qqmlregistration.h>
#include <QString>

#include "game/analysis/review.h"
#include "ui-qml/common/RowModel.h"

namespace ui {

/// Who made a step of the history: a ship's player, or chance (a die, a draw).
namespace ReviewActor {
Q_NAMESPACE
QML_ELEMENT
enum Value { Mercurial = 0, Rubicon = 1, Chance = 2 };
Q_ENUM_NS(Value)
}  // namespace ReviewActor

/// How a decision compares with the best action (analysis::DecisionClass).
namespace DecisionClass {
Q_NAMESPACE
QML_ELEMENT
enum Value {
    OnlyAction = static_cast<int>(entanglion::analysis::DecisionClass::kOnlyAction),
    Best = static_cast<int>(entanglion::analysis::DecisionClass::kBest),
    Good = static_cast<int>(entanglion::analysis::DecisionClass::kGood),
    Inaccuracy = static_cast<int>(entanglion::analysis::DecisionClass::kInaccuracy),
    Mistake = static_cast<int>(entanglion::analysis::DecisionClass::kMistake),
    Blunder = static_cast<int>(entanglion::analysis::DecisionClass::kBlunder),
};
Q_ENUM_NS(Value)
}  // namespace DecisionClass

/// What a chance outcome did (analysis::LuckLabel).
namespace Luck {
Q_NAMESPACE
QML_ELEMENT
enum Value {
    Certain = static_cast<int>(entanglion::analysis::LuckLabel::kCertain),
    Neutral = static_cast<int>(entanglion::analysis::LuckLabel::kNeutral),
    Lucky = static_cast<int>(entanglion::analysis::LuckLabel::kLucky),
    VeryLucky = static_cast<int>(entanglion::analysis::LuckLabel::kVeryLucky),
    Unlucky = static_cast<int>(entanglion::analysis::LuckLabel::kUnlucky),
    VeryUnlucky = static_cast<int>(entanglion::analysis::LuckLabel::kVeryUnlucky),
};
Q_ENUM_NS(Value)
}  // namespace Luck

}  // namespace ui

/// One step of the reviewed history: a point of the win-probability graph and a row of the table.
struct ReviewStepRow {
    int entry = 0;       ///< index in the history (the review's step)
    int actionStep = 0;  ///< the step-through's step that shows the position before this entry
    ui::ReviewActor::Value who = ui::ReviewActor::Chance;
    bool decision = false;  ///< a player's action (else a chance outcome)
    QString what{};         ///< the action or outcome in words
    QString title{};        ///< "Step 11, Rubicon: Retrieve Quantum Gates — Blunder: 24.2 points lost"
    double before = 0;      ///< win probability before, in percent (as printed: tenths)
    double after = 0;
    QString swingText{};  ///< "−5.4", through the locale
    ui::DecisionClass::Value decisionClass = ui::DecisionClass::OnlyAction;
    ui::Luck::Value luck = ui::Luck::Neutral;
    bool flagged = false;    ///< an inaccuracy, mistake or blunder
    bool keyMoment = false;  ///< among the summary's key moments
    QString verdict{};       ///< "Mistake: 12.3 points lost", "Lucky (+7.9)"
    QString better{};        ///< a flagged decision: the better action and its win probability
    QString why{};           ///< why the better action is better, in words
    QString ketPlayed{};     ///< an engine card's state as played, "" when the kets do not differ
    QString ketBest{};       ///< the state the better action would have left
    bool operator==(const ReviewStepRow&) const = default;
    static const RowRoles<ReviewStepRow>& roles();
};

class ReviewStepModel : public TypedRowModel<ReviewStepRow> {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by ReviewController")

public:
    explicit ReviewStepModel(QObject* parent = nullptr) : TypedRowModel(parent) {}
};

/// A legal action at a reviewed decision (learn from your mistakes, what if).
struct ReviewChoiceRow {
    QString label{};  ///< the action as the action list words it
    double win = 0;   ///< its win probability by the review, in percent
    bool best = false;
    bool played = false;
    bool operator==(const ReviewChoiceRow&) const = default;
    static const RowRoles<ReviewChoiceRow>& roles();
};

class ReviewChoiceModel : public TypedRowModel<ReviewChoiceRow> {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by ReviewController")

public:
    explicit ReviewChoiceModel(QObject* parent = nullptr) : TypedRowModel(parent) {}
};
