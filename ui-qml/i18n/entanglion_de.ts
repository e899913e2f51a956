<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>BellDemo</name>
    <message>
        <location filename="../lessons/BellDemo.qml" line="69"/>
        <source>Building the Bell state |%1&gt;</source>
        <translation>Aufbau des Bell-Zustands |%1&gt;</translation>
    </message>
    <message>
        <location filename="../lessons/BellDemo.qml" line="76"/>
        <source>→ / ← step · 1-4: Φ+ Φ- Ψ+ Ψ-</source>
        <translation>→ / ← Schritt · 1-4: Φ+ Φ- Ψ+ Ψ-</translation>
    </message>
    <message>
        <location filename="../lessons/BellDemo.qml" line="177"/>
        <source>Kets in %1 order: Mercurial&apos;s bit first.</source>
        <translation>Kets in der Reihenfolge %1: Mercurials Bit zuerst.</translation>
    </message>
</context>
<context>
    <name>CardButton</name>
    <message>
        <location filename="../lessons/CardButton.qml" line="34"/>
        <source>%1 left</source>
        <translation>noch %1</translation>
    </message>
    <message>
        <location filename="../lessons/CardButton.qml" line="44"/>
        <source>Play %1 (key %2)</source>
        <translation>%1 spielen (Taste %2)</translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <location filename="../components/CardItem.qml" line="106"/>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <location filename="../components/CardItem.qml" line="115"/>
        <source>Swap</source>
        <translation>Tauschen</translation>
    </message>
    <message>
        <location filename="../components/CardItem.qml" line="119"/>
        <source>Exchange: discard this card and draw a replacement (E)</source>
        <translation>Tauschen: diese Karte abwerfen und eine neue ziehen (E)</translation>
    </message>
</context>
<context>
    <name>Circuit</name>
    <message>
        <location filename="../components/Circuit.qml" line="33"/>
        <source>Engine control</source>
        <translation>Triebwerkssteuerung</translation>
    </message>
    <message>
        <location filename="../components/Circuit.qml" line="41"/>
        <source>%1 of 6</source>
        <translation>%1 von 6</translation>
    </message>
    <message>
        <location filename="../components/Circuit.qml" line="58"/>
        <location filename="../components/Circuit.qml" line="171"/>
        <source>Mercurial</source>
        <translation>Mercurial</translation>
    </message>
    <message>
        <location filename="../components/Circuit.qml" line="64"/>
        <location filename="../components/Circuit.qml" line="171"/>
        <source>Rubicon</source>
        <translation>Rubicon</translation>
    </message>
    <message>
        <location filename="../components/Circuit.qml" line="91"/>
        <source>QUANTUM
EVENT</source>
        <translation>QUANTEN-
EREIGNIS</translation>
    </message>
    <message>
        <location filename="../components/Circuit.qml" line="170"/>
        <source>Box %1: %2 played for %3</source>
        <translation>Feld %1: %2 gespielt für %3</translation>
    </message>
    <message>
        <location filename="../components/Circuit.qml" line="172"/>
        <source>Box %1: empty</source>
        <translation>Feld %1: leer</translation>
    </message>
</context>
<context>
    <name>DetectionTrack</name>
    <message>
        <location filename="../components/DetectionTrack.qml" line="25"/>
        <source>Detection rate</source>
        <translation>Entdeckungsrate</translation>
    </message>
    <message>
        <location filename="../components/DetectionTrack.qml" line="66"/>
        <source>X: the game is lost when the token gets here</source>
        <translation>X: Erreicht der Marker dieses Feld, ist das Spiel verloren</translation>
    </message>
    <message>
        <location filename="../components/DetectionTrack.qml" line="67"/>
        <source>Rate %1: a defense roll must be higher than %1</source>
        <translation>Rate %1: ein Abwehrwurf muss höher als %1 sein</translation>
    </message>
    <message>
        <location filename="../components/DetectionTrack.qml" line="68"/>
        <source>The token is here.</source>
        <translation>Der Marker steht hier.</translation>
    </message>
    <message>
        <location filename="../components/DetectionTrack.qml" line="69"/>
        <source>Starting position.</source>
        <translation>Startposition.</translation>
    </message>
</context>
<context>
    <name>EndOverlay</name>
    <message>
        <location filename="../screens/EndOverlay.qml" line="40"/>
        <source>The quantum computer is rebuilt!</source>
        <translation>Der Quantencomputer ist wieder aufgebaut!</translation>
    </message>
    <message>
        <location filename="../screens/EndOverlay.qml" line="40"/>
        <source>Detected: the game is lost</source>
        <translation>Entdeckt: das Spiel ist verloren</translation>
    </message>
    <message>
        <location filename="../screens/EndOverlay.qml" line="48"/>
        <source>All eight components collected in %1 actions.</source>
        <translation>Alle acht Komponenten in %1 Aktionen gesammelt.</translation>
    </message>
    <message>
        <location filename="../screens/EndOverlay.qml" line="49"/>
        <source>The detection rate reached X with %1 of 8 components collected.</source>
        <translation>Die Entdeckungsrate hat X erreicht, mit %1 von 8 gesammelten Komponenten.</translation>
    </message>
    <message>
        <location filename="../screens/EndOverlay.qml" line="56"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../screens/EndOverlay.qml" line="57"/>
        <source>Step through this game</source>
        <translation>Diese Partie Schritt für Schritt ansehen</translation>
    </message>
    <message>
        <location filename="../screens/EndOverlay.qml" line="58"/>
        <source>Look at the board</source>
        <translation>Das Spielbrett ansehen</translation>
    </message>
