// The Theme's palettes (ui-qml/style/Theme.qml), read from the real QML singleton in every theme the
// app offers (AppSettings::themes):
// - WCAG 2.1 contrast of every pair in Theme.contrastPairs: 4.5:1 for text, 3:1 for large text and
//   for lines, marks and focus rings (1.4.3, 1.4.11); every colour of the Theme is in a pair or
//   named below with the reason it is not drawn against one ground;
// - colour vision: every pair in Theme.meaningPairs, seen through the Machado, Oliveira and
//   Fernandes (2009) simulation of protanopia, deuteranopia and tritanopia (severity 1.0, applied
//   to linear sRGB), stays at least kMinimumDifference apart in CIEDE2000 (Little CMS computes Lab
//   and the difference), and names its second cue.
#include <lcms2.h>

#include <QColor>
#include <QGuiApplication>
#include <QMetaProperty>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QSet>
#include <QTest>
#include <array>
#include <cmath>
#include <memory>
#include <set>

#include "tests/common/qtest_program.h"
#include "tests/ui/style_singleton.h"
#include "ui-qml/app/AppSettings.h"

namespace {

/// CIEDE2000 difference two colours that carry meaning keep under every simulated colour vision.
/// About 2 is just noticeable side by side; 12 reads as two different colours at a glance.
constexpr double kMinimumDifference = 12;

using Matrix = std::array<std::array<double, 3>, 3>;
/// Machado, Oliveira and Fernandes 2009, "A Physiologically-based Model for Simulation of Color
/// Vision Deficiency", severity 1.0 (the authors' published table).
constexpr Matrix kProtanopia{
    {{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}};
constexpr Matrix kDeuteranopia{
    {{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}};
constexpr Matrix kTritanopia{
    {{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}};
constexpr Matrix kTypical{{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};

double linear(double channel) {
    return channel <= 0.04045 ? channel / 12.92 : std::pow((channel + 0.055) / 1.055, 2.4);
}
double encoded(double channel) {
    return channel <= 0.0031308 ? channel * 12.92 : 1.055 * std::pow(channel, 1 / 2.4) - 0.055;
}

/// WCAG 2.1 relative luminance and contrast ratio.
double luminance(const QColor& c) {
    return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
}
double contrast(const QColor& a, const QColor& b) {
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor simulate(const QColor& c, const Matrix& m) {
    const std::array<double, 3> in{linear(c.redF()), linear(c.greenF()), linear(c.blueF())};
    std::array<double, 3> out{};
    for (std::size_t row = 0; row < 3; ++row) {
        const double value = m[row][0] * in[0] + m[row][1] * in[1] + m[row][2] * in[2];
        out[row] = encoded(std::clamp(value, 0.0, 1.0));
    }
    return QColor::fromRgbF(static_cast<float>(out[0]), static_cast<float>(out[1]), static_cast<float>(out[2]));
}

/// sRGB to CIE Lab (D50, the ICC connection space) through Little CMS.
class LabConverter {
public:
    LabConverter() {
        cmsHPROFILE srgb = cmsCreate_sRGBProfile();
        cmsHPROFILE lab = cmsCreateLab4Profile(nullptr);
        m_transform = cmsCreateTransform(srgb, TYPE_RGB_DBL, lab, TYPE_Lab_DBL, INTENT_RELATIVE_COLORIMETRIC, 0);
        cmsCloseProfile(srgb);
        cmsCloseProfile(lab);
    }
    ~LabConverter() { cmsDeleteTransform(m_transform); }
    LabConverter(const LabConverter&) = delete;
    LabConverter& operator=(const LabConverter&) = delete;
    cmsCIELab operator()(const QColor& c) const {
        const std::array<double, 3> rgb{c.redF(), c.greenF(), c.blueF()};
        cmsCIELab lab{};
        cmsDoTransform(m_transform, rgb.data(), &lab, 1);
        return lab;
    }

private:
    cmsHTRANSFORM m_transform;
};

/// Colours of the Theme that are not text or marks on one ground, and why.
const std::set<QString> kNotInPairs = {
    QStringLiteral("panelBorder"),  // decoration: every panel also differs from the ground by its fill and its title
    QStringLiteral("scrim"),        // a veil over the game behind the win/loss panel (the panel has its own colours)
    QStringLiteral("modalScrim"),   // the same behind a modal dialog
    QStringLiteral("light"),        // Fusion's bevel shades of buttons and scroll bars; the label carries the button
    QStringLiteral("midlight"),    QStringLiteral("mid"), QStringLiteral("dark"), QStringLiteral("shadow"),
};

}  // namespace

class ThemeTest : public QObject {
    Q_OBJECT

    QQmlEngine m_engine;
    std::unique_ptr<QObject> m_holder;
    QObject* m_theme = nullptr;

    QColor colour(const QString& role) const {
        const QVariant value = m_theme->property(role.toUtf8().constData());
        return value.canConvert<QColor>() ? value.value<QColor>() : QColor();
    }

private slots:
    void initTestCase() {
        QString error;
        m_holder = testing_ui::holdStyleSingleton(m_engine, QStringLiteral("Theme"), &error);
        QVERIFY2(m_holder != nullptr, qPrintable(error));
        m_theme = m_holder->property("singleton").value<QObject*>();
        QVERIFY(m_theme != nullptr);
    }
    void cleanup() { m_theme->setProperty("name", QStringLiteral("dark")); }

    void theThemesAreTheAppsThemes() { QCOMPARE(m_theme->property("names").toStringList(), AppSettings::themes()); }

    void everyPairMeetsWcagContrastInEveryTheme_data() {
        QTest::addColumn<QString>("theme");
        for (const QString& name : AppSettings::themes()) QTest::newRow(qPrintable(name)) << name;
    }
    void everyPairMeetsWcagContrastInEveryTheme() {
        QFETCH(QString, theme);
        m_theme->setProperty("name", theme);
        const QVariantList pairs = m_theme->property("contrastPairs").toList();
        QVERIFY(pairs.size() > 40);
        QStringList failures;
        std::set<QString> used;
        for (const QVariant& entry : pairs) {
            const QStringList pair = entry.toStringList();
            QCOMPARE(pair.size(), 3);
            const double needed = pair[2] == QLatin1String("text") ? 4.5 : 3.0;
            QVERIFY2(pair[2] == QLatin1String("text") || pair[2] == QLatin1String("large") ||
                         pair[2] == QLatin1String("line"),
                     qPrintable(pair[2]));
            const QColor ground = colour(pair[1]);
            QVERIFY2(ground.isValid(), qPrintable(pair[1]));
            used.insert(pair[1]);
            // "fill|outline": one of the two must stand out from the ground.
            double best = 0;
            for (const QString& part : pair[0].split(u'|')) {
                const QColor foreground = colour(part);
                QVERIFY2(foreground.isValid(), qPrintable(part));
                used.insert(part);
                best = std::max(best, contrast(foreground, ground));
            }
            if (best < needed) {
                failures << QStringLiteral("%1 on %2 (%3): %4:1, needs %5:1")
                                .arg(pair[0], pair[1], pair[2])
                                .arg(best, 0, 'f', 2)
                                .arg(needed);
            }
        }
        QVERIFY2(failures.isEmpty(), qPrintable(theme + QStringLiteral(":\n") + failures.join(u'\n')));

        // Every colour the Theme offers is checked against the ground it is drawn on.
        const QMetaObject* meta = m_theme->metaObject();
        QStringList unchecked;
        for (int i = meta->propertyOffset(); i < meta->propertyCount(); ++i) {
            const QMetaProperty property = meta->property(i);
            if (property.metaType().id() != QMetaType::QColor) continue;
            const QString role = QString::fromLatin1(property.name());
            if (!used.contains(role) && !kNotInPairs.contains(role) && !role.startsWith(QLatin1String("phase")))
                unchecked << role;
        }
        QVERIFY2(unchecked.isEmpty(),
                 qPrintable(QStringLiteral("colours in no contrast pair: ") + unchecked.join(QStringLiteral(", "))));
    }

    void meaningfulColoursStayApartForEveryColourVision_data() {
        QTest::addColumn<QString>("theme");
        for (const QString& name : AppSettings::themes()) QTest::newRow(qPrintable(name)) << name;
    }
    void meaningfulColoursStayApartForEveryColourVision() {
        QFETCH(QString, theme);
        m_theme->setProperty("name", theme);
        const LabConverter lab;
        const std::array<std::pair<const char*, Matrix>, 4> visions{{{"typical", kTypical},
                                                                     {"protanopia", kProtanopia},
                                                                     {"deuteranopia", kDeuteranopia},
                                                                     {"tritanopia", kTritanopia}}};
        const QVariantList pairs = m_theme->property("meaningPairs").toList();
        QVERIFY(pairs.size() >= 8);
        QStringList failures;
        for (const QVariant& entry : pairs) {
            const QStringList pair = entry.toStringList();
            QCOMPARE(pair.size(), 3);
            QVERIFY2(!pair[2].trimmed().isEmpty(), qPrintable(pair[0] + QStringLiteral(" has no second cue")));
            const QColor a = colour(pair[0]);
            const QColor b = colour(pair[1]);
            QVERIFY2(a.isValid() && b.isValid(), qPrintable(pair.join(u' ')));
            for (const auto& [vision, matrix] : visions) {
                cmsCIELab la = lab(simulate(a, matrix));
                cmsCIELab lb = lab(simulate(b, matrix));
                const double difference = cmsCIE2000DeltaE(&la, &lb, 1, 1, 1);
                if (difference < kMinimumDifference) {
                    failures << QStringLiteral("%1 / %2 under %3: CIEDE2000 %4, needs %5")
                                    .arg(pair[0], pair[1], QString::fromLatin1(vision))
                                    .arg(difference, 0, 'f', 1)
                                    .arg(kMinimumDifference);
                }
            }
        }
        QVERIFY2(failures.isEmpty(), qPrintable(theme + QStringLiteral(":\n") + failures.join(u'\n')));
    }

    void everyTwoPhasesAreAMeaningPair() {
        // The four phase hues sit on a wheel: each must stay apart from both neighbours (0 and
        // 3π/2 meet where the wheel closes) and from the one opposite.
        const QStringList phases{QStringLiteral("phase0"), QStringLiteral("phaseHalfPi"), QStringLiteral("phasePi"),
                                 QStringLiteral("phaseThreeHalvesPi")};
        QSet<QString> pairs;
        for (const QVariant& entry : m_theme->property("meaningPairs").toList()) {
            const QStringList pair = entry.toStringList();
            pairs << pair[0] + u'|' + pair[1] << pair[1] + u'|' + pair[0];
        }
        for (qsizetype i = 0; i < phases.size(); ++i) {
            for (qsizetype j = i + 1; j < phases.size(); ++j) {
                QVERIFY2(pairs.contains(phases[i] + u'|' + phases[j]),
                         qPrintable(phases[i] + QStringLiteral(" / ") + phases[j] + QStringLiteral(" is not checked")));
            }
        }
    }

    void theSimulationMatchesPublishedValues() {
        // Pure red seen with protanopia is a dark olive (Machado's matrix, first column), and the
        // typical vision changes nothing: the test would notice a wrong matrix or transfer curve.
        const QColor red = simulate(QColor(255, 0, 0), kProtanopia);
        QCOMPARE(qRound(red.redF() * 255), qRound(encoded(0.152286) * 255));
        QCOMPARE(qRound(red.greenF() * 255), qRound(encoded(0.114503) * 255));
        QCOMPARE(simulate(QColor(12, 150, 200), kTypical).name(), QColor(12, 150, 200).name());
        // The WCAG formula: white on black is 21:1, and #767676 on white the classic 4.54:1.
        QCOMPARE(qRound(contrast(Qt::white, Qt::black) * 100), 2100);
        QCOMPARE(qRound(contrast(QColor(0x76, 0x76, 0x76), Qt::white) * 100), 454);
        // Little CMS's CIEDE2000 on the Sharma, Wu and Dalal test pair 1: 2.0425.
        cmsCIELab first{50.0, 2.6772, -79.7751};
        cmsCIELab second{50.0, 0.0, -82.7485};
        QCOMPARE(qRound(cmsCIE2000DeltaE(&first, &second, 1, 1, 1) * 1e4), 20425);
    }

    void phaseColoursKeepTheirHueInEveryTheme() {
        // The same phase has the same hue in every palette (only its lightness suits the ground).
        std::array<int, 4> hues{};
        for (const QString& name : AppSettings::themes()) {
            m_theme->setProperty("name", name);
            const std::array<QColor, 4> phases{colour(QStringLiteral("phase0")), colour(QStringLiteral("phaseHalfPi")),
                                               colour(QStringLiteral("phasePi")),
                                               colour(QStringLiteral("phaseThreeHalvesPi"))};
            for (std::size_t i = 0; i < phases.size(); ++i) {
                if (name == AppSettings::themes().constFirst()) hues[i] = phases[i].hslHue();
                QVERIFY2(std::abs(phases[i].hslHue() - hues[i]) <= 3,
                         qPrintable(QStringLiteral("%1: phase %2 hue %3, dark %4")
                                        .arg(name)
                                        .arg(i)
                                        .arg(phases[i].hslHue())
                                        .arg(hues[i])));
            }
        }
    }
};

ENTANGLION_QTEST_MAIN(ThemeTest)
#include "theme_test.moc"
