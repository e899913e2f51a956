pragma Singleton
import QtQuick
import Entanglion.Common

// Text set for the room: a ket never breaks inside a term. The rule is C++'s (ui-qml/common/KetText.h,
// also used by the worksheet PDFs): `ket("(|00> + |11>)/√2")` joins every character of a term with a
// word joiner (U+2060) and keeps the space before a sign no-break (U+00A0), so a line may only break
// after the `+` or `-` between two terms, never in "|11>". Used wherever a ket wraps (the live
// state, the stage, the lessons), with Text.WordWrap: a term is never split even where it is wider
// than the box.
QtObject {
    /// A whole ket, kept whole term by term.
    function ket(text) { return text ? KetTypeset.ket(String(text)) : "" }
    /// A sentence with kets in it ("jumps to ONE (|11>)"): each ket, with a bracket around it,
    /// is kept whole; the words around it wrap as usual.
    function kets(text) { return text ? KetTypeset.kets(String(text)) : "" }
    /// Text typeset by ket() or kets() as a screen reader gets it: the same words without the word
    /// joiners, which speech would spell letter by letter. Every label showing a typeset ket names
    /// itself with it (Accessible.name: Typeset.spoken(text)).
    function spoken(text) { return text ? KetTypeset.spoken(String(text)) : "" }
}
