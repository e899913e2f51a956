// The strings only the web client (web/src/) shows, listed here so that lupdate
// (scripts/update-translations.sh, which scans ui-qml/) keeps them in the app's .ts files under the
// context "web": translators see one file per language, and the page's build turns those files into
// its catalogues (web/scripts/ts-catalogues.mjs). The page's strings that the app also shows are
// not repeated here: the page uses the app's messages. Nothing includes or compiles this header;
// docs/translating.md says how to add a string.
#pragma once

#include <QtGlobal>

namespace entanglion::web {

inline constexpr const char* pageStrings[] = {
    // The solo page's and the lesson page's fixed texts.
    QT_TRANSLATE_NOOP("web", "Skip to your actions"),
    QT_TRANSLATE_NOOP("web", "Skip to your cards"),
    //: The colours' choice: a light page (beside the app's "Dark" and "High contrast").
    QT_TRANSLATE_NOOP("web", "Light"),
    //: A heading: the choice of seed, difficulty and rules of a new game.
    QT_TRANSLATE_NOOP("web", "Game"),
    QT_TRANSLATE_NOOP("web", "Seed"),
    QT_TRANSLATE_NOOP("web", "Difficulty"),
    QT_TRANSLATE_NOOP("web", "Save record"),
    QT_TRANSLATE_NOOP("web", "Open record"),
    //: A heading: whose turn it is.
    QT_TRANSLATE_NOOP("web", "Turn"),
    QT_TRANSLATE_NOOP("web", "Your actions"),
    //: A button: ask for a suggested move.
    QT_TRANSLATE_NOOP("web", "Hint"),
    QT_TRANSLATE_NOOP("web", "Hints"),
    QT_TRANSLATE_NOOP("web", "The ships’ state"),
    QT_TRANSLATE_NOOP("web", "Amplitudes in |Mercurial Rubicon⟩ order"),
    QT_TRANSLATE_NOOP("web", "Basis state"),
    QT_TRANSLATE_NOOP("web", "Amplitude"),
    //: A column heading in a narrow table: a long word may carry soft hyphens (U+00AD) where it may break
    //: (Prawdo­podo­bieństwo), as browsers have no hyphenation dictionary for every language.
    QT_TRANSLATE_NOOP("web", "Probability"),
    //: A heading: the cards each player holds.
    QT_TRANSLATE_NOOP("web", "Hands"),
    QT_TRANSLATE_NOOP("web", "Map"),
    //: A heading: the game's log of events.
    QT_TRANSLATE_NOOP("web", "Log"),
    QT_TRANSLATE_NOOP("web", "Create an online game"),
    //: A button: watch a game of others, read-only.
    QT_TRANSLATE_NOOP("web", "Watch"),
    QT_TRANSLATE_NOOP("web", "Entanglion lessons"),
    QT_TRANSLATE_NOOP("web", "Solo game"),
    QT_TRANSLATE_NOOP("web", "Lesson"),
    QT_TRANSLATE_NOOP("web", "Goal"),
    QT_TRANSLATE_NOOP("web", "Your cards"),
    QT_TRANSLATE_NOOP("web", "Start again"),
    QT_TRANSLATE_NOOP("web", "Goal check"),
    QT_TRANSLATE_NOOP("web", "Moves played"),
    QT_TRANSLATE_NOOP("web", "Bases (Mercurial first)"),
    //: A column head: a measured outcome (00, 01, 10, 11).
    QT_TRANSLATE_NOOP("web", "Outcome"),
    //: A column head: how many shots gave that outcome.
    QT_TRANSLATE_NOOP("web", "Count"),
    QT_TRANSLATE_NOOP("web", "Exact probability"),
    QT_TRANSLATE_NOOP("web", "Printed board"),
    //: The quantum variant of the rules.
    QT_TRANSLATE_NOOP("web", "Quantum"),
    //: The language switch's label (for screen readers).
    QT_TRANSLATE_NOOP("web", "Language"),

    // The lesson page.
    //: %1: why the engine refused the move.
    QT_TRANSLATE_NOOP("web", "The engine refused the move: %1"),
    //: %1: the lesson's number, %2: its title (a list entry).
    QT_TRANSLATE_NOOP("web", "%1. %2"),
    QT_TRANSLATE_NOOP("web", "The last move was taken back."),
    QT_TRANSLATE_NOOP("web", "The lesson starts again."),
    //: %1: the error.
    QT_TRANSLATE_NOOP("web", "The lesson could not be opened: %1"),
    //: %1: the lesson's title.
    QT_TRANSLATE_NOOP("web", "Lesson opened: %1"),
    //: %1: the move, e.g. "H for Mercurial".
    QT_TRANSLATE_NOOP("web", "%1 played."),
    //: %1: the error.
    QT_TRANSLATE_NOOP("web", "The state could not be measured: %1"),
    //: %1: the number of shots; %2, %3, %4, %5: how many gave 00, 01, 10 and 11.
    QT_TRANSLATE_NOOP("web", "Measured %1 times: 00 %2, 01 %3, 10 %4, 11 %5."),
    QT_TRANSLATE_NOOP("web", "Choose a lesson and open it."),
    //: %1: the cards played, %2: the lesson's budget of cards.
    QT_TRANSLATE_NOOP("web", "Goal reached with %1 of %2 cards."),
    QT_TRANSLATE_NOOP("web", "Every card is played and the goal is not reached. Undo or reset."),
    //: %1: the cards left, %2: the lesson's budget of cards.
    QT_TRANSLATE_NOOP("web", "Cards left: %1 of %2."),
    QT_TRANSLATE_NOOP("web", "No lesson open"),
    //: %1: the lesson's task.
    QT_TRANSLATE_NOOP("web", "Task: %1"),
    //: %1: a state's ket, %2: its name (e.g. "|Φ+⟩").
    QT_TRANSLATE_NOOP("web", "%1 (%2)"),
    //: %1: the number of shots, %2: the bases (e.g. "ZX"), %3: the seed.
    QT_TRANSLATE_NOOP("web", "%1 shots in the bases %2, seed %3"),
    QT_TRANSLATE_NOOP("web", "One outcome is certain: there is no chance to correlate."),
    QT_TRANSLATE_NOOP("web", "Each bit is random, but the two are always equal."),
    QT_TRANSLATE_NOOP("web", "Each bit is random, but the two always differ."),
    QT_TRANSLATE_NOOP("web", "Knowing one bit tells nothing about the other."),
    QT_TRANSLATE_NOOP("web", "The bits are correlated, but not perfectly."),

    // The solo page and online play.
    //: %1: the error.
    QT_TRANSLATE_NOOP("web", "The engine could not be loaded: %1"),
    //: %1: the error.
    QT_TRANSLATE_NOOP("web", "The game could not start: %1"),
    //: %1: the error.
    QT_TRANSLATE_NOOP("web", "The AI teammate could not move: %1"),
    //: %1: the suggested action.
    QT_TRANSLATE_NOOP("web", "Suggested: %1"),
    QT_TRANSLATE_NOOP("web", "No suggestion now."),
    //: %1: the error.
    QT_TRANSLATE_NOOP("web", "The record could not be opened: %1"),
    //: %1: the error.
    QT_TRANSLATE_NOOP("web", "The game from the server could not be shown: %1"),
    QT_TRANSLATE_NOOP("web", "Connecting to the server…"),
    //: %1: this attempt's number, %2: how many attempts there are.
    QT_TRANSLATE_NOOP("web", "The connection is lost: reconnecting (attempt %1 of %2)."),
    QT_TRANSLATE_NOOP("web", "The server cannot be reached. Reload the page to try again."),
    QT_TRANSLATE_NOOP("web", "Connected."),
    //: %1: the game's join code.
    QT_TRANSLATE_NOOP("web", "Watching game %1: read-only."),
    //: %1: the game's join code, %2: your ship (Mercurial or Rubicon).
    QT_TRANSLATE_NOOP("web", "Game %1: you fly %2. Waiting for your partner."),
    //: %1: the game's join code, %2: your ship, %3: your partner's ship.
    QT_TRANSLATE_NOOP("web", "Game %1: you fly %2, your partner %3 is connected."),
    //: %1: the join code, %2: the address to open (a link).
    QT_TRANSLATE_NOOP("web", "Your partner joins with the code %1 or at %2."),
    QT_TRANSLATE_NOOP("web", "No game yet: choose a seed and start one."),
    //: %1, %2: the planets the ships stand on.
    QT_TRANSLATE_NOOP("web", "Mercurial on %1, Rubicon on %2."),
    QT_TRANSLATE_NOOP("web", "The game is won."),
    QT_TRANSLATE_NOOP("web", "The game is lost."),
    //: %1: the turn's number, %2: your ship.
    QT_TRANSLATE_NOOP("web", "Turn %1: your move (%2)."),
    //: %1: the turn's number, %2: the ship that moves.
    QT_TRANSLATE_NOOP("web", "Turn %1: %2 moves."),
    //: %1: the turn's number, %2: your partner's ship.
    QT_TRANSLATE_NOOP("web", "Turn %1: your partner moves (%2)."),
    //: %1: the turn's number, %2: the AI's ship.
    QT_TRANSLATE_NOOP("web", "Turn %1: the AI teammate moves (%2)."),
    QT_TRANSLATE_NOOP("web", "You are watching: the players make the moves."),
    QT_TRANSLATE_NOOP("web", "Nothing for you to do now."),
    QT_TRANSLATE_NOOP("web", "Start a game first."),
    //: %1: a ship's name.
    QT_TRANSLATE_NOOP("web", "%1 (you)"),
    //: %1: a ship's name.
    QT_TRANSLATE_NOOP("web", "%1 (your partner)"),
    //: %1: a ship's name.
    QT_TRANSLATE_NOOP("web", "%1 (AI teammate)"),
    //: %1: a ship's name.
    QT_TRANSLATE_NOOP("web", "Engine cards of %1"),
    //: %1: the components a ship holds, separated by commas.
    QT_TRANSLATE_NOOP("web", "Components: %1"),
    //: %1: the detection level, %2: how many components are collected.
    QT_TRANSLATE_NOOP("web", "Detection: %1. Components collected: %2 of 8."),
    //: %1: a planet, %2: its galaxy (a map label read by screen readers).
    QT_TRANSLATE_NOOP("web", "%1, %2"),
    //: %1: a ship's name.
    QT_TRANSLATE_NOOP("web", "%1 is here"),
    //: %1: a component's name (on a planet of the map).
    QT_TRANSLATE_NOOP("web", "component %1"),
    //: %1: an engine card.
    QT_TRANSLATE_NOOP("web", "Navigate with %1"),
    QT_TRANSLATE_NOOP("web", "Retrieve the component"),
    //: %1: the card given, %2: the card taken.
    QT_TRANSLATE_NOOP("web", "Swap: give %1, take %2"),
    QT_TRANSLATE_NOOP("web", "Roll against the defense"),
    QT_TRANSLATE_NOOP("web", "Roll again"),
    //: %1, %2: the planets where the ships start.
    QT_TRANSLATE_NOOP("web", "Place Mercurial on %1, Rubicon on %2"),
    //: %1: an engine card.
    QT_TRANSLATE_NOOP("web", "Give %1"),
    //: %1: an engine card.
    QT_TRANSLATE_NOOP("web", "Take %1"),
    //: %1: an engine card.
    QT_TRANSLATE_NOOP("web", "Play %1 (The Mechanic)"),
    QT_TRANSLATE_NOOP("web", "Play no more cards"),

    // Players at one screen (hot-seat), Undo and the measurement on the solo page.
    //: A label: who plays the new game.
    QT_TRANSLATE_NOOP("web", "Players"),
    QT_TRANSLATE_NOOP("web", "You and the AI teammate"),
    QT_TRANSLATE_NOOP("web", "Two people at this screen (hot-seat)"),
    //: Hot-seat play, in large type. %1: the ship that must act (Mercurial or Rubicon).
    QT_TRANSLATE_NOOP("web", "%1, it is your move: pass the screen if you fly the other ship."),
    //: A heading in hot-seat play. %1: the ship that must act.
    QT_TRANSLATE_NOOP("web", "Actions of %1"),
    //: A hand's heading in hot-seat play. %1: the ship that must act.
    QT_TRANSLATE_NOOP("web", "%1 (to move)"),
    QT_TRANSLATE_NOOP("web", "A finished game is shown read-only: start a new game to play."),
    QT_TRANSLATE_NOOP("web", "The last move cannot be taken back: its die roll is already known."),
    QT_TRANSLATE_NOOP("web", "The last move cannot be taken back: the card it drew is already known."),
    QT_TRANSLATE_NOOP("web",
                      "The last move cannot be taken back: the component Spooky Action picked is already known."),
    QT_TRANSLATE_NOOP("web", "The last move cannot be taken back: the measurement is already known."),
    QT_TRANSLATE_NOOP("web",
                      "The last move cannot be taken back: the engine stack ran out during it and was shuffled anew "
                      "from the discard pile, so its cards can no longer go back on top."),
    //: %1: the bases (e.g. "ZZ"); %2: the exact correlation, from -1 to 1 (e.g. "0.71").
    QT_TRANSLATE_NOOP("web", "Correlation of the bits (equal minus different) in %1: %2 exact."),
    //: %1: the bases (e.g. "ZZ"); %2: the exact correlation, from -1 to 1 (e.g. "0.71"); %3: the correlation
    //: counted in the shots.
    QT_TRANSLATE_NOOP("web", "Correlation of the bits (equal minus different) in %1: %2 exact, %3 in the shots."),
    // The class pages (class.html, teach.html) and the class bar of a student's game.
    QT_TRANSLATE_NOOP("web", "Entanglion class"),
    QT_TRANSLATE_NOOP("web", "Join the class"),
    QT_TRANSLATE_NOOP("web", "Class code"),
    QT_TRANSLATE_NOOP("web", "Your name"),
    QT_TRANSLATE_NOOP("web", "Your seat"),
    QT_TRANSLATE_NOOP("web", "From your teacher"),
    QT_TRANSLATE_NOOP("web", "Call the teacher"),
    QT_TRANSLATE_NOOP("web", "Cancel the call"),
    //: %1: the student's display name, %2: the class code.
    QT_TRANSLATE_NOOP("web", "%1, you are in class %2."),
    //: %1: the student's display name, %2: the table's number, %3: a ship's name.
    QT_TRANSLATE_NOOP("web", "%1, you are at table %2 and fly %3."),
    QT_TRANSLATE_NOOP("web", "The teacher has paused the class."),
    QT_TRANSLATE_NOOP("web", "The game has started: opening your table…"),
    QT_TRANSLATE_NOOP("web", "Wait for your teacher to start the games."),
    QT_TRANSLATE_NOOP("web", "Open your table’s game"),
    //: %1: the class code (a heading above a student's game).
    QT_TRANSLATE_NOOP("web", "Class %1"),
    QT_TRANSLATE_NOOP("web", "Your class page"),
    //: %1: the teacher's message to every screen.
    QT_TRANSLATE_NOOP("web", "From your teacher: %1"),
    //: %1: the class code as typed.
    QT_TRANSLATE_NOOP("web", "No class has the code %1. Check the code with your teacher."),
    QT_TRANSLATE_NOOP("web", "This teacher link is not valid (or the class is gone). Open a new class."),
    QT_TRANSLATE_NOOP("web", "The class is full."),
    //: %1: the server's reason, in English.
    QT_TRANSLATE_NOOP("web", "Not possible now: %1"),
    QT_TRANSLATE_NOOP("web", "Too many tries from this network. Wait a minute and try again."),
    //: %1: the server's reason, in English.
    QT_TRANSLATE_NOOP("web", "Not accepted: %1"),
    QT_TRANSLATE_NOOP("web", "The connection is lost: reconnecting…"),
    QT_TRANSLATE_NOOP("web", "Entanglion class view"),
    QT_TRANSLATE_NOOP("web", "Open a class"),
    QT_TRANSLATE_NOOP(
        "web", "Students join on their own devices with the class code. Nothing but their display names is kept."),
    QT_TRANSLATE_NOOP("web", "The class"),
    QT_TRANSLATE_NOOP("web", "The same deal at every table"),
    QT_TRANSLATE_NOOP("web", "Save the setup"),
    QT_TRANSLATE_NOOP("web", "Start all tables"),
    QT_TRANSLATE_NOOP("web", "Pause all tables"),
    QT_TRANSLATE_NOOP("web", "Resume all tables"),
    QT_TRANSLATE_NOOP("web", "End the class"),
    QT_TRANSLATE_NOOP("web", "A message to every screen"),
    QT_TRANSLATE_NOOP("web", "Send"),
    QT_TRANSLATE_NOOP("web", "Tables"),
    //: A label: which tables the class view shows.
    QT_TRANSLATE_NOOP("web", "Show"),
    //: A label: the order of the tables in the class view.
    QT_TRANSLATE_NOOP("web", "Order"),
    QT_TRANSLATE_NOOP("web", "All tables"),
    QT_TRANSLATE_NOOP("web", "Needing attention"),
    QT_TRANSLATE_NOOP("web", "Still playing"),
    QT_TRANSLATE_NOOP("web", "Finished"),
    QT_TRANSLATE_NOOP("web", "Needing attention first"),
    QT_TRANSLATE_NOOP("web", "By table number"),
    QT_TRANSLATE_NOOP("web", "By progress"),
    QT_TRANSLATE_NOOP("web", "The setup is saved."),
    QT_TRANSLATE_NOOP("web", "The tables have started."),
    QT_TRANSLATE_NOOP("web", "Every table is paused."),
    QT_TRANSLATE_NOOP("web", "The tables play on."),
    QT_TRANSLATE_NOOP("web", "End the class for everyone? The tables stop."),
    QT_TRANSLATE_NOOP("web", "The class has ended."),
    QT_TRANSLATE_NOOP("web", "The message is on every screen."),
    QT_TRANSLATE_NOOP("web", "The message is cleared."),
    //: %1: a table's number.
    QT_TRANSLATE_NOOP("web", "Table %1 asks for help."),
    //: %1: the address of the class page.
    QT_TRANSLATE_NOOP("web", "Students open %1 and type their name."),
    //: %1: the secret address of the class view.
    QT_TRANSLATE_NOOP("web", "Your teacher link (keep it to yourself): %1"),
    QT_TRANSLATE_NOOP("web", "The tables are playing."),
    QT_TRANSLATE_NOOP("web", "Waiting for students: the tables start when you say."),
    QT_TRANSLATE_NOOP("web", "No table yet: students are seated as they join."),
    QT_TRANSLATE_NOOP("web", "No table to show."),
    //: %1: a table's number, %2: its status (Playing, Won, ...).
    QT_TRANSLATE_NOOP("web", "Table %1: %2"),
    //: %1: a table's number.
    QT_TRANSLATE_NOOP("web", "Watch table %1"),
    //: A table's status before the teacher starts the games.
    QT_TRANSLATE_NOOP("web", "Waiting for the start"),
    //: A table's status.
    QT_TRANSLATE_NOOP("web", "Playing"),
    //: A table's status.
    QT_TRANSLATE_NOOP("web", "Paused"),
    //: A table's status: the game is won.
    QT_TRANSLATE_NOOP("web", "Won"),
    //: A table's status: the game is lost.
    QT_TRANSLATE_NOOP("web", "Lost"),
    //: Who flies a ship at a table (after a ship's name and a colon).
    QT_TRANSLATE_NOOP("web", "the AI teammate"),
    //: An empty seat at a table (after a ship's name and a colon).
    QT_TRANSLATE_NOOP("web", "a free seat"),
    //: %1: a ship's name, %2: who flies it (a student's name, the AI teammate, a free seat).
    QT_TRANSLATE_NOOP("web", "%1: %2"),
    //: %1: the ships' named state (PHI_PLUS, ZERO,PLUS).
    QT_TRANSLATE_NOOP("web", "State: %1"),
    //: %1: a ship's name.
    QT_TRANSLATE_NOOP("web", "Whose turn: %1"),
    QT_TRANSLATE_NOOP("web", "No move yet."),
    //: A flag on a table's card: a student pressed "Call the teacher".
    QT_TRANSLATE_NOOP("web", "Asks for help"),
    //: A flag on a table's card.
    QT_TRANSLATE_NOOP("web", "Stuck: no move for a while"),
    //: %1: the move, %n: seconds since it.
    QT_TRANSLATE_N_NOOP("web", "Last move: %1, %n second(s) ago."),
    //: %n: how many students joined the class.
    QT_TRANSLATE_N_NOOP("web", "%n student(s) have joined."),
    // The class view after the class (teach-after.ts) and the costly-move flag.
    //: A checkbox of the class view: students are told when their table just lost much win probability by a move.
    QT_TRANSLATE_NOOP("web", "Students see when their table just made a costly move"),
    QT_TRANSLATE_NOOP("web", "Students now see the costly-move flag."),
    QT_TRANSLATE_NOOP("web", "Students no longer see the costly-move flag."),
    //: A flag on a table's card. %1: points of win probability lost by the move, e.g. 12.5.
    QT_TRANSLATE_NOOP("web", "Just made a costly move: %1 points of win probability lost"),
    //: Shown to the students of a table above their game, when the teacher allows it.
    QT_TRANSLATE_NOOP("web", "Your table just made a costly move: think about what the cards did to your ships."),
    //: A heading of the class view once the class has ended.
    QT_TRANSLATE_NOOP("web", "After the class"),
    QT_TRANSLATE_NOOP("web", "Download the CSV of tables and students"),
    //: A button: saves each table's game record as a file.
    QT_TRANSLATE_NOOP("web", "Download every table's record"),
    QT_TRANSLATE_NOOP("web", "Print the summary"),
    //: Before the start, a choice on a table's card: where to seat the student instead. %1: the student's name.
    QT_TRANSLATE_NOOP("web", "Move %1 to…"),
    //: A seat a student can be moved to. %1: the table's number; %2: the ship (Mercurial).
    QT_TRANSLATE_NOOP("web", "Table %1, %2"),
    //: A seat a student can be moved to: the first seat of a table not there yet.
    QT_TRANSLATE_NOOP("web", "A new table"),
    //: A student was dropped on a full table. %1: the table's number.
    QT_TRANSLATE_NOOP("web", "Table %1 has no free seat."),
    //: After a move. %1: the student's name; %2: the table's number; %3: the ship (Mercurial).
    QT_TRANSLATE_NOOP("web", "%1 now sits at table %2 and flies %3."),
    //: A button after the class: removes the class and every name from the server at once.
    QT_TRANSLATE_NOOP("web", "Delete the class"),
    //: Asked before deleting a class (a yes/no question).
    QT_TRANSLATE_NOOP("web",
                      "Delete the class now? Its names, summary and records are gone from the server: download the "
                      "CSV and the records first."),
    QT_TRANSLATE_NOOP("web", "The class is deleted: the server keeps nothing of it."),
    //: A heading: the decisions that lost the class the most win probability.
    QT_TRANSLATE_NOOP("web", "What cost the class most"),
    //: A heading: the results of every table, one row each.
    QT_TRANSLATE_NOOP("web", "Each table"),
    //: A concept of the class summary: the H card played on a ship whose state is already a superposition.
    QT_TRANSLATE_NOOP("web", "H on a state already in superposition"),
    //: A concept of the class summary: CNOT played while the control ship is at 0, so nothing changes.
    QT_TRANSLATE_NOOP("web", "CNOT with the control at 0"),
    //: A concept of the class summary: a costly decision with the detection track close to X.
    QT_TRANSLATE_NOOP("web", "Ignored detection (the track near its end)"),
    //: A row of the class summary: every decision not in the other rows.
    QT_TRANSLATE_NOOP("web", "Other decisions"),
    //: A row of the class summary: decisions to play event cards.
    QT_TRANSLATE_NOOP("web", "Event cards"),
    //: A row of the class summary: decisions to retrieve a component.
    QT_TRANSLATE_NOOP("web", "Retrieving a component"),
    //: A row of the class summary: decisions when facing orbital or ground defenses.
    QT_TRANSLATE_NOOP("web", "Facing defenses"),
    //: %n: finished tables whose review the server is still computing.
    QT_TRANSLATE_N_NOOP("web", "The reviews of %n table(s) are still being computed."),
    QT_TRANSLATE_NOOP("web", "Every finished table is reviewed."),
    //: %n: how long a table played, in minutes.
    QT_TRANSLATE_N_NOOP("web", "%n minute(s)"),
    //: In the Decisions column of a table still playing (or whose review is not ready).
    QT_TRANSLATE_NOOP("web", "not reviewed yet"),
    //: A key moment of a game. %1: the step's number, %2: the change of win probability in points (-12.5).
    QT_TRANSLATE_NOOP("web", "step %1 (%2)"),
    //: A column heading: points of win probability lost against the best move.
    QT_TRANSLATE_NOOP("web", "Points lost"),
    //: A column heading: how many decisions were counted.
    QT_TRANSLATE_NOOP("web", "Decisions"),
    QT_TRANSLATE_NOOP("web", "No costly decision reviewed yet."),
    //: A column heading: the idea behind a decision (H on a superposition, ...).
    QT_TRANSLATE_NOOP("web", "Concept"),
    //: A column heading: an engine card (X, H, CNOT, SWAP) or another kind of decision.
    QT_TRANSLATE_NOOP("web", "Card"),
    //: A column heading: a table's number.
    QT_TRANSLATE_NOOP("web", "Table"),
    //: A column heading: the students at a table.
    QT_TRANSLATE_NOOP("web", "Students"),
    //: A column heading: won, lost or still playing.
    QT_TRANSLATE_NOOP("web", "Result"),
    //: A column heading: how many moves the table played.
    QT_TRANSLATE_NOOP("web", "Moves"),
    //: A column heading: how long the table played.
    QT_TRANSLATE_NOOP("web", "Length"),
    //: A column heading: what the players' decisions changed in win probability, in points.
    QT_TRANSLATE_NOOP("web", "Decisions (points)"),
    //: A column heading: what dice and draws changed in win probability, in points.
    QT_TRANSLATE_NOOP("web", "Luck (points)"),
    //: A column heading: the game's largest swings of win probability.
    QT_TRANSLATE_NOOP("web", "Key moments"),
    //: A heading: with the same deal at every table, what each table played at the steps where a game swung most.
    QT_TRANSLATE_NOOP("web", "The same deal: the tables at the largest swings"),
    //: A column heading. %1: a step of the game (its move number).
    QT_TRANSLATE_NOOP("web", "Step %1"),
    //: In the comparison of the tables: this table's game did not reach that step (it ended or stopped before).
    QT_TRANSLATE_NOOP("web", "(not reached)"),
    // A lesson for every table of a class (teach.ts, teach-cards.ts, class-lesson.ts).
    //: A label in the teacher's class setup: the lesson every table does (from the course).
    QT_TRANSLATE_NOOP("web", "Lesson for every table"),
    //: The first choice of the class setup's lesson: no lesson, the tables only play the game.
    QT_TRANSLATE_NOOP("web", "None: the game only"),
    //: A seat on a table's card. %1: the ship (Mercurial), %2: the student's name; they have done the class's lesson.
    QT_TRANSLATE_NOOP("web", "%1: %2, lesson done"),
    //: A link on a student's screen to the lesson the teacher set for the class.
    QT_TRANSLATE_NOOP("web", "Do the lesson your teacher set"),
    //: The same link once the server has checked that the student has done the lesson.
    QT_TRANSLATE_NOOP("web", "Open the lesson again (you have done it)"),
    //: On the lessons page opened from a class: the lesson is done and the page sends it to the server.
    QT_TRANSLATE_NOOP("web", "Telling your teacher…"),
    //: The server checked the student's moves: they reach the lesson's goal, and the class view shows it.
    QT_TRANSLATE_NOOP("web", "Your teacher sees that you have done the lesson."),
    // The review of a finished game on the solo page (review-view.ts).
    //: A heading on the solo page, shown once the game is over.
    QT_TRANSLATE_NOOP("web", "Review of the game"),
    QT_TRANSLATE_NOOP("web",
                      "The engine plays the game on many times from every step: it shows how each decision and each "
                      "roll changed your team’s chance to win."),
    //: A button: the engine reviews the game just finished (it takes a few seconds).
    QT_TRANSLATE_NOOP("web", "Review this game"),
    QT_TRANSLATE_NOOP("web", "Reviewing the game…"),
    QT_TRANSLATE_NOOP("web", "The review is ready."),
    //: %1: why the engine could not review the game (in English, from the engine).
    QT_TRANSLATE_NOOP("web", "The game could not be reviewed: %1"),
    //: A table's caption: the rows below are the team's chance to win and its changes, in percentage points.
    QT_TRANSLATE_NOOP("web", "How the chance to win changed (in percentage points)"),
    //: A row of the review: the team's chance to win the game as it was dealt, before any move.
    QT_TRANSLATE_NOOP("web", "Chance to win at the start"),
    //: A row of the review: the sum of what every decision of the players changed the chance to win by.
    QT_TRANSLATE_NOOP("web", "Changed by the decisions"),
    //: A row of the review: the sum of what every die roll and card draw changed the chance to win by.
    QT_TRANSLATE_NOOP("web", "Changed by luck (dice and draws)"),
    //: A row of the review: the chance to win at the end (100% won, 0% lost).
    QT_TRANSLATE_NOOP("web", "At the end"),
    //: A table's caption: for each ship, the percentage points its player's decisions lost against the best moves.
    QT_TRANSLATE_NOOP("web", "Points lost against the best moves"),
    //: A table's caption: the steps of the game where the chance to win changed most.
    QT_TRANSLATE_NOOP("web", "Key moments: the largest changes"),
    //: A column heading: a step of the game (its move number).
    QT_TRANSLATE_NOOP("web", "Step"),
    //: A column heading: what happened at that step, in sentences.
    QT_TRANSLATE_NOOP("web", "What happened"),
    //: A column heading: how much the chance to win changed at that step, in percentage points (+12.5, −4.0).
    QT_TRANSLATE_NOOP("web", "Change (points)"),
    //: Under a key moment's events. %1: the better move (e.g. "Navigate with H"), %2: how many percentage points more
    //: chance to win it would have given, e.g. 8.5 (a decimal number: use a form that needs no plural).
    QT_TRANSLATE_NOOP("web", "A better move: %1 (%2 points more to win)."),
};

}  // namespace entanglion::web
