// Numbers in the UI language: with Polish, Spanish or Czech chosen, the ket panel's amplitudes and
// percentages, its entanglement line, the Bloch sphere's purity and entropy and the histogram's
// probabilities have a decimal comma (0,50), and percentages are spaced as the language writes them;
// English keeps 0.50. Each case goes through LanguageSettings::apply, as the app does.
#include <QQmlComponent>
#include <QQmlContext>
#include <QQmlEngine>
#include <QQuickItem>
#include <QTest>
#include <cmath>
#include <memory>

#include "tests/common/qtest_program.h"
#include "tests/ui/find_item.h"
#include "ui-qml/app/Language.h"
#include "ui-qml/common/LocaleNumbers.h"
#include "ui-qml/lessons/LessonText.h"
#include "ui-qml/models/KetModel.h"

namespace {

/// The role `name` of `model`'s row `row` as text.
QString roleText(const KetModel& model, int row, const char* name) {
    return model.index(row, 0).data(model.roleNames().key(name)).toString();
}

/// The state sqrt(0.36)|00> + sqrt(0.64)|11>: amplitudes 0.6 and 0.8, probabilities 36% and 64%.
QList<double> coinState() { return {0.6, 0, 0, 0, 0, 0, 0.8, 0}; }

/// The state sqrt(1/8)|00> + sqrt(7/8)|01>: probabilities 12.5% and 87.5%.
QList<double> eighthState() { return {std::sqrt(0.125), 0, std::sqrt(0.875), 0, 0, 0, 0, 0}; }

}  // namespace

class LocaleNumbersTest : public QObject {
    Q_OBJECT

    LanguageSettings m_language;

private slots:
    void cleanup() { QVERIFY(m_language.apply(QStringLiteral("en"))); }

    void numbersFollowTheLanguage_data() {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("comma");      // the decimal separator
        QTest::addColumn<QString>("thirtySix");  // 36 percent
        QTest::addColumn<QString>("eighth");     // 12.5 percent
        const QString nbsp(QChar(0x00A0));
        QTest::newRow("en") << "en"
                            << "."
                            << "36%"
                            << "12.5%";
        QTest::newRow("pl") << "pl"
                            << ","
                            << "36%"
                            << "12,5%";
        QTest::newRow("es") << "es"
                            << ","
                            << "36" + nbsp + "%"
                            << "12,5" + nbsp + "%";
        QTest::newRow("cs") << "cs"
                            << ","
                            << "36" + nbsp + "%"
                            << "12,5" + nbsp + "%";
    }

    void numbersFollowTheLanguage() {
        QFETCH(QString, code);
        QFETCH(QString, comma);
        QFETCH(QString, thirtySix);
        QFETCH(QString, eighth);
        QVERIFY(m_language.apply(code));
        QCOMPARE(localeNumbers::decimals(QStringLiteral("0.6|00> + 0.8|11>")),
                 "0" + comma + "6|00> + 0" + comma + "8|11>");
        QCOMPARE(localeNumbers::decimals(QStringLiteral("X:MERCURIAL. 3.")), QStringLiteral("X:MERCURIAL. 3."));

        KetModel model;
        QVERIFY(model.setAmplitudes(coinState()));
        QCOMPARE(roleText(model, 0, "probabilityText"), thirtySix);
        QVERIFY2(roleText(model, 0, "amplitudeText").startsWith("0" + comma + "6"),
                 qPrintable(roleText(model, 0, "amplitudeText")));
        QVERIFY2(model.ketText().contains("0" + comma + "6"), qPrintable(model.ketText()));
        QVERIFY2(lessonText::ket(model.state()).contains("0" + comma + "8"),
                 qPrintable(lessonText::ket(model.state())));
        QVERIFY(model.setAmplitudes(eighthState()));
        QCOMPARE(roleText(model, 0, "probabilityText"), eighth);
    }

    /// The panels' QML: the ket panel's entanglement line, the Bloch sphere and the histogram.
    void panelsFollowTheLanguage_data() { numbersFollowTheLanguage_data(); }

    void panelsFollowTheLanguage() {
        QFETCH(QString, code);
        QFETCH(QString, comma);
        QVERIFY(m_language.apply(code));
        QQmlEngine engine;
        engine.addImportPath(QStringLiteral("qrc:/"));
        KetModel model;
        // Phi plus: both ships fully entangled (1 bit each, concurrence 1).
        const double half = std::sqrt(0.5);
        QVERIFY(model.setAmplitudes({half, 0, 0, 0, 0, 0, half, 0}));
        engine.rootContext()->setContextProperty(QStringLiteral("testKetModel"), &model);
        QQmlComponent component(&engine);
        component.setData(R"(
            import QtQuick
            import Entanglion.Ui
            import Entanglion.Lessons
            Column {
                width: 600
                KetPanel { width: 600; ketModel: testKetModel }
                BlochSphere { width: 240; height: 300; title: "Mercurial"; purity: 0.5; entropy: 1 }
                Histogram { width: 400; height: 240; probabilities: [0.5, 0, 0, 0.5] }
            })",
                          QUrl(QStringLiteral("qrc:/localeNumbersTest.qml")));
        std::unique_ptr<QObject> root(component.create());
        QVERIFY2(root, qPrintable(component.errorString()));
        auto* item = qobject_cast<QQuickItem*>(root.get());
        const auto textOf = [&](const char* name) {
            QQuickItem* found = testing_ui::findVisual(item, QString::fromLatin1(name));
            return found ? found->property("text").toString()
                         : QStringLiteral("<no %1>").arg(QString::fromLatin1(name));
        };
        const QString entangled = textOf("entanglementText");
        QVERIFY2(entangled.contains("1" + comma + "00"), qPrintable(entangled));
        const QString bloch = textOf("blochNumbers");
        QVERIFY2(bloch.contains("0" + comma + "50") && bloch.contains("1" + comma + "00"), qPrintable(bloch));
        QCOMPARE(textOf("probabilityText0"), "p = 0" + comma + "50");
    }
};

ENTANGLION_QTEST_MAIN(LocaleNumbersTest)
#include "locale_numbers_test.moc"
