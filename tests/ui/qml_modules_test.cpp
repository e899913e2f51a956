// Checks that scripts/bootstrap.sh installs every Qt QML module the app (and its QML tests) loads.
//
// A missing QML module is found only when the QML that imports it is first instantiated: the file
// dialog's implementation imports Qt.labs.folderlistmodel, so on a machine set up by bootstrap alone
// Save… and Open… crashed while every test stayed green. This test follows the imports the way the
// QML engine does, from the project's QML files through Qt's installed modules:
//   - `import X` lines of the project's .qml files (ui-qml/, tests/);
//   - the Controls style the app selects in C++ (QQuickStyle::setStyle), which no import names;
//   - each module's qmldir `depends`, `import` and `default import` lines (`optional import`s are
//     styles loaded only when selected);
//   - the imports of every .qml file the module ships (file-selector folders such as +Fusion included,
//     Qt Design Studio's designer/ folders excluded);
//   - its `impl`/`quickimpl` submodules, which the module's plugin loads from C++ (QtQuick.Dialogs
//     instantiates QtQuick.Dialogs.quickimpl's FileDialog.qml that way).
// For every module reached it checks that the module is installed and that the Debian package owning
// its qmldir (dpkg -S) is listed in scripts/bootstrap.sh, so a hand-installed package cannot hide a
// missing one.
#include <QDirIterator>
#include <QFile>
#include <QLibraryInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include "tests/common/qtest_program.h"

namespace {

const QString kSourceDir = QStringLiteral(ENTANGLION_SOURCE_DIR);

QString readText(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) return {};
    return QString::fromUtf8(file.readAll());
}

/// The module URIs of the `import X.Y ...` lines of a .qml file (quoted directory/script imports
/// are local and skipped).
QStringList qmlImports(const QString& qmlFile) {
    static const QRegularExpression importLine(QStringLiteral(R"(^\s*import\s+([A-Za-z_][\w.]*))"),
                                               QRegularExpression::MultilineOption);
    QStringList uris;
    auto matches = importLine.globalMatch(readText(qmlFile));
    while (matches.hasNext()) uris << matches.next().captured(1);
    return uris;
}

QStringList filesUnder(const QString& dir, const QString& pattern) {
    QStringList files;
    QDirIterator it(dir, {pattern}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) files << it.next();
    files.sort();
    return files;
}

/// Every package scripts/bootstrap.sh installs, as `bootstrap.sh --list` prints them (its own list
/// plus cmake/qml-runtime-packages.txt, which it reads).
QSet<QString> bootstrapPackages(const QString& script) {
    QProcess bootstrap;
    bootstrap.start(QStringLiteral("bash"), {script, QStringLiteral("--list")});
    QSet<QString> packages;
    if (!bootstrap.waitForFinished(60000) || bootstrap.exitCode() != 0) return packages;
    for (const QString& line : QString::fromUtf8(bootstrap.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts))
        packages.insert(line.trimmed());
    return packages;
}

/// The Debian package that installed `path` ("" with the reason in `error` if none did).
QString owningPackage(const QString& path, QString* error) {
    QProcess dpkg;
    dpkg.start(QStringLiteral("dpkg"), {QStringLiteral("-S"), path});
    if (!dpkg.waitForFinished(60000) || dpkg.exitCode() != 0) {
        *error =
            QStringLiteral("dpkg -S %1 failed: %2").arg(path, QString::fromUtf8(dpkg.readAllStandardError()).trimmed());
        return {};
    }
    // "qml6-module-qtquick:amd64: /usr/lib/.../qmldir"
    const QString line = QString::fromUtf8(dpkg.readAllStandardOutput()).section(u'\n', 0, 0);
    return line.section(QLatin1String(": "), 0, 0).section(u':', 0, 0).trimmed();
}

struct ModuleScan {
    QString qmlRoot;                  ///< where Qt's QML modules are installed
    QSet<QString> projectModules;     ///< URIs built by this project (their QML is scanned as sources)
    QMap<QString, QString> neededBy;  ///< module URI -> what needs it (a file or another module)
    QStringList order;

    void need(const QString& uri, const QString& by) {
        if (projectModules.contains(uri) || neededBy.contains(uri)) return;
        neededBy.insert(uri, by);
        order << uri;
    }

    QString moduleDir(const QString& uri) const { return qmlRoot + u'/' + QString(uri).replace(u'.', u'/'); }

    /// Adds what an installed module loads: its qmldir's imports, its QML files' imports, its impl submodules.
    void follow(const QString& uri) {
        const QString dir = moduleDir(uri);
        static const QRegularExpression qmldirImport(
            QStringLiteral(R"(^\s*(?:depends|import|default\s+import)\s+([A-Za-z_][\w.]*))"),
            QRegularExpression::MultilineOption);
        auto matches = qmldirImport.globalMatch(readText(dir + QStringLiteral("/qmldir")));
        while (matches.hasNext()) need(matches.next().captured(1), uri + QStringLiteral(" (qmldir)"));
        scanModuleFiles(uri, dir);
    }

