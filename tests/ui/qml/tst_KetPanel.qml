import QtQuick
import QtTest
import Entanglion.Ui
import Entanglion.Style

// The ket panel: exact ket text, order switch, amplitude bars with sign, probabilities,
// entanglement.
Item {
    id: root
    width: 420
    height: 1100  // room for the measurement panel under the bars

    KetModel { id: ket }
    KetPanel {
        id: panel
        ketModel: ket
        width: 400
    }

    TestCase {
        name: "KetPanel"
        when: windowShown

        function init() {
            ket.rubiconFirst = false
            verify(ket.setAmplitudes([1, 0, 0, 0, 0, 0, 0, 0]))
        }

        // The ket as it reads (Typeset.ket joins each term's characters so a term never breaks).
        function readable(text) { return text.replace(/\u2060/g, "").replace(/\u00a0/g, " ") }

        function test_showsTheExactKetAndItsOrder() {
            const h = Math.SQRT1_2
            verify(ket.setAmplitudes([h, 0, 0, 0, 0, 0, h, 0]))
            compare(readable(findChild(panel, "ketText").text), "(|00> + |11>)/√2")
            compare(findChild(panel, "orderSwitch").text, "|Mercurial Rubicon>")
            compare(findChild(panel, "stateName").text, "PHI PLUS")
            verify(findChild(panel, "entanglementText").text.indexOf("Entangled") === 0)
        }

        function test_orderSwitchRewritesTheKet() {
            // Mercurial ZERO, Rubicon ONE.
            verify(ket.setAmplitudes([0, 0, 1, 0, 0, 0, 0, 0]))
            const ketText = findChild(panel, "ketText")
            compare(readable(ketText.text), "|01>")
            const button = findChild(panel, "orderSwitch")
            mouseClick(button)
            compare(ket.rubiconFirst, true)
            compare(button.text, "|Rubicon Mercurial>")
            compare(readable(ketText.text), "|10>")
            mouseClick(button)
            compare(readable(ketText.text), "|01>")
        }

        function test_barsShowSignAndProbabilities() {
            const h = Math.SQRT1_2
            // Mercurial ZERO, Rubicon MINUS: (|00> - |01>)/√2.
            verify(ket.setAmplitudes([h, 0, -h, 0, 0, 0, 0, 0]))
            const positive = findChild(findChild(panel, "amplitudeRow0"), "amplitudeBar")
            const negative = findChild(findChild(panel, "amplitudeRow1"), "amplitudeBar")
            const axis = positive.parent.width / 2
            // Positive amplitudes grow right of the axis, negative ones left of it.
            fuzzyCompare(positive.x, axis, 0.5)
            fuzzyCompare(negative.x + negative.width, axis, 0.5)
            verify(negative.width > 0)
            compare(findChild(findChild(panel, "amplitudeRow1"), "amplitudeText").text, "-1/√2")
            compare(findChild(findChild(panel, "amplitudeRow1"), "probabilityText").text, "50%")
            compare(findChild(findChild(panel, "amplitudeRow2"), "probabilityText").text, "0%")
            verify(findChild(panel, "entanglementText").text.indexOf("Not entangled") === 0)
        }

        function test_globalPhaseIsNamed() {
            const h = Math.SQRT1_2
            verify(ket.setAmplitudes([0, 0, -h, 0, h, 0, 0, 0]))
            const name = findChild(panel, "stateName").text
            verify(name.indexOf("-1") === 0, name)
            verify(name.indexOf("PSI MINUS") > 0, name)
        }

        function test_zoomScalesText() {
            const ketText = findChild(panel, "ketText")
            const before = ketText.font.pixelSize
            Theme.zoomIn()
            verify(ketText.font.pixelSize > before)
            Theme.zoomReset()
            compare(ketText.font.pixelSize, before)
        }

        function test_measuringShowsBlochSpheresAndNeverChangesTheState() {
            const h = Math.SQRT1_2
            verify(ket.setAmplitudes([h, 0, 0, 0, 0, 0, h, 0]))
            const toggle = findChild(panel, "measureToggle")
            verify(!findChild(panel, "liveMeasurePanel").visible)
            mouseClick(toggle)
            tryVerify(() => findChild(panel, "liveMeasurePanel").visible, 1000)
            compare(findChild(findChild(panel, "liveBlochMercurial"), "blochLabel").text,
                    "entangled: this ship has no state of its own")
            mouseClick(findChild(panel, "shots1000"))
            mouseClick(findChild(panel, "measureButton"))
            compare(findChild(panel, "cell01").text, "0")
            compare(findChild(panel, "cell10").text, "0")
            compare(Number(findChild(panel, "cell00").text) + Number(findChild(panel, "cell11").text), 1000)
            // The live state is untouched.
            compare(readable(findChild(panel, "ketText").text), "(|00> + |11>)/√2")
            verify(findChild(panel, "copyQuirk").enabled)
            mouseClick(toggle)
        }
    }
}
