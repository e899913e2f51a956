import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Entanglion.Common
import Entanglion.Lessons
import Entanglion.Style

// The course: one row per lesson with its progress. Up/Down move, Enter opens, Esc leaves.
FocusScope {
    id: root
    required property LessonController controller
    signal backRequested()

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing * 2
        spacing: Theme.spacing

        RowLayout {
            Layout.fillWidth: true
            Label {
                text: qsTr("Lessons")
                font.pixelSize: Theme.readingFontHuge
                font.bold: true
                color: Theme.text
            }
            Label {
                objectName: "progressSummary"
                //: %1: lessons completed (3); %2: all lessons (15).
                text: qsTr("%1 of %2 completed").arg(root.controller.lessons.completedCount)
                                                .arg(root.controller.lessons.count)
                font.pixelSize: Theme.readingFontNormal
                color: Theme.textDim
                Layout.fillWidth: true
            }
            Label {
                text: qsTr("↑/↓ choose · Enter open · Esc back")
                font.pixelSize: Theme.readingFontSmall
                color: Theme.textDim
            }
        }
        Label {
            visible: root.controller.progressError !== ""
            //: %1: the reason from the system, e.g. "Permission denied".
            text: qsTr("Progress could not be loaded or saved: %1").arg(root.controller.progressError)
            color: Theme.danger
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }

        ListView {
            id: list
            objectName: "lessonList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            focus: true
            spacing: 4
            model: root.controller.lessons
            keyNavigationEnabled: true
            // One Tab stop: the arrows move in it; the keyboard is on the current row.
            activeFocusOnTab: true
            highlightMoveDuration: 0
            Accessible.role: Accessible.List
            Accessible.name: qsTr("Lessons")
            ScrollBar.vertical: ScrollBar {}

            Keys.onReturnPressed: root.controller.openLessonAt(currentIndex)
            Keys.onEnterPressed: root.controller.openLessonAt(currentIndex)
            Keys.onEscapePressed: root.backRequested()

            delegate: Rectangle {
                id: row
                required property int index
                required property int number
                required property string lessonId
                required property string title
                required property string task
                required property int rules
                required property int budget
                required property bool completed
                required property int bestCards

                objectName: "lessonRow_" + lessonId
                // A screen reader reads the row the keyboard is on (the view gives the current row
                // the focus): its number and title, then its task, rules and progress.
                Accessible.role: Accessible.ListItem
                //: A row of the lesson list: %1: the lesson's number (3); %2: its title ("Superposition").
                Accessible.name: qsTr("Lesson %1: %2").arg(number).arg(title)
                Accessible.description: [Typeset.spoken(task), rulesLabel.text, statusLabel.text].join("\n")
                Accessible.selectable: true
                Accessible.selected: ListView.isCurrentItem
                Accessible.focusable: true
                Accessible.focused: activeFocus
                width: ListView.view.width
                height: rowLayout.implicitHeight + Theme.spacing * 2
                radius: Theme.radius
                color: ListView.isCurrentItem ? Theme.panelRaised : Theme.panel
                border.color: ListView.isCurrentItem ? Theme.accent : Theme.panelBorder
                border.width: ListView.isCurrentItem ? 2 : 1

                RowLayout {
                    id: rowLayout
                    anchors.fill: parent
                    anchors.margins: Theme.spacing
                    spacing: Theme.spacing * 1.5
                    Label {
                        text: row.number
                        font.pixelSize: Theme.readingFontLarge
                        font.bold: true
                        color: Theme.textDim
                        Layout.preferredWidth: 32 * Theme.zoom
                        horizontalAlignment: Text.AlignRight
                    }
                    ColumnLayout {
                        Layout.fillWidth: true
                        spacing: 2
                        // Wrapped, never elided: titles and tasks are longer in some languages.
                        Label {
                            text: row.title
                            font.pixelSize: Theme.readingFontLarge
                            color: Theme.text
                            Layout.fillWidth: true
                            wrapMode: Text.Wrap
                        }
                        Label {
                            text: row.task
                            font.pixelSize: Theme.readingFontSmall
                            color: Theme.textDim
                            Layout.fillWidth: true
                            wrapMode: Text.Wrap
                        }
                    }
                    Label {
                        id: rulesLabel
                        text: row.rules === RulesVariant.Quantum ? qsTr("quantum rules") : qsTr("board rules")
                        font.pixelSize: Theme.readingFontSmall
                        color: Theme.note
                    }
                    Label {
                        id: statusLabel
                        objectName: "lessonStatus_" + row.lessonId
                        //: %1: the fewest cards a success used; %n: the lesson's card budget (it can be 1).
                        text: row.completed ? qsTr("✓ done, best %1 of %n card(s)", "", row.budget).arg(row.bestCards)
                                            : qsTr("not done yet")
                        font.pixelSize: Theme.readingFontNormal
                        color: row.completed ? Theme.success : Theme.textDim
                        Layout.preferredWidth: 200
                        wrapMode: Text.Wrap
                        horizontalAlignment: Text.AlignRight
                    }
                }
                MouseArea {
                    anchors.fill: parent
                    onClicked: {
                        list.currentIndex = row.index
                        root.controller.openLessonAt(row.index)
                    }
                }
            }
        }
    }
}
