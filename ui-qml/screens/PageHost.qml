import QtQuick
import Entanglion.Ui
import Entanglion.Lessons
import Entanglion.Style

// The pages shown over the game (the game keeps its state underneath): the Lessons page, the Bell
// demo and the Rules page. Each is a typed component that sets its own properties; the Loader makes
// the one shown, and none while the game is shown, so a page starts afresh each time it opens.
// (Not `ComponentBehavior: Bound`: a Loader cannot make a bound component in Qt 6.4.)
Rectangle {
    id: host
    enum Page { Game, Lessons, BellDemo, Rules, Keys }
    property int page: PageHost.Page.Game
    /// The Rules page's card texts.
    property CardCatalogue catalogue
    /// The teacher's kit (ClassroomKit) for the Rules page's link to the teacher's guide; none in tests.
    property QtObject kit: null
    /// The page shown (null while the game is).
    readonly property alias item: pageLoader.item
    /// A page asked to go back to the game (Esc, its back button).
    signal closeRequested()
    objectName: "pageHost"
    visible: page !== PageHost.Page.Game
    color: Theme.background
    MouseArea { anchors.fill: parent }  // nothing behind the page can be clicked

    Component {
        id: lessonsPage
        LessonsPage { onCloseRequested: host.closeRequested() }
    }
    Component {
        id: bellDemoPage
        // The presentation zoom scales the Bell demo's content too.
        BellDemo { zoom: Theme.zoom; onCloseRequested: host.closeRequested() }
    }
    Component {
        id: rulesPage
        RulesPage { catalogue: host.catalogue; kit: host.kit; onCloseRequested: host.closeRequested() }
    }
    Component {
        id: keysPage
        KeysPage { onCloseRequested: host.closeRequested() }
    }
    Loader {
        id: pageLoader
        objectName: "pageLoader"
        anchors.fill: parent
        sourceComponent: host.page === PageHost.Page.Lessons ? lessonsPage
                         : host.page === PageHost.Page.BellDemo ? bellDemoPage
                         : host.page === PageHost.Page.Rules ? rulesPage
                         : host.page === PageHost.Page.Keys ? keysPage : null
        onLoaded: item.forceActiveFocus()
    }
}
