pragma ComponentBehavior: Bound
import QtQuick
import Entanglion.Common
import Entanglion.Ui
import Entanglion.Style

// The map of the three galaxies, drawn by the app from the board data and laid out like the
// printed board. Everything inside `canvas` is in map units and scaled to fit the item.
Item {
    id: root
    property MapModel mapModel
    property PathModel pathModel
    /// What just happened (GameController.lastMove): the map marks the move for a few seconds.
    property LastMove lastMove: null
    /// The mark of the last move is in sight (the path taken, the planet a ship left).
    readonly property bool moveMarkShown: lastMove !== null && lastMove.marked && !markFade.faded
    // Each move restarts the mark's few seconds; the model keeps the marked rows until the next move.
    QtObject {
        id: markFade
        property bool faded: false
        readonly property int serial: root.lastMove ? root.lastMove.serial : 0
        onSerialChanged: { faded = false; markTimer.restart() }
    }
    Timer { id: markTimer; interval: 4000; onTriggered: markFade.faded = true }
    readonly property real mapScale: mapModel ? Math.min(width / mapModel.mapWidth, height / mapModel.mapHeight) : 1
    // The map's text grows with the presentation zoom like every other text, and more on a map
    // drawn small (a small window, or panels widened by the zoom), where the planet names (18 map
    // units) aim at 12 px x zoom on screen. MapLayout snaps this to a step it can place clear of
    // everything, which is not much above the base size: beyond it the text grows with the map.
    readonly property real wantedTextScale: mapScale > 0 ? Math.max(Theme.zoom, 12 * Theme.zoom / (18 * mapScale)) : Theme.zoom
    Binding { target: root.mapModel; property: "textScale"; value: root.wantedTextScale; when: root.mapModel !== null && root.width > 0 }
    Binding { target: root.pathModel; property: "textScale"; value: root.wantedTextScale; when: root.pathModel !== null && root.width > 0 }
    objectName: "galaxyMap"
    /// Where the ships are, in words (GameController's table.shipsText); each planet has its own.
    property string description
    Accessible.role: Accessible.Graphic
    Accessible.name: qsTr("Galaxy map")
    Accessible.description: description

    // A planet's footprint in this item's coordinates: the disc with its name above, its component
    // tag below and a ship on each side (what a panel over the map must not hide).
    function planetFootprint(planetId) {
        const p = mapModel ? mapModel.pointOf(planetId) : Qt.point(0, 0)
        const grow = mapModel ? mapModel.textScale : 1  // the name and the tag grow with the text
        return Qt.rect(canvas.x + (p.x - 90 * grow) * mapScale, canvas.y + (p.y - 80 * grow) * mapScale,
                       180 * grow * mapScale, 165 * grow * mapScale)
    }

    Item {
        id: canvas
        objectName: "mapCanvas"
        width: root.mapModel ? root.mapModel.mapWidth : 0
        height: root.mapModel ? root.mapModel.mapHeight : 0
        x: (root.width - width * root.mapScale) / 2
        y: (root.height - height * root.mapScale) / 2
        transform: Scale { xScale: root.mapScale; yScale: root.mapScale }

        // The legend, in the two blocks MapLayout keeps clear at the bottom corners (they grow
        // with the text); a longer language shrinks its words to the block's width.
        Column {
            readonly property rect block: root.mapModel ? root.mapModel.galaxyLegend : Qt.rect(0, 0, 0, 0)
            x: block.x + 10
            y: block.y + 10
            width: block.width - 20
            spacing: 2
            Repeater {
                model: [[qsTr("Centarious"), Theme.centariousText], [qsTr("Superious"), Theme.superiousText],
                        [qsTr("Entanglion"), Theme.entanglionText]]
                delegate: Text {
                    required property var modelData
                    objectName: "legendText"
                    width: parent.width
                    text: modelData[0]
                    color: modelData[1]
                    font.pixelSize: root.mapModel ? root.mapModel.legendGalaxyPixelSize : 26
                    font.letterSpacing: 3
                    fontSizeMode: Text.HorizontalFit
                    minimumPixelSize: 8
                }
            }
        }
        Column {
            id: lineLegend
            readonly property rect block: root.mapModel ? root.mapModel.lineLegend : Qt.rect(0, 0, 0, 0)
            readonly property real unit: root.mapModel ? root.mapModel.legendLinePixelSize / 20 : 1
            x: block.x + 10
            y: block.y + 10
            width: block.width - 20
            spacing: 8 * unit
            component LegendRow: Row {
                id: legendRow
                property alias text: label.text
                default property alias sample: sampleBox.data
                spacing: 10 * lineLegend.unit
                Item { id: sampleBox; width: 60 * lineLegend.unit; height: label.height }
                Text {
                    id: label
                    objectName: "legendText"
                    width: lineLegend.width - sampleBox.width - legendRow.spacing
                    color: Theme.text
                    font.pixelSize: root.mapModel ? root.mapModel.legendLinePixelSize : 20
                    fontSizeMode: Text.HorizontalFit
                    minimumPixelSize: 8
                }
            }
            LegendRow {
                text: qsTr("Mercurial (solid)")
                Rectangle { width: parent.width; height: 4 * lineLegend.unit; color: Theme.mercurial; anchors.verticalCenter: parent.verticalCenter }
            }
            LegendRow {
                text: qsTr("Rubicon (dashed)")
                Row {
                    spacing: 4 * lineLegend.unit
                    anchors.verticalCenter: parent.verticalCenter
                    Repeater { model: 4; Rectangle { width: 12 * lineLegend.unit; height: 4 * lineLegend.unit; color: Theme.rubicon } }
                }
            }
            LegendRow {
                text: qsTr("CNOT entry / exit")
                Row {
                    spacing: 3 * lineLegend.unit
                    anchors.verticalCenter: parent.verticalCenter
                    Repeater { model: 10; Rectangle { width: 3 * lineLegend.unit; height: 3 * lineLegend.unit; color: Theme.entryLine } }
                }
            }
        }

        Repeater {
            objectName: "pathRepeater"
            model: root.pathModel
            delegate: MapPath {
                width: canvas.width
                height: canvas.height
                labelPixelSize: root.pathModel.labelPixelSize
                markShown: root.moveMarkShown
            }
        }
        Repeater {
            objectName: "planetRepeater"
            model: root.mapModel
            delegate: PlanetItem {
                namePixelSize: root.mapModel.namePixelSize
                chipPixelSize: root.mapModel.chipPixelSize
                chipTextWidth: root.mapModel.chipTextWidth
                chipTextHeight: root.mapModel.chipTextHeight
                markShown: root.moveMarkShown
            }
        }
        ShipMarker {
            ship: Ship.Mercurial
            planet: root.mapModel ? root.mapModel.mercurialPlanet : ""
            target: root.mapModel ? root.mapModel.mercurialMarker : Qt.point(0, 0)
        }
        ShipMarker {
            ship: Ship.Rubicon
            planet: root.mapModel ? root.mapModel.rubiconPlanet : ""
            target: root.mapModel ? root.mapModel.rubiconMarker : Qt.point(0, 0)
        }
    }
}