</context>
<context>
    <name>GalaxyMap</name>
    <message>
        <location filename="../components/GalaxyMap.qml" line="25"/>
        <source>Centarious</source>
        <translation>Centarious</translation>
    </message>
    <message>
        <location filename="../components/GalaxyMap.qml" line="32"/>
        <source>Superious</source>
        <translation>Superious</translation>
    </message>
    <message>
        <location filename="../components/GalaxyMap.qml" line="39"/>
        <source>Entanglion</source>
        <translation>Entanglion</translation>
    </message>
    <message>
        <location filename="../components/GalaxyMap.qml" line="50"/>
        <source>Mercurial (solid)</source>
        <translation>Mercurial (durchgezogen)</translation>
    </message>
    <message>
        <location filename="../components/GalaxyMap.qml" line="59"/>
        <source>Rubicon (dashed)</source>
        <translation>Rubicon (gestrichelt)</translation>
    </message>
    <message>
        <location filename="../components/GalaxyMap.qml" line="68"/>
        <source>CNOT entry / exit</source>
        <translation>CNOT-Eingang / -Ausgang</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../controller/GameController.cpp" line="59"/>
        <source>Difficulty must be 1, 2 or 3, got %1.</source>
        <translation>Der Schwierigkeitsgrad muss 1, 2 oder 3 sein, nicht %1.</translation>
    </message>
    <message>
        <location filename="../controller/GameController.cpp" line="64"/>
        <source>Unknown rules variant &quot;%1&quot;: choose board or quantum.</source>
        <translation>Unbekannte Regelvariante „%1“: board oder quantum wählen.</translation>
    </message>
    <message>
        <location filename="../controller/GameController.cpp" line="76"/>
        <source>Could not set up the game: %1</source>
        <translation>Das Spiel konnte nicht aufgebaut werden: %1</translation>
    </message>
    <message>
        <location filename="../controller/GameController.cpp" line="95"/>
        <source>Cannot open the record: %1</source>
        <translation>Die Aufzeichnung lässt sich nicht öffnen: %1</translation>
    </message>
    <message>
        <location filename="../controller/GameController.cpp" line="106"/>
        <source>Cannot replay %1: %2</source>
        <translation>%1 lässt sich nicht abspielen: %2</translation>
    </message>
    <message>
        <location filename="../controller/GameController.cpp" line="134"/>
        <source>Cannot start from %1: %2</source>
        <translation>Von %1 aus lässt sich nicht starten: %2</translation>
    </message>
    <message>
        <location filename="../controller/GameController.cpp" line="152"/>
        <source>There is no game to save yet.</source>
        <translation>Es gibt noch kein Spiel zum Speichern.</translation>
    </message>
    <message>
        <location filename="../controller/GameController.cpp" line="158"/>
        <source>Could not save the game: %1</source>
        <translation>Das Spiel konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../controller/GameController.cpp" line="163"/>
        <source>Saved to %1</source>
        <translation>Gespeichert in %1</translation>
    </message>
    <message>
        <location filename="../controller/GameController.cpp" line="187"/>
        <source>Start a new game first.</source>
        <translation>Zuerst ein neues Spiel beginnen.</translation>
    </message>
    <message>
        <location filename="../controller/GameController.cpp" line="191"/>
        <source>This record is read-only while you step through it: press Continue to play from here.</source>
        <translation>Beim schrittweisen Ansehen ist die Aufzeichnung schreibgeschützt: „Von hier weiterspielen“ drücken, um weiterzuspielen.</translation>
    </message>
    <message>
        <location filename="../controller/GameController.cpp" line="210"/>
        <source>Internal error while applying the action: %1</source>
        <translation>Interner Fehler beim Ausführen der Aktion: %1</translation>
    </message>
    <message>
        <location filename="../controller/GameController.cpp" line="224"/>
        <source>There is no action %1.</source>
        <translation>Es gibt keine Aktion %1.</translation>
    </message>
    <message>
        <location filename="../controller/GameController.cpp" line="237"/>
        <source>There is no such card to play.</source>
        <translation>Diese Karte gibt es zum Spielen nicht.</translation>
    </message>
    <message>
        <location filename="../controller/GameController.cpp" line="248"/>
        <source>There is no such card to exchange.</source>
        <translation>Diese Karte gibt es zum Tauschen nicht.</translation>
    </message>
    <message>
        <location filename="../controller/GameController.cpp" line="262"/>
        <source>There is no such event card to play.</source>
        <translation>Diese Ereigniskarte gibt es zum Spielen nicht.</translation>
    </message>
    <message>
        <location filename="../controller/GameController.cpp" line="305"/>
        <source>%1 played for %2</source>
        <translation>%1 gespielt für %2</translation>
    </message>
    <message>
        <location filename="../controller/GameController.cpp" line="311"/>
        <source>Gate on the live state: %1</source>
        <translation>Gatter auf dem aktuellen Zustand: %1</translation>
    </message>
    <message>
        <location filename="../controller/GameController.cpp" line="341"/>
        <source>Cannot replay step %1: %2</source>
        <translation>Schritt %1 lässt sich nicht abspielen: %2</translation>
    </message>
    <message>
        <location filename="../controller/GameController.cpp" line="369"/>
        <source>Playing on from step %1.</source>
        <translation>Weiter geht es ab Schritt %1.</translation>
    </message>
    <message>
        <location filename="../controller/GameControllerView.cpp" line="105"/>
        <location filename="../controller/GameControllerView.cpp" line="124"/>
        <source>Step-through is read-only</source>
        <translation>Das schrittweise Ansehen ist schreibgeschützt</translation>
    </message>
    <message>
        <location filename="../controller/GameControllerView.cpp" line="126"/>
        <source>Quantum Tunnel is played when your ships face orbital or ground defenses</source>
        <translation>Quantum Tunnel wird gespielt, wenn deine Schiffe einer Orbital- oder Bodenabwehr gegenüberstehen</translation>
    </message>
    <message>
        <location filename="../controller/GameControllerView.cpp" line="165"/>
        <source>Step-through is read-only: press Continue to play from here</source>
        <translation>Das schrittweise Ansehen ist schreibgeschützt: „Von hier weiterspielen“ drücken</translation>
    </message>
    <message>
        <location filename="../controller/GameControllerView.cpp" line="201"/>
        <source>Start a new game (N) or open a saved one (Ctrl+O).</source>
        <translation>Ein neues Spiel beginnen (N) oder ein gespeichertes öffnen (Strg+O).</translation>
    </message>
    <message>
        <location filename="../controller/GameControllerView.cpp" line="203"/>
        <source>Step %1 of %2 (read-only). %3</source>
        <translation>Schritt %1 von %2 (schreibgeschützt). %3</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location filename="../components/GameLog.qml" line="29"/>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
