// @vitest-environment node
// The map's picture as data (mapNodes): the lines, labels, kets and component tags the board and the
// state call for, from a board in the binding's board JSON (web_board_json.h).
import { describe, expect, it } from 'vitest';
import { legendRows, mapNodes, type SvgNode } from '../../src/map';
import type { BoardJson, StateJson } from '../../src/types';

const board: BoardJson = {
  planets: [
    { id: 'ZERO', name: 'ZERO', galaxy: 'CENTARIOUS', map: { x: 210, y: 520 }, ket: '|0>' },
    { id: 'PLUS', name: 'PLUS', galaxy: 'SUPERIOUS', map: { x: 395, y: 760 }, ket: '|+>' },
    { id: 'PHI_PLUS', name: 'PHI PLUS', galaxy: 'ENTANGLION', map: { x: 395, y: 520 }, ket: '|Φ+>' },
    { id: 'OMEGA_TWO', name: 'OMEGA TWO', galaxy: 'ENTANGLION', map: { x: 505, y: 670 }, ket: '|Ω₂>' },
  ],
  paths: [
    { between: ['ZERO', 'PLUS'], cards: ['H'], label: 'H', mercurial: true, rubicon: true },
    { between: ['PHI_PLUS', 'OMEGA_TWO'], cards: ['X', 'CNOT'], label: 'X/CNOT', mercurial: false, rubicon: true },
    { between: ['PLUS', 'OMEGA_TWO'], cards: ['SWAP'], label: 'SWAP', mercurial: true, rubicon: false },
  ],
  entry_lines: [{ centarious: 'ZERO', superious: 'PLUS', entanglion: 'PHI_PLUS' }],
};

const state: StateJson = {
  ships: { MERCURIAL: 'ZERO', RUBICON: 'PLUS' },
  players: {},
  planet_components: { OMEGA_TWO: 'QUANTUM_GATES' },
  detection: { label: '2', position: 1, value: 2 },
  state: { id: 'ZERO_PLUS', ket: '', named: '' },
  status: 'in_progress',
};

function all(nodes: SvgNode[]): SvgNode[] {
  return nodes.flatMap((n) => [n, ...all(n.children ?? [])]);
}
const classed = (nodes: SvgNode[], name: string) =>
  all(nodes).filter((n) => String(n.attrs.class ?? '').split(' ').includes(name));

describe('mapNodes', () => {
  const { nodes, viewBox } = mapNodes(board, state);

  it('draws a solid Mercurial line and a dashed Rubicon line where the board says', () => {
    const mercurial = classed(nodes, 'mercurial').filter((n) => n.tag === 'path');
    const rubicon = classed(nodes, 'rubicon').filter((n) => n.tag === 'path');
    expect(mercurial.map((n) => n.attrs['data-between'])).toEqual(['ZERO PLUS', 'PLUS OMEGA_TWO']);
    expect(rubicon.map((n) => n.attrs['data-between'])).toEqual(['ZERO PLUS', 'PHI_PLUS OMEGA_TWO']);
    for (const line of mercurial) expect(line.attrs['stroke-dasharray']).toBeUndefined();
    for (const line of rubicon) expect(line.attrs['stroke-dasharray']).toBe('14 8');
  });

  it('draws a path for both ships as two lines side by side', () => {
    const pair = classed(nodes, 'line').filter((n) => n.attrs['data-between'] === 'ZERO PLUS');
    expect(pair).toHaveLength(2);
    expect(pair[0].attrs.d).not.toBe(pair[1].attrs.d);
  });

  it('draws the dotted CNOT entry lines from the entry line planets into Entanglion', () => {
    const entries = classed(nodes, 'entry').filter((n) => n.tag === 'path');
    expect(entries.map((n) => [n.attrs['data-from'], n.attrs['data-to']])).toEqual([
      ['ZERO', 'PHI_PLUS'],
      ['PLUS', 'PHI_PLUS'],
    ]);
    expect(entries[0].attrs['stroke-dasharray']).toBe('2 9');
  });

  it('labels each path with its cards and the entry with CNOT', () => {
    const labels = classed(nodes, 'path-label').map((g) => [g.attrs.class, g.children?.find((c) => c.tag === 'text')?.text]);
    expect(labels).toEqual([
      ['path-label entry', 'CNOT ▸'],
      ['path-label both', 'H'],
      ['path-label rubicon', 'X/CNOT'],
      ['path-label mercurial', 'SWAP'],
    ]);
  });

  it('prints each planet’s ket on its disc and its name', () => {
    expect(classed(nodes, 'ket').map((n) => n.text)).toEqual(['|0>', '|+>', '|Φ+>', '|Ω₂>']);
    expect(classed(nodes, 'name').map((n) => n.text)).toEqual(['ZERO', 'PLUS', 'PHI PLUS', 'OMEGA TWO']);
  });

  it('tags the planet a component lies on, under its name', () => {
    const tags = classed(nodes, 'component-tag');
    expect(tags).toHaveLength(1);
    expect(tags[0].attrs['data-component']).toBe('QUANTUM_GATES');
    expect(tags[0].children?.find((c) => c.tag === 'text')?.text).toBe('⚙ Gates');
    const planet = nodes.find((n) => n.attrs['data-planet'] === 'OMEGA_TWO');
    expect(all([planet as SvgNode])).toContain(tags[0]);
    const name = classed([planet as SvgNode], 'name')[0];
    expect(Number(tags[0].children?.[1].attrs.y)).toBeGreaterThan(Number(name.attrs.y));
  });

  it('marks the ships and frames everything drawn', () => {
    expect(classed(nodes, 'ship').map((n) => n.attrs.class)).toEqual(['ship ship-mercurial', 'ship ship-rubicon']);
    const [left, top, width, height] = viewBox.split(' ').map(Number);
    for (const planet of board.planets) {
      expect(planet.map.x).toBeGreaterThan(left);
      expect(planet.map.x).toBeLessThan(left + width);
      expect(planet.map.y).toBeGreaterThan(top);
      expect(planet.map.y).toBeLessThan(top + height);
    }
  });

  it('breaks a name in two where it would run into its neighbour’s', () => {
    const row: BoardJson = {
      planets: [
        { id: 'OMEGA_ZERO', name: 'OMEGA ZERO', galaxy: 'ENTANGLION', map: { x: 505, y: 155 }, ket: '|ω0>' },
        { id: 'OMEGA_ONE', name: 'OMEGA ONE', galaxy: 'ENTANGLION', map: { x: 695, y: 155 }, ket: '|ω1>' },
        { id: 'PSI_PLUS', name: 'PSI PLUS', galaxy: 'ENTANGLION', map: { x: 395, y: 315 }, ket: '|Ψ+>' },
      ],
      paths: [],
      entry_lines: [],
    };
    expect(classed(mapNodes(row, undefined).nodes, 'name').map((n) => n.text)).toEqual(['OMEGA', 'ZERO', 'OMEGA', 'ONE', 'PSI PLUS']);
  });

  it('draws no ship and no tag before a game', () => {
    const before = mapNodes(board, undefined).nodes;
    expect(classed(before, 'ship')).toHaveLength(0);
    expect(classed(before, 'component-tag')).toHaveLength(0);
  });

  it('words the legend with the app’s messages', () => {
    expect(legendRows()).toEqual([
      { kind: 'mercurial', text: 'Mercurial (solid)' },
      { kind: 'rubicon', text: 'Rubicon (dashed)' },
      { kind: 'entry', text: 'CNOT entry / exit' },
    ]);
  });
});
