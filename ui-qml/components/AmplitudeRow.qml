import QtQuick
import QtQuick.Layouts
import Entanglion.Ui
import Entanglion.Style

// One basis state of the ket panel: the basis ket, a bar whose length is |amplitude| drawn to the
// right for a positive amplitude and to the left for a negative one (colour follows the phase),
// the exact amplitude, and the outcome probability with its own bar.
RowLayout {
    id: root
    required property int index
    required property string basis
    required property string amplitudeText
    required property real magnitude
    required property real phase
    required property bool negative
    required property real probability
    required property string probabilityText
    required property string basisWords
    required property string amplitudeWords
    property real barWidth: 90 * Theme.zoom
    objectName: "amplitudeRow" + index
    Accessible.role: Accessible.StaticText
    //: %1: the basis state in words ("zero one"); %2: the amplitude in words ("one over root two"); %3: the
    //: probability in percent ("50%").
    Accessible.name: qsTr("%1: amplitude %2, probability %3").arg(basisWords).arg(amplitudeWords).arg(probabilityText)
    spacing: Theme.spacing

    Text {
        text: root.basis
        font.pixelSize: Theme.fontNormal
        font.family: "monospace"
        color: Theme.text
        Layout.preferredWidth: 42 * Theme.zoom
    }
    // Signed amplitude bar around a centre axis. The two bars give up width in a narrow column
    // (a small window at a large zoom), so the numbers beside them never leave the panel.
    Item {
        Layout.fillWidth: true
        Layout.minimumWidth: root.barWidth / 3
        Layout.maximumWidth: root.barWidth
        Layout.preferredWidth: root.barWidth
        Layout.preferredHeight: Theme.fontNormal * 1.2
        Rectangle {
            anchors.horizontalCenter: parent.horizontalCenter
            width: 1; height: parent.height; color: Theme.textDim
        }
        Rectangle {
            objectName: "amplitudeBar"
            readonly property real length: root.magnitude * parent.width / 2
            // Real part decides the side; a purely imaginary amplitude sits on the right.
            x: root.negative ? parent.width / 2 - length : parent.width / 2
            width: length
            height: parent.height * 0.7
            anchors.verticalCenter: parent.verticalCenter
            radius: 2
            color: Theme.phaseColor(root.phase)
        }
    }
    Text {
        objectName: "amplitudeText"
        text: root.amplitudeText
        font.pixelSize: Theme.fontNormal
        color: Theme.text
        horizontalAlignment: Text.AlignRight
        Layout.preferredWidth: 54 * Theme.zoom
    }
    Item {
        Layout.fillWidth: true
        Layout.minimumWidth: 20 * Theme.zoom
        Layout.maximumWidth: 60 * Theme.zoom
        Layout.preferredWidth: 60 * Theme.zoom
        Layout.preferredHeight: Theme.fontNormal
        Rectangle { anchors.fill: parent; color: Theme.panelRaised; radius: 2 }
        Rectangle {
            width: parent.width * root.probability
            height: parent.height
            radius: 2
            color: Theme.accent
        }
    }
    // The widest percentage as the UI language writes it ("88,8 %" in Czech), so every row's
    // column is as wide and no language's percentage is cut.
    TextMetrics {
        id: widestPercent
        font.pixelSize: Theme.fontSmall
        //: A percentage: %1 is the number (88,8) in the UI language; write "%1 %" with a no-break space where the
        //: language spaces it.
        text: qsTranslate("localeNumbers", "%1%").arg(Number(88.8).toLocaleString(Qt.locale(), "f", 1))
    }
    Text {
        objectName: "probabilityText"
        text: root.probabilityText
        font.pixelSize: Theme.fontSmall
        color: Theme.textDim
        Layout.preferredWidth: Math.max(40 * Theme.zoom, Math.ceil(widestPercent.advanceWidth) + 2)
    }
}
