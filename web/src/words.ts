// How the page words the engine's typed data: ships, cards, actions, amplitudes. Pure functions (the
// unit tests read them); every word through tr().
import { formatNumber, tr } from './i18n';
import { componentName, engineCardName, eventCardName, planetName } from './names';
import type { ActionJson, Amplitude } from './types';

export function shipName(id: string): string {
  return id === 'MERCURIAL' ? tr('Mercurial') : id === 'RUBICON' ? tr('Rubicon') : id;
}

export function actionLabel(action: ActionJson): string {
  switch (action.type) {
    case 'navigate':
      return tr('Navigate with %1', engineCardName(action.card ?? ''));
    case 'exchange':
      return tr('Exchange %1', engineCardName(action.card ?? ''));
    case 'retrieve':
      return tr('Retrieve the component');
    case 'play_event':
      return tr('Play %1', eventCardName(action.event ?? ''));
    case 'interconnect_swap':
      return tr('Swap: give %1, take %2', engineCardName(action.give ?? ''), engineCardName(action.take ?? ''));
    case 'roll_defense':
      return tr('Roll against the defense');
    case 'play_quantum_tunnel':
      return tr('Play Quantum Tunnel');
    case 'keep_roll':
      return tr('Keep the roll %1', action.roll ?? '');
    case 'reroll':
      return tr('Roll again');
    case 'place_ships':
      return tr('Place Mercurial on %1, Rubicon on %2', planetName(action.MERCURIAL ?? ''), planetName(action.RUBICON ?? ''));
    case 'roll_placement':
      return tr('Roll the Centarious die');
    case 'keep_card':
      return tr('Keep %1', engineCardName(action.card ?? ''));
    case 'discard_card':
      return tr('Discard %1', engineCardName(action.card ?? ''));
    case 'bennett_give':
      return tr('Give %1', componentName(action.component ?? ''));
    case 'bennett_take':
      return tr('Take %1', componentName(action.component ?? ''));
    case 'mechanic_play':
      return tr('Play %1 (The Mechanic)', engineCardName(action.card ?? ''));
    case 'mechanic_stop':
      return tr('Play no more cards');
    default:
      return action.text;
  }
}

/// A real number with up to three decimals in the language's digits and decimal sign ("0,707" in
/// Polish, Spanish and Czech) and a true minus sign; "0" for an amplitude that is zero.
export function formatReal(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  if (rounded === 0) return '0';
  const text = formatNumber(Math.abs(rounded));
  return rounded < 0 ? `\u2212${text}` : text;
}

/// "0.707", "−0.5i", "0.5 + 0.5i".
export function formatAmplitude(a: Amplitude): string {
  const re = Math.round(a.re * 1000) / 1000;
  const im = Math.round(a.im * 1000) / 1000;
  if (im === 0) return formatReal(re);
  const imaginary = `${formatReal(Math.abs(im))}i`;
  if (re === 0) return im < 0 ? `\u2212${imaginary}` : imaginary;
  return `${formatReal(re)} ${im < 0 ? '\u2212' : '+'} ${imaginary}`;
}

/// Points from the engine's tenths of a percentage point: "12.3" ("12,3" in Polish).
export const points = (tenths: number): string => formatNumber(tenths / 10);

export function formatPercent(probability: number): string {
  return tr('%1%', Math.round(probability * 1000) / 10);
}
