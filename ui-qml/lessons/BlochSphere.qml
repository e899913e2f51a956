import QtQuick
import Entanglion.Lessons
import Entanglion.Style

// One ship's reduced state as a Bloch sphere: |0> at the top, |1> at the bottom, |+> right, |->
// left (the y axis is drawn obliquely). The arrow has the vector's length: it touches the surface
// for a ship with a state of its own and shrinks to the centre for an entangled ship, which gets the
// label "entangled: this ship has no state of its own". Purity and entropy are written beside it.
// The vector and the numbers come from MeasurementController (partial trace in statevector/).
Item {
    id: root
    objectName: "blochSphere"
    /// The reading in words (MeasurementController's blochText), for a screen reader.
    property string description
    Accessible.role: Accessible.Graphic
    //: %1: a ship's name (Mercurial or Rubicon).
    Accessible.name: qsTr("Bloch sphere of %1").arg(title)
    Accessible.description: description
    property string title
    property color color: Theme.accent
    property real bx: 0
    property real by: 0
    property real bz: 1
    property real purity: 1
    property real entropy: 0
    property real unit: 1
    /// The smallest text (px): 12, or the page's own floor.
    property real minimumText: 12
    function px(size) { return Math.max(minimumText, size * unit) }
    implicitWidth: 200 * unit
    implicitHeight: 260 * unit

    readonly property real length: Math.sqrt(bx * bx + by * by + bz * bz)
    readonly property bool entangled: length < 0.01
    // Never negative: a sphere squeezed smaller than its labels draws nothing rather than an arc
    // of negative radius.
    readonly property real radius: Math.max(0, Math.min(sphere.width, sphere.height) / 2 - 22 * unit)
    readonly property real centreX: sphere.width / 2
    readonly property real centreY: sphere.height / 2
    // The arrow's tip on screen: x to the right, z up, y obliquely up-right at 35% length.
    readonly property real tipX: centreX + radius * (bx + 0.35 * by)
    readonly property real tipY: centreY - radius * (bz + 0.25 * by)

    onTipXChanged: canvas.requestPaint()
    onTipYChanged: canvas.requestPaint()
    onColorChanged: canvas.requestPaint()

    Text {
        id: heading
        objectName: "blochTitle"
        anchors.horizontalCenter: parent.horizontalCenter
        text: root.title
        color: root.color
        font.pixelSize: root.px(18)
        font.bold: true
    }
    Item {
        id: sphere
        // Between the title and the numbers (anchored to the bottom): a size bound to the numbers'
        // height looped when the wrapped numbers and the layout settled the height together.
        anchors.top: heading.bottom
        anchors.bottom: numbers.top
        anchors.bottomMargin: 8 * root.unit
        anchors.left: parent.left
        anchors.right: parent.right
        Canvas {
            id: canvas
            anchors.fill: parent
            onWidthChanged: requestPaint()
            onHeightChanged: requestPaint()
            onPaint: {
                const ctx = getContext("2d")
                ctx.reset()
                const cx = root.centreX, cy = root.centreY, r = root.radius
                if (r <= 0) return
                ctx.lineWidth = Math.max(1, 1.5 * root.unit)
                ctx.strokeStyle = Theme.textDim
                ctx.beginPath(); ctx.arc(cx, cy, r, 0, 2 * Math.PI); ctx.stroke()
                ctx.beginPath(); ctx.ellipse(cx - r, cy - r * 0.25, 2 * r, r * 0.5); ctx.stroke()
                ctx.setLineDash([4, 4])
                ctx.beginPath(); ctx.moveTo(cx, cy - r); ctx.lineTo(cx, cy + r); ctx.stroke()
                ctx.beginPath(); ctx.moveTo(cx - r, cy); ctx.lineTo(cx + r, cy); ctx.stroke()
                ctx.setLineDash([])
                ctx.strokeStyle = root.color
                ctx.fillStyle = root.color
                ctx.lineWidth = Math.max(2, 4 * root.unit)
                ctx.beginPath(); ctx.moveTo(cx, cy); ctx.lineTo(root.tipX, root.tipY); ctx.stroke()
                ctx.beginPath(); ctx.arc(root.tipX, root.tipY, Math.max(3, 7 * root.unit), 0, 2 * Math.PI); ctx.fill()
            }
        }
        Text { text: "|0⟩"; color: Theme.textDim; font.pixelSize: root.px(14)
               x: root.centreX - width / 2; y: root.centreY - root.radius - height }
        Text { text: "|1⟩"; color: Theme.textDim; font.pixelSize: root.px(14)
               x: root.centreX - width / 2; y: root.centreY + root.radius }
        Text { text: "|+⟩"; color: Theme.textDim; font.pixelSize: root.px(14)
               x: root.centreX + root.radius + 2; y: root.centreY - height / 2 }
        Text { text: "|−⟩"; color: Theme.textDim; font.pixelSize: root.px(14)
               x: root.centreX - root.radius - width - 2; y: root.centreY - height / 2 }
    }
    Column {
        id: numbers
        anchors.bottom: parent.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        Text {
            objectName: "blochLabel"
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            text: root.entangled ? qsTr("entangled: this ship has no state of its own")
                  : root.length < 0.999 ? qsTr("partly entangled") : qsTr("a state of its own")
            color: root.entangled ? Theme.entanglionText : Theme.text
            font.pixelSize: root.px(15)
            font.bold: root.entangled
        }
        Text {
            objectName: "blochNumbers"
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            //: %1: the purity, a decimal number (0,50); %2: the entanglement entropy in bits (1,00). Numbers in the
            //: UI language.
            text: qsTr("purity %1 · entropy %2 bit").arg(root.purity.toLocaleString(Qt.locale(), "f", 2))
                                                    .arg(root.entropy.toLocaleString(Qt.locale(), "f", 2))
            color: Theme.textDim
            font.pixelSize: root.px(14)
        }
    }
}
