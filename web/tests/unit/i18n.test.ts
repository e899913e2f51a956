// tr() and trn() over catalogues built from the app's real .ts files (scripts/ts-catalogues.mjs), the
// plural forms per language, numbers in the language's digits, the choice of language, and the
// converter refusing a malformed .ts file.
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain Node script without type declarations.
import { catalogue, parseTs, stringLiterals } from '../../scripts/ts-catalogues.mjs';
import { type Catalogue, chooseLanguage, type Language, pluralIndex, setCatalogue, tr, trn } from '../../src/i18n';

// The app's translation sources as text (vite's ?raw import: no Node types needed).
import cs from '../../../ui-qml/i18n/entanglion_cs.ts?raw';
import en from '../../../ui-qml/i18n/entanglion_en.ts?raw';
import es from '../../../ui-qml/i18n/entanglion_es.ts?raw';
import pl from '../../../ui-qml/i18n/entanglion_pl.ts?raw';

const TS_FILES: Record<Language, string> = { cs, en, es, pl };

function realCatalogue(language: Language, wanted: string[]): Catalogue {
  return catalogue(parseTs(TS_FILES[language], `entanglion_${language}.ts`), new Set(wanted)) as Catalogue;
}

const OUT_OF_REACH = 'The goal is out of reach: no moves with the %n card(s) left reach it. Undo or reset.';

afterEach(() => setCatalogue({}));

describe('catalogues from the .ts files', () => {
  it('looks a page string up in the app translation and a web-only one in the web context', () => {
    setCatalogue(realCatalogue('pl', ['New game', 'Skip to your actions', 'Turn %1: your move (%2).']), 'pl');
    expect(tr('New game')).toBe('Nowa gra');
    expect(tr('Skip to your actions')).toBe('Przejdź do swoich akcji');
    expect(tr('Turn %1: your move (%2).', 3, 'Mercurial')).toBe('Tura 3: Twój ruch (Mercurial).');
    expect(tr('A sentence no catalogue has')).toBe('A sentence no catalogue has');
  });

  it('picks the Polish plural form Qt would for 1, 2, 5, 12 and 22', () => {
    setCatalogue(realCatalogue('pl', [OUT_OF_REACH, '%n card(s)']), 'pl');
    expect(trn('%n card(s)', 1)).toBe('1 karta');
    expect(trn('%n card(s)', 2)).toBe('2 karty');
    expect(trn('%n card(s)', 5)).toBe('5 kart');
    expect(trn('%n card(s)', 12)).toBe('12 kart');
    expect(trn('%n card(s)', 22)).toBe('22 karty');
    expect(trn(OUT_OF_REACH, 1)).not.toBe(trn(OUT_OF_REACH, 5));
  });

  it('picks the Czech, Spanish and English forms', () => {
    setCatalogue(realCatalogue('cs', ['%n card(s)']), 'cs');
    expect([1, 3, 5].map((n) => trn('%n card(s)', n))).toEqual(['1 karta', '3 karty', '5 karet']);
    setCatalogue(realCatalogue('es', ['%n card(s)']), 'es');
    expect([1, 2].map((n) => trn('%n card(s)', n))).toEqual(['1 carta', '2 cartas']);
    setCatalogue(realCatalogue('en', ['%n card(s)']), 'en');
    expect([1, 2].map((n) => trn('%n card(s)', n))).toEqual(['1 card', '2 cards']);
  });

  it('maps plural categories to Qt form indices', () => {
    expect([1, 2, 4, 5, 12, 14, 21, 22, 25, 104].map((n) => pluralIndex('pl', n))).toEqual([0, 1, 1, 2, 2, 2, 2, 1, 2, 1]);
    expect([1, 2, 4, 5, 22].map((n) => pluralIndex('cs', n))).toEqual([0, 1, 1, 2, 2]);
    expect([0, 1, 2, 1000000].map((n) => pluralIndex('es', n))).toEqual([1, 0, 1, 1]);
  });

  it('writes numbers with the language decimal sign and without grouping', () => {
    setCatalogue({}, 'pl');
    expect(tr('%1%', 12.5)).toBe('12,5%');
    expect(tr('Seed %1', 2024)).toBe('Seed 2024');
    setCatalogue({}, 'en');
    expect(tr('%1%', 12.5)).toBe('12.5%');
  });

  it('refuses a malformed .ts file', () => {
    const good = TS_FILES.pl;
    expect(() => parseTs(good.replace('</context>', ''), 'broken.ts')).toThrow(/broken.ts/);
    expect(() => parseTs(good.replace(/<source>[^<]*<\/source>/, ''), 'broken.ts')).toThrow(/without a source/);
    expect(() => parseTs('<html></html>', 'page.html')).toThrow(/not a Qt .ts file/);
  });

  it('reads the page string literals with their escapes', () => {
    expect([...stringLiterals("tr('The ships\\u2019 state'); x(\"a\", `b`)")]).toEqual(['The ships\u2019 state', 'a', 'b']);
    // An apostrophe in a comment starts nothing; a template's ${..} is code with literals of its own.
    const code = "// the lesson's text\nconst a = `x${f('in', { b: 1 })}y` + 'q\\'s'; /* don't */";
    expect([...stringLiterals(code)]).toEqual(['x', 'in', 'y', "q's"]);
  });
});

describe('chooseLanguage', () => {
  it('prefers ?lang=, then the stored choice, then the browser languages', () => {
    expect(chooseLanguage('pl', 'cs', ['es'])).toBe('pl');
    expect(chooseLanguage(null, 'cs', ['es'])).toBe('cs');
    expect(chooseLanguage(null, null, ['de-DE', 'es-MX', 'pl'])).toBe('es');
    expect(chooseLanguage('xx', null, ['de'])).toBe('en');
  });
});
