#pragma once
/// The engine's enums that both QML modules (Entanglion.Ui and Entanglion.Lessons) and the Theme
/// compare: ships, galaxies and the rules variant. Each is a Q_NAMESPACE registered for QML, so QML
/// writes `ship === Ship.Rubicon` and never compares a display string or an id. The values equal
/// the engine's (static_asserts below), and `toQml` converts; QML hands back plain numbers, which
/// `shipFromQml` and `variantFromQml` check (nullopt for a number that is no value).

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <optional>

#include "game/board/planet.h"
#include "game/rules/setup.h"

namespace ui {

namespace Ship {
Q_NAMESPACE
QML_ELEMENT
enum Value {
    Mercurial = static_cast<int>(entanglion::Ship::kMercurial),
    Rubicon = static_cast<int>(entanglion::Ship::kRubicon),
};
Q_ENUM_NS(Value)
}  // namespace Ship

namespace Galaxy {
Q_NAMESPACE
QML_ELEMENT
enum Value {
    Centarious = static_cast<int>(entanglion::Galaxy::kCentarious),
    Superious = static_cast<int>(entanglion::Galaxy::kSuperious),
    Entanglion = static_cast<int>(entanglion::Galaxy::kEntanglion),
};
Q_ENUM_NS(Value)
}  // namespace Galaxy

namespace RulesVariant {
Q_NAMESPACE
QML_ELEMENT
enum Value {
    Board = static_cast<int>(entanglion::rules::RulesVariant::kBoard),
    Quantum = static_cast<int>(entanglion::rules::RulesVariant::kQuantum),
};
Q_ENUM_NS(Value)
}  // namespace RulesVariant

inline Ship::Value toQml(entanglion::Ship ship) { return static_cast<Ship::Value>(ship); }
inline Galaxy::Value toQml(entanglion::Galaxy galaxy) { return static_cast<Galaxy::Value>(galaxy); }
inline RulesVariant::Value toQml(entanglion::rules::RulesVariant variant) {
    return static_cast<RulesVariant::Value>(variant);
}

/// The ship a QML number names; nullopt for any other number.
inline std::optional<entanglion::Ship> shipFromQml(int ship) {
    if (ship != Ship::Mercurial && ship != Ship::Rubicon) return std::nullopt;
    return static_cast<entanglion::Ship>(ship);
}
/// The rules variant a QML number names; nullopt for any other number.
inline std::optional<entanglion::rules::RulesVariant> variantFromQml(int variant) {
    if (variant != RulesVariant::Board && variant != RulesVariant::Quantum) return std::nullopt;
    return static_cast<entanglion::rules::RulesVariant>(variant);
}

}  // namespace ui
