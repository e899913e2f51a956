import { afterEach, describe, expect, it } from 'vitest';
import { setCatalogue, tr } from '../../src/i18n';
import { announcement } from '../../src/texts';
import { actionLabel, formatAmplitude, formatPercent, formatReal, shipName } from '../../src/words';

afterEach(() => setCatalogue({}));

describe('tr', () => {
  it('fills %1.. in order and leaves unknown placeholders', () => {
    expect(tr('Turn %1: your move (%2).', 3, 'Mercurial')).toBe('Turn 3: your move (Mercurial).');
    expect(tr('%1 and %3', 'a')).toBe('a and %3');
  });
  it('reads a catalogue keyed by the English source, as a .ts translation would feed it', () => {
    setCatalogue({ 'Exchange %1': 'Wymień %1' });
    expect(actionLabel({ text: 'MERCURIAL exchange H', type: 'exchange', player: 'MERCURIAL', card: 'H' })).toBe('Wymień H');
    expect(tr('Hint')).toBe('Hint');
  });
});

describe('actionLabel', () => {
  it('words each typed action from its fields', () => {
    expect(actionLabel({ text: '', type: 'navigate', player: 'RUBICON', card: 'CNOT' })).toBe('Navigate with CNOT');
    expect(actionLabel({ text: '', type: 'interconnect_swap', player: 'RUBICON', give: 'X', take: 'H' })).toBe(
      'Swap: give X, take H',
    );
    expect(actionLabel({ text: '', type: 'bennett_take', player: 'RUBICON', component: 'QUANTUM_GATES' })).toBe(
      'Take Quantum Gates',
    );
    expect(actionLabel({ text: '', type: 'place_ships', player: 'RUBICON', MERCURIAL: 'ZERO', RUBICON: 'ONE' })).toBe(
      'Place Mercurial on ZERO, Rubicon on ONE',
    );
  });
  it('falls back to the rules\u2019 own text for a type it does not know', () => {
    expect(actionLabel({ text: 'MERCURIAL warp', type: 'warp', player: 'MERCURIAL' })).toBe('MERCURIAL warp');
  });
});

describe('numbers', () => {
  it('writes amplitudes with three decimals and a true minus', () => {
    expect(formatReal(Math.SQRT1_2)).toBe('0.707');
    expect(formatReal(-0.5)).toBe('\u22120.5');
    expect(formatReal(1e-12)).toBe('0');
    expect(formatAmplitude({ basis: '00', re: 0, im: -0.5, probability: 0.25 })).toBe('\u22120.5i');
    expect(formatAmplitude({ basis: '00', re: 0.5, im: 0.5, probability: 0.5 })).toBe('0.5 + 0.5i');
    expect(formatAmplitude({ basis: '00', re: 1, im: 0, probability: 1 })).toBe('1');
  });
  it('writes probabilities as percentages with one decimal', () => {
    expect(formatPercent(0.5)).toBe('50%');
    expect(formatPercent(1 / 3)).toBe('33.3%');
  });
});

describe('names', () => {
  it('names ships', () => {
    expect(shipName('MERCURIAL')).toBe('Mercurial');
    expect(shipName('RUBICON')).toBe('Rubicon');
  });
  it('announces several events as one message', () => {
    expect(announcement(['Mercurial drew H', 'Rubicon drew X'])).toBe('Mercurial drew H. Rubicon drew X');
  });
});
