// The search's reason in the UI language (AiReasonText.h): one whole sentence per kind of reason,
// its counts in plural forms, its numbers in the UI's locale. The web page words the same typed
// figures with the same source sentences (web/src/search-words.ts), so one translation serves both.

#include <QCoreApplication>
#include <QLocale>

#include "ui-qml/controller/AiReasonText.h"
#include "ui-qml/controller/GameText.h"

namespace aiText {

using entanglion::policies::SearchWhy;
using entanglion::policies::SearchWhyKind;

namespace {

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1) {
    return QCoreApplication::translate("aiText", text, disambiguation, n);
}

QString number(int value) { return QLocale().toString(value); }

}  // namespace

QString searchWhyText(const SearchWhy& why, const entanglion::rules::GameState& before) {
    const QString action = gameText::labelOf(why.action, before).label;
    if (why.kind == SearchWhyKind::kOnlyChoice || !why.runner_up)
        //: The AI's reason when nothing was to weigh. %1: the move ("Play H for Mercurial").
        return tr("%1: the only legal move.").arg(action);
    const QString won = number(why.won);
    const QString next = gameText::labelOf(*why.runner_up, before).label;
    const double nextRate = why.runner_up_futures > 0 ? 100.0 * why.runner_up_won / why.runner_up_futures : 0.0;
    //: A percentage: %1 is the number (56) in the UI language; write "%1 %" with a no-break space where the language
    //: spaces it.
    const QString nextWon = tr("%1%").arg(QLocale().toString(nextRate, 'f', 0));
    const QString here = why.positions ? gameText::planetName(why.positions->mercurial) : QString();
    const QString component = why.component ? gameText::componentName(*why.component) : QString();
    const int futures = why.futures;
    switch (why.kind) {
        case SearchWhyKind::kReachComponent:
            //: The search's reason. %1: the move; %2: a planet; %3: a component's name; %4: futures won (7); %Ln:
            //: futures played out after the move (10); %5: the next best move; %6: its share of futures won ("56%").
            return tr("%1: both ships reach %2, where the component %3 is; the team won %4 of %Ln future(s) played out "
                      "after it (next best, %5: %6).",
                      nullptr, futures)
                .arg(action, here, component, won, next, nextWon);
        case SearchWhyKind::kReachLastComponent:
            //: The search's reason. %1: the move; %2: a planet; %3: a component's name; %4: futures won (7); %Ln:
            //: futures played out after the move (10); %5: the next best move; %6: its share of futures won ("56%").
            return tr("%1: both ships reach %2, where the last component, %3, is; the team won %4 of %Ln future(s) "
                      "played out after it (next best, %5: %6).",
                      nullptr, futures)
                .arg(action, here, component, won, next, nextWon);
        case SearchWhyKind::kMoveTogether:
            //: The search's reason. %1: the move; %2: a planet; %3: futures won (7); %Ln: futures played out after
            //: the move (10); %4: the next best move; %5: its share of futures won ("56%").
            return tr("%1: both ships go to %2; the team won %3 of %Ln future(s) played out after it (next best, %4: "
                      "%5).",
                      nullptr, futures)
                .arg(action, here, won, next, nextWon);
        case SearchWhyKind::kMoveApart:
            //: The search's reason. %1: the move; %2: Mercurial's planet; %3: Rubicon's planet; %4: futures won (7);
            //: %Ln: futures played out after the move (10); %5: the next best move; %6: its share of futures won.
            return tr("%1: Mercurial goes to %2 and Rubicon to %3; the team won %4 of %Ln future(s) played out after "
                      "it (next best, %5: %6).",
                      nullptr, futures)
                .arg(action, here, gameText::planetName(why.positions->rubicon), won, next, nextWon);
        case SearchWhyKind::kRetrieve:
            //: The search's reason. %1: the move; %2: a component's name; %3: a planet; %4: futures won (7); %Ln:
            //: futures played out after the move (10); %5: the next best move; %6: its share of futures won.
            return tr("%1: the ships retrieve the component %2 at %3; the team won %4 of %Ln future(s) played out "
                      "after it (next best, %5: %6).",
                      nullptr, futures)
                .arg(action, component, here, won, next, nextWon);
        case SearchWhyKind::kRetrieveLast:
            //: The search's reason. %1: the move; %2: a component's name; %3: a planet; %4: futures won (7); %Ln:
            //: futures played out after the move (10); %5: the next best move; %6: its share of futures won.
            return tr("%1: the ships retrieve the last component, %2, at %3; the team won %4 of %Ln future(s) played "
                      "out after it (next best, %5: %6).",
                      nullptr, futures)
                .arg(action, component, here, won, next, nextWon);
        case SearchWhyKind::kOnlyChoice:
        case SearchWhyKind::kBestTried:
            break;
    }
    //: The search's reason for a move that reaches no planet or component. %1: the move; %2: futures won (7); %Ln:
    //: futures played out after the move (10); %3: the next best move; %4: its share of futures won ("56%").
    return tr("%1: of the moves tried, its futures went best; the team won %2 of %Ln future(s) played out after it "
              "(next best, %3: %4).",
              nullptr, futures)
        .arg(action, won, next, nextWon);
}

QString searchMoveLine(const QString& policy, const SearchWhy& why, const entanglion::rules::GameState& before) {
    //: The log's line for a searching AI partner's move. %1: the ship ("Rubicon"), %2: the AI's kind ("search"),
    //: %3: the move and why, a whole sentence.
    return QCoreApplication::translate("AiPlayers", "%1 (AI, %2): %3")
        .arg(gameText::shipName(why.action.player), policyTitle(policy), searchWhyText(why, before));
}

}  // namespace aiText
