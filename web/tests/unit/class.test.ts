// The class pages' own code: the class replies read (src/class-protocol.ts) and the class view's
// cards (src/teach-cards.ts): which tables show in which order, and their lines in English and, from
// the real .ts files, in Polish (the plural forms of "seconds ago"); the summary after the class
// (src/teach-after.ts) and the costly-move flag.
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain Node script without type declarations.
import { catalogue, parseTs } from '../../scripts/ts-catalogues.mjs';
import { parseClassReply, type TableCard } from '../../src/class-protocol';
import { refusalText } from '../../src/class-common';
import { type Catalogue, setCatalogue } from '../../src/i18n';
import { arrangeCards, flagLines, gameLines, moveTargets, needsAttention, seatLines, statusText } from '../../src/teach-cards';
import { cardText, conceptText, momentRows, pendingText, points, tableRow } from '../../src/teach-after';
import type { ClassReviewReply, SeatInfoReply, TableAfter } from '../../src/class-protocol';
import { lessonLink } from '../../src/class-lesson';
import en from '../../../ui-qml/i18n/entanglion_en.ts?raw';
import pl from '../../../ui-qml/i18n/entanglion_pl.ts?raw';

afterEach(() => setCatalogue({}));

const table = (n: number, fields: Partial<TableCard> = {}): TableCard => ({
  table: n,
  game: `GAME${n}`,
  students: ['Ada', 'Bob'],
  ai: [false, false],
  status: 'playing',
  stuck: false,
  help: false,
  ...fields,
});

describe('class replies', () => {
  it('reads the class messages and ignores the rest', () => {
    expect(parseClassReply('{"type":"class_opened","code":"K7MQ2X","teacher":"ab"}')).toEqual({ type: 'class_opened', code: 'K7MQ2X', teacher: 'ab' });
    expect(parseClassReply('{"type":"class_view","code":"K7MQ2X","tables":[]}')?.type).toBe('class_view');
    expect(parseClassReply('{"type":"class_view","tables":3}')).toBeNull();
    expect(parseClassReply('{"type":"sync"}')).toBeNull();
    expect(parseClassReply('nope')).toBeNull();
  });

  it('words a wrong class code for the student', () => {
    expect(refusalText('unknown_class', 'no class has the code ZZZ-ZZZ', 'ZZZ-ZZZ')).toBe(
      'No class has the code ZZZ-ZZZ. Check the code with your teacher.',
    );
  });
});

