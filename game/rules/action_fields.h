#pragma once
/// Which fields each action type carries, declared once. Besides its player and type, an action
/// holds at most two values (a card, an event card, a component, a roll, a Centarious planet per
/// ship); kActionTypes below says which, per type. Everything that reads or writes an action's fields
/// walks this table: the record reader and writer (record_json.cpp: the JSON keys, the required and
/// the refused fields), the text form (action_to_string, parse_action), canonical_action and the
/// tests. docs/record-format.md shows it as a table.

#include <array>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

#include "game/rules/action.h"
#include "game/rules/cards.h"

namespace entanglion::rules {

/// What a field holds, and so how it is written and read.
enum class ActionValueKind : std::uint8_t {
    kEngineCard,        ///< an engine card id, "H"
    kEventCard,         ///< an event card id, "THE_MECHANIC"
    kComponent,         ///< a component id, "QUANTUM_GATES"
    kRoll,              ///< an Entanglion die result, 1..8 (a number in JSON)
    kCentariousPlanet,  ///< 0 = ZERO, 1 = ONE
};
inline constexpr int kActionValueKindCount = 5;

struct ActionValueInfo {
    ActionValueKind kind;
    /// What the text form's "expects" message and the docs call a value: "engine card", "1..8".
    std::string_view noun;
    int first;  ///< the values are first..last
    int last;
    bool json_number;      ///< a JSON number (else a JSON string, the same word as in the text form)
    bool may_hold_spaces;  ///< the text form's last argument: "THE MECHANIC" reads as THE_MECHANIC
};

inline constexpr std::array<ActionValueInfo, kActionValueKindCount> kActionValues = {{
    {ActionValueKind::kEngineCard, "engine card", 0, kEngineCardKinds - 1, false, false},
    {ActionValueKind::kEventCard, "event card", 0, kEventCardCount - 1, false, true},
    {ActionValueKind::kComponent, "component", 0, kComponentCount - 1, false, true},
    {ActionValueKind::kRoll, "1..8", 1, 8, true, false},
    {ActionValueKind::kCentariousPlanet, "ZERO or ONE", 0, 1, false, false},
}};

/// A field of an action besides its player and type; each lives in one member of Action.
enum class ActionField : std::uint8_t {
    kCard,             ///< Action::card
    kGive,             ///< Action::card: the card a Qubit Interconnect swap gives
    kTake,             ///< Action::other_card: the card it takes
    kEvent,            ///< Action::event
    kComponent,        ///< Action::component
    kRoll,             ///< Action::value
    kMercurialPlanet,  ///< Action::mercurial_bit
    kRubiconPlanet,    ///< Action::rubicon_bit
};
inline constexpr int kActionFieldCount = 8;

struct ActionFieldInfo {
    ActionField field;
    std::string_view key;  ///< the JSON key, also what the text form's messages call it
    ActionValueKind kind;
};

inline constexpr std::array<ActionFieldInfo, kActionFieldCount> kActionFields = {{
    {ActionField::kCard, "card", ActionValueKind::kEngineCard},
    {ActionField::kGive, "give", ActionValueKind::kEngineCard},
    {ActionField::kTake, "take", ActionValueKind::kEngineCard},
    {ActionField::kEvent, "event", ActionValueKind::kEventCard},
    {ActionField::kComponent, "component", ActionValueKind::kComponent},
    {ActionField::kRoll, "roll", ActionValueKind::kRoll},
    {ActionField::kMercurialPlanet, "MERCURIAL", ActionValueKind::kCentariousPlanet},
    {ActionField::kRubiconPlanet, "RUBICON", ActionValueKind::kCentariousPlanet},
}};

/// The fields of one action type, in the order the text form writes them (at most two).
class ActionFieldList {
public:
    constexpr ActionFieldList() = default;
    constexpr ActionFieldList(std::initializer_list<ActionField> fields) {
        for (ActionField f : fields) fields_[size_++] = f;
    }
    constexpr const ActionField* begin() const { return fields_.data(); }
    constexpr const ActionField* end() const { return fields_.data() + size_; }
    constexpr std::size_t size() const { return size_; }
    constexpr bool empty() const { return size_ == 0; }
    constexpr ActionField operator[](std::size_t i) const { return fields_[i]; }
    constexpr bool contains(ActionField field) const {
        for (ActionField f : *this) {
            if (f == field) return true;
        }
        return false;
    }

private:
    std::array<ActionField, 2> fields_{};
    std::size_t size_ = 0;
};

struct ActionTypeInfo {
    ActionType type;
    std::string_view id;  ///< the JSON "type" and the text form's second word
    ActionFieldList fields;
};

/// The one declaration of which fields each action type uses.
inline constexpr std::array<ActionTypeInfo, kActionTypeCount> kActionTypes = {{
    {ActionType::kNavigate, "navigate", {ActionField::kCard}},
    {ActionType::kExchange, "exchange", {ActionField::kCard}},
    {ActionType::kRetrieve, "retrieve", {}},
    {ActionType::kPlayEvent, "play_event", {ActionField::kEvent}},
    {ActionType::kInterconnectSwap, "interconnect_swap", {ActionField::kGive, ActionField::kTake}},
    {ActionType::kRollDefense, "roll_defense", {}},
    {ActionType::kPlayQuantumTunnel, "play_quantum_tunnel", {}},
    {ActionType::kKeepRoll, "keep_roll", {ActionField::kRoll}},
    {ActionType::kReroll, "reroll", {}},
    {ActionType::kPlaceShips, "place_ships", {ActionField::kMercurialPlanet, ActionField::kRubiconPlanet}},
    {ActionType::kRollPlacement, "roll_placement", {}},
    {ActionType::kKeepCard, "keep_card", {ActionField::kCard}},
    {ActionType::kDiscardCard, "discard_card", {ActionField::kCard}},
    {ActionType::kBennettGive, "bennett_give", {ActionField::kComponent}},
    {ActionType::kBennettTake, "bennett_take", {ActionField::kComponent}},
    {ActionType::kMechanicPlay, "mechanic_play", {ActionField::kCard}},
    {ActionType::kMechanicStop, "mechanic_stop", {}},
}};

constexpr const ActionTypeInfo& action_type_info(ActionType type) { return kActionTypes[static_cast<int>(type)]; }
constexpr const ActionFieldInfo& action_field_info(ActionField field) { return kActionFields[static_cast<int>(field)]; }
constexpr const ActionValueInfo& action_value_info(ActionValueKind kind) {
    return kActionValues[static_cast<int>(kind)];
}

namespace detail {
constexpr bool action_tables_are_indexed_by_enum() {
    for (int i = 0; i < kActionTypeCount; ++i) {
        if (static_cast<int>(kActionTypes[i].type) != i) return false;
    }
    for (int i = 0; i < kActionFieldCount; ++i) {
        if (static_cast<int>(kActionFields[i].field) != i) return false;
    }
    for (int i = 0; i < kActionValueKindCount; ++i) {
        if (static_cast<int>(kActionValues[i].kind) != i) return false;
    }
    return true;
}
}  // namespace detail
static_assert(detail::action_tables_are_indexed_by_enum(), "list each table in its enum's order");

/// The value `field` holds in `action` (an enum as its number; a Centarious planet as 0 or 1).
int action_field_value(const Action& action, ActionField field);
/// Sets `field` to `value` as it is (the readers check values with parse_action_value first).
void set_action_field_value(Action& action, ActionField field, int value);
/// `action` with every field its type does not use back at its default, as the legal action list
/// and the readers build it (so it compares equal to them).
Action canonical_action(const Action& action);

/// The word for a value in the text form and in JSON strings: "CNOT", "THE_MECHANIC", "7", "ZERO".
std::string action_value_text(ActionValueKind kind, int value);
/// Reads that word in any letter case ("the_mechanic"; a Centarious planet also as 0 or 1).
std::optional<int> parse_action_value(ActionValueKind kind, std::string_view word);
/// Why `quoted` (the word as the message should show it) is not a value of `kind`:
/// `unknown engine card "Q"`, `roll "9" is not in 1..8`, `"TWO" is not ZERO or ONE`.
std::string describe_bad_action_value(ActionValueKind kind, std::string_view quoted);

}  // namespace entanglion::rules
