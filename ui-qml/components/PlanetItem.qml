import QtQuick
import QtQuick.Controls
import QtQuick.Shapes
import Entanglion.Common
import Entanglion.Ui
import Entanglion.Style

// One planet on the map (map units): a disc in its galaxy's colour with the name, the planet's
// state as a ket, the quantum component lying there (its tag joined to the disc by a leader line,
// wherever MapLayout had to put it), and a ring when a previewed card would bring a ship here.
Item {
    id: root
    required property string planetId
    required property string name
    required property int galaxy
    required property real mapX
    required property real mapY
    required property string ket
    required property string component
    /// The component's short name on its tag ("Gates"); the tooltip and the accessible name say it whole.
    required property string componentTag
    required property bool mercurialHere
    required property bool rubiconHere
    required property bool preview
    /// A ship left this planet in the last move; ringed while the map's mark is (`markShown`).
    required property bool justLeft
    property bool markShown: false
    /// The planet in words: state, component, ships, paths out (MapModel's description).
    required property string description
    // Where the name and the component tag go (map units, from MapLayout: clear of every line,
    // card label and ship marker).
    /// The name as drawn: one line, or two where one finds no clear spot (MapLayout).
    required property string nameText
    required property real nameX
    required property real nameY
    required property real chipX
    required property real chipY
    // The text sizes MapLayout placed the name and the tag for (map units).
    property int namePixelSize: 18
    property int chipPixelSize: 13
    property real chipTextWidth: 118
    property real chipTextHeight: 34

    objectName: "planet_" + planetId
    Accessible.role: Accessible.Graphic
    Accessible.name: name
    Accessible.description: description
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
    // Where a ship was before the last move: a wide, thin ring (the preview's is narrow and thick).
    Rectangle {
        objectName: "lastMoveRing"
        anchors.centerIn: parent
        width: parent.width + 40
        height: width
        radius: width / 2
        color: "transparent"
        border.width: 3 * Theme.lineScale
        border.color: Theme.accent
        visible: root.justLeft && root.markShown
    }
    // A flat disc in its galaxy's colour with a ring (Theme.discOutline): the ket on it keeps its
    // contrast over the whole disc, and the ring sets the disc off a light ground.
    Rectangle {
        anchors.fill: parent
        radius: width / 2
        color: Theme.galaxyColor(root.galaxy)
        border.width: 2 * Theme.lineScale
        border.color: Theme.discOutline
    }
    Text {
        anchors.centerIn: parent
        text: root.ket
        font.pixelSize: 22
        font.bold: true
        color: Theme.galaxyKetColor(root.galaxy)
    }
    Text {
        objectName: "planetName"
        x: root.nameX - root.x - width / 2
        y: root.nameY - root.y - height / 2
        text: root.nameText
        textFormat: Text.PlainText
        horizontalAlignment: Text.AlignHCenter
        font.pixelSize: root.namePixelSize  // MapLayout::nameFont()
        font.bold: true
        font.letterSpacing: 1
        color: Theme.galaxyTextColor(root.galaxy)
        style: Text.Outline
        styleColor: Theme.background
    }
    // The leader line from the disc's edge to the tag's nearest point (MapLayout::leaderLine).
    Shape {
        id: leader
        objectName: "componentLeader"
        visible: chip.visible
        readonly property real centre: root.discRadius
        readonly property point end: Qt.point(Math.max(chip.x, Math.min(centre, chip.x + chip.width)),
                                              Math.max(chip.y, Math.min(centre, chip.y + chip.height)))
        readonly property real length: Math.sqrt((end.x - centre) * (end.x - centre) + (end.y - centre) * (end.y - centre))
        readonly property point start: length > 0 ? Qt.point(centre + (end.x - centre) * root.discRadius / length,
                                                             centre + (end.y - centre) * root.discRadius / length)
                                                  : end
        ShapePath {
            strokeColor: Theme.accent
            strokeWidth: 2 * Theme.lineScale
            fillColor: "transparent"
            startX: leader.start.x
            startY: leader.start.y
            PathLine { x: leader.end.x; y: leader.end.y }
        }
    }
    Rectangle {
        id: chip
        objectName: "componentChip"
        visible: root.component.length > 0
        x: root.chipX - root.x - width / 2
        y: root.chipY - root.y - height / 2
        // MapLayout's chipWidth x chipHeight at the most (one line).
        width: componentText.width + 10
        height: root.chipTextHeight + 4
        radius: 4
        color: Theme.chip
        border.color: Theme.accent
        border.width: Theme.lineScale
        Text {
            id: componentText
            anchors.centerIn: parent
            // One line in the room MapLayout keeps. Every language's short names fit at full size
            // (tests/ui/map_text_test.cpp); a longer text (the pseudo locale's) shrinks instead of
            // spilling out of it.
            width: Math.min(implicitWidth, root.chipTextWidth)
            height: root.chipTextHeight
            text: "⚙ " + root.componentTag
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: Math.floor(root.chipPixelSize * 0.6)
            font.pixelSize: root.chipPixelSize
            color: Theme.text
        }
        Accessible.role: Accessible.StaticText
        Accessible.name: ToolTip.text
        HoverHandler { id: chipHover }
        ToolTip.visible: chipHover.hovered
        ToolTip.delay: 300
        //: %1: a component's name (Quantum Gates); %2: the planet's name, never declined (PHI PLUS).
        ToolTip.text: qsTr("Component %1, lying on %2").arg(root.component).arg(root.name)
    }
    HoverHandler { id: hover }
    ToolTip.visible: hover.hovered
    ToolTip.delay: 300
    readonly property string galaxyName: galaxy === Galaxy.Centarious ? qsTr("Centarious")
                                         : galaxy === Galaxy.Superious ? qsTr("Superious") : qsTr("Entanglion")
    //: %1: a planet's name (PHI PLUS); %2: its galaxy (Entanglion); %3: its state as a ket ((|00> + |11>)/√2).
    ToolTip.text: qsTr("%1 (%2), state %3").arg(root.name).arg(root.galaxyName)
                      //: %1: a component's name (Quantum Gates).
                      .arg(root.ket) + (root.component.length > 0 ? "\n" + qsTr("Component here: %1").arg(root.component) : "")
}
