#include "ui-qml/controller/SceneText.h"

#include <QLocale>
#include <QStringList>

#include "ui-qml/common/KetWords.h"
#include "ui-qml/controller/GameText.h"

namespace rules = entanglion::rules;
using entanglion::Board;
using entanglion::Planet;
using entanglion::Ship;

namespace {
QString listOf(const QStringList& items) { return QLocale().createSeparatedList(items); }

QString cardsOf(const entanglion::PrintedPath& path) {
    QStringList cards;
    for (entanglion::NavCard card : path.cards) cards << QString::fromUtf8(entanglion::nav_card_id(card));
    return cards.join(u'/');
}
}  // namespace

QString SceneText::galaxyName(entanglion::Galaxy galaxy) {
    switch (galaxy) {
        case entanglion::Galaxy::kCentarious:
            return tr("Centarious");
        case entanglion::Galaxy::kSuperious:
            return tr("Superious");
        case entanglion::Galaxy::kEntanglion:
            return tr("Entanglion");
    }
    return {};
}

QString SceneText::planetState(const Board& board, Planet planet) {
    const entanglion::PlanetInfo& info = board.info(planet);
    if (info.two_qubit_state) return KetWords::twoQubits(info.two_qubit_state->amplitudes());
    if (info.single_qubit_state) return KetWords::oneQubit(*info.single_qubit_state);
    return {};
}

QString SceneText::pathsOutOf(const Board& board, Planet planet) {
    QStringList paths;
    for (const entanglion::PrintedPath& path : board.paths()) {
        if (path.a != planet && path.b != planet) continue;
        const QString to = gameText::planetName(path.a == planet ? path.b : path.a);
        if (path.mercurial_line && path.rubicon_line)
            //: %1: the cards printed on the path ("X or CNOT"); %2: the planet it leads to (ONE).
            paths << tr("%1 to %2 for either ship").arg(cardsOf(path), to);
        else if (path.mercurial_line)
            //: %1: the cards printed on the path ("H"); %2: the planet it leads to (PLUS).
            paths << tr("%1 to %2 for Mercurial").arg(cardsOf(path), to);
        else
            //: %1: the cards printed on the path ("H"); %2: the planet it leads to (PLUS).
            paths << tr("%1 to %2 for Rubicon").arg(cardsOf(path), to);
    }
    for (const entanglion::EntryLine& line : board.entry_lines()) {
        if (line.centarious == planet)
            //: %1: the planet in Entanglion (PHI PLUS); %2: the other ship's planet (PLUS).
            paths << tr("CNOT into %1 while the other ship is on %2")
                         .arg(gameText::planetName(line.entanglion), gameText::planetName(line.superious));
        else if (line.entanglion == planet)
            //: %1, %2: the two planets the ships leave to (ZERO, PLUS).
            paths << tr("CNOT out to %1 and %2")
                         .arg(gameText::planetName(line.centarious), gameText::planetName(line.superious));
    }
    if (paths.isEmpty()) return tr("No printed paths.");
    //: %1: the list of paths ("H to PLUS for either ship, X to ONE for Mercurial").
    return tr("Paths: %1.").arg(listOf(paths));
}

QString SceneText::planet(const Board& board, Planet planet, const entanglion::ShipPositions& ships,
                          const QString& component) {
    QStringList sentences;
    //: %1: a planet's name (PLUS); %2: its galaxy (Superious); %3: its state in words.
    sentences << tr("%1, %2 galaxy, state %3.")
                     .arg(gameText::planetName(planet), galaxyName(board.info(planet).galaxy),
                          planetState(board, planet));
    //: %1: a component's name (Quantum Gates).
    if (!component.isEmpty()) sentences << tr("Component here: %1.").arg(component);
    if (ships.mercurial == planet && ships.rubicon == planet)
        sentences << tr("Both ships are here.");
    else if (ships.mercurial == planet)
        sentences << tr("Mercurial is here.");
    else if (ships.rubicon == planet)
        sentences << tr("Rubicon is here.");
    sentences << pathsOutOf(board, planet);
    return sentences.join(u' ');
}

