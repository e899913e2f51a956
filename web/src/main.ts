// The solo game page: a person flies one ship, the engine's AI teammate the other (after a short pace,
// as the app's AI partner, so a misclick can be taken back first); or two people at this screen fly
// one each (hot-seat); or, served by entanglion-server, a game with a partner on another computer
// (online.ts: /join/CODE, /watch/CODE). The page draws what the engine's view says and sends the
// action a person picks; it decides no rule (whether a move may be taken back is the engine's too).
import { Engine, loadEngine } from './engine';
import { tr } from './i18n';
import { setUpClassBar } from './class-bar';
import { drawLegend, drawMap } from './map';
import { type ConnectionState, OnlineGame, type Intent } from './online';
import { normalizeCode, type SeatState, type Ship } from './protocol';
import { setUpLanguage } from './language';
import { clearShots, renderShots, shotsAnnouncement } from './measure-view';
import { flownHere, LogView, renderHands, renderKet, renderStatus, type Seating, whoFlies } from './solo-view';
import { takeBackRefusalText, takenBackText } from './take-back-words';
import { staticTexts } from './texts';
import { setUpTheme } from './theme';
import { searchWhyText } from './search-words';
import { renderReview, type ReviewJson } from './review-view';
import type { BoardJson, SearchWhyJson, Seats, ViewJson } from './types';
import type { ShotsJson } from './lesson-types';
import { actionLabel, shipName } from './words';

const MAX_AI_MOVES_IN_A_ROW = 64; // more than any chain of decisions the teammate can face at once
/// The AI teammate's pace: the app's default (AiPlayers::delayMs). Until it moves, the person's last
/// move may be taken back; `?pace=MS` (0..5000) in the address changes it.
const DEFAULT_AI_PACE_MS = 800;
const MAX_AI_PACE_MS = 5000;
/// The review's playouts an estimate: `entanglion-cli review --playouts 256` gives the same review
/// (its seed and precision are the CLI's defaults; docs/review.md). A long game takes a few seconds.
const REVIEW_PLAYOUTS = 256;

function byId<T extends HTMLElement>(id: string): T {
  const node = document.getElementById(id);
  if (!node) throw new Error(`missing #${id}`);
  return node as T;
}

class SoloPage {
  private humanShip = 'MERCURIAL'; // '' while watching
  private hotSeat = false; // two people at this screen, one ship each, no AI
  private aiTimer: ReturnType<typeof setTimeout> | undefined;
  private aiMovesInARow = 0;
  private aiPace = DEFAULT_AI_PACE_MS;
  private shots: ShotsJson | null = null; // the shots shown, worded again after a language switch
  private online: OnlineGame | null = null;
  private onlineCode = '';
  private connection: ConnectionState = { kind: 'connecting' };
  private seatStates: Record<Ship, SeatState> = { MERCURIAL: 'open', RUBICON: 'open' };
  private readonly log = new LogView();
  private readonly policy: string;
  private teammateWhy: SearchWhyJson | null = null; // why the teammate's last move, reworded with the language
  private hintWhy: SearchWhyJson | null = null;
  private review: ReviewJson | null = null; // the finished game's review, worded again after a language switch
  private readonly board: BoardJson;

  constructor(private readonly engine: Engine) {
    this.policy = engine.teammatePolicy();
    this.board = engine.board();
  }

  /// Words the page again after the language changed.
  relabel(): void {
    this.log.reword(); // in the new language, without being spoken
    this.render(false);
    if (this.shots) renderShots('solo-', this.shots);
  }

