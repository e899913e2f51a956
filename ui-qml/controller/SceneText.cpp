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
            paths << tr("%1 to %2 for either ship").arg(cardsOf(path), to);
        else if (path.mercurial_line)
            paths << tr("%1 to %2 for Mercurial").arg(cardsOf(path), to);
        else
            paths << tr("%1 to %2 for Rubicon").arg(cardsOf(path), to);
    }
    for (const entanglion::EntryLine& line : board.entry_lines()) {
        if (line.centarious == planet)
            paths << tr("CNOT into %1 while the other ship is on %2")
                         .arg(gameText::planetName(line.entanglion), gameText::planetName(line.superious));
        else if (line.entanglion == planet)
            paths << tr("CNOT out to %1 and %2")
                         .arg(gameText::planetName(line.centarious), gameText::planetName(line.superious));
    }
    if (paths.isEmpty()) return tr("No printed paths.");
    return tr("Paths: %1.").arg(listOf(paths));
}

QString SceneText::planet(const Board& board, Planet planet, const entanglion::ShipPositions& ships,
                          const QString& component) {
    QStringList sentences;
    sentences << tr("%1, %2 galaxy, state %3.")
                     .arg(gameText::planetName(planet), galaxyName(board.info(planet).galaxy),
                          planetState(board, planet));
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
    if (ships.mercurial == ships.rubicon) return tr("Both ships are on %1.").arg(gameText::planetName(ships.mercurial));
    return tr("Mercurial is on %1, Rubicon on %2.")
        .arg(gameText::planetName(ships.mercurial), gameText::planetName(ships.rubicon));
}

QString SceneText::engineControl(const rules::GameState& state) {
    const auto& boxes = state.engine_control();
    QStringList cards;
    for (const rules::ControlSlot& box : boxes) {
        cards << (box.line == Ship::kMercurial ? tr("%1 on Mercurial's line") : tr("%1 on Rubicon's line"))
                     .arg(gameText::engineCardName(box.card));
    }
    const QString filled = tr("Engine control: %n of 6 boxes filled.", "", static_cast<int>(boxes.size()));
    if (cards.isEmpty()) return filled;
    return tr("%1 In order: %2.").arg(filled, listOf(cards));
}

QString SceneText::detectionTrack(const rules::GameState& state) {
    const int position = state.detection_position();
    if (position >= rules::kDetectionLossPosition) return tr("Detection track: the ships are detected, at X.");
    const int rate = rules::kDetectionValues[static_cast<std::size_t>(position)];
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
    sentences << (engine.isEmpty() ? tr("%1 holds no engine cards.").arg(name)
                                   : tr("%1 holds %2.").arg(name, listOf(engine)));
    if (!events.isEmpty()) sentences << tr("Event cards: %1.").arg(listOf(events));
    sentences << (components.isEmpty() ? tr("No components yet.") : tr("Components: %1.").arg(listOf(components)));
    return sentences.join(u' ');
}
