<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ">
<context>
    <name>AiPanel</name>
    <message>
        <source>AI (%1)</source>
        <translation>AI (%1)</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Člověk</translation>
    </message>
    <message>
        <source>Mercurial: %1 · Rubicon: %2</source>
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
        <translation>Tempo AI: %1&#xa0;s</translation>
    </message>
    <message>
        <source>The AI is thinking…</source>
        <translation>AI přemýšlí…</translation>
    </message>
    <message>
        <source>AI pace in milliseconds</source>
        <translation>Tempo AI v milisekundách</translation>
    </message>
</context>
<context>
    <name>AiPlayers</name>
    <message>
        <source>%1 (AI, %2): %3 — %4</source>
        <translation>%1 (AI, %2): %3 — %4</translation>
    </message>
    <message>
        <source>Hint (%1): %2 — %3.</source>
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
</context>
<context>
    <name>AmplitudeRow</name>
    <message>
        <source>%1: amplitude %2, probability %3</source>
        <translation>%1: amplituda %2, pravděpodobnost %3</translation>
    </message>
</context>
<context>
    <name>BellDemo</name>
    <message>
        <source>Kets in %1 order: Mercurial&apos;s bit first.</source>
        <translation>Kety v&#xa0;pořadí %1: nejdřív bit lodi Mercurial.</translation>
    </message>
    <message>
        <source>Bell demo: |%1&gt;</source>
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
        <translation>Sestavujeme Bellův stav %1</translation>
    </message>
    <message>
        <source>Next: |%1&gt; →</source>
        <translation>Další: |%1&gt; →</translation>
    </message>
    <message>
        <source>%1. The state after it: %2</source>
        <translation>%1. Stav potom: %2</translation>
    </message>
</context>
<context>
    <name>BellDemoController</name>
    <message>
        <source>Start: both ships on %1</source>
        <translation>Začátek: obě lodě na %1</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>Krok %1 z&#xa0;%2: %3</translation>
    </message>
    <message>
        <source>Both ships start on ZERO: the state |00&gt;. Nothing is entangled yet.</source>
        <translation>Obě lodě začínají na pozici NULA: stav |00&gt;. Zatím nic není provázané.</translation>
    </message>
    <message>
        <source>X flips %1&apos;s bit: 0 becomes 1.</source>
        <translation>X překlopí bit lodi %1: z&#xa0;0 se stane 1.</translation>
    </message>
    <message>
        <source>H puts %1 into an equal mix of 0 and 1 (with a minus sign if it was 1).</source>
        <translation>H uvede loď %1 do rovnoměrné superpozice 0 a&#xa0;1 (se znaménkem minus, pokud byl bit 1).</translation>
    </message>
    <message>
        <source>CNOT flips %1 only where %2 is 1: the two bits are now linked. This is an entangled Bell state.</source>
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
        <translation>čistota %1 · entropie %2 bitu</translation>
    </message>
    <message>
        <source>Bloch sphere of %1</source>
        <translation>Blochova sféra: %1</translation>
    </message>
</context>
<context>
    <name>CardButton</name>
    <message>
        <source>Play %1 (key %2)</source>
        <translation>Zahrát %1 (klávesa %2)</translation>
    </message>
    <message numerus="yes">
        <source>(%n left)</source>
        <comment>plays of this card left in the lesson</comment>
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
        <translation>Zahrát</translation>
    </message>
    <message>
        <source>Swap</source>
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
        <translation>Karta události %1 lodi %2: %3</translation>
    </message>
    <message>
        <source>Card %1 of %2: %3, %4</source>
        <translation>Karta %1 lodi %2: %3, %4</translation>
    </message>
    <message>
        <source>Play event %1 for %2 (event card %3)</source>
        <translation>Zahrát událost %1 za %2 (karta události %3)</translation>
    </message>
    <message>
        <source>Play %1 for %2 (card %3)</source>
        <translation>Zahrát %1 za %2 (karta %3)</translation>
    </message>
    <message>
        <source>Swap %1 of %2 (card %3)</source>
        <translation>Vyměnit %1 lodi %2 (karta %3)</translation>
    </message>
</context>
<context>
    <name>CardPreview</name>
    <message>
        <source>%1 played for %2</source>
        <translation>%1 zahraná pro loď %2</translation>
    </message>
    <message>
        <source>Gate on the live state: %1</source>
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
        <translation>Pole %1: %2 zahraná pro loď %3</translation>
    </message>
    <message>
        <source>Box %1: empty</source>
        <translation>Pole %1: prázdné</translation>
    </message>
</context>
<context>
    <name>CircuitView</name>
    <message>
        <source>Circuit</source>
        <translation>Obvod</translation>
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
        <translation>
            <numerusform>Všech osm součástí posbíráno za %n akci.</numerusform>
            <numerusform>Všech osm součástí posbíráno za %n akce.</numerusform>
            <numerusform>Všech osm součástí posbíráno za %n akcí.</numerusform>
        </translation>
    </message>
    <message>
        <source>Review: luck and choices</source>
        <translation>Rozbor: štěstí a rozhodnutí</translation>
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
        <translation>Automaticky uloženou hru se nepodařilo načíst, byla odložena jako %1: %2</translation>
    </message>
    <message>
        <source>The autosaved game %1 could not be read: %2</source>
        <translation>Automaticky uloženou hru %1 se nepodařilo načíst: %2</translation>
    </message>
    <message>
        <source>An unfinished game was kept when the app last closed.
Turn %1; actions played: %2.</source>
        <translation>Při posledním zavření aplikace zůstala uložena nedokončená hra.
