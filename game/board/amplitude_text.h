#pragma once
/// Amplitudes as exact text in board files: "1", "-1/2", "1/sqrt2", "-i/sqrt(2)", "0.6". Exact
/// strings keep the file readable and free of 0.7071067811865476-style noise; plain JSON numbers
/// are accepted as well.

#include <optional>
#include <string>
#include <string_view>

#include "statevector/state.h"

namespace entanglion {

/// Parses `[sign] [decimal] [i] [/ (decimal | sqrtN | sqrt(N))]` with optional spaces, where at
/// least the decimal or `i` is present: "1/sqrt2" = 0.7071.., "-i/2" = -0.5i, "0.6" = 0.6.
/// nullopt for anything else (including a zero denominator).
std::optional<Complex> parse_amplitude_text(std::string_view text);

/// The exact text of an amplitude that is 0, +-1, +-1/2 or +-1/sqrt2 times 1 or i (within
/// `tolerance`), e.g. "-1/sqrt2", "i/2"; nullopt for any other value.
std::optional<std::string> exact_amplitude_text(Complex amplitude, double tolerance = 1e-12);

}  // namespace entanglion
