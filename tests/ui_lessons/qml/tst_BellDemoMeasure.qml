import QtQuick
import QtTest
import Entanglion.Lessons

// The classroom flow by mouse: the Next button builds Φ+, then offers the Measure step; 100 shots in
// ZZ and in XX give only 00 and 11; the Bloch spheres are at the centre; the variant buttons switch
// to Ψ-; PageUp / PageDown (a presenter clicker) step too.
TestCase {
    id: testCase
    name: "BellDemoMeasure"
    when: windowShown
    visible: true
    width: 1280
    height: 720

    Component {
        id: demoComponent
        BellDemo { width: 1280; height: 720 }
    }

    function click(demo, name) {
        const item = findChild(demo, name)
        verify(item !== null, "no item named " + name)
        verify(item.visible && item.enabled, name + " is not clickable")
        mouseClick(item)
    }

    function test_mouse_builds_measures_and_switches() {
        const demo = createTemporaryObject(demoComponent, testCase)
        demo.forceActiveFocus()
        verify(!findChild(demo, "backButton").enabled)
        click(demo, "nextButton")
        compare(demo.controller.step, 1)
        const mercurial = findChild(demo, "demoBloch0")  // H made Mercurial |+>: right, on the equator
        fuzzyCompare(mercurial.tipX, mercurial.centreX + mercurial.radius, 0.01)
        click(demo, "nextButton")
        compare(demo.controller.step, 2)
        compare(findChild(demo, "demoBloch0").length, 0)
        compare(findChild(findChild(demo, "demoBloch1"), "blochLabel").text, "entangled: this ship has no state of its own")
        compare(findChild(demo, "nextButton").text, "Measure →")
        verify(findChild(demo, "caption").text.indexOf("entangled") >= 0)

        click(demo, "nextButton")
        verify(demo.measuring)
        verify(findChild(demo, "demoMeasurePanel").visible)
        click(demo, "measureButton")
        let counts = demo.measurement.counts
        compare(counts[0] + counts[1] + counts[2] + counts[3], 100)
        compare(counts[1] + counts[2], 0)
        click(demo, "mercurialBasisX")
        click(demo, "rubiconBasisX")
        compare(demo.measurement.basisId, "XX")
        click(demo, "measureButton")
        counts = demo.measurement.counts
        compare(counts[1] + counts[2], 0)
        verify(counts[0] > 0 && counts[3] > 0)
        verify(findChild(demo, "verdictText").text.indexOf("Always equal") >= 0)

        click(demo, "backButton")
        verify(!demo.measuring)
        click(demo, "variantButton3")
        compare(demo.controller.variant, 3)
        compare(demo.controller.step, 0)
    }

    function test_clicker_keys() {
        const demo = createTemporaryObject(demoComponent, testCase)
        demo.forceActiveFocus()
        keyClick(Qt.Key_PageDown)
        keyClick(Qt.Key_PageDown)
        compare(demo.controller.step, 2)
        keyClick(Qt.Key_PageDown)
        verify(demo.measuring)
        keyClick(Qt.Key_PageUp)
        verify(!demo.measuring)
        compare(demo.controller.step, 2)
    }

    // The zoom scales everything where the window has the height for it (a tall window); where the
    // first screen (title to ket, and Back / Next) would not fit, it scales only as far as it fits,
    // and never below the design size.
    function test_zoom_scales_the_content() {
        const tall = createTemporaryObject(demoComponent, testCase, { height: 1400 })
        const before = findChild(tall, "caption").font.pixelSize
        tall.zoom = 1.5
        fuzzyCompare(findChild(tall, "caption").font.pixelSize, before * 1.5, 0.01)

        const wide = createTemporaryObject(demoComponent, testCase)
        const designSize = findChild(wide, "caption").font.pixelSize
        wide.zoom = 1.5
        verify(wide.unit >= 1 && wide.unit < 1.5, "unit " + wide.unit)
        verify(wide.firstScreenHeight(wide.unit) <= wide.height || wide.unit === 1)
        verify(findChild(wide, "caption").font.pixelSize >= designSize)
    }
}
