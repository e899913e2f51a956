#include "lessons/language.h"

#include <cctype>

namespace entanglion::lessons {

std::string_view language_code(Language language) {
    switch (language) {
        case Language::kPolish:
            return "pl";
        case Language::kSpanish:
            return "es";
        case Language::kCzech:
            return "cs";
        case Language::kEnglish:
            break;
    }
    return "en";
}

std::optional<Language> parse_language(std::string_view code) {
    for (Language language : kLanguages) {
        if (language_code(language) == code) return language;
    }
    return std::nullopt;
}

std::string language_codes() {
    std::string list;
    for (Language language : kLanguages) list += (list.empty() ? "" : ", ") + std::string(language_code(language));
    return list;
}

Language language_for_locale(std::string_view locale_name) {
    // The language is the part before the territory ("pl" of "pl_PL", "cs" of "cs-CZ.UTF-8").
    std::string code;
    for (char c : locale_name) {
        if (!std::isalpha(static_cast<unsigned char>(c))) break;
        code.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
    }
    return parse_language(code).value_or(Language::kEnglish);
}

}  // namespace entanglion::lessons
