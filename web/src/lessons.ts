// The lesson page: the app's LessonSession (lessons/session) in the engine's WebAssembly build. The
// learner picks a lesson, reads it, plays the cards the session lists as playable and measures the
// live state; the session checks every move and the goal, the page only shows what it says.
// `lessons.html?lesson=<id>` (or `/lesson/<id>` from entanglion-server) opens that lesson at once.
import { currentLanguage, tr } from './i18n';
import { setUpLanguage } from './language';
import { ClassLessonReport } from './class-lesson';
import { type LessonEngine, loadLessonEngine } from './lesson-engine';
import type { LessonViewJson, ShotsJson } from './lesson-types';
import { cardLabel, goalLine, missSentence, moveLabel, outOfReachSentence, planetsLine, refusalSentence } from './lesson-words';
import { clearShots, renderShots, shotsAnnouncement } from './measure-view';
import { staticTexts } from './texts';
import { setUpTheme } from './theme';
import { formatAmplitude, formatPercent } from './words';


function byId<T extends HTMLElement>(id: string): T {
  const node = document.getElementById(id);
  if (!node) throw new Error(`missing #${id}`);
  return node as T;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  return node;
}

/// The lesson an address names, `/lesson/ID` (the server's route), or null.
function lessonInPath(): string | null {
  return location.pathname.match(/^\/lesson\/([A-Za-z0-9-]+)$/)?.[1] ?? null;
}

class LessonPage {
  /// The shots shown, worded again when the language changes.
  private shots: ShotsJson | null = null;

  /// Opened from a class (?class=CODE): the lesson done is reported to the teacher (class-lesson.ts).
  private readonly classReport = ClassLessonReport.fromAddress((text) => (byId('class-lesson-status').textContent = text));
  /// The lesson the class link named: only that one is reported.
  private readonly classLesson = lessonInPath();

  constructor(private readonly engine: LessonEngine) {}

  /// Words the page again after the language changed: the lessons' own texts come in it too.
  relabel(): void {
    this.engine.setLanguage(currentLanguage());
    const options = byId<HTMLSelectElement>('lesson-select').options;
    this.engine.list().forEach((lesson, index) => {
      const option = [...options].find((candidate) => candidate.value === lesson.id);
      if (option) option.textContent = tr('%1. %2', index + 1, lesson.title);
    });
    this.render(this.engine.view());
    if (this.shots) this.renderShots(this.shots);
  }

  start(): void {
    const select = byId<HTMLSelectElement>('lesson-select');
    this.engine.list().forEach((lesson, index) => {
      const option = element('option', tr('%1. %2', index + 1, lesson.title));
      option.value = lesson.id;
      select.append(option);
    });
    byId<HTMLFormElement>('open-form').addEventListener('submit', (event) => {
      event.preventDefault();
      this.open(select.value);
    });
    byId('undo').addEventListener('click', () => this.change(this.engine.undo().ok, tr('The last move was taken back.')));
    byId('reset').addEventListener('click', () => this.change(this.engine.reset().ok, tr('The lesson starts again.')));
    byId('reveal-hint').addEventListener('click', () => this.revealHint());
    byId<HTMLFormElement>('measure-form').addEventListener('submit', (event) => {
      event.preventDefault();
      this.measure();
    });
    const wanted =
      new URLSearchParams(location.search).get('lesson') ?? lessonInPath();
    if (wanted && this.engine.list().some((lesson) => lesson.id === wanted)) {
      select.value = wanted;
      this.open(wanted);
    } else {
      this.render(this.engine.view());
    }
  }

  private open(id: string): void {
    const result = this.engine.open(id);
    this.showProblem(result.ok ? '' : tr('The lesson could not be opened: %1', result.problem ?? ''));
    this.clearShots();
    const view = this.engine.view();
    this.render(view);
    if (view.lesson) this.announce(tr('Lesson opened: %1', view.lesson.title));
    byId('lesson-heading').focus();
  }

  private play(move: string): void {
    const result = this.engine.play(move);
    const view = this.engine.view();
    this.showProblem(result.ok ? '' : refusalSentence(result));
    this.clearShots();
    this.render(view);
    if (result.ok) this.announce(`${tr('%1 played.', moveLabel(move))} ${this.statusLine(view)}`);
    if (result.ok && view.status === 'succeeded' && this.classReport && view.lesson?.id === this.classLesson) {
      this.classReport.report((view.history ?? []).map((played) => played.move));
    }
    this.focusCards();
  }

  private change(ok: boolean, said: string): void {
    if (!ok) return;
    this.showProblem('');
    this.clearShots();
    const view = this.engine.view();
    this.render(view);
    this.announce(`${said} ${this.statusLine(view)}`);
    this.focusCards();
  }

  private revealHint(): void {
    if (!this.engine.revealHint().ok) return;
    const view = this.engine.view();
    this.render(view);
    const hints = view.hints ?? [];
    this.announce(hints[hints.length - 1] ?? '');
  }

  private measure(): void {
    const shots = this.engine.measure(
      byId<HTMLInputElement>('measure-seed').value.trim(),
      Number(byId<HTMLSelectElement>('measure-shots').value),
      byId<HTMLSelectElement>('measure-bases').value,
    );
    if (!shots.ok) {
      this.showProblem(tr('The state could not be measured: %1', shots.problem ?? ''));
      return;
    }
    this.showProblem('');
    this.shots = shots;
    this.renderShots(shots);
    this.announce(shotsAnnouncement(shots));
  }

