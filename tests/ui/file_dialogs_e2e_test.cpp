// End-to-end test of saving and opening a game through the app's real file dialogs (Qt Quick
// Dialogs' own implementation, which headless runs and desktops without a native dialog get): the
// toolbar's Save… and Ctrl+S open the Save dialog in the user's documents folder, the file name is
// typed into its field and Enter saves; the file on disk must be a valid record of the game. The
// Open dialog, also starting in the documents folder, shows the folder with its first file
// highlighted: Enter opens it, as do a double-click and a click then "Open"; the game must be back.
// A missing QML module behind the dialogs (Qt.labs.folderlistmodel) fails here too, and
// ui_qml_modules_test makes sure bootstrap installs every one.
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include "game/rules/record.h"
#include "game/rules/state_format.h"
#include "tests/common/qtest_program.h"
#include "tests/ui/main_window_fixture.h"
#include "ui-qml/app/FileDialogKeys.h"
#include "ui-qml/app/MainWindow.h"
#include "ui-qml/controller/GameController.h"

namespace rules = entanglion::rules;

namespace {

/// Every visible item under `root` (popups live in the window's overlay, under the content item).
void collectVisible(QQuickItem* root, QList<QQuickItem*>* items) {
    if (root == nullptr || !root->isVisible()) return;
    items->append(root);
    for (QQuickItem* child : root->childItems()) collectVisible(child, items);
}

}  // namespace

class FileDialogsEndToEndTest : public QObject {
    Q_OBJECT

    testing_ui::MainWindowFixture m_app;
    QTemporaryDir m_dir;
    /// The documents folder main() made for this run.
    const QString m_documents = qEnvironmentVariable("ENTANGLION_TEST_DOCUMENTS");

    QList<QQuickItem*> visibleItems() {
        QList<QQuickItem*> items;
        collectVisible(m_app.window()->contentItem(), &items);
        return items;
    }

    QQuickItem* visibleNamed(const QString& objectName) {
        for (QQuickItem* item : visibleItems()) {
            if (item->objectName() == objectName) return item;
        }
        return nullptr;
    }

    /// A visible button showing exactly `text` (the dialogs' own buttons have no object names).
    QQuickItem* visibleButton(const QString& text) {
        for (QQuickItem* item : visibleItems()) {
            if (item->inherits("QQuickAbstractButton") && item->property("text").toString() == text) return item;
        }
        return nullptr;
    }

    /// The Open dialog's list entry of `file`, if it is shown.
    QQuickItem* fileEntry(const QUrl& file) {
        for (QQuickItem* item : visibleItems()) {
            if (item->objectName().startsWith(QLatin1String("fileDialogDelegate")) &&
                item->property("fileUrl").toUrl() == file) {
                return item;
            }
        }
        return nullptr;
    }

    void click(QQuickItem* target) {
        QVERIFY(target != nullptr);
        testing_ui::clickCentre(m_app.window(), target);
    }

    QObject* dialog(const char* objectName) {
        return m_app.window()->findChild<QObject*>(QString::fromLatin1(objectName));
    }

    /// In the open Save dialog: go to the test folder, type `name` into the file name field, press Save.
    void saveThroughDialog(const QString& name) {
        QObject* save = dialog("saveDialog");
        QVERIFY(save != nullptr);
        QTRY_VERIFY(save->property("visible").toBool());
        QVERIFY(save->setProperty("currentFolder", QUrl::fromLocalFile(m_dir.path())));
        QQuickItem* field = nullptr;
        QTRY_VERIFY((field = visibleNamed(QStringLiteral("fileNameTextField"))) != nullptr);
        QVERIFY(visibleButton(QStringLiteral("Open")) == nullptr);  // the button said "Open"
        QQuickItem* saveButton = visibleButton(QStringLiteral("Save"));
        QVERIFY2(saveButton != nullptr, "the Save dialog has no Save button");
        click(field);
        QTRY_VERIFY(field->hasActiveFocus());
        QTest::keyClick(m_app.window(), Qt::Key_A, Qt::ControlModifier);
        for (const QChar letter : name)
            QTest::keyClick(m_app.window(), letter.toLatin1());  // no keyClicks for a QWindow
        QCOMPARE(field->property("text").toString(), name);
        // For a person to look at, next to ui_screenshot_test's pictures.
        m_app.window()->grabWindow().save(testing_ui::screenshotPath(QStringLiteral("save-dialog.png")));
        // Enter saves, as in a desktop's dialog (Qt 6.4's own only takes the typed name on Enter).
        QTest::keyClick(m_app.window(), Qt::Key_Return);
        QTRY_VERIFY(!save->property("visible").toBool());
    }

