// The search's reason worded by the page (src/search-words.ts) from the binding's typed figures: one
// whole sentence per kind, the count in the language's plural form, from the app's own translations.
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain Node script without type declarations.
import { catalogue, parseTs } from '../../scripts/ts-catalogues.mjs';
import { type Catalogue, type Language, setCatalogue } from '../../src/i18n';
import { searchWhyText } from '../../src/search-words';
import type { SearchWhyJson } from '../../src/types';

import cs from '../../../ui-qml/i18n/entanglion_cs.ts?raw';
import en from '../../../ui-qml/i18n/entanglion_en.ts?raw';
import es from '../../../ui-qml/i18n/entanglion_es.ts?raw';
import pl from '../../../ui-qml/i18n/entanglion_pl.ts?raw';

const TS_FILES: Record<string, string> = { cs, en, es, pl };

const LAST =
  '%1: both ships reach %2, where the last component, %3, is; the team won %4 of %Ln future(s) played out after it (next best, %5: %6).';

function realCatalogue(language: Language, wanted: string[]): Catalogue {
  return catalogue(parseTs(TS_FILES[language], `entanglion_${language}.ts`), new Set(wanted)) as Catalogue;
}

/// Rubicon's H takes both ships to OMEGA TWO, where the last component lies: 7 of `futures` won.
function reachLast(futures: number): SearchWhyJson {
  return {
    kind: 'reach_last_component',
    action: { text: 'RUBICON navigate H', type: 'navigate', player: 'RUBICON', card: 'H' },
    mercurial: 'OMEGA_TWO',
    rubicon: 'OMEGA_TWO',
    component: 'QUANTUM_GATES',
    futures,
    won: 7,
    option_count: 3,
    total_futures: 400,
    runner_up: {
      action: { text: 'RUBICON exchange H', type: 'exchange', player: 'RUBICON', card: 'H' },
      futures: 9,
      won: 5,
    },
  };
}

afterEach(() => setCatalogue({}));

describe('searchWhyText', () => {
  it('words the typed figures in one English sentence', () => {
    setCatalogue(realCatalogue('en', [LAST]), 'en');
    expect(searchWhyText(reachLast(1))).toContain('the team won 7 of 1 future played out after it');
    expect(searchWhyText(reachLast(10))).toBe(
      'Navigate with H for Rubicon: both ships reach OMEGA TWO, where the last component, Quantum Gates, is; ' +
        'the team won 7 of 10 futures played out after it (next best, Exchange H for Rubicon: 56%).',
    );
  });
  it('says the only legal move without figures', () => {
    const only: SearchWhyJson = { ...reachLast(0), kind: 'only_choice', runner_up: undefined };
    expect(searchWhyText(only)).toBe('Navigate with H for Rubicon: the only legal move.');
  });
  it('picks the plural form of the futures in Polish and Czech, from the app translations', () => {
    setCatalogue(realCatalogue('pl', [LAST, 'Quantum Gates']), 'pl');
    expect(searchWhyText(reachLast(1))).toContain('wygrała 7 z\u00a01 rozegranej po nim przyszłości');
    expect(searchWhyText(reachLast(10))).toContain('wygrała 7 z\u00a010 rozegranych po nim przyszłości');
    // The component by its name in the language, as the app names it.
    expect(searchWhyText(reachLast(10))).toContain('gdzie leży ostatni komponent, Bramki kwantowe');
    setCatalogue(realCatalogue('cs', [LAST]), 'cs');
    expect(searchWhyText(reachLast(3))).toContain('vyhrál 7 z\u00a03 odehraných budoucností');
    setCatalogue(realCatalogue('es', [LAST]), 'es');
    expect(searchWhyText(reachLast(1))).toContain('de 1 futuro jugado');
    expect(searchWhyText(reachLast(12))).toContain('de los 12 futuros jugados');
  });
});
