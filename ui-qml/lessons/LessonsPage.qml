import QtQuick
import Entanglion.Lessons
import Entanglion.Style

// The Lessons page, self-contained: the course list with saved progress; Enter or a click opens a
// lesson; Esc goes back to the list, and Esc on the list emits closeRequested() for the host app.
Rectangle {
    id: page
    objectName: "lessonsPage"
    color: Theme.background
    focus: true

    /// The controller behind the page (lessons, open lesson, progress).
    readonly property LessonController controller: lessonController
    /// Where progress is saved; "" = the default, AppDataLocation/lesson-progress.json.
    property string progressFile: ""
    /// Esc on the list: the host should leave the page.
    signal closeRequested()

    LessonController {
        id: lessonController
        progressFile: page.progressFile
        // The lessons' texts follow the app's language: the engine's uiLanguage when the app sets
        // it (--lang, the settings), else the system locale; English for any other language.
        language: Qt.uiLanguage !== "" ? Qt.uiLanguage : Qt.locale().name
        onLessonChanged: {
            if (lessonOpen)
                lessonView.forceActiveFocus()
            else
                lessonList.forceActiveFocus()
        }
    }

    LessonList {
        id: lessonList
        anchors.fill: parent
        visible: !lessonController.lessonOpen
        controller: lessonController
        focus: true
        onBackRequested: page.closeRequested()
    }

    LessonView {
        id: lessonView
        anchors.fill: parent
        visible: lessonController.lessonOpen
        controller: lessonController
    }

    onActiveFocusChanged: {
        if (activeFocus)
            (lessonController.lessonOpen ? lessonView : lessonList).forceActiveFocus()
    }
}
