#include "ui-qml/common/RowModel.h"

void RowModel::rowsUpdated() {
    ++m_revision;
    emit revisionChanged();
}
