// The solo page's ways to play, in Debian's chromium (headless, playwright-core) on 127.0.0.1:
// - Undo: against the AI teammate (a long pace, so the person acts first), a move is taken back by
//   Ctrl+Z when the engine allows it (the log, ket and actions as before it; the saved record replays
//   in entanglion-cli to the ket shown), and the page says why when it does not.
// - Hot-seat: two people at one screen, no AI: the banner and the hands say whose move it is, the
//   actions are that ship's, both ships move; Undo takes back either ship's move.
// - Measure: seeded shots of the live state by keyboard are `entanglion-cli state --shots`'s, with
//   the correlation in numbers.
// - Polish: the log worded from the events (not the rules' English), the numbers with a comma.
// axe-core finds no serious or critical violation in the high-contrast theme at 390x844 and in the
// dark one at 1366x768; no script error.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { seriousViolations } from './axe-check.mjs';
import { cliReplay, required } from '../engine-node.mjs';
import { serve } from './static-server.mjs';

const MAX_MOVES = 16; // human moves tried before a take-back the rules allow must have come
const STEP_TIMEOUT_MS = 15_000;
const cli = required('ENTANGLION_CLI');
const out = required('ENTANGLION_WEB_OUT');
fs.mkdirSync(out, { recursive: true });

const server = await serve(required('ENTANGLION_WEB_DIST'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox'],
});

const rulesLines = (page) => page.locator('#log-list li').evaluateAll((items) => items.map((item) => item.dataset.text));
const actionTexts = (page) => page.locator('#action-list button').evaluateAll((items) => items.map((item) => item.dataset.action));
const inProgress = async (page) => (await page.getAttribute('#status', 'data-status')) === 'in_progress';

/// The page's record, saved, and what the native CLI replays from it.
async function savedReplay(page, name) {
  await page.focus('#save');
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  const file = path.join(out, name);
  await download.saveAs(file);
  return cliReplay(fs.readFileSync(file, 'utf8'));
}

