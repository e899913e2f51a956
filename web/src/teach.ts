// The teacher's class view (/teach, docs/networking.md "Classes" and docs/teaching-a-class.md):
// open a class, show its code large for the projector, set what every table plays, start, pause
// and end all tables, send a message to every screen, and watch a card per table. The teacher's
// token lives after '#' in the address (/teach#TOKEN): browsers never send it, so it stays out of
// the server's logs and of any Referer. The view asks the server for the class once a second
// (class_view): a move at any table shows within a second.
import './class.css';
import { type ClassReply, ClassLink, type ClassReviewReply, type ClassViewReply, type LinkState, type TableCard } from './class-protocol';
import { download, renderAfter } from './teach-after';
import { byId, fixedTexts, linkText, refusalText, setUpPage } from './class-common';
import { currentLanguage, tr, trn } from './i18n';
import { arrangeCards, type CardFilter, type CardSort, flagLines, gameLines, moveTargets, seatLines, statusText } from './teach-cards';
import { normalizeCode } from './protocol';
import { Engine, loadEngineModule } from './engine';
import { LessonEngine } from './lesson-engine';
import { toElement } from './map';
import { miniMapNodes } from './mini-map';
import type { BoardJson } from './types';
import type { Ship } from './protocol';
import { shipName } from './words';

/// The class view is asked five times a second: a move shows within a quarter second (the benchmark
/// bench/class_load.cpp, docs/performance.md "Classes on the server"); a view is cheap to build.
const VIEW_POLL_MS = 200;
/// After the end: the reviews are asked for every 2 seconds until none is pending.
const REVIEW_POLL_MS = 2000;
const RECORD_DOWNLOAD_GAP_MS = 250;
const TOKEN = /^[A-Za-z0-9_-]{8,128}$/;

const TEXTS: Record<string, string> = {
  'teach-title': 'Entanglion class view',
  'language-label': 'Language',
  'theme-label': 'Colours',
  'open-heading': 'Open a class',
  'open-text': 'Students join on their own devices with the class code. Nothing but their display names is kept.',
  'open-class': 'Open a class',
  'code-heading': 'Class code',
  'controls-heading': 'The class',
  'setup-difficulty-label': 'Difficulty',
  'setup-variant-label': 'Rules',
  'setup-lesson-label': 'Lesson for every table',
  'setup-same-deal-label': 'The same deal at every table',
  'setup-save': 'Save the setup',
  'start-all': 'Start all tables',
  'end-class': 'End the class',
  'say-label': 'A message to every screen',
  'say-send': 'Send',
  'tables-heading': 'Tables',
  'filter-label': 'Show',
  'sort-label': 'Order',
  'costly-to-students-label': 'Students see when their table just made a costly move',
  'after-heading': 'After the class',
  'download-csv': 'Download the CSV of tables and students',
  'download-records': 'Download every table\'s record',
  'print-summary': 'Print the summary',
  'delete-class': 'Delete the class',
  'costs-heading': 'What cost the class most',
  'results-heading': 'Each table',
  'moments-heading': 'The same deal: the tables at the largest swings',
};
const OPTIONS: Record<string, string> = {
  'setup-variant board': 'Printed board',
  'setup-variant quantum': 'Quantum',
  'table-filter all': 'All tables',
  'table-filter attention': 'Needing attention',
  'table-filter playing': 'Still playing',
  'table-filter over': 'Finished',
  'table-sort attention': 'Needing attention first',
  'table-sort table': 'By table number',
  'table-sort progress': 'By progress',
};

interface CardNodes {
  item: HTMLLIElement;
  heading: HTMLHeadingElement;
  /// The mini map: where the ships are, at a glance (the card's lines say it in words).
  map: SVGSVGElement;
  lines: HTMLUListElement;
  /// Before the start: a "Move … to" choice per seated student (rebuilt only when the seating changes).
  moves: HTMLDivElement;
  watch: HTMLAnchorElement;
}

class TeachPage {
  private readonly link: ClassLink;
  private token = '';
  private view: ClassViewReply | null = null;
  private state: LinkState = 'connecting';
  private problem = '';
  private done = '';
  private readonly cards = new Map<number, CardNodes>();
  private readonly helped = new Set<number>();
  private opening = false;
  private review: ClassReviewReply | null = null;
  private lastReviewAsk = 0;
  /// The summary's tables are rebuilt only when a new review came or the language changed, not on
  /// every second's class_view (a screen reader keeps its place).
  private afterDirty = false;
  private nextDownload = 0;
  /// A class_delete was sent: its class_done forgets the class.
  private deleting = false;
  /// The printed board for the cards' mini maps, from the engine (none until it has loaded; the
  /// cards work without it).
  private board: BoardJson | null = null;
  private lessons: LessonEngine | null = null; // the course's titles for the setup's lesson choice

