// Online play through entanglion-server (docs/networking.md): one WebSocket to the server that
// served the page, the seat's token kept in the browser's storage so a reopened tab is back in its
// seat, and reconnecting by itself with a bounded backoff when the connection drops. It holds the
// game as the server sends it (its start and history entries); the engine plays them.
import {
  type ClientMessage,
  FINAL_ERRORS,
  mergeEntries,
  normalizeCode,
  parseServerMessage,
  PROTOCOL_VERSION,
  type SeatState,
  type ServerMessage,
  type Ship,
  type WireEntry,
} from './protocol';

/// Waits before each reconnect attempt, in seconds (the native client's), then 15 s each.
export const RECONNECT_DELAYS = [0.5, 1, 2, 4, 8, 15];
export const RECONNECT_ATTEMPTS = 40; // about ten minutes

export function reconnectDelayMs(attempt: number): number {
  return 1000 * RECONNECT_DELAYS[Math.min(attempt - 1, RECONNECT_DELAYS.length - 1)];
}

export type Intent =
  | { kind: 'create'; ship: Ship; difficulty: number; variant: string }
  // `token`: a seat this page runs for someone else (a class's AI teammate, class-ai.ts), never
  // stored as this browser's own seat; `ai`: the policy that plays it, shown to the partner.
  | { kind: 'join'; code: string; token?: string; ai?: string }
  | { kind: 'watch'; code: string };

export type ConnectionState =
  | { kind: 'connecting' }
  | { kind: 'open' }
  | { kind: 'reconnecting'; attempt: number; of: number }
  | { kind: 'gone' } // the attempts ran out
  | { kind: 'refused'; error: string; message: string };

export interface OnlineListener {
  connection(state: ConnectionState): void;
  seated(code: string, ship: Ship | null): void; // null: watching
  history(start: unknown, entries: WireEntry[], code: string): void;
  seats(seats: Record<Ship, SeatState>, ai: Partial<Record<Ship, string>>): void;
  refused(error: string, message: string): void; // a move or request refused; nothing changed
}

interface StoredSeat {
  token: string;
  ship: Ship;
}

const SEAT_KEY = 'entanglion.seat.';