describe('the class view', () => {
  const cards = [
    table(0, { components: 1 }),
    table(1, { stuck: true }),
    table(2, { status: 'won', components: 4 }),
    table(3, { help: true }),
    table(4, { components: 3 }),
  ];

  it('puts the tables needing attention first (help, then stuck), the finished last', () => {
    expect(arrangeCards(cards, 'all', 'attention').map((c) => c.table)).toEqual([3, 1, 0, 4, 2]);
    expect(arrangeCards(cards, 'all', 'table').map((c) => c.table)).toEqual([0, 1, 2, 3, 4]);
    expect(arrangeCards(cards, 'all', 'progress').map((c) => c.table)).toEqual([2, 4, 0, 1, 3]);
  });

  it('filters', () => {
    expect(arrangeCards(cards, 'attention', 'table').map((c) => c.table)).toEqual([1, 3]);
    expect(arrangeCards(cards, 'over', 'table').map((c) => c.table)).toEqual([2]);
    expect(arrangeCards(cards, 'playing', 'table').map((c) => c.table)).toEqual([0, 1, 3, 4]);
  });

  it('words a card', () => {
    // English's catalogue holds its plural forms only ("1 second", "2 seconds").
    setCatalogue(catalogue(parseTs(en, 'entanglion_en.ts'), new Set(['Last move: %1, %n second(s) ago.'])) as Catalogue, 'en');
    const started = table(5, {
      students: ['Cy', ''],
      ai: [false, true],
      planets: ['ZERO', 'PHI_PLUS'],
      state: 'ZERO,PLUS',
      detection: 2,
      components: 1,
      acting: 'RUBICON',
      last_move: 'MERCURIAL navigate H',
      since_last_move: 1,
      stuck: true,
      help: true,
    });
    expect(seatLines(started)).toEqual(['Mercurial: Cy', 'Rubicon: the AI teammate']);
    expect(seatLines(table(6, { students: ['Di', ''], status: 'seating' }))[1]).toBe('Rubicon: a free seat');
    // The class's lesson, once the server has checked a student's cards.
    expect(seatLines(table(7, { lesson_done: [false, true] }))).toEqual(['Mercurial: Ada', 'Rubicon: Bob, lesson done']);
    expect(gameLines(started)).toEqual([
      'Mercurial on ZERO, Rubicon on PHI PLUS.',
      'State: ZERO,PLUS',
      'Detection: 2. Components collected: 1 of 8.',
      'Whose turn: Rubicon',
      'Last move: MERCURIAL navigate H, 1 second ago.',
    ]);
    expect(gameLines({ ...started, since_last_move: 7 })[4]).toBe('Last move: MERCURIAL navigate H, 7 seconds ago.');
    expect(gameLines(table(7, { status: 'seating' }))).toEqual([]);
    expect(flagLines(started)).toEqual(['Asks for help', 'Stuck: no move for a while']);
    expect(statusText(table(8, { status: 'lost' }))).toBe('Lost');
  });

  it('speaks Polish with its plural forms', () => {
    const wanted = new Set(['Last move: %1, %n second(s) ago.', 'Whose turn: %1', 'Rubicon', '%1: %2', 'the AI teammate']);
    setCatalogue(catalogue(parseTs(pl, 'entanglion_pl.ts'), wanted) as Catalogue, 'pl');
    const lines = (seconds: number) => gameLines(table(9, { planets: ['ZERO', 'ONE'], last_move: 'RUBICON exchange X', since_last_move: seconds }))[3];
    expect(lines(1)).toBe('Ostatni ruch: RUBICON exchange X, 1 sekundę temu.');
    expect(lines(3)).toBe('Ostatni ruch: RUBICON exchange X, 3 sekundy temu.');
    expect(lines(12)).toBe('Ostatni ruch: RUBICON exchange X, 12 sekund temu.');
    expect(lines(22)).toBe('Ostatni ruch: RUBICON exchange X, 22 sekundy temu.');
    expect(seatLines(table(9, { students: ['Ola', ''], ai: [false, true] }))[1]).toBe('Rubicon: towarzysz SI');
  });
});

const after = (fields: Partial<TableAfter> = {}): TableAfter => ({
  table: 2,
  game: 'GAME2',
  students: ['Ada', ''],
  ai: [false, true],
  status: 'lost',
  actions: 61,
  moves: [31, 30],
  seconds: 1510,
  review: { start: 472, decisions: -13, luck: -459, result: 0, points_lost: [1007, 403], key_moments: [{ step: 6, what: 'x', swing: -274 }] },
  ...fields,
});