  constructor() {
    const hash = location.hash.slice(1);
    if (TOKEN.test(hash)) this.token = hash;
    this.link = new ClassLink(
      () => {
        if (this.opening && !this.token) this.link.send({ type: 'class_open' });
        this.ask();
      },
      (reply) => this.receive(reply),
      (state) => {
        this.state = state;
        this.renderStatus();
      },
    );
  }

  start(): void {
    loadEngineModule()
      .then((module) => {
        this.board = new Engine(module).board();
        this.lessons = new LessonEngine(new module.Lessons(), currentLanguage());
        this.renderLessons();
        this.renderCards();
      })
      .catch(() => {
        // Without the engine the cards keep their words, only the mini maps are missing.
      });
    byId('open-class').addEventListener('click', () => {
      // One class per press: the button waits for the answer (sent once connected).
      byId<HTMLButtonElement>('open-class').disabled = true;
      this.opening = true;
      this.link.send({ type: 'class_open' });
    });
    byId<HTMLFormElement>('setup-form').addEventListener('submit', (event) => {
      event.preventDefault();
      this.command(tr('The setup is saved.'), {
        type: 'class_setup',
        teacher: this.token,
        difficulty: Number(byId<HTMLSelectElement>('setup-difficulty').value),
        variant: byId<HTMLSelectElement>('setup-variant').value,
        lesson: byId<HTMLSelectElement>('setup-lesson').value,
        same_deal: byId<HTMLInputElement>('setup-same-deal').checked,
      });
    });
    byId('start-all').addEventListener('click', () => this.command(tr('The tables have started.'), { type: 'class_start', teacher: this.token }));
    byId('pause-all').addEventListener('click', () => {
      const paused = !(this.view?.paused ?? false);
      this.command(paused ? tr('Every table is paused.') : tr('The tables play on.'), { type: 'class_pause', teacher: this.token, paused });
    });
    byId('end-class').addEventListener('click', () => {
      if (confirm(tr('End the class for everyone? The tables stop.'))) this.command(tr('The class has ended.'), { type: 'class_end', teacher: this.token });
    });
    byId('delete-class').addEventListener('click', () => {
      if (!confirm(tr('Delete the class now? Its names, summary and records are gone from the server: download the CSV and the records first.'))) return;
      this.deleting = true;
      this.command(tr('The class is deleted: the server keeps nothing of it.'), { type: 'class_delete', teacher: this.token });
    });
    byId<HTMLFormElement>('say-form').addEventListener('submit', (event) => {
      event.preventDefault();
      const text = byId<HTMLInputElement>('say-text').value.trim();
      this.command(text ? tr('The message is on every screen.') : tr('The message is cleared.'), { type: 'class_say', teacher: this.token, text });
    });
    for (const id of ['table-filter', 'table-sort']) byId(id).addEventListener('change', () => this.renderCards());
    byId<HTMLInputElement>('costly-to-students').addEventListener('change', (event) => {
      const shown = (event.target as HTMLInputElement).checked;
      this.command(shown ? tr('Students now see the costly-move flag.') : tr('Students no longer see the costly-move flag.'), {
        type: 'class_options',
        teacher: this.token,
        costly_to_students: shown,
      });
    });
    byId('download-csv').addEventListener('click', () => this.link.send({ type: 'class_export', teacher: this.token }));
    byId('download-records').addEventListener('click', () => {
      for (const table of this.view?.tables ?? [])
        if (table.game) this.link.send({ type: 'class_record', teacher: this.token, table: table.table });
    });
    byId('print-summary').addEventListener('click', () => window.print());
    setInterval(() => this.ask(), VIEW_POLL_MS);
    this.link.connect();
    this.render();
  }

  relabel(): void {
    this.afterDirty = true;
    this.lessons?.setLanguage(currentLanguage());
    this.renderLessons();
    this.render();
  }

