#include "ui-qml/app/AppSettings.h"

#include <QGuiApplication>
#include <QQuickWindow>
#include <QScreen>
#include <QSettings>
#include <algorithm>
#include <cmath>

namespace {
const QString kZoom = QStringLiteral("view/zoom");
const QString kTheme = QStringLiteral("view/theme");
const QString kGeometry = QStringLiteral("window/geometry");
const QString kMaximized = QStringLiteral("window/maximized");
const QString kDifficulty = QStringLiteral("game/difficulty");
const QString kVariant = QStringLiteral("game/variant");
const QString kConfirmActions = QStringLiteral("game/confirmActions");
const QString kSpeakEvents = QStringLiteral("speech/speakEvents");
const QString kSpeechRate = QStringLiteral("speech/rate");
const QString kSpeakContext = QStringLiteral("speech/speakContext");
}  // namespace

AppSettings::AppSettings(QObject* parent) : QObject(parent) {
    const QSettings settings;
    // A settings file edited by hand (or from another version) must not break the start: values
    // out of range are ignored.
    const double zoom = settings.value(kZoom, 1.0).toDouble();
    if (std::isfinite(zoom) && zoom > 0) m_zoom = zoom;
    const QString theme = settings.value(kTheme).toString();
    if (isTheme(theme)) m_theme = theme;
    const int difficulty = settings.value(kDifficulty, 1).toInt();
    if (difficulty >= 1 && difficulty <= 3) m_difficulty = difficulty;
    // Saved as the record format's words, so the file reads as the records do.
    const QString variant = settings.value(kVariant).toString();
    if (variant == QLatin1String("quantum")) m_variant = ui::RulesVariant::Quantum;
    m_confirmActions = settings.value(kConfirmActions, false).toBool();
    m_speakEvents = settings.value(kSpeakEvents, false).toBool();
    m_speakContext = settings.value(kSpeakContext, true).toBool();
    const double rate = settings.value(kSpeechRate, 0.0).toDouble();
    if (std::isfinite(rate) && rate >= -1 && rate <= 1) m_speechRate = rate;
}

QStringList AppSettings::themes() {
    return {QStringLiteral("dark"), QStringLiteral("light"), QStringLiteral("contrast")};
}

QRect AppSettings::fitToScreen(const QRect& saved, const QRect& available, QSize preferred) {
    QRect rect = saved.isValid() ? saved : QRect(QPoint(), preferred);
    rect.setSize(rect.size().boundedTo(available.size()));
    if (!saved.isValid()) {
        rect.moveCenter(available.center());
        return rect;
    }
    // Moved back inside when it was on a part of the desktop that is gone (a projector unplugged).
    rect.moveLeft(std::clamp(rect.left(), available.left(), available.right() + 1 - rect.width()));
    rect.moveTop(std::clamp(rect.top(), available.top(), available.bottom() + 1 - rect.height()));
    return rect;
}

bool AppSettings::screenIsSmall(const QRect& available, QSize preferred) {
    return available.width() < preferred.width() || available.height() < preferred.height();
}

void AppSettings::setZoom(double zoom) {
    if (!std::isfinite(zoom) || zoom <= 0 || zoom == m_zoom) return;
    m_zoom = zoom;
    QSettings().setValue(kZoom, zoom);
    emit zoomChanged();
}

void AppSettings::setTheme(const QString& name) {
    if (!isTheme(name)) return;
    QSettings().setValue(kTheme, name);
    if (name == m_theme) return;
    m_theme = name;
    emit themeChanged();
}

void AppSettings::useThemeForThisStart(const QString& name) {
    if (!isTheme(name) || name == m_theme) return;
    m_theme = name;
    emit themeChanged();
}

void AppSettings::setDifficulty(int difficulty) {
    if (difficulty < 1 || difficulty > 3 || difficulty == m_difficulty) return;
    m_difficulty = difficulty;
    QSettings().setValue(kDifficulty, difficulty);
    emit difficultyChanged();
}

void AppSettings::setConfirmActions(bool on) {
    if (on == m_confirmActions) return;
    m_confirmActions = on;
    QSettings().setValue(kConfirmActions, on);
    emit confirmActionsChanged();
}

void AppSettings::setVariant(ui::RulesVariant::Value variant) {
    if ((variant != ui::RulesVariant::Board && variant != ui::RulesVariant::Quantum) || variant == m_variant) return;
    m_variant = variant;
    QSettings().setValue(kVariant,
                         variant == ui::RulesVariant::Quantum ? QStringLiteral("quantum") : QStringLiteral("board"));
    emit variantChanged();
}

void AppSettings::setSpeakEvents(bool on) {
    if (on == m_speakEvents) return;
    m_speakEvents = on;
    QSettings().setValue(kSpeakEvents, on);
    emit speechChanged();
}

void AppSettings::setSpeakContext(bool on) {
    if (on == m_speakContext) return;
    m_speakContext = on;
    QSettings().setValue(kSpeakContext, on);
    emit speechChanged();
}

void AppSettings::setSpeechRate(double rate) {
    if (!std::isfinite(rate) || rate < -1 || rate > 1 || rate == m_speechRate) return;
    m_speechRate = rate;
    QSettings().setValue(kSpeechRate, rate);
    emit speechChanged();
}

AppSettings::Placement AppSettings::placement(QScreen* current) const {
    const QSettings settings;
    const QRect saved = settings.value(kGeometry).toRect();
    // The screen the window was on, else the one the window manager would open it on.
    QScreen* screen = saved.isValid() ? QGuiApplication::screenAt(saved.center()) : nullptr;
    if (screen == nullptr) screen = current != nullptr ? current : QGuiApplication::primaryScreen();
    const QRect available = screen->availableGeometry();
    return {.available = available,
            .normal = fitToScreen(saved, available, kPreferredSize),
            .maximized = settings.contains(kMaximized) ? settings.value(kMaximized).toBool()
                                                       : screenIsSmall(available, kPreferredSize)};
}

QSize AppSettings::startSize() const {
    const Placement place = placement(nullptr);
    return place.maximized ? place.available.size() : place.normal.size();
}

void AppSettings::placeAndShow(QQuickWindow* window) {
    m_window = window;
    const Placement place = placement(window->screen());
    window->setMinimumSize(window->minimumSize().boundedTo(place.available.size()));
    window->setGeometry(place.normal);
    m_normalGeometry = window->geometry();
    if (place.maximized) {
        window->showMaximized();
    } else {
        window->show();
    }
    // Queued: a window manager reports a maximized window's new size before its new state, so the
    // state is read once both have arrived.
    for (auto changed : {&QWindow::xChanged, &QWindow::yChanged, &QWindow::widthChanged, &QWindow::heightChanged}) {
        connect(window, changed, this, &AppSettings::rememberGeometry, Qt::QueuedConnection);
    }
    // Closing the window quits the app; the window is still there when it says so.
    connect(qApp, &QCoreApplication::aboutToQuit, this, &AppSettings::saveWindow);
}

void AppSettings::rememberGeometry() {
    // Only the normal geometry: a maximized or full-screen window comes back to it when restored.
    if (m_window && m_window->windowStates() == Qt::WindowNoState) m_normalGeometry = m_window->geometry();
}

void AppSettings::saveWindow() {
    if (!m_window) return;
    rememberGeometry();
    QSettings settings;
    settings.setValue(kGeometry, m_normalGeometry);
    // Full screen counts as maximized: the next start fills the screen without hiding the desktop.
    settings.setValue(kMaximized, (m_window->windowStates() & (Qt::WindowMaximized | Qt::WindowFullScreen)) != 0);
}
