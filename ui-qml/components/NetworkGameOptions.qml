import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Entanglion.Common
import Entanglion.Ui
import Entanglion.Style

// The New game dialog's "With a partner on another computer": play here, host the game on this
// computer (the server runs in the app), join a partner's game with its address and code, or use
// a server by its URL (a new game there, or a partner's with its code).
ColumnLayout {
    id: root
    enum Mode { Here, Host, Join, Server }
    property NetworkPlay network
    property AiPlayers aiPlayers
    property int mode: NetworkGameOptions.Mode.Here
    readonly property bool remote: mode !== NetworkGameOptions.Mode.Here
    /// Hosting again the game hosted here last: its port, ship and rules are the game's.
    readonly property bool resuming: resumeBox.visible && resumeBox.checked
    spacing: Theme.spacing / 2

    /// Starts the network game chosen (a new one takes `difficulty` and `variant`; an AI playing this
    /// computer's ship thinks `budgetMs`); false when the fields do not make one (the banner says why).
    function start(difficulty, variant, budgetMs) {
        const ship = shipBox.currentIndex === 1 ? Ship.Rubicon : Ship.Mercurial
        network.setLocalAi(playerBox.currentIndex > 0 ? aiPlayers.policyNames[playerBox.currentIndex - 1] : "", budgetMs)
        if (mode === NetworkGameOptions.Mode.Host && resuming)
            return network.resumeHosting()
        if (mode === NetworkGameOptions.Mode.Host)
            return network.host(parseInt(portField.text, 10), ship, difficulty, variant)
        if (mode === NetworkGameOptions.Mode.Join)
            return network.join(addressField.text, codeField.text)
        if (mode === NetworkGameOptions.Mode.Server)
            return network.useServer(urlField.text, codeField.text, ship, difficulty, variant)
        return false
    }

    Label { text: qsTr("With a partner on another computer"); font.bold: true }
    RowLayout {
        RadioButton { objectName: "networkHere"; text: qsTr("No, both here"); checked: root.mode === NetworkGameOptions.Mode.Here; onClicked: root.mode = NetworkGameOptions.Mode.Here }
        RadioButton { objectName: "networkHost"; text: qsTr("Host on this computer"); checked: root.mode === NetworkGameOptions.Mode.Host; onClicked: root.mode = NetworkGameOptions.Mode.Host }
        RadioButton { objectName: "networkJoin"
            //: An option (a verb): join the game a partner hosts on their computer.
            text: qsTr("Join"); checked: root.mode === NetworkGameOptions.Mode.Join; onClicked: root.mode = NetworkGameOptions.Mode.Join }
        RadioButton { objectName: "networkServer"; text: qsTr("Use a server"); checked: root.mode === NetworkGameOptions.Mode.Server; onClicked: root.mode = NetworkGameOptions.Mode.Server }
    }
    CheckBox {
        // The game this app hosted last (it quit or crashed meanwhile): the partner's app comes back to it.
        id: resumeBox
        objectName: "networkResume"
        visible: root.mode === NetworkGameOptions.Mode.Host && root.network !== null
                 && root.network.resumableHostCode.length > 0
        checked: true
        //: %1: the hosted game's join code, e.g. "K7M-Q2X".
        text: root.network ? qsTr("Go on hosting game %1 (your partner's app comes back to it)").arg(root.network.resumableHostCode) : ""
    }
    GridLayout {
        visible: root.remote
        columns: 2
        Label {
            //: The network port number (8765) the game listens on.
            text: qsTr("Port"); visible: portField.visible }
        TextField {
            id: portField
            objectName: "networkPort"
            visible: root.mode === NetworkGameOptions.Mode.Host && !root.resuming
            text: "8765"
            validator: IntValidator { bottom: 0; top: 65535 }
        }
        Label { text: qsTr("Partner's address"); visible: addressField.visible }
        TextField {
            id: addressField
            objectName: "networkAddress"
            visible: root.mode === NetworkGameOptions.Mode.Join
            Layout.fillWidth: true
            placeholderText: qsTr("as their screen shows it, e.g. 192.168.1.5:8765")
        }
        Label {
            //: A game server's address (ws://HOST:PORT).
            text: qsTr("Server"); visible: urlField.visible }
        TextField {
            id: urlField
            objectName: "networkUrl"
            visible: root.mode === NetworkGameOptions.Mode.Server
            Layout.fillWidth: true
            placeholderText: qsTr("e.g. wss://entanglion.school.example:8765")
        }
        Label { text: qsTr("Join code"); visible: codeField.visible }
        TextField {
            id: codeField
            objectName: "networkJoinCode"
            visible: root.mode === NetworkGameOptions.Mode.Join || root.mode === NetworkGameOptions.Mode.Server
            Layout.fillWidth: true
            placeholderText: root.mode === NetworkGameOptions.Mode.Server ? qsTr("blank: start a new game there") : qsTr("e.g. K7M-Q2X")
        }
        Label { text: qsTr("You fly"); visible: shipBox.visible }
        ComboBox {
            id: shipBox
            objectName: "networkShip"
            visible: (root.mode === NetworkGameOptions.Mode.Host && !root.resuming)
                     || (root.mode === NetworkGameOptions.Mode.Server && codeField.text.trim().length === 0)
            model: [qsTr("Mercurial"), qsTr("Rubicon")]
        }
        Label { text: qsTr("Your ship is flown by"); visible: playerBox.visible }
        ComboBox {
            id: playerBox
            objectName: "networkPlayer"
            visible: root.aiPlayers !== null
            model: {
                const choices = [qsTr("You")]
                const names = root.aiPlayers ? root.aiPlayers.policyNames : []
                //: %1: the AI's kind: random, heuristic or search.
                for (let i = 0; i < names.length; ++i) choices.push(qsTr("AI: %1").arg(root.aiPlayers.policyTitle(names[i])))
                return choices
            }
        }
    }
    Label {
        visible: root.remote
        Layout.fillWidth: true
        Layout.maximumWidth: 520 * Theme.zoom
        wrapMode: Text.Wrap
        color: Theme.textDim
        text: root.mode === NetworkGameOptions.Mode.Host
              ? qsTr("Your partner chooses Join and types this computer's address and the code shown once the game starts. Plain connections are for a local network you trust.")
              : root.mode === NetworkGameOptions.Mode.Join
                ? qsTr("The partner's game sets the difficulty and rules; you take the free ship.")
                : qsTr("A new game there gets a code for your partner; with a code you take its free ship.")
    }
}
