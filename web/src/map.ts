// The map as SVG, from the board's own data (its planets' printed positions and paths) and the
// state (where the ships are, which components lie where). Drawn, never decided.
import { tr } from './i18n';
import type { BoardJson, StateJson } from './types';
import { componentName, galaxyName, planetName } from './names';
import { shipName } from './words';

const SVG = 'http://www.w3.org/2000/svg';

function element(name: string, attributes: Record<string, string | number>): SVGElement {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  return node;
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

export function drawMap(svg: SVGSVGElement, board: BoardJson, state: StateJson | undefined): void {
  svg.replaceChildren();
  const xs = board.planets.map((p) => p.map.x);
  const ys = board.planets.map((p) => p.map.y);
  const margin = 70;
  const left = Math.min(...xs) - margin;
  const top = Math.min(...ys) - margin;
  svg.setAttribute(
    'viewBox',
    `${left} ${top} ${Math.max(...xs) - left + margin} ${Math.max(...ys) - top + margin}`,
  );
  const at = new Map(board.planets.map((p) => [p.id, p.map]));
  const paths = element('g', { class: 'paths', 'aria-hidden': 'true' });
  for (const path of board.paths) {
    const a = at.get(path.between[0]);
    const b = at.get(path.between[1]);
    if (a && b) paths.append(element('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y }));
  }
  svg.append(paths);
  for (const planet of board.planets) {
    const group = element('g', {
      class: `planet galaxy-${planet.galaxy.toLowerCase()}`,
      role: 'img',
      'data-planet': planet.id,
    });
    group.setAttribute('aria-label', planetDescription(planet.id, planet.galaxy, state));
    group.append(element('circle', { cx: planet.map.x, cy: planet.map.y, r: 34 }));
    const label = element('text', { x: planet.map.x, y: planet.map.y + 56, 'text-anchor': 'middle' });
    label.textContent = planetName(planet.id);
    group.append(label);
    svg.append(group);
  }
  if (!state) return;
  const offsets: Record<string, number> = { MERCURIAL: -16, RUBICON: 16 };
  for (const ship of ['MERCURIAL', 'RUBICON']) {
    const where = at.get(state.ships[ship]);
    if (!where) continue;
    const marker = element('g', { class: `ship ship-${ship.toLowerCase()}`, 'aria-hidden': 'true' });
    marker.append(element('circle', { cx: where.x + offsets[ship], cy: where.y, r: 13 }));
    const letter = element('text', { x: where.x + offsets[ship], y: where.y + 5, 'text-anchor': 'middle' });
    letter.textContent = shipName(ship).charAt(0);
    marker.append(letter);
    svg.append(marker);
  }
}
