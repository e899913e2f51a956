import QtQuick
import QtQuick.Controls
import Entanglion.Ui
import Entanglion.Style

// The win probability across the game: one point per step of the history (its value after the
// step), joined by a line. Decisions are circles, chance steps diamonds (shape, not only colour);
// a flagged decision is a larger circle in the danger colour ringed in the text colour, a key moment
// is ringed in the accent colour; a vertical line marks the step the step-through shows. A click anywhere picks the nearest step.
Item {
    id: root
    property ReviewStepModel model
    /// The win probability after each step, in percent (the line).
    property list<real> values
    /// The row the step-through shows (marked by a vertical line), -1 for none.
    property int currentRow: -1
    signal pointClicked(int row)
    objectName: "reviewGraph"
    implicitHeight: 200 * Theme.zoom

    readonly property real plotLeft: axisLabel.width + Theme.spacing
    readonly property real plotWidth: Math.max(1, width - plotLeft - Theme.spacing)
    readonly property real plotHeight: Math.max(1, height - Theme.spacing)
    readonly property int count: model ? model.count : 0
    function xOf(row) { return plotLeft + (count <= 1 ? plotWidth / 2 : row * plotWidth / (count - 1)) }
    function yOf(percent) { return Theme.spacing / 2 + (1 - percent / 100) * plotHeight }

    Rectangle { anchors.fill: parent; color: Theme.panelRaised; border.color: Theme.panelBorder; radius: Theme.radius }
    Label {
        id: axisLabel
        x: Theme.spacing / 2
        y: root.yOf(100)
        text: qsTr("100%")
        font.pixelSize: Theme.fontSmall
        color: Theme.textDim
    }
    Label { x: Theme.spacing / 2; y: root.yOf(50) - height / 2; text: qsTr("50%"); font.pixelSize: Theme.fontSmall; color: Theme.textDim }
    Label { x: Theme.spacing / 2; y: root.yOf(0) - height; text: qsTr("0%"); font.pixelSize: Theme.fontSmall; color: Theme.textDim }
    Rectangle { x: root.plotLeft; width: root.plotWidth; y: root.yOf(50); height: 1; color: Theme.panelBorder }

    Canvas {
        id: line
        anchors.fill: parent
        onPaint: {
            const ctx = getContext("2d")
            ctx.reset()
            ctx.strokeStyle = Theme.textDim
            ctx.lineWidth = 1.5 * Theme.lineScale
            ctx.beginPath()
            for (let row = 0; row < root.values.length; ++row) {
                const after = root.values[row]
                if (row === 0) ctx.moveTo(root.xOf(row), root.yOf(after))
                else ctx.lineTo(root.xOf(row), root.yOf(after))
            }
            ctx.stroke()
        }
        Connections {
            target: root
            function onValuesChanged() { line.requestPaint() }
        }
        onWidthChanged: requestPaint()
        onHeightChanged: requestPaint()
    }
    Rectangle {
        visible: root.currentRow >= 0 && root.currentRow < root.count
        x: root.xOf(root.currentRow)
        width: 2
        y: 0
        height: root.height
        color: Theme.accent
    }
    Repeater {
        model: root.model
        delegate: Item {
            id: point
            required property int index
            required property bool decision
            required property bool flagged
            required property bool keyMoment
            required property double after
            required property int who
            objectName: "graphPoint" + index
            readonly property real size: (flagged || keyMoment ? 11 : 7) * Theme.zoom
            x: root.xOf(index) - size / 2
            y: root.yOf(after) - size / 2
            width: size
            height: size
            Rectangle {
                anchors.centerIn: parent
                width: parent.size
                height: parent.size
                radius: point.decision ? width / 2 : 0
                rotation: point.decision ? 0 : 45
                scale: point.decision ? 1 : 0.75
                color: point.flagged ? Theme.danger
                       : !point.decision ? Theme.note
                       : point.who === ReviewActor.Rubicon ? Theme.rubicon : Theme.mercurial
                border.width: point.keyMoment || point.flagged ? 2 : 0
                border.color: point.keyMoment ? Theme.accent : Theme.text
            }
        }
    }
    MouseArea {
        objectName: "reviewGraphArea"
        anchors.fill: parent
        cursorShape: Qt.PointingHandCursor
        onClicked: (mouse) => {
            if (root.count === 0) return
            const row = root.count <= 1 ? 0 : Math.round((mouse.x - root.plotLeft) * (root.count - 1) / root.plotWidth)
            root.pointClicked(Math.max(0, Math.min(root.count - 1, row)))
        }
    }
}
