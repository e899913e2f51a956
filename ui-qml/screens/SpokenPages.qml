import QtQuick
import Entanglion.Ui
import Entanglion.Lessons

// What the pages over the game tell, passed to Speak events (EventSpeech queues and speaks it): a
// lesson's feedback (why a move was refused, the goal reached) and the Bell demo's measurement; and
// whose hints it reads when they arrive (EventSpeech.hints).
QtObject {
    id: spoken
    property EventSpeech speech: null
    /// The page shown (PageHost.item), null while the game is.
    property Item page: null
    /// The window's AI players, whose hints are spoken.
    property AiPlayers hints: null
    property Binding hintSource: Binding {
        target: spoken.speech
        when: spoken.speech !== null
        property: "hints"
        value: spoken.hints
    }
    readonly property LessonController lesson: page instanceof LessonsPage ? (page as LessonsPage).controller : null
    readonly property MeasurementController measurement: page instanceof BellDemo ? (page as BellDemo).measurement
                                                                                  : null

    property Connections lessonFeedback: Connections {
        target: spoken.lesson
        function onPositionChanged() {
            if (spoken.lesson.feedback.refusal.length > 0) spoken.speech.say(spoken.lesson.feedback.refusal, false)
        }
        function onLessonCompleted() { spoken.speech.say(spoken.lesson.lesson.successText, true) }
    }
    property Connections measured: Connections {
        target: spoken.measurement
        function onResultsChanged() {
            if (!spoken.measurement.measured) return
            spoken.speech.say(spoken.measurement.histogramText, false)
            spoken.speech.say(spoken.measurement.verdict, false)
        }
    }
}
