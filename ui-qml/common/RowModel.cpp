#include "ui-qml/models/RowModel.h"

void RowModel::rowsUpdated() {
    ++m_revision;
    emit revisionChanged();
}