try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, acceptDownloads: true, locale: 'en-US' });
  const errors = [];

  // ---- Undo against the AI teammate --------------------------------------------------------------
  const solo = await context.newPage();
  solo.setDefaultTimeout(STEP_TIMEOUT_MS);
  solo.on('pageerror', (error) => errors.push(String(error)));
  await solo.goto(`${server.url}?seed=7&pace=4000`);
  await solo.waitForSelector('#status[data-status]');
  assert.equal(await solo.isDisabled('#undo'), true, 'no move to take back yet');
  assert.equal(await solo.textContent('#undo-why'), 'There is nothing to take back: no move has been played yet.');
  assert.equal(await solo.getAttribute('#undo', 'aria-keyshortcuts'), 'Control+Z');
  let undone = false;
  let refusedSeen = false;
  for (let moves = 0; moves < MAX_MOVES && !undone && (await inProgress(solo)); ++moves) {
    await solo.waitForFunction(() => document.activeElement?.closest('#action-list') !== null, null, { timeout: 3 * STEP_TIMEOUT_MS });
    const before = { log: await rulesLines(solo), ket: await solo.getAttribute('#ket-text', 'data-ket'), actions: await actionTexts(solo) };
    await solo.keyboard.press('Enter');
    // The AI waits its pace: the engine says at once whether the move may be taken back.
    if (await solo.isDisabled('#undo')) {
      refusedSeen = true;
      assert.ok(((await solo.textContent('#undo-why')) ?? '').length > 0, 'a refused take-back says why');
      continue;
    }
    assert.equal(await solo.textContent('#undo-why'), '');
    await solo.keyboard.press('Control+Z');
    await solo.waitForFunction(() => (document.querySelector('#taken-back')?.textContent ?? '') !== '');
    assert.match((await solo.textContent('#taken-back')) ?? '', /^Move taken back: /);
    // The log keeps what was seen: without the move (it drew no card), or with it and the take-back
    // that puts its cards back on top, known (the record's take-back entry).
    const log = await rulesLines(solo);
    const types = await solo.locator('#log-list li').evaluateAll((items) => items.map((item) => item.dataset.type));
    assert.deepEqual(log.slice(0, before.log.length), before.log, 'the log up to the move is as it was');
    if (log.length > before.log.length) assert.ok(types.includes('action_taken_back'), 'and says the move was taken back');
    assert.equal(await solo.getAttribute('#ket-text', 'data-ket'), before.ket, 'and the ket');
    assert.deepEqual(await actionTexts(solo), before.actions, 'and the same actions are offered');
    undone = true;
  }
  assert.ok(undone, `a move was taken back within ${MAX_MOVES} moves (refusals seen: ${refusedSeen})`);
  const afterUndo = await savedReplay(solo, 'undo-seed-7.json');
  assert.equal(await solo.getAttribute('#ket-text', 'data-ket'), afterUndo.state.ket, 'the CLI replays the record to the ket shown');
  assert.deepEqual(await rulesLines(solo), afterUndo.log, 'and to the log shown');
  // Once the AI has moved, the person's move is no longer theirs to take back.
  await solo.locator('#action-list button').first().focus();
  await solo.keyboard.press('Enter');
  await solo.waitForFunction(() => document.activeElement?.closest('#action-list') !== null || document.querySelector('#status')?.dataset.status !== 'in_progress',
    null, { timeout: 3 * STEP_TIMEOUT_MS });
  if (await inProgress(solo)) assert.equal(await solo.isDisabled('#undo'), true, 'the AI has played since');
  await solo.close();

  // ---- Hot-seat: two people, one screen ------------------------------------------------------------
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(server.url);
  await page.waitForSelector('body[data-ready="true"]');
  await page.selectOption('#players', 'hotseat');
  assert.equal(await page.isDisabled('#human-ship'), true, 'no "You fly" in hot-seat');
  await page.fill('#seed', '7');
  await page.focus('#start');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#status[data-status]');
  const movers = new Set();
  let hotUndone = false;
  for (let moves = 0; moves < MAX_MOVES && (await inProgress(page)); ++moves) {
    const acting = await page.getAttribute('#status', 'data-acting');
    movers.add(acting);
    assert.equal(await page.getAttribute('#turn-banner', 'data-ship'), acting, 'the banner names the ship to move');
    const name = acting === 'MERCURIAL' ? 'Mercurial' : 'Rubicon';
    assert.match((await page.textContent('#turn-banner')) ?? '', new RegExp(`^${name}, it is your move`));
    assert.equal(await page.textContent('#actions-heading'), `Actions of ${name}`);
    assert.ok((await page.locator('#hand-list h3').allTextContents()).includes(`${name} (to move)`));
    assert.ok(await page.evaluate(() => document.activeElement?.closest('#action-list') !== null), 'the focus is on the first action');
    const before = await rulesLines(page);
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => document.querySelectorAll('#log-list li').length > n, before.length);
    // Either ship's move may be taken back in hot-seat, when the rules allow it: once is enough.
    if (!hotUndone && movers.size === 2 && !(await page.isDisabled('#undo'))) {
      await page.focus('#undo');
      await page.keyboard.press('Enter');
      assert.deepEqual((await rulesLines(page)).slice(0, before.length), before, 'hot-seat: the move is taken back');
      assert.equal(await page.getAttribute('#status', 'data-acting'), acting, 'the same ship moves again');
      hotUndone = true;
    }
  }
  assert.equal(movers.size, 2, 'both ships were flown at this screen');
  assert.ok(hotUndone, 'a hot-seat move was taken back');
  assert.ok((await page.locator('#hand-list h3').allTextContents()).every((h) => !h.includes('AI')), 'no AI teammate');
  const hotReplay = await savedReplay(page, 'hotseat-seed-7.json');
  assert.deepEqual(await rulesLines(page), hotReplay.log, 'the CLI replays the hot-seat game to its log');

  // ---- Measure the live state ----------------------------------------------------------------------
  await page.fill('#solo-measure-seed', '5');
  await page.focus('#solo-measure-bases');
  await page.selectOption('#solo-measure-bases', 'XX');
  await page.focus('#solo-measure-button');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#solo-shot-table:not([hidden])');
  const ships = hotReplay.ships;
  const start = ships.MERCURIAL === ships.RUBICON && /^(PHI|PSI|OMEGA)_/.test(ships.MERCURIAL)
    ? ['--start', ships.MERCURIAL] : ['--mercurial', ships.MERCURIAL, '--rubicon', ships.RUBICON];
  const native = JSON.parse(execFileSync(cli, ['state', ...start, '--shots', '100', '--seed', '5', '--basis', 'XX', '--json'], { encoding: 'utf8' }));
  const counts = await page.locator('#solo-shot-table tbody td:nth-child(2)').allTextContents();
  assert.deepEqual(counts.map(Number), native.measurement.outcomes.map((o) => o.count), 'the shots are the CLI\u2019s');
  assert.ok(Math.abs(Number(await page.getAttribute('#solo-shot-value', 'data-exact')) - native.measurement.correlation.exact) < 1e-9);
  assert.match((await page.textContent('#solo-shot-value')) ?? '', /^Correlation of the bits \(equal minus different\) in XX: /);
  assert.match((await page.textContent('#announcer')) ?? '', /^Measured 100 times: /);

  // ---- Accessibility: high contrast on a phone, dark on a laptop -----------------------------------
  for (const [width, height, theme] of [[390, 844, 'contrast'], [1366, 768, 'dark']]) {
    await page.selectOption('#theme', theme);
    await page.setViewportSize({ width, height });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.equal(overflow, 0, `${width}x${height} ${theme}: no horizontal scrolling`);
    assert.deepEqual(await seriousViolations(page), [], `${width}x${height} ${theme} hot-seat: axe-core`);
    await page.screenshot({ path: path.join(out, `hotseat-${width}x${height}-${theme}.png`), fullPage: true });
  }

  // ---- Polish: the log in words, the numbers with a comma ------------------------------------------
  await page.selectOption('#language', 'pl');
  await page.waitForSelector('html[lang="pl"]');
  const items = await page.locator('#log-list li').evaluateAll((nodes) => nodes.map((n) => [n.textContent, n.dataset.text]));
  assert.equal(items.length, hotReplay.log.length, 'the whole log, worded again');
  assert.ok(items.every(([shown, rules]) => shown !== rules), 'no log line is left in the rules\u2019 English');
  assert.equal(items[0][0], 'Mercurial rzuca kością Entanglion: 4 (pierwszy gracz)', 'the app\u2019s Polish log line');
  assert.match((await page.textContent('#solo-shot-value')) ?? '', /^Korelacja bitów/, 'the shots worded again');
  assert.equal(await page.textContent('#solo-measure-heading'), 'Zmierz');
  const percents = await page.locator('#amplitudes tbody td:nth-child(3)').allTextContents();
  assert.ok(percents.every((p) => !/\d\.\d/.test(p)), `no decimal point in Polish: ${percents.join(' ')}`);
  assert.deepEqual(await seriousViolations(page), [], 'Polish: axe-core');
  await page.screenshot({ path: path.join(out, 'hotseat-1366x768-dark-pl.png'), fullPage: true });

  assert.deepEqual(errors, [], 'no script error on the page');
  console.log(`e2e play: a move taken back against the AI and in hot-seat; ${hotReplay.log.length} log lines; shots as the CLI's`);
} finally {
  await browser.close();
  server.close();
}