</context>
<context>
    <name>KetModel</name>
    <message>
        <location filename="../models/KetModel.cpp" line="117"/>
        <source>no planet</source>
        <translation>kein Planet</translation>
    </message>
    <message>
        <location filename="../models/KetModel.cpp" line="129"/>
        <source>Mercurial %1 · Rubicon %2</source>
        <translation>Mercurial %1 · Rubicon %2</translation>
    </message>
</context>
<context>
    <name>KetPanel</name>
    <message>
        <location filename="../components/KetPanel.qml" line="25"/>
        <source>Live state</source>
        <translation>Aktueller Zustand</translation>
    </message>
    <message>
        <location filename="../components/KetPanel.qml" line="39"/>
        <source>Qubit order of every ket. Click (or press O) to write %1 first.</source>
        <translation>Qubit-Reihenfolge aller Kets. Klicken (oder O drücken), um %1 zuerst zu schreiben.</translation>
    </message>
    <message>
        <location filename="../components/KetPanel.qml" line="40"/>
        <source>Mercurial</source>
        <translation>Mercurial</translation>
    </message>
    <message>
        <location filename="../components/KetPanel.qml" line="40"/>
        <source>Rubicon</source>
        <translation>Rubicon</translation>
    </message>
    <message>
        <location filename="../components/KetPanel.qml" line="56"/>
        <source>%1 × %2  (global phase %1: same planet)</source>
        <translation>%1 × %2  (globale Phase %1: derselbe Planet)</translation>
    </message>
    <message>
        <location filename="../components/KetPanel.qml" line="72"/>
        <source>Entangled: Mercurial %1 bit, Rubicon %2 bit (concurrence %3)</source>
        <translation>Verschränkt: Mercurial %1 Bit, Rubicon %2 Bit (Konkurrenz %3)</translation>
    </message>
    <message>
        <location filename="../components/KetPanel.qml" line="76"/>
        <source>Not entangled: each ship has its own state</source>
        <translation>Nicht verschränkt: jedes Schiff hat seinen eigenen Zustand</translation>
    </message>
