#pragma once
/// An amplitude as the board and graph files write it: its exact text ("1/sqrt2") where it has one, a
/// number when it is real, [re, im] otherwise. board_writer.cpp and generator.cpp write it so.

#include <nlohmann/json.hpp>

#include "statevector/format.h"

namespace entanglion {

inline nlohmann::ordered_json amplitude_json(Complex amplitude) {
    if (auto exact = exact_amplitude_text(amplitude, 1e-9)) return *exact;
    if (amplitude.imag() == 0) return amplitude.real();
    return nlohmann::ordered_json::array({amplitude.real(), amplitude.imag()});
}

}  // namespace entanglion
