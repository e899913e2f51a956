import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Entanglion.Common
import Entanglion.Ui
import Entanglion.Style

// New game: difficulty (the starting detection rate), seed (blank for a fresh one; the same seed
// gives the same game), rules variant, and who plays each ship (a human, or an AI policy with its
// thinking time), with the balance study's measured win rate of an AI team at that difficulty.
Dialog {
    id: root
    property GameController controller
    objectName: "newGameDialog"
    title: qsTr("New game")
    modal: true
    anchors.centerIn: parent
    /// The remembered difficulty and rules (null in tests that pass none): the dialog offers them
    /// and saves the ones a game is started with.
    property AppSettings settings: null
    property int difficulty: settings ? settings.difficulty : 1
    property int variant: settings ? settings.variant : RulesVariant.Board
    property AiPlayers aiPlayers
    /// Playing with a partner on another computer (null in tests that pass none: no such choice).
    property NetworkPlay network: null
    /// Teach a class is offered (Main.qml answers teachRequested by opening its dialog).
    property bool teachOffered: false
    signal teachRequested()
    readonly property var policyNames: aiPlayers ? aiPlayers.policyNames : []
    /// The policy whose win rate is shown: the first AI ship's, else the one a new AI partner uses.
    readonly property string shownPolicy: mercurialPlayer.currentIndex > 0 ? policyNames[mercurialPlayer.currentIndex - 1]
                                        : rubiconPlayer.currentIndex > 0 ? policyNames[rubiconPlayer.currentIndex - 1]
                                        : aiPlayers ? aiPlayers.bestPolicy : ""

    function playerChoices() {
        const choices = [qsTr("Human")]
        //: %1: the AI's kind: random, heuristic or search.
        for (let i = 0; i < policyNames.length; ++i) choices.push(qsTr("AI: %1").arg(aiPlayers.policyTitle(policyNames[i])))
        return choices
    }
    function policyOf(box) { return box.currentIndex > 0 ? policyNames[box.currentIndex - 1] : "" }

    onAccepted: {
        if (networkOptions.remote) {
            // Each computer plays its own ship; no AI plays the partner's.
            if (aiPlayers) aiPlayers.configure("", "", budgetBox.value)
            networkOptions.start(difficulty, variant, budgetBox.value)
            return
        }
        if (network) network.leave()
        if (aiPlayers) aiPlayers.configure(policyOf(mercurialPlayer), policyOf(rubiconPlayer), budgetBox.value)
        const seed = seedField.text.trim().length > 0 ? parseInt(seedField.text.trim(), 10) : -1
        controller.newGame(difficulty, isNaN(seed) ? -1 : seed, variant)
        if (settings) {
            settings.difficulty = difficulty
            settings.variant = variant
        }
    }

    footer: DialogButtonBox {
        Button {
            objectName: "newGameStart"
            //: A button (a verb): start the new game.
            text: qsTr("Start")
            DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
        }
        Button {
            objectName: "newGameCancel"
            text: qsTr("Cancel")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    }

    ColumnLayout {
        spacing: Theme.spacing
        Label { text: qsTr("Difficulty (starting detection rate)"); font.bold: true }
        RowLayout {
            RadioButton { objectName: "difficulty1"; text: qsTr("Easy (1)"); checked: root.difficulty === 1; onClicked: root.difficulty = 1 }
            RadioButton { objectName: "difficulty2"; text: qsTr("Normal (2)"); checked: root.difficulty === 2; onClicked: root.difficulty = 2 }
            RadioButton { objectName: "difficulty3"; text: qsTr("Hard (3)"); checked: root.difficulty === 3; onClicked: root.difficulty = 3 }
        }
        Label { text: qsTr("Seed (blank: a new one)"); font.bold: true }
        TextField {
            id: seedField
            objectName: "seedField"
            Accessible.name: qsTr("Seed (blank: a new one)")
            Layout.fillWidth: true
            placeholderText: qsTr("e.g. 42")
            validator: RegularExpressionValidator { regularExpression: /[0-9]{0,15}/ }
        }
        Label { text: qsTr("Rules"); font.bold: true }
        RadioButton {
            objectName: "variantBoard"
            text: qsTr("Board rules: the printed board decides (quantum notes explain the differences)")
            checked: root.variant === RulesVariant.Board
            onClicked: root.variant = RulesVariant.Board
        }
        RadioButton {
            objectName: "variantQuantum"
            text: qsTr("Quantum rules: unprinted quantum moves happen; detection measures the ships")
            checked: root.variant === RulesVariant.Quantum
            onClicked: root.variant = RulesVariant.Quantum
        }
        NetworkGameOptions {
            id: networkOptions
            visible: root.network !== null
            network: root.network
            aiPlayers: root.aiPlayers
        }
        RowLayout {
            visible: root.teachOffered
            Label { text: qsTr("A class in the students' browsers") }
            Button {
                objectName: "teachClassButton"
                text: qsTr("Teach a class…")
                onClicked: {
                    root.close()
                    root.teachRequested()
                }
            }
        }
        Label { text: qsTr("Players"); font.bold: true; visible: !networkOptions.remote }
        GridLayout {
            visible: !networkOptions.remote
            columns: 2
            Label { text: qsTr("Mercurial") }
            ComboBox {
                id: mercurialPlayer
                objectName: "mercurialPlayer"
                Accessible.name: qsTr("Who plays Mercurial")
                Layout.fillWidth: true
                model: root.playerChoices()
                currentIndex: root.aiPlayers && root.aiPlayers.mercurialAi
                              ? root.policyNames.indexOf(root.aiPlayers.mercurialPolicy) + 1 : 0
            }
            Label { text: qsTr("Rubicon") }
            ComboBox {
                id: rubiconPlayer
                objectName: "rubiconPlayer"
                Accessible.name: qsTr("Who plays Rubicon")
                Layout.fillWidth: true
                model: root.playerChoices()
                currentIndex: root.aiPlayers && root.aiPlayers.rubiconAi
                              ? root.policyNames.indexOf(root.aiPlayers.rubiconPolicy) + 1 : 0
            }
            Label { text: qsTr("AI thinking time") }
            SpinBox {
                id: budgetBox
                objectName: "aiBudget"
                Accessible.name: qsTr("AI thinking time in milliseconds")
                // 0: the search a person waits for, as the hint's (a fixed number of playouts).
                from: 0
                to: 5000
                stepSize: 50
                value: 0
                editable: true
                textFromValue: function(value) {
                    //: The AI thinking time 0: a searching AI thinks as the hint does (at most about 300 ms).
                    if (value === 0) return qsTr("As the hint")
                    //: %1: a time in milliseconds (500).
                    return qsTr("%1 ms").arg(value)
                }
                valueFromText: function(text) { const ms = parseInt(text, 10); return isNaN(ms) ? 0 : ms }
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Per move, for AIs that search; the others answer at once")
            }
        }
        Label {
            objectName: "winRateLabel"
            Layout.fillWidth: true
            Layout.maximumWidth: 520 * Theme.zoom
            wrapMode: Text.Wrap
            color: Theme.textDim
            text: root.aiPlayers && root.shownPolicy.length > 0
                  ? root.aiPlayers.winRateText(root.shownPolicy, root.difficulty, root.variant) : ""
        }
    }
}
