import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Entanglion.Common
import Entanglion.Ui
import Entanglion.Style

// A game with a partner on another computer: who is connected, "waiting for your partner",
// reconnect attempts, the join code and (hosting) this computer's address, the last ping, and the
// way out to hot-seat play. Shown only while a network game is on.
Rectangle {
    id: root
    property NetworkPlay network
    property GameController controller
    objectName: "networkStrip"
    visible: network !== null && network.active
    implicitHeight: visible ? layout.implicitHeight + Theme.spacing : 0
    color: Theme.panel
    border.color: network && network.phase === NetworkPlay.Reconnecting ? Theme.danger : Theme.panelBorder
    border.width: Theme.lineScale

    RowLayout {
        id: layout
        anchors.fill: parent
        anchors.leftMargin: Theme.spacing
        anchors.rightMargin: Theme.spacing
        spacing: Theme.spacing
        BusyIndicator {
            Layout.preferredHeight: Theme.fontLarge * 1.5
            Layout.preferredWidth: Layout.preferredHeight
            running: visible
            visible: root.network !== null && (root.network.phase === NetworkPlay.Connecting
                     || root.network.phase === NetworkPlay.Reconnecting
                     || root.network.phase === NetworkPlay.WaitingForPartner
                     || root.network.phase === NetworkPlay.PartnerAway)
        }
        Label {
            objectName: "networkStatus"
            Layout.fillWidth: true
            text: root.network ? root.network.statusText : ""
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontNormal
            color: Theme.text
        }
        Label {
            objectName: "networkCode"
            visible: root.network !== null && root.network.joinCode.length > 0
            //: %1: the six-character join code (K7M-Q2X).
            text: root.network ? qsTr("Code: %1").arg(root.network.joinCode) : ""
            font.pixelSize: Theme.fontLarge
            font.bold: true
            color: Theme.text
        }
        Label {
            objectName: "networkAddresses"
            visible: root.network !== null && root.network.hosting && root.network.hostAddresses.length > 0
            Layout.maximumWidth: 320 * Theme.zoom
            elide: Text.ElideRight
            //: %1: this computer's addresses ("192.168.1.5:8765, 10.0.0.2:8765").
            text: root.network ? qsTr("Your partner joins at %1").arg(root.network.hostAddresses.join(", ")) : ""
            font.pixelSize: Theme.fontNormal
            color: Theme.textDim
        }
        Label {
            objectName: "networkPing"
            visible: text.length > 0
            text: root.network ? root.network.pingText : ""
            font.pixelSize: Theme.fontNormal
            font.bold: true
            color: root.network && root.network.pingShip === Ship.Rubicon ? Theme.rubicon : Theme.mercurial
        }
        Button {
            id: pointButton
            objectName: "networkPoint"
            text: qsTr("Point at…")
            enabled: root.network !== null && root.network.joinCode.length > 0
            onClicked: pointMenu.open()
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Show your partner a planet or a card (M); or right-click a planet on the map")
            MenuOnDemand {
                id: pointMenu
                sourceComponent: Menu {
                    id: pointList
                    objectName: "networkPointMenu"
                    y: pointButton.height
                    // The planets, then this computer's cards (Instantiator: a Menu takes items one by one).
                    Instantiator {
                        model: root.controller ? root.controller.mapModel : null
                        delegate: MenuItem {
                            required property string name
                            required property string planetId
                            text: name
                            onTriggered: root.network.point(planetId)
                        }
                        onObjectAdded: (index, object) => pointList.insertItem(index, object)
                        onObjectRemoved: (index, object) => pointList.removeItem(object)
                    }
                    Instantiator {
                        model: root.controller && root.network
                               ? (root.network.localShip === Ship.Rubicon ? root.controller.rubicon.hand : root.controller.mercurial.hand)
                               : null
                        delegate: MenuItem {
                            required property string name
                            required property string card
                            text: name
                            onTriggered: root.network.point(card)
                        }
                        onObjectAdded: (index, object) => pointList.addItem(object)
                        onObjectRemoved: (index, object) => pointList.removeItem(object)
                    }
                }
            }
        }
        Button {
            objectName: "networkPlayOnHere"
            text: qsTr("Play on here")
            onClicked: root.network.playOnHere()
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Leave the network game and go on at this computer, taking turns (hot-seat)")
        }
    }
    Shortcut {
        sequence: "M"
        enabled: root.visible && pointButton.enabled
        onActivated: pointMenu.open()
    }
}
