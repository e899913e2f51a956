import QtQuick
import QtQuick.Controls
import Entanglion.Lessons
import Entanglion.Style

// The 4x4 matrix of the gate being applied, in the |Mercurial Rubicon> basis, with exact entries.
// (A Grid positioner with a fixed set of cells: a GridLayout whose Repeater changes size crashed
// Qt 6.4 during stepping.)
Item {
    id: root
    /// 16 entries ({text, zero}), row by row (BellDemoController.matrix); empty for "no gate yet".
    property var entries: []
    property var basisLabels: []
    property string title: ""
    property real unit: 1
    readonly property bool hasMatrix: entries.length === 16

    implicitWidth: Math.max(titleLabel.implicitWidth, grid.implicitWidth)
    implicitHeight: titleLabel.implicitHeight + grid.implicitHeight + 8 * unit

    Label {
        id: titleLabel
        objectName: "matrixTitle"
        width: root.width
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.Wrap
        text: root.hasMatrix ? root.title : qsTr("No gate yet")
        color: Theme.accent
        font.pixelSize: 28 * root.unit
        font.bold: true
    }

    Grid {
        id: grid
        objectName: "matrixGrid"
        visible: root.hasMatrix
        anchors.top: titleLabel.bottom
        anchors.topMargin: 8 * root.unit
        anchors.horizontalCenter: parent.horizontalCenter
        columns: 5
        rowSpacing: 6 * root.unit
        columnSpacing: 22 * root.unit
        horizontalItemAlignment: Grid.AlignHCenter
        verticalItemAlignment: Grid.AlignVCenter

        // 5 x 5 cells: a header row of basis labels, then one row per basis state with its label.
        Repeater {
            model: 25
            delegate: Label {
                id: cell
                required property int index
                readonly property int row: Math.floor(cell.index / 5) - 1
                readonly property int column: cell.index % 5 - 1
                readonly property bool header: cell.row < 0 || cell.column < 0
                objectName: cell.row < 0 ? (cell.column < 0 ? "matrixCorner" : "matrixColumnLabel_" + cell.column)
                                         : (cell.column < 0 ? "matrixRowLabel_" + cell.row
                                                            : "matrixEntry_" + cell.row + "_" + cell.column)
                text: cell.row < 0 && cell.column < 0 ? " "  // not empty: a positioner skips zero-size cells
                    : cell.row < 0 ? (root.basisLabels[cell.column] || "")
                    : cell.column < 0 ? (root.basisLabels[cell.row] || "")
                    : (root.hasMatrix ? root.entries[cell.row * 4 + cell.column].text : "")
                readonly property bool zero: !cell.header && root.hasMatrix && root.entries[cell.row * 4 + cell.column].zero
                color: cell.header ? Theme.textDim : (cell.zero ? Theme.textDim : Theme.text)
                font.pixelSize: (cell.header ? 22 : 34) * root.unit
                font.bold: !cell.header && !cell.zero
            }
        }
    }
}
