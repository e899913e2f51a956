// The binding against the native CLI: a seeded game played through the WebAssembly table session
// (the AI teammate flying both ships) is, move for move, the game `entanglion-cli replay` replays
// from the record the binding exports: the same final state, the same ket, the same log.
import assert from 'node:assert/strict';
import { cliReplay, loadEngine } from '../engine-node.mjs';

const MAX_ACTIONS = 400; // a game ends long before: detection or eight components

const engine = await loadEngine();

let checks = 0;

function stateWithoutLog(state) {
  const { log, ...rest } = state;
  return { rest, log };
}

for (const [seed, difficulty] of [['7', 2], ['2024', 1], ['18446744073709551615', 3]]) {
  const table = new engine.Table();
  assert.deepEqual(JSON.parse(table.newGame(seed, difficulty, 'board')), { ok: true });
  let view = JSON.parse(table.view());
  assert.equal(view.setup.seed, seed, 'the seed comes back as the same decimal text');
  let moves = 0;
  while (view.turn.status === 'in_progress' && moves < MAX_ACTIONS) {
    assert.ok(view.legal_actions.length > 0, 'a game in progress lists its legal actions');
    const result = JSON.parse(table.aiMove('heuristic'));
    assert.equal(result.ok, true, JSON.stringify(result));
    assert.ok(view.legal_actions.some((a) => a.text === result.action.text), 'the AI picked a listed action');
    view = JSON.parse(table.view());
    ++moves;
  }
  assert.ok(moves > 5, `seed ${seed}: the game lasted ${moves} moves`);
  const record = table.exportRecord();
  const native = cliReplay(record);
  const { rest: nativeState, log: nativeLog } = stateWithoutLog(native);
  assert.deepEqual(view.state, nativeState, `seed ${seed}: the final state equals the CLI's replay`);
  assert.equal(view.state.state.ket, native.state.ket);
  assert.deepEqual(view.events.map((e) => e.text), nativeLog, `seed ${seed}: the log equals the CLI's`);
  const probabilities = view.amplitudes.reduce((sum, a) => sum + a.probability, 0);
  assert.ok(Math.abs(probabilities - 1) < 1e-9, 'the amplitudes are normalised');

  // The exported record, opened again, shows the same game.
  const reopened = new engine.Table();
  assert.equal(JSON.parse(reopened.importRecord(record, 'game.json')).ok, true);
  const again = JSON.parse(reopened.view());
  assert.deepEqual(again.state, view.state);
  assert.equal(again.read_only, view.turn.status !== 'in_progress', 'a finished game is shown read-only');
  checks += 1;
  console.log(`seed ${seed}, difficulty ${difficulty}: ${moves} moves, ${view.turn.status}, ket ${view.state.state.named}`);
}

// A game not over, saved and opened again, is played on from where it stood.
{
  const table = new engine.Table();
  assert.equal(JSON.parse(table.newGame('31', 2, 'board')).ok, true);
  for (let i = 0; i < 5; ++i) assert.equal(JSON.parse(table.aiMove('heuristic')).ok, true);
  const saved = JSON.parse(table.view());
  const reopened = new engine.Table();
  assert.equal(JSON.parse(reopened.importRecord(table.exportRecord(), 'game.json')).ok, true);
  const opened = JSON.parse(reopened.view());
  assert.deepEqual(opened.state, saved.state, 'an unfinished record opens where it stood');
  assert.equal(opened.read_only, false, 'and is played on');
  assert.deepEqual(opened.legal_actions, saved.legal_actions);
  checks += 1;
}

// Refusals are typed and change nothing.
const table = new engine.Table();
assert.equal(JSON.parse(table.newGame('not a number', 1, 'board')).refusal, 'bad_seed');
assert.equal(JSON.parse(table.apply('MERCURIAL navigate H')).refusal, 'no_game');
assert.equal(JSON.parse(table.newGame('7', 4, 'board')).refusal, 'bad_difficulty');
assert.equal(JSON.parse(table.newGame('7', 2, 'board')).ok, true);
const before = table.view();
const wrongShip = JSON.parse(table.view()).turn.acting_player === 'MERCURIAL' ? 'RUBICON' : 'MERCURIAL';
const refused = JSON.parse(table.apply(`${wrongShip} retrieve`));
assert.equal(refused.refusal, 'illegal_move');
assert.ok(refused.problem.length > 0, 'an illegal move says why');
assert.equal(table.view(), before, 'a refused move changes nothing');
assert.equal(JSON.parse(table.apply('MERCURIAL fly away')).refusal, 'bad_action');
assert.equal(JSON.parse(table.importRecord('{"format": "nope"}', 'x.json')).refusal, 'bad_record');
// A hint applies nothing and names a legal action.
const hint = JSON.parse(table.hint('heuristic'));
assert.ok(JSON.parse(before).legal_actions.some((a) => a.text === hint.action.text));
assert.equal(table.view(), before);
// The page's teammate and hint: the search a person waits for, with why as typed figures.
const policies = JSON.parse(engine.Table.policies());
assert.equal(policies.teammate, 'search');
const searched = JSON.parse(table.hint(policies.teammate));
assert.equal(searched.why.action.text, searched.action.text, 'the figures are of the action suggested');
assert.ok(searched.why.kind === 'only_choice' || searched.why.total_futures > 0, JSON.stringify(searched.why));
assert.ok(searched.why.won <= searched.why.futures && searched.why.futures <= searched.why.total_futures);
assert.equal(JSON.parse(table.hint('heuristic')).why, undefined, 'a policy that does not search has no figures');
assert.equal(table.view(), before);
const board = JSON.parse(engine.Table.board());
assert.equal(board.planets.length, 12, 'the printed board has twelve planets');
assert.ok(board.planets.every((p) => Number.isFinite(p.map.x) && Number.isFinite(p.map.y)), 'each has a map position');
checks += 1;
console.log(`binding: ${checks} checks passed`);
