<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>AiPanel</name>
    <message>
        <source>AI (%1)</source>
        <extracomment>%1: the AI&apos;s kind: random, heuristic or search.</extracomment>
        <translation>SI (%1)</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Człowiek</translation>
    </message>
    <message>
        <source>Mercurial: %1 · Rubicon: %2</source>
        <extracomment>%1, %2: who flies each ship: &quot;Human&quot; or &quot;AI (search)&quot;.</extracomment>
        <translation>Mercurial: %1 · Rubicon: %2</translation>
    </message>
    <message>
        <source>Hint [H]</source>
        <translation>Podpowiedź [H]</translation>
    </message>
    <message>
        <source>Suggest a move for the ship that must act, with the reason and the detection risk</source>
        <translation>Podpowiada ruch statkowi, który ma teraz turę, wraz z&#xa0;uzasadnieniem i&#xa0;ryzykiem wykrycia</translation>
    </message>
    <message>
        <source>Next AI move [N]</source>
        <translation>Następny ruch SI [N]</translation>
    </message>
    <message>
        <source>Wait for N</source>
        <translation>Czekaj na N</translation>
    </message>
    <message>
        <source>The AI plays one move each time you press N or Next AI move</source>
        <translation>SI wykonuje jeden ruch po każdym naciśnięciu N lub „Następny ruch SI”</translation>
    </message>
    <message>
        <source>AI pace: %1 s</source>
        <extracomment>%1: seconds between the AI&apos;s moves (1,5), in the UI language.</extracomment>
        <translation>Tempo SI: %1&#xa0;s</translation>
    </message>
    <message>
        <source>The AI is thinking…</source>
        <translation>SI myśli…</translation>
    </message>
    <message>
        <source>AI pace in milliseconds</source>
        <translation>Tempo SI w&#xa0;milisekundach</translation>
    </message>
</context>
<context>
    <name>AiPlayers</name>
    <message>
        <source>%1 (AI, %2): %3 — %4</source>
        <extracomment>The log&apos;s line for an AI partner&apos;s move. %1: the ship (&quot;Rubicon&quot;), %2: the AI&apos;s kind (&quot;search&quot;), %3: the move (&quot;Play H&quot;), %4: its reason (&quot;both ships to OMEGA TWO, which holds Quantum Gates&quot;).</extracomment>
        <translation>%1 (SI, %2): %3 — %4</translation>
    </message>
    <message>
        <source>Hint (%1): %2 — %3.</source>
        <extracomment>%1: the AI&apos;s kind (search); %2: the suggested action (&quot;Play H for Mercurial&quot;); %3: why, in plain words.</extracomment>
        <translation>Podpowiedź (%1): %2 — %3.</translation>
    </message>
    <message>
        <source>random</source>
        <comment>AI policy</comment>
        <translation>losowa</translation>
    </message>
    <message>
        <source>heuristic</source>
        <comment>AI policy</comment>
        <translation>heurystyka</translation>
    </message>
    <message>
        <source>search</source>
        <comment>AI policy</comment>
        <translation>przeszukiwanie</translation>
    </message>
    <message>
        <source>Win rate of two %1 AIs at this difficulty: not measured yet.</source>
        <extracomment>%1: the AI&apos;s kind: random, heuristic or search.</extracomment>
        <translation>Odsetek wygranych dwóch SI (%1) na tym poziomie: jeszcze niezmierzony.</translation>
    </message>
    <message numerus="yes">
        <source>Two %1 AIs win %2% of games at this difficulty (95% interval %3–%4%, %Ln game(s), balance study).</source>
        <extracomment>%1: the AI&apos;s name; %2, %3, %4: percentages already in the UI language&apos;s digits; %Ln: the games simulated (thousands, in the UI language&apos;s digits).</extracomment>
        <translation>
            <numerusform>Dwie SI (%1) wygrywają %2% gier na tym poziomie (przedział ufności 95%: %3–%4%, %Ln gra, badanie balansu).</numerusform>
            <numerusform>Dwie SI (%1) wygrywają %2% gier na tym poziomie (przedział ufności 95%: %3–%4%, %Ln gry, badanie balansu).</numerusform>
            <numerusform>Dwie SI (%1) wygrywają %2% gier na tym poziomie (przedział ufności 95%: %3–%4%, %Ln gier, badanie balansu).</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint (%1): %2</source>
        <extracomment>%1: the AI&apos;s kind (search); %2: the suggested move and why, a whole sentence from the search&apos;s figures.</extracomment>
        <translation>Podpowiedź (%1): %2</translation>
    </message>
    <message>
        <source>%1 (AI, %2): %3</source>
        <extracomment>The log&apos;s line for a searching AI partner&apos;s move. %1: the ship (&quot;Rubicon&quot;), %2: the AI&apos;s kind (&quot;search&quot;), %3: the move and why, a whole sentence.</extracomment>
        <translation>%1 (SI, %2): %3</translation>
    </message>
</context>
<context>
    <name>AmplitudeRow</name>
    <message>
        <source>%1: amplitude %2, probability %3</source>
        <extracomment>%1: the basis state in words (&quot;zero one&quot;); %2: the amplitude in words (&quot;one over root two&quot;); %3: the probability in percent (&quot;50%&quot;).</extracomment>
        <translation>%1: amplituda %2, prawdopodobieństwo %3</translation>
    </message>
</context>
<context>
    <name>BellDemo</name>
    <message>
        <source>Kets in %1 order: Mercurial&apos;s bit first.</source>
        <extracomment>%1: the qubit order as a ket label (|Mercurial Rubicon&gt;).</extracomment>
        <translation>Kety w&#xa0;kolejności %1: najpierw bit statku Mercurial.</translation>
    </message>
    <message>
        <source>Bell demo: |%1&gt;</source>
        <extracomment>%1: the Bell state&apos;s name (Φ+, Φ-, Ψ+ or Ψ-), inside a ket: |Φ+&gt;.</extracomment>
        <translation>Pokaz Bella: |%1&gt;</translation>
    </message>
    <message>
        <source>Measure: take 100 shots in ZZ, then in XX</source>
        <translation>Pomiar: 100 prób w&#xa0;bazie ZZ, potem w&#xa0;XX</translation>
    </message>
    <message>
        <source>Each shot gives a random result, yet the two bits always agree (Φ) or always differ (Ψ), in both bases. Hidden values could not do that: the ships are entangled.</source>
        <translation>Każda próba daje losowy wynik, a&#xa0;mimo to oba bity zawsze są zgodne (Φ) albo zawsze różne (Ψ), w&#xa0;obu bazach. Ukryte wartości nie mogłyby tego sprawić: statki są splątane.</translation>
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
        <translation>← Wstecz</translation>
    </message>
    <message>
        <source>Measure →</source>
        <translation>Zmierz →</translation>
    </message>
    <message>
        <source>Next →</source>
        <translation>Dalej →</translation>
    </message>
    <message>
        <source>Building the Bell state %1</source>
        <extracomment>%1: the Bell state as a ket (|Φ+&gt;).</extracomment>
        <translation>Budujemy stan Bella %1</translation>
    </message>
    <message>
        <source>Next: |%1&gt; →</source>
        <extracomment>%1: the next Bell state&apos;s name (Φ-), inside a ket.</extracomment>
        <translation>Dalej: |%1&gt; →</translation>
    </message>
    <message>
        <source>%1. The state after it: %2</source>
        <extracomment>%1: the step&apos;s title (&quot;Step 2 of 3: CNOT, control Mercurial, target Rubicon&quot;); %2: the state after it in words (&quot;one over root two times zero zero plus ...&quot;).</extracomment>
        <translation>%1. Stan po nim: %2</translation>
    </message>
    <message>
        <source>Bell demo</source>
        <translation>Pokaz Bella</translation>
    </message>
</context>
<context>
    <name>BellDemoController</name>
    <message>
        <source>Start: both ships on %1</source>
        <extracomment>%1: a planet&apos;s name, never declined (ZERO).</extracomment>
        <translation>Start: oba statki na %1</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <extracomment>%1: the step&apos;s number (1); %2: the number of steps (2 or 3); %3: the gate played, e.g. &quot;H on Mercurial&quot; or &quot;CNOT, control Mercurial, target Rubicon&quot;.</extracomment>
        <translation>Krok %1 z&#xa0;%2: %3</translation>
    </message>
    <message>
        <source>Both ships start on ZERO: the state |00&gt;. Nothing is entangled yet.</source>
        <translation>Oba statki zaczynają na ZERO: stan |00&gt;. Nic nie jest jeszcze splątane.</translation>
    </message>
    <message>
        <source>X flips %1&apos;s bit: 0 becomes 1.</source>
        <extracomment>%1: a ship&apos;s name (Mercurial or Rubicon).</extracomment>
        <translation>X odwraca bit statku %1: 0 zmienia się w&#xa0;1.</translation>
    </message>
    <message>
        <source>H puts %1 into an equal mix of 0 and 1 (with a minus sign if it was 1).</source>
        <extracomment>%1: a ship&apos;s name (Mercurial or Rubicon).</extracomment>
        <translation>H wprowadza statek %1 w&#xa0;równą superpozycję 0 i&#xa0;1 (ze znakiem minus, jeśli bit był 1).</translation>
    </message>
    <message>
        <source>CNOT flips %1 only where %2 is 1: the two bits are now linked. This is an entangled Bell state.</source>
        <extracomment>%1: the target ship&apos;s name (Rubicon); %2: the control ship&apos;s name (Mercurial).</extracomment>
        <translation>CNOT odwraca statek %1 tylko tam, gdzie %2 ma 1: oba bity są teraz powiązane. To splątany stan Bella.</translation>
    </message>
</context>
<context>
    <name>BlochSphere</name>
    <message>
        <source>entangled: this ship has no state of its own</source>
        <translation>splątany: ten statek nie ma własnego stanu</translation>
    </message>
    <message>
        <source>partly entangled</source>
        <translation>częściowo splątany</translation>
    </message>
    <message>
        <source>a state of its own</source>
        <translation>własny stan</translation>
    </message>
    <message>
        <source>purity %1 · entropy %2 bit</source>
        <extracomment>%1: the purity, a decimal number (0,50); %2: the entanglement entropy in bits (1,00). Numbers in the UI language.</extracomment>
        <translation>czystość %1 · entropia %2 bitu</translation>
    </message>
    <message>
        <source>Bloch sphere of %1</source>
        <extracomment>%1: a ship&apos;s name (Mercurial or Rubicon).</extracomment>
        <translation>Sfera Blocha: %1</translation>
    </message>
