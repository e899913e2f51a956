#pragma once
/// Numbers in the UI language: "0,50" in Polish, Spanish and Czech, "0.50" in English. The engine
/// (statevector, game) writes numbers with a decimal point; these helpers put them into the default
/// QLocale, which LanguageSettings sets to the UI language.

#include <QString>

namespace localeNumbers {

/// `text` with every decimal point between two digits ("0.6|00> + 0.8|11>", "-0.707") written as
/// the default locale's decimal separator; other dots stay.
QString decimals(const QString& text);

/// A probability (0..1) as a percentage in the default locale: "50 %", "12,5 %" or "50%", as the
/// language writes it; one decimal only when it is not a whole percent.
QString percent(double probability);

}  // namespace localeNumbers
