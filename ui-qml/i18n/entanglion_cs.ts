<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ">
<context>
    <name>AiPanel</name>
    <message>
        <source>AI (%1)</source>
        <extracomment>%1: the AI&apos;s kind: random, heuristic or search.</extracomment>
        <translation>AI (%1)</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Člověk</translation>
    </message>
    <message>
        <source>Mercurial: %1 · Rubicon: %2</source>
        <extracomment>%1, %2: who flies each ship: &quot;Human&quot; or &quot;AI (search)&quot;.</extracomment>
        <translation>Mercurial: %1 · Rubicon: %2</translation>
    </message>
    <message>
        <source>Hint [H]</source>
        <translation>Nápověda [H]</translation>
    </message>
    <message>
        <source>Suggest a move for the ship that must act, with the reason and the detection risk</source>
        <translation>Navrhne tah pro loď, která je na řadě, s&#xa0;důvodem a&#xa0;rizikem odhalení</translation>
    </message>
    <message>
        <source>Next AI move [N]</source>
        <translation>Další tah AI [N]</translation>
    </message>
    <message>
        <source>Wait for N</source>
        <translation>Čekat na N</translation>
    </message>
    <message>
        <source>The AI plays one move each time you press N or Next AI move</source>
        <translation>AI zahraje jeden tah pokaždé, když stisknete N nebo „Další tah AI“</translation>
    </message>
    <message>
        <source>AI pace: %1 s</source>
        <extracomment>%1: seconds between the AI&apos;s moves (1,5), in the UI language.</extracomment>
        <translation>Tempo AI: %1&#xa0;s</translation>
    </message>
    <message>
        <source>The AI is thinking…</source>
        <translation>AI přemýšlí…</translation>
    </message>
    <message>
        <source>AI pace in milliseconds</source>
        <translation>Tempo AI v&#xa0;milisekundách</translation>
    </message>
</context>
<context>
    <name>AiPlayers</name>
    <message>
        <source>%1 (AI, %2): %3 — %4</source>
        <extracomment>The log&apos;s line for an AI partner&apos;s move. %1: the ship (&quot;Rubicon&quot;), %2: the AI&apos;s kind (&quot;search&quot;), %3: the move (&quot;Play H&quot;), %4: its reason (&quot;both ships to OMEGA TWO, which holds Quantum Gates&quot;).</extracomment>
        <translation>%1 (AI, %2): %3 — %4</translation>
    </message>
    <message>
        <source>Hint (%1): %2 — %3.</source>
        <extracomment>%1: the AI&apos;s kind (search); %2: the suggested action (&quot;Play H for Mercurial&quot;); %3: why, in plain words.</extracomment>
        <translation>Nápověda (%1): %2 — %3.</translation>
    </message>
    <message>
        <source>random</source>
        <comment>AI policy</comment>
        <translation>náhoda</translation>
    </message>
    <message>
        <source>heuristic</source>
        <comment>AI policy</comment>
        <translation>heuristika</translation>
    </message>
    <message>
        <source>search</source>
        <comment>AI policy</comment>
        <translation>prohledávání</translation>
    </message>
    <message>
        <source>Win rate of two %1 AIs at this difficulty: not measured yet.</source>
        <extracomment>%1: the AI&apos;s kind: random, heuristic or search.</extracomment>
        <translation>Podíl vítězství dvou AI (%1) na této obtížnosti: zatím neměřeno.</translation>
    </message>
    <message numerus="yes">
        <source>Two %1 AIs win %2% of games at this difficulty (95% interval %3–%4%, %Ln game(s), balance study).</source>
        <extracomment>%1: the AI&apos;s name; %2, %3, %4: percentages already in the UI language&apos;s digits; %Ln: the games simulated (thousands, in the UI language&apos;s digits).</extracomment>
        <translation>
            <numerusform>Dvě AI %1 vyhrávají na této obtížnosti %2&#xa0;% her (95% interval %3–%4&#xa0;%, %Ln hra, studie vyváženosti).</numerusform>
            <numerusform>Dvě AI %1 vyhrávají na této obtížnosti %2&#xa0;% her (95% interval %3–%4&#xa0;%, %Ln hry, studie vyváženosti).</numerusform>
            <numerusform>Dvě AI %1 vyhrávají na této obtížnosti %2&#xa0;% her (95% interval %3–%4&#xa0;%, %Ln her, studie vyváženosti).</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint (%1): %2</source>
        <extracomment>%1: the AI&apos;s kind (search); %2: the suggested move and why, a whole sentence from the search&apos;s figures.</extracomment>
        <translation>Nápověda (%1): %2</translation>
    </message>
    <message>
        <source>%1 (AI, %2): %3</source>
        <extracomment>The log&apos;s line for a searching AI partner&apos;s move. %1: the ship (&quot;Rubicon&quot;), %2: the AI&apos;s kind (&quot;search&quot;), %3: the move and why, a whole sentence.</extracomment>
        <translation>%1 (AI, %2): %3</translation>
    </message>
</context>
<context>
    <name>AmplitudeRow</name>
    <message>
        <source>%1: amplitude %2, probability %3</source>
        <extracomment>%1: the basis state in words (&quot;zero one&quot;); %2: the amplitude in words (&quot;one over root two&quot;); %3: the probability in percent (&quot;50%&quot;).</extracomment>
        <translation>%1: amplituda %2, pravděpodobnost %3</translation>
    </message>
</context>
<context>
    <name>BellDemo</name>
    <message>
        <source>Kets in %1 order: Mercurial&apos;s bit first.</source>
        <extracomment>%1: the qubit order as a ket label (|Mercurial Rubicon&gt;).</extracomment>
        <translation>Kety v&#xa0;pořadí %1: nejdřív bit lodi Mercurial.</translation>
    </message>
    <message>
        <source>Bell demo: |%1&gt;</source>
        <extracomment>%1: the Bell state&apos;s name (Φ+, Φ-, Ψ+ or Ψ-), inside a ket: |Φ+&gt;.</extracomment>
        <translation>Bellova ukázka: |%1&gt;</translation>
    </message>
    <message>
        <source>Measure: take 100 shots in ZZ, then in XX</source>
        <translation>Měření: 100 opakování v&#xa0;bázi ZZ, pak v&#xa0;XX</translation>
    </message>
    <message>
        <source>Each shot gives a random result, yet the two bits always agree (Φ) or always differ (Ψ), in both bases. Hidden values could not do that: the ships are entangled.</source>
        <translation>Každé opakování dá náhodný výsledek, a&#xa0;přesto se oba bity vždy shodují (Φ), nebo vždy liší (Ψ), a&#xa0;to v&#xa0;obou bázích. Skryté hodnoty by to nedokázaly: lodě jsou provázané.</translation>
    </message>
    <message>
        <source>Mercurial</source>
        <translation>Mercurial</translation>
    </message>
    <message>
        <source>Rubicon</source>
        <translation>Rubicon</translation>
    </message>
    <message>
        <source>← Back</source>
        <translation>← Zpět</translation>
    </message>
    <message>
        <source>Measure →</source>
        <translation>Změřit →</translation>
    </message>
    <message>
        <source>Next →</source>
        <translation>Další →</translation>
    </message>
    <message>
        <source>Building the Bell state %1</source>
        <extracomment>%1: the Bell state as a ket (|Φ+&gt;).</extracomment>
        <translation>Sestavujeme Bellův stav %1</translation>
    </message>
    <message>
        <source>Next: |%1&gt; →</source>
        <extracomment>%1: the next Bell state&apos;s name (Φ-), inside a ket.</extracomment>
        <translation>Další: |%1&gt; →</translation>
    </message>
    <message>
        <source>%1. The state after it: %2</source>
        <extracomment>%1: the step&apos;s title (&quot;Step 2 of 3: CNOT, control Mercurial, target Rubicon&quot;); %2: the state after it in words (&quot;one over root two times zero zero plus ...&quot;).</extracomment>
        <translation>%1. Stav potom: %2</translation>
    </message>
    <message>
        <source>Bell demo</source>
        <translation>Bellova ukázka</translation>
    </message>
</context>
<context>
    <name>BellDemoController</name>
    <message>
        <source>Start: both ships on %1</source>
        <extracomment>%1: a planet&apos;s name, never declined (ZERO).</extracomment>
        <translation>Začátek: obě lodě na %1</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <extracomment>%1: the step&apos;s number (1); %2: the number of steps (2 or 3); %3: the gate played, e.g. &quot;H on Mercurial&quot; or &quot;CNOT, control Mercurial, target Rubicon&quot;.</extracomment>
        <translation>Krok %1 z&#xa0;%2: %3</translation>
    </message>
    <message>
        <source>Both ships start on ZERO: the state |00&gt;. Nothing is entangled yet.</source>
        <translation>Obě lodě začínají na pozici NULA: stav |00&gt;. Zatím nic není provázané.</translation>
    </message>
    <message>
        <source>X flips %1&apos;s bit: 0 becomes 1.</source>
        <extracomment>%1: a ship&apos;s name (Mercurial or Rubicon).</extracomment>
        <translation>X překlopí bit lodi %1: z&#xa0;0 se stane 1.</translation>
    </message>
    <message>
        <source>H puts %1 into an equal mix of 0 and 1 (with a minus sign if it was 1).</source>
        <extracomment>%1: a ship&apos;s name (Mercurial or Rubicon).</extracomment>
        <translation>H uvede loď %1 do rovnoměrné superpozice 0 a&#xa0;1 (se znaménkem minus, pokud byl bit 1).</translation>
    </message>
    <message>
        <source>CNOT flips %1 only where %2 is 1: the two bits are now linked. This is an entangled Bell state.</source>
        <extracomment>%1: the target ship&apos;s name (Rubicon); %2: the control ship&apos;s name (Mercurial).</extracomment>
        <translation>CNOT překlopí loď %1 jen tam, kde má %2 hodnotu 1: oba bity jsou teď svázané. To je provázaný Bellův stav.</translation>
    </message>
</context>
<context>
    <name>BlochSphere</name>
    <message>
        <source>entangled: this ship has no state of its own</source>
        <translation>provázaná: tato loď nemá vlastní stav</translation>
    </message>
    <message>
        <source>partly entangled</source>
        <translation>částečně provázaná</translation>
    </message>
    <message>
        <source>a state of its own</source>
        <translation>vlastní stav</translation>
    </message>
    <message>
        <source>purity %1 · entropy %2 bit</source>
        <extracomment>%1: the purity, a decimal number (0,50); %2: the entanglement entropy in bits (1,00). Numbers in the UI language.</extracomment>
        <translation>čistota %1 · entropie %2 bitu</translation>
    </message>
    <message>
        <source>Bloch sphere of %1</source>
        <extracomment>%1: a ship&apos;s name (Mercurial or Rubicon).</extracomment>
        <translation>Blochova sféra: %1</translation>
    </message>
