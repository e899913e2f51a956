import QtQuick
import QtQuick.Shapes
import QtQuick.Controls
import Entanglion.Ui
import Entanglion.Style

// One line of the map: a printed path (Mercurial: blue solid, Rubicon: red dashed; side by side
// when the path works for both) or a grey dotted CNOT entry line. Coordinates are map units.
Item {
    id: root
    /// A grey CNOT entry/exit line rather than a printed path.
    required property bool entry
    required property string from
    required property string to
    required property string fromName
    required property string toName
    required property string label
    required property bool mercurialLine
    required property bool rubiconLine
    required property string note
    required property real x1
    required property real y1
    required property real x2
    required property real y2
    required property real controlX
    required property real controlY
    required property real labelX
    required property real labelY
    required property real normalX
    required property real normalY
    required property bool highlight
    /// A ship took this line in the last move; shown while the map's mark is (`markShown`).
    required property bool justTaken
    property bool markShown: false
    property int labelPixelSize: 17  // MapLayout's label size, which the label was placed for

    objectName: "path_" + from + "_" + to
    readonly property bool both: mercurialLine && rubiconLine
    readonly property real gap: both ? 4.5 : 0
    // Bolder in the projector and contrast themes (Theme.lineScale), never so wide that a pair of
    // lines merges into one.
    readonly property real lineWidth: (highlight ? 6 : 3.5) * Math.min(Theme.lineScale, 1.6)

    Shape {
        anchors.fill: parent
        visible: root.entry || root.mercurialLine
        // Mercurial: solid blue (or the grey dotted entry line).
        ShapePath {
            strokeColor: root.entry ? Theme.entryLine : Theme.mercurial
            strokeWidth: root.entry ? 3 * Math.min(Theme.lineScale, 1.6) : root.lineWidth
            strokeStyle: root.entry ? ShapePath.DashLine : ShapePath.SolidLine
            dashPattern: [0.6, 1.4]
            fillColor: "transparent"
            capStyle: ShapePath.FlatCap
            startX: root.x1 - root.gap * root.normalX
            startY: root.y1 - root.gap * root.normalY
            PathQuad {
                x: root.x2 - root.gap * root.normalX
                y: root.y2 - root.gap * root.normalY
                controlX: root.controlX - root.gap * root.normalX
                controlY: root.controlY - root.gap * root.normalY
            }
        }
    }
    Shape {
        anchors.fill: parent
        visible: !root.entry && root.rubiconLine
        // Rubicon: dashed red.
        ShapePath {
            strokeColor: Theme.rubicon
            strokeWidth: root.lineWidth
            strokeStyle: ShapePath.DashLine
            dashPattern: [4, 2.5]
            fillColor: "transparent"
            capStyle: ShapePath.FlatCap
            startX: root.x1 + root.gap * root.normalX
            startY: root.y1 + root.gap * root.normalY
            PathQuad {
                x: root.x2 + root.gap * root.normalX
                y: root.y2 + root.gap * root.normalY
                controlX: root.controlX + root.gap * root.normalX
                controlY: root.controlY + root.gap * root.normalY
            }
        }
    }
    Rectangle {
        id: chip
        objectName: "pathLabel"
        visible: root.label.length > 0
        x: root.labelX - width / 2
        y: root.labelY - height / 2
        width: labelText.implicitWidth + 12
        height: labelText.implicitHeight + 4
        radius: 4
        color: root.highlight ? Theme.accent : Theme.background
        border.width: root.entry ? 0 : 1.5
        border.color: root.both ? Theme.textDim : (root.mercurialLine ? Theme.mercurial : Theme.rubicon)
        Text {
            id: labelText
            anchors.centerIn: parent
            text: root.label + (root.entry ? " ▸" : "")
            font.pixelSize: root.labelPixelSize
            font.bold: true
            color: root.highlight ? Theme.textOnAccent
                                  : root.entry ? Theme.entryLine
                                               : root.both ? Theme.text
                                                           : (root.mercurialLine ? Theme.mercurial : Theme.rubicon)
        }
        HoverHandler { id: hover }
        ToolTip.visible: hover.hovered
        ToolTip.delay: 300
        ToolTip.text: root.toolTipText()
    }
    // The last move's line: a wide accent band under the ship's own line.
    Shape {
        objectName: "lastMoveBand"
        anchors.fill: parent
        z: -1  // under the ship's own line (declared last so the lines keep their places)
        visible: root.justTaken && root.markShown
        opacity: 0.55
        ShapePath {
            strokeColor: Theme.accent
            strokeWidth: 16
            fillColor: "transparent"
            capStyle: ShapePath.RoundCap
            startX: root.x1
            startY: root.y1
            PathQuad { x: root.x2; y: root.y2; controlX: root.controlX; controlY: root.controlY }
        }
    }

    // One whole message per kind of line, so a translation never holds a phrase pasted into another.
    function toolTipText() {
        const note = root.note.length > 0 ? "\n" + root.note : ""
        if (root.entry)
            //: %1: the planet in Entanglion the line leads to (PHI PLUS).
            return qsTr("Grey CNOT line: the ship in Centarious plays CNOT while the other ship is in Superious; both ships go to %1 (and back out the same way).").arg(root.toName)
        if (root.both)
            //: %1: the cards printed on the line ("X/CNOT"); %2, %3: planet names (ZERO, ONE); %4: an optional note
            //: on a new line, or nothing.
            return qsTr("%1 between %2 and %3, for either ship (blue solid and red dashed lines).%4")
                .arg(root.label).arg(root.fromName).arg(root.toName).arg(note)
        if (root.mercurialLine)
            //: %1: the cards printed on the line ("X/CNOT"); %2, %3: planet names (ZERO, ONE); %4: an optional note
            //: on a new line, or nothing.
            return qsTr("%1 between %2 and %3, for Mercurial only (blue solid line).%4")
                .arg(root.label).arg(root.fromName).arg(root.toName).arg(note)
        //: %1: the cards printed on the line ("X/CNOT"); %2, %3: planet names (ZERO, ONE); %4: an optional note on a
        //: new line, or nothing.
        return qsTr("%1 between %2 and %3, for Rubicon only (red dashed line).%4")
            .arg(root.label).arg(root.fromName).arg(root.toName).arg(note)
    }
}
