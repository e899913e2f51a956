import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Entanglion.Lessons
import Entanglion.Style

// One open lesson: what to do (intro, task, goal, hints), the compact map and the live ket, the
// allowed cards, the history of moves, and the success moment. Keys: 1-9 play the cards, H shows
// the next hint, Backspace or Ctrl+Z undoes, Ctrl+R resets, Enter after success opens the next
// lesson, Esc goes back to the list.
FocusScope {
    id: root
    required property LessonController controller

    // A focused button that becomes disabled (a card spent, Undo with nothing to undo) leaves the
    // keyboard on this scope itself, which has no name and no stops before it: it goes back to the
    // page's first stop instead.
    Connections {
        target: root.Window.window
        function onActiveFocusItemChanged() { if (root.Window.activeFocusItem === root) scroller.forceActiveFocus() }
    }

    function handleKey(event) {
        const c = root.controller
        if (event.key === Qt.Key_Escape) {
            c.closeLesson()
        } else if (event.key >= Qt.Key_1 && event.key <= Qt.Key_9) {
            c.playCard(event.key - Qt.Key_1)
        } else if (event.key === Qt.Key_H) {
            c.revealHint()
        } else if (event.key === Qt.Key_Backspace || (event.key === Qt.Key_Z && (event.modifiers & Qt.ControlModifier))) {
            c.undo()
        } else if (event.key === Qt.Key_R && (event.modifiers & Qt.ControlModifier)) {
            c.reset()
        } else if ((event.key === Qt.Key_Return || event.key === Qt.Key_Enter) && c.succeeded) {
            if (!c.openLessonAt(c.lesson.number))  // the number is 1-based: the next row
                c.closeLesson()
        } else {
            return
        }
        event.accepted = true
    }

    // At a large presentation zoom the lesson is taller than a small window: the page scrolls
    // (wheel, scroll bar) instead of cutting off the goal or the copy buttons.
    Flickable {
        id: scroller
        objectName: "lessonScroller"
        anchors.fill: parent
        focus: true
        // The page's first stop (where the keyboard is when the lesson opens): a screen reader reads
        // the lesson's title and task here; Tab goes on through every control in reading order
        // (header, the text column and Hint, the success moment, the cards, Undo and Reset, the
        // measurement and the copy buttons). Buttons take the keyboard by Tab only, so a click
        // leaves the keys (1-9, H, Enter) on the page.
        activeFocusOnTab: true
        Accessible.role: Accessible.Pane
        Accessible.name: qsTr("Lesson %1: %2").arg(root.controller.lesson.number).arg(root.controller.lesson.title)
        Accessible.description: Typeset.spoken(root.controller.lesson.task)
        clip: true
        contentWidth: width
        contentHeight: Math.max(height, lessonContent.implicitHeight + 2 * margin)
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar { policy: scroller.contentHeight > scroller.height + 8 ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded }
        Keys.onPressed: (event) => root.handleKey(event)
        readonly property real margin: Theme.spacing * 1.5

        ColumnLayout {
            id: lessonContent
            x: scroller.margin
            y: scroller.margin
            width: scroller.width - 2 * scroller.margin
            height: scroller.contentHeight - 2 * scroller.margin
            spacing: Theme.spacing

            // ---- header ----
            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.spacing
                Button {
                    objectName: "backButton"
                    text: qsTr("← Lessons (Esc)")
                    focusPolicy: Qt.TabFocus
                    onClicked: root.controller.closeLesson()
                }
                Label {
                    objectName: "lessonTitle"
                    //: %1: the lesson's number (3); %2: its title ("Superposition").
                    text: qsTr("Lesson %1: %2").arg(root.controller.lesson.number).arg(root.controller.lesson.title)
                    font.pixelSize: Theme.readingFontHuge
                    font.bold: true
                    color: Theme.text
                    // A long title at a large zoom wraps rather than losing its end.
                    wrapMode: Text.Wrap
                    Layout.fillWidth: true
                }
                Label {
                    objectName: "cardsCounter"
                    //: %1: cards played so far (1); %2: the card budget (3).
                    text: qsTr("Cards used: %1 of %2").arg(root.controller.cardsPlayed).arg(root.controller.lesson.budget)
                    font.pixelSize: Theme.readingFontLarge
                    color: root.controller.cardsLeft === 0 ? Theme.accent : Theme.text
                }
            }

            RowLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: Theme.spacing * 1.5

                // ---- left: what to do ----
                ScrollView {
                    id: textColumn
                    Layout.preferredWidth: root.width * 0.27
                    Layout.fillHeight: true
                    contentWidth: availableWidth
                    clip: true
                    // A Column, not a ColumnLayout: Repeaters whose models change inside layouts
                    // crashed Qt 6.4.
                    Column {
                        width: textColumn.availableWidth
                        spacing: Theme.spacing
                        Label {
                            objectName: "lessonLearningGoal"
                            visible: root.controller.lesson.learningGoal.length > 0
                            //: On the lesson page, above the introduction: %1 is the lesson's learning goal.
                            text: qsTr("Learning goal: %1").arg(root.controller.lesson.learningGoal)
                            wrapMode: Text.Wrap
                            color: Theme.note
                            font.pixelSize: Theme.readingFontNormal
                            font.italic: true
                            width: textColumn.availableWidth
                        }
                        Repeater {
                            model: root.controller.lesson.intro
                            delegate: Label {
                                required property string modelData
                                Accessible.name: Typeset.spoken(text)
                                text: Typeset.kets(modelData)  // a ket in a sentence stays whole
                                wrapMode: Text.Wrap
                                color: Theme.text
                                font.pixelSize: Theme.readingFontNormal
                                width: textColumn.availableWidth
                            }
                        }
                        Label {
                            objectName: "lessonTask"
                            Accessible.name: Typeset.spoken(text)
                            text: Typeset.kets(root.controller.lesson.task)
                            wrapMode: Text.Wrap
                            color: Theme.accent
                            font.pixelSize: Theme.readingFontLarge
                            font.bold: true
                            width: textColumn.availableWidth
                        }
                        Label {
                            objectName: "lessonGoal"
                            Accessible.name: Typeset.spoken(text)
                            //: %1: the goal's conditions, separated by ";" ("both ships on PHI PLUS; the state (|00> + |11>)/√2 …").
                            text: qsTr("Goal: %1").arg(Typeset.kets(root.controller.lesson.goal.join("; ")))
                            wrapMode: Text.Wrap
                            color: Theme.textDim
                            font.pixelSize: Theme.readingFontSmall
                            width: textColumn.availableWidth
                        }
                        Label {
                            objectName: "lessonMisconception"
                            visible: root.controller.lesson.misconception.length > 0
                            //: On the lesson page, under the goal: %1 states a wrong idea and then the right one.
                            text: qsTr("A common misconception: %1").arg(root.controller.lesson.misconception)
                            wrapMode: Text.Wrap
                            color: Theme.textDim
                            font.pixelSize: Theme.readingFontSmall
                            width: textColumn.availableWidth
                        }
                        Button {
                            objectName: "hintButton"
                            focusPolicy: Qt.TabFocus
                            enabled: root.controller.hints.length < root.controller.lesson.hintCount
                            //: %1: hints shown (1); %2: hints in the lesson (3).
                            text: enabled ? qsTr("Hint (H): %1 of %2 shown").arg(root.controller.hints.length)
                                                                           .arg(root.controller.lesson.hintCount)
                                          : qsTr("All hints shown")
                            onClicked: root.controller.revealHint()
                        }
                        Repeater {
                            objectName: "hintList"
                            model: root.controller.hints
                            delegate: Label {
                                required property int index
                                required property string modelData
                                objectName: "hint_" + index
                                Accessible.name: Typeset.spoken(text)
                                //: %1: the hint's number (1); %2: the hint, a sentence.
                                text: qsTr("Hint %1: %2").arg(index + 1).arg(Typeset.kets(modelData))
                                wrapMode: Text.Wrap
                                color: Theme.note
                                font.pixelSize: Theme.readingFontNormal
                                width: textColumn.availableWidth
                            }
                        }
                    }
                }

                // ---- centre: map, live ket, cards ----
                ColumnLayout {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    spacing: Theme.spacing

                    LessonMap {
                        objectName: "lessonMap"
                        mapModel: root.controller.map
                        //: %1: where the ships are ("Mercurial on ZERO, Rubicon on ONE"); %2: the state in words.
                        description: qsTr("%1. State: %2").arg(root.controller.position.planets).arg(root.controller.position.ketWords)
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.minimumHeight: 160 * Theme.zoom
                    }

                    Rectangle {
                        Layout.fillWidth: true
                        implicitHeight: ketColumn.implicitHeight + Theme.spacing * 2
                        color: Theme.panel
                        radius: Theme.radius
                        border.color: root.controller.succeeded ? Theme.success : Theme.panelBorder
                        border.width: root.controller.succeeded ? 3 : 1
                        ColumnLayout {
                            id: ketColumn
                            anchors.fill: parent
                            anchors.margins: Theme.spacing
                            spacing: 2
                            Label {
                                objectName: "liveKet"
                                Accessible.name: Typeset.spoken(text)
                                // Wraps between terms only (Typeset.ket), then shrinks to the panel.
                                text: Typeset.ket(root.controller.position.ket)
                                      + (root.controller.position.namedKet !== "" && root.controller.position.namedKet !== root.controller.position.ket
                                         ? "  =  " + Typeset.ket(root.controller.position.namedKet) : "")
                                wrapMode: Text.WordWrap
                                font.pixelSize: Theme.readingFontHuge * 1.3
                                font.bold: true
                                color: Theme.text
                                Layout.fillWidth: true
                                Layout.preferredHeight: Theme.readingFontHuge * 1.8
                                fontSizeMode: Text.Fit  // shrink long kets to the panel
                                minimumPixelSize: Theme.readingFontNormal
                                horizontalAlignment: Text.AlignHCenter
                                verticalAlignment: Text.AlignVCenter
                            }
                            Label {
                                objectName: "livePlanets"
                                //: %1: the qubit order as a ket label (|Mercurial Rubicon>); %2: where the ships
                                //: are ("Mercurial on ZERO, Rubicon on ONE").
                                text: qsTr("in %1 · %2").arg(root.controller.position.orderLabel).arg(root.controller.position.planets)
                                font.pixelSize: Theme.readingFontNormal
                                color: Theme.textDim
                                // Fits its box: wraps, then shrinks, never spills over the panel.
                                wrapMode: Text.Wrap
                                fontSizeMode: Text.Fit
                                minimumPixelSize: Theme.minimumFont
                                Layout.preferredHeight: Theme.readingFontNormal * 2.8
                                verticalAlignment: Text.AlignVCenter
                                Layout.fillWidth: true
                                horizontalAlignment: Text.AlignHCenter
                            }
                        }
                    }

                    // ---- the success moment ----
                    Rectangle {
                        id: successBanner
                        objectName: "successBanner"
                        visible: root.controller.succeeded
                        Layout.fillWidth: true
                        implicitHeight: successColumn.implicitHeight + Theme.spacing * 3
                        radius: Theme.radius * 2
                        color: Theme.successBackground
                        border.color: Theme.success
                        border.width: 3
                        ColumnLayout {
                            id: successColumn
                            anchors.fill: parent
                            anchors.margins: Theme.spacing * 1.5
                            spacing: Theme.spacing
                            Label {
                                objectName: "successTitle"
                                //: %1: cards played; %n: the lesson's card budget (it can be 1). %2: the fewest cards of an earlier success.
                                text: root.controller.bestCards >= 0
                                      //: %1: the cards used (2); %n: the lesson's card budget (3); %2: the
                                      //: learner's best so far (2).
                                      ? qsTr("✓ Goal reached with %1 of %n card(s)! (your best: %2)", "", root.controller.lesson.budget)
                                            .arg(root.controller.cardsPlayed).arg(root.controller.bestCards)
                                      //: %1: cards played; %n: the lesson's card budget (it can be 1).
                                      : qsTr("✓ Goal reached with %1 of %n card(s)!", "", root.controller.lesson.budget)
                                            .arg(root.controller.cardsPlayed)
                                font.pixelSize: Theme.readingFontLarge * 1.2
                                font.bold: true
                                color: Theme.success
                                Layout.fillWidth: true
                                wrapMode: Text.Wrap
                            }
                            Label {
                                objectName: "successText"
                                Accessible.name: Typeset.spoken(text)
                                text: Typeset.kets(root.controller.lesson.successText)
                                font.pixelSize: Theme.readingFontNormal
                                color: Theme.text
                                wrapMode: Text.Wrap
                                Layout.fillWidth: true
                            }
                            Flow {
                                Layout.fillWidth: true
                                spacing: Theme.spacing
                                Button {
                                    objectName: "nextLessonButton"
                                    focusPolicy: Qt.TabFocus
                                    text: qsTr("Next lesson (Enter)")
                                    visible: root.controller.lesson.number < root.controller.lessons.count
                                    onClicked: root.controller.openLessonAt(root.controller.lesson.number)
                                }
                                Button {
                                    focusPolicy: Qt.TabFocus
                                    text: qsTr("Play again (Ctrl+R)")
                                    onClicked: root.controller.reset()
                                }
                                Button {
                                    focusPolicy: Qt.TabFocus
                                    text: qsTr("Back to the list (Esc)")
                                    onClicked: root.controller.closeLesson()
                                }
                            }
                        }
                    }

                    Flow {
                        id: cardFlow
                        objectName: "cardRow"
                        Layout.fillWidth: true
                        // A Flow's implicit width is its widest row, which depends on the width it
                        // is given: as the column's preferred width it fed back into the row of
                        // three columns (a polish loop at some sizes and zooms). The column's share
                        // of the row must not depend on how the cards wrap.
                        Layout.preferredWidth: 0
                        // Its height as an explicit hint, set once the Flow has placed its cards:
                        // the column lays out again whenever the cards wrap to another number of
                        // rows. The Flow's implicit height changes while the window lays out, and
                        // the column did not pick it up: after Reset it kept the rows of the
                        // width before, and the cards rewrapped under Undo and Reset.
                        property real rowsHeight: 0
                        onImplicitHeightChanged: Qt.callLater(cardFlow.takeRowsHeight)
                        function takeRowsHeight() { rowsHeight = implicitHeight }
                        Layout.preferredHeight: rowsHeight
                        spacing: Theme.spacing
                        Repeater {
                            model: root.controller.cards
                            delegate: CardButton {
                                onPlayRequested: (row) => root.controller.playCard(row)
                            }
                        }
                    }

                    RowLayout {
                        Layout.fillWidth: true
                        spacing: Theme.spacing
                        Button {
                            objectName: "undoButton"
                            focusPolicy: Qt.TabFocus
                            text: qsTr("Undo (Backspace)")
                            enabled: root.controller.canUndo
                            onClicked: root.controller.undo()
                        }
                        Button {
                            objectName: "resetButton"
                            focusPolicy: Qt.TabFocus
                            text: qsTr("Reset (Ctrl+R)")
                            enabled: root.controller.canUndo
                            onClicked: root.controller.reset()
                        }
                        Label {
                            objectName: "moveMessage"
                            text: root.controller.status === LessonStatus.OutOfCards
                                  ? qsTr("Every card is spent and the goal is not reached: undo or reset.")
                                  : root.controller.feedback.refusal
                            color: Theme.danger
                            wrapMode: Text.Wrap
                            // A fixed two-line box: a message appearing or going must not move
                            // the map and the ket above, so nothing jumps after a move.
                            maximumLineCount: 2
                            elide: Text.ElideRight
                            verticalAlignment: Text.AlignVCenter
                            Layout.preferredHeight: Theme.readingFontNormal * 3
                            Layout.fillWidth: true
                        }
                    }

                    // What the core says about the goal: out of reach with cards left, and how the
                    // position misses it (LessonRunner::goal_reach, goal_miss), a sentence a line.
                    Label {
                        objectName: "goalFeedback"
                        text: root.controller.feedback.goal.join("\n")
                        visible: text.length > 0
                        color: Theme.danger
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                }

                // ---- right: history ----
                ColumnLayout {
                    Layout.preferredWidth: root.width * 0.27
                    Layout.fillHeight: true
                    spacing: Theme.spacing
                    Label {
                        //: A tab: the history of the quantum states after each card played (not the history of
                        //: science).
                        text: qsTr("History")
                        font.pixelSize: Theme.readingFontLarge
                        font.bold: true
                        color: Theme.text
                    }
                    ListView {
                        objectName: "historyList"
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        clip: true
                        spacing: 4
                        model: root.controller.history
                        delegate: Rectangle {
                            id: entry
                            required property int step
                            required property string gateLabel
                            required property string ketBefore
                            required property string ketAfter
                            required property string planetsAfter
                            required property bool moved
                            required property bool goalReached
                            objectName: "historyEntry_" + step
                            width: ListView.view.width
                            height: entryColumn.implicitHeight + Theme.spacing
                            color: Theme.panel
                            radius: Theme.radius
                            border.color: goalReached ? Theme.success : Theme.panelBorder
                            Column {
                                id: entryColumn
                                x: Theme.spacing / 2
                                y: Theme.spacing / 2
                                width: parent.width - Theme.spacing
                                Label {
                                    width: parent.width
                                    text: entry.step + ". " + entry.gateLabel + (entry.moved ? "" : qsTr(" (nothing moved)"))
                                    font.bold: true
                                    color: Theme.text
                                    wrapMode: Text.Wrap
                                }
                                Label {
                                    width: parent.width
                                    Accessible.name: Typeset.spoken(text)
                                    text: Typeset.ket(entry.ketBefore) + "\n→ " + Typeset.ket(entry.ketAfter)
                                    color: Theme.textDim
                                    wrapMode: Text.WordWrap
                                    font.pixelSize: Theme.readingFontSmall
                                }
                                Label {
                                    width: parent.width
                                    text: entry.planetsAfter
                                    color: Theme.textDim
                                    wrapMode: Text.Wrap
                                    font.pixelSize: Theme.readingFontSmall
                                }
                            }
                        }
                    }
                    // ---- measure (lessons with "measure": true) and the moves as a circuit ----
                    MeasurementController {
                        id: lessonMeasurement
                        source: root.controller.prepared
                    }
                    Button {
                        id: lessonMeasureToggle
                        objectName: "lessonMeasureToggle"
                        visible: root.controller.lesson.measurable
                        checkable: true
                        text: checked ? qsTr("Hide measurement") : qsTr("Measure…")
                        focusPolicy: Qt.TabFocus
                    }
                    MeasurePanel {
                        objectName: "lessonMeasurePanel"
                        visible: root.controller.lesson.measurable && lessonMeasureToggle.checked
                        controller: lessonMeasurement
                        unit: 0.7
                        showCopy: false
                        showConclusion: false
                        Layout.fillWidth: true
                        // Takes the column's width instead of widening it (the map keeps its room).
                        Layout.preferredWidth: 1
                        Layout.maximumWidth: root.width * 0.27
                    }
                    Label {
                        text: qsTr("Copy the moves as a circuit from |00>:")
                        color: Theme.textDim
                        font.pixelSize: Theme.readingFontSmall
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                    Flow {
                        Layout.fillWidth: true
                        spacing: 4
                        Button { objectName: "lessonCopyQasm"; text: qsTr("OpenQASM"); enabled: lessonMeasurement.hasCircuit
                                 focusPolicy: Qt.TabFocus; onClicked: lessonMeasurement.copyCircuit("qasm3") }
                        Button { objectName: "lessonCopyQiskit"; text: qsTr("Qiskit"); enabled: lessonMeasurement.hasCircuit
                                 focusPolicy: Qt.TabFocus; onClicked: lessonMeasurement.copyCircuit("qiskit") }
                        Button { objectName: "lessonCopyQuirk"; text: qsTr("Quirk link"); enabled: lessonMeasurement.hasCircuit
                                 focusPolicy: Qt.TabFocus; onClicked: lessonMeasurement.copyCircuit("quirk") }
                    }
                }
            }
        }

    }
}
