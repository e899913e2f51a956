#include "ui-qml/models/RowModel.h"

RowModel::RowModel(QStringList roleNames, QObject* parent)
    : QAbstractListModel(parent), m_roleNames(std::move(roleNames)) {}

int RowModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : count(); }

QVariant RowModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const QVariantMap& row = m_rows[index.row()];
    if (role == Qt::DisplayRole) return m_roleNames.isEmpty() ? QVariant() : row.value(m_roleNames.first());
    const int offset = role - (Qt::UserRole + 1);
    if (offset < 0 || offset >= m_roleNames.size()) return {};
    return row.value(m_roleNames[offset]);
}

QHash<int, QByteArray> RowModel::roleNames() const {
    QHash<int, QByteArray> names;
    for (int i = 0; i < m_roleNames.size(); ++i) names.insert(Qt::UserRole + 1 + i, m_roleNames[i].toUtf8());
    return names;
}

void RowModel::setRows(const QList<QVariantMap>& rows) {
    if (rows == m_rows) return;
    const int shared = static_cast<int>(std::min(rows.size(), m_rows.size()));
    for (int i = 0; i < shared; ++i) {
        if (m_rows[i] == rows[i]) continue;
        m_rows[i] = rows[i];
        emit dataChanged(index(i), index(i));
    }
    if (rows.size() > m_rows.size()) {
        beginInsertRows({}, static_cast<int>(m_rows.size()), static_cast<int>(rows.size()) - 1);
        for (qsizetype i = m_rows.size(); i < rows.size(); ++i) m_rows.append(rows[i]);
        endInsertRows();
        emit countChanged();
    } else if (rows.size() < m_rows.size()) {
        beginRemoveRows({}, static_cast<int>(rows.size()), static_cast<int>(m_rows.size()) - 1);
        m_rows.resize(rows.size());
        endRemoveRows();
        emit countChanged();
    }
    ++m_revision;
    emit revisionChanged();
}

void RowModel::appendRows(const QList<QVariantMap>& rows) {
    if (rows.isEmpty()) return;
    beginInsertRows({}, count(), count() + static_cast<int>(rows.size()) - 1);
    m_rows.append(rows);
    endInsertRows();
    emit countChanged();
    ++m_revision;
    emit revisionChanged();
}

QVariant RowModel::value(int row, const QString& name) const {
    if (row < 0 || row >= count()) return {};
    return m_rows[row].value(name);
}

QVariantMap RowModel::get(int row) const {
    if (row < 0 || row >= count()) return {};
    return m_rows[row];
}
