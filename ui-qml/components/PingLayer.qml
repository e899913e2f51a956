import QtQuick
import Entanglion.Common
import Entanglion.Ui
import Entanglion.Style

// Over the map in a network game: a right-click on a planet points at it for the partner, and a
// ring marks the planet a ping points at while it shows (on every screen in the game).
Item {
    id: root
    property NetworkPlay network
    property GalaxyMap map
    objectName: "pingLayer"
    visible: network !== null && network.active

    // One right-click area per planet, on its footprint; a left click goes through to the map.
    Repeater {
        model: root.map ? root.map.mapModel : null
        delegate: Item {
            required property string planetId
            readonly property rect box: root.map.planetFootprint(planetId)
            objectName: "pingArea_" + planetId
            x: box.x
            y: box.y
            width: box.width
            height: box.height
            TapHandler {
                acceptedButtons: Qt.RightButton
                onTapped: root.network.point(parent.planetId)
            }
        }
    }
    Rectangle {
        objectName: "pingRing"
        readonly property rect box: root.map && root.network && root.network.pingPlanet.length > 0
                                    ? root.map.planetFootprint(root.network.pingPlanet) : Qt.rect(0, 0, 0, 0)
        visible: box.width > 0
        x: box.x
        y: box.y
        width: box.width
        height: box.height
        radius: width / 2
        color: "transparent"
        border.width: 4 * Theme.lineScale
        border.color: root.network && root.network.pingShip === Ship.Rubicon ? Theme.rubicon : Theme.mercurial
        SequentialAnimation on opacity {
            running: parent.visible
            loops: 3
            NumberAnimation { from: 1; to: 0.3; duration: 400 }
            NumberAnimation { from: 0.3; to: 1; duration: 400 }
        }
    }
}