    /// The record on disk must be the game being played, action for action.
    void checkSavedRecord(const QString& path) {
        std::string error;
        const std::optional<rules::GameRecord> saved = rules::load_record(path.toStdString(), &error);
        QVERIFY2(saved.has_value(), error.c_str());
        QCOMPARE(rules::record_to_json(*saved), rules::record_to_json(m_app.controller()->record()));
        QVERIFY(!saved->actions.empty());
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid() && QDir(m_documents).exists());
        mainWindow::useAppStyle();
    }

    void init() {
        m_app.start();
        m_app.controller()->newGame(1, 7, ui::RulesVariant::Board);
        QVERIFY(m_app.open());
        // Two turns, whatever the seed dealt: the first enabled action each time.
        for (int turn = 0; turn < 2; ++turn) QVERIFY(m_app.controller()->trigger(0));
    }

    void cleanup() { m_app.close(); }

    void saveButtonSavesARecordAndOpenBringsTheGameBack() {
        const std::string playedState = rules::format_state_text(*m_app.controller()->gameState());
        const int played = m_app.controller()->turn().actionsApplied;

        click(testing_ui::findItem(m_app.window(), QStringLiteral("saveButton")));
        saveThroughDialog(QStringLiteral("first.json"));
        const QString path = m_dir.filePath(QStringLiteral("first.json"));
        QVERIFY2(m_app.controller()->messages()->error().isEmpty(),
                 qPrintable(m_app.controller()->messages()->error()));
        checkSavedRecord(path);

        // Something else on screen, then the saved game back through Open….
        QVERIFY(m_app.controller()->newGame(2, 99, ui::RulesVariant::Board));
        QVERIFY(rules::format_state_text(*m_app.controller()->gameState()) != playedState);
        click(testing_ui::findItem(m_app.window(), QStringLiteral("openButton")));
        QObject* open = dialog("openDialog");
        QVERIFY(open != nullptr);
        QTRY_VERIFY(open->property("visible").toBool());
        QVERIFY(open->setProperty("currentFolder", QUrl::fromLocalFile(m_dir.path())));
        QVERIFY(visibleNamed(QStringLiteral("fileNameTextField")) == nullptr);  // opening types no name
        // The folder is listed asynchronously: once it shows the saved file, highlighted and with
        // the keyboard's focus, Enter opens it.
        QTRY_VERIFY(fileEntry(QUrl::fromLocalFile(path)) != nullptr &&
                    fileEntry(QUrl::fromLocalFile(path))->hasActiveFocus());
        QCOMPARE(open->property("selectedFile").toUrl(), QUrl::fromLocalFile(path));
        QTest::keyClick(m_app.window(), Qt::Key_Return);
        QTRY_VERIFY(!open->property("visible").toBool());

        QVERIFY2(m_app.controller()->messages()->error().isEmpty(),
                 qPrintable(m_app.controller()->messages()->error()));
        QVERIFY(m_app.controller()->replay()->replaying());
        QCOMPARE(m_app.controller()->setup().recordName, QStringLiteral("first.json"));
        QCOMPARE(m_app.controller()->replay()->length(), played);
        QCOMPARE(rules::format_state_text(*m_app.controller()->gameState()), playedState);
    }

    void bothDialogsStartInTheDocumentsFolder() {
        // initTestCase points the documents folder at a folder of the test (user-dirs.dirs).
        QCOMPARE(FileDialogKeys::startFolder(), QUrl::fromLocalFile(m_documents));
        for (const char* name : {"openDialog", "saveDialog"}) {
            QCOMPARE(dialog(name)->property("currentFolder").toUrl(), QUrl::fromLocalFile(m_documents));
        }
    }

    void aDoubleClickOpensAFileAndAClickThenOpenToo() {
        QVERIFY(m_app.controller()->saveRecord(m_dir.filePath(QStringLiteral("a.json"))));
        QVERIFY(m_app.controller()->saveRecord(m_dir.filePath(QStringLiteral("b.json"))));
        const int played = m_app.controller()->turn().actionsApplied;
        for (const bool doubleClick : {true, false}) {
            QVERIFY(m_app.controller()->newGame(2, 99, ui::RulesVariant::Board));
            QTest::keyClick(m_app.window(), Qt::Key_O, Qt::ControlModifier);
            QObject* open = dialog("openDialog");
            QTRY_VERIFY(open->property("visible").toBool());
            QVERIFY(open->setProperty("currentFolder", QUrl::fromLocalFile(m_dir.path())));
            const QUrl second = QUrl::fromLocalFile(m_dir.filePath(QStringLiteral("b.json")));
            QTRY_VERIFY(fileEntry(second) != nullptr && fileEntry(second)->width() > 0);
            QQuickItem* entry = fileEntry(second);
            const QPoint centre = entry->mapToScene(QPointF(entry->width() / 2, entry->height() / 2)).toPoint();
            if (doubleClick) {
                QTest::mouseDClick(m_app.window(), Qt::LeftButton, Qt::NoModifier, centre);
            } else {
                click(entry);
                click(visibleButton(QStringLiteral("Open")));
            }
            QTRY_VERIFY(!open->property("visible").toBool());
            QCOMPARE(m_app.controller()->setup().recordName, QStringLiteral("b.json"));
            QCOMPARE(m_app.controller()->replay()->length(), played);
        }
    }

    void ctrlSOpensTheSaveDialogAndSaves() {
        QTest::keyClick(m_app.window(), Qt::Key_S, Qt::ControlModifier);
        saveThroughDialog(QStringLiteral("shortcut"));  // the dialog adds the .json suffix
        QVERIFY2(m_app.controller()->messages()->error().isEmpty(),
                 qPrintable(m_app.controller()->messages()->error()));
        checkSavedRecord(m_dir.filePath(QStringLiteral("shortcut.json")));
    }

    void ctrlOOpensTheOpenDialogAndCancelKeepsTheGame() {
        const std::string before = rules::format_state_text(*m_app.controller()->gameState());
        QTest::keyClick(m_app.window(), Qt::Key_O, Qt::ControlModifier);
        QObject* open = dialog("openDialog");
        QVERIFY(open != nullptr);
        QTRY_VERIFY(open->property("visible").toBool());
        QVERIFY(visibleButton(QStringLiteral("Open")) != nullptr);
        QVERIFY(visibleButton(QStringLiteral("Save")) == nullptr);
        click(visibleButton(QStringLiteral("Cancel")));
        QTRY_VERIFY(!open->property("visible").toBool());
        QVERIFY(!m_app.controller()->replay()->replaying());
        QCOMPARE(rules::format_state_text(*m_app.controller()->gameState()), before);
    }

    void aSaveThatFailsSaysWhyAndKeepsTheGame() {
        // A folder already has the chosen name: the save fails with a message, nothing crashes.
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("taken.json")));
        const int played = m_app.controller()->turn().actionsApplied;
        click(testing_ui::findItem(m_app.window(), QStringLiteral("saveButton")));
        saveThroughDialog(QStringLiteral("taken.json"));
        QVERIFY(m_app.controller()->messages()->error().contains(QStringLiteral("Could not save the game")));
        QVERIFY(QFileInfo(m_dir.filePath(QStringLiteral("taken.json"))).isDir());
        QCOMPARE(m_app.controller()->turn().actionsApplied, played);
    }
};

// The user's documents folder, for this test: a temporary folder named in a temporary
// XDG_CONFIG_HOME's user-dirs.dirs, as a desktop's xdg-user-dirs writes it (before Qt starts).
static int fileDialogsMain(int argc, char** argv) {
    QTemporaryDir config;
    QTemporaryDir documents;
    if (!config.isValid() || !documents.isValid()) return 1;
    QFile dirs(config.filePath(QStringLiteral("user-dirs.dirs")));
    if (!dirs.open(QIODevice::WriteOnly)) return 1;
    dirs.write(QStringLiteral("XDG_DOCUMENTS_DIR=\"%1\"\n").arg(documents.path()).toUtf8());
    dirs.close();
    qputenv("XDG_CONFIG_HOME", config.path().toUtf8());
    qputenv("ENTANGLION_TEST_DOCUMENTS", documents.path().toUtf8());
    QApplication app(argc, argv);
    FileDialogsEndToEndTest test;
    return QTest::qExec(&test, argc, argv);
}
ENTANGLION_QTEST_CUSTOM_MAIN(FileDialogsEndToEndTest, fileDialogsMain)
#include "file_dialogs_e2e_test.moc"