export function storedSeat(code: string): StoredSeat | null {
  try {
    const value = JSON.parse(localStorage.getItem(SEAT_KEY + normalizeCode(code)) ?? 'null') as StoredSeat | null;
    return value && typeof value.token === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function storeSeat(code: string, seat: StoredSeat): void {
  try {
    localStorage.setItem(SEAT_KEY + normalizeCode(code), JSON.stringify(seat));
  } catch {
    // storage off (a private window): the seat lasts as long as the tab
  }
}

function forgetSeat(code: string): void {
  try {
    localStorage.removeItem(SEAT_KEY + normalizeCode(code));
  } catch {
    // storage off: nothing kept
  }
}

/// The server that served the page: ws:// or wss:// on the same host and port.
export function serverUrl(): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/`;
}

export class OnlineGame {
  private socket: WebSocket | null = null;
  private start: unknown = null;
  private entries: WireEntry[] = [];
  private code = '';
  private token: string | null = null;
  private watching = false;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private readonly seatStates: Record<Ship, SeatState> = { MERCURIAL: 'open', RUBICON: 'open' };
  private readonly ais: Partial<Record<Ship, string>> = {};
  private readonly borrowed: boolean;
  private readonly ai: string | undefined;

  constructor(
    private intent: Intent,
    private readonly listener: OnlineListener,
    private readonly url: string = serverUrl(),
  ) {
    this.borrowed = intent.kind === 'join' && intent.token !== undefined;
    this.ai = intent.kind === 'join' ? intent.ai : undefined;
    if (intent.kind === 'join') this.token = intent.token ?? storedSeat(intent.code)?.token ?? null;
  }

  get historyLength(): number {
    return this.entries.length;
  }

  connect(): void {
    this.listener.connection(this.attempt === 0 ? { kind: 'connecting' } : { kind: 'reconnecting', attempt: this.attempt, of: RECONNECT_ATTEMPTS });
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      this.send({ type: 'hello', protocol: PROTOCOL_VERSION, client: 'entanglion-web' });
      this.send(this.opening());
    };
    socket.onmessage = (event) => {
      if (typeof event.data === 'string') this.receive(event.data);
    };
    socket.onclose = () => {
      if (this.socket === socket) this.dropped();
    };
  }

  /// A move the engine checked and routed out (the binding's `send`), chosen at the history's length.
  act(action: string): void {
    this.send({ type: 'act', action, after: this.entries.length });
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.socket?.close();
  }

  private opening(): ClientMessage {
    const have = this.entries.length;
    if (this.intent.kind === 'create') {
      const { ship, difficulty, variant } = this.intent;
      return { type: 'create', ship, difficulty, variant };
    }
    if (this.intent.kind === 'watch') return { type: 'watch', code: this.intent.code, have };
    const join: ClientMessage = { type: 'join', code: this.intent.code, have };
    if (this.token) join.token = this.token;
    if (this.ai) join.ai = this.ai;
    return join;
  }

  private send(message: ClientMessage): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private receive(text: string): void {
    const message = parseServerMessage(text);
    if (message) this.handle(message);
  }

  private handle(message: ServerMessage): void {
    switch (message.type) {
      case 'welcome':
        this.attempt = 0;
        this.listener.connection({ kind: 'open' });
        return;
      case 'seated':
        this.code = message.code;
        this.token = message.token;
        if (!this.borrowed) storeSeat(message.code, { token: message.token, ship: message.ship });
        // Coming back (a reconnect, a reopened tab) takes the same seat with the token.
        this.intent = { kind: 'join', code: message.code };
        this.listener.seated(message.code, message.ship);
        return;
      case 'watching':
        this.code = message.code;
        this.watching = true;
        this.intent = { kind: 'watch', code: message.code };
        this.listener.seated(message.code, null);
        return;
      case 'sync':
        this.start = message.start;
        Object.assign(this.seatStates, message.seats);
        Object.assign(this.ais, message.ai ?? {});
        this.listener.seats({ ...this.seatStates }, { ...this.ais });
        this.take(message.from, message.entries);
        return;
      case 'entries':
        this.take(message.from, message.entries);
        return;
      case 'presence':
        this.seatStates[message.ship] = message.state;
        if (message.ai) this.ais[message.ship] = message.ai;
        this.listener.seats({ ...this.seatStates }, { ...this.ais });
        return;
      case 'error':
        if (message.error === 'wrong_token' && message.reply_to === 'join' && this.token && !this.borrowed) {
          // The seat this browser kept was given to someone else (it was abandoned past the
          // server's seat hold): take the free seat, if there is one, like anyone with the code.
          forgetSeat(this.code || (this.intent.kind === 'join' ? this.intent.code : ''));
          this.token = null;
          this.send(this.opening());
          return;
        }
        if (FINAL_ERRORS.has(message.error) && message.reply_to !== 'act') {
          this.stopped = true;
          this.socket?.close();
          this.listener.connection({ kind: 'refused', error: message.error, message: message.message });
        } else {
          this.listener.refused(message.error, message.message);
        }
        return;
      default:
        return;
    }
  }

  private take(from: number, entries: WireEntry[]): void {
    const merged = mergeEntries(this.entries, from, entries);
    if (merged === null) {
      this.socket?.close(); // a gap: reconnect and ask from what is held
      return;
    }
    this.entries = merged;
    if (this.start !== null) this.listener.history(this.start, this.entries, this.code);
  }

  private dropped(): void {
    this.socket = null;
    if (this.stopped) return;
    this.attempt += 1;
    if (this.attempt > RECONNECT_ATTEMPTS) {
      this.listener.connection({ kind: 'gone' });
      return;
    }
    this.listener.connection({ kind: 'reconnecting', attempt: this.attempt, of: RECONNECT_ATTEMPTS });
    this.timer = setTimeout(() => this.connect(), reconnectDelayMs(this.attempt));
  }

  get isWatching(): boolean {
    return this.watching;
  }
}
