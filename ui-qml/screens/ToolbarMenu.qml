import QtQuick
import QtQuick.Controls

// The folded toolbar's ☰ menu (Main.qml, made when first opened): the buttons the toolbar hides,
// each entry the button itself, so it has the button's words, state and action.
Menu {
    /// Main.qml's toolbar: `tight`, `gameButtons`, `printOffered`, `figuresOffered`.
    required property Item toolbar
    /// Main.qml's window: `gameShown`.
    required property var window
    required property ToolButton backButton
    required property ToolButton printButton
    required property ToolButton figuresButton

    objectName: "toolbarMenu"
    y: parent.height
    MenuItem {
        objectName: "menu_backToGameButton"
        text: backButton.text
        visible: toolbar.tight
        height: visible ? implicitHeight : 0
        onTriggered: backButton.clicked()
    }
    Repeater {
        model: window.gameShown ? toolbar.gameButtons : []
        delegate: MenuItem {
            required property ToolButton modelData
            objectName: "menu_" + modelData.objectName
            text: modelData.text
            enabled: modelData.enabled
            onTriggered: modelData.clicked()
        }
    }
    MenuItem {
        objectName: "menu_printButton"
        text: printButton.text
        visible: toolbar.printOffered
        height: visible ? implicitHeight : 0
        onTriggered: printButton.clicked()
    }
    MenuItem {
        objectName: "menu_exportFiguresButton"
        text: figuresButton.text
        visible: toolbar.figuresOffered
        height: visible ? implicitHeight : 0
        onTriggered: figuresButton.clicked()
    }
}