</context>
<context>
    <name>LessonList</name>
    <message>
        <location filename="../lessons/LessonList.qml" line="20"/>
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
    <message>
        <location filename="../lessons/LessonList.qml" line="27"/>
        <source>%1 of %2 completed</source>
        <translation>%1 von %2 abgeschlossen</translation>
    </message>
    <message>
        <location filename="../lessons/LessonList.qml" line="34"/>
        <source>↑/↓ choose · Enter open · Esc back</source>
        <translation>↑/↓ wählen · Enter öffnen · Esc zurück</translation>
    </message>
    <message>
        <location filename="../lessons/LessonList.qml" line="41"/>
        <source>Progress could not be loaded or saved: %1</source>
        <translation>Der Fortschritt konnte nicht geladen oder gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../lessons/LessonList.qml" line="116"/>
        <source>quantum rules</source>
        <translation>Quantenregeln</translation>
    </message>
    <message>
        <location filename="../lessons/LessonList.qml" line="116"/>
        <source>board rules</source>
        <translation>Brettregeln</translation>
    </message>
    <message>
        <location filename="../lessons/LessonList.qml" line="122"/>
        <source>✓ done, best %1 of %2 cards</source>
        <translation>✓ geschafft, bestes Ergebnis %1 von %2 Karten</translation>
    </message>
    <message>
        <location filename="../lessons/LessonList.qml" line="123"/>
        <source>not done yet</source>
        <translation>noch nicht geschafft</translation>
    </message>
</context>
<context>
    <name>LessonMap</name>
    <message>
        <location filename="../lessons/LessonMap.qml" line="22"/>
        <source>The board names no planet for this state</source>
        <translation>Das Brett hat für diesen Zustand keinen Planeten</translation>
    </message>
</context>
<context>
    <name>LessonView</name>
    <message>
        <location filename="../lessons/LessonView.qml" line="51"/>
        <source>← Lessons (Esc)</source>
        <translation>← Lektionen (Esc)</translation>
    </message>
    <message>
        <location filename="../lessons/LessonView.qml" line="57"/>
        <source>Lesson %1: %2</source>
        <translation>Lektion %1: %2</translation>
    </message>
    <message>
        <location filename="../lessons/LessonView.qml" line="66"/>
        <source>Cards used: %1 of %2</source>
        <translation>Gespielte Karten: %1 von %2</translation>
    </message>
    <message>
        <location filename="../lessons/LessonView.qml" line="110"/>
        <source>Goal: %1</source>
        <translation>Ziel: %1</translation>
    </message>
    <message>
        <location filename="../lessons/LessonView.qml" line="120"/>
        <source>Hint (H): %1 of %2 shown</source>
        <translation>Tipp (H): %1 von %2 gezeigt</translation>
    </message>
    <message>
        <location filename="../lessons/LessonView.qml" line="122"/>
        <source>All hints shown</source>
        <translation>Alle Tipps gezeigt</translation>
    </message>
    <message>
        <location filename="../lessons/LessonView.qml" line="132"/>
        <source>Hint %1: %2</source>
        <translation>Tipp %1: %2</translation>
    </message>
    <message>
        <location filename="../lessons/LessonView.qml" line="185"/>
        <source>in %1 · %2</source>
        <translation>in %1 · %2</translation>
    </message>
    <message>
        <location filename="../lessons/LessonView.qml" line="212"/>
        <source>✓ Goal reached with %1 of %2 cards!</source>
        <translation>✓ Ziel mit %1 von %2 Karten erreicht!</translation>
    </message>
    <message>
        <location filename="../lessons/LessonView.qml" line="214"/>
        <source>  (your best: %1)</source>
        <translation>  (dein bestes Ergebnis: %1)</translation>
    </message>
    <message>
        <location filename="../lessons/LessonView.qml" line="235"/>
        <source>Next lesson (Enter)</source>
        <translation>Nächste Lektion (Enter)</translation>
    </message>
    <message>
        <location filename="../lessons/LessonView.qml" line="241"/>
        <source>Play again (Ctrl+R)</source>
        <translation>Noch einmal (Strg+R)</translation>
    </message>
    <message>
        <location filename="../lessons/LessonView.qml" line="246"/>
        <source>Back to the list (Esc)</source>
        <translation>Zurück zur Liste (Esc)</translation>
    </message>
    <message>
        <location filename="../lessons/LessonView.qml" line="271"/>
        <source>Undo (Backspace)</source>
        <translation>Rückgängig (Rücktaste)</translation>
    </message>
    <message>
        <location filename="../lessons/LessonView.qml" line="278"/>
        <source>Reset (Ctrl+R)</source>
        <translation>Neu beginnen (Strg+R)</translation>
    </message>
    <message>
        <location filename="../lessons/LessonView.qml" line="285"/>
        <source>Every card is spent and the goal is not reached: undo or reset.</source>
        <translation>Alle Karten sind gespielt und das Ziel ist nicht erreicht: rückgängig machen oder neu beginnen.</translation>
    </message>
    <message>
        <location filename="../lessons/LessonView.qml" line="300"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location filename="../lessons/LessonView.qml" line="334"/>
        <source> (nothing moved)</source>
        <translation> (nichts bewegt sich)</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../Main.qml" line="21"/>
        <source>Entanglion — %1</source>
        <translation>Entanglion — %1</translation>
    </message>
    <message>
        <location filename="../Main.qml" line="21"/>
        <source>Entanglion</source>
        <translation>Entanglion</translation>
    </message>
    <message>
        <location filename="../Main.qml" line="63"/>
        <source>← Back to the game</source>
        <translation>← Zurück zum Spiel</translation>
    </message>
    <message>
        <location filename="../Main.qml" line="65"/>
        <source>Close this page (Esc on the lesson list or the demo)</source>
        <translation>Diese Seite schließen (Esc in der Lektionsliste oder der Demo)</translation>
    </message>
    <message>
        <location filename="../Main.qml" line="66"/>
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
    <message>
        <location filename="../Main.qml" line="67"/>
        <source>Self-study lessons, checked by the state vector (Ctrl+L)</source>
        <translation>Lektionen zum Selbstlernen, geprüft vom Zustandsvektor (Strg+L)</translation>
    </message>
    <message>
        <location filename="../Main.qml" line="68"/>
        <source>Bell demo</source>
        <translation>Bell-Demo</translation>
    </message>
    <message>
        <location filename="../Main.qml" line="69"/>
        <source>Classroom demo: build a Bell state step by step (Ctrl+B)</source>
        <translation>Demo für den Unterricht: einen Bell-Zustand Schritt für Schritt aufbauen (Strg+B)</translation>
    </message>
    <message>
        <location filename="../Main.qml" line="70"/>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../Main.qml" line="71"/>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <location filename="../Main.qml" line="72"/>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <location filename="../Main.qml" line="73"/>
        <source>Open a saved game and step through it (Ctrl+O)</source>
        <translation>Ein gespeichertes Spiel öffnen und Schritt für Schritt ansehen (Strg+O)</translation>
    </message>
    <message>
        <location filename="../Main.qml" line="74"/>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <location filename="../Main.qml" line="75"/>
        <source>Save the game record (Ctrl+S)</source>
        <translation>Die Spielaufzeichnung speichern (Strg+S)</translation>
    </message>
    <message>
        <location filename="../Main.qml" line="76"/>
        <source>Step through</source>
        <translation>Schrittweise ansehen</translation>
    </message>
    <message>
        <location filename="../Main.qml" line="78"/>
        <source>Read-only step-through of this game (teacher replay)</source>
        <translation>Diese Partie schreibgeschützt Schritt für Schritt ansehen (für Lehrkräfte)</translation>
    </message>
    <message>
        <location filename="../Main.qml" line="88"/>
        <source>Smaller text (Ctrl+-)</source>
        <translation>Kleinere Schrift (Strg+-)</translation>
    </message>
    <message>
        <location filename="../Main.qml" line="90"/>
        <source>Larger text for projectors (Ctrl++)</source>
        <translation>Größere Schrift für Beamer (Strg++)</translation>
    </message>
    <message>
        <location filename="../Main.qml" line="151"/>
        <source>Open a game record</source>
        <translation>Eine Spielaufzeichnung öffnen</translation>
    </message>
    <message>
        <location filename="../Main.qml" line="152"/>
        <location filename="../Main.qml" line="160"/>
        <source>Entanglion records (*.json)</source>
        <translation>Entanglion-Aufzeichnungen (*.json)</translation>
    </message>
    <message>
        <location filename="../Main.qml" line="152"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../Main.qml" line="157"/>
        <source>Save the game record</source>
        <translation>Die Spielaufzeichnung speichern</translation>
    </message>
