import QtQuick
import QtTest
import Entanglion.Lessons

// The presenter keys step the Bell demo forwards and backwards; the ket texts and the matrix
// follow (values are the engine's: see bell_demo_controller_test.cpp for the arithmetic).
TestCase {
    id: testCase
    name: "BellDemo"
    when: windowShown
    visible: true  // TestCase is invisible by default, which would hide (and disable clicks on) the page
    width: 1280
    height: 720

    Component {
        id: demoComponent
        BellDemo { width: 1280; height: 720 }
    }

    function text(item, name) {
        const child = findChild(item, name)
        verify(child !== null, "no item named " + name)
        return child.text
    }

    // The circuit is drawn from the controller's typed columns: H on Mercurial's line, then the
    // CNOT's target on Rubicon's line below it; a gate is faint until it is applied.
    function test_circuit_columns() {
        const demo = createTemporaryObject(demoComponent, testCase)
        demo.forceActiveFocus()
        const h = findChild(demo, "circuitGate_0")
        const cnot = findChild(demo, "circuitGate_1")
        verify(h !== null && cnot !== null)
        compare(h.modelData.label, "H")
        compare(cnot.modelData.label, "⊕")
        compare(cnot.modelData.controlLine, 0)
        verify(cnot.modelData.line > h.modelData.line)
        verify(!h.modelData.applied)
        keyClick(Qt.Key_Right)
        tryVerify(() => findChild(demo, "circuitGate_0").modelData.applied, 1000)
        verify(findChild(demo, "circuitGate_0").modelData.current)
        verify(!findChild(demo, "circuitGate_1").modelData.applied)
    }

    function test_stepping_keys() {
        const demo = createTemporaryObject(demoComponent, testCase)
        demo.forceActiveFocus()
        compare(text(demo, "ketAfter"), "|00>")
        compare(text(demo, "matrixTitle"), "No gate yet")
        compare(text(demo, "circuitLineLabel_0"), "Mercurial  |0>")
        compare(text(demo, "circuitLineLabel_1"), "Rubicon  |0>")
        verify(!findChild(demo, "matrixGrid").visible)

        keyClick(Qt.Key_Right)
        compare(text(demo, "ketBefore"), "|00>")
        compare(text(demo, "ketAfter"), "(|00> + |10>)/√2")
        verify(text(demo, "namedAfter").indexOf("|+0>") >= 0)
        compare(text(demo, "matrixTitle"), "H ⊗ I")
        verify(findChild(demo, "matrixGrid").visible)
        compare(text(demo, "matrixEntry_0_0"), "1/√2")
        compare(text(demo, "matrixEntry_2_2"), "-1/√2")
        compare(text(demo, "matrixEntry_2_3"), "0")
        // Laid out as a matrix: each label left of its row / above its column, cells centred.
        function centre(name) {
            const item = findChild(demo, name)
            return item.mapToItem(demo, item.width / 2, item.height / 2)
        }
        tryVerify(() => centre("matrixRowLabel_2").x < centre("matrixEntry_2_0").x, 1000)
        const rowLabel = centre("matrixRowLabel_2")
        const columnLabel = centre("matrixColumnLabel_0")
        const entry = centre("matrixEntry_2_0")
        const below = centre("matrixEntry_3_0")
        const right = centre("matrixEntry_2_1")
        verify(columnLabel.y < entry.y && entry.y < below.y && entry.x < right.x)
        verify(Math.abs(columnLabel.x - entry.x) < 1 && Math.abs(below.x - entry.x) < 1)
        verify(Math.abs(rowLabel.y - entry.y) < 1 && Math.abs(right.y - entry.y) < 1)

        keyClick(Qt.Key_Space)
        compare(text(demo, "ketBefore"), "(|00> + |10>)/√2")
        compare(text(demo, "ketAfter"), "(|00> + |11>)/√2")
        verify(text(demo, "namedAfter").indexOf("|Φ+>") >= 0)
        verify(text(demo, "namedAfter").indexOf("PHI PLUS") >= 0)
        compare(text(demo, "matrixEntry_2_3"), "1")
        compare(text(demo, "matrixEntry_2_2"), "0")

        keyClick(Qt.Key_PageDown)  // after the last gate: the Measure step, same state
        verify(demo.measuring)
        compare(text(demo, "ketAfter"), "(|00> + |11>)/√2")
        keyClick(Qt.Key_Left)  // leaves the Measure step
        verify(!demo.measuring)
        compare(text(demo, "ketAfter"), "(|00> + |11>)/√2")
        keyClick(Qt.Key_Left)
        compare(text(demo, "ketAfter"), "(|00> + |10>)/√2")
        compare(text(demo, "matrixEntry_0_0"), "1/√2")
        keyClick(Qt.Key_Backspace)
        compare(text(demo, "ketAfter"), "|00>")
        keyClick(Qt.Key_PageUp)  // at the start: nothing changes
        compare(text(demo, "ketAfter"), "|00>")
        keyClick(Qt.Key_PageDown)
        compare(text(demo, "ketAfter"), "(|00> + |10>)/√2")
    }

    function test_choose_bell_state() {
        const demo = createTemporaryObject(demoComponent, testCase)
        demo.forceActiveFocus()
        keyClick(Qt.Key_Right)
        keyClick(Qt.Key_4)
        compare(demo.controller.variantName, "Ψ-")
        compare(text(demo, "ketAfter"), "|00>")  // back to the start
        verify(text(demo, "demoTitle").replace(/\u2060/g, "").indexOf("|Ψ->") >= 0)  // its ket kept whole (Typeset.ket)
        keyClick(Qt.Key_End)
        compare(text(demo, "ketAfter"), "(|01> - |10>)/√2")
        keyClick(Qt.Key_2)
        keyClick(Qt.Key_End)
        compare(text(demo, "ketAfter"), "(|00> - |11>)/√2")
    }

    // Next on the Measure step goes on to the next Bell state (Ψ- wraps round to Φ+).
    function test_next_after_measuring_goes_to_the_next_bell_state() {
        const demo = createTemporaryObject(demoComponent, testCase)
        demo.forceActiveFocus()
        const names = ["Φ+", "Φ-", "Ψ+", "Ψ-", "Φ+"]
        for (let variant = 0; variant < 4; ++variant) {
            compare(demo.controller.variantName, names[variant])
            keyClick(Qt.Key_End)
            verify(demo.measuring)
            verify(text(demo, "nextButton").indexOf(names[variant + 1]) >= 0, text(demo, "nextButton"))
            keyClick(Qt.Key_PageDown)
            verify(!demo.measuring)
            compare(demo.controller.step, 0)
        }
        compare(demo.controller.variantName, "Φ+")
    }

    // P: the presentation layout keeps the circuit, the ket and the caption, larger; the matrix
    // and the Bloch spheres come back with P.
    function test_presentation_key() {
        const demo = createTemporaryObject(demoComponent, testCase)
        demo.forceActiveFocus()
        keyClick(Qt.Key_Right)
        const caption = findChild(demo, "caption").font.pixelSize
        verify(findChild(demo, "matrix").visible && findChild(demo, "demoBloch0").visible)
        keyClick(Qt.Key_P)
        verify(demo.presenting)
        verify(!findChild(demo, "matrix").visible && !findChild(demo, "demoBloch0").visible)
        verify(findChild(demo, "circuit").visible && findChild(demo, "ketAfter").visible)
        verify(findChild(demo, "caption").font.pixelSize > caption)
        keyClick(Qt.Key_P)
        verify(findChild(demo, "matrix").visible)
    }

    function test_escape_asks_to_close() {
        const demo = createTemporaryObject(demoComponent, testCase)
        demo.forceActiveFocus()
        const spy = createTemporaryQmlObject("import QtTest; SignalSpy { signalName: \"closeRequested\" }", testCase)
        spy.target = demo
        keyClick(Qt.Key_Escape)
        compare(spy.count, 1)
    }
}
