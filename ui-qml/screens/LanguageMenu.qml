import QtQuick
import QtQuick.Controls
import Entanglion.Ui

// The toolbar's language menu (Main.qml, made when first opened): each language in its own name.
Menu {
    required property LanguageSettings language

    objectName: "languageMenu"
    y: parent.height
    Repeater {
        model: language.codes
        delegate: MenuItem {
            required property string modelData
            objectName: "language_" + modelData
            text: language.nativeName(modelData)
            checkable: true
            checked: language.code === modelData
            onTriggered: language.choose(modelData)
        }
    }
}
