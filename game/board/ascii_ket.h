#pragma once
/// Kets as the verifier's reports write them: ASCII, |Mercurial Rubicon> order, four decimals.

#include <string>

#include "statevector/format.h"

namespace entanglion {

inline const KetFormat kAsciiKets{KetStyle::kAscii, QubitOrder::kMercurialRubicon, 4};

inline std::string ascii_ket(const TwoQubitState& state) { return format_ket(state, kAsciiKets); }

}  // namespace entanglion
