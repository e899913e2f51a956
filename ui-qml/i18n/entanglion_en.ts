<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
</TS>
