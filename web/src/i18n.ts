// Every string the page shows goes through tr(): one catalogue keyed by the English source text, so
// the app's Qt .ts translations can feed it later (a build step turning their <message>s into
// catalogues), with no second copy to translate. Placeholders are %1, %2, ... as in Qt.

export type Catalogue = Record<string, string>;

let catalogue: Catalogue = {};

/// Replaces the strings shown from now on (a language's catalogue; {} for English).
export function setCatalogue(next: Catalogue): void {
  catalogue = next;
}

/// The text in the current language, %1.. replaced by `args` in order.
export function tr(source: string, ...args: (string | number)[]): string {
  const text = catalogue[source] ?? source;
  return text.replace(/%(\d+)/g, (whole, digits: string) => {
    const index = Number(digits) - 1;
    return index >= 0 && index < args.length ? String(args[index]) : whole;
  });
}

/// A message with a count, keyed by the same source as Qt's plural messages ("%n card(s)"): %n is
/// the count, %1.. the other arguments. The catalogue holds one text per source for now; a language
/// with plural forms gets them when the catalogues come from the app's .ts files.
export function trn(source: string, count: number, ...args: (string | number)[]): string {
  return tr(source, ...args).replace(/%n/g, String(count));
}
