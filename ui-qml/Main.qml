import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Entanglion.Ui

ApplicationWindow {
    id: window
    width: 1280
    height: 800
    visible: true
    title: qsTr("Entanglion")
    color: Theme.background

    MapModel { id: mapModel }
    PathModel { id: pathModel }
    KetModel { id: ketModel }

    RowLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing
        GalaxyMap {
            mapModel: mapModel
            pathModel: pathModel
            Layout.fillWidth: true
            Layout.fillHeight: true
        }
        KetPanel {
            ketModel: ketModel
            Layout.preferredWidth: 360 * Theme.zoom
            Layout.fillHeight: true
        }
    }
}
