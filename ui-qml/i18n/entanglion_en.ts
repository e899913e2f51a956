<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AiPlayers</name>
    <message numerus="yes">
        <source>Two %1 AIs win %2% of games at this difficulty (95% interval %3–%4%, %Ln game(s), balance study).</source>
        <extracomment>%1: the AI&apos;s name; %2, %3, %4: percentages already in the UI language&apos;s digits; %Ln: the games simulated (thousands, in the UI language&apos;s digits).</extracomment>
        <translation>
            <numerusform>Two %1 AIs win %2% of games at this difficulty (95% interval %3–%4%, %Ln game, balance study).</numerusform>
            <numerusform>Two %1 AIs win %2% of games at this difficulty (95% interval %3–%4%, %Ln games, balance study).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardButton</name>
    <message numerus="yes">
        <source>(%n left)</source>
        <comment>plays of this card left in the lesson</comment>
        <extracomment>%n: how many more times this card may be played in the lesson.</extracomment>
        <translation>
            <numerusform>(%n left)</numerusform>
            <numerusform>(%n left)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClassroomKit</name>
    <message numerus="yes">
        <source>%n figure file(s) written to %1</source>
        <extracomment>After exporting figures: %n files, %1 the folder.</extracomment>
        <translation>
            <numerusform>%n figure file written to %1</numerusform>
            <numerusform>%n figure files written to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EndOverlay</name>
    <message numerus="yes">
        <source>All eight components collected in %n action(s).</source>
        <extracomment>%n: the actions the team played.</extracomment>
        <translation>
            <numerusform>All eight components collected in %n action.</numerusform>
            <numerusform>All eight components collected in %n actions.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message numerus="yes">
        <source>Move taken back: %1. The %n card(s) it drew go back on top, known to both players: the log says which.</source>
        <extracomment>%1: the move, e.g. &quot;Play H for Mercurial&quot;; %n: how many cards it drew (they are named in the game log).</extracomment>
        <translation>
            <numerusform>Move taken back: %1. The card it drew goes back on top, known to both players: the log says which.</numerusform>
            <numerusform>Move taken back: %1. The %n cards it drew go back on top, known to both players: the log says which.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonList</name>
    <message numerus="yes">
        <source>✓ done, best %1 of %n card(s)</source>
        <extracomment>%1: the fewest cards a success used; %n: the lesson&apos;s card budget (it can be 1).</extracomment>
        <translation>
            <numerusform>✓ done, best %1 of %n card</numerusform>
            <numerusform>✓ done, best %1 of %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonView</name>
    <message numerus="yes">
        <source>✓ Goal reached with %1 of %n card(s)! (your best: %2)</source>
        <extracomment>%1: cards played; %n: the lesson&apos;s card budget (it can be 1). %2: the fewest cards of an earlier success. %1: the cards used (2); %n: the lesson&apos;s card budget (3); %2: the learner&apos;s best so far (2).</extracomment>
        <translation>
            <numerusform>✓ Goal reached with %1 of %n card! (your best: %2)</numerusform>
            <numerusform>✓ Goal reached with %1 of %n cards! (your best: %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>✓ Goal reached with %1 of %n card(s)!</source>
        <extracomment>%1: cards played; %n: the lesson&apos;s card budget (it can be 1).</extracomment>
        <translation>
            <numerusform>✓ Goal reached with %1 of %n card!</numerusform>
            <numerusform>✓ Goal reached with %1 of %n cards!</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MeasurementController</name>
    <message numerus="yes">
        <source>%1: %n time(s), exact probability %2%</source>
        <extracomment>%1: an outcome as a ket (|01&gt;); %n: how many shots gave it; %2: its exact probability in percent, without the sign (50 or 12,5).</extracomment>
        <translation>
            <numerusform>%1: %n time, exact probability %2%</numerusform>
            <numerusform>%1: %n times, exact probability %2%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shot(s) measured in %1. %2.</source>
        <extracomment>%n: the number of shots; %1: the basis (ZZ, XX, ZX or XZ); %2: the list of outcomes, counts and probabilities.</extracomment>
        <translation>
            <numerusform>%n shot measured in %1. %2.</numerusform>
            <numerusform>%n shots measured in %1. %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message numerus="yes">
        <source>%n newer move(s) arrived</source>
        <extracomment>%n: how many moves the partner made while you step through, e.g. 2.</extracomment>
        <translation>
            <numerusform>%n newer move arrived</numerusform>
            <numerusform>%n newer moves arrived</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewController</name>
    <message numerus="yes">
        <source>… %n more step(s)</source>
        <extracomment>%n: the further steps of the what-if that are not listed.</extracomment>
        <translation>
            <numerusform>… %n more step</numerusform>
            <numerusform>… %n more steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In this what-if the team wins after %n more action(s).</source>
        <extracomment>%n: actions until the team wins.</extracomment>
        <translation>
            <numerusform>In this what-if the team wins after %n more action.</numerusform>
            <numerusform>In this what-if the team wins after %n more actions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In this what-if the team is detected after %n more action(s).</source>
        <extracomment>%n: actions until the team is detected.</extracomment>
        <translation>
            <numerusform>In this what-if the team is detected after %n more action.</numerusform>
            <numerusform>In this what-if the team is detected after %n more actions.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewMistakes</name>
    <message numerus="yes">
        <source>Learn from your mistakes (%n)</source>
        <extracomment>%n: the number of mistakes to practise.</extracomment>
        <translation>
            <numerusform>Learn from your mistakes (%n)</numerusform>
            <numerusform>Learn from your mistakes (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SceneText</name>
    <message numerus="yes">
        <source>Engine control: %n of 6 boxes filled.</source>
        <extracomment>%n: the boxes filled (0-6).</extracomment>
        <translation>
            <numerusform>Engine control: %n of 6 boxes filled.</numerusform>
            <numerusform>Engine control: %n of 6 boxes filled.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of %L1 components found.</source>
        <extracomment>Spoken after a move. %n: the components the ships have found (2); %L1: how many win the game (8).</extracomment>
        <translation>
            <numerusform>%n of %L1 components found.</numerusform>
            <numerusform>%n of %L1 components found.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShipBoard</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <extracomment>%n: the engine cards in this ship&apos;s hand.</extracomment>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>aiText</name>
    <message numerus="yes">
        <source>random choice among %n legal action(s)</source>
        <extracomment>%n: the number of legal actions.</extracomment>
        <translation>
            <numerusform>random choice among %n legal action</numerusform>
            <numerusform>random choice among %n legal actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n turn(s) from the component %2</source>
        <extracomment>%1: where the ships go (&quot;both ships to PLUS&quot;). %n: turns left. %2: a component&apos;s name.</extracomment>
        <translation>
            <numerusform>%1, %n turn from the component %2</numerusform>
            <numerusform>%1, %n turns from the component %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n turn(s) from the next component</source>
        <extracomment>%1: where the ships go (&quot;both ships to PLUS&quot;). %n: turns left.</extracomment>
        <translation>
            <numerusform>%1, %n turn from the next component</numerusform>
            <numerusform>%1, %n turns from the next component</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no card in hand shortens the way to the component %1 (%n turn(s))</source>
        <extracomment>%1: a component&apos;s name. %n: turns the way takes.</extracomment>
        <translation>
            <numerusform>no card in hand shortens the way to the component %1 (%n turn)</numerusform>
            <numerusform>no card in hand shortens the way to the component %1 (%n turns)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no card in hand shortens the way to the next component (%n turn(s))</source>
        <extracomment>%n: turns the way takes.</extracomment>
        <translation>
            <numerusform>no card in hand shortens the way to the next component (%n turn)</numerusform>
            <numerusform>no card in hand shortens the way to the next component (%n turns)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the nearest to the component %1 (%n turn(s))</source>
        <extracomment>%1: a component&apos;s name. %n: turns the way takes.</extracomment>
        <translation>
            <numerusform>the nearest to the component %1 (%n turn)</numerusform>
            <numerusform>the nearest to the component %1 (%n turns)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the nearest to the next component (%n turn(s))</source>
        <extracomment>%n: turns the way takes.</extracomment>
        <translation>
            <numerusform>the nearest to the next component (%n turn)</numerusform>
            <numerusform>the nearest to the next component (%n turns)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of the 8 die faces land(s) on a planet holding a component</source>
        <extracomment>%n: die faces (0 to 8).</extracomment>
        <translation>
            <numerusform>%n of the 8 die faces lands on a planet holding a component</numerusform>
            <numerusform>%n of the 8 die faces land on a planet holding a component</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>then %n turn(s) from the component %1</source>
        <extracomment>%1: a component&apos;s name. %n: turns left after the swap.</extracomment>
        <translation>
            <numerusform>then %n turn from the component %1</numerusform>
            <numerusform>then %n turns from the component %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>then %n turn(s) from the next component</source>
        <extracomment>%n: turns left after the swap.</extracomment>
        <translation>
            <numerusform>then %n turn from the next component</numerusform>
            <numerusform>then %n turns from the next component</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>won %1 of the %2 trial games played out after this move; %n move(s) were possible</source>
        <extracomment>%1: trial games won (95); %2: trial games played (6586); %n: the moves that were possible.</extracomment>
        <translation>
            <numerusform>won %1 of the %2 trial games played out after this move; %n move was possible</numerusform>
            <numerusform>won %1 of the %2 trial games played out after this move; %n moves were possible</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: both ships reach %2, where the component %3 is; the team won %4 of %Ln future(s) played out after it (next best, %5: %6).</source>
        <extracomment>The search&apos;s reason. %1: the move; %2: a planet; %3: a component&apos;s name; %4: futures won (7); %Ln: futures played out after the move (10); %5: the next best move; %6: its share of futures won (&quot;56%&quot;).</extracomment>
        <translation>
            <numerusform>%1: both ships reach %2, where the component %3 is; the team won %4 of %Ln future played out after it (next best, %5: %6).</numerusform>
            <numerusform>%1: both ships reach %2, where the component %3 is; the team won %4 of %Ln futures played out after it (next best, %5: %6).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: both ships reach %2, where the last component, %3, is; the team won %4 of %Ln future(s) played out after it (next best, %5: %6).</source>
        <extracomment>The search&apos;s reason. %1: the move; %2: a planet; %3: a component&apos;s name; %4: futures won (7); %Ln: futures played out after the move (10); %5: the next best move; %6: its share of futures won (&quot;56%&quot;).</extracomment>
        <translation>
            <numerusform>%1: both ships reach %2, where the last component, %3, is; the team won %4 of %Ln future played out after it (next best, %5: %6).</numerusform>
            <numerusform>%1: both ships reach %2, where the last component, %3, is; the team won %4 of %Ln futures played out after it (next best, %5: %6).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: both ships go to %2; the team won %3 of %Ln future(s) played out after it (next best, %4: %5).</source>
        <extracomment>The search&apos;s reason. %1: the move; %2: a planet; %3: futures won (7); %Ln: futures played out after the move (10); %4: the next best move; %5: its share of futures won (&quot;56%&quot;).</extracomment>
        <translation>
            <numerusform>%1: both ships go to %2; the team won %3 of %Ln future played out after it (next best, %4: %5).</numerusform>
            <numerusform>%1: both ships go to %2; the team won %3 of %Ln futures played out after it (next best, %4: %5).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: Mercurial goes to %2 and Rubicon to %3; the team won %4 of %Ln future(s) played out after it (next best, %5: %6).</source>
        <extracomment>The search&apos;s reason. %1: the move; %2: Mercurial&apos;s planet; %3: Rubicon&apos;s planet; %4: futures won (7); %Ln: futures played out after the move (10); %5: the next best move; %6: its share of futures won.</extracomment>
        <translation>
            <numerusform>%1: Mercurial goes to %2 and Rubicon to %3; the team won %4 of %Ln future played out after it (next best, %5: %6).</numerusform>
            <numerusform>%1: Mercurial goes to %2 and Rubicon to %3; the team won %4 of %Ln futures played out after it (next best, %5: %6).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the ships retrieve the component %2 at %3; the team won %4 of %Ln future(s) played out after it (next best, %5: %6).</source>
        <extracomment>The search&apos;s reason. %1: the move; %2: a component&apos;s name; %3: a planet; %4: futures won (7); %Ln: futures played out after the move (10); %5: the next best move; %6: its share of futures won.</extracomment>
        <translation>
            <numerusform>%1: the ships retrieve the component %2 at %3; the team won %4 of %Ln future played out after it (next best, %5: %6).</numerusform>
            <numerusform>%1: the ships retrieve the component %2 at %3; the team won %4 of %Ln futures played out after it (next best, %5: %6).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the ships retrieve the last component, %2, at %3; the team won %4 of %Ln future(s) played out after it (next best, %5: %6).</source>
        <extracomment>The search&apos;s reason. %1: the move; %2: a component&apos;s name; %3: a planet; %4: futures won (7); %Ln: futures played out after the move (10); %5: the next best move; %6: its share of futures won.</extracomment>
        <translation>
            <numerusform>%1: the ships retrieve the last component, %2, at %3; the team won %4 of %Ln future played out after it (next best, %5: %6).</numerusform>
            <numerusform>%1: the ships retrieve the last component, %2, at %3; the team won %4 of %Ln futures played out after it (next best, %5: %6).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: of the moves tried, its futures went best; the team won %2 of %Ln future(s) played out after it (next best, %3: %4).</source>
        <extracomment>The search&apos;s reason for a move that reaches no planet or component. %1: the move; %2: futures won (7); %Ln: futures played out after the move (10); %3: the next best move; %4: its share of futures won (&quot;56%&quot;).</extracomment>
        <translation>
            <numerusform>%1: of the moves tried, its futures went best; the team won %2 of %Ln future played out after it (next best, %3: %4).</numerusform>
            <numerusform>%1: of the moves tried, its futures went best; the team won %2 of %Ln futures played out after it (next best, %3: %4).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>figures</name>
    <message numerus="yes">
        <source>%n shot(s) in the %1 basis</source>
        <extracomment>A histogram&apos;s title: %n is the number of shots, %1 the bases (&quot;ZZ&quot;: Mercurial&apos;s first).</extracomment>
        <translation>
            <numerusform>%n shot in the %1 basis</numerusform>
            <numerusform>%n shots in the %1 basis</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gameText</name>
    <message numerus="yes">
        <source>The engine discard pile (%n card(s)) was shuffled into a new stack</source>
        <extracomment>%n: the cards shuffled.</extracomment>
        <translation>
            <numerusform>The engine discard pile (%n card) was shuffled into a new stack</numerusform>
            <numerusform>The engine discard pile (%n cards) was shuffled into a new stack</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Engine control cleared (%n card(s) to the discard pile)</source>
        <extracomment>%n: the cards moved to the discard pile.</extracomment>
        <translation>
            <numerusform>Engine control cleared (%n card to the discard pile)</numerusform>
            <numerusform>Engine control cleared (%n cards to the discard pile)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The event deck was rebuilt (%n card(s))</source>
        <extracomment>%n: the event cards in the rebuilt deck.</extracomment>
        <translation>
            <numerusform>The event deck was rebuilt (%n card)</numerusform>
            <numerusform>The event deck was rebuilt (%n cards)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: The Mechanic, play up to two drawn cards (%n played) or stop</source>
        <extracomment>%1: the ship&apos;s name; %n: drawn cards played so far (0, 1 or 2).</extracomment>
        <translation>
            <numerusform>%1: The Mechanic, play up to two drawn cards (%n played) or stop</numerusform>
            <numerusform>%1: The Mechanic, play up to two drawn cards (%n played) or stop</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hintText</name>
    <message numerus="yes">
        <source>A detection this turn (in %1 of the playouts) costs %n point(s): %2 after it against %3 without.</source>
        <extracomment>%1: the share of playouts with a detection (&quot;30%&quot;); %n: win-chance points it costs; %2: the win chance after a detection (&quot;20%&quot;); %3: without one (&quot;45%&quot;).</extracomment>
        <translation>
            <numerusform>A detection this turn (in %1 of the playouts) costs %n point: %2 after it against %3 without.</numerusform>
            <numerusform>A detection this turn (in %1 of the playouts) costs %n points: %2 after it against %3 without.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the best of %n legal action(s) by look-ahead</source>
        <extracomment>%n: the number of legal actions.</extracomment>
        <translation>
            <numerusform>the best of %n legal action by look-ahead</numerusform>
            <numerusform>the best of %n legal actions by look-ahead</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lessonText</name>
    <message numerus="yes">
        <source>Over budget: all %n card(s) are spent.</source>
        <extracomment>%n: the lesson&apos;s card budget.</extracomment>
        <translation>
            <numerusform>Over budget: the %n card is spent.</numerusform>
            <numerusform>Over budget: all %n cards are spent.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 may be played at most %n time(s) in this lesson.</source>
        <extracomment>%1: the card and its ship (&quot;H for Mercurial&quot;); %n: how many times it may be played.</extracomment>
        <translation>
            <numerusform>%1 may be played at most %n time in this lesson.</numerusform>
            <numerusform>%1 may be played at most %n times in this lesson.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The goal is out of reach: no moves with the %n card(s) left reach it. Undo or reset.</source>
        <extracomment>%n: the cards the learner has left.</extracomment>
        <translation>
            <numerusform>The goal is out of reach: no moves with the %n card left reach it. Undo or reset.</numerusform>
            <numerusform>The goal is out of reach: no moves with the %n cards left reach it. Undo or reset.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>reviewText</name>
    <message numerus="yes">
        <source>Your decisions cost %n point(s).</source>
        <extracomment>%n: win-chance points the learner&apos;s decisions lost (e.g. 9).</extracomment>
        <translation>
            <numerusform>Your decisions cost %n point.</numerusform>
            <numerusform>Your decisions cost %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your decisions gained %n point(s).</source>
        <extracomment>%n: win-chance points the learner&apos;s decisions gained (e.g. 9).</extracomment>
        <translation>
            <numerusform>Your decisions gained %n point.</numerusform>
            <numerusform>Your decisions gained %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The dice and draws cost %n point(s).</source>
        <extracomment>%n: win-chance points lost to the dice and draws.</extracomment>
        <translation>
            <numerusform>The dice and draws cost %n point.</numerusform>
            <numerusform>The dice and draws cost %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The dice and draws gained %n point(s).</source>
        <extracomment>%n: win-chance points gained from the dice and draws.</extracomment>
        <translation>
            <numerusform>The dice and draws gained %n point.</numerusform>
            <numerusform>The dice and draws gained %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your AI partner&apos;s decisions cost %n point(s).</source>
        <extracomment>%n: win-chance points the AI partner&apos;s decisions lost (e.g. 4).</extracomment>
        <translation>
            <numerusform>Your AI partner&apos;s decisions cost %n point.</numerusform>
            <numerusform>Your AI partner&apos;s decisions cost %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your AI partner&apos;s decisions gained %n point(s).</source>
        <extracomment>%n: win-chance points the AI partner&apos;s decisions gained (e.g. 4).</extracomment>
        <translation>
            <numerusform>Your AI partner&apos;s decisions gained %n point.</numerusform>
            <numerusform>Your AI partner&apos;s decisions gained %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The AI players&apos; decisions cost %n point(s).</source>
        <extracomment>%n: win-chance points the AI players&apos; decisions lost (e.g. 4), in a game of two AIs.</extracomment>
        <translation>
            <numerusform>The AI players&apos; decisions cost %n point.</numerusform>
            <numerusform>The AI players&apos; decisions cost %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The AI players&apos; decisions gained %n point(s).</source>
        <extracomment>%n: win-chance points the AI players&apos; decisions gained (e.g. 4), in a game of two AIs.</extracomment>
        <translation>
            <numerusform>The AI players&apos; decisions gained %n point.</numerusform>
            <numerusform>The AI players&apos; decisions gained %n points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>web</name>
    <message numerus="yes">
        <source>Last move: %1, %n second(s) ago.</source>
        <extracomment>%1: the move, %n: seconds since it.</extracomment>
        <translation>
            <numerusform>Last move: %1, %n second ago.</numerusform>
            <numerusform>Last move: %1, %n seconds ago.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n student(s) have joined.</source>
        <extracomment>%n: how many students joined the class.</extracomment>
        <translation>
            <numerusform>%n student has joined.</numerusform>
            <numerusform>%n students have joined.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The reviews of %n table(s) are still being computed.</source>
        <extracomment>%n: finished tables whose review the server is still computing.</extracomment>
        <translation>
            <numerusform>The review of %n table is still being computed.</numerusform>
            <numerusform>The reviews of %n tables are still being computed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <extracomment>%n: how long a table played, in minutes.</extracomment>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>worksheets</name>
    <message numerus="yes">
        <source>%1 (at most %n)</source>
        <extracomment>A card a lesson allows with its limit: %1 &quot;H for Mercurial&quot;, %n how many times at most.</extracomment>
        <translation>
            <numerusform>%1 (at most once)</numerusform>
            <numerusform>%1 (at most %n times)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at most %n card(s)</source>
        <extracomment>%n: the most cards a solution may use.</extracomment>
        <translation>
            <numerusform>at most %n card</numerusform>
            <numerusform>at most %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s):</source>
        <extracomment>%n: the number of cards of the shortest solution.</extracomment>
        <translation>
            <numerusform>%n card:</numerusform>
            <numerusform>%n cards:</numerusform>
        </translation>
    </message>
</context>
</TS>
