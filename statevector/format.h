#pragma once
/// Ket formatting, exact where possible: amplitudes 0, +-1, +-1/sqrt2, +-1/2 (times 1 or i) print
/// symbolically with the common factor pulled out, e.g. "(|00> + |11>)/√2" and
/// "½(|00> - |01> + |10> + |11>)"; other amplitudes print numerically.

#include <string>

#include "state.h"

namespace entanglion {

enum class KetStyle : std::uint8_t {
    kUnicode,  ///< (|00> + |11>)/√2, ½(...)
    kLatex,    ///< \frac{1}{\sqrt{2}}\left(|00\rangle + |11\rangle\right)
    kAscii,    ///< (|00> + |11>)/sqrt(2), 1/2(...)
};

/// Which ship's bit is written first in each ket. The engine always stores Mercurial first; this
/// only changes what is printed.
enum class QubitOrder : std::uint8_t { kMercurialRubicon, kRubiconMercurial };

struct KetFormat {
    KetStyle style = KetStyle::kUnicode;
    QubitOrder order = QubitOrder::kMercurialRubicon;
    /// Decimal places for amplitudes that have no exact form.
    int precision = 4;
};

/// The bare ket, e.g. "(|00> + |11>)/√2".
std::string format_ket(const TwoQubitState& state, const KetFormat& format = {});
/// "|Mercurial Rubicon>" or "|Rubicon Mercurial>" in the chosen style.
std::string format_order_label(const KetFormat& format = {});
/// The ket followed by its order label, e.g. "(|00> + |11>)/√2  in |Mercurial Rubicon>". Every
/// ket shown to a person should be printed this way.
std::string format_ket_labelled(const TwoQubitState& state, const KetFormat& format = {});
/// One amplitude, exact where possible: "1/√2", "-½", "i/√2", "0.6000".
std::string format_amplitude(Complex amplitude, const KetFormat& format = {});

}  // namespace entanglion
