// The AI teammate's seat of a class table, run by the page of the student it plays with
// (docs/networking.md "Classes"): a second connection takes the AI's seat with its token, a second
// engine follows the game as the server sends it, and whenever the AI's ship has a move the
// engine's best policy chooses it and the engine routes it out to the server like any player's.
import { Engine, loadEngine } from './engine';
import { OnlineGame } from './online';
import type { Ship, WireEntry } from './protocol';

/// Waits after a refused move (a pause, a move that crossed the partner's) before trying again.
const RETRY_MS = 2000;
const MAX_RETRIES = 600; // about twenty minutes of refusals in a row, then the seat gives up

export class AiSeat {
  private engine: Engine | null = null;
  private online: OnlineGame | null = null;
  private policy = '';
  private sentAt = -1; // the history length the last move was sent at: one move per position
  private retries = 0;
  private retry: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly game: string,
    private readonly token: string,
    private readonly ship: Ship,
  ) {}

  async start(): Promise<void> {
    this.engine = await loadEngine(); // its own table: the page's engine shows the student's seat
    this.policy = this.engine.bestPolicy();
    this.online = new OnlineGame(
      { kind: 'join', code: this.game, token: this.token, ai: this.policy },
      {
        connection: (state) => {
          // Replaced (a late student took the seat) or refused: the seat is no longer this page's.
          if (state.kind === 'refused') this.stop();
        },
        seated: () => undefined,
        history: (start, entries, code) => this.follow(start, entries, code),
        seats: () => undefined,
        refused: () => this.later(),
      },
    );
    this.online.connect();
  }

  /// After the class resumes: the move refused during the pause, again.
  nudge(): void {
    this.sentAt = -1;
    this.move();
  }

  stop(): void {
    if (this.retry) clearTimeout(this.retry);
    this.online?.stop();
    this.online = null;
  }

  private follow(start: unknown, entries: WireEntry[], code: string): void {
    if (!this.engine) return;
    const result = this.engine.follow(start, entries, code);
    if (result.ok) {
      this.retries = 0;
      this.move();
    }
  }

  private move(): void {
    if (!this.engine || !this.online) return;
    const at = this.online.historyLength;
    if (this.sentAt === at) return;
    const view = this.engine.view();
    if (view.read_only || view.turn?.status !== 'in_progress') return;
    if (!(view.legal_actions ?? []).some((action) => action.player === this.ship)) return;
    const hint = this.engine.hint(this.policy);
    if (!hint.ok || !hint.action || hint.action.player !== this.ship) return;
    const routed = this.engine.apply(hint.action.text);
    if (routed.ok && routed.send) {
      this.sentAt = at;
      this.online.act(routed.send);
    }
  }

  private later(): void {
    if (this.retries >= MAX_RETRIES || !this.online) return;
    this.retries += 1;
    if (this.retry) clearTimeout(this.retry);
    this.retry = setTimeout(() => {
      this.sentAt = -1;
      this.move();
    }, RETRY_MS);
  }
}
