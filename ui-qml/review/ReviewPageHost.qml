import QtQuick
import Entanglion.Ui

// The Review page, made when the review is first opened and kept from then on (OnDemand). A file of
// its own because Main.qml's components are bound (`ComponentBehavior: Bound`), and a Loader cannot
// make a bound component in Qt 6.4.
OnDemand {
    id: host
    required property ReviewController review
    property ReplayController replay
    wanted: review.shown
    sourceComponent: ReviewPage {
        review: host.review
        replay: host.replay
    }
}