</context>
<context>
    <name>MapPath</name>
    <message>
        <location filename="../components/MapPath.qml" line="104"/>
        <source>Grey CNOT line: the ship in Centarious plays CNOT while the other ship is in Superious; both ships go to %1 (and back out the same way).</source>
        <translation>Graue CNOT-Linie: Das Schiff in Centarious spielt CNOT, während das andere in Superious ist; beide Schiffe fliegen nach %1 (und auf demselben Weg zurück).</translation>
    </message>
    <message>
        <location filename="../components/MapPath.qml" line="105"/>
        <source>%1 between %2 and %3, for %4.%5</source>
        <translation>%1 zwischen %2 und %3, für %4.%5</translation>
    </message>
    <message>
        <location filename="../components/MapPath.qml" line="107"/>
        <source>either ship (blue solid and red dashed lines)</source>
        <translation>beide Schiffe (blaue durchgezogene und rote gestrichelte Linien)</translation>
    </message>
    <message>
        <location filename="../components/MapPath.qml" line="108"/>
        <source>Mercurial only (blue solid line)</source>
        <translation>nur Mercurial (blaue durchgezogene Linie)</translation>
    </message>
    <message>
        <location filename="../components/MapPath.qml" line="109"/>
        <source>Rubicon only (red dashed line)</source>
        <translation>nur Rubicon (rote gestrichelte Linie)</translation>
    </message>
