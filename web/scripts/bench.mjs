// The web client's speed figures (docs/performance.md, "In the browser"): not a test, a measurement.
//   node web/scripts/bench.mjs --dist build-wasm/web-dist --cli build/bin/entanglion-cli [--runs 7] [--games 20000]
// 1. the download: every file the solo page loads (its HTML, scripts, style, the English catalogue,
//    the engine's glue and .wasm), raw and gzip-compressed (level 6, what web servers use);
// 2. the first screen: a static server on 127.0.0.1 and Debian's chromium (headless,
//    playwright-core), a new browser with a fresh profile and an empty cache for every run, the time
//    from the navigation's start to the first drawn map and ket (`?seed=7`), the solo page and the
//    lessons page (`?lesson=bell-phi-plus`, its ket) in alternating runs;
// 3. random playouts: Table.simulate in the page (chromium) and in node against
//    `entanglion-cli simulate --policy random`, the same games, alternating runs: CPU time for the
//    native side (perf stat) and in node (process.cpuUsage), the wall clock in the page (a page
//    cannot read its CPU time) beside the native run's own wall clock;
// 4. the AI teammate's move: Table.aiMove(the page's teammate policy) and the view the page draws
//    after it, timed in the page over whole games, and in the page itself the time from a click on an
//    action to the AI teammate's answer drawn (`?pace=0`).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { serve } from '../tests/e2e/static-server.mjs';
import { loadEngine } from '../tests/engine-node.mjs';

const { values: options } = parseArgs({
  options: {
    dist: { type: 'string', default: 'build-wasm/web-dist' },
    cli: { type: 'string', default: 'build/bin/entanglion-cli' },
    runs: { type: 'string', default: '7' },
    games: { type: 'string', default: '20000' },
    chromium: { type: 'string', default: process.env.CHROMIUM ?? '/usr/bin/chromium' },
  },
});
const dist = path.resolve(options.dist);
const runs = Number(options.runs);
const games = Number(options.games);
const AI_GAMES = ['7', '2024', '31'];
const MAX_ACTIONS = 2000; // a game ends long before
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];
const fmt = (n, digits = 0) => n.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });
console.log(`load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}, ${os.cpus().length} cores`);

// ---- 1. the download -------------------------------------------------------------------------------
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const referenced = [...html.matchAll(/(?:src|href)="(?:\.\/|\/)?(assets\/[^"]+)"/g)].map((m) => m[1]);
const files = ['index.html', ...new Set(referenced), 'i18n/en.json', 'engine/entanglion.mjs', 'engine/entanglion.wasm'];
let raw = 0;
let gzip = 0;
for (const file of files) {
  const bytes = fs.readFileSync(path.join(dist, file));
  const packed = zlib.gzipSync(bytes, { level: 6 }).length;
  raw += bytes.length;
  gzip += packed;
  console.log(`  ${file}: ${fmt(bytes.length)} B, gzip ${fmt(packed)} B`);
}
console.log(`download of the solo page: ${fmt(raw)} B, gzip ${fmt(gzip)} B (${fmt(gzip / 2 ** 20, 2)} MiB)`);

// ---- 2. the first screen ---------------------------------------------------------------------------
const server = await serve(dist);
const launch = () => chromium.launch({ executablePath: options.chromium, headless: true, args: ['--no-sandbox'] });

/// Milliseconds from the navigation's start to the frame after `ready` first holds in the page.
async function firstScreen(address, ready) {
  const browser = await launch(); // a fresh profile: nothing cached, nothing compiled
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.addInitScript((test) => {
      const check = new Function(`return (${test})`);
      const observer = new MutationObserver(() => {
        if (!check()) return;
        observer.disconnect();
        requestAnimationFrame(() => (window.firstScreenMs = performance.now()));
      });
      document.addEventListener('DOMContentLoaded', () =>
        observer.observe(document.body, { subtree: true, childList: true, attributes: true }));
    }, ready);
    await page.goto(address);
    await page.waitForFunction(() => window.firstScreenMs !== undefined, null, { timeout: 60_000 });
    return await page.evaluate(() => window.firstScreenMs);
  } finally {
    await browser.close();
  }
}
const SOLO_READY = "document.querySelector('#map-svg circle') && document.getElementById('ket-text').dataset.ket";
const LESSON_READY = "document.getElementById('lesson-ket').textContent.trim() !== ''";
const solo = [];
const lesson = [];
for (let i = 0; i < runs; ++i) {
  solo.push(await firstScreen(`${server.url}?seed=7`, SOLO_READY));
  lesson.push(await firstScreen(`${server.url}lessons.html?lesson=bell-phi-plus`, LESSON_READY));
}
console.log(`first screen, solo page (map and ket): ${solo.map((t) => fmt(t)).join(', ')} ms, median ${fmt(median(solo))} ms`);
console.log(`first screen, lessons page (ket): ${lesson.map((t) => fmt(t)).join(', ')} ms, median ${fmt(median(lesson))} ms`);

// ---- 3. random playouts and 4. the AI teammate's move, in the page ---------------------------------
const browser = await launch();
const page = await browser.newPage();
await page.goto(`${server.url}?pace=0`);
await page.waitForSelector('body[data-ready="true"]');
await page.evaluate(async () => {
  window.engine = await (await import(new URL('engine/entanglion.mjs', document.baseURI).toString())).default();
});

