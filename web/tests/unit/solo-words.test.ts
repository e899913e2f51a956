// The solo page's new words over catalogues made from the app's real .ts files: the log worded from
// the events' typed fields (the app's own sentences), the take-back's refusals and result, amplitudes
// and correlations with the language's decimal sign, the choice of colours.
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain Node script without type declarations.
import { catalogue, parseTs } from '../../scripts/ts-catalogues.mjs';
import { eventText } from '../../src/event-words';
import { type Catalogue, type Language, setCatalogue } from '../../src/i18n';
import { conclusionText, correlationValueText, formatCorrelation } from '../../src/measure-view';
import { takeBackRefusalText, takenBackText } from '../../src/take-back-words';
import { chooseTheme } from '../../src/theme';
import type { EventJson, ResultJson } from '../../src/types';
import { planetDescription } from '../../src/map';
import { actionLabel, formatAmplitude, formatPercent, formatReal } from '../../src/words';

import cs from '../../../ui-qml/i18n/entanglion_cs.ts?raw';
import es from '../../../ui-qml/i18n/entanglion_es.ts?raw';
import pl from '../../../ui-qml/i18n/entanglion_pl.ts?raw';

const TS_FILES: Partial<Record<Language, string>> = { cs, es, pl };

/// The whole catalogue of a language (every source the .ts file has).
function use(language: Language): void {
  const messages = parseTs(TS_FILES[language], `entanglion_${language}.ts`) as { source: string }[];
  setCatalogue(catalogue(messages, new Set(messages.map((m) => m.source))) as Catalogue, language);
}

afterEach(() => setCatalogue({}));

const event = (type: string, fields: Record<string, unknown>, player = 'MERCURIAL'): EventJson => ({
  index: 0,
  type,
  player,
  fields,
  text: `the rules' English for ${type}`,
});

describe('the log from typed events', () => {
  it('words each event with the app\u2019s English sentence', () => {
    expect(eventText(event('card_played', { card: 'H', box: 0 }))).toBe('Mercurial played H into engine control box 1');
    expect(eventText(event('card_played', { card: 'X', box: -1 }))).toBe(
      'Mercurial played X (engine control already full: straight to the discard pile)',
    );
    expect(
      eventText(event('ships_moved', { from: { MERCURIAL: 'ZERO', RUBICON: 'ONE' }, to: { MERCURIAL: 'PHI_PLUS', RUBICON: 'PHI_PLUS' } })),
    ).toBe('Ships moved: Mercurial ZERO, Rubicon ONE \u2192 PHI PLUS');
    expect(
      eventText(
        event('detected', {
          defense: 'orbital',
          roll: 2,
          modifiers: [{ source: 'CONTROL_INFRASTRUCTURE', delta: -1 }],
          result: 1,
          rate: 3,
        }),
      ),
    ).toBe('Mercurial was detected by the orbital defenses: rolled 2, \u22121 Control Infrastructure = 1 does not beat the rate 3');
    expect(eventText(event('engine_control_cleared', { cards: 1 }))).toBe('Engine control cleared (1 card(s) to the discard pile)');
    expect(eventText(event('action_taken_back', { action: { type: 'navigate', card: 'CNOT', text: '', player: 'RUBICON' } }, 'RUBICON'))).toBe(
      'Rubicon took back playing CNOT',
    );
  });
  it('keeps the rules\u2019 line for a type it does not know', () => {
    expect(eventText(event('warp_drive', {}))).toBe("the rules' English for warp_drive");
  });
  it('words the log in Polish, Spanish and Czech from the app\u2019s translations, plural forms included', () => {
    use('pl');
    expect(eventText(event('card_played', { card: 'H', box: 2 }))).toBe('Mercurial zagrywa H na pole 3 panelu sterowania silnika');
    const cleared = (n: number) => eventText(event('engine_control_cleared', { cards: n }));
    expect(cleared(2)).not.toBe(cleared(5));
    expect(cleared(5)).toContain('5');
    use('es');
    expect(eventText(event('card_played', { card: 'H', box: 2 }))).toBe('Mercurial jugó H en el espacio 3 del control de motores');
    use('cs');
    expect(eventText(event('ships_moved', { from: { MERCURIAL: 'ZERO', RUBICON: 'ZERO' }, to: { MERCURIAL: 'ONE', RUBICON: 'ZERO' } }))).toMatch(
      /^Lodě se přesunuly: Mercurial NULA, Rubicon NULA → /,
    );
  });
});

