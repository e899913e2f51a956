// A class's messages (docs/networking.md, "Classes"; server/protocol/class_messages.h and
// class_replies.h) as typed TypeScript, and one WebSocket that carries them for the student's page
// (class.ts), the class bar of a student's game (class-bar.ts) and the teacher's view (teach.ts).
// The server pushes nothing about a class: the pages ask again (class_seat, class_view) on a timer.
import { reconnectDelayMs, RECONNECT_ATTEMPTS, serverUrl } from './online';
import { PROTOCOL_VERSION, type Ship } from './protocol';

export type ClassRequest =
  | { type: 'class_open' }
  | { type: 'class_join'; code: string; name: string }
  | { type: 'class_seat'; student: string }
  | { type: 'class_help'; student: string; asking: boolean }
  | { type: 'class_setup'; teacher: string; difficulty: number; variant: string; lesson: string; same_deal: boolean }
  | { type: 'class_start'; teacher: string }
  | { type: 'class_pause'; teacher: string; paused: boolean }
  | { type: 'class_say'; teacher: string; text: string }
  | { type: 'class_end'; teacher: string }
  | { type: 'class_view'; teacher: string }
  | { type: 'class_options'; teacher: string; costly_to_students: boolean }
  | { type: 'class_review'; teacher: string }
  | { type: 'class_export'; teacher: string }
  | { type: 'class_record'; teacher: string; table: number }
  | { type: 'class_delete'; teacher: string }
  | { type: 'class_move'; teacher: string; student: number; table: number; ship: Ship }
  | { type: 'class_lesson'; student: string; moves: string[] };

export type TableStatus = 'seating' | 'playing' | 'paused' | 'won' | 'lost';

/// One table's card of the class view; the game's fields come once the table has started.
export interface TableCard {
  table: number;
  game: string;
  students: [string, string]; // by ship: Mercurial, Rubicon; '' for an empty seat
  student_numbers?: [number | null, number | null]; // by ship: the student's number, for class_move
  actions?: number; // player actions so far
  ai: [boolean, boolean];
  status: TableStatus;
  stuck: boolean;
  help: boolean;
  planets?: [string, string];
  state?: string;
  detection?: number;
  components?: number;
  acting?: Ship | null;
  last_move?: string;
  since_last_move?: number;
  /// The decision loss of the last student move, in tenths of a point (null: not weighed yet).
  last_loss?: number | null;
  costly?: boolean;
  lesson_done?: [boolean, boolean]; // by ship: the student there has done the class's lesson
}

export interface ClassViewReply {
  type: 'class_view';
  code: string;
  started: boolean;
  paused: boolean;
  ended: boolean;
  students: number;
  lesson?: string; // the class's lesson's id, '' for none
  tables: TableCard[];
}

export interface SeatInfoReply {
  type: 'class_seat_info';
  student: number;
  name: string;
  token: string;
  table: number | null;
  ship: Ship;
  game: string;
  seat_token: string;
  ai_seat_token: string;
  message: string;
  paused: boolean;
  costly?: boolean; // the table's last move was costly (only when the teacher lets students see it)
  lesson?: string; // the class's lesson's id, '' for none
  lesson_done?: boolean; // the server checked this student's moves: they reach the lesson's goal
}

/// One table after the class (class_review): figures in tenths of a percentage point.
export interface TableAfter {
  table: number;
  game: string;
  students: [string, string];
  ai: [boolean, boolean];
  status: TableStatus;
  actions: number;
  moves: [number, number];
  seconds: number;
  at_moments?: string[]; // with the same deal: the action at each of moment_steps
  review: null | {
    start: number;
    decisions: number;
    luck: number;
    result: number;
    points_lost: [number, number];
    key_moments: { step: number; what: string; swing: number }[];
  };
}

export interface LossTotal {
  card?: string;
  concept?: string;
  points_lost: number;
  decisions: number;
}

export interface ClassReviewReply {
  type: 'class_review';
  ended: boolean;
  same_deal: boolean;
  pending: number;
  tables: TableAfter[];
  by_card: LossTotal[];
  by_concept: LossTotal[];
  moment_steps?: number[];
}

export type ClassReply =
  | { type: 'welcome' }
  | { type: 'class_opened'; code: string; teacher: string }
  | SeatInfoReply
  | ClassViewReply
  | { type: 'class_done' }
  | ClassReviewReply
  | { type: 'class_export'; csv: string }
  | { type: 'class_record'; table: number; game: string; record: unknown }
  | { type: 'error'; error: string; message: string; reply_to?: string };

const REPLY_TYPES = new Set([
  'welcome',
  'class_opened',
  'class_seat_info',
  'class_view',
  'class_done',
  'class_review',
  'class_export',
  'class_record',
  'error',
]);

/// A server frame as a class reply, or null for anything else (ignored).
export function parseClassReply(text: string): ClassReply | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const type = (value as { type?: unknown }).type;
  if (typeof type !== 'string' || !REPLY_TYPES.has(type)) return null;
  if (type === 'class_view' && !Array.isArray((value as { tables?: unknown }).tables)) return null;
  return value as ClassReply;
}

export type LinkState = 'connecting' | 'open' | 'reconnecting' | 'gone';

/// One connection for a class page: says hello, calls `opened` each time it is (again) connected,
/// hands every reply to `receive`, and reconnects with the online game's bounded backoff.
export class ClassLink {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(
    private readonly opened: () => void,
    private readonly receive: (reply: ClassReply) => void,
    private readonly state: (state: LinkState) => void,
    private readonly url: string = serverUrl(),
  ) {}

  connect(): void {
    this.state(this.attempt === 0 ? 'connecting' : 'reconnecting');
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.onopen = () => socket.send(JSON.stringify({ type: 'hello', protocol: PROTOCOL_VERSION, client: 'entanglion-web' }));
    socket.onmessage = (event) => {
      const reply = typeof event.data === 'string' ? parseClassReply(event.data) : null;
      if (!reply) return;
      if (reply.type === 'welcome') {
        this.attempt = 0;
        this.state('open');
        this.opened();
        return;
      }
      this.receive(reply);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.stopped) return;
      this.attempt += 1;
      if (this.attempt > RECONNECT_ATTEMPTS) {
        this.state('gone');
        return;
      }
      this.state('reconnecting');
      this.timer = setTimeout(() => this.connect(), reconnectDelayMs(this.attempt));
    };
  }

  get isOpen(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  send(request: ClassRequest): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(request));
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.socket?.close();
  }
}

/// A student's membership of a class, kept in the browser so a reopened tab is back: by class code
/// (the class page) and by the table's game code (the game page's class bar finds its class).
export interface Membership {
  code: string; // the class code as the server writes it
  token: string; // the student's own token
}

const CLASS_KEY = 'entanglion.class.';
const GAME_KEY = 'entanglion.class-game.';

function read(key: string): Membership | null {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? 'null') as Membership | null;
    return value && typeof value.token === 'string' && typeof value.code === 'string' ? value : null;
  } catch {
    return null;
  }
}

function write(key: string, value: Membership | null): void {
  try {
    if (value) localStorage.setItem(key, JSON.stringify(value));
    else localStorage.removeItem(key);
  } catch {
    // storage off (a private window): the membership lasts as long as the tab
  }
}

export const membershipOfClass = (code: string): Membership | null => read(CLASS_KEY + code);
export const membershipOfGame = (game: string): Membership | null => read(GAME_KEY + game);
export const rememberClass = (code: string, member: Membership | null): void => write(CLASS_KEY + code, member);
export const rememberGame = (game: string, member: Membership): void => write(GAME_KEY + game, member);
