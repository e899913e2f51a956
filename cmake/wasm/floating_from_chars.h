#pragma once
// Included before every source of the WebAssembly build (cmake/Wasm.cmake). The libc++ of Debian's
// emscripten 3.1.6 (LLVM 14) has no floating-point std::from_chars, which the board's amplitude
// reader uses to stay independent of the C locale. In emscripten the C locale is the only one, so
// strtod reads the same numbers. Gone when emscripten's libc++ has the overload (LLVM 17+).
#include <charconv>
#include <cstdlib>
#include <string>
#include <system_error>

namespace std {
inline from_chars_result from_chars(const char* first, const char* last, double& value,
                                    chars_format = chars_format::general) {
    const std::string text(first, last);
    char* end = nullptr;
    const double parsed = std::strtod(text.c_str(), &end);
    if (end == text.c_str()) return {first, errc::invalid_argument};
    value = parsed;
    return {first + (end - text.c_str()), errc()};
}
}  // namespace std
