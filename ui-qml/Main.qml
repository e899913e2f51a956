import QtQuick
import QtQuick.Controls

ApplicationWindow {
    width: 1280
    height: 800
    visible: true
    title: qsTr("Entanglion")
    Label {
        anchors.centerIn: parent
        text: "Entanglion"
    }
}
