#pragma once
/// The message banner's two lines: the last error (an illegal click, a bad file, a failed save) and
/// the last piece of information ("Saved to …"). Every controller of the game reports through the
/// one Messages object its GameController owns; QML shows them and clears them.

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>

class Messages : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by GameController")
    /// The last error, worded for the player; "" when there is none.
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    /// The last piece of information; "" when there is none.
    Q_PROPERTY(QString info READ info NOTIFY infoChanged)

public:
    explicit Messages(QObject* parent = nullptr) : QObject(parent) {}

    QString error() const { return m_error; }
    QString info() const { return m_info; }
    /// Shows `message` as the error (and writes it to the log).
    void setError(const QString& message);
    void setInfo(const QString& message);
    Q_INVOKABLE void clearError();
    Q_INVOKABLE void clearInfo();

signals:
    void errorChanged();
    void infoChanged();

private:
    QString m_error;
    QString m_info;
};
