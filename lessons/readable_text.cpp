#include "lessons/readable_text.h"

#include <cctype>

#include "statevector/gate.h"
#include "statevector/ship.h"

namespace entanglion::lessons {
namespace {

bool is_word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

/// `pattern` with "%1" replaced by `gate` and "%2" by `ship`, each wherever it stands.
std::string move_phrase(std::string_view pattern, std::string_view gate, std::string_view ship) {
    std::string out;
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == '%' && i + 1 < pattern.size() && (pattern[i + 1] == '1' || pattern[i + 1] == '2')) {
            out += pattern[i + 1] == '1' ? gate : ship;
            ++i;
        } else {
            out += pattern[i];
        }
    }
    return out;
}

}  // namespace

std::string readable_move_ids(std::string_view text, std::string_view pattern) {
    std::string out;
    std::size_t i = 0;
    while (i < text.size()) {
        // A candidate starts at a word boundary: letters, ':', letters.
        if (is_word_char(text[i]) && (i == 0 || !is_word_char(text[i - 1]))) {
            std::size_t end = i;
            while (end < text.size() && is_word_char(text[end])) ++end;
            if (end < text.size() && text[end] == ':') {
                std::size_t ship_end = end + 1;
                while (ship_end < text.size() && is_word_char(text[ship_end])) ++ship_end;
                const auto kind = parse_gate_kind(text.substr(i, end - i));
                const auto ship = parse_ship(text.substr(end + 1, ship_end - end - 1));
                if (kind && ship) {
                    out += move_phrase(pattern, gate_id(*kind), ship_display_name(*ship));
                    i = ship_end;
                    continue;
                }
            }
            out.append(text.substr(i, end - i));
            i = end;
            continue;
        }
        out += text[i++];
    }
    return out;
}

}  // namespace entanglion::lessons
