#include "LocaleNumbers.h"

#include <QCoreApplication>
#include <QLocale>
#include <cmath>

namespace localeNumbers {

QString decimals(const QString& text) {
    const QString separator = QLocale().decimalPoint();
    if (separator == QStringLiteral(".")) return text;
    QString out = text;
    for (qsizetype at = 1; at + 1 < out.size(); ++at) {
        if (out[at] == u'.' && out[at - 1].isDigit() && out[at + 1].isDigit()) {
            out.replace(at, 1, separator);
            at += separator.size() - 1;
        }
    }
    return out;
}

QString percent(double probability) {
    const double value = std::round(probability * 1000.0) / 10.0;
    const bool whole = value == std::round(value);
    //: A percentage; %1 is the number already in the UI language's digits ("12,5"). Write the space
    //: (a non-breaking one) before % where the language puts one.
    return QCoreApplication::translate("localeNumbers", "%1%").arg(QLocale().toString(value, 'f', whole ? 0 : 1));
}

}  // namespace localeNumbers
