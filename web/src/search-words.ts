// Why the search chose its move (the binding's typed figures, policies::SearchWhy), worded in the
// page's language: one whole sentence per kind, the same English sources as the app's
// (ui-qml/controller/SearchWhyText.cpp), so the app's translations word both.
import { tr, trn } from './i18n';
import type { ActionJson, SearchWhyJson } from './types';
import { componentName, planetName } from './names';
import { actionLabel, shipName } from './words';

/// "Navigate with H for Mercurial": the move and whose it is.
function moveOf(action: ActionJson): string {
  return tr('%1 for %2', actionLabel(action), shipName(action.player));
}

export function searchWhyText(why: SearchWhyJson): string {
  const move = moveOf(why.action);
  const next = why.runner_up;
  if (why.kind === 'only_choice' || !next) return tr('%1: the only legal move.', move);
  const nextMove = moveOf(next.action);
  const nextWon = tr('%1%', Math.round(next.futures > 0 ? (100 * next.won) / next.futures : 0));
  const here = planetName(why.mercurial ?? '');
  const component = componentName(why.component ?? '');
  const n = why.futures;
  switch (why.kind) {
    case 'reach_component':
      return trn(
        '%1: both ships reach %2, where the component %3 is; the team won %4 of %Ln future(s) played out after it (next best, %5: %6).',
        n, move, here, component, why.won, nextMove, nextWon,
      );
    case 'reach_last_component':
      return trn(
        '%1: both ships reach %2, where the last component, %3, is; the team won %4 of %Ln future(s) played out after it (next best, %5: %6).',
        n, move, here, component, why.won, nextMove, nextWon,
      );
    case 'move_together':
      return trn(
        '%1: both ships go to %2; the team won %3 of %Ln future(s) played out after it (next best, %4: %5).',
        n, move, here, why.won, nextMove, nextWon,
      );
    case 'move_apart':
      return trn(
        '%1: Mercurial goes to %2 and Rubicon to %3; the team won %4 of %Ln future(s) played out after it (next best, %5: %6).',
        n, move, here, planetName(why.rubicon ?? ''), why.won, nextMove, nextWon,
      );
    case 'retrieve':
      return trn(
        '%1: the ships retrieve the component %2 at %3; the team won %4 of %Ln future(s) played out after it (next best, %5: %6).',
        n, move, component, here, why.won, nextMove, nextWon,
      );
    case 'retrieve_last':
      return trn(
        '%1: the ships retrieve the last component, %2, at %3; the team won %4 of %Ln future(s) played out after it (next best, %5: %6).',
        n, move, component, here, why.won, nextMove, nextWon,
      );
    default:
      return trn(
        '%1: of the moves tried, its futures went best; the team won %2 of %Ln future(s) played out after it (next best, %3: %4).',
        n, move, why.won, nextMove, nextWon,
      );
  }
}
