pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Entanglion.Common
import Entanglion.Ui
import Entanglion.Style

// The game log, newest at the bottom, with quantum notes marked. It follows new lines (its newest
// line always in sight) unless the reader has scrolled up; then "↓ Latest" brings them back and
// it follows again. ⤢ enlarges it over the game (Esc or ⤡ closes), in larger type.
Pane {
    id: root
    property LogModel logModel
    /// The text size of its lines (the stage and the enlarged log read larger).
    property real linePixelSize: Theme.fontSmall
    /// Shows the title row with the enlarge button (the stage's short log has none).
    property bool showTitle: true
    /// This is the enlarged log: its button shrinks it back.
    property bool enlarged: false
    /// Emitted by the enlarge (or, enlarged, the shrink) button.
    signal enlargeRequested()
    readonly property bool following: list.following
    /// Its height with the title row and three lines: the least it gives way to where room is short.
    readonly property real leastHeight: topPadding + bottomPadding + (showTitle ? titleRow.implicitHeight + Theme.spacing / 2 : 0)
                                        + 3 * (lineMetrics.lineSpacing + list.spacing)
    objectName: "gameLog"
    padding: Theme.spacing
    background: Rectangle { color: Theme.panel; radius: Theme.radius; border.color: Theme.panelBorder }

    function kindColor(kind, player) {
        if (kind === LogKind.Note) return Theme.note
        if (kind === LogKind.Detect || kind === LogKind.End) return Theme.danger
        if (kind === LogKind.Component) return Theme.success
        if (kind === LogKind.Turn || kind === LogKind.Ai) return Theme.shipColor(player)
        if (kind === LogKind.Event) return Theme.eventText
        return Theme.text
    }
    /// Back to the newest line, following again.
    function jumpToLatest() {
        list.following = true
        list.positionViewAtEnd()
    }

    FontMetrics { id: lineMetrics; font.pixelSize: root.linePixelSize }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing / 2
        RowLayout {
            id: titleRow
            visible: root.showTitle
            Layout.fillWidth: true
            Label {
                text: qsTr("Game log")
                font.pixelSize: Theme.fontLarge
                font.bold: true
                color: Theme.text
                Layout.fillWidth: true
            }
            ToolButton {
                objectName: root.enlarged ? "shrinkLog" : "enlargeLog"
                text: root.enlarged ? "⤡" : "⤢"
                font.pixelSize: Theme.fontNormal
                onClicked: root.enlargeRequested()
                Accessible.name: root.enlarged ? qsTr("Back to the small log") : qsTr("Enlarge the log")
                ToolTip.visible: hovered
                ToolTip.text: root.enlarged ? qsTr("Back to the small log (L or Esc)") : qsTr("Show the log large, over the game (L)")
            }
        }
        Item {
            Layout.fillWidth: true
            Layout.fillHeight: true
            ListView {
                id: list
                objectName: root.objectName === "gameLog" ? "logList" : root.objectName + "List"
                anchors.fill: parent
                clip: true
                model: root.logModel
                spacing: 2
                // A list a screen reader walks line by line (each line a list item named by its words).
                Accessible.role: Accessible.List
                Accessible.name: qsTr("Game log")
                boundsBehavior: Flickable.StopAtBounds
                // No lines made ahead of the view: the cache buffer makes them asynchronously, and
                // Qt 6.4's view keeps the index of one being made when the log shrinks under it (a
                // step back through a record); replacing the model later cancels that stale index
                // with "DelegateModel::cancel: index out range" (tests/ui/log_view_test.cpp). A
                // line is a Text: made when it scrolls into view, it costs nothing noticeable.
                cacheBuffer: 0
                /// False once the reader scrolls up; true again at the bottom or with "Latest".
                property bool following: true
                // Moved by the reader (drag, flick, wheel, scroll bar, keys): follow only at the end.
                onMovementEnded: following = atYEnd
                onCountChanged: if (following) Qt.callLater(() => list.positionViewAtEnd())
                onHeightChanged: if (following) Qt.callLater(() => list.positionViewAtEnd())
                Component.onCompleted: positionViewAtEnd()
                ScrollBar.vertical: ScrollBar {
                    objectName: "logScrollBar"
                    policy: list.contentHeight > list.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
                    onPressedChanged: if (!pressed) list.following = list.atYEnd
                }
                delegate: Text {
                    id: line
                    required property string message
                    required property int kind
                    required property int player
                    required property string detail
                    /// The numbers behind an AI's reason, opened by a click (or hover) on "(details)".
                    property bool detailOpen: false
                    width: ListView.view.width - 14
                    Accessible.role: Accessible.ListItem
                    // The words without the marks before them and the kets' word joiners; the
                    // numbers behind an AI's reason as the description.
                    Accessible.name: Typeset.spoken(detailOpen ? message + " (" + detail + ")" : message)
                    Accessible.description: detail
                    wrapMode: Text.Wrap
                    text: (kind === LogKind.Note ? "ℹ " : kind === LogKind.Turn ? "— " : kind === LogKind.Ai ? "» " : "  ") + Typeset.kets(message)
                          + (detail.length === 0 ? "" : detailOpen ? " (" + detail + ")" : "  " + qsTr("(details)"))
                    TapHandler { enabled: line.detail.length > 0; onTapped: line.detailOpen = !line.detailOpen }
                    HoverHandler { id: lineHover; enabled: line.detail.length > 0 }
                    ToolTip.visible: lineHover.hovered && !detailOpen
                    ToolTip.delay: 300
                    ToolTip.text: detail
                    color: root.kindColor(kind, player)
                    font.pixelSize: root.linePixelSize
                    font.bold: kind === LogKind.Turn || kind === LogKind.Note
                    font.italic: kind === LogKind.Ai
                }
            }
            Button {
                objectName: root.objectName === "gameLog" ? "jumpToLatest" : root.objectName + "JumpToLatest"
                visible: !list.following
                anchors.right: parent.right
                anchors.rightMargin: Theme.spacing * 2
                anchors.bottom: parent.bottom
                text: qsTr("↓ Latest")
                font.pixelSize: Theme.fontSmall
                highlighted: true
                onClicked: root.jumpToLatest()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Show the newest lines and follow them again")
            }
        }
    }
}
