import QtQuick
import QtQuick.Controls
import Entanglion.Ui

// A button whose tooltip says why it is disabled (the engine's reason) or, when enabled, what it
// does. Disabled controls get no hover events, so the tooltip hangs on a wrapper's HoverHandler.
Item {
    id: root
    property alias text: button.text
    /// Whether the action is possible now (the wrapper itself stays enabled so its tooltip works).
    property bool allowed: true
    property string reason
    property string help
    property bool highlighted: false
    property alias font: button.font
    signal clicked()
    implicitWidth: button.implicitWidth
    implicitHeight: button.implicitHeight

    Button {
        id: button
        anchors.fill: parent
        enabled: root.allowed
        highlighted: root.highlighted
        font.pixelSize: Theme.fontSmall
        onClicked: root.clicked()
    }
    HoverHandler { id: hover }
    ToolTip.visible: hover.hovered && (root.allowed ? root.help.length > 0 : root.reason.length > 0)
    ToolTip.delay: 250
    ToolTip.text: root.allowed ? root.help : root.reason
}
