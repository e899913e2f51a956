#pragma once
/// Kets that never break inside a term, for text laid out in C++ (the worksheet PDFs), by the rule
/// Typeset.qml applies in QML: each term ("|11>", "(|00>", "|Mercurial Rubicon>") has its characters
/// joined by word joiners (U+2060), so a line may break at the spaces around a ket's `+` and `-`
/// but never after the `|`, which Unicode's line breaking otherwise allows.

#include <QString>

namespace ketText {

/// `text` with every ket term, with a bracket around it, kept whole; other words wrap as usual.
QString keepKetsWhole(const QString& text);

}  // namespace ketText
