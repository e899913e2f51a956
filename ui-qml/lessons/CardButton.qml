import QtQuick
import QtQuick.Controls
import Entanglion.Lessons
import Entanglion.Style

// One allowed card of the open lesson. When it cannot be played the button is disabled and the
// tooltip gives the runner's reason; the hover is caught by the wrapper because a disabled button
// gets no hover events.
Item {
    id: root
    required property int index
    required property string move
    required property string label
    required property string shortcut
    required property int playsLeft
    required property int limit
    required property bool playable
    required property string reason
    signal playRequested(int row)
    /// The tooltip's state, for tests (attached properties are not reachable from outside).
    readonly property bool toolTipShown: ToolTip.visible
    readonly property string toolTipText: ToolTip.text

    objectName: "cardItem_" + move
    implicitWidth: button.implicitWidth
    width: parent ? Math.min(implicitWidth, parent.width) : implicitWidth
    implicitHeight: button.implicitHeight

    Button {
        id: button
        objectName: "card_" + root.move
        anchors.fill: parent
        focusPolicy: Qt.TabFocus
        enabled: root.playable
        text: (root.shortcut !== "" ? "[" + root.shortcut + "]  " : "") + root.label
              //: %n: how many more times this card may be played in the lesson.
              + (root.limit >= 0 ? "  " + qsTr("(%n left)", "plays of this card left in the lesson", root.playsLeft) : "")
        font.pixelSize: Theme.readingFontNormal
        onClicked: root.playRequested(root.index)
        // Never wider than the row (a long CNOT label, a large zoom, Polish's "CNOT zagrana przez
        // Mercurial (kubit sterujący: Rubicon)"): the label wraps, at its full size.
        contentItem: Text {
            text: button.text
            font: button.font
            color: button.palette.buttonText
            opacity: button.enabled ? 1 : 0.45
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            wrapMode: Text.Wrap
        }
    }

    HoverHandler {
        id: hover
    }
    ToolTip.visible: hover.hovered
    ToolTip.delay: 300
    //: %1: the card and ship ("H for Mercurial"); %2: its keyboard key (1).
    ToolTip.text: root.playable ? qsTr("Play %1 (key %2)").arg(root.move).arg(root.shortcut) : root.reason
}
