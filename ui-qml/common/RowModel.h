#pragma once
/// The one model style of the app's QML modules (Entanglion.Ui and Entanglion.Lessons): every list
/// is a TypedRowModel of small typed records. A row kind is a plain struct with a static role table
/// (RowRoles) that names each field once for QML: `{"card", &HandRow::card}`. Role ids are the
/// table's order (Qt::UserRole + 1 + index), so C++ reads the struct's fields (a misspelled field is
/// a compile error) and QML delegates keep `required property` names equal to the table's names. An
/// enum field registered with Q_ENUM_NS (CommonEnums.h) reaches QML as its number, compared there
/// with the enum's values (`line === Ship.Rubicon`).
/// The owner replaces the rows whenever what they show changed. Updating keeps the model contract
/// exact: rows that changed emit dataChanged, extra rows are inserted or removed (never a reset), so
/// views keep their focus and scroll position.

#include <QtQml/qqmlregistration.h>
#include <QAbstractListModel>
#include <QList>
#include <QVariant>
#include <functional>
#include <vector>

/// One QML role of row kind `Row`: its name and how to read it from a row.
template <typename Row>
struct RowRole {
    template <typename Field>
    RowRole(const char* roleName, Field Row::*field)
        : name(roleName), read([field](const Row& row) { return QVariant::fromValue(row.*field); }) {}
    QByteArray name;
    std::function<QVariant(const Row&)> read;
};
template <typename Row>
using RowRoles = std::vector<RowRole<Row>>;

/// What every row model shows QML, whatever its row kind (Q_OBJECT cannot sit on a template).
class RowModel : public QAbstractListModel {
    Q_OBJECT
    QML_ANONYMOUS
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    /// Increases whenever any row changes (properties computed from the rows notify with it).
    Q_PROPERTY(int revision READ revision NOTIFY revisionChanged)

public:
    int count() const { return rowCount(); }
    int revision() const { return m_revision; }

signals:
    void countChanged();
    void revisionChanged();

protected:
    using QAbstractListModel::QAbstractListModel;
    void rowsUpdated();

private:
    int m_revision = 0;
};

/// A RowModel of `Row`s; `Row` has `static const RowRoles<Row>& roles()` and operator==.
template <typename Row>
class TypedRowModel : public RowModel {
public:
    using RowModel::RowModel;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override {
        return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
    }
    QVariant data(const QModelIndex& index, int role) const override {
        if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
        const RowRoles<Row>& roles = Row::roles();
        const int field = role == Qt::DisplayRole ? 0 : role - (Qt::UserRole + 1);
        if (field < 0 || field >= static_cast<int>(roles.size())) return {};
        return roles[static_cast<std::size_t>(field)].read(m_rows[index.row()]);
    }
    QHash<int, QByteArray> roleNames() const override {
        QHash<int, QByteArray> names;
        const RowRoles<Row>& roles = Row::roles();
        for (std::size_t i = 0; i < roles.size(); ++i)
            names.insert(Qt::UserRole + 1 + static_cast<int>(i), roles[i].name);
        return names;
    }

    const QList<Row>& rows() const { return m_rows; }
    /// Row `row`. Precondition: 0 <= row < count().
    const Row& at(int row) const { return m_rows[row]; }

    /// Replaces the rows.
    void setRows(const QList<Row>& rows) {
        if (rows == m_rows) return;
        const int shared = static_cast<int>(std::min(rows.size(), m_rows.size()));
        // One dataChanged per run of neighbouring rows that changed (a language switch: one signal).
        for (int first = 0; first < shared;) {
            if (m_rows[first] == rows[first]) {
                ++first;
                continue;
            }
            int last = first;
            while (last + 1 < shared && !(m_rows[last + 1] == rows[last + 1])) ++last;
            for (int i = first; i <= last; ++i) m_rows[i] = rows[i];
            emit dataChanged(index(first), index(last));
            first = last + 1;
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
        rowsUpdated();
    }
    /// Appends rows at the end (the log).
    void appendRows(const QList<Row>& rows) {
        if (rows.isEmpty()) return;
        beginInsertRows({}, count(), count() + static_cast<int>(rows.size()) - 1);
        m_rows.append(rows);
        endInsertRows();
        emit countChanged();
        rowsUpdated();
    }

private:
    QList<Row> m_rows;
};
