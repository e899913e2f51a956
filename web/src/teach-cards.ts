// The class view's table cards (teach.ts): which tables to show and in what order, and each card's
// lines worded through tr(). Pure functions of the server's class_view (the unit tests read them).
import type { TableCard } from './class-protocol';
import type { Ship } from './protocol';
import { formatNumber, tr, trn } from './i18n';
import { planetName } from './names';
import { shipName } from './words';

export type CardFilter = 'all' | 'attention' | 'playing' | 'over';
export type CardSort = 'attention' | 'table' | 'progress';

const SHIPS = ['MERCURIAL', 'RUBICON'] as const;

/// Asked for help, stuck, or just made a costly move: what the teacher should look at first.
export const needsAttention = (card: TableCard): boolean => card.help || card.stuck || card.costly === true;
const isOver = (card: TableCard): boolean => card.status === 'won' || card.status === 'lost';

/// The cards the filter keeps, in the chosen order (ties by table number, so the grid is stable).
export function arrangeCards(cards: readonly TableCard[], filter: CardFilter, sort: CardSort): TableCard[] {
  const kept = cards.filter((card) =>
    filter === 'attention' ? needsAttention(card) : filter === 'playing' ? !isOver(card) : filter === 'over' ? isOver(card) : true,
  );
  const urgency = (card: TableCard): number => (card.help ? 0 : card.stuck ? 1 : card.costly ? 2 : isOver(card) ? 4 : 3);
  const progress = (card: TableCard): number => (card.status === 'won' ? 100 : 0) + (card.components ?? 0);
  return kept.sort((a, b) => {
    const order =
      sort === 'attention' ? urgency(a) - urgency(b) : sort === 'progress' ? progress(b) - progress(a) : 0;
    return order !== 0 ? order : a.table - b.table;
  });
}

export function statusText(card: Pick<TableCard, 'status'>): string {
  switch (card.status) {
    case 'seating':
      return tr('Waiting for the start');
    case 'playing':
      return tr('Playing');
    case 'paused':
      return tr('Paused');
    case 'won':
      return tr('Won');
    case 'lost':
      return tr('Lost');
  }
}

/// Who sits at the table, seat by seat: "Mercurial: Ada", "Rubicon: the AI teammate".
export function seatLines(card: TableCard): string[] {
  return SHIPS.map((ship, i) => {
    const who = card.students[i] || (card.ai[i] ? tr('the AI teammate') : tr('a free seat'));
    return card.students[i] && card.lesson_done?.[i] ? tr('%1: %2, lesson done', shipName(ship), who) : tr('%1: %2', shipName(ship), who);
  });
}

/// The game's lines of a started table ([] before the start).
export function gameLines(card: TableCard): string[] {
  if (!card.planets) return [];
  const lines = [
    tr('Mercurial on %1, Rubicon on %2.', planetName(card.planets[0]), planetName(card.planets[1])),
    tr('State: %1', card.state ?? ''),
    tr('Detection: %1. Components collected: %2 of 8.', card.detection ?? 0, card.components ?? 0),
  ];
  if (card.acting) lines.push(tr('Whose turn: %1', shipName(card.acting)));
  lines.push(
    card.last_move
      ? trn('Last move: %1, %n second(s) ago.', card.since_last_move ?? 0, card.last_move)
      : tr('No move yet.'),
  );
  return lines;
}

/// The flags the teacher acts on, as words (they are also the card's colour and border).
export function flagLines(card: TableCard): string[] {
  const flags: string[] = [];
  if (card.help) flags.push(tr('Asks for help'));
  if (card.stuck) flags.push(tr('Stuck: no move for a while'));
  if (card.costly && card.last_loss != null)
    flags.push(tr('Just made a costly move: %1 points of win probability lost', formatNumber(card.last_loss / 10)));
  return flags;
}

/// A seat a student can be moved to before the start (class_move): a free seat at another place, or
/// the first seat of a new table.
export interface MoveTarget {
  table: number;
  ship: Ship;
  label: string;
}

/// Where the teacher can move the student on `from`'s seat: every free seat (no student, no AI) of
/// the tables in table order, then a new table.
export function moveTargets(tables: readonly TableCard[], from: { table: number; ship: Ship }): MoveTarget[] {
  const targets: MoveTarget[] = [];
  for (const card of [...tables].sort((a, b) => a.table - b.table)) {
    SHIPS.forEach((ship, i) => {
      if (card.students[i] || card.ai[i] || (card.table === from.table && ship === from.ship)) return;
      targets.push({ table: card.table, ship, label: tr('Table %1, %2', card.table + 1, shipName(ship)) });
    });
  }
  const next = tables.reduce((most, card) => Math.max(most, card.table + 1), 0);
  targets.push({ table: next, ship: 'MERCURIAL', label: tr('A new table') });
  return targets;
}
