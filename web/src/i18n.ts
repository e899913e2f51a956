// Every string the page shows goes through tr(): one catalogue per language keyed by the English
// source text, made at build time from the app's own Qt .ts files (scripts/ts-catalogues.mjs), so
// nothing is translated twice. Placeholders are %1, %2, ... as in Qt; plural messages ("%n card(s)")
// hold one form per plural category in Qt's order for the language, and trn() picks one by the count.

/// A translation: a text, or a plural message's forms.
export type Entry = string | string[];
export type Catalogue = Record<string, Entry>;

/// The page's languages: those of the app's .ts files.
export const LANGUAGES = ['en', 'pl', 'es', 'cs'] as const;
export type Language = (typeof LANGUAGES)[number];

/// Each language's plural categories (Intl.PluralRules) mapped to the index of Qt's form for it:
/// Qt's numerus forms are English and Spanish "1 / other", Polish "1 / 2-4 (not 12-14) / other",
/// Czech "1 / 2-4 / other" (Qt's qtranslator numerus rules); Intl's "many" of Polish integers and
/// of Spanish millions falls into the last of them, as in Qt.
const PLURAL_FORMS: Record<Language, Partial<Record<Intl.LDMLPluralRule, number>>> = {
  en: { one: 0, other: 1 },
  es: { one: 0, many: 1, other: 1 },
  pl: { one: 0, few: 1, many: 2, other: 2 },
  cs: { one: 0, few: 1, many: 2, other: 2 },
};

let catalogue: Catalogue = {};
let language: Language = 'en';
let numbers = new Intl.NumberFormat('en', { useGrouping: false, maximumFractionDigits: 6 });

/// Replaces the strings shown from now on (a language's catalogue; {} for English without plurals).
export function setCatalogue(next: Catalogue, nextLanguage: Language = 'en'): void {
  catalogue = next;
  language = nextLanguage;
  // No grouping: the numbers shown are seeds, turns and counts, where "2,024" would be read as two.
  numbers = new Intl.NumberFormat(nextLanguage, { useGrouping: false, maximumFractionDigits: 6 });
}

export function currentLanguage(): Language {
  return language;
}

/// A number in the current language's digits and decimal sign ("0,5" in Polish).
export function formatNumber(value: number): string {
  return numbers.format(value);
}

/// The index of Qt's plural form for `count` in `forLanguage`.
export function pluralIndex(forLanguage: Language, count: number): number {
  const category = new Intl.PluralRules(forLanguage).select(count);
  const table = PLURAL_FORMS[forLanguage];
  return table[category] ?? Math.max(...Object.values(table));
}

function fill(text: string, args: (string | number)[]): string {
  return text.replace(/%L?(\d+)/g, (whole, digits: string) => {
    const index = Number(digits) - 1;
    if (index < 0 || index >= args.length) return whole;
    const value = args[index];
    return typeof value === 'number' ? formatNumber(value) : value;
  });
}

/// The text in the current language, %1.. replaced by `args` in order (numbers in its digits).
export function tr(source: string, ...args: (string | number)[]): string {
  const entry = catalogue[source] ?? source;
  return fill(Array.isArray(entry) ? (entry[entry.length - 1] ?? source) : entry, args);
}

/// A plural message keyed by the same source as Qt's ("%n card(s)"): the form for `count` in the
/// current language, %n the count, %1.. the other arguments.
export function trn(source: string, count: number, ...args: (string | number)[]): string {
  const entry = catalogue[source] ?? source;
  const text = Array.isArray(entry) ? (entry[Math.min(pluralIndex(language, count), entry.length - 1)] ?? source) : entry;
  return fill(text, args).replace(/%L?n/g, formatNumber(count));
}

/// The language to show: `?lang=` first, then the one chosen before (localStorage), then the
/// browser's preferences in order (a region ignored: "pl-PL" is Polish), else English.
export function chooseLanguage(query: string | null, stored: string | null, preferred: readonly string[]): Language {
  const known = (tag: string | null | undefined): Language | null => {
    const base = (tag ?? '').toLowerCase().split(/[-_]/)[0];
    return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : null;
  };
  return known(query) ?? known(stored) ?? preferred.map(known).find((found) => found !== null) ?? 'en';
}