QString SceneText::shipsSentence(const entanglion::ShipPositions& ships) {
    //: %1: a planet's name (ZERO).
    if (ships.mercurial == ships.rubicon) return tr("Both ships are on %1.").arg(gameText::planetName(ships.mercurial));
    //: %1: Mercurial's planet (ZERO); %2: Rubicon's planet (ONE).
    return tr("Mercurial is on %1, Rubicon on %2.")
        .arg(gameText::planetName(ships.mercurial), gameText::planetName(ships.rubicon));
}

QString SceneText::engineControl(const rules::GameState& state) {
    const auto& boxes = state.engine_control();
    QStringList cards;
    for (const rules::ControlSlot& box : boxes) {
        const QString card = gameText::engineCardName(box.card);
        if (box.line == Ship::kMercurial)
            //: %1: an engine card (H).
            cards << tr("%1 on Mercurial's line").arg(card);
        else
            //: %1: an engine card (H).
            cards << tr("%1 on Rubicon's line").arg(card);
    }
    //: %n: the boxes filled (0-6).
    const QString filled = tr("Engine control: %n of 6 boxes filled.", "", static_cast<int>(boxes.size()));
    if (cards.isEmpty()) return filled;
    //: %1: the sentence "Engine control: 3 of 6 boxes filled."; %2: the cards in order ("H on Mercurial's line, X
    //: on Rubicon's line").
    return tr("%1 In order: %2.").arg(filled, listOf(cards));
}

QString SceneText::detectionTrack(const rules::GameState& state) {
    const int position = state.detection_position();
    if (position >= rules::kDetectionLossPosition) return tr("Detection track: the ships are detected, at X.");
    const int rate = rules::kDetectionValues[static_cast<std::size_t>(position)];
    //: %1: the detection rate (3); %2: the token's position (4); %3: the last position (12).
    return tr("Detection rate %1, position %2 of %3; the game is lost at X.")
        .arg(rate)
        .arg(position + 1)
        .arg(rules::kDetectionLossPosition);
}

QString SceneText::hand(const rules::GameState& state, Ship ship) {
    QStringList engine;
    for (rules::EngineCard card : state.hand(ship)) engine << gameText::engineCardName(card);
    QStringList events;
    for (rules::EventCard card : state.event_hand(ship)) events << gameText::eventName(card);
    QStringList components;
    for (rules::Component component : state.components_of(ship)) components << gameText::componentName(component);
    QStringList sentences;
    const QString name = gameText::shipName(ship);
    if (engine.isEmpty())
        //: %1: a ship's name (Mercurial).
        sentences << tr("%1 holds no engine cards.").arg(name);
    else
        //: %1: a ship's name (Mercurial); %2: its engine cards ("H and X").
        sentences << tr("%1 holds %2.").arg(name, listOf(engine));
    //: %1: the event cards held ("Bennett").
    if (!events.isEmpty()) sentences << tr("Event cards: %1.").arg(listOf(events));
    if (components.isEmpty())
        sentences << tr("No components yet.");
    else
        //: %1: the components collected ("Quantum Gates and Bennett").
        sentences << tr("Components: %1.").arg(listOf(components));
    return sentences.join(u' ');
}

QString SceneText::context(const rules::GameState& state) {
    if (state.is_over()) return {};
    QStringList sentences;
    if (state.pending_decision().kind == rules::DecisionKind::kNone)
        //: Spoken after a move. %1: a ship's name (Rubicon).
        sentences << tr("%1's turn.").arg(gameText::shipName(state.acting_player()));
    else
        //: Spoken after a move. %1: what a ship must decide now ("Mercurial: face the orbital defenses (a roll
        //: above 3 evades them)").
        sentences << tr("%1.").arg(gameText::promptOf(state));
    sentences << shipsSentence(state.positions());
    const int position = state.detection_position();
    //: Spoken after a move. %L1: the detection rate (3); %L2: the token's position (4); %L3: the last
    //: position before X (11).
    sentences << tr("Detection rate %L1, position %L2 of %L3.")
                     .arg(state.detection_value())
                     .arg(position + 1)
                     .arg(rules::kDetectionLossPosition);
    //: Spoken after a move. %n: the components the ships have found (2); %L1: how many win the game (8).
    sentences << tr("%n of %L1 components found.", "", state.components_collected()).arg(rules::kComponentCount);
    return sentences.join(u' ');
}
