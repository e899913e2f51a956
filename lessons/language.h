#pragma once
/// The languages of the game's rulebook, which are the product's languages: English (the fallback),
/// Polish, Spanish and Czech. Qt-free, so the lessons, the CLI and the app agree on the codes.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace entanglion::lessons {

enum class Language : std::uint8_t { kEnglish, kPolish, kSpanish, kCzech };
inline constexpr int kLanguageCount = 4;
/// In the order files and messages list them; English first.
inline constexpr std::array<Language, kLanguageCount> kLanguages = {Language::kEnglish, Language::kPolish,
                                                                    Language::kSpanish, Language::kCzech};

/// "en", "pl", "es", "cs" (ISO 639-1).
std::string_view language_code(Language language);
/// The exact lower-case code; nullopt for anything else ("de", "PL", "pl_PL").
std::optional<Language> parse_language(std::string_view code);
/// "en, pl, es, cs": for messages that list the accepted codes.
std::string language_codes();
/// The language of a locale name as QLocale::name() or $LANG give it ("pl_PL", "cs-CZ.UTF-8", "es"),
/// English for any other language: the app follows the system locale and falls back to English.
Language language_for_locale(std::string_view locale_name);

}  // namespace entanglion::lessons
