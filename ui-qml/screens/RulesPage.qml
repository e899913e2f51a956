pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Entanglion.Ui
import Entanglion.Style

// The rules in short, in the UI's language and the rulebook's terms: setup, the turn, defenses,
// events, components, the published errata and this edition's interpretations. The card and
// component texts come from the CardCatalogue (the same words as the tooltips). Esc closes it.
Rectangle {
    id: page
    objectName: "rulesPage"
    property CardCatalogue catalogue
    /// The teacher's kit (ClassroomKit), for the link to the teacher's guide; none in tests.
    property QtObject kit: null
    signal closeRequested()
    color: Theme.background
    focus: true
    Keys.onEscapePressed: page.closeRequested()

    component Heading: Label {
        Layout.fillWidth: true
        Layout.topMargin: Theme.spacing
        wrapMode: Text.Wrap
        font.pixelSize: Theme.fontLarge
        font.bold: true
        color: Theme.accent
    }
    component Paragraph: Label {
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        textFormat: Text.StyledText
        font.pixelSize: Theme.fontNormal
        color: Theme.text
        lineHeight: 1.15
    }
    component CardList: ColumnLayout {
        id: list
        property string kind
        property var rows
        Layout.fillWidth: true
        spacing: 4
        Repeater {
            model: list.rows
            delegate: Paragraph {
                required property string name
                required property string description
                objectName: "rulesCard_" + list.kind
                text: "<b>" + name + "</b> — " + description
            }
        }
    }

    ScrollView {
        id: scroll
        anchors.fill: parent
        anchors.margins: Theme.spacing * 2
        contentWidth: availableWidth
        ColumnLayout {
            width: Math.min(scroll.availableWidth, 1000 * Theme.zoom)
            spacing: Theme.spacing / 2
            Label {
                objectName: "rulesTitle"
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                text: qsTr("Rules of Entanglion")
                font.pixelSize: Theme.fontHuge
                font.bold: true
                color: Theme.text
            }
            Button {
                objectName: "teacherGuideButton"
                visible: page.kit !== null && page.kit.teacherGuideUrl.toString().length > 0
                text: qsTr("Teacher's guide: class plans, worksheets, figures…")
                onClicked: page.kit.openTeacherGuide()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Opens the installed guide for teachers: a Bell-demo lesson, a class that plays in pairs, and an inquiry with the board verifier")
            }
            Paragraph {
                text: qsTr("A cooperative game for two: steer the ships Mercurial and Rubicon through the galaxies "
                           + "Centarious, Superious and Entanglion and collect the eight quantum components before "
                           + "the detection rate reaches X.")
            }
            Heading {
                //: A heading of the Rules page: how the game is set up before the first turn.
                text: qsTr("Setup") }
            Paragraph {
                text: qsTr("One component lies face up on each of the eight Entanglion planets. The engine stack has "
                           + "PROBE at the bottom of the first stack; the event deck has Quantum Shuffle as its sixth "
                           + "card. The detection rate starts on the first 1, 2 or 3 of the track (easy to hard). "
                           + "The higher roll of the Entanglion die goes first; the Centarious die places each ship on "
                           + "ZERO or ONE; each player draws three engine cards, face up.")
            }
            Heading { text: qsTr("Your turn") }
            Paragraph {
                text: qsTr("Exactly one action, no passing: <b>Navigate</b> (play an engine card for your own ship "
                           + "into engine control and draw a replacement), <b>Exchange</b> (discard an engine card and "
                           + "draw another), <b>Retrieve</b> (roll for the component on the planet your ships orbit) "
                           + "or <b>Event</b> (play an event card you hold). Outside Entanglion the ships move on "
                           + "their own; inside it they always move together. When all six engine control boxes are "
                           + "full, a quantum event happens at the end of the turn.")
            }
            Heading {
                //: A heading of the Rules page: the planets' orbital and ground defenses (the rulebook's term).
                text: qsTr("Defenses") }
            Paragraph {
                text: qsTr("<b>Orbital defenses</b>: arriving at a new Entanglion planet, roll the Entanglion die. A "
                           + "result above the detection rate evades them; otherwise roll the Centarious die, both "
                           + "ships jump to that planet, the detection rate rises by one and a quantum event follows.")
            }
            Paragraph {
                text: qsTr("<b>Ground defenses</b>: a retrieval rolls the Entanglion die; above the detection rate "
                           + "the component goes onto your ship, otherwise the detection rate rises by one and the "
                           + "ships stay in orbit. <b>PROBE</b>: whoever draws it rolls; below 4 raises the detection "
                           + "rate by one.")
            }
            Heading { text: qsTr("Quantum events") }
            Paragraph {
                text: qsTr("A quantum event draws the top event card and clears engine control into the discard "
                           + "pile. Bennett, Heisenberg, Quantum Tunnel and The Mechanic are kept until played; the "
                           + "others act when drawn.")
            }
            CardList { kind: "event"; rows: page.catalogue ? page.catalogue.eventCards : null }
            Heading { text: qsTr("Engine cards") }
            CardList { kind: "engine"; rows: page.catalogue ? page.catalogue.engineCards : null }
            Heading { text: qsTr("Quantum components") }
            Paragraph { text: qsTr("Each component helps or hinders only the ship that holds it.") }
            CardList { kind: "component"; rows: page.catalogue ? page.catalogue.components : null }
            Heading { text: qsTr("Errata") }
            Paragraph {
                text: qsTr("Spooky Action counts planets like Heisenberg, clockwise from OMEGA ZERO. A PROBE drawn "
                           + "during The Mechanic is resolved at once and replaced. On PHI and PSI planets a CNOT "
                           + "sends the ship it was played for to Centarious and the other ship to Superious. The "
                           + "Mechanic plays zero, one or two cards and discards the rest.")
            }
            Heading { text: qsTr("Our interpretations") }
            Paragraph {
                text: qsTr("Quantum Shuffle leaves held event cards in their hands. Spooky Action counts only planets "
                           + "without a component. Quantum Error Correction and Control Infrastructure change only "
                           + "rolls compared with the detection rate. Magnetic Shielding offers its second roll on "
                           + "every Entanglion die roll. Physical Qubits may also roll the Centarious die. A ship "
                           + "that loses Dilution Refrigerator draws back up to three cards. Bennett needs a "
                           + "component on a ship. Qubit Interconnect swaps once per turn, before the action.")
            }
            Paragraph {
                text: qsTr("Quantum Tunnel is played only by the current player, against the orbital check of their "
                           + "move or the ground defenses of their retrieval, never against PROBE. The replacement "
                           + "card is drawn before the orbital check.")
            }
            Heading { objectName: "rulesKeysHeading"; text: qsTr("Keys (also on its own page: ?)") }
            KeyList { Layout.fillWidth: true }
        }
    }
}
