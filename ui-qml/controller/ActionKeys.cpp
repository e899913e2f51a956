#include "ui-qml/controller/ActionKeys.h"

using entanglion::rules::Action;
using entanglion::rules::ActionType;

namespace actionKeys {
namespace {

/// The 1-based positions holding `card` in `cards`, with `prefix` ("", "Alt+").
template <typename Cards, typename Card>
QStringList positionKeys(const Cards& cards, Card card, int offset, const QString& prefix) {
    QStringList keys;
    int position = 0;
    for (const auto& held : cards) {
        ++position;
        if (held == card) keys << prefix + QString::number(offset + position);
    }
    return keys;
}

bool isChoice(ActionType type) {
    switch (type) {
        case ActionType::kPlaceShips:
        case ActionType::kKeepCard:
        case ActionType::kDiscardCard:
        case ActionType::kBennettGive:
        case ActionType::kBennettTake:
        case ActionType::kInterconnectSwap:
            return true;
        default:
            return false;
    }
}

}  // namespace

std::vector<QStringList> keysOf(const std::vector<Action>& actions, const entanglion::rules::GameState& state) {
    std::vector<QStringList> keys;
    keys.reserve(actions.size());
    int choice = 0;
    for (const Action& action : actions) {
        const auto& hand = state.hand(action.player);
        switch (action.type) {
            case ActionType::kNavigate:
                keys.push_back(positionKeys(hand, action.card, 0, QString()));
                break;
            case ActionType::kMechanicPlay:
                keys.push_back(positionKeys(state.pending_decision().cards, action.card, 0, QString()));
                break;
            case ActionType::kExchange:
                keys.push_back(positionKeys(hand, action.card, 0, QStringLiteral("Alt+")));
                break;
            case ActionType::kPlayEvent:
                // Held event cards follow the engine cards on the board.
                keys.push_back(positionKeys(state.event_hand(action.player), action.event,
                                            static_cast<int>(hand.size()), QString()));
                break;
            case ActionType::kRetrieve:
                keys.push_back({QStringLiteral("R")});
                break;
            case ActionType::kRollDefense:
            case ActionType::kReroll:
            case ActionType::kRollPlacement:
                keys.push_back({QStringLiteral("D")});
                break;
            case ActionType::kKeepRoll:
                keys.push_back({QStringLiteral("K")});
                break;
            case ActionType::kPlayQuantumTunnel:
                keys.push_back({QStringLiteral("T")});
                break;
            case ActionType::kMechanicStop:
                keys.push_back({QStringLiteral("S")});
                break;
            default:
                keys.push_back(isChoice(action.type) && choice < 8
                                   ? QStringList{QStringLiteral("F%1").arg(++choice + 1)}
                                   : QStringList{});
                break;
        }
    }
    return keys;
}

}  // namespace actionKeys
