// How the lesson page words the lesson session's typed results: cards, the goal's conditions, how a
// position misses the goal, refusals. The English sources are the app's own (ui-qml/lessons/
// LessonText.cpp, context "lessonText"), so its translations can feed tr() without a second copy.
// Pure functions (the unit tests read them); every word through tr().
import { tr, trn } from './i18n';
import type { GoalCondition, GoalMissJson, LessonRefusal, ShipPositionsJson } from './lesson-types';
import { planetName } from './names';
import { formatPercent, shipName } from './words';

/// "H for Mercurial": an engine card played for a ship's qubit.
export function cardLabel(card: string, ship: string): string {
  return tr('%1 for %2', card, shipName(ship));
}

/// "H:MERCURIAL" -> "H for Mercurial".
export function moveLabel(move: string): string {
  const [card, ship] = move.split(':');
  return cardLabel(card ?? move, ship ?? '');
}

/// Where the ships are ("Mercurial on ZERO, Rubicon on PLUS"), or that no planet shows the state.
export function planetsLine(positions: ShipPositionsJson | null | undefined): string {
  if (!positions) return tr('no planet');
  if (positions.in_entanglion) return tr('both ships on %1', planetName(positions.MERCURIAL));
  return tr('Mercurial on %1, Rubicon on %2', planetName(positions.MERCURIAL), planetName(positions.RUBICON));
}

/// One condition of the goal as a line.
export function goalLine(condition: GoalCondition): string {
  const ship = condition.ship ?? '';
  switch (condition.type) {
    case 'state':
      return tr('the state %1 (up to global phase)', condition.ket ?? '');
    case 'planet':
      return ship === 'MERCURIAL'
        ? tr('Mercurial on %1', planetName(condition.planet ?? ''))
        : tr('Rubicon on %1', planetName(condition.planet ?? ''));
    case 'entangled':
      return condition.value
        ? tr('the ships are entangled (the state does not factor per ship)')
        : tr('the ships are not entangled (the state factors per ship)');
    case 'certain':
      return ship === 'MERCURIAL'
        ? tr('measuring Mercurial certainly gives %1', condition.bit ?? 0)
        : tr('measuring Rubicon certainly gives %1', condition.bit ?? 0);
    case 'probability_of_one':
      return ship === 'MERCURIAL'
        ? tr('A measurement of Mercurial gives 1 with probability %1', formatPercent(Number(condition.value)))
        : tr('A measurement of Rubicon gives 1 with probability %1', formatPercent(Number(condition.value)));
    case 'outcomes':
      return condition.value === 'agree'
        ? tr('measuring both ships always gives equal bits')
        : tr('measuring both ships always gives different bits');
  }
}

/// How the position misses the goal, one sentence per kind of miss (the session's diagnosis).
export function missSentence(miss: GoalMissJson): string {
  const made = miss.made_ket;
  const goal = miss.goal_ket ?? '';
  const ship = shipName(miss.ship);
  switch (miss.kind) {
    case 'bits_differ':
      if (miss.differs === 'MERCURIAL') return tr("You made %1; %2 needs Mercurial's bit flipped.", made, goal);
      if (miss.differs === 'RUBICON') return tr("You made %1; %2 needs Rubicon's bit flipped.", made, goal);
      return tr("You made %1; %2 needs both ships' bits flipped.", made, goal);
    case 'phase_differs':
      return tr('You made %1: the right kets with the right weights, but %2 has other signs (relative phases).', made, goal);
    case 'entanglement_differs':
      if (!miss.goal_ket) {
        return miss.goal_entangled
          ? tr('You made %1, which is not entangled; the goal needs the ships entangled.', made)
          : tr('You made %1, which is entangled; the goal needs the ships not entangled.', made);
      }
      return miss.goal_entangled
        ? tr('You made %1, which is not entangled; %2 is.', made, goal)
        : tr('You made %1, which is entangled; %2 is not.', made, goal);
    case 'wrong_planet':
      if (!miss.made_planet) {
        return tr('You made %1, which no planet shows; the goal needs %2 on %3.', made, ship, planetName(miss.goal_planet));
      }
      return tr('You made %1: %2 is on %3; the goal needs %2 on %4.', made, ship, planetName(miss.made_planet),
        planetName(miss.goal_planet));
    case 'not_certain': {
      const p = miss.goal_bit === 1 ? miss.made_probability : 1 - miss.made_probability;
      return tr('You made %1: measuring %2 gives %3 only with probability %4; the goal needs it for certain.', made, ship,
        miss.goal_bit, formatPercent(p));
    }
    case 'wrong_probability':
      return tr('You made %1: measuring %2 gives 1 with probability %3; the goal needs %4.', made, ship,
        formatPercent(miss.made_probability), formatPercent(miss.goal_probability));
    case 'outcomes_differ':
      return miss.goal_agree
        ? tr('You made %1: measuring both ships does not always give the same bit.', made)
        : tr('You made %1: measuring both ships does not always give different bits.', made);
    default:
      return tr('You made %1; the goal is %2.', made, goal);
  }
}

/// The warning once the goal is out of reach with cards still in hand.
export function outOfReachSentence(cardsLeft: number): string {
  return trn('The goal is out of reach: no moves with the %n card(s) left reach it. Undo or reset.', cardsLeft);
}

/// Why the session refused a move.
export function refusalSentence(refusal: LessonRefusal): string {
  const move = refusal.move ? moveLabel(refusal.move) : '';
  switch (refusal.refusal) {
    case 'already_solved':
      return tr('The goal is already reached; %1 would be one card too many.', move);
    case 'card_not_allowed':
      return tr('This lesson does not let %1 play %2.', shipName(refusal.ship ?? ''), refusal.card ?? '');
    case 'over_budget':
      return trn('Over budget: all %n card(s) are spent.', refusal.limit ?? 0);
    case 'card_used_up':
      return trn('%1 may be played at most %n time(s) in this lesson.', refusal.limit ?? 0, move);
    default:
      return tr('The engine refused the move: %1', refusal.problem ?? refusal.refusal ?? '');
  }
}
