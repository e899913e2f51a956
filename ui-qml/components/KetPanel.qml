pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Entanglion.Ui
import Entanglion.Style
import Entanglion.Lessons

// The live state next to the map: the ket in exact notation with its qubit order (switchable),
// the planet it names with any global phase, one amplitude bar per basis state with the outcome
// probabilities, and how entangled each ship is. "Measure…" opens each ship's Bloch sphere and a
// measurement panel (shots, bases, histogram, correlation, circuit export) that samples copies of
// the live state: the game is never changed.
Pane {
    id: root
    property KetModel ketModel
    objectName: "ketPanel"
    padding: Theme.spacing
    background: Rectangle { color: Theme.panel; radius: Theme.radius; border.color: Theme.panelBorder }

    ColumnLayout {
        anchors.left: parent.left
        anchors.right: parent.right
        spacing: Theme.spacing / 2

        // The title, with the order switch beside it when the column is wide enough, else below
        // it (a narrow column at a large zoom): a Flow wraps where a row would clip.
        Flow {
            id: header
            Layout.fillWidth: true
            spacing: Theme.spacing
            Label {
                // The room left of the switch, so the switch sits at the right edge on one row.
                width: Math.min(implicitWidth, header.width) + Math.max(0, header.width - implicitWidth - orderSwitch.width - header.spacing)
                text: qsTr("Live state")
                font.pixelSize: Theme.fontLarge
                font.bold: true
                wrapMode: Text.Wrap
                color: Theme.text
            }
            Button {
                id: orderSwitch
                objectName: "orderSwitch"
                text: root.ketModel ? root.ketModel.orderLabel : ""
                Accessible.name: root.ketModel && root.ketModel.rubiconFirst ? qsTr("Qubit order: Rubicon, Mercurial")
                                                                            : qsTr("Qubit order: Mercurial, Rubicon")
                font.pixelSize: Theme.fontSmall
                onClicked: root.ketModel.rubiconFirst = !root.ketModel.rubiconFirst
                ToolTip.visible: hovered
                ToolTip.delay: 300
                //: %1: the ship whose bit would be written first (Rubicon).
                ToolTip.text: qsTr("Qubit order of every ket. Click (or press O) to write %1 first.")
                                  .arg(root.ketModel && root.ketModel.rubiconFirst ? qsTr("Mercurial") : qsTr("Rubicon"))
            }
        }
        Text {
            id: ketText
            objectName: "ketText"
            Accessible.role: Accessible.StaticText
            //: %1: the live state in words ("one over root two times zero zero plus ...").
            Accessible.name: root.ketModel ? qsTr("Live state: %1").arg(root.ketModel.ketWords) : ""
            // Wraps between terms only (Typeset.ket), never inside "|11>".
            text: root.ketModel ? Typeset.ket(root.ketModel.ketText) : ""
            font.pixelSize: Theme.fontHuge
            color: Theme.accent
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        Text {
            objectName: "stateName"
            Accessible.role: Accessible.StaticText
            Accessible.name: text
            text: root.ketModel
                  ? (root.ketModel.globalPhase.length > 0
                     //: %1: a global phase factor (-1, i); %2: the state's name (ZERO). Multiplying a state by a
                     //: global phase gives the same planet.
                     ? qsTr("%1 × %2  (global phase %1: same planet)").arg(root.ketModel.globalPhase).arg(root.ketModel.stateName)
                     : root.ketModel.stateName)
                  : ""
            font.pixelSize: Theme.fontNormal
            color: Theme.text
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Repeater {
            model: root.ketModel
            delegate: AmplitudeRow { Layout.fillWidth: true }
        }
        Text {
            objectName: "entanglementText"
            Accessible.role: Accessible.StaticText
            Accessible.name: text
            text: !root.ketModel ? ""
                  : root.ketModel.entangled
                    //: %1, %2: each ship's entanglement entropy in bits (1,00); %3: the concurrence (1,00). Numbers
                    //: in the UI language.
                    ? qsTr("Entangled: Mercurial %1 bit, Rubicon %2 bit (concurrence %3)")
                          .arg(root.ketModel.mercurialEntanglement.toLocaleString(Qt.locale(), "f", 2))
                          .arg(root.ketModel.rubiconEntanglement.toLocaleString(Qt.locale(), "f", 2))
                          .arg(root.ketModel.concurrence.toLocaleString(Qt.locale(), "f", 2))
                    : qsTr("Not entangled: each ship has its own state")
            font.pixelSize: Theme.fontSmall
            color: root.ketModel && root.ketModel.entangled ? Theme.entanglionText : Theme.textDim
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Button {
            id: measureToggle
            objectName: "measureToggle"
            text: checked ? qsTr("Hide measurement") : qsTr("Measure…")
            checkable: true
            font.pixelSize: Theme.fontSmall
            ToolTip.visible: hovered
            ToolTip.delay: 300
            ToolTip.text: qsTr("Take shots of the live state and see each ship's Bloch sphere, without changing the game")
        }
        MeasurementController {
            id: liveMeasurement
            circuitTitle: qsTr("the game's live state, prepared from |00>")
        }
        Binding {
            target: liveMeasurement
            property: "source"
            value: root.ketModel ? root.ketModel.prepared : undefined
            when: root.ketModel !== null
        }
        RowLayout {
            visible: measureToggle.checked
            Layout.fillWidth: true
            Layout.preferredWidth: 1  // never widens the side panel: takes the width it is given
            BlochSphere {
                objectName: "liveBlochMercurial"
                title: qsTr("Mercurial")
                color: Theme.mercurial
                bx: liveMeasurement.mercurialBloch.x
                description: liveMeasurement.mercurialBloch.words
                by: liveMeasurement.mercurialBloch.y
                bz: liveMeasurement.mercurialBloch.z
                purity: liveMeasurement.mercurialBloch.purity
                entropy: liveMeasurement.mercurialBloch.entropy
                unit: 0.6 * Theme.zoom
                minimumText: Theme.fontSmall
                Layout.fillWidth: true
                Layout.preferredHeight: implicitHeight
            }
            BlochSphere {
                objectName: "liveBlochRubicon"
                title: qsTr("Rubicon")
                color: Theme.rubicon
                bx: liveMeasurement.rubiconBloch.x
                description: liveMeasurement.rubiconBloch.words
                by: liveMeasurement.rubiconBloch.y
                bz: liveMeasurement.rubiconBloch.z
                purity: liveMeasurement.rubiconBloch.purity
                entropy: liveMeasurement.rubiconBloch.entropy
                unit: 0.6 * Theme.zoom
                minimumText: Theme.fontSmall
                Layout.fillWidth: true
                Layout.preferredHeight: implicitHeight
            }
        }
        MeasurePanel {
            objectName: "liveMeasurePanel"
            visible: measureToggle.checked
            controller: liveMeasurement
            unit: 0.75 * Theme.zoom
            minimumText: Theme.fontSmall
            Layout.fillWidth: true
            Layout.preferredWidth: 1  // never widens the side panel
        }
    }
}
