// Teach a class from the app (ClassTeaching.h).
#include "ui-qml/network/ClassTeaching.h"

#include <spdlog/spdlog.h>

#include <QCoreApplication>
#include <QDesktopServices>
#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>

#include "server/http/web_routes.h"
#include "server/transport/server_parts.h"

ClassTeaching::ClassTeaching(QObject* parent)
    : QObject(parent),
      m_webRoot(QString::fromStdString(
          entanglion::server::find_web_root(QCoreApplication::applicationDirPath().toStdString()))),
      m_openUrl([](const QUrl& url) { return QDesktopServices::openUrl(url); }) {}

ClassTeaching::~ClassTeaching() { stop(); }

bool ClassTeaching::webClientFound() const {
    if (m_webRoot.isEmpty()) return false;
    return QFileInfo(QDir(m_webRoot).filePath(
                         QString::fromUtf8(entanglion::http::kTeachPage.data(), entanglion::http::kTeachPage.size())))
        .isFile();
}

QString ClassTeaching::problem() const {
    if (!teaching() && !webClientFound()) {
        return tr(
            "The web pages are not installed with this app, so the class view cannot open here. Install "
            "Entanglion with its web pages, or run entanglion-server --classes on a computer that has them.");
    }
    return m_failure;
}

bool ClassTeaching::start(int port) {
    stop();
    m_failure.clear();
    if (!webClientFound()) {
        spdlog::warn("cannot teach: no web client in '{}'", m_webRoot.toStdString());
        emit changed();
        return false;
    }
    m_games = std::make_unique<QTemporaryDir>();
    if (!m_games->isValid()) {
        //: %1: the problem from the system, e.g. "No space left on device".
        m_failure = tr("Cannot make a folder for the class's games: %1").arg(m_games->errorString());
        m_games.reset();
        emit changed();
        return false;
    }
    InAppServerOffer offer;
    offer.classes = true;
    offer.webRoot = m_webRoot;
    // The class lives in memory: its games need not survive a power cut either.
    offer.durable = false;
    const bool localOnly = m_listen == QLatin1String("localhost");
    if (!m_server.start(localOnly ? QHostAddress(QHostAddress::LocalHost) : QHostAddress(QHostAddress::Any),
                        static_cast<quint16>(port), m_games->path(), &m_failure, offer)) {
        m_games.reset();
        emit changed();
        return false;
    }
    spdlog::info("teaching a class on port {}", m_server.port());
    emit changed();
    openClassView();
    return true;
}

void ClassTeaching::stop() {
    if (!teaching() && !m_games) return;
    m_server.stop();
    m_games.reset();
    spdlog::info("the class ended");
    emit changed();
}

bool ClassTeaching::openClassView() {
    if (!teaching()) return false;
    return m_openUrl(classViewUrl());
}

QStringList ClassTeaching::studentAddresses() const {
    QStringList addresses;
    if (!teaching()) return addresses;
    for (const QString& address : InAppServer::lanAddresses(m_server.port()))
        addresses << QStringLiteral("http://") + address + QStringLiteral("/class/");
    return addresses;
}

QUrl ClassTeaching::classViewUrl() const {
    if (!teaching()) return {};
    QUrl url;
    url.setScheme(QStringLiteral("http"));
    url.setHost(QStringLiteral("127.0.0.1"));
    url.setPort(m_server.port());
    url.setPath(QStringLiteral("/teach"));
    return url;
}

void ClassTeaching::setWebRoot(const QString& folder) {
    if (folder == m_webRoot) return;
    m_webRoot = folder;
    emit settingsChanged();
    emit changed();
}

void ClassTeaching::setListenAddress(const QString& address) {
    if (address == m_listen) return;
    m_listen = address;
    emit settingsChanged();
}