    void scanModuleFiles(const QString& uri, const QString& dir) {
        for (const QFileInfo& entry : QDir(dir).entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot)) {
            if (entry.isDir()) {
                if (entry.fileName() == QLatin1String("designer")) continue;  // Qt Design Studio only
                if (QFileInfo::exists(entry.filePath() + QStringLiteral("/qmldir"))) {
                    const QString name = entry.fileName();
                    if (name == QLatin1String("impl") || name == QLatin1String("quickimpl")) {
                        need(uri + u'.' + name, uri + QStringLiteral(" (plugin)"));
                    }
                    continue;  // another module: needed only if something imports it
                }
                scanModuleFiles(uri, entry.filePath());
            } else if (entry.suffix() == QLatin1String("qml")) {
                for (const QString& imported : qmlImports(entry.filePath())) {
                    need(imported, entry.filePath().mid(qmlRoot.size() + 1));
                }
            }
        }
    }

    /// Every problem: a module not installed, or installed by a package bootstrap does not list.
    QStringList check(const QSet<QString>& bootstrap) {
        QStringList problems;
        for (qsizetype i = 0; i < order.size(); ++i) {  // `order` grows while it is walked
            const QString uri = order.at(i);
            const QString qmldir = moduleDir(uri) + QStringLiteral("/qmldir");
            if (!QFileInfo::exists(qmldir)) {
                problems << QStringLiteral("QML module %1 (needed by %2) is not installed: no %3")
                                .arg(uri, neededBy.value(uri), qmldir);
                continue;
            }
            QString error;
            const QString package = owningPackage(qmldir, &error);
            if (package.isEmpty()) {
                problems << QStringLiteral("QML module %1 (needed by %2): %3").arg(uri, neededBy.value(uri), error);
            } else if (!bootstrap.contains(package)) {
                problems << QStringLiteral(
                                "QML module %1 (needed by %2) comes from the Debian package %3, "
                                "which scripts/bootstrap.sh does not install")
                                .arg(uri, neededBy.value(uri), package);
            }
            follow(uri);
        }
        return problems;
    }
};

/// The scan's starting points: the project's QML files and the style the app selects in C++.
ModuleScan appScan() {
    ModuleScan scan;
    scan.qmlRoot = QLibraryInfo::path(QLibraryInfo::QmlImportsPath);
    static const QRegularExpression uriLine(QStringLiteral(R"(\bURI\s+([A-Za-z_][\w.]*))"));
    for (const QString& cmake : filesUnder(kSourceDir + QStringLiteral("/ui-qml"), QStringLiteral("CMakeLists.txt"))) {
        auto matches = uriLine.globalMatch(readText(cmake));
        while (matches.hasNext()) scan.projectModules.insert(matches.next().captured(1));
    }
    for (const QString& dir : {QStringLiteral("/ui-qml"), QStringLiteral("/tests")}) {
        for (const QString& file : filesUnder(kSourceDir + dir, QStringLiteral("*.qml"))) {
            for (const QString& uri : qmlImports(file)) scan.need(uri, file.mid(kSourceDir.size() + 1));
        }
    }
    static const QRegularExpression styleCall(
        QStringLiteral(R"re(QQuickStyle::setStyle\(\s*QStringLiteral\("(\w+)"\))re"));
    for (const QString& file : filesUnder(kSourceDir + QStringLiteral("/ui-qml"), QStringLiteral("*.cpp"))) {
        auto matches = styleCall.globalMatch(readText(file));
        while (matches.hasNext()) {
            scan.need(QStringLiteral("QtQuick.Controls.") + matches.next().captured(1),
                      file.mid(kSourceDir.size() + 1) + QStringLiteral(" (QQuickStyle)"));
        }
    }
    return scan;
}

}  // namespace

class QmlModulesTest : public QObject {
    Q_OBJECT

    const QString m_bootstrap = kSourceDir + QStringLiteral("/scripts/bootstrap.sh");

private slots:
    void bootstrapInstallsEveryQmlModuleTheAppLoads() {
        ModuleScan scan = appScan();
        const QStringList problems = scan.check(bootstrapPackages(m_bootstrap));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
        // The scan did reach the modules behind the file dialog and the app's style.
        QVERIFY2(scan.neededBy.contains(QStringLiteral("QtQuick.Dialogs.quickimpl")),
                 "the dialogs' QML was not followed");
        QVERIFY2(scan.neededBy.contains(QStringLiteral("Qt.labs.folderlistmodel")),
                 "the file dialog's imports were not followed");
        QVERIFY2(scan.neededBy.contains(QStringLiteral("QtQuick.Controls.Fusion")), "the app's style was not found");
    }

    // The check must be able to fail: a bootstrap without the folder model package (the file
    // dialogs' crash) is reported, naming the module, the package and the QML file that imports it.
    void aBootstrapWithoutTheFolderModelPackageFails() {
        QSet<QString> packages = bootstrapPackages(m_bootstrap);
        QVERIFY(packages.contains(QStringLiteral("qml6-module-qtquick")));
        QVERIFY(packages.remove(QStringLiteral("qml6-module-qt-labs-folderlistmodel")));
        ModuleScan scan = appScan();
        const QString problems = scan.check(packages).join(u'\n');
        QVERIFY2(problems.contains(QStringLiteral("Qt.labs.folderlistmodel")), qPrintable(problems));
        QVERIFY2(problems.contains(QStringLiteral("qml6-module-qt-labs-folderlistmodel")), qPrintable(problems));
        QVERIFY2(problems.contains(QStringLiteral("FileDialog.qml")), qPrintable(problems));
    }

    void aModuleThatIsNotInstalledIsReported() {
        ModuleScan scan = appScan();
        scan.need(QStringLiteral("Qt.labs.noSuchModule"), QStringLiteral("tst_Example.qml"));
        const QString problems = scan.check(bootstrapPackages(m_bootstrap)).join(u'\n');
        QVERIFY2(problems.contains(
                     QStringLiteral("QML module Qt.labs.noSuchModule (needed by tst_Example.qml) is not installed")),
                 qPrintable(problems));
    }
};

ENTANGLION_QTEST_GUILESS_MAIN(QmlModulesTest)
#include "qml_modules_test.moc"
