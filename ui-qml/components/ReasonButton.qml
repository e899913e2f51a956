import QtQuick
import QtQuick.Controls
import Entanglion.Ui
import Entanglion.Style

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
    /// Shrink the label to fit the button's width (down to a minimum size) instead of eliding it:
    /// for narrow buttons whose words are longer in some languages (a card's Play and Swap).
    property bool fitText: false
    /// What a screen reader says for the button when its words alone are not distinct on the page
    /// ("Play H for Mercurial" for a card's "Play"); its words by default.
    property string accessibleName: button.text
    signal clicked()
    /// The width its words need at their full size (the style's minimum button width aside).
    readonly property real neededWidth: words.advanceWidth + button.leftPadding + button.rightPadding
    TextMetrics { id: words; font: button.font; text: button.text }
    implicitWidth: button.implicitWidth
    implicitHeight: button.implicitHeight

    Button {
        id: button
        anchors.fill: parent
        enabled: root.allowed
        // A disabled button must not look clickable (read-only step-through, impossible actions):
        // no highlight, and faded.
        highlighted: root.highlighted && root.allowed
        opacity: root.allowed ? 1 : 0.45
        font.pixelSize: Theme.fontSmall
        // Narrow buttons (a card's Play and Swap) keep their room for the word.
        leftPadding: root.fitText ? 4 : undefined
        rightPadding: root.fitText ? 4 : undefined
        onClicked: root.clicked()
        Accessible.name: root.accessibleName
        Accessible.description: root.allowed ? root.help : root.reason
    }
    // Laid over the button's own label only when fitting: the style's label elides instead.
    Binding {
        when: root.fitText
        target: button
        property: "contentItem"
        value: Label {
            text: button.text
            font: button.font
            color: button.palette.buttonText
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: Theme.minimumFont
            elide: Text.ElideRight
        }
    }
    HoverHandler { id: hover }
    ToolTip.visible: hover.hovered && (root.allowed ? root.help.length > 0 : root.reason.length > 0)
    ToolTip.delay: 250
    ToolTip.text: root.allowed ? root.help : root.reason
}
