import QtQuick
import QtQuick.Controls
import Entanglion.Common
import Entanglion.Ui
import Entanglion.Style

// One planet on the map (map units): a disc in its galaxy's colour with the name, the planet's
// state as a ket, the quantum component lying there, and a ring when a previewed card would
// bring a ship here.
Item {
    id: root
    required property string planetId
    required property string name
    required property int galaxy
    required property real mapX
    required property real mapY
    required property string ket
    required property string component
    required property bool mercurialHere
    required property bool rubiconHere
    required property bool preview
    // Where the name and the component tag go (map units, from MapLayout: clear of every line,
    // card label and ship marker).
    required property real nameX
    required property real nameY
    required property real chipX
    required property real chipY
    // The text sizes MapLayout placed the name and the tag for (map units).
    property int namePixelSize: 18
    property int chipPixelSize: 13
    property real chipTextWidth: 118

    objectName: "planet_" + planetId
    readonly property real discRadius: 42
    x: mapX - discRadius
    y: mapY - discRadius
    width: 2 * discRadius
    height: 2 * discRadius

    Rectangle {
        id: previewRing
        anchors.centerIn: parent
        width: parent.width + 22
        height: width
        radius: width / 2
        color: "transparent"
        border.width: 5
        border.color: Theme.accent
        visible: root.preview
        SequentialAnimation on opacity {
            running: root.preview
            loops: Animation.Infinite
            NumberAnimation { from: 1; to: 0.35; duration: 600 }
            NumberAnimation { from: 0.35; to: 1; duration: 600 }
        }
    }
    Rectangle {
        anchors.fill: parent
        radius: width / 2
        gradient: Gradient {
            GradientStop { position: 0.0; color: Qt.lighter(Theme.galaxyColor(root.galaxy), 1.35) }
            GradientStop { position: 1.0; color: Qt.darker(Theme.galaxyColor(root.galaxy), 1.5) }
        }
        border.width: 2
        border.color: Qt.darker(Theme.galaxyColor(root.galaxy), 2.2)
    }
    Text {
        anchors.centerIn: parent
        text: root.ket
        font.pixelSize: 22
        font.bold: true
        color: root.galaxy === Galaxy.Entanglion ? "#3a2b00" : "white"
    }
    Text {
        objectName: "planetName"
        x: root.nameX - root.x - width / 2
        y: root.nameY - root.y - height / 2
        text: root.name
        font.pixelSize: root.namePixelSize  // MapLayout::nameFont()
        font.bold: true
        font.letterSpacing: 1
        color: Qt.lighter(Theme.galaxyColor(root.galaxy), 1.15)
        style: Text.Outline
        styleColor: Theme.background
    }
    Rectangle {
        objectName: "componentChip"
        visible: root.component.length > 0
        x: root.chipX - root.x - width / 2
        y: root.chipY - root.y - height / 2
        // MapLayout's chipWidth x chipHeight at the most (two lines).
        width: Math.min(componentText.implicitWidth, root.chipTextWidth) + 10
        height: componentText.height + 4
        radius: 4
        color: "#2d3550"
        border.color: Theme.accent
        Text {
            id: componentText
            anchors.centerIn: parent
            width: Math.min(implicitWidth, root.chipTextWidth)
            text: "⚙ " + root.component
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
            font.pixelSize: root.chipPixelSize
            color: Theme.text
        }
    }
    HoverHandler { id: hover }
    ToolTip.visible: hover.hovered
    ToolTip.delay: 300
    readonly property string galaxyName: galaxy === Galaxy.Centarious ? qsTr("Centarious")
                                         : galaxy === Galaxy.Superious ? qsTr("Superious") : qsTr("Entanglion")
    ToolTip.text: qsTr("%1 (%2), state %3").arg(root.name).arg(root.galaxyName)
                      .arg(root.ket) + (root.component.length > 0 ? "\n" + qsTr("Component here: %1").arg(root.component) : "")
}