</context>
<context>
    <name>MatrixView</name>
    <message>
        <location filename="../lessons/MatrixView.qml" line="26"/>
        <source>No gate yet</source>
        <translation>Noch kein Gatter</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../screens/NewGameDialog.qml" line="12"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../screens/NewGameDialog.qml" line="26"/>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <location filename="../screens/NewGameDialog.qml" line="31"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../screens/NewGameDialog.qml" line="38"/>
        <source>Difficulty (starting detection rate)</source>
        <translation>Schwierigkeit (anfängliche Entdeckungsrate)</translation>
    </message>
    <message>
        <location filename="../screens/NewGameDialog.qml" line="40"/>
        <source>Easy (1)</source>
        <translation>Leicht (1)</translation>
    </message>
    <message>
        <location filename="../screens/NewGameDialog.qml" line="41"/>
        <source>Normal (2)</source>
        <translation>Normal (2)</translation>
    </message>
    <message>
        <location filename="../screens/NewGameDialog.qml" line="42"/>
        <source>Hard (3)</source>
        <translation>Schwer (3)</translation>
    </message>
    <message>
        <location filename="../screens/NewGameDialog.qml" line="44"/>
        <source>Seed (blank: a new one)</source>
        <translation>Startwert (leer: ein neuer)</translation>
    </message>
    <message>
        <location filename="../screens/NewGameDialog.qml" line="49"/>
        <source>e.g. 42</source>
        <translation>z. B. 42</translation>
    </message>
    <message>
        <location filename="../screens/NewGameDialog.qml" line="52"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../screens/NewGameDialog.qml" line="55"/>
        <source>Board rules: the printed board decides (quantum notes explain the differences)</source>
        <translation>Brettregeln: das gedruckte Brett entscheidet (Quantenhinweise erklären die Unterschiede)</translation>
    </message>
    <message>
        <location filename="../screens/NewGameDialog.qml" line="61"/>
        <source>Quantum rules: unprinted quantum moves happen; detection measures the ships</source>
        <translation>Quantenregeln: auch nicht gedruckte Quantenzüge finden statt; eine Entdeckung misst die Schiffe</translation>
    </message>
</context>
<context>
    <name>PilesView</name>
    <message>
        <location filename="../components/PilesView.qml" line="30"/>
        <source>Engine stack</source>
        <translation>Triebwerksstapel</translation>
    </message>
    <message>
        <location filename="../components/PilesView.qml" line="31"/>
        <source>Engine discard</source>
        <translation>Triebwerksablage</translation>
    </message>
    <message>
        <location filename="../components/PilesView.qml" line="32"/>
        <source>Event deck</source>
        <translation>Ereignisstapel</translation>
    </message>
    <message>
        <location filename="../components/PilesView.qml" line="33"/>
        <source>Event discard</source>
        <translation>Ereignisablage</translation>
    </message>
    <message>
        <location filename="../components/PilesView.qml" line="34"/>
        <source>Components</source>
        <translation>Komponenten</translation>
    </message>
    <message>
        <location filename="../components/PilesView.qml" line="40"/>
        <source>Last roll: %1</source>
        <translation>Letzter Wurf: %1</translation>
    </message>
    <message>
        <location filename="../components/PilesView.qml" line="48"/>
        <source>Turn %1 · %2 rules · seed %3</source>
        <translation>Zug %1 · %2 · Startwert %3</translation>
    </message>
    <message>
        <location filename="../components/PilesView.qml" line="49"/>
        <source>quantum</source>
        <translation>Quantenregeln</translation>
    </message>
    <message>
        <location filename="../components/PilesView.qml" line="49"/>
        <source>board</source>
        <translation>Brettregeln</translation>
    </message>
    <message>
        <location filename="../components/PilesView.qml" line="50"/>
        <source>none (scripted)</source>
        <translation>keiner (vorgegeben)</translation>
    </message>
</context>
<context>
    <name>PlanetItem</name>
    <message>
        <location filename="../components/PlanetItem.qml" line="100"/>
        <source>%1 (%2), state %3</source>
        <translation>%1 (%2), Zustand %3</translation>
    </message>
    <message>
        <location filename="../components/PlanetItem.qml" line="101"/>
        <source>Component here: %1</source>
        <translation>Komponente hier: %1</translation>
    </message>
</context>
<context>
    <name>PreviewPanel</name>
    <message>
        <location filename="../components/PreviewPanel.qml" line="36"/>
        <source>Gate matrix, basis |00&gt;, |01&gt;, |10&gt;, |11&gt; in |Mercurial Rubicon&gt;</source>
        <translation>Gattermatrix, Basis |00&gt;, |01&gt;, |10&gt;, |11&gt; in |Mercurial Rubicon&gt;</translation>
    </message>
