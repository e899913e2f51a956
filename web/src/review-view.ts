// The review of a finished game on the solo page: the engine reviews the record (the binding's
// review(), the same code and format as `entanglion-cli review --json`, docs/review.md) and this
// module words and draws it: the team's chance to win at the start, what the decisions and the luck
// changed, the points each ship lost against the best moves, and the key moments with what happened
// (the log's own event sentences) and the better move where there was one. No figure is computed here.
import { eventText } from './event-words';
import { tr } from './i18n';
import type { ActionJson, EventJson } from './types';
import { actionLabel, points } from './words';

export interface ReviewMomentJson {
  step: number;
  shown_step: number;
  kind: 'decision' | 'chance';
  swing_tenths: number;
  events: EventJson[];
  player?: string;
  played?: ActionJson;
  best?: ActionJson;
  points_lost_tenths?: number;
}

interface ReviewTotalsJson {
  decisions: number;
  points_lost_tenths: number;
}

export interface ReviewJson {
  ok: boolean;
  refusal?: string;
  problem?: string;
  summary?: {
    start_tenths: number;
    decisions_tenths: number;
    luck_tenths: number;
    result_tenths: number;
    status: string;
    players: Record<string, ReviewTotalsJson & { seat: string }>;
  };
  moments?: ReviewMomentJson[];
}

/// Signed points for a change: "+12.3", "−4.0" (a true minus sign), "0".
export function signedPoints(tenths: number): string {
  if (tenths === 0) return points(0);
  return tenths > 0 ? `+${points(tenths)}` : `\u2212${points(-tenths)}`;
}

/// A chance to win in tenths of a percentage point, as a percentage: "48.2%".
export function chanceText(tenths: number): string {
  return tr('%1%', points(tenths));
}

/// The summary's rows: what the team's chance to win was at the start, what the decisions and the
/// luck changed, and where it ended (the sums add up: the review's own check).
export function summaryRows(review: ReviewJson): [string, string][] {
  const s = review.summary;
  if (!s) return [];
  return [
    [tr('Chance to win at the start'), chanceText(s.start_tenths)],
    [tr('Changed by the decisions'), signedPoints(s.decisions_tenths)],
    [tr('Changed by luck (dice and draws)'), signedPoints(s.luck_tenths)],
    [tr('At the end'), chanceText(s.result_tenths)],
  ];
}

/// What happened at a key moment, a sentence a line: the entry's events as the log words them (or the
/// move played, should it have made none), then the better move where there was one.
export function momentLines(moment: ReviewMomentJson): string[] {
  const lines = moment.events.map(eventText);
  if (lines.length === 0 && moment.played) lines.push(actionLabel(moment.played));
  if (moment.best) lines.push(tr('A better move: %1 (%2 points more to win).', actionLabel(moment.best), points(moment.points_lost_tenths ?? 0)));
  return lines;
}

function byId<T extends HTMLElement>(id: string): T {
  const node = document.getElementById(id);
  if (!node) throw new Error(`missing #${id}`);
  return node as T;
}

/// Draws `review` into #review-result, or says why there is none. `who` words a ship with who flew it.
export function renderReview(review: ReviewJson | null, who: (ship: string) => string): void {
  const summary = byId<HTMLTableElement>('review-summary');
  const losses = byId<HTMLTableElement>('review-losses');
  const moments = byId<HTMLTableElement>('review-moments');
  const result = byId('review-result');
  for (const table of [summary, losses, moments]) table.tBodies[0]?.replaceChildren();
  result.hidden = !review?.ok;
  if (!review?.ok || !review.summary) return;
  byId('review-summary-caption').textContent = tr('How the chance to win changed (in percentage points)');
  for (const [label, value] of summaryRows(review)) addRow(summary, label, [value]);
  byId('review-losses-caption').textContent = tr('Points lost against the best moves');
  for (const ship of ['MERCURIAL', 'RUBICON']) {
    const totals = review.summary.players[ship];
    if (totals) addRow(losses, who(ship), [points(totals.points_lost_tenths)]);
  }
  byId('review-moments-caption').textContent = tr('Key moments: the largest changes');
  byId('review-step-head').textContent = tr('Step');
  byId('review-what-head').textContent = tr('What happened');
  byId('review-change-head').textContent = tr('Change (points)');
  for (const moment of review.moments ?? []) {
    const row = addRow(moments, String(moment.shown_step), []);
    const list = document.createElement('ul');
    list.className = 'moment-lines';
    for (const line of momentLines(moment)) {
      const item = document.createElement('li');
      item.textContent = line;
      list.append(item);
    }
    if (moment.best) list.lastElementChild?.classList.add('better-move');
    row.insertCell().append(list);
    row.insertCell().textContent = signedPoints(moment.swing_tenths);
  }
}

function addRow(table: HTMLTableElement, heading: string, cells: string[]): HTMLTableRowElement {
  const body = table.tBodies[0] ?? table.createTBody();
  const row = body.insertRow();
  const th = document.createElement('th');
  th.scope = 'row';
  th.textContent = heading;
  row.append(th);
  for (const text of cells) row.insertCell().textContent = text;
  return row;
}
