import QtQuick
import QtQuick.Controls
import Entanglion.Lessons
import Entanglion.Style

// The compact map of the open lesson: the planets it can touch at their board positions, the
// board's printed paths between them that the lesson's cards use (grey lines with their card
// labels), the ships (M and R marks) on their planets, and a ring on the goal planets. Planets are
// sized so the closest two never overlap.
Rectangle {
    id: root
    required property LessonMapModel mapModel
    /// Where the ships are and their state, in words, for a screen reader.
    property string description
    Accessible.role: Accessible.Graphic
    Accessible.name: qsTr("Lesson map")
    Accessible.description: description
    color: Theme.panel
    radius: Theme.radius
    border.color: Theme.panelBorder

    readonly property real planetSize: Math.max(24, Math.min(Math.max(44, Math.min(width, height) / 6),
                                                             0.75 * root.mapModel.closestPair * Math.min(width * 0.7, height * 0.6)))
    readonly property real usableWidth: width - planetSize * 1.6
    readonly property real usableHeight: height - planetSize * 1.9

    Label {
        anchors.centerIn: parent
        visible: !root.mapModel.shipsOnMap
        objectName: "mapNoPlanet"
        text: qsTr("The board names no planet for this state")
        color: Theme.textDim
        font.pixelSize: Theme.readingFontSmall
        z: 2
    }

    // The printed paths, under the planets.
    Canvas {
        id: pathCanvas
        objectName: "mapPaths"
        anchors.fill: parent
        readonly property var paths: root.mapModel.paths
        readonly property real planetSize: root.planetSize
        onPathsChanged: requestPaint()
        onPlanetSizeChanged: requestPaint()
        onWidthChanged: requestPaint()
        onHeightChanged: requestPaint()
        function centre(x, y) {
            return { x: root.planetSize * 0.8 + x * root.usableWidth, y: root.planetSize * 0.8 + y * root.usableHeight }
        }
        onPaint: {
            const ctx = getContext("2d")
            ctx.reset()
            ctx.strokeStyle = Theme.textDim
            ctx.lineWidth = 2
            ctx.font = Theme.readingFontSmall + "px sans-serif"
            for (const path of paths) {
                const a = centre(path.fromX, path.fromY), b = centre(path.toX, path.toY)
                ctx.beginPath(); ctx.moveTo(a.x, a.y); ctx.lineTo(b.x, b.y); ctx.stroke()
            }
            // The card labels after every line, each on a patch of the map's colour so that no
            // line runs through one, at the first spot along its line (the middle first) that
            // covers no planet, no planet's name and no label placed before.
            const size = Theme.readingFontSmall
            const taken = []
            for (let i = 0; i < planetRepeater.count; ++i) {
                const planet = planetRepeater.itemAt(i)
                if (!planet) continue
                taken.push(Qt.rect(planet.x, planet.y, planet.width, planet.height))
                taken.push(planet.nameBox)
            }
            const placed = []
            for (const path of paths) {
                const a = centre(path.fromX, path.fromY), b = centre(path.toX, path.toY)
                const width = ctx.measureText(path.label).width + 4
                let box = null
                for (const t of [0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8]) {
                    const candidate = Qt.rect(a.x + t * (b.x - a.x) + 2, a.y + t * (b.y - a.y) - 4 - size,
                                              width, size * 1.3)
                    if (!taken.some(other => overlaps(candidate, other))) { box = candidate; break }
                }
                if (box === null)  // nowhere free: the middle, as printed
                    box = Qt.rect((a.x + b.x) / 2 + 2, (a.y + b.y) / 2 - 4 - size, width, size * 1.3)
                taken.push(box)
                placed.push(box)
                ctx.fillStyle = root.color
                ctx.fillRect(box.x, box.y, box.width, box.height)
                ctx.fillStyle = Theme.textDim
                ctx.fillText(path.label, box.x + 2, box.y + size)
            }
            labelBoxes = placed
        }
        /// Where the card labels were drawn (map coordinates), for the layout tests.
        property var labelBoxes: []
        function overlaps(r, s) {
            return r.x < s.x + s.width && s.x < r.x + r.width && r.y < s.y + s.height && s.y < r.y + r.height
        }
    }
    Repeater {
        id: planetRepeater
        model: root.mapModel
        delegate: Item {
            id: planet
            required property string planetId
            required property string name
            required property string ket
            required property int galaxy
            required property real mapX
            required property real mapY
            required property bool mercurialHere
            required property bool rubiconHere
            required property bool goal

            objectName: "planet_" + planetId
            /// The name's box on the map, which the card labels keep clear of.
            readonly property rect nameBox: Qt.rect(x + nameLabel.x, y + nameLabel.y, nameLabel.width, nameLabel.height)
            onNameBoxChanged: pathCanvas.requestPaint()
            width: root.planetSize
            height: root.planetSize
            // The ket fits its disc at the smallest text size, or it is written after the name.
            readonly property bool ketInside: ketMetrics.advanceWidth <= width * 0.9
            TextMetrics { id: ketMetrics; text: planet.ket; font.pixelSize: Theme.minimumFont; font.bold: true }
            x: root.planetSize * 0.3 + planet.mapX * root.usableWidth
            y: root.planetSize * 0.3 + planet.mapY * root.usableHeight

            Rectangle {
                id: disc
                anchors.fill: parent
                radius: width / 2
                color: Theme.galaxyColor(planet.galaxy)
                border.color: planet.goal ? Theme.accent : Theme.discOutline
                border.width: (planet.goal ? 4 : 2) * Theme.lineScale
                Label {
                    objectName: "lessonPlanetKet"
                    visible: planet.ketInside
                    anchors.centerIn: parent
                    // The ket stays inside its disc when the zoom makes the text larger than the map.
                    width: parent.width * 0.9
                    height: parent.height * 0.6
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                    fontSizeMode: Text.Fit
                    minimumPixelSize: Theme.minimumFont
                    text: planet.ket
                    color: Theme.galaxyKetColor(planet.galaxy)
                    font.pixelSize: Theme.readingFontNormal
                    font.bold: true
                }
            }
            Label {
                id: nameLabel
                objectName: "lessonPlanetName"
                anchors.top: disc.bottom
                anchors.horizontalCenter: disc.horizontalCenter
                horizontalAlignment: Text.AlignHCenter
                // Near planets (ZERO and PHI PLUS) would run their names together: a name wider
                // than its disc wraps, and a ket too wide for the disc goes on a line of its own.
                width: Math.min(Math.max(nameMetrics.advanceWidth, ketLine.advanceWidth) + 2, disc.width * 1.8)
                wrapMode: Text.Wrap
                TextMetrics { id: nameMetrics; font: nameLabel.font; text: planet.name + (planet.goal ? " ★" : "") }
                TextMetrics { id: ketLine; font: nameLabel.font; text: planet.ketInside ? "" : planet.ket }
                text: planet.name + (planet.goal ? " ★" : "") + (planet.ketInside ? "" : "\n" + planet.ket)
                color: planet.goal ? Theme.accent : Theme.textDim
                font.pixelSize: Theme.readingFontSmall
                // A patch of the map's colour under the name: the printed paths leave a planet
                // downwards too, and a line through the letters made ONE and ZERO hard to read.
                background: Rectangle { objectName: "lessonPlanetNamePatch"; color: root.color; radius: 2 }
            }
            Rectangle {
                objectName: "mercurialMark"
                visible: planet.mercurialHere
                width: Math.max(parent.width * 0.42, Theme.minimumFont * 1.7)
                height: width
                radius: width / 2
                // Above the disc's upper left, off the ket written inside it.
                x: -width * 0.55
                y: -height * 0.7
                color: Theme.mercurial
                border.color: Theme.shipOutline
                Label { anchors.centerIn: parent; text: "M"; color: Theme.textOnShip; font.bold: true; font.pixelSize: parent.height * 0.6 }
            }
            Rectangle {
                objectName: "rubiconMark"
                visible: planet.rubiconHere
                width: Math.max(parent.width * 0.42, Theme.minimumFont * 1.7)
                height: width
                radius: width / 2
                x: parent.width - width * 0.45
                y: -height * 0.7
                color: Theme.rubicon
                border.color: Theme.shipOutline
                Label { anchors.centerIn: parent; text: "R"; color: Theme.textOnShip; font.bold: true; font.pixelSize: parent.height * 0.6 }
            }
        }
    }
}