/// One native run: its CPU time (perf stat) and its own wall clock, and its results.
function nativeRun() {
  const args = ['stat', '-x,', '-e', 'task-clock', options.cli, 'simulate', '--games', String(games), '--policy', 'random', '--seed', '1', '--json'];
  const run = spawnSync('perf', args, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`perf stat ${options.cli}: ${run.stderr}`);
  const cpuMs = Number(run.stderr.split('\n').find((line) => line.includes('task-clock')).split(',')[0]);
  return { ...JSON.parse(run.stdout), cpuMs };
}
const pageRun = () =>
  page.evaluate((n) => {
    const start = performance.now();
    const result = JSON.parse(window.engine.Table.simulate('1', n, 'random', 1, 'board'));
    return { ...result, ms: performance.now() - start };
  }, games);
process.env.ENTANGLION_WEB_DIST = dist;
const nodeEngine = await loadEngine();
/// The same games in node's V8 (chromium's engine), timed in CPU time as the native side is.
function nodeRun() {
  const start = process.cpuUsage();
  const result = JSON.parse(nodeEngine.Table.simulate('1', games, 'random', 1, 'board'));
  const used = process.cpuUsage(start);
  return { ...result, cpuMs: (used.user + used.system) / 1000 };
}
const nodeRates = [];
const nativeRates = [];
const nativeWallRates = [];
const pageRates = [];
for (let i = 0; i < runs; ++i) {
  const reference = nativeRun();
  nativeRates.push(games / (reference.cpuMs / 1000));
  nativeWallRates.push(reference.games_per_second);
  const mine = await pageRun();
  if (mine.won !== reference.won || mine.actions !== Math.round(reference.mean_length * games)) {
    throw new Error('the page played other games than the CLI');
  }
  pageRates.push(games / (mine.ms / 1000));
  const inNode = nodeRun();
  if (inNode.won !== reference.won || inNode.actions !== mine.actions) throw new Error('node played other games');
  nodeRates.push(games / (inNode.cpuMs / 1000));
}
console.log(`random games per second, native (CPU time): ${nativeRates.map((r) => fmt(r)).join(', ')}, median ${fmt(median(nativeRates))}`);
console.log(`random games per second, native (wall clock): ${nativeWallRates.map((r) => fmt(r)).join(', ')}, median ${fmt(median(nativeWallRates))}`);
console.log(`random games per second, in the page: ${pageRates.map((r) => fmt(r)).join(', ')}, median ${fmt(median(pageRates))}`);
console.log(`random games per second, the .wasm in node (CPU time): ${nodeRates.map((r) => fmt(r)).join(', ')}, median ${fmt(median(nodeRates))}`);
console.log(
  `the .wasm in node plays ${fmt(median(nodeRates) / median(nativeRates), 2)} of the native figure in CPU time; ` +
    `the page ${fmt(median(pageRates) / median(nativeRates), 2)} of the native figure in CPU time, ` +
    `${fmt(median(pageRates) / median(nativeWallRates), 2)} in wall-clock time`,
);

const moves = await page.evaluate(
  ({ seeds, maxActions }) => {
    const policies = JSON.parse(window.engine.Table.policies());
    const best = policies.teammate ?? policies.best; // the page's AI teammate
    const aiMs = [];
    const withViewMs = [];
    for (const seed of seeds) {
      const table = new window.engine.Table();
      table.newGame(seed, 2, 'board');
      for (let i = 0; i < maxActions; ++i) {
        if (JSON.parse(table.view()).turn.status !== 'in_progress') break;
        const start = performance.now();
        const result = JSON.parse(table.aiMove(best));
        const moved = performance.now();
        table.view();
        aiMs.push(moved - start);
        withViewMs.push(performance.now() - start);
        if (!result.ok) throw new Error(result.problem);
      }
      table.delete();
    }
    return { best, aiMs, withViewMs };
  },
  { seeds: AI_GAMES, maxActions: MAX_ACTIONS },
);
console.log(
  `AI teammate (${moves.best}), ${moves.aiMs.length} moves of ${AI_GAMES.length} games: aiMove median ${fmt(median(moves.aiMs), 2)} ms, ` +
    `95th percentile ${fmt(quantile(moves.aiMs, 0.95), 2)} ms, max ${fmt(Math.max(...moves.aiMs), 2)} ms; ` +
    `with the view: median ${fmt(median(moves.withViewMs), 2)} ms, max ${fmt(Math.max(...moves.withViewMs), 2)} ms`,
);

// In the page: a click on the first action, until the AI teammate's answer is drawn and it is your
// move again (the page's own work: your move drawn, the AI's move, drawn again).
await page.goto(`${server.url}?seed=7&pace=0`);
await page.waitForSelector('#status[data-status="in_progress"]');
const answers = [];
for (let i = 0; i < 2 * runs; ++i) {
  if ((await page.getAttribute('#status', 'data-status')) !== 'in_progress') break;
  const human = await page.getAttribute('#status', 'data-acting');
  const ms = await page.evaluate(
    (me) =>
      new Promise((resolve) => {
        const status = document.getElementById('status');
        const start = performance.now();
        let left = false;
        const observer = new MutationObserver(() => {
          if (status.dataset.acting !== me) left = true;
          else if (left || status.dataset.status !== 'in_progress') {
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - start));
          }
        });
        observer.observe(status, { attributes: true });
        // The click applies and draws your move at once; the AI teammate's answer comes after.
        document.querySelector('#action-list button').click();
        if (status.dataset.acting === me && status.dataset.status === 'in_progress') {
          observer.disconnect(); // still your move (a step of a longer action): no answer to time
          resolve(null);
        }
      }),
    human,
  );
  if (ms !== null) answers.push(ms);
}
console.log(`click to the AI teammate's answer drawn (?pace=0), ${answers.length} moves: ${answers.map((t) => fmt(t)).join(', ')} ms, median ${fmt(median(answers))} ms`);
await browser.close();
server.close();
