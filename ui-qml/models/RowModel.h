#pragma once
/// A list model whose rows are small records of named values, for the game's many short lists
/// (engine control boxes, detection track, hands, actions, log). Subclasses fix the role names;
/// the controller replaces the rows after every action. Updating keeps the model contract exact:
/// rows that changed emit dataChanged, extra rows are inserted or removed (never a reset), so views
/// keep their focus and scroll position.

#include <QAbstractListModel>
#include <QList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class RowModel : public QAbstractListModel {
    Q_OBJECT
    QML_ANONYMOUS
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    /// Increases whenever any row changes: QML bindings that read rows through value() depend on it.
    Q_PROPERTY(int revision READ revision NOTIFY revisionChanged)

public:
    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int count() const { return static_cast<int>(m_rows.size()); }
    int revision() const { return m_revision; }
    /// Replaces the rows. Every row should carry every role name (missing ones read as invalid).
    void setRows(const QList<QVariantMap>& rows);
    /// Appends rows at the end (the log).
    void appendRows(const QList<QVariantMap>& rows);
    /// The value of role `name` on `row` (invalid when out of range): for QML look-ups and tests.
    Q_INVOKABLE QVariant value(int row, const QString& name) const;
    /// The row as a map of role name to value.
    Q_INVOKABLE QVariantMap get(int row) const;

signals:
    void countChanged();
    void revisionChanged();

protected:
    RowModel(QStringList roleNames, QObject* parent);

private:
    QStringList m_roleNames;
    QList<QVariantMap> m_rows;
    int m_revision = 0;
};
