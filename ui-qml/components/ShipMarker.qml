import QtQuick
import QtQuick.Shapes
import Entanglion.Common
import Entanglion.Style

// A spaceship on the map (map units), drawn beside the planet it orbits at the spot MapLayout
// keeps for it (Mercurial's usually left of the planet, Rubicon's right, both clear of lines and
// labels), so both stay visible on a shared planet; each carries its initial so colour is not the
// only cue.
Item {
    id: root
    property int ship: Ship.Mercurial
    property string planet
    property point target
    readonly property bool isRubicon: ship === Ship.Rubicon

    objectName: isRubicon ? "ship_rubicon" : "ship_mercurial"
    width: 34
    height: 34
    x: target.x - width / 2
    y: target.y - height / 2
    Behavior on x { NumberAnimation { duration: 220; easing.type: Easing.OutCubic } }
    Behavior on y { NumberAnimation { duration: 220; easing.type: Easing.OutCubic } }

    Shape {
        anchors.fill: parent
        ShapePath {
            fillColor: Theme.shipColor(root.ship)
            strokeColor: Theme.shipOutline
            strokeWidth: 2
            strokeStyle: root.isRubicon ? ShapePath.DashLine : ShapePath.SolidLine
            dashPattern: [2, 1.5]
            startX: root.width / 2; startY: 0
            PathLine { x: root.width; y: root.height }
            PathLine { x: root.width / 2; y: root.height * 0.75 }
            PathLine { x: 0; y: root.height }
            PathLine { x: root.width / 2; y: 0 }
        }
    }
    Text {
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: parent.top
        anchors.topMargin: 11
        text: root.isRubicon ? "R" : "M"
        font.pixelSize: 15
        font.bold: true
        color: Theme.textOnShip
    }
}
