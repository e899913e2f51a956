// The page's language: chosen from `?lang=`, the choice remembered in localStorage, or the browser's
// preferences (i18n.ts chooseLanguage); switched by the header's select, which loads that language's
// catalogue (built from the app's .ts files into i18n/<lang>.json), sets <html lang> and lets the
// page word itself again.
import { chooseLanguage, currentLanguage, type Catalogue, type Language, LANGUAGES, setCatalogue } from './i18n';

const STORAGE_KEY = 'entanglion-language';
/// Each language by its own name, so a reader finds theirs whatever the page's language is.
const NAMES: Record<Language, string> = { en: 'English', pl: 'Polski', es: 'Español', cs: 'Čeština' };

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/// Loads `language`'s catalogue and makes it the page's; <html lang> follows. English has a
/// catalogue too (its plural forms); a catalogue that cannot be loaded leaves the English sources.
export async function useLanguage(language: Language): Promise<void> {
  let catalogue: Catalogue = {};
  try {
    const response = await fetch(new URL(`i18n/${language}.json`, document.baseURI));
    if (response.ok) catalogue = (await response.json()) as Catalogue;
  } catch {
    // Offline or a file missing: the English sources stand in.
  }
  setCatalogue(catalogue, language);
  document.documentElement.lang = language;
}

/// Chooses the page's language, loads it and fills the header's switch (#language); a change there
/// is remembered and `rewrite` words the page again in the new language.
export async function setUpLanguage(rewrite: () => void): Promise<void> {
  const query = new URLSearchParams(location.search).get('lang');
  await useLanguage(chooseLanguage(query, storedLanguage(), navigator.languages ?? [navigator.language]));
  const select = document.getElementById('language') as HTMLSelectElement | null;
  if (!select) return;
  for (const language of LANGUAGES) {
    const option = document.createElement('option');
    option.value = language;
    option.lang = language;
    option.textContent = NAMES[language];
    select.append(option);
  }
  select.value = currentLanguage();
  select.addEventListener('change', () => {
    const next = select.value as Language;
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Storage refused (private mode): the choice holds for this page only.
    }
    void useLanguage(next).then(rewrite);
  });
}