  /// After a move the focus goes back to the first card the session lets the learner play, or to the
  /// goal check once there is none.
  private focusCards(): void {
    const first = byId('card-list').querySelector<HTMLButtonElement>('button:not(:disabled)');
    if (first) first.focus();
    else byId('cards-heading').focus();
  }

  private statusLine(view: LessonViewJson): string {
    if (!view.lesson) return tr('Choose a lesson and open it.');
    if (view.status === 'succeeded') {
      return tr('Goal reached with %1 of %2 cards.', view.cards_played ?? 0, view.lesson.budget);
    }
    if (view.status === 'out_of_cards') return tr('Every card is played and the goal is not reached. Undo or reset.');
    return tr('Cards left: %1 of %2.', view.cards_left ?? 0, view.lesson.budget);
  }

  private render(view: LessonViewJson): void {
    const open = view.open && view.lesson !== undefined;
    byId('lesson-heading').textContent = view.lesson?.title ?? tr('No lesson open');
    const intro = byId('lesson-intro');
    intro.replaceChildren(...(view.lesson?.intro ?? []).map((paragraph) => element('p', paragraph)));
    byId('lesson-task').textContent = view.lesson ? tr('Task: %1', view.lesson.task) : '';
    byId('goal-list').replaceChildren(...(view.goal?.conditions ?? []).map((c) => element('li', goalLine(c))));
    byId('cards-left').textContent = this.statusLine(view);
    this.renderCards(view);
    for (const id of ['undo', 'reset', 'reveal-hint']) byId<HTMLButtonElement>(id).disabled = !open;
    byId<HTMLButtonElement>('undo').disabled = !open || (view.history ?? []).length === 0;
    byId<HTMLButtonElement>('reveal-hint').disabled = !open || (view.hints ?? []).length >= (view.lesson?.hint_count ?? 0);
    byId('hint-list').replaceChildren(...(view.hints ?? []).map((hint) => element('li', hint)));
    this.renderResult(view);
    this.renderState(view);
    byId('history-list').replaceChildren(
      ...(view.history ?? []).map((step) => element('li', tr('%1: %2', moveLabel(step.move), step.ket))),
    );
    byId('lesson-measure').hidden = !view.lesson?.measure;
  }

  private renderCards(view: LessonViewJson): void {
    const playable = new Set(view.playable ?? []);
    const items = (view.cards ?? []).map((card) => {
      const item = element('li');
      const button = element('button', cardLabel(card.card, card.ship));
      button.type = 'button';
      button.dataset.move = card.move;
      button.disabled = !playable.has(card.move);
      button.addEventListener('click', () => this.play(card.move));
      item.append(button);
      return item;
    });
    byId('card-list').replaceChildren(...items);
  }

  private renderResult(view: LessonViewJson): void {
    const status = byId('lesson-status');
    status.dataset.status = view.status ?? 'none';
    status.textContent = view.status === 'succeeded' ? view.lesson?.success ?? '' : this.statusLine(view);
    const feedback = view.feedback ?? {};
    const lines: string[] = [];
    if (feedback.out_of_reach_with_cards !== undefined) lines.push(outOfReachSentence(feedback.out_of_reach_with_cards));
    if (feedback.miss) lines.push(missSentence(feedback.miss));
    byId('lesson-feedback').textContent = lines.join(' ');
  }

  private renderState(view: LessonViewJson): void {
    const ket = byId('lesson-ket');
    ket.textContent = view.state ? (view.state.named ? tr('%1 (%2)', view.state.ket, view.state.named) : view.state.ket) : '';
    ket.dataset.ket = view.state?.ket ?? '';
    byId('lesson-planets').textContent = view.state ? planetsLine(view.positions) : '';
    const body = byId('lesson-amplitudes').querySelector('tbody');
    if (!body) return;
    body.replaceChildren(
      ...(view.state?.amplitudes ?? []).map((a) => {
        const row = element('tr');
        const basis = element('th', `|${a.basis}\u27e9`);
        basis.scope = 'row';
        const probability = element('td', formatPercent(a.probability));
        const bar = element('span');
        bar.className = 'bar';
        bar.style.width = `${Math.round(a.probability * 100)}%`;
        bar.setAttribute('aria-hidden', 'true');
        probability.append(bar);
        row.append(basis, element('td', formatAmplitude(a)), probability);
        return row;
      }),
    );
  }

  private renderShots(shots: ShotsJson): void {
    renderShots('', shots);
  }

  private clearShots(): void {
    this.shots = null;
    clearShots('');
  }

  private showProblem(text: string): void {
    byId('lesson-problem').textContent = text;
  }

  private announce(text: string): void {
    byId('announcer').textContent = text;
  }
}

async function main(): Promise<void> {
  let page: LessonPage | null = null;
  await setUpLanguage(() => {
    staticTexts();
    document.title = tr('Entanglion lessons');
    page?.relabel();
  });
  staticTexts();
  document.title = tr('Entanglion lessons');
  setUpTheme();
  try {
    const engine = await loadLessonEngine(currentLanguage());
    page = new LessonPage(engine);
    page.start();
    document.body.dataset.ready = 'true';
  } catch (error) {
    byId('lesson-problem').textContent = tr('The engine could not be loaded: %1', String(error));
  }
}

void main();
