// The page in Debian's chromium (headless, playwright-core), served from the built folder on
// 127.0.0.1: a solo game at seed 7 played by keyboard (the AI teammate moving after its pace) shows
// the same ket and log (the rules' lines, kept beside the page's words) as entanglion-cli replays
// from the record the page saves; axe-core finds no serious or critical violation in the light, dark
// and high-contrast themes; the page fits 390x844 and 1366x768 with no horizontal scrolling; a
// finished game opened and reviewed by keyboard shows the engine's review, worded (screenshots in
// ENTANGLION_WEB_OUT, to look at).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { seriousViolations } from './axe-check.mjs';
import { cliReplay, loadEngine, required } from '../engine-node.mjs';
import { serve } from './static-server.mjs';

const HUMAN_MOVES = 12; // keyboard presses of the first listed action; the AI flies Rubicon between
const STEP_TIMEOUT_MS = 15_000;
const out = required('ENTANGLION_WEB_OUT');
fs.mkdirSync(out, { recursive: true });

const engine = await loadEngine(); // the same engine in node: a finished game and its review to compare
const server = await serve(required('ENTANGLION_WEB_DIST'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox'],
});

/// A game at seed 11 played to its end in the engine (node), Mercurial's first moves careless (the
/// random policy), saved to `file`; and the engine's review of it as the page asks for it (Rubicon
/// the AI teammate's, 256 playouts).
function finishedGameAndItsReview(file) {
  const table = new engine.Table();
  assert.equal(JSON.parse(table.newGame('11', 2, 'board')).ok, true);
  let careless = 0;
  for (let i = 0; i < 400; ++i) {
    const turn = JSON.parse(table.view()).turn;
    if (turn.status !== 'in_progress') break;
    const random = turn.acting_player === 'MERCURIAL' && careless++ < 8;
    assert.equal(JSON.parse(table.aiMove(random ? 'random' : 'heuristic')).ok, true);
  }
  fs.writeFileSync(file, table.exportRecord());
  const review = JSON.parse(table.review(false, true, 256));
  assert.equal(review.ok, true);
  return review;
}

async function tabTo(page, id) {
  for (let i = 0; i < 20; ++i) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.id)) === id) return;
  }
  throw new Error(`#${id} is not reached by Tab`);
}