</context>
<context>
    <name>QuantumNote</name>
    <message>
        <location filename="../components/QuantumNote.qml" line="41"/>
        <source>Hide this note (it stays in the log)</source>
        <translation>Diesen Hinweis ausblenden (er bleibt im Protokoll)</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../screens/ReplayBar.qml" line="17"/>
        <source>Step-through of %1</source>
        <translation>Schrittweise Ansicht von %1</translation>
    </message>
    <message>
        <location filename="../screens/ReplayBar.qml" line="17"/>
        <source>this game</source>
        <translation>dieser Partie</translation>
    </message>
    <message>
        <location filename="../screens/ReplayBar.qml" line="21"/>
        <source>Setup (Home)</source>
        <translation>Aufbau (Pos1)</translation>
    </message>
    <message>
        <location filename="../screens/ReplayBar.qml" line="22"/>
        <source>Step back (Left)</source>
        <translation>Schritt zurück (Links)</translation>
    </message>
    <message>
        <location filename="../screens/ReplayBar.qml" line="33"/>
        <source>Step forward (Right)</source>
        <translation>Schritt vor (Rechts)</translation>
    </message>
    <message>
        <location filename="../screens/ReplayBar.qml" line="34"/>
        <source>Last step (End)</source>
        <translation>Letzter Schritt (Ende)</translation>
    </message>
    <message>
        <location filename="../screens/ReplayBar.qml" line="37"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../screens/ReplayBar.qml" line="42"/>
        <source>Continue from here</source>
        <translation>Von hier weiterspielen</translation>
    </message>
</context>
<context>
    <name>ShipBoard</name>
    <message>
        <location filename="../components/ShipBoard.qml" line="42"/>
        <source>Rubicon</source>
        <translation>Rubicon</translation>
    </message>
    <message>
        <location filename="../components/ShipBoard.qml" line="42"/>
        <source>Mercurial</source>
        <translation>Mercurial</translation>
    </message>
    <message>
        <location filename="../components/ShipBoard.qml" line="50"/>
        <source>▶ to act</source>
        <translation>▶ am Zug</translation>
    </message>
    <message numerus="yes">
        <location filename="../components/ShipBoard.qml" line="56"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../components/ShipBoard.qml" line="83"/>
        <source>No components yet</source>
        <translation>Noch keine Komponenten</translation>
    </message>
