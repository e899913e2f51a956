import QtQuick
import QtQuick.Shapes
import QtTest
import Entanglion.Ui
import Entanglion.Style

// The map: all twelve planets at the printed board's places, every printed path with its label,
// Mercurial's lines solid and Rubicon's dashed, the grey entry lines, the two ships.
Item {
    id: root
    width: 900
    height: 860

    MapModel { id: mapModel }
    PathModel { id: pathModel }
    GalaxyMap {
        id: map
        anchors.fill: parent
        mapModel: mapModel
        pathModel: pathModel
    }

    TestCase {
        name: "GalaxyMap"
        when: windowShown

        function planetItems() {
            const canvas = findChild(map, "mapCanvas")
            const result = []
            for (let i = 0; i < canvas.children.length; ++i) {
                const child = canvas.children[i]
                if (child.objectName.indexOf("planet_") === 0) result.push(child)
            }
            return result
        }

        function test_allTwelvePlanetsAreDrawn() {
            const planets = planetItems()
            compare(planets.length, 12)
            const names = planets.map(p => p.name).sort()
            compare(names, ["MINUS", "OMEGA ONE", "OMEGA THREE", "OMEGA TWO", "OMEGA ZERO", "ONE",
                            "PHI MINUS", "PHI PLUS", "PLUS", "PSI MINUS", "PSI PLUS", "ZERO"])
        }

        function test_planetsSitAtThePrintedCoordinates() {
            const phiPlus = findChild(map, "planet_PHI_PLUS")
            compare(phiPlus.x + phiPlus.width / 2, 395)
            compare(phiPlus.y + phiPlus.height / 2, 520)
            const one = findChild(map, "planet_ONE")
            // ONE is left of and above ZERO on the printed board.
            verify(one.x < findChild(map, "planet_ZERO").x)
            verify(one.y < findChild(map, "planet_ZERO").y)
        }

        function test_everyPathIsDrawnWithItsLabel() {
            compare(findChild(map, "pathRepeater").count, 24)   // 16 paths + 8 entry-line segments
            const zeroOne = findChild(map, "path_ZERO_ONE")
            verify(zeroOne !== null)
            compare(zeroOne.label, "X/CNOT")
            compare(findChild(zeroOne, "pathLabel").visible, true)
            const swap = findChild(map, "path_OMEGA_ZERO_OMEGA_THREE")
            compare(swap.label, "SWAP")
        }

        function test_mercurialSolidRubiconDashed() {
            // OMEGA ZERO - OMEGA ONE is printed with Rubicon's line only: one dashed stroke.
            const rubiconOnly = findChild(map, "path_OMEGA_ZERO_OMEGA_ONE")
            compare(rubiconOnly.mercurialLine, false)
            compare(rubiconOnly.children[0].visible, false)
            compare(rubiconOnly.children[1].visible, true)
            compare(rubiconOnly.children[1].data[0].strokeStyle, ShapePath.DashLine)
            // OMEGA ONE - OMEGA THREE is Mercurial's only: one solid stroke.
            const mercurialOnly = findChild(map, "path_OMEGA_ONE_OMEGA_THREE")
            compare(mercurialOnly.children[0].visible, true)
            compare(mercurialOnly.children[0].data[0].strokeStyle, ShapePath.SolidLine)
            compare(mercurialOnly.children[1].visible, false)
            // ZERO - PLUS works for both: both strokes, side by side.
            const both = findChild(map, "path_ZERO_PLUS")
            compare(both.children[0].visible, true)
            compare(both.children[1].visible, true)
            verify(both.gap > 0)
        }

        function test_entryLinesAreGreyAndDotted() {
            const entry = findChild(map, "path_ZERO_PHI_PLUS")
            verify(entry !== null)
            compare(entry.entry, true)
            compare(entry.children[0].data[0].strokeStyle, ShapePath.DashLine)
            compare(entry.children[0].data[0].strokeColor, Theme.entryLine)
            compare(entry.label, "CNOT")
        }

        function test_shipsStartOnTheirPlanets() {
            const mercurial = findChild(map, "ship_mercurial")
            const rubicon = findChild(map, "ship_rubicon")
            compare(mercurial.planet, "ZERO")
            compare(rubicon.planet, "ZERO")
            // Side by side on a shared planet: Mercurial left, Rubicon right of the planet centre.
            verify(mercurial.x + mercurial.width < 210)
            verify(rubicon.x > 210)
        }

        function test_mapScalesToFit() {
            const canvas = findChild(map, "mapCanvas")
            const scale = map.mapScale
            verify(scale > 0)
            verify(canvas.width * scale <= map.width + 0.5)
            verify(canvas.height * scale <= map.height + 0.5)
            root.width = 450
            verify(map.mapScale < scale)
            root.width = 900
        }
    }
}