try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, acceptDownloads: true });
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(`${server.url}?pace=100`); // the AI teammate's pace, short for the test
  await page.waitForSelector('body[data-ready="true"]');

  assert.deepEqual(await seriousViolations(page), [], 'before a game: axe-core');

  // A new game at seed 7, difficulty 2 (the form's default), by keyboard.
  await tabTo(page, 'seed');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('7');
  await tabTo(page, 'start');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#status[data-status]');

  let moves = 0;
  for (; moves < HUMAN_MOVES; ++moves) {
    if ((await page.getAttribute('#status', 'data-status')) !== 'in_progress') break;
    const focused = await page.evaluate(() => document.activeElement?.closest('#action-list') !== null);
    assert.ok(focused, `move ${moves}: the focus is on the first of your actions`);
    const logLength = await page.locator('#log-list li').count();
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => document.querySelectorAll('#log-list li').length > n, logLength);
    // The AI teammate moves after its pace; then the focus is back on the first action.
    await page.waitForFunction(
      () => document.activeElement?.closest('#action-list') !== null || document.querySelector('#status')?.dataset.status !== 'in_progress',
    );
  }
  assert.ok(moves >= 3, `played ${moves} moves by keyboard`);
  // The teammate's last move and the hint say why, from the search's figures, in one sentence.
  const teammateWhy = (await page.textContent('#teammate-why')) ?? '';
  assert.match(teammateWhy, /^.+ for Rubicon: .*(played out after it \(next best, |the only legal move\.)/, teammateWhy);
  if ((await page.getAttribute('#status', 'data-status')) === 'in_progress') {
    await page.click('#hint');
    const hinted = (await page.textContent('#hint-text')) ?? '';
    assert.match(hinted, /^Hint \(search\): .+ for Mercurial: /, hinted);
    await page.focus('#action-list button');
  }
  const announced = await page.textContent('#announcer');
  const lastEvent = await page.locator('#log-list li').last().textContent();
  assert.ok(announced?.endsWith(lastEvent ?? '\u0000'), 'the live region spoke the last event');

  // Save the record; the native CLI replays it to the page's ket and log.
  await page.focus('#save');
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  const recordFile = path.join(out, 'solo-seed-7.json');
  await download.saveAs(recordFile);
  const native = cliReplay(fs.readFileSync(recordFile, 'utf8'));
  assert.equal(await page.textContent('#ket-text'), native.state.named, 'the ket shown is the CLI\u2019s');
  assert.equal(await page.getAttribute('#ket-text', 'data-ket'), native.state.ket);
  const rulesLines = (p) => p.locator('#log-list li').evaluateAll((items) => items.map((item) => item.dataset.text));
  assert.deepEqual(await rulesLines(page), native.log, 'the log is the CLI\u2019s');
  const probabilities = await page.locator('#amplitudes tbody td:nth-child(3)').allTextContents();
  assert.equal(probabilities.length, 4, 'four basis states with their probabilities');
  assert.deepEqual(await page.locator('#hand-list h3').allTextContents(), ['Mercurial (you)', 'Rubicon (AI teammate)']);
  assert.equal(await page.locator('#map-svg [data-planet]').count(), 12, 'the map draws the twelve planets');

  // The saved record opened again in a fresh page: the same game, played on from its end.
  const reopened = await context.newPage();
  await reopened.goto(server.url);
  await reopened.waitForSelector('body[data-ready="true"]');
  // Through the page's own "Open record" button (in the page's language), which opens the file chooser.
  assert.equal(await reopened.textContent('#open-label'), 'Open record');
  const [chooser] = await Promise.all([reopened.waitForEvent('filechooser'), reopened.click('#open-label')]);
  await chooser.setFiles(recordFile);
  await reopened.waitForSelector('#status[data-status]');
  assert.equal(await reopened.textContent('#ket-text'), native.state.named, 'the opened record shows the same ket');
  assert.deepEqual(await rulesLines(reopened), native.log, 'and the same log');
  await reopened.close();

  // A finished game, opened, reviewed by keyboard: the page shows the engine's review (the binding's
  // own figures, compared here), its key moments worded, and stays accessible.
  const finishedFile = path.join(out, 'solo-finished-seed-11.json');
  const expected = finishedGameAndItsReview(finishedFile);
  const reviewing = await context.newPage();
  reviewing.setDefaultTimeout(STEP_TIMEOUT_MS);
  reviewing.on('pageerror', (error) => errors.push(String(error)));
  await reviewing.goto(server.url);
  await reviewing.waitForSelector('body[data-ready="true"]');
  assert.equal(await reviewing.isHidden('#review'), true, 'no review before a game is over');
  const [finishedChooser] = await Promise.all([reviewing.waitForEvent('filechooser'), reviewing.click('#open-label')]);
  await finishedChooser.setFiles(finishedFile);
  await reviewing.waitForSelector('#review-button', { state: 'visible' });
  assert.equal(await reviewing.textContent('#review-button'), 'Review this game');
  await reviewing.focus('#review-button');
  await reviewing.keyboard.press('Enter');
  await reviewing.waitForSelector('#review-result', { state: 'visible', timeout: 60_000 });
  assert.equal(await reviewing.textContent('#review-status'), 'The review is ready.');
  assert.equal(await reviewing.evaluate(() => document.activeElement?.id), 'review-heading', 'the focus moves to the review');
  const summaryCells = await reviewing.locator('#review-summary td').allTextContents();
  const s = expected.summary;
  const signed = (tenths) => (tenths > 0 ? `+${tenths / 10}` : tenths < 0 ? `\u2212${-tenths / 10}` : '0');
  assert.deepEqual(summaryCells, [`${s.start_tenths / 10}%`, signed(s.decisions_tenths), signed(s.luck_tenths), `${s.result_tenths / 10}%`]);
  const lossRows = await reviewing.locator('#review-losses tr').allTextContents();
  assert.deepEqual(lossRows, [
    `Mercurial (you)${s.players.MERCURIAL.points_lost_tenths / 10}`,
    `Rubicon (AI teammate)${s.players.RUBICON.points_lost_tenths / 10}`,
  ]);
  const momentSteps = await reviewing.locator('#review-moments tbody th').allTextContents();
  assert.deepEqual(momentSteps, expected.moments.map((m) => String(m.shown_step)), 'the key moments, largest first');
  const momentTexts = await reviewing.locator('#review-moments tbody td:first-of-type').allTextContents();
  for (const [i, moment] of expected.moments.entries()) {
    assert.ok(momentTexts[i].length > 0, `moment ${i}: what happened`);
    if (moment.best) assert.match(momentTexts[i], /A better move: .+ \(.+ points more to win\)\.$/);
  }
  assert.deepEqual(await seriousViolations(reviewing), [], 'the review: axe-core');
  await reviewing.screenshot({ path: path.join(out, 'solo-review-1366x768.png'), fullPage: true });
  await reviewing.setViewportSize({ width: 390, height: 844 });
  const reviewOverflow = await reviewing.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.equal(reviewOverflow, 0, 'the review fits a phone');
  await reviewing.screenshot({ path: path.join(out, 'solo-review-390x844.png'), fullPage: true });
  await reviewing.close();

  // Accessibility and layout, in the three themes and both sizes.
  for (const theme of ['light', 'dark', 'contrast']) {
    await page.selectOption('#theme', theme);
    assert.equal(await page.getAttribute('html', 'data-theme'), theme);
    for (const [width, height] of [[1366, 768], [390, 844]]) {
      await page.setViewportSize({ width, height });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(overflow, 0, `${width}x${height} ${theme}: no horizontal scrolling`);
      assert.deepEqual(await seriousViolations(page), [], `${width}x${height} ${theme}: axe-core`);
      await page.screenshot({ path: path.join(out, `solo-${width}x${height}-${theme}.png`), fullPage: true });
    }
  }
  assert.deepEqual(errors, [], 'no script error on the page');
  console.log(`e2e: ${moves} keyboard moves at seed 7, ket ${native.state.named}, ${native.log.length} log lines; screenshots in ${out}`);
} finally {
  await browser.close();
  server.close();
}
