#include "KetText.h"

#include <QRegularExpression>

namespace ketText {

namespace {
const QChar kJoiner(0x2060);

QString joined(const QString& word) {
    QString out;
    out.reserve(word.size() * 2);
    for (qsizetype i = 0; i < word.size(); ++i) {
        if (i > 0 && !word[i].isLowSurrogate()) out += kJoiner;
        out += word[i];
    }
    return out;
}
}  // namespace

QString keepKetsWhole(const QString& text) {
    // A ket term (an optional bracket, "|", no space or bar, ">", a bracket), and the
    // order label "|Mercurial Rubicon>", whose space becomes a no-break one.
    static const QRegularExpression kTerm(QStringLiteral("\\(?\\|[^|>\\s]+(?: [A-Za-z]+)?>\\)?"));
    QString out;
    qsizetype position = 0;
    for (auto it = kTerm.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        out += text.mid(position, match.capturedStart() - position);
        out += joined(match.captured().replace(u' ', QChar(0x00A0)));
        position = match.capturedEnd();
    }
    out += text.mid(position);
    return out;
}

QString keepKetTermsWhole(const QString& ket) {
    const QStringList tokens = ket.split(u' ');
    QString out;
    for (qsizetype i = 0; i < tokens.size(); ++i) {
        const QString& token = tokens[i];
        const bool sign = token == u"+" || token == u"-" || token == u"\u2212";
        if (i > 0) out += sign ? QChar(0x00A0) : QChar(u' ');
        out += joined(token);
    }
    return out;
}

QString spoken(const QString& text) {
    QString out = text;
    out.remove(kJoiner);
    out.replace(QChar(0x00A0), u' ');
    return out;
}

}  // namespace ketText
