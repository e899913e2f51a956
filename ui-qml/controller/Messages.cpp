#include "ui-qml/controller/Messages.h"

#include <spdlog/spdlog.h>

void Messages::setError(const QString& message) {
    spdlog::warn("shown to the user: {}", message.toStdString());
    m_error = message;
    emit errorChanged();
}

void Messages::setInfo(const QString& message) {
    m_info = message;
    emit infoChanged();
}

void Messages::clearError() {
    if (m_error.isEmpty()) return;
    m_error.clear();
    emit errorChanged();
}

void Messages::clearInfo() {
    if (m_info.isEmpty()) return;
    m_info.clear();
    emit infoChanged();
}