  start(): void {
    byId<HTMLFormElement>('new-game').addEventListener('submit', (event) => {
      event.preventDefault();
      this.newGame();
    });
    byId('save').addEventListener('click', () => this.save());
    byId<HTMLInputElement>('open').addEventListener('change', (event) => void this.open(event));
    byId('open-label').addEventListener('click', () => byId<HTMLInputElement>('open').click());
    byId('hint').addEventListener('click', () => this.hint());
    byId('review-button').addEventListener('click', () => this.startReview());
    byId('undo').addEventListener('click', () => this.takeBack());
    // Ctrl+Z (Cmd+Z) as in the app, except where a field has its own undo.
    document.addEventListener('keydown', (event) => {
      if (!(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey || event.key.toLowerCase() !== 'z') return;
      if ((event.target as HTMLElement | null)?.closest('input, textarea, select')) return;
      event.preventDefault();
      this.takeBack();
    });
    const players = byId<HTMLSelectElement>('players');
    players.addEventListener('change', () => (byId<HTMLSelectElement>('human-ship').disabled = players.value === 'hotseat'));
    byId<HTMLFormElement>('measure-form').addEventListener('submit', (event) => {
      event.preventDefault();
      this.measure();
    });
    this.setUpOnline();
    const params = new URLSearchParams(location.search);
    const pace = Number(params.get('pace') ?? DEFAULT_AI_PACE_MS);
    if (Number.isInteger(pace) && pace >= 0 && pace <= MAX_AI_PACE_MS) this.aiPace = pace;
    const [, route, code] = location.pathname.match(/^\/(join|watch)\/([A-Za-z0-9-]+)$/) ?? [];
    if (route && code && this.servedByServer()) {
      this.startOnline(route === 'join' ? { kind: 'join', code } : { kind: 'watch', code });
    } else if (params.has('seed')) {
      byId<HTMLInputElement>('seed').value = params.get('seed') ?? '1';
      byId<HTMLSelectElement>('difficulty').value = params.get('difficulty') ?? '2';
      byId<HTMLSelectElement>('variant').value = params.get('variant') ?? 'board';
      if (params.get('players') === 'hotseat') byId<HTMLSelectElement>('players').value = 'hotseat';
      byId<HTMLSelectElement>('human-ship').disabled = byId<HTMLSelectElement>('players').value === 'hotseat';
      this.newGame();
    } else {
      this.render();
    }
  }

  private newGame(): void {
    this.leaveOnline();
    this.cancelAi();
    this.teammateWhy = null;
    this.humanShip = byId<HTMLSelectElement>('human-ship').value;
    this.hotSeat = byId<HTMLSelectElement>('players').value === 'hotseat';
    const result = this.engine.newGame(
      byId<HTMLInputElement>('seed').value.trim(),
      Number(byId<HTMLSelectElement>('difficulty').value),
      byId<HTMLSelectElement>('variant').value,
    );
    this.showProblem(result.ok ? '' : tr('The game could not start: %1', result.problem ?? result.refusal ?? ''));
    if (result.ok) this.afterMove(true);
  }

  private play(actionText: string): void {
    const result = this.engine.apply(actionText);
    if (this.online) {
      // The engine checked the move and routed it out: the server's entries will show it.
      if (result.ok && result.send) {
        this.online.act(result.send);
        // One move at a time: the buttons come back with the server's entries (or its refusal).
        for (const button of byId('action-list').querySelectorAll('button')) button.disabled = true;
      } else this.showProblem(tr('The engine refused the move: %1', result.problem ?? result.refusal ?? ''));
      return;
    }
    this.showProblem(result.ok ? '' : tr('The engine refused the move: %1', result.problem ?? result.refusal ?? ''));
    this.afterMove(true);
  }

  /// Which ships people fly at this screen: the engine's take-back needs it (one person against the
  /// AI takes back only their own moves; hot-seat anyone's).
  private seats(): Seats {
    if (this.hotSeat) return { MERCURIAL: true, RUBICON: true };
    return { MERCURIAL: this.humanShip === 'MERCURIAL', RUBICON: this.humanShip === 'RUBICON' };
  }

  /// Who plays at this screen, for the parts that word it (solo-view.ts).
  private seating(): Seating {
    return { humanShip: this.humanShip, hotSeat: this.hotSeat && !this.online, online: this.online !== null };
  }

  /// The page is drawn; the AI teammate then moves after its pace while its ship must act, one move
  /// at a time (each drawn and spoken), so the person may take their last move back before it.
  private afterMove(focusActions: boolean): void {
    this.cancelAi();
    this.hintWhy = null;
    this.review = null;
    byId('review-status').textContent = '';
    byId('hint-text').textContent = '';
    this.clearMeasurement();
    this.render();
    const view = this.engine.view();
    const aiActs =
      !this.online && !this.hotSeat && view.turn?.status === 'in_progress' && !view.read_only && view.turn.acting_player !== this.humanShip;
    if (!aiActs) {
      this.aiMovesInARow = 0;
      if (focusActions) this.focusActions();
      return;
    }
    if (this.aiMovesInARow >= MAX_AI_MOVES_IN_A_ROW) return;
    // The focus waits on the actions' heading (Undo one Tab away); the first action gets it back.
    if (focusActions && !byId('actions').contains(document.activeElement)) byId('actions-heading').focus();
    this.aiTimer = setTimeout(() => {
      this.aiTimer = undefined;
      ++this.aiMovesInARow;
      const result = this.engine.aiMove(this.policy);
      if (!result.ok) {
        this.showProblem(tr('The AI teammate could not move: %1', result.problem ?? result.refusal ?? ''));
        this.render();
        return;
      }
      this.teammateWhy = result.why ?? null;
      // Back to the actions only when the focus is still there (or nowhere): never taken from elsewhere.
      const waiting = document.activeElement === document.body || byId('actions').contains(document.activeElement);
      this.afterMove(focusActions && waiting);
    }, this.aiPace);
  }

  private cancelAi(): void {
    if (this.aiTimer !== undefined) clearTimeout(this.aiTimer);
    this.aiTimer = undefined;
    this.aiMovesInARow = 0;
  }

  private focusActions(): void {
    byId<HTMLElement>('action-list').querySelector('button')?.focus();
  }

  /// Undo: the engine takes the last move back if the rules allow it, or says why not.
  private takeBack(): void {
    const result = this.engine.takeBack(this.seats());
    if (!result.ok) {
      this.showProblem(takeBackRefusalText(result));
      return;
    }
    this.cancelAi();
    this.showProblem('');
    const said = takenBackText(result);
    this.afterMove(true);
    byId('taken-back').textContent = said;
    byId('announcer').textContent = said;
  }

  private measure(): void {
    const shots = this.engine.measure(
      byId<HTMLInputElement>('solo-measure-seed').value.trim(),
      Number(byId<HTMLSelectElement>('solo-measure-shots').value),
      byId<HTMLSelectElement>('solo-measure-bases').value,
    );
    if (!shots.ok) {
      this.showProblem(tr('The state could not be measured: %1', shots.problem ?? shots.refusal ?? ''));
      return;
    }
    this.showProblem('');
    this.shots = shots;
    renderShots('solo-', shots);
    byId('announcer').textContent = shotsAnnouncement(shots);
  }

  /// The shots were of the state before the move: they go (the app forgets them too).
  private clearMeasurement(): void {
    this.shots = null;
    clearShots('solo-');
  }

  private hint(): void {
    const result = this.engine.hint(this.policy);
    this.hintWhy = result.ok ? (result.why ?? null) : null;
    byId('hint-text').textContent = this.hintWhy
      ? tr('Hint (search): %1', searchWhyText(this.hintWhy))
      : result.ok && result.action
        ? tr('Suggested: %1', actionLabel(result.action))
        : tr('No suggestion now.');
  }

  /// The engine reviews the finished game (a few seconds, on this thread): the status is drawn first.
  private startReview(): void {
    const button = byId<HTMLButtonElement>('review-button');
    button.disabled = true;
    byId('review-status').textContent = tr('Reviewing the game\u2026');
    // Two frames: the status is on the screen (and in the live region) before the engine works.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const ai: Seats = { MERCURIAL: false, RUBICON: false };
        const seats = this.seats();
        if (!this.online) for (const ship of ['MERCURIAL', 'RUBICON'] as const) ai[ship] = !seats[ship];
        const review = this.engine.review(ai, REVIEW_PLAYOUTS);
        this.review = review.ok ? review : null;
        button.disabled = false;
        byId('review-status').textContent = review.ok
          ? tr('The review is ready.')
          : tr('The game could not be reviewed: %1', review.problem ?? review.refusal ?? '');
        this.renderReview(this.engine.view());
        if (review.ok) byId('review-heading').focus();
      }),
    );
  }

  /// The review's panel: offered once the game shown is over.
  private renderReview(view: ViewJson): void {
    byId('review').hidden = !(view.has_game && view.turn?.status !== 'in_progress');
    renderReview(this.review, (ship) => whoFlies(ship, view, this.seating()));
  }

  private save(): void {
    const view = this.engine.view();
    const blob = new Blob([this.engine.exportRecord()], { type: 'application/json' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `entanglion-${view.setup.seed ?? 'game'}.json`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  }

  private async open(event: Event): Promise<void> {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    this.teammateWhy = null;
    const result = this.engine.importRecord(await file.text(), file.name);
    this.showProblem(result.ok ? '' : tr('The record could not be opened: %1', result.problem ?? result.refusal ?? ''));
    input.value = '';
    if (result.ok) this.afterMove(false);
  }

  // ---- online play (online.ts) ----------------------------------------------------------------------

  /// Online play needs the server that served the page (not a folder opened from disk).
  private servedByServer(): boolean {
    return location.protocol === 'http:' || location.protocol === 'https:';
  }

  private setUpOnline(): void {
    if (!this.servedByServer()) return;
    byId('online').hidden = false;
    byId('create-online').addEventListener('click', () =>
      this.startOnline({
        kind: 'create',
        ship: byId<HTMLSelectElement>('human-ship').value as Ship,
        difficulty: Number(byId<HTMLSelectElement>('difficulty').value),
        variant: byId<HTMLSelectElement>('variant').value,
      }),
    );
    const codeTyped = (): string => normalizeCode(byId<HTMLInputElement>('join-code').value.trim());
    byId<HTMLFormElement>('join-online').addEventListener('submit', (event) => {
      event.preventDefault();
      if (codeTyped()) this.startOnline({ kind: 'join', code: codeTyped() });
    });
    byId('watch').addEventListener('click', () => {
      if (codeTyped()) this.startOnline({ kind: 'watch', code: codeTyped() });
    });
  }

  private startOnline(intent: Intent): void {
    this.leaveOnline();
    this.cancelAi();
    this.hotSeat = false;
    this.humanShip = '';
    this.onlineCode = intent.kind === 'create' ? '' : normalizeCode(intent.code);
    this.online = new OnlineGame(intent, {
      connection: (state) => {
        this.connection = state;
        this.renderOnline();
      },
      seated: (code, ship) => {
        this.onlineCode = normalizeCode(code); // shown and shared as people read it: K7M-Q2X
        this.humanShip = ship ?? '';
        // The address of the seat (or the view): reopened, the tab comes back to it.
        const path = `/${ship ? 'join' : 'watch'}/${this.onlineCode}`;
        if (location.pathname !== path) history.replaceState(null, '', path);
        this.renderOnline();
      },
      history: (start, entries, code) => {
        const hadFocus = document.activeElement === document.body || byId('action-list').contains(document.activeElement);
        const result = this.engine.follow(start, entries, code);
        this.review = null;
        this.showProblem(result.ok ? '' : tr('The game from the server could not be shown: %1', result.problem ?? result.refusal ?? ''));
        this.clearMeasurement();
        this.render();
        this.renderOnline();
        if (hadFocus) this.focusActions();
      },
      seats: (seats) => {
        this.seatStates = seats;
        this.renderOnline();
      },
      refused: (_error, message) => {
        this.render();
        this.showProblem(tr('The server refused: %1', message));
      },
    });
    this.online.connect();
    this.render();
  }

  private leaveOnline(): void {
    if (!this.online) return;
    this.online.stop();
    this.online = null;
    this.humanShip = byId<HTMLSelectElement>('human-ship').value;
    // A solo game now: the address no longer names the seat (a reload starts afresh).
    if (/^\/(join|watch)\//.test(location.pathname)) history.replaceState(null, '', '/');
    byId('online-status').textContent = '';
    byId('online-share').replaceChildren();
  }

  private partnerShip(): Ship {
    return this.humanShip === 'MERCURIAL' ? 'RUBICON' : 'MERCURIAL';
  }

  private renderOnline(): void {
    if (!this.online) return;
    const status = byId('online-status');
    const share = byId('online-share');
    share.replaceChildren();
    const state = this.connection;
    status.dataset.connection = state.kind;
    if (state.kind === 'connecting') status.textContent = tr('Connecting to the server\u2026');
    else if (state.kind === 'reconnecting')
      status.textContent = tr('The connection is lost: reconnecting (attempt %1 of %2).', state.attempt, state.of);
    else if (state.kind === 'gone') status.textContent = tr('The server cannot be reached. Reload the page to try again.');
    else if (state.kind === 'refused') status.textContent = tr('The server refused: %1', state.message);
    else if (!this.onlineCode) status.textContent = tr('Connected.');
    else if (!this.humanShip) status.textContent = tr('Watching game %1: read-only.', this.onlineCode);
    else {
      const partner = this.partnerShip();
      const seat = this.seatStates[partner];
      if (seat === 'open') status.textContent = tr('Game %1: you fly %2. Waiting for your partner.', this.onlineCode, shipName(this.humanShip));
      else if (seat === 'away')
        status.textContent = tr('%1 lost the connection: waiting for %1 to come back.', shipName(partner));
      else status.textContent = tr('Game %1: you fly %2, your partner %3 is connected.', this.onlineCode, shipName(this.humanShip), shipName(partner));
    }
    if (this.onlineCode && this.humanShip && this.seatStates[this.partnerShip()] === 'open') {
      const address = `${location.origin}/join/${this.onlineCode}`;
      const code = document.createElement('strong');
      code.textContent = this.onlineCode;
      code.id = 'shared-code';
      const link = document.createElement('a');
      link.href = address;
      link.textContent = address;
      // One sentence to translate; its placeholders become the code and the link.
      const parts = tr('Your partner joins with the code %1 or at %2.').split(/(%[12])/);
      share.append(...parts.map((part) => (part === '%1' ? code : part === '%2' ? link : part)));
    }
  }

  private showProblem(text: string): void {
    byId('problem').textContent = text;
  }

  private render(speak = true): void {
    const view = this.engine.view();
    byId<HTMLButtonElement>('save').disabled = !view.has_game;
    drawMap(byId('map-svg') as unknown as SVGSVGElement, this.board, view.state);
    drawLegend(byId('map-legend'));
    renderStatus(view, this.seating());
    this.renderActions(view);
    this.renderUndo();
    renderKet(view);
    renderHands(view, (ship) => whoFlies(ship, view, this.seating()));
    byId<HTMLButtonElement>('solo-measure-button').disabled = !view.has_game;
    this.log.render(view, speak);
    this.renderReview(view);
    // Why the teammate moved and the hint's why, in the language shown now.
    byId('teammate-why').textContent = this.teammateWhy && !this.online ? searchWhyText(this.teammateWhy) : '';
    if (this.hintWhy) byId('hint-text').textContent = tr('Hint (search): %1', searchWhyText(this.hintWhy));
  }

  /// Undo is enabled when the engine would take the last move back now; otherwise it says why.
  private renderUndo(): void {
    const check = this.engine.checkTakeBack(this.seats());
    const undo = byId<HTMLButtonElement>('undo');
    undo.disabled = !check.ok;
    undo.setAttribute('aria-label', tr('Undo: take back your last move'));
    byId('undo-why').textContent = check.ok ? '' : takeBackRefusalText(check);
    byId('taken-back').textContent = '';
  }

  private renderActions(view: ViewJson): void {
    const list = byId('action-list');
    list.replaceChildren();
    const mine = (view.legal_actions ?? []).filter((a) => flownHere(a.player, this.seating()));
    byId('actions-heading').textContent =
      this.hotSeat && !this.online && view.turn?.status === 'in_progress'
        ? tr('Actions of %1', shipName(view.turn.acting_player))
        : tr('Your actions');
    for (const action of mine) {
      const item = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = actionLabel(action);
      button.dataset.action = action.text;
      button.addEventListener('click', () => this.play(action.text));
      item.append(button);
      list.append(item);
    }
    if (mine.length === 0) {
      const item = document.createElement('li');
      item.textContent =
        this.online && !this.humanShip
          ? tr('You are watching: the players make the moves.')
          : view.has_game
            ? tr('Nothing for you to do now.')
            : tr('Start a game first.');
      list.append(item);
    }
    byId<HTMLButtonElement>('hint').disabled = mine.length === 0 || this.online !== null;
  }

}

async function main(): Promise<void> {
  let page: SoloPage | null = null;
  let classBar: { relabel(): void } | null = null;
  await setUpLanguage(() => {
    staticTexts();
    page?.relabel();
    classBar?.relabel();
  });
  staticTexts();
  setUpTheme();
  try {
    const engine = await loadEngine();
    page = new SoloPage(engine);
    page.start();
    classBar = setUpClassBar(); // a class's table: the class above the game (class-bar.ts)
    document.body.dataset.ready = 'true';
  } catch (error) {
    byId('problem').textContent = tr('The engine could not be loaded: %1', String(error));
  }
}

void main();
