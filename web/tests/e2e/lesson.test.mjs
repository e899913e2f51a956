// The lesson page in Debian's chromium (headless, playwright-core), served from the built folder on
// 127.0.0.1: the Born-rule lesson chosen, opened and solved by keyboard with the moves
// `entanglion-cli lesson solve` prints; the session's verdict and success text are the CLI's; the
// live region speaks each move; seeded shots by keyboard are `entanglion-cli state --shots --seed`'s;
// axe-core finds no serious or critical violation (light at 390x844, dark at 1366x768), neither
// size scrolls sideways; the header's language switch turns the page and the lesson into Polish
// (<html lang> too, axe-core still clean), the choice is remembered and `?lang=` overrides it;
// `?lesson=<id>` opens a lesson at once (screenshots in ENTANGLION_WEB_OUT).
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { seriousViolations } from './axe-check.mjs';
import { required } from '../engine-node.mjs';
import { serve } from './static-server.mjs';

const LESSON = 'born-rule';
const MAX_TABS = 40; // more than the page's focusable controls: Tab comes round to any of them
const STEP_TIMEOUT_MS = 15_000;
const cli = required('ENTANGLION_CLI');
const out = required('ENTANGLION_WEB_OUT');
fs.mkdirSync(out, { recursive: true });

const solution = /solution \(\d+ of \d+ cards?\): (.*)/.exec(execFileSync(cli, ['lesson', 'solve', LESSON], { encoding: 'utf8' }))[1].split(' ');
const check = spawnSync(cli, ['lesson', 'check', LESSON, '--moves', solution.join(' ')], { encoding: 'utf8' });
assert.equal(check.status, 0, 'the CLI accepts its own solution');
const success = check.stdout.trim().split('\n').at(-1);

const server = await serve(required('ENTANGLION_WEB_DIST'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox'],
});

