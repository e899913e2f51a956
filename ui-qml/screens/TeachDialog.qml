import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Entanglion.Ui
import Entanglion.Style

// Teach a class (New game… → Teach a class…): the server runs in the app with classes and the web
// pages, the class view opens in the browser, and the dialog shows the address the students open.
// Closing the dialog leaves the class running; Stop teaching ends it (ClassTeaching,
// docs/teaching/class-view.md).
Dialog {
    id: root
    required property ClassTeaching teaching
    objectName: "teachDialog"
    title: qsTr("Teach a class")
    modal: true
    anchors.centerIn: parent

    footer: DialogButtonBox {
        Button {
            objectName: "teachClose"
            text: qsTr("Close")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    }

    ColumnLayout {
        spacing: Theme.spacing / 2
        Label {
            Layout.fillWidth: true
            Layout.maximumWidth: 560 * Theme.zoom
            wrapMode: Text.Wrap
            text: qsTr("This computer runs the class: the class view opens in your browser, and the students open the address below in theirs, on the same network.")
        }
        Label {
            objectName: "teachProblem"
            visible: text.length > 0
            Layout.fillWidth: true
            Layout.maximumWidth: 560 * Theme.zoom
            wrapMode: Text.Wrap
            padding: Theme.spacing / 2
            text: root.teaching.problem
            background: Rectangle { color: Theme.errorBackground; radius: Theme.radius / 2 }
        }
        RowLayout {
            visible: !root.teaching.teaching
            Label {
                //: The network port number (8765) the class server listens on.
                text: qsTr("Port") }
            TextField {
                id: portField
                objectName: "teachPort"
                text: "8765"
                validator: IntValidator { bottom: 0; top: 65535 }
            }
        }
        RowLayout {
            Button {
                objectName: "teachStart"
                //: A button (a verb): start the class server and open the class view.
                text: qsTr("Start teaching")
                visible: !root.teaching.teaching
                enabled: root.teaching.webClientFound
                highlighted: true
                onClicked: root.teaching.start(parseInt(portField.text, 10))
            }
            Button {
                objectName: "teachOpenView"
                text: qsTr("Open the class view")
                visible: root.teaching.teaching
                onClicked: root.teaching.openClassView()
            }
            Button {
                objectName: "teachStop"
                //: A button (a verb): stop the class server, which ends the class.
                text: qsTr("Stop teaching")
                visible: root.teaching.teaching
                onClicked: root.teaching.stop()
            }
        }
        Label {
            visible: root.teaching.teaching
            font.bold: true
            text: qsTr("Students open")
        }
        Repeater {
            model: root.teaching.teaching ? root.teaching.studentAddresses : []
            delegate: TextField {
                required property string modelData
                objectName: "teachStudentAddress"
                readOnly: true
                selectByMouse: true
                Layout.fillWidth: true
                font.pixelSize: Theme.fontNormal * 1.3
                text: modelData
            }
        }
        Label {
            visible: root.teaching.teaching && root.teaching.studentAddresses.length === 0
            Layout.fillWidth: true
            Layout.maximumWidth: 560 * Theme.zoom
            wrapMode: Text.Wrap
            text: qsTr("This computer has no network address: connect it to the students' network.")
        }
        Label {
            visible: root.teaching.teaching
            Layout.fillWidth: true
            Layout.maximumWidth: 560 * Theme.zoom
            wrapMode: Text.Wrap
            color: Theme.textDim
            //: %1: the class view's address on this computer, e.g. http://127.0.0.1:8765/teach.
            text: qsTr("The class view: %1. Add the class code to the students' address, or they type it.").arg(root.teaching.classViewUrl.toString())
        }
        Label {
            Layout.fillWidth: true
            Layout.maximumWidth: 560 * Theme.zoom
            wrapMode: Text.Wrap
            color: Theme.textDim
            text: qsTr("The class is kept only while the app teaches it: Stop teaching, or quitting the app, ends the class. Plain connections are for a local network you trust.")
        }
    }
}