  /// The lesson choices: the course in its order, titled in the page's language, "none" first; the
  /// choice made is kept.
  private renderLessons(): void {
    const select = byId<HTMLSelectElement>('setup-lesson');
    const chosen = select.value;
    const none = byId<HTMLOptionElement>('setup-no-lesson');
    none.textContent = tr('None: the game only');
    const options = (this.lessons?.list() ?? []).map((lesson, index) => {
      const option = document.createElement('option');
      option.value = lesson.id;
      option.textContent = tr('%1. %2', index + 1, lesson.title); // numbered as the lessons page numbers them
      return option;
    });
    select.replaceChildren(none, ...options);
    select.value = options.some((option) => option.value === chosen) ? chosen : '';
  }

  private ask(): void {
    if (!this.token || !this.link.isOpen) return;
    this.link.send({ type: 'class_view', teacher: this.token });
    // After the end, the summary until every table's review has come.
    const waiting = this.view?.ended && (!this.review || this.review.pending > 0);
    if (waiting && Date.now() - this.lastReviewAsk >= REVIEW_POLL_MS) {
      this.lastReviewAsk = Date.now();
      this.link.send({ type: 'class_review', teacher: this.token });
    }
  }

  private command(done: string, request: Parameters<ClassLink['send']>[0]): void {
    this.done = done;
    this.problem = '';
    this.link.send(request);
  }

  private receive(reply: ClassReply): void {
    if (reply.type === 'class_opened') {
      this.opening = false;
      this.token = reply.teacher;
      // The token after '#': a reload keeps the class view, the server never sees it in a request.
      history.replaceState(null, '', `/teach#${reply.teacher}`);
      this.ask();
    } else if (reply.type === 'class_view') {
      this.view = reply;
      this.announceHelp(reply.tables);
    } else if (reply.type === 'class_review') {
      this.review = reply;
      this.afterDirty = true;
    } else if (reply.type === 'class_export') {
      download(`class-${normalizeCode(this.view?.code ?? '')}.csv`, reply.csv, 'text/csv');
      return;
    } else if (reply.type === 'class_record') {
      // One file a quarter second: a browser drops downloads started all at once.
      const save = () => download(`table-${reply.table + 1}-${normalizeCode(reply.game)}.json`, JSON.stringify(reply.record, null, 2), 'application/json');
      this.nextDownload = Math.max(this.nextDownload, Date.now());
      setTimeout(save, this.nextDownload - Date.now());
      this.nextDownload += RECORD_DOWNLOAD_GAP_MS;
      return;
    } else if (reply.type === 'class_done') {
      byId('teach-status').textContent = this.done;
      if (this.deleting) {
        // The class is gone from the server: so is its teacher link, and the page starts afresh.
        this.deleting = false;
        this.forgetClass();
        this.render();
        return;
      }
      this.ask();
      return;
    } else if (reply.type === 'error') {
      byId<HTMLButtonElement>('open-class').disabled = false;
      this.opening = false;
      this.problem = refusalText(reply.error, reply.message);
      this.deleting = false;
      if (reply.error === 'not_teacher') this.forgetClass();
    }
    this.render();
  }

  /// Before the start, each seated student gets a "Move … to" choice (every free seat, a new table)
  /// and can be dragged onto another card. Rebuilt only when the seating changes, so a choice being
  /// made keeps its focus across the view's refreshes. `seating`: renderCards' signature of the
  /// seats, "" once the tables have started.
  private fillMoves(nodes: CardNodes, card: TableCard, seating: string): void {
    const view = this.view;
    if (nodes.moves.dataset.seating === seating) return;
    nodes.moves.dataset.seating = seating;
    nodes.moves.replaceChildren();
    if (!seating || !view) return;
    (['MERCURIAL', 'RUBICON'] as const).forEach((ship, i) => {
      const student = card.student_numbers?.[i];
      const name = card.students[i];
      if (student == null || !name) return;
      const seated: Seated = { student, name, table: card.table, ship };
      const label = document.createElement('label');
      label.className = 'move';
      // The grip is what a mouse drags (pressing on the choice opens it); keyboards use the choice.
      const grip = document.createElement('span');
      grip.className = 'grip';
      grip.textContent = '⠿';
      grip.draggable = true;
      grip.setAttribute('aria-hidden', 'true');
      grip.addEventListener('dragstart', (event) => {
        event.dataTransfer?.setData(DRAG_TYPE, JSON.stringify(seated));
        if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
      });
      const select = document.createElement('select');
      select.dataset.student = String(student);
      select.setAttribute('aria-label', tr('Move %1 to…', name));
      const none = new Option(tr('Move %1 to…', name), '');
      select.append(none, ...moveTargets(view.tables, seated).map((target) => new Option(target.label, `${target.table} ${target.ship}`)));
      select.addEventListener('change', () => {
        const [table, target] = select.value.split(' ');
        if (table !== undefined && target) this.moveStudent(seated, Number(table), target as Ship);
      });
      label.append(grip, select);
      nodes.moves.append(label);
    });
  }

