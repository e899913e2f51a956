pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Entanglion.Ui
import Entanglion.Style

// The detection-rate track `1 2 2 3 3 4 4 5 5 6 7 X`: the token's cell is filled, passed cells
// are dimmed, the starting cell is underlined and the final X cell is red (it loses the game).
Pane {
    id: root
    property TrackModel trackModel
    objectName: "detectionTrack"
    /// The picture in words (GameController's table.detectionText), for a screen reader.
    property string description
    Accessible.role: Accessible.Graphic
    Accessible.name: qsTr("Detection track")
    Accessible.description: description
    readonly property int position: trackModel ? trackModel.currentRow : -1
    padding: Theme.spacing / 2
    background: Rectangle { color: Theme.panel; radius: Theme.radius; border.color: Theme.panelBorder }

    RowLayout {
        anchors.fill: parent
        spacing: 3
        Label {
            text: qsTr("Detection rate")
            font.pixelSize: Theme.fontNormal
            font.bold: true
            color: Theme.text
            Layout.rightMargin: Theme.spacing
            // The cells keep room for their numbers; a long title (Polish, at a large zoom on a
            // small window) shrinks instead of squeezing them, and wraps when even that is too wide.
            Layout.fillWidth: true
            Layout.minimumWidth: 0
            Layout.preferredWidth: implicitWidth
            Layout.maximumWidth: implicitWidth
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: Theme.minimumFont
            wrapMode: Text.WordWrap
        }
        Repeater {
            model: root.trackModel
            delegate: Rectangle {
                id: cell
                required property int position
                required property string label
                required property bool current
                required property bool passed
                required property bool start
                required property bool lost
                objectName: "trackCell" + position
                Layout.fillWidth: true
                Layout.minimumWidth: cellText.implicitWidth + 4
                Layout.preferredHeight: Theme.fontLarge * 1.6
                radius: 4
                color: current ? (lost ? Theme.danger : Theme.accent)
                               : (lost ? Theme.errorBackground : passed ? Theme.trackPassed : Theme.panelRaised)
                border.width: current ? 2 : 1
                border.color: current ? Theme.text : Theme.panelBorder
                Text {
                    id: cellText
                    objectName: "trackCellText"
                    anchors.centerIn: parent
                    text: cell.label
                    color: cell.current ? Theme.textOnAccent : (cell.passed ? Theme.textDim : Theme.text)
                    font.pixelSize: Theme.fontNormal
                    font.bold: cell.current
                }
                Rectangle {
                    visible: cell.start
                    anchors.bottom: parent.bottom
                    anchors.horizontalCenter: parent.horizontalCenter
                    width: parent.width * 0.6
                    height: 2
                    color: Theme.note
                }
                HoverHandler { id: cellHover }
                ToolTip.visible: cellHover.hovered
                ToolTip.delay: 300
                ToolTip.text: cell.lost ? qsTr("X: the game is lost when the token gets here")
                                                 //: %1: the detection rate on the track (3), twice: the value a
                                                 //: defense roll must beat.
                                                 : qsTr("Rate %1: a defense roll must be higher than %1").arg(cell.label)
                                                   + (cell.current ? "\n" + qsTr("The token is here.") : "")
                                                   + (cell.start ? "\n" + qsTr("Starting position.") : "")
            }
        }
    }
}
