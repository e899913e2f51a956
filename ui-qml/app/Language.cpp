#include "ui-qml/app/Language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QQmlEngine>
#include <QSettings>

namespace {
const QString kSettingsKey = QStringLiteral("language");

QString languageOf(const QString& code) { return code.section(u'_', 0, 0).section(u'-', 0, 0).toLower(); }
}  // namespace

LanguageSettings::LanguageSettings(QObject* parent) : QObject(parent) {}

LanguageSettings::~LanguageSettings() {
    if (m_app) QCoreApplication::removeTranslator(m_app.get());
    if (m_qt) QCoreApplication::removeTranslator(m_qt.get());
}

QStringList LanguageSettings::codes() {
    return {QStringLiteral("en"), QStringLiteral("pl"), QStringLiteral("es"), QStringLiteral("cs")};
}

bool LanguageSettings::isSupported(const QString& code) { return codes().contains(languageOf(code)); }

QString LanguageSettings::nativeName(const QString& code) {
    if (code == QLatin1String("en")) return QStringLiteral("English");
    if (code == QLatin1String("pl")) return QStringLiteral("Polski");
    if (code == QLatin1String("es")) return QStringLiteral("Español");
    if (code == QLatin1String("cs")) return QStringLiteral("Čeština");
    return code;
}

QString LanguageSettings::pick(const QString& requested, const QString& saved, const QStringList& systemLanguages) {
    if (requested == pseudoCode()) return requested;  // only when asked for: never saved or offered
    QStringList candidates{requested, saved};
    candidates += systemLanguages;
    for (const QString& candidate : candidates) {
        if (isSupported(candidate)) return languageOf(candidate);
    }
    return QStringLiteral("en");
}

QString LanguageSettings::saved() { return QSettings().value(kSettingsKey).toString(); }

QString LanguageSettings::pseudoCode() { return QStringLiteral("pseudo"); }

bool LanguageSettings::apply(const QString& code) {
    if (!codes().contains(code) && code != pseudoCode()) return false;
    // English has a file too: the plural forms of its "%n card(s)" strings.
    auto app = std::make_unique<QTranslator>();
    if (!app->load(QStringLiteral(":/i18n/entanglion_%1.qm").arg(code))) return false;
    // Qt's own strings (file dialogs, buttons); a missing package only leaves them in English.
    auto qt = std::make_unique<QTranslator>();
    if (code == QLatin1String("en") ||
        !qt->load(QStringLiteral("qt_%1").arg(code), QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        qt.reset();
    }
    if (m_app) QCoreApplication::removeTranslator(m_app.get());
    if (m_qt) QCoreApplication::removeTranslator(m_qt.get());
    m_app = std::move(app);
    m_qt = std::move(qt);
    QCoreApplication::installTranslator(m_app.get());
    if (m_qt) QCoreApplication::installTranslator(m_qt.get());
    m_code = code;
    // The default locale carries the choice to code that does not see this object (the lessons
    // module picks a lesson's texts by QLocale().name()), and formats numbers the same way.
    QLocale::setDefault(code == pseudoCode() ? QLocale(QLocale::English) : QLocale(code));
    // QML reads it as Qt.uiLanguage (the Lessons page picks its lesson texts by it).
    if (m_engine) m_engine->setUiLanguage(code);
    return true;
}

void LanguageSettings::setEngine(QQmlEngine* engine) {
    m_engine = engine;
    if (m_engine) m_engine->setUiLanguage(m_code);
}

bool LanguageSettings::choose(const QString& code) {
    if (!apply(code)) return false;
    QSettings().setValue(kSettingsKey, code);
    if (m_engine) m_engine->retranslate();
    emit languageChanged();
    return true;
}