  private dropOn(table: number, seated: Seated): void {
    if (!this.view || seated.table === table) return;
    const target = moveTargets(this.view.tables, seated).find((t) => t.table === table);
    if (target) this.moveStudent(seated, target.table, target.ship);
    else this.problem = tr('Table %1 has no free seat.', table + 1);
    this.render();
  }

  private moveStudent(seated: Seated, table: number, ship: Ship): void {
    this.command(tr('%1 now sits at table %2 and flies %3.', seated.name, table + 1, shipName(ship)), {
      type: 'class_move',
      teacher: this.token,
      student: seated.student,
      table,
      ship,
    });
  }

  private forgetClass(): void {
    this.token = '';
    this.view = null;
    this.review = null;
    this.cards.clear();
    byId('table-grid').replaceChildren();
    if (location.hash) history.replaceState(null, '', '/teach');
  }

  /// A table that has just asked for help is said once by the live region.
  private announceHelp(tables: TableCard[]): void {
    const fresh = tables.filter((card) => card.help && !this.helped.has(card.table));
    this.helped.clear();
    for (const card of tables) if (card.help) this.helped.add(card.table);
    if (fresh.length > 0) byId('teach-announcer').textContent = fresh.map((card) => tr('Table %1 asks for help.', card.table + 1)).join(' ');
  }

  private renderStatus(): void {
    const text = linkText(this.state);
    if (text) byId('teach-status').textContent = text;
    else if (byId('teach-status').textContent === linkText('reconnecting')) byId('teach-status').textContent = '';
  }

  private render(): void {
    const view = this.view;
    byId('teach-open').hidden = this.token !== '';
    for (const id of ['teach-code', 'teach-controls', 'teach-tables', 'teach-after']) byId(id).hidden = !view;
    byId('teach-problem').textContent = this.problem;
    this.renderStatus();
    if (!view) return;
    const code = normalizeCode(view.code);
    byId('class-code-big').textContent = code;
    const studentAddress = `${location.origin}/class/${code}`;
    byId('student-address').textContent = tr('Students open %1 and type their name.', studentAddress);
    byId('teacher-address').textContent = tr('Your teacher link (keep it to yourself): %1', `${location.origin}/teach#${this.token}`);
    const summary = view.ended
      ? tr('The class has ended.')
      : view.paused
        ? tr('Every table is paused.')
        : view.started
          ? tr('The tables are playing.')
          : tr('Waiting for students: the tables start when you say.');
    byId('class-summary').textContent = `${trn('%n student(s) have joined.', view.students)} ${summary}`;
    for (const id of ['setup-difficulty', 'setup-variant', 'setup-same-deal', 'setup-save'])
      byId<HTMLInputElement>(id).disabled = view.started || view.ended;
    byId<HTMLButtonElement>('start-all').disabled = view.started || view.ended || view.students === 0;
    const pause = byId<HTMLButtonElement>('pause-all');
    pause.disabled = !view.started || view.ended;
    pause.textContent = view.paused ? tr('Resume all tables') : tr('Pause all tables');
    pause.setAttribute('aria-pressed', String(view.paused));
    byId<HTMLButtonElement>('end-class').disabled = view.ended;
    byId<HTMLButtonElement>('say-send').disabled = view.ended;
    byId('teach-after').hidden = !view.ended;
    if (view.ended && this.review && this.afterDirty) {
      this.afterDirty = false;
      renderAfter(this.review, {
        status: byId('after-status'),
        concepts: byId<HTMLTableElement>('costs-by-concept'),
        cards: byId<HTMLTableElement>('costs-by-card'),
        tables: byId<HTMLTableElement>('table-results'),
        moments: byId<HTMLTableElement>('table-moments'),
        momentsHeading: byId('moments-heading'),
      });
    }
    this.renderCards();
  }

