pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Entanglion.Ui

// The preview of a hovered or selected engine card: where it takes the ships (also highlighted on
// the map), what the gate does to the live state, and the gate's 4x4 matrix in |Mercurial Rubicon>
// order.
Pane {
    id: root
    property GameController controller
    objectName: "previewPanel"
    visible: controller && controller.previewing
    padding: Theme.spacing
    background: Rectangle { color: Theme.panel; opacity: 0.96; radius: Theme.radius; border.color: Theme.accent }

    ColumnLayout {
        spacing: 4
        Label {
            objectName: "previewTitle"
            text: root.controller ? root.controller.previewTitle : ""
            font.pixelSize: Theme.fontLarge
            font.bold: true
            color: Theme.accent
        }
        Label {
            objectName: "previewText"
            text: root.controller ? root.controller.previewText : ""
            font.pixelSize: Theme.fontSmall
            color: Theme.text
            wrapMode: Text.Wrap
            Layout.maximumWidth: 380 * Theme.zoom
        }
        Label {
            text: qsTr("Gate matrix, basis |00>, |01>, |10>, |11> in |Mercurial Rubicon>")
            font.pixelSize: Theme.fontSmall
            color: Theme.textDim
        }
        GridLayout {
            objectName: "previewMatrix"
            columns: 4
            columnSpacing: Theme.spacing
            rowSpacing: 2
            Repeater {
                model: {
                    const cells = []
                    const matrix = root.controller ? root.controller.previewMatrix : []
                    for (let r = 0; r < matrix.length; ++r)
                        for (let c = 0; c < matrix[r].length; ++c) cells.push(matrix[r][c])
                    return cells
                }
                delegate: Text {
                    required property string modelData
                    text: modelData
                    horizontalAlignment: Text.AlignRight
                    Layout.preferredWidth: 44 * Theme.zoom
                    font.pixelSize: Theme.fontNormal
                    font.family: "monospace"
                    color: modelData === "0" ? Theme.textDim : Theme.text
                }
            }
        }
    }
}
