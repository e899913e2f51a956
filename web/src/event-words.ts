// The game log in the page's language: each event's typed fields (web/binding: events_json) worded with
// the app's own sentences (ui-qml/controller/EventText.cpp, CardText.cpp), so the app's translations
// word the page's log too. The rules' English line (`text`, what `entanglion-cli replay` prints) is
// the fallback for a type this file does not know.
import { formatNumber, tr, trn } from './i18n';
import type { ActionJson, EventJson } from './types';
import { componentName, engineCardName, eventCardName, planetName } from './names';
import { shipName } from './words';

type Positions = { MERCURIAL: string; RUBICON: string };

/// Both ships on one Entanglion planet read as that planet; otherwise each ship's.
function positionsText(at: Positions): string {
  if (at.MERCURIAL === at.RUBICON && /^(PHI|PSI|OMEGA)_/.test(at.MERCURIAL)) return planetName(at.MERCURIAL);
  return tr('Mercurial %1, Rubicon %2', planetName(at.MERCURIAL), planetName(at.RUBICON));
}

function defenseName(kind: string): string {
  if (kind === 'orbital') return tr('orbital defenses');
  if (kind === 'ground') return tr('ground defenses');
  return engineCardName('PROBE');
}

function purposeName(purpose: string): string {
  switch (purpose) {
    case 'orbital_defense':
      return defenseName('orbital');
    case 'ground_defense':
      return defenseName('ground');
    case 'probe':
      return engineCardName('PROBE');
    case 'heisenberg':
      return eventCardName('HEISENBERG');
    case 'spooky_action':
      return eventCardName('SPOOKY_ACTION');
    case 'first_player':
      return tr('first player');
    default:
      return tr('ship placement');
  }
}

type Fields = Record<string, unknown>;
const text = (f: Fields, key: string): string => String(f[key] ?? '');
const num = (f: Fields, key: string): number => Number(f[key] ?? 0);

/// "rolled 2, −1 Control Infrastructure = 1", as the app writes a defense roll.
function rollText(f: Fields): string {
  let line = tr('rolled %1', num(f, 'roll'));
  const modifiers = (f.modifiers as { source: string; delta: number }[] | undefined) ?? [];
  for (const m of modifiers) {
    line += `, ${m.delta > 0 ? '+' : '\u2212'}${formatNumber(Math.abs(m.delta))} ${componentName(m.source)}`;
  }
  if (modifiers.length > 0) line += ` = ${formatNumber(num(f, 'result'))}`;
  return line;
}

function takenBackText(action: ActionJson | undefined, who: string): string {
  switch (action?.type) {
    case 'navigate':
      return tr('%1 took back playing %2', who, engineCardName(action.card ?? ''));
    case 'exchange':
      return tr('%1 took back exchanging %2', who, engineCardName(action.card ?? ''));
    case 'play_event':
      return tr('%1 took back playing the event card %2', who, eventCardName(action.event ?? ''));
    default:
      return tr('%1 took back the last move', who);
  }
}

function dieRolledText(f: Fields, who: string): string {
  const purpose = purposeName(text(f, 'purpose'));
  if (f.die === 'centarious') return tr('%1 rolled the Centarious die: %2 (%3)', who, num(f, 'face'), purpose);
  if (f.reroll) return tr('%1 rolled the Entanglion die once more (Magnetic Shielding): %2 (%3)', who, num(f, 'face'), purpose);
  return tr('%1 rolled the Entanglion die: %2 (%3)', who, num(f, 'face'), purpose);
}

