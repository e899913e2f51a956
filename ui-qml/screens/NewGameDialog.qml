import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Entanglion.Ui
import Entanglion.Style

// New game: difficulty (the starting detection rate), seed (blank for a fresh one; the same seed
// gives the same game) and rules variant.
Dialog {
    id: root
    property GameController controller
    objectName: "newGameDialog"
    title: qsTr("New game")
    modal: true
    anchors.centerIn: parent
    property int difficulty: 1
    property string variant: "board"

    onAccepted: {
        const seed = seedField.text.trim().length > 0 ? parseInt(seedField.text.trim(), 10) : -1
        controller.newGame(difficulty, isNaN(seed) ? -1 : seed, variant)
    }

    footer: DialogButtonBox {
        Button {
            objectName: "newGameStart"
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
            Layout.fillWidth: true
            placeholderText: qsTr("e.g. 42")
            validator: RegularExpressionValidator { regularExpression: /[0-9]{0,15}/ }
        }
        Label { text: qsTr("Rules"); font.bold: true }
        RadioButton {
            objectName: "variantBoard"
            text: qsTr("Board rules: the printed board decides (quantum notes explain the differences)")
            checked: root.variant === "board"
            onClicked: root.variant = "board"
        }
        RadioButton {
            objectName: "variantQuantum"
            text: qsTr("Quantum rules: unprinted quantum moves happen; detection measures the ships")
            checked: root.variant === "quantum"
            onClicked: root.variant = "quantum"
        }
    }
}
