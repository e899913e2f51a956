#pragma once
/// Makes Qt Quick Dialogs' own file dialog (the one Qt draws where the platform has no native
/// dialog: plain X11, every headless run) behave as desktop file dialogs do:
/// - Save: Enter in the file name field saves (Qt 6.4 only takes the typed name, and the Save
///   button must still be pressed);
/// - Open: the highlighted file (the first one when the folder shows) has the keyboard focus and
///   is the selection, so Enter or Open opens it at once; a double-click opens a file (Qt's own);
/// - both start in the user's documents folder (`startFolder`).
/// It reaches into the dialog's items by the object names Qt gives them ("fileNameTextField",
/// "fileDialogListView"); tests/ui/file_dialogs_e2e_test.cpp drives the real dialogs.

#include <qqmlintegration.h>
#include <QObject>
#include <QPointer>
#include <QQuickItem>
#include <QQuickWindow>
#include <QUrl>

class FileDialogKeys : public QObject {
    Q_OBJECT
    QML_ELEMENT
    /// The FileDialog (QtQuick.Dialogs) to serve.
    Q_PROPERTY(QObject* dialog READ dialog WRITE setDialog NOTIFY dialogChanged)
    /// The window the dialog opens in.
    Q_PROPERTY(QQuickWindow* window READ window WRITE setWindow NOTIFY windowChanged)
    /// The user's documents folder (QStandardPaths), else the home folder when there is none.
    Q_PROPERTY(QUrl startFolder READ startFolder CONSTANT)

public:
    explicit FileDialogKeys(QObject* parent = nullptr);

    QObject* dialog() const { return m_dialog; }
    void setDialog(QObject* dialog);
    QQuickWindow* window() const { return m_window; }
    void setWindow(QQuickWindow* window);
    static QUrl startFolder();

signals:
    void dialogChanged();
    void windowChanged();

private slots:
    void dialogVisibilityChanged();
    void focusCurrentFile();
    void saveTypedName();

private:
    QQuickItem* visibleItem(const QString& objectName) const;

    QPointer<QObject> m_dialog;
    QPointer<QQuickWindow> m_window;
    QPointer<QQuickItem> m_list;
};
