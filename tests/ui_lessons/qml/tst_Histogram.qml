import QtQuick
import QtTest
import Entanglion.Lessons

// The histogram draws the counts it is given as bar heights and writes each count next to the
// exact probability, whose mark sits at that height.
TestCase {
    id: testCase
    name: "Histogram"
    when: windowShown
    visible: true
    width: 400
    height: 240

    Component {
        id: histogramComponent
        Histogram { width: 400; height: 240 }
    }

    function test_bars_follow_the_counts_and_marks_the_probabilities() {
        const histogram = createTemporaryObject(histogramComponent, testCase,
                                                { counts: [48, 0, 0, 52], probabilities: [0.5, 0, 0, 0.5], shots: 100 })
        compare(findChild(histogram, "countText0").text, "48")
        compare(findChild(histogram, "countText3").text, "52")
        compare(findChild(histogram, "countText1").text, "0")
        compare(findChild(histogram, "probabilityText0").text, "p = 0.50")
        const bar0 = findChild(histogram, "bar0"), bar1 = findChild(histogram, "bar1"), bar3 = findChild(histogram, "bar3")
        const plotHeight = bar0.parent.height
        verify(plotHeight > 20)
        fuzzyCompare(bar0.height, plotHeight * 0.48, 0.5)
        fuzzyCompare(bar3.height, plotHeight * 0.52, 0.5)
        compare(bar1.height, 0)
        // The probability mark of 00 is half way up; the one of 01 is at the bottom.
        const mark0 = findChild(histogram, "probabilityMark0"), mark1 = findChild(histogram, "probabilityMark1")
        fuzzyCompare(mark0.y + mark0.height / 2, plotHeight * 0.5, 0.5)
        fuzzyCompare(mark1.y + mark1.height / 2, plotHeight, 0.5)
    }

    function test_no_shots_shows_dashes_and_empty_bars() {
        const histogram = createTemporaryObject(histogramComponent, testCase,
                                                { counts: [0, 0, 0, 0], probabilities: [0.25, 0.25, 0.25, 0.25], shots: 0 })
        compare(findChild(histogram, "countText2").text, "–")
        compare(findChild(histogram, "bar2").height, 0)
        compare(findChild(histogram, "probabilityText2").text, "p = 0.25")
    }
}
