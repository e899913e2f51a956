#include "ui-qml/models/GameModels.h"

#include <algorithm>

const RowRoles<CircuitRow>& CircuitRow::roles() {
    static const RowRoles<CircuitRow> roles{{"slot", &CircuitRow::slot},
                                            {"filled", &CircuitRow::filled},
                                            {"gate", &CircuitRow::gate},
                                            {"card", &CircuitRow::card},
                                            {"line", &CircuitRow::line}};
    return roles;
}

const RowRoles<TrackRow>& TrackRow::roles() {
    static const RowRoles<TrackRow> roles{{"position", &TrackRow::position}, {"label", &TrackRow::label},
                                          {"value", &TrackRow::value},       {"current", &TrackRow::current},
                                          {"passed", &TrackRow::passed},     {"start", &TrackRow::start},
                                          {"lost", &TrackRow::lost}};
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
    static const RowRoles<ActionRow> roles{
        {"label", &ActionRow::label},       {"detail", &ActionRow::detail},   {"category", &ActionRow::category},
        {"type", &ActionRow::type},         {"allowed", &ActionRow::allowed}, {"reason", &ActionRow::reason},
        {"shortcut", &ActionRow::shortcut}, {"keys", &ActionRow::keys},       {"actionText", &ActionRow::actionText}};
    return roles;
}

const RowRoles<LogRow>& LogRow::roles() {
    static const RowRoles<LogRow> roles{{"message", &LogRow::message},
                                        {"kind", &LogRow::kind},
                                        {"player", &LogRow::player},
                                        {"step", &LogRow::step},
                                        {"detail", &LogRow::detail}};
    return roles;
}

const RowRoles<CardTextRow>& CardTextRow::roles() {
    static const RowRoles<CardTextRow> roles{{"name", &CardTextRow::name}, {"description", &CardTextRow::description}};
    return roles;
}

const RowRoles<ComponentRow>& ComponentRow::roles() {
    static const RowRoles<ComponentRow> roles{{"name", &ComponentRow::name}, {"text", &ComponentRow::text}};
    return roles;
}

const RowRoles<MatrixCellRow>& MatrixCellRow::roles() {
    static const RowRoles<MatrixCellRow> roles{{"text", &MatrixCellRow::text}, {"zero", &MatrixCellRow::zero}};
    return roles;
}

QStringList MatrixModel::rowTexts(int row) const {
    QStringList texts;
    for (int column = 0; column < 4 && 4 * row + column < count(); ++column) texts << at(4 * row + column).text;
    return texts;
}

int CircuitModel::filledCount() const {
    return static_cast<int>(
        std::count_if(rows().cbegin(), rows().cend(), [](const CircuitRow& row) { return row.filled; }));
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
