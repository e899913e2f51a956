// The map as SVG, from the board's own data (its planets' printed positions and kets, the paths with
// their cards and ships' lines, the grey CNOT entry lines: Table.board()) and the state (where the
// ships are, which components lie where), drawn as the app draws it (ui-qml/components/GalaxyMap.qml):
// Mercurial's lines solid, Rubicon's dashed, a path for both drawn as the two side by side, the cards
// on each path, each planet's ket on its disc and the component lying there as a tag under its name.
// Drawn, never decided. `mapNodes` builds the picture as plain data (tested without a browser);
// `drawMap` turns it into SVG elements.
import { tr } from './i18n';
import type { BoardJson, StateJson } from './types';
import { componentName, componentTag, galaxyName, planetName } from './names';
import { shipName } from './words';

const SVG = 'http://www.w3.org/2000/svg';

/// One SVG element as data: its name, attributes, text and children.
export interface SvgNode {
  tag: string;
  attrs: Record<string, string | number>;
  text?: string;
  children?: SvgNode[];
}

export function node(tag: string, attrs: Record<string, string | number>, children?: SvgNode[], text?: string): SvgNode {
  return { tag, attrs, children, text };
}

type Point = { x: number; y: number };

// Map units: the disc, the gap between the two lines of a path for both ships, the text sizes
// (the SVG scales to its width: at a phone's 390 px these come to about 10 px).
const DISC = 38;
const GAP = 5;
const LABEL_SIZE = 24;
const NAME_SIZE = 26;

/// How far the middle of a path bows from its chord, along the chord's normal from its first planet
/// to its second: the app's arcs of the printed board (ui-qml/models/MapCurves.cpp), so no path runs
/// through a planet. Paths not listed are straight.
const BENDS: [string, string, number][] = [
  ['ZERO', 'PLUS', 60],
  ['ONE', 'MINUS', 330],
  ['OMEGA_ZERO', 'OMEGA_TWO', 225],
  ['OMEGA_ONE', 'OMEGA_THREE', -215],
  ['PSI_PLUS', 'PHI_PLUS', 22],
  ['PSI_MINUS', 'PHI_MINUS', -22],
];

/// Where along a path its label sits (0 at its first planet, 1 at its second), for the paths whose
/// middle lies under a planet's name or component tag; the others have theirs in the middle.
const LABEL_AT: [string, string, number][] = [
  ['OMEGA_ZERO', 'OMEGA_TWO', 0.38],
  ['OMEGA_ZERO', 'PSI_PLUS', 0.6],
  ['OMEGA_ONE', 'PSI_MINUS', 0.6],
  ['PSI_PLUS', 'PHI_PLUS', 0.62],
  ['PSI_MINUS', 'PHI_MINUS', 0.62],
  ['PHI_PLUS', 'OMEGA_TWO', 0.65],
  ['PHI_MINUS', 'OMEGA_THREE', 0.6],
];

function labelAt(a: string, b: string): number {
  for (const [from, to, t] of LABEL_AT) {
    if (from === a && to === b) return t;
    if (from === b && to === a) return 1 - t;
  }
  return 0.5;
}

function bendOf(a: string, b: string): number {
  for (const [from, to, offset] of BENDS) {
    if (from === a && to === b) return offset;
    if (from === b && to === a) return -offset;
  }
  return 0;
}

/// A quadratic curve from `a` to `b` bowed by `bend`: its start, control point, end, middle and normal.
function curve(a: Point, b: Point, bend: number) {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = Math.hypot(dx, dy) || 1;
  const normal = { x: -dy / length, y: dx / length };
  const middle = { x: (a.x + b.x) / 2 + bend * normal.x, y: (a.y + b.y) / 2 + bend * normal.y };
  const control = { x: (a.x + b.x) / 2 + 2 * bend * normal.x, y: (a.y + b.y) / 2 + 2 * bend * normal.y };
  // The point at t on the curve (a quadratic Bezier: at t = 1/2 it is `middle`).
  const at = (t: number) => ({
    x: (1 - t) * (1 - t) * a.x + 2 * (1 - t) * t * control.x + t * t * b.x,
    y: (1 - t) * (1 - t) * a.y + 2 * (1 - t) * t * control.y + t * t * b.y,
  });
  const d = (shift: number) => {
    const s = (p: Point) => `${round(p.x + shift * normal.x)} ${round(p.y + shift * normal.y)}`;
    return `M ${s(a)} Q ${s(control)} ${s(b)}`;
  };
  return { middle, at, d, length };
}

const round = (value: number) => Math.round(value * 10) / 10;