describe('names as the app gives them', () => {
  it('names planets, components and event cards in the language on the map, in actions and in the log', () => {
    use('es');
    expect(planetDescription('ZERO', 'CENTARIOUS', undefined)).toMatch(/^CERO, /);
    expect(actionLabel({ text: '', type: 'play_event', player: 'MERCURIAL', event: 'SPOOKY_ACTION' })).toContain('Acción Fantasmal');
    expect(eventText(event('event_card_drawn', { card: 'SPOOKY_ACTION' }))).toContain('Acción Fantasmal');
    use('cs');
    expect(actionLabel({ text: '', type: 'bennett_take', player: 'RUBICON', component: 'QUANTUM_GATES' })).toContain('Kvantová hradla');
  });
});

describe('take-back', () => {
  const refused = (take_back: ResultJson['take_back']): ResultJson => ({ ok: false, refusal: 'take_back_refused', take_back });
  it('says why the engine refuses, from its typed reason', () => {
    expect(takeBackRefusalText({ ok: true })).toBe('');
    expect(takeBackRefusalText(refused({ refusal: 'no_action', player: 'MERCURIAL', revealed: 'd8', error: '' }))).toBe(
      'There is nothing to take back: no move has been played yet.',
    );
    expect(takeBackRefusalText(refused({ refusal: 'other_players_move', player: 'RUBICON', revealed: 'd8', error: '' }))).toBe(
      'Rubicon has played since your last move, so it can no longer be taken back.',
    );
    expect(takeBackRefusalText(refused({ refusal: 'revealed', player: 'MERCURIAL', revealed: 'd8', error: '' }))).toBe(
      'The last move cannot be taken back: its die roll is already known.',
    );
    expect(takeBackRefusalText(refused({ refusal: 'revealed', player: 'MERCURIAL', revealed: 'engine_draw', error: '' }))).toBe(
      'The last move cannot be taken back: the card it drew is already known.',
    );
    expect(takeBackRefusalText({ ok: false, refusal: 'following' })).toMatch(/^Moves cannot be taken back in a game over the network/);
    expect(takeBackRefusalText({ ok: false, refusal: 'no_game' })).toBe('Start a new game first.');
  });
  it('says what was taken back, the cards it drew in the language\u2019s plural form', () => {
    const action = { text: 'MERCURIAL navigate H', type: 'navigate', player: 'MERCURIAL', card: 'H' };
    expect(takenBackText({ ok: true, action, returned: 0 })).toBe('Move taken back: Navigate with H');
    use('pl');
    expect(takenBackText({ ok: true, action, returned: 1 })).toMatch(/^Cofnięto ruch: .*Dobrana/);
    expect(takenBackText({ ok: true, action, returned: 5 })).toMatch(/5 dobranych/);
    expect(takeBackRefusalText(refused({ refusal: 'no_action', player: 'MERCURIAL', revealed: 'd8', error: '' }))).toBe(
      'Nie ma czego cofnąć: nie zagrano jeszcze żadnego ruchu.',
    );
  });
});

describe('numbers in the language', () => {
  it('writes amplitudes and probabilities with the decimal comma in Polish, Spanish and Czech', () => {
    for (const language of ['pl', 'es', 'cs'] as const) {
      use(language);
      expect(formatReal(Math.SQRT1_2)).toBe('0,707');
      expect(formatAmplitude({ basis: '00', re: 0.5, im: -0.5, probability: 0.5 })).toBe('0,5 \u2212 0,5i');
      expect(formatPercent(1 / 3)).toMatch(/^33,3/);
    }
    setCatalogue({});
    expect(formatReal(-Math.SQRT1_2)).toBe('\u22120.707');
  });
  it('writes correlations with two decimals and the app\u2019s conclusion', () => {
    expect(formatCorrelation(-0.7071)).toBe('\u22120.71');
    expect(formatCorrelation(0.001)).toBe('0');
    expect(correlationValueText({ ok: true, bases: 'ZZ', exact_correlation: 1, observed_correlation: 1 })).toBe(
      'Correlation of the bits (equal minus different) in ZZ: 1 exact, 1 in the shots.',
    );
    expect(conclusionText({ ok: true, correlated_in_complementary_bases: true })).toMatch(/^Perfectly correlated in two complementary bases/);
    use('pl');
    expect(formatCorrelation(0.96)).toBe('0,96');
  });
});

describe('colours', () => {
  it('keeps the choice made, else follows the system (more contrast first)', () => {
    expect(chooseTheme('contrast', false, false)).toBe('contrast');
    expect(chooseTheme('dark', false, true)).toBe('dark');
    expect(chooseTheme(null, true, false)).toBe('dark');
    expect(chooseTheme(null, true, true)).toBe('contrast');
    expect(chooseTheme('neon', false, false)).toBe('light');
  });
});
