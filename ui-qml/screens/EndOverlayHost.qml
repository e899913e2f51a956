import QtQuick
import Entanglion.Ui

// The win and loss screens, made when a game first ends and kept from then on (OnDemand). A file of
// its own because Main.qml's components are bound (`ComponentBehavior: Bound`), and a Loader cannot
// make a bound component in Qt 6.4.
OnDemand {
    id: host
    property GameController controller
    signal newGameRequested()
    signal reviewRequested()
    wanted: controller !== null && controller.setup.hasGame && controller.turn.status !== GameStatus.InProgress
    sourceComponent: EndOverlay {
        controller: host.controller
        onNewGameRequested: host.newGameRequested()
        onReviewRequested: host.reviewRequested()
    }
}
