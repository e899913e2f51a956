#include "ui-qml/models/GameModels.h"

CircuitModel::CircuitModel(QObject* parent)
    : RowModel({QStringLiteral("slot"), QStringLiteral("filled"), QStringLiteral("card"), QStringLiteral("line")},
               parent) {}

TrackModel::TrackModel(QObject* parent)
    : RowModel({QStringLiteral("position"), QStringLiteral("label"), QStringLiteral("value"),
                QStringLiteral("current"), QStringLiteral("passed"), QStringLiteral("start")},
               parent) {}

HandModel::HandModel(QObject* parent)
    : RowModel({QStringLiteral("card"), QStringLiteral("name"), QStringLiteral("kind"), QStringLiteral("slot"),
                QStringLiteral("canNavigate"), QStringLiteral("navigateReason"), QStringLiteral("canExchange"),
                QStringLiteral("exchangeReason"), QStringLiteral("canPlay"), QStringLiteral("playReason"),
                QStringLiteral("destination"), QStringLiteral("text"), QStringLiteral("where")},
               parent) {}

ActionModel::ActionModel(QObject* parent)
    : RowModel({QStringLiteral("label"), QStringLiteral("detail"), QStringLiteral("category"), QStringLiteral("type"),
                QStringLiteral("allowed"), QStringLiteral("reason"), QStringLiteral("shortcut"),
                QStringLiteral("keys"), QStringLiteral("actionText")},
               parent) {}

LogModel::LogModel(QObject* parent)
    : RowModel({QStringLiteral("message"), QStringLiteral("kind"), QStringLiteral("player"), QStringLiteral("step")},
               parent) {}
