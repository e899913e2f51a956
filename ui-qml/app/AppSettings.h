#pragma once
/// What the app remembers between starts besides the language (Language.h) and the AI players
/// (AiPlayers): the window's size, place and maximized state, the presentation zoom, the colour
/// theme, the new game's difficulty and rules, and whether each action is confirmed first. Kept
/// with QSettings, like the language. The window opens on the screen it was last on, never larger than that screen's
/// available area; the first time, maximized on a screen smaller than its preferred size (a 1024x768 projector). Tests
/// that do not pass an AppSettings to the window get none of this (their settings stay theirs).

#include <qqmlintegration.h>
#include <QObject>
#include <QPointer>
#include <QRect>
#include <QScreen>
#include <QString>
#include <QStringList>

#include "ui-qml/common/CommonEnums.h"

class QQuickWindow;

class AppSettings : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the app creates its settings")
    /// The presentation zoom saved last (Theme.zoom; 1 when none).
    Q_PROPERTY(double zoom READ zoom WRITE setZoom NOTIFY zoomChanged)
    /// The theme this start uses: `--theme`, else the one chosen last, else "dark". Setting it
    /// (the toolbar) saves the choice.
    Q_PROPERTY(QString theme READ theme WRITE setTheme NOTIFY themeChanged)
    Q_PROPERTY(int difficulty READ difficulty WRITE setDifficulty NOTIFY difficultyChanged)
    Q_PROPERTY(ui::RulesVariant::Value variant READ variant WRITE setVariant NOTIFY variantChanged)
    /// "Confirm each action": ask before a player's action is applied (off unless chosen).
    Q_PROPERTY(bool confirmActions READ confirmActions WRITE setConfirmActions NOTIFY confirmActionsChanged)
    /// Speak events (EventSpeech): off until turned on; the speech rate, -1 to 1.
    Q_PROPERTY(bool speakEvents READ speakEvents WRITE setSpeakEvents NOTIFY speechChanged)
    Q_PROPERTY(double speechRate READ speechRate WRITE setSpeechRate NOTIFY speechChanged)
    /// Speak the context after each move (on unless turned off).
    Q_PROPERTY(bool speakContext READ speakContext WRITE setSpeakContext NOTIFY speechChanged)

public:
    /// The window's size when the screen has room for it.
    static constexpr QSize kPreferredSize{1440, 900};

    explicit AppSettings(QObject* parent = nullptr);

    /// "dark", "light" (the projector theme), "contrast": Theme.qml holds a palette for each.
    static QStringList themes();
    static bool isTheme(const QString& name) { return themes().contains(name); }

    /// Where a window goes on a screen whose free area is `available`: the saved normal geometry
    /// (when valid), shrunk to fit and moved inside; else `preferred`, shrunk to fit, centred.
    static QRect fitToScreen(const QRect& saved, const QRect& available, QSize preferred);
    /// True when the first start should maximize: the screen has no room for the preferred size.
    static bool screenIsSmall(const QRect& available, QSize preferred);

    double zoom() const { return m_zoom; }
    void setZoom(double zoom);
    QString theme() const { return m_theme; }
    void setTheme(const QString& name);
    /// This start's theme from `--theme`, not saved (a later choice in the toolbar is).
    void useThemeForThisStart(const QString& name);
    int difficulty() const { return m_difficulty; }
    void setDifficulty(int difficulty);
    ui::RulesVariant::Value variant() const { return m_variant; }
    void setVariant(ui::RulesVariant::Value variant);
    bool confirmActions() const { return m_confirmActions; }
    void setConfirmActions(bool on);
    bool speakEvents() const { return m_speakEvents; }
    void setSpeakEvents(bool on);
    double speechRate() const { return m_speechRate; }
    void setSpeechRate(double rate);
    bool speakContext() const { return m_speakContext; }
    void setSpeakContext(bool on);

    /// The size placeAndShow will give the window (its screen's free area when it opens maximized):
    /// made at that size, the window lays out once, not again when it is shown (the map's label
    /// placement alone takes tens of milliseconds).
    QSize startSize() const;
    /// Shows `window` where it was (fitted to its screen), maximized if it was, and from then on
    /// remembers its normal geometry and maximized state until it closes.
    void placeAndShow(QQuickWindow* window);
    /// Saves the placed window's normal geometry and maximized state (when the app quits).
    void saveWindow();

signals:
    void zoomChanged();
    void themeChanged();
    void difficultyChanged();
    void variantChanged();
    void confirmActionsChanged();
    void speechChanged();

private:
    void rememberGeometry();

    double m_zoom = 1;
    QString m_theme = QStringLiteral("dark");
    int m_difficulty = 1;
    ui::RulesVariant::Value m_variant = ui::RulesVariant::Board;
    bool m_confirmActions = false;
    bool m_speakEvents = false;
    double m_speechRate = 0;
    bool m_speakContext = true;
    struct Placement {
        QRect available;  ///< the screen's free area
        QRect normal;     ///< the window's normal geometry, fitted to it
        bool maximized = false;
    };
    /// Where the window goes: the saved geometry's screen, else `current`, else the primary one.
    Placement placement(QScreen* current) const;

    QPointer<QQuickWindow> m_window;
    QRect m_normalGeometry;
};
