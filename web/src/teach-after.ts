// The class view after the class (teach.ts): each table's result, length and review, and which
// decisions cost the class most, by concept and by card, as tables with bars; the CSV and the
// records to download, and a printable page (class.css's print rules). The server computes every
// figure (class_review, docs/networking.md "After the class"); this module only words and draws it.
import type { ClassReviewReply, LossTotal, TableAfter } from './class-protocol';
import { tr, trn } from './i18n';
import { statusText } from './teach-cards';
import { points } from './words';

// Points from the server's tenths of a percentage point: the page's one way to write them.
export { points };

export function conceptText(id: string): string {
  switch (id) {
    case 'h_on_superposition':
      return tr('H on a state already in superposition');
    case 'cnot_control_at_zero':
      return tr('CNOT with the control at 0');
    case 'ignored_detection':
      return tr('Ignored detection (the track near its end)');
    default:
      return tr('Other decisions');
  }
}

export function cardText(id: string): string {
  switch (id) {
    case 'X':
    case 'H':
    case 'CNOT':
    case 'SWAP':
    case 'PROBE':
      return id; // the cards' printed names
    case 'event':
      return tr('Event cards');
    case 'retrieve':
      return tr('Retrieving a component');
    case 'defense':
      return tr('Facing defenses');
    default:
      return tr('Other decisions');
  }
}

/// The summary's status line: how many finished tables still wait for their review.
export function pendingText(review: ClassReviewReply): string {
  return review.pending > 0
    ? trn('The reviews of %n table(s) are still being computed.', review.pending)
    : tr('Every finished table is reviewed.');
}

/// One table's row: table, students, result, moves, length, decisions, luck, key moments.
export function tableRow(table: TableAfter): string[] {
  const who = table.students
    .map((name, i) => name || (table.ai[i] ? tr('the AI teammate') : ''))
    .filter((name) => name)
    .join(', ');
  const minutes = Math.round(table.seconds / 60);
  const review = table.review;
  return [
    String(table.table + 1),
    who,
    statusText(table),
    String(table.actions),
    trn('%n minute(s)', minutes),
    review ? points(review.decisions) : tr('not reviewed yet'),
    review ? points(review.luck) : '',
    review ? review.key_moments.map((m) => tr('step %1 (%2)', m.step, points(m.swing))).join(', ') : '',
  ];
}

function cell(row: HTMLTableRowElement, text: string, header = false): HTMLTableCellElement {
  const node = document.createElement(header ? 'th' : 'td');
  node.textContent = text;
  row.append(node);
  return node;
}

function headed(table: HTMLTableElement, headers: string[]): HTMLTableSectionElement {
  table.replaceChildren();
  const head = table.createTHead().insertRow();
  for (const text of headers) cell(head, text, true).scope = 'col';
  return table.createTBody();
}

/// A costs table: the label, the points lost with a bar (the chart, its length against the largest),
/// the decisions counted.
function fillCosts(table: HTMLTableElement, heading: string, totals: LossTotal[], label: (t: LossTotal) => string): void {
  const body = headed(table, [heading, tr('Points lost'), tr('Decisions')]);
  const largest = Math.max(1, ...totals.map((t) => t.points_lost));
  for (const total of totals) {
    const row = body.insertRow();
    cell(row, label(total), true).scope = 'row';
    const value = cell(row, '');
    const bar = document.createElement('span');
    bar.className = 'cost-bar';
    bar.setAttribute('aria-hidden', 'true');
    bar.style.width = `${(100 * total.points_lost) / largest}%`;
    const number = document.createElement('span');
    number.textContent = points(total.points_lost);
    value.append(bar, number);
    cell(row, String(total.decisions));
  }
  if (totals.length === 0) cell(body.insertRow(), tr('No costly decision reviewed yet.')).colSpan = 3;
}

/// With the same deal: a row per table, its action at each of the class's largest swings.
export function momentRows(review: ClassReviewReply): string[][] {
  const steps = review.moment_steps ?? [];
  return review.tables.map((table) => [String(table.table + 1), ...steps.map((_, i) => table.at_moments?.[i] || tr('(not reached)'))]);
}

/// Fills the after-class section from the server's class_review.
export function renderAfter(
  review: ClassReviewReply,
  nodes: { status: HTMLElement; concepts: HTMLTableElement; cards: HTMLTableElement; tables: HTMLTableElement; moments: HTMLTableElement; momentsHeading: HTMLElement },
): void {
  nodes.status.textContent = pendingText(review);
  fillCosts(nodes.concepts, tr('Concept'), review.by_concept, (t) => conceptText(t.concept ?? ''));
  fillCosts(nodes.cards, tr('Card'), review.by_card, (t) => cardText(t.card ?? ''));
  const body = headed(nodes.tables, [
    tr('Table'),
    tr('Students'),
    tr('Result'),
    tr('Moves'),
    tr('Length'),
    tr('Decisions (points)'),
    tr('Luck (points)'),
    tr('Key moments'),
  ]);
  for (const table of review.tables) {
    const row = body.insertRow();
    row.dataset.table = String(table.table);
    tableRow(table).forEach((text, i) => cell(row, text, i === 0));
  }
  const steps = review.moment_steps ?? [];
  nodes.momentsHeading.hidden = nodes.moments.hidden = steps.length === 0;
  const moments = headed(nodes.moments, [tr('Table'), ...steps.map((step) => tr('Step %1', step))]);
  for (const texts of momentRows(review)) {
    const row = moments.insertRow();
    texts.forEach((text, i) => cell(row, text, i === 0));
  }
}

/// Saves `text` as a file named `name` through a temporary link (no server round trip).
export function download(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
