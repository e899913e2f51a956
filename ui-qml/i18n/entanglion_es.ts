<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>AiPanel</name>
    <message>
        <source>AI (%1)</source>
        <extracomment>%1: the AI&apos;s kind: random, heuristic or search.</extracomment>
        <translation>IA (%1)</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <source>Mercurial: %1 · Rubicon: %2</source>
        <extracomment>%1, %2: who flies each ship: &quot;Human&quot; or &quot;AI (search)&quot;.</extracomment>
        <translation>Mercurial: %1 · Rubicon: %2</translation>
    </message>
    <message>
        <source>Hint [H]</source>
        <translation>Pista [H]</translation>
    </message>
    <message>
        <source>Suggest a move for the ship that must act, with the reason and the detection risk</source>
        <translation>Sugiere una jugada para la nave que debe actuar, con el motivo y el riesgo de detección</translation>
    </message>
    <message>
        <source>Next AI move [N]</source>
        <translation>Siguiente jugada de la IA [N]</translation>
    </message>
    <message>
        <source>Wait for N</source>
        <translation>Esperar a N</translation>
    </message>
    <message>
        <source>The AI plays one move each time you press N or Next AI move</source>
        <translation>La IA hace una jugada cada vez que pulsas N o «Siguiente jugada de la IA»</translation>
    </message>
    <message>
        <source>AI pace: %1 s</source>
        <extracomment>%1: seconds between the AI&apos;s moves (1,5), in the UI language.</extracomment>
        <translation>Ritmo de la IA: %1 s</translation>
    </message>
    <message>
        <source>The AI is thinking…</source>
        <translation>La IA está pensando…</translation>
    </message>
    <message>
        <source>AI pace in milliseconds</source>
        <translation>Ritmo de la IA en milisegundos</translation>
    </message>
</context>
<context>
    <name>AiPlayers</name>
    <message>
        <source>%1 (AI, %2): %3 — %4</source>
        <extracomment>The log&apos;s line for an AI partner&apos;s move. %1: the ship (&quot;Rubicon&quot;), %2: the AI&apos;s kind (&quot;search&quot;), %3: the move (&quot;Play H&quot;), %4: its reason (&quot;both ships to OMEGA TWO, which holds Quantum Gates&quot;).</extracomment>
        <translation>%1 (IA, %2): %3 — %4</translation>
    </message>
    <message>
        <source>Hint (%1): %2 — %3.</source>
        <extracomment>%1: the AI&apos;s kind (search); %2: the suggested action (&quot;Play H for Mercurial&quot;); %3: why, in plain words.</extracomment>
        <translation>Pista (%1): %2 — %3.</translation>
    </message>
    <message>
        <source>random</source>
        <comment>AI policy</comment>
        <translation>azar</translation>
    </message>
    <message>
        <source>heuristic</source>
        <comment>AI policy</comment>
        <translation>heurística</translation>
    </message>
    <message>
        <source>search</source>
        <comment>AI policy</comment>
        <translation>búsqueda</translation>
    </message>
    <message>
        <source>Win rate of two %1 AIs at this difficulty: not measured yet.</source>
        <extracomment>%1: the AI&apos;s kind: random, heuristic or search.</extracomment>
        <translation>Tasa de victorias de dos IA (%1) en esta dificultad: aún sin medir.</translation>
    </message>
    <message numerus="yes">
        <source>Two %1 AIs win %2% of games at this difficulty (95% interval %3–%4%, %Ln game(s), balance study).</source>
        <extracomment>%1: the AI&apos;s name; %2, %3, %4: percentages already in the UI language&apos;s digits; %Ln: the games simulated (thousands, in the UI language&apos;s digits).</extracomment>
        <translation>
            <numerusform>Dos IA %1 ganan el %2&#xa0;% de las partidas en esta dificultad (intervalo del 95&#xa0;%: %3–%4&#xa0;%, %Ln partida, estudio de equilibrio).</numerusform>
            <numerusform>Dos IA %1 ganan el %2&#xa0;% de las partidas en esta dificultad (intervalo del 95&#xa0;%: %3–%4&#xa0;%, %Ln partidas, estudio de equilibrio).</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint (%1): %2</source>
        <extracomment>%1: the AI&apos;s kind (search); %2: the suggested move and why, a whole sentence from the search&apos;s figures.</extracomment>
        <translation>Pista (%1): %2</translation>
    </message>
    <message>
        <source>%1 (AI, %2): %3</source>
        <extracomment>The log&apos;s line for a searching AI partner&apos;s move. %1: the ship (&quot;Rubicon&quot;), %2: the AI&apos;s kind (&quot;search&quot;), %3: the move and why, a whole sentence.</extracomment>
        <translation>%1 (IA, %2): %3</translation>
    </message>
</context>
<context>
    <name>AmplitudeRow</name>
    <message>
        <source>%1: amplitude %2, probability %3</source>
        <extracomment>%1: the basis state in words (&quot;zero one&quot;); %2: the amplitude in words (&quot;one over root two&quot;); %3: the probability in percent (&quot;50%&quot;).</extracomment>
        <translation>%1: amplitud %2, probabilidad %3</translation>
    </message>
</context>
<context>
    <name>BellDemo</name>
    <message>
        <source>Kets in %1 order: Mercurial&apos;s bit first.</source>
        <extracomment>%1: the qubit order as a ket label (|Mercurial Rubicon&gt;).</extracomment>
        <translation>Kets en orden %1: primero el bit de Mercurial.</translation>
    </message>
    <message>
        <source>Bell demo: |%1&gt;</source>
        <extracomment>%1: the Bell state&apos;s name (Φ+, Φ-, Ψ+ or Ψ-), inside a ket: |Φ+&gt;.</extracomment>
        <translation>Demo de Bell: |%1&gt;</translation>
    </message>
    <message>
        <source>Measure: take 100 shots in ZZ, then in XX</source>
        <translation>Medición: 100 ejecuciones en la base ZZ y luego en la XX</translation>
    </message>
    <message>
        <source>Each shot gives a random result, yet the two bits always agree (Φ) or always differ (Ψ), in both bases. Hidden values could not do that: the ships are entangled.</source>
        <translation>Cada ejecución da un resultado aleatorio y, sin embargo, los dos bits siempre coinciden (Φ) o siempre difieren (Ψ), en ambas bases. Unos valores ocultos no podrían lograrlo: las naves están entrelazadas.</translation>
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
        <translation>← Atrás</translation>
    </message>
    <message>
        <source>Measure →</source>
        <translation>Medir →</translation>
    </message>
    <message>
        <source>Next →</source>
        <translation>Siguiente →</translation>
    </message>
    <message>
        <source>Building the Bell state %1</source>
        <extracomment>%1: the Bell state as a ket (|Φ+&gt;).</extracomment>
        <translation>Construimos el estado de Bell %1</translation>
    </message>
    <message>
        <source>Next: |%1&gt; →</source>
        <extracomment>%1: the next Bell state&apos;s name (Φ-), inside a ket.</extracomment>
        <translation>Siguiente: |%1&gt; →</translation>
    </message>
    <message>
        <source>%1. The state after it: %2</source>
        <extracomment>%1: the step&apos;s title (&quot;Step 2 of 3: CNOT, control Mercurial, target Rubicon&quot;); %2: the state after it in words (&quot;one over root two times zero zero plus ...&quot;).</extracomment>
        <translation>%1. El estado después: %2</translation>
    </message>
    <message>
        <source>Bell demo</source>
        <translation>Demo de Bell</translation>
    </message>
</context>
<context>
    <name>BellDemoController</name>
    <message>
        <source>Start: both ships on %1</source>
        <extracomment>%1: a planet&apos;s name, never declined (ZERO).</extracomment>
        <translation>Inicio: ambas naves en %1</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <extracomment>%1: the step&apos;s number (1); %2: the number of steps (2 or 3); %3: the gate played, e.g. &quot;H on Mercurial&quot; or &quot;CNOT, control Mercurial, target Rubicon&quot;.</extracomment>
        <translation>Paso %1 de %2: %3</translation>
    </message>
    <message>
        <source>Both ships start on ZERO: the state |00&gt;. Nothing is entangled yet.</source>
        <translation>Ambas naves empiezan en CERO: el estado |00&gt;. Todavía no hay entrelazamiento.</translation>
    </message>
    <message>
        <source>X flips %1&apos;s bit: 0 becomes 1.</source>
        <extracomment>%1: a ship&apos;s name (Mercurial or Rubicon).</extracomment>
        <translation>X invierte el bit de %1: el 0 se convierte en 1.</translation>
    </message>
    <message>
        <source>H puts %1 into an equal mix of 0 and 1 (with a minus sign if it was 1).</source>
        <extracomment>%1: a ship&apos;s name (Mercurial or Rubicon).</extracomment>
        <translation>H pone a %1 en una superposición equilibrada de 0 y 1 (con signo menos si el bit era 1).</translation>
    </message>
    <message>
        <source>CNOT flips %1 only where %2 is 1: the two bits are now linked. This is an entangled Bell state.</source>
        <extracomment>%1: the target ship&apos;s name (Rubicon); %2: the control ship&apos;s name (Mercurial).</extracomment>
        <translation>CNOT invierte %1 solo donde %2 vale 1: los dos bits quedan ligados. Este es un estado de Bell entrelazado.</translation>
    </message>
</context>
<context>
    <name>BlochSphere</name>
    <message>
        <source>entangled: this ship has no state of its own</source>
        <translation>entrelazada: esta nave no tiene un estado por sí sola</translation>
    </message>
    <message>
        <source>partly entangled</source>
        <translation>parcialmente entrelazada</translation>
    </message>
    <message>
        <source>a state of its own</source>
        <translation>un estado individual</translation>
    </message>
    <message>
        <source>purity %1 · entropy %2 bit</source>
        <extracomment>%1: the purity, a decimal number (0,50); %2: the entanglement entropy in bits (1,00). Numbers in the UI language.</extracomment>
        <translation>pureza %1 · entropía %2 bits</translation>
    </message>
    <message>
        <source>Bloch sphere of %1</source>
        <extracomment>%1: a ship&apos;s name (Mercurial or Rubicon).</extracomment>
        <translation>Esfera de Bloch de %1</translation>
    </message>
