// The solo game page: a person flies one ship, the engine's AI teammate the other; or, served by
// entanglion-server, a game with a partner on another computer (online.ts: /join/CODE, /watch/CODE).
// The page draws what the engine's view says and sends the action a person picks; it decides no rule.
import { Engine, loadEngine } from './engine';
import { tr } from './i18n';
import { drawMap } from './map';
import { type ConnectionState, OnlineGame, type Intent } from './online';
import { normalizeCode, type SeatState, type Ship } from './protocol';
import { setUpLanguage } from './language';
import { announcement, staticTexts } from './texts';
import { setUpTheme } from './theme';
import { searchWhyText } from './search-words';
import type { BoardJson, SearchWhyJson, ViewJson } from './types';
import { actionLabel, formatAmplitude, formatPercent, printedName, shipName } from './words';

const MAX_AI_MOVES_IN_A_ROW = 64; // more than any chain of decisions the teammate can face at once

function byId<T extends HTMLElement>(id: string): T {
  const node = document.getElementById(id);
  if (!node) throw new Error(`missing #${id}`);
  return node as T;
}

class SoloPage {
  private humanShip = 'MERCURIAL'; // '' while watching
  private online: OnlineGame | null = null;
  private onlineCode = '';
  private connection: ConnectionState = { kind: 'connecting' };
  private seatStates: Record<Ship, SeatState> = { MERCURIAL: 'open', RUBICON: 'open' };
  private shownEvents = 0;
  private epoch = -1;
  private readonly policy: string;
  private teammateWhy: SearchWhyJson | null = null; // why the teammate's last move, reworded with the language
  private hintWhy: SearchWhyJson | null = null;
  private readonly board: BoardJson;

  constructor(private readonly engine: Engine) {
    this.policy = engine.teammatePolicy();
    this.board = engine.board();
  }

  /// Words the page again after the language changed.
  relabel(): void {
    this.render();
  }

  start(): void {
    byId<HTMLFormElement>('new-game').addEventListener('submit', (event) => {
      event.preventDefault();
      this.newGame();
    });
    byId('save').addEventListener('click', () => this.save());
    byId<HTMLInputElement>('open').addEventListener('change', (event) => void this.open(event));
    byId('hint').addEventListener('click', () => this.hint());
    this.setUpOnline();
    const params = new URLSearchParams(location.search);
    const [, route, code] = location.pathname.match(/^\/(join|watch)\/([A-Za-z0-9-]+)$/) ?? [];
    if (route && code && this.servedByServer()) {
      this.startOnline(route === 'join' ? { kind: 'join', code } : { kind: 'watch', code });
    } else if (params.has('seed')) {
      byId<HTMLInputElement>('seed').value = params.get('seed') ?? '1';
      byId<HTMLSelectElement>('difficulty').value = params.get('difficulty') ?? '2';
      byId<HTMLSelectElement>('variant').value = params.get('variant') ?? 'board';
      this.newGame();
    } else {
      this.render();
    }
  }

