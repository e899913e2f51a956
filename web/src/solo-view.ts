// Drawing the solo page's parts from the engine's view: the turn, the ket and its amplitudes, the
// hands, the log. DOM building from the view and the page's words; no rule is decided here (main.ts
// drives it).
import { eventText } from './event-words';
import { componentName, engineCardName, eventCardName, planetName } from './names';
import { tr } from './i18n';
import { announcement } from './texts';
import type { ViewJson } from './types';
import { formatAmplitude, formatPercent, shipName } from './words';

function byId<T extends HTMLElement>(id: string): T {
  const node = document.getElementById(id);
  if (!node) throw new Error(`missing #${id}`);
  return node as T;
}

export function renderKet(view: ViewJson): void {
  byId('ket-text').textContent = view.state ? view.state.state.named : '';
  byId('ket-text').dataset.ket = view.state ? view.state.state.ket : '';
  const body = byId('amplitudes').querySelector('tbody');
  if (!body) return;
  body.replaceChildren();
  for (const a of view.amplitudes ?? []) {
    const row = document.createElement('tr');
    const basis = document.createElement('th');
    basis.scope = 'row';
    basis.textContent = `|${a.basis}\u27e9`;
    const amplitude = document.createElement('td');
    amplitude.textContent = formatAmplitude(a);
    const probability = document.createElement('td');
    probability.textContent = formatPercent(a.probability);
    const bar = document.createElement('span');
    bar.className = 'bar';
    bar.style.width = `${Math.round(a.probability * 100)}%`;
    bar.setAttribute('aria-hidden', 'true');
    probability.append(bar);
    row.append(basis, amplitude, probability);
    body.append(row);
  }
}

/// Each ship's hand, events and components, under a heading that says who flies it (`who`).
export function renderHands(view: ViewJson, who: (ship: string) => string): void {
  const hands = byId('hand-list');
  hands.replaceChildren();
  if (!view.state) return;
  for (const ship of ['MERCURIAL', 'RUBICON']) {
    const player = view.state.players[ship];
    if (!player) continue;
    const block = document.createElement('div');
    const heading = document.createElement('h3');
    heading.textContent = who(ship);
    const cards = document.createElement('ul');
    cards.setAttribute('aria-label', tr('Engine cards of %1', shipName(ship)));
    for (const card of [...player.hand.map(engineCardName), ...player.events.map(eventCardName)]) {
      const item = document.createElement('li');
      item.className = 'card';
      item.textContent = card;
      cards.append(item);
    }
    const components = document.createElement('p');
    components.textContent = player.components.length
      ? tr('Components: %1', player.components.map(componentName).join(', '))
      : tr('No components yet.');
    block.append(heading, cards, components);
    hands.append(block);
  }
  byId('table-facts').textContent = tr(
    'Detection: %1. Components collected: %2 of 8.',
    view.state.detection.label,
    view.table?.components_collected ?? 0,
  );
}

/// Who plays at this screen: one person (`humanShip`) with the AI teammate, two people (hot-seat),
/// or a seat of an online game (`humanShip` '' while watching).
export interface Seating {
  humanShip: string;
  hotSeat: boolean;
  online: boolean;
}

/// Whether a person at this screen acts for `ship`.
export function flownHere(ship: string, seating: Seating): boolean {
  return seating.hotSeat || ship === seating.humanShip;
}

/// A hand's heading: who flies the ship.
export function whoFlies(ship: string, view: ViewJson, seating: Seating): string {
  if (seating.hotSeat) {
    const toMove = view.turn?.status === 'in_progress' && view.turn.acting_player === ship;
    return toMove ? tr('%1 (to move)', shipName(ship)) : shipName(ship);
  }
  if (ship === seating.humanShip) return tr('%1 (you)', shipName(ship));
  if (!seating.online) return tr('%1 (AI teammate)', shipName(ship));
  return seating.humanShip ? tr('%1 (your partner)', shipName(ship)) : shipName(ship);
}

/// The turn line, and in hot-seat play the banner that says whose move it is in the ship's colour.
export function renderStatus(view: ViewJson, seating: Seating): void {
  const status = byId('status');
  const banner = byId('turn-banner');
  banner.textContent = '';
  delete banner.dataset.ship;
  if (!view.turn || !view.state) {
    status.textContent = tr('No game yet: choose a seed and start one.');
    return;
  }
  const where = tr('Mercurial on %1, Rubicon on %2.', planetName(view.state.ships.MERCURIAL), planetName(view.state.ships.RUBICON));
  const turn = view.turn.turn_number;
  const acting = view.turn.acting_player;
  let line: string;
  if (view.turn.status === 'won') line = tr('The game is won.');
  else if (view.turn.status === 'lost') line = tr('The game is lost.');
  else if (seating.hotSeat) {
    line = tr('Turn %1: %2 moves.', turn, shipName(acting));
    banner.textContent = tr('%1, it is your move: pass the screen if you fly the other ship.', shipName(acting));
    banner.dataset.ship = acting;
  } else if (acting === seating.humanShip) line = tr('Turn %1: your move (%2).', turn, shipName(acting));
  else if (seating.online && !seating.humanShip) line = tr('Turn %1: %2 moves.', turn, shipName(acting));
  else if (seating.online) line = tr('Turn %1: your partner moves (%2).', turn, shipName(acting));
  else line = tr('Turn %1: the AI teammate moves (%2).', turn, shipName(acting));
  status.textContent = `${line} ${where}`;
  status.dataset.acting = acting;
  status.dataset.status = view.turn.status;
}

/// The log: it grows by the new events, each worded in the page's language from its typed fields
/// (the rules' English line kept as data-text); a replaced history (a new game, an opened record, a
/// take-back) or another language draws it again. New events are also spoken by the live region.
export class LogView {
  private shown = 0;
  private epoch = -1;

  /// The next render words every line again (another language).
  reword(): void {
    this.epoch = -1;
  }

  render(view: ViewJson, speak: boolean): void {
    const list = byId('log-list');
    const events = view.events ?? [];
    if (view.events_epoch !== this.epoch || events.length < this.shown) {
      list.replaceChildren();
      this.shown = 0;
      this.epoch = view.events_epoch ?? -1;
    }
    const fresh = events.slice(this.shown);
    const lines = fresh.map(eventText);
    fresh.forEach((event, i) => {
      const item = document.createElement('li');
      item.textContent = lines[i] ?? event.text;
      item.dataset.type = event.type;
      item.dataset.text = event.text;
      list.append(item);
    });
    this.shown = events.length;
    list.scrollTop = list.scrollHeight; // the newest event in view
    if (speak && fresh.length > 0) byId('announcer').textContent = announcement(lines);
  }
}
