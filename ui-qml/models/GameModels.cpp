#include "ui-qml/models/GameModels.h"

#include <algorithm>

const RowRoles<CircuitRow>& CircuitRow::roles() {
    static const RowRoles<CircuitRow> roles{
        {"slot", &CircuitRow::slot}, {"filled", &CircuitRow::filled}, {"card", &CircuitRow::card}, {"line", &CircuitRow::line}};
    return roles;
}

const RowRoles<TrackRow>& TrackRow::roles() {
    static const RowRoles<TrackRow> roles{{"position", &TrackRow::position}, {"label", &TrackRow::label},
                                          {"value", &TrackRow::value},       {"current", &TrackRow::current},
                                          {"passed", &TrackRow::passed},     {"start", &TrackRow::start}};
    return roles;
}

const RowRoles<HandRow>& HandRow::roles() {
    static const RowRoles<HandRow> roles{{"card", &HandRow::card},
                                         {"name", &HandRow::name},
                                         {"kind", &HandRow::kind},
                                         {"slot", &HandRow::slot},
                                         {"canNavigate", &HandRow::canNavigate},
                                         {"navigateReason", &HandRow::navigateReason},
                                         {"canExchange", &HandRow::canExchange},
                                         {"exchangeReason", &HandRow::exchangeReason},
                                         {"canPlay", &HandRow::canPlay},
                                         {"playReason", &HandRow::playReason},
                                         {"destination", &HandRow::destination},
                                         {"text", &HandRow::text},
                                         {"where", &HandRow::where}};
    return roles;
}

const RowRoles<ActionRow>& ActionRow::roles() {
    static const RowRoles<ActionRow> roles{{"label", &ActionRow::label},       {"detail", &ActionRow::detail},
                                           {"category", &ActionRow::category}, {"type", &ActionRow::type},
                                           {"allowed", &ActionRow::allowed},   {"reason", &ActionRow::reason},
                                           {"shortcut", &ActionRow::shortcut}, {"keys", &ActionRow::keys},
                                           {"actionText", &ActionRow::actionText}};
    return roles;
}

const RowRoles<LogRow>& LogRow::roles() {
    static const RowRoles<LogRow> roles{
        {"message", &LogRow::message}, {"kind", &LogRow::kind}, {"player", &LogRow::player}, {"step", &LogRow::step}};
    return roles;
}

const RowRoles<CardTextRow>& CardTextRow::roles() {
    static const RowRoles<CardTextRow> roles{{"name", &CardTextRow::name}, {"description", &CardTextRow::description}};
    return roles;
}

int CircuitModel::filledCount() const {
    return static_cast<int>(std::count_if(rows().cbegin(), rows().cend(), [](const CircuitRow& row) { return row.filled; }));
}

int TrackModel::currentRow() const {
    for (int row = 0; row < count(); ++row) {
        if (at(row).current) return row;
    }
    return -1;
}

int ActionModel::rowOfKey(const QString& key) const {
    for (int row = 0; row < count(); ++row) {
        if (at(row).keys.contains(key)) return row;
    }
    return -1;
}
