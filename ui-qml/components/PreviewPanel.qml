pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Entanglion.Ui
import Entanglion.Style

// The preview of a hovered or selected engine card: where it takes the ships (also highlighted on
// the map), what the gate does to the live state, and the gate's 4x4 matrix in |Mercurial Rubicon>
// order.
// It sits in the corner of the map that keeps the destination planets (and where the ships are)
// in view: the first corner whose rectangle misses them all, else the one covering least.
Pane {
    id: root
    property CardPreview preview
    /// Where the destinations and the ships are (not to be hidden).
    property MapModel mapModel
    property GalaxyMap map
    objectName: "previewPanel"
    visible: preview && preview.previewing

    // The planets the preview must not hide: destinations first, then the ships' current planets.
    readonly property var keepVisible: {
        const model = mapModel
        if (!model || !map || !visible) return []
        const ids = [model.previewMercurialPlanet, model.previewRubiconPlanet, model.mercurialPlanet, model.rubiconPlanet]
        const rects = []
        for (let i = 0; i < ids.length; ++i)
            if (ids[i].length > 0) rects.push(map.planetFootprint(ids[i]))
        return rects
    }
    // Never more than 45% of the map either way (scaled down when the zoom makes it larger), so
    // one corner is always left free of any planet in the middle.
    readonly property real fit: map ? Math.min(1, 0.45 * map.width / implicitWidth, 0.45 * map.height / implicitHeight) : 1
    scale: fit
    transformOrigin: Item.TopLeft
    readonly property rect placement: {
        const w = implicitWidth * fit
        const h = implicitHeight * fit
        const mw = map ? map.width : w
        const mh = map ? map.height : h
        const corners = [Qt.rect(mw - w, mh - h, w, h), Qt.rect(0, mh - h, w, h), Qt.rect(mw - w, 0, w, h), Qt.rect(0, 0, w, h)]
        let best = corners[0]
        let bestCost = Infinity
        for (let c = 0; c < corners.length; ++c) {
            let cost = 0
            for (let i = 0; i < keepVisible.length; ++i) {
                const r = keepVisible[i]
                const ox = Math.max(0, Math.min(corners[c].x + w, r.x + r.width) - Math.max(corners[c].x, r.x))
                const oy = Math.max(0, Math.min(corners[c].y + h, r.y + r.height) - Math.max(corners[c].y, r.y))
                // A destination weighs far more than a ship's current planet.
                cost += ox * oy * (i < 2 ? 1000 : 1)
            }
            if (cost < bestCost) { bestCost = cost; best = corners[c] }
        }
        return best
    }
    x: placement.x
    y: placement.y
    padding: Theme.spacing
    background: Rectangle { color: Theme.panel; opacity: 0.96; radius: Theme.radius; border.color: Theme.accent }

    ColumnLayout {
        spacing: 4
        Label {
            objectName: "previewTitle"
            text: root.preview ? root.preview.title : ""
            font.pixelSize: Theme.fontLarge
            font.bold: true
            color: Theme.accent
        }
        Label {
            objectName: "previewText"
            text: root.preview ? root.preview.text : ""
            font.pixelSize: Theme.fontSmall
            color: Theme.text
            wrapMode: Text.Wrap
            Layout.maximumWidth: Math.min(380 * Theme.zoom, root.map ? root.map.width * 0.6 : 380 * Theme.zoom)
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
                model: root.preview ? root.preview.matrix : null
                delegate: Text {
                    required property bool zero
                    required text
                    horizontalAlignment: Text.AlignRight
                    Layout.preferredWidth: 44 * Theme.zoom
                    font.pixelSize: Theme.fontNormal
                    font.family: "monospace"
                    color: zero ? Theme.textDim : Theme.text
                }
            }
        }
    }
}