  private newGame(): void {
    this.leaveOnline();
    this.teammateWhy = null;
    this.humanShip = byId<HTMLSelectElement>('human-ship').value;
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

  /// The AI teammate moves while its ship must act, then the page is drawn once.
  private afterMove(focusActions: boolean): void {
    for (let i = 0; i < MAX_AI_MOVES_IN_A_ROW && !this.online; ++i) {
      const view = this.engine.view();
      if (!view.turn || view.turn.status !== 'in_progress' || view.read_only) break;
      if (view.turn.acting_player === this.humanShip) break;
      const result = this.engine.aiMove(this.policy);
      if (!result.ok) {
        this.showProblem(tr('The AI teammate could not move: %1', result.problem ?? result.refusal ?? ''));
        break;
      }
      this.teammateWhy = result.why ?? null;
    }
    this.hintWhy = null;
    byId('hint-text').textContent = '';
    this.render();
    if (focusActions) byId<HTMLElement>('action-list').querySelector('button')?.focus();
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
        this.showProblem(result.ok ? '' : tr('The game from the server could not be shown: %1', result.problem ?? result.refusal ?? ''));
        this.render();
        this.renderOnline();
        if (hadFocus) byId<HTMLElement>('action-list').querySelector('button')?.focus();
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

  private render(): void {
    const view = this.engine.view();
    byId<HTMLButtonElement>('save').disabled = !view.has_game;
    drawMap(byId('map-svg') as unknown as SVGSVGElement, this.board, view.state);
    this.renderStatus(view);
    this.renderActions(view);
    this.renderKet(view);
    this.renderHands(view);
    this.renderLog(view);
    // Why the teammate moved and the hint's why, in the language shown now.
    byId('teammate-why').textContent = this.teammateWhy && !this.online ? searchWhyText(this.teammateWhy) : '';
    if (this.hintWhy) byId('hint-text').textContent = tr('Hint (search): %1', searchWhyText(this.hintWhy));
  }

  private renderStatus(view: ViewJson): void {
    const status = byId('status');
    if (!view.turn || !view.state) {
      status.textContent = tr('No game yet: choose a seed and start one.');
      return;
    }
    const where = tr(
      'Mercurial on %1, Rubicon on %2.',
      printedName(view.state.ships.MERCURIAL),
      printedName(view.state.ships.RUBICON),
    );
    let line: string;
    if (view.turn.status === 'won') line = tr('The game is won.');
    else if (view.turn.status === 'lost') line = tr('The game is lost.');
    else if (view.turn.acting_player === this.humanShip) line = tr('Turn %1: your move (%2).', view.turn.turn_number, shipName(this.humanShip));
    else if (this.online && !this.humanShip) line = tr('Turn %1: %2 moves.', view.turn.turn_number, shipName(view.turn.acting_player));
    else if (this.online) line = tr('Turn %1: your partner moves (%2).', view.turn.turn_number, shipName(view.turn.acting_player));
    else line = tr('Turn %1: the AI teammate moves (%2).', view.turn.turn_number, shipName(view.turn.acting_player));
    status.textContent = `${line} ${where}`;
    status.dataset.acting = view.turn.acting_player;
    status.dataset.status = view.turn.status;
  }

  private renderActions(view: ViewJson): void {
    const list = byId('action-list');
    list.replaceChildren();
    const mine = (view.legal_actions ?? []).filter((a) => a.player === this.humanShip);
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

  private renderKet(view: ViewJson): void {
    byId('ket-text').textContent = view.state ? view.state.state.named : '';
    byId('ket-text').dataset.ket = view.state ? view.state.state.ket : '';
    const body = byId('amplitudes').querySelector('tbody');
    if (!body) return;
    body.replaceChildren();
    for (const a of view.amplitudes ?? []) {
      const row = document.createElement('tr');
      const basis = document.createElement('th');
      basis.scope = 'row';
      basis.textContent = `|${a.basis}\u27e9`;
      const amplitude = document.createElement('td');
      amplitude.textContent = formatAmplitude(a);
      const probability = document.createElement('td');
      probability.textContent = formatPercent(a.probability);
      const bar = document.createElement('span');
      bar.className = 'bar';
      bar.style.width = `${Math.round(a.probability * 100)}%`;
      bar.setAttribute('aria-hidden', 'true');
      probability.append(bar);
      row.append(basis, amplitude, probability);
      body.append(row);
    }
  }

  private renderHands(view: ViewJson): void {
    const hands = byId('hand-list');
    hands.replaceChildren();
    if (!view.state) return;
    for (const ship of ['MERCURIAL', 'RUBICON']) {
      const player = view.state.players[ship];
      const block = document.createElement('div');
      const heading = document.createElement('h3');
      heading.textContent =
        ship === this.humanShip
          ? tr('%1 (you)', shipName(ship))
          : this.online
            ? this.humanShip
              ? tr('%1 (your partner)', shipName(ship))
              : shipName(ship)
            : tr('%1 (AI teammate)', shipName(ship));
      const cards = document.createElement('ul');
      cards.setAttribute('aria-label', tr('Engine cards of %1', shipName(ship)));
      for (const card of [...player.hand, ...player.events.map(printedName)]) {
        const item = document.createElement('li');
        item.className = 'card';
        item.textContent = card;
        cards.append(item);
      }
      const components = document.createElement('p');
      components.textContent = player.components.length
        ? tr('Components: %1', player.components.map(printedName).join(', '))
        : tr('No components yet.');
      block.append(heading, cards, components);
      hands.append(block);
    }
    byId('table-facts').textContent = tr(
      'Detection: %1. Components collected: %2 of 8.',
      view.state.detection.label,
      view.table?.components_collected ?? 0,
    );
  }

  /// The log grows by the new events; a replaced history (a new game, an opened record) is drawn
  /// again. Each new event is also spoken by the live region.
  private renderLog(view: ViewJson): void {
    const list = byId('log-list');
    const events = view.events ?? [];
    if (view.events_epoch !== this.epoch || events.length < this.shownEvents) {
      list.replaceChildren();
      this.shownEvents = 0;
      this.epoch = view.events_epoch ?? -1;
    }
    const fresh = events.slice(this.shownEvents);
    for (const event of fresh) {
      const item = document.createElement('li');
      item.textContent = event.text;
      item.dataset.type = event.type;
      list.append(item);
    }
    this.shownEvents = events.length;
    list.scrollTop = list.scrollHeight; // the newest event in view
    if (fresh.length > 0) byId('announcer').textContent = announcement(fresh.map((e) => e.text));
  }
}

async function main(): Promise<void> {
  let page: SoloPage | null = null;
  await setUpLanguage(() => {
    staticTexts();
    page?.relabel();
  });
  staticTexts();
  setUpTheme();
  try {
    const engine = await loadEngine();
    page = new SoloPage(engine);
    page.start();
    document.body.dataset.ready = 'true';
  } catch (error) {
    byId('problem').textContent = tr('The engine could not be loaded: %1', String(error));
  }
}

void main();
