#include "ui-qml/app/FileDialogKeys.h"

#include <QDir>
#include <QFileInfo>
#include <QQuickItem>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QTimer>

namespace {

/// The first visible item named `objectName` under `root` (the dialog lives in the overlay).
QQuickItem* findVisible(QQuickItem* root, const QString& objectName) {
    if (root == nullptr || !root->isVisible()) return nullptr;
    if (root->objectName() == objectName) return root;
    for (QQuickItem* child : root->childItems()) {
        if (QQuickItem* found = findVisible(child, objectName)) return found;
    }
    return nullptr;
}

/// The visible button under `root` showing `text` (the dialog's own buttons have no names).
QQuickItem* findButton(QQuickItem* root, const QString& text) {
    if (root == nullptr || !root->isVisible()) return nullptr;
    if (root->inherits("QQuickAbstractButton") && root->property("text").toString() == text) return root;
    for (QQuickItem* child : root->childItems()) {
        if (QQuickItem* found = findButton(child, text)) return found;
    }
    return nullptr;
}

}  // namespace

FileDialogKeys::FileDialogKeys(QObject* parent) : QObject(parent) {}

QUrl FileDialogKeys::startFolder() {
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QUrl::fromLocalFile(!documents.isEmpty() && QDir(documents).exists() ? documents : QDir::homePath());
}

void FileDialogKeys::setDialog(QObject* dialog) {
    if (dialog == m_dialog) return;
    if (m_dialog) disconnect(m_dialog, nullptr, this, nullptr);
    m_dialog = dialog;
    // The dialog's items exist once it is shown, laid out a moment later.
    if (m_dialog) connect(m_dialog, SIGNAL(visibleChanged()), this, SLOT(dialogVisibilityChanged()));
    emit dialogChanged();
}

void FileDialogKeys::setWindow(QQuickWindow* window) {
    if (window == m_window) return;
    m_window = window;
    emit windowChanged();
}

QQuickItem* FileDialogKeys::visibleItem(const QString& objectName) const {
    return m_window ? findVisible(m_window->contentItem(), objectName) : nullptr;
}

void FileDialogKeys::dialogVisibilityChanged() {
    if (!m_dialog || !m_dialog->property("visible").toBool()) return;
    QTimer::singleShot(0, this, [this] {
        if (QQuickItem* field = visibleItem(QStringLiteral("fileNameTextField"))) {
            // Queued: the field's own editingFinished (which takes the typed name) runs first.
            connect(field, SIGNAL(accepted()), this, SLOT(saveTypedName()),
                    static_cast<Qt::ConnectionType>(Qt::QueuedConnection | Qt::UniqueConnection));
            return;
        }
        if (QQuickItem* list = visibleItem(QStringLiteral("fileDialogListView"))) {
            if (m_list != list) {
                m_list = list;
                connect(list, SIGNAL(currentItemChanged()), this, SLOT(focusCurrentFile()));
                connect(list, SIGNAL(countChanged()), this, SLOT(focusCurrentFile()));
            }
            focusCurrentFile();
        }
    });
}

void FileDialogKeys::focusCurrentFile() {
    if (!m_list || !m_dialog || !m_dialog->property("visible").toBool()) return;
    auto* current = m_list->property("currentItem").value<QQuickItem*>();
    if (current == nullptr) return;
    // The highlighted entry takes the keys (Enter opens it, or enters a folder) and, when it is a
    // file, is the selection the Open button opens.
    current->forceActiveFocus(Qt::OtherFocusReason);
    const QUrl file = current->property("file").toUrl();
    if (QFileInfo(file.toLocalFile()).isFile()) m_dialog->setProperty("selectedFile", file);
}

void FileDialogKeys::saveTypedName() {
    if (!m_dialog || !m_dialog->property("visible").toBool() || !m_window) return;
    const QString accept = m_dialog->property("acceptLabel").toString();
    if (QQuickItem* button = findButton(m_window->contentItem(), accept)) {
        // Qt 6.4 has no invokable click(): the button box acts on the clicked() signal.
        if (button->isEnabled()) QMetaObject::invokeMethod(button, "clicked");
    }
}
