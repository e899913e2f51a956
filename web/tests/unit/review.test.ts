// The solo page's review of a finished game (src/review-view.ts): the engine's figures worded, in
// English and, from the real .ts files, in Polish (decimal commas, the true minus sign, the better
// move's sentence).
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain Node script without type declarations.
import { catalogue, parseTs } from '../../scripts/ts-catalogues.mjs';
import { type Catalogue, setCatalogue } from '../../src/i18n';
import { chanceText, momentLines, type ReviewJson, type ReviewMomentJson, signedPoints, summaryRows } from '../../src/review-view';
import pl from '../../../ui-qml/i18n/entanglion_pl.ts?raw';

afterEach(() => setCatalogue({}));

const review: ReviewJson = {
  ok: true,
  summary: {
    start_tenths: 586,
    decisions_tenths: -343,
    luck_tenths: -243,
    result_tenths: 0,
    status: 'lost',
    players: { MERCURIAL: { decisions: 20, points_lost_tenths: 453, seat: 'human' }, RUBICON: { decisions: 19, points_lost_tenths: 12, seat: 'ai' } },
  },
};

const moment = (fields: Partial<ReviewMomentJson> = {}): ReviewMomentJson => ({
  step: 40,
  shown_step: 21,
  kind: 'decision',
  swing_tenths: -160,
  events: [{ index: 0, type: 'engine_card_played', player: 'RUBICON', fields: { card: 'X', box: 3 }, text: 'Rubicon played X into engine control box 3' }],
  player: 'RUBICON',
  played: { text: 'RUBICON navigate X', type: 'navigate', player: 'RUBICON', card: 'X' },
  ...fields,
});

describe('the review of a finished game', () => {
  it('words the summary: the start, what the decisions and luck changed, the end', () => {
    expect(summaryRows(review)).toEqual([
      ['Chance to win at the start', '58.6%'],
      ['Changed by the decisions', '\u221234.3'],
      ['Changed by luck (dice and draws)', '\u221224.3'],
      ['At the end', '0%'],
    ]);
    expect(summaryRows({ ok: false, refusal: 'no_game' })).toEqual([]);
    expect(signedPoints(184)).toBe('+18.4');
    expect(signedPoints(0)).toBe('0');
    expect(chanceText(1000)).toBe('100%');
  });

  it('says what happened at a key moment, and the better move where there was one', () => {
    const [played] = momentLines(moment());
    expect(played).toMatch(/^Rubicon /);
    expect(momentLines(moment())).toHaveLength(1);
    const better = momentLines(moment({ best: { text: 'RUBICON navigate H', type: 'navigate', player: 'RUBICON', card: 'H' }, points_lost_tenths: 160 }));
    expect(better).toHaveLength(2);
    expect(better[1]).toBe('A better move: Navigate with H (16 points more to win).');
    // A decision that made no event is the move itself.
    expect(momentLines(moment({ events: [] }))).toEqual(['Navigate with X']);
  });

  it('speaks Polish', () => {
    const wanted = new Set(['Chance to win at the start', 'Changed by the decisions', 'A better move: %1 (%2 points more to win).', 'Navigate with %1', '%1%']);
    setCatalogue(catalogue(parseTs(pl, 'entanglion_pl.ts'), wanted) as Catalogue, 'pl');
    expect(summaryRows(review).slice(0, 2)).toEqual([
      ['Szansa na wygraną na początku', '58,6%'],
      ['Zmiana przez decyzje', '\u221234,3'],
    ]);
    const better = momentLines(moment({ events: [], best: { text: 'RUBICON navigate H', type: 'navigate', player: 'RUBICON', card: 'H' }, points_lost_tenths: 85 }));
    expect(better[1]).toBe('Lepszy ruch: Nawigacja z\u00a0kartą H (o\u00a08,5 pkt większa szansa na wygraną).');
  });
});
