#pragma once
/// Teach a class from the app: the server runs inside the app (InAppServer) with classes and the
/// built web client, the class view (/teach) opens in the system's browser, and the dialog shows
/// the address the students open (this computer's addresses with the port and /class/). The class
/// lives in the server's memory: stopping the server ends it. Without the web client (a build or
/// an installation without the web pages) teaching does not start and `problem` says why.
/// docs/teaching/class-view.md.

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <functional>
#include <memory>

#include "ui-qml/network/InAppServer.h"

class QTemporaryDir;

class ClassTeaching : public QObject {
    Q_OBJECT
    QML_ELEMENT
    /// The server runs and the class view can be opened.
    Q_PROPERTY(bool teaching READ teaching NOTIFY changed)
    /// The web client's pages were found (the class view needs them).
    Q_PROPERTY(bool webClientFound READ webClientFound NOTIFY settingsChanged)
    /// Why teaching cannot start or did not (no web client, a port in use), for people; "" when none.
    Q_PROPERTY(QString problem READ problem NOTIFY changed)
    /// While teaching: the port the server listens on.
    Q_PROPERTY(int port READ port NOTIFY changed)
    /// While teaching: what the students open, one per address of this computer
    /// ("http://192.168.1.5:8765/class/"); empty when this computer has no network address.
    Q_PROPERTY(QStringList studentAddresses READ studentAddresses NOTIFY changed)
    /// While teaching: the class view on this computer (http://127.0.0.1:PORT/teach).
    Q_PROPERTY(QUrl classViewUrl READ classViewUrl NOTIFY changed)
    /// The built web client's folder (default: the installed one, else build-wasm/web-dist beside
    /// the build tree; server/transport/server_parts.h, find_web_root).
    Q_PROPERTY(QString webRoot READ webRoot WRITE setWebRoot NOTIFY settingsChanged)
    /// Where the server listens: "any" address (default) or "localhost" (tests).
    Q_PROPERTY(QString listenAddress READ listenAddress WRITE setListenAddress NOTIFY settingsChanged)

public:
    /// Opens a URL in the system's browser (QDesktopServices::openUrl unless a test sets another).
    using UrlOpener = std::function<bool(const QUrl&)>;

    explicit ClassTeaching(QObject* parent = nullptr);
    ~ClassTeaching() override;

    /// Starts the server with classes on `port` (0: any free one) and opens the class view; false
    /// with `problem` set when there is no web client or the port cannot be used.
    Q_INVOKABLE bool start(int port);
    /// Stops the server: the class ends (it is kept only in the server's memory).
    Q_INVOKABLE void stop();
    /// Opens the class view in the browser again.
    Q_INVOKABLE bool openClassView();

    bool teaching() const { return m_server.running(); }
    bool webClientFound() const;
    QString problem() const;
    int port() const { return m_server.port(); }
    QStringList studentAddresses() const;
    QUrl classViewUrl() const;
    QString webRoot() const { return m_webRoot; }
    void setWebRoot(const QString& folder);
    QString listenAddress() const { return m_listen; }
    void setListenAddress(const QString& address);
    void setUrlOpener(UrlOpener opener) { m_openUrl = std::move(opener); }

signals:
    void changed();
    void settingsChanged();

private:
    InAppServer m_server;
    /// The class's games: kept while the class runs, removed when it ends.
    std::unique_ptr<QTemporaryDir> m_games;
    QString m_webRoot;
    QString m_listen = QStringLiteral("any");
    QString m_failure;  ///< why the last start failed
    UrlOpener m_openUrl;
};
