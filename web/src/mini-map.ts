// A table card's mini map (the class view, teach.ts): the board's planets as small discs where the
// board prints them, its paths as thin lines, and the two ships as dots on their planets, so a
// teacher sees from the front of the room where every table's ships are. Drawn from the board's
// own data (Table.board()), never decided; `miniMapNodes` is plain data (tested without a browser).
import { node, type SvgNode } from './map';
import type { BoardJson } from './types';

const DISC = 28;
const SHIP = 44;
const MARGIN = 60;

/// The mini map with Mercurial on `planets[0]` and Rubicon on `planets[1]` (no ships before the
/// start: `planets` undefined). Mercurial's dot sits left of its planet's centre, Rubicon's right,
/// so two ships on one planet show as two dots.
export function miniMapNodes(board: BoardJson, planets: readonly [string, string] | undefined): { viewBox: string; nodes: SvgNode[] } {
  const at = new Map(board.planets.map((p) => [p.id, p.map]));
  const lines = board.paths.flatMap((path) => {
    const a = at.get(path.between[0]);
    const b = at.get(path.between[1]);
    return a && b ? [node('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y })] : [];
  });
  const discs = board.planets.map((p) =>
    node('circle', { class: `galaxy-${p.galaxy.toLowerCase()}`, cx: p.map.x, cy: p.map.y, r: DISC, 'data-planet': p.id }),
  );
  const ships: SvgNode[] = [];
  (['MERCURIAL', 'RUBICON'] as const).forEach((ship, i) => {
    const where = planets ? at.get(planets[i]) : undefined;
    if (!where) return;
    const cx = where.x + (i === 0 ? -1 : 1) * (SHIP - 8);
    ships.push(node('circle', { class: `ship-${ship.toLowerCase()}`, cx, cy: where.y, r: SHIP, 'data-ship': ship, 'data-planet': planets![i] }));
  });
  const xs = board.planets.map((p) => p.map.x);
  const ys = board.planets.map((p) => p.map.y);
  const left = Math.min(...xs) - MARGIN;
  const top = Math.min(...ys) - MARGIN;
  return {
    viewBox: `${left} ${top} ${Math.max(...xs) + MARGIN - left} ${Math.max(...ys) + MARGIN - top}`,
    nodes: [node('g', { class: 'mini-paths' }, lines), node('g', { class: 'mini-planets' }, discs), node('g', { class: 'mini-ships' }, ships)],
  };
}