/// Presses Tab until `matches(document.activeElement)` holds.
async function tabUntil(page, what, matches, arg) {
  for (let i = 0; i < MAX_TABS; ++i) {
    if (await page.evaluate(matches, arg)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${what} is not reached by Tab`);
}
const focusedId = (id) => document.activeElement?.id === id;
const focusedMove = (move) => document.activeElement?.dataset?.move === move;

try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(`${server.url}lessons.html`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.selectOption('#theme', 'light');

  // Choose the lesson in the list with the arrow keys, open it with Enter.
  await tabUntil(page, '#lesson-select', focusedId, 'lesson-select');
  for (let i = 0; i < MAX_TABS && (await page.inputValue('#lesson-select')) !== LESSON; ++i) await page.keyboard.press('ArrowDown');
  assert.equal(await page.inputValue('#lesson-select'), LESSON, 'the arrow keys reach the lesson');
  await tabUntil(page, '#open-lesson', focusedId, 'open-lesson');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#lesson-status[data-status="in_progress"]');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'lesson-heading', 'the focus moves to the lesson');
  assert.equal(await page.locator('#goal-list li').count(), 2, 'the goal\u2019s two conditions');

  // Each card of the CLI's solution, by Tab and Enter; the live region speaks each move.
  for (const move of solution) {
    await tabUntil(page, `the card ${move}`, focusedMove, move);
    const played = await page.locator('#history-list li').count();
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => document.querySelectorAll('#history-list li').length > n, played);
    assert.match((await page.textContent('#announcer')) ?? '', /played\./, `${move}: the live region speaks it`);
  }
  await page.waitForSelector('#lesson-status[data-status="succeeded"]');
  assert.equal(await page.textContent('#lesson-status'), success, 'the success text is the CLI\u2019s');
  assert.equal(await page.locator('#card-list button:not(:disabled)').count(), 0, 'no card is playable once solved');
  assert.equal(await page.textContent('#lesson-feedback'), '', 'no warning once reached');
  assert.deepEqual(await seriousViolations(page), [], '390x844 light: axe-core');

  // Shots with seed 7 by keyboard: the CLI's counts for the state reached (Mercurial ONE, Rubicon PLUS).
  await tabUntil(page, '#measure-seed', focusedId, 'measure-seed');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('7');
  await tabUntil(page, '#measure', focusedId, 'measure');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#shot-table:not([hidden])');
  const native = JSON.parse(execFileSync(cli, ['state', '--mercurial', 'ONE', '--rubicon', 'PLUS', '--shots', '100', '--seed', '7', '--json'],
    { encoding: 'utf8' }));
  const counts = await page.locator('#shot-table tbody td:nth-child(2)').allTextContents();
  assert.deepEqual(counts.map(Number), native.measurement.outcomes.map((o) => o.count), 'the shots are the CLI\u2019s');
  // The correlation in numbers, exact and counted, as the CLI computes it, and the Bell test's conclusion.
  assert.ok(Math.abs(Number(await page.getAttribute('#shot-value', 'data-exact')) - native.measurement.correlation.exact) < 1e-9);
  const observed = native.measurement.correlation.observed;
  const rounded = Math.round(observed * 100) / 100;
  const observedText = `${rounded <= -0.005 ? '\u2212' : ''}${Math.abs(rounded) < 0.005 ? 0 : Math.abs(rounded)}`;
  assert.ok((await page.textContent('#shot-value'))?.endsWith(`, ${observedText} in the shots.`), 'the counted correlation');
  assert.equal(await page.getAttribute('#shot-conclusion', 'data-entangled'), 'false', 'ONE and PLUS are not entangled');

  const sizes = [[390, 844, 'light'], [1366, 768, 'dark']];
  for (const [width, height, theme] of sizes) {
    await page.selectOption('#theme', theme);
    await page.setViewportSize({ width, height });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.equal(overflow, 0, `${width}x${height} ${theme}: no horizontal scrolling`);
    if (theme === 'dark') assert.deepEqual(await seriousViolations(page), [], `${width}x${height} ${theme}: axe-core`);
    await page.screenshot({ path: path.join(out, `lesson-${width}x${height}-${theme}.png`), fullPage: true });
  }

  // Polish from the header's switch: the page's own words, the lesson's texts (from the lesson file)
  // and <html lang> change at once, the solved lesson stays; axe-core is still clean.
  const englishHeading = await page.textContent('#lesson-heading');
  assert.equal(await page.getAttribute('html', 'lang'), 'en', 'the browser asks for English');
  await page.selectOption('#language', 'pl');
  await page.waitForSelector('html[lang="pl"]');
  assert.equal(await page.textContent('#undo'), 'Cofnij', 'a fixed text in Polish (the app’s translation)');
  assert.equal(await page.textContent('#result-heading'), 'Sprawdzenie celu', 'a web-only text in Polish');
  assert.notEqual(await page.textContent('#lesson-heading'), englishHeading, 'the lesson’s title in Polish');
  assert.match((await page.textContent('#lesson-task')) ?? '', /^Zadanie: /, 'the task line in Polish');
  assert.match((await page.textContent('#shot-caption')) ?? '', /^Pomiary: 100, bazy ZZ, ziarno 7$/, 'the shots shown, worded again');
  // Numbers with the Polish decimal comma: the amplitudes of (|10⟩ + |11⟩)/√2.
  const amplitudes = await page.locator('#lesson-amplitudes tbody td:nth-child(2)').allTextContents();
  assert.equal(amplitudes.filter((a) => a === '0,707').length, 2, `the amplitudes in Polish: ${amplitudes.join(' ')}`);
  assert.equal(await page.getAttribute('#lesson-status', 'data-status'), 'succeeded', 'the lesson stays solved');
  assert.deepEqual(await seriousViolations(page), [], '1366x768 dark, Polish: axe-core');
  await page.screenshot({ path: path.join(out, 'lesson-1366x768-dark-pl.png'), fullPage: true });

  // The address opens a lesson at once; the language chosen is remembered, ?lang= overrides it.
  await page.goto(`${server.url}lessons.html?lesson=bell-phi-plus`);
  await page.waitForSelector('#lesson-status[data-status="in_progress"]');
  assert.equal(await page.getAttribute('html', 'lang'), 'pl', 'the choice is remembered');
  assert.equal(await page.inputValue('#language'), 'pl');
  await page.goto(`${server.url}lessons.html?lesson=bell-phi-plus&lang=en`);
  await page.waitForSelector('#lesson-status[data-status="in_progress"]');
  assert.equal(await page.getAttribute('html', 'lang'), 'en', '?lang=en overrides it');
  assert.equal(await page.textContent('#undo'), 'Undo');
  assert.equal(await page.inputValue('#lesson-select'), 'bell-phi-plus');
  assert.equal(await page.locator('#card-list button').count(), 6, 'H, X and CNOT for each ship');
  assert.deepEqual(errors, [], 'no script error on the page');
  console.log(`e2e lesson: ${LESSON} solved by keyboard (${solution.join(' ')}); screenshots in ${out}`);
} finally {
  await browser.close();
  server.close();
}
