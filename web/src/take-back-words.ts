// How the page words a take-back (Undo): the engine's typed answer, refused or done, in the app's own
// sentences (ui-qml's GameController) where the app has them. The rules decide (game/rules/take_back.h,
// asked through the binding's checkTakeBack and takeBack); nothing here decides whether a move may go.
import { tr, trn } from './i18n';
import type { ResultJson } from './types';
import { actionLabel, shipName } from './words';

/// Why the last move cannot be taken back now, or '' when it can. The app's sentences point to its
/// review's What if…, which the page lacks: the page's own say only why.
export function takeBackRefusalText(result: ResultJson): string {
  if (result.ok) return '';
  switch (result.refusal) {
    case 'no_game':
      return tr('Start a new game first.');
    case 'stepping_through':
      return tr('A finished game is shown read-only: start a new game to play.');
    case 'following':
      return tr(
        'Moves cannot be taken back in a game over the network: the server keeps the one record both computers share, and your partner has seen the move.',
      );
    case 'no_human_player':
      return tr('The AI plays both ships: there is no move of yours to take back.');
    case 'take_back_refused':
      break;
    default:
      return result.problem ?? result.refusal ?? '';
  }
  const check = result.take_back;
  switch (check?.refusal) {
    case 'no_action':
      return tr('There is nothing to take back: no move has been played yet.');
    case 'other_players_move':
      return tr('%1 has played since your last move, so it can no longer be taken back.', shipName(check.player));
    case 'does_not_replay':
      return tr('The move cannot be taken back: %1', check.error);
    case 'pile_rebuilt':
      return tr(
        'The last move cannot be taken back: the engine stack ran out during it and was shuffled anew from the discard pile, so its cards can no longer go back on top.',
      );
    case 'revealed':
      switch (check.revealed) {
        case 'd8':
        case 'centarious':
          return tr('The last move cannot be taken back: its die roll is already known.');
        case 'component_pick':
          return tr('The last move cannot be taken back: the component Spooky Action picked is already known.');
        case 'measure':
          return tr('The last move cannot be taken back: the measurement is already known.');
        default:
          return tr('The last move cannot be taken back: the card it drew is already known.');
      }
    default:
      return result.problem ?? '';
  }
}

/// What the page says after a take-back: the move, and the cards it drew that go back on top.
export function takenBackText(result: ResultJson): string {
  const label = result.action ? actionLabel(result.action) : '';
  const returned = result.returned ?? 0;
  if (returned === 0) return tr('Move taken back: %1', label);
  return trn(
    'Move taken back: %1. The %n card(s) it drew go back on top, known to both players: the log says which.',
    returned,
    label,
  );
}