  /// The cards keep their elements from one second to the next (only their texts change), so the
  /// focus and a screen reader's place stay where they were.
  private renderCards(): void {
    const view = this.view;
    if (!view) return;
    const filter = byId<HTMLSelectElement>('table-filter').value as CardFilter;
    const sort = byId<HTMLSelectElement>('table-sort').value as CardSort;
    const shown = arrangeCards(view.tables, filter, sort);
    const grid = byId('table-grid');
    // Before the start, what the cards' move choices depend on (the seats, the language), once a render.
    const seating =
      view.started || view.ended ? '' : JSON.stringify(view.tables.map((t) => [t.table, t.students, t.ai])) + document.documentElement.lang;
    shown.forEach((card, index) => {
      const nodes = this.cards.get(card.table) ?? this.newCard(card.table);
      this.fillCard(nodes, card, seating);
      if (grid.children[index] !== nodes.item) grid.insertBefore(nodes.item, grid.children[index] ?? null);
    });
    while (grid.children.length > shown.length) grid.lastElementChild?.remove();
    byId('tables-empty').textContent =
      view.tables.length === 0 ? tr('No table yet: students are seated as they join.') : shown.length === 0 ? tr('No table to show.') : '';
  }

  private newCard(table: number): CardNodes {
    const item = document.createElement('li');
    item.className = 'table-card';
    item.dataset.table = String(table);
    const heading = document.createElement('h3');
    heading.id = `table-${table}-heading`;
    item.setAttribute('aria-labelledby', heading.id);
    const map = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    map.setAttribute('class', 'mini-map');
    map.setAttribute('aria-hidden', 'true');
    const lines = document.createElement('ul');
    const moves = document.createElement('div');
    moves.className = 'moves';
    const watch = document.createElement('a');
    item.append(heading, map, lines, moves, watch);
    // A student dragged onto this card takes its first free seat (the choices below do it by keyboard).
    item.addEventListener('dragover', (event) => {
      if (event.dataTransfer?.types.includes(DRAG_TYPE)) event.preventDefault();
    });
    item.addEventListener('drop', (event) => {
      const dragged = event.dataTransfer?.getData(DRAG_TYPE);
      if (!dragged) return;
      event.preventDefault();
      this.dropOn(table, JSON.parse(dragged) as Seated);
    });
    const nodes = { item, heading, map, lines, moves, watch };
    this.cards.set(table, nodes);
    return nodes;
  }

  private fillCard(nodes: CardNodes, card: TableCard, seating: string): void {
    const flags = flagLines(card);
    nodes.heading.textContent = tr('Table %1: %2', card.table + 1, statusText(card));
    const texts = [...flags, ...seatLines(card), ...gameLines(card)];
    while (nodes.lines.children.length > texts.length) nodes.lines.lastElementChild?.remove();
    texts.forEach((text, i) => {
      const line = (nodes.lines.children[i] as HTMLLIElement | undefined) ?? nodes.lines.appendChild(document.createElement('li'));
      line.className = i < flags.length ? 'flag' : '';
      if (line.textContent !== text) line.textContent = text;
    });
    Object.assign(nodes.item.dataset, {
      status: card.status,
      stuck: String(card.stuck),
      help: String(card.help),
      costly: String(card.costly === true),
      lastMove: card.last_move ?? '',
      game: card.game,
    });
    this.fillMoves(nodes, card, seating);
    const ships = card.planets ? card.planets.join(' ') : '';
    if (this.board && nodes.map.dataset.ships !== ships) {
      const { viewBox, nodes: drawn } = miniMapNodes(this.board, card.planets);
      nodes.map.setAttribute('viewBox', viewBox);
      nodes.map.replaceChildren(...drawn.map(toElement));
      nodes.map.dataset.ships = ships;
    }
    nodes.watch.hidden = !card.game;
    if (card.game) {
      nodes.watch.href = `/watch/${normalizeCode(card.game)}`;
      nodes.watch.textContent = tr('Watch table %1', card.table + 1);
    }
  }
}

/// A seated student, as a drag carries it.
interface Seated {
  student: number;
  name: string;
  table: number;
  ship: Ship;
}
const DRAG_TYPE = 'application/x-entanglion-student';

async function main(): Promise<void> {
  let page: TeachPage | null = null;
  await setUpPage(() => {
    fixedTexts(TEXTS, OPTIONS);
    page?.relabel();
  });
  fixedTexts(TEXTS, OPTIONS);
  page = new TeachPage();
  page.start();
  document.body.dataset.ready = 'true';
}

void main();
