// The page's side of the server protocol (src/protocol.ts, src/online.ts): reading server messages,
// join codes as people type them, where new history entries go, and the reconnect backoff.
import { describe, expect, it } from 'vitest';
import { RECONNECT_ATTEMPTS, reconnectDelayMs } from '../../src/online';
import { mergeEntries, normalizeCode, parseServerMessage } from '../../src/protocol';

describe('server messages', () => {
  it('reads the messages the page knows and ignores the rest', () => {
    expect(parseServerMessage('{"type": "seated", "code": "K7MQ2X", "ship": "RUBICON", "token": "ab"}')).toEqual({
      type: 'seated',
      code: 'K7MQ2X',
      ship: 'RUBICON',
      token: 'ab',
    });
    expect(parseServerMessage('{"type": "entries", "from": 3, "entries": [{"action": "RUBICON retrieve"}]}')?.type).toBe('entries');
    expect(parseServerMessage('not json')).toBeNull();
    expect(parseServerMessage('[1]')).toBeNull();
    expect(parseServerMessage('{"type": "launch"}')).toBeNull();
    expect(parseServerMessage('{"type": "sync", "entries": 3}')).toBeNull();
  });
});

describe('join codes', () => {
  it('are shown as people read them, whatever was typed', () => {
    expect(normalizeCode('k7mq2x')).toBe('K7M-Q2X');
    expect(normalizeCode(' K7M q2x ')).toBe('K7M-Q2X');
    expect(normalizeCode('K7M-Q2X')).toBe('K7M-Q2X');
    expect(normalizeCode('ab')).toBe('AB'); // not a code: the server says so
  });
});

describe('history entries', () => {
  const a = { action: 'MERCURIAL navigate H' };
  const b = { chance: 'd8', value: 3 };
  it('go where `from` says, a repeat replacing what is held, a gap refused', () => {
    expect(mergeEntries([], 0, [a, b])).toEqual([a, b]);
    expect(mergeEntries([a], 1, [b])).toEqual([a, b]);
    expect(mergeEntries([a, b], 1, [b])).toEqual([a, b]);
    expect(mergeEntries([a], 2, [b])).toBeNull();
  });
});

describe('reconnecting', () => {
  it('waits longer after each attempt, up to 15 s, for a bounded number of attempts', () => {
    expect([1, 2, 3, 4, 5, 6, 7, RECONNECT_ATTEMPTS].map(reconnectDelayMs)).toEqual([500, 1000, 2000, 4000, 8000, 15000, 15000, 15000]);
    expect(RECONNECT_ATTEMPTS).toBe(40);
  });
});
