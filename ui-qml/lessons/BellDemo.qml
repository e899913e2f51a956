import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Entanglion.Lessons
import Entanglion.Style

// The classroom Bell-state demo, a self-contained presenter view in large type. Every value on it
// (kets, matrix entries, circuit, planets, shots, Bloch vectors) comes from BellDemoController and
// MeasurementController, i.e. the real engine. After the last gate comes a Measure step: shots in
// ZZ or XX with the histogram and the correlation table; Next there goes on to the next Bell state.
// Mouse and touch: the Back / Next and Φ+ Φ- Ψ+ Ψ- buttons. Keys: Right, Space, PageDown (presenter
// clicker) step forward; Left, Backspace, PageUp step back; Home/End jump; 1-4 choose Φ+, Φ-, Ψ+,
// Ψ-; M measures (on the Measure step); P the presentation layout (circuit, ket and caption only,
// larger); Esc emits closeRequested().
//
// It reflows to the window at every zoom. The first screen holds what the class reads together: the
// title, the step, its caption, the circuit and the ket (with the Bloch spheres beside it when the
// width allows), above Back / Next. Sizes follow the zoom (their 1280 x 720 design size times the
// zoom, larger in a larger window) as far as that first screen still fits the window's height, and
// never go below the design size at 100% (no text under 14 px). What does not fit the first screen
// (the gate's matrix, the spheres on a narrow page) starts right below it, never cut by the Back /
// Next bar; the page scrolls vertically (scroll bar, wheel, Shift+wheel, keys) but never sideways.
Rectangle {
    id: root
    objectName: "bellDemo"
    color: Theme.background
    focus: true
    // The page's first stop, where its keys work (a presenter's clicker); Tab goes on to the Bell
    // states' buttons, the measurement and Back / Next, which take the keyboard by Tab only.
    activeFocusOnTab: true
    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Bell demo")
    Accessible.description: demo.stepTitle
    // A focused button that becomes disabled (Back at the first step) leaves the keyboard on the
    // window's content, where no key reaches the demo: it comes back to the page.
    Connections {
        target: root.Window.window
        function onActiveFocusItemChanged() {
            if (root.visible && root.Window.activeFocusItem !== null && root.Window.activeFocusItem === root.Window.window.contentItem)
                root.forceActiveFocus()
        }
    }

    readonly property BellDemoController controller: demo
    readonly property MeasurementController measurement: measurer
    /// The app's presentation zoom (Theme.zoom), bound by Main.qml: it scales everything here.
    property real zoom: 1
    /// The scale the zoom asks for: 1 x zoom at 1280 x 720 and below, growing with a larger window.
    readonly property real zoomUnit: Math.max(1, Math.min(width / 1280, height / 720)) * zoom
    /// Scale for every size: the zoom's, as far as the first screen (title to ket, and Back / Next)
    /// fits the window's height, and never below 1 (or the zoom's, when that is smaller).
    readonly property real unit: {
        const floor = Math.min(1, zoomUnit)
        // In whole steps of 0.02 down from the zoom's scale (a running sum drifts past the floor).
        const steps = Math.floor((zoomUnit - floor) / 0.02 + 1e-6)
        for (let k = 0; k < steps; ++k) {
            if (firstScreenHeight(zoomUnit - 0.02 * k) <= height) return zoomUnit - 0.02 * k
        }
        return floor
    }
    /// How many lines a text of `advance` px (its width on one line at the design size) takes in a
    /// column `width` px wide at scale `u` (a little slack for where the words break).
    function lines(advance, u, width) { return Math.max(1, Math.ceil(advance * u / Math.max(1, width * 0.92))) }
    /// The height of the first screen at scale `u`, estimated from the texts' widths alone (not from
    /// the laid-out page, whose size follows the scale): the margins, the title with the Bell
    /// states' buttons, the step, the caption, the circuit, the ket's box (and the spheres beside
    /// it), and Back / Next below the page.
    function firstScreenHeight(u) {
        const w = width - 48 * u - scrollBar.width
        const lineHeight = 1.2
        const buttons = 4 * 76 * u + 3 * 8 * u
        const titleWidth = titleMetrics.advanceWidth * u
        const title = titleWidth + 12 * u + buttons <= w ? Math.max(56 * u, 38 * u * lineHeight)
                    : lines(titleMetrics.advanceWidth, u, w) * 38 * u * lineHeight + 12 * u + 56 * u
        const step = lines(stepMetrics.advanceWidth, u, w) * 30 * u * lineHeight
        const captionSize = presenting ? 28 : 22
        // Two lines at least for the caption and where the ships are: most steps' take that many,
        // so stepping through keeps one size.
        const caption = Math.max(2, lines(captionMetrics.advanceWidth * captionSize / 22, u, w)) * captionSize * u * lineHeight
        const isWide = w >= 1120 * u
        const circuit = presenting ? 180 * u : isWide ? Math.max(220 * u, 5 * 48 * u) : 180 * u
        // The ket's box: the ket, then where the ships are (in its column, about half the box).
        const spheresBeside = !presenting && w >= 900 * u
        const ketColumn = (w - 32 * u - (spheresBeside ? 2 * 216 * u : 0)) * 0.55
        const ketBox = 32 * u + (presenting ? 64 : 52) * u * lineHeight + 5
                       + Math.max(2, lines(planetsMetrics.advanceWidth, u, ketColumn)) * 24 * u * lineHeight
        const ketRow = spheresBeside ? Math.max(ketBox, 200 * u) : ketBox
        const order = lines(orderMetrics.advanceWidth, u, w) * 18 * u * lineHeight
        const navigationHeight = 8 * u + 52 * u + 12 * u
        return 20 * u + title + step + caption + circuit + ketRow + order + 5 * 12 * u + 8 * u + navigationHeight
    }
    TextMetrics { id: titleMetrics; font.pixelSize: 38; font.bold: true; text: demoTitle.text }
    TextMetrics { id: stepMetrics; font.pixelSize: 30; font.bold: true; text: demo.stepTitle }
    TextMetrics { id: captionMetrics; font.pixelSize: 22; text: demo.caption }
    TextMetrics { id: planetsMetrics; font.pixelSize: 24; text: namedAfter.text }
    TextMetrics { id: orderMetrics; font.pixelSize: 18; text: orderNote.text }
    /// The smallest text on the page (px): 14 at 100%.
    readonly property real smallestText: 14 * Math.min(zoom, unit)
    /// The final step after the last gate: measure the Bell state.
    property bool measuring: false
    /// P: only the circuit, the ket and the caption, larger (the matrix and spheres one key away).
    property bool presenting: false
    /// The content's width: the window's, less the margins and the scroll bar.
    readonly property real contentWidth: page.width - 48 * unit - scrollBar.width
    readonly property bool wide: contentWidth >= 1120 * unit
    /// Room for the ket's box and both Bloch spheres in one row.
    readonly property bool ketRowWide: contentWidth >= 900 * unit
    /// The Bloch spheres beside the ket's box (presenting hides them: the box takes the row).
    readonly property bool spheresBeside: ketRowWide && !presenting
    /// The gate's matrix beside the circuit (a wide page), else after the ket.
    readonly property bool matrixBeside: wide && !presenting
    /// The height below the first screen (title to the ket and the qubit order) that the rest needs:
    /// the spheres when they are not beside the ket, and the matrix when it is not beside the circuit.
    readonly property real restHeight: (!presenting && !ketRowWide ? 2 * 12 * unit + 200 * unit : 0)
                                       + (!presenting && !matrixBeside ? 12 * unit + matrixBelow.implicitHeight : 0)
    /// The first screen's bottom on the page: the qubit order under the ket's box.
    readonly property real firstScreenBottom: content.y + ketGrid.y + orderNote.y + orderNote.height
    /// The gap that starts the rest at the page view's bottom edge; none when the rest fits in view.
    readonly property real foldWanted: restHeight === 0 || measuring
                                       || firstScreenBottom + restHeight + 8 * unit <= page.height ? 0
                                       : Math.max(0, page.height - firstScreenBottom - 12 * unit)
    /// The fold's gap as laid out: set once the layout has placed the first screen (a binding to
    /// `foldWanted` would change the layout while it lays out, which Qt aborts as a polish loop).
    /// The gap lies below the first screen, so setting it never moves what it is measured from.
    property real foldGap: 0
    onFoldWantedChanged: Qt.callLater(root.updateFold)
    function updateFold() { if (Math.abs(foldGap - foldWanted) > 0.5) foldGap = foldWanted }
    /// How far the first screen runs under the view's bottom edge (negative: the room left), when
    /// even the smallest scale leaves it too tall (a longer language on 1024x768).
    readonly property real firstScreenOverflow: measuring ? -circuitGive : firstScreenBottom + 4 * unit - page.height
    /// The height the circuit gives up so the first screen fits the view, at most 80 (design px):
    /// set once the page is laid out, as the fold is. The circuit's height moves nothing's width,
    /// so one correction settles it.
    property real circuitGive: 0
    onFirstScreenOverflowChanged: Qt.callLater(root.updateCircuitGive)
    function updateCircuitGive() {
        const give = Math.max(0, Math.min(80 * unit, circuitGive + firstScreenOverflow))
        if (Math.abs(give - circuitGive) > 0.5) circuitGive = give
    }
    signal closeRequested()

    function forward() {
        if (root.measuring) root.chooseVariant((demo.variant + 1) % 4)
        else if (demo.atEnd) root.measuring = true
        else demo.next()
    }
    function back() {
        if (root.measuring) root.measuring = false
        else demo.previous()
    }
    function chooseVariant(index) {
        root.measuring = false
        demo.variant = index
    }
    /// The verdict is kept in view while the page lays out after a measurement.
    property bool revealVerdict: false
    Connections {
        target: measurePanel.verdictItem
        function onYChanged() { if (root.revealVerdict) root.reveal(measurePanel.verdictItem) }
        function onHeightChanged() { if (root.revealVerdict) root.reveal(measurePanel.verdictItem) }
    }
    /// Scrolls the page so `item` is in view (the verdict after a measurement).
    function reveal(item) {
        const top = item.mapToItem(page.contentItem, 0, 0).y
        const bottom = top + item.height
        if (bottom > page.contentY + page.height) page.contentY = Math.min(bottom - page.height + 16 * unit, page.contentHeight - page.height)
        if (top < page.contentY) page.contentY = Math.max(0, top - 16 * unit)
    }

    // Covers the game completely: no hover or tooltip of the screen below reaches the class.
    MouseArea { anchors.fill: parent; hoverEnabled: true; acceptedButtons: Qt.NoButton }

    BellDemoController {
        id: demo
    }
    MeasurementController {
        id: measurer
        source: demo.prepared
        //: %1: the Bell state's name (Φ+, Φ-, Ψ+ or Ψ-), inside a ket: |Φ+>.
        circuitTitle: qsTr("Bell demo: |%1>").arg(demo.variantName)
        // The verdict in one view: after each measurement the page scrolls to it (once the
        // histogram has taken its room), until the presenter scrolls the page. Choosing a basis or
        // the shots clears the results without measuring: the page stays where it is, so the next
        // click lands where the presenter aims.
        onResultsChanged: {
            root.revealVerdict = root.measuring && measurer.measured
            if (root.revealVerdict) root.reveal(measurePanel.verdictItem)
        }
    }

    Keys.onPressed: (event) => {
        switch (event.key) {
        case Qt.Key_Right:
        case Qt.Key_Space:
        case Qt.Key_PageDown:
        case Qt.Key_Down:
            root.forward()
            break
        case Qt.Key_Left:
        case Qt.Key_Backspace:
        case Qt.Key_PageUp:
        case Qt.Key_Up:
            root.back()
            break
        case Qt.Key_Home:
            root.measuring = false
            demo.first()
            break
        case Qt.Key_End:
            demo.last()
            root.measuring = true
            break
        case Qt.Key_1:
        case Qt.Key_2:
        case Qt.Key_3:
        case Qt.Key_4:
            root.chooseVariant(event.key - Qt.Key_1)
            break
        case Qt.Key_P:
            root.presenting = !root.presenting
            break
        case Qt.Key_M:
            if (root.measuring) measurer.measure()
            break
        case Qt.Key_Escape:
            root.closeRequested()
            break
        default:
            return
        }
        event.accepted = true
    }

    Flickable {
        id: page
        objectName: "demoPage"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.bottom: navigation.top
        anchors.bottomMargin: 8 * root.unit
        clip: true
        contentWidth: width
        contentHeight: Math.max(height, content.implicitHeight + 28 * root.unit)
        flickableDirection: Flickable.VerticalFlick
        boundsBehavior: Flickable.StopAtBounds
        onMovementStarted: root.revealVerdict = false
        ScrollBar.vertical: ScrollBar {
            id: scrollBar
            objectName: "demoScrollBar"
            policy: page.contentHeight > page.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
        }
        // Nothing to scroll sideways: Shift+wheel (a horizontal wheel) scrolls the page down too.
        WheelHandler {
            acceptedModifiers: Qt.ShiftModifier
            onWheel: (event) => {
                const delta = event.angleDelta.y !== 0 ? event.angleDelta.y : event.angleDelta.x
                page.contentY = Math.max(0, Math.min(page.contentHeight - page.height, page.contentY - delta))
            }
        }

    ColumnLayout {
        id: content
        x: 24 * root.unit
        y: 20 * root.unit
        width: root.contentWidth
        height: Math.max(implicitHeight, page.height - 28 * root.unit)
        spacing: 12 * root.unit

        // The title, with the Φ/Ψ buttons beside it, or under it when the row is too narrow.
        Flow {
            Layout.fillWidth: true
            spacing: 12 * root.unit
            Label {
                id: demoTitle
                objectName: "demoTitle"
                width: Math.min(implicitWidth, content.width)
                Accessible.name: Typeset.spoken(text)
                // The ket never breaks across lines ("|" / "Φ+>").
                //: %1: the Bell state as a ket (|Φ+>).
                text: qsTr("Building the Bell state %1").arg(Typeset.ket("|" + demo.variantName + ">"))
                color: Theme.text
                font.pixelSize: 38 * root.unit
                font.bold: true
                wrapMode: Text.Wrap
            }
            Row {
                spacing: 8 * root.unit
                Repeater {
                    model: demo.variantNames
                    delegate: Button {
                        required property int index
                        required property string modelData
                        objectName: "variantButton" + index
                        text: modelData
                        highlighted: demo.variant === index
                        font.pixelSize: 28 * root.unit
                        implicitWidth: 76 * root.unit
                        implicitHeight: 56 * root.unit
                        focusPolicy: Qt.TabFocus
                        onClicked: root.chooseVariant(index)
                    }
                }
            }
        }

        Label {
            id: stepTitle
            objectName: "stepTitle"
            text: root.measuring ? qsTr("Measure: take 100 shots in ZZ, then in XX") : demo.stepTitle
            color: Theme.accent
            font.pixelSize: 30 * root.unit
            font.bold: true
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Label {
            objectName: "caption"
            text: root.measuring
                  ? qsTr("Each shot gives a random result, yet the two bits always agree (Φ) or always differ (Ψ), in both bases. Hidden values could not do that: the ships are entangled.")
                  : demo.caption
            color: Theme.text
            font.pixelSize: (root.presenting ? 28 : 22) * root.unit
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }

        MeasurePanel {
            id: measurePanel
            objectName: "demoMeasurePanel"
            visible: root.measuring
            controller: measurer
            unit: root.unit * 1.2
            showConclusion: false
            Layout.fillWidth: true
        }

        // The circuit and, on a wide page, the gate's matrix beside it (on a narrower one the matrix
        // comes after the ket, below the first screen).
        GridLayout {
            visible: !root.measuring
            Layout.fillWidth: true
            // Presenting: the circuit takes the height the first screen leaves.
            Layout.fillHeight: root.presenting
            columns: root.matrixBeside ? 2 : 1
            columnSpacing: 40 * root.unit
            rowSpacing: 12 * root.unit

            CircuitView {
                objectName: "circuit"
                gates: demo.circuit
                lineLabels: demo.lineLabels
                //: %1: the step's title ("Step 2 of 3: CNOT, control Mercurial, target Rubicon"); %2: the state
                //: after it in words ("one over root two times zero zero plus ...").
                description: qsTr("%1. The state after it: %2").arg(demo.stepTitle).arg(demo.after.words)
                unit: root.unit
                Layout.fillWidth: true
                Layout.fillHeight: root.presenting
                Layout.preferredHeight: (root.matrixBeside ? 220 : 180) * root.unit - root.circuitGive
                Layout.maximumHeight: root.presenting ? 360 * root.unit : (root.matrixBeside ? 220 : 180) * root.unit - root.circuitGive
                Layout.alignment: Qt.AlignVCenter
            }
            MatrixView {
                objectName: "matrix"
                visible: root.matrixBeside
                entries: demo.gateMatrix.entries
                basisLabels: demo.basisLabels
                title: demo.gateMatrix.title
                unit: root.unit
                Layout.preferredWidth: Math.min(640 * root.unit, content.width)
                Layout.preferredHeight: implicitHeight
                Layout.alignment: Qt.AlignHCenter | Qt.AlignVCenter
            }
        }

        // The ket before and after the step, in the largest type on the screen, and each ship's
        // Bloch sphere (beside it on a wide page, under it when not): the arrows shrink to the
        // centre when the CNOT entangles the ships.
        GridLayout {
            id: ketGrid
            visible: !root.measuring
            Layout.fillWidth: true
            columns: root.spheresBeside ? 3 : 2
            columnSpacing: 16 * root.unit
            rowSpacing: 12 * root.unit
            Rectangle {
                id: ketBox
                objectName: "demoKetBox"
                Layout.row: 0
                Layout.column: 0
                Layout.fillWidth: true
                Layout.columnSpan: root.spheresBeside ? 1 : 2
                Layout.alignment: Qt.AlignVCenter
                implicitHeight: ketRow.height + 32 * root.unit
                color: Theme.panel
                radius: 12 * root.unit
                border.color: demo.atEnd ? Theme.success : Theme.panelBorder
                border.width: demo.atEnd ? 4 * root.unit : 1

                // Placed by hand, not by a RowLayout: each column's width comes from the box's
                // width alone, and the box's height from the columns' heights, so the wrapped
                // planet lines (whose height follows their width) never feed back into a width.
                // A RowLayout with the columns' widths bound to its own width looped on its
                // polish when the zoom changed.
                Item {
                    id: ketRow
                    readonly property real gap: 24 * root.unit
                    x: 16 * root.unit
                    y: 16 * root.unit
                    width: parent.width - 32 * root.unit
                    height: Math.max(ketBefore.visible ? ketBefore.height : 0, arrow.visible ? arrow.height : 0,
                                     ketAfter.height)

                    // Each column has a fixed share of the box and its texts shrink to fit it.
                    Column {
                        id: ketBefore
                        visible: !demo.atStart
                        width: ketRow.width * 0.38
                        spacing: 5
                        anchors.verticalCenter: parent.verticalCenter
                        Label {
                            objectName: "ketBefore"
                            width: parent.width
                            text: demo.before.ket
                            color: Theme.textDim
                            font.pixelSize: 40 * root.unit
                            fontSizeMode: Text.HorizontalFit
                            minimumPixelSize: root.smallestText
                            horizontalAlignment: Text.AlignHCenter
                        }
                        Label {
                            width: parent.width
                            text: demo.before.planets
                            color: Theme.textDim
                            font.pixelSize: 22 * root.unit
                            wrapMode: Text.Wrap
                            horizontalAlignment: Text.AlignHCenter
                        }
                    }
                    Label {
                        id: arrow
                        visible: !demo.atStart
                        x: ketBefore.width + ketRow.gap
                        anchors.verticalCenter: parent.verticalCenter
                        text: "→"
                        color: Theme.accent
                        font.pixelSize: 64 * root.unit
                    }
                    Column {
                        id: ketAfter
                        x: demo.atStart ? 0 : arrow.x + arrow.implicitWidth + ketRow.gap
                        width: ketRow.width - x
                        spacing: 5
                        anchors.verticalCenter: parent.verticalCenter
                        Label {
                            objectName: "ketAfter"
                            width: parent.width
                            text: demo.after.ket
                            color: Theme.text
                            font.pixelSize: (root.presenting ? 64 : 52) * root.unit
                            font.bold: true
                            fontSizeMode: Text.HorizontalFit
                            minimumPixelSize: root.smallestText
                            horizontalAlignment: Text.AlignHCenter
                        }
                        Label {
                            id: namedAfter
                            objectName: "namedAfter"
                            width: parent.width
                            text: (demo.after.named !== "" && demo.after.named !== demo.after.ket ? "= " + demo.after.named + "   " : "")
                                  + demo.after.planets
                            color: demo.atEnd ? Theme.success : Theme.note
                            font.pixelSize: 24 * root.unit
                            wrapMode: Text.Wrap
                            horizontalAlignment: Text.AlignHCenter
                        }
                    }
                }
            }
            // A fixed model: the two spheres are made once and follow the readings. A model built
            // from the readings made them anew at every step inside the GridLayout, which then
            // crashed laying out a sphere already destroyed when the window was resized (the UI
            // fuzzer's seed 3: Alt+3 chose a Bell state, then a resize).
            Repeater {
                model: 2
                delegate: BlochSphere {
                    required property int index
                    readonly property bool mercurial: index === 0
                    readonly property var bloch: mercurial ? measurer.mercurialBloch : measurer.rubiconBloch
                    objectName: "demoBloch" + index
                    visible: !root.presenting
                    title: mercurial ? qsTr("Mercurial") : qsTr("Rubicon")
                    color: mercurial ? Theme.mercurial : Theme.rubicon
                    bx: bloch.x
                    description: mercurial ? measurer.mercurialBloch.words : measurer.rubiconBloch.words
                    by: bloch.y
                    bz: bloch.z
                    purity: bloch.purity
                    entropy: bloch.entropy
                    unit: root.unit
                    // Beside the ket's box when the row is wide enough, else below the fold.
                    Layout.row: root.spheresBeside ? 0 : 3
                    Layout.column: root.spheresBeside ? 1 + index : index
                    Layout.fillWidth: !root.spheresBeside
                    Layout.preferredWidth: 200 * root.unit
                    Layout.preferredHeight: 200 * root.unit
                }
            }
            Label {
                id: orderNote
                objectName: "orderNote"
                Layout.row: 1
                Layout.column: 0
                Layout.columnSpan: ketGrid.columns
                //: %1: the qubit order as a ket label (|Mercurial Rubicon>).
                text: qsTr("Kets in %1 order: Mercurial's bit first.").arg(demo.orderLabel)
                color: Theme.textDim
                font.pixelSize: 18 * root.unit
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            // The fold: what follows the first screen starts where the page's view ends, so the
            // Back / Next bar never cuts it in two.
            Item {
                objectName: "demoFold"
                Layout.row: 2
                Layout.column: 0
                Layout.columnSpan: ketGrid.columns
                Layout.fillWidth: true
                Layout.preferredHeight: root.foldGap
            }
        }
        MatrixView {
            id: matrixBelow
            objectName: "matrixBelow"
            visible: !root.measuring && !root.presenting && !root.matrixBeside
            entries: demo.gateMatrix.entries
            basisLabels: demo.basisLabels
            title: demo.gateMatrix.title
            unit: root.unit
            Layout.preferredWidth: Math.min(640 * root.unit, content.width)
            Layout.preferredHeight: implicitHeight
            Layout.alignment: Qt.AlignHCenter
        }
    }
    }
    // Back and Next stay at the bottom of the window, whatever the page scrolls to.
    RowLayout {
        id: navigation
        objectName: "demoNavigation"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.leftMargin: 24 * root.unit
        anchors.rightMargin: 24 * root.unit + scrollBar.width
        anchors.bottomMargin: 12 * root.unit
        spacing: 16 * root.unit
        Button {
            objectName: "backButton"
            text: qsTr("← Back")
            enabled: !demo.atStart || root.measuring
            font.pixelSize: 26 * root.unit
            implicitHeight: 52 * root.unit
            Layout.minimumWidth: implicitWidth
            focusPolicy: Qt.TabFocus
            onClicked: root.back()
        }
        Item { Layout.fillWidth: true }
        Button {
            objectName: "nextButton"
            //: %1: the next Bell state's name (Φ-), inside a ket.
            text: root.measuring ? qsTr("Next: |%1> →").arg(demo.variantNames[(demo.variant + 1) % 4])
                  : demo.atEnd ? qsTr("Measure →") : qsTr("Next →")
            highlighted: true
            font.pixelSize: 26 * root.unit
            implicitHeight: 52 * root.unit
            Layout.minimumWidth: implicitWidth
            focusPolicy: Qt.TabFocus
            onClicked: root.forward()
        }
    }
}
