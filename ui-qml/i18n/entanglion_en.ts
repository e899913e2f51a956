<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
    <name>MeasurementController</name>
    <message numerus="yes">
        <source>%1: %n time(s), exact probability %2%</source>
        <translation>
            <numerusform>%1: %n time, exact probability %2%</numerusform>
            <numerusform>%1: %n times, exact probability %2%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shot(s) measured in %1. %2.</source>
        <translation>
            <numerusform>%n shot measured in %1. %2.</numerusform>
            <numerusform>%n shots measured in %1. %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SceneText</name>
    <message numerus="yes">
        <source>Engine control: %n of 6 boxes filled.</source>
        <translation>
            <numerusform>Engine control: %n of 6 boxes filled.</numerusform>
            <numerusform>Engine control: %n of 6 boxes filled.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShipBoard</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>aiText</name>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>random choice among %n legal action(s)</source>
        <translation>
            <numerusform>random choice among %n legal action</numerusform>
            <numerusform>random choice among %n legal actions</numerusform>
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
        <translation>
            <numerusform>The engine discard pile (%n card) was shuffled into a new stack</numerusform>
            <numerusform>The engine discard pile (%n cards) was shuffled into a new stack</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Engine control cleared (%n card(s) to the discard pile)</source>
        <translation>
            <numerusform>Engine control cleared (%n card to the discard pile)</numerusform>
            <numerusform>Engine control cleared (%n cards to the discard pile)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The event deck was rebuilt (%n card(s))</source>
        <translation>
            <numerusform>The event deck was rebuilt (%n card)</numerusform>
            <numerusform>The event deck was rebuilt (%n cards)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lessonText</name>
    <message numerus="yes">
        <source>Over budget: all %n card(s) are spent.</source>
        <translation>
            <numerusform>Over budget: the %n card is spent.</numerusform>
            <numerusform>Over budget: all %n cards are spent.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 may be played at most %n time(s) in this lesson.</source>
        <translation>
            <numerusform>%1 may be played at most %n time in this lesson.</numerusform>
            <numerusform>%1 may be played at most %n times in this lesson.</numerusform>
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