describe('after the class', () => {
  it('flags a costly move and puts it among the tables needing attention', () => {
    const costly = table(1, { costly: true, last_loss: 125 });
    expect(flagLines(costly)).toEqual(['Just made a costly move: 12.5 points of win probability lost']);
    expect(needsAttention(costly)).toBe(true);
    expect(flagLines(table(2, { costly: false, last_loss: 20 }))).toEqual([]);
    expect(arrangeCards([table(0), costly, table(2, { stuck: true })], 'all', 'attention').map((c) => c.table)).toEqual([2, 1, 0]);
  });

  it('words a table row, the concepts, the cards and what is still pending', () => {
    const plurals = new Set(['%n minute(s)', 'The reviews of %n table(s) are still being computed.']);
    setCatalogue(catalogue(parseTs(en, 'entanglion_en.ts'), plurals) as Catalogue, 'en');
    expect(tableRow(after())).toEqual(['3', 'Ada, the AI teammate', 'Lost', '61', '25 minutes', '-1.3', '-45.9', 'step 6 (-27.4)']);
    expect(tableRow(after({ review: null, status: 'playing' })).slice(5)).toEqual(['not reviewed yet', '', '']);
    expect(conceptText('h_on_superposition')).toBe('H on a state already in superposition');
    expect(conceptText('cnot_control_at_zero')).toBe('CNOT with the control at 0');
    expect(conceptText('ignored_detection')).toBe('Ignored detection (the track near its end)');
    expect(conceptText('anything')).toBe('Other decisions');
    expect(cardText('CNOT')).toBe('CNOT');
    expect(cardText('defense')).toBe('Facing defenses');
    expect(points(-5)).toBe('-0.5');
    const review = { pending: 1 } as ClassReviewReply;
    expect(pendingText(review)).toBe('The review of 1 table is still being computed.');
    expect(pendingText({ ...review, pending: 0 })).toBe('Every finished table is reviewed.');
  });

  it('puts the same-deal tables side by side at the largest swings', () => {
    const review = {
      moment_steps: [3, 40],
      tables: [after({ table: 0, at_moments: ['MERCURIAL navigate H', 'RUBICON retrieve'] }), after({ table: 1, at_moments: ['MERCURIAL exchange X', ''] })],
    } as ClassReviewReply;
    expect(momentRows(review)).toEqual([
      ['1', 'MERCURIAL navigate H', 'RUBICON retrieve'],
      ['2', 'MERCURIAL exchange X', '(not reached)'],
    ]);
    expect(momentRows({ ...review, moment_steps: [] })).toEqual([['1'], ['2']]);
  });

  it('speaks Polish in the summary', () => {
    const wanted = new Set(['%n minute(s)', 'The reviews of %n table(s) are still being computed.', 'CNOT with the control at 0']);
    setCatalogue(catalogue(parseTs(pl, 'entanglion_pl.ts'), wanted) as Catalogue, 'pl');
    expect(tableRow(after({ seconds: 120 }))[4]).toBe('2 minuty');
    expect(tableRow(after({ seconds: 300 }))[4]).toBe('5 minut');
    expect(pendingText({ pending: 5 } as ClassReviewReply)).toBe('Analizy 5 stołów wciąż trwają.');
    expect(conceptText('cnot_control_at_zero')).toBe('CNOT z\u00a0kubitem sterującym w\u00a00');
    expect(points(-274)).toBe('-27,4');
  });
});

describe('moveTargets', () => {
  const seating = (table: number, students: [string, string]): TableCard => ({
    table,
    game: '',
    students,
    student_numbers: [students[0] ? 2 * table : null, students[1] ? 2 * table + 1 : null],
    ai: [false, false],
    status: 'seating',
    stuck: false,
    help: false,
  });
  it('offers every free seat of the other places, then a new table', () => {
    const tables = [seating(1, ['Cy', '']), seating(0, ['Ada', 'Bob'])];
    expect(moveTargets(tables, { table: 0, ship: 'RUBICON' })).toEqual([
      { table: 1, ship: 'RUBICON', label: 'Table 2, Rubicon' },
      { table: 2, ship: 'MERCURIAL', label: 'A new table' },
    ]);
    // Cy's own seat is not a target; a seat the AI plays is not free.
    expect(moveTargets(tables, { table: 1, ship: 'MERCURIAL' }).map((t) => t.label)).toEqual(['Table 2, Rubicon', 'A new table']);
    const withAi = [{ ...seating(0, ['Ada', '']), ai: [false, true] as [boolean, boolean] }];
    expect(moveTargets(withAi, { table: 0, ship: 'MERCURIAL' }).map((t) => t.label)).toEqual(['A new table']);
  });
});

describe('the class lesson link', () => {
  const seat = (fields: Partial<SeatInfoReply> = {}): SeatInfoReply => ({
    type: 'class_seat_info',
    student: 0,
    name: 'Ada',
    token: 't',
    table: 0,
    ship: 'MERCURIAL',
    game: '',
    seat_token: '',
    ai_seat_token: '',
    message: '',
    paused: false,
    ...fields,
  });

  it('leads to the class lesson, and says when it is done', () => {
    expect(lessonLink(seat(), 'K7MQ2X')).toBeNull();
    expect(lessonLink(seat({ lesson: '' }), 'K7MQ2X')).toBeNull();
    expect(lessonLink(seat({ lesson: 'bell-phi-plus' }), 'K7MQ2X')).toEqual({
      href: '/lesson/bell-phi-plus?class=K7MQ2X',
      text: 'Do the lesson your teacher set',
    });
    expect(lessonLink(seat({ lesson: 'bell-phi-plus', lesson_done: true }), 'K7MQ2X')?.text).toBe('Open the lesson again (you have done it)');
  });
});
