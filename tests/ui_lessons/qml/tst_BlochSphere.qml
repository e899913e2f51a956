import QtQuick
import QtTest
import Entanglion.Lessons

// The Bloch sphere's arrow touches the surface for a ship with a state of its own (|0> straight up,
// |+> to the right) and shrinks to the centre for an entangled ship, which is labelled as such.
TestCase {
    id: testCase
    name: "BlochSphere"
    when: windowShown
    visible: true
    width: 240
    height: 300

    Component {
        id: sphereComponent
        BlochSphere { width: 240; height: 300; title: "Mercurial" }
    }

    function test_zero_points_up_to_the_surface() {
        const sphere = createTemporaryObject(sphereComponent, testCase, { bx: 0, by: 0, bz: 1 })
        verify(sphere.radius > 30)
        fuzzyCompare(sphere.tipX, sphere.centreX, 0.01)
        fuzzyCompare(sphere.tipY, sphere.centreY - sphere.radius, 0.01)
        compare(findChild(sphere, "blochLabel").text, "a state of its own")
        compare(findChild(sphere, "blochNumbers").text, "purity 1.00 · entropy 0.00 bit")
    }

    function test_plus_points_right_on_the_equator() {
        const sphere = createTemporaryObject(sphereComponent, testCase, { bx: 1, by: 0, bz: 0 })
        fuzzyCompare(sphere.tipX, sphere.centreX + sphere.radius, 0.01)
        fuzzyCompare(sphere.tipY, sphere.centreY, 0.01)
    }

    function test_an_entangled_ship_shrinks_to_the_centre() {
        const sphere = createTemporaryObject(sphereComponent, testCase,
                                             { bx: 0, by: 0, bz: 0, purity: 0.5, entropy: 1 })
        compare(sphere.tipX, sphere.centreX)
        compare(sphere.tipY, sphere.centreY)
        compare(findChild(sphere, "blochLabel").text, "entangled: this ship has no state of its own")
        compare(findChild(sphere, "blochNumbers").text, "purity 0.50 · entropy 1.00 bit")
    }
}