/// One log line in the page's language.
export function eventText(event: EventJson): string {
  const f: Fields = event.fields ?? {};
  const who = shipName(event.player);
  switch (event.type) {
    case 'setup_first_player':
      return tr('%1 goes first', who);
    case 'turn_started':
      return tr('Turn %1: %2', num(f, 'turn'), who);
    case 'card_played':
      return num(f, 'box') >= 0
        ? tr('%1 played %2 into engine control box %3', who, engineCardName(text(f, 'card')), num(f, 'box') + 1)
        : tr('%1 played %2 (engine control already full: straight to the discard pile)', who, engineCardName(text(f, 'card')));
    case 'ships_moved':
      return tr('Ships moved: %1 \u2192 %2', positionsText(f.from as Positions), positionsText(f.to as Positions));
    case 'quantum_note':
      return f.printed
        ? tr(
            'Quantum note: %1 for %2 takes the state from %3 to %4; the board prints a path to %5 instead, so the board decides and the ships follow the printed path',
            engineCardName(text(f, 'card')),
            who,
            positionsText(f.from as Positions),
            positionsText(f.to as Positions),
            positionsText(f.printed_to as Positions),
          )
        : tr(
            'Quantum note: %1 for %2 takes the state from %3 to %4; the board prints no such path, so the board decides and the ships stay',
            engineCardName(text(f, 'card')),
            who,
            positionsText(f.from as Positions),
            positionsText(f.to as Positions),
          );
    case 'die_rolled':
      return dieRolledText(f, who);
    case 'defense_evaded':
      if (f.defense === 'probe') return tr('%1 evaded PROBE: %2 is at least 4', who, rollText(f));
      if (f.defense === 'orbital') return tr('%1 evaded the orbital defenses: %2 beats the rate %3', who, rollText(f), num(f, 'rate'));
      return tr('%1 evaded the ground defenses: %2 beats the rate %3', who, rollText(f), num(f, 'rate'));
    case 'defense_bypassed': {
      const by = f.by === 'component' ? componentName(text(f, 'component')) : eventCardName(text(f, 'event_card'));
      return f.defense === 'ground'
        ? tr('%1 bypassed the ground defenses (%2)', who, by)
        : tr('%1 bypassed the orbital defenses (%2)', who, by);
    }
    case 'detected':
      if (f.defense === 'probe') return tr('%1 was detected by PROBE: %2 is below 4', who, rollText(f));
      if (f.defense === 'orbital')
        return tr('%1 was detected by the orbital defenses: %2 does not beat the rate %3', who, rollText(f), num(f, 'rate'));
      return tr('%1 was detected by the ground defenses: %2 does not beat the rate %3', who, rollText(f), num(f, 'rate'));
    case 'detection_changed':
      return tr('Detection track: position %1 \u2192 %2 (rate %3 \u2192 %4)', num(f, 'from') + 1, num(f, 'to') + 1, text(f, 'from_label'), text(f, 'to_label'));
    case 'component_retrieved':
      return tr('%1 retrieved %2 from %3', who, componentName(text(f, 'component')), planetName(text(f, 'planet')));
    case 'component_moved':
      return f.to === 'ship'
        ? tr("%1 moved to %2's ship", componentName(text(f, 'component')), who)
        : tr('%1 moved to %2', componentName(text(f, 'component')), planetName(text(f, 'planet')));
    case 'engine_card_drawn':
      return tr('%1 drew %2', who, engineCardName(text(f, 'card')));
    case 'engine_card_discarded':
      return tr('%1 discarded %2', who, engineCardName(text(f, 'card')));
    case 'cards_swapped':
      return tr("%1 gave %2 and took the other player's %3 (Qubit Interconnect)", who, engineCardName(text(f, 'gave')), engineCardName(text(f, 'took')));
    case 'engine_stack_reshuffled':
      return trn('The engine discard pile (%n card(s)) was shuffled into a new stack', num(f, 'cards'));
    case 'engine_control_full':
      return tr('All six engine control boxes are full: a quantum event at the end of the turn');
    case 'engine_control_cleared':
      return trn('Engine control cleared (%n card(s) to the discard pile)', num(f, 'cards'));
    case 'quantum_event':
      return f.cause === 'engine_control_full' ? tr('Quantum event (engine control full)') : tr('Quantum event (detected)');
    case 'event_card_drawn':
      return tr('%1 drew the event card %2', who, eventCardName(text(f, 'card')));
    case 'event_card_kept':
      return tr('%1 keeps %2 for a later turn', who, eventCardName(text(f, 'card')));
    case 'event_card_played':
      return tr('%1 played %2', who, eventCardName(text(f, 'card')));
    case 'event_deck_rebuilt':
      return trn('The event deck was rebuilt (%n card(s))', num(f, 'cards'));
    case 'measured':
      return tr('Measurement: Mercurial %1, Rubicon %2', num(f, 'mercurial_bit'), num(f, 'rubicon_bit'));
    case 'game_won':
      return tr('All eight components collected: the game is won');
    case 'game_lost':
      return tr('The detection rate reached X: the game is lost');
    case 'action_taken_back':
      return takenBackText(f.action as ActionJson | undefined, who);
    case 'engine_card_put_back':
      return tr('The drawn card %1 goes back on top of the engine stack: both players know it is the next card drawn', engineCardName(text(f, 'card')));
    case 'event_card_put_back':
      return tr('The drawn event card %1 goes back on top of the event deck: both players know it is the next card drawn', eventCardName(text(f, 'card')));
    default:
      return event.text;
  }
}
