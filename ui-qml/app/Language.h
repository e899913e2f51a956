#pragma once
/// The user-interface language: English (the source), Polish, Spanish or Czech, the languages of
/// the rulebook. Chosen by `--lang`, else the one saved in the settings, else the system locale,
/// else English. Installs the app's translation (:/i18n/entanglion_<code>.qm) and Qt's own
/// (qt_<code>.qm and the qtbase/qtdeclarative catalogues it names, from the Debian package qt6-translations-l10n, for
/// dialogs), and can switch at run time from the menu (remembered with QSettings, retranslating the QML engine).

#include <qqmlintegration.h>
#include <QObject>
#include <QStringList>
#include <QTranslator>
#include <memory>

class QQmlEngine;

class LanguageSettings : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the app creates the language settings")
    Q_PROPERTY(QString code READ code NOTIFY languageChanged)
    Q_PROPERTY(QStringList codes READ codes CONSTANT)

public:
    explicit LanguageSettings(QObject* parent = nullptr);
    ~LanguageSettings() override;

    /// "en", "pl", "es", "cs": the product's languages, English first.
    static QStringList codes();
    /// Whether a code ("cs", "pl_PL", "es-MX") names one of codes().
    static bool isSupported(const QString& code);
    /// "pseudo": the generated pseudo locale (scripts/pseudo-translate.py) for layout checks; apply()
    /// and pick() take it when asked for by name, codes() does not list it.
    static QString pseudoCode();
    /// The language a code names, in that language ("Polski"); the code itself when unknown.
    Q_INVOKABLE static QString nativeName(const QString& code);
    /// The first of `requested` (the --lang value), `saved` (the settings) and the system locale's
    /// UI languages that is one of codes(); "en" when none is. A code with a region ("pl_PL",
    /// "cs-CZ") counts as its language.
    static QString pick(const QString& requested, const QString& saved, const QStringList& systemLanguages);
    /// The language saved in the settings ("" when none).
    static QString saved();

    QString code() const { return m_code; }
    /// Installs the translations for `code` (English: only its plural forms) and makes `code` the default
    /// QLocale. False when `code` is not one of codes() or its translation is missing; the language
    /// is then unchanged.
    bool apply(const QString& code);
    /// The engine to retranslate when the language changes from the menu; its uiLanguage follows
    /// the chosen code.
    void setEngine(QQmlEngine* engine);
    /// From the menu: applies `code`, saves it for the next start and retranslates the window.
    Q_INVOKABLE bool choose(const QString& code);

signals:
    void languageChanged();

private:
    QString m_code = QStringLiteral("en");
    std::unique_ptr<QTranslator> m_app;
    std::unique_ptr<QTranslator> m_qt;
    QQmlEngine* m_engine = nullptr;
};
