<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
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
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Circuit</name>
    <message>
        <location filename="../components/Circuit.qml" line="32"/>
        <source>Engine control</source>
        <translation>Triebwerkssteuerung</translation>
    </message>
    <message>
        <location filename="../components/Circuit.qml" line="40"/>
        <source>%1 of 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../components/Circuit.qml" line="57"/>
        <location filename="../components/Circuit.qml" line="170"/>
        <source>Mercurial</source>
        <translation>Mercurial</translation>
    </message>
    <message>
        <location filename="../components/Circuit.qml" line="63"/>
        <location filename="../components/Circuit.qml" line="170"/>
        <source>Rubicon</source>
        <translation>Rubicon</translation>
    </message>
    <message>
        <location filename="../components/Circuit.qml" line="90"/>
        <source>QUANTUM
EVENT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../components/Circuit.qml" line="169"/>
        <source>Box %1: %2 played for %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../components/Circuit.qml" line="171"/>
        <source>Box %1: empty</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DetectionTrack</name>
    <message>
        <location filename="../components/DetectionTrack.qml" line="24"/>
        <source>Detection rate</source>
        <translation>Entdeckungsrate</translation>
    </message>
    <message>
        <location filename="../components/DetectionTrack.qml" line="65"/>
        <source>X: the game is lost when the token gets here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../components/DetectionTrack.qml" line="66"/>
        <source>Rate %1: a defense roll must be higher than %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../components/DetectionTrack.qml" line="67"/>
        <source>The token is here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../components/DetectionTrack.qml" line="68"/>
        <source>Starting position.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndOverlay</name>
    <message>
        <location filename="../screens/EndOverlay.qml" line="30"/>
        <source>The quantum computer is rebuilt!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../screens/EndOverlay.qml" line="30"/>
        <source>Detected: the game is lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../screens/EndOverlay.qml" line="38"/>
        <source>All eight components collected in %1 actions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../screens/EndOverlay.qml" line="39"/>
        <source>The detection rate reached X with %1 of 8 components collected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../screens/EndOverlay.qml" line="46"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../screens/EndOverlay.qml" line="47"/>
        <source>Step through this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../screens/EndOverlay.qml" line="48"/>
        <source>Look at the board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GalaxyMap</name>
    <message>
        <location filename="../components/GalaxyMap.qml" line="24"/>
        <source>Centarious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../components/GalaxyMap.qml" line="31"/>
        <source>Superious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../components/GalaxyMap.qml" line="38"/>
        <source>Entanglion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../components/GalaxyMap.qml" line="49"/>
        <source>Mercurial (solid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../components/GalaxyMap.qml" line="58"/>
        <source>Rubicon (dashed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../components/GalaxyMap.qml" line="67"/>
        <source>CNOT entry / exit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../controller/GameController.cpp" line="59"/>
        <source>Difficulty must be 1, 2 or 3, got %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameController.cpp" line="64"/>
        <source>Unknown rules variant &quot;%1&quot;: choose board or quantum.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameController.cpp" line="76"/>
        <source>Could not set up the game: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameController.cpp" line="95"/>
        <source>Cannot open the record: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameController.cpp" line="106"/>
        <source>Cannot replay %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameController.cpp" line="134"/>
        <source>Cannot start from %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameController.cpp" line="152"/>
        <source>There is no game to save yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameController.cpp" line="158"/>
        <source>Could not save the game: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameController.cpp" line="163"/>
        <source>Saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameController.cpp" line="187"/>
        <source>Start a new game first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameController.cpp" line="191"/>
        <source>This record is read-only while you step through it: press Continue to play from here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameController.cpp" line="210"/>
        <source>Internal error while applying the action: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameController.cpp" line="224"/>
        <source>There is no action %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameController.cpp" line="237"/>
        <source>There is no such card to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameController.cpp" line="248"/>
        <source>There is no such card to exchange.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameController.cpp" line="262"/>
        <source>There is no such event card to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameController.cpp" line="305"/>
        <source>%1 played for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameController.cpp" line="311"/>
        <source>Gate on the live state: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameController.cpp" line="341"/>
        <source>Cannot replay step %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameController.cpp" line="369"/>
        <source>Playing on from step %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameControllerView.cpp" line="91"/>
        <location filename="../controller/GameControllerView.cpp" line="110"/>
        <source>Step-through is read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameControllerView.cpp" line="112"/>
        <source>Quantum Tunnel is played when your ships face orbital or ground defenses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameControllerView.cpp" line="151"/>
        <source>Step-through is read-only: press Continue to play from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameControllerView.cpp" line="187"/>
        <source>Start a new game (N) or open a saved one (Ctrl+O).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameControllerView.cpp" line="189"/>
        <source>Step %1 of %2 (read-only). %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location filename="../components/GameLog.qml" line="28"/>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
</context>
<context>
    <name>KetModel</name>
    <message>
        <location filename="../models/KetModel.cpp" line="117"/>
        <source>no planet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/KetModel.cpp" line="129"/>
        <source>Mercurial %1 · Rubicon %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KetPanel</name>
    <message>
        <location filename="../components/KetPanel.qml" line="24"/>
        <source>Live state</source>
        <translation>Aktueller Zustand</translation>
    </message>
    <message>
        <location filename="../components/KetPanel.qml" line="38"/>
        <source>Qubit order of every ket. Click (or press O) to write %1 first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../components/KetPanel.qml" line="39"/>
        <source>Mercurial</source>
        <translation>Mercurial</translation>
    </message>
    <message>
        <location filename="../components/KetPanel.qml" line="39"/>
        <source>Rubicon</source>
        <translation>Rubicon</translation>
    </message>
    <message>
        <location filename="../components/KetPanel.qml" line="55"/>
        <source>%1 × %2  (global phase %1: same planet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../components/KetPanel.qml" line="71"/>
        <source>Entangled: Mercurial %1 bit, Rubicon %2 bit (concurrence %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../components/KetPanel.qml" line="75"/>
        <source>Not entangled: each ship has its own state</source>
        <translation>Nicht verschränkt: jedes Schiff hat seinen eigenen Zustand</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../Main.qml" line="18"/>
        <source>Entanglion — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../Main.qml" line="18"/>
        <source>Entanglion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../Main.qml" line="52"/>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../Main.qml" line="53"/>
        <source>Ctrl+N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../Main.qml" line="54"/>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <location filename="../Main.qml" line="55"/>
        <source>Open a saved game and step through it (Ctrl+O)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../Main.qml" line="56"/>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <location filename="../Main.qml" line="57"/>
        <source>Save the game record (Ctrl+S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../Main.qml" line="58"/>
        <source>Step through</source>
        <translation>Schrittweise ansehen</translation>
    </message>
    <message>
        <location filename="../Main.qml" line="60"/>
        <source>Read-only step-through of this game (teacher replay)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../Main.qml" line="70"/>
        <source>Smaller text (Ctrl+-)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../Main.qml" line="72"/>
        <source>Larger text for projectors (Ctrl++)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../Main.qml" line="107"/>
        <source>Open a game record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../Main.qml" line="108"/>
        <location filename="../Main.qml" line="116"/>
        <source>Entanglion records (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../Main.qml" line="108"/>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../Main.qml" line="113"/>
        <source>Save the game record</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapPath</name>
    <message>
        <location filename="../components/MapPath.qml" line="104"/>
        <source>Grey CNOT line: the ship in Centarious plays CNOT while the other ship is in Superious; both ships go to %1 (and back out the same way).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../components/MapPath.qml" line="105"/>
        <source>%1 between %2 and %3, for %4.%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../components/MapPath.qml" line="107"/>
        <source>either ship (blue solid and red dashed lines)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../components/MapPath.qml" line="108"/>
        <source>Mercurial only (blue solid line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../components/MapPath.qml" line="109"/>
        <source>Rubicon only (red dashed line)</source>
        <translation type="unfinished"></translation>
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
        <source>Difficulty (starting detection rate)</source>
        <translation>Schwierigkeit (anfängliche Entdeckungsrate)</translation>
    </message>
    <message>
        <location filename="../screens/NewGameDialog.qml" line="28"/>
        <source>Easy (1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../screens/NewGameDialog.qml" line="29"/>
        <source>Normal (2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../screens/NewGameDialog.qml" line="30"/>
        <source>Hard (3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../screens/NewGameDialog.qml" line="32"/>
        <source>Seed (blank: a new one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../screens/NewGameDialog.qml" line="37"/>
        <source>e.g. 42</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../screens/NewGameDialog.qml" line="40"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../screens/NewGameDialog.qml" line="43"/>
        <source>Board rules: the printed board decides (quantum notes explain the differences)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../screens/NewGameDialog.qml" line="49"/>
        <source>Quantum rules: unprinted quantum moves happen; detection measures the ships</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../components/PilesView.qml" line="48"/>
        <source>Turn %1 · %2 rules · seed %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../components/PilesView.qml" line="49"/>
        <source>quantum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../components/PilesView.qml" line="49"/>
        <source>board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../components/PilesView.qml" line="50"/>
        <source>none (scripted)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlanetItem</name>
    <message>
        <location filename="../components/PlanetItem.qml" line="100"/>
        <source>%1 (%2), state %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../components/PlanetItem.qml" line="101"/>
        <source>Component here: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreviewPanel</name>
    <message>
        <location filename="../components/PreviewPanel.qml" line="35"/>
        <source>Gate matrix, basis |00&gt;, |01&gt;, |10&gt;, |11&gt; in |Mercurial Rubicon&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuantumNote</name>
    <message>
        <location filename="../components/QuantumNote.qml" line="40"/>
        <source>Hide this note (it stays in the log)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../screens/ReplayBar.qml" line="17"/>
        <source>Step-through of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../screens/ReplayBar.qml" line="17"/>
        <source>this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../screens/ReplayBar.qml" line="21"/>
        <source>Setup (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../screens/ReplayBar.qml" line="22"/>
        <source>Step back (Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../screens/ReplayBar.qml" line="33"/>
        <source>Step forward (Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../screens/ReplayBar.qml" line="34"/>
        <source>Last step (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../screens/ReplayBar.qml" line="37"/>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
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
        <location filename="../components/ShipBoard.qml" line="41"/>
        <source>Rubicon</source>
        <translation>Rubicon</translation>
    </message>
    <message>
        <location filename="../components/ShipBoard.qml" line="41"/>
        <source>Mercurial</source>
        <translation>Mercurial</translation>
    </message>
    <message>
        <location filename="../components/ShipBoard.qml" line="49"/>
        <source>▶ to act</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../components/ShipBoard.qml" line="55"/>
        <source>%n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../components/ShipBoard.qml" line="82"/>
        <source>No components yet</source>
        <translation>Noch keine Komponenten</translation>
    </message>
</context>
<context>
    <name>gameText</name>
    <message>
        <location filename="../controller/GameText.cpp" line="22"/>
        <source>orbital</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="24"/>
        <source>ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="26"/>
        <location filename="../controller/GameText.cpp" line="38"/>
        <source>PROBE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="34"/>
        <source>orbital defense</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="36"/>
        <source>ground defense</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="40"/>
        <source>Heisenberg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="42"/>
        <source>Spooky Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="44"/>
        <source>first player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="46"/>
        <source>ship placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="61"/>
        <source>Mercurial %1, Rubicon %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="88"/>
        <source>no printed path: nothing moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="90"/>
        <source>both ships to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="92"/>
        <location filename="../controller/GameText.cpp" line="128"/>
        <source>Mercurial to %1, Rubicon to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="94"/>
        <source>Mercurial to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="95"/>
        <source>Rubicon to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="105"/>
        <location filename="../controller/GameText.cpp" line="141"/>
        <source>Play %1 for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="107"/>
        <source>Exchange %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="107"/>
        <source>discard it and draw a replacement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="110"/>
        <source>Retrieve %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="110"/>
        <source>Retrieve</source>
        <translation>Bergen</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="111"/>
        <source>roll the Entanglion die: more than %1 wins it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="114"/>
        <source>Play %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="114"/>
        <source>event card (your action)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="116"/>
        <source>Give %1, take %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="117"/>
        <source>Qubit Interconnect swap with %1 (not your action)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="119"/>
        <source>Roll the Entanglion die</source>
        <translation>Entanglion-Würfel werfen</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="120"/>
        <source>%1 defenses: more than %2 evades them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="122"/>
        <source>Play Quantum Tunnel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="122"/>
        <source>bypass these defenses (not your action)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="124"/>
        <source>Keep the roll %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="124"/>
        <source>Magnetic Shielding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="126"/>
        <source>Roll once more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="126"/>
        <source>Magnetic Shielding: take the second result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="129"/>
        <source>Physical Qubits: choose where the ships land</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="131"/>
        <source>Roll the Centarious die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="131"/>
        <source>both ships jump to the planet it shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="133"/>
        <source>Keep %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="133"/>
        <source>Quantum Gates: the other drawn card is discarded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="135"/>
        <source>Discard %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="135"/>
        <source>Dilution Refrigerator: hand limit two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="137"/>
        <source>Give %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="137"/>
        <location filename="../controller/GameText.cpp" line="139"/>
        <source>Bennett</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="139"/>
        <source>Take %1 from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="142"/>
        <source>The Mechanic (no orbital defenses): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="144"/>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="144"/>
        <source>The Mechanic: discard the drawn cards left and take your hand back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="150"/>
        <source>Won: the quantum computer is rebuilt!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="151"/>
        <source>Lost: the detection rate reached X.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="157"/>
        <source>%1&apos;s turn: navigate, exchange, retrieve or play an event</source>
        <translation>%1 ist am Zug: navigieren, tauschen, bergen oder ein Ereignis spielen</translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="159"/>
        <source>%1: face the %2 defenses (a roll above %3 evades them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="162"/>
        <source>%1 rolled %2 (%3): keep it or roll once more (Magnetic Shielding)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="167"/>
        <source>Detected! %1 chooses where the ships land in Centarious (Physical Qubits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="169"/>
        <source>%1: keep one of the two drawn cards (Quantum Gates)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="171"/>
        <source>%1: discard down to two engine cards (Dilution Refrigerator)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="173"/>
        <source>%1: give one of your components or take one (Bennett)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../controller/GameText.cpp" line="175"/>
        <source>%1: The Mechanic, play up to two drawn cards (%2 played) or stop</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