/// A card label on a line: a box in the line's colour with the cards ("X/CNOT").
function label(at: Point, text: string, kind: string): SvgNode {
  const width = text.length * LABEL_SIZE * 0.62 + 14;
  const height = LABEL_SIZE + 8;
  return node('g', { class: `path-label ${kind}` }, [
    node('rect', { x: round(at.x - width / 2), y: round(at.y - height / 2), width: round(width), height, rx: 5 }),
    node('text', { x: round(at.x), y: round(at.y + LABEL_SIZE * 0.36), 'text-anchor': 'middle' }, undefined, text),
  ]);
}

/// A name's rough width in map units (bold capitals), to see whether two names in a row would touch.
const nameWidth = (text: string) => text.length * NAME_SIZE * 0.78;

/// The planet's name as lines: one, or two (at its last space) where it would run into the name of a
/// planet beside it in the same row ("OMEGA ZERO" beside "OMEGA ONE").
function nameLines(board: BoardJson, planetId: string): string[] {
  const planet = board.planets.find((p) => p.id === planetId);
  const text = planetName(planetId);
  const space = text.lastIndexOf(' ');
  if (!planet || space < 0) return [text];
  const crowded = board.planets.some(
    (other) =>
      other.id !== planetId &&
      Math.abs(other.map.y - planet.map.y) < 2 * DISC &&
      Math.abs(other.map.x - planet.map.x) < (nameWidth(text) + nameWidth(planetName(other.id))) / 2 + 10,
  );
  return crowded ? [text.slice(0, space), text.slice(space + 1)] : [text];
}

/// The accessible description of one planet: its name, galaxy, the ships and the component on it.
export function planetDescription(planetId: string, galaxy: string, state: StateJson | undefined): string {
  const parts = [tr('%1, %2', planetName(planetId), galaxyName(galaxy))];
  if (state) {
    for (const ship of ['MERCURIAL', 'RUBICON']) {
      if (state.ships[ship] === planetId) parts.push(tr('%1 is here', shipName(ship)));
    }
    const component = state.planet_components[planetId];
    if (component) parts.push(tr('component %1', componentName(component)));
  }
  return parts.join('; ');
}

