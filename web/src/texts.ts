// The pages' fixed texts (the solo game's and the lessons'), set once through tr() by id, and the
// live region's sentence.
import { tr } from './i18n';
import { labelThemes } from './theme';

const fixed: Record<string, string> = {
  'skip-link': 'Skip to your actions',
  title: 'Entanglion',
  'theme-label': 'Colours',
  'language-label': 'Language',
  'setup-heading': 'Game',
  'seed-label': 'Seed',
  'difficulty-label': 'Difficulty',
  'variant-label': 'Rules',
  'players-label': 'Players',
  'ship-label': 'You fly',
  start: 'New game',
  save: 'Save record',
  'open-label': 'Open record',
  'turn-heading': 'Turn',
  'actions-heading': 'Your actions',
  hint: 'Hint',
  undo: 'Undo',
  'solo-measure-heading': 'Measure',
  'solo-measure-seed-label': 'Seed',
  'solo-measure-shots-label': 'Shots',
  'solo-measure-bases-label': 'Bases (Mercurial first)',
  'solo-measure-button': 'Measure',
  'solo-outcome-head': 'Outcome',
  'solo-count-head': 'Count',
  'solo-exact-head': 'Exact probability',
  'ket-heading': 'The ships\u2019 state',
  'amplitudes-caption': 'Amplitudes in |Mercurial Rubicon\u27e9 order',
  'basis-head': 'Basis state',
  'amplitude-head': 'Amplitude',
  'probability-head': 'Probability',
  'hands-heading': 'Hands',
  'map-heading': 'Map',
  'log-heading': 'Log',
  'review-heading': 'Review of the game',
  'review-intro': 'The engine plays the game on many times from every step: it shows how each decision and each roll changed your team\u2019s chance to win.',
  'review-button': 'Review this game',
  'nav-lessons': 'Lessons',
  'online-heading': 'With a partner on another computer',
  'create-online': 'Create an online game',
  'code-label': 'Join code',
  join: 'Join',
  watch: 'Watch',
  // The lesson page (lessons.html).
  'skip-to-cards': 'Skip to your cards',
  'lessons-title': 'Entanglion lessons',
  'nav-solo': 'Solo game',
  'choose-heading': 'Lessons',
  'lesson-select-label': 'Lesson',
  'open-lesson': 'Open',
  'goal-heading': 'Goal',
  'cards-heading': 'Your cards',
  reset: 'Start again',
  'reveal-hint': 'Hint',
  'hints-heading': 'Hints',
  'result-heading': 'Goal check',
  'state-heading': 'The ships\u2019 state',
  'lesson-amplitudes-caption': 'Amplitudes in |Mercurial Rubicon\u27e9 order',
  'lesson-basis-head': 'Basis state',
  'lesson-amplitude-head': 'Amplitude',
  'lesson-probability-head': 'Probability',
  'history-heading': 'Moves played',
  'measure-heading': 'Measure',
  'measure-seed-label': 'Seed',
  'measure-shots-label': 'Shots',
  'measure-bases-label': 'Bases (Mercurial first)',
  measure: 'Measure',
  'outcome-head': 'Outcome',
  'count-head': 'Count',
  'exact-head': 'Exact probability',
};

export function staticTexts(): void {
  for (const [id, source] of Object.entries(fixed)) {
    const node = document.getElementById(id);
    if (node) node.textContent = tr(source);
  }
  const options: Record<string, string> = {
    'variant board': 'Printed board',
    'variant quantum': 'Quantum',
    'human-ship MERCURIAL': 'Mercurial',
    'human-ship RUBICON': 'Rubicon',
    'players ai': 'You and the AI teammate',
    'players hotseat': 'Two people at this screen (hot-seat)',
  };
  for (const [key, source] of Object.entries(options)) {
    const [select, value] = key.split(' ');
    const option = document.querySelector(`#${select} option[value="${value}"]`);
    if (option) option.textContent = tr(source);
  }
  if (document.getElementById('theme')) labelThemes();
}

/// What the live region says after a move: the new events, in order, as one message.
export function announcement(lines: string[]): string {
  return lines.join('. ').replace(/\.\./g, '.');
}
