// @vitest-environment node
// A table card's mini map as data (miniMapNodes): a disc per planet where the board prints it, a line
// per path, and the two ships on the card's planets, side by side when they share one.
import { describe, expect, it } from 'vitest';
import type { SvgNode } from '../../src/map';
import { miniMapNodes } from '../../src/mini-map';
import type { BoardJson } from '../../src/types';

const board: BoardJson = {
  planets: [
    { id: 'ZERO', name: 'ZERO', galaxy: 'CENTARIOUS', map: { x: 210, y: 520 }, ket: '|0>' },
    { id: 'PLUS', name: 'PLUS', galaxy: 'SUPERIOUS', map: { x: 395, y: 760 }, ket: '|+>' },
    { id: 'PHI_PLUS', name: 'PHI PLUS', galaxy: 'ENTANGLION', map: { x: 395, y: 520 }, ket: '|Φ+>' },
  ],
  paths: [
    { between: ['ZERO', 'PLUS'], cards: ['H'], label: 'H', mercurial: true, rubicon: true },
    { between: ['PLUS', 'PHI_PLUS'], cards: ['CNOT'], label: 'CNOT', mercurial: true, rubicon: false },
  ],
  entry_lines: [],
};

function all(nodes: SvgNode[]): SvgNode[] {
  return nodes.flatMap((n) => [n, ...all(n.children ?? [])]);
}

describe('miniMapNodes', () => {
  it('draws every planet and path, and the ships on their planets', () => {
    const { viewBox, nodes } = miniMapNodes(board, ['ZERO', 'PHI_PLUS']);
    const drawn = all(nodes);
    expect(drawn.filter((n) => n.tag === 'line')).toHaveLength(2);
    expect(drawn.filter((n) => n.attrs['data-planet'] && !n.attrs['data-ship']).map((n) => n.attrs['data-planet'])).toEqual([
      'ZERO',
      'PLUS',
      'PHI_PLUS',
    ]);
    const ships = drawn.filter((n) => n.attrs['data-ship']);
    expect(ships.map((n) => [n.attrs['data-ship'], n.attrs['data-planet'], n.attrs.cy])).toEqual([
      ['MERCURIAL', 'ZERO', 520],
      ['RUBICON', 'PHI_PLUS', 520],
    ]);
    const [left, top, width, height] = viewBox.split(' ').map(Number);
    expect(left).toBeLessThan(210);
    expect(left + width).toBeGreaterThan(395);
    expect(top).toBeLessThan(520);
    expect(top + height).toBeGreaterThan(760);
  });
  it('puts two ships on one planet side by side, and none before the start', () => {
    const ships = all(miniMapNodes(board, ['PHI_PLUS', 'PHI_PLUS']).nodes).filter((n) => n.attrs['data-ship']);
    expect(ships).toHaveLength(2);
    expect(Number(ships[0].attrs.cx)).toBeLessThan(395);
    expect(Number(ships[1].attrs.cx)).toBeGreaterThan(395);
    expect(all(miniMapNodes(board, undefined).nodes).filter((n) => n.attrs['data-ship'])).toHaveLength(0);
  });
});