/// The map as data: its viewBox and its layers (lines, labels, planets, ships), bottom first.
export function mapNodes(board: BoardJson, state: StateJson | undefined): { viewBox: string; nodes: SvgNode[] } {
  const at = new Map(board.planets.map((p) => [p.id, p.map]));
  const lines: SvgNode[] = [];
  const labels: SvgNode[] = [];
  const extent: Point[] = board.planets.map((p) => p.map);
  // The grey dotted CNOT entry lines first (under the printed paths): from each Centarious and
  // Superious planet of an entry line into its Entanglion planet; "CNOT ▸" on the shortest line
  // from each Centarious planet, where the board prints it.
  const entryLabel = new Map<string, { at: Point; length: number }>();
  for (const entry of board.entry_lines) {
    const to = at.get(entry.entanglion);
    for (const from of [entry.centarious, entry.superious]) {
      const start = at.get(from);
      if (!start || !to) continue;
      const line = curve(start, to, 0);
      lines.push(node('path', { class: 'line entry', d: line.d(0), 'stroke-dasharray': '2 9', 'data-from': from, 'data-to': entry.entanglion }));
      const best = entryLabel.get(entry.centarious);
      if (from === entry.centarious && (!best || line.length < best.length)) entryLabel.set(from, { at: line.middle, length: line.length });
    }
  }
  for (const { at: where } of entryLabel.values()) labels.push(label(where, 'CNOT ▸', 'entry'));
  for (const path of board.paths) {
    const a = at.get(path.between[0]);
    const b = at.get(path.between[1]);
    if (!a || !b) continue;
    const line = curve(a, b, bendOf(path.between[0], path.between[1]));
    const both = path.mercurial && path.rubicon;
    const between = path.between.join(' ');
    if (path.mercurial) lines.push(node('path', { class: 'line mercurial', d: line.d(both ? -GAP : 0), 'data-between': between }));
    if (path.rubicon) {
      lines.push(node('path', { class: 'line rubicon', d: line.d(both ? GAP : 0), 'stroke-dasharray': '14 8', 'data-between': between }));
    }
    labels.push(label(line.at(labelAt(path.between[0], path.between[1])), path.label, both ? 'both' : path.mercurial ? 'mercurial' : 'rubicon'));
    extent.push(line.middle);
  }
  const planets: SvgNode[] = [];
  for (const planet of board.planets) {
    const { x, y } = planet.map;
    const children: SvgNode[] = [
      node('circle', { cx: x, cy: y, r: DISC }),
      node('text', { class: 'ket', x, y: y + 8, 'text-anchor': 'middle' }, undefined, planet.ket),
    ];
    const names = nameLines(board, planet.id);
    names.forEach((line, i) => {
      children.push(node('text', { class: 'name', x, y: y + DISC + 26 + i * NAME_SIZE, 'text-anchor': 'middle' }, undefined, line));
    });
    const below = y + DISC + (names.length - 1) * NAME_SIZE; // the tag goes under the last line
    const component = state?.planet_components[planet.id];
    if (component) {
      const tag = `⚙ ${componentTag(component)}`;
      const width = tag.length * 12 + 16;
      children.push(
        node('g', { class: 'component-tag', 'data-component': component }, [
          node('rect', { x: x - width / 2, y: below + 36, width, height: 30, rx: 5 }),
          node('text', { x, y: below + 58, 'text-anchor': 'middle' }, undefined, tag),
        ]),
      );
    }
    planets.push(
      node(
        'g',
        {
          class: `planet galaxy-${planet.galaxy.toLowerCase()}`,
          role: 'img',
          'data-planet': planet.id,
          'aria-label': planetDescription(planet.id, planet.galaxy, state),
        },
        children,
      ),
    );
  }
  const ships: SvgNode[] = [];
  if (state) {
    // Beside the disc's top, Mercurial left and Rubicon right, clear of the ket and the name.
    const offsets: Record<string, number> = { MERCURIAL: -1, RUBICON: 1 };
    for (const ship of ['MERCURIAL', 'RUBICON']) {
      const where = at.get(state.ships[ship]);
      if (!where) continue;
      const cx = where.x + offsets[ship] * (DISC + 6);
      const cy = where.y - DISC + 4;
      ships.push(
        node('g', { class: `ship ship-${ship.toLowerCase()}`, 'aria-hidden': 'true' }, [
          node('circle', { cx, cy, r: 16 }),
          node('text', { x: cx, y: cy + 6, 'text-anchor': 'middle' }, undefined, shipName(ship).charAt(0)),
        ]),
      );
    }
  }
  const xs = extent.map((p) => p.x);
  const ys = extent.map((p) => p.y);
  const left = Math.min(...xs) - 100;
  const top = Math.min(...ys) - 70;
  const width = Math.max(...xs) + 100 - left;
  const height = Math.max(...ys) + DISC + 110 - top;
  return {
    viewBox: `${left} ${top} ${width} ${height}`,
    nodes: [
      node('g', { class: 'paths', 'aria-hidden': 'true' }, lines),
      node('g', { class: 'path-labels', 'aria-hidden': 'true' }, labels),
      ...planets,
      ...ships,
    ],
  };
}

export function toElement(data: SvgNode): SVGElement {
  const element = document.createElementNS(SVG, data.tag);
  for (const [key, value] of Object.entries(data.attrs)) element.setAttribute(key, String(value));
  if (data.text !== undefined) element.textContent = data.text;
  for (const child of data.children ?? []) element.append(toElement(child));
  return element;
}

export function drawMap(svg: SVGSVGElement, board: BoardJson, state: StateJson | undefined): void {
  const { viewBox, nodes } = mapNodes(board, state);
  svg.setAttribute('viewBox', viewBox);
  svg.replaceChildren(...nodes.map(toElement));
}

/// The legend's rows: each kind of line and the app's own words for it.
export function legendRows(): { kind: string; text: string }[] {
  return [
    { kind: 'mercurial', text: tr('Mercurial (solid)') },
    { kind: 'rubicon', text: tr('Rubicon (dashed)') },
    { kind: 'entry', text: tr('CNOT entry / exit') },
  ];
}

/// The legend under the map, in the page's words: a short sample of each line beside its name.
export function drawLegend(list: HTMLElement): void {
  list.replaceChildren(
    ...legendRows().map(({ kind, text }) => {
      const item = document.createElement('li');
      const sample = toElement(
        node('svg', { class: 'legend-sample', viewBox: '0 0 48 12', 'aria-hidden': 'true' }, [
          node('path', {
            class: `line ${kind}`,
            d: 'M 2 6 L 46 6',
            ...(kind === 'rubicon' ? { 'stroke-dasharray': '14 8' } : kind === 'entry' ? { 'stroke-dasharray': '2 9' } : {}),
          }),
        ]),
      );
      const words = document.createElement('span');
      words.textContent = text;
      item.append(sample, words);
      return item;
    }),
  );
}