</context>
<context>
    <name>CardButton</name>
    <message>
        <source>Play %1 (key %2)</source>
        <extracomment>%1: the card and ship (&quot;H for Mercurial&quot;); %2: its keyboard key (1).</extracomment>
        <translation>Zahrát %1 (klávesa %2)</translation>
    </message>
    <message numerus="yes">
        <source>(%n left)</source>
        <comment>plays of this card left in the lesson</comment>
        <extracomment>%n: how many more times this card may be played in the lesson.</extracomment>
        <translation>
            <numerusform>(zbývá %n)</numerusform>
            <numerusform>(zbývají %n)</numerusform>
            <numerusform>(zbývá %n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <source>Play</source>
        <extracomment>A button on an engine or event card in the hand: play this card (the Navigate action, or the event). A button on an engine card: play the card (navigate with it).</extracomment>
        <translation>Zahrát</translation>
    </message>
    <message>
        <source>Swap</source>
        <extracomment>A button on an engine card in the hand: the Exchange action (discard this card and draw a new one).</extracomment>
        <translation>Vyměnit</translation>
    </message>
    <message>
        <source>Exchange: discard this card and draw a replacement (E)</source>
        <translation>Výměna: odhoďte tuto kartu a&#xa0;lízněte si jinou (E)</translation>
    </message>
    <message>
        <source>Rubicon</source>
        <translation>Rubicon</translation>
    </message>
    <message>
        <source>Mercurial</source>
        <translation>Mercurial</translation>
    </message>
    <message>
        <source>Event card %1 of %2: %3</source>
        <extracomment>%1: the card&apos;s place in the hand (1); %2: the ship&apos;s name (Mercurial); %3: the event card&apos;s name (Bennett).</extracomment>
        <translation>Karta události %1 lodi %2: %3</translation>
    </message>
    <message>
        <source>Card %1 of %2: %3, %4</source>
        <extracomment>%1: the card&apos;s place in the hand (1); %2: the ship&apos;s name (Mercurial); %3: the engine card (H); %4: where it takes the ships (&quot;Mercurial to PLUS&quot;).</extracomment>
        <translation>Karta %1 lodi %2: %3, %4</translation>
    </message>
    <message>
        <source>Play event %1 for %2 (event card %3)</source>
        <extracomment>%1: the event card&apos;s name (Bennett); %2: the ship&apos;s name (Mercurial); %3: the card&apos;s place in the hand (1).</extracomment>
        <translation>Zahrát událost %1 za %2 (karta události %3)</translation>
    </message>
    <message>
        <source>Play %1 for %2 (card %3)</source>
        <extracomment>%1: the engine card (H); %2: the ship&apos;s name (Mercurial); %3: the card&apos;s place in the hand (1).</extracomment>
        <translation>Zahrát %1 za %2 (karta %3)</translation>
    </message>
    <message>
        <source>Swap %1 of %2 (card %3)</source>
        <extracomment>%1: the engine card (H); %2: the ship&apos;s name (Mercurial); %3: the card&apos;s place in the hand (1). Swap = exchange this card for a new one (the Exchange action).</extracomment>
        <translation>Vyměnit %1 lodi %2 (karta %3)</translation>
    </message>
    <message>
        <source>%1
M: point at this card for your partner.</source>
        <extracomment>%1: the card&apos;s own description, e.g. &quot;Card 1 of Mercurial: H, Mercurial to PLUS&quot;.</extracomment>
        <translation>%1
M: ukažte tuto kartu partnerovi.</translation>
    </message>
</context>
<context>
    <name>CardPreview</name>
    <message>
        <source>%1 played for %2</source>
        <extracomment>%1: an engine card (H); %2: a ship&apos;s name (Mercurial).</extracomment>
        <translation>%1 zahraná pro loď %2</translation>
    </message>
    <message>
        <source>Gate on the live state: %1</source>
        <extracomment>%1: the state after the gate, a ket (&quot;0,71|00&gt; + 0,71|10&gt;&quot;).</extracomment>
        <translation>Hradlo na aktuálním stavu: %1</translation>
    </message>
</context>
<context>
    <name>Circuit</name>
    <message>
        <source>Engine control</source>
        <translation>Řízení motorů</translation>
    </message>
    <message>
        <source>%1 of 6</source>
        <extracomment>%1: engine control boxes filled (3), of the six boxes.</extracomment>
        <translation>%1 z&#xa0;6</translation>
    </message>
    <message>
        <source>Mercurial</source>
        <translation>Mercurial</translation>
    </message>
    <message>
        <source>Rubicon</source>
        <translation>Rubicon</translation>
    </message>
    <message>
        <source>QUANTUM
EVENT</source>
        <translation>KVANTOVÁ
UDÁLOST</translation>
    </message>
    <message>
        <source>Box %1: %2 played for %3</source>
        <extracomment>%1: the box&apos;s number (1-6); %2: the engine card (H); %3: the ship it was played for (Mercurial).</extracomment>
        <translation>Pole %1: %2 zahraná pro loď %3</translation>
    </message>
    <message>
        <source>Box %1: empty</source>
        <extracomment>%1: the box&apos;s number (1-6).</extracomment>
        <translation>Pole %1: prázdné</translation>
    </message>
</context>
<context>
    <name>CircuitView</name>
    <message>
        <source>Circuit</source>
        <extracomment>For a screen reader: the quantum circuit diagram of the cards played.</extracomment>
        <translation>Obvod</translation>
    </message>
</context>
<context>
    <name>ClassTeaching</name>
    <message>
        <source>The web pages are not installed with this app, so the class view cannot open here. Install Entanglion with its web pages, or run entanglion-server --classes on a computer that has them.</source>
        <translation>Webové stránky nejsou s&#xa0;touto aplikací nainstalované, takže se přehled třídy nemůže otevřít. Nainstalujte Entanglion i&#xa0;s&#xa0;jeho webovými stránkami, nebo spusťte entanglion-server --classes na počítači, který je má.</translation>
    </message>
    <message>
        <source>Cannot make a folder for the class&apos;s games: %1</source>
        <extracomment>%1: the problem from the system, e.g. &quot;No space left on device&quot;.</extracomment>
        <translation>Nelze vytvořit složku pro hry třídy: %1</translation>
    </message>
</context>
<context>
    <name>ClassroomKit</name>
    <message>
        <source>The teacher&apos;s guide is not installed.</source>
        <translation>Příručka pro učitele není nainstalovaná.</translation>
    </message>
    <message>
        <source>Opened the teacher&apos;s guide.</source>
        <translation>Příručka pro učitele je otevřená.</translation>
    </message>
    <message>
        <source>No program to open %1.</source>
        <extracomment>%1: the guide&apos;s file path.</extracomment>
        <translation>Chybí program, který by otevřel %1.</translation>
    </message>
    <message>
        <source>Worksheet and answer key written to %1</source>
        <extracomment>After exporting: %1 the file written.</extracomment>
        <translation>Pracovní list s&#xa0;řešením uložen do %1</translation>
    </message>
    <message>
        <source>No lesson &quot;%1&quot;.</source>
        <extracomment>%1: the lesson&apos;s id as given on the command line (superposition).</extracomment>
        <translation>Lekce „%1“ neexistuje.</translation>
    </message>
    <message>
        <source>Handout written to %1</source>
        <extracomment>%1: the PDF file written.</extracomment>
        <translation>Pracovní list uložen do %1</translation>
    </message>
    <message numerus="yes">
        <source>%n figure file(s) written to %1</source>
        <extracomment>After exporting figures: %n files, %1 the folder.</extracomment>
        <translation>
            <numerusform>%n soubor s&#xa0;obrázkem uložen do %1</numerusform>
            <numerusform>%n soubory s&#xa0;obrázky uloženy do %1</numerusform>
            <numerusform>%n souborů s&#xa0;obrázky uloženo do %1</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no game to draw.</source>
        <translation>Není žádná hra, kterou by šlo nakreslit.</translation>
    </message>
</context>
<context>
    <name>ConfirmActionDialog</name>
    <message>
        <source>Play this action?</source>
        <translation>Zahrát tuto akci?</translation>
    </message>
    <message>
        <source>Play</source>
        <extracomment>A button of the dialog that asks before a move: play the move.</extracomment>
        <translation>Zahrát</translation>
    </message>
    <message>
        <source>Play the action</source>
        <translation>Zahrát akci</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Cancel the action</source>
        <translation>Zrušit akci</translation>
    </message>
</context>
<context>
    <name>DetectionTrack</name>
    <message>
        <source>Detection rate</source>
        <translation>Riziko odhalení</translation>
    </message>
    <message>
        <source>X: the game is lost when the token gets here</source>
        <translation>X: jakmile sem žeton dojde, hra je prohraná</translation>
    </message>
    <message>
        <source>Rate %1: a defense roll must be higher than %1</source>
        <extracomment>%1: the detection rate on the track (3), twice: the value a defense roll must beat.</extracomment>
        <translation>Riziko %1: hod proti obraně musí být vyšší než %1</translation>
    </message>
    <message>
        <source>The token is here.</source>
        <translation>Žeton je zde.</translation>
    </message>
    <message>
        <source>Starting position.</source>
        <translation>Startovní pozice.</translation>
    </message>
    <message>
        <source>Detection track</source>
        <translation>Stupnice rizika odhalení</translation>
    </message>
</context>
<context>
    <name>EndOverlay</name>
    <message>
        <source>The quantum computer is rebuilt!</source>
        <translation>Kvantový počítač je znovu sestaven!</translation>
    </message>
    <message>
        <source>Detected: the game is lost</source>
        <translation>Odhaleni: hra je prohraná</translation>
    </message>
    <message>
        <source>The detection rate reached X with %1 of 8 components collected.</source>
        <extracomment>%1: the components collected (5) of the eight.</extracomment>
        <translation>Riziko odhalení dosáhlo X při %1 z&#xa0;8 posbíraných součástí.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>Step through this game</source>
        <translation>Projít tuto hru krok za krokem</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Prohlédnout herní desku</translation>
    </message>
    <message numerus="yes">
        <source>All eight components collected in %n action(s).</source>
        <extracomment>%n: the actions the team played.</extracomment>
        <translation>
            <numerusform>Všech osm součástí posbíráno za %n akci.</numerusform>
            <numerusform>Všech osm součástí posbíráno za %n akce.</numerusform>
            <numerusform>Všech osm součástí posbíráno za %n akcí.</numerusform>
        </translation>
    </message>
    <message>
        <source>Review: luck and choices</source>
        <translation>Rozbor: štěstí a&#xa0;rozhodnutí</translation>
    </message>
</context>
<context>
    <name>EventSpeech</name>
    <message>
        <source>Starting the speech engine…</source>
        <translation>Spouští se hlasový syntezátor…</translation>
    </message>
    <message>
        <source>The speech engine has no voice for %1: it speaks with its default voice</source>
        <extracomment>%1: a language&apos;s name, e.g. &quot;Polish&quot;.</extracomment>
        <translation>Hlasový syntezátor nemá hlas pro jazyk %1: mluví svým výchozím hlasem</translation>
    </message>
    <message>
        <source>Speech is unavailable: no speech engine is installed</source>
        <translation>Řeč není k&#xa0;dispozici: není nainstalován žádný hlasový syntezátor</translation>
    </message>
    <message>
        <source>Speech is unavailable: %1</source>
        <extracomment>%1: why, from the speech engine, e.g. &quot;no speech engine is installed&quot;.</extracomment>
        <translation>Řeč není k&#xa0;dispozici: %1</translation>
    </message>
</context>
<context>
    <name>GalaxyMap</name>
    <message>
        <source>Centarious</source>
        <translation>Centarius</translation>
    </message>
    <message>
        <source>Superious</source>
        <translation>Superius</translation>
    </message>
    <message>
        <source>Entanglion</source>
        <translation>Entanglion</translation>
    </message>
    <message>
        <source>Mercurial (solid)</source>
        <translation>Mercurial (plná čára)</translation>
    </message>
    <message>
        <source>Rubicon (dashed)</source>
        <translation>Rubicon (čárkovaná čára)</translation>
    </message>
    <message>
        <source>CNOT entry / exit</source>
        <translation>Vstup / výstup CNOT</translation>
    </message>
    <message>
        <source>Galaxy map</source>
        <translation>Mapa galaxií</translation>
    </message>
</context>
<context>
    <name>GameAutosave</name>
    <message>
        <source>The autosaved game could not be read and was set aside as %1: %2</source>
        <extracomment>%1: the file&apos;s new name (autosave.json.unreadable); %2: the reason, a sentence.</extracomment>
        <translation>Automaticky uloženou hru se nepodařilo načíst, byla odložena jako %1: %2</translation>
    </message>
    <message>
        <source>The autosaved game %1 could not be read: %2</source>
        <extracomment>%1: the file&apos;s full path; %2: the reason, a sentence.</extracomment>
        <translation>Automaticky uloženou hru %1 se nepodařilo načíst: %2</translation>
    </message>
    <message>
        <source>An unfinished game was kept when the app last closed.
Turn %1; actions played: %2.</source>
        <extracomment>%1: the turn&apos;s number (4); %2: the actions played (17).</extracomment>
        <translation>Při posledním zavření aplikace zůstala uložena nedokončená hra.
Tah %1; odehrané akce: %2.</translation>
    </message>
    <message>
        <source>Resumed the autosaved game.</source>
        <translation>Pokračuje se v&#xa0;automaticky uložené hře.</translation>
    </message>
    <message>
        <source>The game could not be autosaved: %1</source>
        <extracomment>%1: the reason from the system, a sentence.</extracomment>
        <translation>Hru se nepodařilo automaticky uložit: %1</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Difficulty must be 1, 2 or 3, got %1.</source>
        <extracomment>%1: the difficulty given (4).</extracomment>
        <translation>Obtížnost musí být 1, 2 nebo 3, zadáno %1.</translation>
    </message>
    <message>
        <source>Unknown rules variant &quot;%1&quot;: choose board or quantum.</source>
        <extracomment>%1: the variant asked for (chess); &quot;board&quot; and &quot;quantum&quot; are the command line&apos;s words, kept as they are.</extracomment>
        <translation>Neznámá varianta pravidel „%1“: zvolte board nebo quantum.</translation>
    </message>
    <message>
        <source>Cannot open the record: %1</source>
        <extracomment>%1: the reason, a sentence (&quot;line 3: unknown action&quot;).</extracomment>
        <translation>Záznam nelze otevřít: %1</translation>
    </message>
    <message>
        <source>Cannot replay %1: %2</source>
        <extracomment>%1: a file&apos;s name (game-12.json); %2: the reason, a sentence.</extracomment>
        <translation>%1 nelze přehrát: %2</translation>
    </message>
    <message>
        <source>Cannot start from %1: %2</source>
        <extracomment>%1: a file&apos;s name (game-12.json); %2: the reason, a sentence.</extracomment>
        <translation>Nelze začít z&#xa0;%1: %2</translation>
    </message>
    <message>
        <source>There is no game to save yet.</source>
        <translation>Zatím není co uložit.</translation>
    </message>
    <message>
        <source>Could not save the game: %1</source>
        <extracomment>%1: the reason from the system, a sentence.</extracomment>
        <translation>Hru se nepodařilo uložit: %1</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <extracomment>%1: a file&apos;s full path.</extracomment>
        <translation>Uloženo do %1</translation>
    </message>
    <message>
        <source>Start a new game first.</source>
        <translation>Nejdřív začněte novou hru.</translation>
    </message>
    <message>
        <source>This record is read-only while you step through it: press Continue to play from here.</source>
        <translation>Při procházení je záznam jen pro čtení: stiskněte „Pokračovat odsud“ a&#xa0;hrajte od tohoto místa.</translation>
    </message>
    <message>
        <source>Internal error while applying the action: %1</source>
        <extracomment>%1: the internal error&apos;s text (English).</extracomment>
        <translation>Vnitřní chyba při provádění akce: %1</translation>
    </message>
    <message>
        <source>There is no action %1.</source>
        <extracomment>%1: the action&apos;s number (7).</extracomment>
        <translation>Akce %1 neexistuje.</translation>
    </message>
    <message>
        <source>There is no such card to play.</source>
        <translation>Takovou kartu nelze zahrát.</translation>
    </message>
    <message>
        <source>There is no such card to exchange.</source>
        <translation>Takovou kartu nelze vyměnit.</translation>
    </message>
    <message>
        <source>There is no such event card to play.</source>
        <translation>Takovou kartu kvantové události nelze zahrát.</translation>
    </message>
    <message>
        <source>Step-through is read-only</source>
        <translation>Procházení je jen pro čtení</translation>
    </message>
    <message>
        <source>Step-through is read-only: press Continue to play from here</source>
        <translation>Procházení je jen pro čtení: stiskněte „Pokračovat odsud“ a&#xa0;hrajte od tohoto místa</translation>
    </message>
    <message>
        <source>Start a new game (N) or open a saved one (Ctrl+O).</source>
        <translation>Začněte novou hru (N) nebo otevřete uloženou (Ctrl+O).</translation>
    </message>
    <message>
        <source>Step %1 of %2 (read-only). %3</source>
        <extracomment>%1: the step&apos;s number (7); %2: the steps of the record (40); %3: the prompt at that step (&quot;Mercurial&apos;s turn: navigate, ...&quot;).</extracomment>
        <translation>Krok %1 z&#xa0;%2 (jen pro čtení). %3</translation>
    </message>
    <message>
        <source>The network game does not replay here: %1</source>
        <extracomment>%1: the reason, a sentence.</extracomment>
        <translation>Síťovou hru zde nelze přehrát: %1</translation>
    </message>
    <message>
        <source>There is nothing to take back: no move has been played yet.</source>
        <translation>Není co vrátit: ještě nebyl zahrán žádný tah.</translation>
    </message>
    <message>
        <source>%1 has played since your last move, so it can no longer be taken back.</source>
        <extracomment>%1: a ship&apos;s name, e.g. &quot;Rubicon&quot;.</extracomment>
        <translation>Po vašem posledním tahu už hrál %1, takže ho už nelze vrátit.</translation>
    </message>
    <message>
        <source>The move cannot be taken back: %1</source>
        <extracomment>%1: why, e.g. &quot;the die was rolled: 5&quot;.</extracomment>
        <translation>Tento tah nelze vrátit: %1</translation>
    </message>
    <message>
        <source>The last move cannot be taken back: its die roll is already known. To try another move, step through the game and use What if… in its review.</source>
        <translation>Poslední tah nelze vrátit: výsledek hodu kostkou už je známý. Chcete-li zkusit jiný tah, projděte hru krok za krokem a&#xa0;v&#xa0;jejím rozboru použijte „Co kdyby…“.</translation>
    </message>
    <message>
        <source>The last move cannot be taken back: the card it drew is already known. To try another move, step through the game and use What if… in its review.</source>
        <translation>Poslední tah nelze vrátit: karta, kterou si při něm hráč lízl, už je známá. Chcete-li zkusit jiný tah, projděte hru krok za krokem a&#xa0;v&#xa0;jejím rozboru použijte „Co kdyby…“.</translation>
    </message>
    <message>
        <source>The last move cannot be taken back: the component Spooky Action picked is already known. To try another move, step through the game and use What if… in its review.</source>
        <translation>Poslední tah nelze vrátit: součást, kterou vybralo Strašidelné působení, už je známá. Chcete-li zkusit jiný tah, projděte hru krok za krokem a&#xa0;v&#xa0;jejím rozboru použijte „Co kdyby…“.</translation>
    </message>
    <message>
        <source>The last move cannot be taken back: the measurement is already known. To try another move, step through the game and use What if… in its review.</source>
        <translation>Poslední tah nelze vrátit: výsledek měření už je známý. Chcete-li zkusit jiný tah, projděte hru krok za krokem a&#xa0;v&#xa0;jejím rozboru použijte „Co kdyby…“.</translation>
    </message>
    <message>
        <source>Moves cannot be taken back in a game over the network: the server keeps the one record both computers share, and your partner has seen the move.</source>
        <translation>Ve hře po síti tahy vracet nelze: server uchovává jediný záznam sdílený oběma počítači a&#xa0;váš spoluhráč už tah viděl.</translation>
    </message>
    <message>
        <source>The AI plays both ships: there is no move of yours to take back.</source>
        <translation>Obě lodě hraje AI: nemáte žádný tah, který by šel vrátit.</translation>
    </message>
    <message>
        <source>Move taken back: %1</source>
        <extracomment>%1: the move, e.g. &quot;Play H for Mercurial&quot;.</extracomment>
        <translation>Tah vrácen: %1</translation>
    </message>
    <message>
        <source>What if (not part of the real game)</source>
        <translation>Co kdyby (není součástí skutečné hry)</translation>
    </message>
    <message>
        <source>The last move cannot be taken back: the engine stack ran out during it and was shuffled anew from the discard pile, so its cards can no longer go back on top. To try another move, step through the game and use What if… in its review.</source>
        <translation>Poslední tah nelze vrátit: během něj došel balíček akčních karet a&#xa0;hromádka použitých karet byla zamíchána do nového balíčku, takže líznuté karty se už nemohou vrátit navrch. Chcete-li zkusit jiný tah, projděte hru krok za krokem a&#xa0;v&#xa0;jejím rozboru použijte „Co kdyby…“.</translation>
    </message>
    <message numerus="yes">
        <source>Move taken back: %1. The %n card(s) it drew go back on top, known to both players: the log says which.</source>
        <extracomment>%1: the move, e.g. &quot;Play H for Mercurial&quot;; %n: how many cards it drew (they are named in the game log).</extracomment>
        <translation>
            <numerusform>Tah vrácen: %1. Karta, kterou si při něm hráč lízl, se vrací navrch a&#xa0;oba hráči ji znají: o&#xa0;kterou jde, uvádí průběh hry.</numerusform>
            <numerusform>Tah vrácen: %1. %n karty, které si při něm hráč lízl, se vracejí navrch a&#xa0;oba hráči je znají: o&#xa0;které jde, uvádí průběh hry.</numerusform>
            <numerusform>Tah vrácen: %1. %n karet, které si při něm hráč lízl, se vrací navrch a&#xa0;oba hráči je znají: o&#xa0;které jde, uvádí průběh hry.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Game log</source>
        <translation>Průběh hry</translation>
    </message>
    <message>
        <source>Back to the small log</source>
        <translation>Zpět k&#xa0;malému průběhu</translation>
    </message>
    <message>
        <source>Enlarge the log</source>
        <translation>Zvětšit průběh hry</translation>
    </message>
    <message>
        <source>Back to the small log (L or Esc)</source>
        <translation>Zpět k&#xa0;malému průběhu (L nebo Esc)</translation>
    </message>
    <message>
        <source>Show the log large, over the game (L)</source>
        <translation>Ukázat průběh hry velký, přes hru (L)</translation>
    </message>
    <message>
        <source>↓ Latest</source>
        <translation>↓ Nejnovější</translation>
    </message>
    <message>
        <source>Show the newest lines and follow them again</source>
        <translation>Ukázat nejnovější řádky a&#xa0;znovu je sledovat</translation>
    </message>
    <message>
        <source>(details)</source>
        <translation>(podrobnosti)</translation>
    </message>
</context>
<context>
    <name>Histogram</name>
    <message>
        <source>p = %1</source>
        <extracomment>%1: the outcome&apos;s probability, a decimal number in the UI language (e.g. 0,50).</extracomment>
        <translation>p = %1</translation>
    </message>
    <message>
        <source>Histogram</source>
        <translation>Histogram</translation>
    </message>
</context>
<context>
    <name>InAppServer</name>
    <message>
        <source>Cannot host on port %1: %2</source>
        <extracomment>%1: the port number (8765); %2: the reason from the system (&quot;Address in use&quot;).</extracomment>
        <translation>Hru nelze hostit na portu %1: %2</translation>
    </message>
    <message>
        <source>Cannot keep hosted games in %1: %2</source>
        <extracomment>%1: a folder, e.g. &quot;/home/ana/.local/share/Entanglion/hosted-games&quot;; %2: the problem, e.g. &quot;disk full&quot;.</extracomment>
        <translation>Hostované hry nelze uložit do %1: %2</translation>
    </message>
</context>
<context>
    <name>KetModel</name>
    <message>
        <source>no planet</source>
        <translation>žádná planeta</translation>
    </message>
    <message>
        <source>Mercurial %1 · Rubicon %2</source>
        <extracomment>%1: Mercurial&apos;s planet (ZERO); %2: Rubicon&apos;s planet (ONE). Planet names are never declined.</extracomment>
        <translation>Mercurial %1 · Rubicon %2</translation>
    </message>
</context>
<context>
    <name>KetPanel</name>
    <message>
        <source>Live state</source>
        <translation>Aktuální stav</translation>
    </message>
    <message>
        <source>Qubit order of every ket. Click (or press O) to write %1 first.</source>
        <extracomment>%1: the ship whose bit would be written first (Rubicon).</extracomment>
        <translation>Pořadí qubitů v&#xa0;každém ketu. Klepněte (nebo stiskněte O) a&#xa0;%1 se bude psát první.</translation>
    </message>
    <message>
        <source>Mercurial</source>
        <translation>Mercurial</translation>
    </message>
    <message>
        <source>Rubicon</source>
        <translation>Rubicon</translation>
    </message>
    <message>
        <source>%1 × %2  (global phase %1: same planet)</source>
        <extracomment>%1: a global phase factor (-1, i); %2: the state&apos;s name (ZERO). Multiplying a state by a global phase gives the same planet.</extracomment>
        <translation>%1 × %2  (globální fáze %1: stejná planeta)</translation>
    </message>
    <message>
        <source>Entangled: Mercurial %1 bit, Rubicon %2 bit (concurrence %3)</source>
        <extracomment>%1, %2: each ship&apos;s entanglement entropy in bits (1,00); %3: the concurrence (1,00). Numbers in the UI language.</extracomment>
        <translation>Provázané: Mercurial %1 bitu, Rubicon %2 bitu (concurrence %3)</translation>
    </message>
    <message>
        <source>Not entangled: each ship has its own state</source>
        <translation>Bez provázání: každá loď má vlastní stav</translation>
    </message>
    <message>
        <source>Hide measurement</source>
        <translation>Skrýt měření</translation>
    </message>
    <message>
        <source>Measure…</source>
        <translation>Změřit…</translation>
    </message>
    <message>
        <source>Take shots of the live state and see each ship&apos;s Bloch sphere, without changing the game</source>
        <translation>Opakovaně změřte aktuální stav a&#xa0;prohlédněte si Blochovu sféru každé lodi, aniž by se hra změnila</translation>
    </message>
    <message>
        <source>the game&apos;s live state, prepared from |00&gt;</source>
        <translation>aktuální stav hry, připravený z&#xa0;|00&gt;</translation>
    </message>
    <message>
        <source>Qubit order: Rubicon, Mercurial</source>
        <translation>Pořadí qubitů: Rubicon, Mercurial</translation>
    </message>
    <message>
        <source>Qubit order: Mercurial, Rubicon</source>
        <translation>Pořadí qubitů: Mercurial, Rubicon</translation>
    </message>
    <message>
        <source>Live state: %1</source>
        <extracomment>%1: the live state in words (&quot;one over root two times zero zero plus ...&quot;).</extracomment>
        <translation>Aktuální stav: %1</translation>
    </message>
</context>
<context>
    <name>KetWords</name>
    <message>
        <source>i</source>
        <translation>i</translation>
    </message>
    <message>
        <source>one</source>
        <translation>jedna</translation>
    </message>
    <message>
        <source>i over root two</source>
        <translation>i&#xa0;lomeno odmocnina ze dvou</translation>
    </message>
    <message>
        <source>one over root two</source>
        <translation>jedna lomeno odmocnina ze dvou</translation>
    </message>
    <message>
        <source>i over two</source>
        <translation>i&#xa0;lomeno dvěma</translation>
    </message>
    <message>
        <source>one half</source>
        <translation>jedna polovina</translation>
    </message>
    <message>
        <source>%1 i</source>
        <extracomment>Read aloud: an imaginary amplitude; %1: the number in words (&quot;one over root two&quot;), followed by i.</extracomment>
        <translation>%1 i</translation>
    </message>
    <message>
        <source>open bracket %1 minus %2 i close bracket</source>
        <extracomment>Read aloud: a complex amplitude; %1: the real part in words (&quot;one half&quot;); %2: the imaginary part (&quot;one half&quot;).</extracomment>
        <translation>závorka %1 minus %2 i&#xa0;konec závorky</translation>
    </message>
    <message>
        <source>open bracket %1 plus %2 i close bracket</source>
        <extracomment>Read aloud: a complex amplitude; %1: the real part in words (&quot;one half&quot;); %2: the imaginary part (&quot;one half&quot;).</extracomment>
        <translation>závorka %1 plus %2 i&#xa0;konec závorky</translation>
    </message>
    <message>
        <source>zero</source>
        <translation>nula</translation>
    </message>
    <message>
        <source>minus %1</source>
        <extracomment>Read aloud: a negative number; %1: the number in words (&quot;one half&quot;).
----------
Read aloud: %1: a term of a ket in words (&quot;one half times zero one&quot;).</extracomment>
        <translation>minus %1</translation>
    </message>
    <message>
        <source>i times %1</source>
        <extracomment>Read aloud: %1: a basis state in words (&quot;zero one&quot;).</extracomment>
        <translation>i&#xa0;krát %1</translation>
    </message>
    <message>
        <source>%1 times %2</source>
        <extracomment>Read aloud: %1: an amplitude in words (&quot;one over root two&quot;); %2: a basis state (&quot;zero one&quot;).
----------
Read aloud: %1: a common factor in words (&quot;one over root two&quot;); %2: the bracketed sum of terms.</extracomment>
        <translation>%1 krát %2</translation>
    </message>
    <message>
        <source>%1 minus %2</source>
        <extracomment>Read aloud: %1: the ket&apos;s terms so far; %2: the next term (&quot;one half times one zero&quot;).</extracomment>
        <translation>%1 minus %2</translation>
    </message>
    <message>
        <source>%1 plus %2</source>
        <extracomment>Read aloud: %1: the ket&apos;s terms so far; %2: the next term (&quot;one half times one zero&quot;).</extracomment>
        <translation>%1 plus %2</translation>
    </message>
    <message>
        <source>zero zero</source>
        <translation>nula nula</translation>
    </message>
    <message>
        <source>zero one</source>
        <translation>nula jedna</translation>
    </message>
    <message>
        <source>one zero</source>
        <translation>jedna nula</translation>
    </message>
    <message>
        <source>one one</source>
        <translation>jedna jedna</translation>
    </message>
    <message>
        <source>zero</source>
        <comment>a qubit&apos;s basis state</comment>
        <translation>nula</translation>
    </message>
    <message>
        <source>one</source>
        <comment>a qubit&apos;s basis state</comment>
        <translation>jedna</translation>
    </message>
</context>
<context>
    <name>KeyList</name>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <source>Move between the cards and buttons: the acting ship&apos;s hand and the actions come first, then the other ship, the live state, the log and the toolbar</source>
        <translation>Pohyb mezi kartami a&#xa0;tlačítky: nejprve ruka lodi na tahu a&#xa0;akce, pak druhá loď, aktuální stav, průběh hry a&#xa0;panel nástrojů</translation>
    </message>
    <message>
        <source>1 to 5</source>
        <translation>1 až 5</translation>
    </message>
    <message>
        <source>Play the acting ship&apos;s card in that position</source>
        <translation>Zahrát kartu lodi na tahu na této pozici</translation>
    </message>
    <message>
        <source>Alt+1 to Alt+3</source>
        <translation>Alt+1 až Alt+3</translation>
    </message>
    <message>
        <source>Swap (exchange) the engine card in that position</source>
        <translation>Vyměnit akční kartu na této pozici</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Enter, mezerník</translation>
    </message>
    <message>
        <source>Play the focused card</source>
        <translation>Zahrát vybranou kartu</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>Exchange the focused engine card</source>
        <translation>Vyměnit vybranou akční kartu</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Retrieve</source>
        <extracomment>What the key R does: the Retrieve action (take the component of the planet the ships orbit).</extracomment>
        <translation>Extrakce</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>Roll the die</source>
        <translation>Hodit kostkou</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Keep the roll</source>
        <translation>Ponechat hod</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Play Quantum Tunnel</source>
        <translation>Zahrát Tunelový jev</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Stop (The Mechanic)</source>
        <translation>Skončit (Mechanik)</translation>
    </message>
    <message>
        <source>F2 to F9</source>
        <translation>F2 až F9</translation>
    </message>
    <message>
        <source>Pick the first to the eighth option of a pending choice</source>
        <translation>Zvolit první až osmou možnost čekající volby</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Hint: the suggested move and why</source>
        <translation>Nápověda: navržený tah a&#xa0;proč</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Next AI move</source>
        <translation>Další tah AI</translation>
    </message>
    <message>
        <source>O</source>
        <translation>O</translation>
    </message>
    <message>
        <source>Switch the ket&apos;s qubit order</source>
        <translation>Přepnout pořadí qubitů v&#xa0;ketu</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>Show the game log large</source>
        <translation>Zobrazit průběh hry ve velkém</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Presentation layout on or off</source>
        <translation>Prezentační rozvržení zapnout nebo vypnout</translation>
    </message>
    <message>
        <source>F10</source>
        <translation>F10</translation>
    </message>
    <message>
        <source>Open or close the panels&apos; drawer</source>
        <translation>Otevřít nebo zavřít zásuvku panelů</translation>
    </message>
    <message>
        <source>Page Down, Page Up</source>
        <translation>Page Down, Page Up</translation>
    </message>
    <message>
        <source>Scroll the side panels</source>
        <translation>Posunout boční panely</translation>
    </message>
    <message>
        <source>Left, Right, Home, End</source>
        <translation>Vlevo, Vpravo, Home, End</translation>
    </message>
    <message>
        <source>Step through a record</source>
        <translation>Procházet záznam krok za krokem</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Close a page, the enlarged log or the drawer; clear the preview and the message</source>
        <translation>Zavřít stránku, zvětšený průběh hry nebo zásuvku; zrušit náhled a&#xa0;zprávu</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>This list of keys</source>
        <translation>Tento seznam kláves</translation>
    </message>
    <message>
        <source>Ctrl+L, Ctrl+B</source>
        <translation>Ctrl+L, Ctrl+B</translation>
    </message>
    <message>
        <source>The Lessons page, the Bell demo</source>
        <translation>Stránka lekcí, Bellova ukázka</translation>
    </message>
    <message>
        <source>Ctrl+N, Ctrl+O, Ctrl+S</source>
        <translation>Ctrl+N, Ctrl+O, Ctrl+S</translation>
    </message>
    <message>
        <source>New game, open a record, save the record</source>
        <translation>Nová hra, otevřít záznam, uložit záznam</translation>
    </message>
    <message>
        <source>Ctrl++, Ctrl+-, Ctrl+0</source>
        <translation>Ctrl++, Ctrl+-, Ctrl+0</translation>
    </message>
    <message>
        <source>Larger, smaller, normal text</source>
        <translation>Větší, menší, běžné písmo</translation>
    </message>
    <message>
        <source>F11</source>
        <translation>F11</translation>
    </message>
    <message>
        <source>Full screen on or off</source>
        <translation>Celá obrazovka zapnout nebo vypnout</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2</source>
        <extracomment>%1: a key (Ctrl+Z); %2: what it does (&quot;Take back the last move&quot;).</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1: a key (Ctrl+Z); %2: what it does (&quot;Take back the last move&quot;).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Ctrl+Shift+V</source>
        <translation>Ctrl+Shift+V</translation>
    </message>
    <message>
        <source>Speak events on or off</source>
        <translation>Čtení událostí zapnout nebo vypnout</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>Say the context again: whose turn, where the ships are, the detection track and the components</source>
        <translation>Zopakovat souvislosti: kdo je na tahu, kde jsou lodě, stupnice odhalení a&#xa0;součásti</translation>
    </message>
    <message>
        <source>Ctrl+, Ctrl+.</source>
        <translation>Ctrl+, Ctrl+.</translation>
    </message>
    <message>
        <source>Skip the line being spoken, stop speaking</source>
        <translation>Přeskočit čtené hlášení, přestat mluvit</translation>
    </message>
    <message>
        <source>Take back your last move unless it rolled a die or measured; a card it drew goes back on top of its pile, known</source>
        <translation>Vrátit váš poslední tah, pokud se v&#xa0;něm neházelo kostkou ani neměřilo; líznutá karta se vrací navrch balíčku a&#xa0;oba hráči ji znají</translation>
    </message>
</context>
<context>
    <name>KeysPage</name>
    <message>
        <source>Keys</source>
        <translation>Klávesy</translation>
    </message>
</context>
<context>
    <name>LastMove</name>
    <message>
        <source>AI move: %1</source>
        <extracomment>%1: the AI&apos;s action (&quot;Play H for Mercurial&quot;).</extracomment>
        <translation>Tah AI: %1</translation>
    </message>
    <message>
        <source>AI move: %1 — %2</source>
        <extracomment>%1: the AI&apos;s action (&quot;Exchange X&quot;); %2: what came of it (&quot;Mercurial drew H; ...&quot;).</extracomment>
        <translation>Tah AI: %1 — %2</translation>
    </message>
    <message>
        <source>Last move: %1</source>
        <extracomment>%1: the action (&quot;Play H for Mercurial&quot;).</extracomment>
        <translation>Poslední tah: %1</translation>
    </message>
    <message>
        <source>Last move: %1 — %2</source>
        <extracomment>%1: the action (&quot;Exchange X&quot;); %2: what came of it (&quot;Mercurial drew H; ...&quot;).</extracomment>
        <translation>Poslední tah: %1 — %2</translation>
    </message>
</context>
<context>
    <name>LessonList</name>
    <message>
        <source>Lessons</source>
        <translation>Lekce</translation>
    </message>
    <message>
        <source>%1 of %2 completed</source>
        <extracomment>%1: lessons completed (3); %2: all lessons (15).</extracomment>
        <translation>dokončeno %1 z&#xa0;%2</translation>
    </message>
    <message>
        <source>↑/↓ choose · Enter open · Esc back</source>
        <translation>↑/↓ výběr · Enter otevřít · Esc zpět</translation>
    </message>
    <message>
        <source>Progress could not be loaded or saved: %1</source>
        <extracomment>%1: the reason from the system, e.g. &quot;Permission denied&quot;.</extracomment>
        <translation>Postup se nepodařilo načíst ani uložit: %1</translation>
    </message>
    <message>
        <source>quantum rules</source>
        <translation>kvantová pravidla</translation>
    </message>
    <message>
        <source>board rules</source>
        <translation>pravidla herní desky</translation>
    </message>
    <message>
        <source>not done yet</source>
        <translation>zatím nedokončeno</translation>
    </message>
    <message numerus="yes">
        <source>✓ done, best %1 of %n card(s)</source>
        <extracomment>%1: the fewest cards a success used; %n: the lesson&apos;s card budget (it can be 1).</extracomment>
        <translation>
            <numerusform>✓ hotovo, nejlepší výsledek: %1 z&#xa0;%n karty</numerusform>
            <numerusform>✓ hotovo, nejlepší výsledek: %1 z&#xa0;%n karet</numerusform>
            <numerusform>✓ hotovo, nejlepší výsledek: %1 z&#xa0;%n karet</numerusform>
        </translation>
    </message>
    <message>
        <source>Lesson %1: %2</source>
        <extracomment>A row of the lesson list: %1: the lesson&apos;s number (3); %2: its title (&quot;Superposition&quot;).</extracomment>
        <translation>Lekce %1: %2</translation>
    </message>
</context>
<context>
    <name>LessonMap</name>
    <message>
        <source>The board names no planet for this state</source>
        <translation>Herní deska pro tento stav nemá planetu</translation>
    </message>
    <message>
        <source>Lesson map</source>
        <translation>Mapa lekce</translation>
    </message>
</context>
<context>
    <name>LessonView</name>
    <message>
        <source>← Lessons (Esc)</source>
        <translation>← Lekce (Esc)</translation>
    </message>
    <message>
        <source>Lesson %1: %2</source>
        <extracomment>%1: the lesson&apos;s number (3); %2: its title (&quot;Superposition&quot;).</extracomment>
        <translation>Lekce %1: %2</translation>
    </message>
    <message>
        <source>Cards used: %1 of %2</source>
        <extracomment>%1: cards played so far (1); %2: the card budget (3).</extracomment>
        <translation>Použité karty: %1 z&#xa0;%2</translation>
    </message>
    <message>
        <source>Goal: %1</source>
        <extracomment>%1: the goal&apos;s conditions, separated by &quot;;&quot; (&quot;both ships on PHI PLUS; the state (|00&gt; + |11&gt;)/√2 …&quot;).</extracomment>
        <translation>Cíl: %1</translation>
    </message>
    <message>
        <source>Hint (H): %1 of %2 shown</source>
        <extracomment>%1: hints shown (1); %2: hints in the lesson (3).</extracomment>
        <translation>Nápověda (H): zobrazeno %1 z&#xa0;%2</translation>
    </message>
    <message>
        <source>All hints shown</source>
        <translation>Zobrazeny všechny nápovědy</translation>
    </message>
    <message>
        <source>Hint %1: %2</source>
        <extracomment>%1: the hint&apos;s number (1); %2: the hint, a sentence.</extracomment>
        <translation>Nápověda %1: %2</translation>
    </message>
    <message>
        <source>in %1 · %2</source>
        <extracomment>%1: the qubit order as a ket label (|Mercurial Rubicon&gt;); %2: where the ships are (&quot;Mercurial on ZERO, Rubicon on ONE&quot;).</extracomment>
        <translation>v&#xa0;%1 · %2</translation>
    </message>
    <message>
        <source>Next lesson (Enter)</source>
        <translation>Další lekce (Enter)</translation>
    </message>
    <message>
        <source>Play again (Ctrl+R)</source>
        <translation>Hrát znovu (Ctrl+R)</translation>
    </message>
    <message>
        <source>Back to the list (Esc)</source>
        <translation>Zpět na seznam (Esc)</translation>
    </message>
    <message>
        <source>Undo (Backspace)</source>
        <translation>Zpět (Backspace)</translation>
    </message>
    <message>
        <source>Reset (Ctrl+R)</source>
        <translation>Znovu od začátku (Ctrl+R)</translation>
    </message>
    <message>
        <source>Every card is spent and the goal is not reached: undo or reset.</source>
        <translation>Všechny karty jsou spotřebované a&#xa0;cíl nesplněn: vraťte tah nebo začněte znovu.</translation>
    </message>
    <message>
        <source>History</source>
        <extracomment>A tab: the history of the quantum states after each card played (not the history of science).</extracomment>
        <translation>Historie</translation>
    </message>
    <message>
        <source> (nothing moved)</source>
        <translation> (nic se nepohnulo)</translation>
    </message>
    <message>
        <source>Hide measurement</source>
        <translation>Skrýt měření</translation>
    </message>
    <message>
        <source>Measure…</source>
        <translation>Změřit…</translation>
    </message>
    <message>
        <source>Copy the moves as a circuit from |00&gt;:</source>
        <translation>Zkopírovat kroky jako obvod z&#xa0;|00&gt;:</translation>
    </message>
    <message>
        <source>OpenQASM</source>
        <translation>OpenQASM</translation>
    </message>
    <message>
        <source>Qiskit</source>
        <translation>Qiskit</translation>
    </message>
    <message>
        <source>Quirk link</source>
        <translation>Odkaz do Quirku</translation>
    </message>
    <message>
        <source>Learning goal: %1</source>
        <extracomment>On the lesson page, above the introduction: %1 is the lesson&apos;s learning goal.</extracomment>
        <translation>Cíl lekce: %1</translation>
    </message>
    <message>
        <source>A common misconception: %1</source>
        <extracomment>On the lesson page, under the goal: %1 states a wrong idea and then the right one.</extracomment>
        <translation>Častá mylná představa: %1</translation>
    </message>
    <message numerus="yes">
        <source>✓ Goal reached with %1 of %n card(s)! (your best: %2)</source>
        <extracomment>%1: cards played; %n: the lesson&apos;s card budget (it can be 1). %2: the fewest cards of an earlier success. %1: the cards used (2); %n: the lesson&apos;s card budget (3); %2: the learner&apos;s best so far (2).</extracomment>
        <translation>
            <numerusform>✓ Cíl splněn! Použité karty: %1 z&#xa0;%n. (Váš nejlepší výsledek: %2)</numerusform>
            <numerusform>✓ Cíl splněn! Použité karty: %1 z&#xa0;%n. (Váš nejlepší výsledek: %2)</numerusform>
            <numerusform>✓ Cíl splněn! Použité karty: %1 z&#xa0;%n. (Váš nejlepší výsledek: %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>✓ Goal reached with %1 of %n card(s)!</source>
        <extracomment>%1: cards played; %n: the lesson&apos;s card budget (it can be 1).</extracomment>
        <translation>
            <numerusform>✓ Cíl splněn! Použité karty: %1 z&#xa0;%n.</numerusform>
            <numerusform>✓ Cíl splněn! Použité karty: %1 z&#xa0;%n.</numerusform>
            <numerusform>✓ Cíl splněn! Použité karty: %1 z&#xa0;%n.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. State: %2</source>
        <extracomment>%1: where the ships are (&quot;Mercurial on ZERO, Rubicon on ONE&quot;); %2: the state in words.</extracomment>
        <translation>%1. Stav: %2</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Entanglion — %1</source>
        <extracomment>%1: the open game record&apos;s file name (game-12.json).</extracomment>
        <translation>Entanglion — %1</translation>
    </message>
    <message>
        <source>Entanglion</source>
        <translation>Entanglion</translation>
    </message>
    <message>
        <source>← Back to the game</source>
        <translation>← Zpět do hry</translation>
    </message>
    <message>
        <source>Close this page (Esc on the lesson list or the demo)</source>
        <translation>Zavřít tuto stránku (Esc v&#xa0;seznamu lekcí nebo v&#xa0;ukázce)</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lekce</translation>
    </message>
    <message>
        <source>Self-study lessons, checked by the state vector (Ctrl+L)</source>
        <translation>Lekce k&#xa0;samostudiu, kontrolované stavovým vektorem (Ctrl+L)</translation>
    </message>
    <message>
        <source>Bell demo</source>
        <translation>Bellova ukázka</translation>
    </message>
    <message>
        <source>Classroom demo: build a Bell state step by step (Ctrl+B)</source>
        <translation>Ukázka pro třídu: sestavte Bellův stav krok za krokem (Ctrl+B)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>The rules in short, with every card and component (F1)</source>
        <translation>Pravidla ve zkratce, se všemi kartami a&#xa0;součástmi (F1)</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nová hra…</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Otevřít…</translation>
    </message>
    <message>
        <source>Open a saved game and step through it (Ctrl+O)</source>
        <translation>Otevřít uloženou hru a&#xa0;projít ji krok za krokem (Ctrl+O)</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Uložit…</translation>
    </message>
    <message>
        <source>Save the game record (Ctrl+S)</source>
        <translation>Uložit záznam hry (Ctrl+S)</translation>
    </message>
    <message>
        <source>Step through</source>
        <translation>Krok za krokem</translation>
    </message>
    <message>
        <source>Read-only step-through of this game (teacher replay)</source>
        <translation>Procházení této hry jen pro čtení (přehrávka pro učitele)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Jazyk</translation>
    </message>
    <message>
        <source>Smaller text (Ctrl+-)</source>
        <translation>Menší text (Ctrl+-)</translation>
    </message>
    <message>
        <source>Larger text for projectors (Ctrl++)</source>
        <translation>Větší text pro projektory (Ctrl++)</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>Otevřít záznam hry</translation>
    </message>
    <message>
        <source>Entanglion records (*.json)</source>
        <translation>Záznamy Entanglionu (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Save the game record</source>
        <translation>Uložit záznam hry</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>The file dialog&apos;s button: open a saved game file.</extracomment>
        <translation>Otevřít</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>The file dialog&apos;s button: save the game to a file.</extracomment>
        <translation>Uložit</translation>
    </message>
    <message>
        <source>Print / Export PDF…</source>
        <translation>Tisk / export do PDF…</translation>
    </message>
    <message>
        <source>A one-page handout of this Bell state, with the measurement, to print</source>
        <translation>Jednostránkový pracovní list s&#xa0;tímto Bellovým stavem a&#xa0;měřením, k&#xa0;vytištění</translation>
    </message>
    <message>
        <source>This lesson&apos;s worksheet with its map and task, and the answer key on a separate page</source>
        <translation>Pracovní list této lekce s&#xa0;mapou a&#xa0;úkolem a&#xa0;řešení na samostatné stránce</translation>
    </message>
    <message>
        <source>Export figures…</source>
        <translation>Exportovat obrázky…</translation>
    </message>
    <message>
        <source>The map, the circuit, the ket, the histogram and the Bloch spheres as SVG and PNG for slides</source>
        <translation>Mapa, obvod, ket, histogram a&#xa0;Blochovy sféry jako SVG a&#xa0;PNG do prezentace</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Uložit jako PDF</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Dokumenty PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Choose a folder for the figures</source>
        <translation>Vyberte složku pro obrázky</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Barvy</translation>
    </message>
    <message>
        <source>Colours: dark, light for a projector in a bright room, or high contrast</source>
        <translation>Barvy: tmavé, světlé pro projektor ve světlé místnosti, nebo vysoký kontrast</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Tmavé</translation>
    </message>
    <message>
        <source>Light (projector)</source>
        <translation>Světlé (projektor)</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Vysoký kontrast</translation>
    </message>
    <message>
        <source>Leave full screen</source>
        <translation>Opustit celou obrazovku</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Celá obrazovka</translation>
    </message>
    <message>
        <source>Leave full screen (F11)</source>
        <translation>Opustit celou obrazovku (F11)</translation>
    </message>
    <message>
        <source>Full screen (F11)</source>
        <translation>Celá obrazovka (F11)</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>The zoom as a percentage: %1 is the number (160); write &quot;%1 %&quot; with a no-break space where the language spaces it.</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Nabídka</translation>
    </message>
    <message>
        <source>Language: %1</source>
        <extracomment>%1: the language&apos;s own name (Polski).</extracomment>
        <translation>Jazyk: %1</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>Menší písmo</translation>
    </message>
    <message>
        <source>Larger text</source>
        <translation>Větší písmo</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <source>Undo: take back your last move</source>
        <translation>Zpět: vrátí váš poslední tah</translation>
    </message>
    <message>
        <source>Take back your last move unless it rolled a die or measured (Ctrl+Z)</source>
        <translation>Vrátit váš poslední tah, pokud se v&#xa0;něm neházelo kostkou ani neměřilo (Ctrl+Z)</translation>
    </message>
</context>
<context>
    <name>MapPath</name>
    <message>
        <source>Grey CNOT line: the ship in Centarious plays CNOT while the other ship is in Superious; both ships go to %1 (and back out the same way).</source>
        <extracomment>%1: the planet in Entanglion the line leads to (PHI PLUS).</extracomment>
        <translation>Šedá čára CNOT: loď v&#xa0;Centariu zahraje CNOT, zatímco druhá loď je v&#xa0;Superiu; obě lodě se přesunou na %1 (a&#xa0;stejnou cestou zpět).</translation>
    </message>
    <message>
        <source>%1 between %2 and %3, for either ship (blue solid and red dashed lines).%4</source>
        <extracomment>%1: the cards printed on the line (&quot;X/CNOT&quot;); %2, %3: planet names (ZERO, ONE); %4: an optional note on a new line, or nothing.</extracomment>
        <translation>%1 mezi %2 a&#xa0;%3, pro obě lodě (modrá plná a&#xa0;červená čárkovaná čára).%4</translation>
    </message>
    <message>
        <source>%1 between %2 and %3, for Mercurial only (blue solid line).%4</source>
        <extracomment>%1: the cards printed on the line (&quot;X/CNOT&quot;); %2, %3: planet names (ZERO, ONE); %4: an optional note on a new line, or nothing.</extracomment>
        <translation>%1 mezi %2 a&#xa0;%3, jen pro loď Mercurial (modrá plná čára).%4</translation>
    </message>
    <message>
        <source>%1 between %2 and %3, for Rubicon only (red dashed line).%4</source>
        <extracomment>%1: the cards printed on the line (&quot;X/CNOT&quot;); %2, %3: planet names (ZERO, ONE); %4: an optional note on a new line, or nothing.</extracomment>
        <translation>%1 mezi %2 a&#xa0;%3, jen pro loď Rubicon (červená čárkovaná čára).%4</translation>
    </message>
</context>
<context>
    <name>MatrixView</name>
    <message>
        <source>No gate yet</source>
        <translation>Zatím žádné hradlo</translation>
    </message>
</context>
<context>
    <name>MeasurePanel</name>
    <message>
        <source>Shots</source>
        <extracomment>A label: how many times to measure (the number of measurement runs), as in a quantum computer&apos;s shots.</extracomment>
        <translation>Opakování</translation>
    </message>
    <message>
        <source>Mercurial basis</source>
        <translation>Báze Mercurial</translation>
    </message>
    <message>
        <source>Rubicon basis</source>
        <translation>Báze Rubicon</translation>
    </message>
    <message>
        <source>Measure</source>
        <extracomment>A button (a verb): measure both ships&apos; qubits now.</extracomment>
        <translation>Změřit</translation>
    </message>
    <message>
        <source>R 0</source>
        <translation>R 0</translation>
    </message>
    <message>
        <source>R 1</source>
        <translation>R 1</translation>
    </message>
    <message>
        <source>M %1</source>
        <extracomment>Row label of the counts table: &quot;M&quot; for Mercurial&apos;s measured bit, %1: the bit (0 or 1).</extracomment>
        <translation>M %1</translation>
    </message>
    <message>
        <source>%1 shots in %2: equal %3, different %4. %5</source>
        <extracomment>%1: the number of shots (1000); %2: the measurement basis (ZZ, XX, ZX or XZ); %3: shots with equal bits (500); %4: shots with different bits (500); %5: a verdict sentence (e.g. &quot;Perfectly correlated in two complementary bases: entangled.&quot;).</extracomment>
        <translation>%1 opakování v&#xa0;bázi %2: shodné %3, různé %4. %5</translation>
    </message>
    <message>
        <source>Exact probabilities shown; press Measure to take shots.</source>
        <translation>Zobrazeny jsou přesné pravděpodobnosti; stiskněte Změřit a&#xa0;proveďte měření.</translation>
    </message>
    <message>
        <source>Copy as OpenQASM</source>
        <translation>Kopírovat jako OpenQASM</translation>
    </message>
    <message>
        <source>Copy as Qiskit</source>
        <translation>Kopírovat jako Qiskit</translation>
    </message>
    <message>
        <source>Copy Quirk link</source>
        <translation>Kopírovat odkaz do Quirku</translation>
    </message>
    <message>
        <source>Measure Mercurial in Z</source>
        <translation>Měřit Mercurial v&#xa0;bázi Z</translation>
    </message>
    <message>
        <source>Measure Mercurial in X (H first)</source>
        <translation>Měřit Mercurial v&#xa0;bázi X (nejprve H)</translation>
    </message>
    <message>
        <source>Measure Rubicon in Z</source>
        <translation>Měřit Rubicon v&#xa0;bázi Z</translation>
    </message>
    <message>
        <source>Measure Rubicon in X (H first)</source>
        <translation>Měřit Rubicon v&#xa0;bázi X (nejprve H)</translation>
    </message>
</context>
<context>
    <name>MeasurementController</name>
    <message>
        <source>Fixed: the same result every time, nothing left to chance.</source>
        <translation>Pevný výsledek: pokaždé stejný, nic není ponecháno náhodě.</translation>
    </message>
    <message>
        <source>Always equal: each ship&apos;s bit is random, but the two always agree.</source>
        <translation>Vždy shodné: bit každé lodi je náhodný, ale oba se vždy shodují.</translation>
    </message>
    <message>
        <source>Always different: each ship&apos;s bit is random, but the two never agree.</source>
        <translation>Vždy různé: bit každé lodi je náhodný, ale oba se nikdy neshodují.</translation>
    </message>
    <message>
        <source>Not correlated: one ship&apos;s bit tells nothing about the other&apos;s.</source>
        <translation>Bez korelace: bit jedné lodi nic neříká o&#xa0;bitu druhé.</translation>
    </message>
    <message>
        <source>Partly correlated.</source>
        <translation>Částečně korelované.</translation>
    </message>
    <message>
        <source>Perfectly correlated in two complementary bases (Z and X): entangled. Hidden values fixed in advance cannot do that.</source>
        <translation>Dokonale korelované ve dvou komplementárních bázích (Z&#xa0;a&#xa0;X): provázání. Skryté hodnoty určené předem to nedokážou.</translation>
    </message>
    <message>
        <source>Not perfectly correlated in two bases: measure in ZZ and in XX to compare.</source>
        <translation>Dokonalá korelace ve dvou bázích chybí: pro srovnání změřte v&#xa0;ZZ i&#xa0;v&#xa0;XX.</translation>
    </message>
    <message>
        <source>on the surface: a state of its own</source>
        <translation>na povrchu: vlastní stav</translation>
    </message>
    <message>
        <source>at the centre: maximally entangled, no state of its own</source>
        <translation>ve středu: maximálně provázaný, bez vlastního stavu</translation>
    </message>
    <message>
        <source>inside the sphere: partly entangled</source>
        <translation>uvnitř sféry: částečně provázaný</translation>
    </message>
    <message>
        <source>Bloch vector x %1, y %2, z %3, length %4: %5; entanglement entropy %6 bits.</source>
        <extracomment>%1, %2, %3: the Bloch vector&apos;s coordinates (0,71); %4: its length (1,00); %5: where it points, e.g. &quot;on the surface: a state of its own&quot;; %6: the entropy (1,00). Numbers in the UI language.</extracomment>
        <translation>Blochův vektor x %1, y %2, z&#xa0;%3, délka %4: %5; entropie provázání %6 bitu.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n time(s), exact probability %2%</source>
        <extracomment>%1: an outcome as a ket (|01&gt;); %n: how many shots gave it; %2: its exact probability in percent, without the sign (50 or 12,5).</extracomment>
        <translation>
            <numerusform>%1: %nkrát, přesná pravděpodobnost %2%</numerusform>
            <numerusform>%1: %nkrát, přesná pravděpodobnost %2%</numerusform>
            <numerusform>%1: %nkrát, přesná pravděpodobnost %2%</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: exact probability %2%</source>
        <extracomment>%1: an outcome as a ket (|01&gt;); %2: its exact probability in percent, without the sign (50 or 12,5).</extracomment>
        <translation>%1: přesná pravděpodobnost %2%</translation>
    </message>
    <message>
        <source>Not measured yet. %1.</source>
        <extracomment>%1: the list of outcomes and their probabilities (&quot;|00&gt;: exact probability 50%, |11&gt;: ...&quot;).</extracomment>
        <translation>Zatím nezměřeno. %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n shot(s) measured in %1. %2.</source>
        <extracomment>%n: the number of shots; %1: the basis (ZZ, XX, ZX or XZ); %2: the list of outcomes, counts and probabilities.</extracomment>
        <translation>
            <numerusform>%n měření v&#xa0;bázi %1. %2.</numerusform>
            <numerusform>%n měření v&#xa0;bázi %1. %2.</numerusform>
            <numerusform>%n měření v&#xa0;bázi %1. %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MessageBanner</name>
    <message>
        <source>Close the message</source>
        <translation>Zavřít zprávu</translation>
    </message>
</context>
<context>
    <name>NetworkGameOptions</name>
    <message>
        <source>With a partner on another computer</source>
        <translation>S&#xa0;partnerem na jiném počítači</translation>
    </message>
    <message>
        <source>No, both here</source>
        <translation>Ne, oba tady</translation>
    </message>
    <message>
        <source>Host on this computer</source>
        <translation>Hostovat na tomto počítači</translation>
    </message>
    <message>
        <source>Join</source>
        <extracomment>An option (a verb): join the game a partner hosts on their computer.</extracomment>
        <translation>Připojit se</translation>
    </message>
    <message>
        <source>Use a server</source>
        <translation>Použít server</translation>
    </message>
    <message>
        <source>Port</source>
        <extracomment>The network port number (8765) the game listens on.</extracomment>
        <translation>Port</translation>
    </message>
    <message>
        <source>Partner&apos;s address</source>
        <translation>Adresa partnera</translation>
    </message>
    <message>
        <source>as their screen shows it, e.g. 192.168.1.5:8765</source>
        <translation>jak ji ukazuje partnerova obrazovka, např. 192.168.1.5:8765</translation>
    </message>
    <message>
        <source>Server</source>
        <extracomment>A game server&apos;s address (ws://HOST:PORT).</extracomment>
        <translation>Server</translation>
    </message>
    <message>
        <source>e.g. wss://entanglion.school.example:8765</source>
        <translation>např. wss://entanglion.school.example:8765</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Kód hry</translation>
    </message>
    <message>
        <source>blank: start a new game there</source>
        <translation>prázdné: založit tam novou hru</translation>
    </message>
    <message>
        <source>e.g. K7M-Q2X</source>
        <translation>např. K7M-Q2X</translation>
    </message>
    <message>
        <source>You fly</source>
        <translation>Vaše loď</translation>
    </message>
    <message>
        <source>Mercurial</source>
        <translation>Mercurial</translation>
    </message>
    <message>
        <source>Rubicon</source>
        <translation>Rubicon</translation>
    </message>
    <message>
        <source>Your ship is flown by</source>
        <translation>Vaši loď řídí</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vy</translation>
    </message>
    <message>
        <source>AI: %1</source>
        <extracomment>%1: the AI&apos;s kind: random, heuristic or search.</extracomment>
        <translation>AI: %1</translation>
    </message>
    <message>
        <source>Your partner chooses Join and types this computer&apos;s address and the code shown once the game starts. Plain connections are for a local network you trust.</source>
        <translation>Partner zvolí „Připojit se“ a&#xa0;zadá adresu tohoto počítače a&#xa0;kód, který se ukáže po začátku hry. Nešifrovaná spojení jsou jen pro důvěryhodnou místní síť.</translation>
    </message>
    <message>
        <source>The partner&apos;s game sets the difficulty and rules; you take the free ship.</source>
        <translation>Obtížnost a&#xa0;pravidla určuje partnerova hra; vy dostanete volnou loď.</translation>
    </message>
    <message>
        <source>A new game there gets a code for your partner; with a code you take its free ship.</source>
        <translation>Nová hra na serveru dostane kód pro partnera; s&#xa0;kódem dostanete volnou loď té hry.</translation>
    </message>
    <message>
        <source>Go on hosting game %1 (your partner&apos;s app comes back to it)</source>
        <extracomment>%1: the hosted game&apos;s join code, e.g. &quot;K7M-Q2X&quot;.</extracomment>
        <translation>Dál hostovat hru %1 (aplikace partnera se k&#xa0;ní vrátí)</translation>
    </message>
</context>
<context>
    <name>NetworkPlay</name>
    <message>
        <source>Cannot host this game: check the port (0 to 65535), the ship and the difficulty.</source>
        <translation>Tuto hru nelze hostit: zkontrolujte port (0 až 65535), loď a&#xa0;obtížnost.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an address: type what your partner&apos;s screen shows, e.g. 192.168.1.5:8765.</source>
        <extracomment>%1: what the player typed (192.168.1.5).</extracomment>
        <translation>„%1“ není adresa: zadejte, co ukazuje partnerova obrazovka, např. 192.168.1.5:8765.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a server address: it looks like ws://HOST:PORT or wss://HOST:PORT.</source>
        <extracomment>%1: what the player typed (ws:/example).</extracomment>
        <translation>„%1“ není adresa serveru: vypadá jako ws://HOST:PORT nebo wss://HOST:PORT.</translation>
    </message>
    <message>
        <source>Cannot start this game: check the ship and the difficulty.</source>
        <translation>Tuto hru nelze začít: zkontrolujte loď a&#xa0;obtížnost.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a join code: a code has six letters and digits, as your partner&apos;s screen shows it (e.g. K7M-Q2X).</source>
        <extracomment>%1: what the player typed (K7M-Q2).</extracomment>
        <translation>„%1“ není kód hry: kód má šest písmen a&#xa0;číslic, jak ho ukazuje partnerova obrazovka (např. K7M-Q2X).</translation>
    </message>
    <message>
        <source>Network game %1</source>
        <extracomment>%1: the six-character join code (K7M-Q2X).</extracomment>
        <translation>Síťová hra %1</translation>
    </message>
    <message>
        <source>There is no game with the code %1 at %2: check the code your partner&apos;s screen shows.</source>
        <extracomment>%1: the join code typed (K7M-Q2X); %2: the server&apos;s address (192.168.1.5:8765).</extracomment>
        <translation>Na %2 není žádná hra s&#xa0;kódem %1: zkontrolujte kód na partnerově obrazovce.</translation>
    </message>
    <message>
        <source>Both seats of game %1 are taken.</source>
        <extracomment>%1: the join code (K7M-Q2X).</extracomment>
        <translation>Obě místa ve hře %1 jsou obsazená.</translation>
    </message>
    <message>
        <source>Too many wrong codes from this computer: wait a minute, then try again.</source>
        <translation>Z&#xa0;tohoto počítače přišlo příliš mnoho špatných kódů: počkejte minutu a&#xa0;zkuste to znovu.</translation>
    </message>
    <message>
        <source>Your partner moved first; the board now shows their move.</source>
        <translation>Partner táhl dřív; deska teď ukazuje jeho tah.</translation>
    </message>
    <message>
        <source>The server refused: %1</source>
        <extracomment>%1: the server&apos;s reason, a sentence.</extracomment>
        <translation>Server odmítl: %1</translation>
    </message>
    <message>
        <source>The server cannot be reached any more: the game goes on at this computer (hot-seat).</source>
        <translation>Server už není dosažitelný: hra pokračuje na tomto počítači (střídání u&#xa0;jednoho počítače).</translation>
    </message>
    <message>
        <source>Cannot connect to %1: %2</source>
        <extracomment>%1: the server&apos;s address (192.168.1.5:8765); %2: the reason from the system (&quot;Connection refused&quot;).</extracomment>
        <translation>Nelze se připojit k&#xa0;%1: %2</translation>
    </message>
    <message>
        <source>%1 points at %2</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: what it points at: a planet&apos;s name (PLUS) or a card (&quot;H&quot;).</extracomment>
        <translation>%1 ukazuje: %2</translation>
    </message>
    <message>
        <source>The network game has not started yet.</source>
        <translation>Síťová hra ještě nezačala.</translation>
    </message>
    <message>
        <source>It is %1&apos;s move: your partner makes it on their computer.</source>
        <extracomment>%1: a ship&apos;s name (Rubicon).</extracomment>
        <translation>Na tahu je %1: partner táhne na svém počítači.</translation>
    </message>
    <message>
        <source>Not connected now: make the move again when the connection is back.</source>
        <translation>Teď není spojení: zahrajte tah znovu, až se spojení obnoví.</translation>
    </message>
    <message>
        <source>Only a player connected to a network game can point at things for a partner.</source>
        <translation>Jen hráč připojený k&#xa0;síťové hře může partnerovi něco ukázat.</translation>
    </message>
    <message>
        <source>The game goes on at this computer: take turns at it (hot-seat).</source>
        <translation>Hra pokračuje na tomto počítači: hrajte své tahy střídavě u&#xa0;něj.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <extracomment>%1: the server&apos;s address (192.168.1.5:8765).</extracomment>
        <translation>Připojování k&#xa0;%1…</translation>
    </message>
    <message>
        <source>You fly %1. Waiting for your partner: they join with the code %2.</source>
        <extracomment>%1: your ship&apos;s name (Mercurial); %2: the join code (K7M-Q2X).</extracomment>
        <translation>Vaše loď: %1. Čeká se na partnera: připojí se s&#xa0;kódem %2.</translation>
    </message>
    <message>
        <source>You fly %1; %2 is connected, played by the %3 AI.</source>
        <extracomment>%1: your ship&apos;s name (Mercurial); %2: the partner&apos;s ship (Rubicon); %3: the AI&apos;s kind: random, heuristic or search.</extracomment>
        <translation>Vaše loď: %1; %2 je připojen a&#xa0;řídí ho AI (%3).</translation>
    </message>
    <message>
        <source>You fly %1; %2 is connected.</source>
        <extracomment>%1: your ship&apos;s name (Mercurial); %2: the partner&apos;s ship (Rubicon).</extracomment>
        <translation>Vaše loď: %1; %2 je připojen.</translation>
    </message>
    <message>
        <source>%1 lost the connection: waiting for %1 to come back.</source>
        <extracomment>%1: the partner&apos;s ship (Rubicon), twice.</extracomment>
        <translation>%1 ztratil spojení: čeká se, až se %1 vrátí.</translation>
    </message>
    <message>
        <source>The connection is lost: reconnecting (attempt %1 of %2)…</source>
        <extracomment>%1: this attempt&apos;s number (2); %2: the most attempts (5).</extracomment>
        <translation>Spojení se ztratilo: znovu se připojuje (pokus %1 z&#xa0;%2)…</translation>
    </message>
    <message>
        <source>The game on screen is not the network game: choose Play on here to leave the network game first.</source>
        <translation>Hra na obrazovce není síťová hra: nejdřív zvolte „Hrát dál tady“ a&#xa0;opusťte síťovou hru.</translation>
    </message>
    <message>
        <source>There is no hosted game to go on with.</source>
        <translation>Není žádná hostovaná hra, ve které by šlo pokračovat.</translation>
    </message>
</context>
<context>
    <name>NetworkStrip</name>
    <message>
        <source>Code: %1</source>
        <extracomment>%1: the six-character join code (K7M-Q2X).</extracomment>
        <translation>Kód: %1</translation>
    </message>
    <message>
        <source>Your partner joins at %1</source>
        <extracomment>%1: this computer&apos;s addresses (&quot;192.168.1.5:8765, 10.0.0.2:8765&quot;).</extracomment>
        <translation>Partner se připojí na %1</translation>
    </message>
    <message>
        <source>Point at…</source>
        <translation>Ukázat…</translation>
    </message>
    <message>
        <source>Show your partner a planet or a card (M); or right-click a planet on the map</source>
        <translation>Ukažte partnerovi planetu nebo kartu (M); nebo klikněte na planetu na mapě pravým tlačítkem</translation>
    </message>
    <message>
        <source>Play on here</source>
        <translation>Hrát dál tady</translation>
    </message>
    <message>
        <source>Leave the network game and go on at this computer, taking turns (hot-seat)</source>
        <translation>Opustit síťovou hru a&#xa0;hrát dál na tomto počítači, střídavě</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>A button (a verb): start the new game.</extracomment>
        <translation>Začít</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Difficulty (starting detection rate)</source>
        <translation>Obtížnost (startovní riziko odhalení)</translation>
    </message>
    <message>
        <source>Easy (1)</source>
        <translation>Snadná (1)</translation>
    </message>
    <message>
        <source>Normal (2)</source>
        <translation>Normální (2)</translation>
    </message>
    <message>
        <source>Hard (3)</source>
        <translation>Těžká (3)</translation>
    </message>
    <message>
        <source>Seed (blank: a new one)</source>
        <translation>Semínko náhody (prázdné: nové)</translation>
    </message>
    <message>
        <source>e.g. 42</source>
        <translation>např. 42</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>Board rules: the printed board decides (quantum notes explain the differences)</source>
        <translation>Pravidla herní desky: rozhoduje vytištěná deska (kvantové poznámky vysvětlují rozdíly)</translation>
    </message>
    <message>
        <source>Quantum rules: unprinted quantum moves happen; detection measures the ships</source>
        <translation>Kvantová pravidla: probíhají i&#xa0;nevytištěné kvantové přesuny; odhalení lodě měří</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Člověk</translation>
    </message>
    <message>
        <source>AI: %1</source>
        <extracomment>%1: the AI&apos;s kind: random, heuristic or search.</extracomment>
        <translation>AI: %1</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Mercurial</source>
        <translation>Mercurial</translation>
    </message>
    <message>
        <source>Rubicon</source>
        <translation>Rubicon</translation>
    </message>
    <message>
        <source>AI thinking time</source>
        <translation>Čas na rozmyšlenou pro AI</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <extracomment>%1: a time in milliseconds (500).</extracomment>
        <translation>%1&#xa0;ms</translation>
    </message>
    <message>
        <source>Per move, for AIs that search; the others answer at once</source>
        <translation>Na tah, pro AI, které prohledávají; ostatní odpoví hned</translation>
    </message>
    <message>
        <source>Who plays Mercurial</source>
        <translation>Kdo hraje za Mercurial</translation>
    </message>
    <message>
        <source>Who plays Rubicon</source>
        <translation>Kdo hraje za Rubicon</translation>
    </message>
    <message>
        <source>AI thinking time in milliseconds</source>
        <translation>Čas přemýšlení AI v&#xa0;milisekundách</translation>
    </message>
    <message>
        <source>As the hint</source>
        <extracomment>The AI thinking time 0: a searching AI thinks as the hint does (at most about 300 ms).</extracomment>
        <translation>Jako nápověda</translation>
    </message>
    <message>
        <source>Teach a class…</source>
        <translation>Učit třídu…</translation>
    </message>
    <message>
        <source>A class in the students&apos; browsers</source>
        <translation>Třída v&#xa0;prohlížečích žáků</translation>
    </message>
</context>
<context>
    <name>PilesView</name>
    <message>
        <source>Engine stack</source>
        <translation>Balíček akčních karet</translation>
    </message>
    <message>
        <source>Engine discard</source>
        <translation>Použité akční karty</translation>
    </message>
    <message>
        <source>Event deck</source>
        <translation>Balíček událostí</translation>
    </message>
    <message>
        <source>Event discard</source>
        <translation>Použité události</translation>
    </message>
    <message>
        <source>Components</source>
        <translation>Součásti</translation>
    </message>
    <message>
        <source>Last roll: %1</source>
        <extracomment>%1: the last die roll and what it was for (&quot;5 (orbital defenses)&quot;).</extracomment>
        <translation>Poslední hod: %1</translation>
    </message>
    <message>
        <source>Turn %1 · quantum rules · scripted, no seed</source>
        <extracomment>%1: the turn number. The game follows a script, so no seed deals its chance.</extracomment>
        <translation>Tah %1 · kvantová pravidla · hra podle scénáře, bez semínka</translation>
    </message>
    <message>
        <source>Turn %1 · board rules · scripted, no seed</source>
        <extracomment>%1: the turn number. The game follows a script, so no seed deals its chance.</extracomment>
        <translation>Tah %1 · pravidla herní desky · hra podle scénáře, bez semínka</translation>
    </message>
    <message>
        <source>Turn %1 · quantum rules · seed %2</source>
        <extracomment>%1: the turn number; %2: the seed (a whole number) that deals the game&apos;s chance.</extracomment>
        <translation>Tah %1 · kvantová pravidla · semínko %2</translation>
    </message>
    <message>
        <source>Turn %1 · board rules · seed %2</source>
        <extracomment>%1: the turn number; %2: the seed (a whole number) that deals the game&apos;s chance.</extracomment>
        <translation>Tah %1 · pravidla herní desky · semínko %2</translation>
    </message>
</context>
<context>
    <name>PlanetItem</name>
    <message>
        <source>%1 (%2), state %3</source>
        <extracomment>%1: a planet&apos;s name (PHI PLUS); %2: its galaxy (Entanglion); %3: its state as a ket ((|00&gt; + |11&gt;)/√2).</extracomment>
        <translation>%1 (%2), stav %3</translation>
    </message>
    <message>
        <source>Component here: %1</source>
        <extracomment>%1: a component&apos;s name (Quantum Gates).</extracomment>
        <translation>Součást zde: %1</translation>
    </message>
    <message>
        <source>Component %1, lying on %2</source>
        <extracomment>%1: a component&apos;s name (Quantum Gates); %2: the planet&apos;s name, never declined (PHI PLUS).</extracomment>
        <translation>Součást %1 leží na %2</translation>
    </message>
    <message>
        <source>Centarious</source>
        <translation>Centarius</translation>
    </message>
    <message>
        <source>Superious</source>
        <translation>Superius</translation>
    </message>
    <message>
        <source>Entanglion</source>
        <translation>Entanglion</translation>
    </message>
</context>
<context>
    <name>PreviewPanel</name>
    <message>
        <source>Gate matrix, basis |00&gt;, |01&gt;, |10&gt;, |11&gt; in |Mercurial Rubicon&gt;</source>
        <translation>Matice hradla, báze |00&gt;, |01&gt;, |10&gt;, |11&gt; v&#xa0;|Mercurial Rubicon&gt;</translation>
    </message>
</context>
<context>
    <name>QuantumNote</name>
    <message>
        <source>Hide this note (it stays in the log)</source>
        <translation>Skrýt tuto poznámku (zůstane v&#xa0;záznamu hry)</translation>
    </message>
    <message>
        <source>Hide the quantum note</source>
        <translation>Skrýt kvantovou poznámku</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Step-through of %1</source>
        <extracomment>%1: the game record&apos;s file name (game-12.json).</extracomment>
        <translation>Procházení: %1</translation>
    </message>
    <message>
        <source>Setup (Home)</source>
        <translation>Příprava (Home)</translation>
    </message>
    <message>
        <source>Step back (Left)</source>
        <translation>Krok zpět (←)</translation>
    </message>
    <message>
        <source>Step forward (Right)</source>
        <translation>Krok vpřed (→)</translation>
    </message>
    <message>
        <source>Last step (End)</source>
        <translation>Poslední krok (End)</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <extracomment>%1: the step shown (7); %2: the record&apos;s steps (40).</extracomment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Continue from here</source>
        <translation>Pokračovat odsud</translation>
    </message>
    <message>
        <source>Review</source>
        <extracomment>A button (a verb): open the review of this game (how good each decision was).</extracomment>
        <translation>Rozbor</translation>
    </message>
    <message>
        <source>What luck did, what the choices did, and what could have been done</source>
        <translation>Co udělalo štěstí, co udělala rozhodnutí a&#xa0;co šlo udělat jinak</translation>
    </message>
    <message>
        <source>Step of the game</source>
        <translation>Krok hry</translation>
    </message>
    <message numerus="yes">
        <source>%n newer move(s) arrived</source>
        <extracomment>%n: how many moves the partner made while you step through, e.g. 2.</extracomment>
        <translation>
            <numerusform>Přišel %n novější tah</numerusform>
            <numerusform>Přišly %n novější tahy</numerusform>
            <numerusform>Přišlo %n novějších tahů</numerusform>
        </translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Zpět do hry</translation>
    </message>
    <message>
        <source>Leave the step-through and show the game as it stands now</source>
        <translation>Ukončit procházení a&#xa0;ukázat hru, jak stojí teď</translation>
    </message>
    <message>
        <source>Step-through of this game</source>
        <translation>Procházení této hry</translation>
    </message>
</context>
<context>
    <name>ReplayController</name>
    <message>
        <source>Playing on from step %1.</source>
        <extracomment>%1: the step&apos;s number (12).</extracomment>
        <translation>Hra pokračuje od kroku %1.</translation>
    </message>
    <message>
        <source>Cannot replay step %1: %2</source>
        <extracomment>%1: the step&apos;s number (12); %2: the reason from the engine, a sentence.</extracomment>
        <translation>Krok %1 nelze přehrát: %2</translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <source>Resume the unfinished game?</source>
        <translation>Pokračovat v&#xa0;nedokončené hře?</translation>
    </message>
    <message>
        <source>Resume</source>
        <extracomment>A button (a verb): continue the unfinished game.</extracomment>
        <translation>Pokračovat</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
</context>
<context>
    <name>ReviewController</name>
    <message>
        <source>Cannot review this game: %1</source>
        <extracomment>%1: the reason from the engine, a sentence.</extracomment>
        <translation>Tuto hru nelze rozebrat: %1</translation>
    </message>
    <message>
        <source>Reviewing…</source>
        <translation>Rozbor…</translation>
    </message>
    <message>
        <source>Reviewing: %1 of %2 positions</source>
        <extracomment>%1: positions reviewed so far (12); %2: all positions of the game (40).</extracomment>
        <translation>Rozbor: %1 z&#xa0;%2 pozic</translation>
    </message>
    <message>
        <source>Review cancelled</source>
        <translation>Rozbor zrušen</translation>
    </message>
    <message>
        <source>Better: %1, which wins %2 against %3</source>
        <extracomment>%1: the better action (&quot;Play H for Mercurial&quot;); %2: its win chance (&quot;62,5%&quot;); %3: the win chance after the action played (&quot;48%&quot;).</extracomment>
        <translation>Lépe: %1, vyhrává %2 proti %3</translation>
    </message>
    <message>
        <source>Why: %1.</source>
        <extracomment>%1: the AI&apos;s reason in plain words (&quot;PLUS, which holds the component Quantum Gates&quot;).</extracomment>
        <translation>Proč: %1.</translation>
    </message>
    <message>
        <source>Why: with the same dice and draws to come, the team wins more often after it than after the action played.</source>
        <translation>Proč: se stejnými hody a&#xa0;líznutými kartami, které přijdou, tým po něm vyhrává častěji než po zahraném tahu.</translation>
    </message>
    <message>
        <source>Step %1, %2: %3 — %4</source>
        <extracomment>%1: the step&apos;s number (7); %2: the ship&apos;s name (Mercurial); %3: the action (&quot;Play H for Mercurial&quot;); %4: the verdict (&quot;Mistake: 12 points lost&quot;).</extracomment>
        <translation>Krok %1, %2: %3 — %4</translation>
    </message>
    <message>
        <source>Step %1: %2 — %3</source>
        <extracomment>%1: the step&apos;s number (7); %2: what chance did (&quot;The die rolled 5&quot;); %3: the verdict (&quot;Lucky (+8)&quot;).</extracomment>
        <translation>Krok %1: %2 — %3</translation>
    </message>
    <message>
        <source>Step %1: %2. That was not the best. Find a better action.</source>
        <extracomment>%1: the step&apos;s number (7); %2: the action played (&quot;Play H for Mercurial&quot;).</extracomment>
        <translation>Krok %1: %2. To nebylo nejlepší. Najděte lepší tah.</translation>
    </message>
    <message>
        <source>%1 is not as good as the best action. Try once more.</source>
        <extracomment>%1: the action picked (&quot;Play H for Mercurial&quot;).</extracomment>
        <translation>%1 není tak dobré jako nejlepší tah. Zkuste to ještě jednou.</translation>
    </message>
    <message>
        <source>The best action was %1: it wins %2, %3 wins %4.</source>
        <extracomment>%1: the best action; %2: its win chance (&quot;62,5%&quot;); %3: the action picked; %4: its win chance (&quot;48%&quot;).</extracomment>
        <translation>Nejlepší tah byl %1: vyhrává %2, %3 vyhrává %4.</translation>
    </message>
    <message>
        <source>Cannot play this what-if: %1</source>
        <extracomment>%1: the reason from the engine, a sentence.</extracomment>
        <translation>Tuto variantu nelze odehrát: %1</translation>
    </message>
    <message numerus="yes">
        <source>… %n more step(s)</source>
        <extracomment>%n: the further steps of the what-if that are not listed.</extracomment>
        <translation>
            <numerusform>… ještě %n krok</numerusform>
            <numerusform>… ještě %n kroky</numerusform>
            <numerusform>… ještě %n kroků</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In this what-if the team wins after %n more action(s).</source>
        <extracomment>%n: actions until the team wins.</extracomment>
        <translation>
            <numerusform>V&#xa0;této variantě tým vyhraje po %n dalším tahu.</numerusform>
            <numerusform>V&#xa0;této variantě tým vyhraje po %n dalších tazích.</numerusform>
            <numerusform>V&#xa0;této variantě tým vyhraje po %n dalších tazích.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In this what-if the team is detected after %n more action(s).</source>
        <extracomment>%n: actions until the team is detected.</extracomment>
        <translation>
            <numerusform>V&#xa0;této variantě jsou lodě odhaleny po %n dalším tahu.</numerusform>
            <numerusform>V&#xa0;této variantě jsou lodě odhaleny po %n dalších tazích.</numerusform>
            <numerusform>V&#xa0;této variantě jsou lodě odhaleny po %n dalších tazích.</numerusform>
        </translation>
    </message>
    <message>
        <source>This what-if did not end.</source>
        <translation>Tato varianta neskončila.</translation>
    </message>
    <message>
        <source>The real game was won.</source>
        <translation>Skutečná hra byla vyhrána.</translation>
    </message>
    <message>
        <source>The real game was lost.</source>
        <translation>Skutečná hra byla prohrána.</translation>
    </message>
    <message>
        <source>The real game is not over.</source>
        <translation>Skutečná hra ještě neskončila.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>two sentences: the what-if&apos;s end, the real game&apos;s</comment>
        <extracomment>%1: the what-if&apos;s end (&quot;In this what-if the team wins after 3 more actions.&quot;); %2: the real game&apos;s end, a sentence.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>This what-if cannot be played on the board.</source>
        <translation>Toto „co kdyby“ nejde hrát na desce.</translation>
    </message>
    <message>
        <source>Yes: %1 is the best action here (it wins %2).</source>
        <extracomment>%1: the action picked (&quot;Play H for Mercurial&quot;); %2: its win chance (&quot;62,5%&quot;).</extracomment>
        <translation>Ano: %1 je tady nejlepší tah (vyhrává %2).</translation>
    </message>
    <message>
        <source>Yes: %1 is within the estimate&apos;s noise of the best action: it wins %2 against %3, ±%4 points.</source>
        <extracomment>%1: the action picked (&quot;Play H for Mercurial&quot;); %2: its win chance (&quot;18,8%&quot;); %3: the best action&apos;s win chance (&quot;23,0%&quot;); %4: the estimate&apos;s margin, a decimal number of win-chance points (&quot;4,6&quot;).</extracomment>
        <translation>Ano: %1 je v&#xa0;mezích šumu odhadu od nejlepšího tahu: vyhrává %2 proti %3, ±%4 bodu.</translation>
    </message>
    <message>
        <source>Taken back: %1</source>
        <extracomment>A step of the review: a move taken back (Undo). %1: the move, e.g. &quot;Play H for Mercurial&quot;.</extracomment>
        <translation>Vráceno: %1</translation>
    </message>
    <message>
        <source>Why (search): %1</source>
        <extracomment>%1: the better move and why, a whole sentence from the search&apos;s own figures.</extracomment>
        <translation>Proč (prohledávání): %1</translation>
    </message>
</context>
<context>
    <name>ReviewMistakes</name>
    <message>
        <source>Flagged decisions</source>
        <translation>Označená rozhodnutí</translation>
    </message>
    <message numerus="yes">
        <source>Learn from your mistakes (%n)</source>
        <extracomment>%n: the number of mistakes to practise.</extracomment>
        <translation>
            <numerusform>Učte se z&#xa0;chyb (%n)</numerusform>
            <numerusform>Učte se z&#xa0;chyb (%n)</numerusform>
            <numerusform>Učte se z&#xa0;chyb (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>The ships&apos; state: played %1, better %2</source>
        <extracomment>%1: the state after the action played, a ket; %2: the state after the better action, a ket.</extracomment>
        <translation>Stav lodí: zahráno %1, lépe %2</translation>
    </message>
    <message>
        <source>Show on the board</source>
        <translation>Ukázat na desce</translation>
    </message>
    <message>
        <source>What if…</source>
        <translation>Co kdyby…</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>Review of this game</source>
        <translation>Rozbor této hry</translation>
    </message>
    <message>
        <source>Back to the board</source>
        <translation>Zpět na desku</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Review again</source>
        <translation>Rozebrat znovu</translation>
    </message>
    <message>
        <source>● a decision   ◆ a die or a draw   large with a ring: a flagged decision or a key moment   vertical line: the step shown</source>
        <translation>● rozhodnutí   ◆ hod kostkou nebo líznutí karty   velké s&#xa0;kroužkem: označené rozhodnutí nebo klíčový okamžik   svislá čára: zobrazený krok</translation>
    </message>
    <message>
        <source>Key moments</source>
        <translation>Klíčové okamžiky</translation>
    </message>
</context>
<context>
    <name>ReviewPractice</name>
    <message>
        <source>%1 — wins %2%</source>
        <extracomment>%1: an action (&quot;Play H for Mercurial&quot;); %2: its win chance in percent, without the sign (62,5).</extracomment>
        <translation>%1 — vyhrává %2%</translation>
    </message>
    <message>
        <source>(played)</source>
        <translation>(zahráno)</translation>
    </message>
    <message>
        <source>best</source>
        <extracomment>The mark after the best action of a decision in the practice list (&quot;★ best&quot;).</extracomment>
        <translation>nejlepší</translation>
    </message>
    <message>
        <source>Next mistake</source>
        <translation>Další chyba</translation>
    </message>
    <message>
        <source>Done</source>
        <extracomment>A button on the last mistake practised: finish practising.</extracomment>
        <translation>Hotovo</translation>
    </message>
    <message>
        <source>Stop</source>
        <extracomment>A button (a verb): stop practising the mistakes.</extracomment>
        <translation>Skončit</translation>
    </message>
    <message>
        <source>What if — not part of the real game</source>
        <translation>Co kdyby — není součástí skutečné hry</translation>
    </message>
    <message>
        <source>Back to the real game</source>
        <translation>Zpět ke skutečné hře</translation>
    </message>
    <message>
        <source>What if another action had been played? The computer team plays on.</source>
        <translation>Co kdyby se zahrál jiný tah? Dál hraje počítačový tým.</translation>
    </message>
    <message>
        <source>Same luck</source>
        <translation>Stejné štěstí</translation>
    </message>
    <message>
        <source>Fresh luck</source>
        <translation>Nové štěstí</translation>
    </message>
    <message>
        <source>Play it yourself on the board</source>
        <translation>Zahrajte si to sami na desce</translation>
    </message>
    <message>
        <source>From this position, with your own moves; the real game is kept as it is</source>
        <translation>Z&#xa0;této pozice, vlastními tahy; skutečná hra zůstane, jak je</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Rules of Entanglion</source>
        <translation>Pravidla hry Entanglion</translation>
    </message>
    <message>
        <source>A cooperative game for two: steer the ships Mercurial and Rubicon through the galaxies Centarious, Superious and Entanglion and collect the eight quantum components before the detection rate reaches X.</source>
        <translation>Kooperativní hra pro dva: proveďte lodě Mercurial a&#xa0;Rubicon galaxiemi Centarius, Superius a&#xa0;Entanglion a&#xa0;posbírejte osm součástí kvantového počítače dřív, než riziko odhalení dosáhne X.</translation>
    </message>
    <message>
        <source>Setup</source>
        <extracomment>A heading of the Rules page: how the game is set up before the first turn.</extracomment>
        <translation>Příprava hry</translation>
    </message>
    <message>
        <source>One component lies face up on each of the eight Entanglion planets. The engine stack has PROBE at the bottom of the first stack; the event deck has Quantum Shuffle as its sixth card. The detection rate starts on the first 1, 2 or 3 of the track (easy to hard). The higher roll of the Entanglion die goes first; the Centarious die places each ship on ZERO or ONE; each player draws three engine cards, face up.</source>
        <translation>Na každé z&#xa0;osmi planet Entanglionu leží lícem nahoru jedna součást. SONDA leží na dně prvního balíčku akčních karet; Kvantová kombinatorika je šestou kartou balíčku kvantových událostí. Riziko odhalení začíná na prvním poli stupnice s&#xa0;hodnotou 1, 2 nebo 3 (od snadné po těžkou hru). Začíná hráč s&#xa0;vyšším hodem Entanglion kostkou; Centarius kostka umístí každou loď na NULA nebo JEDNA; každý hráč si lízne tři akční karty lícem nahoru.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Váš tah</translation>
    </message>
    <message>
        <source>Exactly one action, no passing: &lt;b&gt;Navigate&lt;/b&gt; (play an engine card for your own ship into engine control and draw a replacement), &lt;b&gt;Exchange&lt;/b&gt; (discard an engine card and draw another), &lt;b&gt;Retrieve&lt;/b&gt; (roll for the component on the planet your ships orbit) or &lt;b&gt;Event&lt;/b&gt; (play an event card you hold). Outside Entanglion the ships move on their own; inside it they always move together. When all six engine control boxes are full, a quantum event happens at the end of the turn.</source>
        <translation>Právě jedna akce, tah nelze vynechat: &lt;b&gt;Přesun&lt;/b&gt; (zahrajte akční kartu pro svou loď do řízení motorů a&#xa0;lízněte si novou), &lt;b&gt;Výměna&lt;/b&gt; (odhoďte akční kartu a&#xa0;lízněte si jinou), &lt;b&gt;Extrakce&lt;/b&gt; (hod o&#xa0;součást na planetě, kterou lodě obíhají) nebo &lt;b&gt;Událost&lt;/b&gt; (zahrajte kartu kvantové události z&#xa0;ruky). Mimo Entanglion se lodě pohybují samostatně, uvnitř vždy společně. Jakmile je všech šest polí řízení motorů plných, na konci tahu nastane kvantová událost.</translation>
    </message>
    <message>
        <source>Defenses</source>
        <extracomment>A heading of the Rules page: the planets&apos; orbital and ground defenses (the rulebook&apos;s term).</extracomment>
        <translation>Obrana</translation>
    </message>
    <message>
        <source>&lt;b&gt;Orbital defenses&lt;/b&gt;: arriving at a new Entanglion planet, roll the Entanglion die. A result above the detection rate evades them; otherwise roll the Centarious die, both ships jump to that planet, the detection rate rises by one and a quantum event follows.</source>
        <translation>&lt;b&gt;Orbitální obrana&lt;/b&gt;: po příletu na novou planetu Entanglionu hoďte Entanglion kostkou. Při hodu vyšším, než je riziko odhalení, se obraně vyhnete; jinak hoďte Centarius kostkou, obě lodě skočí na danou planetu, riziko odhalení se zvýší o&#xa0;jednu pozici a&#xa0;následuje kvantová událost.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ground defenses&lt;/b&gt;: a retrieval rolls the Entanglion die; above the detection rate the component goes onto your ship, otherwise the detection rate rises by one and the ships stay in orbit. &lt;b&gt;PROBE&lt;/b&gt;: whoever draws it rolls; below 4 raises the detection rate by one.</source>
        <translation>&lt;b&gt;Pozemní obrana&lt;/b&gt;: při extrakci se hází Entanglion kostkou; při hodu vyšším než riziko odhalení získáte součást na svou loď, jinak se riziko odhalení zvýší o&#xa0;jednu pozici a&#xa0;lodě zůstanou na orbitě. &lt;b&gt;SONDA&lt;/b&gt;: kdo ji lízne, hází kostkou; méně než 4 zvýší riziko odhalení o&#xa0;jednu pozici.</translation>
    </message>
    <message>
        <source>Quantum events</source>
        <translation>Kvantové události</translation>
    </message>
    <message>
        <source>A quantum event draws the top event card and clears engine control into the discard pile. Bennett, Heisenberg, Quantum Tunnel and The Mechanic are kept until played; the others act when drawn.</source>
        <translation>Při kvantové události si líznete horní kartu události a&#xa0;karty z&#xa0;řízení motorů odložíte na hromádku použitých karet. Bennett, Heisenberg, Tunelový jev a&#xa0;Mechanik se drží v&#xa0;ruce až do zahrání; ostatní působí ihned po líznutí.</translation>
    </message>
    <message>
        <source>Engine cards</source>
        <translation>Akční karty</translation>
    </message>
    <message>
        <source>Quantum components</source>
        <translation>Součásti kvantového počítače</translation>
    </message>
    <message>
        <source>Each component helps or hinders only the ship that holds it.</source>
        <translation>Každá součást pomáhá nebo škodí jen lodi, která ji má.</translation>
    </message>
    <message>
        <source>Errata</source>
        <translation>Errata</translation>
    </message>
    <message>
        <source>Spooky Action counts planets like Heisenberg, clockwise from OMEGA ZERO. A PROBE drawn during The Mechanic is resolved at once and replaced. On PHI and PSI planets a CNOT sends the ship it was played for to Centarious and the other ship to Superious. The Mechanic plays zero, one or two cards and discards the rest.</source>
        <translation>Strašidelné působení počítá planety jako Heisenberg, po směru hodinových ručiček od OMEGA NULA. SONDA líznutá během působení Mechanika se vyhodnotí hned a&#xa0;nahradí se. Na planetách PHI a&#xa0;PSI pošle CNOT loď, pro kterou byla zahrána, do Centaria a&#xa0;druhou loď do Superia. Mechanik zahraje žádnou, jednu nebo dvě karty a&#xa0;zbytek odhodí.</translation>
    </message>
    <message>
        <source>Our interpretations</source>
        <translation>Naše výklady pravidel</translation>
    </message>
    <message>
        <source>Quantum Shuffle leaves held event cards in their hands. Spooky Action counts only planets without a component. Quantum Error Correction and Control Infrastructure change only rolls compared with the detection rate. Magnetic Shielding offers its second roll on every Entanglion die roll. Physical Qubits may also roll the Centarious die. A ship that loses Dilution Refrigerator draws back up to three cards. Bennett needs a component on a ship. Qubit Interconnect swaps once per turn, before the action.</source>
        <translation>Kvantová kombinatorika nechává držené karty událostí v&#xa0;rukou. Strašidelné působení počítá jen planety bez součásti. Kvantová korekce chyb a&#xa0;Řídicí infrastruktura mění jen hody porovnávané s&#xa0;rizikem odhalení. Magnetické stínění nabízí druhý hod při každém hodu Entanglion kostkou. S&#xa0;Fyzickými qubity lze také hodit Centarius kostkou. Loď, která ztratí Rozpouštěcí chladničku, si dolízne zpět do tří karet. Bennett vyžaduje součást na některé lodi. Propojení qubitů umožní jedno prohození karet za tah, před akcí.</translation>
    </message>
    <message>
        <source>Quantum Tunnel is played only by the current player, against the orbital check of their move or the ground defenses of their retrieval, never against PROBE. The replacement card is drawn before the orbital check.</source>
        <translation>Tunelový jev hraje jen hráč na tahu, proti orbitální obraně po svém přesunu nebo proti pozemní obraně při své extrakci, nikdy proti SONDĚ. Náhradní karta se lízne před hodem proti orbitální obraně.</translation>
    </message>
    <message>
        <source>Teacher&apos;s guide: class plans, worksheets, figures…</source>
        <translation>Příručka pro učitele: plány hodin, pracovní listy, obrázky…</translation>
    </message>
    <message>
        <source>Opens the installed guide for teachers: a Bell-demo lesson, a class that plays in pairs, and an inquiry with the board verifier</source>
        <translation>Otevře nainstalovanou příručku pro učitele: hodinu s&#xa0;Bellovou ukázkou, hodinu s&#xa0;hrou ve dvojicích a&#xa0;badatelskou aktivitu s&#xa0;ověřovačem herní desky</translation>
    </message>
    <message>
        <source>Keys (also on its own page: ?)</source>
        <translation>Klávesy (také na vlastní stránce: ?)</translation>
    </message>
</context>
<context>
    <name>SceneText</name>
    <message>
        <source>Centarious</source>
        <translation>Centarius</translation>
    </message>
    <message>
        <source>Superious</source>
        <translation>Superius</translation>
    </message>
    <message>
        <source>Entanglion</source>
        <translation>Entanglion</translation>
    </message>
    <message>
        <source>%1 to %2 for either ship</source>
        <extracomment>%1: the cards printed on the path (&quot;X or CNOT&quot;); %2: the planet it leads to (ONE).</extracomment>
        <translation>%1 na %2 pro kteroukoli loď</translation>
    </message>
    <message>
        <source>%1 to %2 for Mercurial</source>
        <extracomment>%1: the cards printed on the path (&quot;H&quot;); %2: the planet it leads to (PLUS).</extracomment>
        <translation>%1 na %2 pro Mercurial</translation>
    </message>
    <message>
        <source>%1 to %2 for Rubicon</source>
        <extracomment>%1: the cards printed on the path (&quot;H&quot;); %2: the planet it leads to (PLUS).</extracomment>
        <translation>%1 na %2 pro Rubicon</translation>
    </message>
    <message>
        <source>CNOT into %1 while the other ship is on %2</source>
        <extracomment>%1: the planet in Entanglion (PHI PLUS); %2: the other ship&apos;s planet (PLUS).</extracomment>
        <translation>CNOT na %1, když je druhá loď na %2</translation>
    </message>
    <message>
        <source>CNOT out to %1 and %2</source>
        <extracomment>%1, %2: the two planets the ships leave to (ZERO, PLUS).</extracomment>
        <translation>CNOT ven na %1 a&#xa0;%2</translation>
    </message>
    <message>
        <source>No printed paths.</source>
        <translation>Žádné vytištěné cesty.</translation>
    </message>
    <message>
        <source>Paths: %1.</source>
        <extracomment>%1: the list of paths (&quot;H to PLUS for either ship, X to ONE for Mercurial&quot;).</extracomment>
        <translation>Cesty: %1.</translation>
    </message>
    <message>
        <source>%1, %2 galaxy, state %3.</source>
        <extracomment>%1: a planet&apos;s name (PLUS); %2: its galaxy (Superious); %3: its state in words.</extracomment>
        <translation>%1, galaxie %2, stav %3.</translation>
    </message>
    <message>
        <source>Component here: %1.</source>
        <extracomment>%1: a component&apos;s name (Quantum Gates).</extracomment>
        <translation>Součást zde: %1.</translation>
    </message>
    <message>
        <source>Both ships are here.</source>
        <translation>Obě lodě jsou zde.</translation>
    </message>
    <message>
        <source>Mercurial is here.</source>
        <translation>Mercurial je zde.</translation>
    </message>
    <message>
        <source>Rubicon is here.</source>
        <translation>Rubicon je zde.</translation>
    </message>
    <message>
        <source>Both ships are on %1.</source>
        <extracomment>%1: a planet&apos;s name (ZERO).</extracomment>
        <translation>Obě lodě jsou na %1.</translation>
    </message>
    <message>
        <source>Mercurial is on %1, Rubicon on %2.</source>
        <extracomment>%1: Mercurial&apos;s planet (ZERO); %2: Rubicon&apos;s planet (ONE).</extracomment>
        <translation>Mercurial je na %1, Rubicon na %2.</translation>
    </message>
    <message>
        <source>%1 on Mercurial&apos;s line</source>
        <extracomment>%1: an engine card (H).</extracomment>
        <translation>%1 na lince lodi Mercurial</translation>
    </message>
    <message>
        <source>%1 on Rubicon&apos;s line</source>
        <extracomment>%1: an engine card (H).</extracomment>
        <translation>%1 na lince lodi Rubicon</translation>
    </message>
    <message numerus="yes">
        <source>Engine control: %n of 6 boxes filled.</source>
        <extracomment>%n: the boxes filled (0-6).</extracomment>
        <translation>
            <numerusform>Řízení motorů: obsazeno %n ze 6 polí.</numerusform>
            <numerusform>Řízení motorů: obsazena %n ze 6 polí.</numerusform>
            <numerusform>Řízení motorů: obsazeno %n ze 6 polí.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 In order: %2.</source>
        <extracomment>%1: the sentence &quot;Engine control: 3 of 6 boxes filled.&quot;; %2: the cards in order (&quot;H on Mercurial&apos;s line, X on Rubicon&apos;s line&quot;).</extracomment>
        <translation>%1 Popořadě: %2.</translation>
    </message>
    <message>
        <source>Detection track: the ships are detected, at X.</source>
        <translation>Stupnice rizika odhalení: lodě jsou odhaleny, na X.</translation>
    </message>
    <message>
        <source>Detection rate %1, position %2 of %3; the game is lost at X.</source>
        <extracomment>%1: the detection rate (3); %2: the token&apos;s position (4); %3: the last position (12).</extracomment>
        <translation>Riziko odhalení %1, pozice %2 z&#xa0;%3; na X je hra prohraná.</translation>
    </message>
    <message>
        <source>%1 holds no engine cards.</source>
        <extracomment>%1: a ship&apos;s name (Mercurial).</extracomment>
        <translation>%1 nemá žádné akční karty.</translation>
    </message>
    <message>
        <source>%1 holds %2.</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: its engine cards (&quot;H and X&quot;).</extracomment>
        <translation>%1 drží: %2.</translation>
    </message>
    <message>
        <source>Event cards: %1.</source>
        <extracomment>%1: the event cards held (&quot;Bennett&quot;).</extracomment>
        <translation>Karty událostí: %1.</translation>
    </message>
    <message>
        <source>No components yet.</source>
        <translation>Zatím žádné součásti.</translation>
    </message>
    <message>
        <source>Components: %1.</source>
        <extracomment>%1: the components collected (&quot;Quantum Gates and Bennett&quot;).</extracomment>
        <translation>Součásti: %1.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <extracomment>Spoken after a move. %1: a ship&apos;s name (Rubicon).</extracomment>
        <translation>Na tahu je %1.</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>Spoken after a move. %1: what a ship must decide now (&quot;Mercurial: face the orbital defenses (a roll above 3 evades them)&quot;).</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Detection rate %L1, position %L2 of %L3.</source>
        <extracomment>Spoken after a move. %L1: the detection rate (3); %L2: the token&apos;s position (4); %L3: the last position before X (11).</extracomment>
        <translation>Riziko odhalení %L1, pozice %L2 z&#xa0;%L3.</translation>
    </message>
    <message numerus="yes">
        <source>%n of %L1 components found.</source>
        <extracomment>Spoken after a move. %n: the components the ships have found (2); %L1: how many win the game (8).</extracomment>
        <translation>
            <numerusform>Získána %n z&#xa0;%L1 součástí.</numerusform>
            <numerusform>Získány %n z&#xa0;%L1 součástí.</numerusform>
            <numerusform>Získáno %n z&#xa0;%L1 součástí.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsButton</name>
    <message>
        <source>Moves and settings</source>
        <translation>Tahy a&#xa0;nastavení</translation>
    </message>
    <message>
        <source>Take back a move, confirm each action</source>
        <translation>Vrátit tah, potvrzovat každou akci</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>Zpět (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Undo: take back your last move</source>
        <translation>Zpět: vrátí váš poslední tah</translation>
    </message>
    <message>
        <source>Confirm each action</source>
        <translation>Potvrzovat každou akci</translation>
    </message>
    <message>
        <source>Confirm each action before it is played</source>
        <translation>Potvrzovat každou akci před zahráním</translation>
    </message>
</context>
<context>
    <name>ShipBoard</name>
    <message>
        <source>Rubicon</source>
        <translation>Rubicon</translation>
    </message>
    <message>
        <source>Mercurial</source>
        <translation>Mercurial</translation>
    </message>
    <message>
        <source>▶ to act</source>
        <translation>▶ na tahu</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <extracomment>%n: the engine cards in this ship&apos;s hand.</extracomment>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n karet</numerusform>
        </translation>
    </message>
    <message>
        <source>No components yet</source>
        <translation>Zatím žádné součásti</translation>
    </message>
    <message>
        <source>Rubicon&apos;s board</source>
        <translation>Deska lodi Rubicon</translation>
    </message>
    <message>
        <source>Mercurial&apos;s board</source>
        <translation>Deska lodi Mercurial</translation>
    </message>
    <message>
        <source>Rubicon&apos;s hand</source>
        <translation>Ruka lodi Rubicon</translation>
    </message>
    <message>
        <source>Mercurial&apos;s hand</source>
        <translation>Ruka lodi Mercurial</translation>
    </message>
</context>
<context>
    <name>SpeechButton</name>
    <message>
        <source>Speech</source>
        <translation>Řeč</translation>
    </message>
    <message>
        <source>Speech: on</source>
        <translation>Řeč: zapnuta</translation>
    </message>
    <message>
        <source>Speech: off</source>
        <translation>Řeč: vypnuta</translation>
    </message>
    <message>
        <source>Read aloud what happens in the game and the lessons (Ctrl+Shift+V)</source>
        <translation>Číst nahlas, co se děje ve hře a&#xa0;v&#xa0;lekcích (Ctrl+Shift+V)</translation>
    </message>
    <message>
        <source>Speak events (Ctrl+Shift+V)</source>
        <translation>Číst události (Ctrl+Shift+V)</translation>
    </message>
    <message>
        <source>Speak slower</source>
        <translation>Mluvit pomaleji</translation>
    </message>
    <message>
        <source>Speak faster</source>
        <translation>Mluvit rychleji</translation>
    </message>
    <message>
        <source>Skip this line (Ctrl+,)</source>
        <translation>Přeskočit toto hlášení (Ctrl+,)</translation>
    </message>
    <message>
        <source>Stop speaking (Ctrl+.)</source>
        <translation>Přestat mluvit (Ctrl+.)</translation>
    </message>
    <message>
        <source>Speak the context after each move</source>
        <translation>Číst souvislosti po každém tahu</translation>
    </message>
    <message>
        <source>Say the context again (Ctrl+Shift+C)</source>
        <translation>Zopakovat souvislosti (Ctrl+Shift+C)</translation>
    </message>
</context>
<context>
    <name>StagePanel</name>
    <message>
        <source>Live state</source>
        <translation>Aktuální stav</translation>
    </message>
    <message>
        <source>Hide the panels (F10)</source>
        <translation>Skrýt panely (F10)</translation>
    </message>
    <message>
        <source>Panels (F10)</source>
        <translation>Panely (F10)</translation>
    </message>
</context>
<context>
    <name>TeachDialog</name>
    <message>
        <source>Teach a class</source>
        <translation>Učit třídu</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>This computer runs the class: the class view opens in your browser, and the students open the address below in theirs, on the same network.</source>
        <translation>Třída běží na tomto počítači: přehled třídy se otevře ve vašem prohlížeči a&#xa0;žáci otevřou ve svých adresu níže, ve stejné síti.</translation>
    </message>
    <message>
        <source>Port</source>
        <extracomment>The network port number (8765) the class server listens on.</extracomment>
        <translation>Port</translation>
    </message>
    <message>
        <source>Start teaching</source>
        <extracomment>A button (a verb): start the class server and open the class view.</extracomment>
        <translation>Začít učit</translation>
    </message>
    <message>
        <source>Open the class view</source>
        <translation>Otevřít přehled třídy</translation>
    </message>
    <message>
        <source>Stop teaching</source>
        <extracomment>A button (a verb): stop the class server, which ends the class.</extracomment>
        <translation>Přestat učit</translation>
    </message>
    <message>
        <source>Students open</source>
        <translation>Žáci otevřou</translation>
    </message>
    <message>
        <source>This computer has no network address: connect it to the students&apos; network.</source>
        <translation>Tento počítač nemá síťovou adresu: připojte ho k&#xa0;síti žáků.</translation>
    </message>
    <message>
        <source>The class view: %1. Add the class code to the students&apos; address, or they type it.</source>
        <extracomment>%1: the class view&apos;s address on this computer, e.g. http://127.0.0.1:8765/teach.</extracomment>
        <translation>Přehled třídy: %1. Připište kód třídy k&#xa0;adrese pro žáky, nebo ho žáci napíší sami.</translation>
    </message>
    <message>
        <source>The class is kept only while the app teaches it: Stop teaching, or quitting the app, ends the class. Plain connections are for a local network you trust.</source>
        <translation>Třída trvá jen tak dlouho, dokud ji aplikace učí: „Přestat učit“ nebo ukončení aplikace třídu ukončí. Nešifrovaná spojení jsou jen pro místní síť, které důvěřujete.</translation>
    </message>
</context>
<context>
    <name>WhatIfBar</name>
    <message>
        <source>Back to the review</source>
        <translation>Zpět k&#xa0;rozboru</translation>
    </message>
    <message>
        <source>What if, with fresh luck: not part of the real game. These moves are neither recorded nor autosaved.</source>
        <translation>Co kdyby, s&#xa0;novým štěstím: není součástí skutečné hry. Tyto tahy se nezaznamenávají ani automaticky neukládají.</translation>
    </message>
    <message>
        <source>What if, with the same luck still to come: not part of the real game. These moves are neither recorded nor autosaved.</source>
        <translation>Co kdyby, se stejným štěstím, jaké mělo přijít: není součástí skutečné hry. Tyto tahy se nezaznamenávají ani automaticky neukládají.</translation>
    </message>
</context>
<context>
    <name>WinGraph</name>
    <message>
        <source>100%</source>
        <translation>100 %</translation>
    </message>
    <message>
        <source>50%</source>
        <translation>50 %</translation>
    </message>
    <message>
        <source>0%</source>
        <translation>0 %</translation>
    </message>
</context>
<context>
    <name>aiText</name>
    <message>
        <source>the ships stay</source>
        <translation>lodě zůstávají</translation>
    </message>
    <message>
        <source>both ships to %1</source>
        <extracomment>%1: a planet&apos;s name (PHI PLUS).</extracomment>
        <translation>obě lodě na %1</translation>
    </message>
    <message>
        <source>Mercurial to %1, Rubicon to %2</source>
        <extracomment>%1: Mercurial&apos;s planet (ZERO); %2: Rubicon&apos;s planet (ONE).</extracomment>
        <translation>Mercurial na %1, Rubicon na %2</translation>
    </message>
    <message numerus="yes">
        <source>random choice among %n legal action(s)</source>
        <extracomment>%n: the number of legal actions.</extracomment>
        <translation>
            <numerusform>náhodná volba z&#xa0;%n povolené akce</numerusform>
            <numerusform>náhodná volba z&#xa0;%n povolených akcí</numerusform>
            <numerusform>náhodná volba z&#xa0;%n povolených akcí</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is the eighth and last component</source>
        <extracomment>%1: a component&apos;s name.</extracomment>
        <translation>%1 je osmá a&#xa0;poslední součást</translation>
    </message>
    <message>
        <source>a detection now would lose the game</source>
        <translation>odhalení by teď znamenalo prohru</translation>
    </message>
    <message>
        <source>Quantum Tunnel is kept for a check that matters more</source>
        <translation>Tunelový jev zůstává v&#xa0;ruce pro důležitější hod proti obraně</translation>
    </message>
    <message>
        <source>%1 does what is needed</source>
        <extracomment>%1: the die&apos;s value.</extracomment>
        <translation>%1 stačí</translation>
    </message>
    <message>
        <source>%1 is not enough</source>
        <extracomment>%1: the die&apos;s value.</extracomment>
        <translation>%1 nestačí</translation>
    </message>
    <message>
        <source>it is of more use on that ship</source>
        <translation>na té lodi je užitečnější</translation>
    </message>
    <message>
        <source>%1 with no orbital defenses</source>
        <extracomment>%1: where the ships go (&quot;both ships to PHI PLUS&quot; or &quot;Mercurial to ZERO, Rubicon to ONE&quot;).</extracomment>
        <translation>%1 bez orbitální obrany</translation>
    </message>
    <message>
        <source>up to two moves with no orbital defenses</source>
        <translation>až dva pohyby bez orbitální obrany</translation>
    </message>
    <message>
        <source>no component is within reach of this hand</source>
        <translation>s&#xa0;těmito kartami v&#xa0;ruce není v&#xa0;dosahu žádná součást</translation>
    </message>
    <message>
        <source>its only legal action</source>
        <translation>její jediná povolená akce</translation>
    </message>
    <message>
        <source>detection risk %1/%2</source>
        <extracomment>%1 out of %2: the chance of detection as a fraction (3/8).</extracomment>
        <translation>riziko odhalení %1/%2</translation>
    </message>
    <message>
        <source>%1, which holds the component %2</source>
        <extracomment>%1: where the ships go (&quot;both ships to PLUS&quot;). %2: a component&apos;s name.</extracomment>
        <translation>%1, kde leží součást %2</translation>
    </message>
    <message>
        <source>%1, which holds the next component</source>
        <extracomment>%1: where the ships go (&quot;both ships to PLUS&quot;).</extracomment>
        <translation>%1, kde leží další součást</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n turn(s) from the component %2</source>
        <extracomment>%1: where the ships go (&quot;both ships to PLUS&quot;). %n: turns left. %2: a component&apos;s name.</extracomment>
        <translation>
            <numerusform>%1, %n tah od součásti %2</numerusform>
            <numerusform>%1, %n tahy od součásti %2</numerusform>
            <numerusform>%1, %n tahů od součásti %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n turn(s) from the next component</source>
        <extracomment>%1: where the ships go (&quot;both ships to PLUS&quot;). %n: turns left.</extracomment>
        <translation>
            <numerusform>%1, %n tah od další součásti</numerusform>
            <numerusform>%1, %n tahy od další součásti</numerusform>
            <numerusform>%1, %n tahů od další součásti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no card in hand shortens the way to the component %1 (%n turn(s))</source>
        <extracomment>%1: a component&apos;s name. %n: turns the way takes.</extracomment>
        <translation>
            <numerusform>žádná karta v&#xa0;ruce nezkrátí cestu k&#xa0;součásti %1 (%n tah)</numerusform>
            <numerusform>žádná karta v&#xa0;ruce nezkrátí cestu k&#xa0;součásti %1 (%n tahy)</numerusform>
            <numerusform>žádná karta v&#xa0;ruce nezkrátí cestu k&#xa0;součásti %1 (%n tahů)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no card in hand shortens the way to the next component (%n turn(s))</source>
        <extracomment>%n: turns the way takes.</extracomment>
        <translation>
            <numerusform>žádná karta v&#xa0;ruce nezkrátí cestu k&#xa0;další součásti (%n tah)</numerusform>
            <numerusform>žádná karta v&#xa0;ruce nezkrátí cestu k&#xa0;další součásti (%n tahy)</numerusform>
            <numerusform>žádná karta v&#xa0;ruce nezkrátí cestu k&#xa0;další součásti (%n tahů)</numerusform>
        </translation>
    </message>
    <message>
        <source>takes the next component</source>
        <translation>získá další součást</translation>
    </message>
    <message>
        <source>takes the component %1 from %2</source>
        <extracomment>%1: a component&apos;s name. %2: a planet&apos;s name.</extracomment>
        <translation>získá součást %1 z&#xa0;planety %2</translation>
    </message>
    <message>
        <source>takes the component %1</source>
        <extracomment>%1: a component&apos;s name.</extracomment>
        <translation>získá součást %1</translation>
    </message>
    <message>
        <source>the next component is the eighth and last</source>
        <translation>další součást je osmá a&#xa0;poslední</translation>
    </message>
    <message numerus="yes">
        <source>the nearest to the component %1 (%n turn(s))</source>
        <extracomment>%1: a component&apos;s name. %n: turns the way takes.</extracomment>
        <translation>
            <numerusform>nejblíž k&#xa0;součásti %1 (%n tah)</numerusform>
            <numerusform>nejblíž k&#xa0;součásti %1 (%n tahy)</numerusform>
            <numerusform>nejblíž k&#xa0;součásti %1 (%n tahů)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the nearest to the next component (%n turn(s))</source>
        <extracomment>%n: turns the way takes.</extracomment>
        <translation>
            <numerusform>nejblíž k&#xa0;další součásti (%n tah)</numerusform>
            <numerusform>nejblíž k&#xa0;další součásti (%n tahy)</numerusform>
            <numerusform>nejblíž k&#xa0;další součásti (%n tahů)</numerusform>
        </translation>
    </message>
    <message>
        <source>the better card for the way to the component %1</source>
        <extracomment>%1: a component&apos;s name.</extracomment>
        <translation>lepší karta pro cestu k&#xa0;součásti %1</translation>
    </message>
    <message>
        <source>the better card for the way to the next component</source>
        <translation>lepší karta pro cestu k&#xa0;další součásti</translation>
    </message>
    <message>
        <source>the least useful card for the way to the component %1</source>
        <extracomment>%1: a component&apos;s name.</extracomment>
        <translation>nejméně užitečná karta pro cestu k&#xa0;součásti %1</translation>
    </message>
    <message>
        <source>the least useful card for the way to the next component</source>
        <translation>nejméně užitečná karta pro cestu k&#xa0;další součásti</translation>
    </message>
    <message>
        <source>no drawn card shortens the way to the component %1</source>
        <extracomment>%1: a component&apos;s name.</extracomment>
        <translation>žádná líznutá karta nezkrátí cestu k&#xa0;součásti %1</translation>
    </message>
    <message>
        <source>no drawn card shortens the way to the next component</source>
        <translation>žádná líznutá karta nezkrátí cestu k&#xa0;další součásti</translation>
    </message>
    <message numerus="yes">
        <source>%n of the 8 die faces land(s) on a planet holding a component</source>
        <extracomment>%n: die faces (0 to 8).</extracomment>
        <translation>
            <numerusform>%n z&#xa0;8 stěn kostky vede na planetu se součástí</numerusform>
            <numerusform>%n z&#xa0;8 stěn kostky vedou na planetu se součástí</numerusform>
            <numerusform>%n z&#xa0;8 stěn kostky vede na planetu se součástí</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>then %n turn(s) from the component %1</source>
        <extracomment>%1: a component&apos;s name. %n: turns left after the swap.</extracomment>
        <translation>
            <numerusform>potom %n tah od součásti %1</numerusform>
            <numerusform>potom %n tahy od součásti %1</numerusform>
            <numerusform>potom %n tahů od součásti %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>then %n turn(s) from the next component</source>
        <extracomment>%n: turns left after the swap.</extracomment>
        <translation>
            <numerusform>potom %n tah od další součásti</numerusform>
            <numerusform>potom %n tahy od další součásti</numerusform>
            <numerusform>potom %n tahů od další součásti</numerusform>
        </translation>
    </message>
    <message>
        <source>in the games it tried out from here, this move won most often</source>
        <translation>ve zkušebních hrách odehraných odsud tento tah vyhrával nejčastěji</translation>
    </message>
    <message numerus="yes">
        <source>won %1 of the %2 trial games played out after this move; %n move(s) were possible</source>
        <extracomment>%1: trial games won (95); %2: trial games played (6586); %n: the moves that were possible.</extracomment>
        <translation>
            <numerusform>vyhrál %1 z&#xa0;%2 zkušebních her odehraných po tomto tahu; možný byl %n tah</numerusform>
            <numerusform>vyhrál %1 z&#xa0;%2 zkušebních her odehraných po tomto tahu; možné byly %n tahy</numerusform>
            <numerusform>vyhrál %1 z&#xa0;%2 zkušebních her odehraných po tomto tahu; možných bylo %n tahů</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the only legal move.</source>
        <extracomment>The AI&apos;s reason when nothing was to weigh. %1: the move (&quot;Play H for Mercurial&quot;).</extracomment>
        <translation>%1: jediný povolený tah.</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>A percentage: %1 is the number (56) in the UI language; write &quot;%1 %&quot; with a no-break space where the language spaces it.</extracomment>
        <translation>%1 %</translation>
    </message>
    <message numerus="yes">
        <source>%1: both ships reach %2, where the component %3 is; the team won %4 of %Ln future(s) played out after it (next best, %5: %6).</source>
        <extracomment>The search&apos;s reason. %1: the move; %2: a planet; %3: a component&apos;s name; %4: futures won (7); %Ln: futures played out after the move (10); %5: the next best move; %6: its share of futures won (&quot;56%&quot;).</extracomment>
        <translation>
            <numerusform>%1: obě lodě doletí na %2, kde leží součást %3; tým po něm vyhrál %4 z&#xa0;%Ln odehrané budoucnosti (další nejlepší, %5: %6).</numerusform>
            <numerusform>%1: obě lodě doletí na %2, kde leží součást %3; tým po něm vyhrál %4 z&#xa0;%Ln odehraných budoucností (další nejlepší, %5: %6).</numerusform>
            <numerusform>%1: obě lodě doletí na %2, kde leží součást %3; tým po něm vyhrál %4 z&#xa0;%Ln odehraných budoucností (další nejlepší, %5: %6).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: both ships reach %2, where the last component, %3, is; the team won %4 of %Ln future(s) played out after it (next best, %5: %6).</source>
        <extracomment>The search&apos;s reason. %1: the move; %2: a planet; %3: a component&apos;s name; %4: futures won (7); %Ln: futures played out after the move (10); %5: the next best move; %6: its share of futures won (&quot;56%&quot;).</extracomment>
        <translation>
            <numerusform>%1: obě lodě doletí na %2, kde leží poslední součást, %3; tým po něm vyhrál %4 z&#xa0;%Ln odehrané budoucnosti (další nejlepší, %5: %6).</numerusform>
            <numerusform>%1: obě lodě doletí na %2, kde leží poslední součást, %3; tým po něm vyhrál %4 z&#xa0;%Ln odehraných budoucností (další nejlepší, %5: %6).</numerusform>
            <numerusform>%1: obě lodě doletí na %2, kde leží poslední součást, %3; tým po něm vyhrál %4 z&#xa0;%Ln odehraných budoucností (další nejlepší, %5: %6).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: both ships go to %2; the team won %3 of %Ln future(s) played out after it (next best, %4: %5).</source>
        <extracomment>The search&apos;s reason. %1: the move; %2: a planet; %3: futures won (7); %Ln: futures played out after the move (10); %4: the next best move; %5: its share of futures won (&quot;56%&quot;).</extracomment>
        <translation>
            <numerusform>%1: obě lodě letí na %2; tým po něm vyhrál %3 z&#xa0;%Ln odehrané budoucnosti (další nejlepší, %4: %5).</numerusform>
            <numerusform>%1: obě lodě letí na %2; tým po něm vyhrál %3 z&#xa0;%Ln odehraných budoucností (další nejlepší, %4: %5).</numerusform>
            <numerusform>%1: obě lodě letí na %2; tým po něm vyhrál %3 z&#xa0;%Ln odehraných budoucností (další nejlepší, %4: %5).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: Mercurial goes to %2 and Rubicon to %3; the team won %4 of %Ln future(s) played out after it (next best, %5: %6).</source>
        <extracomment>The search&apos;s reason. %1: the move; %2: Mercurial&apos;s planet; %3: Rubicon&apos;s planet; %4: futures won (7); %Ln: futures played out after the move (10); %5: the next best move; %6: its share of futures won.</extracomment>
        <translation>
            <numerusform>%1: Mercurial letí na %2 a&#xa0;Rubicon na %3; tým po něm vyhrál %4 z&#xa0;%Ln odehrané budoucnosti (další nejlepší, %5: %6).</numerusform>
            <numerusform>%1: Mercurial letí na %2 a&#xa0;Rubicon na %3; tým po něm vyhrál %4 z&#xa0;%Ln odehraných budoucností (další nejlepší, %5: %6).</numerusform>
            <numerusform>%1: Mercurial letí na %2 a&#xa0;Rubicon na %3; tým po něm vyhrál %4 z&#xa0;%Ln odehraných budoucností (další nejlepší, %5: %6).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the ships retrieve the component %2 at %3; the team won %4 of %Ln future(s) played out after it (next best, %5: %6).</source>
        <extracomment>The search&apos;s reason. %1: the move; %2: a component&apos;s name; %3: a planet; %4: futures won (7); %Ln: futures played out after the move (10); %5: the next best move; %6: its share of futures won.</extracomment>
        <translation>
            <numerusform>%1: lodě získají součást %2 na %3; tým po něm vyhrál %4 z&#xa0;%Ln odehrané budoucnosti (další nejlepší, %5: %6).</numerusform>
            <numerusform>%1: lodě získají součást %2 na %3; tým po něm vyhrál %4 z&#xa0;%Ln odehraných budoucností (další nejlepší, %5: %6).</numerusform>
            <numerusform>%1: lodě získají součást %2 na %3; tým po něm vyhrál %4 z&#xa0;%Ln odehraných budoucností (další nejlepší, %5: %6).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the ships retrieve the last component, %2, at %3; the team won %4 of %Ln future(s) played out after it (next best, %5: %6).</source>
        <extracomment>The search&apos;s reason. %1: the move; %2: a component&apos;s name; %3: a planet; %4: futures won (7); %Ln: futures played out after the move (10); %5: the next best move; %6: its share of futures won.</extracomment>
        <translation>
            <numerusform>%1: lodě získají poslední součást, %2, na %3; tým po něm vyhrál %4 z&#xa0;%Ln odehrané budoucnosti (další nejlepší, %5: %6).</numerusform>
            <numerusform>%1: lodě získají poslední součást, %2, na %3; tým po něm vyhrál %4 z&#xa0;%Ln odehraných budoucností (další nejlepší, %5: %6).</numerusform>
            <numerusform>%1: lodě získají poslední součást, %2, na %3; tým po něm vyhrál %4 z&#xa0;%Ln odehraných budoucností (další nejlepší, %5: %6).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: of the moves tried, its futures went best; the team won %2 of %Ln future(s) played out after it (next best, %3: %4).</source>
        <extracomment>The search&apos;s reason for a move that reaches no planet or component. %1: the move; %2: futures won (7); %Ln: futures played out after the move (10); %3: the next best move; %4: its share of futures won (&quot;56%&quot;).</extracomment>
        <translation>
            <numerusform>%1: ze zkoušených tahů měl nejlepší budoucnosti; tým po něm vyhrál %2 z&#xa0;%Ln odehrané budoucnosti (další nejlepší, %3: %4).</numerusform>
            <numerusform>%1: ze zkoušených tahů měl nejlepší budoucnosti; tým po něm vyhrál %2 z&#xa0;%Ln odehraných budoucností (další nejlepší, %3: %4).</numerusform>
            <numerusform>%1: ze zkoušených tahů měl nejlepší budoucnosti; tým po něm vyhrál %2 z&#xa0;%Ln odehraných budoucností (další nejlepší, %3: %4).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>classroomExport</name>
    <message>
        <source>no translation for &quot;%1&quot;</source>
        <extracomment>%1: a language code given on the command line (&quot;de&quot;).</extracomment>
        <translation>chybí překlad pro „%1“</translation>
    </message>
    <message>
        <source>%1: cannot create the directory</source>
        <extracomment>%1: the folder&apos;s full path.</extracomment>
        <translation>%1: složku nelze vytvořit</translation>
    </message>
</context>
<context>
    <name>figures</name>
    <message>
        <source>P = %1</source>
        <extracomment>Beside an amplitude bar: %1 the outcome&apos;s probability (0,50).</extracomment>
        <translation>P = %1</translation>
    </message>
    <message numerus="yes">
        <source>%n shot(s) in the %1 basis</source>
        <extracomment>A histogram&apos;s title: %n is the number of shots, %1 the bases (&quot;ZZ&quot;: Mercurial&apos;s first).</extracomment>
        <translation>
            <numerusform>%n opakování v&#xa0;bázi %1</numerusform>
            <numerusform>%n opakování v&#xa0;bázi %1</numerusform>
            <numerusform>%n opakování v&#xa0;bázi %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · P = %2</source>
        <extracomment>Under a histogram bar: %1 the count, %2 the exact probability.</extracomment>
        <translation>%1 · P = %2</translation>
    </message>
    <message>
        <source>entangled: this ship has no state of its own</source>
        <translation>provázaná: tato loď nemá vlastní stav</translation>
    </message>
    <message>
        <source>purity %1</source>
        <extracomment>Under a Bloch sphere: %1: the purity of the ship&apos;s reduced state, a decimal number (0,50; 1 = a state of its own).</extracomment>
        <translation>čistota %1</translation>
    </message>
    <message>
        <source>Centarious</source>
        <extracomment>The map legend: a galaxy&apos;s name, as on the app&apos;s map (the rulebook&apos;s name).</extracomment>
        <translation>Centarius</translation>
    </message>
    <message>
        <source>Superious</source>
        <extracomment>The map legend: a galaxy&apos;s name, as on the app&apos;s map (the rulebook&apos;s name).</extracomment>
        <translation>Superius</translation>
    </message>
    <message>
        <source>Entanglion</source>
        <extracomment>The map legend: a galaxy&apos;s name, as on the app&apos;s map (the rulebook&apos;s name).</extracomment>
        <translation>Entanglion</translation>
    </message>
    <message>
        <source>Mercurial (solid)</source>
        <extracomment>The map legend: Mercurial&apos;s lines are drawn solid.</extracomment>
        <translation>Mercurial (plná čára)</translation>
    </message>
    <message>
        <source>Rubicon (dashed)</source>
        <extracomment>The map legend: Rubicon&apos;s lines are drawn dashed.</extracomment>
        <translation>Rubicon (čárkovaná čára)</translation>
    </message>
    <message>
        <source>CNOT entry / exit</source>
        <extracomment>The map legend: the grey dashed lines a CNOT card takes the ships along into Entanglion and back.</extracomment>
        <translation>Vstup / výstup CNOT</translation>
    </message>
</context>
<context>
    <name>gameText</name>
    <message>
        <source>ZERO</source>
        <translation>NULA</translation>
    </message>
    <message>
        <source>ONE</source>
        <translation>JEDNA</translation>
    </message>
    <message>
        <source>PLUS</source>
        <translation>PLUS</translation>
    </message>
    <message>
        <source>MINUS</source>
        <translation>MÍNUS</translation>
    </message>
    <message>
        <source>PHI PLUS</source>
        <translation>PHI PLUS</translation>
    </message>
    <message>
        <source>PHI MINUS</source>
        <translation>PHI MÍNUS</translation>
    </message>
    <message>
        <source>PSI PLUS</source>
        <translation>PSI PLUS</translation>
    </message>
    <message>
        <source>PSI MINUS</source>
        <translation>PSI MÍNUS</translation>
    </message>
    <message>
        <source>OMEGA ZERO</source>
        <translation>OMEGA NULA</translation>
    </message>
    <message>
        <source>OMEGA ONE</source>
        <translation>OMEGA JEDNA</translation>
    </message>
    <message>
        <source>OMEGA TWO</source>
        <translation>OMEGA DVA</translation>
    </message>
    <message>
        <source>OMEGA THREE</source>
        <translation>OMEGA TŘI</translation>
    </message>
    <message>
        <source>Physical Qubits</source>
        <translation>Fyzické qubity</translation>
    </message>
    <message>
        <source>Qubit Interconnect</source>
        <translation>Propojení qubitů</translation>
    </message>
    <message>
        <source>Dilution Refrigerator</source>
        <translation>Rozpouštěcí chladnička</translation>
    </message>
    <message>
        <source>Quantum Gates</source>
        <translation>Kvantová hradla</translation>
    </message>
    <message>
        <source>Quantum Programming</source>
        <translation>Kvantové programování</translation>
    </message>
    <message>
        <source>Quantum Error Correction</source>
        <translation>Kvantová korekce chyb</translation>
    </message>
    <message>
        <source>Control Infrastructure</source>
        <translation>Řídicí infrastruktura</translation>
    </message>
    <message>
        <source>Magnetic Shielding</source>
        <translation>Magnetické stínění</translation>
    </message>
    <message>
        <source>Bennett</source>
        <translation>Bennett</translation>
    </message>
    <message>
        <source>Bit Flip Error</source>
        <translation>Chyba překlopení bitu</translation>
    </message>
    <message>
        <source>Heisenberg</source>
        <translation>Heisenberg</translation>
    </message>
    <message>
        <source>Quantum Shuffle</source>
        <translation>Kvantová kombinatorika</translation>
    </message>
    <message>
        <source>Quantum Tunnel</source>
        <translation>Tunelový jev</translation>
    </message>
    <message>
        <source>Schrödinger</source>
        <translation>Schrödinger</translation>
    </message>
    <message>
        <source>Spooky Action</source>
        <translation>Strašidelné působení</translation>
    </message>
    <message>
        <source>The Mechanic</source>
        <translation>Mechanik</translation>
    </message>
    <message>
        <source>Wave Function Collapse</source>
        <translation>Kolaps vlnové funkce</translation>
    </message>
    <message>
        <source>PROBE</source>
        <translation>SONDA</translation>
    </message>
    <message>
        <source>X flips a qubit (the bit-flip gate): it moves a ship between ZERO and ONE, and both ships inside Entanglion.</source>
        <translation>X převrací qubit (hradlo překlopení bitu): přesouvá loď mezi pozicemi NULA a&#xa0;JEDNA a&#xa0;uvnitř Entanglionu obě lodě.</translation>
    </message>
    <message>
        <source>H, the Hadamard gate, creates or undoes superposition: it moves a ship between Centarious and Superious, and both ships inside Entanglion.</source>
        <translation>H, Hadamardovo hradlo, vytváří nebo ruší superpozici: přesouvá loď mezi Centariem a&#xa0;Superiem a&#xa0;uvnitř Entanglionu obě lodě.</translation>
    </message>
    <message>
        <source>CNOT (controlled NOT) enters Entanglion when your ship is in Centarious and the other in Superious, moves both ships inside it and leaves it from PHI and PSI planets. In Centarious it flips your ship only while the other ship orbits ONE.</source>
        <translation>CNOT (řízené NOT) vstupuje do Entanglionu, když je vaše loď v&#xa0;Centariu a&#xa0;druhá v&#xa0;Superiu, přesouvá obě lodě uvnitř a&#xa0;vyvádí je z&#xa0;planet PHI a&#xa0;PSI. V&#xa0;Centariu překlopí vaši loď jen tehdy, když druhá obíhá planetu JEDNA.</translation>
    </message>
    <message>
        <source>SWAP exchanges the two ships&apos; planets outside Entanglion; inside it moves both ships between OMEGA ZERO and OMEGA THREE.</source>
        <translation>SWAP mimo Entanglion prohodí planety obou lodí; uvnitř přesouvá obě lodě mezi OMEGA NULA a&#xa0;OMEGA TŘI.</translation>
    </message>
    <message>
        <source>PROBE is never held: whoever draws it rolls the Entanglion die, and a result below 4 (after components) raises the detection rate by one. Then it is discarded and replaced.</source>
        <translation>SONDA se nikdy nedrží v&#xa0;ruce: kdo ji lízne, hodí Entanglion kostkou a&#xa0;výsledek pod 4 (po započtení součástí) zvýší riziko odhalení o&#xa0;jednu pozici. Pak se odhodí a&#xa0;nahradí.</translation>
    </message>
    <message>
        <source>Kept until played, as your action: give one of your components to the other ship, or take one of theirs.</source>
        <translation>Tuto kartu držíte, dokud ji nezahrajete jako svou akci: dejte jednu ze svých součástí druhé lodi, nebo si od ní jednu vezměte.</translation>
    </message>
    <message>
        <source>Resolved when drawn: the detection rate token moves to the first 4 on the track.</source>
        <translation>Působí ihned po líznutí: žeton rizika odhalení se přesune na první pole stupnice s&#xa0;hodnotou 4.</translation>
    </message>
    <message>
        <source>Kept until played, as your action: roll the Entanglion die and count that many planets clockwise from OMEGA ZERO; both ships go there, past the orbital defenses.</source>
        <translation>Tuto kartu držíte, dokud ji nezahrajete jako svou akci: hoďte Entanglion kostkou a&#xa0;odpočítejte tolik planet po směru hodinových ručiček od OMEGA NULA; obě lodě tam přeletí a&#xa0;orbitální obranu obejdou.</translation>
    </message>
    <message>
        <source>Resolved when drawn: the event deck is rebuilt as at setup and another event card is drawn. Cards held in hands stay there.</source>
        <translation>Působí ihned po líznutí: balíček kvantových událostí se sestaví znovu jako při přípravě hry a&#xa0;lízne se další karta kvantové události. Karty držené v&#xa0;rukou tam zůstávají.</translation>
    </message>
    <message>
        <source>Kept until needed: when your ships face orbital or ground defenses on your turn, play it to pass them without a roll. It is not your action.</source>
        <translation>Tuto kartu držíte pro případ potřeby: když vaše lodě ve vašem tahu čelí orbitální nebo pozemní obraně, zahrajte ji a&#xa0;obrana je obejita bez hodu. Není to vaše akce.</translation>
    </message>
    <message>
        <source>Resolved when drawn: the detection rate rises by one.</source>
        <translation>Působí ihned po líznutí: riziko odhalení se zvýší o&#xa0;jednu pozici.</translation>
    </message>
    <message>
        <source>Resolved when drawn: a random component of your ship returns to the board, on the planet found by rolling the Entanglion die and counting free planets clockwise from OMEGA ZERO.</source>
        <translation>Působí ihned po líznutí: náhodná součást vaší lodi se vrátí na herní desku, na planetu určenou hodem Entanglion kostkou a&#xa0;odpočítáním volných planet po směru hodinových ručiček od OMEGA NULA.</translation>
    </message>
    <message>
        <source>Kept until played, as your action: set your hand aside, draw three engine cards, play up to two of them (no orbital defenses), discard the rest and take your hand back.</source>
        <translation>Tuto kartu držíte, dokud ji nezahrajete jako svou akci: odložte karty z&#xa0;ruky stranou, lízněte si tři akční karty, zahrajte až dvě z&#xa0;nich (bez orbitální obrany), zbytek odhoďte a&#xa0;vezměte si své karty zpět.</translation>
    </message>
    <message>
        <source>Resolved when drawn: the detection rate falls by two.</source>
        <translation>Působí ihned po líznutí: riziko odhalení klesne o&#xa0;dvě pozice.</translation>
    </message>
    <message>
        <source>When orbital defenses detect you, choose the Centarious planet of each ship instead of rolling the Centarious die.</source>
        <translation>Když vás orbitální obrana odhalí, vyberete planetu v&#xa0;Centariu pro každou loď místo hodu Centarius kostkou.</translation>
    </message>
    <message>
        <source>Once per turn, before your action, while both ships orbit the same planet: swap one engine card with the other player.</source>
        <translation>Jednou za tah, před akcí, když obě lodě obíhají stejnou planetu: prohoďte jednu akční kartu s&#xa0;druhým hráčem.</translation>
    </message>
    <message>
        <source>Your hand limit drops to two engine cards: discard one when you get it.</source>
        <translation>Limit karet v&#xa0;ruce klesne na dvě akční karty: po získání jednu odhoďte.</translation>
    </message>
    <message>
        <source>When you exchange, draw two engine cards, keep one and discard the other.</source>
        <translation>Při výměně si lízněte dvě akční karty, jednu si nechte a&#xa0;druhou odhoďte.</translation>
    </message>
    <message>
        <source>Moving to an Entanglion planet that holds no component passes its orbital defenses.</source>
        <translation>Přesun na planetu Entanglionu bez součásti obejde její orbitální obranu.</translation>
    </message>
    <message>
        <source>+1 to your Entanglion die rolls against the detection rate.</source>
        <translation>+1 k&#xa0;vašim hodům Entanglion kostkou proti riziku odhalení.</translation>
    </message>
    <message>
        <source>-1 to your Entanglion die rolls against the detection rate (a hindrance).</source>
        <translation>-1 k&#xa0;vašim hodům Entanglion kostkou proti riziku odhalení (znevýhodnění).</translation>
    </message>
    <message>
        <source>Whenever you roll the Entanglion die you may roll once more and take the second result.</source>
        <translation>Při každém hodu Entanglion kostkou můžete hodit ještě jednou a&#xa0;platí druhý výsledek.</translation>
    </message>
    <message>
        <source>no decision</source>
        <translation>žádné rozhodnutí</translation>
    </message>
    <message>
        <source>the defense check</source>
        <translation>hod proti obraně</translation>
    </message>
    <message>
        <source>%1 rolled the Centarious die: %2 (%3)</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the die&apos;s face (1-4); %3: what it was rolled for (&quot;ship placement&quot;).</extracomment>
        <translation>%1 hází Centarius kostkou: %2 (%3)</translation>
    </message>
    <message>
        <source>%1 rolled the Entanglion die once more (Magnetic Shielding): %2 (%3)</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the die&apos;s face (1-8); %3: what it was rolled for (&quot;orbital defenses&quot;).</extracomment>
        <translation>%1 hází Entanglion kostkou ještě jednou (Magnetické stínění): %2 (%3)</translation>
    </message>
    <message>
        <source>%1 rolled the Entanglion die: %2 (%3)</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the die&apos;s face (1-8); %3: what it was rolled for (&quot;orbital defenses&quot;, &quot;first player&quot;).</extracomment>
        <translation>%1 hází Entanglion kostkou: %2 (%3)</translation>
    </message>
    <message>
        <source>orbital defenses</source>
        <translation>orbitální obrana</translation>
    </message>
    <message>
        <source>ground defenses</source>
        <translation>pozemní obrana</translation>
    </message>
    <message>
        <source>first player</source>
        <translation>začínající hráč</translation>
    </message>
    <message>
        <source>ship placement</source>
        <translation>umístění lodí</translation>
    </message>
    <message>
        <source>%1 goes first</source>
        <extracomment>%1: a ship&apos;s name (Mercurial).</extracomment>
        <translation>%1 začíná</translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <extracomment>%1: the turn&apos;s number (4); %2: the ship&apos;s name (Rubicon).</extracomment>
        <translation>Tah %1: %2</translation>
    </message>
    <message>
        <source>%1 played %2 into engine control box %3</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: an engine card (H); %3: the engine control box&apos;s number (1-6).</extracomment>
        <translation>%1 zahrává %2 do pole %3 řízení motorů</translation>
    </message>
    <message>
        <source>%1 played %2 (engine control already full: straight to the discard pile)</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: an engine card (H).</extracomment>
        <translation>%1 zahrává %2 (řízení motorů je plné: karta jde rovnou na hromádku použitých karet)</translation>
    </message>
    <message>
        <source>Ships moved: %1 → %2</source>
        <extracomment>%1, %2: the ships&apos; planets before and after (&quot;Mercurial ZERO, Rubicon ONE&quot;).</extracomment>
        <translation>Lodě se přesunuly: %1 → %2</translation>
    </message>
    <message>
        <source>Quantum note: %1 for %2 takes the state from %3 to %4; the board prints a path to %5 instead, so the board decides and the ships follow the printed path</source>
        <extracomment>%1: an engine card (CNOT); %2: a ship&apos;s name; %3, %4, %5: the ships&apos; planets (&quot;Mercurial ZERO, Rubicon ONE&quot;).</extracomment>
        <translation>Kvantová poznámka: %1 pro loď %2 převede stav z&#xa0;%3 do %4; herní deska místo toho ukazuje trasu do %5, takže rozhoduje deska a&#xa0;lodě letí po vytištěné trase</translation>
    </message>
    <message>
        <source>Quantum note: %1 for %2 takes the state from %3 to %4; the board prints no such path, so the board decides and the ships stay</source>
        <extracomment>%1: an engine card (CNOT); %2: a ship&apos;s name; %3, %4: the ships&apos; planets (&quot;Mercurial ZERO, Rubicon ONE&quot;).</extracomment>
        <translation>Kvantová poznámka: %1 pro loď %2 převede stav z&#xa0;%3 do %4; herní deska takovou trasu nemá, takže rozhoduje deska a&#xa0;lodě zůstávají</translation>
    </message>
    <message>
        <source>%1 retrieved %2 from %3</source>
        <extracomment>%1: a ship&apos;s name; %2: a component&apos;s name (Quantum Gates); %3: a planet&apos;s name (PHI PLUS).</extracomment>
        <translation>%1 získává: %2 z&#xa0;planety %3</translation>
    </message>
    <message>
        <source>%1 moved to %2&apos;s ship</source>
        <extracomment>%1: a component&apos;s name (Quantum Gates); %2: a ship&apos;s name (Rubicon).</extracomment>
        <translation>%1 přechází na loď %2</translation>
    </message>
    <message>
        <source>%1 moved to %2</source>
        <extracomment>%1: a component&apos;s name (Quantum Gates); %2: a planet&apos;s name (PHI PLUS).</extracomment>
        <translation>%1 přechází na %2</translation>
    </message>
    <message>
        <source>%1 drew %2</source>
        <extracomment>%1: a ship&apos;s name; %2: an engine card (H).</extracomment>
        <translation>%1 si lízl %2</translation>
    </message>
    <message>
        <source>%1 discarded %2</source>
        <extracomment>%1: a ship&apos;s name; %2: an engine card (H).</extracomment>
        <translation>%1 odhazuje %2</translation>
    </message>
    <message>
        <source>%1 gave %2 and took the other player&apos;s %3 (Qubit Interconnect)</source>
        <extracomment>%1: a ship&apos;s name; %2: the engine card given (H); %3: the engine card taken (X).</extracomment>
        <translation>%1 dává %2 a&#xa0;bere si od druhého hráče %3 (Propojení qubitů)</translation>
    </message>
    <message numerus="yes">
        <source>The engine discard pile (%n card(s)) was shuffled into a new stack</source>
        <extracomment>%n: the cards shuffled.</extracomment>
        <translation>
            <numerusform>Hromádka použitých karet (%n karta) byla zamíchána do nového balíčku</numerusform>
            <numerusform>Hromádka použitých karet (%n karty) byla zamíchána do nového balíčku</numerusform>
            <numerusform>Hromádka použitých karet (%n karet) byla zamíchána do nového balíčku</numerusform>
        </translation>
    </message>
    <message>
        <source>All six engine control boxes are full: a quantum event at the end of the turn</source>
        <translation>Všech šest polí řízení motorů je plných: na konci tahu nastane kvantová událost</translation>
    </message>
    <message numerus="yes">
        <source>Engine control cleared (%n card(s) to the discard pile)</source>
        <extracomment>%n: the cards moved to the discard pile.</extracomment>
        <translation>
            <numerusform>Řízení motorů vyprázdněno (%n karta na hromádku použitých karet)</numerusform>
            <numerusform>Řízení motorů vyprázdněno (%n karty na hromádku použitých karet)</numerusform>
            <numerusform>Řízení motorů vyprázdněno (%n karet na hromádku použitých karet)</numerusform>
        </translation>
    </message>
    <message>
        <source>Quantum event (engine control full)</source>
        <translation>Kvantová událost (řízení motorů je plné)</translation>
    </message>
    <message>
        <source>Quantum event (detected)</source>
        <translation>Kvantová událost (odhalení)</translation>
    </message>
    <message>
        <source>%1 drew the event card %2</source>
        <extracomment>%1: a ship&apos;s name; %2: an event card&apos;s name (Bennett).</extracomment>
        <translation>%1 si lízl kartu kvantové události %2</translation>
    </message>
    <message>
        <source>%1 keeps %2 for a later turn</source>
        <extracomment>%1: a ship&apos;s name; %2: an event card&apos;s name (Bennett).</extracomment>
        <translation>%1 si nechává %2 na některý z&#xa0;dalších tahů</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <extracomment>%1: a ship&apos;s name; %2: an event card&apos;s name (Bennett).</extracomment>
        <translation>%1 zahrává %2</translation>
    </message>
    <message numerus="yes">
        <source>The event deck was rebuilt (%n card(s))</source>
        <extracomment>%n: the event cards in the rebuilt deck.</extracomment>
        <translation>
            <numerusform>Balíček kvantových událostí byl sestaven znovu (%n karta)</numerusform>
            <numerusform>Balíček kvantových událostí byl sestaven znovu (%n karty)</numerusform>
            <numerusform>Balíček kvantových událostí byl sestaven znovu (%n karet)</numerusform>
        </translation>
    </message>
    <message>
        <source>Measurement: Mercurial %1, Rubicon %2</source>
        <extracomment>%1: Mercurial&apos;s measured bit (0 or 1); %2: Rubicon&apos;s (0 or 1).</extracomment>
        <translation>Měření: Mercurial %1, Rubicon %2</translation>
    </message>
    <message>
        <source>All eight components collected: the game is won</source>
        <translation>Všech osm součástí posbíráno: hra je vyhraná</translation>
    </message>
    <message>
        <source>The detection rate reached X: the game is lost</source>
        <translation>Riziko odhalení dosáhlo X: hra je prohraná</translation>
    </message>
    <message>
        <source>The game is over: it was won</source>
        <translation>Hra skončila vítězstvím</translation>
    </message>
    <message>
        <source>The game is over: it was lost</source>
        <translation>Hra skončila prohrou</translation>
    </message>
    <message>
        <source>%1 must decide first (%2)</source>
        <extracomment>%1: a ship&apos;s name; %2: the decision it must make (Magnetic Shielding, &quot;the defense check&quot;).</extracomment>
        <translation>Nejdřív rozhoduje %1 (%2)</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn, not %2&apos;s</source>
        <extracomment>%1: the ship whose turn it is (Rubicon); %2: the other ship (Mercurial).</extracomment>
        <translation>Na tahu je %1, ne %2</translation>
    </message>
    <message>
        <source>%1 cannot play %2: the hand holds %3</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: an engine card (H); %3: the cards in hand, one or more (&quot;X, CNOT&quot;).</extracomment>
        <translation>%1 nemůže zahrát %2: v&#xa0;ruce je %3</translation>
    </message>
    <message>
        <source>%1 cannot exchange %2: the hand holds %3</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: an engine card (H); %3: the cards in hand, one or more (&quot;X, CNOT&quot;).</extracomment>
        <translation>%1 nemůže vyměnit %2: v&#xa0;ruce je %3</translation>
    </message>
    <message>
        <source>Nothing to retrieve: no component on %1</source>
        <extracomment>%1: a planet&apos;s name (PLUS).</extracomment>
        <translation>Není co získat: na %1 není žádná součást</translation>
    </message>
    <message>
        <source>Nothing to retrieve: the ships are not orbiting an Entanglion planet</source>
        <translation>Není co získat: lodě neobíhají planetu Entanglionu</translation>
    </message>
    <message>
        <source>%1 is not an action: play it when your ships face orbital or ground defenses</source>
        <extracomment>%1: an event card&apos;s name (Quantum Tunnel).</extracomment>
        <translation>Karta %1 není akce: zahrajte ji, až vaše lodě budou čelit orbitální nebo pozemní obraně</translation>
    </message>
    <message>
        <source>%1 needs a component on one of the ships</source>
        <extracomment>%1: an event card&apos;s name (Bennett).</extracomment>
        <translation>%1 vyžaduje součást na některé z&#xa0;lodí</translation>
    </message>
    <message>
        <source>%1 cannot play %2: the event cards held are %3</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: an event card&apos;s name (Bennett); %3: the event cards held, one or more (&quot;Heisenberg, Bennett&quot;).</extracomment>
        <translation>%1 nemůže zahrát %2: v&#xa0;ruce jsou karty událostí %3</translation>
    </message>
    <message>
        <source>A card swap needs Qubit Interconnect on your ship</source>
        <translation>Prohození karet vyžaduje Propojení qubitů na vaší lodi</translation>
    </message>
    <message>
        <source>A card swap needs both ships orbiting the same planet</source>
        <translation>Prohození karet vyžaduje, aby obě lodě obíhaly stejnou planetu</translation>
    </message>
    <message>
        <source>%1 already swapped a card this turn</source>
        <extracomment>%1: a ship&apos;s name (Mercurial).</extracomment>
        <translation>%1: karta už byla v&#xa0;tomto tahu vyměněna</translation>
    </message>
    <message>
        <source>%1 cannot give %2 for %3: the hands hold %4 and %5</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the card to give (H); %3: the card to take (X); %4, %5: the two hands, each one or more cards (&quot;X, CNOT&quot;).</extracomment>
        <translation>%1 nemůže dát %2 za %3: v&#xa0;rukou jsou %4 a&#xa0;%5</translation>
    </message>
    <message>
        <source>%1 has no decision to answer now</source>
        <extracomment>%1: a ship&apos;s name (Mercurial).</extracomment>
        <translation>%1 teď nemá o&#xa0;čem rozhodovat</translation>
    </message>
    <message>
        <source>%1 must answer the pending decision first (%2)</source>
        <extracomment>%1: a ship&apos;s name; %2: the pending decision (Magnetic Shielding, &quot;the defense check&quot;).</extracomment>
        <translation>%1 musí nejdřív učinit čekající rozhodnutí (%2)</translation>
    </message>
    <message>
        <source>Mercurial %1, Rubicon %2</source>
        <extracomment>%1: Mercurial&apos;s planet (ZERO); %2: Rubicon&apos;s planet (ONE).</extracomment>
        <translation>Mercurial %1, Rubicon %2</translation>
    </message>
    <message>
        <source>no printed path: nothing moves</source>
        <translation>žádná vytištěná trasa: nic se nepohne</translation>
    </message>
    <message>
        <source>both ships to %1</source>
        <extracomment>%1: a planet&apos;s name (PHI PLUS).</extracomment>
        <translation>obě lodě na %1</translation>
    </message>
    <message>
        <source>Mercurial to %1, Rubicon to %2</source>
        <extracomment>%1: Mercurial&apos;s planet (ZERO); %2: Rubicon&apos;s planet (ONE).
----------
Physical Qubits&apos; choice: %1: Mercurial&apos;s planet (ZERO); %2: Rubicon&apos;s planet (ONE).</extracomment>
        <translation>Mercurial na %1, Rubicon na %2</translation>
    </message>
    <message>
        <source>Mercurial to %1</source>
        <extracomment>%1: a planet&apos;s name (PLUS).</extracomment>
        <translation>Mercurial na %1</translation>
    </message>
    <message>
        <source>Rubicon to %1</source>
        <extracomment>%1: a planet&apos;s name (PLUS).</extracomment>
        <translation>Rubicon na %1</translation>
    </message>
    <message>
        <source>Play %1 for %2</source>
        <extracomment>An action&apos;s button: %1: an engine card (H); %2: the ship it is played for (Mercurial).</extracomment>
        <translation>Zahrát %1 pro loď %2</translation>
    </message>
    <message>
        <source>Exchange %1</source>
        <extracomment>The Exchange action&apos;s button: %1: an engine card (H), discarded for a new one.</extracomment>
        <translation>Vyměnit %1</translation>
    </message>
    <message>
        <source>discard it and draw a replacement</source>
        <translation>odhoďte ji a&#xa0;lízněte si jinou</translation>
    </message>
    <message>
        <source>Retrieve %1</source>
        <extracomment>The Retrieve action&apos;s button: %1: a component&apos;s name (Quantum Gates).</extracomment>
        <translation>Extrakce: %1</translation>
    </message>
    <message>
        <source>Retrieve</source>
        <extracomment>The Retrieve action&apos;s button when no component is in sight: take a component.</extracomment>
        <translation>Extrakce</translation>
    </message>
    <message>
        <source>roll the Entanglion die: more than %1 wins it</source>
        <extracomment>%1: the detection rate (3) the roll must beat.</extracomment>
        <translation>hoďte Entanglion kostkou: víc než %1 ji získá</translation>
    </message>
    <message>
        <source>Play %1</source>
        <extracomment>An action&apos;s button: %1: an event card&apos;s name (Heisenberg).</extracomment>
        <translation>Zahrát %1</translation>
    </message>
    <message>
        <source>Give %1, take %2</source>
        <extracomment>Qubit Interconnect&apos;s swap: %1: the engine card given (H); %2: the card taken (X).</extracomment>
        <translation>Dát %1, vzít %2</translation>
    </message>
    <message>
        <source>Qubit Interconnect swap with %1 (not your action)</source>
        <extracomment>%1: the other ship&apos;s name (Rubicon).</extracomment>
        <translation>Prohození karet přes Propojení qubitů s&#xa0;lodí %1 (není vaše akce)</translation>
    </message>
    <message>
        <source>Roll the Entanglion die</source>
        <translation>Hodit Entanglion kostkou</translation>
    </message>
    <message>
        <source>%1: more than %2 evades them</source>
        <extracomment>%1: &quot;orbital defenses&quot; or &quot;ground defenses&quot; (or PROBE); %2: the detection rate (3).</extracomment>
        <translation>%1: víc než %2 jí unikne</translation>
    </message>
    <message>
        <source>Play Quantum Tunnel</source>
        <translation>Zahrát Tunelový jev</translation>
    </message>
    <message>
        <source>bypass these defenses (not your action)</source>
        <translation>obejít tuto obranu (není vaše akce)</translation>
    </message>
    <message>
        <source>Keep the roll %1</source>
        <extracomment>Magnetic Shielding&apos;s choice: %1: the die&apos;s face (5).</extracomment>
        <translation>Ponechat hod %1</translation>
    </message>
    <message>
        <source>Roll once more</source>
        <translation>Hodit ještě jednou</translation>
    </message>
    <message>
        <source>Magnetic Shielding: take the second result</source>
        <translation>Magnetické stínění: platí druhý výsledek</translation>
    </message>
    <message>
        <source>Physical Qubits: choose where the ships land</source>
        <translation>Fyzické qubity: vyberte, kam lodě přistanou</translation>
    </message>
    <message>
        <source>Roll the Centarious die</source>
        <translation>Hodit Centarius kostkou</translation>
    </message>
    <message>
        <source>both ships jump to the planet it shows</source>
        <translation>obě lodě skočí na planetu, kterou ukáže</translation>
    </message>
    <message>
        <source>Keep %1</source>
        <extracomment>Quantum Gates&apos; choice: %1: an engine card (H).</extracomment>
        <translation>Ponechat %1</translation>
    </message>
    <message>
        <source>Quantum Gates: the other drawn card is discarded</source>
        <translation>Kvantová hradla: druhá líznutá karta se odhodí</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <extracomment>Dilution Refrigerator&apos;s choice: %1: an engine card (H).</extracomment>
        <translation>Odhodit %1</translation>
    </message>
    <message>
        <source>Dilution Refrigerator: hand limit two</source>
        <translation>Rozpouštěcí chladnička: limit dvou karet v&#xa0;ruce</translation>
    </message>
    <message>
        <source>Give %1 to %2</source>
        <extracomment>Bennett: %1: a component&apos;s name (Quantum Gates); %2: the other ship&apos;s name (Rubicon).</extracomment>
        <translation>Dát %1 lodi %2</translation>
    </message>
    <message>
        <source>Take %1 from %2</source>
        <extracomment>Bennett: %1: a component&apos;s name (Quantum Gates); %2: the other ship&apos;s name (Rubicon).</extracomment>
        <translation>Vzít %1 lodi %2</translation>
    </message>
    <message>
        <source>The Mechanic (no orbital defenses): %1</source>
        <extracomment>%1: where the card takes the ships (&quot;Mercurial to PLUS&quot;).</extracomment>
        <translation>Mechanik (bez orbitální obrany): %1</translation>
    </message>
    <message>
        <source>Stop</source>
        <extracomment>A button of The Mechanic event: stop playing the drawn cards.</extracomment>
        <translation>Skončit</translation>
    </message>
    <message>
        <source>The Mechanic: discard the drawn cards left and take your hand back</source>
        <translation>Mechanik: odhoďte zbylé líznuté karty a&#xa0;vezměte si zpět karty, které jste měli v&#xa0;ruce</translation>
    </message>
    <message>
        <source>Won: the quantum computer is rebuilt!</source>
        <translation>Vítězství: kvantový počítač je znovu sestaven!</translation>
    </message>
    <message>
        <source>Lost: the detection rate reached X.</source>
        <translation>Prohra: riziko odhalení dosáhlo X.</translation>
    </message>
    <message>
        <source>%1&apos;s turn: navigate, exchange, retrieve or play an event</source>
        <extracomment>%1: a ship&apos;s name (Mercurial).</extracomment>
        <translation>Na tahu je %1: přesun, výměna, extrakce nebo událost</translation>
    </message>
    <message>
        <source>%1 rolled %2 (%3): keep it or roll once more (Magnetic Shielding)</source>
        <extracomment>%1: a ship&apos;s name; %2: the die&apos;s face (5); %3: what it was rolled for (&quot;orbital defenses&quot;).</extracomment>
        <translation>Loď %1 hodila %2 (%3): ponechte hod, nebo hoďte ještě jednou (Magnetické stínění)</translation>
    </message>
    <message>
        <source>Detected! %1 chooses where the ships land in Centarious (Physical Qubits)</source>
        <extracomment>%1: a ship&apos;s name (Mercurial).</extracomment>
        <translation>Odhaleni! %1 vybírá, kam v&#xa0;Centariu lodě přistanou (Fyzické qubity)</translation>
    </message>
    <message>
        <source>%1: keep one of the two drawn cards (Quantum Gates)</source>
        <extracomment>%1: a ship&apos;s name (Mercurial).</extracomment>
        <translation>%1: ponechte si jednu ze dvou líznutých karet (Kvantová hradla)</translation>
    </message>
    <message>
        <source>%1: discard down to two engine cards (Dilution Refrigerator)</source>
        <extracomment>%1: a ship&apos;s name (Mercurial).</extracomment>
        <translation>%1: odhoďte akční karty, až zbudou dvě (Rozpouštěcí chladnička)</translation>
    </message>
    <message>
        <source>%1: give one of your components or take one (Bennett)</source>
        <extracomment>%1: a ship&apos;s name (Mercurial).</extracomment>
        <translation>%1: dejte jednu ze svých součástí, nebo si jednu vezměte (Bennett)</translation>
    </message>
    <message>
        <source>Quantum note: orbital defenses act like measuring both ships. Measuring %1 gives %2.</source>
        <extracomment>%1: a planet&apos;s name (ZERO); %2: the outcomes with their chances (&quot;|00&gt; 50%, |11&gt; 50%&quot;).</extracomment>
        <translation>Kvantová poznámka: orbitální obrana působí jako měření obou lodí. Měření %1 dává %2.</translation>
    </message>
    <message>
        <source>The board&apos;s jump of both ships to %1 (%2) is one of those outcomes.</source>
        <extracomment>%1: a planet&apos;s name (ZERO); %2: the outcome as a ket (|00&gt;).</extracomment>
        <translation>Skok obou lodí na %1 (%2) podle herní desky je jedním z&#xa0;těchto výsledků.</translation>
    </message>
    <message>
        <source>The board sends both ships to %1 (%2), which a measurement of %3 never gives: it would put the ships on different Centarious planets.</source>
        <extracomment>%1: a planet&apos;s name (ONE); %2: the outcome as a ket (|11&gt;); %3: the planet measured (PLUS).</extracomment>
        <translation>Herní deska pošle obě lodě na %1 (%2), což měření %3 nikdy nedá: lodě by skončily na různých planetách Centaria.</translation>
    </message>
    <message>
        <source>(The board only ever lands both ships together: |00&gt; or |11&gt;.)</source>
        <translation>(Podle herní desky lodě vždy přistanou spolu: |00&gt; nebo |11&gt;.)</translation>
    </message>
    <message>
        <source>CNOT: Flip your ship only if the other ship is on CENTARIOUS ONE</source>
        <translation>CNOT: překlopte svou loď jen tehdy, když je druhá loď na pozici JEDNA v&#xa0;Centariu</translation>
    </message>
    <message>
        <source>rolled %1</source>
        <extracomment>%1: the die&apos;s face (4). Components may follow: &quot;rolled 2, −1 Control Infrastructure = 1&quot;.</extracomment>
        <translation>hod %1</translation>
    </message>
    <message>
        <source>no path</source>
        <translation>žádná trasa</translation>
    </message>
    <message>
        <source>→ %1</source>
        <extracomment>A short move label: %1: the planet both ships go to (PHI PLUS).</extracomment>
        <translation>→ %1</translation>
    </message>
    <message>
        <source>M → %1</source>
        <extracomment>A short move label, M for Mercurial: %1: its new planet (PLUS).</extracomment>
        <translation>M → %1</translation>
    </message>
    <message>
        <source>R → %1</source>
        <extracomment>A short move label, R for Rubicon: %1: its new planet (PLUS).</extracomment>
        <translation>R → %1</translation>
    </message>
    <message>
        <source>Chance acts now: a die roll or a measurement is pending</source>
        <translation>Teď hraje náhoda: čeká se na hod kostkou nebo na měření</translation>
    </message>
    <message>
        <source>Detection track: position %1 → %2 (rate %3 → %4)</source>
        <extracomment>%1, %2: the token&apos;s position on the track before and after (3 → 4, of 12); %3, %4: the rate printed there (2 → 2, or X).</extracomment>
        <translation>Stupnice odhalení: pozice %1 → %2 (riziko %3 → %4)</translation>
    </message>
    <message numerus="yes">
        <source>%1: The Mechanic, play up to two drawn cards (%n played) or stop</source>
        <extracomment>%1: the ship&apos;s name; %n: drawn cards played so far (0, 1 or 2).</extracomment>
        <translation>
            <numerusform>%1: Mechanik – zahrajte až dvě líznuté karty (zahrána %n), nebo skončete</numerusform>
            <numerusform>%1: Mechanik – zahrajte až dvě líznuté karty (zahrány %n), nebo skončete</numerusform>
            <numerusform>%1: Mechanik – zahrajte až dvě líznuté karty (zahráno %n), nebo skončete</numerusform>
        </translation>
    </message>
    <message>
        <source>Qubits</source>
        <comment>map tag</comment>
        <extracomment>A component&apos;s short name on its map tag: one short word, at most 8 letters, that the class connects with the whole name (&quot;Physical Qubits&quot;, which shows on hover); not an abbreviation.</extracomment>
        <translation>Qubity</translation>
    </message>
    <message>
        <source>Link</source>
        <comment>map tag</comment>
        <extracomment>A component&apos;s short name on its map tag, at most 8 letters: &quot;Qubit Interconnect&quot;.</extracomment>
        <translation>Propojení</translation>
    </message>
    <message>
        <source>Fridge</source>
        <comment>map tag</comment>
        <extracomment>A component&apos;s short name on its map tag, at most 8 letters: &quot;Dilution Refrigerator&quot;.</extracomment>
        <translation>Lednice</translation>
    </message>
    <message>
        <source>Gates</source>
        <comment>map tag</comment>
        <extracomment>A component&apos;s short name on its map tag, at most 8 letters: &quot;Quantum Gates&quot;.</extracomment>
        <translation>Hradla</translation>
    </message>
    <message>
        <source>Program</source>
        <comment>map tag</comment>
        <extracomment>A component&apos;s short name on its map tag, at most 8 letters: &quot;Quantum Programming&quot;.</extracomment>
        <translation>Program</translation>
    </message>
    <message>
        <source>QEC</source>
        <comment>map tag</comment>
        <extracomment>A component&apos;s short name on its map tag, at most 8 letters: &quot;Quantum Error Correction&quot;.</extracomment>
        <translation>Korekce</translation>
    </message>
    <message>
        <source>Control</source>
        <comment>map tag</comment>
        <extracomment>A component&apos;s short name on its map tag, at most 8 letters: &quot;Control Infrastructure&quot;.</extracomment>
        <translation>Řízení</translation>
    </message>
    <message>
        <source>Shield</source>
        <comment>map tag</comment>
        <extracomment>A component&apos;s short name on its map tag, at most 8 letters: &quot;Magnetic Shielding&quot;.</extracomment>
        <translation>Stínění</translation>
    </message>
    <message>
        <source>%1 evaded PROBE: %2 is at least 4</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the roll (&quot;rolled 5&quot; or &quot;rolled 2, +1 Quantum Firewall = 3&quot;).</extracomment>
        <translation>Loď %1 uniká kartě SONDA: %2 je alespoň 4</translation>
    </message>
    <message>
        <source>%1 evaded the orbital defenses: %2 beats the rate %3</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the roll (&quot;rolled 5&quot;); %3: the detection rate (3).</extracomment>
        <translation>Loď %1 uniká orbitální obraně: %2 přehazuje riziko %3</translation>
    </message>
    <message>
        <source>%1 evaded the ground defenses: %2 beats the rate %3</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the roll (&quot;rolled 5&quot;); %3: the detection rate (3).</extracomment>
        <translation>Loď %1 uniká pozemní obraně: %2 přehazuje riziko %3</translation>
    </message>
    <message>
        <source>%1 bypassed the ground defenses (%2)</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the component or event card that bypassed them (Quantum Tunnel).</extracomment>
        <translation>Loď %1 obchází pozemní obranu (%2)</translation>
    </message>
    <message>
        <source>%1 bypassed the orbital defenses (%2)</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the component or event card that bypassed them (Quantum Tunnel).</extracomment>
        <translation>Loď %1 obchází orbitální obranu (%2)</translation>
    </message>
    <message>
        <source>%1 was detected by PROBE: %2 is below 4</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the roll (&quot;rolled 2&quot;).</extracomment>
        <translation>Karta SONDA odhaluje loď %1: %2 je méně než 4</translation>
    </message>
    <message>
        <source>%1 was detected by the orbital defenses: %2 does not beat the rate %3</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the roll (&quot;rolled 2&quot;); %3: the detection rate (3).</extracomment>
        <translation>Orbitální obrana odhaluje loď %1: %2 nepřehazuje riziko %3</translation>
    </message>
    <message>
        <source>%1 was detected by the ground defenses: %2 does not beat the rate %3</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the roll (&quot;rolled 2&quot;); %3: the detection rate (3).</extracomment>
        <translation>Pozemní obrana odhaluje loď %1: %2 nepřehazuje riziko %3</translation>
    </message>
    <message>
        <source>%1 cannot play %2: the hand holds no engine card</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: an engine card (H).</extracomment>
        <translation>%1 nemůže zahrát %2: v&#xa0;ruce není žádná akční karta</translation>
    </message>
    <message>
        <source>%1 cannot exchange %2: the hand holds no engine card</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: an engine card (H).</extracomment>
        <translation>%1 nemůže vyměnit %2: v&#xa0;ruce není žádná akční karta</translation>
    </message>
    <message>
        <source>%1 cannot play %2: no event card is held</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: an event card&apos;s name (Bennett).</extracomment>
        <translation>%1 nemůže zahrát %2: v&#xa0;ruce není žádná karta kvantové události</translation>
    </message>
    <message>
        <source>%1 cannot give %2 for %3: the hand holds no engine card</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the card to give (H); %3: the card to take (X).</extracomment>
        <translation>%1 nemůže dát %2 za %3: v&#xa0;ruce není žádná akční karta</translation>
    </message>
    <message>
        <source>%1 cannot give %2 for %3: the other hand holds no engine card</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the card to give (H); %3: the card to take (X).</extracomment>
        <translation>%1 nemůže dát %2 za %3: v&#xa0;ruce druhého hráče není žádná akční karta</translation>
    </message>
    <message>
        <source>%1: face PROBE (a roll of at least %2 evades it)</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the roll needed, 4.</extracomment>
        <translation>%1: hod proti kartě SONDA (hod alespoň %2 jí unikne)</translation>
    </message>
    <message>
        <source>%1: face the ground defenses (a roll above %2 evades them)</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the detection rate (3).</extracomment>
        <translation>%1: hod proti pozemní obraně (hod nad %2 jí unikne)</translation>
    </message>
    <message>
        <source>%1: face the orbital defenses (a roll above %2 evades them)</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the detection rate (3).</extracomment>
        <translation>%1: hod proti orbitální obraně (hod nad %2 jí unikne)</translation>
    </message>
    <message>
        <source>%1 took back playing %2</source>
        <extracomment>A take-back (Undo). %1: a ship&apos;s name (Mercurial); %2: the engine card played (H).</extracomment>
        <translation>%1 vrátil zahrání karty %2</translation>
    </message>
    <message>
        <source>%1 took back exchanging %2</source>
        <extracomment>A take-back (Undo). %1: a ship&apos;s name (Mercurial); %2: the engine card exchanged (H).</extracomment>
        <translation>%1 vrátil výměnu karty %2</translation>
    </message>
    <message>
        <source>%1 took back playing the event card %2</source>
        <extracomment>A take-back (Undo). %1: a ship&apos;s name (Mercurial); %2: the event card played (The Mechanic).</extracomment>
        <translation>%1 vrátil zahrání karty kvantové události %2</translation>
    </message>
    <message>
        <source>%1 took back the last move</source>
        <extracomment>A take-back (Undo). %1: a ship&apos;s name (Mercurial).</extracomment>
        <translation>%1 vrátil svůj poslední tah</translation>
    </message>
    <message>
        <source>The drawn card %1 goes back on top of the engine stack: both players know it is the next card drawn</source>
        <extracomment>After a take-back. %1: an engine card (CNOT).</extracomment>
        <translation>Líznutá karta %1 se vrací navrch balíčku akčních karet: oba hráči vědí, že bude líznuta jako další</translation>
    </message>
    <message>
        <source>The drawn event card %1 goes back on top of the event deck: both players know it is the next card drawn</source>
        <extracomment>After a take-back. %1: an event card&apos;s name (Heisenberg).</extracomment>
        <translation>Líznutá karta kvantové události %1 se vrací navrch balíčku kvantových událostí: oba hráči vědí, že bude líznuta jako další</translation>
    </message>
    <message>
        <source>Known on top of the engine stack: %1</source>
        <extracomment>Under the piles after a take-back. %1: the engine cards known to lie on top of the stack, the next card drawn first (&quot;CNOT&quot; or &quot;CNOT, SWAP&quot;).</extracomment>
        <translation>Známé karty navrchu balíčku akčních karet: %1</translation>
    </message>
    <message>
        <source>Known on top of the event deck: %1</source>
        <extracomment>Under the piles after a take-back. %1: the event cards known to lie on top of the deck, the next card drawn first (&quot;Heisenberg&quot;).</extracomment>
        <translation>Známé karty navrchu balíčku kvantových událostí: %1</translation>
    </message>
</context>
<context>
    <name>hintText</name>
    <message>
        <source>%1%</source>
        <extracomment>A percentage: %1 is the number (62,5) in the UI language; write &quot;%1 %&quot; with a no-break space where the language spaces it.</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>A detection now loses the game.</source>
        <translation>Odhalení teď prohraje hru.</translation>
    </message>
    <message numerus="yes">
        <source>A detection this turn (in %1 of the playouts) costs %n point(s): %2 after it against %3 without.</source>
        <extracomment>%1: the share of playouts with a detection (&quot;30%&quot;); %n: win-chance points it costs; %2: the win chance after a detection (&quot;20%&quot;); %3: without one (&quot;45%&quot;).</extracomment>
        <translation>
            <numerusform>Odhalení v&#xa0;tomto tahu (v&#xa0;%1 simulací) stojí %n bod: %2 po něm proti %3 bez něj.</numerusform>
            <numerusform>Odhalení v&#xa0;tomto tahu (v&#xa0;%1 simulací) stojí %n body: %2 po něm proti %3 bez něj.</numerusform>
            <numerusform>Odhalení v&#xa0;tomto tahu (v&#xa0;%1 simulací) stojí %n bodů: %2 po něm proti %3 bez něj.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the best of %n legal action(s) by look-ahead</source>
        <extracomment>%n: the number of legal actions.</extracomment>
        <translation>
            <numerusform>nejlepší z&#xa0;%n povoleného tahu podle výhledu</numerusform>
            <numerusform>nejlepší z&#xa0;%n povolených tahů podle výhledu</numerusform>
            <numerusform>nejlepší z&#xa0;%n povolených tahů podle výhledu</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint (look-ahead): %1.</source>
        <extracomment>%1: the suggested action (&quot;Play H for Mercurial&quot;).</extracomment>
        <translation>Nápověda (výhled): %1.</translation>
    </message>
    <message>
        <source>Hint (look-ahead): %1 — %2.</source>
        <extracomment>%1: the suggested action (&quot;Play H for Mercurial&quot;); %2: why (&quot;PLUS, which holds the component Quantum Gates&quot;).</extracomment>
        <translation>Nápověda (výhled): %1 — %2.</translation>
    </message>
    <message>
        <source>From here the team wins %1 of games after it (%2 to %3).</source>
        <extracomment>%1: the win chance (&quot;45%&quot;); %2, %3: its 95% interval (&quot;40%&quot;, &quot;50%&quot;).</extracomment>
        <translation>Odsud tým po něm vyhrává %1 her (%2 až %3).</translation>
    </message>
    <message>
        <source>%1: wins %2; a detection now loses the game</source>
        <extracomment>%1: another action (&quot;Exchange X&quot;); %2: its win chance (&quot;30%&quot;).</extracomment>
        <translation>%1: vyhrává %2; odhalení teď prohraje hru</translation>
    </message>
    <message>
        <source>%1: wins %2</source>
        <extracomment>%1: another action (&quot;Exchange X&quot;); %2: its win chance (&quot;30%&quot;).</extracomment>
        <translation>%1: vyhrává %2</translation>
    </message>
    <message>
        <source>Playing %1 here (%2): wins %3, the best of every action.</source>
        <extracomment>%1: the card previewed (H); %2: the action (&quot;Play H for Mercurial&quot;); %3: its win chance (&quot;63%&quot;).</extracomment>
        <translation>Zahrát tu %1 (%2): vyhrává %3, nejlepší ze všech akcí.</translation>
    </message>
    <message>
        <source>Playing %1 here (%2): wins %3 against %4 for the best, %5.</source>
        <extracomment>%1: the card previewed (H); %2: the action (&quot;Play H for Mercurial&quot;); %3: its win chance (&quot;41%&quot;); %4: the best action&apos;s win chance (&quot;63%&quot;); %5: the best action (&quot;Play CNOT for Rubicon&quot;).</extracomment>
        <translation>Zahrát tu %1 (%2): vyhrává %3 proti %4 u&#xa0;nejlepší akce, %5.</translation>
    </message>
    <message>
        <source>Hint (search): %1</source>
        <extracomment>%1: the suggested move and why, a whole sentence from the search&apos;s own figures.</extracomment>
        <translation>Nápověda (prohledávání): %1</translation>
    </message>
</context>
<context>
    <name>lessonText</name>
    <message>
        <source>no planet</source>
        <translation>žádná planeta</translation>
    </message>
    <message>
        <source>both ships on %1</source>
        <extracomment>%1: a planet&apos;s name, never declined (e.g. ZERO, OMEGA THREE).</extracomment>
        <translation>obě lodě na %1</translation>
    </message>
    <message>
        <source>Mercurial on %1, Rubicon on %2</source>
        <extracomment>%1, %2: planet names, never declined (e.g. ZERO, PLUS).</extracomment>
        <translation>Mercurial na %1, Rubicon na %2</translation>
    </message>
    <message>
        <source>CNOT played by %1 (control %2)</source>
        <extracomment>%1: the ship the card is played for (Rubicon); %2: the control ship (Mercurial).</extracomment>
        <translation>CNOT zahraná lodí %1 (řídicí: %2)</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1: a one-qubit gate (X, H); %2: a ship&apos;s name (Mercurial or Rubicon).</extracomment>
        <translation>%1 na lodi %2</translation>
    </message>
    <message>
        <source>%1 played by %2</source>
        <extracomment>%1: a gate (SWAP); %2: a ship&apos;s name (Mercurial or Rubicon).</extracomment>
        <translation>%1 zahraná lodí %2</translation>
    </message>
    <message>
        <source>CNOT, control %1, target %2</source>
        <extracomment>%1: the control ship&apos;s name (Mercurial); %2: the target ship&apos;s name (Rubicon).</extracomment>
        <translation>CNOT, řídicí %1, cílový %2</translation>
    </message>
    <message>
        <source>The goal is already reached; %1 would be one card too many.</source>
        <extracomment>%1: the card and its ship (&quot;H for Mercurial&quot;).</extracomment>
        <translation>Cíl je už splněn; %1 by byla karta navíc.</translation>
    </message>
    <message>
        <source>This lesson does not let %1 play %2.</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: an engine card (SWAP).</extracomment>
        <translation>Tato lekce nedovoluje lodi %1 zahrát %2.</translation>
    </message>
    <message numerus="yes">
        <source>Over budget: all %n card(s) are spent.</source>
        <extracomment>%n: the lesson&apos;s card budget.</extracomment>
        <translation>
            <numerusform>Rozpočet vyčerpán: %n karta je spotřebována.</numerusform>
            <numerusform>Rozpočet vyčerpán: všechny %n karty jsou spotřebovány.</numerusform>
            <numerusform>Rozpočet vyčerpán: všech %n karet je spotřebováno.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 may be played at most %n time(s) in this lesson.</source>
        <extracomment>%1: the card and its ship (&quot;H for Mercurial&quot;); %n: how many times it may be played.</extracomment>
        <translation>
            <numerusform>V&#xa0;této lekci lze %1 zahrát nejvýše %nkrát.</numerusform>
            <numerusform>V&#xa0;této lekci lze %1 zahrát nejvýše %nkrát.</numerusform>
            <numerusform>V&#xa0;této lekci lze %1 zahrát nejvýše %nkrát.</numerusform>
        </translation>
    </message>
    <message>
        <source>the state %1 (up to global phase)</source>
        <extracomment>A lesson&apos;s goal: %1 is a ket with its order (&quot;(|00&gt; + |11&gt;)/√2 in |Mercurial Rubicon&gt;&quot;).</extracomment>
        <translation>stav %1 (až na globální fázi)</translation>
    </message>
    <message>
        <source>Mercurial on %1</source>
        <extracomment>A lesson&apos;s goal: %1 is a planet&apos;s name, never declined (PHI PLUS).</extracomment>
        <translation>Mercurial na %1</translation>
    </message>
    <message>
        <source>Rubicon on %1</source>
        <extracomment>A lesson&apos;s goal: %1 is a planet&apos;s name, never declined (PHI PLUS).</extracomment>
        <translation>Rubicon na %1</translation>
    </message>
    <message>
        <source>the ships are entangled (the state does not factor per ship)</source>
        <translation>lodě jsou provázané (stav se nedá rozložit na stavy lodí)</translation>
    </message>
    <message>
        <source>the ships are not entangled (the state factors per ship)</source>
        <translation>lodě nejsou provázané (stav se rozkládá na stavy lodí)</translation>
    </message>
    <message>
        <source>measuring Mercurial certainly gives %1</source>
        <extracomment>A lesson&apos;s goal: %1 is the bit, 0 or 1.</extracomment>
        <translation>měření Mercurialu jistě dá %1</translation>
    </message>
    <message>
        <source>measuring Rubicon certainly gives %1</source>
        <extracomment>A lesson&apos;s goal: %1 is the bit, 0 or 1.</extracomment>
        <translation>měření Rubiconu jistě dá %1</translation>
    </message>
    <message>
        <source>measuring both ships always gives equal bits</source>
        <translation>měření obou lodí vždy dá shodné bity</translation>
    </message>
    <message>
        <source>measuring both ships always gives different bits</source>
        <translation>měření obou lodí vždy dá různé bity</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <extracomment>A move in a lesson&apos;s text, an engine card played for a ship&apos;s qubit: %1: the card (H, CNOT); %2: the ship&apos;s name, never declined (Mercurial). &quot;H for Mercurial&quot;.</extracomment>
        <translation>%1 pro loď %2</translation>
    </message>
    <message>
        <source>A measurement of Mercurial gives 1 with probability %1</source>
        <extracomment>A lesson&apos;s goal: %1 is a probability as a percentage (&quot;50 %&quot;).</extracomment>
        <translation>Měření lodi Mercurial dá 1 s&#xa0;pravděpodobností %1</translation>
    </message>
    <message>
        <source>A measurement of Rubicon gives 1 with probability %1</source>
        <extracomment>A lesson&apos;s goal: %1 is a probability as a percentage (&quot;50 %&quot;).</extracomment>
        <translation>Měření lodi Rubicon dá 1 s&#xa0;pravděpodobností %1</translation>
    </message>
    <message>
        <source>You made %1; %2 needs Mercurial&apos;s bit flipped.</source>
        <extracomment>%1: the ket the learner made (|01&gt;); %2: the goal&apos;s ket (|11&gt;).</extracomment>
        <translation>Vytvořili jste %1; %2 vyžaduje překlopit bit lodi Mercurial.</translation>
    </message>
    <message>
        <source>You made %1; %2 needs Rubicon&apos;s bit flipped.</source>
        <extracomment>%1: the ket the learner made (|10&gt;); %2: the goal&apos;s ket (|11&gt;).</extracomment>
        <translation>Vytvořili jste %1; %2 vyžaduje překlopit bit lodi Rubicon.</translation>
    </message>
    <message>
        <source>You made %1; %2 needs both ships&apos; bits flipped.</source>
        <extracomment>%1: the ket the learner made (|01&gt;); %2: the goal&apos;s ket (|10&gt;).</extracomment>
        <translation>Vytvořili jste %1; %2 vyžaduje překlopit bity obou lodí.</translation>
    </message>
    <message>
        <source>You made %1: the right kets with the right weights, but %2 has other signs (relative phases).</source>
        <extracomment>%1: the ket the learner made (|+0&gt;); %2: the goal&apos;s ket (|-0&gt;), which has the same kets with the same weights but other signs.</extracomment>
        <translation>Vytvořili jste %1: správné kety se správnými vahami, ale %2 má jiná znaménka (relativní fáze).</translation>
    </message>
    <message>
        <source>You made %1, which is not entangled; the goal needs the ships entangled.</source>
        <extracomment>%1: the ket the learner made.</extracomment>
        <translation>Vytvořili jste %1, který není provázaný; cíl vyžaduje provázané lodě.</translation>
    </message>
    <message>
        <source>You made %1, which is entangled; the goal needs the ships not entangled.</source>
        <extracomment>%1: the ket the learner made.</extracomment>
        <translation>Vytvořili jste %1, který je provázaný; cíl vyžaduje neprovázané lodě.</translation>
    </message>
    <message>
        <source>You made %1, which is not entangled; %2 is.</source>
        <extracomment>%1: the ket the learner made, a product state; %2: the goal&apos;s ket, an entangled state.</extracomment>
        <translation>Vytvořili jste %1, který není provázaný; %2 provázaný je.</translation>
    </message>
    <message>
        <source>You made %1, which is entangled; %2 is not.</source>
        <extracomment>%1: the ket the learner made, an entangled state; %2: the goal&apos;s ket, a product state.</extracomment>
        <translation>Vytvořili jste %1, který je provázaný; %2 provázaný není.</translation>
    </message>
    <message>
        <source>You made %1; the goal is %2.</source>
        <extracomment>%1: the ket the learner made; %2: the goal&apos;s ket.</extracomment>
        <translation>Vytvořili jste %1; cílem je %2.</translation>
    </message>
    <message>
        <source>You made %1, which no planet shows; the goal needs %2 on %3.</source>
        <extracomment>%1: the ket the learner made, which no planet of the board shows; %2: a ship&apos;s name (Rubicon); %3: a planet&apos;s name (ONE).</extracomment>
        <translation>Vytvořili jste %1, který neukazuje žádná planeta; cíl vyžaduje loď %2 na %3.</translation>
    </message>
    <message>
        <source>You made %1: %2 is on %3; the goal needs %2 on %4.</source>
        <extracomment>%1: the ket the learner made; %2: a ship&apos;s name (Rubicon); %3: the planet it is on (ZERO); %4: the planet the goal needs (ONE).</extracomment>
        <translation>Vytvořili jste %1: loď %2 je na %3; cíl vyžaduje loď %2 na %4.</translation>
    </message>
    <message>
        <source>You made %1: measuring %2 gives %3 only with probability %4; the goal needs it for certain.</source>
        <extracomment>%1: the ket the learner made; %2: a ship&apos;s name (Rubicon); %3: the bit the goal needs (0 or 1); %4: the probability it comes out now (&quot;50 %&quot;).</extracomment>
        <translation>Vytvořili jste %1: měření lodi %2 dává %3 jen s&#xa0;pravděpodobností %4; cíl to vyžaduje s&#xa0;jistotou.</translation>
    </message>
    <message>
        <source>You made %1: measuring %2 gives 1 with probability %3; the goal needs %4.</source>
        <extracomment>%1: the ket the learner made; %2: a ship&apos;s name (Rubicon); %3: the probability of a 1 now (&quot;0 %&quot;); %4: the probability the goal needs (&quot;50 %&quot;).</extracomment>
        <translation>Vytvořili jste %1: měření lodi %2 dává 1 s&#xa0;pravděpodobností %3; cíl vyžaduje %4.</translation>
    </message>
    <message>
        <source>You made %1: measuring both ships does not always give the same bit.</source>
        <extracomment>%1: the ket the learner made.</extracomment>
        <translation>Vytvořili jste %1: měření obou lodí nedává vždy stejný bit.</translation>
    </message>
    <message>
        <source>You made %1: measuring both ships does not always give different bits.</source>
        <extracomment>%1: the ket the learner made.</extracomment>
        <translation>Vytvořili jste %1: měření obou lodí nedává vždy různé bity.</translation>
    </message>
    <message numerus="yes">
        <source>The goal is out of reach: no moves with the %n card(s) left reach it. Undo or reset.</source>
        <extracomment>%n: the cards the learner has left.</extracomment>
        <translation>
            <numerusform>Cíl je mimo dosah: žádné tahy se zbývající %n kartou ho nedosáhnou. Vraťte tah nebo začněte znovu.</numerusform>
            <numerusform>Cíl je mimo dosah: žádné tahy se zbývajícími %n kartami ho nedosáhnou. Vraťte tah nebo začněte znovu.</numerusform>
            <numerusform>Cíl je mimo dosah: žádné tahy se zbývajícími %n kartami ho nedosáhnou. Vraťte tah nebo začněte znovu.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>localeNumbers</name>
    <message>
        <source>%1%</source>
        <extracomment>A percentage: %1 is the number (88,8) in the UI language; write &quot;%1 %&quot; with a no-break space where the language spaces it.
----------
A percentage; %1 is the number already in the UI language&apos;s digits (&quot;12,5&quot;). Write the space (a non-breaking one) before % where the language puts one.</extracomment>
        <translation>%1&#xa0;%</translation>
    </message>
</context>
<context>
    <name>reviewText</name>
    <message>
        <source>%1%</source>
        <extracomment>A percentage: %1 is the number (62,5) in the UI language; write &quot;%1 %&quot; with a no-break space where the language spaces it.</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>The die rolled %1</source>
        <extracomment>%1: the die&apos;s face (1-8).</extracomment>
        <translation>Na kostce padlo %1</translation>
    </message>
    <message>
        <source>The Centarious die rolled %1</source>
        <extracomment>%1: the die&apos;s face (1-4).</extracomment>
        <translation>Na Centarius kostce padlo %1</translation>
    </message>
    <message>
        <source>Engine card drawn: %1</source>
        <extracomment>%1: an engine card&apos;s name (H).</extracomment>
        <translation>Líznutá akční karta: %1</translation>
    </message>
    <message>
        <source>Event card drawn: %1</source>
        <extracomment>%1: an event card&apos;s name (Bennett).</extracomment>
        <translation>Líznutá karta kvantové události: %1</translation>
    </message>
    <message>
        <source>Spooky Action picked %1</source>
        <extracomment>%1: a component&apos;s name (Quantum Gates).</extracomment>
        <translation>Strašidelné působení vybralo %1</translation>
    </message>
    <message>
        <source>The ships were measured: |%1%2&gt;</source>
        <extracomment>%1: Mercurial&apos;s measured bit (0 or 1); %2: Rubicon&apos;s (0 or 1), written as a ket |01&gt;.</extracomment>
        <translation>Lodě byly změřeny: |%1%2&gt;</translation>
    </message>
    <message>
        <source>Only action</source>
        <translation>Jediný možný tah</translation>
    </message>
    <message>
        <source>Best</source>
        <extracomment>A decision&apos;s verdict in the review: the best action of those compared.</extracomment>
        <translation>Nejlepší</translation>
    </message>
    <message>
        <source>Not compared</source>
        <translation>Neporovnáno</translation>
    </message>
    <message>
        <source>Good: %1 points lost</source>
        <extracomment>%1: win-chance points lost, a decimal number (0,5).</extracomment>
        <translation>Dobrý: ztraceno %1 bodu</translation>
    </message>
    <message>
        <source>Inaccuracy: %1 points lost</source>
        <extracomment>%1: win-chance points lost, a decimal number (3,5).</extracomment>
        <translation>Nepřesnost: ztraceno %1 bodu</translation>
    </message>
    <message>
        <source>Mistake: %1 points lost</source>
        <extracomment>%1: win-chance points lost, a decimal number (8,0).</extracomment>
        <translation>Chyba: ztraceno %1 bodu</translation>
    </message>
    <message>
        <source>Blunder: %1 points lost</source>
        <extracomment>%1: win-chance points lost, a decimal number (25,0).</extracomment>
        <translation>Hrubá chyba: ztraceno %1 bodu</translation>
    </message>
    <message>
        <source>Certain: the only outcome</source>
        <translation>Jisté: jediný výsledek</translation>
    </message>
    <message>
        <source>Neutral (%1)</source>
        <extracomment>%1: the change in win chance, with its sign (+0,5).</extracomment>
        <translation>Neutrální (%1)</translation>
    </message>
    <message>
        <source>Lucky (%1)</source>
        <extracomment>%1: the change in win chance, with its sign (+8,0).</extracomment>
        <translation>Štěstí (%1)</translation>
    </message>
    <message>
        <source>Very lucky (%1)</source>
        <extracomment>%1: the change in win chance, with its sign (+20,0).</extracomment>
        <translation>Velké štěstí (%1)</translation>
    </message>
    <message>
        <source>Unlucky (%1)</source>
        <extracomment>%1: the change in win chance, with its sign (−8,0).</extracomment>
        <translation>Smůla (%1)</translation>
    </message>
    <message>
        <source>Very unlucky (%1)</source>
        <extracomment>%1: the change in win chance, with its sign (−20,0).</extracomment>
        <translation>Velká smůla (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Your decisions cost %n point(s).</source>
        <extracomment>%n: win-chance points the learner&apos;s decisions lost (e.g. 9).</extracomment>
        <translation>
            <numerusform>Vaše rozhodnutí stála %n bod.</numerusform>
            <numerusform>Vaše rozhodnutí stála %n body.</numerusform>
            <numerusform>Vaše rozhodnutí stála %n bodů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your decisions gained %n point(s).</source>
        <extracomment>%n: win-chance points the learner&apos;s decisions gained (e.g. 9).</extracomment>
        <translation>
            <numerusform>Vaše rozhodnutí získala %n bod.</numerusform>
            <numerusform>Vaše rozhodnutí získala %n body.</numerusform>
            <numerusform>Vaše rozhodnutí získala %n bodů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The dice and draws cost %n point(s).</source>
        <extracomment>%n: win-chance points lost to the dice and draws.</extracomment>
        <translation>
            <numerusform>Kostky a&#xa0;líznuté karty stály %n bod.</numerusform>
            <numerusform>Kostky a&#xa0;líznuté karty stály %n body.</numerusform>
            <numerusform>Kostky a&#xa0;líznuté karty stály %n bodů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The dice and draws gained %n point(s).</source>
        <extracomment>%n: win-chance points gained from the dice and draws.</extracomment>
        <translation>
            <numerusform>Kostky a&#xa0;líznuté karty získaly %n bod.</numerusform>
            <numerusform>Kostky a&#xa0;líznuté karty získaly %n body.</numerusform>
            <numerusform>Kostky a&#xa0;líznuté karty získaly %n bodů.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>two sentences of the review&apos;s summary</comment>
        <extracomment>%1: the sentence on the decisions (&quot;Your decisions cost 5 points.&quot;); %2: the sentence on luck (&quot;The dice and draws gained 3 points.&quot;).</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 at the start %2 from decisions %3 from luck = %4 at the end</source>
        <extracomment>%1: the win chance at the start (&quot;40%&quot;); %2: points from decisions, signed (−5,0); %3: points from luck, signed (+3,0); %4: the result (&quot;38%&quot;).</extracomment>
        <translation>%1 na začátku %2 z&#xa0;rozhodnutí %3 ze štěstí = %4 na konci</translation>
    </message>
    <message numerus="yes">
        <source>Your AI partner&apos;s decisions cost %n point(s).</source>
        <extracomment>%n: win-chance points the AI partner&apos;s decisions lost (e.g. 4).</extracomment>
        <translation>
            <numerusform>Rozhodnutí vašeho AI partnera stála %n bod.</numerusform>
            <numerusform>Rozhodnutí vašeho AI partnera stála %n body.</numerusform>
            <numerusform>Rozhodnutí vašeho AI partnera stála %n bodů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your AI partner&apos;s decisions gained %n point(s).</source>
        <extracomment>%n: win-chance points the AI partner&apos;s decisions gained (e.g. 4).</extracomment>
        <translation>
            <numerusform>Rozhodnutí vašeho AI partnera získala %n bod.</numerusform>
            <numerusform>Rozhodnutí vašeho AI partnera získala %n body.</numerusform>
            <numerusform>Rozhodnutí vašeho AI partnera získala %n bodů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The AI players&apos; decisions cost %n point(s).</source>
        <extracomment>%n: win-chance points the AI players&apos; decisions lost (e.g. 4), in a game of two AIs.</extracomment>
        <translation>
            <numerusform>Rozhodnutí hráčů AI stála %n bod.</numerusform>
            <numerusform>Rozhodnutí hráčů AI stála %n body.</numerusform>
            <numerusform>Rozhodnutí hráčů AI stála %n bodů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The AI players&apos; decisions gained %n point(s).</source>
        <extracomment>%n: win-chance points the AI players&apos; decisions gained (e.g. 4), in a game of two AIs.</extracomment>
        <translation>
            <numerusform>Rozhodnutí hráčů AI získala %n bod.</numerusform>
            <numerusform>Rozhodnutí hráčů AI získala %n body.</numerusform>
            <numerusform>Rozhodnutí hráčů AI získala %n bodů.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 %3</source>
        <comment>three sentences of the review&apos;s summary</comment>
        <extracomment>%1: the sentence on the learner&apos;s decisions (&quot;Your decisions cost 5 points.&quot;); %2: the sentence on the AI partner&apos;s (&quot;Your AI partner&apos;s decisions gained 2 points.&quot;); %3: the sentence on luck.</extracomment>
        <translation>%1 %2 %3</translation>
    </message>
    <message>
        <source>Your decisions — best: %1, good: %2, inaccuracies: %3, mistakes: %4, blunders: %5</source>
        <extracomment>%1-%5: how many of the learner&apos;s decisions were best, good, inaccuracies, mistakes, blunders (e.g. 12).</extracomment>
        <translation>Vaše rozhodnutí — nejlepší: %1, dobrá: %2, nepřesnosti: %3, chyby: %4, hrubé chyby: %5</translation>
    </message>
    <message>
        <source>Your AI partner&apos;s decisions — best: %1, good: %2, inaccuracies: %3, mistakes: %4, blunders: %5</source>
        <extracomment>%1-%5: how many of the AI partner&apos;s decisions were best, good, inaccuracies, mistakes, blunders (e.g. 3).</extracomment>
        <translation>Rozhodnutí vašeho AI partnera — nejlepší: %1, dobrá: %2, nepřesnosti: %3, chyby: %4, hrubé chyby: %5</translation>
    </message>
    <message>
        <source>Best within the estimate&apos;s noise: %1 against %2 for the best, ±%3 points</source>
        <extracomment>A decision&apos;s verdict in the review: not the best action, but the review cannot tell it from the best. %1: its win chance (&quot;46,0%&quot;); %2: the best action&apos;s (&quot;49,4%&quot;); %3: the estimate&apos;s margin in win-chance points (&quot;4,0&quot;).</extracomment>
        <translation>Nejlepší v&#xa0;mezích šumu odhadu: %1 proti %2 u&#xa0;nejlepšího, ±%3 bodu</translation>
    </message>
</context>
<context>
    <name>slideFigures</name>
    <message>
        <source>%1: cannot write the file</source>
        <extracomment>%1: the file&apos;s full path.</extracomment>
        <translation>%1: soubor nelze zapsat</translation>
    </message>
    <message>
        <source>%1: cannot create the directory</source>
        <extracomment>%1: the folder&apos;s full path.</extracomment>
        <translation>%1: složku nelze vytvořit</translation>
    </message>
</context>
<context>
    <name>web</name>
    <message>
        <source>Skip to your actions</source>
        <translation>Přejít na vaše akce</translation>
    </message>
    <message>
        <source>Skip to your cards</source>
        <translation>Přejít na vaše karty</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>A heading: the choice of seed, difficulty and rules of a new game.</extracomment>
        <translation>Hra</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semínko</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Obtížnost</translation>
    </message>
    <message>
        <source>Save record</source>
        <translation>Uložit záznam</translation>
    </message>
    <message>
        <source>Open record</source>
        <translation>Otevřít záznam</translation>
    </message>
    <message>
        <source>Turn</source>
        <extracomment>A heading: whose turn it is.</extracomment>
        <translation>Tah</translation>
    </message>
    <message>
        <source>Your actions</source>
        <translation>Vaše akce</translation>
    </message>
    <message>
        <source>Hint</source>
        <extracomment>A button: ask for a suggested move.</extracomment>
        <translation>Nápověda</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Nápovědy</translation>
    </message>
    <message>
        <source>The ships’ state</source>
        <translation>Stav lodí</translation>
    </message>
    <message>
        <source>Amplitudes in |Mercurial Rubicon⟩ order</source>
        <translation>Amplitudy v&#xa0;pořadí |Mercurial Rubicon⟩</translation>
    </message>
    <message>
        <source>Basis state</source>
        <translation>Bázový stav</translation>
    </message>
    <message>
        <source>Amplitude</source>
        <translation>Amplituda</translation>
    </message>
    <message>
        <source>Probability</source>
        <extracomment>A column heading in a narrow table: a long word may carry soft hyphens (U+00AD) where it may break (Prawdo­podo­bieństwo), as browsers have no hyphenation dictionary for every language.</extracomment>
        <translation>Pravdě­podobnost</translation>
    </message>
    <message>
        <source>Hands</source>
        <extracomment>A heading: the cards each player holds.</extracomment>
        <translation>Karty v&#xa0;ruce</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <source>Log</source>
        <extracomment>A heading: the game&apos;s log of events.</extracomment>
        <translation>Záznam tahů</translation>
    </message>
    <message>
        <source>Create an online game</source>
        <translation>Založit hru online</translation>
    </message>
    <message>
        <source>Watch</source>
        <extracomment>A button: watch a game of others, read-only.</extracomment>
        <translation>Sledovat</translation>
    </message>
    <message>
        <source>Entanglion lessons</source>
        <translation>Lekce Entanglion</translation>
    </message>
    <message>
        <source>Solo game</source>
        <translation>Hra pro jednoho</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lekce</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Cíl</translation>
    </message>
    <message>
        <source>Your cards</source>
        <translation>Vaše karty</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Začít znovu</translation>
    </message>
    <message>
        <source>Goal check</source>
        <translation>Kontrola cíle</translation>
    </message>
    <message>
        <source>Moves played</source>
        <translation>Odehrané tahy</translation>
    </message>
    <message>
        <source>Bases (Mercurial first)</source>
        <translation>Báze (nejprve Mercurial)</translation>
    </message>
    <message>
        <source>Outcome</source>
        <extracomment>A column head: a measured outcome (00, 01, 10, 11).</extracomment>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Count</source>
        <extracomment>A column head: how many shots gave that outcome.</extracomment>
        <translation>Počet</translation>
    </message>
    <message>
        <source>Exact probability</source>
        <translation>Přesná pravděpodobnost</translation>
    </message>
    <message>
        <source>Printed board</source>
        <translation>Tištěná deska</translation>
    </message>
    <message>
        <source>Quantum</source>
        <extracomment>The quantum variant of the rules.</extracomment>
        <translation>Kvantová</translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>The language switch&apos;s label (for screen readers).</extracomment>
        <translation>Jazyk</translation>
    </message>
    <message>
        <source>The engine refused the move: %1</source>
        <extracomment>%1: why the engine refused the move.</extracomment>
        <translation>Jádro tah odmítlo: %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>%1: the lesson&apos;s number, %2: its title (a list entry).</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>The last move was taken back.</source>
        <translation>Poslední tah byl vzat zpět.</translation>
    </message>
    <message>
        <source>The lesson starts again.</source>
        <translation>Lekce začíná znovu.</translation>
    </message>
    <message>
        <source>The lesson could not be opened: %1</source>
        <extracomment>%1: the error.</extracomment>
        <translation>Lekci se nepodařilo otevřít: %1</translation>
    </message>
    <message>
        <source>Lesson opened: %1</source>
        <extracomment>%1: the lesson&apos;s title.</extracomment>
        <translation>Otevřena lekce: %1</translation>
    </message>
    <message>
        <source>%1 played.</source>
        <extracomment>%1: the move, e.g. &quot;H for Mercurial&quot;.</extracomment>
        <translation>Zahráno: %1.</translation>
    </message>
    <message>
        <source>The state could not be measured: %1</source>
        <extracomment>%1: the error.</extracomment>
        <translation>Stav se nepodařilo změřit: %1</translation>
    </message>
    <message>
        <source>Measured %1 times: 00 %2, 01 %3, 10 %4, 11 %5.</source>
        <extracomment>%1: the number of shots; %2, %3, %4, %5: how many gave 00, 01, 10 and 11.</extracomment>
        <translation>Změřeno %1krát: 00 %2, 01 %3, 10 %4, 11 %5.</translation>
    </message>
    <message>
        <source>Choose a lesson and open it.</source>
        <translation>Vyberte lekci a&#xa0;otevřete ji.</translation>
    </message>
    <message>
        <source>Goal reached with %1 of %2 cards.</source>
        <extracomment>%1: the cards played, %2: the lesson&apos;s budget of cards.</extracomment>
        <translation>Cíl dosažen: zahrané karty %1 z&#xa0;%2.</translation>
    </message>
    <message>
        <source>Every card is played and the goal is not reached. Undo or reset.</source>
        <translation>Všechny karty jsou zahrány a&#xa0;cíle není dosaženo. Vezměte tah zpět nebo začněte znovu.</translation>
    </message>
    <message>
        <source>Cards left: %1 of %2.</source>
        <extracomment>%1: the cards left, %2: the lesson&apos;s budget of cards.</extracomment>
        <translation>Zbývající karty: %1 z&#xa0;%2.</translation>
    </message>
    <message>
        <source>No lesson open</source>
        <translation>Není otevřena žádná lekce</translation>
    </message>
    <message>
        <source>Task: %1</source>
        <extracomment>%1: the lesson&apos;s task.</extracomment>
        <translation>Úkol: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>%1: a state&apos;s ket, %2: its name (e.g. &quot;|Φ+⟩&quot;).</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 shots in the bases %2, seed %3</source>
        <extracomment>%1: the number of shots, %2: the bases (e.g. &quot;ZX&quot;), %3: the seed.</extracomment>
        <translation>Měření: %1, báze %2, semínko %3</translation>
    </message>
    <message>
        <source>One outcome is certain: there is no chance to correlate.</source>
        <translation>Jeden výsledek je jistý: není tu žádná náhoda, kterou by šlo korelovat.</translation>
    </message>
    <message>
        <source>Each bit is random, but the two are always equal.</source>
        <translation>Každý bit je náhodný, ale oba jsou vždy stejné.</translation>
    </message>
    <message>
        <source>Each bit is random, but the two always differ.</source>
        <translation>Každý bit je náhodný, ale oba se vždy liší.</translation>
    </message>
    <message>
        <source>Knowing one bit tells nothing about the other.</source>
        <translation>Znalost jednoho bitu neříká nic o&#xa0;druhém.</translation>
    </message>
    <message>
        <source>The bits are correlated, but not perfectly.</source>
        <translation>Bity jsou korelované, ale ne dokonale.</translation>
    </message>
    <message>
        <source>The engine could not be loaded: %1</source>
        <extracomment>%1: the error.</extracomment>
        <translation>Jádro se nepodařilo načíst: %1</translation>
    </message>
    <message>
        <source>The game could not start: %1</source>
        <extracomment>%1: the error.</extracomment>
        <translation>Hru se nepodařilo spustit: %1</translation>
    </message>
    <message>
        <source>The AI teammate could not move: %1</source>
        <extracomment>%1: the error.</extracomment>
        <translation>Spoluhráč AI nemohl táhnout: %1</translation>
    </message>
    <message>
        <source>Suggested: %1</source>
        <extracomment>%1: the suggested action.</extracomment>
        <translation>Doporučený tah: %1</translation>
    </message>
    <message>
        <source>No suggestion now.</source>
        <translation>Teď není co doporučit.</translation>
    </message>
    <message>
        <source>The record could not be opened: %1</source>
        <extracomment>%1: the error.</extracomment>
        <translation>Záznam se nepodařilo otevřít: %1</translation>
    </message>
    <message>
        <source>The game from the server could not be shown: %1</source>
        <extracomment>%1: the error.</extracomment>
        <translation>Hru ze serveru se nepodařilo zobrazit: %1</translation>
    </message>
    <message>
        <source>Connecting to the server…</source>
        <translation>Připojování k&#xa0;serveru…</translation>
    </message>
    <message>
        <source>The connection is lost: reconnecting (attempt %1 of %2).</source>
        <extracomment>%1: this attempt&apos;s number, %2: how many attempts there are.</extracomment>
        <translation>Spojení se přerušilo: znovu se připojuje (pokus %1 z&#xa0;%2).</translation>
    </message>
    <message>
        <source>The server cannot be reached. Reload the page to try again.</source>
        <translation>Server není dostupný. Načtěte stránku znovu a&#xa0;zkuste to ještě jednou.</translation>
    </message>
    <message>
        <source>Connected.</source>
        <translation>Připojeno.</translation>
    </message>
    <message>
        <source>Watching game %1: read-only.</source>
        <extracomment>%1: the game&apos;s join code.</extracomment>
        <translation>Sledujete hru %1: jen pro čtení.</translation>
    </message>
    <message>
        <source>Game %1: you fly %2. Waiting for your partner.</source>
        <extracomment>%1: the game&apos;s join code, %2: your ship (Mercurial or Rubicon).</extracomment>
        <translation>Hra %1: vaše loď je %2. Čeká se na partnera.</translation>
    </message>
    <message>
        <source>Game %1: you fly %2, your partner %3 is connected.</source>
        <extracomment>%1: the game&apos;s join code, %2: your ship, %3: your partner&apos;s ship.</extracomment>
        <translation>Hra %1: vaše loď je %2, partner (%3) je připojen.</translation>
    </message>
    <message>
        <source>Your partner joins with the code %1 or at %2.</source>
        <extracomment>%1: the join code, %2: the address to open (a link).</extracomment>
        <translation>Partner se připojí s&#xa0;kódem %1 nebo na adrese %2.</translation>
    </message>
    <message>
        <source>No game yet: choose a seed and start one.</source>
        <translation>Zatím žádná hra: zvolte semínko a&#xa0;začněte.</translation>
    </message>
    <message>
        <source>Mercurial on %1, Rubicon on %2.</source>
        <extracomment>%1, %2: the planets the ships stand on.</extracomment>
        <translation>Mercurial na %1, Rubicon na %2.</translation>
    </message>
    <message>
        <source>The game is won.</source>
        <translation>Hra je vyhrána.</translation>
    </message>
    <message>
        <source>The game is lost.</source>
        <translation>Hra je prohrána.</translation>
    </message>
    <message>
        <source>Turn %1: your move (%2).</source>
        <extracomment>%1: the turn&apos;s number, %2: your ship.</extracomment>
        <translation>Tah %1: jste na tahu (%2).</translation>
    </message>
    <message>
        <source>Turn %1: %2 moves.</source>
        <extracomment>%1: the turn&apos;s number, %2: the ship that moves.</extracomment>
        <translation>Tah %1: táhne %2.</translation>
    </message>
    <message>
        <source>Turn %1: your partner moves (%2).</source>
        <extracomment>%1: the turn&apos;s number, %2: your partner&apos;s ship.</extracomment>
        <translation>Tah %1: táhne partner (%2).</translation>
    </message>
    <message>
        <source>Turn %1: the AI teammate moves (%2).</source>
        <extracomment>%1: the turn&apos;s number, %2: the AI&apos;s ship.</extracomment>
        <translation>Tah %1: táhne spoluhráč AI (%2).</translation>
    </message>
    <message>
        <source>You are watching: the players make the moves.</source>
        <translation>Sledujete hru: tahy dělají hráči.</translation>
    </message>
    <message>
        <source>Nothing for you to do now.</source>
        <translation>Teď nemáte co dělat.</translation>
    </message>
    <message>
        <source>Start a game first.</source>
        <translation>Nejprve začněte hru.</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <extracomment>%1: a ship&apos;s name.</extracomment>
        <translation>%1 (vy)</translation>
    </message>
    <message>
        <source>%1 (your partner)</source>
        <extracomment>%1: a ship&apos;s name.</extracomment>
        <translation>%1 (partner)</translation>
    </message>
    <message>
        <source>%1 (AI teammate)</source>
        <extracomment>%1: a ship&apos;s name.</extracomment>
        <translation>%1 (spoluhráč AI)</translation>
    </message>
    <message>
        <source>Engine cards of %1</source>
        <extracomment>%1: a ship&apos;s name.</extracomment>
        <translation>Akční karty lodi %1</translation>
    </message>
    <message>
        <source>Components: %1</source>
        <extracomment>%1: the components a ship holds, separated by commas.</extracomment>
        <translation>Součásti: %1</translation>
    </message>
    <message>
        <source>Detection: %1. Components collected: %2 of 8.</source>
        <extracomment>%1: the detection level, %2: how many components are collected.</extracomment>
        <translation>Odhalení: %1. Sebrané součásti: %2 z&#xa0;8.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>%1: a planet, %2: its galaxy (a map label read by screen readers).</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 is here</source>
        <extracomment>%1: a ship&apos;s name.</extracomment>
        <translation>%1 je zde</translation>
    </message>
    <message>
        <source>component %1</source>
        <extracomment>%1: a component&apos;s name (on a planet of the map).</extracomment>
        <translation>součást %1</translation>
    </message>
    <message>
        <source>Navigate with %1</source>
        <extracomment>%1: an engine card.</extracomment>
        <translation>Přesun s&#xa0;kartou %1</translation>
    </message>
    <message>
        <source>Retrieve the component</source>
        <translation>Získat součást</translation>
    </message>
    <message>
        <source>Swap: give %1, take %2</source>
        <extracomment>%1: the card given, %2: the card taken.</extracomment>
        <translation>Výměna: dát %1, vzít %2</translation>
    </message>
    <message>
        <source>Roll against the defense</source>
        <translation>Házet proti obraně</translation>
    </message>
    <message>
        <source>Roll again</source>
        <translation>Házet znovu</translation>
    </message>
    <message>
        <source>Place Mercurial on %1, Rubicon on %2</source>
        <extracomment>%1, %2: the planets where the ships start.</extracomment>
        <translation>Postavit Mercurial na %1, Rubicon na %2</translation>
    </message>
    <message>
        <source>Give %1</source>
        <extracomment>%1: an engine card.</extracomment>
        <translation>Dát %1</translation>
    </message>
    <message>
        <source>Take %1</source>
        <extracomment>%1: an engine card.</extracomment>
        <translation>Vzít %1</translation>
    </message>
    <message>
        <source>Play %1 (The Mechanic)</source>
        <extracomment>%1: an engine card.</extracomment>
        <translation>Zahrát %1 (Mechanik)</translation>
    </message>
    <message>
        <source>Play no more cards</source>
        <translation>Už nehrát žádné karty</translation>
    </message>
    <message>
        <source>Light</source>
        <extracomment>The colours&apos; choice: a light page (beside the app&apos;s &quot;Dark&quot; and &quot;High contrast&quot;).</extracomment>
        <translation>Světlé</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>A label: who plays the new game.</extracomment>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>You and the AI teammate</source>
        <translation>Vy a&#xa0;spoluhráč AI</translation>
    </message>
    <message>
        <source>Two people at this screen (hot-seat)</source>
        <translation>Dva lidé u&#xa0;této obrazovky (střídání u&#xa0;jednoho počítače)</translation>
    </message>
    <message>
        <source>%1, it is your move: pass the screen if you fly the other ship.</source>
        <extracomment>Hot-seat play, in large type. %1: the ship that must act (Mercurial or Rubicon).</extracomment>
        <translation>%1, jste na tahu: pokud letíte druhou lodí, předejte obrazovku.</translation>
    </message>
    <message>
        <source>Actions of %1</source>
        <extracomment>A heading in hot-seat play. %1: the ship that must act.</extracomment>
        <translation>Akce: %1</translation>
    </message>
    <message>
        <source>%1 (to move)</source>
        <extracomment>A hand&apos;s heading in hot-seat play. %1: the ship that must act.</extracomment>
        <translation>%1 (na tahu)</translation>
    </message>
    <message>
        <source>A finished game is shown read-only: start a new game to play.</source>
        <translation>Dokončená hra je jen ke čtení: chcete-li hrát, začněte novou hru.</translation>
    </message>
    <message>
        <source>The last move cannot be taken back: its die roll is already known.</source>
        <translation>Poslední tah nelze vrátit: výsledek hodu kostkou už je známý.</translation>
    </message>
    <message>
        <source>The last move cannot be taken back: the card it drew is already known.</source>
        <translation>Poslední tah nelze vrátit: karta, kterou líznul, už je známá.</translation>
    </message>
    <message>
        <source>The last move cannot be taken back: the component Spooky Action picked is already known.</source>
        <translation>Poslední tah nelze vrátit: součást, kterou vybralo Strašidelné působení, už je známá.</translation>
    </message>
    <message>
        <source>The last move cannot be taken back: the measurement is already known.</source>
        <translation>Poslední tah nelze vrátit: výsledek měření už je známý.</translation>
    </message>
    <message>
        <source>The last move cannot be taken back: the engine stack ran out during it and was shuffled anew from the discard pile, so its cards can no longer go back on top.</source>
        <translation>Poslední tah nelze vrátit: během něj došel balíček akčních karet a&#xa0;hromádka použitých karet byla zamíchána do nového balíčku, takže líznuté karty se už nemohou vrátit navrch.</translation>
    </message>
    <message>
        <source>Correlation of the bits (equal minus different) in %1: %2 exact.</source>
        <extracomment>%1: the bases (e.g. &quot;ZZ&quot;); %2: the exact correlation, from -1 to 1 (e.g. &quot;0.71&quot;).</extracomment>
        <translation>Korelace bitů (shodné minus různé) v&#xa0;%1: přesně %2.</translation>
    </message>
    <message>
        <source>Entanglion class</source>
        <translation>Entanglion – třída</translation>
    </message>
    <message>
        <source>Join the class</source>
        <translation>Připojit se ke třídě</translation>
    </message>
    <message>
        <source>Class code</source>
        <translation>Kód třídy</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Vaše jméno</translation>
    </message>
    <message>
        <source>Your seat</source>
        <translation>Vaše místo</translation>
    </message>
    <message>
        <source>From your teacher</source>
        <translation>Od učitele</translation>
    </message>
    <message>
        <source>Call the teacher</source>
        <translation>Zavolat učitele</translation>
    </message>
    <message>
        <source>Cancel the call</source>
        <translation>Zrušit volání</translation>
    </message>
    <message>
        <source>%1, you are in class %2.</source>
        <extracomment>%1: the student&apos;s display name, %2: the class code.</extracomment>
        <translation>%1, jste ve třídě %2.</translation>
    </message>
    <message>
        <source>%1, you are at table %2 and fly %3.</source>
        <extracomment>%1: the student&apos;s display name, %2: the table&apos;s number, %3: a ship&apos;s name.</extracomment>
        <translation>%1, sedíte u&#xa0;stolu %2 a&#xa0;letíte lodí %3.</translation>
    </message>
    <message>
        <source>The teacher has paused the class.</source>
        <translation>Učitel pozastavil třídu.</translation>
    </message>
    <message>
        <source>The game has started: opening your table…</source>
        <translation>Hra začala: otevírám váš stůl…</translation>
    </message>
    <message>
        <source>Wait for your teacher to start the games.</source>
        <translation>Počkejte, až učitel spustí hry.</translation>
    </message>
    <message>
        <source>Open your table’s game</source>
        <translation>Otevřít hru svého stolu</translation>
    </message>
    <message>
        <source>Class %1</source>
        <extracomment>%1: the class code (a heading above a student&apos;s game).</extracomment>
        <translation>Třída %1</translation>
    </message>
    <message>
        <source>Your class page</source>
        <translation>Stránka vaší třídy</translation>
    </message>
    <message>
        <source>From your teacher: %1</source>
        <extracomment>%1: the teacher&apos;s message to every screen.</extracomment>
        <translation>Od učitele: %1</translation>
    </message>
    <message>
        <source>No class has the code %1. Check the code with your teacher.</source>
        <extracomment>%1: the class code as typed.</extracomment>
        <translation>Žádná třída nemá kód %1. Ověřte si kód u&#xa0;učitele.</translation>
    </message>
    <message>
        <source>This teacher link is not valid (or the class is gone). Open a new class.</source>
        <translation>Tento odkaz učitele neplatí (nebo třída už neexistuje). Otevřete novou třídu.</translation>
    </message>
    <message>
        <source>The class is full.</source>
        <translation>Třída je plná.</translation>
    </message>
    <message>
        <source>Not possible now: %1</source>
        <extracomment>%1: the server&apos;s reason, in English.</extracomment>
        <translation>Teď to nejde: %1</translation>
    </message>
    <message>
        <source>Too many tries from this network. Wait a minute and try again.</source>
        <translation>Příliš mnoho pokusů z&#xa0;této sítě. Počkejte minutu a&#xa0;zkuste to znovu.</translation>
    </message>
    <message>
        <source>Not accepted: %1</source>
        <extracomment>%1: the server&apos;s reason, in English.</extracomment>
        <translation>Nepřijato: %1</translation>
    </message>
    <message>
        <source>The connection is lost: reconnecting…</source>
        <translation>Spojení je ztraceno: připojuji znovu…</translation>
    </message>
    <message>
        <source>Entanglion class view</source>
        <translation>Entanglion – přehled třídy</translation>
    </message>
    <message>
        <source>Open a class</source>
        <translation>Otevřít třídu</translation>
    </message>
    <message>
        <source>Students join on their own devices with the class code. Nothing but their display names is kept.</source>
        <translation>Žáci se připojí na svých zařízeních kódem třídy. Uchovávají se jen jejich zobrazovaná jména.</translation>
    </message>
    <message>
        <source>The class</source>
        <translation>Třída</translation>
    </message>
    <message>
        <source>The same deal at every table</source>
        <translation>Stejné rozdání u&#xa0;všech stolů</translation>
    </message>
    <message>
        <source>Save the setup</source>
        <translation>Uložit nastavení</translation>
    </message>
    <message>
        <source>Start all tables</source>
        <translation>Spustit všechny stoly</translation>
    </message>
    <message>
        <source>Pause all tables</source>
        <translation>Pozastavit všechny stoly</translation>
    </message>
    <message>
        <source>Resume all tables</source>
        <translation>Pokračovat u&#xa0;všech stolů</translation>
    </message>
    <message>
        <source>End the class</source>
        <translation>Ukončit třídu</translation>
    </message>
    <message>
        <source>A message to every screen</source>
        <translation>Zpráva na všechny obrazovky</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Odeslat</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Stoly</translation>
    </message>
    <message>
        <source>Show</source>
        <extracomment>A label: which tables the class view shows.</extracomment>
        <translation>Zobrazit</translation>
    </message>
    <message>
        <source>Order</source>
        <extracomment>A label: the order of the tables in the class view.</extracomment>
        <translation>Pořadí</translation>
    </message>
    <message>
        <source>All tables</source>
        <translation>Všechny stoly</translation>
    </message>
    <message>
        <source>Needing attention</source>
        <translation>Vyžadující pozornost</translation>
    </message>
    <message>
        <source>Still playing</source>
        <translation>Stále hrající</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Skončené</translation>
    </message>
    <message>
        <source>Needing attention first</source>
        <translation>Nejprve vyžadující pozornost</translation>
    </message>
    <message>
        <source>By table number</source>
        <translation>Podle čísla stolu</translation>
    </message>
    <message>
        <source>By progress</source>
        <translation>Podle postupu</translation>
    </message>
    <message>
        <source>The setup is saved.</source>
        <translation>Nastavení je uloženo.</translation>
    </message>
    <message>
        <source>The tables have started.</source>
        <translation>Stoly začaly hrát.</translation>
    </message>
    <message>
        <source>Every table is paused.</source>
        <translation>Všechny stoly jsou pozastaveny.</translation>
    </message>
    <message>
        <source>The tables play on.</source>
        <translation>Stoly hrají dál.</translation>
    </message>
    <message>
        <source>End the class for everyone? The tables stop.</source>
        <translation>Ukončit třídu pro všechny? Stoly se zastaví.</translation>
    </message>
    <message>
        <source>The class has ended.</source>
        <translation>Třída skončila.</translation>
    </message>
    <message>
        <source>The message is on every screen.</source>
        <translation>Zpráva je na všech obrazovkách.</translation>
    </message>
    <message>
        <source>The message is cleared.</source>
        <translation>Zpráva je smazána.</translation>
    </message>
    <message>
        <source>Table %1 asks for help.</source>
        <extracomment>%1: a table&apos;s number.</extracomment>
        <translation>Stůl %1 žádá o&#xa0;pomoc.</translation>
    </message>
    <message>
        <source>Students open %1 and type their name.</source>
        <extracomment>%1: the address of the class page.</extracomment>
        <translation>Žáci otevřou %1 a&#xa0;napíšou své jméno.</translation>
    </message>
    <message>
        <source>Your teacher link (keep it to yourself): %1</source>
        <extracomment>%1: the secret address of the class view.</extracomment>
        <translation>Váš odkaz učitele (nechte si ho pro sebe): %1</translation>
    </message>
    <message>
        <source>The tables are playing.</source>
        <translation>Stoly hrají.</translation>
    </message>
    <message>
        <source>Waiting for students: the tables start when you say.</source>
        <translation>Čekáme na žáky: stoly začnou, až řeknete.</translation>
    </message>
    <message>
        <source>No table yet: students are seated as they join.</source>
        <translation>Zatím žádný stůl: žáci dostanou místa, jak se připojují.</translation>
    </message>
    <message>
        <source>No table to show.</source>
        <translation>Žádný stůl k&#xa0;zobrazení.</translation>
    </message>
    <message>
        <source>Table %1: %2</source>
        <extracomment>%1: a table&apos;s number, %2: its status (Playing, Won, ...).</extracomment>
        <translation>Stůl %1: %2</translation>
    </message>
    <message>
        <source>Watch table %1</source>
        <extracomment>%1: a table&apos;s number.</extracomment>
        <translation>Sledovat stůl %1</translation>
    </message>
    <message>
        <source>Waiting for the start</source>
        <extracomment>A table&apos;s status before the teacher starts the games.</extracomment>
        <translation>Čeká na start</translation>
    </message>
    <message>
        <source>Playing</source>
        <extracomment>A table&apos;s status.</extracomment>
        <translation>Hraje se</translation>
    </message>
    <message>
        <source>Paused</source>
        <extracomment>A table&apos;s status.</extracomment>
        <translation>Pozastaveno</translation>
    </message>
    <message>
        <source>Won</source>
        <extracomment>A table&apos;s status: the game is won.</extracomment>
        <translation>Vyhráno</translation>
    </message>
    <message>
        <source>Lost</source>
        <extracomment>A table&apos;s status: the game is lost.</extracomment>
        <translation>Prohráno</translation>
    </message>
    <message>
        <source>the AI teammate</source>
        <extracomment>Who flies a ship at a table (after a ship&apos;s name and a colon).</extracomment>
        <translation>spoluhráč AI</translation>
    </message>
    <message>
        <source>a free seat</source>
        <extracomment>An empty seat at a table (after a ship&apos;s name and a colon).</extracomment>
        <translation>volné místo</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1: a ship&apos;s name, %2: who flies it (a student&apos;s name, the AI teammate, a free seat).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>State: %1</source>
        <extracomment>%1: the ships&apos; named state (PHI_PLUS, ZERO,PLUS).</extracomment>
        <translation>Stav: %1</translation>
    </message>
    <message>
        <source>Whose turn: %1</source>
        <extracomment>%1: a ship&apos;s name.</extracomment>
        <translation>Na tahu: %1</translation>
    </message>
    <message>
        <source>No move yet.</source>
        <translation>Zatím žádný tah.</translation>
    </message>
    <message>
        <source>Asks for help</source>
        <extracomment>A flag on a table&apos;s card: a student pressed &quot;Call the teacher&quot;.</extracomment>
        <translation>Žádá o&#xa0;pomoc</translation>
    </message>
    <message>
        <source>Stuck: no move for a while</source>
        <extracomment>A flag on a table&apos;s card.</extracomment>
        <translation>Zaseknutý: dlouho bez tahu</translation>
    </message>
    <message numerus="yes">
        <source>Last move: %1, %n second(s) ago.</source>
        <extracomment>%1: the move, %n: seconds since it.</extracomment>
        <translation>
            <numerusform>Poslední tah: %1, před %n sekundou.</numerusform>
            <numerusform>Poslední tah: %1, před %n sekundami.</numerusform>
            <numerusform>Poslední tah: %1, před %n sekundami.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n student(s) have joined.</source>
        <extracomment>%n: how many students joined the class.</extracomment>
        <translation>
            <numerusform>Připojil se %n žák.</numerusform>
            <numerusform>Připojili se %n žáci.</numerusform>
            <numerusform>Připojilo se %n žáků.</numerusform>
        </translation>
    </message>
    <message>
        <source>Correlation of the bits (equal minus different) in %1: %2 exact, %3 in the shots.</source>
        <extracomment>%1: the bases (e.g. &quot;ZZ&quot;); %2: the exact correlation, from -1 to 1 (e.g. &quot;0.71&quot;); %3: the correlation counted in the shots.</extracomment>
        <translation>Korelace bitů (shodné minus různé) v&#xa0;%1: přesně %2, v&#xa0;měřeních %3.</translation>
    </message>
    <message>
        <source>Students see when their table just made a costly move</source>
        <extracomment>A checkbox of the class view: students are told when their table just lost much win probability by a move.</extracomment>
        <translation>Žáci vidí, když jejich stůl právě udělal drahý tah</translation>
    </message>
    <message>
        <source>Students now see the costly-move flag.</source>
        <translation>Žáci teď vidí označení drahého tahu.</translation>
    </message>
    <message>
        <source>Students no longer see the costly-move flag.</source>
        <translation>Žáci už nevidí označení drahého tahu.</translation>
    </message>
    <message>
        <source>Just made a costly move: %1 points of win probability lost</source>
        <extracomment>A flag on a table&apos;s card. %1: points of win probability lost by the move, e.g. 12.5.</extracomment>
        <translation>Právě drahý tah: ztraceno %1 bodů pravděpodobnosti vítězství</translation>
    </message>
    <message>
        <source>Your table just made a costly move: think about what the cards did to your ships.</source>
        <extracomment>Shown to the students of a table above their game, when the teacher allows it.</extracomment>
        <translation>Váš stůl právě udělal drahý tah: zamyslete se, co karty udělaly s&#xa0;vašimi loděmi.</translation>
    </message>
    <message>
        <source>After the class</source>
        <extracomment>A heading of the class view once the class has ended.</extracomment>
        <translation>Po hodině</translation>
    </message>
    <message>
        <source>Download the CSV of tables and students</source>
        <translation>Stáhnout CSV stolů a&#xa0;žáků</translation>
    </message>
    <message>
        <source>Download every table&apos;s record</source>
        <extracomment>A button: saves each table&apos;s game record as a file.</extracomment>
        <translation>Stáhnout záznam hry každého stolu</translation>
    </message>
    <message>
        <source>Print the summary</source>
        <translation>Vytisknout shrnutí</translation>
    </message>
    <message>
        <source>What cost the class most</source>
        <extracomment>A heading: the decisions that lost the class the most win probability.</extracomment>
        <translation>Co třídu stálo nejvíc</translation>
    </message>
    <message>
        <source>Each table</source>
        <extracomment>A heading: the results of every table, one row each.</extracomment>
        <translation>Každý stůl</translation>
    </message>
    <message>
        <source>H on a state already in superposition</source>
        <extracomment>A concept of the class summary: the H card played on a ship whose state is already a superposition.</extracomment>
        <translation>H na stavu, který už je v&#xa0;superpozici</translation>
    </message>
    <message>
        <source>CNOT with the control at 0</source>
        <extracomment>A concept of the class summary: CNOT played while the control ship is at 0, so nothing changes.</extracomment>
        <translation>CNOT s&#xa0;řídicím qubitem v&#xa0;0</translation>
    </message>
    <message>
        <source>Ignored detection (the track near its end)</source>
        <extracomment>A concept of the class summary: a costly decision with the detection track close to X.</extracomment>
        <translation>Přehlédnutá detekce (stupnice blízko konce)</translation>
    </message>
    <message>
        <source>Other decisions</source>
        <extracomment>A row of the class summary: every decision not in the other rows.</extracomment>
        <translation>Ostatní rozhodnutí</translation>
    </message>
    <message>
        <source>Event cards</source>
        <extracomment>A row of the class summary: decisions to play event cards.</extracomment>
        <translation>Karty událostí</translation>
    </message>
    <message>
        <source>Retrieving a component</source>
        <extracomment>A row of the class summary: decisions to retrieve a component.</extracomment>
        <translation>Získání součástky</translation>
    </message>
    <message>
        <source>Facing defenses</source>
        <extracomment>A row of the class summary: decisions when facing orbital or ground defenses.</extracomment>
        <translation>Čelit obraně</translation>
    </message>
    <message numerus="yes">
        <source>The reviews of %n table(s) are still being computed.</source>
        <extracomment>%n: finished tables whose review the server is still computing.</extracomment>
        <translation>
            <numerusform>Rozbor %n stolu se ještě počítá.</numerusform>
            <numerusform>Rozbory %n stolů se ještě počítají.</numerusform>
            <numerusform>Rozbory %n stolů se ještě počítají.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every finished table is reviewed.</source>
        <translation>Každý dohraný stůl je rozebrán.</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <extracomment>%n: how long a table played, in minutes.</extracomment>
        <translation>
            <numerusform>%n minuta</numerusform>
            <numerusform>%n minuty</numerusform>
            <numerusform>%n minut</numerusform>
        </translation>
    </message>
    <message>
        <source>not reviewed yet</source>
        <extracomment>In the Decisions column of a table still playing (or whose review is not ready).</extracomment>
        <translation>zatím nerozebráno</translation>
    </message>
    <message>
        <source>step %1 (%2)</source>
        <extracomment>A key moment of a game. %1: the step&apos;s number, %2: the change of win probability in points (-12.5).</extracomment>
        <translation>krok %1 (%2)</translation>
    </message>
    <message>
        <source>Points lost</source>
        <extracomment>A column heading: points of win probability lost against the best move.</extracomment>
        <translation>Ztracené body</translation>
    </message>
    <message>
        <source>Decisions</source>
        <extracomment>A column heading: how many decisions were counted.</extracomment>
        <translation>Rozhodnutí</translation>
    </message>
    <message>
        <source>No costly decision reviewed yet.</source>
        <translation>Zatím žádné drahé rozhodnutí.</translation>
    </message>
    <message>
        <source>Concept</source>
        <extracomment>A column heading: the idea behind a decision (H on a superposition, ...).</extracomment>
        <translation>Pojem</translation>
    </message>
    <message>
        <source>Card</source>
        <extracomment>A column heading: an engine card (X, H, CNOT, SWAP) or another kind of decision.</extracomment>
        <translation>Karta</translation>
    </message>
    <message>
        <source>Table</source>
        <extracomment>A column heading: a table&apos;s number.</extracomment>
        <translation>Stůl</translation>
    </message>
    <message>
        <source>Students</source>
        <extracomment>A column heading: the students at a table.</extracomment>
        <translation>Žáci</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>A column heading: won, lost or still playing.</extracomment>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Moves</source>
        <extracomment>A column heading: how many moves the table played.</extracomment>
        <translation>Tahy</translation>
    </message>
    <message>
        <source>Length</source>
        <extracomment>A column heading: how long the table played.</extracomment>
        <translation>Délka</translation>
    </message>
    <message>
        <source>Decisions (points)</source>
        <extracomment>A column heading: what the players&apos; decisions changed in win probability, in points.</extracomment>
        <translation>Rozhodnutí (body)</translation>
    </message>
    <message>
        <source>Luck (points)</source>
        <extracomment>A column heading: what dice and draws changed in win probability, in points.</extracomment>
        <translation>Štěstí (body)</translation>
    </message>
    <message>
        <source>Key moments</source>
        <extracomment>A column heading: the game&apos;s largest swings of win probability.</extracomment>
        <translation>Klíčové okamžiky</translation>
    </message>
    <message>
        <source>The same deal: the tables at the largest swings</source>
        <extracomment>A heading: with the same deal at every table, what each table played at the steps where a game swung most.</extracomment>
        <translation>Stejné rozdání: stoly v&#xa0;okamžicích největších zvratů</translation>
    </message>
    <message>
        <source>Step %1</source>
        <extracomment>A column heading. %1: a step of the game (its move number).</extracomment>
        <translation>Krok %1</translation>
    </message>
    <message>
        <source>(not reached)</source>
        <extracomment>In the comparison of the tables: this table&apos;s game did not reach that step (it ended or stopped before).</extracomment>
        <translation>(nedošli tak daleko)</translation>
    </message>
    <message>
        <source>Delete the class</source>
        <extracomment>A button after the class: removes the class and every name from the server at once.</extracomment>
        <translation>Smazat třídu</translation>
    </message>
    <message>
        <source>Delete the class now? Its names, summary and records are gone from the server: download the CSV and the records first.</source>
        <extracomment>Asked before deleting a class (a yes/no question).</extracomment>
        <translation>Smazat třídu hned teď? Jména, shrnutí i&#xa0;záznamy her zmizí ze serveru: nejdřív si stáhněte CSV a&#xa0;záznamy.</translation>
    </message>
    <message>
        <source>The class is deleted: the server keeps nothing of it.</source>
        <translation>Třída je smazaná: server si z&#xa0;ní nic neponechává.</translation>
    </message>
    <message>
        <source>Move %1 to…</source>
        <extracomment>Before the start, a choice on a table&apos;s card: where to seat the student instead. %1: the student&apos;s name.</extracomment>
        <translation>%1: přesadit k…</translation>
    </message>
    <message>
        <source>Table %1, %2</source>
        <extracomment>A seat a student can be moved to. %1: the table&apos;s number; %2: the ship (Mercurial).</extracomment>
        <translation>Stůl %1, %2</translation>
    </message>
    <message>
        <source>A new table</source>
        <extracomment>A seat a student can be moved to: the first seat of a table not there yet.</extracomment>
        <translation>Nový stůl</translation>
    </message>
    <message>
        <source>Table %1 has no free seat.</source>
        <extracomment>A student was dropped on a full table. %1: the table&apos;s number.</extracomment>
        <translation>U&#xa0;stolu %1 není volné místo.</translation>
    </message>
    <message>
        <source>%1 now sits at table %2 and flies %3.</source>
        <extracomment>After a move. %1: the student&apos;s name; %2: the table&apos;s number; %3: the ship (Mercurial).</extracomment>
        <translation>%1 nyní sedí u&#xa0;stolu %2 a&#xa0;letí lodí %3.</translation>
    </message>
    <message>
        <source>Review of the game</source>
        <extracomment>A heading on the solo page, shown once the game is over.</extracomment>
        <translation>Rozbor hry</translation>
    </message>
    <message>
        <source>The engine plays the game on many times from every step: it shows how each decision and each roll changed your team’s chance to win.</source>
        <translation>Engine mnohokrát dohraje hru od každého kroku: ukáže, jak každé rozhodnutí a&#xa0;každý hod změnily pravděpodobnost vítězství vašeho týmu.</translation>
    </message>
    <message>
        <source>Review this game</source>
        <extracomment>A button: the engine reviews the game just finished (it takes a few seconds).</extracomment>
        <translation>Rozebrat tuto hru</translation>
    </message>
    <message>
        <source>Reviewing the game…</source>
        <translation>Probíhá rozbor hry…</translation>
    </message>
    <message>
        <source>The review is ready.</source>
        <translation>Rozbor je hotový.</translation>
    </message>
    <message>
        <source>The game could not be reviewed: %1</source>
        <extracomment>%1: why the engine could not review the game (in English, from the engine).</extracomment>
        <translation>Hru se nepodařilo rozebrat: %1</translation>
    </message>
    <message>
        <source>How the chance to win changed (in percentage points)</source>
        <extracomment>A table&apos;s caption: the rows below are the team&apos;s chance to win and its changes, in percentage points.</extracomment>
        <translation>Jak se měnila pravděpodobnost vítězství (v&#xa0;procentních bodech)</translation>
    </message>
    <message>
        <source>Chance to win at the start</source>
        <extracomment>A row of the review: the team&apos;s chance to win the game as it was dealt, before any move.</extracomment>
        <translation>Pravděpodobnost vítězství na začátku</translation>
    </message>
    <message>
        <source>Changed by the decisions</source>
        <extracomment>A row of the review: the sum of what every decision of the players changed the chance to win by.</extracomment>
        <translation>Změna rozhodnutími</translation>
    </message>
    <message>
        <source>Changed by luck (dice and draws)</source>
        <extracomment>A row of the review: the sum of what every die roll and card draw changed the chance to win by.</extracomment>
        <translation>Změna štěstím (hody a&#xa0;líznuté karty)</translation>
    </message>
    <message>
        <source>At the end</source>
        <extracomment>A row of the review: the chance to win at the end (100% won, 0% lost).</extracomment>
        <translation>Na konci</translation>
    </message>
    <message>
        <source>Points lost against the best moves</source>
        <extracomment>A table&apos;s caption: for each ship, the percentage points its player&apos;s decisions lost against the best moves.</extracomment>
        <translation>Body ztracené oproti nejlepším tahům</translation>
    </message>
    <message>
        <source>Key moments: the largest changes</source>
        <extracomment>A table&apos;s caption: the steps of the game where the chance to win changed most.</extracomment>
        <translation>Klíčové okamžiky: největší změny</translation>
    </message>
    <message>
        <source>Step</source>
        <extracomment>A column heading: a step of the game (its move number).</extracomment>
        <translation>Krok</translation>
    </message>
    <message>
        <source>What happened</source>
        <extracomment>A column heading: what happened at that step, in sentences.</extracomment>
        <translation>Co se stalo</translation>
    </message>
    <message>
        <source>Change (points)</source>
        <extracomment>A column heading: how much the chance to win changed at that step, in percentage points (+12.5, −4.0).</extracomment>
        <translation>Změna (body)</translation>
    </message>
    <message>
        <source>A better move: %1 (%2 points more to win).</source>
        <extracomment>Under a key moment&apos;s events. %1: the better move (e.g. &quot;Navigate with H&quot;), %2: how many percentage points more chance to win it would have given, e.g. 8.5 (a decimal number: use a form that needs no plural).</extracomment>
        <translation>Lepší tah: %1 (o&#xa0;%2 p.&#xa0;b. vyšší pravděpodobnost vítězství).</translation>
    </message>
    <message>
        <source>Lesson for every table</source>
        <extracomment>A label in the teacher&apos;s class setup: the lesson every table does (from the course).</extracomment>
        <translation>Lekce pro každý stůl</translation>
    </message>
    <message>
        <source>None: the game only</source>
        <extracomment>The first choice of the class setup&apos;s lesson: no lesson, the tables only play the game.</extracomment>
        <translation>Žádná: jen hra</translation>
    </message>
    <message>
        <source>%1: %2, lesson done</source>
        <extracomment>A seat on a table&apos;s card. %1: the ship (Mercurial), %2: the student&apos;s name; they have done the class&apos;s lesson.</extracomment>
        <translation>%1: %2, lekce hotová</translation>
    </message>
    <message>
        <source>Do the lesson your teacher set</source>
        <extracomment>A link on a student&apos;s screen to the lesson the teacher set for the class.</extracomment>
        <translation>Projděte lekci, kterou zadal učitel</translation>
    </message>
    <message>
        <source>Open the lesson again (you have done it)</source>
        <extracomment>The same link once the server has checked that the student has done the lesson.</extracomment>
        <translation>Otevřít lekci znovu (už je hotová)</translation>
    </message>
    <message>
        <source>Telling your teacher…</source>
        <extracomment>On the lessons page opened from a class: the lesson is done and the page sends it to the server.</extracomment>
        <translation>Posílá se učiteli…</translation>
    </message>
    <message>
        <source>Your teacher sees that you have done the lesson.</source>
        <extracomment>The server checked the student&apos;s moves: they reach the lesson&apos;s goal, and the class view shows it.</extracomment>
        <translation>Učitel vidí, že máte lekci hotovou.</translation>
    </message>
</context>
<context>
    <name>worksheets</name>
    <message numerus="yes">
        <source>%1 (at most %n)</source>
        <extracomment>A card a lesson allows with its limit: %1 &quot;H for Mercurial&quot;, %n how many times at most.</extracomment>
        <translation>
            <numerusform>%1 (nejvýše %nkrát)</numerusform>
            <numerusform>%1 (nejvýše %nkrát)</numerusform>
            <numerusform>%1 (nejvýše %nkrát)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: cannot write the file</source>
        <extracomment>%1: the file&apos;s full path.</extracomment>
        <translation>%1: soubor nelze zapsat</translation>
    </message>
    <message>
        <source>Entanglion · worksheet · lesson %1 of %2</source>
        <extracomment>The small line on top of a worksheet: %1 the lesson&apos;s number, %2 how many lessons there are.</extracomment>
        <translation>Entanglion · pracovní list · lekce %1 z&#xa0;%2</translation>
    </message>
    <message>
        <source>Learning goal:</source>
        <translation>Cíl lekce:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Jméno:</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Datum:</translation>
    </message>
    <message>
        <source>The map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <source>The planets this lesson can reach. M and R: where Mercurial and Rubicon start; a dashed ring: where the ships must go; on each line, the cards that move a ship along it.</source>
        <translation>Planety, na které se v&#xa0;této lekci dá dostat. M a&#xa0;R: odkud vyrážejí Mercurial a&#xa0;Rubicon; čárkovaný kruh: kam mají lodě doletět; na každé čáře karty, které po ní loď přesunou.</translation>
    </message>
    <message>
        <source>Your task</source>
        <translation>Váš úkol</translation>
    </message>
    <message>
        <source>Start:</source>
        <translation>Začátek:</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>Karty:</translation>
    </message>
    <message>
        <source>Card budget:</source>
        <translation>Počet karet:</translation>
    </message>
    <message numerus="yes">
        <source>at most %n card(s)</source>
        <extracomment>%n: the most cards a solution may use.</extracomment>
        <translation>
            <numerusform>nejvýše %n karta</numerusform>
            <numerusform>nejvýše %n karty</numerusform>
            <numerusform>nejvýše %n karet</numerusform>
        </translation>
    </message>
    <message>
        <source>Your moves</source>
        <translation>Vaše tahy</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Card and ship</source>
        <translation>Karta a&#xa0;loď</translation>
    </message>
    <message>
        <source>State after the card (ket or planets)</source>
        <translation>Stav po kartě (ket nebo planety)</translation>
    </message>
    <message>
        <source>Explain</source>
        <extracomment>A heading on the worksheet (an instruction to the student): explain your answer in words.</extracomment>
        <translation>Vysvětlete</translation>
    </message>
    <message>
        <source>Why does your solution work? Write what each card did to the state.</source>
        <translation>Proč vaše řešení funguje? Napište, co každá karta udělala se stavem.</translation>
    </message>
    <message>
        <source>Entanglion · answer key · lesson %1 · for the teacher</source>
        <extracomment>The line on top of the answer key: %1 the lesson&apos;s number.</extracomment>
        <translation>Entanglion · řešení · lekce %1 · pro učitele</translation>
    </message>
    <message>
        <source>Answer key: %1</source>
        <extracomment>The answer key&apos;s title: %1 the lesson&apos;s title.</extracomment>
        <translation>Řešení: %1</translation>
    </message>
    <message>
        <source>The solver finds no solution within the card budget.</source>
        <translation>Řešič nenašel žádné řešení v&#xa0;povoleném počtu karet.</translation>
    </message>
    <message>
        <source>A shortest solution</source>
        <translation>Nejkratší řešení</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s):</source>
        <extracomment>%n: the number of cards of the shortest solution.</extracomment>
        <translation>
            <numerusform>%n karta:</numerusform>
            <numerusform>%n karty:</numerusform>
            <numerusform>%n karet:</numerusform>
        </translation>
    </message>
    <message>
        <source>Start: %1 (%2)</source>
        <extracomment>The answer&apos;s first line: %1 the start&apos;s ket, %2 where the ships are (&quot;Mercurial on ZERO, Rubicon on ZERO&quot;).</extracomment>
        <translation>Začátek: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 → %2 (%3)</source>
        <extracomment>One step of the answer: %1 the card (&quot;H for Mercurial&quot;), %2 the ket after it, %3 the planets.</extracomment>
        <translation>%1 → %2 (%3)</translation>
    </message>
    <message>
        <source>Why it works</source>
        <translation>Proč to funguje</translation>
    </message>
    <message>
        <source>Listen for this misconception</source>
        <translation>Dejte pozor na tuto mylnou představu</translation>
    </message>
    <message>
        <source>The hints, in the order the app gives them</source>
        <translation>Nápovědy v&#xa0;pořadí, v&#xa0;jakém je dává aplikace</translation>
    </message>
    <message>
        <source>%1: writing the PDF failed</source>
        <extracomment>%1: the PDF file&apos;s full path.</extracomment>
        <translation>%1: zápis PDF se nezdařil</translation>
    </message>
    <message>
        <source>Making a Bell state: %1</source>
        <extracomment>The handout&apos;s title: %1 the Bell state (&quot;Φ+&quot;).</extracomment>
        <translation>Vytváříme Bellův stav: %1</translation>
    </message>
    <message>
        <source>Entanglion · Bell-state demo · handout</source>
        <translation>Entanglion · Bellova ukázka · pracovní list</translation>
    </message>
    <message>
        <source>Both ships start on ZERO, the state |00&gt;. Each card is a gate on the real two-qubit state. CNOT played for Rubicon makes Rubicon the target and Mercurial the control.</source>
        <translation>Obě lodě začínají na pozici NULA, ve stavu |00&gt;. Každá karta je hradlo působící na skutečný stav dvou qubitů. CNOT zahraná pro Rubicon z&#xa0;něj dělá cílový qubit a&#xa0;z&#xa0;Mercurialu řídicí qubit.</translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>A row label of the Bell handout (a noun): the state at the start, before any card.</extracomment>
        <translation>Začátek</translation>
    </message>
    <message>
        <source>Each ship on its own: Bloch spheres after the last card</source>
        <translation>Každá loď zvlášť: Blochovy sféry po poslední kartě</translation>
    </message>
    <message>
        <source>Measured 100 times in ZZ and in XX</source>
        <translation>Změřeno 100krát v&#xa0;ZZ a&#xa0;v&#xa0;XX</translation>
    </message>
    <message>
        <source>How to read the verdict</source>
        <translation>Jak číst verdikt</translation>
    </message>
    <message>
        <source>Bars: how often each result came up. Yellow marks: the exact probability. With 100 shots the bars wobble around the marks; a result whose probability is 0 never comes up.</source>
        <translation>Sloupce: jak často který výsledek padl. Žluté značky: přesná pravděpodobnost. Při 100 opakováních sloupce kolísají kolem značek; výsledek s&#xa0;pravděpodobností 0 nepadne nikdy.</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Otázky</translation>
    </message>
    <message>
        <source>1. After the H card, what would one measurement of Mercurial give? And of Rubicon?</source>
        <translation>1. Co by po kartě H dalo jedno měření Mercurialu? A&#xa0;co měření Rubiconu?</translation>
    </message>
    <message>
        <source>2. Why does the ZZ histogram alone not prove that the ships are entangled?</source>
        <translation>2. Proč samotný histogram ZZ nedokazuje, že jsou lodě provázané?</translation>
    </message>
</context>
</TS>
