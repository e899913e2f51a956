#pragma once
/// Kets that never break inside a term: the one rule for text laid out in C++ (the worksheet PDFs)
/// and in QML (Typeset.qml calls KetTypeset, below). Each term ("|11>", "(|00>",
/// "|Mercurial Rubicon>") has its characters joined by word joiners (U+2060), so a line may break
/// at the spaces around a ket's `+` and `-` but never after the `|`, which Unicode's line breaking
/// otherwise allows.

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>

namespace ketText {

/// `text` with every ket term, with a bracket around it, kept whole; other words wrap as usual
/// ("jumps to ONE (|11>)").
QString keepKetsWhole(const QString& text);

/// A whole ket ("(|00> + |11>)/√2"): every space-separated token kept whole, and the space before
/// a sign (+, -, −) no-break, so a line breaks only after the sign between two terms.
QString keepKetTermsWhole(const QString& ket);

/// `text` for a screen reader: the word joiners of keepKetsWhole and keepKetTermsWhole taken out
/// (a speech engine spells a word joined letter by letter) and their no-break spaces plain again.
/// The one place accessible text drops them (Typeset.spoken in QML).
QString spoken(const QString& text);

}  // namespace ketText

/// The rule for QML: Typeset.ket and Typeset.kets call these (module Entanglion.Common).
class KetTypeset : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    using QObject::QObject;
    Q_INVOKABLE QString ket(const QString& ket) const { return ketText::keepKetTermsWhole(ket); }
    Q_INVOKABLE QString kets(const QString& text) const { return ketText::keepKetsWhole(text); }
    Q_INVOKABLE QString spoken(const QString& text) const { return ketText::spoken(text); }
};
