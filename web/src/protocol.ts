// The game server's messages (protocol version 1, docs/networking.md, server/protocol/messages.h) as
// typed TypeScript: what the page sends and what it reads. History entries stay as the wire writes
// them: the engine (the binding's follow(), the server protocol's own reader) plays them.

export const PROTOCOL_VERSION = 1;
export type Ship = 'MERCURIAL' | 'RUBICON';
export type SeatState = 'open' | 'connected' | 'away';
/// One history entry as the wire writes it: {"action": "..."} or {"chance": "d8", "value": 3}.
export type WireEntry = Record<string, unknown>;

export type ClientMessage =
  | { type: 'hello'; protocol: number; client?: string }
  | { type: 'create'; ship: Ship; difficulty: number; variant: string }
  | { type: 'join'; code: string; token?: string; have: number; ai?: string }
  | { type: 'watch'; code: string; have: number }
  | { type: 'act'; action: string; after: number };

export type ServerMessage =
  | { type: 'welcome'; protocol: number; server: string }
  | { type: 'seated'; code: string; ship: Ship; token: string }
  | { type: 'watching'; code: string }
  | {
      type: 'sync';
      start: unknown;
      from: number;
      entries: WireEntry[];
      seats: Record<Ship, SeatState>;
      ai?: Partial<Record<Ship, string>>;
    }
  | { type: 'entries'; from: number; entries: WireEntry[] }
  | { type: 'presence'; ship: Ship; state: SeatState; ai?: string }
  | { type: 'pinged'; ship: Ship }
  | { type: 'record'; record: unknown }
  | { type: 'error'; error: string; message: string; reply_to?: string };

const SERVER_TYPES = new Set(['welcome', 'seated', 'watching', 'sync', 'entries', 'presence', 'pinged', 'record', 'error']);

/// A server frame's message, or null when it is no message the page knows (the page ignores it).
export function parseServerMessage(text: string): ServerMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const type = (value as { type?: unknown }).type;
  if (typeof type !== 'string' || !SERVER_TYPES.has(type)) return null;
  const message = value as ServerMessage;
  if ((message.type === 'sync' || message.type === 'entries') && !Array.isArray(message.entries)) return null;
  return message;
}

/// Refusals after which trying again cannot help: the page says so and stops.
export const FINAL_ERRORS = new Set([
  'unknown_game',
  'wrong_token',
  'game_full',
  'unsupported_protocol',
  'replaced',
  'too_many_games',
]);

/// A join code as people write it (any case, with or without the dash) in the server's form.
export function normalizeCode(text: string): string {
  const plain = text.toUpperCase().replace(/[\s-]/g, '');
  return plain.length === 6 ? `${plain.slice(0, 3)}-${plain.slice(3)}` : plain;
}

/// The history as the client holds it after a sync or entries message: `from` says where the new
/// entries go; null when they leave a gap (the page asks again from what it has).
export function mergeEntries(held: WireEntry[], from: number, entries: WireEntry[]): WireEntry[] | null {
  if (from > held.length) return null;
  return held.slice(0, from).concat(entries);
}
