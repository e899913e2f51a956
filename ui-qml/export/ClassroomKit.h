#pragma once
/// The teacher's kit in the window: the toolbar's Print / Export PDF and Export figures actions and
/// the Help page's link to the teacher's guide. The app sets one on Main.qml's `kit` property
/// (main.cpp); a window without one shows none of these actions. Writes through Worksheets and
/// SlideFigures, in the language of the UI.

#include <QObject>
#include <QString>
#include <QUrl>
#include <QVariantList>

class GameController;

class ClassroomKit : public QObject {
    Q_OBJECT
    /// What the last export wrote, or why it failed (one line, for the message banner).
    Q_PROPERTY(QString message READ message NOTIFY messageChanged)
    Q_PROPERTY(bool failed READ failed NOTIFY messageChanged)
    /// The teacher's guide (docs/teaching/README.md, installed with the docs); empty when not found.
    Q_PROPERTY(QUrl teacherGuideUrl READ teacherGuideUrl CONSTANT)

public:
    /// `game` supplies the game's figures (may be null: then only the demo's).
    explicit ClassroomKit(GameController* game, QObject* parent = nullptr);

    QString message() const { return m_message; }
    bool failed() const { return m_failed; }
    QUrl teacherGuideUrl() const;

    /// The worksheet and answer key of a built-in lesson as PDF, in the UI's language.
    Q_INVOKABLE bool exportLessonWorksheet(const QString& lessonId, const QUrl& file);
    /// The one-page Bell-demo handout for `variant` (0 Φ+ ... 3 Ψ-).
    Q_INVOKABLE bool exportBellHandout(int variant, const QUrl& file);
    /// Every slide figure of the Bell demo at `step` (its last measurement when `measuredCounts` holds
    /// four counts of `shots` shots in `bases`, e.g. "ZZ") into `folder`.
    Q_INVOKABLE bool exportBellFigures(int variant, int step, const QVariantList& measuredCounts, int shots,
                                       const QString& bases, const QUrl& folder);
    /// Every slide figure of the game on screen into `folder`.
    Q_INVOKABLE bool exportGameFigures(const QUrl& folder);
    /// Opens the teacher's guide with the desktop's viewer; false when it is not installed.
    Q_INVOKABLE bool openTeacherGuide();
    /// The language code of the UI ("pl") from the default locale, for the file name a dialog proposes.
    Q_INVOKABLE QString languageCode() const;

    /// Where the guide is looked for: PREFIX/share/doc/entanglion/teaching beside the program's
    /// PREFIX/bin (installed, or copied there in the build tree).
    static QStringList guideCandidates();

signals:
    void messageChanged();

private:
    bool report(bool ok, const QString& success, const QString& error);

    GameController* m_game = nullptr;
    QString m_message;
    bool m_failed = false;
};
