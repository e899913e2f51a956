// A class through the real `entanglion-server --classes` on 127.0.0.1, in Debian's chromium
// (headless, playwright-core): the teacher opens a class at /teach and is shown its code; two
// students join at /class/CODE in their own browsers and 28 scripted students (WebSockets from a
// page of the server's origin) after them, so the class view shows 30 students at 15 tables (one
// reseated and back before the last joins); the teacher sets the same deal and a lesson and starts
// all tables by keyboard; a late student opens a 16th table with the AI teammate; a student does the
// lesson from the class bar, and the class view shows it once the server has checked the cards; the
// students' pages take their seats in the tables' games (the online game page, with the class bar);
// a move at a table shows in the class view within the view's second (the time is printed); the late
// student plays with the AI teammate run by their own page; "call the teacher" flags the table (the
// filter keeps only it); a table where nobody moves is flagged stuck; the scripted students' seats
// are then played by entanglion-cli's network client and every scripted table updates in the view
// (the stuck one is no longer flagged); a pause and a message reach the student's screen; a reopened
// tab is back at its table; a wrong class code and a guessed teacher link are refused with a clear
// sentence; axe-core finds no serious or critical violation on the student's page, the teacher's view
// and a game with the class bar; after the end, every table is reviewed and the summary shown, the
// CSV and every record are downloaded and the CSV's moves checked against the records, and the print
// layout keeps the summary alone; no script error (screenshots in ENTANGLION_WEB_OUT).
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { seriousViolations } from './axe-check.mjs';
import { startServer, stopServer } from './native-server.mjs';
import { required } from '../engine-node.mjs';

const STEP_TIMEOUT_MS = 15_000;
const SCRIPTED_STUDENTS = 28; // with Ada and Bob, 30 students at 15 tables
const VIEW_DEADLINE_MS = 2500; // the view asks once a second: a move shows within about one
const LESSON = 'bell-phi-plus'; // the class's lesson, and its shortest solution as the CLI prints it
const LESSON_SOLUTION = /solution \(\d+ of \d+ cards?\): (.*)/
  .exec(execFileSync(required('ENTANGLION_CLI'), ['lesson', 'solve', LESSON], { encoding: 'utf8' }))[1]
  .split(' ');
const STUCK_AFTER_S = 20; // the scripted tables never move: flagged stuck that long after the start
const dist = required('ENTANGLION_WEB_DIST');
const out = required('ENTANGLION_WEB_OUT');
fs.mkdirSync(out, { recursive: true });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'entanglion-class-'));

const server = await startServer(required('ENTANGLION_SERVER'), { dataDir, webRoot: dist, extraArgs: ['--classes', '--class-stuck-after', String(STUCK_AFTER_S)] });
const base = `http://127.0.0.1:${server.port}`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
const errors = [];
async function openPage(context, address) {
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(`${base}${address}`);
  await page.waitForSelector('body[data-ready="true"]');
  return page;
}
const text = (page, selector) => page.locator(selector).textContent();
const press = async (page, selector, key = 'Enter') => {
  await page.locator(selector).focus();
  await page.keyboard.press(key);
};
/// A student types a name at /class/CODE and presses Enter.
async function typeName(context, code, name) {
  const page = await openPage(context, `/class/${code}`);
  await page.locator('#student-name').focus();
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  return page;
}
/// ... and is seated.
async function studentJoins(context, code, name) {
  const page = await typeName(context, code, name);
  await page.waitForFunction(() => !document.getElementById('class-seat')?.hidden);
  return page;
}
const card = (teacher, table) => teacher.locator(`#table-grid li[data-table="${table}"]`);
const actions = (page) => page.locator('#action-list button').count();

