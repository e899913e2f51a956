// The table binding's review of a finished game against the native CLI: seeded games played to
// their end by the AI for both ships (one careless), reviewed in the WebAssembly engine on its one thread, equal
// field for field to `entanglion-cli review --json --playouts N --ai SHIP` of the record the page
// saves (the same code, cli/review_output.cpp, and the same estimates whatever the threads); each key
// moment carries the entry's typed events (the log's own) and, for a decision with a better move,
// that move and the points it lost. Refusals are typed. Prints how long the page's review took.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadEngine, required } from '../engine-node.mjs';

const MAX_ACTIONS = 400; // a game ends long before
const TEST_PLAYOUTS = 64; // the CLI's least: the fields are compared, not the precision
const PAGE_PLAYOUTS = 256; // web/src/main.ts's REVIEW_PLAYOUTS, timed below
const cli = required('ENTANGLION_CLI');
const call = (text) => JSON.parse(text);
const engine = await loadEngine();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'entanglion-review-'));

const CARELESS_MOVES = 8; // random moves first, for decisions with better moves to find; then the heuristic

/// A game played to its end by the heuristic, `careless`'s first moves by the random policy.
function finishedTable(seed, variant, careless) {
  const table = new engine.Table();
  assert.equal(call(table.newGame(seed, 2, variant)).ok, true);
  let carelessMoves = 0;
  for (let i = 0; i < MAX_ACTIONS; ++i) {
    const turn = call(table.view()).turn;
    if (turn.status !== 'in_progress') break;
    const random = turn.acting_player === careless && carelessMoves++ < CARELESS_MOVES;
    assert.equal(call(table.aiMove(random ? 'random' : 'heuristic')).ok, true);
  }
  assert.notEqual(call(table.view()).turn.status, 'in_progress', `seed ${seed}: the game ended`);
  return table;
}

function cliReview(recordText, ...args) {
  const file = path.join(dir, 'game.json');
  fs.writeFileSync(file, recordText);
  return call(execFileSync(cli, ['review', file, '--json', '--playouts', String(TEST_PLAYOUTS), ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }));
}

try {
  // Refusals, typed.
  const empty = new engine.Table();
  assert.equal(call(empty.review(false, true, TEST_PLAYOUTS)).refusal, 'no_game');
  let moments = 0;
  let betterMoves = 0;
  for (const [seed, variant, ai] of [['7', 'board', 'RUBICON'], ['2024', 'quantum', 'MERCURIAL']]) {
    const table = finishedTable(seed, variant, ai === 'RUBICON' ? 'MERCURIAL' : 'RUBICON');
    assert.equal(call(table.review(false, true, 10)).refusal, 'bad_playouts');
    const page = call(table.review(ai === 'MERCURIAL', ai === 'RUBICON', TEST_PLAYOUTS));
    assert.equal(page.ok, true, JSON.stringify(page).slice(0, 300));
    const native = cliReview(table.exportRecord(), '--ai', ai);
    const { seconds: _pageSeconds, ...pageSummary } = page.summary;
    const { seconds: _nativeSeconds, ...nativeSummary } = native.summary;
    assert.deepEqual(pageSummary, nativeSummary, `seed ${seed}: the summary is the CLI's`);
    assert.deepEqual(page.steps, native.steps, `seed ${seed}: every step is the CLI's`);
    assert.deepEqual(page.settings, native.settings, `seed ${seed}: the same settings`);
    assert.equal(page.summary.players[ai].seat, 'ai');
    assert.equal(page.summary.start_tenths + page.summary.decisions_tenths + page.summary.luck_tenths, page.summary.result_tenths);
    // The key moments, in the summary's order, each with what happened.
    assert.deepEqual(page.moments.map((m) => m.step), page.summary.key_moments);
    assert.ok(page.moments.length > 0, `seed ${seed}: a game has key moments`);
    for (const moment of page.moments) {
      const step = page.steps[moment.step];
      assert.equal(moment.swing_tenths, step.swing_tenths);
      assert.equal(moment.shown_step, step.shown_step);
      assert.equal(moment.kind, step.kind);
      assert.ok(moment.events.length > 0, `step ${moment.step}: its events`);
      for (const event of moment.events) assert.ok(typeof event.type === 'string' && event.fields !== undefined);
      if (moment.kind === 'decision') {
        assert.equal(moment.played.text, step.what.replace(/^take_back /, ''));
        assert.equal(moment.player, step.who);
        if (step.decision.compared && step.decision.best !== moment.played.text) {
          assert.equal(moment.best.text, step.decision.best);
          assert.equal(moment.points_lost_tenths, step.decision.points_lost_tenths);
          ++betterMoves;
        } else assert.equal(moment.best, undefined);
      }
      ++moments;
    }
    // The page's own budget, timed.
    const started = performance.now();
    const full = call(table.review(ai === 'MERCURIAL', ai === 'RUBICON', PAGE_PLAYOUTS));
    const took = performance.now() - started;
    assert.equal(full.ok, true);
    console.log(`review: seed ${seed} (${variant}), ${full.steps.length} steps, ${PAGE_PLAYOUTS} playouts: ${Math.round(took)} ms`);
  }
  assert.ok(betterMoves > 0, 'a careless player\u2019s key moments include a better move');
  console.log(`review: 2 games as the CLI reviews them, ${moments} key moments (${betterMoves} with a better move)`);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
