pragma Singleton
import QtQuick

// Text set for the room: a ket never breaks inside a term. `ket("(|00> + |11>)/√2")` joins every
// character of a term with a word joiner (U+2060) and keeps the space before a sign no-break
// (U+00A0), so a line may only break after the `+` or `-` between two terms, never in "|11>".
// Used wherever a ket wraps (the live state, the stage, the lessons), with Text.WordWrap: a term is
// never split even where it is wider than the box.
QtObject {
    readonly property string joiner: "\u2060"
    readonly property string noBreakSpace: "\u00a0"

    function isSign(token) { return token === "+" || token === "-" || token === "−" }
    function joined(word) { return Array.from(word).join(joiner) }
    /// A sentence with kets in it ("jumps to ONE (|11>)"): each ket, with a bracket around it,
    /// is kept whole; the words around it wrap as usual.
    function kets(text) {
        if (!text) return ""
        return String(text).replace(/\(?\|[^|>\s]+>\)?/g, joined)
    }
    function ket(text) {
        if (!text) return ""
        const tokens = String(text).split(" ")
        let out = ""
        for (let i = 0; i < tokens.length; ++i) {
            if (i > 0) out += isSign(tokens[i]) ? noBreakSpace : " "
            out += joined(tokens[i])
        }
        return out
    }
}
