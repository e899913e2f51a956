// The measurement panel both pages show (the app's Measure panel, ui-qml/lessons/MeasurePanel.qml):
// shots of the live state in a basis per ship, their counts beside the exact probabilities, the
// correlation verdict, the correlation of the two bits in numbers (equal minus different, exact and
// as counted) and the Bell test of the classroom (perfectly correlated in two complementary bases:
// entangled). The engine's MeasurementSession measures and judges (web/binding); this words it.
import { formatNumber, tr } from './i18n';
import type { ShotsJson } from './lesson-types';
import { formatPercent } from './words';

/// The session's verdict on the outcomes' correlation (statevector/measurement.h), from exact probabilities.
export function correlationSentence(kind: string): string {
  switch (kind) {
    case 'fixed':
      return tr('One outcome is certain: there is no chance to correlate.');
    case 'always_equal':
      return tr('Each bit is random, but the two are always equal.');
    case 'always_different':
      return tr('Each bit is random, but the two always differ.');
    case 'independent':
      return tr('Knowing one bit tells nothing about the other.');
    case 'partly':
      return tr('The bits are correlated, but not perfectly.');
    default:
      return '';
  }
}

/// A correlation between −1 and 1 with two decimals, in the language's digits ("−0,71" in Polish).
export function formatCorrelation(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  const text = formatNumber(Math.abs(rounded) < 0.005 ? 0 : Math.abs(rounded));
  return rounded <= -0.005 ? `\u2212${text}` : text;
}

/// "Correlation of the bits (equal minus different) in ZZ: 1 exact, 0,96 in the shots."
export function correlationValueText(shots: ShotsJson): string {
  const exact = formatCorrelation(shots.exact_correlation ?? 0);
  if (shots.observed_correlation === undefined) return tr('Correlation of the bits (equal minus different) in %1: %2 exact.', shots.bases ?? '', exact);
  return tr(
    'Correlation of the bits (equal minus different) in %1: %2 exact, %3 in the shots.',
    shots.bases ?? '',
    exact,
    formatCorrelation(shots.observed_correlation),
  );
}

/// The app's conclusion of the classroom's Bell test (lessons/session's complementary-bases check).
export function conclusionText(shots: ShotsJson): string {
  return shots.correlated_in_complementary_bases
    ? tr('Perfectly correlated in two complementary bases (Z and X): entangled. Hidden values fixed in advance cannot do that.')
    : tr('Not perfectly correlated in two bases: measure in ZZ and in XX to compare.');
}

/// What the live region says after a measurement.
export function shotsAnnouncement(shots: ShotsJson): string {
  const counts = shots.counts ?? [];
  return tr('Measured %1 times: 00 %2, 01 %3, 10 %4, 11 %5.', shots.shots ?? 0, counts[0] ?? 0, counts[1] ?? 0, counts[2] ?? 0, counts[3] ?? 0);
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  return node;
}

function part(prefix: string, id: string): HTMLElement {
  const node = document.getElementById(`${prefix}${id}`);
  if (!node) throw new Error(`missing #${prefix}${id}`);
  return node;
}

/// Draws `shots` into the panel whose ids start with `prefix`: `shot-table` (a caption and a tbody),
/// `shot-correlation`, `shot-value`, `shot-conclusion`.
export function renderShots(prefix: string, shots: ShotsJson): void {
  const table = part(prefix, 'shot-table');
  table.hidden = false;
  part(prefix, 'shot-caption').textContent = tr('%1 shots in the bases %2, seed %3', shots.shots ?? 0, shots.bases ?? '', shots.seed ?? '');
  table.querySelector('tbody')?.replaceChildren(
    ...['00', '01', '10', '11'].map((outcome, i) => {
      const row = element('tr');
      const head = element('th', outcome);
      head.scope = 'row';
      row.append(head, element('td', formatNumber(shots.counts?.[i] ?? 0)), element('td', formatPercent(shots.probabilities?.[i] ?? 0)));
      row.dataset.outcome = outcome;
      return row;
    }),
  );
  part(prefix, 'shot-correlation').textContent = correlationSentence(shots.correlation ?? '');
  const value = part(prefix, 'shot-value');
  value.textContent = correlationValueText(shots);
  value.dataset.exact = String(shots.exact_correlation ?? 0);
  const conclusion = part(prefix, 'shot-conclusion');
  conclusion.textContent = conclusionText(shots);
  conclusion.dataset.entangled = String(shots.correlated_in_complementary_bases === true);
}

export function clearShots(prefix: string): void {
  part(prefix, 'shot-table').hidden = true;
  for (const id of ['shot-correlation', 'shot-value', 'shot-conclusion']) part(prefix, id).textContent = '';
}