</context>
<context>
    <name>CardButton</name>
    <message>
        <source>Play %1 (key %2)</source>
        <extracomment>%1: the card and ship (&quot;H for Mercurial&quot;); %2: its keyboard key (1).</extracomment>
        <translation>Zagraj %1 (klawisz %2)</translation>
    </message>
    <message numerus="yes">
        <source>(%n left)</source>
        <comment>plays of this card left in the lesson</comment>
        <extracomment>%n: how many more times this card may be played in the lesson.</extracomment>
        <translation>
            <numerusform>(została %n)</numerusform>
            <numerusform>(zostały %n)</numerusform>
            <numerusform>(zostało %n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <source>Play</source>
        <extracomment>A button on an engine or event card in the hand: play this card (the Navigate action, or the event). A button on an engine card: play the card (navigate with it).</extracomment>
        <translation>Zagraj</translation>
    </message>
    <message>
        <source>Swap</source>
        <extracomment>A button on an engine card in the hand: the Exchange action (discard this card and draw a new one).</extracomment>
        <translation>Wymień</translation>
    </message>
    <message>
        <source>Exchange: discard this card and draw a replacement (E)</source>
        <translation>Wymiana: odrzuć tę kartę i&#xa0;dobierz nową (E)</translation>
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
        <translation>Karta zdarzenia %1 statku %2: %3</translation>
    </message>
    <message>
        <source>Card %1 of %2: %3, %4</source>
        <extracomment>%1: the card&apos;s place in the hand (1); %2: the ship&apos;s name (Mercurial); %3: the engine card (H); %4: where it takes the ships (&quot;Mercurial to PLUS&quot;).</extracomment>
        <translation>Karta %1 statku %2: %3, %4</translation>
    </message>
    <message>
        <source>Play event %1 for %2 (event card %3)</source>
        <extracomment>%1: the event card&apos;s name (Bennett); %2: the ship&apos;s name (Mercurial); %3: the card&apos;s place in the hand (1).</extracomment>
        <translation>Zagraj zdarzenie %1 dla %2 (karta zdarzenia %3)</translation>
    </message>
    <message>
        <source>Play %1 for %2 (card %3)</source>
        <extracomment>%1: the engine card (H); %2: the ship&apos;s name (Mercurial); %3: the card&apos;s place in the hand (1).</extracomment>
        <translation>Zagraj %1 dla %2 (karta %3)</translation>
    </message>
    <message>
        <source>Swap %1 of %2 (card %3)</source>
        <extracomment>%1: the engine card (H); %2: the ship&apos;s name (Mercurial); %3: the card&apos;s place in the hand (1). Swap = exchange this card for a new one (the Exchange action).</extracomment>
        <translation>Wymień %1 statku %2 (karta %3)</translation>
    </message>
    <message>
        <source>%1
M: point at this card for your partner.</source>
        <extracomment>%1: the card&apos;s own description, e.g. &quot;Card 1 of Mercurial: H, Mercurial to PLUS&quot;.</extracomment>
        <translation>%1
M: wskaż tę kartę partnerowi.</translation>
    </message>
</context>
<context>
    <name>CardPreview</name>
    <message>
        <source>%1 played for %2</source>
        <extracomment>%1: an engine card (H); %2: a ship&apos;s name (Mercurial).</extracomment>
        <translation>%1 zagrana dla statku %2</translation>
    </message>
    <message>
        <source>Gate on the live state: %1</source>
        <extracomment>%1: the state after the gate, a ket (&quot;0,71|00&gt; + 0,71|10&gt;&quot;).</extracomment>
        <translation>Bramka na bieżącym stanie: %1</translation>
    </message>
</context>
<context>
    <name>Circuit</name>
    <message>
        <source>Engine control</source>
        <translation>Panel sterowania silnika</translation>
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
        <translation>ZDARZENIE
KWANTOWE</translation>
    </message>
    <message>
        <source>Box %1: %2 played for %3</source>
        <extracomment>%1: the box&apos;s number (1-6); %2: the engine card (H); %3: the ship it was played for (Mercurial).</extracomment>
        <translation>Pole %1: %2 zagrana dla statku %3</translation>
    </message>
    <message>
        <source>Box %1: empty</source>
        <extracomment>%1: the box&apos;s number (1-6).</extracomment>
        <translation>Pole %1: puste</translation>
    </message>
</context>
<context>
    <name>CircuitView</name>
    <message>
        <source>Circuit</source>
        <extracomment>For a screen reader: the quantum circuit diagram of the cards played.</extracomment>
        <translation>Obwód</translation>
    </message>
</context>
<context>
    <name>ClassTeaching</name>
    <message>
        <source>The web pages are not installed with this app, so the class view cannot open here. Install Entanglion with its web pages, or run entanglion-server --classes on a computer that has them.</source>
        <translation>Strony internetowe nie są zainstalowane razem z&#xa0;tą aplikacją, więc widok zajęć nie może się tu otworzyć. Zainstaluj Entanglion razem z&#xa0;jego stronami internetowymi albo uruchom entanglion-server --classes na komputerze, który je ma.</translation>
    </message>
    <message>
        <source>Cannot make a folder for the class&apos;s games: %1</source>
        <extracomment>%1: the problem from the system, e.g. &quot;No space left on device&quot;.</extracomment>
        <translation>Nie można utworzyć folderu na gry zajęć: %1</translation>
    </message>
</context>
<context>
    <name>ClassroomKit</name>
    <message>
        <source>The teacher&apos;s guide is not installed.</source>
        <translation>Przewodnik dla nauczyciela nie jest zainstalowany.</translation>
    </message>
    <message>
        <source>Opened the teacher&apos;s guide.</source>
        <translation>Otwarto przewodnik dla nauczyciela.</translation>
    </message>
    <message>
        <source>No program to open %1.</source>
        <extracomment>%1: the guide&apos;s file path.</extracomment>
        <translation>Brak programu, który otworzy %1.</translation>
    </message>
    <message>
        <source>Worksheet and answer key written to %1</source>
        <extracomment>After exporting: %1 the file written.</extracomment>
        <translation>Kartę pracy z&#xa0;odpowiedziami zapisano w&#xa0;%1</translation>
    </message>
    <message>
        <source>No lesson &quot;%1&quot;.</source>
        <extracomment>%1: the lesson&apos;s id as given on the command line (superposition).</extracomment>
        <translation>Nie ma lekcji „%1”.</translation>
    </message>
    <message>
        <source>Handout written to %1</source>
        <extracomment>%1: the PDF file written.</extracomment>
        <translation>Kartę pracy zapisano w&#xa0;%1</translation>
    </message>
    <message numerus="yes">
        <source>%n figure file(s) written to %1</source>
        <extracomment>After exporting figures: %n files, %1 the folder.</extracomment>
        <translation>
            <numerusform>Zapisano %n plik ilustracji w&#xa0;%1</numerusform>
            <numerusform>Zapisano %n pliki ilustracji w&#xa0;%1</numerusform>
            <numerusform>Zapisano %n plików ilustracji w&#xa0;%1</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no game to draw.</source>
        <translation>Nie ma gry do narysowania.</translation>
    </message>
</context>
<context>
    <name>ConfirmActionDialog</name>
    <message>
        <source>Play this action?</source>
        <translation>Wykonać tę akcję?</translation>
    </message>
    <message>
        <source>Play</source>
        <extracomment>A button of the dialog that asks before a move: play the move.</extracomment>
        <translation>Zagraj</translation>
    </message>
    <message>
        <source>Play the action</source>
        <translation>Wykonaj akcję</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Cancel the action</source>
        <translation>Anuluj akcję</translation>
    </message>
</context>
<context>
    <name>DetectionTrack</name>
    <message>
        <source>Detection rate</source>
        <translation>Współczynnik detekcji</translation>
    </message>
    <message>
        <source>X: the game is lost when the token gets here</source>
        <translation>X: gdy żeton tu dotrze, gra jest przegrana</translation>
    </message>
    <message>
        <source>Rate %1: a defense roll must be higher than %1</source>
        <extracomment>%1: the detection rate on the track (3), twice: the value a defense roll must beat.</extracomment>
        <translation>Współczynnik %1: rzut przeciw obronie musi dać więcej niż %1</translation>
    </message>
    <message>
        <source>The token is here.</source>
        <translation>Tu jest żeton.</translation>
    </message>
    <message>
        <source>Starting position.</source>
        <translation>Pozycja startowa.</translation>
    </message>
    <message>
        <source>Detection track</source>
        <translation>Skala detekcji</translation>
    </message>
</context>
<context>
    <name>EndOverlay</name>
    <message>
        <source>The quantum computer is rebuilt!</source>
        <translation>Komputer kwantowy odbudowany!</translation>
    </message>
    <message>
        <source>Detected: the game is lost</source>
        <translation>Wykrycie: gra przegrana</translation>
    </message>
    <message>
        <source>The detection rate reached X with %1 of 8 components collected.</source>
        <extracomment>%1: the components collected (5) of the eight.</extracomment>
        <translation>Współczynnik detekcji osiągnął X przy %1 z&#xa0;8 zebranych komponentów.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Step through this game</source>
        <translation>Przejrzyj tę grę krok po kroku</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Pokaż planszę</translation>
    </message>
    <message numerus="yes">
        <source>All eight components collected in %n action(s).</source>
        <extracomment>%n: the actions the team played.</extracomment>
        <translation>
            <numerusform>Zebrano wszystkie osiem komponentów w&#xa0;%n akcji.</numerusform>
            <numerusform>Zebrano wszystkie osiem komponentów w&#xa0;%n akcjach.</numerusform>
            <numerusform>Zebrano wszystkie osiem komponentów w&#xa0;%n akcjach.</numerusform>
        </translation>
    </message>
    <message>
        <source>Review: luck and choices</source>
        <translation>Analiza: szczęście i&#xa0;decyzje</translation>
    </message>
</context>
<context>
    <name>EventSpeech</name>
    <message>
        <source>Starting the speech engine…</source>
        <translation>Uruchamianie syntezatora mowy…</translation>
    </message>
    <message>
        <source>The speech engine has no voice for %1: it speaks with its default voice</source>
        <extracomment>%1: a language&apos;s name, e.g. &quot;Polish&quot;.</extracomment>
        <translation>Syntezator mowy nie ma głosu dla języka %1: mówi swoim domyślnym głosem</translation>
    </message>
    <message>
        <source>Speech is unavailable: no speech engine is installed</source>
        <translation>Mowa jest niedostępna: nie zainstalowano syntezatora mowy</translation>
    </message>
    <message>
        <source>Speech is unavailable: %1</source>
        <extracomment>%1: why, from the speech engine, e.g. &quot;no speech engine is installed&quot;.</extracomment>
        <translation>Mowa jest niedostępna: %1</translation>
    </message>
</context>
<context>
    <name>GalaxyMap</name>
    <message>
        <source>Centarious</source>
        <translation>Centarious</translation>
    </message>
    <message>
        <source>Superious</source>
        <translation>Superious</translation>
    </message>
    <message>
        <source>Entanglion</source>
        <translation>Entanglion</translation>
    </message>
    <message>
        <source>Mercurial (solid)</source>
        <translation>Mercurial (linia ciągła)</translation>
    </message>
    <message>
        <source>Rubicon (dashed)</source>
        <translation>Rubicon (linia przerywana)</translation>
    </message>
    <message>
        <source>CNOT entry / exit</source>
        <translation>Wejście / wyjście CNOT</translation>
    </message>
    <message>
        <source>Galaxy map</source>
        <translation>Mapa galaktyk</translation>
    </message>
</context>
<context>
    <name>GameAutosave</name>
    <message>
        <source>The autosaved game could not be read and was set aside as %1: %2</source>
        <extracomment>%1: the file&apos;s new name (autosave.json.unreadable); %2: the reason, a sentence.</extracomment>
        <translation>Nie udało się odczytać automatycznie zapisanej gry; odłożono ją jako %1: %2</translation>
    </message>
    <message>
        <source>The autosaved game %1 could not be read: %2</source>
        <extracomment>%1: the file&apos;s full path; %2: the reason, a sentence.</extracomment>
        <translation>Nie udało się odczytać automatycznie zapisanej gry %1: %2</translation>
    </message>
    <message>
        <source>An unfinished game was kept when the app last closed.
Turn %1; actions played: %2.</source>
        <extracomment>%1: the turn&apos;s number (4); %2: the actions played (17).</extracomment>
        <translation>Przy ostatnim zamknięciu aplikacji zachowano niedokończoną grę.
Tura %1; rozegrane akcje: %2.</translation>
    </message>
    <message>
        <source>Resumed the autosaved game.</source>
        <translation>Wznowiono automatycznie zapisaną grę.</translation>
    </message>
    <message>
        <source>The game could not be autosaved: %1</source>
        <extracomment>%1: the reason from the system, a sentence.</extracomment>
        <translation>Nie udało się automatycznie zapisać gry: %1</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Difficulty must be 1, 2 or 3, got %1.</source>
        <extracomment>%1: the difficulty given (4).</extracomment>
        <translation>Poziom trudności musi wynosić 1, 2 lub 3, a&#xa0;podano %1.</translation>
    </message>
    <message>
        <source>Unknown rules variant &quot;%1&quot;: choose board or quantum.</source>
        <extracomment>%1: the variant asked for (chess); &quot;board&quot; and &quot;quantum&quot; are the command line&apos;s words, kept as they are.</extracomment>
        <translation>Nieznany wariant zasad „%1”: wybierz board lub quantum.</translation>
    </message>
    <message>
        <source>Cannot open the record: %1</source>
        <extracomment>%1: the reason, a sentence (&quot;line 3: unknown action&quot;).</extracomment>
        <translation>Nie można otworzyć zapisu: %1</translation>
    </message>
    <message>
        <source>Cannot replay %1: %2</source>
        <extracomment>%1: a file&apos;s name (game-12.json); %2: the reason, a sentence.</extracomment>
        <translation>Nie można odtworzyć %1: %2</translation>
    </message>
    <message>
        <source>Cannot start from %1: %2</source>
        <extracomment>%1: a file&apos;s name (game-12.json); %2: the reason, a sentence.</extracomment>
        <translation>Nie można zacząć od %1: %2</translation>
    </message>
    <message>
        <source>There is no game to save yet.</source>
        <translation>Nie ma jeszcze gry do zapisania.</translation>
    </message>
    <message>
        <source>Could not save the game: %1</source>
        <extracomment>%1: the reason from the system, a sentence.</extracomment>
        <translation>Nie udało się zapisać gry: %1</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <extracomment>%1: a file&apos;s full path.</extracomment>
        <translation>Zapisano w&#xa0;%1</translation>
    </message>
    <message>
        <source>Start a new game first.</source>
        <translation>Najpierw rozpocznij nową grę.</translation>
    </message>
    <message>
        <source>This record is read-only while you step through it: press Continue to play from here.</source>
        <translation>Podczas przeglądania zapis jest tylko do odczytu: naciśnij „Graj dalej stąd”, aby grać od tego miejsca.</translation>
    </message>
    <message>
        <source>Internal error while applying the action: %1</source>
        <extracomment>%1: the internal error&apos;s text (English).</extracomment>
        <translation>Błąd wewnętrzny podczas wykonywania akcji: %1</translation>
    </message>
    <message>
        <source>There is no action %1.</source>
        <extracomment>%1: the action&apos;s number (7).</extracomment>
        <translation>Nie ma akcji %1.</translation>
    </message>
    <message>
        <source>There is no such card to play.</source>
        <translation>Nie ma takiej karty do zagrania.</translation>
    </message>
    <message>
        <source>There is no such card to exchange.</source>
        <translation>Nie ma takiej karty do wymiany.</translation>
    </message>
    <message>
        <source>There is no such event card to play.</source>
        <translation>Nie ma takiej karty zdarzenia do zagrania.</translation>
    </message>
    <message>
        <source>Step-through is read-only</source>
        <translation>Przeglądanie jest tylko do odczytu</translation>
    </message>
    <message>
        <source>Step-through is read-only: press Continue to play from here</source>
        <translation>Przeglądanie jest tylko do odczytu: naciśnij „Graj dalej stąd”, aby grać od tego miejsca</translation>
    </message>
    <message>
        <source>Start a new game (N) or open a saved one (Ctrl+O).</source>
        <translation>Rozpocznij nową grę (N) lub otwórz zapisaną (Ctrl+O).</translation>
    </message>
    <message>
        <source>Step %1 of %2 (read-only). %3</source>
        <extracomment>%1: the step&apos;s number (7); %2: the steps of the record (40); %3: the prompt at that step (&quot;Mercurial&apos;s turn: navigate, ...&quot;).</extracomment>
        <translation>Krok %1 z&#xa0;%2 (tylko do odczytu). %3</translation>
    </message>
    <message>
        <source>The network game does not replay here: %1</source>
        <extracomment>%1: the reason, a sentence.</extracomment>
        <translation>Gry sieciowej nie da się tu odtworzyć: %1</translation>
    </message>
    <message>
        <source>There is nothing to take back: no move has been played yet.</source>
        <translation>Nie ma czego cofnąć: nie zagrano jeszcze żadnego ruchu.</translation>
    </message>
    <message>
        <source>%1 has played since your last move, so it can no longer be taken back.</source>
        <extracomment>%1: a ship&apos;s name, e.g. &quot;Rubicon&quot;.</extracomment>
        <translation>Od twojego ostatniego ruchu zagrał już %1, więc nie można go cofnąć.</translation>
    </message>
    <message>
        <source>The move cannot be taken back: %1</source>
        <extracomment>%1: why, e.g. &quot;the die was rolled: 5&quot;.</extracomment>
        <translation>Tego ruchu nie można cofnąć: %1</translation>
    </message>
    <message>
        <source>The last move cannot be taken back: its die roll is already known. To try another move, step through the game and use What if… in its review.</source>
        <translation>Ostatniego ruchu nie można cofnąć: wynik rzutu kością jest już znany. Aby wypróbować inny ruch, przejrzyj grę krok po kroku i&#xa0;użyj „A&#xa0;gdyby…” w&#xa0;jej analizie.</translation>
    </message>
    <message>
        <source>The last move cannot be taken back: the card it drew is already known. To try another move, step through the game and use What if… in its review.</source>
        <translation>Ostatniego ruchu nie można cofnąć: dobrana w&#xa0;nim karta jest już znana. Aby wypróbować inny ruch, przejrzyj grę krok po kroku i&#xa0;użyj „A&#xa0;gdyby…” w&#xa0;jej analizie.</translation>
    </message>
    <message>
        <source>The last move cannot be taken back: the component Spooky Action picked is already known. To try another move, step through the game and use What if… in its review.</source>
        <translation>Ostatniego ruchu nie można cofnąć: komponent wybrany przez Spooky Action jest już znany. Aby wypróbować inny ruch, przejrzyj grę krok po kroku i&#xa0;użyj „A&#xa0;gdyby…” w&#xa0;jej analizie.</translation>
    </message>
    <message>
        <source>The last move cannot be taken back: the measurement is already known. To try another move, step through the game and use What if… in its review.</source>
        <translation>Ostatniego ruchu nie można cofnąć: wynik pomiaru jest już znany. Aby wypróbować inny ruch, przejrzyj grę krok po kroku i&#xa0;użyj „A&#xa0;gdyby…” w&#xa0;jej analizie.</translation>
    </message>
    <message>
        <source>Moves cannot be taken back in a game over the network: the server keeps the one record both computers share, and your partner has seen the move.</source>
        <translation>W&#xa0;grze przez sieć ruchów nie można cofać: serwer przechowuje jeden zapis wspólny dla obu komputerów, a&#xa0;twój partner widział już ten ruch.</translation>
    </message>
    <message>
        <source>The AI plays both ships: there is no move of yours to take back.</source>
        <translation>SI gra oboma statkami: nie ma twojego ruchu do cofnięcia.</translation>
    </message>
    <message>
        <source>Move taken back: %1</source>
        <extracomment>%1: the move, e.g. &quot;Play H for Mercurial&quot;.</extracomment>
        <translation>Cofnięto ruch: %1</translation>
    </message>
    <message>
        <source>What if (not part of the real game)</source>
        <translation>A&#xa0;gdyby (nie jest częścią prawdziwej gry)</translation>
    </message>
    <message>
        <source>The last move cannot be taken back: the engine stack ran out during it and was shuffled anew from the discard pile, so its cards can no longer go back on top. To try another move, step through the game and use What if… in its review.</source>
        <translation>Ostatniego ruchu nie można cofnąć: w&#xa0;jego trakcie skończył się stos kart silnika i&#xa0;stos kart odrzuconych przetasowano w&#xa0;nowy stos, więc dobrane karty nie mogą już wrócić na wierzch. Aby wypróbować inny ruch, przejrzyj grę krok po kroku i&#xa0;użyj „A&#xa0;gdyby…” w&#xa0;jej analizie.</translation>
    </message>
    <message numerus="yes">
        <source>Move taken back: %1. The %n card(s) it drew go back on top, known to both players: the log says which.</source>
        <extracomment>%1: the move, e.g. &quot;Play H for Mercurial&quot;; %n: how many cards it drew (they are named in the game log).</extracomment>
        <translation>
            <numerusform>Cofnięto ruch: %1. Dobrana w&#xa0;nim karta wraca na wierzch i&#xa0;obaj gracze ją znają: którą, podaje dziennik gry.</numerusform>
            <numerusform>Cofnięto ruch: %1. %n dobrane w&#xa0;nim karty wracają na wierzch i&#xa0;obaj gracze je znają: które, podaje dziennik gry.</numerusform>
            <numerusform>Cofnięto ruch: %1. %n dobranych w&#xa0;nim kart wraca na wierzch i&#xa0;obaj gracze je znają: które, podaje dziennik gry.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Game log</source>
        <translation>Dziennik gry</translation>
    </message>
    <message>
        <source>Back to the small log</source>
        <translation>Wróć do małego dziennika</translation>
    </message>
    <message>
        <source>Enlarge the log</source>
        <translation>Powiększ dziennik</translation>
    </message>
    <message>
        <source>Back to the small log (L or Esc)</source>
        <translation>Wróć do małego dziennika (L lub Esc)</translation>
    </message>
    <message>
        <source>Show the log large, over the game (L)</source>
        <translation>Pokaż dziennik w&#xa0;dużym rozmiarze, nad grą (L)</translation>
    </message>
    <message>
        <source>↓ Latest</source>
        <translation>↓ Najnowsze</translation>
    </message>
    <message>
        <source>Show the newest lines and follow them again</source>
        <translation>Pokaż najnowsze wpisy i&#xa0;znów za nimi podążaj</translation>
    </message>
    <message>
        <source>(details)</source>
        <translation>(szczegóły)</translation>
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
        <translation>Nie można udostępnić gry na porcie %1: %2</translation>
    </message>
    <message>
        <source>Cannot keep hosted games in %1: %2</source>
        <extracomment>%1: a folder, e.g. &quot;/home/ana/.local/share/Entanglion/hosted-games&quot;; %2: the problem, e.g. &quot;disk full&quot;.</extracomment>
        <translation>Nie można przechowywać udostępnianych gier w&#xa0;%1: %2</translation>
    </message>
</context>
<context>
    <name>KetModel</name>
    <message>
        <source>no planet</source>
        <translation>żadna planeta</translation>
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
        <translation>Bieżący stan</translation>
    </message>
    <message>
        <source>Qubit order of every ket. Click (or press O) to write %1 first.</source>
        <extracomment>%1: the ship whose bit would be written first (Rubicon).</extracomment>
        <translation>Kolejność kubitów w&#xa0;każdym kecie. Kliknij (lub naciśnij O), aby zapisywać najpierw %1.</translation>
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
        <translation>%1 × %2  (faza globalna %1: ta sama planeta)</translation>
    </message>
    <message>
        <source>Entangled: Mercurial %1 bit, Rubicon %2 bit (concurrence %3)</source>
        <extracomment>%1, %2: each ship&apos;s entanglement entropy in bits (1,00); %3: the concurrence (1,00). Numbers in the UI language.</extracomment>
        <translation>Splątane: Mercurial %1 bitu, Rubicon %2 bitu (concurrence %3)</translation>
    </message>
    <message>
        <source>Not entangled: each ship has its own state</source>
        <translation>Bez splątania: każdy statek ma własny stan</translation>
    </message>
    <message>
        <source>Hide measurement</source>
        <translation>Ukryj pomiar</translation>
    </message>
    <message>
        <source>Measure…</source>
        <translation>Zmierz…</translation>
    </message>
    <message>
        <source>Take shots of the live state and see each ship&apos;s Bloch sphere, without changing the game</source>
        <translation>Wykonaj pomiary bieżącego stanu i&#xa0;zobacz sferę Blocha każdego statku, bez zmiany gry</translation>
    </message>
    <message>
        <source>the game&apos;s live state, prepared from |00&gt;</source>
        <translation>bieżący stan gry, przygotowany z&#xa0;|00&gt;</translation>
    </message>
    <message>
        <source>Qubit order: Rubicon, Mercurial</source>
        <translation>Kolejność kubitów: Rubicon, Mercurial</translation>
    </message>
    <message>
        <source>Qubit order: Mercurial, Rubicon</source>
        <translation>Kolejność kubitów: Mercurial, Rubicon</translation>
    </message>
    <message>
        <source>Live state: %1</source>
        <extracomment>%1: the live state in words (&quot;one over root two times zero zero plus ...&quot;).</extracomment>
        <translation>Bieżący stan: %1</translation>
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
        <translation>jeden</translation>
    </message>
    <message>
        <source>i over root two</source>
        <translation>i&#xa0;przez pierwiastek z&#xa0;dwóch</translation>
    </message>
    <message>
        <source>one over root two</source>
        <translation>jeden przez pierwiastek z&#xa0;dwóch</translation>
    </message>
    <message>
        <source>i over two</source>
        <translation>i&#xa0;przez dwa</translation>
    </message>
    <message>
        <source>one half</source>
        <translation>jedna druga</translation>
    </message>
    <message>
        <source>%1 i</source>
        <extracomment>Read aloud: an imaginary amplitude; %1: the number in words (&quot;one over root two&quot;), followed by i.</extracomment>
        <translation>%1 i</translation>
    </message>
    <message>
        <source>open bracket %1 minus %2 i close bracket</source>
        <extracomment>Read aloud: a complex amplitude; %1: the real part in words (&quot;one half&quot;); %2: the imaginary part (&quot;one half&quot;).</extracomment>
        <translation>nawias %1 minus %2 i&#xa0;zamknij nawias</translation>
    </message>
    <message>
        <source>open bracket %1 plus %2 i close bracket</source>
        <extracomment>Read aloud: a complex amplitude; %1: the real part in words (&quot;one half&quot;); %2: the imaginary part (&quot;one half&quot;).</extracomment>
        <translation>nawias %1 plus %2 i&#xa0;zamknij nawias</translation>
    </message>
    <message>
        <source>zero</source>
        <translation>zero</translation>
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
        <translation>i&#xa0;razy %1</translation>
    </message>
    <message>
        <source>%1 times %2</source>
        <extracomment>Read aloud: %1: an amplitude in words (&quot;one over root two&quot;); %2: a basis state (&quot;zero one&quot;).
----------
Read aloud: %1: a common factor in words (&quot;one over root two&quot;); %2: the bracketed sum of terms.</extracomment>
        <translation>%1 razy %2</translation>
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
        <translation>zero zero</translation>
    </message>
    <message>
        <source>zero one</source>
        <translation>zero jeden</translation>
    </message>
    <message>
        <source>one zero</source>
        <translation>jeden zero</translation>
    </message>
    <message>
        <source>one one</source>
        <translation>jeden jeden</translation>
    </message>
    <message>
        <source>zero</source>
        <comment>a qubit&apos;s basis state</comment>
        <translation>zero</translation>
    </message>
    <message>
        <source>one</source>
        <comment>a qubit&apos;s basis state</comment>
        <translation>jeden</translation>
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
        <translation>Przechodzenie między kartami i&#xa0;przyciskami: najpierw ręka działającego statku i&#xa0;akcje, potem drugi statek, bieżący stan, dziennik i&#xa0;pasek narzędzi</translation>
    </message>
    <message>
        <source>1 to 5</source>
        <translation>1 do 5</translation>
    </message>
    <message>
        <source>Play the acting ship&apos;s card in that position</source>
        <translation>Zagraj kartę działającego statku z&#xa0;tej pozycji</translation>
    </message>
    <message>
        <source>Alt+1 to Alt+3</source>
        <translation>Alt+1 do Alt+3</translation>
    </message>
    <message>
        <source>Swap (exchange) the engine card in that position</source>
        <translation>Wymień kartę silnika z&#xa0;tej pozycji</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Enter, Spacja</translation>
    </message>
    <message>
        <source>Play the focused card</source>
        <translation>Zagraj zaznaczoną kartę</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>Exchange the focused engine card</source>
        <translation>Wymień zaznaczoną kartę silnika</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Retrieve</source>
        <extracomment>What the key R does: the Retrieve action (take the component of the planet the ships orbit).</extracomment>
        <translation>Zdobycie</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>Roll the die</source>
        <translation>Rzuć kostką</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Keep the roll</source>
        <translation>Zachowaj rzut</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Play Quantum Tunnel</source>
        <translation>Zagraj Quantum Tunnel</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Stop (The Mechanic)</source>
        <translation>Zakończ (The Mechanic)</translation>
    </message>
    <message>
        <source>F2 to F9</source>
        <translation>F2 do F9</translation>
    </message>
    <message>
        <source>Pick the first to the eighth option of a pending choice</source>
        <translation>Wybierz opcję od pierwszej do ósmej w&#xa0;oczekującym wyborze</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Hint: the suggested move and why</source>
        <translation>Podpowiedź: proponowany ruch i&#xa0;dlaczego</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Next AI move</source>
        <translation>Następny ruch SI</translation>
    </message>
    <message>
        <source>O</source>
        <translation>O</translation>
    </message>
    <message>
        <source>Switch the ket&apos;s qubit order</source>
        <translation>Zmień kolejność kubitów w&#xa0;kecie</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>Show the game log large</source>
        <translation>Pokaż duży dziennik gry</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Presentation layout on or off</source>
        <translation>Układ prezentacji: włącz lub wyłącz</translation>
    </message>
    <message>
        <source>F10</source>
        <translation>F10</translation>
    </message>
    <message>
        <source>Open or close the panels&apos; drawer</source>
        <translation>Otwórz lub zamknij szufladę paneli</translation>
    </message>
    <message>
        <source>Page Down, Page Up</source>
        <translation>Page Down, Page Up</translation>
    </message>
    <message>
        <source>Scroll the side panels</source>
        <translation>Przewiń panele boczne</translation>
    </message>
    <message>
        <source>Left, Right, Home, End</source>
        <translation>Lewo, Prawo, Home, End</translation>
    </message>
    <message>
        <source>Step through a record</source>
        <translation>Przeglądaj zapis krok po kroku</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Close a page, the enlarged log or the drawer; clear the preview and the message</source>
        <translation>Zamknij stronę, powiększony dziennik lub szufladę; usuń podgląd i&#xa0;komunikat</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>This list of keys</source>
        <translation>Ta lista klawiszy</translation>
    </message>
    <message>
        <source>Ctrl+L, Ctrl+B</source>
        <translation>Ctrl+L, Ctrl+B</translation>
    </message>
    <message>
        <source>The Lessons page, the Bell demo</source>
        <translation>Strona lekcji, pokaz Bella</translation>
    </message>
    <message>
        <source>Ctrl+N, Ctrl+O, Ctrl+S</source>
        <translation>Ctrl+N, Ctrl+O, Ctrl+S</translation>
    </message>
    <message>
        <source>New game, open a record, save the record</source>
        <translation>Nowa gra, otwórz zapis, zapisz grę</translation>
    </message>
    <message>
        <source>Ctrl++, Ctrl+-, Ctrl+0</source>
        <translation>Ctrl++, Ctrl+-, Ctrl+0</translation>
    </message>
    <message>
        <source>Larger, smaller, normal text</source>
        <translation>Większy, mniejszy, zwykły tekst</translation>
    </message>
    <message>
        <source>F11</source>
        <translation>F11</translation>
    </message>
    <message>
        <source>Full screen on or off</source>
        <translation>Pełny ekran: włącz lub wyłącz</translation>
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
        <translation>Czytanie zdarzeń: włącz lub wyłącz</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>Say the context again: whose turn, where the ships are, the detection track and the components</source>
        <translation>Powtórz kontekst: czyja tura, gdzie są statki, skala detekcji i&#xa0;komponenty</translation>
    </message>
    <message>
        <source>Ctrl+, Ctrl+.</source>
        <translation>Ctrl+, Ctrl+.</translation>
    </message>
    <message>
        <source>Skip the line being spoken, stop speaking</source>
        <translation>Pomiń czytany komunikat, przestań mówić</translation>
    </message>
    <message>
        <source>Take back your last move unless it rolled a die or measured; a card it drew goes back on top of its pile, known</source>
        <translation>Cofnij swój ostatni ruch, chyba że był w&#xa0;nim rzut kością lub pomiar; dobrana karta wraca na wierzch stosu i&#xa0;obaj gracze ją znają</translation>
    </message>
</context>
<context>
    <name>KeysPage</name>
    <message>
        <source>Keys</source>
        <translation>Klawisze</translation>
    </message>
</context>
<context>
    <name>LastMove</name>
    <message>
        <source>AI move: %1</source>
        <extracomment>%1: the AI&apos;s action (&quot;Play H for Mercurial&quot;).</extracomment>
        <translation>Ruch SI: %1</translation>
    </message>
    <message>
        <source>AI move: %1 — %2</source>
        <extracomment>%1: the AI&apos;s action (&quot;Exchange X&quot;); %2: what came of it (&quot;Mercurial drew H; ...&quot;).</extracomment>
        <translation>Ruch SI: %1 — %2</translation>
    </message>
    <message>
        <source>Last move: %1</source>
        <extracomment>%1: the action (&quot;Play H for Mercurial&quot;).</extracomment>
        <translation>Ostatni ruch: %1</translation>
    </message>
    <message>
        <source>Last move: %1 — %2</source>
        <extracomment>%1: the action (&quot;Exchange X&quot;); %2: what came of it (&quot;Mercurial drew H; ...&quot;).</extracomment>
        <translation>Ostatni ruch: %1 — %2</translation>
    </message>
</context>
<context>
    <name>LessonList</name>
    <message>
        <source>Lessons</source>
        <translation>Lekcje</translation>
    </message>
    <message>
        <source>%1 of %2 completed</source>
        <extracomment>%1: lessons completed (3); %2: all lessons (15).</extracomment>
        <translation>ukończono %1 z&#xa0;%2</translation>
    </message>
    <message>
        <source>↑/↓ choose · Enter open · Esc back</source>
        <translation>↑/↓ wybór · Enter otwórz · Esc wstecz</translation>
    </message>
    <message>
        <source>Progress could not be loaded or saved: %1</source>
        <extracomment>%1: the reason from the system, e.g. &quot;Permission denied&quot;.</extracomment>
        <translation>Nie udało się wczytać ani zapisać postępów: %1</translation>
    </message>
    <message>
        <source>quantum rules</source>
        <translation>zasady kwantowe</translation>
    </message>
    <message>
        <source>board rules</source>
        <translation>zasady planszy</translation>
    </message>
    <message>
        <source>not done yet</source>
        <translation>jeszcze nieukończona</translation>
    </message>
    <message numerus="yes">
        <source>✓ done, best %1 of %n card(s)</source>
        <extracomment>%1: the fewest cards a success used; %n: the lesson&apos;s card budget (it can be 1).</extracomment>
        <translation>
            <numerusform>✓ ukończona, najlepszy wynik: %1 z&#xa0;%n karty</numerusform>
            <numerusform>✓ ukończona, najlepszy wynik: %1 z&#xa0;%n kart</numerusform>
            <numerusform>✓ ukończona, najlepszy wynik: %1 z&#xa0;%n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>Lesson %1: %2</source>
        <extracomment>A row of the lesson list: %1: the lesson&apos;s number (3); %2: its title (&quot;Superposition&quot;).</extracomment>
        <translation>Lekcja %1: %2</translation>
    </message>
</context>
<context>
    <name>LessonMap</name>
    <message>
        <source>The board names no planet for this state</source>
        <translation>Plansza nie ma planety dla tego stanu</translation>
    </message>
    <message>
        <source>Lesson map</source>
        <translation>Mapa lekcji</translation>
    </message>
</context>
<context>
    <name>LessonView</name>
    <message>
        <source>← Lessons (Esc)</source>
        <translation>← Lekcje (Esc)</translation>
    </message>
    <message>
        <source>Lesson %1: %2</source>
        <extracomment>%1: the lesson&apos;s number (3); %2: its title (&quot;Superposition&quot;).</extracomment>
        <translation>Lekcja %1: %2</translation>
    </message>
    <message>
        <source>Cards used: %1 of %2</source>
        <extracomment>%1: cards played so far (1); %2: the card budget (3).</extracomment>
        <translation>Użyte karty: %1 z&#xa0;%2</translation>
    </message>
    <message>
        <source>Goal: %1</source>
        <extracomment>%1: the goal&apos;s conditions, separated by &quot;;&quot; (&quot;both ships on PHI PLUS; the state (|00&gt; + |11&gt;)/√2 …&quot;).</extracomment>
        <translation>Cel: %1</translation>
    </message>
    <message>
        <source>Hint (H): %1 of %2 shown</source>
        <extracomment>%1: hints shown (1); %2: hints in the lesson (3).</extracomment>
        <translation>Podpowiedź (H): pokazano %1 z&#xa0;%2</translation>
    </message>
    <message>
        <source>All hints shown</source>
        <translation>Pokazano wszystkie podpowiedzi</translation>
    </message>
    <message>
        <source>Hint %1: %2</source>
        <extracomment>%1: the hint&apos;s number (1); %2: the hint, a sentence.</extracomment>
        <translation>Podpowiedź %1: %2</translation>
    </message>
    <message>
        <source>in %1 · %2</source>
        <extracomment>%1: the qubit order as a ket label (|Mercurial Rubicon&gt;); %2: where the ships are (&quot;Mercurial on ZERO, Rubicon on ONE&quot;).</extracomment>
        <translation>w&#xa0;%1 · %2</translation>
    </message>
    <message>
        <source>Next lesson (Enter)</source>
        <translation>Następna lekcja (Enter)</translation>
    </message>
    <message>
        <source>Play again (Ctrl+R)</source>
        <translation>Zagraj ponownie (Ctrl+R)</translation>
    </message>
    <message>
        <source>Back to the list (Esc)</source>
        <translation>Powrót do listy (Esc)</translation>
    </message>
    <message>
        <source>Undo (Backspace)</source>
        <translation>Cofnij (Backspace)</translation>
    </message>
    <message>
        <source>Reset (Ctrl+R)</source>
        <translation>Od nowa (Ctrl+R)</translation>
    </message>
    <message>
        <source>Every card is spent and the goal is not reached: undo or reset.</source>
        <translation>Wszystkie karty zużyte, a&#xa0;cel nieosiągnięty: cofnij ruch lub zacznij od nowa.</translation>
    </message>
    <message>
        <source>History</source>
        <extracomment>A tab: the history of the quantum states after each card played (not the history of science).</extracomment>
        <translation>Historia</translation>
    </message>
    <message>
        <source> (nothing moved)</source>
        <translation> (nic się nie ruszyło)</translation>
    </message>
    <message>
        <source>Hide measurement</source>
        <translation>Ukryj pomiar</translation>
    </message>
    <message>
        <source>Measure…</source>
        <translation>Zmierz…</translation>
    </message>
    <message>
        <source>Copy the moves as a circuit from |00&gt;:</source>
        <translation>Skopiuj ruchy jako obwód z&#xa0;|00&gt;:</translation>
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
        <translation>Link do Quirk</translation>
    </message>
    <message>
        <source>Learning goal: %1</source>
        <extracomment>On the lesson page, above the introduction: %1 is the lesson&apos;s learning goal.</extracomment>
        <translation>Cel lekcji: %1</translation>
    </message>
    <message>
        <source>A common misconception: %1</source>
        <extracomment>On the lesson page, under the goal: %1 states a wrong idea and then the right one.</extracomment>
        <translation>Częste błędne przekonanie: %1</translation>
    </message>
    <message numerus="yes">
        <source>✓ Goal reached with %1 of %n card(s)! (your best: %2)</source>
        <extracomment>%1: cards played; %n: the lesson&apos;s card budget (it can be 1). %2: the fewest cards of an earlier success. %1: the cards used (2); %n: the lesson&apos;s card budget (3); %2: the learner&apos;s best so far (2).</extracomment>
        <translation>
            <numerusform>✓ Cel osiągnięty: użyto %1 z&#xa0;%n karty! (twój najlepszy wynik: %2)</numerusform>
            <numerusform>✓ Cel osiągnięty: użyto %1 z&#xa0;%n kart! (twój najlepszy wynik: %2)</numerusform>
            <numerusform>✓ Cel osiągnięty: użyto %1 z&#xa0;%n kart! (twój najlepszy wynik: %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>✓ Goal reached with %1 of %n card(s)!</source>
        <extracomment>%1: cards played; %n: the lesson&apos;s card budget (it can be 1).</extracomment>
        <translation>
            <numerusform>✓ Cel osiągnięty: użyto %1 z&#xa0;%n karty!</numerusform>
            <numerusform>✓ Cel osiągnięty: użyto %1 z&#xa0;%n kart!</numerusform>
            <numerusform>✓ Cel osiągnięty: użyto %1 z&#xa0;%n kart!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. State: %2</source>
        <extracomment>%1: where the ships are (&quot;Mercurial on ZERO, Rubicon on ONE&quot;); %2: the state in words.</extracomment>
        <translation>%1. Stan: %2</translation>
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
        <translation>← Powrót do gry</translation>
    </message>
    <message>
        <source>Close this page (Esc on the lesson list or the demo)</source>
        <translation>Zamknij tę stronę (Esc na liście lekcji lub w&#xa0;pokazie)</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lekcje</translation>
    </message>
    <message>
        <source>Self-study lessons, checked by the state vector (Ctrl+L)</source>
        <translation>Lekcje do samodzielnej nauki, sprawdzane wektorem stanu (Ctrl+L)</translation>
    </message>
    <message>
        <source>Bell demo</source>
        <translation>Pokaz Bella</translation>
    </message>
    <message>
        <source>Classroom demo: build a Bell state step by step (Ctrl+B)</source>
        <translation>Pokaz dla klasy: zbuduj stan Bella krok po kroku (Ctrl+B)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>The rules in short, with every card and component (F1)</source>
        <translation>Zasady w&#xa0;skrócie, z&#xa0;każdą kartą i&#xa0;komponentem (F1)</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nowa gra…</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Otwórz…</translation>
    </message>
    <message>
        <source>Open a saved game and step through it (Ctrl+O)</source>
        <translation>Otwórz zapisaną grę i&#xa0;przeglądaj ją krok po kroku (Ctrl+O)</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Zapisz…</translation>
    </message>
    <message>
        <source>Save the game record (Ctrl+S)</source>
        <translation>Zapisz przebieg gry (Ctrl+S)</translation>
    </message>
    <message>
        <source>Step through</source>
        <translation>Krok po kroku</translation>
    </message>
    <message>
        <source>Read-only step-through of this game (teacher replay)</source>
        <translation>Przeglądanie tej gry tylko do odczytu (powtórka dla nauczyciela)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <source>Smaller text (Ctrl+-)</source>
        <translation>Mniejszy tekst (Ctrl+-)</translation>
    </message>
    <message>
        <source>Larger text for projectors (Ctrl++)</source>
        <translation>Większy tekst dla projektorów (Ctrl++)</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>Otwórz zapis gry</translation>
    </message>
    <message>
        <source>Entanglion records (*.json)</source>
        <translation>Zapisy Entanglion (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Save the game record</source>
        <translation>Zapisz przebieg gry</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>The file dialog&apos;s button: open a saved game file.</extracomment>
        <translation>Otwórz</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>The file dialog&apos;s button: save the game to a file.</extracomment>
        <translation>Zapisz</translation>
    </message>
    <message>
        <source>Print / Export PDF…</source>
        <translation>Drukuj / eksportuj PDF…</translation>
    </message>
    <message>
        <source>A one-page handout of this Bell state, with the measurement, to print</source>
        <translation>Jednostronicowa karta pracy z&#xa0;tym stanem Bella i&#xa0;pomiarem, do wydruku</translation>
    </message>
    <message>
        <source>This lesson&apos;s worksheet with its map and task, and the answer key on a separate page</source>
        <translation>Karta pracy do tej lekcji z&#xa0;mapą i&#xa0;zadaniem oraz odpowiedzi na osobnej stronie</translation>
    </message>
    <message>
        <source>Export figures…</source>
        <translation>Eksportuj ilustracje…</translation>
    </message>
    <message>
        <source>The map, the circuit, the ket, the histogram and the Bloch spheres as SVG and PNG for slides</source>
        <translation>Mapa, obwód, ket, histogram i&#xa0;sfery Blocha jako SVG i&#xa0;PNG do prezentacji</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Zapisz jako PDF</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Dokumenty PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Choose a folder for the figures</source>
        <translation>Wybierz folder na ilustracje</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Kolory</translation>
    </message>
    <message>
        <source>Colours: dark, light for a projector in a bright room, or high contrast</source>
        <translation>Kolory: ciemne, jasne do projektora w&#xa0;jasnej sali lub wysoki kontrast</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Ciemne</translation>
    </message>
    <message>
        <source>Light (projector)</source>
        <translation>Jasne (projektor)</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Wysoki kontrast</translation>
    </message>
    <message>
        <source>Leave full screen</source>
        <translation>Opuść pełny ekran</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Pełny ekran</translation>
    </message>
    <message>
        <source>Leave full screen (F11)</source>
        <translation>Opuść pełny ekran (F11)</translation>
    </message>
    <message>
        <source>Full screen (F11)</source>
        <translation>Pełny ekran (F11)</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>The zoom as a percentage: %1 is the number (160); write &quot;%1 %&quot; with a no-break space where the language spaces it.</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Language: %1</source>
        <extracomment>%1: the language&apos;s own name (Polski).</extracomment>
        <translation>Język: %1</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>Mniejszy tekst</translation>
    </message>
    <message>
        <source>Larger text</source>
        <translation>Większy tekst</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Undo: take back your last move</source>
        <translation>Cofnij: cofa twój ostatni ruch</translation>
    </message>
    <message>
        <source>Take back your last move unless it rolled a die or measured (Ctrl+Z)</source>
        <translation>Cofnij swój ostatni ruch, chyba że był w&#xa0;nim rzut kością lub pomiar (Ctrl+Z)</translation>
    </message>
</context>
<context>
    <name>MapPath</name>
    <message>
        <source>Grey CNOT line: the ship in Centarious plays CNOT while the other ship is in Superious; both ships go to %1 (and back out the same way).</source>
        <extracomment>%1: the planet in Entanglion the line leads to (PHI PLUS).</extracomment>
        <translation>Szara linia CNOT: statek w&#xa0;Centarious zagrywa CNOT, gdy drugi statek jest w&#xa0;Superious; oba statki lecą na %1 (i&#xa0;wracają tą samą drogą).</translation>
    </message>
    <message>
        <source>%1 between %2 and %3, for either ship (blue solid and red dashed lines).%4</source>
        <extracomment>%1: the cards printed on the line (&quot;X/CNOT&quot;); %2, %3: planet names (ZERO, ONE); %4: an optional note on a new line, or nothing.</extracomment>
        <translation>%1 między %2 a&#xa0;%3, dla obu statków (niebieska ciągła i&#xa0;czerwona przerywana linia).%4</translation>
    </message>
    <message>
        <source>%1 between %2 and %3, for Mercurial only (blue solid line).%4</source>
        <extracomment>%1: the cards printed on the line (&quot;X/CNOT&quot;); %2, %3: planet names (ZERO, ONE); %4: an optional note on a new line, or nothing.</extracomment>
        <translation>%1 między %2 a&#xa0;%3, tylko dla statku Mercurial (niebieska linia ciągła).%4</translation>
    </message>
    <message>
        <source>%1 between %2 and %3, for Rubicon only (red dashed line).%4</source>
        <extracomment>%1: the cards printed on the line (&quot;X/CNOT&quot;); %2, %3: planet names (ZERO, ONE); %4: an optional note on a new line, or nothing.</extracomment>
        <translation>%1 między %2 a&#xa0;%3, tylko dla statku Rubicon (czerwona linia przerywana).%4</translation>
    </message>
</context>
<context>
    <name>MatrixView</name>
    <message>
        <source>No gate yet</source>
        <translation>Jeszcze bez bramki</translation>
    </message>
</context>
<context>
    <name>MeasurePanel</name>
    <message>
        <source>Shots</source>
        <extracomment>A label: how many times to measure (the number of measurement runs), as in a quantum computer&apos;s shots.</extracomment>
        <translation>Liczba pomiarów</translation>
    </message>
    <message>
        <source>Mercurial basis</source>
        <translation>Baza Mercurial</translation>
    </message>
    <message>
        <source>Rubicon basis</source>
        <translation>Baza Rubicon</translation>
    </message>
    <message>
        <source>Measure</source>
        <extracomment>A button (a verb): measure both ships&apos; qubits now.</extracomment>
        <translation>Zmierz</translation>
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
        <translation>Liczba pomiarów: %1, baza %2 — zgodne: %3, różne: %4. %5</translation>
    </message>
    <message>
        <source>Exact probabilities shown; press Measure to take shots.</source>
        <translation>Pokazano dokładne prawdopodobieństwa; naciśnij Zmierz, aby wykonać pomiary.</translation>
    </message>
    <message>
        <source>Copy as OpenQASM</source>
        <translation>Kopiuj jako OpenQASM</translation>
    </message>
    <message>
        <source>Copy as Qiskit</source>
        <translation>Kopiuj jako Qiskit</translation>
    </message>
    <message>
        <source>Copy Quirk link</source>
        <translation>Kopiuj link do Quirk</translation>
    </message>
    <message>
        <source>Measure Mercurial in Z</source>
        <translation>Mierz Mercurial w&#xa0;bazie Z</translation>
    </message>
    <message>
        <source>Measure Mercurial in X (H first)</source>
        <translation>Mierz Mercurial w&#xa0;bazie X (najpierw H)</translation>
    </message>
    <message>
        <source>Measure Rubicon in Z</source>
        <translation>Mierz Rubicon w&#xa0;bazie Z</translation>
    </message>
    <message>
        <source>Measure Rubicon in X (H first)</source>
        <translation>Mierz Rubicon w&#xa0;bazie X (najpierw H)</translation>
    </message>
</context>
<context>
    <name>MeasurementController</name>
    <message>
        <source>Fixed: the same result every time, nothing left to chance.</source>
        <translation>Pewny wynik: za każdym razem ten sam, nic nie zależy od przypadku.</translation>
    </message>
    <message>
        <source>Always equal: each ship&apos;s bit is random, but the two always agree.</source>
        <translation>Zawsze zgodne: bit każdego statku jest losowy, ale oba zawsze się zgadzają.</translation>
    </message>
    <message>
        <source>Always different: each ship&apos;s bit is random, but the two never agree.</source>
        <translation>Zawsze różne: bit każdego statku jest losowy, ale oba nigdy się nie zgadzają.</translation>
    </message>
    <message>
        <source>Not correlated: one ship&apos;s bit tells nothing about the other&apos;s.</source>
        <translation>Bez korelacji: bit jednego statku nic nie mówi o&#xa0;bicie drugiego.</translation>
    </message>
    <message>
        <source>Partly correlated.</source>
        <translation>Częściowo skorelowane.</translation>
    </message>
    <message>
        <source>Perfectly correlated in two complementary bases (Z and X): entangled. Hidden values fixed in advance cannot do that.</source>
        <translation>Idealnie skorelowane w&#xa0;dwóch komplementarnych bazach (Z&#xa0;i&#xa0;X): splątanie. Ukryte wartości ustalone z&#xa0;góry tego nie potrafią.</translation>
    </message>
    <message>
        <source>Not perfectly correlated in two bases: measure in ZZ and in XX to compare.</source>
        <translation>Brak idealnej korelacji w&#xa0;dwóch bazach: zmierz w&#xa0;ZZ i&#xa0;w&#xa0;XX, aby porównać.</translation>
    </message>
    <message>
        <source>on the surface: a state of its own</source>
        <translation>na powierzchni: własny stan</translation>
    </message>
    <message>
        <source>at the centre: maximally entangled, no state of its own</source>
        <translation>w&#xa0;środku: maksymalnie splątany, bez własnego stanu</translation>
    </message>
    <message>
        <source>inside the sphere: partly entangled</source>
        <translation>wewnątrz sfery: częściowo splątany</translation>
    </message>
    <message>
        <source>Bloch vector x %1, y %2, z %3, length %4: %5; entanglement entropy %6 bits.</source>
        <extracomment>%1, %2, %3: the Bloch vector&apos;s coordinates (0,71); %4: its length (1,00); %5: where it points, e.g. &quot;on the surface: a state of its own&quot;; %6: the entropy (1,00). Numbers in the UI language.</extracomment>
        <translation>Wektor Blocha x %1, y %2, z&#xa0;%3, długość %4: %5; entropia splątania %6 bitu.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n time(s), exact probability %2%</source>
        <extracomment>%1: an outcome as a ket (|01&gt;); %n: how many shots gave it; %2: its exact probability in percent, without the sign (50 or 12,5).</extracomment>
        <translation>
            <numerusform>%1: %n raz, dokładne prawdopodobieństwo %2%</numerusform>
            <numerusform>%1: %n razy, dokładne prawdopodobieństwo %2%</numerusform>
            <numerusform>%1: %n razy, dokładne prawdopodobieństwo %2%</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: exact probability %2%</source>
        <extracomment>%1: an outcome as a ket (|01&gt;); %2: its exact probability in percent, without the sign (50 or 12,5).</extracomment>
        <translation>%1: dokładne prawdopodobieństwo %2%</translation>
    </message>
    <message>
        <source>Not measured yet. %1.</source>
        <extracomment>%1: the list of outcomes and their probabilities (&quot;|00&gt;: exact probability 50%, |11&gt;: ...&quot;).</extracomment>
        <translation>Jeszcze nie zmierzono. %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n shot(s) measured in %1. %2.</source>
        <extracomment>%n: the number of shots; %1: the basis (ZZ, XX, ZX or XZ); %2: the list of outcomes, counts and probabilities.</extracomment>
        <translation>
            <numerusform>%n pomiar w&#xa0;bazie %1. %2.</numerusform>
            <numerusform>%n pomiary w&#xa0;bazie %1. %2.</numerusform>
            <numerusform>%n pomiarów w&#xa0;bazie %1. %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MessageBanner</name>
    <message>
        <source>Close the message</source>
        <translation>Zamknij komunikat</translation>
    </message>
</context>
<context>
    <name>NetworkGameOptions</name>
    <message>
        <source>With a partner on another computer</source>
        <translation>Z&#xa0;partnerem przy innym komputerze</translation>
    </message>
    <message>
        <source>No, both here</source>
        <translation>Nie, oboje tutaj</translation>
    </message>
    <message>
        <source>Host on this computer</source>
        <translation>Gospodarz na tym komputerze</translation>
    </message>
    <message>
        <source>Join</source>
        <extracomment>An option (a verb): join the game a partner hosts on their computer.</extracomment>
        <translation>Dołącz</translation>
    </message>
    <message>
        <source>Use a server</source>
        <translation>Użyj serwera</translation>
    </message>
    <message>
        <source>Port</source>
        <extracomment>The network port number (8765) the game listens on.</extracomment>
        <translation>Port</translation>
    </message>
    <message>
        <source>Partner&apos;s address</source>
        <translation>Adres partnera</translation>
    </message>
    <message>
        <source>as their screen shows it, e.g. 192.168.1.5:8765</source>
        <translation>tak jak na ekranie partnera, np. 192.168.1.5:8765</translation>
    </message>
    <message>
        <source>Server</source>
        <extracomment>A game server&apos;s address (ws://HOST:PORT).</extracomment>
        <translation>Serwer</translation>
    </message>
    <message>
        <source>e.g. wss://entanglion.school.example:8765</source>
        <translation>np. wss://entanglion.school.example:8765</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Kod gry</translation>
    </message>
    <message>
        <source>blank: start a new game there</source>
        <translation>puste: nowa gra na serwerze</translation>
    </message>
    <message>
        <source>e.g. K7M-Q2X</source>
        <translation>np. K7M-Q2X</translation>
    </message>
    <message>
        <source>You fly</source>
        <translation>Twój statek</translation>
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
        <translation>Twoim statkiem steruje</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <source>AI: %1</source>
        <extracomment>%1: the AI&apos;s kind: random, heuristic or search.</extracomment>
        <translation>SI: %1</translation>
    </message>
    <message>
        <source>Your partner chooses Join and types this computer&apos;s address and the code shown once the game starts. Plain connections are for a local network you trust.</source>
        <translation>Partner wybiera „Dołącz” i&#xa0;wpisuje adres tego komputera oraz kod widoczny po rozpoczęciu gry. Połączenia bez szyfrowania są tylko dla zaufanej sieci lokalnej.</translation>
    </message>
    <message>
        <source>The partner&apos;s game sets the difficulty and rules; you take the free ship.</source>
        <translation>Poziom trudności i&#xa0;zasady ustala gra partnera; zajmujesz wolny statek.</translation>
    </message>
    <message>
        <source>A new game there gets a code for your partner; with a code you take its free ship.</source>
        <translation>Nowa gra na serwerze dostaje kod dla partnera; z&#xa0;kodem zajmujesz wolny statek tej gry.</translation>
    </message>
    <message>
        <source>Go on hosting game %1 (your partner&apos;s app comes back to it)</source>
        <extracomment>%1: the hosted game&apos;s join code, e.g. &quot;K7M-Q2X&quot;.</extracomment>
        <translation>Udostępniaj dalej grę %1 (aplikacja partnera do niej wróci)</translation>
    </message>
</context>
<context>
    <name>NetworkPlay</name>
    <message>
        <source>Cannot host this game: check the port (0 to 65535), the ship and the difficulty.</source>
        <translation>Nie można udostępnić tej gry: sprawdź port (od 0 do 65535), statek i&#xa0;poziom trudności.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an address: type what your partner&apos;s screen shows, e.g. 192.168.1.5:8765.</source>
        <extracomment>%1: what the player typed (192.168.1.5).</extracomment>
        <translation>„%1” nie jest adresem: wpisz to, co pokazuje ekran partnera, np. 192.168.1.5:8765.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a server address: it looks like ws://HOST:PORT or wss://HOST:PORT.</source>
        <extracomment>%1: what the player typed (ws:/example).</extracomment>
        <translation>„%1” nie jest adresem serwera: wygląda on tak: ws://HOST:PORT lub wss://HOST:PORT.</translation>
    </message>
    <message>
        <source>Cannot start this game: check the ship and the difficulty.</source>
        <translation>Nie można rozpocząć tej gry: sprawdź statek i&#xa0;poziom trudności.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a join code: a code has six letters and digits, as your partner&apos;s screen shows it (e.g. K7M-Q2X).</source>
        <extracomment>%1: what the player typed (K7M-Q2).</extracomment>
        <translation>„%1” nie jest kodem gry: kod ma sześć liter i&#xa0;cyfr, tak jak na ekranie partnera (np. K7M-Q2X).</translation>
    </message>
    <message>
        <source>Network game %1</source>
        <extracomment>%1: the six-character join code (K7M-Q2X).</extracomment>
        <translation>Gra sieciowa %1</translation>
    </message>
    <message>
        <source>There is no game with the code %1 at %2: check the code your partner&apos;s screen shows.</source>
        <extracomment>%1: the join code typed (K7M-Q2X); %2: the server&apos;s address (192.168.1.5:8765).</extracomment>
        <translation>Pod adresem %2 nie ma gry z&#xa0;kodem %1: sprawdź kod na ekranie partnera.</translation>
    </message>
    <message>
        <source>Both seats of game %1 are taken.</source>
        <extracomment>%1: the join code (K7M-Q2X).</extracomment>
        <translation>Oba miejsca w&#xa0;grze %1 są zajęte.</translation>
    </message>
    <message>
        <source>Too many wrong codes from this computer: wait a minute, then try again.</source>
        <translation>Za dużo błędnych kodów z&#xa0;tego komputera: odczekaj minutę i&#xa0;spróbuj ponownie.</translation>
    </message>
    <message>
        <source>Your partner moved first; the board now shows their move.</source>
        <translation>Partner wykonał ruch pierwszy; plansza pokazuje teraz jego ruch.</translation>
    </message>
    <message>
        <source>The server refused: %1</source>
        <extracomment>%1: the server&apos;s reason, a sentence.</extracomment>
        <translation>Serwer odmówił: %1</translation>
    </message>
    <message>
        <source>The server cannot be reached any more: the game goes on at this computer (hot-seat).</source>
        <translation>Serwer jest już nieosiągalny: gra toczy się dalej na tym komputerze (na zmianę przy jednym komputerze).</translation>
    </message>
    <message>
        <source>Cannot connect to %1: %2</source>
        <extracomment>%1: the server&apos;s address (192.168.1.5:8765); %2: the reason from the system (&quot;Connection refused&quot;).</extracomment>
        <translation>Nie można połączyć się z&#xa0;%1: %2</translation>
    </message>
    <message>
        <source>%1 points at %2</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: what it points at: a planet&apos;s name (PLUS) or a card (&quot;H&quot;).</extracomment>
        <translation>%1 wskazuje: %2</translation>
    </message>
    <message>
        <source>The network game has not started yet.</source>
        <translation>Gra sieciowa jeszcze się nie zaczęła.</translation>
    </message>
    <message>
        <source>It is %1&apos;s move: your partner makes it on their computer.</source>
        <extracomment>%1: a ship&apos;s name (Rubicon).</extracomment>
        <translation>Ruch należy do statku %1: partner wykona go na swoim komputerze.</translation>
    </message>
    <message>
        <source>Not connected now: make the move again when the connection is back.</source>
        <translation>Brak połączenia: wykonaj ruch ponownie, gdy połączenie wróci.</translation>
    </message>
    <message>
        <source>Only a player connected to a network game can point at things for a partner.</source>
        <translation>Tylko gracz połączony z&#xa0;grą sieciową może coś wskazać partnerowi.</translation>
    </message>
    <message>
        <source>The game goes on at this computer: take turns at it (hot-seat).</source>
        <translation>Gra toczy się dalej na tym komputerze: rozgrywajcie tury na zmianę.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <extracomment>%1: the server&apos;s address (192.168.1.5:8765).</extracomment>
        <translation>Łączenie z&#xa0;%1…</translation>
    </message>
    <message>
        <source>You fly %1. Waiting for your partner: they join with the code %2.</source>
        <extracomment>%1: your ship&apos;s name (Mercurial); %2: the join code (K7M-Q2X).</extracomment>
        <translation>Twój statek: %1. Czekamy na partnera: dołączy z&#xa0;kodem %2.</translation>
    </message>
    <message>
        <source>You fly %1; %2 is connected, played by the %3 AI.</source>
        <extracomment>%1: your ship&apos;s name (Mercurial); %2: the partner&apos;s ship (Rubicon); %3: the AI&apos;s kind: random, heuristic or search.</extracomment>
        <translation>Twój statek: %1; %2 jest połączony, steruje nim SI (%3).</translation>
    </message>
    <message>
        <source>You fly %1; %2 is connected.</source>
        <extracomment>%1: your ship&apos;s name (Mercurial); %2: the partner&apos;s ship (Rubicon).</extracomment>
        <translation>Twój statek: %1; %2 jest połączony.</translation>
    </message>
    <message>
        <source>%1 lost the connection: waiting for %1 to come back.</source>
        <extracomment>%1: the partner&apos;s ship (Rubicon), twice.</extracomment>
        <translation>Połączenie ze statkiem %1 zostało zerwane: czekamy na powrót (%1).</translation>
    </message>
    <message>
        <source>The connection is lost: reconnecting (attempt %1 of %2)…</source>
        <extracomment>%1: this attempt&apos;s number (2); %2: the most attempts (5).</extracomment>
        <translation>Połączenie zerwane: ponowne łączenie (próba %1 z&#xa0;%2)…</translation>
    </message>
    <message>
        <source>The game on screen is not the network game: choose Play on here to leave the network game first.</source>
        <translation>Gra na ekranie nie jest grą sieciową: najpierw wybierz „Graj dalej tutaj”, aby opuścić grę sieciową.</translation>
    </message>
    <message>
        <source>There is no hosted game to go on with.</source>
        <translation>Nie ma udostępnianej gry, którą można kontynuować.</translation>
    </message>
</context>
<context>
    <name>NetworkStrip</name>
    <message>
        <source>Code: %1</source>
        <extracomment>%1: the six-character join code (K7M-Q2X).</extracomment>
        <translation>Kod: %1</translation>
    </message>
    <message>
        <source>Your partner joins at %1</source>
        <extracomment>%1: this computer&apos;s addresses (&quot;192.168.1.5:8765, 10.0.0.2:8765&quot;).</extracomment>
        <translation>Partner dołącza pod adresem %1</translation>
    </message>
    <message>
        <source>Point at…</source>
        <translation>Wskaż…</translation>
    </message>
    <message>
        <source>Show your partner a planet or a card (M); or right-click a planet on the map</source>
        <translation>Pokaż partnerowi planetę lub kartę (M); albo kliknij planetę na mapie prawym przyciskiem</translation>
    </message>
    <message>
        <source>Play on here</source>
        <translation>Graj dalej tutaj</translation>
    </message>
    <message>
        <source>Leave the network game and go on at this computer, taking turns (hot-seat)</source>
        <translation>Opuść grę sieciową i&#xa0;grajcie dalej na zmianę przy tym komputerze</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>A button (a verb): start the new game.</extracomment>
        <translation>Start</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Difficulty (starting detection rate)</source>
        <translation>Poziom trudności (początkowy współczynnik detekcji)</translation>
    </message>
    <message>
        <source>Easy (1)</source>
        <translation>Łatwa (1)</translation>
    </message>
    <message>
        <source>Normal (2)</source>
        <translation>Normalna (2)</translation>
    </message>
    <message>
        <source>Hard (3)</source>
        <translation>Trudna (3)</translation>
    </message>
    <message>
        <source>Seed (blank: a new one)</source>
        <translation>Ziarno losowania (puste: nowe)</translation>
    </message>
    <message>
        <source>e.g. 42</source>
        <translation>np. 42</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Board rules: the printed board decides (quantum notes explain the differences)</source>
        <translation>Zasady planszy: decyduje wydrukowana plansza (notatki kwantowe wyjaśniają różnice)</translation>
    </message>
    <message>
        <source>Quantum rules: unprinted quantum moves happen; detection measures the ships</source>
        <translation>Zasady kwantowe: zachodzą też niewydrukowane ruchy kwantowe; wykrycie mierzy statki</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Człowiek</translation>
    </message>
    <message>
        <source>AI: %1</source>
        <extracomment>%1: the AI&apos;s kind: random, heuristic or search.</extracomment>
        <translation>SI: %1</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
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
        <translation>Czas namysłu SI</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <extracomment>%1: a time in milliseconds (500).</extracomment>
        <translation>%1&#xa0;ms</translation>
    </message>
    <message>
        <source>Per move, for AIs that search; the others answer at once</source>
        <translation>Na ruch, dla SI, które przeszukują; pozostałe odpowiadają od razu</translation>
    </message>
    <message>
        <source>Who plays Mercurial</source>
        <translation>Kto gra statkiem Mercurial</translation>
    </message>
    <message>
        <source>Who plays Rubicon</source>
        <translation>Kto gra statkiem Rubicon</translation>
    </message>
    <message>
        <source>AI thinking time in milliseconds</source>
        <translation>Czas myślenia SI w&#xa0;milisekundach</translation>
    </message>
    <message>
        <source>As the hint</source>
        <extracomment>The AI thinking time 0: a searching AI thinks as the hint does (at most about 300 ms).</extracomment>
        <translation>Jak podpowiedź</translation>
    </message>
    <message>
        <source>Teach a class…</source>
        <translation>Poprowadź zajęcia…</translation>
    </message>
    <message>
        <source>A class in the students&apos; browsers</source>
        <translation>Zajęcia w&#xa0;przeglądarkach uczniów</translation>
    </message>
</context>
<context>
    <name>PilesView</name>
    <message>
        <source>Engine stack</source>
        <translation>Stos kart silnika</translation>
    </message>
    <message>
        <source>Engine discard</source>
        <translation>Odrzucone karty silnika</translation>
    </message>
    <message>
        <source>Event deck</source>
        <translation>Talia zdarzeń</translation>
    </message>
    <message>
        <source>Event discard</source>
        <translation>Odrzucone karty zdarzeń</translation>
    </message>
    <message>
        <source>Components</source>
        <translation>Komponenty</translation>
    </message>
    <message>
        <source>Last roll: %1</source>
        <extracomment>%1: the last die roll and what it was for (&quot;5 (orbital defenses)&quot;).</extracomment>
        <translation>Ostatni rzut: %1</translation>
    </message>
    <message>
        <source>Turn %1 · quantum rules · scripted, no seed</source>
        <extracomment>%1: the turn number. The game follows a script, so no seed deals its chance.</extracomment>
        <translation>Tura %1 · zasady kwantowe · gra według scenariusza, bez ziarna</translation>
    </message>
    <message>
        <source>Turn %1 · board rules · scripted, no seed</source>
        <extracomment>%1: the turn number. The game follows a script, so no seed deals its chance.</extracomment>
        <translation>Tura %1 · zasady planszy · gra według scenariusza, bez ziarna</translation>
    </message>
    <message>
        <source>Turn %1 · quantum rules · seed %2</source>
        <extracomment>%1: the turn number; %2: the seed (a whole number) that deals the game&apos;s chance.</extracomment>
        <translation>Tura %1 · zasady kwantowe · ziarno %2</translation>
    </message>
    <message>
        <source>Turn %1 · board rules · seed %2</source>
        <extracomment>%1: the turn number; %2: the seed (a whole number) that deals the game&apos;s chance.</extracomment>
        <translation>Tura %1 · zasady planszy · ziarno %2</translation>
    </message>
</context>
<context>
    <name>PlanetItem</name>
    <message>
        <source>%1 (%2), state %3</source>
        <extracomment>%1: a planet&apos;s name (PHI PLUS); %2: its galaxy (Entanglion); %3: its state as a ket ((|00&gt; + |11&gt;)/√2).</extracomment>
        <translation>%1 (%2), stan %3</translation>
    </message>
    <message>
        <source>Component here: %1</source>
        <extracomment>%1: a component&apos;s name (Quantum Gates).</extracomment>
        <translation>Komponent tutaj: %1</translation>
    </message>
    <message>
        <source>Component %1, lying on %2</source>
        <extracomment>%1: a component&apos;s name (Quantum Gates); %2: the planet&apos;s name, never declined (PHI PLUS).</extracomment>
        <translation>Komponent %1 leży na %2</translation>
    </message>
    <message>
        <source>Centarious</source>
        <translation>Centarious</translation>
    </message>
    <message>
        <source>Superious</source>
        <translation>Superious</translation>
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
        <translation>Macierz bramki, baza |00&gt;, |01&gt;, |10&gt;, |11&gt; w&#xa0;|Mercurial Rubicon&gt;</translation>
    </message>
</context>
<context>
    <name>QuantumNote</name>
    <message>
        <source>Hide this note (it stays in the log)</source>
        <translation>Ukryj tę notatkę (zostaje w&#xa0;dzienniku)</translation>
    </message>
    <message>
        <source>Hide the quantum note</source>
        <translation>Ukryj notatkę kwantową</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Step-through of %1</source>
        <extracomment>%1: the game record&apos;s file name (game-12.json).</extracomment>
        <translation>Przeglądanie: %1</translation>
    </message>
    <message>
        <source>Setup (Home)</source>
        <translation>Przygotowanie (Home)</translation>
    </message>
    <message>
        <source>Step back (Left)</source>
        <translation>Krok wstecz (←)</translation>
    </message>
    <message>
        <source>Step forward (Right)</source>
        <translation>Krok naprzód (→)</translation>
    </message>
    <message>
        <source>Last step (End)</source>
        <translation>Ostatni krok (End)</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <extracomment>%1: the step shown (7); %2: the record&apos;s steps (40).</extracomment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Continue from here</source>
        <translation>Graj dalej stąd</translation>
    </message>
    <message>
        <source>Review</source>
        <extracomment>A button (a verb): open the review of this game (how good each decision was).</extracomment>
        <translation>Analiza</translation>
    </message>
    <message>
        <source>What luck did, what the choices did, and what could have been done</source>
        <translation>Co zrobiło szczęście, co zrobiły decyzje i&#xa0;co można było zrobić</translation>
    </message>
    <message>
        <source>Step of the game</source>
        <translation>Krok gry</translation>
    </message>
    <message numerus="yes">
        <source>%n newer move(s) arrived</source>
        <extracomment>%n: how many moves the partner made while you step through, e.g. 2.</extracomment>
        <translation>
            <numerusform>Nadszedł %n nowszy ruch</numerusform>
            <numerusform>Nadeszły %n nowsze ruchy</numerusform>
            <numerusform>Nadeszło %n nowszych ruchów</numerusform>
        </translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Wróć do gry</translation>
    </message>
    <message>
        <source>Leave the step-through and show the game as it stands now</source>
        <translation>Zakończ przeglądanie i&#xa0;pokaż grę w&#xa0;obecnym stanie</translation>
    </message>
    <message>
        <source>Step-through of this game</source>
        <translation>Przeglądanie tej gry</translation>
    </message>
</context>
<context>
    <name>ReplayController</name>
    <message>
        <source>Playing on from step %1.</source>
        <extracomment>%1: the step&apos;s number (12).</extracomment>
        <translation>Gra toczy się dalej od kroku %1.</translation>
    </message>
    <message>
        <source>Cannot replay step %1: %2</source>
        <extracomment>%1: the step&apos;s number (12); %2: the reason from the engine, a sentence.</extracomment>
        <translation>Nie można odtworzyć kroku %1: %2</translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <source>Resume the unfinished game?</source>
        <translation>Wznowić niedokończoną grę?</translation>
    </message>
    <message>
        <source>Resume</source>
        <extracomment>A button (a verb): continue the unfinished game.</extracomment>
        <translation>Wznów</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
</context>
<context>
    <name>ReviewController</name>
    <message>
        <source>Cannot review this game: %1</source>
        <extracomment>%1: the reason from the engine, a sentence.</extracomment>
        <translation>Nie można przeanalizować tej gry: %1</translation>
    </message>
    <message>
        <source>Reviewing…</source>
        <translation>Analiza…</translation>
    </message>
    <message>
        <source>Reviewing: %1 of %2 positions</source>
        <extracomment>%1: positions reviewed so far (12); %2: all positions of the game (40).</extracomment>
        <translation>Analiza: %1 z&#xa0;%2 pozycji</translation>
    </message>
    <message>
        <source>Review cancelled</source>
        <translation>Analiza przerwana</translation>
    </message>
    <message>
        <source>Better: %1, which wins %2 against %3</source>
        <extracomment>%1: the better action (&quot;Play H for Mercurial&quot;); %2: its win chance (&quot;62,5%&quot;); %3: the win chance after the action played (&quot;48%&quot;).</extracomment>
        <translation>Lepiej: %1, wygrywa %2 wobec %3</translation>
    </message>
    <message>
        <source>Why: %1.</source>
        <extracomment>%1: the AI&apos;s reason in plain words (&quot;PLUS, which holds the component Quantum Gates&quot;).</extracomment>
        <translation>Dlaczego: %1.</translation>
    </message>
    <message>
        <source>Why: with the same dice and draws to come, the team wins more often after it than after the action played.</source>
        <translation>Dlaczego: przy tych samych przyszłych rzutach i&#xa0;dobraniach drużyna wygrywa po nim częściej niż po zagranym ruchu.</translation>
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
        <translation>Krok %1: %2. To nie był najlepszy ruch. Znajdź lepszy.</translation>
    </message>
    <message>
        <source>%1 is not as good as the best action. Try once more.</source>
        <extracomment>%1: the action picked (&quot;Play H for Mercurial&quot;).</extracomment>
        <translation>%1 nie jest tak dobre jak najlepszy ruch. Spróbuj jeszcze raz.</translation>
    </message>
    <message>
        <source>The best action was %1: it wins %2, %3 wins %4.</source>
        <extracomment>%1: the best action; %2: its win chance (&quot;62,5%&quot;); %3: the action picked; %4: its win chance (&quot;48%&quot;).</extracomment>
        <translation>Najlepszy ruch to %1: wygrywa %2, a&#xa0;%3 wygrywa %4.</translation>
    </message>
    <message>
        <source>Cannot play this what-if: %1</source>
        <extracomment>%1: the reason from the engine, a sentence.</extracomment>
        <translation>Nie można rozegrać tego wariantu: %1</translation>
    </message>
    <message numerus="yes">
        <source>… %n more step(s)</source>
        <extracomment>%n: the further steps of the what-if that are not listed.</extracomment>
        <translation>
            <numerusform>… jeszcze %n krok</numerusform>
            <numerusform>… jeszcze %n kroki</numerusform>
            <numerusform>… jeszcze %n kroków</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In this what-if the team wins after %n more action(s).</source>
        <extracomment>%n: actions until the team wins.</extracomment>
        <translation>
            <numerusform>W&#xa0;tym wariancie drużyna wygrywa po jeszcze %n ruchu.</numerusform>
            <numerusform>W&#xa0;tym wariancie drużyna wygrywa po jeszcze %n ruchach.</numerusform>
            <numerusform>W&#xa0;tym wariancie drużyna wygrywa po jeszcze %n ruchach.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In this what-if the team is detected after %n more action(s).</source>
        <extracomment>%n: actions until the team is detected.</extracomment>
        <translation>
            <numerusform>W&#xa0;tym wariancie statki zostają wykryte po jeszcze %n ruchu.</numerusform>
            <numerusform>W&#xa0;tym wariancie statki zostają wykryte po jeszcze %n ruchach.</numerusform>
            <numerusform>W&#xa0;tym wariancie statki zostają wykryte po jeszcze %n ruchach.</numerusform>
        </translation>
    </message>
    <message>
        <source>This what-if did not end.</source>
        <translation>Ten wariant się nie zakończył.</translation>
    </message>
    <message>
        <source>The real game was won.</source>
        <translation>Prawdziwa gra została wygrana.</translation>
    </message>
    <message>
        <source>The real game was lost.</source>
        <translation>Prawdziwa gra została przegrana.</translation>
    </message>
    <message>
        <source>The real game is not over.</source>
        <translation>Prawdziwa gra jeszcze trwa.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>two sentences: the what-if&apos;s end, the real game&apos;s</comment>
        <extracomment>%1: the what-if&apos;s end (&quot;In this what-if the team wins after 3 more actions.&quot;); %2: the real game&apos;s end, a sentence.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>This what-if cannot be played on the board.</source>
        <translation>Tego „a&#xa0;gdyby” nie da się rozegrać na planszy.</translation>
    </message>
    <message>
        <source>Yes: %1 is the best action here (it wins %2).</source>
        <extracomment>%1: the action picked (&quot;Play H for Mercurial&quot;); %2: its win chance (&quot;62,5%&quot;).</extracomment>
        <translation>Tak: %1 to tutaj najlepszy ruch (wygrywa %2).</translation>
    </message>
    <message>
        <source>Yes: %1 is within the estimate&apos;s noise of the best action: it wins %2 against %3, ±%4 points.</source>
        <extracomment>%1: the action picked (&quot;Play H for Mercurial&quot;); %2: its win chance (&quot;18,8%&quot;); %3: the best action&apos;s win chance (&quot;23,0%&quot;); %4: the estimate&apos;s margin, a decimal number of win-chance points (&quot;4,6&quot;).</extracomment>
        <translation>Tak: %1 mieści się w&#xa0;szumie oszacowania względem najlepszego ruchu: wygrywa %2 wobec %3, ±%4 punktu.</translation>
    </message>
    <message>
        <source>Taken back: %1</source>
        <extracomment>A step of the review: a move taken back (Undo). %1: the move, e.g. &quot;Play H for Mercurial&quot;.</extracomment>
        <translation>Cofnięto: %1</translation>
    </message>
    <message>
        <source>Why (search): %1</source>
        <extracomment>%1: the better move and why, a whole sentence from the search&apos;s own figures.</extracomment>
        <translation>Dlaczego (przeszukiwanie): %1</translation>
    </message>
</context>
<context>
    <name>ReviewMistakes</name>
    <message>
        <source>Flagged decisions</source>
        <translation>Oznaczone decyzje</translation>
    </message>
    <message numerus="yes">
        <source>Learn from your mistakes (%n)</source>
        <extracomment>%n: the number of mistakes to practise.</extracomment>
        <translation>
            <numerusform>Ucz się na błędach (%n)</numerusform>
            <numerusform>Ucz się na błędach (%n)</numerusform>
            <numerusform>Ucz się na błędach (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>The ships&apos; state: played %1, better %2</source>
        <extracomment>%1: the state after the action played, a ket; %2: the state after the better action, a ket.</extracomment>
        <translation>Stan statków: zagrane %1, lepsze %2</translation>
    </message>
    <message>
        <source>Show on the board</source>
        <translation>Pokaż na planszy</translation>
    </message>
    <message>
        <source>What if…</source>
        <translation>A&#xa0;gdyby…</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>Review of this game</source>
        <translation>Analiza tej gry</translation>
    </message>
    <message>
        <source>Back to the board</source>
        <translation>Wróć do planszy</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Review again</source>
        <translation>Analizuj ponownie</translation>
    </message>
    <message>
        <source>● a decision   ◆ a die or a draw   large with a ring: a flagged decision or a key moment   vertical line: the step shown</source>
        <translation>● decyzja   ◆ rzut kością lub dobranie karty   duże z&#xa0;obwódką: oznaczona decyzja lub kluczowy moment   pionowa linia: pokazany krok</translation>
    </message>
    <message>
        <source>Key moments</source>
        <translation>Kluczowe momenty</translation>
    </message>
</context>
<context>
    <name>ReviewPractice</name>
    <message>
        <source>%1 — wins %2%</source>
        <extracomment>%1: an action (&quot;Play H for Mercurial&quot;); %2: its win chance in percent, without the sign (62,5).</extracomment>
        <translation>%1 — wygrywa %2%</translation>
    </message>
    <message>
        <source>(played)</source>
        <translation>(zagrane)</translation>
    </message>
    <message>
        <source>best</source>
        <extracomment>The mark after the best action of a decision in the practice list (&quot;★ best&quot;).</extracomment>
        <translation>najlepsze</translation>
    </message>
    <message>
        <source>Next mistake</source>
        <translation>Następny błąd</translation>
    </message>
    <message>
        <source>Done</source>
        <extracomment>A button on the last mistake practised: finish practising.</extracomment>
        <translation>Gotowe</translation>
    </message>
    <message>
        <source>Stop</source>
        <extracomment>A button (a verb): stop practising the mistakes.</extracomment>
        <translation>Zakończ</translation>
    </message>
    <message>
        <source>What if — not part of the real game</source>
        <translation>A&#xa0;gdyby — nie jest częścią prawdziwej gry</translation>
    </message>
    <message>
        <source>Back to the real game</source>
        <translation>Wróć do prawdziwej gry</translation>
    </message>
    <message>
        <source>What if another action had been played? The computer team plays on.</source>
        <translation>A&#xa0;gdyby zagrano inny ruch? Dalej gra drużyna komputera.</translation>
    </message>
    <message>
        <source>Same luck</source>
        <translation>To samo szczęście</translation>
    </message>
    <message>
        <source>Fresh luck</source>
        <translation>Nowe szczęście</translation>
    </message>
    <message>
        <source>Play it yourself on the board</source>
        <translation>Zagraj sam na planszy</translation>
    </message>
    <message>
        <source>From this position, with your own moves; the real game is kept as it is</source>
        <translation>Od tej pozycji, własnymi ruchami; prawdziwa gra pozostaje bez zmian</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Rules of Entanglion</source>
        <translation>Zasady gry Entanglion</translation>
    </message>
    <message>
        <source>A cooperative game for two: steer the ships Mercurial and Rubicon through the galaxies Centarious, Superious and Entanglion and collect the eight quantum components before the detection rate reaches X.</source>
        <translation>Gra kooperacyjna dla dwóch osób: prowadźcie statki Mercurial i&#xa0;Rubicon przez galaktyki Centarious, Superious i&#xa0;Entanglion i&#xa0;zbierzcie osiem komponentów kwantowych, zanim współczynnik detekcji osiągnie X.</translation>
    </message>
    <message>
        <source>Setup</source>
        <extracomment>A heading of the Rules page: how the game is set up before the first turn.</extracomment>
        <translation>Przygotowanie do gry</translation>
    </message>
    <message>
        <source>One component lies face up on each of the eight Entanglion planets. The engine stack has PROBE at the bottom of the first stack; the event deck has Quantum Shuffle as its sixth card. The detection rate starts on the first 1, 2 or 3 of the track (easy to hard). The higher roll of the Entanglion die goes first; the Centarious die places each ship on ZERO or ONE; each player draws three engine cards, face up.</source>
        <translation>Na każdej z&#xa0;ośmiu planet Entanglion leży odkryty jeden komponent. PROBE leży na dole pierwszego stosu kart silnika; Quantum Shuffle jest szóstą kartą talii zdarzeń. Współczynnik detekcji zaczyna na pierwszym polu 1, 2 lub 3 skali (od łatwej do trudnej gry). Zaczyna gracz, który wyrzuci więcej kością Entanglion; kość Centarious umieszcza każdy statek na ZERO lub ONE; każdy gracz dobiera trzy karty silnika, odkryte.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Twoja tura</translation>
    </message>
    <message>
        <source>Exactly one action, no passing: &lt;b&gt;Navigate&lt;/b&gt; (play an engine card for your own ship into engine control and draw a replacement), &lt;b&gt;Exchange&lt;/b&gt; (discard an engine card and draw another), &lt;b&gt;Retrieve&lt;/b&gt; (roll for the component on the planet your ships orbit) or &lt;b&gt;Event&lt;/b&gt; (play an event card you hold). Outside Entanglion the ships move on their own; inside it they always move together. When all six engine control boxes are full, a quantum event happens at the end of the turn.</source>
        <translation>Dokładnie jedna akcja, bez pasowania: &lt;b&gt;Nawigacja&lt;/b&gt; (zagraj kartę silnika dla własnego statku na panel sterowania silnika i&#xa0;dobierz nową), &lt;b&gt;Wymiana&lt;/b&gt; (odrzuć kartę silnika i&#xa0;dobierz inną), &lt;b&gt;Zdobycie&lt;/b&gt; (rzut o&#xa0;komponent na planecie, wokół której krążą statki) lub &lt;b&gt;Zdarzenie&lt;/b&gt; (zagraj posiadaną kartę zdarzenia). Poza Entanglion statki poruszają się osobno, wewnątrz zawsze razem. Gdy wszystkie sześć pól panelu sterowania silnika jest zajętych, na koniec tury następuje zdarzenie kwantowe.</translation>
    </message>
    <message>
        <source>Defenses</source>
        <extracomment>A heading of the Rules page: the planets&apos; orbital and ground defenses (the rulebook&apos;s term).</extracomment>
        <translation>Obrona</translation>
    </message>
    <message>
        <source>&lt;b&gt;Orbital defenses&lt;/b&gt;: arriving at a new Entanglion planet, roll the Entanglion die. A result above the detection rate evades them; otherwise roll the Centarious die, both ships jump to that planet, the detection rate rises by one and a quantum event follows.</source>
        <translation>&lt;b&gt;Obrona orbitalna&lt;/b&gt;: po przybyciu na nową planetę Entanglion rzuć kością Entanglion. Wynik wyższy niż współczynnik detekcji pozwala jej uniknąć; w&#xa0;przeciwnym razie rzuć kością Centarious, oba statki skaczą na wskazaną planetę, współczynnik detekcji rośnie o&#xa0;jeden i&#xa0;następuje zdarzenie kwantowe.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ground defenses&lt;/b&gt;: a retrieval rolls the Entanglion die; above the detection rate the component goes onto your ship, otherwise the detection rate rises by one and the ships stay in orbit. &lt;b&gt;PROBE&lt;/b&gt;: whoever draws it rolls; below 4 raises the detection rate by one.</source>
        <translation>&lt;b&gt;Obrona naziemna&lt;/b&gt;: przy zdobyciu rzuca się kością Entanglion; wynik wyższy niż współczynnik detekcji daje komponent na twój statek, inaczej współczynnik detekcji rośnie o&#xa0;jeden, a&#xa0;statki zostają na orbicie. &lt;b&gt;PROBE&lt;/b&gt;: kto ją dobierze, rzuca kością; wynik poniżej 4 podnosi współczynnik detekcji o&#xa0;jeden.</translation>
    </message>
    <message>
        <source>Quantum events</source>
        <translation>Zdarzenia kwantowe</translation>
    </message>
    <message>
        <source>A quantum event draws the top event card and clears engine control into the discard pile. Bennett, Heisenberg, Quantum Tunnel and The Mechanic are kept until played; the others act when drawn.</source>
        <translation>Zdarzenie kwantowe: dobierz wierzchnią kartę zdarzenia i&#xa0;przełóż karty z&#xa0;panelu sterowania silnika na stos kart odrzuconych. Karty Bennett, Heisenberg, Quantum Tunnel (tunel kwantowy) i&#xa0;The Mechanic (mechanik) zostają w&#xa0;ręce do zagrania; pozostałe działają od razu po dobraniu.</translation>
    </message>
    <message>
        <source>Engine cards</source>
        <translation>Karty silnika</translation>
    </message>
    <message>
        <source>Quantum components</source>
        <translation>Komponenty kwantowe</translation>
    </message>
    <message>
        <source>Each component helps or hinders only the ship that holds it.</source>
        <translation>Każdy komponent pomaga lub przeszkadza tylko statkowi, który go ma.</translation>
    </message>
    <message>
        <source>Errata</source>
        <translation>Errata</translation>
    </message>
    <message>
        <source>Spooky Action counts planets like Heisenberg, clockwise from OMEGA ZERO. A PROBE drawn during The Mechanic is resolved at once and replaced. On PHI and PSI planets a CNOT sends the ship it was played for to Centarious and the other ship to Superious. The Mechanic plays zero, one or two cards and discards the rest.</source>
        <translation>Karta Spooky Action (upiorne działanie) liczy planety jak karta Heisenberg, zgodnie z&#xa0;ruchem wskazówek zegara od OMEGA ZERO. PROBE dobrana podczas działania karty The Mechanic (mechanik) działa od razu i&#xa0;jest zastępowana nową kartą. Na planetach PHI i&#xa0;PSI CNOT wysyła statek, dla którego ją zagrano, do Centarious, a&#xa0;drugi statek do Superious. Karta The Mechanic pozwala zagrać zero, jedną lub dwie karty, a&#xa0;resztę trzeba odrzucić.</translation>
    </message>
    <message>
        <source>Our interpretations</source>
        <translation>Nasze interpretacje</translation>
    </message>
    <message>
        <source>Quantum Shuffle leaves held event cards in their hands. Spooky Action counts only planets without a component. Quantum Error Correction and Control Infrastructure change only rolls compared with the detection rate. Magnetic Shielding offers its second roll on every Entanglion die roll. Physical Qubits may also roll the Centarious die. A ship that loses Dilution Refrigerator draws back up to three cards. Bennett needs a component on a ship. Qubit Interconnect swaps once per turn, before the action.</source>
        <translation>Karta Quantum Shuffle (kwantowe tasowanie) zostawia trzymane karty zdarzeń w&#xa0;rękach graczy. Karta Spooky Action liczy tylko planety bez komponentu. Kwantowa korekcja błędów i&#xa0;Infrastruktura sterująca zmieniają tylko rzuty porównywane ze współczynnikiem detekcji. Ekranowanie magnetyczne daje drugi rzut przy każdym rzucie kością Entanglion. Z&#xa0;Fizycznymi kubitami można też rzucić kością Centarious. Statek, który traci Chłodziarkę rozcieńczalnikową, dobiera z&#xa0;powrotem do trzech kart. Bennett wymaga komponentu na którymś statku. Połączenie kubitów pozwala na jedną zamianę kart na turę, przed akcją.</translation>
    </message>
    <message>
        <source>Quantum Tunnel is played only by the current player, against the orbital check of their move or the ground defenses of their retrieval, never against PROBE. The replacement card is drawn before the orbital check.</source>
        <translation>Kartę Quantum Tunnel (tunel kwantowy) zagrywa tylko gracz w&#xa0;swojej turze: przeciw obronie orbitalnej po swoim ruchu lub obronie naziemnej przy swoim zdobyciu, nigdy przeciw PROBE. Kartę zastępczą dobiera się przed sprawdzeniem obrony orbitalnej.</translation>
    </message>
    <message>
        <source>Teacher&apos;s guide: class plans, worksheets, figures…</source>
        <translation>Przewodnik dla nauczyciela: scenariusze lekcji, karty pracy, ilustracje…</translation>
    </message>
    <message>
        <source>Opens the installed guide for teachers: a Bell-demo lesson, a class that plays in pairs, and an inquiry with the board verifier</source>
        <translation>Otwiera zainstalowany przewodnik dla nauczyciela: lekcję z&#xa0;pokazem Bella, lekcję z&#xa0;grą w&#xa0;parach i&#xa0;zajęcia badawcze z&#xa0;weryfikatorem planszy</translation>
    </message>
    <message>
        <source>Keys (also on its own page: ?)</source>
        <translation>Klawisze (także na osobnej stronie: ?)</translation>
    </message>
</context>
<context>
    <name>SceneText</name>
    <message>
        <source>Centarious</source>
        <translation>Centarious</translation>
    </message>
    <message>
        <source>Superious</source>
        <translation>Superious</translation>
    </message>
    <message>
        <source>Entanglion</source>
        <translation>Entanglion</translation>
    </message>
    <message>
        <source>%1 to %2 for either ship</source>
        <extracomment>%1: the cards printed on the path (&quot;X or CNOT&quot;); %2: the planet it leads to (ONE).</extracomment>
        <translation>%1 do %2 dla każdego statku</translation>
    </message>
    <message>
        <source>%1 to %2 for Mercurial</source>
        <extracomment>%1: the cards printed on the path (&quot;H&quot;); %2: the planet it leads to (PLUS).</extracomment>
        <translation>%1 do %2 dla statku Mercurial</translation>
    </message>
    <message>
        <source>%1 to %2 for Rubicon</source>
        <extracomment>%1: the cards printed on the path (&quot;H&quot;); %2: the planet it leads to (PLUS).</extracomment>
        <translation>%1 do %2 dla statku Rubicon</translation>
    </message>
    <message>
        <source>CNOT into %1 while the other ship is on %2</source>
        <extracomment>%1: the planet in Entanglion (PHI PLUS); %2: the other ship&apos;s planet (PLUS).</extracomment>
        <translation>CNOT do %1, gdy drugi statek jest na %2</translation>
    </message>
    <message>
        <source>CNOT out to %1 and %2</source>
        <extracomment>%1, %2: the two planets the ships leave to (ZERO, PLUS).</extracomment>
        <translation>CNOT z&#xa0;powrotem na %1 i&#xa0;%2</translation>
    </message>
    <message>
        <source>No printed paths.</source>
        <translation>Brak nadrukowanych ścieżek.</translation>
    </message>
    <message>
        <source>Paths: %1.</source>
        <extracomment>%1: the list of paths (&quot;H to PLUS for either ship, X to ONE for Mercurial&quot;).</extracomment>
        <translation>Ścieżki: %1.</translation>
    </message>
    <message>
        <source>%1, %2 galaxy, state %3.</source>
        <extracomment>%1: a planet&apos;s name (PLUS); %2: its galaxy (Superious); %3: its state in words.</extracomment>
        <translation>%1, galaktyka %2, stan %3.</translation>
    </message>
    <message>
        <source>Component here: %1.</source>
        <extracomment>%1: a component&apos;s name (Quantum Gates).</extracomment>
        <translation>Komponent tutaj: %1.</translation>
    </message>
    <message>
        <source>Both ships are here.</source>
        <translation>Oba statki są tutaj.</translation>
    </message>
    <message>
        <source>Mercurial is here.</source>
        <translation>Mercurial jest tutaj.</translation>
    </message>
    <message>
        <source>Rubicon is here.</source>
        <translation>Rubicon jest tutaj.</translation>
    </message>
    <message>
        <source>Both ships are on %1.</source>
        <extracomment>%1: a planet&apos;s name (ZERO).</extracomment>
        <translation>Oba statki są na %1.</translation>
    </message>
    <message>
        <source>Mercurial is on %1, Rubicon on %2.</source>
        <extracomment>%1: Mercurial&apos;s planet (ZERO); %2: Rubicon&apos;s planet (ONE).</extracomment>
        <translation>Mercurial jest na %1, Rubicon na %2.</translation>
    </message>
    <message>
        <source>%1 on Mercurial&apos;s line</source>
        <extracomment>%1: an engine card (H).</extracomment>
        <translation>%1 na linii statku Mercurial</translation>
    </message>
    <message>
        <source>%1 on Rubicon&apos;s line</source>
        <extracomment>%1: an engine card (H).</extracomment>
        <translation>%1 na linii statku Rubicon</translation>
    </message>
    <message numerus="yes">
        <source>Engine control: %n of 6 boxes filled.</source>
        <extracomment>%n: the boxes filled (0-6).</extracomment>
        <translation>
            <numerusform>Panel sterowania silnika: %n z&#xa0;6 pól zajęte.</numerusform>
            <numerusform>Panel sterowania silnika: %n z&#xa0;6 pól zajęte.</numerusform>
            <numerusform>Panel sterowania silnika: %n z&#xa0;6 pól zajętych.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 In order: %2.</source>
        <extracomment>%1: the sentence &quot;Engine control: 3 of 6 boxes filled.&quot;; %2: the cards in order (&quot;H on Mercurial&apos;s line, X on Rubicon&apos;s line&quot;).</extracomment>
        <translation>%1 Kolejno: %2.</translation>
    </message>
    <message>
        <source>Detection track: the ships are detected, at X.</source>
        <translation>Skala detekcji: statki wykryte, na X.</translation>
    </message>
    <message>
        <source>Detection rate %1, position %2 of %3; the game is lost at X.</source>
        <extracomment>%1: the detection rate (3); %2: the token&apos;s position (4); %3: the last position (12).</extracomment>
        <translation>Współczynnik detekcji %1, pozycja %2 z&#xa0;%3; gra jest przegrana na X.</translation>
    </message>
    <message>
        <source>%1 holds no engine cards.</source>
        <extracomment>%1: a ship&apos;s name (Mercurial).</extracomment>
        <translation>%1 nie ma kart silnika.</translation>
    </message>
    <message>
        <source>%1 holds %2.</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: its engine cards (&quot;H and X&quot;).</extracomment>
        <translation>%1 ma: %2.</translation>
    </message>
    <message>
        <source>Event cards: %1.</source>
        <extracomment>%1: the event cards held (&quot;Bennett&quot;).</extracomment>
        <translation>Karty zdarzeń: %1.</translation>
    </message>
    <message>
        <source>No components yet.</source>
        <translation>Jeszcze brak komponentów.</translation>
    </message>
    <message>
        <source>Components: %1.</source>
        <extracomment>%1: the components collected (&quot;Quantum Gates and Bennett&quot;).</extracomment>
        <translation>Komponenty: %1.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <extracomment>Spoken after a move. %1: a ship&apos;s name (Rubicon).</extracomment>
        <translation>Tura: %1.</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>Spoken after a move. %1: what a ship must decide now (&quot;Mercurial: face the orbital defenses (a roll above 3 evades them)&quot;).</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Detection rate %L1, position %L2 of %L3.</source>
        <extracomment>Spoken after a move. %L1: the detection rate (3); %L2: the token&apos;s position (4); %L3: the last position before X (11).</extracomment>
        <translation>Współczynnik detekcji %L1, pozycja %L2 z&#xa0;%L3.</translation>
    </message>
    <message numerus="yes">
        <source>%n of %L1 components found.</source>
        <extracomment>Spoken after a move. %n: the components the ships have found (2); %L1: how many win the game (8).</extracomment>
        <translation>
            <numerusform>Zdobyto %n z&#xa0;%L1 komponentów.</numerusform>
            <numerusform>Zdobyto %n z&#xa0;%L1 komponentów.</numerusform>
            <numerusform>Zdobyto %n z&#xa0;%L1 komponentów.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsButton</name>
    <message>
        <source>Moves and settings</source>
        <translation>Ruchy i&#xa0;ustawienia</translation>
    </message>
    <message>
        <source>Take back a move, confirm each action</source>
        <translation>Cofnij ruch, potwierdzaj każdą akcję</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>Cofnij (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Undo: take back your last move</source>
        <translation>Cofnij: cofa twój ostatni ruch</translation>
    </message>
    <message>
        <source>Confirm each action</source>
        <translation>Potwierdzaj każdą akcję</translation>
    </message>
    <message>
        <source>Confirm each action before it is played</source>
        <translation>Potwierdzaj każdą akcję, zanim zostanie wykonana</translation>
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
        <translation>▶ ruch</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <extracomment>%n: the engine cards in this ship&apos;s hand.</extracomment>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>No components yet</source>
        <translation>Brak komponentów</translation>
    </message>
    <message>
        <source>Rubicon&apos;s board</source>
        <translation>Plansza statku Rubicon</translation>
    </message>
    <message>
        <source>Mercurial&apos;s board</source>
        <translation>Plansza statku Mercurial</translation>
    </message>
    <message>
        <source>Rubicon&apos;s hand</source>
        <translation>Ręka statku Rubicon</translation>
    </message>
    <message>
        <source>Mercurial&apos;s hand</source>
        <translation>Ręka statku Mercurial</translation>
    </message>
</context>
<context>
    <name>SpeechButton</name>
    <message>
        <source>Speech</source>
        <translation>Mowa</translation>
    </message>
    <message>
        <source>Speech: on</source>
        <translation>Mowa: włączona</translation>
    </message>
    <message>
        <source>Speech: off</source>
        <translation>Mowa: wyłączona</translation>
    </message>
    <message>
        <source>Read aloud what happens in the game and the lessons (Ctrl+Shift+V)</source>
        <translation>Czytaj na głos, co dzieje się w&#xa0;grze i&#xa0;w&#xa0;lekcjach (Ctrl+Shift+V)</translation>
    </message>
    <message>
        <source>Speak events (Ctrl+Shift+V)</source>
        <translation>Czytaj zdarzenia (Ctrl+Shift+V)</translation>
    </message>
    <message>
        <source>Speak slower</source>
        <translation>Mów wolniej</translation>
    </message>
    <message>
        <source>Speak faster</source>
        <translation>Mów szybciej</translation>
    </message>
    <message>
        <source>Skip this line (Ctrl+,)</source>
        <translation>Pomiń ten komunikat (Ctrl+,)</translation>
    </message>
    <message>
        <source>Stop speaking (Ctrl+.)</source>
        <translation>Przestań mówić (Ctrl+.)</translation>
    </message>
    <message>
        <source>Speak the context after each move</source>
        <translation>Czytaj kontekst po każdym ruchu</translation>
    </message>
    <message>
        <source>Say the context again (Ctrl+Shift+C)</source>
        <translation>Powtórz kontekst (Ctrl+Shift+C)</translation>
    </message>
</context>
<context>
    <name>StagePanel</name>
    <message>
        <source>Live state</source>
        <translation>Bieżący stan</translation>
    </message>
    <message>
        <source>Hide the panels (F10)</source>
        <translation>Ukryj panele (F10)</translation>
    </message>
    <message>
        <source>Panels (F10)</source>
        <translation>Panele (F10)</translation>
    </message>
</context>
<context>
    <name>TeachDialog</name>
    <message>
        <source>Teach a class</source>
        <translation>Poprowadź zajęcia</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>This computer runs the class: the class view opens in your browser, and the students open the address below in theirs, on the same network.</source>
        <translation>Zajęcia działają na tym komputerze: widok zajęć otworzy się w&#xa0;twojej przeglądarce, a&#xa0;uczniowie otworzą w&#xa0;swoich poniższy adres, w&#xa0;tej samej sieci.</translation>
    </message>
    <message>
        <source>Port</source>
        <extracomment>The network port number (8765) the class server listens on.</extracomment>
        <translation>Port</translation>
    </message>
    <message>
        <source>Start teaching</source>
        <extracomment>A button (a verb): start the class server and open the class view.</extracomment>
        <translation>Zacznij zajęcia</translation>
    </message>
    <message>
        <source>Open the class view</source>
        <translation>Otwórz widok zajęć</translation>
    </message>
    <message>
        <source>Stop teaching</source>
        <extracomment>A button (a verb): stop the class server, which ends the class.</extracomment>
        <translation>Zakończ prowadzenie zajęć</translation>
    </message>
    <message>
        <source>Students open</source>
        <translation>Uczniowie otwierają</translation>
    </message>
    <message>
        <source>This computer has no network address: connect it to the students&apos; network.</source>
        <translation>Ten komputer nie ma adresu sieciowego: podłącz go do sieci uczniów.</translation>
    </message>
    <message>
        <source>The class view: %1. Add the class code to the students&apos; address, or they type it.</source>
        <extracomment>%1: the class view&apos;s address on this computer, e.g. http://127.0.0.1:8765/teach.</extracomment>
        <translation>Widok zajęć: %1. Dopisz kod zajęć do adresu dla uczniów albo pozwól im go wpisać.</translation>
    </message>
    <message>
        <source>The class is kept only while the app teaches it: Stop teaching, or quitting the app, ends the class. Plain connections are for a local network you trust.</source>
        <translation>Zajęcia trwają tylko, dopóki aplikacja je prowadzi: „Zakończ prowadzenie zajęć” albo zamknięcie aplikacji kończy zajęcia. Połączenia bez szyfrowania są tylko dla zaufanej sieci lokalnej.</translation>
    </message>
</context>
<context>
    <name>WhatIfBar</name>
    <message>
        <source>Back to the review</source>
        <translation>Wróć do analizy</translation>
    </message>
    <message>
        <source>What if, with fresh luck: not part of the real game. These moves are neither recorded nor autosaved.</source>
        <translation>A&#xa0;gdyby, z&#xa0;nowym szczęściem: nie jest częścią prawdziwej gry. Te ruchy nie trafiają ani do zapisu gry, ani do automatycznego zapisu.</translation>
    </message>
    <message>
        <source>What if, with the same luck still to come: not part of the real game. These moves are neither recorded nor autosaved.</source>
        <translation>A&#xa0;gdyby, z&#xa0;tym samym szczęściem, które miało nadejść: nie jest częścią prawdziwej gry. Te ruchy nie trafiają ani do zapisu gry, ani do automatycznego zapisu.</translation>
    </message>
</context>
<context>
    <name>WinGraph</name>
    <message>
        <source>100%</source>
        <translation>100%</translation>
    </message>
    <message>
        <source>50%</source>
        <translation>50%</translation>
    </message>
    <message>
        <source>0%</source>
        <translation>0%</translation>
    </message>
</context>
<context>
    <name>aiText</name>
    <message>
        <source>the ships stay</source>
        <translation>statki zostają na miejscu</translation>
    </message>
    <message>
        <source>both ships to %1</source>
        <extracomment>%1: a planet&apos;s name (PHI PLUS).</extracomment>
        <translation>oba statki na %1</translation>
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
            <numerusform>losowy wybór spośród %n dozwolonej akcji</numerusform>
            <numerusform>losowy wybór spośród %n dozwolonych akcji</numerusform>
            <numerusform>losowy wybór spośród %n dozwolonych akcji</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is the eighth and last component</source>
        <extracomment>%1: a component&apos;s name.</extracomment>
        <translation>%1 to ósmy i&#xa0;ostatni komponent</translation>
    </message>
    <message>
        <source>a detection now would lose the game</source>
        <translation>wykrycie oznaczałoby teraz przegraną</translation>
    </message>
    <message>
        <source>Quantum Tunnel is kept for a check that matters more</source>
        <translation>karta Quantum Tunnel (tunel kwantowy) zostaje w&#xa0;ręce na ważniejszy rzut obronny</translation>
    </message>
    <message>
        <source>%1 does what is needed</source>
        <extracomment>%1: the die&apos;s value.</extracomment>
        <translation>%1 wystarcza</translation>
    </message>
    <message>
        <source>%1 is not enough</source>
        <extracomment>%1: the die&apos;s value.</extracomment>
        <translation>%1 to za mało</translation>
    </message>
    <message>
        <source>it is of more use on that ship</source>
        <translation>bardziej przyda się na tamtym statku</translation>
    </message>
    <message>
        <source>%1 with no orbital defenses</source>
        <extracomment>%1: where the ships go (&quot;both ships to PHI PLUS&quot; or &quot;Mercurial to ZERO, Rubicon to ONE&quot;).</extracomment>
        <translation>%1 bez obrony orbitalnej</translation>
    </message>
    <message>
        <source>up to two moves with no orbital defenses</source>
        <translation>do dwóch ruchów bez obrony orbitalnej</translation>
    </message>
    <message>
        <source>no component is within reach of this hand</source>
        <translation>żaden komponent nie jest w&#xa0;zasięgu tej ręki</translation>
    </message>
    <message>
        <source>its only legal action</source>
        <translation>jedyna dozwolona akcja</translation>
    </message>
    <message>
        <source>detection risk %1/%2</source>
        <extracomment>%1 out of %2: the chance of detection as a fraction (3/8).</extracomment>
        <translation>ryzyko wykrycia %1/%2</translation>
    </message>
    <message>
        <source>%1, which holds the component %2</source>
        <extracomment>%1: where the ships go (&quot;both ships to PLUS&quot;). %2: a component&apos;s name.</extracomment>
        <translation>%1, gdzie leży komponent %2</translation>
    </message>
    <message>
        <source>%1, which holds the next component</source>
        <extracomment>%1: where the ships go (&quot;both ships to PLUS&quot;).</extracomment>
        <translation>%1, gdzie leży następny komponent</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n turn(s) from the component %2</source>
        <extracomment>%1: where the ships go (&quot;both ships to PLUS&quot;). %n: turns left. %2: a component&apos;s name.</extracomment>
        <translation>
            <numerusform>%1, %n tura od komponentu %2</numerusform>
            <numerusform>%1, %n tury od komponentu %2</numerusform>
            <numerusform>%1, %n tur od komponentu %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n turn(s) from the next component</source>
        <extracomment>%1: where the ships go (&quot;both ships to PLUS&quot;). %n: turns left.</extracomment>
        <translation>
            <numerusform>%1, %n tura od następnego komponentu</numerusform>
            <numerusform>%1, %n tury od następnego komponentu</numerusform>
            <numerusform>%1, %n tur od następnego komponentu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no card in hand shortens the way to the component %1 (%n turn(s))</source>
        <extracomment>%1: a component&apos;s name. %n: turns the way takes.</extracomment>
        <translation>
            <numerusform>żadna karta w&#xa0;ręce nie skraca drogi do komponentu %1 (%n tura)</numerusform>
            <numerusform>żadna karta w&#xa0;ręce nie skraca drogi do komponentu %1 (%n tury)</numerusform>
            <numerusform>żadna karta w&#xa0;ręce nie skraca drogi do komponentu %1 (%n tur)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no card in hand shortens the way to the next component (%n turn(s))</source>
        <extracomment>%n: turns the way takes.</extracomment>
        <translation>
            <numerusform>żadna karta w&#xa0;ręce nie skraca drogi do następnego komponentu (%n tura)</numerusform>
            <numerusform>żadna karta w&#xa0;ręce nie skraca drogi do następnego komponentu (%n tury)</numerusform>
            <numerusform>żadna karta w&#xa0;ręce nie skraca drogi do następnego komponentu (%n tur)</numerusform>
        </translation>
    </message>
    <message>
        <source>takes the next component</source>
        <translation>zabiera następny komponent</translation>
    </message>
    <message>
        <source>takes the component %1 from %2</source>
        <extracomment>%1: a component&apos;s name. %2: a planet&apos;s name.</extracomment>
        <translation>zabiera komponent %1 z&#xa0;planety %2</translation>
    </message>
    <message>
        <source>takes the component %1</source>
        <extracomment>%1: a component&apos;s name.</extracomment>
        <translation>zabiera komponent %1</translation>
    </message>
    <message>
        <source>the next component is the eighth and last</source>
        <translation>następny komponent jest ósmy i&#xa0;ostatni</translation>
    </message>
    <message numerus="yes">
        <source>the nearest to the component %1 (%n turn(s))</source>
        <extracomment>%1: a component&apos;s name. %n: turns the way takes.</extracomment>
        <translation>
            <numerusform>najbliżej komponentu %1 (%n tura)</numerusform>
            <numerusform>najbliżej komponentu %1 (%n tury)</numerusform>
            <numerusform>najbliżej komponentu %1 (%n tur)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the nearest to the next component (%n turn(s))</source>
        <extracomment>%n: turns the way takes.</extracomment>
        <translation>
            <numerusform>najbliżej następnego komponentu (%n tura)</numerusform>
            <numerusform>najbliżej następnego komponentu (%n tury)</numerusform>
            <numerusform>najbliżej następnego komponentu (%n tur)</numerusform>
        </translation>
    </message>
    <message>
        <source>the better card for the way to the component %1</source>
        <extracomment>%1: a component&apos;s name.</extracomment>
        <translation>lepsza karta na drogę do komponentu %1</translation>
    </message>
    <message>
        <source>the better card for the way to the next component</source>
        <translation>lepsza karta na drogę do następnego komponentu</translation>
    </message>
    <message>
        <source>the least useful card for the way to the component %1</source>
        <extracomment>%1: a component&apos;s name.</extracomment>
        <translation>najmniej przydatna karta na drogę do komponentu %1</translation>
    </message>
    <message>
        <source>the least useful card for the way to the next component</source>
        <translation>najmniej przydatna karta na drogę do następnego komponentu</translation>
    </message>
    <message>
        <source>no drawn card shortens the way to the component %1</source>
        <extracomment>%1: a component&apos;s name.</extracomment>
        <translation>żadna dobrana karta nie skraca drogi do komponentu %1</translation>
    </message>
    <message>
        <source>no drawn card shortens the way to the next component</source>
        <translation>żadna dobrana karta nie skraca drogi do następnego komponentu</translation>
    </message>
    <message numerus="yes">
        <source>%n of the 8 die faces land(s) on a planet holding a component</source>
        <extracomment>%n: die faces (0 to 8).</extracomment>
        <translation>
            <numerusform>%n z&#xa0;8 ścianek kości prowadzi na planetę z&#xa0;komponentem</numerusform>
            <numerusform>%n z&#xa0;8 ścianek kości prowadzą na planetę z&#xa0;komponentem</numerusform>
            <numerusform>%n z&#xa0;8 ścianek kości prowadzi na planetę z&#xa0;komponentem</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>then %n turn(s) from the component %1</source>
        <extracomment>%1: a component&apos;s name. %n: turns left after the swap.</extracomment>
        <translation>
            <numerusform>potem %n tura od komponentu %1</numerusform>
            <numerusform>potem %n tury od komponentu %1</numerusform>
            <numerusform>potem %n tur od komponentu %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>then %n turn(s) from the next component</source>
        <extracomment>%n: turns left after the swap.</extracomment>
        <translation>
            <numerusform>potem %n tura od następnego komponentu</numerusform>
            <numerusform>potem %n tury od następnego komponentu</numerusform>
            <numerusform>potem %n tur od następnego komponentu</numerusform>
        </translation>
    </message>
    <message>
        <source>in the games it tried out from here, this move won most often</source>
        <translation>w&#xa0;partiach rozegranych próbnie od tego miejsca ten ruch wygrywał najczęściej</translation>
    </message>
    <message numerus="yes">
        <source>won %1 of the %2 trial games played out after this move; %n move(s) were possible</source>
        <extracomment>%1: trial games won (95); %2: trial games played (6586); %n: the moves that were possible.</extracomment>
        <translation>
            <numerusform>wygrał %1 z&#xa0;%2 partii próbnych rozegranych po tym ruchu; możliwy był %n ruch</numerusform>
            <numerusform>wygrał %1 z&#xa0;%2 partii próbnych rozegranych po tym ruchu; możliwe były %n ruchy</numerusform>
            <numerusform>wygrał %1 z&#xa0;%2 partii próbnych rozegranych po tym ruchu; możliwych było %n ruchów</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the only legal move.</source>
        <extracomment>The AI&apos;s reason when nothing was to weigh. %1: the move (&quot;Play H for Mercurial&quot;).</extracomment>
        <translation>%1: jedyny dozwolony ruch.</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>A percentage: %1 is the number (56) in the UI language; write &quot;%1 %&quot; with a no-break space where the language spaces it.</extracomment>
        <translation>%1%</translation>
    </message>
    <message numerus="yes">
        <source>%1: both ships reach %2, where the component %3 is; the team won %4 of %Ln future(s) played out after it (next best, %5: %6).</source>
        <extracomment>The search&apos;s reason. %1: the move; %2: a planet; %3: a component&apos;s name; %4: futures won (7); %Ln: futures played out after the move (10); %5: the next best move; %6: its share of futures won (&quot;56%&quot;).</extracomment>
        <translation>
            <numerusform>%1: oba statki docierają na %2, gdzie leży komponent %3; drużyna wygrała %4 z&#xa0;%Ln rozegranej po nim przyszłości (drugi najlepszy, %5: %6).</numerusform>
            <numerusform>%1: oba statki docierają na %2, gdzie leży komponent %3; drużyna wygrała %4 z&#xa0;%Ln rozegranych po nim przyszłości (drugi najlepszy, %5: %6).</numerusform>
            <numerusform>%1: oba statki docierają na %2, gdzie leży komponent %3; drużyna wygrała %4 z&#xa0;%Ln rozegranych po nim przyszłości (drugi najlepszy, %5: %6).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: both ships reach %2, where the last component, %3, is; the team won %4 of %Ln future(s) played out after it (next best, %5: %6).</source>
        <extracomment>The search&apos;s reason. %1: the move; %2: a planet; %3: a component&apos;s name; %4: futures won (7); %Ln: futures played out after the move (10); %5: the next best move; %6: its share of futures won (&quot;56%&quot;).</extracomment>
        <translation>
            <numerusform>%1: oba statki docierają na %2, gdzie leży ostatni komponent, %3; drużyna wygrała %4 z&#xa0;%Ln rozegranej po nim przyszłości (drugi najlepszy, %5: %6).</numerusform>
            <numerusform>%1: oba statki docierają na %2, gdzie leży ostatni komponent, %3; drużyna wygrała %4 z&#xa0;%Ln rozegranych po nim przyszłości (drugi najlepszy, %5: %6).</numerusform>
            <numerusform>%1: oba statki docierają na %2, gdzie leży ostatni komponent, %3; drużyna wygrała %4 z&#xa0;%Ln rozegranych po nim przyszłości (drugi najlepszy, %5: %6).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: both ships go to %2; the team won %3 of %Ln future(s) played out after it (next best, %4: %5).</source>
        <extracomment>The search&apos;s reason. %1: the move; %2: a planet; %3: futures won (7); %Ln: futures played out after the move (10); %4: the next best move; %5: its share of futures won (&quot;56%&quot;).</extracomment>
        <translation>
            <numerusform>%1: oba statki lecą na %2; drużyna wygrała %3 z&#xa0;%Ln rozegranej po nim przyszłości (drugi najlepszy, %4: %5).</numerusform>
            <numerusform>%1: oba statki lecą na %2; drużyna wygrała %3 z&#xa0;%Ln rozegranych po nim przyszłości (drugi najlepszy, %4: %5).</numerusform>
            <numerusform>%1: oba statki lecą na %2; drużyna wygrała %3 z&#xa0;%Ln rozegranych po nim przyszłości (drugi najlepszy, %4: %5).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: Mercurial goes to %2 and Rubicon to %3; the team won %4 of %Ln future(s) played out after it (next best, %5: %6).</source>
        <extracomment>The search&apos;s reason. %1: the move; %2: Mercurial&apos;s planet; %3: Rubicon&apos;s planet; %4: futures won (7); %Ln: futures played out after the move (10); %5: the next best move; %6: its share of futures won.</extracomment>
        <translation>
            <numerusform>%1: Mercurial leci na %2, a&#xa0;Rubicon na %3; drużyna wygrała %4 z&#xa0;%Ln rozegranej po nim przyszłości (drugi najlepszy, %5: %6).</numerusform>
            <numerusform>%1: Mercurial leci na %2, a&#xa0;Rubicon na %3; drużyna wygrała %4 z&#xa0;%Ln rozegranych po nim przyszłości (drugi najlepszy, %5: %6).</numerusform>
            <numerusform>%1: Mercurial leci na %2, a&#xa0;Rubicon na %3; drużyna wygrała %4 z&#xa0;%Ln rozegranych po nim przyszłości (drugi najlepszy, %5: %6).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the ships retrieve the component %2 at %3; the team won %4 of %Ln future(s) played out after it (next best, %5: %6).</source>
        <extracomment>The search&apos;s reason. %1: the move; %2: a component&apos;s name; %3: a planet; %4: futures won (7); %Ln: futures played out after the move (10); %5: the next best move; %6: its share of futures won.</extracomment>
        <translation>
            <numerusform>%1: statki zdobywają komponent %2 na %3; drużyna wygrała %4 z&#xa0;%Ln rozegranej po nim przyszłości (drugi najlepszy, %5: %6).</numerusform>
            <numerusform>%1: statki zdobywają komponent %2 na %3; drużyna wygrała %4 z&#xa0;%Ln rozegranych po nim przyszłości (drugi najlepszy, %5: %6).</numerusform>
            <numerusform>%1: statki zdobywają komponent %2 na %3; drużyna wygrała %4 z&#xa0;%Ln rozegranych po nim przyszłości (drugi najlepszy, %5: %6).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the ships retrieve the last component, %2, at %3; the team won %4 of %Ln future(s) played out after it (next best, %5: %6).</source>
        <extracomment>The search&apos;s reason. %1: the move; %2: a component&apos;s name; %3: a planet; %4: futures won (7); %Ln: futures played out after the move (10); %5: the next best move; %6: its share of futures won.</extracomment>
        <translation>
            <numerusform>%1: statki zdobywają ostatni komponent, %2, na %3; drużyna wygrała %4 z&#xa0;%Ln rozegranej po nim przyszłości (drugi najlepszy, %5: %6).</numerusform>
            <numerusform>%1: statki zdobywają ostatni komponent, %2, na %3; drużyna wygrała %4 z&#xa0;%Ln rozegranych po nim przyszłości (drugi najlepszy, %5: %6).</numerusform>
            <numerusform>%1: statki zdobywają ostatni komponent, %2, na %3; drużyna wygrała %4 z&#xa0;%Ln rozegranych po nim przyszłości (drugi najlepszy, %5: %6).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: of the moves tried, its futures went best; the team won %2 of %Ln future(s) played out after it (next best, %3: %4).</source>
        <extracomment>The search&apos;s reason for a move that reaches no planet or component. %1: the move; %2: futures won (7); %Ln: futures played out after the move (10); %3: the next best move; %4: its share of futures won (&quot;56%&quot;).</extracomment>
        <translation>
            <numerusform>%1: z&#xa0;wypróbowanych ruchów ten miał najlepsze przyszłości; drużyna wygrała %2 z&#xa0;%Ln rozegranej po nim przyszłości (drugi najlepszy, %3: %4).</numerusform>
            <numerusform>%1: z&#xa0;wypróbowanych ruchów ten miał najlepsze przyszłości; drużyna wygrała %2 z&#xa0;%Ln rozegranych po nim przyszłości (drugi najlepszy, %3: %4).</numerusform>
            <numerusform>%1: z&#xa0;wypróbowanych ruchów ten miał najlepsze przyszłości; drużyna wygrała %2 z&#xa0;%Ln rozegranych po nim przyszłości (drugi najlepszy, %3: %4).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>classroomExport</name>
    <message>
        <source>no translation for &quot;%1&quot;</source>
        <extracomment>%1: a language code given on the command line (&quot;de&quot;).</extracomment>
        <translation>brak tłumaczenia dla „%1”</translation>
    </message>
    <message>
        <source>%1: cannot create the directory</source>
        <extracomment>%1: the folder&apos;s full path.</extracomment>
        <translation>%1: nie można utworzyć katalogu</translation>
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
            <numerusform>%n pomiar w&#xa0;bazie %1</numerusform>
            <numerusform>%n pomiary w&#xa0;bazie %1</numerusform>
            <numerusform>%n pomiarów w&#xa0;bazie %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · P = %2</source>
        <extracomment>Under a histogram bar: %1 the count, %2 the exact probability.</extracomment>
        <translation>%1 · P = %2</translation>
    </message>
    <message>
        <source>entangled: this ship has no state of its own</source>
        <translation>splątany: ten statek nie ma własnego stanu</translation>
    </message>
    <message>
        <source>purity %1</source>
        <extracomment>Under a Bloch sphere: %1: the purity of the ship&apos;s reduced state, a decimal number (0,50; 1 = a state of its own).</extracomment>
        <translation>czystość %1</translation>
    </message>
    <message>
        <source>Centarious</source>
        <extracomment>The map legend: a galaxy&apos;s name, as on the app&apos;s map (the rulebook&apos;s name).</extracomment>
        <translation>Centarious</translation>
    </message>
    <message>
        <source>Superious</source>
        <extracomment>The map legend: a galaxy&apos;s name, as on the app&apos;s map (the rulebook&apos;s name).</extracomment>
        <translation>Superious</translation>
    </message>
    <message>
        <source>Entanglion</source>
        <extracomment>The map legend: a galaxy&apos;s name, as on the app&apos;s map (the rulebook&apos;s name).</extracomment>
        <translation>Entanglion</translation>
    </message>
    <message>
        <source>Mercurial (solid)</source>
        <extracomment>The map legend: Mercurial&apos;s lines are drawn solid.</extracomment>
        <translation>Mercurial (linia ciągła)</translation>
    </message>
    <message>
        <source>Rubicon (dashed)</source>
        <extracomment>The map legend: Rubicon&apos;s lines are drawn dashed.</extracomment>
        <translation>Rubicon (linia przerywana)</translation>
    </message>
    <message>
        <source>CNOT entry / exit</source>
        <extracomment>The map legend: the grey dashed lines a CNOT card takes the ships along into Entanglion and back.</extracomment>
        <translation>Wejście / wyjście CNOT</translation>
    </message>
</context>
<context>
    <name>gameText</name>
    <message>
        <source>ZERO</source>
        <translation>ZERO</translation>
    </message>
    <message>
        <source>ONE</source>
        <translation>ONE</translation>
    </message>
    <message>
        <source>PLUS</source>
        <translation>PLUS</translation>
    </message>
    <message>
        <source>MINUS</source>
        <translation>MINUS</translation>
    </message>
    <message>
        <source>PHI PLUS</source>
        <translation>PHI PLUS</translation>
    </message>
    <message>
        <source>PHI MINUS</source>
        <translation>PHI MINUS</translation>
    </message>
    <message>
        <source>PSI PLUS</source>
        <translation>PSI PLUS</translation>
    </message>
    <message>
        <source>PSI MINUS</source>
        <translation>PSI MINUS</translation>
    </message>
    <message>
        <source>OMEGA ZERO</source>
        <translation>OMEGA ZERO</translation>
    </message>
    <message>
        <source>OMEGA ONE</source>
        <translation>OMEGA ONE</translation>
    </message>
    <message>
        <source>OMEGA TWO</source>
        <translation>OMEGA TWO</translation>
    </message>
    <message>
        <source>OMEGA THREE</source>
        <translation>OMEGA THREE</translation>
    </message>
    <message>
        <source>Physical Qubits</source>
        <translation>Fizyczne kubity</translation>
    </message>
    <message>
        <source>Qubit Interconnect</source>
        <translation>Połączenie kubitów</translation>
    </message>
    <message>
        <source>Dilution Refrigerator</source>
        <translation>Chłodziarka rozcieńczalnikowa</translation>
    </message>
    <message>
        <source>Quantum Gates</source>
        <translation>Bramki kwantowe</translation>
    </message>
    <message>
        <source>Quantum Programming</source>
        <translation>Programowanie kwantowe</translation>
    </message>
    <message>
        <source>Quantum Error Correction</source>
        <translation>Kwantowa korekcja błędów</translation>
    </message>
    <message>
        <source>Control Infrastructure</source>
        <translation>Infrastruktura sterująca</translation>
    </message>
    <message>
        <source>Magnetic Shielding</source>
        <translation>Ekranowanie magnetyczne</translation>
    </message>
    <message>
        <source>Bennett</source>
        <translation>Bennett</translation>
    </message>
    <message>
        <source>Bit Flip Error</source>
        <translation>Bit Flip Error</translation>
    </message>
    <message>
        <source>Heisenberg</source>
        <translation>Heisenberg</translation>
    </message>
    <message>
        <source>Quantum Shuffle</source>
        <translation>Quantum Shuffle</translation>
    </message>
    <message>
        <source>Quantum Tunnel</source>
        <translation>Quantum Tunnel</translation>
    </message>
    <message>
        <source>Schrödinger</source>
        <translation>Schrödinger</translation>
    </message>
    <message>
        <source>Spooky Action</source>
        <translation>Spooky Action</translation>
    </message>
    <message>
        <source>The Mechanic</source>
        <translation>The Mechanic</translation>
    </message>
    <message>
        <source>Wave Function Collapse</source>
        <translation>Wave Function Collapse</translation>
    </message>
    <message>
        <source>PROBE</source>
        <translation>PROBE</translation>
    </message>
    <message>
        <source>X flips a qubit (the bit-flip gate): it moves a ship between ZERO and ONE, and both ships inside Entanglion.</source>
        <translation>X odwraca kubit (bramka odwrócenia bitu): przenosi statek między ZERO a&#xa0;ONE, a&#xa0;wewnątrz Entanglion oba statki.</translation>
    </message>
    <message>
        <source>H, the Hadamard gate, creates or undoes superposition: it moves a ship between Centarious and Superious, and both ships inside Entanglion.</source>
        <translation>H, bramka Hadamarda, tworzy lub znosi superpozycję: przenosi statek między Centarious a&#xa0;Superious, a&#xa0;wewnątrz Entanglion oba statki.</translation>
    </message>
    <message>
        <source>CNOT (controlled NOT) enters Entanglion when your ship is in Centarious and the other in Superious, moves both ships inside it and leaves it from PHI and PSI planets. In Centarious it flips your ship only while the other ship orbits ONE.</source>
        <translation>CNOT (sterowane NOT) wprowadza do Entanglion, gdy twój statek jest w&#xa0;Centarious, a&#xa0;drugi w&#xa0;Superious, porusza oba statki wewnątrz i&#xa0;wyprowadza z&#xa0;planet PHI i&#xa0;PSI. W&#xa0;Centarious odwraca twój statek tylko wtedy, gdy drugi krąży wokół ONE.</translation>
    </message>
    <message>
        <source>SWAP exchanges the two ships&apos; planets outside Entanglion; inside it moves both ships between OMEGA ZERO and OMEGA THREE.</source>
        <translation>SWAP poza Entanglion zamienia planety obu statków; wewnątrz przenosi oba statki między OMEGA ZERO a&#xa0;OMEGA THREE.</translation>
    </message>
    <message>
        <source>PROBE is never held: whoever draws it rolls the Entanglion die, and a result below 4 (after components) raises the detection rate by one. Then it is discarded and replaced.</source>
        <translation>PROBE nigdy nie zostaje w&#xa0;ręce: kto ją dobierze, rzuca kością Entanglion, a&#xa0;wynik poniżej 4 (po uwzględnieniu komponentów) podnosi współczynnik detekcji o&#xa0;jeden. Potem idzie na stos kart odrzuconych i&#xa0;zostaje zastąpiona.</translation>
    </message>
    <message>
        <source>Kept until played, as your action: give one of your components to the other ship, or take one of theirs.</source>
        <translation>Zostaje w&#xa0;ręce do zagrania jako twoja akcja: oddaj jeden ze swoich komponentów drugiemu statkowi albo weź jeden od niego.</translation>
    </message>
    <message>
        <source>Resolved when drawn: the detection rate token moves to the first 4 on the track.</source>
        <translation>Działa od razu po dobraniu: żeton współczynnika detekcji przechodzi na pierwsze pole 4 skali.</translation>
    </message>
    <message>
        <source>Kept until played, as your action: roll the Entanglion die and count that many planets clockwise from OMEGA ZERO; both ships go there, past the orbital defenses.</source>
        <translation>Zostaje w&#xa0;ręce do zagrania jako twoja akcja: rzuć kością Entanglion i&#xa0;odlicz tyle planet zgodnie z&#xa0;ruchem wskazówek zegara od OMEGA ZERO; oba statki lecą tam, omijając obronę orbitalną.</translation>
    </message>
    <message>
        <source>Resolved when drawn: the event deck is rebuilt as at setup and another event card is drawn. Cards held in hands stay there.</source>
        <translation>Działa od razu po dobraniu: talię zdarzeń układa się od nowa jak przy przygotowaniu gry i&#xa0;dobiera kolejną kartę zdarzenia. Karty trzymane w&#xa0;rękach tam zostają.</translation>
    </message>
    <message>
        <source>Kept until needed: when your ships face orbital or ground defenses on your turn, play it to pass them without a roll. It is not your action.</source>
        <translation>Zostaje w&#xa0;ręce do czasu potrzeby: gdy w&#xa0;twojej turze statki stają przed obroną orbitalną lub naziemną, zagraj ją, aby ominąć obronę bez rzutu. To nie jest twoja akcja.</translation>
    </message>
    <message>
        <source>Resolved when drawn: the detection rate rises by one.</source>
        <translation>Działa od razu po dobraniu: współczynnik detekcji rośnie o&#xa0;jeden.</translation>
    </message>
    <message>
        <source>Resolved when drawn: a random component of your ship returns to the board, on the planet found by rolling the Entanglion die and counting free planets clockwise from OMEGA ZERO.</source>
        <translation>Działa od razu po dobraniu: losowy komponent twojego statku wraca na planszę, na planetę wyznaczoną rzutem kością Entanglion i&#xa0;odliczeniem wolnych planet zgodnie z&#xa0;ruchem wskazówek zegara od OMEGA ZERO.</translation>
    </message>
    <message>
        <source>Kept until played, as your action: set your hand aside, draw three engine cards, play up to two of them (no orbital defenses), discard the rest and take your hand back.</source>
        <translation>Zostaje w&#xa0;ręce do zagrania jako twoja akcja: odłóż rękę na bok, dobierz trzy karty silnika, zagraj do dwóch z&#xa0;nich (bez obrony orbitalnej), resztę odrzuć i&#xa0;weź rękę z&#xa0;powrotem.</translation>
    </message>
    <message>
        <source>Resolved when drawn: the detection rate falls by two.</source>
        <translation>Działa od razu po dobraniu: współczynnik detekcji spada o&#xa0;dwa.</translation>
    </message>
    <message>
        <source>When orbital defenses detect you, choose the Centarious planet of each ship instead of rolling the Centarious die.</source>
        <translation>Gdy obrona orbitalna cię wykryje, wybierz planetę w&#xa0;Centarious dla każdego statku zamiast rzucać kością Centarious.</translation>
    </message>
    <message>
        <source>Once per turn, before your action, while both ships orbit the same planet: swap one engine card with the other player.</source>
        <translation>Raz na turę, przed akcją, gdy oba statki krążą wokół tej samej planety: zamień się z&#xa0;drugim graczem jedną kartą silnika.</translation>
    </message>
    <message>
        <source>Your hand limit drops to two engine cards: discard one when you get it.</source>
        <translation>Limit kart w&#xa0;ręce spada do dwóch kart silnika: po zdobyciu odrzuć jedną.</translation>
    </message>
    <message>
        <source>When you exchange, draw two engine cards, keep one and discard the other.</source>
        <translation>Przy wymianie dobierz dwie karty silnika, zatrzymaj jedną, a&#xa0;drugą odrzuć.</translation>
    </message>
    <message>
        <source>Moving to an Entanglion planet that holds no component passes its orbital defenses.</source>
        <translation>Lot na planetę Entanglion bez komponentu omija jej obronę orbitalną.</translation>
    </message>
    <message>
        <source>+1 to your Entanglion die rolls against the detection rate.</source>
        <translation>+1 do twoich rzutów kością Entanglion przeciw współczynnikowi detekcji.</translation>
    </message>
    <message>
        <source>-1 to your Entanglion die rolls against the detection rate (a hindrance).</source>
        <translation>-1 do twoich rzutów kością Entanglion przeciw współczynnikowi detekcji (utrudnienie).</translation>
    </message>
    <message>
        <source>Whenever you roll the Entanglion die you may roll once more and take the second result.</source>
        <translation>Przy każdym rzucie kością Entanglion możesz rzucić jeszcze raz i&#xa0;przyjąć drugi wynik.</translation>
    </message>
    <message>
        <source>no decision</source>
        <translation>brak decyzji</translation>
    </message>
    <message>
        <source>the defense check</source>
        <translation>sprawdzenie obrony</translation>
    </message>
    <message>
        <source>%1 rolled the Centarious die: %2 (%3)</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the die&apos;s face (1-4); %3: what it was rolled for (&quot;ship placement&quot;).</extracomment>
        <translation>%1 rzuca kością Centarious: %2 (%3)</translation>
    </message>
    <message>
        <source>%1 rolled the Entanglion die once more (Magnetic Shielding): %2 (%3)</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the die&apos;s face (1-8); %3: what it was rolled for (&quot;orbital defenses&quot;).</extracomment>
        <translation>%1 rzuca kością Entanglion jeszcze raz (Ekranowanie magnetyczne): %2 (%3)</translation>
    </message>
    <message>
        <source>%1 rolled the Entanglion die: %2 (%3)</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the die&apos;s face (1-8); %3: what it was rolled for (&quot;orbital defenses&quot;, &quot;first player&quot;).</extracomment>
        <translation>%1 rzuca kością Entanglion: %2 (%3)</translation>
    </message>
    <message>
        <source>orbital defenses</source>
        <translation>obrona orbitalna</translation>
    </message>
    <message>
        <source>ground defenses</source>
        <translation>obrona naziemna</translation>
    </message>
    <message>
        <source>first player</source>
        <translation>pierwszy gracz</translation>
    </message>
    <message>
        <source>ship placement</source>
        <translation>rozmieszczenie statków</translation>
    </message>
    <message>
        <source>%1 goes first</source>
        <extracomment>%1: a ship&apos;s name (Mercurial).</extracomment>
        <translation>%1 zaczyna</translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <extracomment>%1: the turn&apos;s number (4); %2: the ship&apos;s name (Rubicon).</extracomment>
        <translation>Tura %1: %2</translation>
    </message>
    <message>
        <source>%1 played %2 into engine control box %3</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: an engine card (H); %3: the engine control box&apos;s number (1-6).</extracomment>
        <translation>%1 zagrywa %2 na pole %3 panelu sterowania silnika</translation>
    </message>
    <message>
        <source>%1 played %2 (engine control already full: straight to the discard pile)</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: an engine card (H).</extracomment>
        <translation>%1 zagrywa %2 (panel sterowania silnika pełny: karta od razu na stos kart odrzuconych)</translation>
    </message>
    <message>
        <source>Ships moved: %1 → %2</source>
        <extracomment>%1, %2: the ships&apos; planets before and after (&quot;Mercurial ZERO, Rubicon ONE&quot;).</extracomment>
        <translation>Statki przeleciały: %1 → %2</translation>
    </message>
    <message>
        <source>Quantum note: %1 for %2 takes the state from %3 to %4; the board prints a path to %5 instead, so the board decides and the ships follow the printed path</source>
        <extracomment>%1: an engine card (CNOT); %2: a ship&apos;s name; %3, %4, %5: the ships&apos; planets (&quot;Mercurial ZERO, Rubicon ONE&quot;).</extracomment>
        <translation>Notatka kwantowa: %1 dla statku %2 przeprowadza stan z&#xa0;%3 do %4; plansza pokazuje zamiast tego ścieżkę do %5, więc decyduje plansza i&#xa0;statki lecą wydrukowaną ścieżką</translation>
    </message>
    <message>
        <source>Quantum note: %1 for %2 takes the state from %3 to %4; the board prints no such path, so the board decides and the ships stay</source>
        <extracomment>%1: an engine card (CNOT); %2: a ship&apos;s name; %3, %4: the ships&apos; planets (&quot;Mercurial ZERO, Rubicon ONE&quot;).</extracomment>
        <translation>Notatka kwantowa: %1 dla statku %2 przeprowadza stan z&#xa0;%3 do %4; na planszy nie ma takiej ścieżki, więc decyduje plansza i&#xa0;statki zostają</translation>
    </message>
    <message>
        <source>%1 retrieved %2 from %3</source>
        <extracomment>%1: a ship&apos;s name; %2: a component&apos;s name (Quantum Gates); %3: a planet&apos;s name (PHI PLUS).</extracomment>
        <translation>%1 zdobywa: %2 z&#xa0;planety %3</translation>
    </message>
    <message>
        <source>%1 moved to %2&apos;s ship</source>
        <extracomment>%1: a component&apos;s name (Quantum Gates); %2: a ship&apos;s name (Rubicon).</extracomment>
        <translation>%1 trafia na statek %2</translation>
    </message>
    <message>
        <source>%1 moved to %2</source>
        <extracomment>%1: a component&apos;s name (Quantum Gates); %2: a planet&apos;s name (PHI PLUS).</extracomment>
        <translation>%1 trafia na %2</translation>
    </message>
    <message>
        <source>%1 drew %2</source>
        <extracomment>%1: a ship&apos;s name; %2: an engine card (H).</extracomment>
        <translation>%1 dobiera %2</translation>
    </message>
    <message>
        <source>%1 discarded %2</source>
        <extracomment>%1: a ship&apos;s name; %2: an engine card (H).</extracomment>
        <translation>%1 odrzuca %2</translation>
    </message>
    <message>
        <source>%1 gave %2 and took the other player&apos;s %3 (Qubit Interconnect)</source>
        <extracomment>%1: a ship&apos;s name; %2: the engine card given (H); %3: the engine card taken (X).</extracomment>
        <translation>%1 oddaje %2 i&#xa0;bierze od drugiego gracza %3 (Połączenie kubitów)</translation>
    </message>
    <message numerus="yes">
        <source>The engine discard pile (%n card(s)) was shuffled into a new stack</source>
        <extracomment>%n: the cards shuffled.</extracomment>
        <translation>
            <numerusform>Stos kart odrzuconych (%n karta) przetasowano w&#xa0;nowy stos kart silnika</numerusform>
            <numerusform>Stos kart odrzuconych (%n karty) przetasowano w&#xa0;nowy stos kart silnika</numerusform>
            <numerusform>Stos kart odrzuconych (%n kart) przetasowano w&#xa0;nowy stos kart silnika</numerusform>
        </translation>
    </message>
    <message>
        <source>All six engine control boxes are full: a quantum event at the end of the turn</source>
        <translation>Wszystkie sześć pól panelu sterowania silnika jest zajętych: na koniec tury nastąpi zdarzenie kwantowe</translation>
    </message>
    <message numerus="yes">
        <source>Engine control cleared (%n card(s) to the discard pile)</source>
        <extracomment>%n: the cards moved to the discard pile.</extracomment>
        <translation>
            <numerusform>Panel sterowania silnika opróżniony (%n karta na stos kart odrzuconych)</numerusform>
            <numerusform>Panel sterowania silnika opróżniony (%n karty na stos kart odrzuconych)</numerusform>
            <numerusform>Panel sterowania silnika opróżniony (%n kart na stos kart odrzuconych)</numerusform>
        </translation>
    </message>
    <message>
        <source>Quantum event (engine control full)</source>
        <translation>Zdarzenie kwantowe (panel sterowania silnika pełny)</translation>
    </message>
    <message>
        <source>Quantum event (detected)</source>
        <translation>Zdarzenie kwantowe (wykrycie)</translation>
    </message>
    <message>
        <source>%1 drew the event card %2</source>
        <extracomment>%1: a ship&apos;s name; %2: an event card&apos;s name (Bennett).</extracomment>
        <translation>%1 dobiera kartę zdarzenia %2</translation>
    </message>
    <message>
        <source>%1 keeps %2 for a later turn</source>
        <extracomment>%1: a ship&apos;s name; %2: an event card&apos;s name (Bennett).</extracomment>
        <translation>%1 zatrzymuje %2 na jedną z&#xa0;kolejnych tur</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <extracomment>%1: a ship&apos;s name; %2: an event card&apos;s name (Bennett).</extracomment>
        <translation>%1 zagrywa %2</translation>
    </message>
    <message numerus="yes">
        <source>The event deck was rebuilt (%n card(s))</source>
        <extracomment>%n: the event cards in the rebuilt deck.</extracomment>
        <translation>
            <numerusform>Talię zdarzeń ułożono od nowa (%n karta)</numerusform>
            <numerusform>Talię zdarzeń ułożono od nowa (%n karty)</numerusform>
            <numerusform>Talię zdarzeń ułożono od nowa (%n kart)</numerusform>
        </translation>
    </message>
    <message>
        <source>Measurement: Mercurial %1, Rubicon %2</source>
        <extracomment>%1: Mercurial&apos;s measured bit (0 or 1); %2: Rubicon&apos;s (0 or 1).</extracomment>
        <translation>Pomiar: Mercurial %1, Rubicon %2</translation>
    </message>
    <message>
        <source>All eight components collected: the game is won</source>
        <translation>Zebrano wszystkie osiem komponentów: wygrana</translation>
    </message>
    <message>
        <source>The detection rate reached X: the game is lost</source>
        <translation>Współczynnik detekcji osiągnął X: przegrana</translation>
    </message>
    <message>
        <source>The game is over: it was won</source>
        <translation>Gra zakończona wygraną</translation>
    </message>
    <message>
        <source>The game is over: it was lost</source>
        <translation>Gra zakończona przegraną</translation>
    </message>
    <message>
        <source>%1 must decide first (%2)</source>
        <extracomment>%1: a ship&apos;s name; %2: the decision it must make (Magnetic Shielding, &quot;the defense check&quot;).</extracomment>
        <translation>Najpierw decyduje %1 (%2)</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn, not %2&apos;s</source>
        <extracomment>%1: the ship whose turn it is (Rubicon); %2: the other ship (Mercurial).</extracomment>
        <translation>Teraz tura statku %1, nie %2</translation>
    </message>
    <message>
        <source>%1 cannot play %2: the hand holds %3</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: an engine card (H); %3: the cards in hand, one or more (&quot;X, CNOT&quot;).</extracomment>
        <translation>%1 nie może zagrać %2: w&#xa0;ręce są %3</translation>
    </message>
    <message>
        <source>%1 cannot exchange %2: the hand holds %3</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: an engine card (H); %3: the cards in hand, one or more (&quot;X, CNOT&quot;).</extracomment>
        <translation>%1 nie może wymienić %2: w&#xa0;ręce są %3</translation>
    </message>
    <message>
        <source>Nothing to retrieve: no component on %1</source>
        <extracomment>%1: a planet&apos;s name (PLUS).</extracomment>
        <translation>Nie ma czego zdobyć: na %1 nie ma komponentu</translation>
    </message>
    <message>
        <source>Nothing to retrieve: the ships are not orbiting an Entanglion planet</source>
        <translation>Nie ma czego zdobyć: statki nie krążą wokół planety Entanglion</translation>
    </message>
    <message>
        <source>%1 is not an action: play it when your ships face orbital or ground defenses</source>
        <extracomment>%1: an event card&apos;s name (Quantum Tunnel).</extracomment>
        <translation>%1 to nie akcja: zagraj ją, gdy statki staną przed obroną orbitalną lub naziemną</translation>
    </message>
    <message>
        <source>%1 needs a component on one of the ships</source>
        <extracomment>%1: an event card&apos;s name (Bennett).</extracomment>
        <translation>%1 wymaga komponentu na którymś statku</translation>
    </message>
    <message>
        <source>%1 cannot play %2: the event cards held are %3</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: an event card&apos;s name (Bennett); %3: the event cards held, one or more (&quot;Heisenberg, Bennett&quot;).</extracomment>
        <translation>%1 nie może zagrać %2: trzymane karty zdarzeń to %3</translation>
    </message>
    <message>
        <source>A card swap needs Qubit Interconnect on your ship</source>
        <translation>Zamiana kart wymaga Połączenia kubitów na twoim statku</translation>
    </message>
    <message>
        <source>A card swap needs both ships orbiting the same planet</source>
        <translation>Zamiana kart wymaga, by oba statki krążyły wokół tej samej planety</translation>
    </message>
    <message>
        <source>%1 already swapped a card this turn</source>
        <extracomment>%1: a ship&apos;s name (Mercurial).</extracomment>
        <translation>%1 już wymienił kartę w&#xa0;tej turze</translation>
    </message>
    <message>
        <source>%1 cannot give %2 for %3: the hands hold %4 and %5</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the card to give (H); %3: the card to take (X); %4, %5: the two hands, each one or more cards (&quot;X, CNOT&quot;).</extracomment>
        <translation>%1 nie może oddać %2 za %3: w&#xa0;rękach są %4 oraz %5</translation>
    </message>
    <message>
        <source>%1 has no decision to answer now</source>
        <extracomment>%1: a ship&apos;s name (Mercurial).</extracomment>
        <translation>%1 nie ma teraz żadnej decyzji do podjęcia</translation>
    </message>
    <message>
        <source>%1 must answer the pending decision first (%2)</source>
        <extracomment>%1: a ship&apos;s name; %2: the pending decision (Magnetic Shielding, &quot;the defense check&quot;).</extracomment>
        <translation>%1 musi najpierw podjąć oczekującą decyzję (%2)</translation>
    </message>
    <message>
        <source>Mercurial %1, Rubicon %2</source>
        <extracomment>%1: Mercurial&apos;s planet (ZERO); %2: Rubicon&apos;s planet (ONE).</extracomment>
        <translation>Mercurial %1, Rubicon %2</translation>
    </message>
    <message>
        <source>no printed path: nothing moves</source>
        <translation>brak wydrukowanej ścieżki: nic się nie rusza</translation>
    </message>
    <message>
        <source>both ships to %1</source>
        <extracomment>%1: a planet&apos;s name (PHI PLUS).</extracomment>
        <translation>oba statki na %1</translation>
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
        <translation>Zagraj %1 dla statku %2</translation>
    </message>
    <message>
        <source>Exchange %1</source>
        <extracomment>The Exchange action&apos;s button: %1: an engine card (H), discarded for a new one.</extracomment>
        <translation>Wymień %1</translation>
    </message>
    <message>
        <source>discard it and draw a replacement</source>
        <translation>odrzuć ją i&#xa0;dobierz nową</translation>
    </message>
    <message>
        <source>Retrieve %1</source>
        <extracomment>The Retrieve action&apos;s button: %1: a component&apos;s name (Quantum Gates).</extracomment>
        <translation>Zdobądź: %1</translation>
    </message>
    <message>
        <source>Retrieve</source>
        <extracomment>The Retrieve action&apos;s button when no component is in sight: take a component.</extracomment>
        <translation>Zdobycie</translation>
    </message>
    <message>
        <source>roll the Entanglion die: more than %1 wins it</source>
        <extracomment>%1: the detection rate (3) the roll must beat.</extracomment>
        <translation>rzuć kością Entanglion: więcej niż %1 daje komponent</translation>
    </message>
    <message>
        <source>Play %1</source>
        <extracomment>An action&apos;s button: %1: an event card&apos;s name (Heisenberg).</extracomment>
        <translation>Zagraj %1</translation>
    </message>
    <message>
        <source>Give %1, take %2</source>
        <extracomment>Qubit Interconnect&apos;s swap: %1: the engine card given (H); %2: the card taken (X).</extracomment>
        <translation>Oddaj %1, weź %2</translation>
    </message>
    <message>
        <source>Qubit Interconnect swap with %1 (not your action)</source>
        <extracomment>%1: the other ship&apos;s name (Rubicon).</extracomment>
        <translation>Zamiana kart przez Połączenie kubitów z&#xa0;%1 (nie jest twoją akcją)</translation>
    </message>
    <message>
        <source>Roll the Entanglion die</source>
        <translation>Rzuć kością Entanglion</translation>
    </message>
    <message>
        <source>%1: more than %2 evades them</source>
        <extracomment>%1: &quot;orbital defenses&quot; or &quot;ground defenses&quot; (or PROBE); %2: the detection rate (3).</extracomment>
        <translation>%1: więcej niż %2 pozwala uniknąć</translation>
    </message>
    <message>
        <source>Play Quantum Tunnel</source>
        <translation>Zagraj kartę Quantum Tunnel</translation>
    </message>
    <message>
        <source>bypass these defenses (not your action)</source>
        <translation>omiń tę obronę (nie jest twoją akcją)</translation>
    </message>
    <message>
        <source>Keep the roll %1</source>
        <extracomment>Magnetic Shielding&apos;s choice: %1: the die&apos;s face (5).</extracomment>
        <translation>Zachowaj wynik rzutu: %1</translation>
    </message>
    <message>
        <source>Roll once more</source>
        <translation>Rzuć jeszcze raz</translation>
    </message>
    <message>
        <source>Magnetic Shielding: take the second result</source>
        <translation>Ekranowanie magnetyczne: liczy się drugi wynik</translation>
    </message>
    <message>
        <source>Physical Qubits: choose where the ships land</source>
        <translation>Fizyczne kubity: wybierz, gdzie wylądują statki</translation>
    </message>
    <message>
        <source>Roll the Centarious die</source>
        <translation>Rzuć kością Centarious</translation>
    </message>
    <message>
        <source>both ships jump to the planet it shows</source>
        <translation>oba statki skaczą na wskazaną planetę</translation>
    </message>
    <message>
        <source>Keep %1</source>
        <extracomment>Quantum Gates&apos; choice: %1: an engine card (H).</extracomment>
        <translation>Zatrzymaj %1</translation>
    </message>
    <message>
        <source>Quantum Gates: the other drawn card is discarded</source>
        <translation>Bramki kwantowe: druga dobrana karta idzie na stos kart odrzuconych</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <extracomment>Dilution Refrigerator&apos;s choice: %1: an engine card (H).</extracomment>
        <translation>Odrzuć %1</translation>
    </message>
    <message>
        <source>Dilution Refrigerator: hand limit two</source>
        <translation>Chłodziarka rozcieńczalnikowa: limit dwóch kart w&#xa0;ręce</translation>
    </message>
    <message>
        <source>Give %1 to %2</source>
        <extracomment>Bennett: %1: a component&apos;s name (Quantum Gates); %2: the other ship&apos;s name (Rubicon).</extracomment>
        <translation>Oddaj %1 statkowi %2</translation>
    </message>
    <message>
        <source>Take %1 from %2</source>
        <extracomment>Bennett: %1: a component&apos;s name (Quantum Gates); %2: the other ship&apos;s name (Rubicon).</extracomment>
        <translation>Weź %1 od statku %2</translation>
    </message>
    <message>
        <source>The Mechanic (no orbital defenses): %1</source>
        <extracomment>%1: where the card takes the ships (&quot;Mercurial to PLUS&quot;).</extracomment>
        <translation>Karta The Mechanic (bez obrony orbitalnej): %1</translation>
    </message>
    <message>
        <source>Stop</source>
        <extracomment>A button of The Mechanic event: stop playing the drawn cards.</extracomment>
        <translation>Zakończ</translation>
    </message>
    <message>
        <source>The Mechanic: discard the drawn cards left and take your hand back</source>
        <translation>Karta The Mechanic: odrzuć pozostałe dobrane karty i&#xa0;weź rękę z&#xa0;powrotem</translation>
    </message>
    <message>
        <source>Won: the quantum computer is rebuilt!</source>
        <translation>Wygrana: komputer kwantowy odbudowany!</translation>
    </message>
    <message>
        <source>Lost: the detection rate reached X.</source>
        <translation>Przegrana: współczynnik detekcji osiągnął X.</translation>
    </message>
    <message>
        <source>%1&apos;s turn: navigate, exchange, retrieve or play an event</source>
        <extracomment>%1: a ship&apos;s name (Mercurial).</extracomment>
        <translation>Tura: %1 — nawigacja, wymiana, zdobycie lub zdarzenie</translation>
    </message>
    <message>
        <source>%1 rolled %2 (%3): keep it or roll once more (Magnetic Shielding)</source>
        <extracomment>%1: a ship&apos;s name; %2: the die&apos;s face (5); %3: what it was rolled for (&quot;orbital defenses&quot;).</extracomment>
        <translation>%1 wyrzuca %2 (%3): zostaw wynik lub rzuć jeszcze raz (Ekranowanie magnetyczne)</translation>
    </message>
    <message>
        <source>Detected! %1 chooses where the ships land in Centarious (Physical Qubits)</source>
        <extracomment>%1: a ship&apos;s name (Mercurial).</extracomment>
        <translation>Wykrycie! %1 wybiera, gdzie w&#xa0;Centarious wylądują statki (Fizyczne kubity)</translation>
    </message>
    <message>
        <source>%1: keep one of the two drawn cards (Quantum Gates)</source>
        <extracomment>%1: a ship&apos;s name (Mercurial).</extracomment>
        <translation>%1: zatrzymaj jedną z&#xa0;dwóch dobranych kart (Bramki kwantowe)</translation>
    </message>
    <message>
        <source>%1: discard down to two engine cards (Dilution Refrigerator)</source>
        <extracomment>%1: a ship&apos;s name (Mercurial).</extracomment>
        <translation>%1: odrzuć karty silnika, aż zostaną dwie (Chłodziarka rozcieńczalnikowa)</translation>
    </message>
    <message>
        <source>%1: give one of your components or take one (Bennett)</source>
        <extracomment>%1: a ship&apos;s name (Mercurial).</extracomment>
        <translation>%1: oddaj jeden ze swoich komponentów lub weź jeden (Bennett)</translation>
    </message>
    <message>
        <source>Quantum note: orbital defenses act like measuring both ships. Measuring %1 gives %2.</source>
        <extracomment>%1: a planet&apos;s name (ZERO); %2: the outcomes with their chances (&quot;|00&gt; 50%, |11&gt; 50%&quot;).</extracomment>
        <translation>Notatka kwantowa: obrona orbitalna działa jak pomiar obu statków. Pomiar %1 daje %2.</translation>
    </message>
    <message>
        <source>The board&apos;s jump of both ships to %1 (%2) is one of those outcomes.</source>
        <extracomment>%1: a planet&apos;s name (ZERO); %2: the outcome as a ket (|00&gt;).</extracomment>
        <translation>Skok obu statków na %1 (%2) według planszy jest jednym z&#xa0;tych wyników.</translation>
    </message>
    <message>
        <source>The board sends both ships to %1 (%2), which a measurement of %3 never gives: it would put the ships on different Centarious planets.</source>
        <extracomment>%1: a planet&apos;s name (ONE); %2: the outcome as a ket (|11&gt;); %3: the planet measured (PLUS).</extracomment>
        <translation>Plansza wysyła oba statki na %1 (%2), czego pomiar %3 nigdy nie daje: umieściłby statki na różnych planetach Centarious.</translation>
    </message>
    <message>
        <source>(The board only ever lands both ships together: |00&gt; or |11&gt;.)</source>
        <translation>(Według planszy oba statki zawsze lądują razem: |00&gt; lub |11&gt;.)</translation>
    </message>
    <message>
        <source>CNOT: Flip your ship only if the other ship is on CENTARIOUS ONE</source>
        <translation>CNOT: odwróć swój statek tylko wtedy, gdy drugi statek jest na ONE w&#xa0;Centarious</translation>
    </message>
    <message>
        <source>rolled %1</source>
        <extracomment>%1: the die&apos;s face (4). Components may follow: &quot;rolled 2, −1 Control Infrastructure = 1&quot;.</extracomment>
        <translation>rzut %1</translation>
    </message>
    <message>
        <source>no path</source>
        <translation>brak ścieżki</translation>
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
        <translation>Teraz działa przypadek: czeka rzut kością lub pomiar</translation>
    </message>
    <message>
        <source>Detection track: position %1 → %2 (rate %3 → %4)</source>
        <extracomment>%1, %2: the token&apos;s position on the track before and after (3 → 4, of 12); %3, %4: the rate printed there (2 → 2, or X).</extracomment>
        <translation>Skala detekcji: pozycja %1 → %2 (współczynnik %3 → %4)</translation>
    </message>
    <message numerus="yes">
        <source>%1: The Mechanic, play up to two drawn cards (%n played) or stop</source>
        <extracomment>%1: the ship&apos;s name; %n: drawn cards played so far (0, 1 or 2).</extracomment>
        <translation>
            <numerusform>%1: karta The Mechanic – zagraj do dwóch dobranych kart (zagrano %n) lub zakończ</numerusform>
            <numerusform>%1: karta The Mechanic – zagraj do dwóch dobranych kart (zagrano %n) lub zakończ</numerusform>
            <numerusform>%1: karta The Mechanic – zagraj do dwóch dobranych kart (zagrano %n) lub zakończ</numerusform>
        </translation>
    </message>
    <message>
        <source>Qubits</source>
        <comment>map tag</comment>
        <extracomment>A component&apos;s short name on its map tag: one short word, at most 8 letters, that the class connects with the whole name (&quot;Physical Qubits&quot;, which shows on hover); not an abbreviation.</extracomment>
        <translation>Kubity</translation>
    </message>
    <message>
        <source>Link</source>
        <comment>map tag</comment>
        <extracomment>A component&apos;s short name on its map tag, at most 8 letters: &quot;Qubit Interconnect&quot;.</extracomment>
        <translation>Łącze</translation>
    </message>
    <message>
        <source>Fridge</source>
        <comment>map tag</comment>
        <extracomment>A component&apos;s short name on its map tag, at most 8 letters: &quot;Dilution Refrigerator&quot;.</extracomment>
        <translation>Lodówka</translation>
    </message>
    <message>
        <source>Gates</source>
        <comment>map tag</comment>
        <extracomment>A component&apos;s short name on its map tag, at most 8 letters: &quot;Quantum Gates&quot;.</extracomment>
        <translation>Bramki</translation>
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
        <translation>Korekcja</translation>
    </message>
    <message>
        <source>Control</source>
        <comment>map tag</comment>
        <extracomment>A component&apos;s short name on its map tag, at most 8 letters: &quot;Control Infrastructure&quot;.</extracomment>
        <translation>Sterowanie</translation>
    </message>
    <message>
        <source>Shield</source>
        <comment>map tag</comment>
        <extracomment>A component&apos;s short name on its map tag, at most 8 letters: &quot;Magnetic Shielding&quot;.</extracomment>
        <translation>Ekran</translation>
    </message>
    <message>
        <source>%1 evaded PROBE: %2 is at least 4</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the roll (&quot;rolled 5&quot; or &quot;rolled 2, +1 Quantum Firewall = 3&quot;).</extracomment>
        <translation>%1 unika PROBE: %2 to co najmniej 4</translation>
    </message>
    <message>
        <source>%1 evaded the orbital defenses: %2 beats the rate %3</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the roll (&quot;rolled 5&quot;); %3: the detection rate (3).</extracomment>
        <translation>%1 unika obrony orbitalnej: %2 przebija współczynnik %3</translation>
    </message>
    <message>
        <source>%1 evaded the ground defenses: %2 beats the rate %3</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the roll (&quot;rolled 5&quot;); %3: the detection rate (3).</extracomment>
        <translation>%1 unika obrony naziemnej: %2 przebija współczynnik %3</translation>
    </message>
    <message>
        <source>%1 bypassed the ground defenses (%2)</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the component or event card that bypassed them (Quantum Tunnel).</extracomment>
        <translation>%1 omija obronę naziemną (%2)</translation>
    </message>
    <message>
        <source>%1 bypassed the orbital defenses (%2)</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the component or event card that bypassed them (Quantum Tunnel).</extracomment>
        <translation>%1 omija obronę orbitalną (%2)</translation>
    </message>
    <message>
        <source>%1 was detected by PROBE: %2 is below 4</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the roll (&quot;rolled 2&quot;).</extracomment>
        <translation>PROBE wykrywa statek %1: %2 to mniej niż 4</translation>
    </message>
    <message>
        <source>%1 was detected by the orbital defenses: %2 does not beat the rate %3</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the roll (&quot;rolled 2&quot;); %3: the detection rate (3).</extracomment>
        <translation>Obrona orbitalna wykrywa statek %1: %2 nie przebija współczynnika %3</translation>
    </message>
    <message>
        <source>%1 was detected by the ground defenses: %2 does not beat the rate %3</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the roll (&quot;rolled 2&quot;); %3: the detection rate (3).</extracomment>
        <translation>Obrona naziemna wykrywa statek %1: %2 nie przebija współczynnika %3</translation>
    </message>
    <message>
        <source>%1 cannot play %2: the hand holds no engine card</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: an engine card (H).</extracomment>
        <translation>%1 nie może zagrać %2: w&#xa0;ręce nie ma żadnej karty silnika</translation>
    </message>
    <message>
        <source>%1 cannot exchange %2: the hand holds no engine card</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: an engine card (H).</extracomment>
        <translation>%1 nie może wymienić %2: w&#xa0;ręce nie ma żadnej karty silnika</translation>
    </message>
    <message>
        <source>%1 cannot play %2: no event card is held</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: an event card&apos;s name (Bennett).</extracomment>
        <translation>%1 nie może zagrać %2: w&#xa0;ręce nie ma żadnej karty zdarzenia</translation>
    </message>
    <message>
        <source>%1 cannot give %2 for %3: the hand holds no engine card</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the card to give (H); %3: the card to take (X).</extracomment>
        <translation>%1 nie może oddać %2 za %3: w&#xa0;ręce nie ma żadnej karty silnika</translation>
    </message>
    <message>
        <source>%1 cannot give %2 for %3: the other hand holds no engine card</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the card to give (H); %3: the card to take (X).</extracomment>
        <translation>%1 nie może oddać %2 za %3: w&#xa0;ręce drugiego gracza nie ma żadnej karty silnika</translation>
    </message>
    <message>
        <source>%1: face PROBE (a roll of at least %2 evades it)</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the roll needed, 4.</extracomment>
        <translation>%1: rzut przeciw PROBE (wynik co najmniej %2 pozwala uniknąć wykrycia)</translation>
    </message>
    <message>
        <source>%1: face the ground defenses (a roll above %2 evades them)</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the detection rate (3).</extracomment>
        <translation>%1: rzut przeciw obronie naziemnej (wynik powyżej %2 pozwala jej uniknąć)</translation>
    </message>
    <message>
        <source>%1: face the orbital defenses (a roll above %2 evades them)</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the detection rate (3).</extracomment>
        <translation>%1: rzut przeciw obronie orbitalnej (wynik powyżej %2 pozwala jej uniknąć)</translation>
    </message>
    <message>
        <source>%1 took back playing %2</source>
        <extracomment>A take-back (Undo). %1: a ship&apos;s name (Mercurial); %2: the engine card played (H).</extracomment>
        <translation>%1 cofa zagranie karty %2</translation>
    </message>
    <message>
        <source>%1 took back exchanging %2</source>
        <extracomment>A take-back (Undo). %1: a ship&apos;s name (Mercurial); %2: the engine card exchanged (H).</extracomment>
        <translation>%1 cofa wymianę karty %2</translation>
    </message>
    <message>
        <source>%1 took back playing the event card %2</source>
        <extracomment>A take-back (Undo). %1: a ship&apos;s name (Mercurial); %2: the event card played (The Mechanic).</extracomment>
        <translation>%1 cofa zagranie karty zdarzenia %2</translation>
    </message>
    <message>
        <source>%1 took back the last move</source>
        <extracomment>A take-back (Undo). %1: a ship&apos;s name (Mercurial).</extracomment>
        <translation>%1 cofa ostatni ruch</translation>
    </message>
    <message>
        <source>The drawn card %1 goes back on top of the engine stack: both players know it is the next card drawn</source>
        <extracomment>After a take-back. %1: an engine card (CNOT).</extracomment>
        <translation>Dobrana karta %1 wraca na wierzch stosu kart silnika: obaj gracze wiedzą, że zostanie dobrana jako następna</translation>
    </message>
    <message>
        <source>The drawn event card %1 goes back on top of the event deck: both players know it is the next card drawn</source>
        <extracomment>After a take-back. %1: an event card&apos;s name (Heisenberg).</extracomment>
        <translation>Dobrana karta zdarzenia %1 wraca na wierzch talii kart zdarzeń kwantowych: obaj gracze wiedzą, że zostanie dobrana jako następna</translation>
    </message>
    <message>
        <source>Known on top of the engine stack: %1</source>
        <extracomment>Under the piles after a take-back. %1: the engine cards known to lie on top of the stack, the next card drawn first (&quot;CNOT&quot; or &quot;CNOT, SWAP&quot;).</extracomment>
        <translation>Znane karty na wierzchu stosu kart silnika: %1</translation>
    </message>
    <message>
        <source>Known on top of the event deck: %1</source>
        <extracomment>Under the piles after a take-back. %1: the event cards known to lie on top of the deck, the next card drawn first (&quot;Heisenberg&quot;).</extracomment>
        <translation>Znane karty na wierzchu talii kart zdarzeń kwantowych: %1</translation>
    </message>
</context>
<context>
    <name>hintText</name>
    <message>
        <source>%1%</source>
        <extracomment>A percentage: %1 is the number (62,5) in the UI language; write &quot;%1 %&quot; with a no-break space where the language spaces it.</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>A detection now loses the game.</source>
        <translation>Wykrycie teraz przegrywa grę.</translation>
    </message>
    <message numerus="yes">
        <source>A detection this turn (in %1 of the playouts) costs %n point(s): %2 after it against %3 without.</source>
        <extracomment>%1: the share of playouts with a detection (&quot;30%&quot;); %n: win-chance points it costs; %2: the win chance after a detection (&quot;20%&quot;); %3: without one (&quot;45%&quot;).</extracomment>
        <translation>
            <numerusform>Wykrycie w&#xa0;tej turze (w&#xa0;%1 rozgrywek próbnych) kosztuje %n punkt: %2 po nim wobec %3 bez niego.</numerusform>
            <numerusform>Wykrycie w&#xa0;tej turze (w&#xa0;%1 rozgrywek próbnych) kosztuje %n punkty: %2 po nim wobec %3 bez niego.</numerusform>
            <numerusform>Wykrycie w&#xa0;tej turze (w&#xa0;%1 rozgrywek próbnych) kosztuje %n punktów: %2 po nim wobec %3 bez niego.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the best of %n legal action(s) by look-ahead</source>
        <extracomment>%n: the number of legal actions.</extracomment>
        <translation>
            <numerusform>najlepszy z&#xa0;%n dozwolonego ruchu według przewidywania</numerusform>
            <numerusform>najlepszy z&#xa0;%n dozwolonych ruchów według przewidywania</numerusform>
            <numerusform>najlepszy z&#xa0;%n dozwolonych ruchów według przewidywania</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint (look-ahead): %1.</source>
        <extracomment>%1: the suggested action (&quot;Play H for Mercurial&quot;).</extracomment>
        <translation>Podpowiedź (przewidywanie): %1.</translation>
    </message>
    <message>
        <source>Hint (look-ahead): %1 — %2.</source>
        <extracomment>%1: the suggested action (&quot;Play H for Mercurial&quot;); %2: why (&quot;PLUS, which holds the component Quantum Gates&quot;).</extracomment>
        <translation>Podpowiedź (przewidywanie): %1 — %2.</translation>
    </message>
    <message>
        <source>From here the team wins %1 of games after it (%2 to %3).</source>
        <extracomment>%1: the win chance (&quot;45%&quot;); %2, %3: its 95% interval (&quot;40%&quot;, &quot;50%&quot;).</extracomment>
        <translation>Stąd drużyna wygrywa po nim %1 gier (od %2 do %3).</translation>
    </message>
    <message>
        <source>%1: wins %2; a detection now loses the game</source>
        <extracomment>%1: another action (&quot;Exchange X&quot;); %2: its win chance (&quot;30%&quot;).</extracomment>
        <translation>%1: wygrywa %2; wykrycie teraz przegrywa grę</translation>
    </message>
    <message>
        <source>%1: wins %2</source>
        <extracomment>%1: another action (&quot;Exchange X&quot;); %2: its win chance (&quot;30%&quot;).</extracomment>
        <translation>%1: wygrywa %2</translation>
    </message>
    <message>
        <source>Playing %1 here (%2): wins %3, the best of every action.</source>
        <extracomment>%1: the card previewed (H); %2: the action (&quot;Play H for Mercurial&quot;); %3: its win chance (&quot;63%&quot;).</extracomment>
        <translation>Zagranie tu %1 (%2): wygrywa %3, najlepsza ze wszystkich akcji.</translation>
    </message>
    <message>
        <source>Playing %1 here (%2): wins %3 against %4 for the best, %5.</source>
        <extracomment>%1: the card previewed (H); %2: the action (&quot;Play H for Mercurial&quot;); %3: its win chance (&quot;41%&quot;); %4: the best action&apos;s win chance (&quot;63%&quot;); %5: the best action (&quot;Play CNOT for Rubicon&quot;).</extracomment>
        <translation>Zagranie tu %1 (%2): wygrywa %3 wobec %4 dla najlepszej akcji, %5.</translation>
    </message>
    <message>
        <source>Hint (search): %1</source>
        <extracomment>%1: the suggested move and why, a whole sentence from the search&apos;s own figures.</extracomment>
        <translation>Podpowiedź (przeszukiwanie): %1</translation>
    </message>
</context>
<context>
    <name>lessonText</name>
    <message>
        <source>no planet</source>
        <translation>żadna planeta</translation>
    </message>
    <message>
        <source>both ships on %1</source>
        <extracomment>%1: a planet&apos;s name, never declined (e.g. ZERO, OMEGA THREE).</extracomment>
        <translation>oba statki na %1</translation>
    </message>
    <message>
        <source>Mercurial on %1, Rubicon on %2</source>
        <extracomment>%1, %2: planet names, never declined (e.g. ZERO, PLUS).</extracomment>
        <translation>Mercurial na %1, Rubicon na %2</translation>
    </message>
    <message>
        <source>CNOT played by %1 (control %2)</source>
        <extracomment>%1: the ship the card is played for (Rubicon); %2: the control ship (Mercurial).</extracomment>
        <translation>CNOT zagrana przez %1 (kubit sterujący: %2)</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1: a one-qubit gate (X, H); %2: a ship&apos;s name (Mercurial or Rubicon).</extracomment>
        <translation>%1 na statku %2</translation>
    </message>
    <message>
        <source>%1 played by %2</source>
        <extracomment>%1: a gate (SWAP); %2: a ship&apos;s name (Mercurial or Rubicon).</extracomment>
        <translation>%1 zagrana przez %2</translation>
    </message>
    <message>
        <source>CNOT, control %1, target %2</source>
        <extracomment>%1: the control ship&apos;s name (Mercurial); %2: the target ship&apos;s name (Rubicon).</extracomment>
        <translation>CNOT, kubit sterujący: %1, kubit docelowy: %2</translation>
    </message>
    <message>
        <source>The goal is already reached; %1 would be one card too many.</source>
        <extracomment>%1: the card and its ship (&quot;H for Mercurial&quot;).</extracomment>
        <translation>Cel jest już osiągnięty; %1 byłoby o&#xa0;jedną kartę za dużo.</translation>
    </message>
    <message>
        <source>This lesson does not let %1 play %2.</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: an engine card (SWAP).</extracomment>
        <translation>W&#xa0;tej lekcji %1 nie może zagrać karty %2.</translation>
    </message>
    <message numerus="yes">
        <source>Over budget: all %n card(s) are spent.</source>
        <extracomment>%n: the lesson&apos;s card budget.</extracomment>
        <translation>
            <numerusform>Limit przekroczony: wykorzystano już %n kartę.</numerusform>
            <numerusform>Limit przekroczony: wykorzystano już wszystkie %n karty.</numerusform>
            <numerusform>Limit przekroczony: wykorzystano już wszystkie %n kart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 may be played at most %n time(s) in this lesson.</source>
        <extracomment>%1: the card and its ship (&quot;H for Mercurial&quot;); %n: how many times it may be played.</extracomment>
        <translation>
            <numerusform>W&#xa0;tej lekcji %1 można zagrać najwyżej %n raz.</numerusform>
            <numerusform>W&#xa0;tej lekcji %1 można zagrać najwyżej %n razy.</numerusform>
            <numerusform>W&#xa0;tej lekcji %1 można zagrać najwyżej %n razy.</numerusform>
        </translation>
    </message>
    <message>
        <source>the state %1 (up to global phase)</source>
        <extracomment>A lesson&apos;s goal: %1 is a ket with its order (&quot;(|00&gt; + |11&gt;)/√2 in |Mercurial Rubicon&gt;&quot;).</extracomment>
        <translation>stan %1 (z&#xa0;dokładnością do fazy globalnej)</translation>
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
        <translation>statki są splątane (stanu nie da się rozłożyć na stany statków)</translation>
    </message>
    <message>
        <source>the ships are not entangled (the state factors per ship)</source>
        <translation>statki nie są splątane (stan rozkłada się na stany statków)</translation>
    </message>
    <message>
        <source>measuring Mercurial certainly gives %1</source>
        <extracomment>A lesson&apos;s goal: %1 is the bit, 0 or 1.</extracomment>
        <translation>pomiar Mercuriala na pewno da %1</translation>
    </message>
    <message>
        <source>measuring Rubicon certainly gives %1</source>
        <extracomment>A lesson&apos;s goal: %1 is the bit, 0 or 1.</extracomment>
        <translation>pomiar Rubicona na pewno da %1</translation>
    </message>
    <message>
        <source>measuring both ships always gives equal bits</source>
        <translation>pomiar obu statków zawsze daje równe bity</translation>
    </message>
    <message>
        <source>measuring both ships always gives different bits</source>
        <translation>pomiar obu statków zawsze daje różne bity</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <extracomment>A move in a lesson&apos;s text, an engine card played for a ship&apos;s qubit: %1: the card (H, CNOT); %2: the ship&apos;s name, never declined (Mercurial). &quot;H for Mercurial&quot;.</extracomment>
        <translation>%1 dla statku %2</translation>
    </message>
    <message>
        <source>A measurement of Mercurial gives 1 with probability %1</source>
        <extracomment>A lesson&apos;s goal: %1 is a probability as a percentage (&quot;50 %&quot;).</extracomment>
        <translation>Pomiar statku Mercurial daje 1 z&#xa0;prawdopodobieństwem %1</translation>
    </message>
    <message>
        <source>A measurement of Rubicon gives 1 with probability %1</source>
        <extracomment>A lesson&apos;s goal: %1 is a probability as a percentage (&quot;50 %&quot;).</extracomment>
        <translation>Pomiar statku Rubicon daje 1 z&#xa0;prawdopodobieństwem %1</translation>
    </message>
    <message>
        <source>You made %1; %2 needs Mercurial&apos;s bit flipped.</source>
        <extracomment>%1: the ket the learner made (|01&gt;); %2: the goal&apos;s ket (|11&gt;).</extracomment>
        <translation>Twój stan to %1; %2 wymaga odwrócenia bitu statku Mercurial.</translation>
    </message>
    <message>
        <source>You made %1; %2 needs Rubicon&apos;s bit flipped.</source>
        <extracomment>%1: the ket the learner made (|10&gt;); %2: the goal&apos;s ket (|11&gt;).</extracomment>
        <translation>Twój stan to %1; %2 wymaga odwrócenia bitu statku Rubicon.</translation>
    </message>
    <message>
        <source>You made %1; %2 needs both ships&apos; bits flipped.</source>
        <extracomment>%1: the ket the learner made (|01&gt;); %2: the goal&apos;s ket (|10&gt;).</extracomment>
        <translation>Twój stan to %1; %2 wymaga odwrócenia bitów obu statków.</translation>
    </message>
    <message>
        <source>You made %1: the right kets with the right weights, but %2 has other signs (relative phases).</source>
        <extracomment>%1: the ket the learner made (|+0&gt;); %2: the goal&apos;s ket (|-0&gt;), which has the same kets with the same weights but other signs.</extracomment>
        <translation>Twój stan to %1: właściwe kety z&#xa0;właściwymi wagami, ale %2 ma inne znaki (fazy względne).</translation>
    </message>
    <message>
        <source>You made %1, which is not entangled; the goal needs the ships entangled.</source>
        <extracomment>%1: the ket the learner made.</extracomment>
        <translation>Twój stan to %1, który nie jest splątany; cel wymaga splątanych statków.</translation>
    </message>
    <message>
        <source>You made %1, which is entangled; the goal needs the ships not entangled.</source>
        <extracomment>%1: the ket the learner made.</extracomment>
        <translation>Twój stan to %1, który jest splątany; cel wymaga niesplątanych statków.</translation>
    </message>
    <message>
        <source>You made %1, which is not entangled; %2 is.</source>
        <extracomment>%1: the ket the learner made, a product state; %2: the goal&apos;s ket, an entangled state.</extracomment>
        <translation>Twój stan to %1, który nie jest splątany; %2 jest splątany.</translation>
    </message>
    <message>
        <source>You made %1, which is entangled; %2 is not.</source>
        <extracomment>%1: the ket the learner made, an entangled state; %2: the goal&apos;s ket, a product state.</extracomment>
        <translation>Twój stan to %1, który jest splątany; %2 nie jest splątany.</translation>
    </message>
    <message>
        <source>You made %1; the goal is %2.</source>
        <extracomment>%1: the ket the learner made; %2: the goal&apos;s ket.</extracomment>
        <translation>Twój stan to %1; cel to %2.</translation>
    </message>
    <message>
        <source>You made %1, which no planet shows; the goal needs %2 on %3.</source>
        <extracomment>%1: the ket the learner made, which no planet of the board shows; %2: a ship&apos;s name (Rubicon); %3: a planet&apos;s name (ONE).</extracomment>
        <translation>Twój stan to %1, którego nie pokazuje żadna planeta; cel wymaga statku %2 na %3.</translation>
    </message>
    <message>
        <source>You made %1: %2 is on %3; the goal needs %2 on %4.</source>
        <extracomment>%1: the ket the learner made; %2: a ship&apos;s name (Rubicon); %3: the planet it is on (ZERO); %4: the planet the goal needs (ONE).</extracomment>
        <translation>Twój stan to %1: statek %2 jest na %3; cel wymaga statku %2 na %4.</translation>
    </message>
    <message>
        <source>You made %1: measuring %2 gives %3 only with probability %4; the goal needs it for certain.</source>
        <extracomment>%1: the ket the learner made; %2: a ship&apos;s name (Rubicon); %3: the bit the goal needs (0 or 1); %4: the probability it comes out now (&quot;50 %&quot;).</extracomment>
        <translation>Twój stan to %1: pomiar statku %2 daje %3 tylko z&#xa0;prawdopodobieństwem %4; cel wymaga pewności.</translation>
    </message>
    <message>
        <source>You made %1: measuring %2 gives 1 with probability %3; the goal needs %4.</source>
        <extracomment>%1: the ket the learner made; %2: a ship&apos;s name (Rubicon); %3: the probability of a 1 now (&quot;0 %&quot;); %4: the probability the goal needs (&quot;50 %&quot;).</extracomment>
        <translation>Twój stan to %1: pomiar statku %2 daje 1 z&#xa0;prawdopodobieństwem %3; cel wymaga %4.</translation>
    </message>
    <message>
        <source>You made %1: measuring both ships does not always give the same bit.</source>
        <extracomment>%1: the ket the learner made.</extracomment>
        <translation>Twój stan to %1: pomiar obu statków nie zawsze daje ten sam bit.</translation>
    </message>
    <message>
        <source>You made %1: measuring both ships does not always give different bits.</source>
        <extracomment>%1: the ket the learner made.</extracomment>
        <translation>Twój stan to %1: pomiar obu statków nie zawsze daje różne bity.</translation>
    </message>
    <message numerus="yes">
        <source>The goal is out of reach: no moves with the %n card(s) left reach it. Undo or reset.</source>
        <extracomment>%n: the cards the learner has left.</extracomment>
        <translation>
            <numerusform>Cel jest poza zasięgiem: żadne ruchy pozostałą %n kartą go nie osiągną. Cofnij ruch lub zacznij od nowa.</numerusform>
            <numerusform>Cel jest poza zasięgiem: żadne ruchy pozostałymi %n kartami go nie osiągną. Cofnij ruch lub zacznij od nowa.</numerusform>
            <numerusform>Cel jest poza zasięgiem: żadne ruchy pozostałymi %n kartami go nie osiągną. Cofnij ruch lub zacznij od nowa.</numerusform>
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
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>reviewText</name>
    <message>
        <source>%1%</source>
        <extracomment>A percentage: %1 is the number (62,5) in the UI language; write &quot;%1 %&quot; with a no-break space where the language spaces it.</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>The die rolled %1</source>
        <extracomment>%1: the die&apos;s face (1-8).</extracomment>
        <translation>Na kości wypadło %1</translation>
    </message>
    <message>
        <source>The Centarious die rolled %1</source>
        <extracomment>%1: the die&apos;s face (1-4).</extracomment>
        <translation>Na kości Centarious wypadło %1</translation>
    </message>
    <message>
        <source>Engine card drawn: %1</source>
        <extracomment>%1: an engine card&apos;s name (H).</extracomment>
        <translation>Dobrana karta silnika: %1</translation>
    </message>
    <message>
        <source>Event card drawn: %1</source>
        <extracomment>%1: an event card&apos;s name (Bennett).</extracomment>
        <translation>Dobrana karta zdarzenia: %1</translation>
    </message>
    <message>
        <source>Spooky Action picked %1</source>
        <extracomment>%1: a component&apos;s name (Quantum Gates).</extracomment>
        <translation>Spooky Action wybrało %1</translation>
    </message>
    <message>
        <source>The ships were measured: |%1%2&gt;</source>
        <extracomment>%1: Mercurial&apos;s measured bit (0 or 1); %2: Rubicon&apos;s (0 or 1), written as a ket |01&gt;.</extracomment>
        <translation>Statki zostały zmierzone: |%1%2&gt;</translation>
    </message>
    <message>
        <source>Only action</source>
        <translation>Jedyny możliwy ruch</translation>
    </message>
    <message>
        <source>Best</source>
        <extracomment>A decision&apos;s verdict in the review: the best action of those compared.</extracomment>
        <translation>Najlepszy</translation>
    </message>
    <message>
        <source>Not compared</source>
        <translation>Nie porównano</translation>
    </message>
    <message>
        <source>Good: %1 points lost</source>
        <extracomment>%1: win-chance points lost, a decimal number (0,5).</extracomment>
        <translation>Dobry: stracono %1 pkt</translation>
    </message>
    <message>
        <source>Inaccuracy: %1 points lost</source>
        <extracomment>%1: win-chance points lost, a decimal number (3,5).</extracomment>
        <translation>Niedokładność: stracono %1 pkt</translation>
    </message>
    <message>
        <source>Mistake: %1 points lost</source>
        <extracomment>%1: win-chance points lost, a decimal number (8,0).</extracomment>
        <translation>Błąd: stracono %1 pkt</translation>
    </message>
    <message>
        <source>Blunder: %1 points lost</source>
        <extracomment>%1: win-chance points lost, a decimal number (25,0).</extracomment>
        <translation>Poważny błąd: stracono %1 pkt</translation>
    </message>
    <message>
        <source>Certain: the only outcome</source>
        <translation>Pewne: jedyny wynik</translation>
    </message>
    <message>
        <source>Neutral (%1)</source>
        <extracomment>%1: the change in win chance, with its sign (+0,5).</extracomment>
        <translation>Neutralne (%1)</translation>
    </message>
    <message>
        <source>Lucky (%1)</source>
        <extracomment>%1: the change in win chance, with its sign (+8,0).</extracomment>
        <translation>Szczęście (%1)</translation>
    </message>
    <message>
        <source>Very lucky (%1)</source>
        <extracomment>%1: the change in win chance, with its sign (+20,0).</extracomment>
        <translation>Duże szczęście (%1)</translation>
    </message>
    <message>
        <source>Unlucky (%1)</source>
        <extracomment>%1: the change in win chance, with its sign (−8,0).</extracomment>
        <translation>Pech (%1)</translation>
    </message>
    <message>
        <source>Very unlucky (%1)</source>
        <extracomment>%1: the change in win chance, with its sign (−20,0).</extracomment>
        <translation>Duży pech (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Your decisions cost %n point(s).</source>
        <extracomment>%n: win-chance points the learner&apos;s decisions lost (e.g. 9).</extracomment>
        <translation>
            <numerusform>Twoje decyzje kosztowały %n punkt.</numerusform>
            <numerusform>Twoje decyzje kosztowały %n punkty.</numerusform>
            <numerusform>Twoje decyzje kosztowały %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your decisions gained %n point(s).</source>
        <extracomment>%n: win-chance points the learner&apos;s decisions gained (e.g. 9).</extracomment>
        <translation>
            <numerusform>Twoje decyzje dały %n punkt.</numerusform>
            <numerusform>Twoje decyzje dały %n punkty.</numerusform>
            <numerusform>Twoje decyzje dały %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The dice and draws cost %n point(s).</source>
        <extracomment>%n: win-chance points lost to the dice and draws.</extracomment>
        <translation>
            <numerusform>Kości i&#xa0;dobrane karty kosztowały %n punkt.</numerusform>
            <numerusform>Kości i&#xa0;dobrane karty kosztowały %n punkty.</numerusform>
            <numerusform>Kości i&#xa0;dobrane karty kosztowały %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The dice and draws gained %n point(s).</source>
        <extracomment>%n: win-chance points gained from the dice and draws.</extracomment>
        <translation>
            <numerusform>Kości i&#xa0;dobrane karty dały %n punkt.</numerusform>
            <numerusform>Kości i&#xa0;dobrane karty dały %n punkty.</numerusform>
            <numerusform>Kości i&#xa0;dobrane karty dały %n punktów.</numerusform>
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
        <translation>%1 na początku %2 z&#xa0;decyzji %3 ze szczęścia = %4 na końcu</translation>
    </message>
    <message numerus="yes">
        <source>Your AI partner&apos;s decisions cost %n point(s).</source>
        <extracomment>%n: win-chance points the AI partner&apos;s decisions lost (e.g. 4).</extracomment>
        <translation>
            <numerusform>Decyzje twojego partnera SI kosztowały %n punkt.</numerusform>
            <numerusform>Decyzje twojego partnera SI kosztowały %n punkty.</numerusform>
            <numerusform>Decyzje twojego partnera SI kosztowały %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your AI partner&apos;s decisions gained %n point(s).</source>
        <extracomment>%n: win-chance points the AI partner&apos;s decisions gained (e.g. 4).</extracomment>
        <translation>
            <numerusform>Decyzje twojego partnera SI dały %n punkt.</numerusform>
            <numerusform>Decyzje twojego partnera SI dały %n punkty.</numerusform>
            <numerusform>Decyzje twojego partnera SI dały %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The AI players&apos; decisions cost %n point(s).</source>
        <extracomment>%n: win-chance points the AI players&apos; decisions lost (e.g. 4), in a game of two AIs.</extracomment>
        <translation>
            <numerusform>Decyzje graczy SI kosztowały %n punkt.</numerusform>
            <numerusform>Decyzje graczy SI kosztowały %n punkty.</numerusform>
            <numerusform>Decyzje graczy SI kosztowały %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The AI players&apos; decisions gained %n point(s).</source>
        <extracomment>%n: win-chance points the AI players&apos; decisions gained (e.g. 4), in a game of two AIs.</extracomment>
        <translation>
            <numerusform>Decyzje graczy SI dały %n punkt.</numerusform>
            <numerusform>Decyzje graczy SI dały %n punkty.</numerusform>
            <numerusform>Decyzje graczy SI dały %n punktów.</numerusform>
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
        <translation>Twoje decyzje — najlepsze: %1, dobre: %2, niedokładności: %3, błędy: %4, poważne błędy: %5</translation>
    </message>
    <message>
        <source>Your AI partner&apos;s decisions — best: %1, good: %2, inaccuracies: %3, mistakes: %4, blunders: %5</source>
        <extracomment>%1-%5: how many of the AI partner&apos;s decisions were best, good, inaccuracies, mistakes, blunders (e.g. 3).</extracomment>
        <translation>Decyzje twojego partnera SI — najlepsze: %1, dobre: %2, niedokładności: %3, błędy: %4, poważne błędy: %5</translation>
    </message>
    <message>
        <source>Best within the estimate&apos;s noise: %1 against %2 for the best, ±%3 points</source>
        <extracomment>A decision&apos;s verdict in the review: not the best action, but the review cannot tell it from the best. %1: its win chance (&quot;46,0%&quot;); %2: the best action&apos;s (&quot;49,4%&quot;); %3: the estimate&apos;s margin in win-chance points (&quot;4,0&quot;).</extracomment>
        <translation>Najlepszy w&#xa0;granicach szumu oszacowania: %1 wobec %2 dla najlepszego, ±%3 punktu</translation>
    </message>
</context>
<context>
    <name>slideFigures</name>
    <message>
        <source>%1: cannot write the file</source>
        <extracomment>%1: the file&apos;s full path.</extracomment>
        <translation>%1: nie można zapisać pliku</translation>
    </message>
    <message>
        <source>%1: cannot create the directory</source>
        <extracomment>%1: the folder&apos;s full path.</extracomment>
        <translation>%1: nie można utworzyć katalogu</translation>
    </message>
</context>
<context>
    <name>web</name>
    <message>
        <source>Skip to your actions</source>
        <translation>Przejdź do swoich akcji</translation>
    </message>
    <message>
        <source>Skip to your cards</source>
        <translation>Przejdź do swoich kart</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>A heading: the choice of seed, difficulty and rules of a new game.</extracomment>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Ziarno</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Poziom trudności</translation>
    </message>
    <message>
        <source>Save record</source>
        <translation>Zapisz grę do pliku</translation>
    </message>
    <message>
        <source>Open record</source>
        <translation>Otwórz zapis gry</translation>
    </message>
    <message>
        <source>Turn</source>
        <extracomment>A heading: whose turn it is.</extracomment>
        <translation>Tura</translation>
    </message>
    <message>
        <source>Your actions</source>
        <translation>Twoje akcje</translation>
    </message>
    <message>
        <source>Hint</source>
        <extracomment>A button: ask for a suggested move.</extracomment>
        <translation>Podpowiedź</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Podpowiedzi</translation>
    </message>
    <message>
        <source>The ships’ state</source>
        <translation>Stan statków</translation>
    </message>
    <message>
        <source>Amplitudes in |Mercurial Rubicon⟩ order</source>
        <translation>Amplitudy w&#xa0;kolejności |Mercurial Rubicon⟩</translation>
    </message>
    <message>
        <source>Basis state</source>
        <translation>Stan bazowy</translation>
    </message>
    <message>
        <source>Amplitude</source>
        <translation>Amplituda</translation>
    </message>
    <message>
        <source>Probability</source>
        <extracomment>A column heading in a narrow table: a long word may carry soft hyphens (U+00AD) where it may break (Prawdo­podo­bieństwo), as browsers have no hyphenation dictionary for every language.</extracomment>
        <translation>Prawdo­podo­bieństwo</translation>
    </message>
    <message>
        <source>Hands</source>
        <extracomment>A heading: the cards each player holds.</extracomment>
        <translation>Karty na ręce</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <source>Log</source>
        <extracomment>A heading: the game&apos;s log of events.</extracomment>
        <translation>Dziennik</translation>
    </message>
    <message>
        <source>Create an online game</source>
        <translation>Utwórz grę online</translation>
    </message>
    <message>
        <source>Watch</source>
        <extracomment>A button: watch a game of others, read-only.</extracomment>
        <translation>Oglądaj</translation>
    </message>
    <message>
        <source>Entanglion lessons</source>
        <translation>Lekcje Entanglion</translation>
    </message>
    <message>
        <source>Solo game</source>
        <translation>Gra solo</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lekcja</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Cel</translation>
    </message>
    <message>
        <source>Your cards</source>
        <translation>Twoje karty</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Zacznij od nowa</translation>
    </message>
    <message>
        <source>Goal check</source>
        <translation>Sprawdzenie celu</translation>
    </message>
    <message>
        <source>Moves played</source>
        <translation>Zagrane ruchy</translation>
    </message>
    <message>
        <source>Bases (Mercurial first)</source>
        <translation>Bazy (najpierw Mercurial)</translation>
    </message>
    <message>
        <source>Outcome</source>
        <extracomment>A column head: a measured outcome (00, 01, 10, 11).</extracomment>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Count</source>
        <extracomment>A column head: how many shots gave that outcome.</extracomment>
        <translation>Liczba</translation>
    </message>
    <message>
        <source>Exact probability</source>
        <translation>Dokładne prawdopodobieństwo</translation>
    </message>
    <message>
        <source>Printed board</source>
        <translation>Plansza drukowana</translation>
    </message>
    <message>
        <source>Quantum</source>
        <extracomment>The quantum variant of the rules.</extracomment>
        <translation>Kwantowe</translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>The language switch&apos;s label (for screen readers).</extracomment>
        <translation>Język</translation>
    </message>
    <message>
        <source>The engine refused the move: %1</source>
        <extracomment>%1: why the engine refused the move.</extracomment>
        <translation>Silnik odrzucił ruch: %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>%1: the lesson&apos;s number, %2: its title (a list entry).</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>The last move was taken back.</source>
        <translation>Ostatni ruch został cofnięty.</translation>
    </message>
    <message>
        <source>The lesson starts again.</source>
        <translation>Lekcja zaczyna się od nowa.</translation>
    </message>
    <message>
        <source>The lesson could not be opened: %1</source>
        <extracomment>%1: the error.</extracomment>
        <translation>Nie udało się otworzyć lekcji: %1</translation>
    </message>
    <message>
        <source>Lesson opened: %1</source>
        <extracomment>%1: the lesson&apos;s title.</extracomment>
        <translation>Otwarto lekcję: %1</translation>
    </message>
    <message>
        <source>%1 played.</source>
        <extracomment>%1: the move, e.g. &quot;H for Mercurial&quot;.</extracomment>
        <translation>Zagrano %1.</translation>
    </message>
    <message>
        <source>The state could not be measured: %1</source>
        <extracomment>%1: the error.</extracomment>
        <translation>Nie udało się zmierzyć stanu: %1</translation>
    </message>
    <message>
        <source>Measured %1 times: 00 %2, 01 %3, 10 %4, 11 %5.</source>
        <extracomment>%1: the number of shots; %2, %3, %4, %5: how many gave 00, 01, 10 and 11.</extracomment>
        <translation>Zmierzono %1 razy: 00 %2, 01 %3, 10 %4, 11 %5.</translation>
    </message>
    <message>
        <source>Choose a lesson and open it.</source>
        <translation>Wybierz lekcję i&#xa0;otwórz ją.</translation>
    </message>
    <message>
        <source>Goal reached with %1 of %2 cards.</source>
        <extracomment>%1: the cards played, %2: the lesson&apos;s budget of cards.</extracomment>
        <translation>Cel osiągnięty: zagrane karty %1 z&#xa0;%2.</translation>
    </message>
    <message>
        <source>Every card is played and the goal is not reached. Undo or reset.</source>
        <translation>Wszystkie karty zagrane, a&#xa0;cel nie został osiągnięty. Cofnij ruch albo zacznij od nowa.</translation>
    </message>
    <message>
        <source>Cards left: %1 of %2.</source>
        <extracomment>%1: the cards left, %2: the lesson&apos;s budget of cards.</extracomment>
        <translation>Pozostałe karty: %1 z&#xa0;%2.</translation>
    </message>
    <message>
        <source>No lesson open</source>
        <translation>Żadna lekcja nie jest otwarta</translation>
    </message>
    <message>
        <source>Task: %1</source>
        <extracomment>%1: the lesson&apos;s task.</extracomment>
        <translation>Zadanie: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>%1: a state&apos;s ket, %2: its name (e.g. &quot;|Φ+⟩&quot;).</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 shots in the bases %2, seed %3</source>
        <extracomment>%1: the number of shots, %2: the bases (e.g. &quot;ZX&quot;), %3: the seed.</extracomment>
        <translation>Pomiary: %1, bazy %2, ziarno %3</translation>
    </message>
    <message>
        <source>One outcome is certain: there is no chance to correlate.</source>
        <translation>Jeden wynik jest pewny: nie ma losowości, którą można by skorelować.</translation>
    </message>
    <message>
        <source>Each bit is random, but the two are always equal.</source>
        <translation>Każdy bit jest losowy, ale oba są zawsze równe.</translation>
    </message>
    <message>
        <source>Each bit is random, but the two always differ.</source>
        <translation>Każdy bit jest losowy, ale oba zawsze się różnią.</translation>
    </message>
    <message>
        <source>Knowing one bit tells nothing about the other.</source>
        <translation>Znajomość jednego bitu nic nie mówi o&#xa0;drugim.</translation>
    </message>
    <message>
        <source>The bits are correlated, but not perfectly.</source>
        <translation>Bity są skorelowane, ale nie w&#xa0;pełni.</translation>
    </message>
    <message>
        <source>The engine could not be loaded: %1</source>
        <extracomment>%1: the error.</extracomment>
        <translation>Nie udało się wczytać silnika: %1</translation>
    </message>
    <message>
        <source>The game could not start: %1</source>
        <extracomment>%1: the error.</extracomment>
        <translation>Nie udało się rozpocząć gry: %1</translation>
    </message>
    <message>
        <source>The AI teammate could not move: %1</source>
        <extracomment>%1: the error.</extracomment>
        <translation>Partner SI nie mógł wykonać ruchu: %1</translation>
    </message>
    <message>
        <source>Suggested: %1</source>
        <extracomment>%1: the suggested action.</extracomment>
        <translation>Sugerowany ruch: %1</translation>
    </message>
    <message>
        <source>No suggestion now.</source>
        <translation>Teraz brak podpowiedzi.</translation>
    </message>
    <message>
        <source>The record could not be opened: %1</source>
        <extracomment>%1: the error.</extracomment>
        <translation>Nie udało się otworzyć zapisu gry: %1</translation>
    </message>
    <message>
        <source>The game from the server could not be shown: %1</source>
        <extracomment>%1: the error.</extracomment>
        <translation>Nie udało się pokazać gry z&#xa0;serwera: %1</translation>
    </message>
    <message>
        <source>Connecting to the server…</source>
        <translation>Łączenie z&#xa0;serwerem…</translation>
    </message>
    <message>
        <source>The connection is lost: reconnecting (attempt %1 of %2).</source>
        <extracomment>%1: this attempt&apos;s number, %2: how many attempts there are.</extracomment>
        <translation>Połączenie zostało przerwane: ponowne łączenie (próba %1 z&#xa0;%2).</translation>
    </message>
    <message>
        <source>The server cannot be reached. Reload the page to try again.</source>
        <translation>Nie można połączyć się z&#xa0;serwerem. Wczytaj stronę ponownie, aby spróbować jeszcze raz.</translation>
    </message>
    <message>
        <source>Connected.</source>
        <translation>Połączono.</translation>
    </message>
    <message>
        <source>Watching game %1: read-only.</source>
        <extracomment>%1: the game&apos;s join code.</extracomment>
        <translation>Oglądasz grę %1: tylko do odczytu.</translation>
    </message>
    <message>
        <source>Game %1: you fly %2. Waiting for your partner.</source>
        <extracomment>%1: the game&apos;s join code, %2: your ship (Mercurial or Rubicon).</extracomment>
        <translation>Gra %1: Twój statek to %2. Czekamy na partnera.</translation>
    </message>
    <message>
        <source>Game %1: you fly %2, your partner %3 is connected.</source>
        <extracomment>%1: the game&apos;s join code, %2: your ship, %3: your partner&apos;s ship.</extracomment>
        <translation>Gra %1: Twój statek to %2, partner (%3) jest połączony.</translation>
    </message>
    <message>
        <source>Your partner joins with the code %1 or at %2.</source>
        <extracomment>%1: the join code, %2: the address to open (a link).</extracomment>
        <translation>Partner dołącza z&#xa0;kodem %1 albo pod adresem %2.</translation>
    </message>
    <message>
        <source>No game yet: choose a seed and start one.</source>
        <translation>Jeszcze nie ma gry: wybierz ziarno i&#xa0;zacznij.</translation>
    </message>
    <message>
        <source>Mercurial on %1, Rubicon on %2.</source>
        <extracomment>%1, %2: the planets the ships stand on.</extracomment>
        <translation>Mercurial na %1, Rubicon na %2.</translation>
    </message>
    <message>
        <source>The game is won.</source>
        <translation>Gra wygrana.</translation>
    </message>
    <message>
        <source>The game is lost.</source>
        <translation>Gra przegrana.</translation>
    </message>
    <message>
        <source>Turn %1: your move (%2).</source>
        <extracomment>%1: the turn&apos;s number, %2: your ship.</extracomment>
        <translation>Tura %1: Twój ruch (%2).</translation>
    </message>
    <message>
        <source>Turn %1: %2 moves.</source>
        <extracomment>%1: the turn&apos;s number, %2: the ship that moves.</extracomment>
        <translation>Tura %1: ruch statku %2.</translation>
    </message>
    <message>
        <source>Turn %1: your partner moves (%2).</source>
        <extracomment>%1: the turn&apos;s number, %2: your partner&apos;s ship.</extracomment>
        <translation>Tura %1: ruch partnera (%2).</translation>
    </message>
    <message>
        <source>Turn %1: the AI teammate moves (%2).</source>
        <extracomment>%1: the turn&apos;s number, %2: the AI&apos;s ship.</extracomment>
        <translation>Tura %1: ruch partnera SI (%2).</translation>
    </message>
    <message>
        <source>You are watching: the players make the moves.</source>
        <translation>Oglądasz: ruchy wykonują gracze.</translation>
    </message>
    <message>
        <source>Nothing for you to do now.</source>
        <translation>Teraz nie masz nic do zrobienia.</translation>
    </message>
    <message>
        <source>Start a game first.</source>
        <translation>Najpierw rozpocznij grę.</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <extracomment>%1: a ship&apos;s name.</extracomment>
        <translation>%1 (Ty)</translation>
    </message>
    <message>
        <source>%1 (your partner)</source>
        <extracomment>%1: a ship&apos;s name.</extracomment>
        <translation>%1 (partner)</translation>
    </message>
    <message>
        <source>%1 (AI teammate)</source>
        <extracomment>%1: a ship&apos;s name.</extracomment>
        <translation>%1 (partner SI)</translation>
    </message>
    <message>
        <source>Engine cards of %1</source>
        <extracomment>%1: a ship&apos;s name.</extracomment>
        <translation>Karty silnika statku %1</translation>
    </message>
    <message>
        <source>Components: %1</source>
        <extracomment>%1: the components a ship holds, separated by commas.</extracomment>
        <translation>Komponenty: %1</translation>
    </message>
    <message>
        <source>Detection: %1. Components collected: %2 of 8.</source>
        <extracomment>%1: the detection level, %2: how many components are collected.</extracomment>
        <translation>Detekcja: %1. Zebrane komponenty: %2 z&#xa0;8.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>%1: a planet, %2: its galaxy (a map label read by screen readers).</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 is here</source>
        <extracomment>%1: a ship&apos;s name.</extracomment>
        <translation>%1 jest tutaj</translation>
    </message>
    <message>
        <source>component %1</source>
        <extracomment>%1: a component&apos;s name (on a planet of the map).</extracomment>
        <translation>komponent %1</translation>
    </message>
    <message>
        <source>Navigate with %1</source>
        <extracomment>%1: an engine card.</extracomment>
        <translation>Nawigacja z&#xa0;kartą %1</translation>
    </message>
    <message>
        <source>Retrieve the component</source>
        <translation>Zdobądź komponent</translation>
    </message>
    <message>
        <source>Swap: give %1, take %2</source>
        <extracomment>%1: the card given, %2: the card taken.</extracomment>
        <translation>Wymiana: oddaj %1, weź %2</translation>
    </message>
    <message>
        <source>Roll against the defense</source>
        <translation>Rzuć przeciw obronie</translation>
    </message>
    <message>
        <source>Roll again</source>
        <translation>Rzuć jeszcze raz</translation>
    </message>
    <message>
        <source>Place Mercurial on %1, Rubicon on %2</source>
        <extracomment>%1, %2: the planets where the ships start.</extracomment>
        <translation>Postaw Mercurial na %1, Rubicon na %2</translation>
    </message>
    <message>
        <source>Give %1</source>
        <extracomment>%1: an engine card.</extracomment>
        <translation>Oddaj %1</translation>
    </message>
    <message>
        <source>Take %1</source>
        <extracomment>%1: an engine card.</extracomment>
        <translation>Weź %1</translation>
    </message>
    <message>
        <source>Play %1 (The Mechanic)</source>
        <extracomment>%1: an engine card.</extracomment>
        <translation>Zagraj %1 (The Mechanic)</translation>
    </message>
    <message>
        <source>Play no more cards</source>
        <translation>Nie zagrywaj więcej kart</translation>
    </message>
    <message>
        <source>Light</source>
        <extracomment>The colours&apos; choice: a light page (beside the app&apos;s &quot;Dark&quot; and &quot;High contrast&quot;).</extracomment>
        <translation>Jasne</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>A label: who plays the new game.</extracomment>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>You and the AI teammate</source>
        <translation>Ty i&#xa0;partner SI</translation>
    </message>
    <message>
        <source>Two people at this screen (hot-seat)</source>
        <translation>Dwie osoby przy tym ekranie (gorące krzesło)</translation>
    </message>
    <message>
        <source>%1, it is your move: pass the screen if you fly the other ship.</source>
        <extracomment>Hot-seat play, in large type. %1: the ship that must act (Mercurial or Rubicon).</extracomment>
        <translation>%1, twój ruch: jeśli lecisz drugim statkiem, oddaj ekran.</translation>
    </message>
    <message>
        <source>Actions of %1</source>
        <extracomment>A heading in hot-seat play. %1: the ship that must act.</extracomment>
        <translation>Akcje: %1</translation>
    </message>
    <message>
        <source>%1 (to move)</source>
        <extracomment>A hand&apos;s heading in hot-seat play. %1: the ship that must act.</extracomment>
        <translation>%1 (ruch)</translation>
    </message>
    <message>
        <source>A finished game is shown read-only: start a new game to play.</source>
        <translation>Zakończona gra jest tylko do odczytu: aby grać, zacznij nową grę.</translation>
    </message>
    <message>
        <source>The last move cannot be taken back: its die roll is already known.</source>
        <translation>Ostatniego ruchu nie można cofnąć: wynik rzutu kością jest już znany.</translation>
    </message>
    <message>
        <source>The last move cannot be taken back: the card it drew is already known.</source>
        <translation>Ostatniego ruchu nie można cofnąć: dobrana w&#xa0;nim karta jest już znana.</translation>
    </message>
    <message>
        <source>The last move cannot be taken back: the component Spooky Action picked is already known.</source>
        <translation>Ostatniego ruchu nie można cofnąć: komponent wybrany przez Spooky Action jest już znany.</translation>
    </message>
    <message>
        <source>The last move cannot be taken back: the measurement is already known.</source>
        <translation>Ostatniego ruchu nie można cofnąć: wynik pomiaru jest już znany.</translation>
    </message>
    <message>
        <source>The last move cannot be taken back: the engine stack ran out during it and was shuffled anew from the discard pile, so its cards can no longer go back on top.</source>
        <translation>Ostatniego ruchu nie można cofnąć: w&#xa0;jego trakcie skończył się stos kart silnika i&#xa0;stos kart odrzuconych przetasowano w&#xa0;nowy stos, więc dobrane karty nie mogą już wrócić na wierzch.</translation>
    </message>
    <message>
        <source>Correlation of the bits (equal minus different) in %1: %2 exact.</source>
        <extracomment>%1: the bases (e.g. &quot;ZZ&quot;); %2: the exact correlation, from -1 to 1 (e.g. &quot;0.71&quot;).</extracomment>
        <translation>Korelacja bitów (zgodne minus różne) w&#xa0;%1: dokładnie %2.</translation>
    </message>
    <message>
        <source>Entanglion class</source>
        <translation>Entanglion – zajęcia</translation>
    </message>
    <message>
        <source>Join the class</source>
        <translation>Dołącz do zajęć</translation>
    </message>
    <message>
        <source>Class code</source>
        <translation>Kod zajęć</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Twoje imię</translation>
    </message>
    <message>
        <source>Your seat</source>
        <translation>Twoje miejsce</translation>
    </message>
    <message>
        <source>From your teacher</source>
        <translation>Od nauczyciela</translation>
    </message>
    <message>
        <source>Call the teacher</source>
        <translation>Zawołaj nauczyciela</translation>
    </message>
    <message>
        <source>Cancel the call</source>
        <translation>Odwołaj wezwanie</translation>
    </message>
    <message>
        <source>%1, you are in class %2.</source>
        <extracomment>%1: the student&apos;s display name, %2: the class code.</extracomment>
        <translation>%1, jesteś w&#xa0;klasie %2.</translation>
    </message>
    <message>
        <source>%1, you are at table %2 and fly %3.</source>
        <extracomment>%1: the student&apos;s display name, %2: the table&apos;s number, %3: a ship&apos;s name.</extracomment>
        <translation>%1, siedzisz przy stole %2 i&#xa0;lecisz statkiem %3.</translation>
    </message>
    <message>
        <source>The teacher has paused the class.</source>
        <translation>Nauczyciel wstrzymał zajęcia.</translation>
    </message>
    <message>
        <source>The game has started: opening your table…</source>
        <translation>Gra się zaczęła: otwieram twój stół…</translation>
    </message>
    <message>
        <source>Wait for your teacher to start the games.</source>
        <translation>Poczekaj, aż nauczyciel rozpocznie gry.</translation>
    </message>
    <message>
        <source>Open your table’s game</source>
        <translation>Otwórz grę swojego stołu</translation>
    </message>
    <message>
        <source>Class %1</source>
        <extracomment>%1: the class code (a heading above a student&apos;s game).</extracomment>
        <translation>Zajęcia %1</translation>
    </message>
    <message>
        <source>Your class page</source>
        <translation>Strona twoich zajęć</translation>
    </message>
    <message>
        <source>From your teacher: %1</source>
        <extracomment>%1: the teacher&apos;s message to every screen.</extracomment>
        <translation>Od nauczyciela: %1</translation>
    </message>
    <message>
        <source>No class has the code %1. Check the code with your teacher.</source>
        <extracomment>%1: the class code as typed.</extracomment>
        <translation>Żadne zajęcia nie mają kodu %1. Sprawdź kod u&#xa0;nauczyciela.</translation>
    </message>
    <message>
        <source>This teacher link is not valid (or the class is gone). Open a new class.</source>
        <translation>Ten link nauczyciela jest nieważny (albo zajęć już nie ma). Otwórz nowe zajęcia.</translation>
    </message>
    <message>
        <source>The class is full.</source>
        <translation>Zajęcia są pełne.</translation>
    </message>
    <message>
        <source>Not possible now: %1</source>
        <extracomment>%1: the server&apos;s reason, in English.</extracomment>
        <translation>Teraz niemożliwe: %1</translation>
    </message>
    <message>
        <source>Too many tries from this network. Wait a minute and try again.</source>
        <translation>Za dużo prób z&#xa0;tej sieci. Poczekaj minutę i&#xa0;spróbuj ponownie.</translation>
    </message>
    <message>
        <source>Not accepted: %1</source>
        <extracomment>%1: the server&apos;s reason, in English.</extracomment>
        <translation>Nie przyjęto: %1</translation>
    </message>
    <message>
        <source>The connection is lost: reconnecting…</source>
        <translation>Połączenie zerwane: łączę ponownie…</translation>
    </message>
    <message>
        <source>Entanglion class view</source>
        <translation>Entanglion – widok zajęć</translation>
    </message>
    <message>
        <source>Open a class</source>
        <translation>Otwórz zajęcia</translation>
    </message>
    <message>
        <source>Students join on their own devices with the class code. Nothing but their display names is kept.</source>
        <translation>Uczniowie dołączają na własnych urządzeniach, podając kod zajęć. Serwer przechowuje tylko ich wyświetlane imiona.</translation>
    </message>
    <message>
        <source>The class</source>
        <translation>Zajęcia</translation>
    </message>
    <message>
        <source>The same deal at every table</source>
        <translation>To samo rozdanie przy każdym stole</translation>
    </message>
    <message>
        <source>Save the setup</source>
        <translation>Zapisz ustawienia</translation>
    </message>
    <message>
        <source>Start all tables</source>
        <translation>Rozpocznij przy wszystkich stołach</translation>
    </message>
    <message>
        <source>Pause all tables</source>
        <translation>Wstrzymaj wszystkie stoły</translation>
    </message>
    <message>
        <source>Resume all tables</source>
        <translation>Wznów wszystkie stoły</translation>
    </message>
    <message>
        <source>End the class</source>
        <translation>Zakończ zajęcia</translation>
    </message>
    <message>
        <source>A message to every screen</source>
        <translation>Wiadomość na każdy ekran</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Wyślij</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Stoły</translation>
    </message>
    <message>
        <source>Show</source>
        <extracomment>A label: which tables the class view shows.</extracomment>
        <translation>Pokaż</translation>
    </message>
    <message>
        <source>Order</source>
        <extracomment>A label: the order of the tables in the class view.</extracomment>
        <translation>Kolejność</translation>
    </message>
    <message>
        <source>All tables</source>
        <translation>Wszystkie stoły</translation>
    </message>
    <message>
        <source>Needing attention</source>
        <translation>Wymagające uwagi</translation>
    </message>
    <message>
        <source>Still playing</source>
        <translation>Wciąż grające</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Zakończone</translation>
    </message>
    <message>
        <source>Needing attention first</source>
        <translation>Najpierw wymagające uwagi</translation>
    </message>
    <message>
        <source>By table number</source>
        <translation>Według numeru stołu</translation>
    </message>
    <message>
        <source>By progress</source>
        <translation>Według postępu</translation>
    </message>
    <message>
        <source>The setup is saved.</source>
        <translation>Ustawienia zapisane.</translation>
    </message>
    <message>
        <source>The tables have started.</source>
        <translation>Gry przy stołach się zaczęły.</translation>
    </message>
    <message>
        <source>Every table is paused.</source>
        <translation>Wszystkie stoły są wstrzymane.</translation>
    </message>
    <message>
        <source>The tables play on.</source>
        <translation>Stoły grają dalej.</translation>
    </message>
    <message>
        <source>End the class for everyone? The tables stop.</source>
        <translation>Zakończyć zajęcia dla wszystkich? Gry przy stołach się zatrzymają.</translation>
    </message>
    <message>
        <source>The class has ended.</source>
        <translation>Zajęcia się zakończyły.</translation>
    </message>
    <message>
        <source>The message is on every screen.</source>
        <translation>Wiadomość jest na każdym ekranie.</translation>
    </message>
    <message>
        <source>The message is cleared.</source>
        <translation>Wiadomość usunięta.</translation>
    </message>
    <message>
        <source>Table %1 asks for help.</source>
        <extracomment>%1: a table&apos;s number.</extracomment>
        <translation>Stół %1 prosi o&#xa0;pomoc.</translation>
    </message>
    <message>
        <source>Students open %1 and type their name.</source>
        <extracomment>%1: the address of the class page.</extracomment>
        <translation>Uczniowie otwierają %1 i&#xa0;wpisują swoje imię.</translation>
    </message>
    <message>
        <source>Your teacher link (keep it to yourself): %1</source>
        <extracomment>%1: the secret address of the class view.</extracomment>
        <translation>Twój link nauczyciela (zachowaj go dla siebie): %1</translation>
    </message>
    <message>
        <source>The tables are playing.</source>
        <translation>Przy stołach trwają gry.</translation>
    </message>
    <message>
        <source>Waiting for students: the tables start when you say.</source>
        <translation>Czekamy na uczniów: gry zaczną się na twój znak.</translation>
    </message>
    <message>
        <source>No table yet: students are seated as they join.</source>
        <translation>Nie ma jeszcze stołów: uczniowie dostają miejsca w&#xa0;miarę dołączania.</translation>
    </message>
    <message>
        <source>No table to show.</source>
        <translation>Brak stołów do pokazania.</translation>
    </message>
    <message>
        <source>Table %1: %2</source>
        <extracomment>%1: a table&apos;s number, %2: its status (Playing, Won, ...).</extracomment>
        <translation>Stół %1: %2</translation>
    </message>
    <message>
        <source>Watch table %1</source>
        <extracomment>%1: a table&apos;s number.</extracomment>
        <translation>Oglądaj stół %1</translation>
    </message>
    <message>
        <source>Waiting for the start</source>
        <extracomment>A table&apos;s status before the teacher starts the games.</extracomment>
        <translation>Czeka na start</translation>
    </message>
    <message>
        <source>Playing</source>
        <extracomment>A table&apos;s status.</extracomment>
        <translation>Gra trwa</translation>
    </message>
    <message>
        <source>Paused</source>
        <extracomment>A table&apos;s status.</extracomment>
        <translation>Wstrzymany</translation>
    </message>
    <message>
        <source>Won</source>
        <extracomment>A table&apos;s status: the game is won.</extracomment>
        <translation>Wygrana</translation>
    </message>
    <message>
        <source>Lost</source>
        <extracomment>A table&apos;s status: the game is lost.</extracomment>
        <translation>Przegrana</translation>
    </message>
    <message>
        <source>the AI teammate</source>
        <extracomment>Who flies a ship at a table (after a ship&apos;s name and a colon).</extracomment>
        <translation>towarzysz SI</translation>
    </message>
    <message>
        <source>a free seat</source>
        <extracomment>An empty seat at a table (after a ship&apos;s name and a colon).</extracomment>
        <translation>wolne miejsce</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1: a ship&apos;s name, %2: who flies it (a student&apos;s name, the AI teammate, a free seat).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>State: %1</source>
        <extracomment>%1: the ships&apos; named state (PHI_PLUS, ZERO,PLUS).</extracomment>
        <translation>Stan: %1</translation>
    </message>
    <message>
        <source>Whose turn: %1</source>
        <extracomment>%1: a ship&apos;s name.</extracomment>
        <translation>Czyja tura: %1</translation>
    </message>
    <message>
        <source>No move yet.</source>
        <translation>Jeszcze bez ruchu.</translation>
    </message>
    <message>
        <source>Asks for help</source>
        <extracomment>A flag on a table&apos;s card: a student pressed &quot;Call the teacher&quot;.</extracomment>
        <translation>Prosi o&#xa0;pomoc</translation>
    </message>
    <message>
        <source>Stuck: no move for a while</source>
        <extracomment>A flag on a table&apos;s card.</extracomment>
        <translation>Utknęli: od dawna bez ruchu</translation>
    </message>
    <message numerus="yes">
        <source>Last move: %1, %n second(s) ago.</source>
        <extracomment>%1: the move, %n: seconds since it.</extracomment>
        <translation>
            <numerusform>Ostatni ruch: %1, %n sekundę temu.</numerusform>
            <numerusform>Ostatni ruch: %1, %n sekundy temu.</numerusform>
            <numerusform>Ostatni ruch: %1, %n sekund temu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n student(s) have joined.</source>
        <extracomment>%n: how many students joined the class.</extracomment>
        <translation>
            <numerusform>Dołączył %n uczeń.</numerusform>
            <numerusform>Dołączyli %n uczniowie.</numerusform>
            <numerusform>Dołączyło %n uczniów.</numerusform>
        </translation>
    </message>
    <message>
        <source>Correlation of the bits (equal minus different) in %1: %2 exact, %3 in the shots.</source>
        <extracomment>%1: the bases (e.g. &quot;ZZ&quot;); %2: the exact correlation, from -1 to 1 (e.g. &quot;0.71&quot;); %3: the correlation counted in the shots.</extracomment>
        <translation>Korelacja bitów (zgodne minus różne) w&#xa0;%1: dokładnie %2, w&#xa0;pomiarach %3.</translation>
    </message>
    <message>
        <source>Students see when their table just made a costly move</source>
        <extracomment>A checkbox of the class view: students are told when their table just lost much win probability by a move.</extracomment>
        <translation>Uczniowie widzą, gdy ich stół wykonał właśnie kosztowny ruch</translation>
    </message>
    <message>
        <source>Students now see the costly-move flag.</source>
        <translation>Uczniowie widzą teraz oznaczenie kosztownego ruchu.</translation>
    </message>
    <message>
        <source>Students no longer see the costly-move flag.</source>
        <translation>Uczniowie nie widzą już oznaczenia kosztownego ruchu.</translation>
    </message>
    <message>
        <source>Just made a costly move: %1 points of win probability lost</source>
        <extracomment>A flag on a table&apos;s card. %1: points of win probability lost by the move, e.g. 12.5.</extracomment>
        <translation>Właśnie kosztowny ruch: stracono %1 pkt szansy na wygraną</translation>
    </message>
    <message>
        <source>Your table just made a costly move: think about what the cards did to your ships.</source>
        <extracomment>Shown to the students of a table above their game, when the teacher allows it.</extracomment>
        <translation>Wasz stół wykonał właśnie kosztowny ruch: zastanówcie się, co karty zrobiły z&#xa0;waszymi statkami.</translation>
    </message>
    <message>
        <source>After the class</source>
        <extracomment>A heading of the class view once the class has ended.</extracomment>
        <translation>Po lekcji</translation>
    </message>
    <message>
        <source>Download the CSV of tables and students</source>
        <translation>Pobierz CSV stołów i&#xa0;uczniów</translation>
    </message>
    <message>
        <source>Download every table&apos;s record</source>
        <extracomment>A button: saves each table&apos;s game record as a file.</extracomment>
        <translation>Pobierz zapis gry każdego stołu</translation>
    </message>
    <message>
        <source>Print the summary</source>
        <translation>Drukuj podsumowanie</translation>
    </message>
    <message>
        <source>What cost the class most</source>
        <extracomment>A heading: the decisions that lost the class the most win probability.</extracomment>
        <translation>Co kosztowało klasę najwięcej</translation>
    </message>
    <message>
        <source>Each table</source>
        <extracomment>A heading: the results of every table, one row each.</extracomment>
        <translation>Każdy stół</translation>
    </message>
    <message>
        <source>H on a state already in superposition</source>
        <extracomment>A concept of the class summary: the H card played on a ship whose state is already a superposition.</extracomment>
        <translation>H na stanie już w&#xa0;superpozycji</translation>
    </message>
    <message>
        <source>CNOT with the control at 0</source>
        <extracomment>A concept of the class summary: CNOT played while the control ship is at 0, so nothing changes.</extracomment>
        <translation>CNOT z&#xa0;kubitem sterującym w&#xa0;0</translation>
    </message>
    <message>
        <source>Ignored detection (the track near its end)</source>
        <extracomment>A concept of the class summary: a costly decision with the detection track close to X.</extracomment>
        <translation>Zignorowane wykrycie (skala blisko końca)</translation>
    </message>
    <message>
        <source>Other decisions</source>
        <extracomment>A row of the class summary: every decision not in the other rows.</extracomment>
        <translation>Inne decyzje</translation>
    </message>
    <message>
        <source>Event cards</source>
        <extracomment>A row of the class summary: decisions to play event cards.</extracomment>
        <translation>Karty zdarzeń</translation>
    </message>
    <message>
        <source>Retrieving a component</source>
        <extracomment>A row of the class summary: decisions to retrieve a component.</extracomment>
        <translation>Zdobywanie komponentu</translation>
    </message>
    <message>
        <source>Facing defenses</source>
        <extracomment>A row of the class summary: decisions when facing orbital or ground defenses.</extracomment>
        <translation>Obrona planety</translation>
    </message>
    <message numerus="yes">
        <source>The reviews of %n table(s) are still being computed.</source>
        <extracomment>%n: finished tables whose review the server is still computing.</extracomment>
        <translation>
            <numerusform>Analiza %n stołu wciąż trwa.</numerusform>
            <numerusform>Analizy %n stołów wciąż trwają.</numerusform>
            <numerusform>Analizy %n stołów wciąż trwają.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every finished table is reviewed.</source>
        <translation>Gry wszystkich zakończonych stołów są przeanalizowane.</translation>
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
        <translation>jeszcze bez analizy</translation>
    </message>
    <message>
        <source>step %1 (%2)</source>
        <extracomment>A key moment of a game. %1: the step&apos;s number, %2: the change of win probability in points (-12.5).</extracomment>
        <translation>krok %1 (%2)</translation>
    </message>
    <message>
        <source>Points lost</source>
        <extracomment>A column heading: points of win probability lost against the best move.</extracomment>
        <translation>Stracone punkty</translation>
    </message>
    <message>
        <source>Decisions</source>
        <extracomment>A column heading: how many decisions were counted.</extracomment>
        <translation>Decyzje</translation>
    </message>
    <message>
        <source>No costly decision reviewed yet.</source>
        <translation>Jeszcze żadna kosztowna decyzja.</translation>
    </message>
    <message>
        <source>Concept</source>
        <extracomment>A column heading: the idea behind a decision (H on a superposition, ...).</extracomment>
        <translation>Pojęcie</translation>
    </message>
    <message>
        <source>Card</source>
        <extracomment>A column heading: an engine card (X, H, CNOT, SWAP) or another kind of decision.</extracomment>
        <translation>Karta</translation>
    </message>
    <message>
        <source>Table</source>
        <extracomment>A column heading: a table&apos;s number.</extracomment>
        <translation>Stolik</translation>
    </message>
    <message>
        <source>Students</source>
        <extracomment>A column heading: the students at a table.</extracomment>
        <translation>Uczniowie</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>A column heading: won, lost or still playing.</extracomment>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Moves</source>
        <extracomment>A column heading: how many moves the table played.</extracomment>
        <translation>Ruchy</translation>
    </message>
    <message>
        <source>Length</source>
        <extracomment>A column heading: how long the table played.</extracomment>
        <translation>Czas</translation>
    </message>
    <message>
        <source>Decisions (points)</source>
        <extracomment>A column heading: what the players&apos; decisions changed in win probability, in points.</extracomment>
        <translation>Decyzje (punkty)</translation>
    </message>
    <message>
        <source>Luck (points)</source>
        <extracomment>A column heading: what dice and draws changed in win probability, in points.</extracomment>
        <translation>Szczęście (punkty)</translation>
    </message>
    <message>
        <source>Key moments</source>
        <extracomment>A column heading: the game&apos;s largest swings of win probability.</extracomment>
        <translation>Kluczowe momenty</translation>
    </message>
    <message>
        <source>The same deal: the tables at the largest swings</source>
        <extracomment>A heading: with the same deal at every table, what each table played at the steps where a game swung most.</extracomment>
        <translation>To samo rozdanie: stoły w&#xa0;chwilach największych zwrotów</translation>
    </message>
    <message>
        <source>Step %1</source>
        <extracomment>A column heading. %1: a step of the game (its move number).</extracomment>
        <translation>Krok %1</translation>
    </message>
    <message>
        <source>(not reached)</source>
        <extracomment>In the comparison of the tables: this table&apos;s game did not reach that step (it ended or stopped before).</extracomment>
        <translation>(nie doszli tak daleko)</translation>
    </message>
    <message>
        <source>Delete the class</source>
        <extracomment>A button after the class: removes the class and every name from the server at once.</extracomment>
        <translation>Usuń zajęcia</translation>
    </message>
    <message>
        <source>Delete the class now? Its names, summary and records are gone from the server: download the CSV and the records first.</source>
        <extracomment>Asked before deleting a class (a yes/no question).</extracomment>
        <translation>Usunąć zajęcia teraz? Imiona, podsumowanie i&#xa0;zapisy gier znikną z&#xa0;serwera: najpierw pobierz CSV i&#xa0;zapisy.</translation>
    </message>
    <message>
        <source>The class is deleted: the server keeps nothing of it.</source>
        <translation>Zajęcia są usunięte: serwer nic z&#xa0;nich nie przechowuje.</translation>
    </message>
    <message>
        <source>Move %1 to…</source>
        <extracomment>Before the start, a choice on a table&apos;s card: where to seat the student instead. %1: the student&apos;s name.</extracomment>
        <translation>%1: przesadź do…</translation>
    </message>
    <message>
        <source>Table %1, %2</source>
        <extracomment>A seat a student can be moved to. %1: the table&apos;s number; %2: the ship (Mercurial).</extracomment>
        <translation>Stół %1, %2</translation>
    </message>
    <message>
        <source>A new table</source>
        <extracomment>A seat a student can be moved to: the first seat of a table not there yet.</extracomment>
        <translation>Nowy stół</translation>
    </message>
    <message>
        <source>Table %1 has no free seat.</source>
        <extracomment>A student was dropped on a full table. %1: the table&apos;s number.</extracomment>
        <translation>Przy stole %1 nie ma wolnego miejsca.</translation>
    </message>
    <message>
        <source>%1 now sits at table %2 and flies %3.</source>
        <extracomment>After a move. %1: the student&apos;s name; %2: the table&apos;s number; %3: the ship (Mercurial).</extracomment>
        <translation>%1 siedzi teraz przy stole %2 i&#xa0;leci statkiem %3.</translation>
    </message>
    <message>
        <source>Review of the game</source>
        <extracomment>A heading on the solo page, shown once the game is over.</extracomment>
        <translation>Analiza gry</translation>
    </message>
    <message>
        <source>The engine plays the game on many times from every step: it shows how each decision and each roll changed your team’s chance to win.</source>
        <translation>Silnik wiele razy dogrywa grę od każdego kroku: pokazuje, jak każda decyzja i&#xa0;każdy rzut zmieniły szansę waszej drużyny na wygraną.</translation>
    </message>
    <message>
        <source>Review this game</source>
        <extracomment>A button: the engine reviews the game just finished (it takes a few seconds).</extracomment>
        <translation>Przeanalizuj tę grę</translation>
    </message>
    <message>
        <source>Reviewing the game…</source>
        <translation>Analiza gry trwa…</translation>
    </message>
    <message>
        <source>The review is ready.</source>
        <translation>Analiza jest gotowa.</translation>
    </message>
    <message>
        <source>The game could not be reviewed: %1</source>
        <extracomment>%1: why the engine could not review the game (in English, from the engine).</extracomment>
        <translation>Nie udało się przeanalizować gry: %1</translation>
    </message>
    <message>
        <source>How the chance to win changed (in percentage points)</source>
        <extracomment>A table&apos;s caption: the rows below are the team&apos;s chance to win and its changes, in percentage points.</extracomment>
        <translation>Jak zmieniała się szansa na wygraną (w&#xa0;punktach procentowych)</translation>
    </message>
    <message>
        <source>Chance to win at the start</source>
        <extracomment>A row of the review: the team&apos;s chance to win the game as it was dealt, before any move.</extracomment>
        <translation>Szansa na wygraną na początku</translation>
    </message>
    <message>
        <source>Changed by the decisions</source>
        <extracomment>A row of the review: the sum of what every decision of the players changed the chance to win by.</extracomment>
        <translation>Zmiana przez decyzje</translation>
    </message>
    <message>
        <source>Changed by luck (dice and draws)</source>
        <extracomment>A row of the review: the sum of what every die roll and card draw changed the chance to win by.</extracomment>
        <translation>Zmiana przez szczęście (rzuty i&#xa0;dobrane karty)</translation>
    </message>
    <message>
        <source>At the end</source>
        <extracomment>A row of the review: the chance to win at the end (100% won, 0% lost).</extracomment>
        <translation>Na końcu</translation>
    </message>
    <message>
        <source>Points lost against the best moves</source>
        <extracomment>A table&apos;s caption: for each ship, the percentage points its player&apos;s decisions lost against the best moves.</extracomment>
        <translation>Punkty stracone względem najlepszych ruchów</translation>
    </message>
    <message>
        <source>Key moments: the largest changes</source>
        <extracomment>A table&apos;s caption: the steps of the game where the chance to win changed most.</extracomment>
        <translation>Kluczowe momenty: największe zmiany</translation>
    </message>
    <message>
        <source>Step</source>
        <extracomment>A column heading: a step of the game (its move number).</extracomment>
        <translation>Krok</translation>
    </message>
    <message>
        <source>What happened</source>
        <extracomment>A column heading: what happened at that step, in sentences.</extracomment>
        <translation>Co się stało</translation>
    </message>
    <message>
        <source>Change (points)</source>
        <extracomment>A column heading: how much the chance to win changed at that step, in percentage points (+12.5, −4.0).</extracomment>
        <translation>Zmiana (punkty)</translation>
    </message>
    <message>
        <source>A better move: %1 (%2 points more to win).</source>
        <extracomment>Under a key moment&apos;s events. %1: the better move (e.g. &quot;Navigate with H&quot;), %2: how many percentage points more chance to win it would have given, e.g. 8.5 (a decimal number: use a form that needs no plural).</extracomment>
        <translation>Lepszy ruch: %1 (o&#xa0;%2 pkt większa szansa na wygraną).</translation>
    </message>
    <message>
        <source>Lesson for every table</source>
        <extracomment>A label in the teacher&apos;s class setup: the lesson every table does (from the course).</extracomment>
        <translation>Lekcja dla każdego stołu</translation>
    </message>
    <message>
        <source>None: the game only</source>
        <extracomment>The first choice of the class setup&apos;s lesson: no lesson, the tables only play the game.</extracomment>
        <translation>Brak: tylko gra</translation>
    </message>
    <message>
        <source>%1: %2, lesson done</source>
        <extracomment>A seat on a table&apos;s card. %1: the ship (Mercurial), %2: the student&apos;s name; they have done the class&apos;s lesson.</extracomment>
        <translation>%1: %2, lekcja zrobiona</translation>
    </message>
    <message>
        <source>Do the lesson your teacher set</source>
        <extracomment>A link on a student&apos;s screen to the lesson the teacher set for the class.</extracomment>
        <translation>Zrób lekcję wybraną przez nauczyciela</translation>
    </message>
    <message>
        <source>Open the lesson again (you have done it)</source>
        <extracomment>The same link once the server has checked that the student has done the lesson.</extracomment>
        <translation>Otwórz lekcję ponownie (już ją zrobiono)</translation>
    </message>
    <message>
        <source>Telling your teacher…</source>
        <extracomment>On the lessons page opened from a class: the lesson is done and the page sends it to the server.</extracomment>
        <translation>Wysyłanie do nauczyciela…</translation>
    </message>
    <message>
        <source>Your teacher sees that you have done the lesson.</source>
        <extracomment>The server checked the student&apos;s moves: they reach the lesson&apos;s goal, and the class view shows it.</extracomment>
        <translation>Nauczyciel widzi, że lekcja jest zrobiona.</translation>
    </message>
</context>
<context>
    <name>worksheets</name>
    <message numerus="yes">
        <source>%1 (at most %n)</source>
        <extracomment>A card a lesson allows with its limit: %1 &quot;H for Mercurial&quot;, %n how many times at most.</extracomment>
        <translation>
            <numerusform>%1 (najwyżej %n raz)</numerusform>
            <numerusform>%1 (najwyżej %n razy)</numerusform>
            <numerusform>%1 (najwyżej %n razy)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: cannot write the file</source>
        <extracomment>%1: the file&apos;s full path.</extracomment>
        <translation>%1: nie można zapisać pliku</translation>
    </message>
    <message>
        <source>Entanglion · worksheet · lesson %1 of %2</source>
        <extracomment>The small line on top of a worksheet: %1 the lesson&apos;s number, %2 how many lessons there are.</extracomment>
        <translation>Entanglion · karta pracy · lekcja %1 z&#xa0;%2</translation>
    </message>
    <message>
        <source>Learning goal:</source>
        <translation>Cel lekcji:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Imię i&#xa0;nazwisko:</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Data:</translation>
    </message>
    <message>
        <source>The map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <source>The planets this lesson can reach. M and R: where Mercurial and Rubicon start; a dashed ring: where the ships must go; on each line, the cards that move a ship along it.</source>
        <translation>Planety, do których można dotrzeć w&#xa0;tej lekcji. M i&#xa0;R: skąd startują Mercurial i&#xa0;Rubicon; przerywany okrąg: dokąd mają dotrzeć statki; na każdej linii: karty, które przesuwają po niej statek.</translation>
    </message>
    <message>
        <source>Your task</source>
        <translation>Twoje zadanie</translation>
    </message>
    <message>
        <source>Start:</source>
        <translation>Start:</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>Karty:</translation>
    </message>
    <message>
        <source>Card budget:</source>
        <translation>Limit kart:</translation>
    </message>
    <message numerus="yes">
        <source>at most %n card(s)</source>
        <extracomment>%n: the most cards a solution may use.</extracomment>
        <translation>
            <numerusform>najwyżej %n karta</numerusform>
            <numerusform>najwyżej %n karty</numerusform>
            <numerusform>najwyżej %n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>Your moves</source>
        <translation>Twoje ruchy</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Card and ship</source>
        <translation>Karta i&#xa0;statek</translation>
    </message>
    <message>
        <source>State after the card (ket or planets)</source>
        <translation>Stan po karcie (ket lub planety)</translation>
    </message>
    <message>
        <source>Explain</source>
        <extracomment>A heading on the worksheet (an instruction to the student): explain your answer in words.</extracomment>
        <translation>Wyjaśnij</translation>
    </message>
    <message>
        <source>Why does your solution work? Write what each card did to the state.</source>
        <translation>Dlaczego twoje rozwiązanie działa? Napisz, co każda karta zrobiła ze stanem.</translation>
    </message>
    <message>
        <source>Entanglion · answer key · lesson %1 · for the teacher</source>
        <extracomment>The line on top of the answer key: %1 the lesson&apos;s number.</extracomment>
        <translation>Entanglion · odpowiedzi · lekcja %1 · dla nauczyciela</translation>
    </message>
    <message>
        <source>Answer key: %1</source>
        <extracomment>The answer key&apos;s title: %1 the lesson&apos;s title.</extracomment>
        <translation>Odpowiedzi: %1</translation>
    </message>
    <message>
        <source>The solver finds no solution within the card budget.</source>
        <translation>Solver nie znajduje rozwiązania w&#xa0;limicie kart.</translation>
    </message>
    <message>
        <source>A shortest solution</source>
        <translation>Najkrótsze rozwiązanie</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s):</source>
        <extracomment>%n: the number of cards of the shortest solution.</extracomment>
        <translation>
            <numerusform>%n karta:</numerusform>
            <numerusform>%n karty:</numerusform>
            <numerusform>%n kart:</numerusform>
        </translation>
    </message>
    <message>
        <source>Start: %1 (%2)</source>
        <extracomment>The answer&apos;s first line: %1 the start&apos;s ket, %2 where the ships are (&quot;Mercurial on ZERO, Rubicon on ZERO&quot;).</extracomment>
        <translation>Start: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 → %2 (%3)</source>
        <extracomment>One step of the answer: %1 the card (&quot;H for Mercurial&quot;), %2 the ket after it, %3 the planets.</extracomment>
        <translation>%1 → %2 (%3)</translation>
    </message>
    <message>
        <source>Why it works</source>
        <translation>Dlaczego to działa</translation>
    </message>
    <message>
        <source>Listen for this misconception</source>
        <translation>Zwróć uwagę na to błędne przekonanie</translation>
    </message>
    <message>
        <source>The hints, in the order the app gives them</source>
        <translation>Podpowiedzi w&#xa0;kolejności, w&#xa0;jakiej podaje je aplikacja</translation>
    </message>
    <message>
        <source>%1: writing the PDF failed</source>
        <extracomment>%1: the PDF file&apos;s full path.</extracomment>
        <translation>%1: zapis pliku PDF nie powiódł się</translation>
    </message>
    <message>
        <source>Making a Bell state: %1</source>
        <extracomment>The handout&apos;s title: %1 the Bell state (&quot;Φ+&quot;).</extracomment>
        <translation>Tworzymy stan Bella: %1</translation>
    </message>
    <message>
        <source>Entanglion · Bell-state demo · handout</source>
        <translation>Entanglion · pokaz Bella · karta pracy</translation>
    </message>
    <message>
        <source>Both ships start on ZERO, the state |00&gt;. Each card is a gate on the real two-qubit state. CNOT played for Rubicon makes Rubicon the target and Mercurial the control.</source>
        <translation>Oba statki startują z&#xa0;ZERO, ze stanu |00&gt;. Każda karta to bramka działająca na prawdziwy stan dwóch kubitów. CNOT zagrana dla Rubicona czyni Rubicona kubitem docelowym, a&#xa0;Mercuriala kubitem sterującym.</translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>A row label of the Bell handout (a noun): the state at the start, before any card.</extracomment>
        <translation>Start</translation>
    </message>
    <message>
        <source>Each ship on its own: Bloch spheres after the last card</source>
        <translation>Każdy statek osobno: sfery Blocha po ostatniej karcie</translation>
    </message>
    <message>
        <source>Measured 100 times in ZZ and in XX</source>
        <translation>100 pomiarów w&#xa0;ZZ i&#xa0;w&#xa0;XX</translation>
    </message>
    <message>
        <source>How to read the verdict</source>
        <translation>Jak czytać werdykt</translation>
    </message>
    <message>
        <source>Bars: how often each result came up. Yellow marks: the exact probability. With 100 shots the bars wobble around the marks; a result whose probability is 0 never comes up.</source>
        <translation>Słupki: jak często wypadł każdy wynik. Żółte kreski: dokładne prawdopodobieństwo. Przy 100 pomiarach słupki wahają się wokół kresek; wynik o&#xa0;prawdopodobieństwie 0 nie wypada nigdy.</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Pytania</translation>
    </message>
    <message>
        <source>1. After the H card, what would one measurement of Mercurial give? And of Rubicon?</source>
        <translation>1. Co dałby pojedynczy pomiar Mercuriala po karcie H? A&#xa0;Rubicona?</translation>
    </message>
    <message>
        <source>2. Why does the ZZ histogram alone not prove that the ships are entangled?</source>
        <translation>2. Dlaczego sam histogram ZZ nie dowodzi, że statki są splątane?</translation>
    </message>
</context>
</TS>
