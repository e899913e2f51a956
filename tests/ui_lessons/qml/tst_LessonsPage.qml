import QtQuick
import QtTest
import Entanglion.Lessons

// Completes the PHI PLUS lesson through the page as a learner would: keys in the list, clicks on
// the card buttons, a hint, an undo, then the success moment and the saved progress. (Progress goes
// to QStandardPaths' test location, see quick_test_main.cpp.)
TestCase {
    id: testCase
    name: "LessonsPage"
    when: windowShown
    visible: true  // TestCase is invisible by default, which would hide (and disable clicks on) the page
    width: 1400
    height: 860

    Component {
        id: pageComponent
        LessonsPage { width: 1400; height: 860 }
    }

    function child(item, name) {
        const found = findChild(item, name)
        verify(found !== null, "no item named " + name)
        return found
    }

    // Layouts and the Flow of card buttons position their children on the next polish; click only
    // once the page is laid out, or the click lands where the button is not yet.
    function click(page, name) {
        waitForRendering(page)
        const item = child(page, name)
        verify(item.enabled, name + " is disabled")
        mouseClick(item)
    }

    function freshPage() {
        const page = createTemporaryObject(pageComponent, testCase)
        page.controller.resetProgress()
        page.forceActiveFocus()
        return page
    }

    function openWithKeys(page, lessonId) {
        const row = page.controller.lessons.rowOf(lessonId)
        verify(row >= 0)
        const list = child(page, "lessonList")
        verify(list.visible)
        verify(list.activeFocus)
        for (let i = 0; i < row; ++i)
            keyClick(Qt.Key_Down)
        compare(list.currentIndex, row)
        keyClick(Qt.Key_Return)
        compare(page.controller.lessonId, lessonId)
    }

    // The ket as it reads (Typeset.ket joins each term's characters so a term never breaks).
    function readable(text) { return text.replace(/\u2060/g, "").replace(/\u00a0/g, " ") }

    function test_complete_bell_lesson_by_clicking() {
        const page = freshPage()
        openWithKeys(page, "bell-phi-plus")
        const ket = child(page, "liveKet")
        compare(readable(ket.text), "|00>")
        verify(!child(page, "successBanner").visible)
        compare(child(page, "cardsCounter").text, "Cards used: 0 of 2")

        click(page, "card_H:MERCURIAL")
        verify(readable(ket.text).indexOf("(|00> + |10>)/√2") === 0, ket.text)
        verify(readable(ket.text).indexOf("|+0>") > 0, ket.text)
        compare(child(page, "livePlanets").text, "in |Mercurial Rubicon> · Mercurial on PLUS, Rubicon on ZERO")
        compare(page.controller.history.count, 1)
        tryVerify(() => findChild(page, "historyEntry_1") !== null, 1000, "the history list shows the move")

        keyClick(Qt.Key_H)  // one hint at a time
        compare(page.controller.hints.length, 1)
        verify(child(page, "hint_0").text.indexOf("superposition") >= 0)
        verify(findChild(page, "hint_1") === null)

        keyClick(Qt.Key_Backspace)  // undo
        compare(readable(ket.text), "|00>")
        compare(page.controller.history.count, 0)
        click(page, "card_H:MERCURIAL")
        click(page, "card_CNOT:RUBICON")

        verify(readable(ket.text).indexOf("(|00> + |11>)/√2") === 0, ket.text)
        verify(readable(ket.text).indexOf("|Φ+>") > 0, ket.text)
        const banner = child(page, "successBanner")
        verify(banner.visible)
        verify(child(page, "successTitle").text.indexOf("Goal reached with 2 of 2 card") >= 0)
        compare(readable(child(page, "successText").text), page.controller.lesson.successText)
        verify(child(page, "successText").text.length > 0)
        verify(!child(page, "card_H:MERCURIAL").enabled)  // nothing more to play
        // A disabled card still explains itself on hover, with the runner's reason.
        const cardItem = child(page, "cardItem_H:MERCURIAL")
        mouseMove(cardItem)
        tryVerify(() => cardItem.toolTipShown, 2000, "the disabled card shows its tooltip")
        verify(cardItem.toolTipText.indexOf("already reached") >= 0, cardItem.toolTipText)
        verify(page.controller.isCompleted("bell-phi-plus"))
        compare(page.controller.bestCardsFor("bell-phi-plus"), 2)

        keyClick(Qt.Key_Escape)  // back to the list, which shows the progress
        verify(!page.controller.lessonOpen)
        verify(child(page, "lessonList").visible)
        verify(child(page, "lessonStatus_bell-phi-plus").text.indexOf("done") >= 0)
        verify(child(page, "progressSummary").text.indexOf("1 of") === 0)

        // A new page (a new session) reads the saved progress.
        const again = createTemporaryObject(pageComponent, testCase)
        verify(again.controller.isCompleted("bell-phi-plus"))
        compare(again.controller.bestCardsFor("bell-phi-plus"), 2)
    }

    function test_complete_lesson_with_number_keys() {
        const page = freshPage()
        openWithKeys(page, "qubits-and-kets")
        // Cards in the lesson's order: [1] X on Mercurial, [2] X on Rubicon.
        verify(child(page, "card_X:MERCURIAL").text.indexOf("[1]") === 0)
        keyClick(Qt.Key_2)  // the wrong ship: |01>, and the only card is spent
        verify(readable(child(page, "liveKet").text).indexOf("|01>") === 0)
        compare(page.controller.status, LessonStatus.OutOfCards)
        verify(!child(page, "card_X:MERCURIAL").enabled)
        verify(child(page, "moveMessage").text.length > 0)
        keyClick(Qt.Key_Z, Qt.ControlModifier)  // undo
        compare(readable(child(page, "liveKet").text), "|00>")
        keyClick(Qt.Key_1)
        verify(readable(child(page, "liveKet").text).indexOf("|10>") === 0)
        verify(child(page, "successBanner").visible)
        keyClick(Qt.Key_Return)  // next lesson
        compare(page.controller.lesson.number, 2)
        verify(!child(page, "successBanner").visible)
        keyClick(Qt.Key_Escape)
        verify(!page.controller.lessonOpen)
    }

    function test_escape_on_list_leaves_page() {
        const page = freshPage()
        const spy = createTemporaryQmlObject("import QtTest; SignalSpy { signalName: \"closeRequested\" }", testCase)
        spy.target = page
        keyClick(Qt.Key_Escape)
        compare(spy.count, 1)
    }
}