</context>
<context>
    <name>CardButton</name>
    <message>
        <source>Play %1 (key %2)</source>
        <extracomment>%1: the card and ship (&quot;H for Mercurial&quot;); %2: its keyboard key (1).</extracomment>
        <translation>Jugar %1 (tecla %2)</translation>
    </message>
    <message numerus="yes">
        <source>(%n left)</source>
        <comment>plays of this card left in the lesson</comment>
        <extracomment>%n: how many more times this card may be played in the lesson.</extracomment>
        <translation>
            <numerusform>(queda %n)</numerusform>
            <numerusform>(quedan %n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <source>Play</source>
        <extracomment>A button on an engine or event card in the hand: play this card (the Navigate action, or the event). A button on an engine card: play the card (navigate with it).</extracomment>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Swap</source>
        <extracomment>A button on an engine card in the hand: the Exchange action (discard this card and draw a new one).</extracomment>
        <translation>Intercambiar</translation>
    </message>
    <message>
        <source>Exchange: discard this card and draw a replacement (E)</source>
        <translation>Intercambiar: descarta esta carta y levanta una de reemplazo (E)</translation>
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
        <translation>Carta de evento %1 de %2: %3</translation>
    </message>
    <message>
        <source>Card %1 of %2: %3, %4</source>
        <extracomment>%1: the card&apos;s place in the hand (1); %2: the ship&apos;s name (Mercurial); %3: the engine card (H); %4: where it takes the ships (&quot;Mercurial to PLUS&quot;).</extracomment>
        <translation>Carta %1 de %2: %3, %4</translation>
    </message>
    <message>
        <source>Play event %1 for %2 (event card %3)</source>
        <extracomment>%1: the event card&apos;s name (Bennett); %2: the ship&apos;s name (Mercurial); %3: the card&apos;s place in the hand (1).</extracomment>
        <translation>Jugar el evento %1 para %2 (carta de evento %3)</translation>
    </message>
    <message>
        <source>Play %1 for %2 (card %3)</source>
        <extracomment>%1: the engine card (H); %2: the ship&apos;s name (Mercurial); %3: the card&apos;s place in the hand (1).</extracomment>
        <translation>Jugar %1 para %2 (carta %3)</translation>
    </message>
    <message>
        <source>Swap %1 of %2 (card %3)</source>
        <extracomment>%1: the engine card (H); %2: the ship&apos;s name (Mercurial); %3: the card&apos;s place in the hand (1). Swap = exchange this card for a new one (the Exchange action).</extracomment>
        <translation>Cambiar %1 de %2 (carta %3)</translation>
    </message>
    <message>
        <source>%1
M: point at this card for your partner.</source>
        <extracomment>%1: the card&apos;s own description, e.g. &quot;Card 1 of Mercurial: H, Mercurial to PLUS&quot;.</extracomment>
        <translation>%1
M: señala esta carta a tu compañero.</translation>
    </message>
</context>
<context>
    <name>CardPreview</name>
    <message>
        <source>%1 played for %2</source>
        <extracomment>%1: an engine card (H); %2: a ship&apos;s name (Mercurial).</extracomment>
        <translation>%1 jugada para %2</translation>
    </message>
    <message>
        <source>Gate on the live state: %1</source>
        <extracomment>%1: the state after the gate, a ket (&quot;0,71|00&gt; + 0,71|10&gt;&quot;).</extracomment>
        <translation>Compuerta sobre el estado actual: %1</translation>
    </message>
</context>
<context>
    <name>Circuit</name>
    <message>
        <source>Engine control</source>
        <translation>Control de motores</translation>
    </message>
    <message>
        <source>%1 of 6</source>
        <extracomment>%1: engine control boxes filled (3), of the six boxes.</extracomment>
        <translation>%1 de 6</translation>
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
        <translation>EVENTO
CUÁNTICO</translation>
    </message>
    <message>
        <source>Box %1: %2 played for %3</source>
        <extracomment>%1: the box&apos;s number (1-6); %2: the engine card (H); %3: the ship it was played for (Mercurial).</extracomment>
        <translation>Espacio %1: %2 jugada para %3</translation>
    </message>
    <message>
        <source>Box %1: empty</source>
        <extracomment>%1: the box&apos;s number (1-6).</extracomment>
        <translation>Espacio %1: vacío</translation>
    </message>
</context>
<context>
    <name>CircuitView</name>
    <message>
        <source>Circuit</source>
        <extracomment>For a screen reader: the quantum circuit diagram of the cards played.</extracomment>
        <translation>Circuito</translation>
    </message>
</context>
<context>
    <name>ClassTeaching</name>
    <message>
        <source>The web pages are not installed with this app, so the class view cannot open here. Install Entanglion with its web pages, or run entanglion-server --classes on a computer that has them.</source>
        <translation>Las páginas web no están instaladas con esta aplicación, así que la vista de la clase no puede abrirse aquí. Instala Entanglion con sus páginas web o ejecuta entanglion-server --classes en una computadora que las tenga.</translation>
    </message>
    <message>
        <source>Cannot make a folder for the class&apos;s games: %1</source>
        <extracomment>%1: the problem from the system, e.g. &quot;No space left on device&quot;.</extracomment>
        <translation>No se puede crear una carpeta para las partidas de la clase: %1</translation>
    </message>
</context>
<context>
    <name>ClassroomKit</name>
    <message>
        <source>The teacher&apos;s guide is not installed.</source>
        <translation>La guía para docentes no está instalada.</translation>
    </message>
    <message>
        <source>Opened the teacher&apos;s guide.</source>
        <translation>Se ha abierto la guía para docentes.</translation>
    </message>
    <message>
        <source>No program to open %1.</source>
        <extracomment>%1: the guide&apos;s file path.</extracomment>
        <translation>No hay ningún programa para abrir %1.</translation>
    </message>
    <message>
        <source>Worksheet and answer key written to %1</source>
        <extracomment>After exporting: %1 the file written.</extracomment>
        <translation>Ficha y soluciones guardadas en %1</translation>
    </message>
    <message>
        <source>No lesson &quot;%1&quot;.</source>
        <extracomment>%1: the lesson&apos;s id as given on the command line (superposition).</extracomment>
        <translation>No existe la lección «%1».</translation>
    </message>
    <message>
        <source>Handout written to %1</source>
        <extracomment>%1: the PDF file written.</extracomment>
        <translation>Hoja guardada en %1</translation>
    </message>
    <message numerus="yes">
        <source>%n figure file(s) written to %1</source>
        <extracomment>After exporting figures: %n files, %1 the folder.</extracomment>
        <translation>
            <numerusform>%n archivo de figura guardado en %1</numerusform>
            <numerusform>%n archivos de figuras guardados en %1</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no game to draw.</source>
        <translation>No hay ninguna partida que dibujar.</translation>
    </message>
</context>
<context>
    <name>ConfirmActionDialog</name>
    <message>
        <source>Play this action?</source>
        <translation>¿Jugar esta acción?</translation>
    </message>
    <message>
        <source>Play</source>
        <extracomment>A button of the dialog that asks before a move: play the move.</extracomment>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Play the action</source>
        <translation>Jugar la acción</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Cancel the action</source>
        <translation>Cancelar la acción</translation>
    </message>
</context>
<context>
    <name>DetectionTrack</name>
    <message>
        <source>Detection rate</source>
        <translation>Nivel de detección</translation>
    </message>
    <message>
        <source>X: the game is lost when the token gets here</source>
        <translation>X: la partida se pierde cuando la ficha llega aquí</translation>
    </message>
    <message>
        <source>Rate %1: a defense roll must be higher than %1</source>
        <extracomment>%1: the detection rate on the track (3), twice: the value a defense roll must beat.</extracomment>
        <translation>Nivel %1: la tirada contra las defensas debe superar %1</translation>
    </message>
    <message>
        <source>The token is here.</source>
        <translation>La ficha está aquí.</translation>
    </message>
    <message>
        <source>Starting position.</source>
        <translation>Posición inicial.</translation>
    </message>
    <message>
        <source>Detection track</source>
        <translation>Escala de nivel de detección</translation>
    </message>
</context>
<context>
    <name>EndOverlay</name>
    <message>
        <source>The quantum computer is rebuilt!</source>
        <translation>¡La computadora cuántica está reconstruida!</translation>
    </message>
    <message>
        <source>Detected: the game is lost</source>
        <translation>Detectados: la partida está perdida</translation>
    </message>
    <message>
        <source>The detection rate reached X with %1 of 8 components collected.</source>
        <extracomment>%1: the components collected (5) of the eight.</extracomment>
        <translation>El nivel de detección llegó a X con %1 de 8 componentes recolectados.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Step through this game</source>
        <translation>Repasar esta partida paso a paso</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Ver el tablero</translation>
    </message>
    <message numerus="yes">
        <source>All eight components collected in %n action(s).</source>
        <extracomment>%n: the actions the team played.</extracomment>
        <translation>
            <numerusform>Los ocho componentes recolectados en %n acción.</numerusform>
            <numerusform>Los ocho componentes recolectados en %n acciones.</numerusform>
        </translation>
    </message>
    <message>
        <source>Review: luck and choices</source>
        <translation>Análisis: suerte y decisiones</translation>
    </message>
</context>
<context>
    <name>EventSpeech</name>
    <message>
        <source>Starting the speech engine…</source>
        <translation>Iniciando el motor de voz…</translation>
    </message>
    <message>
        <source>The speech engine has no voice for %1: it speaks with its default voice</source>
        <extracomment>%1: a language&apos;s name, e.g. &quot;Polish&quot;.</extracomment>
        <translation>El motor de voz no tiene voz para %1: habla con su voz predeterminada</translation>
    </message>
    <message>
        <source>Speech is unavailable: no speech engine is installed</source>
        <translation>La voz no está disponible: no hay ningún motor de voz instalado</translation>
    </message>
    <message>
        <source>Speech is unavailable: %1</source>
        <extracomment>%1: why, from the speech engine, e.g. &quot;no speech engine is installed&quot;.</extracomment>
        <translation>La voz no está disponible: %1</translation>
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
        <translation>Mercurial (línea continua)</translation>
    </message>
    <message>
        <source>Rubicon (dashed)</source>
        <translation>Rubicon (línea discontinua)</translation>
    </message>
    <message>
        <source>CNOT entry / exit</source>
        <translation>Entrada / salida CNOT</translation>
    </message>
    <message>
        <source>Galaxy map</source>
        <translation>Mapa de las galaxias</translation>
    </message>
</context>
<context>
    <name>GameAutosave</name>
    <message>
        <source>The autosaved game could not be read and was set aside as %1: %2</source>
        <extracomment>%1: the file&apos;s new name (autosave.json.unreadable); %2: the reason, a sentence.</extracomment>
        <translation>No se pudo leer la partida guardada automáticamente y se apartó como %1: %2</translation>
    </message>
    <message>
        <source>The autosaved game %1 could not be read: %2</source>
        <extracomment>%1: the file&apos;s full path; %2: the reason, a sentence.</extracomment>
        <translation>No se pudo leer la partida guardada automáticamente %1: %2</translation>
    </message>
    <message>
        <source>An unfinished game was kept when the app last closed.
Turn %1; actions played: %2.</source>
        <extracomment>%1: the turn&apos;s number (4); %2: the actions played (17).</extracomment>
        <translation>Al cerrarse la aplicación la última vez se conservó una partida sin terminar.
Turno %1; acciones jugadas: %2.</translation>
    </message>
    <message>
        <source>Resumed the autosaved game.</source>
        <translation>Se reanudó la partida guardada automáticamente.</translation>
    </message>
    <message>
        <source>The game could not be autosaved: %1</source>
        <extracomment>%1: the reason from the system, a sentence.</extracomment>
        <translation>No se pudo guardar automáticamente la partida: %1</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Difficulty must be 1, 2 or 3, got %1.</source>
        <extracomment>%1: the difficulty given (4).</extracomment>
        <translation>La dificultad debe ser 1, 2 o 3, no %1.</translation>
    </message>
    <message>
        <source>Unknown rules variant &quot;%1&quot;: choose board or quantum.</source>
        <extracomment>%1: the variant asked for (chess); &quot;board&quot; and &quot;quantum&quot; are the command line&apos;s words, kept as they are.</extracomment>
        <translation>Variante de reglas desconocida «%1»: elige board o quantum.</translation>
    </message>
    <message>
        <source>Cannot open the record: %1</source>
        <extracomment>%1: the reason, a sentence (&quot;line 3: unknown action&quot;).</extracomment>
        <translation>No se puede abrir el registro: %1</translation>
    </message>
    <message>
        <source>Cannot replay %1: %2</source>
        <extracomment>%1: a file&apos;s name (game-12.json); %2: the reason, a sentence.</extracomment>
        <translation>No se puede reproducir %1: %2</translation>
    </message>
    <message>
        <source>Cannot start from %1: %2</source>
        <extracomment>%1: a file&apos;s name (game-12.json); %2: the reason, a sentence.</extracomment>
        <translation>No se puede empezar desde %1: %2</translation>
    </message>
    <message>
        <source>There is no game to save yet.</source>
        <translation>Todavía no hay ninguna partida que guardar.</translation>
    </message>
    <message>
        <source>Could not save the game: %1</source>
        <extracomment>%1: the reason from the system, a sentence.</extracomment>
        <translation>No se pudo guardar la partida: %1</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <extracomment>%1: a file&apos;s full path.</extracomment>
        <translation>Guardada en %1</translation>
    </message>
    <message>
        <source>Start a new game first.</source>
        <translation>Primero empieza una partida nueva.</translation>
    </message>
    <message>
        <source>This record is read-only while you step through it: press Continue to play from here.</source>
        <translation>Mientras lo repasas, el registro es de solo lectura: pulsa «Continuar desde aquí» para jugar desde este punto.</translation>
    </message>
    <message>
        <source>Internal error while applying the action: %1</source>
        <extracomment>%1: the internal error&apos;s text (English).</extracomment>
        <translation>Error interno al aplicar la acción: %1</translation>
    </message>
    <message>
        <source>There is no action %1.</source>
        <extracomment>%1: the action&apos;s number (7).</extracomment>
        <translation>No existe la acción %1.</translation>
    </message>
    <message>
        <source>There is no such card to play.</source>
        <translation>No hay ninguna carta así para jugar.</translation>
    </message>
    <message>
        <source>There is no such card to exchange.</source>
        <translation>No hay ninguna carta así para intercambiar.</translation>
    </message>
    <message>
        <source>There is no such event card to play.</source>
        <translation>No hay ninguna carta de evento así para jugar.</translation>
    </message>
    <message>
        <source>Step-through is read-only</source>
        <translation>El repaso es de solo lectura</translation>
    </message>
    <message>
        <source>Step-through is read-only: press Continue to play from here</source>
        <translation>El repaso es de solo lectura: pulsa «Continuar desde aquí» para jugar desde este punto</translation>
    </message>
    <message>
        <source>Start a new game (N) or open a saved one (Ctrl+O).</source>
        <translation>Empieza una partida nueva (N) o abre una guardada (Ctrl+O).</translation>
    </message>
    <message>
        <source>Step %1 of %2 (read-only). %3</source>
        <extracomment>%1: the step&apos;s number (7); %2: the steps of the record (40); %3: the prompt at that step (&quot;Mercurial&apos;s turn: navigate, ...&quot;).</extracomment>
        <translation>Paso %1 de %2 (solo lectura). %3</translation>
    </message>
    <message>
        <source>The network game does not replay here: %1</source>
        <extracomment>%1: the reason, a sentence.</extracomment>
        <translation>La partida en red no se puede reproducir aquí: %1</translation>
    </message>
    <message>
        <source>There is nothing to take back: no move has been played yet.</source>
        <translation>No hay nada que deshacer: todavía no se ha jugado ningún movimiento.</translation>
    </message>
    <message>
        <source>%1 has played since your last move, so it can no longer be taken back.</source>
        <extracomment>%1: a ship&apos;s name, e.g. &quot;Rubicon&quot;.</extracomment>
        <translation>%1 ha jugado después de tu último movimiento, así que ya no se puede deshacer.</translation>
    </message>
    <message>
        <source>The move cannot be taken back: %1</source>
        <extracomment>%1: why, e.g. &quot;the die was rolled: 5&quot;.</extracomment>
        <translation>Este movimiento no se puede deshacer: %1</translation>
    </message>
    <message>
        <source>The last move cannot be taken back: its die roll is already known. To try another move, step through the game and use What if… in its review.</source>
        <translation>El último movimiento no se puede deshacer: ya se conoce su tirada del dado. Para probar otro movimiento, repasa la partida paso a paso y usa «¿Y si…?» en su análisis.</translation>
    </message>
    <message>
        <source>The last move cannot be taken back: the card it drew is already known. To try another move, step through the game and use What if… in its review.</source>
        <translation>El último movimiento no se puede deshacer: ya se conoce la carta que levantó. Para probar otro movimiento, repasa la partida paso a paso y usa «¿Y si…?» en su análisis.</translation>
    </message>
    <message>
        <source>The last move cannot be taken back: the component Spooky Action picked is already known. To try another move, step through the game and use What if… in its review.</source>
        <translation>El último movimiento no se puede deshacer: ya se conoce el componente que eligió la Acción Fantasmal. Para probar otro movimiento, repasa la partida paso a paso y usa «¿Y si…?» en su análisis.</translation>
    </message>
    <message>
        <source>The last move cannot be taken back: the measurement is already known. To try another move, step through the game and use What if… in its review.</source>
        <translation>El último movimiento no se puede deshacer: ya se conoce el resultado de la medición. Para probar otro movimiento, repasa la partida paso a paso y usa «¿Y si…?» en su análisis.</translation>
    </message>
    <message>
        <source>Moves cannot be taken back in a game over the network: the server keeps the one record both computers share, and your partner has seen the move.</source>
        <translation>En una partida en red no se pueden deshacer movimientos: el servidor guarda el único registro que comparten las dos computadoras y tu compañero ya ha visto el movimiento.</translation>
    </message>
    <message>
        <source>The AI plays both ships: there is no move of yours to take back.</source>
        <translation>La IA juega con las dos naves: no hay ningún movimiento tuyo que deshacer.</translation>
    </message>
    <message>
        <source>Move taken back: %1</source>
        <extracomment>%1: the move, e.g. &quot;Play H for Mercurial&quot;.</extracomment>
        <translation>Movimiento deshecho: %1</translation>
    </message>
    <message>
        <source>What if (not part of the real game)</source>
        <translation>¿Y si…? (no forma parte de la partida real)</translation>
    </message>
    <message>
        <source>The last move cannot be taken back: the engine stack ran out during it and was shuffled anew from the discard pile, so its cards can no longer go back on top. To try another move, step through the game and use What if… in its review.</source>
        <translation>El último movimiento no se puede deshacer: durante él se agotó el mazo de motor y la pila de descarte se barajó en un mazo nuevo, así que las cartas que levantó ya no pueden volver arriba. Para probar otro movimiento, repasa la partida paso a paso y usa «¿Y si…?» en su análisis.</translation>
    </message>
    <message numerus="yes">
        <source>Move taken back: %1. The %n card(s) it drew go back on top, known to both players: the log says which.</source>
        <extracomment>%1: the move, e.g. &quot;Play H for Mercurial&quot;; %n: how many cards it drew (they are named in the game log).</extracomment>
        <translation>
            <numerusform>Movimiento deshecho: %1. La carta que levantó vuelve arriba y ambos jugadores la conocen: el registro de la partida dice cuál.</numerusform>
            <numerusform>Movimiento deshecho: %1. Las %n cartas que levantó vuelven arriba y ambos jugadores las conocen: el registro de la partida dice cuáles.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
    </message>
    <message>
        <source>Back to the small log</source>
        <translation>Volver al registro pequeño</translation>
    </message>
    <message>
        <source>Enlarge the log</source>
        <translation>Ampliar el registro</translation>
    </message>
    <message>
        <source>Back to the small log (L or Esc)</source>
        <translation>Volver al registro pequeño (L o Esc)</translation>
    </message>
    <message>
        <source>Show the log large, over the game (L)</source>
        <translation>Mostrar el registro en grande, sobre la partida (L)</translation>
    </message>
    <message>
        <source>↓ Latest</source>
        <translation>↓ Lo último</translation>
    </message>
    <message>
        <source>Show the newest lines and follow them again</source>
        <translation>Mostrar las líneas más recientes y volver a seguirlas</translation>
    </message>
    <message>
        <source>(details)</source>
        <translation>(detalles)</translation>
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
        <translation>Histograma</translation>
    </message>
</context>
<context>
    <name>InAppServer</name>
    <message>
        <source>Cannot host on port %1: %2</source>
        <extracomment>%1: the port number (8765); %2: the reason from the system (&quot;Address in use&quot;).</extracomment>
        <translation>No se puede alojar la partida en el puerto %1: %2</translation>
    </message>
    <message>
        <source>Cannot keep hosted games in %1: %2</source>
        <extracomment>%1: a folder, e.g. &quot;/home/ana/.local/share/Entanglion/hosted-games&quot;; %2: the problem, e.g. &quot;disk full&quot;.</extracomment>
        <translation>No se pueden guardar las partidas alojadas en %1: %2</translation>
    </message>
</context>
<context>
    <name>KetModel</name>
    <message>
        <source>no planet</source>
        <translation>ningún planeta</translation>
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
        <translation>Estado actual</translation>
    </message>
    <message>
        <source>Qubit order of every ket. Click (or press O) to write %1 first.</source>
        <extracomment>%1: the ship whose bit would be written first (Rubicon).</extracomment>
        <translation>Orden de los qubits en cada ket. Haz clic (o pulsa O) para escribir primero %1.</translation>
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
        <translation>%1 × %2  (fase global %1: el mismo planeta)</translation>
    </message>
    <message>
        <source>Entangled: Mercurial %1 bit, Rubicon %2 bit (concurrence %3)</source>
        <extracomment>%1, %2: each ship&apos;s entanglement entropy in bits (1,00); %3: the concurrence (1,00). Numbers in the UI language.</extracomment>
        <translation>Entrelazados: Mercurial %1 bits, Rubicon %2 bits (concurrencia %3)</translation>
    </message>
    <message>
        <source>Not entangled: each ship has its own state</source>
        <translation>Sin entrelazamiento: cada nave tiene su propio estado</translation>
    </message>
    <message>
        <source>Hide measurement</source>
        <translation>Ocultar medición</translation>
    </message>
    <message>
        <source>Measure…</source>
        <translation>Medir…</translation>
    </message>
    <message>
        <source>Take shots of the live state and see each ship&apos;s Bloch sphere, without changing the game</source>
        <translation>Mide el estado actual varias veces y mira la esfera de Bloch de cada nave, sin cambiar la partida</translation>
    </message>
    <message>
        <source>the game&apos;s live state, prepared from |00&gt;</source>
        <translation>el estado actual de la partida, preparado desde |00&gt;</translation>
    </message>
    <message>
        <source>Qubit order: Rubicon, Mercurial</source>
        <translation>Orden de los qubits: Rubicon, Mercurial</translation>
    </message>
    <message>
        <source>Qubit order: Mercurial, Rubicon</source>
        <translation>Orden de los qubits: Mercurial, Rubicon</translation>
    </message>
    <message>
        <source>Live state: %1</source>
        <extracomment>%1: the live state in words (&quot;one over root two times zero zero plus ...&quot;).</extracomment>
        <translation>Estado actual: %1</translation>
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
        <translation>uno</translation>
    </message>
    <message>
        <source>i over root two</source>
        <translation>i entre raíz de dos</translation>
    </message>
    <message>
        <source>one over root two</source>
        <translation>uno entre raíz de dos</translation>
    </message>
    <message>
        <source>i over two</source>
        <translation>i entre dos</translation>
    </message>
    <message>
        <source>one half</source>
        <translation>un medio</translation>
    </message>
    <message>
        <source>%1 i</source>
        <extracomment>Read aloud: an imaginary amplitude; %1: the number in words (&quot;one over root two&quot;), followed by i.</extracomment>
        <translation>%1 i</translation>
    </message>
    <message>
        <source>open bracket %1 minus %2 i close bracket</source>
        <extracomment>Read aloud: a complex amplitude; %1: the real part in words (&quot;one half&quot;); %2: the imaginary part (&quot;one half&quot;).</extracomment>
        <translation>abre paréntesis %1 menos %2 i cierra paréntesis</translation>
    </message>
    <message>
        <source>open bracket %1 plus %2 i close bracket</source>
        <extracomment>Read aloud: a complex amplitude; %1: the real part in words (&quot;one half&quot;); %2: the imaginary part (&quot;one half&quot;).</extracomment>
        <translation>abre paréntesis %1 más %2 i cierra paréntesis</translation>
    </message>
    <message>
        <source>zero</source>
        <translation>cero</translation>
    </message>
    <message>
        <source>minus %1</source>
        <extracomment>Read aloud: a negative number; %1: the number in words (&quot;one half&quot;).
----------
Read aloud: %1: a term of a ket in words (&quot;one half times zero one&quot;).</extracomment>
        <translation>menos %1</translation>
    </message>
    <message>
        <source>i times %1</source>
        <extracomment>Read aloud: %1: a basis state in words (&quot;zero one&quot;).</extracomment>
        <translation>i por %1</translation>
    </message>
    <message>
        <source>%1 times %2</source>
        <extracomment>Read aloud: %1: an amplitude in words (&quot;one over root two&quot;); %2: a basis state (&quot;zero one&quot;).
----------
Read aloud: %1: a common factor in words (&quot;one over root two&quot;); %2: the bracketed sum of terms.</extracomment>
        <translation>%1 por %2</translation>
    </message>
    <message>
        <source>%1 minus %2</source>
        <extracomment>Read aloud: %1: the ket&apos;s terms so far; %2: the next term (&quot;one half times one zero&quot;).</extracomment>
        <translation>%1 menos %2</translation>
    </message>
    <message>
        <source>%1 plus %2</source>
        <extracomment>Read aloud: %1: the ket&apos;s terms so far; %2: the next term (&quot;one half times one zero&quot;).</extracomment>
        <translation>%1 más %2</translation>
    </message>
    <message>
        <source>zero zero</source>
        <translation>cero cero</translation>
    </message>
    <message>
        <source>zero one</source>
        <translation>cero uno</translation>
    </message>
    <message>
        <source>one zero</source>
        <translation>uno cero</translation>
    </message>
    <message>
        <source>one one</source>
        <translation>uno uno</translation>
    </message>
    <message>
        <source>zero</source>
        <comment>a qubit&apos;s basis state</comment>
        <translation>cero</translation>
    </message>
    <message>
        <source>one</source>
        <comment>a qubit&apos;s basis state</comment>
        <translation>uno</translation>
    </message>
</context>
<context>
    <name>KeyList</name>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Mayús+Tab</translation>
    </message>
    <message>
        <source>Move between the cards and buttons: the acting ship&apos;s hand and the actions come first, then the other ship, the live state, the log and the toolbar</source>
        <translation>Moverse entre las cartas y los botones: primero la mano de la nave que actúa y las acciones, luego la otra nave, el estado actual, el registro y la barra de herramientas</translation>
    </message>
    <message>
        <source>1 to 5</source>
        <translation>1 a 5</translation>
    </message>
    <message>
        <source>Play the acting ship&apos;s card in that position</source>
        <translation>Jugar la carta de la nave que actúa en esa posición</translation>
    </message>
    <message>
        <source>Alt+1 to Alt+3</source>
        <translation>Alt+1 a Alt+3</translation>
    </message>
    <message>
        <source>Swap (exchange) the engine card in that position</source>
        <translation>Cambiar (intercambiar) la carta de motor en esa posición</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Intro, Espacio</translation>
    </message>
    <message>
        <source>Play the focused card</source>
        <translation>Jugar la carta enfocada</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>Exchange the focused engine card</source>
        <translation>Intercambiar la carta de motor enfocada</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Retrieve</source>
        <extracomment>What the key R does: the Retrieve action (take the component of the planet the ships orbit).</extracomment>
        <translation>Recobrar</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>Roll the die</source>
        <translation>Tirar el dado</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Keep the roll</source>
        <translation>Conservar la tirada</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Play Quantum Tunnel</source>
        <translation>Jugar Túnel Cuántico</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Stop (The Mechanic)</source>
        <translation>Parar (El Mecánico)</translation>
    </message>
    <message>
        <source>F2 to F9</source>
        <translation>F2 a F9</translation>
    </message>
    <message>
        <source>Pick the first to the eighth option of a pending choice</source>
        <translation>Elegir de la primera a la octava opción de una elección pendiente</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Hint: the suggested move and why</source>
        <translation>Pista: el movimiento sugerido y por qué</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Next AI move</source>
        <translation>Siguiente movimiento de la IA</translation>
    </message>
    <message>
        <source>O</source>
        <translation>O</translation>
    </message>
    <message>
        <source>Switch the ket&apos;s qubit order</source>
        <translation>Cambiar el orden de los qubits del ket</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>Show the game log large</source>
        <translation>Mostrar el registro de la partida en grande</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Presentation layout on or off</source>
        <translation>Diseño de presentación: activar o desactivar</translation>
    </message>
    <message>
        <source>F10</source>
        <translation>F10</translation>
    </message>
    <message>
        <source>Open or close the panels&apos; drawer</source>
        <translation>Abrir o cerrar el cajón de paneles</translation>
    </message>
    <message>
        <source>Page Down, Page Up</source>
        <translation>Av Pág, Re Pág</translation>
    </message>
    <message>
        <source>Scroll the side panels</source>
        <translation>Desplazar los paneles laterales</translation>
    </message>
    <message>
        <source>Left, Right, Home, End</source>
        <translation>Izquierda, Derecha, Inicio, Fin</translation>
    </message>
    <message>
        <source>Step through a record</source>
        <translation>Recorrer una partida guardada paso a paso</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Close a page, the enlarged log or the drawer; clear the preview and the message</source>
        <translation>Cerrar una página, el registro ampliado o el cajón; borrar la vista previa y el mensaje</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>Las reglas</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>This list of keys</source>
        <translation>Esta lista de teclas</translation>
    </message>
    <message>
        <source>Ctrl+L, Ctrl+B</source>
        <translation>Ctrl+L, Ctrl+B</translation>
    </message>
    <message>
        <source>The Lessons page, the Bell demo</source>
        <translation>La página de lecciones, la demo de Bell</translation>
    </message>
    <message>
        <source>Ctrl+N, Ctrl+O, Ctrl+S</source>
        <translation>Ctrl+N, Ctrl+O, Ctrl+S</translation>
    </message>
    <message>
        <source>New game, open a record, save the record</source>
        <translation>Nueva partida, abrir una partida guardada, guardar la partida</translation>
    </message>
    <message>
        <source>Ctrl++, Ctrl+-, Ctrl+0</source>
        <translation>Ctrl++, Ctrl+-, Ctrl+0</translation>
    </message>
    <message>
        <source>Larger, smaller, normal text</source>
        <translation>Texto más grande, más pequeño, normal</translation>
    </message>
    <message>
        <source>F11</source>
        <translation>F11</translation>
    </message>
    <message>
        <source>Full screen on or off</source>
        <translation>Pantalla completa: activar o desactivar</translation>
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
        <translation>Leer los eventos: activar o desactivar</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>Say the context again: whose turn, where the ships are, the detection track and the components</source>
        <translation>Repetir el contexto: de quién es el turno, dónde están las naves, la escala de nivel de detección y los componentes</translation>
    </message>
    <message>
        <source>Ctrl+, Ctrl+.</source>
        <translation>Ctrl+, Ctrl+.</translation>
    </message>
    <message>
        <source>Skip the line being spoken, stop speaking</source>
        <translation>Saltar el mensaje que se está leyendo, dejar de hablar</translation>
    </message>
    <message>
        <source>Take back your last move unless it rolled a die or measured; a card it drew goes back on top of its pile, known</source>
        <translation>Deshacer tu último movimiento salvo que en él se haya tirado un dado o se haya medido; la carta que levantó vuelve arriba de su mazo y ambos jugadores la conocen</translation>
    </message>
</context>
<context>
    <name>KeysPage</name>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
</context>
<context>
    <name>LastMove</name>
    <message>
        <source>AI move: %1</source>
        <extracomment>%1: the AI&apos;s action (&quot;Play H for Mercurial&quot;).</extracomment>
        <translation>Jugada de la IA: %1</translation>
    </message>
    <message>
        <source>AI move: %1 — %2</source>
        <extracomment>%1: the AI&apos;s action (&quot;Exchange X&quot;); %2: what came of it (&quot;Mercurial drew H; ...&quot;).</extracomment>
        <translation>Jugada de la IA: %1 — %2</translation>
    </message>
    <message>
        <source>Last move: %1</source>
        <extracomment>%1: the action (&quot;Play H for Mercurial&quot;).</extracomment>
        <translation>Última jugada: %1</translation>
    </message>
    <message>
        <source>Last move: %1 — %2</source>
        <extracomment>%1: the action (&quot;Exchange X&quot;); %2: what came of it (&quot;Mercurial drew H; ...&quot;).</extracomment>
        <translation>Última jugada: %1 — %2</translation>
    </message>
</context>
<context>
    <name>LessonList</name>
    <message>
        <source>Lessons</source>
        <translation>Lecciones</translation>
    </message>
    <message>
        <source>%1 of %2 completed</source>
        <extracomment>%1: lessons completed (3); %2: all lessons (15).</extracomment>
        <translation>%1 de %2 completadas</translation>
    </message>
    <message>
        <source>↑/↓ choose · Enter open · Esc back</source>
        <translation>↑/↓ elegir · Enter abrir · Esc volver</translation>
    </message>
    <message>
        <source>Progress could not be loaded or saved: %1</source>
        <extracomment>%1: the reason from the system, e.g. &quot;Permission denied&quot;.</extracomment>
        <translation>No se pudo cargar ni guardar el progreso: %1</translation>
    </message>
    <message>
        <source>quantum rules</source>
        <translation>reglas cuánticas</translation>
    </message>
    <message>
        <source>board rules</source>
        <translation>reglas del tablero</translation>
    </message>
    <message>
        <source>not done yet</source>
        <translation>aún sin hacer</translation>
    </message>
    <message numerus="yes">
        <source>✓ done, best %1 of %n card(s)</source>
        <extracomment>%1: the fewest cards a success used; %n: the lesson&apos;s card budget (it can be 1).</extracomment>
        <translation>
            <numerusform>✓ hecha, mejor resultado: %1 de %n carta</numerusform>
            <numerusform>✓ hecha, mejor resultado: %1 de %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Lesson %1: %2</source>
        <extracomment>A row of the lesson list: %1: the lesson&apos;s number (3); %2: its title (&quot;Superposition&quot;).</extracomment>
        <translation>Lección %1: %2</translation>
    </message>
</context>
<context>
    <name>LessonMap</name>
    <message>
        <source>The board names no planet for this state</source>
        <translation>El tablero no tiene ningún planeta para este estado</translation>
    </message>
    <message>
        <source>Lesson map</source>
        <translation>Mapa de la lección</translation>
    </message>
</context>
<context>
    <name>LessonView</name>
    <message>
        <source>← Lessons (Esc)</source>
        <translation>← Lecciones (Esc)</translation>
    </message>
    <message>
        <source>Lesson %1: %2</source>
        <extracomment>%1: the lesson&apos;s number (3); %2: its title (&quot;Superposition&quot;).</extracomment>
        <translation>Lección %1: %2</translation>
    </message>
    <message>
        <source>Cards used: %1 of %2</source>
        <extracomment>%1: cards played so far (1); %2: the card budget (3).</extracomment>
        <translation>Cartas usadas: %1 de %2</translation>
    </message>
    <message>
        <source>Goal: %1</source>
        <extracomment>%1: the goal&apos;s conditions, separated by &quot;;&quot; (&quot;both ships on PHI PLUS; the state (|00&gt; + |11&gt;)/√2 …&quot;).</extracomment>
        <translation>Objetivo: %1</translation>
    </message>
    <message>
        <source>Hint (H): %1 of %2 shown</source>
        <extracomment>%1: hints shown (1); %2: hints in the lesson (3).</extracomment>
        <translation>Pista (H): %1 de %2 mostradas</translation>
    </message>
    <message>
        <source>All hints shown</source>
        <translation>Todas las pistas mostradas</translation>
    </message>
    <message>
        <source>Hint %1: %2</source>
        <extracomment>%1: the hint&apos;s number (1); %2: the hint, a sentence.</extracomment>
        <translation>Pista %1: %2</translation>
    </message>
    <message>
        <source>in %1 · %2</source>
        <extracomment>%1: the qubit order as a ket label (|Mercurial Rubicon&gt;); %2: where the ships are (&quot;Mercurial on ZERO, Rubicon on ONE&quot;).</extracomment>
        <translation>en %1 · %2</translation>
    </message>
    <message>
        <source>Next lesson (Enter)</source>
        <translation>Siguiente lección (Enter)</translation>
    </message>
    <message>
        <source>Play again (Ctrl+R)</source>
        <translation>Jugar de nuevo (Ctrl+R)</translation>
    </message>
    <message>
        <source>Back to the list (Esc)</source>
        <translation>Volver a la lista (Esc)</translation>
    </message>
    <message>
        <source>Undo (Backspace)</source>
        <translation>Deshacer (Retroceso)</translation>
    </message>
    <message>
        <source>Reset (Ctrl+R)</source>
        <translation>Reiniciar (Ctrl+R)</translation>
    </message>
    <message>
        <source>Every card is spent and the goal is not reached: undo or reset.</source>
        <translation>Se gastaron todas las cartas sin lograr el objetivo: deshaz o reinicia.</translation>
    </message>
    <message>
        <source>History</source>
        <extracomment>A tab: the history of the quantum states after each card played (not the history of science).</extracomment>
        <translation>Historial</translation>
    </message>
    <message>
        <source> (nothing moved)</source>
        <translation> (nada se movió)</translation>
    </message>
    <message>
        <source>Hide measurement</source>
        <translation>Ocultar medición</translation>
    </message>
    <message>
        <source>Measure…</source>
        <translation>Medir…</translation>
    </message>
    <message>
        <source>Copy the moves as a circuit from |00&gt;:</source>
        <translation>Copiar los movimientos como circuito desde |00&gt;:</translation>
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
        <translation>Enlace de Quirk</translation>
    </message>
    <message>
        <source>Learning goal: %1</source>
        <extracomment>On the lesson page, above the introduction: %1 is the lesson&apos;s learning goal.</extracomment>
        <translation>Objetivo de aprendizaje: %1</translation>
    </message>
    <message>
        <source>A common misconception: %1</source>
        <extracomment>On the lesson page, under the goal: %1 states a wrong idea and then the right one.</extracomment>
        <translation>Una idea errónea frecuente: %1</translation>
    </message>
    <message numerus="yes">
        <source>✓ Goal reached with %1 of %n card(s)! (your best: %2)</source>
        <extracomment>%1: cards played; %n: the lesson&apos;s card budget (it can be 1). %2: the fewest cards of an earlier success. %1: the cards used (2); %n: the lesson&apos;s card budget (3); %2: the learner&apos;s best so far (2).</extracomment>
        <translation>
            <numerusform>✓ ¡Objetivo logrado con %1 de %n carta! (tu mejor resultado: %2)</numerusform>
            <numerusform>✓ ¡Objetivo logrado con %1 de %n cartas! (tu mejor resultado: %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>✓ Goal reached with %1 of %n card(s)!</source>
        <extracomment>%1: cards played; %n: the lesson&apos;s card budget (it can be 1).</extracomment>
        <translation>
            <numerusform>✓ ¡Objetivo logrado con %1 de %n carta!</numerusform>
            <numerusform>✓ ¡Objetivo logrado con %1 de %n cartas!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. State: %2</source>
        <extracomment>%1: where the ships are (&quot;Mercurial on ZERO, Rubicon on ONE&quot;); %2: the state in words.</extracomment>
        <translation>%1. Estado: %2</translation>
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
        <translation>← Volver a la partida</translation>
    </message>
    <message>
        <source>Close this page (Esc on the lesson list or the demo)</source>
        <translation>Cerrar esta página (Esc en la lista de lecciones o en la demostración)</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lecciones</translation>
    </message>
    <message>
        <source>Self-study lessons, checked by the state vector (Ctrl+L)</source>
        <translation>Lecciones de autoestudio, comprobadas con el vector de estado (Ctrl+L)</translation>
    </message>
    <message>
        <source>Bell demo</source>
        <translation>Demo de Bell</translation>
    </message>
    <message>
        <source>Classroom demo: build a Bell state step by step (Ctrl+B)</source>
        <translation>Demostración para clase: construye un estado de Bell paso a paso (Ctrl+B)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>The rules in short, with every card and component (F1)</source>
        <translation>Las reglas en breve, con cada carta y componente (F1)</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Abrir…</translation>
    </message>
    <message>
        <source>Open a saved game and step through it (Ctrl+O)</source>
        <translation>Abrir una partida guardada y repasarla paso a paso (Ctrl+O)</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Guardar…</translation>
    </message>
    <message>
        <source>Save the game record (Ctrl+S)</source>
        <translation>Guardar el registro de la partida (Ctrl+S)</translation>
    </message>
    <message>
        <source>Step through</source>
        <translation>Paso a paso</translation>
    </message>
    <message>
        <source>Read-only step-through of this game (teacher replay)</source>
        <translation>Repaso de solo lectura de esta partida (repetición para docentes)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Smaller text (Ctrl+-)</source>
        <translation>Texto más pequeño (Ctrl+-)</translation>
    </message>
    <message>
        <source>Larger text for projectors (Ctrl++)</source>
        <translation>Texto más grande para proyectores (Ctrl++)</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>Abrir un registro de partida</translation>
    </message>
    <message>
        <source>Entanglion records (*.json)</source>
        <translation>Registros de Entanglion (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Save the game record</source>
        <translation>Guardar el registro de la partida</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>The file dialog&apos;s button: open a saved game file.</extracomment>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>The file dialog&apos;s button: save the game to a file.</extracomment>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Print / Export PDF…</source>
        <translation>Imprimir / exportar PDF…</translation>
    </message>
    <message>
        <source>A one-page handout of this Bell state, with the measurement, to print</source>
        <translation>Una hoja de una página con este estado de Bell y su medición, para imprimir</translation>
    </message>
    <message>
        <source>This lesson&apos;s worksheet with its map and task, and the answer key on a separate page</source>
        <translation>La ficha de esta lección con su mapa y su tarea, y las soluciones en una página aparte</translation>
    </message>
    <message>
        <source>Export figures…</source>
        <translation>Exportar figuras…</translation>
    </message>
    <message>
        <source>The map, the circuit, the ket, the histogram and the Bloch spheres as SVG and PNG for slides</source>
        <translation>El mapa, el circuito, el ket, el histograma y las esferas de Bloch en SVG y PNG para diapositivas</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Guardar como PDF</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Choose a folder for the figures</source>
        <translation>Elige una carpeta para las figuras</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Colores</translation>
    </message>
    <message>
        <source>Colours: dark, light for a projector in a bright room, or high contrast</source>
        <translation>Colores: oscuros, claros para un proyector en una sala luminosa, o alto contraste</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuros</translation>
    </message>
    <message>
        <source>Light (projector)</source>
        <translation>Claros (proyector)</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <source>Leave full screen</source>
        <translation>Salir de pantalla completa</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Pantalla completa</translation>
    </message>
    <message>
        <source>Leave full screen (F11)</source>
        <translation>Salir de pantalla completa (F11)</translation>
    </message>
    <message>
        <source>Full screen (F11)</source>
        <translation>Pantalla completa (F11)</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>The zoom as a percentage: %1 is the number (160); write &quot;%1 %&quot; with a no-break space where the language spaces it.</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menú</translation>
    </message>
    <message>
        <source>Language: %1</source>
        <extracomment>%1: the language&apos;s own name (Polski).</extracomment>
        <translation>Idioma: %1</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>Texto más pequeño</translation>
    </message>
    <message>
        <source>Larger text</source>
        <translation>Texto más grande</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Undo: take back your last move</source>
        <translation>Deshacer: deshace tu último movimiento</translation>
    </message>
    <message>
        <source>Take back your last move unless it rolled a die or measured (Ctrl+Z)</source>
        <translation>Deshacer tu último movimiento salvo que en él se haya tirado un dado o se haya medido (Ctrl+Z)</translation>
    </message>
</context>
<context>
    <name>MapPath</name>
    <message>
        <source>Grey CNOT line: the ship in Centarious plays CNOT while the other ship is in Superious; both ships go to %1 (and back out the same way).</source>
        <extracomment>%1: the planet in Entanglion the line leads to (PHI PLUS).</extracomment>
        <translation>Línea gris de CNOT: la nave en Centarious juega CNOT mientras la otra está en Superious; ambas naves van a %1 (y salen por el mismo camino).</translation>
    </message>
    <message>
        <source>%1 between %2 and %3, for either ship (blue solid and red dashed lines).%4</source>
        <extracomment>%1: the cards printed on the line (&quot;X/CNOT&quot;); %2, %3: planet names (ZERO, ONE); %4: an optional note on a new line, or nothing.</extracomment>
        <translation>%1 entre %2 y %3, para cualquiera de las naves (líneas azul continua y roja discontinua).%4</translation>
    </message>
    <message>
        <source>%1 between %2 and %3, for Mercurial only (blue solid line).%4</source>
        <extracomment>%1: the cards printed on the line (&quot;X/CNOT&quot;); %2, %3: planet names (ZERO, ONE); %4: an optional note on a new line, or nothing.</extracomment>
        <translation>%1 entre %2 y %3, solo para Mercurial (línea azul continua).%4</translation>
    </message>
    <message>
        <source>%1 between %2 and %3, for Rubicon only (red dashed line).%4</source>
        <extracomment>%1: the cards printed on the line (&quot;X/CNOT&quot;); %2, %3: planet names (ZERO, ONE); %4: an optional note on a new line, or nothing.</extracomment>
        <translation>%1 entre %2 y %3, solo para Rubicon (línea roja discontinua).%4</translation>
    </message>
</context>
<context>
    <name>MatrixView</name>
    <message>
        <source>No gate yet</source>
        <translation>Todavía no hay compuerta</translation>
    </message>
</context>
<context>
    <name>MeasurePanel</name>
    <message>
        <source>Shots</source>
        <extracomment>A label: how many times to measure (the number of measurement runs), as in a quantum computer&apos;s shots.</extracomment>
        <translation>Ejecuciones</translation>
    </message>
    <message>
        <source>Mercurial basis</source>
        <translation>Base de Mercurial</translation>
    </message>
    <message>
        <source>Rubicon basis</source>
        <translation>Base de Rubicon</translation>
    </message>
    <message>
        <source>Measure</source>
        <extracomment>A button (a verb): measure both ships&apos; qubits now.</extracomment>
        <translation>Medir</translation>
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
        <translation>Ejecuciones: %1 en la base %2; iguales: %3, distintos: %4. %5</translation>
    </message>
    <message>
        <source>Exact probabilities shown; press Measure to take shots.</source>
        <translation>Se muestran las probabilidades exactas; pulsa Medir para hacer las ejecuciones.</translation>
    </message>
    <message>
        <source>Copy as OpenQASM</source>
        <translation>Copiar como OpenQASM</translation>
    </message>
    <message>
        <source>Copy as Qiskit</source>
        <translation>Copiar como Qiskit</translation>
    </message>
    <message>
        <source>Copy Quirk link</source>
        <translation>Copiar enlace de Quirk</translation>
    </message>
    <message>
        <source>Measure Mercurial in Z</source>
        <translation>Medir Mercurial en Z</translation>
    </message>
    <message>
        <source>Measure Mercurial in X (H first)</source>
        <translation>Medir Mercurial en X (antes H)</translation>
    </message>
    <message>
        <source>Measure Rubicon in Z</source>
        <translation>Medir Rubicon en Z</translation>
    </message>
    <message>
        <source>Measure Rubicon in X (H first)</source>
        <translation>Medir Rubicon en X (antes H)</translation>
    </message>
</context>
<context>
    <name>MeasurementController</name>
    <message>
        <source>Fixed: the same result every time, nothing left to chance.</source>
        <translation>Fijo: siempre el mismo resultado, nada queda al azar.</translation>
    </message>
    <message>
        <source>Always equal: each ship&apos;s bit is random, but the two always agree.</source>
        <translation>Siempre iguales: el bit de cada nave es aleatorio, pero los dos siempre coinciden.</translation>
    </message>
    <message>
        <source>Always different: each ship&apos;s bit is random, but the two never agree.</source>
        <translation>Siempre distintos: el bit de cada nave es aleatorio, pero los dos nunca coinciden.</translation>
    </message>
    <message>
        <source>Not correlated: one ship&apos;s bit tells nothing about the other&apos;s.</source>
        <translation>Sin correlación: el bit de una nave no dice nada sobre el de la otra.</translation>
    </message>
    <message>
        <source>Partly correlated.</source>
        <translation>Parcialmente correlacionados.</translation>
    </message>
    <message>
        <source>Perfectly correlated in two complementary bases (Z and X): entangled. Hidden values fixed in advance cannot do that.</source>
        <translation>Perfectamente correlacionados en dos bases complementarias (Z y X): entrelazamiento. Unos valores ocultos fijados de antemano no pueden lograrlo.</translation>
    </message>
    <message>
        <source>Not perfectly correlated in two bases: measure in ZZ and in XX to compare.</source>
        <translation>Sin correlación perfecta en dos bases: mide en ZZ y en XX para comparar.</translation>
    </message>
    <message>
        <source>on the surface: a state of its own</source>
        <translation>en la superficie: un estado individual</translation>
    </message>
    <message>
        <source>at the centre: maximally entangled, no state of its own</source>
        <translation>en el centro: entrelazado al máximo, sin estado individual</translation>
    </message>
    <message>
        <source>inside the sphere: partly entangled</source>
        <translation>dentro de la esfera: parcialmente entrelazado</translation>
    </message>
    <message>
        <source>Bloch vector x %1, y %2, z %3, length %4: %5; entanglement entropy %6 bits.</source>
        <extracomment>%1, %2, %3: the Bloch vector&apos;s coordinates (0,71); %4: its length (1,00); %5: where it points, e.g. &quot;on the surface: a state of its own&quot;; %6: the entropy (1,00). Numbers in the UI language.</extracomment>
        <translation>Vector de Bloch x %1, y %2, z %3, longitud %4: %5; entropía de entrelazamiento %6 bits.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n time(s), exact probability %2%</source>
        <extracomment>%1: an outcome as a ket (|01&gt;); %n: how many shots gave it; %2: its exact probability in percent, without the sign (50 or 12,5).</extracomment>
        <translation>
            <numerusform>%1: %n vez, probabilidad exacta %2%</numerusform>
            <numerusform>%1: %n veces, probabilidad exacta %2%</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: exact probability %2%</source>
        <extracomment>%1: an outcome as a ket (|01&gt;); %2: its exact probability in percent, without the sign (50 or 12,5).</extracomment>
        <translation>%1: probabilidad exacta %2%</translation>
    </message>
    <message>
        <source>Not measured yet. %1.</source>
        <extracomment>%1: the list of outcomes and their probabilities (&quot;|00&gt;: exact probability 50%, |11&gt;: ...&quot;).</extracomment>
        <translation>Aún sin medir. %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n shot(s) measured in %1. %2.</source>
        <extracomment>%n: the number of shots; %1: the basis (ZZ, XX, ZX or XZ); %2: the list of outcomes, counts and probabilities.</extracomment>
        <translation>
            <numerusform>%n disparo medido en %1. %2.</numerusform>
            <numerusform>%n disparos medidos en %1. %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MessageBanner</name>
    <message>
        <source>Close the message</source>
        <translation>Cerrar el mensaje</translation>
    </message>
</context>
<context>
    <name>NetworkGameOptions</name>
    <message>
        <source>With a partner on another computer</source>
        <translation>Con un compañero en otra computadora</translation>
    </message>
    <message>
        <source>No, both here</source>
        <translation>No, los dos aquí</translation>
    </message>
    <message>
        <source>Host on this computer</source>
        <translation>Alojar en esta computadora</translation>
    </message>
    <message>
        <source>Join</source>
        <extracomment>An option (a verb): join the game a partner hosts on their computer.</extracomment>
        <translation>Unirse</translation>
    </message>
    <message>
        <source>Use a server</source>
        <translation>Usar un servidor</translation>
    </message>
    <message>
        <source>Port</source>
        <extracomment>The network port number (8765) the game listens on.</extracomment>
        <translation>Puerto</translation>
    </message>
    <message>
        <source>Partner&apos;s address</source>
        <translation>Dirección del compañero</translation>
    </message>
    <message>
        <source>as their screen shows it, e.g. 192.168.1.5:8765</source>
        <translation>tal como la muestra su pantalla, p. ej. 192.168.1.5:8765</translation>
    </message>
    <message>
        <source>Server</source>
        <extracomment>A game server&apos;s address (ws://HOST:PORT).</extracomment>
        <translation>Servidor</translation>
    </message>
    <message>
        <source>e.g. wss://entanglion.school.example:8765</source>
        <translation>p. ej. wss://entanglion.school.example:8765</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Código de la partida</translation>
    </message>
    <message>
        <source>blank: start a new game there</source>
        <translation>vacío: empezar allí una partida nueva</translation>
    </message>
    <message>
        <source>e.g. K7M-Q2X</source>
        <translation>p. ej. K7M-Q2X</translation>
    </message>
    <message>
        <source>You fly</source>
        <translation>Tu nave</translation>
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
        <translation>Tu nave la pilota</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>AI: %1</source>
        <extracomment>%1: the AI&apos;s kind: random, heuristic or search.</extracomment>
        <translation>IA: %1</translation>
    </message>
    <message>
        <source>Your partner chooses Join and types this computer&apos;s address and the code shown once the game starts. Plain connections are for a local network you trust.</source>
        <translation>Tu compañero elige «Unirse» y escribe la dirección de esta computadora y el código que aparece cuando empieza la partida. Las conexiones sin cifrar son solo para una red local de confianza.</translation>
    </message>
    <message>
        <source>The partner&apos;s game sets the difficulty and rules; you take the free ship.</source>
        <translation>La partida del compañero fija la dificultad y las reglas; tú tomas la nave libre.</translation>
    </message>
    <message>
        <source>A new game there gets a code for your partner; with a code you take its free ship.</source>
        <translation>Una partida nueva allí recibe un código para tu compañero; con un código tomas la nave libre de esa partida.</translation>
    </message>
    <message>
        <source>Go on hosting game %1 (your partner&apos;s app comes back to it)</source>
        <extracomment>%1: the hosted game&apos;s join code, e.g. &quot;K7M-Q2X&quot;.</extracomment>
        <translation>Seguir alojando la partida %1 (la aplicación de tu compañero vuelve a ella)</translation>
    </message>
</context>
<context>
    <name>NetworkPlay</name>
    <message>
        <source>Cannot host this game: check the port (0 to 65535), the ship and the difficulty.</source>
        <translation>No se puede alojar esta partida: revisa el puerto (de 0 a 65535), la nave y la dificultad.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an address: type what your partner&apos;s screen shows, e.g. 192.168.1.5:8765.</source>
        <extracomment>%1: what the player typed (192.168.1.5).</extracomment>
        <translation>«%1» no es una dirección: escribe lo que muestra la pantalla de tu compañero, p. ej. 192.168.1.5:8765.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a server address: it looks like ws://HOST:PORT or wss://HOST:PORT.</source>
        <extracomment>%1: what the player typed (ws:/example).</extracomment>
        <translation>«%1» no es la dirección de un servidor: tiene la forma ws://HOST:PUERTO o wss://HOST:PUERTO.</translation>
    </message>
    <message>
        <source>Cannot start this game: check the ship and the difficulty.</source>
        <translation>No se puede empezar esta partida: revisa la nave y la dificultad.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a join code: a code has six letters and digits, as your partner&apos;s screen shows it (e.g. K7M-Q2X).</source>
        <extracomment>%1: what the player typed (K7M-Q2).</extracomment>
        <translation>«%1» no es un código de partida: un código tiene seis letras y cifras, como lo muestra la pantalla de tu compañero (p. ej. K7M-Q2X).</translation>
    </message>
    <message>
        <source>Network game %1</source>
        <extracomment>%1: the six-character join code (K7M-Q2X).</extracomment>
        <translation>Partida en red %1</translation>
    </message>
    <message>
        <source>There is no game with the code %1 at %2: check the code your partner&apos;s screen shows.</source>
        <extracomment>%1: the join code typed (K7M-Q2X); %2: the server&apos;s address (192.168.1.5:8765).</extracomment>
        <translation>No hay ninguna partida con el código %1 en %2: revisa el código que muestra la pantalla de tu compañero.</translation>
    </message>
    <message>
        <source>Both seats of game %1 are taken.</source>
        <extracomment>%1: the join code (K7M-Q2X).</extracomment>
        <translation>Las dos plazas de la partida %1 están ocupadas.</translation>
    </message>
    <message>
        <source>Too many wrong codes from this computer: wait a minute, then try again.</source>
        <translation>Demasiados códigos erróneos desde esta computadora: espera un minuto y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>Your partner moved first; the board now shows their move.</source>
        <translation>Tu compañero movió primero; el tablero muestra ahora su jugada.</translation>
    </message>
    <message>
        <source>The server refused: %1</source>
        <extracomment>%1: the server&apos;s reason, a sentence.</extracomment>
        <translation>El servidor lo rechazó: %1</translation>
    </message>
    <message>
        <source>The server cannot be reached any more: the game goes on at this computer (hot-seat).</source>
        <translation>Ya no se puede contactar con el servidor: la partida sigue en esta computadora (por turnos en el mismo equipo).</translation>
    </message>
    <message>
        <source>Cannot connect to %1: %2</source>
        <extracomment>%1: the server&apos;s address (192.168.1.5:8765); %2: the reason from the system (&quot;Connection refused&quot;).</extracomment>
        <translation>No se puede conectar con %1: %2</translation>
    </message>
    <message>
        <source>%1 points at %2</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: what it points at: a planet&apos;s name (PLUS) or a card (&quot;H&quot;).</extracomment>
        <translation>%1 señala: %2</translation>
    </message>
    <message>
        <source>The network game has not started yet.</source>
        <translation>La partida en red aún no ha empezado.</translation>
    </message>
    <message>
        <source>It is %1&apos;s move: your partner makes it on their computer.</source>
        <extracomment>%1: a ship&apos;s name (Rubicon).</extracomment>
        <translation>Le toca mover a %1: tu compañero lo hace en su computadora.</translation>
    </message>
    <message>
        <source>Not connected now: make the move again when the connection is back.</source>
        <translation>Sin conexión ahora: repite la jugada cuando vuelva la conexión.</translation>
    </message>
    <message>
        <source>Only a player connected to a network game can point at things for a partner.</source>
        <translation>Solo un jugador conectado a una partida en red puede señalar algo a su compañero.</translation>
    </message>
    <message>
        <source>The game goes on at this computer: take turns at it (hot-seat).</source>
        <translation>La partida sigue en esta computadora: jueguen por turnos en ella.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <extracomment>%1: the server&apos;s address (192.168.1.5:8765).</extracomment>
        <translation>Conectando con %1…</translation>
    </message>
    <message>
        <source>You fly %1. Waiting for your partner: they join with the code %2.</source>
        <extracomment>%1: your ship&apos;s name (Mercurial); %2: the join code (K7M-Q2X).</extracomment>
        <translation>Tu nave: %1. Esperando a tu compañero: se une con el código %2.</translation>
    </message>
    <message>
        <source>You fly %1; %2 is connected, played by the %3 AI.</source>
        <extracomment>%1: your ship&apos;s name (Mercurial); %2: the partner&apos;s ship (Rubicon); %3: the AI&apos;s kind: random, heuristic or search.</extracomment>
        <translation>Tu nave: %1; %2 está conectada y la pilota la IA (%3).</translation>
    </message>
    <message>
        <source>You fly %1; %2 is connected.</source>
        <extracomment>%1: your ship&apos;s name (Mercurial); %2: the partner&apos;s ship (Rubicon).</extracomment>
        <translation>Tu nave: %1; %2 está conectada.</translation>
    </message>
    <message>
        <source>%1 lost the connection: waiting for %1 to come back.</source>
        <extracomment>%1: the partner&apos;s ship (Rubicon), twice.</extracomment>
        <translation>%1 perdió la conexión: esperando a que %1 vuelva.</translation>
    </message>
    <message>
        <source>The connection is lost: reconnecting (attempt %1 of %2)…</source>
        <extracomment>%1: this attempt&apos;s number (2); %2: the most attempts (5).</extracomment>
        <translation>Se perdió la conexión: reconectando (intento %1 de %2)…</translation>
    </message>
    <message>
        <source>The game on screen is not the network game: choose Play on here to leave the network game first.</source>
        <translation>La partida en pantalla no es la partida en red: elige primero «Seguir aquí» para dejar la partida en red.</translation>
    </message>
    <message>
        <source>There is no hosted game to go on with.</source>
        <translation>No hay ninguna partida alojada con la que seguir.</translation>
    </message>
</context>
<context>
    <name>NetworkStrip</name>
    <message>
        <source>Code: %1</source>
        <extracomment>%1: the six-character join code (K7M-Q2X).</extracomment>
        <translation>Código: %1</translation>
    </message>
    <message>
        <source>Your partner joins at %1</source>
        <extracomment>%1: this computer&apos;s addresses (&quot;192.168.1.5:8765, 10.0.0.2:8765&quot;).</extracomment>
        <translation>Tu compañero se une en %1</translation>
    </message>
    <message>
        <source>Point at…</source>
        <translation>Señalar…</translation>
    </message>
    <message>
        <source>Show your partner a planet or a card (M); or right-click a planet on the map</source>
        <translation>Muestra a tu compañero un planeta o una carta (M); o haz clic derecho en un planeta del mapa</translation>
    </message>
    <message>
        <source>Play on here</source>
        <translation>Seguir aquí</translation>
    </message>
    <message>
        <source>Leave the network game and go on at this computer, taking turns (hot-seat)</source>
        <translation>Deja la partida en red y sigan aquí, por turnos en esta computadora</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>A button (a verb): start the new game.</extracomment>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Difficulty (starting detection rate)</source>
        <translation>Dificultad (nivel de detección inicial)</translation>
    </message>
    <message>
        <source>Easy (1)</source>
        <translation>Fácil (1)</translation>
    </message>
    <message>
        <source>Normal (2)</source>
        <translation>Normal (2)</translation>
    </message>
    <message>
        <source>Hard (3)</source>
        <translation>Difícil (3)</translation>
    </message>
    <message>
        <source>Seed (blank: a new one)</source>
        <translation>Semilla (vacía: una nueva)</translation>
    </message>
    <message>
        <source>e.g. 42</source>
        <translation>p. ej. 42</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Board rules: the printed board decides (quantum notes explain the differences)</source>
        <translation>Reglas del tablero: decide el tablero impreso (las notas cuánticas explican las diferencias)</translation>
    </message>
    <message>
        <source>Quantum rules: unprinted quantum moves happen; detection measures the ships</source>
        <translation>Reglas cuánticas: ocurren movimientos cuánticos no impresos; la detección mide las naves</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <source>AI: %1</source>
        <extracomment>%1: the AI&apos;s kind: random, heuristic or search.</extracomment>
        <translation>IA: %1</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
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
        <translation>Tiempo de reflexión de la IA</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <extracomment>%1: a time in milliseconds (500).</extracomment>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Per move, for AIs that search; the others answer at once</source>
        <translation>Por jugada, para las IA que buscan; las demás responden al instante</translation>
    </message>
    <message>
        <source>Who plays Mercurial</source>
        <translation>Quién juega con Mercurial</translation>
    </message>
    <message>
        <source>Who plays Rubicon</source>
        <translation>Quién juega con Rubicon</translation>
    </message>
    <message>
        <source>AI thinking time in milliseconds</source>
        <translation>Tiempo de reflexión de la IA en milisegundos</translation>
    </message>
    <message>
        <source>As the hint</source>
        <extracomment>The AI thinking time 0: a searching AI thinks as the hint does (at most about 300 ms).</extracomment>
        <translation>Como la pista</translation>
    </message>
    <message>
        <source>Teach a class…</source>
        <translation>Dar una clase…</translation>
    </message>
    <message>
        <source>A class in the students&apos; browsers</source>
        <translation>Una clase en los navegadores de los alumnos</translation>
    </message>
</context>
<context>
    <name>PilesView</name>
    <message>
        <source>Engine stack</source>
        <translation>Mazo de motor</translation>
    </message>
    <message>
        <source>Engine discard</source>
        <translation>Descarte de motor</translation>
    </message>
    <message>
        <source>Event deck</source>
        <translation>Mazo de eventos</translation>
    </message>
    <message>
        <source>Event discard</source>
        <translation>Descarte de eventos</translation>
    </message>
    <message>
        <source>Components</source>
        <translation>Componentes</translation>
    </message>
    <message>
        <source>Last roll: %1</source>
        <extracomment>%1: the last die roll and what it was for (&quot;5 (orbital defenses)&quot;).</extracomment>
        <translation>Última tirada: %1</translation>
    </message>
    <message>
        <source>Turn %1 · quantum rules · scripted, no seed</source>
        <extracomment>%1: the turn number. The game follows a script, so no seed deals its chance.</extracomment>
        <translation>Turno %1 · reglas cuánticas · partida con guion, sin semilla</translation>
    </message>
    <message>
        <source>Turn %1 · board rules · scripted, no seed</source>
        <extracomment>%1: the turn number. The game follows a script, so no seed deals its chance.</extracomment>
        <translation>Turno %1 · reglas del tablero · partida con guion, sin semilla</translation>
    </message>
    <message>
        <source>Turn %1 · quantum rules · seed %2</source>
        <extracomment>%1: the turn number; %2: the seed (a whole number) that deals the game&apos;s chance.</extracomment>
        <translation>Turno %1 · reglas cuánticas · semilla %2</translation>
    </message>
    <message>
        <source>Turn %1 · board rules · seed %2</source>
        <extracomment>%1: the turn number; %2: the seed (a whole number) that deals the game&apos;s chance.</extracomment>
        <translation>Turno %1 · reglas del tablero · semilla %2</translation>
    </message>
</context>
<context>
    <name>PlanetItem</name>
    <message>
        <source>%1 (%2), state %3</source>
        <extracomment>%1: a planet&apos;s name (PHI PLUS); %2: its galaxy (Entanglion); %3: its state as a ket ((|00&gt; + |11&gt;)/√2).</extracomment>
        <translation>%1 (%2), estado %3</translation>
    </message>
    <message>
        <source>Component here: %1</source>
        <extracomment>%1: a component&apos;s name (Quantum Gates).</extracomment>
        <translation>Componente aquí: %1</translation>
    </message>
    <message>
        <source>Component %1, lying on %2</source>
        <extracomment>%1: a component&apos;s name (Quantum Gates); %2: the planet&apos;s name, never declined (PHI PLUS).</extracomment>
        <translation>Componente %1, en %2</translation>
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
        <translation>Matriz de la compuerta, base |00&gt;, |01&gt;, |10&gt;, |11&gt; en |Mercurial Rubicon&gt;</translation>
    </message>
</context>
<context>
    <name>QuantumNote</name>
    <message>
        <source>Hide this note (it stays in the log)</source>
        <translation>Ocultar esta nota (queda en el registro)</translation>
    </message>
    <message>
        <source>Hide the quantum note</source>
        <translation>Ocultar la nota cuántica</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Step-through of %1</source>
        <extracomment>%1: the game record&apos;s file name (game-12.json).</extracomment>
        <translation>Repaso de %1</translation>
    </message>
    <message>
        <source>Setup (Home)</source>
        <translation>Preparación (Inicio)</translation>
    </message>
    <message>
        <source>Step back (Left)</source>
        <translation>Paso atrás (←)</translation>
    </message>
    <message>
        <source>Step forward (Right)</source>
        <translation>Paso adelante (→)</translation>
    </message>
    <message>
        <source>Last step (End)</source>
        <translation>Último paso (Fin)</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <extracomment>%1: the step shown (7); %2: the record&apos;s steps (40).</extracomment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Continue from here</source>
        <translation>Continuar desde aquí</translation>
    </message>
    <message>
        <source>Review</source>
        <extracomment>A button (a verb): open the review of this game (how good each decision was).</extracomment>
        <translation>Análisis</translation>
    </message>
    <message>
        <source>What luck did, what the choices did, and what could have been done</source>
        <translation>Qué hizo la suerte, qué hicieron las decisiones y qué se podría haber hecho</translation>
    </message>
    <message>
        <source>Step of the game</source>
        <translation>Paso de la partida</translation>
    </message>
    <message numerus="yes">
        <source>%n newer move(s) arrived</source>
        <extracomment>%n: how many moves the partner made while you step through, e.g. 2.</extracomment>
        <translation>
            <numerusform>Ha llegado %n jugada más reciente</numerusform>
            <numerusform>Han llegado %n jugadas más recientes</numerusform>
        </translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Volver a la partida</translation>
    </message>
    <message>
        <source>Leave the step-through and show the game as it stands now</source>
        <translation>Salir del repaso y mostrar la partida tal como está ahora</translation>
    </message>
    <message>
        <source>Step-through of this game</source>
        <translation>Repaso de esta partida</translation>
    </message>
</context>
<context>
    <name>ReplayController</name>
    <message>
        <source>Playing on from step %1.</source>
        <extracomment>%1: the step&apos;s number (12).</extracomment>
        <translation>Se sigue jugando desde el paso %1.</translation>
    </message>
    <message>
        <source>Cannot replay step %1: %2</source>
        <extracomment>%1: the step&apos;s number (12); %2: the reason from the engine, a sentence.</extracomment>
        <translation>No se puede reproducir el paso %1: %2</translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <source>Resume the unfinished game?</source>
        <translation>¿Reanudar la partida sin terminar?</translation>
    </message>
    <message>
        <source>Resume</source>
        <extracomment>A button (a verb): continue the unfinished game.</extracomment>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
</context>
<context>
    <name>ReviewController</name>
    <message>
        <source>Cannot review this game: %1</source>
        <extracomment>%1: the reason from the engine, a sentence.</extracomment>
        <translation>No se puede analizar esta partida: %1</translation>
    </message>
    <message>
        <source>Reviewing…</source>
        <translation>Analizando…</translation>
    </message>
    <message>
        <source>Reviewing: %1 of %2 positions</source>
        <extracomment>%1: positions reviewed so far (12); %2: all positions of the game (40).</extracomment>
        <translation>Analizando: %1 de %2 posiciones</translation>
    </message>
    <message>
        <source>Review cancelled</source>
        <translation>Análisis cancelado</translation>
    </message>
    <message>
        <source>Better: %1, which wins %2 against %3</source>
        <extracomment>%1: the better action (&quot;Play H for Mercurial&quot;); %2: its win chance (&quot;62,5%&quot;); %3: the win chance after the action played (&quot;48%&quot;).</extracomment>
        <translation>Mejor: %1, que gana el %2 frente al %3</translation>
    </message>
    <message>
        <source>Why: %1.</source>
        <extracomment>%1: the AI&apos;s reason in plain words (&quot;PLUS, which holds the component Quantum Gates&quot;).</extracomment>
        <translation>Por qué: %1.</translation>
    </message>
    <message>
        <source>Why: with the same dice and draws to come, the team wins more often after it than after the action played.</source>
        <translation>Por qué: con los mismos dados y cartas levantadas por venir, el equipo gana más a menudo tras ella que tras la acción jugada.</translation>
    </message>
    <message>
        <source>Step %1, %2: %3 — %4</source>
        <extracomment>%1: the step&apos;s number (7); %2: the ship&apos;s name (Mercurial); %3: the action (&quot;Play H for Mercurial&quot;); %4: the verdict (&quot;Mistake: 12 points lost&quot;).</extracomment>
        <translation>Paso %1, %2: %3 — %4</translation>
    </message>
    <message>
        <source>Step %1: %2 — %3</source>
        <extracomment>%1: the step&apos;s number (7); %2: what chance did (&quot;The die rolled 5&quot;); %3: the verdict (&quot;Lucky (+8)&quot;).</extracomment>
        <translation>Paso %1: %2 — %3</translation>
    </message>
    <message>
        <source>Step %1: %2. That was not the best. Find a better action.</source>
        <extracomment>%1: the step&apos;s number (7); %2: the action played (&quot;Play H for Mercurial&quot;).</extracomment>
        <translation>Paso %1: %2. No fue lo mejor. Encuentra una acción mejor.</translation>
    </message>
    <message>
        <source>%1 is not as good as the best action. Try once more.</source>
        <extracomment>%1: the action picked (&quot;Play H for Mercurial&quot;).</extracomment>
        <translation>%1 no es tan buena como la mejor acción. Inténtalo otra vez.</translation>
    </message>
    <message>
        <source>The best action was %1: it wins %2, %3 wins %4.</source>
        <extracomment>%1: the best action; %2: its win chance (&quot;62,5%&quot;); %3: the action picked; %4: its win chance (&quot;48%&quot;).</extracomment>
        <translation>La mejor acción era %1: gana el %2; %3 gana el %4.</translation>
    </message>
    <message>
        <source>Cannot play this what-if: %1</source>
        <extracomment>%1: the reason from the engine, a sentence.</extracomment>
        <translation>No se puede jugar esta variante: %1</translation>
    </message>
    <message numerus="yes">
        <source>… %n more step(s)</source>
        <extracomment>%n: the further steps of the what-if that are not listed.</extracomment>
        <translation>
            <numerusform>… %n paso más</numerusform>
            <numerusform>… %n pasos más</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In this what-if the team wins after %n more action(s).</source>
        <extracomment>%n: actions until the team wins.</extracomment>
        <translation>
            <numerusform>En esta variante el equipo gana tras %n acción más.</numerusform>
            <numerusform>En esta variante el equipo gana tras %n acciones más.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In this what-if the team is detected after %n more action(s).</source>
        <extracomment>%n: actions until the team is detected.</extracomment>
        <translation>
            <numerusform>En esta variante las naves son detectadas tras %n acción más.</numerusform>
            <numerusform>En esta variante las naves son detectadas tras %n acciones más.</numerusform>
        </translation>
    </message>
    <message>
        <source>This what-if did not end.</source>
        <translation>Esta variante no terminó.</translation>
    </message>
    <message>
        <source>The real game was won.</source>
        <translation>La partida real se ganó.</translation>
    </message>
    <message>
        <source>The real game was lost.</source>
        <translation>La partida real se perdió.</translation>
    </message>
    <message>
        <source>The real game is not over.</source>
        <translation>La partida real no ha terminado.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>two sentences: the what-if&apos;s end, the real game&apos;s</comment>
        <extracomment>%1: the what-if&apos;s end (&quot;In this what-if the team wins after 3 more actions.&quot;); %2: the real game&apos;s end, a sentence.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>This what-if cannot be played on the board.</source>
        <translation>Este «¿y si…?» no se puede jugar en el tablero.</translation>
    </message>
    <message>
        <source>Yes: %1 is the best action here (it wins %2).</source>
        <extracomment>%1: the action picked (&quot;Play H for Mercurial&quot;); %2: its win chance (&quot;62,5%&quot;).</extracomment>
        <translation>Sí: %1 es la mejor acción aquí (gana el %2).</translation>
    </message>
    <message>
        <source>Yes: %1 is within the estimate&apos;s noise of the best action: it wins %2 against %3, ±%4 points.</source>
        <extracomment>%1: the action picked (&quot;Play H for Mercurial&quot;); %2: its win chance (&quot;18,8%&quot;); %3: the best action&apos;s win chance (&quot;23,0%&quot;); %4: the estimate&apos;s margin, a decimal number of win-chance points (&quot;4,6&quot;).</extracomment>
        <translation>Sí: %1 está dentro del ruido de la estimación respecto a la mejor acción: gana el %2 frente al %3, ±%4 puntos.</translation>
    </message>
    <message>
        <source>Taken back: %1</source>
        <extracomment>A step of the review: a move taken back (Undo). %1: the move, e.g. &quot;Play H for Mercurial&quot;.</extracomment>
        <translation>Deshecho: %1</translation>
    </message>
    <message>
        <source>Why (search): %1</source>
        <extracomment>%1: the better move and why, a whole sentence from the search&apos;s own figures.</extracomment>
        <translation>Por qué (búsqueda): %1</translation>
    </message>
</context>
<context>
    <name>ReviewMistakes</name>
    <message>
        <source>Flagged decisions</source>
        <translation>Decisiones señaladas</translation>
    </message>
    <message numerus="yes">
        <source>Learn from your mistakes (%n)</source>
        <extracomment>%n: the number of mistakes to practise.</extracomment>
        <translation>
            <numerusform>Aprende de tus errores (%n)</numerusform>
            <numerusform>Aprende de tus errores (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>The ships&apos; state: played %1, better %2</source>
        <extracomment>%1: the state after the action played, a ket; %2: the state after the better action, a ket.</extracomment>
        <translation>Estado de las naves: jugada %1, mejor %2</translation>
    </message>
    <message>
        <source>Show on the board</source>
        <translation>Mostrar en el tablero</translation>
    </message>
    <message>
        <source>What if…</source>
        <translation>¿Y si…?</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>Review of this game</source>
        <translation>Análisis de esta partida</translation>
    </message>
    <message>
        <source>Back to the board</source>
        <translation>Volver al tablero</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Review again</source>
        <translation>Analizar de nuevo</translation>
    </message>
    <message>
        <source>● a decision   ◆ a die or a draw   large with a ring: a flagged decision or a key moment   vertical line: the step shown</source>
        <translation>● una decisión   ◆ un dado o una carta levantada   grande con anillo: una decisión señalada o un momento clave   línea vertical: el paso mostrado</translation>
    </message>
    <message>
        <source>Key moments</source>
        <translation>Momentos clave</translation>
    </message>
</context>
<context>
    <name>ReviewPractice</name>
    <message>
        <source>%1 — wins %2%</source>
        <extracomment>%1: an action (&quot;Play H for Mercurial&quot;); %2: its win chance in percent, without the sign (62,5).</extracomment>
        <translation>%1 — gana el %2%</translation>
    </message>
    <message>
        <source>(played)</source>
        <translation>(jugada)</translation>
    </message>
    <message>
        <source>best</source>
        <extracomment>The mark after the best action of a decision in the practice list (&quot;★ best&quot;).</extracomment>
        <translation>la mejor</translation>
    </message>
    <message>
        <source>Next mistake</source>
        <translation>Siguiente error</translation>
    </message>
    <message>
        <source>Done</source>
        <extracomment>A button on the last mistake practised: finish practising.</extracomment>
        <translation>Hecho</translation>
    </message>
    <message>
        <source>Stop</source>
        <extracomment>A button (a verb): stop practising the mistakes.</extracomment>
        <translation>Parar</translation>
    </message>
    <message>
        <source>What if — not part of the real game</source>
        <translation>¿Y si…? — no forma parte de la partida real</translation>
    </message>
    <message>
        <source>Back to the real game</source>
        <translation>Volver a la partida real</translation>
    </message>
    <message>
        <source>What if another action had been played? The computer team plays on.</source>
        <translation>¿Y si se hubiera jugado otra acción? El equipo de la computadora sigue jugando.</translation>
    </message>
    <message>
        <source>Same luck</source>
        <translation>La misma suerte</translation>
    </message>
    <message>
        <source>Fresh luck</source>
        <translation>Suerte nueva</translation>
    </message>
    <message>
        <source>Play it yourself on the board</source>
        <translation>Juégalo tú en el tablero</translation>
    </message>
    <message>
        <source>From this position, with your own moves; the real game is kept as it is</source>
        <translation>Desde esta posición, con tus propias jugadas; la partida real se conserva tal cual</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Rules of Entanglion</source>
        <translation>Reglas de Entanglion</translation>
    </message>
    <message>
        <source>A cooperative game for two: steer the ships Mercurial and Rubicon through the galaxies Centarious, Superious and Entanglion and collect the eight quantum components before the detection rate reaches X.</source>
        <translation>Un juego cooperativo para dos: guíen las naves Mercurial y Rubicon por las galaxias Centarious, Superious y Entanglion y recolecten los ocho componentes cuánticos antes de que el nivel de detección llegue a X.</translation>
    </message>
    <message>
        <source>Setup</source>
        <extracomment>A heading of the Rules page: how the game is set up before the first turn.</extracomment>
        <translation>Preparación del juego</translation>
    </message>
    <message>
        <source>One component lies face up on each of the eight Entanglion planets. The engine stack has PROBE at the bottom of the first stack; the event deck has Quantum Shuffle as its sixth card. The detection rate starts on the first 1, 2 or 3 of the track (easy to hard). The higher roll of the Entanglion die goes first; the Centarious die places each ship on ZERO or ONE; each player draws three engine cards, face up.</source>
        <translation>En cada uno de los ocho planetas de Entanglion hay un componente boca arriba. PROBE está al fondo del primer mazo de motor; la Barajada Cuántica es la sexta carta del mazo de eventos. El nivel de detección empieza en el primer 1, 2 o 3 de la escala (de fácil a difícil). Comienza quien saca la tirada más alta con el dado Entanglion; el dado Centarious ubica cada nave en CERO o UNO; cada jugador levanta tres cartas de motor, boca arriba.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Tu turno</translation>
    </message>
    <message>
        <source>Exactly one action, no passing: &lt;b&gt;Navigate&lt;/b&gt; (play an engine card for your own ship into engine control and draw a replacement), &lt;b&gt;Exchange&lt;/b&gt; (discard an engine card and draw another), &lt;b&gt;Retrieve&lt;/b&gt; (roll for the component on the planet your ships orbit) or &lt;b&gt;Event&lt;/b&gt; (play an event card you hold). Outside Entanglion the ships move on their own; inside it they always move together. When all six engine control boxes are full, a quantum event happens at the end of the turn.</source>
        <translation>Exactamente una acción, sin pasar: &lt;b&gt;Navegar&lt;/b&gt; (juega una carta de motor para tu propia nave en el control de motores y levanta una de reemplazo), &lt;b&gt;Intercambiar&lt;/b&gt; (descarta una carta de motor y levanta otra), &lt;b&gt;Recobrar&lt;/b&gt; (tira por el componente del planeta que orbitan tus naves) o &lt;b&gt;Evento&lt;/b&gt; (juega una carta de evento que tengas). Fuera de Entanglion las naves se mueven por separado; dentro, siempre juntas. Cuando los seis espacios del control de motores están llenos, al final del turno ocurre un evento cuántico.</translation>
    </message>
    <message>
        <source>Defenses</source>
        <extracomment>A heading of the Rules page: the planets&apos; orbital and ground defenses (the rulebook&apos;s term).</extracomment>
        <translation>Defensas</translation>
    </message>
    <message>
        <source>&lt;b&gt;Orbital defenses&lt;/b&gt;: arriving at a new Entanglion planet, roll the Entanglion die. A result above the detection rate evades them; otherwise roll the Centarious die, both ships jump to that planet, the detection rate rises by one and a quantum event follows.</source>
        <translation>&lt;b&gt;Defensas orbitales&lt;/b&gt;: al llegar a un planeta nuevo de Entanglion, tira el dado Entanglion. Con un resultado mayor que el nivel de detección se evaden; si no, tira el dado Centarious, ambas naves saltan a ese planeta, el nivel de detección sube en uno y sigue un evento cuántico.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ground defenses&lt;/b&gt;: a retrieval rolls the Entanglion die; above the detection rate the component goes onto your ship, otherwise the detection rate rises by one and the ships stay in orbit. &lt;b&gt;PROBE&lt;/b&gt;: whoever draws it rolls; below 4 raises the detection rate by one.</source>
        <translation>&lt;b&gt;Defensas terrestres&lt;/b&gt;: para recobrar se tira el dado Entanglion; si supera el nivel de detección, el componente pasa a tu nave; si no, el nivel de detección sube en uno y las naves siguen en órbita. &lt;b&gt;PROBE&lt;/b&gt;: quien la levanta tira el dado; menos de 4 sube el nivel de detección en uno.</translation>
    </message>
    <message>
        <source>Quantum events</source>
        <translation>Eventos cuánticos</translation>
    </message>
    <message>
        <source>A quantum event draws the top event card and clears engine control into the discard pile. Bennett, Heisenberg, Quantum Tunnel and The Mechanic are kept until played; the others act when drawn.</source>
        <translation>Un evento cuántico levanta la carta de evento de arriba y vacía el control de motores en la pila de descarte. Bennett, Heisenberg, Túnel Cuántico y El Mecánico se guardan hasta jugarlos; las demás actúan al levantarlas.</translation>
    </message>
    <message>
        <source>Engine cards</source>
        <translation>Cartas de motor</translation>
    </message>
    <message>
        <source>Quantum components</source>
        <translation>Componentes cuánticos</translation>
    </message>
    <message>
        <source>Each component helps or hinders only the ship that holds it.</source>
        <translation>Cada componente ayuda o perjudica solo a la nave que lo tiene.</translation>
    </message>
    <message>
        <source>Errata</source>
        <translation>Errata</translation>
    </message>
    <message>
        <source>Spooky Action counts planets like Heisenberg, clockwise from OMEGA ZERO. A PROBE drawn during The Mechanic is resolved at once and replaced. On PHI and PSI planets a CNOT sends the ship it was played for to Centarious and the other ship to Superious. The Mechanic plays zero, one or two cards and discards the rest.</source>
        <translation>La Acción Fantasmal cuenta los planetas como Heisenberg, en sentido horario desde OMEGA CERO. Una PROBE levantada durante El Mecánico se resuelve en el acto y se reemplaza. En los planetas PHI y PSI, una CNOT envía la nave para la que se jugó a Centarious y la otra a Superious. El Mecánico juega cero, una o dos cartas y descarta el resto.</translation>
    </message>
    <message>
        <source>Our interpretations</source>
        <translation>Nuestras interpretaciones</translation>
    </message>
    <message>
        <source>Quantum Shuffle leaves held event cards in their hands. Spooky Action counts only planets without a component. Quantum Error Correction and Control Infrastructure change only rolls compared with the detection rate. Magnetic Shielding offers its second roll on every Entanglion die roll. Physical Qubits may also roll the Centarious die. A ship that loses Dilution Refrigerator draws back up to three cards. Bennett needs a component on a ship. Qubit Interconnect swaps once per turn, before the action.</source>
        <translation>La Barajada Cuántica deja en las manos las cartas de evento guardadas. La Acción Fantasmal cuenta solo los planetas sin componente. La Corrección de Errores Cuánticos y la Infraestructura de Control cambian solo las tiradas que se comparan con el nivel de detección. El Blindaje Magnético ofrece su segunda tirada en cada tirada del dado Entanglion. Con los Qubits Físicos también se puede tirar el dado Centarious. Una nave que pierde el Refrigerador de Dilución vuelve a levantar hasta tener tres cartas. Bennett requiere un componente en alguna nave. La Interconexión de Qubits permite cambiar una carta de motor con el otro jugador una vez por turno, antes de la acción.</translation>
    </message>
    <message>
        <source>Quantum Tunnel is played only by the current player, against the orbital check of their move or the ground defenses of their retrieval, never against PROBE. The replacement card is drawn before the orbital check.</source>
        <translation>El Túnel Cuántico solo lo juega el jugador en turno, contra la comprobación orbital de su movimiento o las defensas terrestres de su recuperación, nunca contra PROBE. La carta de reemplazo se levanta antes de la comprobación orbital.</translation>
    </message>
    <message>
        <source>Teacher&apos;s guide: class plans, worksheets, figures…</source>
        <translation>Guía para docentes: planes de clase, fichas, figuras…</translation>
    </message>
    <message>
        <source>Opens the installed guide for teachers: a Bell-demo lesson, a class that plays in pairs, and an inquiry with the board verifier</source>
        <translation>Abre la guía para docentes instalada: una clase con la demo de Bell, una clase que juega por parejas y una indagación con el verificador del tablero</translation>
    </message>
    <message>
        <source>Keys (also on its own page: ?)</source>
        <translation>Teclas (también en su propia página: ?)</translation>
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
        <translation>%1 a %2 para cualquier nave</translation>
    </message>
    <message>
        <source>%1 to %2 for Mercurial</source>
        <extracomment>%1: the cards printed on the path (&quot;H&quot;); %2: the planet it leads to (PLUS).</extracomment>
        <translation>%1 a %2 para Mercurial</translation>
    </message>
    <message>
        <source>%1 to %2 for Rubicon</source>
        <extracomment>%1: the cards printed on the path (&quot;H&quot;); %2: the planet it leads to (PLUS).</extracomment>
        <translation>%1 a %2 para Rubicon</translation>
    </message>
    <message>
        <source>CNOT into %1 while the other ship is on %2</source>
        <extracomment>%1: the planet in Entanglion (PHI PLUS); %2: the other ship&apos;s planet (PLUS).</extracomment>
        <translation>CNOT a %1 mientras la otra nave está en %2</translation>
    </message>
    <message>
        <source>CNOT out to %1 and %2</source>
        <extracomment>%1, %2: the two planets the ships leave to (ZERO, PLUS).</extracomment>
        <translation>CNOT de salida a %1 y %2</translation>
    </message>
    <message>
        <source>No printed paths.</source>
        <translation>Sin rutas impresas.</translation>
    </message>
    <message>
        <source>Paths: %1.</source>
        <extracomment>%1: the list of paths (&quot;H to PLUS for either ship, X to ONE for Mercurial&quot;).</extracomment>
        <translation>Rutas: %1.</translation>
    </message>
    <message>
        <source>%1, %2 galaxy, state %3.</source>
        <extracomment>%1: a planet&apos;s name (PLUS); %2: its galaxy (Superious); %3: its state in words.</extracomment>
        <translation>%1, galaxia %2, estado %3.</translation>
    </message>
    <message>
        <source>Component here: %1.</source>
        <extracomment>%1: a component&apos;s name (Quantum Gates).</extracomment>
        <translation>Componente aquí: %1.</translation>
    </message>
    <message>
        <source>Both ships are here.</source>
        <translation>Las dos naves están aquí.</translation>
    </message>
    <message>
        <source>Mercurial is here.</source>
        <translation>Mercurial está aquí.</translation>
    </message>
    <message>
        <source>Rubicon is here.</source>
        <translation>Rubicon está aquí.</translation>
    </message>
    <message>
        <source>Both ships are on %1.</source>
        <extracomment>%1: a planet&apos;s name (ZERO).</extracomment>
        <translation>Las dos naves están en %1.</translation>
    </message>
    <message>
        <source>Mercurial is on %1, Rubicon on %2.</source>
        <extracomment>%1: Mercurial&apos;s planet (ZERO); %2: Rubicon&apos;s planet (ONE).</extracomment>
        <translation>Mercurial está en %1, Rubicon en %2.</translation>
    </message>
    <message>
        <source>%1 on Mercurial&apos;s line</source>
        <extracomment>%1: an engine card (H).</extracomment>
        <translation>%1 en la línea de Mercurial</translation>
    </message>
    <message>
        <source>%1 on Rubicon&apos;s line</source>
        <extracomment>%1: an engine card (H).</extracomment>
        <translation>%1 en la línea de Rubicon</translation>
    </message>
    <message numerus="yes">
        <source>Engine control: %n of 6 boxes filled.</source>
        <extracomment>%n: the boxes filled (0-6).</extracomment>
        <translation>
            <numerusform>Control de motores: %n de 6 casillas ocupada.</numerusform>
            <numerusform>Control de motores: %n de 6 casillas ocupadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 In order: %2.</source>
        <extracomment>%1: the sentence &quot;Engine control: 3 of 6 boxes filled.&quot;; %2: the cards in order (&quot;H on Mercurial&apos;s line, X on Rubicon&apos;s line&quot;).</extracomment>
        <translation>%1 En orden: %2.</translation>
    </message>
    <message>
        <source>Detection track: the ships are detected, at X.</source>
        <translation>Escala de nivel de detección: las naves han sido detectadas, en X.</translation>
    </message>
    <message>
        <source>Detection rate %1, position %2 of %3; the game is lost at X.</source>
        <extracomment>%1: the detection rate (3); %2: the token&apos;s position (4); %3: the last position (12).</extracomment>
        <translation>Nivel de detección %1, posición %2 de %3; la partida se pierde en X.</translation>
    </message>
    <message>
        <source>%1 holds no engine cards.</source>
        <extracomment>%1: a ship&apos;s name (Mercurial).</extracomment>
        <translation>%1 no tiene cartas de motor.</translation>
    </message>
    <message>
        <source>%1 holds %2.</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: its engine cards (&quot;H and X&quot;).</extracomment>
        <translation>%1 tiene %2.</translation>
    </message>
    <message>
        <source>Event cards: %1.</source>
        <extracomment>%1: the event cards held (&quot;Bennett&quot;).</extracomment>
        <translation>Cartas de evento: %1.</translation>
    </message>
    <message>
        <source>No components yet.</source>
        <translation>Aún sin componentes.</translation>
    </message>
    <message>
        <source>Components: %1.</source>
        <extracomment>%1: the components collected (&quot;Quantum Gates and Bennett&quot;).</extracomment>
        <translation>Componentes: %1.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <extracomment>Spoken after a move. %1: a ship&apos;s name (Rubicon).</extracomment>
        <translation>Turno de %1.</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>Spoken after a move. %1: what a ship must decide now (&quot;Mercurial: face the orbital defenses (a roll above 3 evades them)&quot;).</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Detection rate %L1, position %L2 of %L3.</source>
        <extracomment>Spoken after a move. %L1: the detection rate (3); %L2: the token&apos;s position (4); %L3: the last position before X (11).</extracomment>
        <translation>Nivel de detección %L1, posición %L2 de %L3.</translation>
    </message>
    <message numerus="yes">
        <source>%n of %L1 components found.</source>
        <extracomment>Spoken after a move. %n: the components the ships have found (2); %L1: how many win the game (8).</extracomment>
        <translation>
            <numerusform>Componentes obtenidos: %n de %L1.</numerusform>
            <numerusform>Componentes obtenidos: %n de %L1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsButton</name>
    <message>
        <source>Moves and settings</source>
        <translation>Movimientos y ajustes</translation>
    </message>
    <message>
        <source>Take back a move, confirm each action</source>
        <translation>Deshacer un movimiento, confirmar cada acción</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>Deshacer (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Undo: take back your last move</source>
        <translation>Deshacer: deshace tu último movimiento</translation>
    </message>
    <message>
        <source>Confirm each action</source>
        <translation>Confirmar cada acción</translation>
    </message>
    <message>
        <source>Confirm each action before it is played</source>
        <translation>Confirmar cada acción antes de jugarla</translation>
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
        <translation>▶ le toca</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <extracomment>%n: the engine cards in this ship&apos;s hand.</extracomment>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>No components yet</source>
        <translation>Aún sin componentes</translation>
    </message>
    <message>
        <source>Rubicon&apos;s board</source>
        <translation>Tablero de Rubicon</translation>
    </message>
    <message>
        <source>Mercurial&apos;s board</source>
        <translation>Tablero de Mercurial</translation>
    </message>
    <message>
        <source>Rubicon&apos;s hand</source>
        <translation>Mano de Rubicon</translation>
    </message>
    <message>
        <source>Mercurial&apos;s hand</source>
        <translation>Mano de Mercurial</translation>
    </message>
</context>
<context>
    <name>SpeechButton</name>
    <message>
        <source>Speech</source>
        <translation>Voz</translation>
    </message>
    <message>
        <source>Speech: on</source>
        <translation>Voz: activada</translation>
    </message>
    <message>
        <source>Speech: off</source>
        <translation>Voz: desactivada</translation>
    </message>
    <message>
        <source>Read aloud what happens in the game and the lessons (Ctrl+Shift+V)</source>
        <translation>Leer en voz alta lo que pasa en la partida y en las lecciones (Ctrl+Shift+V)</translation>
    </message>
    <message>
        <source>Speak events (Ctrl+Shift+V)</source>
        <translation>Leer los eventos (Ctrl+Shift+V)</translation>
    </message>
    <message>
        <source>Speak slower</source>
        <translation>Hablar más despacio</translation>
    </message>
    <message>
        <source>Speak faster</source>
        <translation>Hablar más deprisa</translation>
    </message>
    <message>
        <source>Skip this line (Ctrl+,)</source>
        <translation>Saltar este mensaje (Ctrl+,)</translation>
    </message>
    <message>
        <source>Stop speaking (Ctrl+.)</source>
        <translation>Dejar de hablar (Ctrl+.)</translation>
    </message>
    <message>
        <source>Speak the context after each move</source>
        <translation>Leer el contexto tras cada jugada</translation>
    </message>
    <message>
        <source>Say the context again (Ctrl+Shift+C)</source>
        <translation>Repetir el contexto (Ctrl+Shift+C)</translation>
    </message>
</context>
<context>
    <name>StagePanel</name>
    <message>
        <source>Live state</source>
        <translation>Estado actual</translation>
    </message>
    <message>
        <source>Hide the panels (F10)</source>
        <translation>Ocultar los paneles (F10)</translation>
    </message>
    <message>
        <source>Panels (F10)</source>
        <translation>Paneles (F10)</translation>
    </message>
</context>
<context>
    <name>TeachDialog</name>
    <message>
        <source>Teach a class</source>
        <translation>Dar una clase</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>This computer runs the class: the class view opens in your browser, and the students open the address below in theirs, on the same network.</source>
        <translation>Esta computadora lleva la clase: la vista de la clase se abre en tu navegador, y los alumnos abren en los suyos la dirección de abajo, en la misma red.</translation>
    </message>
    <message>
        <source>Port</source>
        <extracomment>The network port number (8765) the class server listens on.</extracomment>
        <translation>Puerto</translation>
    </message>
    <message>
        <source>Start teaching</source>
        <extracomment>A button (a verb): start the class server and open the class view.</extracomment>
        <translation>Empezar la clase</translation>
    </message>
    <message>
        <source>Open the class view</source>
        <translation>Abrir la vista de la clase</translation>
    </message>
    <message>
        <source>Stop teaching</source>
        <extracomment>A button (a verb): stop the class server, which ends the class.</extracomment>
        <translation>Dejar de dar la clase</translation>
    </message>
    <message>
        <source>Students open</source>
        <translation>Los alumnos abren</translation>
    </message>
    <message>
        <source>This computer has no network address: connect it to the students&apos; network.</source>
        <translation>Esta computadora no tiene dirección de red: conéctala a la red de los alumnos.</translation>
    </message>
    <message>
        <source>The class view: %1. Add the class code to the students&apos; address, or they type it.</source>
        <extracomment>%1: the class view&apos;s address on this computer, e.g. http://127.0.0.1:8765/teach.</extracomment>
        <translation>La vista de la clase: %1. Añade el código de la clase a la dirección de los alumnos, o que lo escriban ellos.</translation>
    </message>
    <message>
        <source>The class is kept only while the app teaches it: Stop teaching, or quitting the app, ends the class. Plain connections are for a local network you trust.</source>
        <translation>La clase solo existe mientras la aplicación la da: «Dejar de dar la clase», o cerrar la aplicación, termina la clase. Las conexiones sin cifrar son solo para una red local de confianza.</translation>
    </message>
</context>
<context>
    <name>WhatIfBar</name>
    <message>
        <source>Back to the review</source>
        <translation>Volver al análisis</translation>
    </message>
    <message>
        <source>What if, with fresh luck: not part of the real game. These moves are neither recorded nor autosaved.</source>
        <translation>¿Y si…?, con suerte nueva: no forma parte de la partida real. Estas jugadas no se registran ni se guardan automáticamente.</translation>
    </message>
    <message>
        <source>What if, with the same luck still to come: not part of the real game. These moves are neither recorded nor autosaved.</source>
        <translation>¿Y si…?, con la misma suerte que estaba por venir: no forma parte de la partida real. Estas jugadas no se registran ni se guardan automáticamente.</translation>
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
        <translation>las naves se quedan</translation>
    </message>
    <message>
        <source>both ships to %1</source>
        <extracomment>%1: a planet&apos;s name (PHI PLUS).</extracomment>
        <translation>ambas naves a %1</translation>
    </message>
    <message>
        <source>Mercurial to %1, Rubicon to %2</source>
        <extracomment>%1: Mercurial&apos;s planet (ZERO); %2: Rubicon&apos;s planet (ONE).</extracomment>
        <translation>Mercurial a %1, Rubicon a %2</translation>
    </message>
    <message numerus="yes">
        <source>random choice among %n legal action(s)</source>
        <extracomment>%n: the number of legal actions.</extracomment>
        <translation>
            <numerusform>elección al azar entre %n acción legal</numerusform>
            <numerusform>elección al azar entre %n acciones legales</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is the eighth and last component</source>
        <extracomment>%1: a component&apos;s name.</extracomment>
        <translation>%1 es el octavo y último componente</translation>
    </message>
    <message>
        <source>a detection now would lose the game</source>
        <translation>una detección ahora perdería la partida</translation>
    </message>
    <message>
        <source>Quantum Tunnel is kept for a check that matters more</source>
        <translation>el Túnel Cuántico se guarda para una comprobación más importante</translation>
    </message>
    <message>
        <source>%1 does what is needed</source>
        <extracomment>%1: the die&apos;s value.</extracomment>
        <translation>%1 basta</translation>
    </message>
    <message>
        <source>%1 is not enough</source>
        <extracomment>%1: the die&apos;s value.</extracomment>
        <translation>%1 no basta</translation>
    </message>
    <message>
        <source>it is of more use on that ship</source>
        <translation>es más útil en esa nave</translation>
    </message>
    <message>
        <source>%1 with no orbital defenses</source>
        <extracomment>%1: where the ships go (&quot;both ships to PHI PLUS&quot; or &quot;Mercurial to ZERO, Rubicon to ONE&quot;).</extracomment>
        <translation>%1 sin defensas orbitales</translation>
    </message>
    <message>
        <source>up to two moves with no orbital defenses</source>
        <translation>hasta dos movimientos sin defensas orbitales</translation>
    </message>
    <message>
        <source>no component is within reach of this hand</source>
        <translation>ningún componente está al alcance de esta mano</translation>
    </message>
    <message>
        <source>its only legal action</source>
        <translation>su única acción legal</translation>
    </message>
    <message>
        <source>detection risk %1/%2</source>
        <extracomment>%1 out of %2: the chance of detection as a fraction (3/8).</extracomment>
        <translation>riesgo de detección %1/%2</translation>
    </message>
    <message>
        <source>%1, which holds the component %2</source>
        <extracomment>%1: where the ships go (&quot;both ships to PLUS&quot;). %2: a component&apos;s name.</extracomment>
        <translation>%1, donde está el componente %2</translation>
    </message>
    <message>
        <source>%1, which holds the next component</source>
        <extracomment>%1: where the ships go (&quot;both ships to PLUS&quot;).</extracomment>
        <translation>%1, donde está el siguiente componente</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n turn(s) from the component %2</source>
        <extracomment>%1: where the ships go (&quot;both ships to PLUS&quot;). %n: turns left. %2: a component&apos;s name.</extracomment>
        <translation>
            <numerusform>%1, a %n turno del componente %2</numerusform>
            <numerusform>%1, a %n turnos del componente %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n turn(s) from the next component</source>
        <extracomment>%1: where the ships go (&quot;both ships to PLUS&quot;). %n: turns left.</extracomment>
        <translation>
            <numerusform>%1, a %n turno del siguiente componente</numerusform>
            <numerusform>%1, a %n turnos del siguiente componente</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no card in hand shortens the way to the component %1 (%n turn(s))</source>
        <extracomment>%1: a component&apos;s name. %n: turns the way takes.</extracomment>
        <translation>
            <numerusform>ninguna carta de la mano acorta el camino al componente %1 (%n turno)</numerusform>
            <numerusform>ninguna carta de la mano acorta el camino al componente %1 (%n turnos)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no card in hand shortens the way to the next component (%n turn(s))</source>
        <extracomment>%n: turns the way takes.</extracomment>
        <translation>
            <numerusform>ninguna carta de la mano acorta el camino al siguiente componente (%n turno)</numerusform>
            <numerusform>ninguna carta de la mano acorta el camino al siguiente componente (%n turnos)</numerusform>
        </translation>
    </message>
    <message>
        <source>takes the next component</source>
        <translation>toma el siguiente componente</translation>
    </message>
    <message>
        <source>takes the component %1 from %2</source>
        <extracomment>%1: a component&apos;s name. %2: a planet&apos;s name.</extracomment>
        <translation>toma el componente %1 de %2</translation>
    </message>
    <message>
        <source>takes the component %1</source>
        <extracomment>%1: a component&apos;s name.</extracomment>
        <translation>toma el componente %1</translation>
    </message>
    <message>
        <source>the next component is the eighth and last</source>
        <translation>el siguiente componente es el octavo y último</translation>
    </message>
    <message numerus="yes">
        <source>the nearest to the component %1 (%n turn(s))</source>
        <extracomment>%1: a component&apos;s name. %n: turns the way takes.</extracomment>
        <translation>
            <numerusform>lo más cerca del componente %1 (%n turno)</numerusform>
            <numerusform>lo más cerca del componente %1 (%n turnos)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the nearest to the next component (%n turn(s))</source>
        <extracomment>%n: turns the way takes.</extracomment>
        <translation>
            <numerusform>lo más cerca del siguiente componente (%n turno)</numerusform>
            <numerusform>lo más cerca del siguiente componente (%n turnos)</numerusform>
        </translation>
    </message>
    <message>
        <source>the better card for the way to the component %1</source>
        <extracomment>%1: a component&apos;s name.</extracomment>
        <translation>la mejor carta para el camino al componente %1</translation>
    </message>
    <message>
        <source>the better card for the way to the next component</source>
        <translation>la mejor carta para el camino al siguiente componente</translation>
    </message>
    <message>
        <source>the least useful card for the way to the component %1</source>
        <extracomment>%1: a component&apos;s name.</extracomment>
        <translation>la carta menos útil para el camino al componente %1</translation>
    </message>
    <message>
        <source>the least useful card for the way to the next component</source>
        <translation>la carta menos útil para el camino al siguiente componente</translation>
    </message>
    <message>
        <source>no drawn card shortens the way to the component %1</source>
        <extracomment>%1: a component&apos;s name.</extracomment>
        <translation>ninguna carta levantada acorta el camino al componente %1</translation>
    </message>
    <message>
        <source>no drawn card shortens the way to the next component</source>
        <translation>ninguna carta levantada acorta el camino al siguiente componente</translation>
    </message>
    <message numerus="yes">
        <source>%n of the 8 die faces land(s) on a planet holding a component</source>
        <extracomment>%n: die faces (0 to 8).</extracomment>
        <translation>
            <numerusform>%n de las 8 caras del dado lleva a un planeta con componente</numerusform>
            <numerusform>%n de las 8 caras del dado llevan a un planeta con componente</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>then %n turn(s) from the component %1</source>
        <extracomment>%1: a component&apos;s name. %n: turns left after the swap.</extracomment>
        <translation>
            <numerusform>después, a %n turno del componente %1</numerusform>
            <numerusform>después, a %n turnos del componente %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>then %n turn(s) from the next component</source>
        <extracomment>%n: turns left after the swap.</extracomment>
        <translation>
            <numerusform>después, a %n turno del siguiente componente</numerusform>
            <numerusform>después, a %n turnos del siguiente componente</numerusform>
        </translation>
    </message>
    <message>
        <source>in the games it tried out from here, this move won most often</source>
        <translation>en las partidas de prueba jugadas desde aquí, esta jugada fue la que más veces ganó</translation>
    </message>
    <message numerus="yes">
        <source>won %1 of the %2 trial games played out after this move; %n move(s) were possible</source>
        <extracomment>%1: trial games won (95); %2: trial games played (6586); %n: the moves that were possible.</extracomment>
        <translation>
            <numerusform>ganó %1 de las %2 partidas de prueba jugadas tras esta jugada; había %n jugada posible</numerusform>
            <numerusform>ganó %1 de las %2 partidas de prueba jugadas tras esta jugada; había %n jugadas posibles</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the only legal move.</source>
        <extracomment>The AI&apos;s reason when nothing was to weigh. %1: the move (&quot;Play H for Mercurial&quot;).</extracomment>
        <translation>%1: la única jugada legal.</translation>
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
            <numerusform>%1: ambas naves llegan a %2, donde está el componente %3; el equipo ganó %4 de %Ln futuro jugado tras ella (la siguiente mejor, %5: %6).</numerusform>
            <numerusform>%1: ambas naves llegan a %2, donde está el componente %3; el equipo ganó %4 de los %Ln futuros jugados tras ella (la siguiente mejor, %5: %6).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: both ships reach %2, where the last component, %3, is; the team won %4 of %Ln future(s) played out after it (next best, %5: %6).</source>
        <extracomment>The search&apos;s reason. %1: the move; %2: a planet; %3: a component&apos;s name; %4: futures won (7); %Ln: futures played out after the move (10); %5: the next best move; %6: its share of futures won (&quot;56%&quot;).</extracomment>
        <translation>
            <numerusform>%1: ambas naves llegan a %2, donde está el último componente, %3; el equipo ganó %4 de %Ln futuro jugado tras ella (la siguiente mejor, %5: %6).</numerusform>
            <numerusform>%1: ambas naves llegan a %2, donde está el último componente, %3; el equipo ganó %4 de los %Ln futuros jugados tras ella (la siguiente mejor, %5: %6).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: both ships go to %2; the team won %3 of %Ln future(s) played out after it (next best, %4: %5).</source>
        <extracomment>The search&apos;s reason. %1: the move; %2: a planet; %3: futures won (7); %Ln: futures played out after the move (10); %4: the next best move; %5: its share of futures won (&quot;56%&quot;).</extracomment>
        <translation>
            <numerusform>%1: ambas naves van a %2; el equipo ganó %3 de %Ln futuro jugado tras ella (la siguiente mejor, %4: %5).</numerusform>
            <numerusform>%1: ambas naves van a %2; el equipo ganó %3 de los %Ln futuros jugados tras ella (la siguiente mejor, %4: %5).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: Mercurial goes to %2 and Rubicon to %3; the team won %4 of %Ln future(s) played out after it (next best, %5: %6).</source>
        <extracomment>The search&apos;s reason. %1: the move; %2: Mercurial&apos;s planet; %3: Rubicon&apos;s planet; %4: futures won (7); %Ln: futures played out after the move (10); %5: the next best move; %6: its share of futures won.</extracomment>
        <translation>
            <numerusform>%1: Mercurial va a %2 y Rubicon a %3; el equipo ganó %4 de %Ln futuro jugado tras ella (la siguiente mejor, %5: %6).</numerusform>
            <numerusform>%1: Mercurial va a %2 y Rubicon a %3; el equipo ganó %4 de los %Ln futuros jugados tras ella (la siguiente mejor, %5: %6).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the ships retrieve the component %2 at %3; the team won %4 of %Ln future(s) played out after it (next best, %5: %6).</source>
        <extracomment>The search&apos;s reason. %1: the move; %2: a component&apos;s name; %3: a planet; %4: futures won (7); %Ln: futures played out after the move (10); %5: the next best move; %6: its share of futures won.</extracomment>
        <translation>
            <numerusform>%1: las naves recobran el componente %2 en %3; el equipo ganó %4 de %Ln futuro jugado tras ella (la siguiente mejor, %5: %6).</numerusform>
            <numerusform>%1: las naves recobran el componente %2 en %3; el equipo ganó %4 de los %Ln futuros jugados tras ella (la siguiente mejor, %5: %6).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the ships retrieve the last component, %2, at %3; the team won %4 of %Ln future(s) played out after it (next best, %5: %6).</source>
        <extracomment>The search&apos;s reason. %1: the move; %2: a component&apos;s name; %3: a planet; %4: futures won (7); %Ln: futures played out after the move (10); %5: the next best move; %6: its share of futures won.</extracomment>
        <translation>
            <numerusform>%1: las naves recobran el último componente, %2, en %3; el equipo ganó %4 de %Ln futuro jugado tras ella (la siguiente mejor, %5: %6).</numerusform>
            <numerusform>%1: las naves recobran el último componente, %2, en %3; el equipo ganó %4 de los %Ln futuros jugados tras ella (la siguiente mejor, %5: %6).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: of the moves tried, its futures went best; the team won %2 of %Ln future(s) played out after it (next best, %3: %4).</source>
        <extracomment>The search&apos;s reason for a move that reaches no planet or component. %1: the move; %2: futures won (7); %Ln: futures played out after the move (10); %3: the next best move; %4: its share of futures won (&quot;56%&quot;).</extracomment>
        <translation>
            <numerusform>%1: de las jugadas probadas, sus futuros fueron los mejores; el equipo ganó %2 de %Ln futuro jugado tras ella (la siguiente mejor, %3: %4).</numerusform>
            <numerusform>%1: de las jugadas probadas, sus futuros fueron los mejores; el equipo ganó %2 de los %Ln futuros jugados tras ella (la siguiente mejor, %3: %4).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>classroomExport</name>
    <message>
        <source>no translation for &quot;%1&quot;</source>
        <extracomment>%1: a language code given on the command line (&quot;de&quot;).</extracomment>
        <translation>no hay traducción para «%1»</translation>
    </message>
    <message>
        <source>%1: cannot create the directory</source>
        <extracomment>%1: the folder&apos;s full path.</extracomment>
        <translation>%1: no se puede crear la carpeta</translation>
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
            <numerusform>%n ejecución en la base %1</numerusform>
            <numerusform>%n ejecuciones en la base %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · P = %2</source>
        <extracomment>Under a histogram bar: %1 the count, %2 the exact probability.</extracomment>
        <translation>%1 · P = %2</translation>
    </message>
    <message>
        <source>entangled: this ship has no state of its own</source>
        <translation>entrelazada: esta nave no tiene un estado por sí sola</translation>
    </message>
    <message>
        <source>purity %1</source>
        <extracomment>Under a Bloch sphere: %1: the purity of the ship&apos;s reduced state, a decimal number (0,50; 1 = a state of its own).</extracomment>
        <translation>pureza %1</translation>
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
        <translation>Mercurial (línea continua)</translation>
    </message>
    <message>
        <source>Rubicon (dashed)</source>
        <extracomment>The map legend: Rubicon&apos;s lines are drawn dashed.</extracomment>
        <translation>Rubicon (línea discontinua)</translation>
    </message>
    <message>
        <source>CNOT entry / exit</source>
        <extracomment>The map legend: the grey dashed lines a CNOT card takes the ships along into Entanglion and back.</extracomment>
        <translation>Entrada / salida CNOT</translation>
    </message>
</context>
<context>
    <name>gameText</name>
    <message>
        <source>ZERO</source>
        <translation>CERO</translation>
    </message>
    <message>
        <source>ONE</source>
        <translation>UNO</translation>
    </message>
    <message>
        <source>PLUS</source>
        <translation>MÁS</translation>
    </message>
    <message>
        <source>MINUS</source>
        <translation>MENOS</translation>
    </message>
    <message>
        <source>PHI PLUS</source>
        <translation>PHI MÁS</translation>
    </message>
    <message>
        <source>PHI MINUS</source>
        <translation>PHI MENOS</translation>
    </message>
    <message>
        <source>PSI PLUS</source>
        <translation>PSI MÁS</translation>
    </message>
    <message>
        <source>PSI MINUS</source>
        <translation>PSI MENOS</translation>
    </message>
    <message>
        <source>OMEGA ZERO</source>
        <translation>OMEGA CERO</translation>
    </message>
    <message>
        <source>OMEGA ONE</source>
        <translation>OMEGA UNO</translation>
    </message>
    <message>
        <source>OMEGA TWO</source>
        <translation>OMEGA DOS</translation>
    </message>
    <message>
        <source>OMEGA THREE</source>
        <translation>OMEGA TRES</translation>
    </message>
    <message>
        <source>Physical Qubits</source>
        <translation>Qubits Físicos</translation>
    </message>
    <message>
        <source>Qubit Interconnect</source>
        <translation>Interconexión de Qubits</translation>
    </message>
    <message>
        <source>Dilution Refrigerator</source>
        <translation>Refrigerador de Dilución</translation>
    </message>
    <message>
        <source>Quantum Gates</source>
        <translation>Compuertas Cuánticas</translation>
    </message>
    <message>
        <source>Quantum Programming</source>
        <translation>Programación Cuántica</translation>
    </message>
    <message>
        <source>Quantum Error Correction</source>
        <translation>Corrección de Errores Cuánticos</translation>
    </message>
    <message>
        <source>Control Infrastructure</source>
        <translation>Infraestructura de Control</translation>
    </message>
    <message>
        <source>Magnetic Shielding</source>
        <translation>Blindaje Magnético</translation>
    </message>
    <message>
        <source>Bennett</source>
        <translation>Bennett</translation>
    </message>
    <message>
        <source>Bit Flip Error</source>
        <translation>Error de Inversión de Bit</translation>
    </message>
    <message>
        <source>Heisenberg</source>
        <translation>Heisenberg</translation>
    </message>
    <message>
        <source>Quantum Shuffle</source>
        <translation>Barajada Cuántica</translation>
    </message>
    <message>
        <source>Quantum Tunnel</source>
        <translation>Túnel Cuántico</translation>
    </message>
    <message>
        <source>Schrödinger</source>
        <translation>Schrödinger</translation>
    </message>
    <message>
        <source>Spooky Action</source>
        <translation>Acción Fantasmal</translation>
    </message>
    <message>
        <source>The Mechanic</source>
        <translation>El Mecánico</translation>
    </message>
    <message>
        <source>Wave Function Collapse</source>
        <translation>Colapso de la Función de Onda</translation>
    </message>
    <message>
        <source>PROBE</source>
        <translation>PROBE</translation>
    </message>
    <message>
        <source>X flips a qubit (the bit-flip gate): it moves a ship between ZERO and ONE, and both ships inside Entanglion.</source>
        <translation>X invierte un qubit (la compuerta de inversión de bit): mueve una nave entre CERO y UNO, y a ambas naves dentro de Entanglion.</translation>
    </message>
    <message>
        <source>H, the Hadamard gate, creates or undoes superposition: it moves a ship between Centarious and Superious, and both ships inside Entanglion.</source>
        <translation>H, la compuerta de Hadamard, crea o deshace la superposición: mueve una nave entre Centarious y Superious, y a ambas naves dentro de Entanglion.</translation>
    </message>
    <message>
        <source>CNOT (controlled NOT) enters Entanglion when your ship is in Centarious and the other in Superious, moves both ships inside it and leaves it from PHI and PSI planets. In Centarious it flips your ship only while the other ship orbits ONE.</source>
        <translation>CNOT (NOT controlada) entra en Entanglion cuando tu nave está en Centarious y la otra en Superious, mueve a ambas naves dentro y sale desde los planetas PHI y PSI. En Centarious invierte tu nave solo mientras la otra orbita UNO.</translation>
    </message>
    <message>
        <source>SWAP exchanges the two ships&apos; planets outside Entanglion; inside it moves both ships between OMEGA ZERO and OMEGA THREE.</source>
        <translation>SWAP intercambia los planetas de las dos naves fuera de Entanglion; dentro mueve a ambas naves entre OMEGA CERO y OMEGA TRES.</translation>
    </message>
    <message>
        <source>PROBE is never held: whoever draws it rolls the Entanglion die, and a result below 4 (after components) raises the detection rate by one. Then it is discarded and replaced.</source>
        <translation>PROBE nunca se guarda: quien la levanta tira el dado Entanglion, y un resultado menor que 4 (tras los componentes) sube el nivel de detección en uno. Después se descarta y se reemplaza.</translation>
    </message>
    <message>
        <source>Kept until played, as your action: give one of your components to the other ship, or take one of theirs.</source>
        <translation>Se guarda hasta jugarla como tu acción: da uno de tus componentes a la otra nave o toma uno de los suyos.</translation>
    </message>
    <message>
        <source>Resolved when drawn: the detection rate token moves to the first 4 on the track.</source>
        <translation>Se resuelve al levantarla: la ficha de nivel de detección pasa al primer 4 de la escala.</translation>
    </message>
    <message>
        <source>Kept until played, as your action: roll the Entanglion die and count that many planets clockwise from OMEGA ZERO; both ships go there, past the orbital defenses.</source>
        <translation>Se guarda hasta jugarla como tu acción: tira el dado Entanglion y cuenta esa cantidad de planetas en sentido horario desde OMEGA CERO; ambas naves van allí, sin pasar por las defensas orbitales.</translation>
    </message>
    <message>
        <source>Resolved when drawn: the event deck is rebuilt as at setup and another event card is drawn. Cards held in hands stay there.</source>
        <translation>Se resuelve al levantarla: el mazo de eventos se vuelve a armar como en la preparación y se levanta otra carta de evento. Las cartas guardadas en las manos se quedan allí.</translation>
    </message>
    <message>
        <source>Kept until needed: when your ships face orbital or ground defenses on your turn, play it to pass them without a roll. It is not your action.</source>
        <translation>Se guarda hasta necesitarla: cuando en tu turno tus naves enfrentan defensas orbitales o terrestres, juégala para pasarlas sin tirar. No es tu acción.</translation>
    </message>
    <message>
        <source>Resolved when drawn: the detection rate rises by one.</source>
        <translation>Se resuelve al levantarla: el nivel de detección sube en uno.</translation>
    </message>
    <message>
        <source>Resolved when drawn: a random component of your ship returns to the board, on the planet found by rolling the Entanglion die and counting free planets clockwise from OMEGA ZERO.</source>
        <translation>Se resuelve al levantarla: un componente al azar de tu nave vuelve al tablero, al planeta que resulta de tirar el dado Entanglion y contar planetas libres en sentido horario desde OMEGA CERO.</translation>
    </message>
    <message>
        <source>Kept until played, as your action: set your hand aside, draw three engine cards, play up to two of them (no orbital defenses), discard the rest and take your hand back.</source>
        <translation>Se guarda hasta jugarla como tu acción: aparta tu mano, levanta tres cartas de motor, juega hasta dos de ellas (sin defensas orbitales), descarta el resto y recupera tu mano.</translation>
    </message>
    <message>
        <source>Resolved when drawn: the detection rate falls by two.</source>
        <translation>Se resuelve al levantarla: el nivel de detección baja en dos.</translation>
    </message>
    <message>
        <source>When orbital defenses detect you, choose the Centarious planet of each ship instead of rolling the Centarious die.</source>
        <translation>Cuando las defensas orbitales te detectan, elige el planeta de Centarious de cada nave en lugar de tirar el dado Centarious.</translation>
    </message>
    <message>
        <source>Once per turn, before your action, while both ships orbit the same planet: swap one engine card with the other player.</source>
        <translation>Una vez por turno, antes de tu acción, mientras ambas naves orbitan el mismo planeta: cambia una carta de motor con el otro jugador.</translation>
    </message>
    <message>
        <source>Your hand limit drops to two engine cards: discard one when you get it.</source>
        <translation>Tu límite de mano baja a dos cartas de motor: descarta una al obtenerlo.</translation>
    </message>
    <message>
        <source>When you exchange, draw two engine cards, keep one and discard the other.</source>
        <translation>Al intercambiar, levanta dos cartas de motor, quédate una y descarta la otra.</translation>
    </message>
    <message>
        <source>Moving to an Entanglion planet that holds no component passes its orbital defenses.</source>
        <translation>Moverse a un planeta de Entanglion sin componente evita sus defensas orbitales.</translation>
    </message>
    <message>
        <source>+1 to your Entanglion die rolls against the detection rate.</source>
        <translation>+1 a tus tiradas del dado Entanglion contra el nivel de detección.</translation>
    </message>
    <message>
        <source>-1 to your Entanglion die rolls against the detection rate (a hindrance).</source>
        <translation>-1 a tus tiradas del dado Entanglion contra el nivel de detección (una desventaja).</translation>
    </message>
    <message>
        <source>Whenever you roll the Entanglion die you may roll once more and take the second result.</source>
        <translation>Cada vez que tiras el dado Entanglion puedes tirar otra vez y quedarte con el segundo resultado.</translation>
    </message>
    <message>
        <source>no decision</source>
        <translation>ninguna decisión</translation>
    </message>
    <message>
        <source>the defense check</source>
        <translation>la comprobación de defensas</translation>
    </message>
    <message>
        <source>%1 rolled the Centarious die: %2 (%3)</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the die&apos;s face (1-4); %3: what it was rolled for (&quot;ship placement&quot;).</extracomment>
        <translation>%1 tiró el dado Centarious: %2 (%3)</translation>
    </message>
    <message>
        <source>%1 rolled the Entanglion die once more (Magnetic Shielding): %2 (%3)</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the die&apos;s face (1-8); %3: what it was rolled for (&quot;orbital defenses&quot;).</extracomment>
        <translation>%1 volvió a tirar el dado Entanglion (Blindaje Magnético): %2 (%3)</translation>
    </message>
    <message>
        <source>%1 rolled the Entanglion die: %2 (%3)</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the die&apos;s face (1-8); %3: what it was rolled for (&quot;orbital defenses&quot;, &quot;first player&quot;).</extracomment>
        <translation>%1 tiró el dado Entanglion: %2 (%3)</translation>
    </message>
    <message>
        <source>orbital defenses</source>
        <translation>defensas orbitales</translation>
    </message>
    <message>
        <source>ground defenses</source>
        <translation>defensas terrestres</translation>
    </message>
    <message>
        <source>first player</source>
        <translation>primer jugador</translation>
    </message>
    <message>
        <source>ship placement</source>
        <translation>ubicación de las naves</translation>
    </message>
    <message>
        <source>%1 goes first</source>
        <extracomment>%1: a ship&apos;s name (Mercurial).</extracomment>
        <translation>%1 comienza</translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <extracomment>%1: the turn&apos;s number (4); %2: the ship&apos;s name (Rubicon).</extracomment>
        <translation>Turno %1: %2</translation>
    </message>
    <message>
        <source>%1 played %2 into engine control box %3</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: an engine card (H); %3: the engine control box&apos;s number (1-6).</extracomment>
        <translation>%1 jugó %2 en el espacio %3 del control de motores</translation>
    </message>
    <message>
        <source>%1 played %2 (engine control already full: straight to the discard pile)</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: an engine card (H).</extracomment>
        <translation>%1 jugó %2 (el control de motores ya está lleno: directo a la pila de descarte)</translation>
    </message>
    <message>
        <source>Ships moved: %1 → %2</source>
        <extracomment>%1, %2: the ships&apos; planets before and after (&quot;Mercurial ZERO, Rubicon ONE&quot;).</extracomment>
        <translation>Las naves se movieron: %1 → %2</translation>
    </message>
    <message>
        <source>Quantum note: %1 for %2 takes the state from %3 to %4; the board prints a path to %5 instead, so the board decides and the ships follow the printed path</source>
        <extracomment>%1: an engine card (CNOT); %2: a ship&apos;s name; %3, %4, %5: the ships&apos; planets (&quot;Mercurial ZERO, Rubicon ONE&quot;).</extracomment>
        <translation>Nota cuántica: %1 para %2 lleva el estado de %3 a %4; el tablero muestra en cambio una ruta a %5, así que decide el tablero y las naves siguen la ruta impresa</translation>
    </message>
    <message>
        <source>Quantum note: %1 for %2 takes the state from %3 to %4; the board prints no such path, so the board decides and the ships stay</source>
        <extracomment>%1: an engine card (CNOT); %2: a ship&apos;s name; %3, %4: the ships&apos; planets (&quot;Mercurial ZERO, Rubicon ONE&quot;).</extracomment>
        <translation>Nota cuántica: %1 para %2 lleva el estado de %3 a %4; el tablero no muestra esa ruta, así que decide el tablero y las naves se quedan</translation>
    </message>
    <message>
        <source>%1 retrieved %2 from %3</source>
        <extracomment>%1: a ship&apos;s name; %2: a component&apos;s name (Quantum Gates); %3: a planet&apos;s name (PHI PLUS).</extracomment>
        <translation>%1 recobró %2 de %3</translation>
    </message>
    <message>
        <source>%1 moved to %2&apos;s ship</source>
        <extracomment>%1: a component&apos;s name (Quantum Gates); %2: a ship&apos;s name (Rubicon).</extracomment>
        <translation>%1 pasó a la nave %2</translation>
    </message>
    <message>
        <source>%1 moved to %2</source>
        <extracomment>%1: a component&apos;s name (Quantum Gates); %2: a planet&apos;s name (PHI PLUS).</extracomment>
        <translation>%1 pasó a %2</translation>
    </message>
    <message>
        <source>%1 drew %2</source>
        <extracomment>%1: a ship&apos;s name; %2: an engine card (H).</extracomment>
        <translation>%1 levantó %2</translation>
    </message>
    <message>
        <source>%1 discarded %2</source>
        <extracomment>%1: a ship&apos;s name; %2: an engine card (H).</extracomment>
        <translation>%1 descartó %2</translation>
    </message>
    <message>
        <source>%1 gave %2 and took the other player&apos;s %3 (Qubit Interconnect)</source>
        <extracomment>%1: a ship&apos;s name; %2: the engine card given (H); %3: the engine card taken (X).</extracomment>
        <translation>%1 dio %2 y tomó %3 del otro jugador (Interconexión de Qubits)</translation>
    </message>
    <message numerus="yes">
        <source>The engine discard pile (%n card(s)) was shuffled into a new stack</source>
        <extracomment>%n: the cards shuffled.</extracomment>
        <translation>
            <numerusform>La pila de descarte de motor (%n carta) se barajó en un mazo nuevo</numerusform>
            <numerusform>La pila de descarte de motor (%n cartas) se barajó en un mazo nuevo</numerusform>
        </translation>
    </message>
    <message>
        <source>All six engine control boxes are full: a quantum event at the end of the turn</source>
        <translation>Los seis espacios del control de motores están llenos: evento cuántico al final del turno</translation>
    </message>
    <message numerus="yes">
        <source>Engine control cleared (%n card(s) to the discard pile)</source>
        <extracomment>%n: the cards moved to the discard pile.</extracomment>
        <translation>
            <numerusform>Control de motores vaciado (%n carta a la pila de descarte)</numerusform>
            <numerusform>Control de motores vaciado (%n cartas a la pila de descarte)</numerusform>
        </translation>
    </message>
    <message>
        <source>Quantum event (engine control full)</source>
        <translation>Evento cuántico (control de motores lleno)</translation>
    </message>
    <message>
        <source>Quantum event (detected)</source>
        <translation>Evento cuántico (detectados)</translation>
    </message>
    <message>
        <source>%1 drew the event card %2</source>
        <extracomment>%1: a ship&apos;s name; %2: an event card&apos;s name (Bennett).</extracomment>
        <translation>%1 levantó la carta de evento %2</translation>
    </message>
    <message>
        <source>%1 keeps %2 for a later turn</source>
        <extracomment>%1: a ship&apos;s name; %2: an event card&apos;s name (Bennett).</extracomment>
        <translation>%1 guarda %2 para un turno posterior</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <extracomment>%1: a ship&apos;s name; %2: an event card&apos;s name (Bennett).</extracomment>
        <translation>%1 jugó %2</translation>
    </message>
    <message numerus="yes">
        <source>The event deck was rebuilt (%n card(s))</source>
        <extracomment>%n: the event cards in the rebuilt deck.</extracomment>
        <translation>
            <numerusform>El mazo de eventos se rearmó (%n carta)</numerusform>
            <numerusform>El mazo de eventos se rearmó (%n cartas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Measurement: Mercurial %1, Rubicon %2</source>
        <extracomment>%1: Mercurial&apos;s measured bit (0 or 1); %2: Rubicon&apos;s (0 or 1).</extracomment>
        <translation>Medición: Mercurial %1, Rubicon %2</translation>
    </message>
    <message>
        <source>All eight components collected: the game is won</source>
        <translation>Los ocho componentes recolectados: partida ganada</translation>
    </message>
    <message>
        <source>The detection rate reached X: the game is lost</source>
        <translation>El nivel de detección llegó a X: partida perdida</translation>
    </message>
    <message>
        <source>The game is over: it was won</source>
        <translation>La partida terminó con una victoria</translation>
    </message>
    <message>
        <source>The game is over: it was lost</source>
        <translation>La partida terminó con una derrota</translation>
    </message>
    <message>
        <source>%1 must decide first (%2)</source>
        <extracomment>%1: a ship&apos;s name; %2: the decision it must make (Magnetic Shielding, &quot;the defense check&quot;).</extracomment>
        <translation>Primero debe decidir %1 (%2)</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn, not %2&apos;s</source>
        <extracomment>%1: the ship whose turn it is (Rubicon); %2: the other ship (Mercurial).</extracomment>
        <translation>Es el turno de %1, no de %2</translation>
    </message>
    <message>
        <source>%1 cannot play %2: the hand holds %3</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: an engine card (H); %3: the cards in hand, one or more (&quot;X, CNOT&quot;).</extracomment>
        <translation>%1 no puede jugar %2: en la mano hay %3</translation>
    </message>
    <message>
        <source>%1 cannot exchange %2: the hand holds %3</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: an engine card (H); %3: the cards in hand, one or more (&quot;X, CNOT&quot;).</extracomment>
        <translation>%1 no puede intercambiar %2: en la mano hay %3</translation>
    </message>
    <message>
        <source>Nothing to retrieve: no component on %1</source>
        <extracomment>%1: a planet&apos;s name (PLUS).</extracomment>
        <translation>Nada que recobrar: no hay componente en %1</translation>
    </message>
    <message>
        <source>Nothing to retrieve: the ships are not orbiting an Entanglion planet</source>
        <translation>Nada que recobrar: las naves no orbitan un planeta de Entanglion</translation>
    </message>
    <message>
        <source>%1 is not an action: play it when your ships face orbital or ground defenses</source>
        <extracomment>%1: an event card&apos;s name (Quantum Tunnel).</extracomment>
        <translation>%1 no es una acción: juégala cuando tus naves enfrenten defensas orbitales o terrestres</translation>
    </message>
    <message>
        <source>%1 needs a component on one of the ships</source>
        <extracomment>%1: an event card&apos;s name (Bennett).</extracomment>
        <translation>%1 requiere un componente en alguna de las naves</translation>
    </message>
    <message>
        <source>%1 cannot play %2: the event cards held are %3</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: an event card&apos;s name (Bennett); %3: the event cards held, one or more (&quot;Heisenberg, Bennett&quot;).</extracomment>
        <translation>%1 no puede jugar %2: las cartas de evento en la mano son %3</translation>
    </message>
    <message>
        <source>A card swap needs Qubit Interconnect on your ship</source>
        <translation>Cambiar cartas requiere la Interconexión de Qubits en tu nave</translation>
    </message>
    <message>
        <source>A card swap needs both ships orbiting the same planet</source>
        <translation>Cambiar cartas requiere que ambas naves orbiten el mismo planeta</translation>
    </message>
    <message>
        <source>%1 already swapped a card this turn</source>
        <extracomment>%1: a ship&apos;s name (Mercurial).</extracomment>
        <translation>%1 ya cambió una carta en este turno</translation>
    </message>
    <message>
        <source>%1 cannot give %2 for %3: the hands hold %4 and %5</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the card to give (H); %3: the card to take (X); %4, %5: the two hands, each one or more cards (&quot;X, CNOT&quot;).</extracomment>
        <translation>%1 no puede dar %2 por %3: las manos tienen %4 y %5</translation>
    </message>
    <message>
        <source>%1 has no decision to answer now</source>
        <extracomment>%1: a ship&apos;s name (Mercurial).</extracomment>
        <translation>%1 no tiene ninguna decisión pendiente</translation>
    </message>
    <message>
        <source>%1 must answer the pending decision first (%2)</source>
        <extracomment>%1: a ship&apos;s name; %2: the pending decision (Magnetic Shielding, &quot;the defense check&quot;).</extracomment>
        <translation>%1 debe resolver primero la decisión pendiente (%2)</translation>
    </message>
    <message>
        <source>Mercurial %1, Rubicon %2</source>
        <extracomment>%1: Mercurial&apos;s planet (ZERO); %2: Rubicon&apos;s planet (ONE).</extracomment>
        <translation>Mercurial %1, Rubicon %2</translation>
    </message>
    <message>
        <source>no printed path: nothing moves</source>
        <translation>no hay ruta impresa: nada se mueve</translation>
    </message>
    <message>
        <source>both ships to %1</source>
        <extracomment>%1: a planet&apos;s name (PHI PLUS).</extracomment>
        <translation>ambas naves a %1</translation>
    </message>
    <message>
        <source>Mercurial to %1, Rubicon to %2</source>
        <extracomment>%1: Mercurial&apos;s planet (ZERO); %2: Rubicon&apos;s planet (ONE).
----------
Physical Qubits&apos; choice: %1: Mercurial&apos;s planet (ZERO); %2: Rubicon&apos;s planet (ONE).</extracomment>
        <translation>Mercurial a %1, Rubicon a %2</translation>
    </message>
    <message>
        <source>Mercurial to %1</source>
        <extracomment>%1: a planet&apos;s name (PLUS).</extracomment>
        <translation>Mercurial a %1</translation>
    </message>
    <message>
        <source>Rubicon to %1</source>
        <extracomment>%1: a planet&apos;s name (PLUS).</extracomment>
        <translation>Rubicon a %1</translation>
    </message>
    <message>
        <source>Play %1 for %2</source>
        <extracomment>An action&apos;s button: %1: an engine card (H); %2: the ship it is played for (Mercurial).</extracomment>
        <translation>Jugar %1 para %2</translation>
    </message>
    <message>
        <source>Exchange %1</source>
        <extracomment>The Exchange action&apos;s button: %1: an engine card (H), discarded for a new one.</extracomment>
        <translation>Intercambiar %1</translation>
    </message>
    <message>
        <source>discard it and draw a replacement</source>
        <translation>descártala y levanta una de reemplazo</translation>
    </message>
    <message>
        <source>Retrieve %1</source>
        <extracomment>The Retrieve action&apos;s button: %1: a component&apos;s name (Quantum Gates).</extracomment>
        <translation>Recobrar %1</translation>
    </message>
    <message>
        <source>Retrieve</source>
        <extracomment>The Retrieve action&apos;s button when no component is in sight: take a component.</extracomment>
        <translation>Recobrar</translation>
    </message>
    <message>
        <source>roll the Entanglion die: more than %1 wins it</source>
        <extracomment>%1: the detection rate (3) the roll must beat.</extracomment>
        <translation>tira el dado Entanglion: más de %1 lo consigue</translation>
    </message>
    <message>
        <source>Play %1</source>
        <extracomment>An action&apos;s button: %1: an event card&apos;s name (Heisenberg).</extracomment>
        <translation>Jugar %1</translation>
    </message>
    <message>
        <source>Give %1, take %2</source>
        <extracomment>Qubit Interconnect&apos;s swap: %1: the engine card given (H); %2: the card taken (X).</extracomment>
        <translation>Dar %1, tomar %2</translation>
    </message>
    <message>
        <source>Qubit Interconnect swap with %1 (not your action)</source>
        <extracomment>%1: the other ship&apos;s name (Rubicon).</extracomment>
        <translation>Cambio por Interconexión de Qubits con %1 (no es tu acción)</translation>
    </message>
    <message>
        <source>Roll the Entanglion die</source>
        <translation>Tirar el dado Entanglion</translation>
    </message>
    <message>
        <source>%1: more than %2 evades them</source>
        <extracomment>%1: &quot;orbital defenses&quot; or &quot;ground defenses&quot; (or PROBE); %2: the detection rate (3).</extracomment>
        <translation>%1: más de %2 las evade</translation>
    </message>
    <message>
        <source>Play Quantum Tunnel</source>
        <translation>Jugar Túnel Cuántico</translation>
    </message>
    <message>
        <source>bypass these defenses (not your action)</source>
        <translation>esquiva estas defensas (no es tu acción)</translation>
    </message>
    <message>
        <source>Keep the roll %1</source>
        <extracomment>Magnetic Shielding&apos;s choice: %1: the die&apos;s face (5).</extracomment>
        <translation>Quedarse con la tirada %1</translation>
    </message>
    <message>
        <source>Roll once more</source>
        <translation>Tirar otra vez</translation>
    </message>
    <message>
        <source>Magnetic Shielding: take the second result</source>
        <translation>Blindaje Magnético: vale el segundo resultado</translation>
    </message>
    <message>
        <source>Physical Qubits: choose where the ships land</source>
        <translation>Qubits Físicos: elige dónde aterrizan las naves</translation>
    </message>
    <message>
        <source>Roll the Centarious die</source>
        <translation>Tirar el dado Centarious</translation>
    </message>
    <message>
        <source>both ships jump to the planet it shows</source>
        <translation>ambas naves saltan al planeta que muestra</translation>
    </message>
    <message>
        <source>Keep %1</source>
        <extracomment>Quantum Gates&apos; choice: %1: an engine card (H).</extracomment>
        <translation>Quedarse con %1</translation>
    </message>
    <message>
        <source>Quantum Gates: the other drawn card is discarded</source>
        <translation>Compuertas Cuánticas: la otra carta levantada se descarta</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <extracomment>Dilution Refrigerator&apos;s choice: %1: an engine card (H).</extracomment>
        <translation>Descartar %1</translation>
    </message>
    <message>
        <source>Dilution Refrigerator: hand limit two</source>
        <translation>Refrigerador de Dilución: límite de dos cartas en la mano</translation>
    </message>
    <message>
        <source>Give %1 to %2</source>
        <extracomment>Bennett: %1: a component&apos;s name (Quantum Gates); %2: the other ship&apos;s name (Rubicon).</extracomment>
        <translation>Dar %1 a %2</translation>
    </message>
    <message>
        <source>Take %1 from %2</source>
        <extracomment>Bennett: %1: a component&apos;s name (Quantum Gates); %2: the other ship&apos;s name (Rubicon).</extracomment>
        <translation>Tomar %1 de %2</translation>
    </message>
    <message>
        <source>The Mechanic (no orbital defenses): %1</source>
        <extracomment>%1: where the card takes the ships (&quot;Mercurial to PLUS&quot;).</extracomment>
        <translation>El Mecánico (sin defensas orbitales): %1</translation>
    </message>
    <message>
        <source>Stop</source>
        <extracomment>A button of The Mechanic event: stop playing the drawn cards.</extracomment>
        <translation>Terminar</translation>
    </message>
    <message>
        <source>The Mechanic: discard the drawn cards left and take your hand back</source>
        <translation>El Mecánico: descarta las cartas levantadas que quedan y recupera tu mano</translation>
    </message>
    <message>
        <source>Won: the quantum computer is rebuilt!</source>
        <translation>¡Victoria: la computadora cuántica está reconstruida!</translation>
    </message>
    <message>
        <source>Lost: the detection rate reached X.</source>
        <translation>Derrota: el nivel de detección llegó a X.</translation>
    </message>
    <message>
        <source>%1&apos;s turn: navigate, exchange, retrieve or play an event</source>
        <extracomment>%1: a ship&apos;s name (Mercurial).</extracomment>
        <translation>Turno de %1: navegar, intercambiar, recobrar o jugar un evento</translation>
    </message>
    <message>
        <source>%1 rolled %2 (%3): keep it or roll once more (Magnetic Shielding)</source>
        <extracomment>%1: a ship&apos;s name; %2: the die&apos;s face (5); %3: what it was rolled for (&quot;orbital defenses&quot;).</extracomment>
        <translation>%1 sacó %2 (%3): quédatelo o tira otra vez (Blindaje Magnético)</translation>
    </message>
    <message>
        <source>Detected! %1 chooses where the ships land in Centarious (Physical Qubits)</source>
        <extracomment>%1: a ship&apos;s name (Mercurial).</extracomment>
        <translation>¡Detectados! %1 elige dónde aterrizan las naves en Centarious (Qubits Físicos)</translation>
    </message>
    <message>
        <source>%1: keep one of the two drawn cards (Quantum Gates)</source>
        <extracomment>%1: a ship&apos;s name (Mercurial).</extracomment>
        <translation>%1: quédate una de las dos cartas levantadas (Compuertas Cuánticas)</translation>
    </message>
    <message>
        <source>%1: discard down to two engine cards (Dilution Refrigerator)</source>
        <extracomment>%1: a ship&apos;s name (Mercurial).</extracomment>
        <translation>%1: descarta hasta quedarte con dos cartas de motor (Refrigerador de Dilución)</translation>
    </message>
    <message>
        <source>%1: give one of your components or take one (Bennett)</source>
        <extracomment>%1: a ship&apos;s name (Mercurial).</extracomment>
        <translation>%1: da uno de tus componentes o toma uno (Bennett)</translation>
    </message>
    <message>
        <source>Quantum note: orbital defenses act like measuring both ships. Measuring %1 gives %2.</source>
        <extracomment>%1: a planet&apos;s name (ZERO); %2: the outcomes with their chances (&quot;|00&gt; 50%, |11&gt; 50%&quot;).</extracomment>
        <translation>Nota cuántica: las defensas orbitales actúan como una medición de ambas naves. Medir %1 da %2.</translation>
    </message>
    <message>
        <source>The board&apos;s jump of both ships to %1 (%2) is one of those outcomes.</source>
        <extracomment>%1: a planet&apos;s name (ZERO); %2: the outcome as a ket (|00&gt;).</extracomment>
        <translation>El salto de ambas naves a %1 (%2) que marca el tablero es uno de esos resultados.</translation>
    </message>
    <message>
        <source>The board sends both ships to %1 (%2), which a measurement of %3 never gives: it would put the ships on different Centarious planets.</source>
        <extracomment>%1: a planet&apos;s name (ONE); %2: the outcome as a ket (|11&gt;); %3: the planet measured (PLUS).</extracomment>
        <translation>El tablero envía ambas naves a %1 (%2), algo que una medición de %3 nunca da: pondría las naves en planetas distintos de Centarious.</translation>
    </message>
    <message>
        <source>(The board only ever lands both ships together: |00&gt; or |11&gt;.)</source>
        <translation>(El tablero siempre hace aterrizar ambas naves juntas: |00&gt; o |11&gt;.)</translation>
    </message>
    <message>
        <source>CNOT: Flip your ship only if the other ship is on CENTARIOUS ONE</source>
        <translation>CNOT: invierte tu nave solo si la otra nave está en UNO de Centarious</translation>
    </message>
    <message>
        <source>rolled %1</source>
        <extracomment>%1: the die&apos;s face (4). Components may follow: &quot;rolled 2, −1 Control Infrastructure = 1&quot;.</extracomment>
        <translation>tirada de %1</translation>
    </message>
    <message>
        <source>no path</source>
        <translation>sin ruta</translation>
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
        <translation>Ahora actúa el azar: hay pendiente una tirada de dado o una medición</translation>
    </message>
    <message>
        <source>Detection track: position %1 → %2 (rate %3 → %4)</source>
        <extracomment>%1, %2: the token&apos;s position on the track before and after (3 → 4, of 12); %3, %4: the rate printed there (2 → 2, or X).</extracomment>
        <translation>Escala de nivel de detección: casilla %1 → %2 (nivel %3 → %4)</translation>
    </message>
    <message numerus="yes">
        <source>%1: The Mechanic, play up to two drawn cards (%n played) or stop</source>
        <extracomment>%1: the ship&apos;s name; %n: drawn cards played so far (0, 1 or 2).</extracomment>
        <translation>
            <numerusform>%1: El Mecánico, juega hasta dos cartas levantadas (jugadas: %n) o termina</numerusform>
            <numerusform>%1: El Mecánico, juega hasta dos cartas levantadas (jugadas: %n) o termina</numerusform>
        </translation>
    </message>
    <message>
        <source>Qubits</source>
        <comment>map tag</comment>
        <extracomment>A component&apos;s short name on its map tag: one short word, at most 8 letters, that the class connects with the whole name (&quot;Physical Qubits&quot;, which shows on hover); not an abbreviation.</extracomment>
        <translation>Qubits</translation>
    </message>
    <message>
        <source>Link</source>
        <comment>map tag</comment>
        <extracomment>A component&apos;s short name on its map tag, at most 8 letters: &quot;Qubit Interconnect&quot;.</extracomment>
        <translation>Enlace</translation>
    </message>
    <message>
        <source>Fridge</source>
        <comment>map tag</comment>
        <extracomment>A component&apos;s short name on its map tag, at most 8 letters: &quot;Dilution Refrigerator&quot;.</extracomment>
        <translation>Nevera</translation>
    </message>
    <message>
        <source>Gates</source>
        <comment>map tag</comment>
        <extracomment>A component&apos;s short name on its map tag, at most 8 letters: &quot;Quantum Gates&quot;.</extracomment>
        <translation>Puertas</translation>
    </message>
    <message>
        <source>Program</source>
        <comment>map tag</comment>
        <extracomment>A component&apos;s short name on its map tag, at most 8 letters: &quot;Quantum Programming&quot;.</extracomment>
        <translation>Programa</translation>
    </message>
    <message>
        <source>QEC</source>
        <comment>map tag</comment>
        <extracomment>A component&apos;s short name on its map tag, at most 8 letters: &quot;Quantum Error Correction&quot;.</extracomment>
        <translation>QEC</translation>
    </message>
    <message>
        <source>Control</source>
        <comment>map tag</comment>
        <extracomment>A component&apos;s short name on its map tag, at most 8 letters: &quot;Control Infrastructure&quot;.</extracomment>
        <translation>Control</translation>
    </message>
    <message>
        <source>Shield</source>
        <comment>map tag</comment>
        <extracomment>A component&apos;s short name on its map tag, at most 8 letters: &quot;Magnetic Shielding&quot;.</extracomment>
        <translation>Blindaje</translation>
    </message>
    <message>
        <source>%1 evaded PROBE: %2 is at least 4</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the roll (&quot;rolled 5&quot; or &quot;rolled 2, +1 Quantum Firewall = 3&quot;).</extracomment>
        <translation>%1 evadió PROBE: %2 es al menos 4</translation>
    </message>
    <message>
        <source>%1 evaded the orbital defenses: %2 beats the rate %3</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the roll (&quot;rolled 5&quot;); %3: the detection rate (3).</extracomment>
        <translation>%1 evadió las defensas orbitales: %2 supera el nivel %3</translation>
    </message>
    <message>
        <source>%1 evaded the ground defenses: %2 beats the rate %3</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the roll (&quot;rolled 5&quot;); %3: the detection rate (3).</extracomment>
        <translation>%1 evadió las defensas terrestres: %2 supera el nivel %3</translation>
    </message>
    <message>
        <source>%1 bypassed the ground defenses (%2)</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the component or event card that bypassed them (Quantum Tunnel).</extracomment>
        <translation>%1 esquivó las defensas terrestres (%2)</translation>
    </message>
    <message>
        <source>%1 bypassed the orbital defenses (%2)</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the component or event card that bypassed them (Quantum Tunnel).</extracomment>
        <translation>%1 esquivó las defensas orbitales (%2)</translation>
    </message>
    <message>
        <source>%1 was detected by PROBE: %2 is below 4</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the roll (&quot;rolled 2&quot;).</extracomment>
        <translation>%1 fue detectada por PROBE: %2 es menor que 4</translation>
    </message>
    <message>
        <source>%1 was detected by the orbital defenses: %2 does not beat the rate %3</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the roll (&quot;rolled 2&quot;); %3: the detection rate (3).</extracomment>
        <translation>%1 fue detectada por las defensas orbitales: %2 no supera el nivel %3</translation>
    </message>
    <message>
        <source>%1 was detected by the ground defenses: %2 does not beat the rate %3</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the roll (&quot;rolled 2&quot;); %3: the detection rate (3).</extracomment>
        <translation>%1 fue detectada por las defensas terrestres: %2 no supera el nivel %3</translation>
    </message>
    <message>
        <source>%1 cannot play %2: the hand holds no engine card</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: an engine card (H).</extracomment>
        <translation>%1 no puede jugar %2: no hay ninguna carta de motor en la mano</translation>
    </message>
    <message>
        <source>%1 cannot exchange %2: the hand holds no engine card</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: an engine card (H).</extracomment>
        <translation>%1 no puede intercambiar %2: no hay ninguna carta de motor en la mano</translation>
    </message>
    <message>
        <source>%1 cannot play %2: no event card is held</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: an event card&apos;s name (Bennett).</extracomment>
        <translation>%1 no puede jugar %2: no hay ninguna carta de evento en la mano</translation>
    </message>
    <message>
        <source>%1 cannot give %2 for %3: the hand holds no engine card</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the card to give (H); %3: the card to take (X).</extracomment>
        <translation>%1 no puede dar %2 por %3: no hay ninguna carta de motor en la mano</translation>
    </message>
    <message>
        <source>%1 cannot give %2 for %3: the other hand holds no engine card</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the card to give (H); %3: the card to take (X).</extracomment>
        <translation>%1 no puede dar %2 por %3: no hay ninguna carta de motor en la mano del otro jugador</translation>
    </message>
    <message>
        <source>%1: face PROBE (a roll of at least %2 evades it)</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the roll needed, 4.</extracomment>
        <translation>%1: enfrenta PROBE (una tirada de al menos %2 la evade)</translation>
    </message>
    <message>
        <source>%1: face the ground defenses (a roll above %2 evades them)</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the detection rate (3).</extracomment>
        <translation>%1: enfrenta las defensas terrestres (una tirada mayor que %2 las evade)</translation>
    </message>
    <message>
        <source>%1: face the orbital defenses (a roll above %2 evades them)</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: the detection rate (3).</extracomment>
        <translation>%1: enfrenta las defensas orbitales (una tirada mayor que %2 las evade)</translation>
    </message>
    <message>
        <source>%1 took back playing %2</source>
        <extracomment>A take-back (Undo). %1: a ship&apos;s name (Mercurial); %2: the engine card played (H).</extracomment>
        <translation>%1 deshizo la jugada de la carta %2</translation>
    </message>
    <message>
        <source>%1 took back exchanging %2</source>
        <extracomment>A take-back (Undo). %1: a ship&apos;s name (Mercurial); %2: the engine card exchanged (H).</extracomment>
        <translation>%1 deshizo el intercambio de la carta %2</translation>
    </message>
    <message>
        <source>%1 took back playing the event card %2</source>
        <extracomment>A take-back (Undo). %1: a ship&apos;s name (Mercurial); %2: the event card played (The Mechanic).</extracomment>
        <translation>%1 deshizo la jugada de la carta de evento %2</translation>
    </message>
    <message>
        <source>%1 took back the last move</source>
        <extracomment>A take-back (Undo). %1: a ship&apos;s name (Mercurial).</extracomment>
        <translation>%1 deshizo su último movimiento</translation>
    </message>
    <message>
        <source>The drawn card %1 goes back on top of the engine stack: both players know it is the next card drawn</source>
        <extracomment>After a take-back. %1: an engine card (CNOT).</extracomment>
        <translation>La carta levantada %1 vuelve arriba del mazo de motor: ambos jugadores saben que será la próxima carta que se levante</translation>
    </message>
    <message>
        <source>The drawn event card %1 goes back on top of the event deck: both players know it is the next card drawn</source>
        <extracomment>After a take-back. %1: an event card&apos;s name (Heisenberg).</extracomment>
        <translation>La carta de evento levantada %1 vuelve arriba del mazo de eventos cuánticos: ambos jugadores saben que será la próxima carta que se levante</translation>
    </message>
    <message>
        <source>Known on top of the engine stack: %1</source>
        <extracomment>Under the piles after a take-back. %1: the engine cards known to lie on top of the stack, the next card drawn first (&quot;CNOT&quot; or &quot;CNOT, SWAP&quot;).</extracomment>
        <translation>Cartas conocidas arriba del mazo de motor: %1</translation>
    </message>
    <message>
        <source>Known on top of the event deck: %1</source>
        <extracomment>Under the piles after a take-back. %1: the event cards known to lie on top of the deck, the next card drawn first (&quot;Heisenberg&quot;).</extracomment>
        <translation>Cartas conocidas arriba del mazo de eventos cuánticos: %1</translation>
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
        <translation>Una detección ahora pierde la partida.</translation>
    </message>
    <message numerus="yes">
        <source>A detection this turn (in %1 of the playouts) costs %n point(s): %2 after it against %3 without.</source>
        <extracomment>%1: the share of playouts with a detection (&quot;30%&quot;); %n: win-chance points it costs; %2: the win chance after a detection (&quot;20%&quot;); %3: without one (&quot;45%&quot;).</extracomment>
        <translation>
            <numerusform>Una detección en este turno (en el %1 de las simulaciones) cuesta %n punto: %2 tras ella frente al %3 sin ella.</numerusform>
            <numerusform>Una detección en este turno (en el %1 de las simulaciones) cuesta %n puntos: %2 tras ella frente al %3 sin ella.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the best of %n legal action(s) by look-ahead</source>
        <extracomment>%n: the number of legal actions.</extracomment>
        <translation>
            <numerusform>la mejor de %n acción legal según la previsión</numerusform>
            <numerusform>la mejor de %n acciones legales según la previsión</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint (look-ahead): %1.</source>
        <extracomment>%1: the suggested action (&quot;Play H for Mercurial&quot;).</extracomment>
        <translation>Pista (previsión): %1.</translation>
    </message>
    <message>
        <source>Hint (look-ahead): %1 — %2.</source>
        <extracomment>%1: the suggested action (&quot;Play H for Mercurial&quot;); %2: why (&quot;PLUS, which holds the component Quantum Gates&quot;).</extracomment>
        <translation>Pista (previsión): %1 — %2.</translation>
    </message>
    <message>
        <source>From here the team wins %1 of games after it (%2 to %3).</source>
        <extracomment>%1: the win chance (&quot;45%&quot;); %2, %3: its 95% interval (&quot;40%&quot;, &quot;50%&quot;).</extracomment>
        <translation>Desde aquí el equipo gana el %1 de las partidas tras ella (del %2 al %3).</translation>
    </message>
    <message>
        <source>%1: wins %2; a detection now loses the game</source>
        <extracomment>%1: another action (&quot;Exchange X&quot;); %2: its win chance (&quot;30%&quot;).</extracomment>
        <translation>%1: gana el %2; una detección ahora pierde la partida</translation>
    </message>
    <message>
        <source>%1: wins %2</source>
        <extracomment>%1: another action (&quot;Exchange X&quot;); %2: its win chance (&quot;30%&quot;).</extracomment>
        <translation>%1: gana el %2</translation>
    </message>
    <message>
        <source>Playing %1 here (%2): wins %3, the best of every action.</source>
        <extracomment>%1: the card previewed (H); %2: the action (&quot;Play H for Mercurial&quot;); %3: its win chance (&quot;63%&quot;).</extracomment>
        <translation>Jugar %1 aquí (%2): gana el %3, la mejor de todas las acciones.</translation>
    </message>
    <message>
        <source>Playing %1 here (%2): wins %3 against %4 for the best, %5.</source>
        <extracomment>%1: the card previewed (H); %2: the action (&quot;Play H for Mercurial&quot;); %3: its win chance (&quot;41%&quot;); %4: the best action&apos;s win chance (&quot;63%&quot;); %5: the best action (&quot;Play CNOT for Rubicon&quot;).</extracomment>
        <translation>Jugar %1 aquí (%2): gana el %3 frente al %4 de la mejor, %5.</translation>
    </message>
    <message>
        <source>Hint (search): %1</source>
        <extracomment>%1: the suggested move and why, a whole sentence from the search&apos;s own figures.</extracomment>
        <translation>Pista (búsqueda): %1</translation>
    </message>
</context>
<context>
    <name>lessonText</name>
    <message>
        <source>no planet</source>
        <translation>ningún planeta</translation>
    </message>
    <message>
        <source>both ships on %1</source>
        <extracomment>%1: a planet&apos;s name, never declined (e.g. ZERO, OMEGA THREE).</extracomment>
        <translation>ambas naves en %1</translation>
    </message>
    <message>
        <source>Mercurial on %1, Rubicon on %2</source>
        <extracomment>%1, %2: planet names, never declined (e.g. ZERO, PLUS).</extracomment>
        <translation>Mercurial en %1, Rubicon en %2</translation>
    </message>
    <message>
        <source>CNOT played by %1 (control %2)</source>
        <extracomment>%1: the ship the card is played for (Rubicon); %2: the control ship (Mercurial).</extracomment>
        <translation>CNOT jugada por %1 (control: %2)</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>%1: a one-qubit gate (X, H); %2: a ship&apos;s name (Mercurial or Rubicon).</extracomment>
        <translation>%1 sobre %2</translation>
    </message>
    <message>
        <source>%1 played by %2</source>
        <extracomment>%1: a gate (SWAP); %2: a ship&apos;s name (Mercurial or Rubicon).</extracomment>
        <translation>%1 jugada por %2</translation>
    </message>
    <message>
        <source>CNOT, control %1, target %2</source>
        <extracomment>%1: the control ship&apos;s name (Mercurial); %2: the target ship&apos;s name (Rubicon).</extracomment>
        <translation>CNOT, control %1, objetivo %2</translation>
    </message>
    <message>
        <source>The goal is already reached; %1 would be one card too many.</source>
        <extracomment>%1: the card and its ship (&quot;H for Mercurial&quot;).</extracomment>
        <translation>El objetivo ya se ha alcanzado; %1 sería una carta de más.</translation>
    </message>
    <message>
        <source>This lesson does not let %1 play %2.</source>
        <extracomment>%1: a ship&apos;s name (Mercurial); %2: an engine card (SWAP).</extracomment>
        <translation>Esta lección no permite que %1 juegue %2.</translation>
    </message>
    <message numerus="yes">
        <source>Over budget: all %n card(s) are spent.</source>
        <extracomment>%n: the lesson&apos;s card budget.</extracomment>
        <translation>
            <numerusform>Presupuesto agotado: ya se usó %n carta.</numerusform>
            <numerusform>Presupuesto agotado: ya se usaron las %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 may be played at most %n time(s) in this lesson.</source>
        <extracomment>%1: the card and its ship (&quot;H for Mercurial&quot;); %n: how many times it may be played.</extracomment>
        <translation>
            <numerusform>En esta lección, %1 se puede jugar como máximo %n vez.</numerusform>
            <numerusform>En esta lección, %1 se puede jugar como máximo %n veces.</numerusform>
        </translation>
    </message>
    <message>
        <source>the state %1 (up to global phase)</source>
        <extracomment>A lesson&apos;s goal: %1 is a ket with its order (&quot;(|00&gt; + |11&gt;)/√2 in |Mercurial Rubicon&gt;&quot;).</extracomment>
        <translation>el estado %1 (salvo una fase global)</translation>
    </message>
    <message>
        <source>Mercurial on %1</source>
        <extracomment>A lesson&apos;s goal: %1 is a planet&apos;s name, never declined (PHI PLUS).</extracomment>
        <translation>Mercurial en %1</translation>
    </message>
    <message>
        <source>Rubicon on %1</source>
        <extracomment>A lesson&apos;s goal: %1 is a planet&apos;s name, never declined (PHI PLUS).</extracomment>
        <translation>Rubicon en %1</translation>
    </message>
    <message>
        <source>the ships are entangled (the state does not factor per ship)</source>
        <translation>las naves están entrelazadas (el estado no se factoriza por nave)</translation>
    </message>
    <message>
        <source>the ships are not entangled (the state factors per ship)</source>
        <translation>las naves no están entrelazadas (el estado se factoriza por nave)</translation>
    </message>
    <message>
        <source>measuring Mercurial certainly gives %1</source>
        <extracomment>A lesson&apos;s goal: %1 is the bit, 0 or 1.</extracomment>
        <translation>medir Mercurial da %1 con certeza</translation>
    </message>
    <message>
        <source>measuring Rubicon certainly gives %1</source>
        <extracomment>A lesson&apos;s goal: %1 is the bit, 0 or 1.</extracomment>
        <translation>medir Rubicon da %1 con certeza</translation>
    </message>
    <message>
        <source>measuring both ships always gives equal bits</source>
        <translation>medir ambas naves siempre da bits iguales</translation>
    </message>
    <message>
        <source>measuring both ships always gives different bits</source>
        <translation>medir ambas naves siempre da bits distintos</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <extracomment>A move in a lesson&apos;s text, an engine card played for a ship&apos;s qubit: %1: the card (H, CNOT); %2: the ship&apos;s name, never declined (Mercurial). &quot;H for Mercurial&quot;.</extracomment>
        <translation>%1 para %2</translation>
    </message>
    <message>
        <source>A measurement of Mercurial gives 1 with probability %1</source>
        <extracomment>A lesson&apos;s goal: %1 is a probability as a percentage (&quot;50 %&quot;).</extracomment>
        <translation>Una medición de Mercurial da 1 con probabilidad %1</translation>
    </message>
    <message>
        <source>A measurement of Rubicon gives 1 with probability %1</source>
        <extracomment>A lesson&apos;s goal: %1 is a probability as a percentage (&quot;50 %&quot;).</extracomment>
        <translation>Una medición de Rubicon da 1 con probabilidad %1</translation>
    </message>
    <message>
        <source>You made %1; %2 needs Mercurial&apos;s bit flipped.</source>
        <extracomment>%1: the ket the learner made (|01&gt;); %2: the goal&apos;s ket (|11&gt;).</extracomment>
        <translation>Has obtenido %1; %2 necesita invertir el bit de Mercurial.</translation>
    </message>
    <message>
        <source>You made %1; %2 needs Rubicon&apos;s bit flipped.</source>
        <extracomment>%1: the ket the learner made (|10&gt;); %2: the goal&apos;s ket (|11&gt;).</extracomment>
        <translation>Has obtenido %1; %2 necesita invertir el bit de Rubicon.</translation>
    </message>
    <message>
        <source>You made %1; %2 needs both ships&apos; bits flipped.</source>
        <extracomment>%1: the ket the learner made (|01&gt;); %2: the goal&apos;s ket (|10&gt;).</extracomment>
        <translation>Has obtenido %1; %2 necesita invertir los bits de ambas naves.</translation>
    </message>
    <message>
        <source>You made %1: the right kets with the right weights, but %2 has other signs (relative phases).</source>
        <extracomment>%1: the ket the learner made (|+0&gt;); %2: the goal&apos;s ket (|-0&gt;), which has the same kets with the same weights but other signs.</extracomment>
        <translation>Has obtenido %1: los kets correctos con los pesos correctos, pero %2 tiene otros signos (fases relativas).</translation>
    </message>
    <message>
        <source>You made %1, which is not entangled; the goal needs the ships entangled.</source>
        <extracomment>%1: the ket the learner made.</extracomment>
        <translation>Has obtenido %1, que no está entrelazado; el objetivo necesita las naves entrelazadas.</translation>
    </message>
    <message>
        <source>You made %1, which is entangled; the goal needs the ships not entangled.</source>
        <extracomment>%1: the ket the learner made.</extracomment>
        <translation>Has obtenido %1, que está entrelazado; el objetivo necesita las naves sin entrelazar.</translation>
    </message>
    <message>
        <source>You made %1, which is not entangled; %2 is.</source>
        <extracomment>%1: the ket the learner made, a product state; %2: the goal&apos;s ket, an entangled state.</extracomment>
        <translation>Has obtenido %1, que no está entrelazado; %2 sí lo está.</translation>
    </message>
    <message>
        <source>You made %1, which is entangled; %2 is not.</source>
        <extracomment>%1: the ket the learner made, an entangled state; %2: the goal&apos;s ket, a product state.</extracomment>
        <translation>Has obtenido %1, que está entrelazado; %2 no lo está.</translation>
    </message>
    <message>
        <source>You made %1; the goal is %2.</source>
        <extracomment>%1: the ket the learner made; %2: the goal&apos;s ket.</extracomment>
        <translation>Has obtenido %1; el objetivo es %2.</translation>
    </message>
    <message>
        <source>You made %1, which no planet shows; the goal needs %2 on %3.</source>
        <extracomment>%1: the ket the learner made, which no planet of the board shows; %2: a ship&apos;s name (Rubicon); %3: a planet&apos;s name (ONE).</extracomment>
        <translation>Has obtenido %1, que ningún planeta muestra; el objetivo necesita a %2 en %3.</translation>
    </message>
    <message>
        <source>You made %1: %2 is on %3; the goal needs %2 on %4.</source>
        <extracomment>%1: the ket the learner made; %2: a ship&apos;s name (Rubicon); %3: the planet it is on (ZERO); %4: the planet the goal needs (ONE).</extracomment>
        <translation>Has obtenido %1: %2 está en %3; el objetivo necesita a %2 en %4.</translation>
    </message>
    <message>
        <source>You made %1: measuring %2 gives %3 only with probability %4; the goal needs it for certain.</source>
        <extracomment>%1: the ket the learner made; %2: a ship&apos;s name (Rubicon); %3: the bit the goal needs (0 or 1); %4: the probability it comes out now (&quot;50 %&quot;).</extracomment>
        <translation>Has obtenido %1: medir %2 da %3 solo con probabilidad %4; el objetivo lo necesita con certeza.</translation>
    </message>
    <message>
        <source>You made %1: measuring %2 gives 1 with probability %3; the goal needs %4.</source>
        <extracomment>%1: the ket the learner made; %2: a ship&apos;s name (Rubicon); %3: the probability of a 1 now (&quot;0 %&quot;); %4: the probability the goal needs (&quot;50 %&quot;).</extracomment>
        <translation>Has obtenido %1: medir %2 da 1 con probabilidad %3; el objetivo necesita %4.</translation>
    </message>
    <message>
        <source>You made %1: measuring both ships does not always give the same bit.</source>
        <extracomment>%1: the ket the learner made.</extracomment>
        <translation>Has obtenido %1: medir ambas naves no siempre da el mismo bit.</translation>
    </message>
    <message>
        <source>You made %1: measuring both ships does not always give different bits.</source>
        <extracomment>%1: the ket the learner made.</extracomment>
        <translation>Has obtenido %1: medir ambas naves no siempre da bits distintos.</translation>
    </message>
    <message numerus="yes">
        <source>The goal is out of reach: no moves with the %n card(s) left reach it. Undo or reset.</source>
        <extracomment>%n: the cards the learner has left.</extracomment>
        <translation>
            <numerusform>El objetivo está fuera de alcance: ningún movimiento con la %n carta que queda lo alcanza. Deshaz o reinicia.</numerusform>
            <numerusform>El objetivo está fuera de alcance: ningún movimiento con las %n cartas que quedan lo alcanza. Deshaz o reinicia.</numerusform>
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
        <translation>El dado sacó %1</translation>
    </message>
    <message>
        <source>The Centarious die rolled %1</source>
        <extracomment>%1: the die&apos;s face (1-4).</extracomment>
        <translation>El dado Centarious sacó %1</translation>
    </message>
    <message>
        <source>Engine card drawn: %1</source>
        <extracomment>%1: an engine card&apos;s name (H).</extracomment>
        <translation>Carta de motor levantada: %1</translation>
    </message>
    <message>
        <source>Event card drawn: %1</source>
        <extracomment>%1: an event card&apos;s name (Bennett).</extracomment>
        <translation>Carta de evento levantada: %1</translation>
    </message>
    <message>
        <source>Spooky Action picked %1</source>
        <extracomment>%1: a component&apos;s name (Quantum Gates).</extracomment>
        <translation>Acción Fantasmal eligió %1</translation>
    </message>
    <message>
        <source>The ships were measured: |%1%2&gt;</source>
        <extracomment>%1: Mercurial&apos;s measured bit (0 or 1); %2: Rubicon&apos;s (0 or 1), written as a ket |01&gt;.</extracomment>
        <translation>Las naves fueron medidas: |%1%2&gt;</translation>
    </message>
    <message>
        <source>Only action</source>
        <translation>Única acción</translation>
    </message>
    <message>
        <source>Best</source>
        <extracomment>A decision&apos;s verdict in the review: the best action of those compared.</extracomment>
        <translation>La mejor</translation>
    </message>
    <message>
        <source>Not compared</source>
        <translation>No comparada</translation>
    </message>
    <message>
        <source>Good: %1 points lost</source>
        <extracomment>%1: win-chance points lost, a decimal number (0,5).</extracomment>
        <translation>Buena: %1 puntos perdidos</translation>
    </message>
    <message>
        <source>Inaccuracy: %1 points lost</source>
        <extracomment>%1: win-chance points lost, a decimal number (3,5).</extracomment>
        <translation>Imprecisión: %1 puntos perdidos</translation>
    </message>
    <message>
        <source>Mistake: %1 points lost</source>
        <extracomment>%1: win-chance points lost, a decimal number (8,0).</extracomment>
        <translation>Error: %1 puntos perdidos</translation>
    </message>
    <message>
        <source>Blunder: %1 points lost</source>
        <extracomment>%1: win-chance points lost, a decimal number (25,0).</extracomment>
        <translation>Error grave: %1 puntos perdidos</translation>
    </message>
    <message>
        <source>Certain: the only outcome</source>
        <translation>Seguro: el único resultado</translation>
    </message>
    <message>
        <source>Neutral (%1)</source>
        <extracomment>%1: the change in win chance, with its sign (+0,5).</extracomment>
        <translation>Neutral (%1)</translation>
    </message>
    <message>
        <source>Lucky (%1)</source>
        <extracomment>%1: the change in win chance, with its sign (+8,0).</extracomment>
        <translation>Con suerte (%1)</translation>
    </message>
    <message>
        <source>Very lucky (%1)</source>
        <extracomment>%1: the change in win chance, with its sign (+20,0).</extracomment>
        <translation>Mucha suerte (%1)</translation>
    </message>
    <message>
        <source>Unlucky (%1)</source>
        <extracomment>%1: the change in win chance, with its sign (−8,0).</extracomment>
        <translation>Mala suerte (%1)</translation>
    </message>
    <message>
        <source>Very unlucky (%1)</source>
        <extracomment>%1: the change in win chance, with its sign (−20,0).</extracomment>
        <translation>Muy mala suerte (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Your decisions cost %n point(s).</source>
        <extracomment>%n: win-chance points the learner&apos;s decisions lost (e.g. 9).</extracomment>
        <translation>
            <numerusform>Tus decisiones costaron %n punto.</numerusform>
            <numerusform>Tus decisiones costaron %n puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your decisions gained %n point(s).</source>
        <extracomment>%n: win-chance points the learner&apos;s decisions gained (e.g. 9).</extracomment>
        <translation>
            <numerusform>Tus decisiones ganaron %n punto.</numerusform>
            <numerusform>Tus decisiones ganaron %n puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The dice and draws cost %n point(s).</source>
        <extracomment>%n: win-chance points lost to the dice and draws.</extracomment>
        <translation>
            <numerusform>Los dados y las cartas levantadas costaron %n punto.</numerusform>
            <numerusform>Los dados y las cartas levantadas costaron %n puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The dice and draws gained %n point(s).</source>
        <extracomment>%n: win-chance points gained from the dice and draws.</extracomment>
        <translation>
            <numerusform>Los dados y las cartas levantadas ganaron %n punto.</numerusform>
            <numerusform>Los dados y las cartas levantadas ganaron %n puntos.</numerusform>
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
        <translation>%1 al inicio %2 por decisiones %3 por suerte = %4 al final</translation>
    </message>
    <message numerus="yes">
        <source>Your AI partner&apos;s decisions cost %n point(s).</source>
        <extracomment>%n: win-chance points the AI partner&apos;s decisions lost (e.g. 4).</extracomment>
        <translation>
            <numerusform>Las decisiones de tu compañero IA costaron %n punto.</numerusform>
            <numerusform>Las decisiones de tu compañero IA costaron %n puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your AI partner&apos;s decisions gained %n point(s).</source>
        <extracomment>%n: win-chance points the AI partner&apos;s decisions gained (e.g. 4).</extracomment>
        <translation>
            <numerusform>Las decisiones de tu compañero IA ganaron %n punto.</numerusform>
            <numerusform>Las decisiones de tu compañero IA ganaron %n puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The AI players&apos; decisions cost %n point(s).</source>
        <extracomment>%n: win-chance points the AI players&apos; decisions lost (e.g. 4), in a game of two AIs.</extracomment>
        <translation>
            <numerusform>Las decisiones de los jugadores IA costaron %n punto.</numerusform>
            <numerusform>Las decisiones de los jugadores IA costaron %n puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The AI players&apos; decisions gained %n point(s).</source>
        <extracomment>%n: win-chance points the AI players&apos; decisions gained (e.g. 4), in a game of two AIs.</extracomment>
        <translation>
            <numerusform>Las decisiones de los jugadores IA ganaron %n punto.</numerusform>
            <numerusform>Las decisiones de los jugadores IA ganaron %n puntos.</numerusform>
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
        <translation>Tus decisiones — mejores: %1, buenas: %2, imprecisiones: %3, errores: %4, errores graves: %5</translation>
    </message>
    <message>
        <source>Your AI partner&apos;s decisions — best: %1, good: %2, inaccuracies: %3, mistakes: %4, blunders: %5</source>
        <extracomment>%1-%5: how many of the AI partner&apos;s decisions were best, good, inaccuracies, mistakes, blunders (e.g. 3).</extracomment>
        <translation>Decisiones de tu compañero IA — mejores: %1, buenas: %2, imprecisiones: %3, errores: %4, errores graves: %5</translation>
    </message>
    <message>
        <source>Best within the estimate&apos;s noise: %1 against %2 for the best, ±%3 points</source>
        <extracomment>A decision&apos;s verdict in the review: not the best action, but the review cannot tell it from the best. %1: its win chance (&quot;46,0%&quot;); %2: the best action&apos;s (&quot;49,4%&quot;); %3: the estimate&apos;s margin in win-chance points (&quot;4,0&quot;).</extracomment>
        <translation>La mejor dentro del ruido de la estimación: %1 frente al %2 de la mejor, ±%3 puntos</translation>
    </message>
</context>
<context>
    <name>slideFigures</name>
    <message>
        <source>%1: cannot write the file</source>
        <extracomment>%1: the file&apos;s full path.</extracomment>
        <translation>%1: no se puede escribir el archivo</translation>
    </message>
    <message>
        <source>%1: cannot create the directory</source>
        <extracomment>%1: the folder&apos;s full path.</extracomment>
        <translation>%1: no se puede crear la carpeta</translation>
    </message>
</context>
<context>
    <name>web</name>
    <message>
        <source>Skip to your actions</source>
        <translation>Saltar a tus acciones</translation>
    </message>
    <message>
        <source>Skip to your cards</source>
        <translation>Saltar a tus cartas</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>A heading: the choice of seed, difficulty and rules of a new game.</extracomment>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Dificultad</translation>
    </message>
    <message>
        <source>Save record</source>
        <translation>Guardar el registro</translation>
    </message>
    <message>
        <source>Open record</source>
        <translation>Abrir un registro</translation>
    </message>
    <message>
        <source>Turn</source>
        <extracomment>A heading: whose turn it is.</extracomment>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Your actions</source>
        <translation>Tus acciones</translation>
    </message>
    <message>
        <source>Hint</source>
        <extracomment>A button: ask for a suggested move.</extracomment>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Pistas</translation>
    </message>
    <message>
        <source>The ships’ state</source>
        <translation>El estado de las naves</translation>
    </message>
    <message>
        <source>Amplitudes in |Mercurial Rubicon⟩ order</source>
        <translation>Amplitudes en el orden |Mercurial Rubicon⟩</translation>
    </message>
    <message>
        <source>Basis state</source>
        <translation>Estado de la base</translation>
    </message>
    <message>
        <source>Amplitude</source>
        <translation>Amplitud</translation>
    </message>
    <message>
        <source>Probability</source>
        <extracomment>A column heading in a narrow table: a long word may carry soft hyphens (U+00AD) where it may break (Prawdo­podo­bieństwo), as browsers have no hyphenation dictionary for every language.</extracomment>
        <translation>Probabilidad</translation>
    </message>
    <message>
        <source>Hands</source>
        <extracomment>A heading: the cards each player holds.</extracomment>
        <translation>Manos</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <source>Log</source>
        <extracomment>A heading: the game&apos;s log of events.</extracomment>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Create an online game</source>
        <translation>Crear una partida en línea</translation>
    </message>
    <message>
        <source>Watch</source>
        <extracomment>A button: watch a game of others, read-only.</extracomment>
        <translation>Observar</translation>
    </message>
    <message>
        <source>Entanglion lessons</source>
        <translation>Lecciones de Entanglion</translation>
    </message>
    <message>
        <source>Solo game</source>
        <translation>Partida en solitario</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lección</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Your cards</source>
        <translation>Tus cartas</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Empezar de nuevo</translation>
    </message>
    <message>
        <source>Goal check</source>
        <translation>Comprobación del objetivo</translation>
    </message>
    <message>
        <source>Moves played</source>
        <translation>Jugadas hechas</translation>
    </message>
    <message>
        <source>Bases (Mercurial first)</source>
        <translation>Bases (primero Mercurial)</translation>
    </message>
    <message>
        <source>Outcome</source>
        <extracomment>A column head: a measured outcome (00, 01, 10, 11).</extracomment>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Count</source>
        <extracomment>A column head: how many shots gave that outcome.</extracomment>
        <translation>Veces</translation>
    </message>
    <message>
        <source>Exact probability</source>
        <translation>Probabilidad exacta</translation>
    </message>
    <message>
        <source>Printed board</source>
        <translation>Tablero impreso</translation>
    </message>
    <message>
        <source>Quantum</source>
        <extracomment>The quantum variant of the rules.</extracomment>
        <translation>Cuánticas</translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>The language switch&apos;s label (for screen readers).</extracomment>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>The engine refused the move: %1</source>
        <extracomment>%1: why the engine refused the move.</extracomment>
        <translation>El motor rechazó la jugada: %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>%1: the lesson&apos;s number, %2: its title (a list entry).</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>The last move was taken back.</source>
        <translation>Se deshizo la última jugada.</translation>
    </message>
    <message>
        <source>The lesson starts again.</source>
        <translation>La lección empieza de nuevo.</translation>
    </message>
    <message>
        <source>The lesson could not be opened: %1</source>
        <extracomment>%1: the error.</extracomment>
        <translation>No se pudo abrir la lección: %1</translation>
    </message>
    <message>
        <source>Lesson opened: %1</source>
        <extracomment>%1: the lesson&apos;s title.</extracomment>
        <translation>Lección abierta: %1</translation>
    </message>
    <message>
        <source>%1 played.</source>
        <extracomment>%1: the move, e.g. &quot;H for Mercurial&quot;.</extracomment>
        <translation>Jugada: %1.</translation>
    </message>
    <message>
        <source>The state could not be measured: %1</source>
        <extracomment>%1: the error.</extracomment>
        <translation>No se pudo medir el estado: %1</translation>
    </message>
    <message>
        <source>Measured %1 times: 00 %2, 01 %3, 10 %4, 11 %5.</source>
        <extracomment>%1: the number of shots; %2, %3, %4, %5: how many gave 00, 01, 10 and 11.</extracomment>
        <translation>Medido %1 veces: 00 %2, 01 %3, 10 %4, 11 %5.</translation>
    </message>
    <message>
        <source>Choose a lesson and open it.</source>
        <translation>Elige una lección y ábrela.</translation>
    </message>
    <message>
        <source>Goal reached with %1 of %2 cards.</source>
        <extracomment>%1: the cards played, %2: the lesson&apos;s budget of cards.</extracomment>
        <translation>Objetivo alcanzado con %1 de %2 cartas.</translation>
    </message>
    <message>
        <source>Every card is played and the goal is not reached. Undo or reset.</source>
        <translation>Todas las cartas están jugadas y el objetivo no se ha alcanzado. Deshaz o empieza de nuevo.</translation>
    </message>
    <message>
        <source>Cards left: %1 of %2.</source>
        <extracomment>%1: the cards left, %2: the lesson&apos;s budget of cards.</extracomment>
        <translation>Cartas restantes: %1 de %2.</translation>
    </message>
    <message>
        <source>No lesson open</source>
        <translation>Ninguna lección abierta</translation>
    </message>
    <message>
        <source>Task: %1</source>
        <extracomment>%1: the lesson&apos;s task.</extracomment>
        <translation>Tarea: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>%1: a state&apos;s ket, %2: its name (e.g. &quot;|Φ+⟩&quot;).</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 shots in the bases %2, seed %3</source>
        <extracomment>%1: the number of shots, %2: the bases (e.g. &quot;ZX&quot;), %3: the seed.</extracomment>
        <translation>Tiradas: %1, en las bases %2, semilla %3</translation>
    </message>
    <message>
        <source>One outcome is certain: there is no chance to correlate.</source>
        <translation>Un resultado es seguro: no hay azar que correlacionar.</translation>
    </message>
    <message>
        <source>Each bit is random, but the two are always equal.</source>
        <translation>Cada bit es aleatorio, pero los dos son siempre iguales.</translation>
    </message>
    <message>
        <source>Each bit is random, but the two always differ.</source>
        <translation>Cada bit es aleatorio, pero los dos siempre difieren.</translation>
    </message>
    <message>
        <source>Knowing one bit tells nothing about the other.</source>
        <translation>Conocer un bit no dice nada del otro.</translation>
    </message>
    <message>
        <source>The bits are correlated, but not perfectly.</source>
        <translation>Los bits están correlacionados, pero no del todo.</translation>
    </message>
    <message>
        <source>The engine could not be loaded: %1</source>
        <extracomment>%1: the error.</extracomment>
        <translation>No se pudo cargar el motor: %1</translation>
    </message>
    <message>
        <source>The game could not start: %1</source>
        <extracomment>%1: the error.</extracomment>
        <translation>No se pudo empezar la partida: %1</translation>
    </message>
    <message>
        <source>The AI teammate could not move: %1</source>
        <extracomment>%1: the error.</extracomment>
        <translation>El compañero IA no pudo jugar: %1</translation>
    </message>
    <message>
        <source>Suggested: %1</source>
        <extracomment>%1: the suggested action.</extracomment>
        <translation>Sugerencia: %1</translation>
    </message>
    <message>
        <source>No suggestion now.</source>
        <translation>Ahora no hay sugerencia.</translation>
    </message>
    <message>
        <source>The record could not be opened: %1</source>
        <extracomment>%1: the error.</extracomment>
        <translation>No se pudo abrir el registro: %1</translation>
    </message>
    <message>
        <source>The game from the server could not be shown: %1</source>
        <extracomment>%1: the error.</extracomment>
        <translation>No se pudo mostrar la partida del servidor: %1</translation>
    </message>
    <message>
        <source>Connecting to the server…</source>
        <translation>Conectando con el servidor…</translation>
    </message>
    <message>
        <source>The connection is lost: reconnecting (attempt %1 of %2).</source>
        <extracomment>%1: this attempt&apos;s number, %2: how many attempts there are.</extracomment>
        <translation>Se perdió la conexión: reconectando (intento %1 de %2).</translation>
    </message>
    <message>
        <source>The server cannot be reached. Reload the page to try again.</source>
        <translation>No se puede llegar al servidor. Recarga la página para intentarlo de nuevo.</translation>
    </message>
    <message>
        <source>Connected.</source>
        <translation>Conectado.</translation>
    </message>
    <message>
        <source>Watching game %1: read-only.</source>
        <extracomment>%1: the game&apos;s join code.</extracomment>
        <translation>Observando la partida %1: solo lectura.</translation>
    </message>
    <message>
        <source>Game %1: you fly %2. Waiting for your partner.</source>
        <extracomment>%1: the game&apos;s join code, %2: your ship (Mercurial or Rubicon).</extracomment>
        <translation>Partida %1: tu nave es %2. Esperando a tu compañero.</translation>
    </message>
    <message>
        <source>Game %1: you fly %2, your partner %3 is connected.</source>
        <extracomment>%1: the game&apos;s join code, %2: your ship, %3: your partner&apos;s ship.</extracomment>
        <translation>Partida %1: tu nave es %2, tu compañero (%3) está conectado.</translation>
    </message>
    <message>
        <source>Your partner joins with the code %1 or at %2.</source>
        <extracomment>%1: the join code, %2: the address to open (a link).</extracomment>
        <translation>Tu compañero se une con el código %1 o en %2.</translation>
    </message>
    <message>
        <source>No game yet: choose a seed and start one.</source>
        <translation>Aún no hay partida: elige una semilla y empieza una.</translation>
    </message>
    <message>
        <source>Mercurial on %1, Rubicon on %2.</source>
        <extracomment>%1, %2: the planets the ships stand on.</extracomment>
        <translation>Mercurial en %1, Rubicon en %2.</translation>
    </message>
    <message>
        <source>The game is won.</source>
        <translation>La partida está ganada.</translation>
    </message>
    <message>
        <source>The game is lost.</source>
        <translation>La partida está perdida.</translation>
    </message>
    <message>
        <source>Turn %1: your move (%2).</source>
        <extracomment>%1: the turn&apos;s number, %2: your ship.</extracomment>
        <translation>Turno %1: te toca (%2).</translation>
    </message>
    <message>
        <source>Turn %1: %2 moves.</source>
        <extracomment>%1: the turn&apos;s number, %2: the ship that moves.</extracomment>
        <translation>Turno %1: juega %2.</translation>
    </message>
    <message>
        <source>Turn %1: your partner moves (%2).</source>
        <extracomment>%1: the turn&apos;s number, %2: your partner&apos;s ship.</extracomment>
        <translation>Turno %1: juega tu compañero (%2).</translation>
    </message>
    <message>
        <source>Turn %1: the AI teammate moves (%2).</source>
        <extracomment>%1: the turn&apos;s number, %2: the AI&apos;s ship.</extracomment>
        <translation>Turno %1: juega el compañero IA (%2).</translation>
    </message>
    <message>
        <source>You are watching: the players make the moves.</source>
        <translation>Estás observando: los jugadores hacen las jugadas.</translation>
    </message>
    <message>
        <source>Nothing for you to do now.</source>
        <translation>Ahora no tienes nada que hacer.</translation>
    </message>
    <message>
        <source>Start a game first.</source>
        <translation>Empieza primero una partida.</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <extracomment>%1: a ship&apos;s name.</extracomment>
        <translation>%1 (tú)</translation>
    </message>
    <message>
        <source>%1 (your partner)</source>
        <extracomment>%1: a ship&apos;s name.</extracomment>
        <translation>%1 (tu compañero)</translation>
    </message>
    <message>
        <source>%1 (AI teammate)</source>
        <extracomment>%1: a ship&apos;s name.</extracomment>
        <translation>%1 (compañero IA)</translation>
    </message>
    <message>
        <source>Engine cards of %1</source>
        <extracomment>%1: a ship&apos;s name.</extracomment>
        <translation>Cartas de motor de %1</translation>
    </message>
    <message>
        <source>Components: %1</source>
        <extracomment>%1: the components a ship holds, separated by commas.</extracomment>
        <translation>Componentes: %1</translation>
    </message>
    <message>
        <source>Detection: %1. Components collected: %2 of 8.</source>
        <extracomment>%1: the detection level, %2: how many components are collected.</extracomment>
        <translation>Detección: %1. Componentes reunidos: %2 de 8.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>%1: a planet, %2: its galaxy (a map label read by screen readers).</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 is here</source>
        <extracomment>%1: a ship&apos;s name.</extracomment>
        <translation>%1 está aquí</translation>
    </message>
    <message>
        <source>component %1</source>
        <extracomment>%1: a component&apos;s name (on a planet of the map).</extracomment>
        <translation>componente %1</translation>
    </message>
    <message>
        <source>Navigate with %1</source>
        <extracomment>%1: an engine card.</extracomment>
        <translation>Navegar con %1</translation>
    </message>
    <message>
        <source>Retrieve the component</source>
        <translation>Recobrar el componente</translation>
    </message>
    <message>
        <source>Swap: give %1, take %2</source>
        <extracomment>%1: the card given, %2: the card taken.</extracomment>
        <translation>Intercambio: da %1, toma %2</translation>
    </message>
    <message>
        <source>Roll against the defense</source>
        <translation>Tirar contra la defensa</translation>
    </message>
    <message>
        <source>Roll again</source>
        <translation>Tirar otra vez</translation>
    </message>
    <message>
        <source>Place Mercurial on %1, Rubicon on %2</source>
        <extracomment>%1, %2: the planets where the ships start.</extracomment>
        <translation>Colocar Mercurial en %1 y Rubicon en %2</translation>
    </message>
    <message>
        <source>Give %1</source>
        <extracomment>%1: an engine card.</extracomment>
        <translation>Dar %1</translation>
    </message>
    <message>
        <source>Take %1</source>
        <extracomment>%1: an engine card.</extracomment>
        <translation>Tomar %1</translation>
    </message>
    <message>
        <source>Play %1 (The Mechanic)</source>
        <extracomment>%1: an engine card.</extracomment>
        <translation>Jugar %1 (El Mecánico)</translation>
    </message>
    <message>
        <source>Play no more cards</source>
        <translation>No jugar más cartas</translation>
    </message>
    <message>
        <source>Light</source>
        <extracomment>The colours&apos; choice: a light page (beside the app&apos;s &quot;Dark&quot; and &quot;High contrast&quot;).</extracomment>
        <translation>Claros</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>A label: who plays the new game.</extracomment>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>You and the AI teammate</source>
        <translation>Tú y tu compañero IA</translation>
    </message>
    <message>
        <source>Two people at this screen (hot-seat)</source>
        <translation>Dos personas en esta pantalla (por turnos)</translation>
    </message>
    <message>
        <source>%1, it is your move: pass the screen if you fly the other ship.</source>
        <extracomment>Hot-seat play, in large type. %1: the ship that must act (Mercurial or Rubicon).</extracomment>
        <translation>%1, te toca mover: si pilotas la otra nave, pasa la pantalla.</translation>
    </message>
    <message>
        <source>Actions of %1</source>
        <extracomment>A heading in hot-seat play. %1: the ship that must act.</extracomment>
        <translation>Acciones de %1</translation>
    </message>
    <message>
        <source>%1 (to move)</source>
        <extracomment>A hand&apos;s heading in hot-seat play. %1: the ship that must act.</extracomment>
        <translation>%1 (le toca)</translation>
    </message>
    <message>
        <source>A finished game is shown read-only: start a new game to play.</source>
        <translation>Una partida terminada se muestra solo para lectura: empieza una partida nueva para jugar.</translation>
    </message>
    <message>
        <source>The last move cannot be taken back: its die roll is already known.</source>
        <translation>El último movimiento no se puede deshacer: ya se conoce su tirada del dado.</translation>
    </message>
    <message>
        <source>The last move cannot be taken back: the card it drew is already known.</source>
        <translation>El último movimiento no se puede deshacer: ya se conoce la carta que levantó.</translation>
    </message>
    <message>
        <source>The last move cannot be taken back: the component Spooky Action picked is already known.</source>
        <translation>El último movimiento no se puede deshacer: ya se conoce el componente que eligió la Acción Fantasmal.</translation>
    </message>
    <message>
        <source>The last move cannot be taken back: the measurement is already known.</source>
        <translation>El último movimiento no se puede deshacer: ya se conoce la medición.</translation>
    </message>
    <message>
        <source>The last move cannot be taken back: the engine stack ran out during it and was shuffled anew from the discard pile, so its cards can no longer go back on top.</source>
        <translation>El último movimiento no se puede deshacer: durante él se agotó el mazo de motor y la pila de descarte se barajó en un mazo nuevo, así que las cartas que levantó ya no pueden volver arriba.</translation>
    </message>
    <message>
        <source>Correlation of the bits (equal minus different) in %1: %2 exact.</source>
        <extracomment>%1: the bases (e.g. &quot;ZZ&quot;); %2: the exact correlation, from -1 to 1 (e.g. &quot;0.71&quot;).</extracomment>
        <translation>Correlación de los bits (iguales menos distintos) en %1: %2 exacta.</translation>
    </message>
    <message>
        <source>Entanglion class</source>
        <translation>Entanglion – clase</translation>
    </message>
    <message>
        <source>Join the class</source>
        <translation>Unirse a la clase</translation>
    </message>
    <message>
        <source>Class code</source>
        <translation>Código de la clase</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <source>Your seat</source>
        <translation>Tu puesto</translation>
    </message>
    <message>
        <source>From your teacher</source>
        <translation>De tu profesor</translation>
    </message>
    <message>
        <source>Call the teacher</source>
        <translation>Llamar al profesor</translation>
    </message>
    <message>
        <source>Cancel the call</source>
        <translation>Cancelar la llamada</translation>
    </message>
    <message>
        <source>%1, you are in class %2.</source>
        <extracomment>%1: the student&apos;s display name, %2: the class code.</extracomment>
        <translation>%1, estás en la clase %2.</translation>
    </message>
    <message>
        <source>%1, you are at table %2 and fly %3.</source>
        <extracomment>%1: the student&apos;s display name, %2: the table&apos;s number, %3: a ship&apos;s name.</extracomment>
        <translation>%1, estás en la mesa %2 y pilotas %3.</translation>
    </message>
    <message>
        <source>The teacher has paused the class.</source>
        <translation>El profesor ha pausado la clase.</translation>
    </message>
    <message>
        <source>The game has started: opening your table…</source>
        <translation>La partida ha empezado: abriendo tu mesa…</translation>
    </message>
    <message>
        <source>Wait for your teacher to start the games.</source>
        <translation>Espera a que tu profesor empiece las partidas.</translation>
    </message>
    <message>
        <source>Open your table’s game</source>
        <translation>Abrir la partida de tu mesa</translation>
    </message>
    <message>
        <source>Class %1</source>
        <extracomment>%1: the class code (a heading above a student&apos;s game).</extracomment>
        <translation>Clase %1</translation>
    </message>
    <message>
        <source>Your class page</source>
        <translation>La página de tu clase</translation>
    </message>
    <message>
        <source>From your teacher: %1</source>
        <extracomment>%1: the teacher&apos;s message to every screen.</extracomment>
        <translation>De tu profesor: %1</translation>
    </message>
    <message>
        <source>No class has the code %1. Check the code with your teacher.</source>
        <extracomment>%1: the class code as typed.</extracomment>
        <translation>Ninguna clase tiene el código %1. Compruébalo con tu profesor.</translation>
    </message>
    <message>
        <source>This teacher link is not valid (or the class is gone). Open a new class.</source>
        <translation>Este enlace de profesor no es válido (o la clase ya no existe). Abre una clase nueva.</translation>
    </message>
    <message>
        <source>The class is full.</source>
        <translation>La clase está llena.</translation>
    </message>
    <message>
        <source>Not possible now: %1</source>
        <extracomment>%1: the server&apos;s reason, in English.</extracomment>
        <translation>No es posible ahora: %1</translation>
    </message>
    <message>
        <source>Too many tries from this network. Wait a minute and try again.</source>
        <translation>Demasiados intentos desde esta red. Espera un minuto y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>Not accepted: %1</source>
        <extracomment>%1: the server&apos;s reason, in English.</extracomment>
        <translation>No aceptado: %1</translation>
    </message>
    <message>
        <source>The connection is lost: reconnecting…</source>
        <translation>Se perdió la conexión: reconectando…</translation>
    </message>
    <message>
        <source>Entanglion class view</source>
        <translation>Entanglion – vista de la clase</translation>
    </message>
    <message>
        <source>Open a class</source>
        <translation>Abrir una clase</translation>
    </message>
    <message>
        <source>Students join on their own devices with the class code. Nothing but their display names is kept.</source>
        <translation>Los alumnos se unen desde sus propios dispositivos con el código de la clase. Solo se guardan sus nombres visibles.</translation>
    </message>
    <message>
        <source>The class</source>
        <translation>La clase</translation>
    </message>
    <message>
        <source>The same deal at every table</source>
        <translation>El mismo reparto en todas las mesas</translation>
    </message>
    <message>
        <source>Save the setup</source>
        <translation>Guardar la configuración</translation>
    </message>
    <message>
        <source>Start all tables</source>
        <translation>Empezar todas las mesas</translation>
    </message>
    <message>
        <source>Pause all tables</source>
        <translation>Pausar todas las mesas</translation>
    </message>
    <message>
        <source>Resume all tables</source>
        <translation>Reanudar todas las mesas</translation>
    </message>
    <message>
        <source>End the class</source>
        <translation>Terminar la clase</translation>
    </message>
    <message>
        <source>A message to every screen</source>
        <translation>Un mensaje a todas las pantallas</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Mesas</translation>
    </message>
    <message>
        <source>Show</source>
        <extracomment>A label: which tables the class view shows.</extracomment>
        <translation>Mostrar</translation>
    </message>
    <message>
        <source>Order</source>
        <extracomment>A label: the order of the tables in the class view.</extracomment>
        <translation>Orden</translation>
    </message>
    <message>
        <source>All tables</source>
        <translation>Todas las mesas</translation>
    </message>
    <message>
        <source>Needing attention</source>
        <translation>Que necesitan atención</translation>
    </message>
    <message>
        <source>Still playing</source>
        <translation>Todavía jugando</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminadas</translation>
    </message>
    <message>
        <source>Needing attention first</source>
        <translation>Primero las que necesitan atención</translation>
    </message>
    <message>
        <source>By table number</source>
        <translation>Por número de mesa</translation>
    </message>
    <message>
        <source>By progress</source>
        <translation>Por progreso</translation>
    </message>
    <message>
        <source>The setup is saved.</source>
        <translation>La configuración está guardada.</translation>
    </message>
    <message>
        <source>The tables have started.</source>
        <translation>Las mesas han empezado.</translation>
    </message>
    <message>
        <source>Every table is paused.</source>
        <translation>Todas las mesas están en pausa.</translation>
    </message>
    <message>
        <source>The tables play on.</source>
        <translation>Las mesas siguen jugando.</translation>
    </message>
    <message>
        <source>End the class for everyone? The tables stop.</source>
        <translation>¿Terminar la clase para todos? Las mesas se detienen.</translation>
    </message>
    <message>
        <source>The class has ended.</source>
        <translation>La clase ha terminado.</translation>
    </message>
    <message>
        <source>The message is on every screen.</source>
        <translation>El mensaje está en todas las pantallas.</translation>
    </message>
    <message>
        <source>The message is cleared.</source>
        <translation>El mensaje se ha borrado.</translation>
    </message>
    <message>
        <source>Table %1 asks for help.</source>
        <extracomment>%1: a table&apos;s number.</extracomment>
        <translation>La mesa %1 pide ayuda.</translation>
    </message>
    <message>
        <source>Students open %1 and type their name.</source>
        <extracomment>%1: the address of the class page.</extracomment>
        <translation>Los alumnos abren %1 y escriben su nombre.</translation>
    </message>
    <message>
        <source>Your teacher link (keep it to yourself): %1</source>
        <extracomment>%1: the secret address of the class view.</extracomment>
        <translation>Tu enlace de profesor (no lo compartas): %1</translation>
    </message>
    <message>
        <source>The tables are playing.</source>
        <translation>Las mesas están jugando.</translation>
    </message>
    <message>
        <source>Waiting for students: the tables start when you say.</source>
        <translation>Esperando a los alumnos: las mesas empiezan cuando lo digas.</translation>
    </message>
    <message>
        <source>No table yet: students are seated as they join.</source>
        <translation>Aún no hay mesas: los alumnos se sientan según se unen.</translation>
    </message>
    <message>
        <source>No table to show.</source>
        <translation>No hay mesas que mostrar.</translation>
    </message>
    <message>
        <source>Table %1: %2</source>
        <extracomment>%1: a table&apos;s number, %2: its status (Playing, Won, ...).</extracomment>
        <translation>Mesa %1: %2</translation>
    </message>
    <message>
        <source>Watch table %1</source>
        <extracomment>%1: a table&apos;s number.</extracomment>
        <translation>Ver la mesa %1</translation>
    </message>
    <message>
        <source>Waiting for the start</source>
        <extracomment>A table&apos;s status before the teacher starts the games.</extracomment>
        <translation>Esperando el inicio</translation>
    </message>
    <message>
        <source>Playing</source>
        <extracomment>A table&apos;s status.</extracomment>
        <translation>Jugando</translation>
    </message>
    <message>
        <source>Paused</source>
        <extracomment>A table&apos;s status.</extracomment>
        <translation>En pausa</translation>
    </message>
    <message>
        <source>Won</source>
        <extracomment>A table&apos;s status: the game is won.</extracomment>
        <translation>Ganada</translation>
    </message>
    <message>
        <source>Lost</source>
        <extracomment>A table&apos;s status: the game is lost.</extracomment>
        <translation>Perdida</translation>
    </message>
    <message>
        <source>the AI teammate</source>
        <extracomment>Who flies a ship at a table (after a ship&apos;s name and a colon).</extracomment>
        <translation>el compañero IA</translation>
    </message>
    <message>
        <source>a free seat</source>
        <extracomment>An empty seat at a table (after a ship&apos;s name and a colon).</extracomment>
        <translation>un puesto libre</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1: a ship&apos;s name, %2: who flies it (a student&apos;s name, the AI teammate, a free seat).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>State: %1</source>
        <extracomment>%1: the ships&apos; named state (PHI_PLUS, ZERO,PLUS).</extracomment>
        <translation>Estado: %1</translation>
    </message>
    <message>
        <source>Whose turn: %1</source>
        <extracomment>%1: a ship&apos;s name.</extracomment>
        <translation>Turno de: %1</translation>
    </message>
    <message>
        <source>No move yet.</source>
        <translation>Aún no hay jugadas.</translation>
    </message>
    <message>
        <source>Asks for help</source>
        <extracomment>A flag on a table&apos;s card: a student pressed &quot;Call the teacher&quot;.</extracomment>
        <translation>Pide ayuda</translation>
    </message>
    <message>
        <source>Stuck: no move for a while</source>
        <extracomment>A flag on a table&apos;s card.</extracomment>
        <translation>Atascada: sin jugadas desde hace rato</translation>
    </message>
    <message numerus="yes">
        <source>Last move: %1, %n second(s) ago.</source>
        <extracomment>%1: the move, %n: seconds since it.</extracomment>
        <translation>
            <numerusform>Última jugada: %1, hace %n segundo.</numerusform>
            <numerusform>Última jugada: %1, hace %n segundos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n student(s) have joined.</source>
        <extracomment>%n: how many students joined the class.</extracomment>
        <translation>
            <numerusform>Se ha unido %n alumno.</numerusform>
            <numerusform>Se han unido %n alumnos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Correlation of the bits (equal minus different) in %1: %2 exact, %3 in the shots.</source>
        <extracomment>%1: the bases (e.g. &quot;ZZ&quot;); %2: the exact correlation, from -1 to 1 (e.g. &quot;0.71&quot;); %3: the correlation counted in the shots.</extracomment>
        <translation>Correlación de los bits (iguales menos distintos) en %1: %2 exacta, %3 en las mediciones.</translation>
    </message>
    <message>
        <source>Students see when their table just made a costly move</source>
        <extracomment>A checkbox of the class view: students are told when their table just lost much win probability by a move.</extracomment>
        <translation>Los alumnos ven cuándo su mesa acaba de hacer una jugada costosa</translation>
    </message>
    <message>
        <source>Students now see the costly-move flag.</source>
        <translation>Los alumnos ya ven la marca de jugada costosa.</translation>
    </message>
    <message>
        <source>Students no longer see the costly-move flag.</source>
        <translation>Los alumnos ya no ven la marca de jugada costosa.</translation>
    </message>
    <message>
        <source>Just made a costly move: %1 points of win probability lost</source>
        <extracomment>A flag on a table&apos;s card. %1: points of win probability lost by the move, e.g. 12.5.</extracomment>
        <translation>Acaba de hacer una jugada costosa: %1 puntos de probabilidad de ganar perdidos</translation>
    </message>
    <message>
        <source>Your table just made a costly move: think about what the cards did to your ships.</source>
        <extracomment>Shown to the students of a table above their game, when the teacher allows it.</extracomment>
        <translation>Vuestra mesa acaba de hacer una jugada costosa: pensad en qué hicieron las cartas a vuestras naves.</translation>
    </message>
    <message>
        <source>After the class</source>
        <extracomment>A heading of the class view once the class has ended.</extracomment>
        <translation>Después de la clase</translation>
    </message>
    <message>
        <source>Download the CSV of tables and students</source>
        <translation>Descargar el CSV de mesas y alumnos</translation>
    </message>
    <message>
        <source>Download every table&apos;s record</source>
        <extracomment>A button: saves each table&apos;s game record as a file.</extracomment>
        <translation>Descargar el registro de cada mesa</translation>
    </message>
    <message>
        <source>Print the summary</source>
        <translation>Imprimir el resumen</translation>
    </message>
    <message>
        <source>What cost the class most</source>
        <extracomment>A heading: the decisions that lost the class the most win probability.</extracomment>
        <translation>Lo que más le costó a la clase</translation>
    </message>
    <message>
        <source>Each table</source>
        <extracomment>A heading: the results of every table, one row each.</extracomment>
        <translation>Cada mesa</translation>
    </message>
    <message>
        <source>H on a state already in superposition</source>
        <extracomment>A concept of the class summary: the H card played on a ship whose state is already a superposition.</extracomment>
        <translation>H sobre un estado ya en superposición</translation>
    </message>
    <message>
        <source>CNOT with the control at 0</source>
        <extracomment>A concept of the class summary: CNOT played while the control ship is at 0, so nothing changes.</extracomment>
        <translation>CNOT con el control en 0</translation>
    </message>
    <message>
        <source>Ignored detection (the track near its end)</source>
        <extracomment>A concept of the class summary: a costly decision with the detection track close to X.</extracomment>
        <translation>Detección ignorada (la escala cerca del final)</translation>
    </message>
    <message>
        <source>Other decisions</source>
        <extracomment>A row of the class summary: every decision not in the other rows.</extracomment>
        <translation>Otras decisiones</translation>
    </message>
    <message>
        <source>Event cards</source>
        <extracomment>A row of the class summary: decisions to play event cards.</extracomment>
        <translation>Cartas de evento</translation>
    </message>
    <message>
        <source>Retrieving a component</source>
        <extracomment>A row of the class summary: decisions to retrieve a component.</extracomment>
        <translation>Recoger un componente</translation>
    </message>
    <message>
        <source>Facing defenses</source>
        <extracomment>A row of the class summary: decisions when facing orbital or ground defenses.</extracomment>
        <translation>Frente a las defensas</translation>
    </message>
    <message numerus="yes">
        <source>The reviews of %n table(s) are still being computed.</source>
        <extracomment>%n: finished tables whose review the server is still computing.</extracomment>
        <translation>
            <numerusform>El análisis de %n mesa aún se está calculando.</numerusform>
            <numerusform>Los análisis de %n mesas aún se están calculando.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every finished table is reviewed.</source>
        <translation>Todas las mesas terminadas están analizadas.</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <extracomment>%n: how long a table played, in minutes.</extracomment>
        <translation>
            <numerusform>%n minuto</numerusform>
            <numerusform>%n minutos</numerusform>
        </translation>
    </message>
    <message>
        <source>not reviewed yet</source>
        <extracomment>In the Decisions column of a table still playing (or whose review is not ready).</extracomment>
        <translation>aún sin analizar</translation>
    </message>
    <message>
        <source>step %1 (%2)</source>
        <extracomment>A key moment of a game. %1: the step&apos;s number, %2: the change of win probability in points (-12.5).</extracomment>
        <translation>paso %1 (%2)</translation>
    </message>
    <message>
        <source>Points lost</source>
        <extracomment>A column heading: points of win probability lost against the best move.</extracomment>
        <translation>Puntos perdidos</translation>
    </message>
    <message>
        <source>Decisions</source>
        <extracomment>A column heading: how many decisions were counted.</extracomment>
        <translation>Decisiones</translation>
    </message>
    <message>
        <source>No costly decision reviewed yet.</source>
        <translation>Aún no hay ninguna decisión costosa analizada.</translation>
    </message>
    <message>
        <source>Concept</source>
        <extracomment>A column heading: the idea behind a decision (H on a superposition, ...).</extracomment>
        <translation>Concepto</translation>
    </message>
    <message>
        <source>Card</source>
        <extracomment>A column heading: an engine card (X, H, CNOT, SWAP) or another kind of decision.</extracomment>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Table</source>
        <extracomment>A column heading: a table&apos;s number.</extracomment>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Students</source>
        <extracomment>A column heading: the students at a table.</extracomment>
        <translation>Alumnos</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>A column heading: won, lost or still playing.</extracomment>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Moves</source>
        <extracomment>A column heading: how many moves the table played.</extracomment>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Length</source>
        <extracomment>A column heading: how long the table played.</extracomment>
        <translation>Duración</translation>
    </message>
    <message>
        <source>Decisions (points)</source>
        <extracomment>A column heading: what the players&apos; decisions changed in win probability, in points.</extracomment>
        <translation>Decisiones (puntos)</translation>
    </message>
    <message>
        <source>Luck (points)</source>
        <extracomment>A column heading: what dice and draws changed in win probability, in points.</extracomment>
        <translation>Suerte (puntos)</translation>
    </message>
    <message>
        <source>Key moments</source>
        <extracomment>A column heading: the game&apos;s largest swings of win probability.</extracomment>
        <translation>Momentos clave</translation>
    </message>
    <message>
        <source>The same deal: the tables at the largest swings</source>
        <extracomment>A heading: with the same deal at every table, what each table played at the steps where a game swung most.</extracomment>
        <translation>El mismo reparto: las mesas en los mayores vuelcos</translation>
    </message>
    <message>
        <source>Step %1</source>
        <extracomment>A column heading. %1: a step of the game (its move number).</extracomment>
        <translation>Paso %1</translation>
    </message>
    <message>
        <source>(not reached)</source>
        <extracomment>In the comparison of the tables: this table&apos;s game did not reach that step (it ended or stopped before).</extracomment>
        <translation>(no llegaron)</translation>
    </message>
    <message>
        <source>Delete the class</source>
        <extracomment>A button after the class: removes the class and every name from the server at once.</extracomment>
        <translation>Borrar la clase</translation>
    </message>
    <message>
        <source>Delete the class now? Its names, summary and records are gone from the server: download the CSV and the records first.</source>
        <extracomment>Asked before deleting a class (a yes/no question).</extracomment>
        <translation>¿Borrar la clase ahora? Sus nombres, su resumen y sus registros desaparecen del servidor: descarga antes el CSV y los registros.</translation>
    </message>
    <message>
        <source>The class is deleted: the server keeps nothing of it.</source>
        <translation>La clase está borrada: el servidor no guarda nada de ella.</translation>
    </message>
    <message>
        <source>Move %1 to…</source>
        <extracomment>Before the start, a choice on a table&apos;s card: where to seat the student instead. %1: the student&apos;s name.</extracomment>
        <translation>%1: cambiar a…</translation>
    </message>
    <message>
        <source>Table %1, %2</source>
        <extracomment>A seat a student can be moved to. %1: the table&apos;s number; %2: the ship (Mercurial).</extracomment>
        <translation>Mesa %1, %2</translation>
    </message>
    <message>
        <source>A new table</source>
        <extracomment>A seat a student can be moved to: the first seat of a table not there yet.</extracomment>
        <translation>Una mesa nueva</translation>
    </message>
    <message>
        <source>Table %1 has no free seat.</source>
        <extracomment>A student was dropped on a full table. %1: the table&apos;s number.</extracomment>
        <translation>La mesa %1 no tiene ningún asiento libre.</translation>
    </message>
    <message>
        <source>%1 now sits at table %2 and flies %3.</source>
        <extracomment>After a move. %1: the student&apos;s name; %2: the table&apos;s number; %3: the ship (Mercurial).</extracomment>
        <translation>%1 está ahora en la mesa %2 y pilota %3.</translation>
    </message>
    <message>
        <source>Review of the game</source>
        <extracomment>A heading on the solo page, shown once the game is over.</extracomment>
        <translation>Análisis de la partida</translation>
    </message>
    <message>
        <source>The engine plays the game on many times from every step: it shows how each decision and each roll changed your team’s chance to win.</source>
        <translation>El motor sigue jugando la partida muchas veces desde cada paso: muestra cómo cada decisión y cada tirada cambiaron la probabilidad de ganar de su equipo.</translation>
    </message>
    <message>
        <source>Review this game</source>
        <extracomment>A button: the engine reviews the game just finished (it takes a few seconds).</extracomment>
        <translation>Analizar esta partida</translation>
    </message>
    <message>
        <source>Reviewing the game…</source>
        <translation>Analizando la partida…</translation>
    </message>
    <message>
        <source>The review is ready.</source>
        <translation>El análisis está listo.</translation>
    </message>
    <message>
        <source>The game could not be reviewed: %1</source>
        <extracomment>%1: why the engine could not review the game (in English, from the engine).</extracomment>
        <translation>No se pudo analizar la partida: %1</translation>
    </message>
    <message>
        <source>How the chance to win changed (in percentage points)</source>
        <extracomment>A table&apos;s caption: the rows below are the team&apos;s chance to win and its changes, in percentage points.</extracomment>
        <translation>Cómo cambió la probabilidad de ganar (en puntos porcentuales)</translation>
    </message>
    <message>
        <source>Chance to win at the start</source>
        <extracomment>A row of the review: the team&apos;s chance to win the game as it was dealt, before any move.</extracomment>
        <translation>Probabilidad de ganar al inicio</translation>
    </message>
    <message>
        <source>Changed by the decisions</source>
        <extracomment>A row of the review: the sum of what every decision of the players changed the chance to win by.</extracomment>
        <translation>Cambio por las decisiones</translation>
    </message>
    <message>
        <source>Changed by luck (dice and draws)</source>
        <extracomment>A row of the review: the sum of what every die roll and card draw changed the chance to win by.</extracomment>
        <translation>Cambio por la suerte (dados y cartas levantadas)</translation>
    </message>
    <message>
        <source>At the end</source>
        <extracomment>A row of the review: the chance to win at the end (100% won, 0% lost).</extracomment>
        <translation>Al final</translation>
    </message>
    <message>
        <source>Points lost against the best moves</source>
        <extracomment>A table&apos;s caption: for each ship, the percentage points its player&apos;s decisions lost against the best moves.</extracomment>
        <translation>Puntos perdidos frente a las mejores jugadas</translation>
    </message>
    <message>
        <source>Key moments: the largest changes</source>
        <extracomment>A table&apos;s caption: the steps of the game where the chance to win changed most.</extracomment>
        <translation>Momentos clave: los mayores cambios</translation>
    </message>
    <message>
        <source>Step</source>
        <extracomment>A column heading: a step of the game (its move number).</extracomment>
        <translation>Paso</translation>
    </message>
    <message>
        <source>What happened</source>
        <extracomment>A column heading: what happened at that step, in sentences.</extracomment>
        <translation>Qué pasó</translation>
    </message>
    <message>
        <source>Change (points)</source>
        <extracomment>A column heading: how much the chance to win changed at that step, in percentage points (+12.5, −4.0).</extracomment>
        <translation>Cambio (puntos)</translation>
    </message>
    <message>
        <source>A better move: %1 (%2 points more to win).</source>
        <extracomment>Under a key moment&apos;s events. %1: the better move (e.g. &quot;Navigate with H&quot;), %2: how many percentage points more chance to win it would have given, e.g. 8.5 (a decimal number: use a form that needs no plural).</extracomment>
        <translation>Una jugada mejor: %1 (%2 puntos más de probabilidad de ganar).</translation>
    </message>
    <message>
        <source>Lesson for every table</source>
        <extracomment>A label in the teacher&apos;s class setup: the lesson every table does (from the course).</extracomment>
        <translation>Lección para todas las mesas</translation>
    </message>
    <message>
        <source>None: the game only</source>
        <extracomment>The first choice of the class setup&apos;s lesson: no lesson, the tables only play the game.</extracomment>
        <translation>Ninguna: solo la partida</translation>
    </message>
    <message>
        <source>%1: %2, lesson done</source>
        <extracomment>A seat on a table&apos;s card. %1: the ship (Mercurial), %2: the student&apos;s name; they have done the class&apos;s lesson.</extracomment>
        <translation>%1: %2, lección hecha</translation>
    </message>
    <message>
        <source>Do the lesson your teacher set</source>
        <extracomment>A link on a student&apos;s screen to the lesson the teacher set for the class.</extracomment>
        <translation>Haz la lección que eligió tu profesor</translation>
    </message>
    <message>
        <source>Open the lesson again (you have done it)</source>
        <extracomment>The same link once the server has checked that the student has done the lesson.</extracomment>
        <translation>Abrir la lección otra vez (ya la hiciste)</translation>
    </message>
    <message>
        <source>Telling your teacher…</source>
        <extracomment>On the lessons page opened from a class: the lesson is done and the page sends it to the server.</extracomment>
        <translation>Avisando a tu profesor…</translation>
    </message>
    <message>
        <source>Your teacher sees that you have done the lesson.</source>
        <extracomment>The server checked the student&apos;s moves: they reach the lesson&apos;s goal, and the class view shows it.</extracomment>
        <translation>Tu profesor ve que hiciste la lección.</translation>
    </message>
</context>
<context>
    <name>worksheets</name>
    <message numerus="yes">
        <source>%1 (at most %n)</source>
        <extracomment>A card a lesson allows with its limit: %1 &quot;H for Mercurial&quot;, %n how many times at most.</extracomment>
        <translation>
            <numerusform>%1 (como mucho %n vez)</numerusform>
            <numerusform>%1 (como mucho %n veces)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: cannot write the file</source>
        <extracomment>%1: the file&apos;s full path.</extracomment>
        <translation>%1: no se puede escribir el archivo</translation>
    </message>
    <message>
        <source>Entanglion · worksheet · lesson %1 of %2</source>
        <extracomment>The small line on top of a worksheet: %1 the lesson&apos;s number, %2 how many lessons there are.</extracomment>
        <translation>Entanglion · ficha · lección %1 de %2</translation>
    </message>
    <message>
        <source>Learning goal:</source>
        <translation>Objetivo:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Fecha:</translation>
    </message>
    <message>
        <source>The map</source>
        <translation>El mapa</translation>
    </message>
    <message>
        <source>The planets this lesson can reach. M and R: where Mercurial and Rubicon start; a dashed ring: where the ships must go; on each line, the cards that move a ship along it.</source>
        <translation>Los planetas a los que se puede llegar en esta lección. M y R: donde empiezan Mercurial y Rubicon; un anillo discontinuo: adonde deben llegar las naves; en cada línea, las cartas que mueven una nave por ella.</translation>
    </message>
    <message>
        <source>Your task</source>
        <translation>Tu tarea</translation>
    </message>
    <message>
        <source>Start:</source>
        <translation>Inicio:</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>Cartas:</translation>
    </message>
    <message>
        <source>Card budget:</source>
        <translation>Límite de cartas:</translation>
    </message>
    <message numerus="yes">
        <source>at most %n card(s)</source>
        <extracomment>%n: the most cards a solution may use.</extracomment>
        <translation>
            <numerusform>como mucho %n carta</numerusform>
            <numerusform>como mucho %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Your moves</source>
        <translation>Tus jugadas</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Card and ship</source>
        <translation>Carta y nave</translation>
    </message>
    <message>
        <source>State after the card (ket or planets)</source>
        <translation>Estado tras la carta (ket o planetas)</translation>
    </message>
    <message>
        <source>Explain</source>
        <extracomment>A heading on the worksheet (an instruction to the student): explain your answer in words.</extracomment>
        <translation>Explica</translation>
    </message>
    <message>
        <source>Why does your solution work? Write what each card did to the state.</source>
        <translation>¿Por qué funciona tu solución? Escribe qué hizo cada carta con el estado.</translation>
    </message>
    <message>
        <source>Entanglion · answer key · lesson %1 · for the teacher</source>
        <extracomment>The line on top of the answer key: %1 the lesson&apos;s number.</extracomment>
        <translation>Entanglion · soluciones · lección %1 · para el docente</translation>
    </message>
    <message>
        <source>Answer key: %1</source>
        <extracomment>The answer key&apos;s title: %1 the lesson&apos;s title.</extracomment>
        <translation>Soluciones: %1</translation>
    </message>
    <message>
        <source>The solver finds no solution within the card budget.</source>
        <translation>El solucionador no encuentra ninguna solución dentro del límite de cartas.</translation>
    </message>
    <message>
        <source>A shortest solution</source>
        <translation>Una solución más corta</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s):</source>
        <extracomment>%n: the number of cards of the shortest solution.</extracomment>
        <translation>
            <numerusform>%n carta:</numerusform>
            <numerusform>%n cartas:</numerusform>
        </translation>
    </message>
    <message>
        <source>Start: %1 (%2)</source>
        <extracomment>The answer&apos;s first line: %1 the start&apos;s ket, %2 where the ships are (&quot;Mercurial on ZERO, Rubicon on ZERO&quot;).</extracomment>
        <translation>Inicio: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 → %2 (%3)</source>
        <extracomment>One step of the answer: %1 the card (&quot;H for Mercurial&quot;), %2 the ket after it, %3 the planets.</extracomment>
        <translation>%1 → %2 (%3)</translation>
    </message>
    <message>
        <source>Why it works</source>
        <translation>Por qué funciona</translation>
    </message>
    <message>
        <source>Listen for this misconception</source>
        <translation>Atención a esta idea errónea</translation>
    </message>
    <message>
        <source>The hints, in the order the app gives them</source>
        <translation>Las pistas, en el orden en que las da la aplicación</translation>
    </message>
    <message>
        <source>%1: writing the PDF failed</source>
        <extracomment>%1: the PDF file&apos;s full path.</extracomment>
        <translation>%1: no se ha podido escribir el PDF</translation>
    </message>
    <message>
        <source>Making a Bell state: %1</source>
        <extracomment>The handout&apos;s title: %1 the Bell state (&quot;Φ+&quot;).</extracomment>
        <translation>Cómo se crea un estado de Bell: %1</translation>
    </message>
    <message>
        <source>Entanglion · Bell-state demo · handout</source>
        <translation>Entanglion · demo de Bell · hoja para el alumnado</translation>
    </message>
    <message>
        <source>Both ships start on ZERO, the state |00&gt;. Each card is a gate on the real two-qubit state. CNOT played for Rubicon makes Rubicon the target and Mercurial the control.</source>
        <translation>Las dos naves empiezan en CERO, el estado |00&gt;. Cada carta es una compuerta sobre el estado real de dos qubits. CNOT jugada para Rubicon hace de Rubicon el objetivo y de Mercurial el control.</translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>A row label of the Bell handout (a noun): the state at the start, before any card.</extracomment>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Each ship on its own: Bloch spheres after the last card</source>
        <translation>Cada nave por separado: esferas de Bloch tras la última carta</translation>
    </message>
    <message>
        <source>Measured 100 times in ZZ and in XX</source>
        <translation>Medido 100 veces en ZZ y en XX</translation>
    </message>
    <message>
        <source>How to read the verdict</source>
        <translation>Cómo leer el veredicto</translation>
    </message>
    <message>
        <source>Bars: how often each result came up. Yellow marks: the exact probability. With 100 shots the bars wobble around the marks; a result whose probability is 0 never comes up.</source>
        <translation>Barras: cuántas veces salió cada resultado. Marcas amarillas: la probabilidad exacta. Con 100 ejecuciones las barras oscilan alrededor de las marcas; un resultado con probabilidad 0 no sale nunca.</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Preguntas</translation>
    </message>
    <message>
        <source>1. After the H card, what would one measurement of Mercurial give? And of Rubicon?</source>
        <translation>1. Tras la carta H, ¿qué daría una medición de Mercurial? ¿Y una de Rubicon?</translation>
    </message>
    <message>
        <source>2. Why does the ZZ histogram alone not prove that the ships are entangled?</source>
        <translation>2. ¿Por qué el histograma ZZ por sí solo no demuestra que las naves estén entrelazadas?</translation>
    </message>
</context>
</TS>
