import QtQuick
import QtQuick.Controls
import Entanglion.Style

// The toolbar's colours menu (Main.qml, made when first opened).
Menu {
    /// Main.qml's window: `chooseTheme(name)` applies and remembers the choice.
    required property var window

    objectName: "themeMenu"
    y: parent.height
    Repeater {
        // In the toolbar's context, where the translations are (the toolbar declared this menu).
        model: [["dark", qsTranslate("Main", "Dark")], ["light", qsTranslate("Main", "Light (projector)")],
                ["contrast", qsTranslate("Main", "High contrast")]]
        delegate: MenuItem {
            required property var modelData
            objectName: "theme_" + modelData[0]
            text: modelData[1]
            checkable: true
            checked: Theme.name === modelData[0]
            onTriggered: window.chooseTheme(modelData[0])
        }
    }
}