</context>
<context>
    <name>gameText</name>
    <message>
        <location filename="../controller/GameText.cpp" line="24"/>
        <source>orbital</source>
        <translation>Orbital</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="26"/>
        <source>ground</source>
        <translation>Boden</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="28"/>
        <location filename="../controller/GameText.cpp" line="40"/>
        <source>PROBE</source>
        <translation>PROBE</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="36"/>
        <source>orbital defense</source>
        <translation>Orbitalabwehr</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="38"/>
        <source>ground defense</source>
        <translation>Bodenabwehr</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="42"/>
        <source>Heisenberg</source>
        <translation>Heisenberg</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="44"/>
        <source>Spooky Action</source>
        <translation>Spooky Action</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="46"/>
        <source>first player</source>
        <translation>Startspieler</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="48"/>
        <source>ship placement</source>
        <translation>Schiffsaufstellung</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="63"/>
        <source>Mercurial %1, Rubicon %2</source>
        <translation>Mercurial %1, Rubicon %2</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="90"/>
        <source>no printed path: nothing moves</source>
        <translation>kein gedruckter Weg: nichts bewegt sich</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="92"/>
        <source>both ships to %1</source>
        <translation>beide Schiffe nach %1</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="94"/>
        <location filename="../controller/GameText.cpp" line="130"/>
        <source>Mercurial to %1, Rubicon to %2</source>
        <translation>Mercurial nach %1, Rubicon nach %2</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="96"/>
        <source>Mercurial to %1</source>
        <translation>Mercurial nach %1</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="97"/>
        <source>Rubicon to %1</source>
        <translation>Rubicon nach %1</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="107"/>
        <location filename="../controller/GameText.cpp" line="143"/>
        <source>Play %1 for %2</source>
        <translation>%1 für %2 spielen</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="109"/>
        <source>Exchange %1</source>
        <translation>%1 tauschen</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="109"/>
        <source>discard it and draw a replacement</source>
        <translation>abwerfen und eine neue ziehen</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="112"/>
        <source>Retrieve %1</source>
        <translation>%1 bergen</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="112"/>
        <source>Retrieve</source>
        <translation>Bergen</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="113"/>
        <source>roll the Entanglion die: more than %1 wins it</source>
        <translation>den Entanglion-Würfel werfen: mehr als %1 gewinnt sie</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="116"/>
        <source>Play %1</source>
        <translation>%1 spielen</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="116"/>
        <source>event card (your action)</source>
        <translation>Ereigniskarte (deine Aktion)</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="118"/>
        <source>Give %1, take %2</source>
        <translation>%1 geben, %2 nehmen</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="119"/>
        <source>Qubit Interconnect swap with %1 (not your action)</source>
        <translation>Qubit-Interconnect-Tausch mit %1 (nicht deine Aktion)</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="121"/>
        <source>Roll the Entanglion die</source>
        <translation>Entanglion-Würfel werfen</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="122"/>
        <source>%1 defenses: more than %2 evades them</source>
        <translation>%1abwehr: mehr als %2 entkommt ihr</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="124"/>
        <source>Play Quantum Tunnel</source>
        <translation>Quantum Tunnel spielen</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="124"/>
        <source>bypass these defenses (not your action)</source>
        <translation>diese Abwehr umgehen (nicht deine Aktion)</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="126"/>
        <source>Keep the roll %1</source>
        <translation>Den Wurf %1 behalten</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="126"/>
        <source>Magnetic Shielding</source>
        <translation>Magnetic Shielding</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="128"/>
        <source>Roll once more</source>
        <translation>Noch einmal werfen</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="128"/>
        <source>Magnetic Shielding: take the second result</source>
        <translation>Magnetic Shielding: das zweite Ergebnis gilt</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="131"/>
        <source>Physical Qubits: choose where the ships land</source>
        <translation>Physical Qubits: wählen, wo die Schiffe landen</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="133"/>
        <source>Roll the Centarious die</source>
        <translation>Den Centarious-Würfel werfen</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="133"/>
        <source>both ships jump to the planet it shows</source>
        <translation>beide Schiffe springen zu dem Planeten, den er zeigt</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="135"/>
        <source>Keep %1</source>
        <translation>%1 behalten</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="135"/>
        <source>Quantum Gates: the other drawn card is discarded</source>
        <translation>Quantum Gates: die andere gezogene Karte wird abgeworfen</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="137"/>
        <source>Discard %1</source>
        <translation>%1 abwerfen</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="137"/>
        <source>Dilution Refrigerator: hand limit two</source>
        <translation>Dilution Refrigerator: Handlimit zwei</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="139"/>
        <source>Give %1 to %2</source>
        <translation>%1 an %2 geben</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="139"/>
        <location filename="../controller/GameText.cpp" line="141"/>
        <source>Bennett</source>
        <translation>Bennett</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="141"/>
        <source>Take %1 from %2</source>
        <translation>%1 von %2 nehmen</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="144"/>
        <source>The Mechanic (no orbital defenses): %1</source>
        <translation>The Mechanic (keine Orbitalabwehr): %1</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="146"/>
        <source>Stop</source>
        <translation>Aufhören</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="146"/>
        <source>The Mechanic: discard the drawn cards left and take your hand back</source>
        <translation>The Mechanic: die übrigen gezogenen Karten abwerfen und die eigene Hand zurücknehmen</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="152"/>
        <source>Won: the quantum computer is rebuilt!</source>
        <translation>Gewonnen: der Quantencomputer ist wieder aufgebaut!</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="153"/>
        <source>Lost: the detection rate reached X.</source>
        <translation>Verloren: die Entdeckungsrate hat X erreicht.</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="159"/>
        <source>%1&apos;s turn: navigate, exchange, retrieve or play an event</source>
        <translation>%1 ist am Zug: navigieren, tauschen, bergen oder ein Ereignis spielen</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="161"/>
        <source>%1: face the %2 defenses (a roll above %3 evades them)</source>
        <translation>%1: sich der %2abwehr stellen (ein Wurf über %3 entkommt ihr)</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="164"/>
        <source>%1 rolled %2 (%3): keep it or roll once more (Magnetic Shielding)</source>
        <translation>%1 hat %2 geworfen (%3): behalten oder noch einmal werfen (Magnetic Shielding)</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="169"/>
        <source>Detected! %1 chooses where the ships land in Centarious (Physical Qubits)</source>
        <translation>Entdeckt! %1 wählt, wo die Schiffe in Centarious landen (Physical Qubits)</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="171"/>
        <source>%1: keep one of the two drawn cards (Quantum Gates)</source>
        <translation>%1: eine der beiden gezogenen Karten behalten (Quantum Gates)</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="173"/>
        <source>%1: discard down to two engine cards (Dilution Refrigerator)</source>
        <translation>%1: auf zwei Antriebskarten abwerfen (Dilution Refrigerator)</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="175"/>
        <source>%1: give one of your components or take one (Bennett)</source>
        <translation>%1: eine eigene Komponente abgeben oder eine nehmen (Bennett)</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="177"/>
        <source>%1: The Mechanic, play up to two drawn cards (%2 played) or stop</source>
        <translation>%1: The Mechanic, bis zu zwei gezogene Karten spielen (%2 gespielt) oder aufhören</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="195"/>
        <source>Quantum note: orbital defenses act like measuring both ships. Measuring %1 gives %2.</source>
        <translation>Quantenhinweis: Die Orbitalabwehr wirkt wie eine Messung beider Schiffe. Die Messung von %1 ergibt %2.</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="198"/>
        <source>The board&apos;s jump of both ships to %1 (%2) is one of those outcomes.</source>
        <translation>Der Sprung beider Schiffe nach %1 (%2) auf dem Brett ist eines dieser Ergebnisse.</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="201"/>
        <source>The board sends both ships to %1 (%2), which a measurement of %3 never gives: it would put the ships on different Centarious planets.</source>
        <translation>Das Brett schickt beide Schiffe nach %1 (%2), was eine Messung von %3 nie ergibt: sie würde die Schiffe auf verschiedene Centarious-Planeten setzen.</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="206"/>
        <source>(The board only ever lands both ships together: |00&gt; or |11&gt;.)</source>
        <translation>(Auf dem Brett landen beide Schiffe immer zusammen: |00&gt; oder |11&gt;.)</translation>
    </message>
</context>
</TS>