Tah %1; odehrané akce: %2.</translation>
    </message>
    <message>
        <source>Resumed the autosaved game.</source>
        <translation>Pokračuje se v&#xa0;automaticky uložené hře.</translation>
    </message>
    <message>
        <source>The game could not be autosaved: %1</source>
        <translation>Hru se nepodařilo automaticky uložit: %1</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Difficulty must be 1, 2 or 3, got %1.</source>
        <translation>Obtížnost musí být 1, 2 nebo 3, zadáno %1.</translation>
    </message>
    <message>
        <source>Unknown rules variant &quot;%1&quot;: choose board or quantum.</source>
        <translation>Neznámá varianta pravidel „%1“: zvolte board nebo quantum.</translation>
    </message>
    <message>
        <source>Cannot open the record: %1</source>
        <translation>Záznam nelze otevřít: %1</translation>
    </message>
    <message>
        <source>Cannot replay %1: %2</source>
        <translation>%1 nelze přehrát: %2</translation>
    </message>
    <message>
        <source>Cannot start from %1: %2</source>
        <translation>Nelze začít z&#xa0;%1: %2</translation>
    </message>
    <message>
        <source>There is no game to save yet.</source>
        <translation>Zatím není co uložit.</translation>
    </message>
    <message>
        <source>Could not save the game: %1</source>
        <translation>Hru se nepodařilo uložit: %1</translation>
    </message>
    <message>
        <source>Saved to %1</source>
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
        <translation>Vnitřní chyba při provádění akce: %1</translation>
    </message>
    <message>
        <source>There is no action %1.</source>
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
        <translation>Krok %1 z&#xa0;%2 (jen pro čtení). %3</translation>
    </message>
    <message>
        <source>The network game does not replay here: %1</source>
        <translation>Síťovou hru zde nelze přehrát: %1</translation>
    </message>
    <message>
        <source>What if (not part of the real game)</source>
        <translation>Co kdyby (není součástí skutečné hry)</translation>
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
        <translation>Hru nelze hostit na portu %1: %2</translation>
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
        <translation>%1 × %2  (globální fáze %1: stejná planeta)</translation>
    </message>
    <message>
        <source>Entangled: Mercurial %1 bit, Rubicon %2 bit (concurrence %3)</source>
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
        <translation>i lomeno odmocnina ze dvou</translation>
    </message>
    <message>
        <source>one over root two</source>
        <translation>jedna lomeno odmocnina ze dvou</translation>
    </message>
    <message>
        <source>i over two</source>
        <translation>i lomeno dvěma</translation>
    </message>
    <message>
        <source>one half</source>
        <translation>jedna polovina</translation>
    </message>
    <message>
        <source>%1 i</source>
        <translation>%1 i</translation>
    </message>
    <message>
        <source>open bracket %1 minus %2 i close bracket</source>
        <translation>závorka %1 minus %2 i konec závorky</translation>
    </message>
    <message>
        <source>open bracket %1 plus %2 i close bracket</source>
        <translation>závorka %1 plus %2 i konec závorky</translation>
    </message>
    <message>
        <source>zero</source>
        <translation>nula</translation>
    </message>
    <message>
        <source>minus %1</source>
        <translation>minus %1</translation>
    </message>
    <message>
        <source>i times %1</source>
        <translation>i krát %1</translation>
    </message>
    <message>
        <source>%1 times %2</source>
        <translation>%1 krát %2</translation>
    </message>
    <message>
        <source>%1 minus %2</source>
        <translation>%1 minus %2</translation>
    </message>
    <message>
        <source>%1 plus %2</source>
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
        <translation>Pohyb mezi kartami a tlačítky: nejprve ruka lodi na tahu a akce, pak druhá loď, aktuální stav, průběh hry a panel nástrojů</translation>
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
        <translation>Nápověda: navržený tah a proč</translation>
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
        <translation>Přepnout pořadí qubitů v ketu</translation>
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
        <translation>Zavřít stránku, zvětšený průběh hry nebo zásuvku; zrušit náhled a zprávu</translation>
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
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
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
        <translation>Tah AI: %1</translation>
    </message>
    <message>
        <source>AI move: %1 — %2</source>
        <translation>Tah AI: %1 — %2</translation>
    </message>
    <message>
        <source>Last move: %1</source>
        <translation>Poslední tah: %1</translation>
    </message>
    <message>
        <source>Last move: %1 — %2</source>
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
        <translation>dokončeno %1 z&#xa0;%2</translation>
    </message>
    <message>
        <source>↑/↓ choose · Enter open · Esc back</source>
        <translation>↑/↓ výběr · Enter otevřít · Esc zpět</translation>
    </message>
    <message>
        <source>Progress could not be loaded or saved: %1</source>
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
        <translation>Lekce %1: %2</translation>
    </message>
    <message>
        <source>Cards used: %1 of %2</source>
        <translation>Použité karty: %1 z&#xa0;%2</translation>
    </message>
    <message>
        <source>Goal: %1</source>
        <translation>Cíl: %1</translation>
    </message>
    <message>
        <source>Hint (H): %1 of %2 shown</source>
        <translation>Nápověda (H): zobrazeno %1 z&#xa0;%2</translation>
    </message>
    <message>
        <source>All hints shown</source>
        <translation>Zobrazeny všechny nápovědy</translation>
    </message>
    <message>
        <source>Hint %1: %2</source>
        <translation>Nápověda %1: %2</translation>
    </message>
    <message>
        <source>in %1 · %2</source>
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
        <extracomment>%1: cards played; %n: the lesson&apos;s card budget (it can be 1). %2: the fewest cards of an earlier success.</extracomment>
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
        <translation>%1. Stav: %2</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Entanglion — %1</source>
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
        <translation>Otevřít</translation>
    </message>
    <message>
        <source>Save</source>
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
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Nabídka</translation>
    </message>
    <message>
        <source>Language: %1</source>
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
</context>
<context>
    <name>MapPath</name>
    <message>
        <source>Grey CNOT line: the ship in Centarious plays CNOT while the other ship is in Superious; both ships go to %1 (and back out the same way).</source>
        <translation>Šedá čára CNOT: loď v&#xa0;Centariu zahraje CNOT, zatímco druhá loď je v&#xa0;Superiu; obě lodě se přesunou na %1 (a&#xa0;stejnou cestou zpět).</translation>
    </message>
    <message>
        <source>%1 between %2 and %3, for %4.%5</source>
        <translation>%1 mezi %2 a&#xa0;%3, pro: %4.%5</translation>
    </message>
    <message>
        <source>either ship (blue solid and red dashed lines)</source>
        <translation>obě lodě (modrá plná a&#xa0;červená čárkovaná čára)</translation>
    </message>
    <message>
        <source>Mercurial only (blue solid line)</source>
        <translation>jen Mercurial (modrá plná čára)</translation>
    </message>
    <message>
        <source>Rubicon only (red dashed line)</source>
        <translation>jen Rubicon (červená čárkovaná čára)</translation>
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
        <translation>M %1</translation>
    </message>
    <message>
        <source>%1 shots in %2: equal %3, different %4. %5</source>
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
        <translation>Měřit Mercurial v bázi Z</translation>
    </message>
    <message>
        <source>Measure Mercurial in X (H first)</source>
        <translation>Měřit Mercurial v bázi X (nejprve H)</translation>
    </message>
    <message>
        <source>Measure Rubicon in Z</source>
        <translation>Měřit Rubicon v bázi Z</translation>
    </message>
    <message>
        <source>Measure Rubicon in X (H first)</source>
        <translation>Měřit Rubicon v bázi X (nejprve H)</translation>
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
        <translation>Blochův vektor x %1, y %2, z %3, délka %4: %5; entropie provázání %6 bitu.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n time(s), exact probability %2%</source>
        <translation>
            <numerusform>%1: %nkrát, přesná pravděpodobnost %2%</numerusform>
            <numerusform>%1: %nkrát, přesná pravděpodobnost %2%</numerusform>
            <numerusform>%1: %nkrát, přesná pravděpodobnost %2%</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: exact probability %2%</source>
        <translation>%1: přesná pravděpodobnost %2%</translation>
    </message>
    <message>
        <source>Not measured yet. %1.</source>
        <translation>Zatím nezměřeno. %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n shot(s) measured in %1. %2.</source>
        <translation>
            <numerusform>%n měření v bázi %1. %2.</numerusform>
            <numerusform>%n měření v bázi %1. %2.</numerusform>
            <numerusform>%n měření v bázi %1. %2.</numerusform>
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
        <translation>S partnerem na jiném počítači</translation>
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
        <translation>Připojit se</translation>
    </message>
    <message>
        <source>Use a server</source>
        <translation>Použít server</translation>
    </message>
    <message>
        <source>Port</source>
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
        <translation>Tvoje loď</translation>
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
        <translation>Tvoji loď řídí</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <source>AI: %1</source>
        <translation>AI: %1</translation>
    </message>
    <message>
        <source>Your partner chooses Join and types this computer&apos;s address and the code shown once the game starts. Plain connections are for a local network you trust.</source>
        <translation>Partner zvolí „Připojit se“ a zadá adresu tohoto počítače a kód, který se ukáže po začátku hry. Nešifrovaná spojení jsou jen pro důvěryhodnou místní síť.</translation>
    </message>
    <message>
        <source>The partner&apos;s game sets the difficulty and rules; you take the free ship.</source>
        <translation>Obtížnost a pravidla určuje partnerova hra; ty dostaneš volnou loď.</translation>
    </message>
    <message>
        <source>A new game there gets a code for your partner; with a code you take its free ship.</source>
        <translation>Nová hra na serveru dostane kód pro partnera; s kódem dostaneš volnou loď té hry.</translation>
    </message>
</context>
<context>
    <name>NetworkPlay</name>
    <message>
        <source>Cannot host this game: check the port (0 to 65535), the ship and the difficulty.</source>
        <translation>Tuto hru nelze hostit: zkontroluj port (0 až 65535), loď a obtížnost.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an address: type what your partner&apos;s screen shows, e.g. 192.168.1.5:8765.</source>
        <translation>„%1“ není adresa: zadej, co ukazuje partnerova obrazovka, např. 192.168.1.5:8765.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a server address: it looks like ws://HOST:PORT or wss://HOST:PORT.</source>
        <translation>„%1“ není adresa serveru: vypadá jako ws://HOST:PORT nebo wss://HOST:PORT.</translation>
    </message>
    <message>
        <source>Cannot start this game: check the ship and the difficulty.</source>
        <translation>Tuto hru nelze začít: zkontroluj loď a obtížnost.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a join code: a code has six letters and digits, as your partner&apos;s screen shows it (e.g. K7M-Q2X).</source>
        <translation>„%1“ není kód hry: kód má šest písmen a číslic, jak ho ukazuje partnerova obrazovka (např. K7M-Q2X).</translation>
    </message>
    <message>
        <source>Network game %1</source>
        <translation>Síťová hra %1</translation>
    </message>
    <message>
        <source>There is no game with the code %1 at %2: check the code your partner&apos;s screen shows.</source>
        <translation>Na %2 není žádná hra s kódem %1: zkontroluj kód na partnerově obrazovce.</translation>
    </message>
    <message>
        <source>Both seats of game %1 are taken.</source>
        <translation>Obě místa ve hře %1 jsou obsazená.</translation>
    </message>
    <message>
        <source>Too many wrong codes from this computer: wait a minute, then try again.</source>
        <translation>Z tohoto počítače přišlo příliš mnoho špatných kódů: počkej minutu a zkus to znovu.</translation>
    </message>
    <message>
        <source>Your partner moved first; the board now shows their move.</source>
        <translation>Partner táhl dřív; deska teď ukazuje jeho tah.</translation>
    </message>
    <message>
        <source>The server refused: %1</source>
        <translation>Server odmítl: %1</translation>
    </message>
    <message>
        <source>The server cannot be reached any more: the game goes on at this computer (hot-seat).</source>
        <translation>Server už není dosažitelný: hra pokračuje na tomto počítači (střídání u jednoho počítače).</translation>
    </message>
    <message>
        <source>Cannot connect to %1: %2</source>
        <translation>Nelze se připojit k %1: %2</translation>
    </message>
    <message>
        <source>%1 points at %2</source>
        <translation>%1 ukazuje: %2</translation>
    </message>
    <message>
        <source>The network game has not started yet.</source>
        <translation>Síťová hra ještě nezačala.</translation>
    </message>
    <message>
        <source>It is %1&apos;s move: your partner makes it on their computer.</source>
        <translation>Na tahu je %1: partner táhne na svém počítači.</translation>
    </message>
    <message>
        <source>Not connected now: make the move again when the connection is back.</source>
        <translation>Teď není spojení: zahraj tah znovu, až se spojení obnoví.</translation>
    </message>
    <message>
        <source>Only a player connected to a network game can point at things for a partner.</source>
        <translation>Jen hráč připojený k síťové hře může partnerovi něco ukázat.</translation>
    </message>
    <message>
        <source>The game goes on at this computer: take turns at it (hot-seat).</source>
        <translation>Hra pokračuje na tomto počítači: hrajte své tahy střídavě u něj.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Připojování k %1…</translation>
    </message>
    <message>
        <source>You fly %1. Waiting for your partner: they join with the code %2.</source>
        <translation>Tvoje loď: %1. Čeká se na partnera: připojí se s kódem %2.</translation>
    </message>
    <message>
        <source>You fly %1; %2 is connected, played by the %3 AI.</source>
        <translation>Tvoje loď: %1; %2 je připojen a řídí ho AI (%3).</translation>
    </message>
    <message>
        <source>You fly %1; %2 is connected.</source>
        <translation>Tvoje loď: %1; %2 je připojen.</translation>
    </message>
    <message>
        <source>%1 lost the connection: waiting for %1 to come back.</source>
        <translation>%1 ztratil spojení: čeká se, až se %1 vrátí.</translation>
    </message>
    <message>
        <source>The connection is lost: reconnecting (attempt %1 of %2)…</source>
        <translation>Spojení se ztratilo: znovu se připojuje (pokus %1 z %2)…</translation>
    </message>
    <message>
        <source>The game on screen is not the network game: choose Play on here to leave the network game first.</source>
        <translation>Hra na obrazovce není síťová hra: nejdřív zvol „Hrát dál tady“ a opusť síťovou hru.</translation>
    </message>
</context>
<context>
    <name>NetworkStrip</name>
    <message>
        <source>Code: %1</source>
        <translation>Kód: %1</translation>
    </message>
    <message>
        <source>Your partner joins at %1</source>
        <translation>Partner se připojí na %1</translation>
    </message>
    <message>
        <source>Point at…</source>
        <translation>Ukázat…</translation>
    </message>
    <message>
        <source>Show your partner a planet or a card (M); or right-click a planet on the map</source>
        <translation>Ukaž partnerovi planetu nebo kartu (M); nebo klikni na planetu na mapě pravým tlačítkem</translation>
    </message>
    <message>
        <source>Play on here</source>
        <translation>Hrát dál tady</translation>
    </message>
    <message>
        <source>Leave the network game and go on at this computer, taking turns (hot-seat)</source>
        <translation>Opustit síťovou hru a hrát dál na tomto počítači, střídavě</translation>
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
        <translation>Čas přemýšlení AI v milisekundách</translation>
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
        <translation>%1 (%2), stav %3</translation>
    </message>
    <message>
        <source>Component here: %1</source>
        <translation>Součást zde: %1</translation>
    </message>
    <message>
        <source>Component %1, lying on %2</source>
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
        <translation>Procházení: %1</translation>
    </message>
    <message>
        <source>this game</source>
        <translation>tato hra</translation>
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
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Continue from here</source>
        <translation>Pokračovat odsud</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Rozbor</translation>
    </message>
    <message>
        <source>What luck did, what the choices did, and what could have been done</source>
        <translation>Co udělalo štěstí, co udělala rozhodnutí a co šlo udělat jinak</translation>
    </message>
    <message>
        <source>Step of the game</source>
        <translation>Krok hry</translation>
    </message>
</context>
<context>
    <name>ReplayController</name>
    <message>
        <source>Playing on from step %1.</source>
        <translation>Hra pokračuje od kroku %1.</translation>
    </message>
    <message>
        <source>Cannot replay step %1: %2</source>
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
        <translation>Tuto hru nelze rozebrat: %1</translation>
    </message>
    <message>
        <source>Reviewing…</source>
        <translation>Rozbor…</translation>
    </message>
    <message>
        <source>Reviewing: %1 of %2 positions</source>
        <translation>Rozbor: %1 z %2 pozic</translation>
    </message>
    <message>
        <source>Review cancelled</source>
        <translation>Rozbor zrušen</translation>
    </message>
    <message>
        <source>Better: %1, which wins %2 against %3</source>
        <translation>Lépe: %1, vyhrává %2 proti %3</translation>
    </message>
    <message>
        <source>Why: %1.</source>
        <translation>Proč: %1.</translation>
    </message>
    <message>
        <source>Why: with the same dice and draws to come, the team wins more often after it than after the action played.</source>
        <translation>Proč: se stejnými hody a líznutými kartami, které přijdou, tým po něm vyhrává častěji než po zahraném tahu.</translation>
    </message>
    <message>
        <source>Step %1, %2: %3 — %4</source>
        <translation>Krok %1, %2: %3 — %4</translation>
    </message>
    <message>
        <source>Step %1: %2 — %3</source>
        <translation>Krok %1: %2 — %3</translation>
    </message>
    <message>
        <source>Step %1: %2. That was not the best. Find a better action.</source>
        <translation>Krok %1: %2. To nebylo nejlepší. Najdi lepší tah.</translation>
    </message>
    <message>
        <source>Yes: %1 is as good as the best action here (it wins %2).</source>
        <translation>Ano: %1 je tu stejně dobré jako nejlepší tah (vyhrává %2).</translation>
    </message>
    <message>
        <source>%1 is not as good as the best action. Try once more.</source>
        <translation>%1 není tak dobré jako nejlepší tah. Zkus to ještě jednou.</translation>
    </message>
    <message>
        <source>The best action was %1: it wins %2, %3 wins %4.</source>
        <translation>Nejlepší tah byl %1: vyhrává %2, %3 vyhrává %4.</translation>
    </message>
    <message>
        <source>Cannot play this what-if: %1</source>
        <translation>Tuto variantu nelze odehrát: %1</translation>
    </message>
    <message numerus="yes">
        <source>… %n more step(s)</source>
        <translation>
            <numerusform>… ještě %n krok</numerusform>
            <numerusform>… ještě %n kroky</numerusform>
            <numerusform>… ještě %n kroků</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In this what-if the team wins after %n more action(s).</source>
        <translation>
            <numerusform>V této variantě tým vyhraje po %n dalším tahu.</numerusform>
            <numerusform>V této variantě tým vyhraje po %n dalších tazích.</numerusform>
            <numerusform>V této variantě tým vyhraje po %n dalších tazích.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In this what-if the team is detected after %n more action(s).</source>
        <translation>
            <numerusform>V této variantě jsou lodě odhaleny po %n dalším tahu.</numerusform>
            <numerusform>V této variantě jsou lodě odhaleny po %n dalších tazích.</numerusform>
            <numerusform>V této variantě jsou lodě odhaleny po %n dalších tazích.</numerusform>
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
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>This what-if cannot be played on the board.</source>
        <translation>Toto „co kdyby“ nejde hrát na desce.</translation>
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
        <translation>
            <numerusform>Uč se z chyb (%n)</numerusform>
            <numerusform>Uč se z chyb (%n)</numerusform>
            <numerusform>Uč se z chyb (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>The ships&apos; state: played %1, better %2</source>
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
        <translation>● rozhodnutí   ◆ hod kostkou nebo líznutí karty   velké s kroužkem: označené rozhodnutí nebo klíčový okamžik   svislá čára: zobrazený krok</translation>
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
        <translation>%1 — vyhrává %2%</translation>
    </message>
    <message>
        <source>(played)</source>
        <translation>(zahráno)</translation>
    </message>
    <message>
        <source>best</source>
        <translation>nejlepší</translation>
    </message>
    <message>
        <source>Next mistake</source>
        <translation>Další chyba</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hotovo</translation>
    </message>
    <message>
        <source>Stop</source>
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
        <translation>Zahraj si to sám na desce</translation>
    </message>
    <message>
        <source>From this position, with your own moves; the real game is kept as it is</source>
        <translation>Z této pozice, vlastními tahy; skutečná hra zůstane, jak je</translation>
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
        <translation>%1 na %2 pro kteroukoli loď</translation>
    </message>
    <message>
        <source>%1 to %2 for Mercurial</source>
        <translation>%1 na %2 pro Mercurial</translation>
    </message>
    <message>
        <source>%1 to %2 for Rubicon</source>
        <translation>%1 na %2 pro Rubicon</translation>
    </message>
    <message>
        <source>CNOT into %1 while the other ship is on %2</source>
        <translation>CNOT na %1, když je druhá loď na %2</translation>
    </message>
    <message>
        <source>CNOT out to %1 and %2</source>
        <translation>CNOT ven na %1 a %2</translation>
    </message>
    <message>
        <source>No printed paths.</source>
        <translation>Žádné vytištěné cesty.</translation>
    </message>
    <message>
        <source>Paths: %1.</source>
        <translation>Cesty: %1.</translation>
    </message>
    <message>
        <source>%1, %2 galaxy, state %3.</source>
        <translation>%1, galaxie %2, stav %3.</translation>
    </message>
    <message>
        <source>Component here: %1.</source>
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
        <translation>Obě lodě jsou na %1.</translation>
    </message>
    <message>
        <source>Mercurial is on %1, Rubicon on %2.</source>
        <translation>Mercurial je na %1, Rubicon na %2.</translation>
    </message>
    <message>
        <source>%1 on Mercurial&apos;s line</source>
        <translation>%1 na lince lodi Mercurial</translation>
    </message>
    <message>
        <source>%1 on Rubicon&apos;s line</source>
        <translation>%1 na lince lodi Rubicon</translation>
    </message>
    <message numerus="yes">
        <source>Engine control: %n of 6 boxes filled.</source>
        <translation>
            <numerusform>Řízení motorů: obsazeno %n ze 6 polí.</numerusform>
            <numerusform>Řízení motorů: obsazena %n ze 6 polí.</numerusform>
            <numerusform>Řízení motorů: obsazeno %n ze 6 polí.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 In order: %2.</source>
        <translation>%1 Popořadě: %2.</translation>
    </message>
    <message>
        <source>Detection track: the ships are detected, at X.</source>
        <translation>Stupnice rizika odhalení: lodě jsou odhaleny, na X.</translation>
    </message>
    <message>
        <source>Detection rate %1, position %2 of %3; the game is lost at X.</source>
        <translation>Riziko odhalení %1, pozice %2 z %3; na X je hra prohraná.</translation>
    </message>
    <message>
        <source>%1 holds no engine cards.</source>
        <translation>%1 nemá žádné akční karty.</translation>
    </message>
    <message>
        <source>%1 holds %2.</source>
        <translation>%1 drží: %2.</translation>
    </message>
    <message>
        <source>Event cards: %1.</source>
        <translation>Karty událostí: %1.</translation>
    </message>
    <message>
        <source>No components yet.</source>
        <translation>Zatím žádné součásti.</translation>
    </message>
    <message>
        <source>Components: %1.</source>
        <translation>Součásti: %1.</translation>
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
    <name>WhatIfBar</name>
    <message>
        <source>What if: not part of the real game. These moves are neither recorded nor autosaved.</source>
        <translation>Co kdyby: není součástí skutečné hry. Tyto tahy se nezaznamenávají ani automaticky neukládají.</translation>
    </message>
    <message>
        <source>Back to the review</source>
        <translation>Zpět k rozboru</translation>
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
        <translation>obě lodě na %1</translation>
    </message>
    <message>
        <source>Mercurial to %1, Rubicon to %2</source>
        <translation>Mercurial na %1, Rubicon na %2</translation>
    </message>
    <message numerus="yes">
        <source>random choice among %n legal action(s)</source>
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
        <translation>
            <numerusform>vyhrál %1 z %2 zkušebních her odehraných po tomto tahu; možný byl %n tah</numerusform>
            <numerusform>vyhrál %1 z %2 zkušebních her odehraných po tomto tahu; možné byly %n tahy</numerusform>
            <numerusform>vyhrál %1 z %2 zkušebních her odehraných po tomto tahu; možných bylo %n tahů</numerusform>
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
        <translation>čistota %1</translation>
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
        <translation>Držíte ji, dokud ji nezahrajete jako svou akci: dejte jednu ze svých součástí druhé lodi, nebo si od ní jednu vezměte.</translation>
    </message>
    <message>
        <source>Resolved when drawn: the detection rate token moves to the first 4 on the track.</source>
        <translation>Působí ihned po líznutí: žeton rizika odhalení se přesune na první pole stupnice s&#xa0;hodnotou 4.</translation>
    </message>
    <message>
        <source>Kept until played, as your action: roll the Entanglion die and count that many planets clockwise from OMEGA ZERO; both ships go there, past the orbital defenses.</source>
        <translation>Držíte ji, dokud ji nezahrajete jako svou akci: hoďte Entanglion kostkou a&#xa0;odpočítejte tolik planet po směru hodinových ručiček od OMEGA NULA; obě lodě tam přeletí a&#xa0;orbitální obranu obejdou.</translation>
    </message>
    <message>
        <source>Resolved when drawn: the event deck is rebuilt as at setup and another event card is drawn. Cards held in hands stay there.</source>
        <translation>Působí ihned po líznutí: balíček kvantových událostí se sestaví znovu jako při přípravě hry a&#xa0;lízne se další karta kvantové události. Karty držené v&#xa0;rukou tam zůstávají.</translation>
    </message>
    <message>
        <source>Kept until needed: when your ships face orbital or ground defenses on your turn, play it to pass them without a roll. It is not your action.</source>
        <translation>Držíte ji pro případ potřeby: když vaše lodě ve vašem tahu čelí orbitální nebo pozemní obraně, zahrajte ji a&#xa0;obrana je obejita bez hodu. Není to vaše akce.</translation>
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
        <translation>Držíte ji, dokud ji nezahrajete jako svou akci: odložte karty z&#xa0;ruky stranou, lízněte si tři akční karty, zahrajte až dvě z&#xa0;nich (bez orbitální obrany), zbytek odhoďte a&#xa0;vezměte si své karty zpět.</translation>
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
        <source>nothing</source>
        <translation>nic</translation>
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
        <translation>%1 hází Centarius kostkou: %2 (%3)</translation>
    </message>
    <message>
        <source>%1 rolled the Entanglion die once more (Magnetic Shielding): %2 (%3)</source>
        <translation>%1 hází Entanglion kostkou ještě jednou (Magnetické stínění): %2 (%3)</translation>
    </message>
    <message>
        <source>%1 rolled the Entanglion die: %2 (%3)</source>
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
        <translation>%1 začíná</translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <translation>Tah %1: %2</translation>
    </message>
    <message>
        <source>%1 played %2 into engine control box %3</source>
        <translation>%1 zahrává %2 do pole %3 řízení motorů</translation>
    </message>
    <message>
        <source>%1 played %2 (engine control already full: straight to the discard pile)</source>
        <translation>%1 zahrává %2 (řízení motorů je plné: karta jde rovnou na hromádku použitých karet)</translation>
    </message>
    <message>
        <source>Ships moved: %1 → %2</source>
        <translation>Lodě se přesunuly: %1 → %2</translation>
    </message>
    <message>
        <source>Quantum note: %1 for %2 takes the state from %3 to %4; the board prints a path to %5 instead, so the board decides and the ships follow the printed path</source>
        <translation>Kvantová poznámka: %1 pro loď %2 převede stav z&#xa0;%3 do %4; herní deska místo toho ukazuje trasu do %5, takže rozhoduje deska a&#xa0;lodě letí po vytištěné trase</translation>
    </message>
    <message>
        <source>Quantum note: %1 for %2 takes the state from %3 to %4; the board prints no such path, so the board decides and the ships stay</source>
        <translation>Kvantová poznámka: %1 pro loď %2 převede stav z&#xa0;%3 do %4; herní deska takovou trasu nemá, takže rozhoduje deska a&#xa0;lodě zůstávají</translation>
    </message>
    <message>
        <source>%1 evaded the %2: %3 is at least 4</source>
        <translation>%1 – únik (%2): %3 je alespoň 4</translation>
    </message>
    <message>
        <source>%1 evaded the %2: %3 beats the rate %4</source>
        <translation>%1 – únik (%2): %3 přehazuje riziko %4</translation>
    </message>
    <message>
        <source>%1 bypassed the %2 (%3)</source>
        <translation>%1 – obejití: %2 (%3)</translation>
    </message>
    <message>
        <source>%1 was detected by the %2: %3 is below 4</source>
        <translation>%1 – odhalení (%2): %3 je méně než 4</translation>
    </message>
    <message>
        <source>%1 was detected by the %2: %3 does not beat the rate %4</source>
        <translation>%1 – odhalení (%2): %3 nepřehazuje riziko %4</translation>
    </message>
    <message>
        <source>%1 retrieved %2 from %3</source>
        <translation>%1 získává: %2 z&#xa0;planety %3</translation>
    </message>
    <message>
        <source>%1 moved to %2&apos;s ship</source>
        <translation>%1 přechází na loď %2</translation>
    </message>
    <message>
        <source>%1 moved to %2</source>
        <translation>%1 přechází na %2</translation>
    </message>
    <message>
        <source>%1 drew %2</source>
        <translation>%1 si lízl %2</translation>
    </message>
    <message>
        <source>%1 discarded %2</source>
        <translation>%1 odhazuje %2</translation>
    </message>
    <message>
        <source>%1 gave %2 and took the other player&apos;s %3 (Qubit Interconnect)</source>
        <translation>%1 dává %2 a&#xa0;bere si od druhého hráče %3 (Propojení qubitů)</translation>
    </message>
    <message numerus="yes">
        <source>The engine discard pile (%n card(s)) was shuffled into a new stack</source>
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
        <translation>%1 si lízl kartu kvantové události %2</translation>
    </message>
    <message>
        <source>%1 keeps %2 for a later turn</source>
        <translation>%1 si nechává %2 na některý z&#xa0;dalších tahů</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 zahrává %2</translation>
    </message>
    <message numerus="yes">
        <source>The event deck was rebuilt (%n card(s))</source>
        <translation>
            <numerusform>Balíček kvantových událostí byl sestaven znovu (%n karta)</numerusform>
            <numerusform>Balíček kvantových událostí byl sestaven znovu (%n karty)</numerusform>
            <numerusform>Balíček kvantových událostí byl sestaven znovu (%n karet)</numerusform>
        </translation>
    </message>
    <message>
        <source>Measurement: Mercurial %1, Rubicon %2</source>
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
        <translation>Nejdřív rozhoduje %1 (%2)</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn, not %2&apos;s</source>
        <translation>Na tahu je %1, ne %2</translation>
    </message>
    <message>
        <source>%1 cannot play %2: the hand holds %3</source>
        <translation>%1 nemůže zahrát %2: v&#xa0;ruce je %3</translation>
    </message>
    <message>
        <source>%1 cannot exchange %2: the hand holds %3</source>
        <translation>%1 nemůže vyměnit %2: v&#xa0;ruce je %3</translation>
    </message>
    <message>
        <source>Nothing to retrieve: no component on %1</source>
        <translation>Není co získat: na %1 není žádná součást</translation>
    </message>
    <message>
        <source>Nothing to retrieve: the ships are not orbiting an Entanglion planet</source>
        <translation>Není co získat: lodě neobíhají planetu Entanglionu</translation>
    </message>
    <message>
        <source>%1 is not an action: play it when your ships face orbital or ground defenses</source>
        <translation>%1 není akce: zahrajte ji, až vaše lodě budou čelit orbitální nebo pozemní obraně</translation>
    </message>
    <message>
        <source>%1 needs a component on one of the ships</source>
        <translation>%1 vyžaduje součást na některé z&#xa0;lodí</translation>
    </message>
    <message>
        <source>%1 cannot play %2: the event cards held are %3</source>
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
        <translation>%1: karta už byla v&#xa0;tomto tahu vyměněna</translation>
    </message>
    <message>
        <source>%1 cannot give %2 for %3: the hands hold %4 and %5</source>
        <translation>%1 nemůže dát %2 za %3: v&#xa0;rukou jsou %4 a&#xa0;%5</translation>
    </message>
    <message>
        <source>%1 has no decision to answer now</source>
        <translation>%1 teď nemá o&#xa0;čem rozhodovat</translation>
    </message>
    <message>
        <source>%1 must answer the pending decision first (%2)</source>
        <translation>%1 musí nejdřív učinit čekající rozhodnutí (%2)</translation>
    </message>
    <message>
        <source>Mercurial %1, Rubicon %2</source>
        <translation>Mercurial %1, Rubicon %2</translation>
    </message>
    <message>
        <source>no printed path: nothing moves</source>
        <translation>žádná vytištěná trasa: nic se nepohne</translation>
    </message>
    <message>
        <source>both ships to %1</source>
        <translation>obě lodě na %1</translation>
    </message>
    <message>
        <source>Mercurial to %1, Rubicon to %2</source>
        <translation>Mercurial na %1, Rubicon na %2</translation>
    </message>
    <message>
        <source>Mercurial to %1</source>
        <translation>Mercurial na %1</translation>
    </message>
    <message>
        <source>Rubicon to %1</source>
        <translation>Rubicon na %1</translation>
    </message>
    <message>
        <source>Play %1 for %2</source>
        <translation>Zahrát %1 pro loď %2</translation>
    </message>
    <message>
        <source>Exchange %1</source>
        <translation>Vyměnit %1</translation>
    </message>
    <message>
        <source>discard it and draw a replacement</source>
        <translation>odhoďte ji a&#xa0;lízněte si jinou</translation>
    </message>
    <message>
        <source>Retrieve %1</source>
        <translation>Extrakce: %1</translation>
    </message>
    <message>
        <source>Retrieve</source>
        <translation>Extrakce</translation>
    </message>
    <message>
        <source>roll the Entanglion die: more than %1 wins it</source>
        <translation>hoďte Entanglion kostkou: víc než %1 ji získá</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Zahrát %1</translation>
    </message>
    <message>
        <source>Give %1, take %2</source>
        <translation>Dát %1, vzít %2</translation>
    </message>
    <message>
        <source>Qubit Interconnect swap with %1 (not your action)</source>
        <translation>Prohození karet přes Propojení qubitů s&#xa0;lodí %1 (není vaše akce)</translation>
    </message>
    <message>
        <source>Roll the Entanglion die</source>
        <translation>Hodit Entanglion kostkou</translation>
    </message>
    <message>
        <source>%1: more than %2 evades them</source>
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
        <translation>Ponechat %1</translation>
    </message>
    <message>
        <source>Quantum Gates: the other drawn card is discarded</source>
        <translation>Kvantová hradla: druhá líznutá karta se odhodí</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>Odhodit %1</translation>
    </message>
    <message>
        <source>Dilution Refrigerator: hand limit two</source>
        <translation>Rozpouštěcí chladnička: limit dvou karet v&#xa0;ruce</translation>
    </message>
    <message>
        <source>Give %1 to %2</source>
        <translation>Dát %1 lodi %2</translation>
    </message>
    <message>
        <source>Take %1 from %2</source>
        <translation>Vzít %1 lodi %2</translation>
    </message>
    <message>
        <source>The Mechanic (no orbital defenses): %1</source>
        <translation>Mechanik (bez orbitální obrany): %1</translation>
    </message>
    <message>
        <source>Stop</source>
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
        <translation>Na tahu je %1: přesun, výměna, extrakce nebo událost</translation>
    </message>
    <message>
        <source>%1: face the %2 (a roll above %3 evades them)</source>
        <translation>%1: hod proti obraně – %2 (hod nad %3 unikne)</translation>
    </message>
    <message>
        <source>%1 rolled %2 (%3): keep it or roll once more (Magnetic Shielding)</source>
        <translation>Loď %1 hodila %2 (%3): ponechte hod, nebo hoďte ještě jednou (Magnetické stínění)</translation>
    </message>
    <message>
        <source>Detected! %1 chooses where the ships land in Centarious (Physical Qubits)</source>
        <translation>Odhaleni! %1 vybírá, kam v&#xa0;Centariu lodě přistanou (Fyzické qubity)</translation>
    </message>
    <message>
        <source>%1: keep one of the two drawn cards (Quantum Gates)</source>
        <translation>%1: ponechte si jednu ze dvou líznutých karet (Kvantová hradla)</translation>
    </message>
    <message>
        <source>%1: discard down to two engine cards (Dilution Refrigerator)</source>
        <translation>%1: odhoďte akční karty, až zbudou dvě (Rozpouštěcí chladnička)</translation>
    </message>
    <message>
        <source>%1: give one of your components or take one (Bennett)</source>
        <translation>%1: dejte jednu ze svých součástí, nebo si jednu vezměte (Bennett)</translation>
    </message>
    <message>
        <source>Quantum note: orbital defenses act like measuring both ships. Measuring %1 gives %2.</source>
        <translation>Kvantová poznámka: orbitální obrana působí jako měření obou lodí. Měření %1 dává %2.</translation>
    </message>
    <message>
        <source>The board&apos;s jump of both ships to %1 (%2) is one of those outcomes.</source>
        <translation>Skok obou lodí na %1 (%2) podle herní desky je jedním z&#xa0;těchto výsledků.</translation>
    </message>
    <message>
        <source>The board sends both ships to %1 (%2), which a measurement of %3 never gives: it would put the ships on different Centarious planets.</source>
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
        <translation>hod %1</translation>
    </message>
    <message>
        <source>no path</source>
        <translation>žádná trasa</translation>
    </message>
    <message>
        <source>→ %1</source>
        <translation>→ %1</translation>
    </message>
    <message>
        <source>M → %1</source>
        <translation>M → %1</translation>
    </message>
    <message>
        <source>R → %1</source>
        <translation>R → %1</translation>
    </message>
    <message>
        <source>Chance acts now: a die roll or a measurement is pending</source>
        <translation>Teď hraje náhoda: čeká se na hod kostkou nebo na měření</translation>
    </message>
    <message>
        <source>Detection track: position %1 → %2 (rate %3 → %4)</source>
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
</context>
<context>
    <name>hintText</name>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>A detection now loses the game.</source>
        <translation>Odhalení teď prohraje hru.</translation>
    </message>
    <message numerus="yes">
        <source>A detection this turn (in %1 of the playouts) costs %n point(s): %2 after it against %3 without.</source>
        <translation>
            <numerusform>Odhalení v tomto tahu (v %1 simulací) stojí %n bod: %2 po něm proti %3 bez něj.</numerusform>
            <numerusform>Odhalení v tomto tahu (v %1 simulací) stojí %n body: %2 po něm proti %3 bez něj.</numerusform>
            <numerusform>Odhalení v tomto tahu (v %1 simulací) stojí %n bodů: %2 po něm proti %3 bez něj.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the best of %n legal action(s) by look-ahead</source>
        <translation>
            <numerusform>nejlepší z %n povoleného tahu podle výhledu</numerusform>
            <numerusform>nejlepší z %n povolených tahů podle výhledu</numerusform>
            <numerusform>nejlepší z %n povolených tahů podle výhledu</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint (look-ahead): %1.</source>
        <translation>Nápověda (výhled): %1.</translation>
    </message>
    <message>
        <source>Hint (look-ahead): %1 — %2.</source>
        <translation>Nápověda (výhled): %1 — %2.</translation>
    </message>
    <message>
        <source>From here the team wins %1 of games after it (%2 to %3).</source>
        <translation>Odsud tým po něm vyhrává %1 her (%2 až %3).</translation>
    </message>
    <message>
        <source>%1: wins %2; a detection now loses the game</source>
        <translation>%1: vyhrává %2; odhalení teď prohraje hru</translation>
    </message>
    <message>
        <source>%1: wins %2</source>
        <translation>%1: vyhrává %2</translation>
    </message>
    <message>
        <source>Playing %1 here (%2): wins %3, the best of every action.</source>
        <translation>Zahrát tu %1 (%2): vyhrává %3, nejlepší ze všech akcí.</translation>
    </message>
    <message>
        <source>Playing %1 here (%2): wins %3 against %4 for the best, %5.</source>
        <translation>Zahrát tu %1 (%2): vyhrává %3 proti %4 u nejlepší akce, %5.</translation>
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
        <translation>obě lodě na %1</translation>
    </message>
    <message>
        <source>Mercurial on %1, Rubicon on %2</source>
        <translation>Mercurial na %1, Rubicon na %2</translation>
    </message>
    <message>
        <source>CNOT played by %1 (control %2)</source>
        <translation>CNOT zahraná lodí %1 (řídicí: %2)</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 na lodi %2</translation>
    </message>
    <message>
        <source>%1 played by %2</source>
        <translation>%1 zahraná lodí %2</translation>
    </message>
    <message>
        <source>CNOT, control %1, target %2</source>
        <translation>CNOT, řídicí %1, cílový %2</translation>
    </message>
    <message>
        <source>for</source>
        <extracomment>Between a card and a ship in a lesson&apos;s move: &quot;H for Mercurial&quot;.</extracomment>
        <translation>pro</translation>
    </message>
    <message>
        <source>The goal is already reached; %1 would be one card too many.</source>
        <translation>Cíl je už splněn; %1 by byla karta navíc.</translation>
    </message>
    <message>
        <source>This lesson does not let %1 play %2.</source>
        <translation>Tato lekce nedovoluje lodi %1 zahrát %2.</translation>
    </message>
    <message numerus="yes">
        <source>Over budget: all %n card(s) are spent.</source>
        <translation>
            <numerusform>Rozpočet vyčerpán: %n karta je spotřebována.</numerusform>
            <numerusform>Rozpočet vyčerpán: všechny %n karty jsou spotřebovány.</numerusform>
            <numerusform>Rozpočet vyčerpán: všech %n karet je spotřebováno.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 may be played at most %n time(s) in this lesson.</source>
        <translation>
            <numerusform>V této lekci lze %1 zahrát nejvýše %nkrát.</numerusform>
            <numerusform>V&#xa0;této lekci lze %1 zahrát nejvýše %nkrát.</numerusform>
            <numerusform>V&#xa0;této lekci lze %1 zahrát nejvýše %nkrát.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>localeNumbers</name>
    <message>
        <source>%1%</source>
        <extracomment>A percentage; %1 is the number already in the UI language&apos;s digits (&quot;12,5&quot;). Write the space (a non-breaking one) before % where the language puts one.</extracomment>
        <translation>%1&#xa0;%</translation>
    </message>
</context>
<context>
    <name>reviewText</name>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>The die rolled %1</source>
        <translation>Na kostce padlo %1</translation>
    </message>
    <message>
        <source>The Centarious die rolled %1</source>
        <translation>Na Centarius kostce padlo %1</translation>
    </message>
    <message>
        <source>Engine card drawn: %1</source>
        <translation>Líznutá akční karta: %1</translation>
    </message>
    <message>
        <source>Event card drawn: %1</source>
        <translation>Líznutá karta kvantové události: %1</translation>
    </message>
    <message>
        <source>Spooky Action picked %1</source>
        <translation>Strašidelné působení vybralo %1</translation>
    </message>
    <message>
        <source>The ships were measured: |%1%2&gt;</source>
        <translation>Lodě byly změřeny: |%1%2&gt;</translation>
    </message>
    <message>
        <source>Only action</source>
        <translation>Jediný možný tah</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Nejlepší</translation>
    </message>
    <message>
        <source>Not compared</source>
        <translation>Neporovnáno</translation>
    </message>
    <message>
        <source>Good: %1 points lost</source>
        <translation>Dobrý: ztraceno %1 bodu</translation>
    </message>
    <message>
        <source>Inaccuracy: %1 points lost</source>
        <translation>Nepřesnost: ztraceno %1 bodu</translation>
    </message>
    <message>
        <source>Mistake: %1 points lost</source>
        <translation>Chyba: ztraceno %1 bodu</translation>
    </message>
    <message>
        <source>Blunder: %1 points lost</source>
        <translation>Hrubá chyba: ztraceno %1 bodu</translation>
    </message>
    <message>
        <source>Certain: the only outcome</source>
        <translation>Jisté: jediný výsledek</translation>
    </message>
    <message>
        <source>Neutral (%1)</source>
        <translation>Neutrální (%1)</translation>
    </message>
    <message>
        <source>Lucky (%1)</source>
        <translation>Štěstí (%1)</translation>
    </message>
    <message>
        <source>Very lucky (%1)</source>
        <translation>Velké štěstí (%1)</translation>
    </message>
    <message>
        <source>Unlucky (%1)</source>
        <translation>Smůla (%1)</translation>
    </message>
    <message>
        <source>Very unlucky (%1)</source>
        <translation>Velká smůla (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Your decisions cost %n point(s).</source>
        <translation>
            <numerusform>Tvá rozhodnutí stála %n bod.</numerusform>
            <numerusform>Tvá rozhodnutí stála %n body.</numerusform>
            <numerusform>Tvá rozhodnutí stála %n bodů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your decisions gained %n point(s).</source>
        <translation>
            <numerusform>Tvá rozhodnutí získala %n bod.</numerusform>
            <numerusform>Tvá rozhodnutí získala %n body.</numerusform>
            <numerusform>Tvá rozhodnutí získala %n bodů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The dice and draws cost %n point(s).</source>
        <translation>
            <numerusform>Kostky a líznuté karty stály %n bod.</numerusform>
            <numerusform>Kostky a líznuté karty stály %n body.</numerusform>
            <numerusform>Kostky a líznuté karty stály %n bodů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The dice and draws gained %n point(s).</source>
        <translation>
            <numerusform>Kostky a líznuté karty získaly %n bod.</numerusform>
            <numerusform>Kostky a líznuté karty získaly %n body.</numerusform>
            <numerusform>Kostky a líznuté karty získaly %n bodů.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>two sentences of the review&apos;s summary</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 at the start %2 from decisions %3 from luck = %4 at the end</source>
        <translation>%1 na začátku %2 z rozhodnutí %3 ze štěstí = %4 na konci</translation>
    </message>
    <message numerus="yes">
        <source>Your AI partner&apos;s decisions cost %n point(s).</source>
        <translation>
            <numerusform>Rozhodnutí tvého AI partnera stála %n bod.</numerusform>
            <numerusform>Rozhodnutí tvého AI partnera stála %n body.</numerusform>
            <numerusform>Rozhodnutí tvého AI partnera stála %n bodů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your AI partner&apos;s decisions gained %n point(s).</source>
        <translation>
            <numerusform>Rozhodnutí tvého AI partnera získala %n bod.</numerusform>
            <numerusform>Rozhodnutí tvého AI partnera získala %n body.</numerusform>
            <numerusform>Rozhodnutí tvého AI partnera získala %n bodů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The AI players&apos; decisions cost %n point(s).</source>
        <translation>
            <numerusform>Rozhodnutí hráčů AI stála %n bod.</numerusform>
            <numerusform>Rozhodnutí hráčů AI stála %n body.</numerusform>
            <numerusform>Rozhodnutí hráčů AI stála %n bodů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The AI players&apos; decisions gained %n point(s).</source>
        <translation>
            <numerusform>Rozhodnutí hráčů AI získala %n bod.</numerusform>
            <numerusform>Rozhodnutí hráčů AI získala %n body.</numerusform>
            <numerusform>Rozhodnutí hráčů AI získala %n bodů.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 %3</source>
        <comment>three sentences of the review&apos;s summary</comment>
        <translation>%1 %2 %3</translation>
    </message>
    <message>
        <source>Your decisions — best: %1, good: %2, inaccuracies: %3, mistakes: %4, blunders: %5</source>
        <translation>Tvá rozhodnutí — nejlepší: %1, dobrá: %2, nepřesnosti: %3, chyby: %4, hrubé chyby: %5</translation>
    </message>
    <message>
        <source>Your AI partner&apos;s decisions — best: %1, good: %2, inaccuracies: %3, mistakes: %4, blunders: %5</source>
        <translation>Rozhodnutí tvého AI partnera — nejlepší: %1, dobrá: %2, nepřesnosti: %3, chyby: %4, hrubé chyby: %5</translation>
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
        <extracomment>%n: the most cards a solution may use.</extracomment>
        <translation>Počet karet:</translation>
    </message>
    <message numerus="yes">
        <source>at most %n card(s)</source>
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
