import { afterEach, describe, expect, it } from 'vitest';
import { setCatalogue, trn } from '../../src/i18n';
import type { GoalMissJson } from '../../src/lesson-types';
import { cardLabel, goalLine, missSentence, moveLabel, outOfReachSentence, planetsLine, refusalSentence } from '../../src/lesson-words';

afterEach(() => setCatalogue({}));

const miss: GoalMissJson = {
  kind: 'bits_differ',
  made_ket: '|01>',
  goal_ket: '|10>',
  differs: 'both',
  goal_entangled: false,
  ship: 'MERCURIAL',
  made_planet: null,
  goal_planet: 'ONE',
  goal_bit: 1,
  made_probability: 0.5,
  goal_probability: 1,
  goal_agree: true,
  text: "You made |01>; |10> needs both ships' bits flipped.",
};

describe('trn', () => {
  it('puts the count in %n and the other arguments in %1..', () => {
    expect(trn('%1 may be played at most %n time(s) in this lesson.', 2, 'H for Mercurial')).toBe(
      'H for Mercurial may be played at most 2 time(s) in this lesson.',
    );
  });
});

describe('lesson words', () => {
  it('words cards and moves as the app does', () => {
    expect(cardLabel('H', 'MERCURIAL')).toBe('H for Mercurial');
    expect(moveLabel('CNOT:RUBICON')).toBe('CNOT for Rubicon');
    setCatalogue({ '%1 for %2': '%1 dla %2' });
    expect(moveLabel('X:RUBICON')).toBe('X dla Rubicon');
  });
  it('words the goal\u2019s typed conditions', () => {
    expect(goalLine({ type: 'state', ket: '(|00> + |11>)/√2' })).toBe('the state (|00> + |11>)/√2 (up to global phase)');
    expect(goalLine({ type: 'certain', ship: 'MERCURIAL', bit: 1 })).toBe('measuring Mercurial certainly gives 1');
    expect(goalLine({ type: 'probability_of_one', ship: 'RUBICON', value: 0.5 })).toBe(
      'A measurement of Rubicon gives 1 with probability 50%',
    );
    expect(goalLine({ type: 'outcomes', value: 'differ' })).toBe('measuring both ships always gives different bits');
  });
  it('words a miss as the core\u2019s English sentence for the same typed result', () => {
    expect(missSentence(miss)).toBe(miss.text);
    expect(missSentence({ ...miss, kind: 'other_state', text: '' })).toBe('You made |01>; the goal is |10>.');
  });
  it('words the planets, the warning and the refusals', () => {
    expect(planetsLine({ MERCURIAL: 'PHI_PLUS', RUBICON: 'PHI_PLUS', in_entanglion: true })).toBe('both ships on PHI PLUS');
    expect(planetsLine({ MERCURIAL: 'ONE', RUBICON: 'PLUS', in_entanglion: false })).toBe('Mercurial on ONE, Rubicon on PLUS');
    expect(planetsLine(null)).toBe('no planet');
    // Planets carry the language's board names (Spanish: CERO, PHI MÁS), as in the app.
    setCatalogue({ 'Mercurial on %1, Rubicon on %2': 'Mercurial en %1, Rubicon en %2', ZERO: 'CERO', 'PHI PLUS': 'PHI MÁS' });
    expect(planetsLine({ MERCURIAL: 'ZERO', RUBICON: 'PHI_PLUS', in_entanglion: false })).toBe('Mercurial en CERO, Rubicon en PHI MÁS');
    expect(goalLine({ type: 'planet', ship: 'RUBICON', planet: 'ZERO' })).toBe('Rubicon on CERO');
    setCatalogue({});
    expect(outOfReachSentence(1)).toBe('The goal is out of reach: no moves with the 1 card(s) left reach it. Undo or reset.');
    expect(refusalSentence({ ok: false, refusal: 'over_budget', limit: 2 })).toBe('Over budget: all 2 card(s) are spent.');
    expect(refusalSentence({ ok: false, refusal: 'card_not_allowed', ship: 'RUBICON', card: 'SWAP' })).toBe(
      'This lesson does not let Rubicon play SWAP.',
    );
  });
});
