// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { planetDescription } from '../../src/map';
import type { StateJson } from '../../src/types';

const state: StateJson = {
  ships: { MERCURIAL: 'PHI_PLUS', RUBICON: 'PHI_PLUS' },
  players: {},
  planet_components: { PHI_PLUS: 'PHYSICAL_QUBITS' },
  detection: { label: '2', position: 1, value: 2 },
  state: { id: 'PHI_PLUS', ket: '', named: '|Phi+>' },
  status: 'in_progress',
};

describe('planetDescription', () => {
  it('says the planet, its galaxy, the ships on it and its component', () => {
    expect(planetDescription('PHI_PLUS', 'ENTANGLION', state)).toBe(
      'PHI PLUS, Entanglion; Mercurial is here; Rubicon is here; component Physical Qubits',
    );
  });
  it('says only the planet before a game', () => {
    expect(planetDescription('ZERO', 'CENTARIOUS', undefined)).toBe('ZERO, Centarious');
  });
});
