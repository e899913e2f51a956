// Online play in Debian's chromium (headless, playwright-core) through the real entanglion-server on
// 127.0.0.1, which serves the built page itself (--web-root): one context creates a game, a second
// takes the free seat through /join/CODE, a third watches through /watch/CODE; a move shows on all
// three; the second's tab closed and reopened at the same address is back in its seat (the token in
// the browser's storage); the server stopped, the page says it is reconnecting and goes on when the
// server is back on the same port; axe-core finds no serious or critical violation on the online
// screens (screenshots in ENTANGLION_WEB_OUT).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { seriousViolations } from './axe-check.mjs';
import { startServer as startNative, stopServer } from './native-server.mjs';
import { required } from '../engine-node.mjs';

const STEP_TIMEOUT_MS = 15_000;
const serverBinary = required('ENTANGLION_SERVER');
const dist = required('ENTANGLION_WEB_DIST');
const out = required('ENTANGLION_WEB_OUT');
fs.mkdirSync(out, { recursive: true });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'entanglion-online-'));

const startServer = (port) => startNative(serverBinary, { port, dataDir, webRoot: dist });

/// What a screen shows of the game: the ket, the number of log lines, who acts.
const shown = (page) =>
  page.evaluate(() => ({
    ket: document.getElementById('ket-text')?.dataset.ket ?? '',
    log: document.querySelectorAll('#log-list li').length,
    acting: document.getElementById('status')?.dataset.acting ?? '',
    actions: document.querySelectorAll('#action-list button').length,
  }));

async function waitForLog(page, atLeast) {
  await page.waitForFunction((n) => document.querySelectorAll('#log-list li').length >= n, atLeast);
}

const onlineStatus = (page) => page.locator('#online-status').textContent();

let server = await startServer(0);
const base = `http://127.0.0.1:${server.port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox'],
});
const errors = [];
async function openPage(context, address) {
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(`${base}${address}`);
  await page.waitForSelector('body[data-ready="true"]');
  return page;
}

try {
  const viewport = { width: 390, height: 844 };
  const [hostContext, partnerContext, watcherContext] = await Promise.all([
    browser.newContext({ viewport }),
    browser.newContext({ viewport }),
    browser.newContext({ viewport: { width: 1366, height: 768 } }),
  ]);

  // The host creates a game (Mercurial, the form's default) and is shown the code to share.
  const host = await openPage(hostContext, '/');
  await host.getByRole('button', { name: 'Create an online game' }).click();
  const code = (await host.locator('#shared-code').textContent()) ?? '';
  assert.match(code, /^[2-9A-Z]{3}-[2-9A-Z]{3}$/);
  assert.equal(new URL(host.url()).pathname, `/join/${code}`, 'the address is the seat: a reopened tab comes back');
  assert.match(await onlineStatus(host), /you fly Mercurial\. Waiting for your partner/);
  assert.deepEqual(await seriousViolations(host), [], 'axe on the host waiting for a partner');
  await host.screenshot({ path: path.join(out, 'online-host-390x844.png') });

  // The partner takes the free seat through the address; the watcher watches.
  const opened = await Promise.all([openPage(partnerContext, `/join/${code}`), openPage(watcherContext, `/watch/${code}`)]);
  let partner = opened[0]; // closed and reopened below
  const watcher = opened[1];
  await partner.waitForFunction(() => /you fly Rubicon, your partner Mercurial is connected/.test(document.getElementById('online-status')?.textContent ?? ''));
  await host.waitForFunction(() => /your partner Rubicon is connected/.test(document.getElementById('online-status')?.textContent ?? ''));
  await watcher.waitForFunction((c) => document.getElementById('online-status')?.textContent?.includes(`Watching game ${c}`), code);
  const before = await shown(host);
  assert.ok(before.log > 0 && before.ket, 'the setup is shown');
  for (const page of [partner, watcher]) await waitForLog(page, before.log);
  assert.deepEqual(await shown(partner), { ...before, actions: (await shown(partner)).actions });
  assert.equal((await shown(watcher)).actions, 0, 'a watcher has no actions');

  // The ship that acts moves (by keyboard on its first action); everyone sees the move.
  const mover = before.acting === 'MERCURIAL' ? host : partner;
  assert.ok((await shown(mover)).actions > 0, 'the acting seat has actions');
  assert.equal((await shown(mover === host ? partner : host)).actions, 0, 'the other seat waits');
  await mover.locator('#action-list button').first().focus();
  await mover.keyboard.press('Enter');
  await waitForLog(host, before.log + 1);
  const after = await shown(host);
  for (const page of [partner, watcher]) {
    await waitForLog(page, after.log);
    const seen = await shown(page);
    assert.equal(seen.ket, after.ket);
    assert.equal(seen.log, after.log);
  }
  assert.deepEqual(await seriousViolations(watcher), [], 'axe on the watcher');
  await watcher.screenshot({ path: path.join(out, 'online-watch-1366x768.png') });

  // The partner's tab is closed; the host is told; the address opened again is back in its seat.
  await partner.close();
  await host.waitForFunction(() => /Rubicon lost the connection/.test(document.getElementById('online-status')?.textContent ?? ''));
  partner = await openPage(partnerContext, `/join/${code}`);
  await partner.waitForFunction(() => /you fly Rubicon, your partner Mercurial is connected/.test(document.getElementById('online-status')?.textContent ?? ''));
  await waitForLog(partner, after.log);
  assert.equal((await shown(partner)).ket, after.ket);
  assert.deepEqual(await seriousViolations(partner), [], 'axe on a seat taken back');

  // The server stops: the page says it is reconnecting, and goes on when it is back.
  const port = server.port;
  await stopServer(server);
  await host.waitForFunction(() => /reconnecting \(attempt \d+ of 40\)/.test(document.getElementById('online-status')?.textContent ?? ''));
  assert.deepEqual(await seriousViolations(host), [], 'axe on a page reconnecting');
  server = await startServer(port);
  await host.waitForFunction(() => /your partner Rubicon is connected/.test(document.getElementById('online-status')?.textContent ?? ''));
  await partner.waitForFunction(() => /your partner Mercurial is connected/.test(document.getElementById('online-status')?.textContent ?? ''));
  const resumed = await shown(host);
  assert.equal(resumed.ket, after.ket, 'the game goes on where it stood');
  assert.equal(resumed.log, after.log);
  // A move after the return reaches the other seat.
  const next = resumed.acting === 'MERCURIAL' ? host : partner;
  const other = next === host ? partner : host;
  await next.locator('#action-list button').first().click();
  await waitForLog(other, resumed.log + 1);
  // The other addresses a person types: a solo game and a lesson, played in the page alone.
  const solo = await openPage(watcherContext, '/solo?seed=7&difficulty=2&variant=board');
  await solo.waitForFunction(() => document.querySelectorAll('#log-list li').length > 0);
  assert.equal(await solo.locator('#online-status').textContent(), '', 'a solo game is not online');
  const lesson = await openPage(watcherContext, '/lesson/born-rule');
  await lesson.waitForFunction(() => document.querySelectorAll('[data-move]').length > 0);
  assert.deepEqual(errors, [], 'no script error');
  console.log(`web_e2e_online: game ${code}, ${after.log} log lines, a move seen by both seats and the watcher, a seat taken back, a server restart ridden out`);
} finally {
  await browser.close();
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