try {
  const phone = { viewport: { width: 390, height: 844 } };
  const [teacherContext, adaContext, bobContext, cyContext, otherContext, polishContext] = await Promise.all([
    browser.newContext({ viewport: { width: 1366, height: 768 } }),
    browser.newContext(phone),
    browser.newContext(phone),
    browser.newContext(phone),
    browser.newContext(phone),
    browser.newContext(phone),
  ]);

  // The teacher opens a class and is shown its code, large; the token is after '#'.
  const teacher = await openPage(teacherContext, '/teach');
  await press(teacher, '#open-class');
  await teacher.waitForFunction(() => /^[2-9A-Z]{3}-[2-9A-Z]{3}$/.test(document.getElementById('class-code-big')?.textContent ?? ''));
  const code = (await text(teacher, '#class-code-big')) ?? '';
  const teacherUrl = new URL(teacher.url());
  assert.equal(teacherUrl.pathname, '/teach', 'the token is no part of the path');
  assert.match(teacherUrl.hash, /^#[0-9a-f]{32}$/);
  assert.match(await text(teacher, '#student-address'), new RegExp(`/class/${code}`));

  // A wrong class code and a guessed teacher link: clear sentences, nothing joined.
  const wrong = await typeName(otherContext, 'ZZZ-ZZZ', 'Eve');
  await wrong.waitForFunction(() => (document.getElementById('class-problem')?.textContent ?? '') !== '');
  assert.equal(await text(wrong, '#class-problem'), 'No class has the code ZZZ-ZZZ. Check the code with your teacher.');
  assert.equal(await wrong.locator('#class-seat').isHidden(), true, 'a wrong code seats nobody');
  assert.deepEqual(await seriousViolations(wrong), [], 'axe on the refused student page');
  const polish = await typeName(polishContext, 'ZZZ-ZZZ?lang=pl', 'Ewa');
  await polish.waitForFunction(() => (document.getElementById('class-problem')?.textContent ?? '') !== '');
  assert.equal(await text(polish, '#class-problem'), 'Żadne zajęcia nie mają kodu ZZZ-ZZZ. Sprawdź kod u\u00a0nauczyciela.');
  assert.equal(await text(polish, '#join-heading'), 'Dołącz do zajęć');
  const guessed = await openPage(otherContext, '/teach#0123456789abcdef0123456789abcdef');
  await guessed.waitForFunction(() => /not valid/.test(document.getElementById('teach-problem')?.textContent ?? ''));
  assert.equal(await guessed.locator('#teach-tables').isHidden(), true, 'a guessed link shows no class');

  // Ada and Bob join in their browsers (table 1), 28 scripted students after them (tables 2-15).
  const ada = await studentJoins(adaContext, code.toLowerCase().replace('-', ''), 'Ada');
  assert.equal(await text(ada, '#seat-text'), 'Ada, you are at table 1 and fly Mercurial.');
  assert.equal(await text(ada, '#seat-wait'), 'Wait for your teacher to start the games.');
  assert.deepEqual(await seriousViolations(ada), [], 'axe on the student waiting for the start');
  assert.equal(await ada.evaluate(() => document.documentElement.scrollWidth <= innerWidth), true, 'no sideways scroll at 390 px');
  await ada.screenshot({ path: path.join(out, 'class-student-390x844.png') });
  const bob = await studentJoins(bobContext, code, 'Bob');
  assert.equal(await text(bob, '#seat-text'), 'Bob, you are at table 1 and fly Rubicon.');
  const script = await openPage(otherContext, '/teach');
  const names = Array.from({ length: SCRIPTED_STUDENTS }, (_, i) => `Student ${i + 1}`);
  /// Scripted students join by the code, one after another (pairs as they come): their seats.
  const scriptedJoin = (batch) =>
    script.evaluate(
      async ({ url, code, names }) => {
        const join = (name) =>
          new Promise((resolve, reject) => {
            const socket = new WebSocket(url);
            socket.onopen = () => socket.send(JSON.stringify({ type: 'hello', protocol: 1, client: 'class-test' }));
            socket.onmessage = (event) => {
              const message = JSON.parse(event.data);
              if (message.type === 'welcome') socket.send(JSON.stringify({ type: 'class_join', code, name }));
              else if (message.type === 'class_seat_info') {
                resolve({ table: message.table, ship: message.ship, token: message.token });
                socket.close();
              } else if (message.type === 'error') reject(new Error(message.message));
            };
          });
        const seated = [];
        for (const name of names) seated.push(await join(name));
        return seated;
      },
      { url: `ws://127.0.0.1:${server.port}/`, code, names: batch },
    );
  const seats = await scriptedJoin(names.slice(0, -1));
  assert.deepEqual({ table: seats.at(-1).table, ship: seats.at(-1).ship }, { table: 14, ship: 'MERCURIAL' });

  // Before the class is full the teacher reseats a student: by the card's choice (keyboard and mouse
  // alike) to the one free seat, then back by dragging onto the card.
  await teacher.waitForFunction(() => document.querySelectorAll('#table-grid li[data-table]').length === 15);
  await teacher.locator('#table-grid li[data-table="12"] select[aria-label="Move Student 24 to…"]').selectOption({ label: 'Table 15, Rubicon' });
  await teacher.waitForFunction(() => document.querySelector('#table-grid li[data-table="14"]')?.textContent?.includes('Rubicon: Student 24'));
  assert.equal(await text(teacher, '#teach-status'), 'Student 24 now sits at table 15 and flies Rubicon.');
  await teacher.locator('#table-grid li[data-table="14"] label.move:has(select[aria-label="Move Student 24 to…"]) .grip').dragTo(teacher.locator('#table-grid li[data-table="12"] h3'));
  await teacher.waitForFunction(() => document.querySelector('#table-grid li[data-table="12"]')?.textContent?.includes('Rubicon: Student 24'));
  assert.match(await text(teacher, '#table-grid li[data-table="14"]'), /Rubicon: a free seat/);
  seats.push(...(await scriptedJoin(names.slice(-1))));
  assert.deepEqual({ table: seats.at(-1).table, ship: seats.at(-1).ship }, { table: 14, ship: 'RUBICON' });

  // The class view shows the 15 tables and all 30 students (it asks once a second).
  await teacher.waitForFunction(() => document.querySelector('#table-grid li[data-table="14"]')?.textContent?.includes(`Rubicon: Student 28`));
  assert.equal(await teacher.locator('#table-grid li[data-table]').count(), 15);
  const grid = (await text(teacher, '#table-grid')) ?? '';
  for (const name of ['Ada', 'Bob', ...names]) assert.ok(grid.includes(`: ${name}`), `${name} is on a card`);
  assert.match(await text(teacher, '#class-summary'), /^30 students have joined\./);
  assert.deepEqual(await seriousViolations(teacher), [], 'axe on the class view before the start');

  // The same deal at every table and a lesson for every table (the course, in the page's language),
  // then every table starts, by keyboard.
  await teacher.waitForFunction(() => document.querySelector('#setup-lesson option[value="bell-phi-plus"]') !== null);
  assert.equal(await text(teacher, '#setup-lesson option[value=""]'), 'None: the game only');
  const [, number, title] = new RegExp(`^ *(\\d+)\\. ${LESSON} +(.+?) +\\[`, 'm').exec(execFileSync(required('ENTANGLION_CLI'), ['lesson', 'list'], { encoding: 'utf8' }));
  assert.equal(await text(teacher, `#setup-lesson option[value="${LESSON}"]`), `${number}. ${title}`, 'numbered and titled as `lesson list`');
  await teacher.selectOption('#setup-lesson', LESSON);
  await press(teacher, '#setup-same-deal', 'Space');
  await press(teacher, '#setup-save');
  await teacher.waitForFunction(() => document.getElementById('teach-status')?.textContent === 'The setup is saved.');
  await press(teacher, '#start-all');
  await teacher.waitForFunction(() => [...document.querySelectorAll('#table-grid > li')].every((li) => li.dataset.status === 'playing'));

  // Cy comes late, after the start: a new table, 16, with the AI teammate on Rubicon, run by Cy's page.
  const cy = await typeName(cyContext, code, 'Cy');
  // The students' pages take their seats in the tables' games: the online game page, with the class.
  for (const page of [ada, bob, cy]) {
    await page.waitForURL(/\/join\/[2-9A-Z]{3}-[2-9A-Z]{3}$/);
    await page.waitForSelector('body[data-ready="true"]');
    await page.waitForFunction((c) => document.getElementById('class-bar-heading')?.textContent === `Class ${c}`, code);
    await page.waitForFunction(() => document.querySelectorAll('#log-list li').length > 0);
  }
  assert.equal(new URL(ada.url()).pathname, new URL(bob.url()).pathname, 'Ada and Bob play the same game');

  // Bob does the class's lesson from the class bar, by keyboard, in his own browser; the server plays
  // his cards again before the class view shows him done.
  const lessonLink = bob.locator('#class-bar-lesson');
  await lessonLink.waitFor();
  assert.equal(await lessonLink.textContent(), 'Do the lesson your teacher set');
  const lessonPage = await bobContext.newPage();
  lessonPage.setDefaultTimeout(STEP_TIMEOUT_MS);
  lessonPage.on('pageerror', (error) => errors.push(String(error)));
  await lessonPage.goto(`${base}${await lessonLink.getAttribute('href')}`);
  await lessonPage.waitForSelector('#lesson-status[data-status="in_progress"]');
  for (const move of LESSON_SOLUTION) {
    await lessonPage.locator(`#card-list button[data-move="${move}"]`).focus();
    await lessonPage.keyboard.press('Enter');
  }
  await lessonPage.waitForSelector('#lesson-status[data-status="succeeded"]');
  await lessonPage.waitForFunction(() => document.getElementById('class-lesson-status')?.textContent === 'Your teacher sees that you have done the lesson.');
  await teacher.waitForFunction(() => document.querySelector('#table-grid li[data-table="0"]')?.textContent?.includes('Rubicon: Bob, lesson done'));
  assert.doesNotMatch(await text(teacher, '#table-grid li[data-table="0"]'), /Ada, lesson done/, 'only Bob has done it');
  await lessonPage.close();
  await bob.waitForFunction(() => document.getElementById('class-bar-lesson')?.textContent === 'Open the lesson again (you have done it)');
  const tableGame = ((await card(teacher, 0).getAttribute('data-game')) ?? '').replace(/^(...)(...)$/, '$1-$2');
  assert.equal(new URL(ada.url()).pathname, `/join/${tableGame}`, 'the card names the game Ada plays');
  assert.equal(await card(teacher, 0).locator('a').getAttribute('href'), `/watch/${tableGame}`);

  // A move at table 1 shows in the class view within the view's second.
  await ada.waitForFunction(() => document.getElementById('status')?.dataset.acting);
  await bob.waitForFunction(() => document.getElementById('status')?.dataset.acting);
  const mover = (await actions(ada)) > 0 ? ada : bob;
  assert.ok((await actions(mover)) > 0, 'a seat at table 1 has a move');
  const before = (await card(teacher, 0).getAttribute('data-last-move')) ?? '';
  await mover.locator('#action-list button').first().focus();
  const moved = Date.now();
  await mover.keyboard.press('Enter');
  await teacher.waitForFunction((b) => (document.querySelector('#table-grid li[data-table="0"]')?.dataset.lastMove ?? b) !== b, before);
  const seenAfter = Date.now() - moved;
  assert.ok(seenAfter <= VIEW_DEADLINE_MS, `the move showed in the class view after ${seenAfter} ms`);
  assert.match(await text(teacher, '#table-grid li[data-table="0"]'), /Last move: .+, \d+ seconds? ago\./);
  // The card's mini map: the board's twelve planets, and both ships on the planets the card names.
  await teacher.waitForFunction(() => document.querySelectorAll('#table-grid li[data-table="0"] svg.mini-map [data-ship]').length === 2);
  assert.equal(await card(teacher, 0).locator('svg.mini-map [data-planet]:not([data-ship])').count(), 12);
  const shipPlanets = await card(teacher, 0).locator('svg.mini-map [data-ship]').evaluateAll((dots) => dots.map((dot) => dot.getAttribute('data-planet')));
  const printed = (id) => id.replace(/_/g, ' ');
  assert.match(await text(teacher, '#table-grid li[data-table="0"]'), new RegExp(`Mercurial on ${printed(shipPlanets[0])}, Rubicon on ${printed(shipPlanets[1])}\\.`));

  // Cy plays with the AI teammate, which Cy's page runs: Rubicon's moves come by themselves.
  let aiMoved = false;
  for (let round = 0; round < 12 && !aiMoved; ++round) {
    if ((await actions(cy)) > 0) {
      const log = await cy.locator('#log-list li').count();
      await cy.locator('#action-list button').first().click();
      await cy.waitForFunction((n) => document.querySelectorAll('#log-list li').length > n, log);
    }
    await teacher.waitForTimeout(1200);
    aiMoved = /^RUBICON /.test((await card(teacher, 15).getAttribute('data-last-move')) ?? '');
  }
  assert.ok(aiMoved, 'the AI teammate moved at table 16');
  // Cy's page reloaded is Cy's seat again: the AI's token was never kept as this browser's seat.
  await cy.reload();
  await cy.waitForSelector('body[data-ready="true"]');
  await cy.waitForFunction(() => /you fly Mercurial/.test(document.getElementById('online-status')?.textContent ?? ''));
  assert.match(await text(teacher, '#table-grid li[data-table="15"]'), /Mercurial: Cy/);
  assert.match(await text(teacher, '#table-grid li[data-table="15"]'), /Rubicon: the AI teammate/);

  // Ada calls the teacher: the card is flagged, said once, and kept by the filter alone.
  await press(ada, '#class-bar-help');
  assert.equal(await ada.locator('#class-bar-help').getAttribute('aria-pressed'), 'true');
  await teacher.waitForFunction(() => document.querySelector('#table-grid li[data-table="0"]')?.dataset.help === 'true');
  assert.equal(await text(teacher, '#teach-announcer'), 'Table 1 asks for help.');
  assert.equal(await teacher.locator('#table-grid > li').first().getAttribute('data-table'), '0', 'needing attention first');
  await teacher.locator('#table-filter').selectOption('attention');
  const attention = await teacher.evaluate(() =>
    [...document.querySelectorAll('#table-grid > li')].map((li) => ({ table: li.dataset.table, flagged: li.dataset.help === 'true' || li.dataset.stuck === 'true' || li.dataset.costly === 'true' })),
  );
  assert.equal(attention[0]?.table, '0', 'the table asking for help first');
  assert.ok(attention.every((shown) => shown.flagged), 'only the tables needing attention');
  await teacher.locator('#table-filter').selectOption('all');
  assert.deepEqual(await seriousViolations(teacher), [], 'axe on the class view with 16 tables playing');
  await teacher.screenshot({ path: path.join(out, 'teach-1366x768.png'), fullPage: true });
  await teacher.selectOption('#theme', 'dark');
  assert.deepEqual(await seriousViolations(teacher), [], 'axe on the class view, dark theme');
  await teacher.setViewportSize({ width: 390, height: 844 });
  assert.equal(await teacher.evaluate(() => document.documentElement.scrollWidth <= innerWidth), true, 'no sideways scroll at 390 px');
  await teacher.screenshot({ path: path.join(out, 'teach-390x844-dark.png') });
  await teacher.setViewportSize({ width: 1366, height: 768 });

  // A table where nobody moves is flagged stuck (the server's --class-stuck-after).
  await teacher.waitForFunction(() => document.querySelector('#table-grid li[data-table="1"]')?.dataset.stuck === 'true', null, { timeout: 2 * STUCK_AFTER_S * 1000 });
  assert.match(await text(teacher, '#table-grid li[data-table="1"]'), /Stuck: no move for a while/);

  // Every scripted student's seat is played by `entanglion-cli play --join GAME --token T --auto`
  // (the CLI's network client): each of the scripted tables updates in the class view after its
  // moves, the stuck table too (no longer flagged).
  const scriptedSeats = await script.evaluate(
    async ({ url, tokens }) => {
      const seatOf = (student) =>
        new Promise((resolve, reject) => {
          const socket = new WebSocket(url);
          socket.onopen = () => socket.send(JSON.stringify({ type: 'hello', protocol: 1, client: 'class-test' }));
          socket.onmessage = (event) => {
            const message = JSON.parse(event.data);
            if (message.type === 'welcome') socket.send(JSON.stringify({ type: 'class_seat', student }));
            else if (message.type === 'class_seat_info') {
              resolve({ table: message.table, game: message.game, seat: message.seat_token });
              socket.close();
            } else if (message.type === 'error') reject(new Error(message.message));
          };
        });
      return Promise.all(tokens.map(seatOf));
    },
    { url: `ws://127.0.0.1:${server.port}/`, tokens: seats.map((seat) => seat.token) },
  );
  const scriptedTables = [...new Set(scriptedSeats.map((seat) => seat.table))];
  const players = scriptedSeats.map((seat, i) =>
    spawn(
      required('ENTANGLION_CLI'),
      ['play', '--server', `ws://127.0.0.1:${server.port}`, '--join', seat.game, '--token', seat.seat, '--auto', 'heuristic', '--auto-seed', String(i), '--auto-delay-ms', '300', '--out', path.join(dataDir, `scripted-${i}.json`)],
      { stdio: 'ignore' },
    ),
  );
  try {
    await teacher.waitForFunction(
      (tables) => tables.every((t) => (document.querySelector(`#table-grid li[data-table="${t}"]`)?.dataset.lastMove ?? '') !== ''),
      scriptedTables,
      { timeout: 60_000 },
    );
  } finally {
    for (const player of players) player.kill();
  }
  assert.equal(scriptedTables.length, 14, 'tables 2 to 15 are the scripted students\u2019');
  await teacher.waitForFunction(() => document.querySelector('#table-grid li[data-table="1"]')?.dataset.stuck === 'false');

  // Pause all and a message reach Ada's screen (her page asks every 3 s).
  await press(teacher, '#pause-all');
  await ada.waitForFunction(() => document.getElementById('class-bar-paused')?.textContent === 'The teacher has paused the class.');
  await teacher.locator('#say-text').fill('Five minutes left');
  await press(teacher, '#say-text');
  await ada.waitForFunction(() => document.getElementById('class-bar-message')?.textContent === 'From your teacher: Five minutes left');
  await press(teacher, '#pause-all');
  await ada.waitForFunction(() => document.getElementById('class-bar-paused')?.textContent === '');
  assert.deepEqual(await seriousViolations(ada), [], 'axe on a game with the class bar');
  await ada.screenshot({ path: path.join(out, 'class-game-390x844.png') });

  // Ada's tab reopened at her class page is back at her table, in her seat.
  const game = new URL(ada.url()).pathname;
  await ada.close();
  const back = await adaContext.newPage();
  back.setDefaultTimeout(STEP_TIMEOUT_MS);
  back.on('pageerror', (error) => errors.push(String(error)));
  await back.goto(`${base}/class/${code}`);
  await back.waitForURL((url) => url.pathname === game);
  await back.waitForSelector('body[data-ready="true"]');
  await back.waitForFunction(() => /you fly Mercurial/.test(document.getElementById('online-status')?.textContent ?? ''));

  // The teacher lets students see the costly-move flag (the server weighs every student move).
  await press(teacher, '#costly-to-students', 'Space');
  await teacher.waitForFunction(() => document.getElementById('teach-status')?.textContent === 'Students now see the costly-move flag.');

  // The class ends (the teacher confirms): every table is paused.
  teacher.once('dialog', (dialog) => void dialog.accept());
  await press(teacher, '#end-class');
  await teacher.waitForFunction(() => /The class has ended\./.test(document.getElementById('class-summary')?.textContent ?? ''));

  // After the class: every table reviewed on the server, the summary and the results in the view.
  await teacher.waitForFunction(() => document.getElementById('after-status')?.textContent === 'Every finished table is reviewed.', null, { timeout: 60_000 });
  assert.equal(await teacher.locator('#table-results tbody tr').count(), 16, 'a row per table');
  assert.match(await text(teacher, '#table-results tbody tr[data-table="0"]'), /Ada, Bob/);
  assert.ok((await teacher.locator('#costs-by-concept tbody tr').count()) >= 1, 'the costs by concept');
  // The same deal: the tables side by side at the class's largest swings (table 1 moved).
  assert.equal(await teacher.locator('#table-moments').isVisible(), true, 'the same-deal comparison');
  assert.equal(await teacher.locator('#table-moments tbody tr').count(), 16, 'every table in the comparison');
  assert.match(await text(teacher, '#table-moments thead'), /Step \d+/);
  assert.deepEqual(await seriousViolations(teacher), [], 'axe on the summary after the class');
  // The CSV and every record, downloaded; the CSV's moves are the records' actions.
  const [csvFile] = await Promise.all([teacher.waitForEvent('download'), press(teacher, '#download-csv')]);
  const csv = fs.readFileSync(await csvFile.path(), 'utf8').trim().split('\r\n');
  assert.equal(csv[0], 'table,game,name,player,ship,result,moves,decision_loss,luck');
  assert.equal(csv.length, 1 + 32, 'a row per student and one for the AI teammate');
  const records = new Map();
  teacher.on('download', (download) => void download.path().then((file) => records.set(download.suggestedFilename(), file)));
  await press(teacher, '#download-records');
  for (let wait = 0; wait < 200 && records.size < 16; ++wait) await teacher.waitForTimeout(100);
  assert.equal(records.size, 16, 'a record per table');
  for (const row of csv.slice(1)) {
    const [table, game, , , ship, , moves] = row.split(',');
    const file = records.get(`table-${table}-${game.replace(/^(...)(...)$/, '$1-$2')}.json`);
    assert.ok(file, `the record of table ${table}`);
    const history = JSON.parse(fs.readFileSync(file, 'utf8')).history ?? [];
    const played = history.filter((entry) => entry.type && !entry.take_back && entry.player === ship).length;
    assert.equal(Number(moves), played, `table ${table} ${ship}: the CSV's moves are the record's`);
  }
  // Printed: the summary alone.
  await teacher.emulateMedia({ media: 'print' });
  assert.equal(await teacher.locator('#teach-controls').isVisible(), false, 'no controls on paper');
  assert.equal(await teacher.locator('#teach-after').isVisible(), true, 'the summary on paper');
  await teacher.screenshot({ path: path.join(out, 'teach-summary-print.png'), fullPage: true });
  await teacher.emulateMedia({ media: 'screen' });
  // Deleted by the teacher: the server keeps nothing, the teacher link is gone, the page starts afresh.
  teacher.once('dialog', (dialog) => void dialog.accept());
  await press(teacher, '#delete-class');
  await teacher.waitForFunction(() => document.getElementById('teach-status')?.textContent === 'The class is deleted: the server keeps nothing of it.');
  assert.equal(await teacher.locator('#teach-open').isVisible(), true, 'the page offers a new class');
  assert.equal(await teacher.locator('#teach-after').isVisible(), false);
  assert.equal(new URL(teacher.url()).hash, '', 'the teacher link is forgotten');
  assert.deepEqual(errors, [], 'no script error');
  console.log(`web_e2e_class: class ${code}, 30 students at 15 tables and a late one at a 16th, a move in the class view after ${seenAfter} ms, the AI teammate run by the student's page`);
} finally {
  await browser.close();
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
