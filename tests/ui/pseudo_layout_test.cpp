// The pseudo locale (--lang pseudo, scripts/pseudo-translate.py): every string accented, bracketed
// and about 40% longer, as a long translation can be. The real main window at 1024x768, at zoom
// 100% and 160%: the game screen, the Rules page, the Lessons list and the Bell demo show no text
// cut, elided, wider than its box or beyond the window's sides; and every text on the game screen
// comes from one whole translated message (a text glued in code shows English words outside the
// pseudo brackets), as does a lesson's goal. Screenshots: <build>/ui-screenshots/pseudo-<screen>-<zoom>.png.
#include <QtQuickTest/quicktest.h>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>
#include <cmath>

#include "tests/common/qtest_program.h"
#include "tests/ui/main_window_fixture.h"
#include "tests/ui/text_fit.h"
#include "ui-qml/app/Language.h"
#include "ui-qml/app/MainWindow.h"
#include "ui-qml/controller/GameController.h"
#include "ui-qml/lessons/LessonValues.h"

namespace {

/// `text` has English words outside every pseudo-translated part: what is left after removing the
/// bracketed translations, kets and the untranslated card names still has a word of four letters.
bool hasEnglishOutside(const QString& text) {
    static const QRegularExpression kTranslated(QStringLiteral("\\[[^\\]]*\\]|\\|[^|>]*>"));
    static const QRegularExpression kWord(QStringLiteral("[A-Za-z]{4,}"));
    // The engine cards keep their printed names in every language (docs/glossary).
    static const QRegularExpression kNames(QStringLiteral("\\b(CNOT|SWAP)\\b"));
    QString rest = text;
    rest.remove(kTranslated);
    rest.remove(kNames);
    return kWord.match(rest).hasMatch();
}

/// Visible texts under `root` with English words outside every pseudo-translated part.
QStringList unlocalised(QQuickItem* root) {
    QStringList found;
    QList<QQuickItem*> items;
    testing_ui::collectTexts(root, &items);
    for (QQuickItem* item : items) {
        const QString text = item->property("text").toString();
        if (hasEnglishOutside(text)) found << QStringLiteral("\"%1\"").arg(text.left(80));
    }
    return found;
}

}  // namespace

class PseudoLayoutTest : public QObject {
    Q_OBJECT

    LanguageSettings m_language;
    testing_ui::MainWindowFixture m_app;

    void save(const QString& screen, double zoom) {
        QTest::qWait(100);
        m_app.window()->grabWindow().save(
            testing_ui::screenshotPath(QStringLiteral("pseudo-%1-%2.png").arg(screen).arg(std::lround(zoom * 100))));
    }

    void expectFits(QQuickItem* root, const QString& what) {
        QVERIFY2(root != nullptr, qPrintable(what));
        QStringList problems = testing_ui::misfits(root);
        problems << testing_ui::beyondTheSides(root, m_app.window()->width());
        QVERIFY2(problems.isEmpty(), qPrintable(what + QStringLiteral(": ") + problems.join(QStringLiteral("; "))));
    }

    QQuickItem* openPage(const char* method, const QString& name) {
        QMetaObject::invokeMethod(m_app.window(), "closePage");
        QMetaObject::invokeMethod(m_app.window(), method);
        QQuickItem* page = nullptr;
        if (!QTest::qWaitFor([&] { return (page = m_app.item(name)) != nullptr && page->isVisible(); })) return nullptr;
        QQuickTest::qWaitForPolish(m_app.window());
        return page;
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        mainWindow::useAppStyle();
        QVERIFY(m_language.apply(LanguageSettings::pseudoCode()));
        QVERIFY(!LanguageSettings::codes().contains(LanguageSettings::pseudoCode()));  // never offered
        QCOMPARE(QCoreApplication::translate("EndOverlay", "Look at the board").left(1), QStringLiteral("["));
    }
    void cleanup() { m_app.close(); }
    void cleanupTestCase() { QVERIFY(m_language.apply(QStringLiteral("en"))); }

    void screensFitInThePseudoLocale_data() {
        QTest::addColumn<double>("zoom");
        QTest::newRow("1024x768 at 100%") << 1.0;
        QTest::newRow("1024x768 at 160%") << 1.6;
    }
    void screensFitInThePseudoLocale() {
        QFETCH(double, zoom);
        QVERIFY(m_app.start().newGame(1, 7, ui::RulesVariant::Board));
        QVERIFY(m_app.open(QSize(1024, 768), zoom));
        QVERIFY(QQuickTest::qWaitForPolish(m_app.window()));
        save(QStringLiteral("game"), zoom);
        QQuickItem* content = m_app.window()->contentItem();
        expectFits(content, QStringLiteral("game screen"));
        const QStringList glued = unlocalised(content);
        QVERIFY2(glued.isEmpty(), qPrintable(QStringLiteral("texts not from one translated message: ") +
                                             glued.join(QStringLiteral("; "))));

        const struct {
            const char* method;
            QString name;
        } pages[] = {{"openRules", QStringLiteral("rulesPage")},
                     {"openLessons", QStringLiteral("lessonList")},
                     {"openBellDemo", QStringLiteral("bellDemo")}};
        for (const auto& page : pages) {
            QQuickItem* root = openPage(page.method, page.name);
            QVERIFY2(root != nullptr, qPrintable(page.name));
            save(page.name, zoom);
            expectFits(root, page.name);
        }
    }

    void theLessonGoalIsTranslated() {
        // The goal's conditions come from the lesson's data in words of the UI's language, not in
        // the CLI's English ("state: PHI_PLUS = ... (up to global phase)").
        QVERIFY(m_app.start().newGame(1, 7, ui::RulesVariant::Board));
        QVERIFY(m_app.open(QSize(1024, 768)));
        QVERIFY(openPage("openLessons", QStringLiteral("lessonList")) != nullptr);
        QObject* lessons = m_app.item(QStringLiteral("lessonsPage"))->property("controller").value<QObject*>();
        QVERIFY(lessons != nullptr);
        bool opened = false;
        QVERIFY(QMetaObject::invokeMethod(lessons, "openLesson", Q_RETURN_ARG(bool, opened),
                                          Q_ARG(QString, QStringLiteral("bell-phi-plus"))));
        QVERIFY(opened);
        QQuickItem* goal = nullptr;
        QTRY_VERIFY((goal = m_app.item(QStringLiteral("lessonGoal"))) != nullptr && goal->isVisible());
        // Each condition is one whole translated message (the page joins them into "Goal: %1").
        const QStringList lines = lessons->property("lesson").value<LessonInfo>().goal;
        QVERIFY(!lines.isEmpty());
        for (const QString& line : lines) {
            QVERIFY2(line.startsWith(u'[') && !hasEnglishOutside(line), qPrintable(line));
        }
    }
};

ENTANGLION_QTEST_MAIN(PseudoLayoutTest)
#include "pseudo_layout_test.moc"
