pragma ComponentBehavior: Bound
import QtQuick
import Entanglion.Ui

// The map of the three galaxies, drawn by the app from the board data and laid out like the
// printed board. Everything inside `canvas` is in map units and scaled to fit the item.
Item {
    id: root
    property MapModel mapModel
    property PathModel pathModel
    readonly property real mapScale: mapModel ? Math.min(width / mapModel.mapWidth, height / mapModel.mapHeight) : 1
    objectName: "galaxyMap"

    // A planet's footprint in this item's coordinates: the disc with its name above, its component
    // tag below and a ship on each side (what a panel over the map must not hide).
    function planetFootprint(planetId) {
        const p = mapModel ? mapModel.pointOf(planetId) : Qt.point(0, 0)
        return Qt.rect(canvas.x + (p.x - 90) * mapScale, canvas.y + (p.y - 80) * mapScale, 180 * mapScale, 165 * mapScale)
    }

    Item {
        id: canvas
        objectName: "mapCanvas"
        width: root.mapModel ? root.mapModel.mapWidth : 0
        height: root.mapModel ? root.mapModel.mapHeight : 0
        x: (root.width - width * root.mapScale) / 2
        y: (root.height - height * root.mapScale) / 2
        transform: Scale { xScale: root.mapScale; yScale: root.mapScale }

        Text {
            objectName: "legendText"
            x: 40; y: 895
            text: qsTr("Centarious")
            color: Theme.centarious
            font.pixelSize: 26
            font.letterSpacing: 3
        }
        Text {
            objectName: "legendText"
            x: 40; y: 930
            text: qsTr("Superious")
            color: Theme.superious
            font.pixelSize: 26
            font.letterSpacing: 3
        }
        Text {
            objectName: "legendText"
            x: 40; y: 965
            text: qsTr("Entanglion")
            color: Theme.entanglion
            font.pixelSize: 26
            font.letterSpacing: 3
        }
        Column {
            x: 620; y: 905
            spacing: 8
            Row {
                spacing: 10
                Rectangle { width: 60; height: 4; color: Theme.mercurial; anchors.verticalCenter: parent.verticalCenter }
                Text { objectName: "legendText"; text: qsTr("Mercurial (solid)"); color: Theme.text; font.pixelSize: 20 }
            }
            Row {
                spacing: 10
                Row {
                    spacing: 4
                    anchors.verticalCenter: parent.verticalCenter
                    Repeater { model: 4; Rectangle { width: 12; height: 4; color: Theme.rubicon } }
                }
                Text { objectName: "legendText"; text: qsTr("Rubicon (dashed)"); color: Theme.text; font.pixelSize: 20 }
            }
            Row {
                spacing: 10
                Row {
                    spacing: 3
                    anchors.verticalCenter: parent.verticalCenter
                    Repeater { model: 10; Rectangle { width: 3; height: 3; color: Theme.entryLine } }
                }
                Text { objectName: "legendText"; text: qsTr("CNOT entry / exit"); color: Theme.text; font.pixelSize: 20 }
            }
        }

        Repeater {
            objectName: "pathRepeater"
            model: root.pathModel
            delegate: MapPath { width: canvas.width; height: canvas.height }
        }
        Repeater {
            objectName: "planetRepeater"
            model: root.mapModel
            delegate: PlanetItem {}
        }
        ShipMarker {
            ship: "MERCURIAL"
            planet: root.mapModel ? root.mapModel.mercurialPlanet : ""
            target: root.mapModel ? root.mapModel.mercurialMarker : Qt.point(0, 0)
        }
        ShipMarker {
            ship: "RUBICON"
            planet: root.mapModel ? root.mapModel.rubiconPlanet : ""
            target: root.mapModel ? root.mapModel.rubiconMarker : Qt.point(0, 0)
        }
    }
}
