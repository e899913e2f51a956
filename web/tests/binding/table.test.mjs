// The table binding's take-back, measurement and typed events against the native CLI: seeded games
// played by the AI for both ships, each move's take-back asked first (checkTakeBack) and then done
// (takeBack) as the rules allow: a move taken back leaves the state it stood on, and the exported
// record (with its take-back entries) replays in `entanglion-cli replay` to the state shown; a
// refused one says why, typed, and changes nothing. Shots of the live state are `entanglion-cli
// state --shots N --seed S`'s, correlations included. Every event carries its own typed fields.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cliReplay, loadEngine, required } from '../engine-node.mjs';

const MAX_ACTIONS = 400; // a game ends long before
const cli = required('ENTANGLION_CLI');
const run = (...args) => execFileSync(cli, args, { encoding: 'utf8' });
const call = (text) => JSON.parse(text);

const engine = await loadEngine();
let checks = 0;

// ---- take-back -----------------------------------------------------------------------------------
const seen = { taken: 0, returned: 0, refusals: new Set() };
for (const seed of ['7', '2024', '31']) {
  const table = new engine.Table();
  assert.equal(call(table.checkTakeBack(true, true)).refusal, 'no_game');
  assert.equal(call(table.newGame(seed, 2, 'board')).ok, true);
  const none = call(table.checkTakeBack(true, true));
  assert.equal(none.refusal, 'take_back_refused');
  assert.equal(none.take_back.refusal, 'no_action', 'nothing to take back before the first move');
  for (let moves = 0; moves < MAX_ACTIONS; ++moves) {
    let view = call(table.view());
    if (view.turn.status !== 'in_progress') break;
    const before = view.state;
    const moved = call(table.aiMove('heuristic'));
    assert.equal(moved.ok, true);
    const mover = moved.action.player;
    const shown = table.view();
    const check = call(table.checkTakeBack(true, true));
    assert.equal(table.view(), shown, 'asking changes nothing');
    // One person flying the other ship may never take this move back.
    const other = call(table.checkTakeBack(mover === 'RUBICON', mover === 'MERCURIAL'));
    assert.equal(other.ok, false);
    if (check.ok) assert.equal(other.take_back.refusal, 'other_players_move');
    assert.equal(call(table.checkTakeBack(false, false)).refusal, 'no_human_player');
    if (!check.ok) {
      seen.refusals.add(check.take_back.refusal);
      assert.ok(check.problem.length > 0, 'a refused take-back says why (the rules\u2019 English)');
      const refused = call(table.takeBack(true, true));
      assert.deepEqual(refused.take_back, check.take_back, 'takeBack refuses as checkTakeBack said');
      assert.equal(table.view(), shown, 'a refused take-back changes nothing');
      continue;
    }
    // Every third allowed take-back is done (the game goes on from the state before the move).
    if (seen.taken > 0 && moves % 3 !== 0) continue;
    const done = call(table.takeBack(true, true));
    assert.equal(done.ok, true, JSON.stringify(done));
    assert.ok(typeof done.action.text === 'string' && done.returned >= 0);
    view = call(table.view());
    assert.deepEqual(view.state.ships, before.ships, `seed ${seed}: the ships are where they stood`);
    assert.deepEqual(view.state.state, before.state, 'and in the same state');
    const native = cliReplay(table.exportRecord());
    const { log, ...nativeState } = native;
    assert.deepEqual(view.state, nativeState, 'the record with its take-back replays in the CLI to the state shown');
    assert.deepEqual(view.events.map((e) => e.text), log, 'and the same log');
    seen.taken += 1;
    seen.returned += done.returned;
    // The AI plays on from there.
    assert.equal(call(table.aiMove('heuristic')).ok, true);
  }
}
assert.ok(seen.taken >= 3, `${seen.taken} moves taken back`);
assert.ok(seen.refusals.has('revealed'), 'a move that revealed a roll or a card is refused');
checks += 1;

// A followed network game: never (the server keeps the one record both computers share).
{
  const table = new engine.Table();
  assert.equal(call(table.newGame('7', 2, 'board')).ok, true);
  // The setup's chance outcomes as the server sends them ({"chance": KIND, "value": VALUE}).
  const record = call(table.exportRecord());
  const entries = record.history.map((entry) => Object.entries(entry)[0]).map(([chance, value]) => ({ chance, value }));
  const start = { format: record.format, version: record.version, difficulty: 2, variant: 'board', history: [] };
  assert.equal(call(table.follow(JSON.stringify(start), JSON.stringify(entries), 'K7M-Q2X')).ok, true);
  assert.equal(call(table.view()).turn.status, 'in_progress');
  assert.equal(call(table.checkTakeBack(true, true)).refusal, 'following');
  assert.equal(call(table.takeBack(true, true)).refusal, 'following');
  checks += 1;
}

// ---- measurement of the live state ---------------------------------------------------------------
/// The CLI's start of a state shown on the board: both ships on an Entanglion planet, or each on its own.
function cliStart(ships) {
  return ships.MERCURIAL === ships.RUBICON && /^(PHI|PSI|OMEGA)_/.test(ships.MERCURIAL)
    ? ['--start', ships.MERCURIAL]
    : ['--mercurial', ships.MERCURIAL, '--rubicon', ships.RUBICON];
}
{
  const table = new engine.Table();
  assert.equal(call(table.measure('7', 100, 'ZZ')).refusal, 'no_game');
  assert.equal(call(table.newGame('7', 2, 'board')).ok, true);
  const starts = new Set();
  for (let moves = 0; moves < 40 && call(table.view()).turn.status === 'in_progress'; ++moves) {
    const ships = call(table.view()).state.ships;
    const key = JSON.stringify(ships);
    if (!starts.has(key) && starts.size < 4) {
      starts.add(key);
      for (const bases of ['ZZ', 'XX']) {
        // A new seed each time: the generator restarts (the same seed again would draw on).
        const seed = String(100 + 2 * starts.size + (bases === 'XX' ? 1 : 0));
        const shots = call(table.measure(seed, 100, bases));
        const native = JSON.parse(run('state', ...cliStart(ships), '--shots', '100', '--seed', seed, '--basis', bases, '--json'));
        assert.deepEqual(shots.counts, native.measurement.outcomes.map((o) => o.count), `${key} ${bases}: the CLI\u2019s counts`);
        assert.equal(shots.correlation, native.measurement.correlation.kind);
        assert.ok(Math.abs(shots.exact_correlation - native.measurement.correlation.exact) < 1e-9, 'the exact correlation');
        assert.ok(Math.abs(shots.observed_correlation - native.measurement.correlation.observed) < 1e-9, 'the counted one');
      }
    }
    assert.equal(call(table.aiMove('heuristic')).ok, true);
  }
  assert.ok(starts.size >= 2, `measured ${starts.size} positions`);
  const before = table.view();
  assert.equal(call(table.measure('7', 0, 'ZZ')).refusal, 'bad_shots');
  assert.equal(call(table.measure('x', 10, 'ZZ')).refusal, 'bad_seed');
  assert.equal(call(table.measure('7', 10, 'YY')).refusal, 'bad_bases');
  call(table.measure('7', 1000, 'XX'));
  assert.equal(table.view(), before, 'measuring changes nothing in the game');
  checks += 1;
}
// A Bell state is perfectly correlated in ZZ and XX: the classroom's Bell test, as the CLI measures it.
{
  const lessons = new engine.Lessons();
  lessons.open('bell-phi-plus');
  for (const move of ['H:MERCURIAL', 'CNOT:RUBICON']) assert.equal(call(lessons.play(move)).ok, true);
  const zz = call(lessons.measure('3', 1000, 'ZZ'));
  const xx = call(lessons.measure('3', 1000, 'XX'));
  assert.equal(zz.correlation, 'always_equal');
  assert.equal(xx.correlation, 'always_equal');
  assert.equal(zz.exact_correlation, 1);
  assert.equal(zz.observed_correlation, 1, 'every shot agreed');
  assert.equal(zz.correlated_in_complementary_bases, true);
  const native = JSON.parse(run('state', '--start', 'PHI_PLUS', '--shots', '1000', '--seed', '3', '--basis', 'ZZ', '--json'));
  assert.deepEqual(zz.counts, native.measurement.outcomes.map((o) => o.count));
  checks += 1;
}

// ---- typed events ----------------------------------------------------------------------------------
{
  const table = new engine.Table();
  assert.equal(call(table.newGame('2024', 1, 'board')).ok, true);
  for (let i = 0; i < MAX_ACTIONS && call(table.view()).turn.status === 'in_progress'; ++i) call(table.aiMove('heuristic'));
  const events = call(table.view()).events;
  const types = new Set(events.map((e) => e.type));
  assert.ok(events.every((e) => e.fields && typeof e.fields === 'object'), 'every event has its fields');
  const turns = events.filter((e) => e.type === 'turn_started');
  // The first turn follows the setup (its first player's event); each later one starts with its number.
  assert.deepEqual(turns.map((e) => e.fields.turn), turns.map((_, i) => i + 2), 'turn numbers from 2, one by one');
  assert.ok(turns.every((e) => e.text.startsWith(`Turn ${e.fields.turn}:`)), 'the number the rules’ line says');
  const played = events.find((e) => e.type === 'card_played');
  assert.ok(played.text.includes(played.fields.card), 'a played card is the one the rules\u2019 line names');
  for (const moved of events.filter((e) => e.type === 'ships_moved')) {
    assert.ok(['MERCURIAL', 'RUBICON'].every((s) => typeof moved.fields.from[s] === 'string' && typeof moved.fields.to[s] === 'string'));
  }
  assert.ok(types.size >= 8, `${types.size} event types in one game`);
  checks += 1;
}

// ---- simulate: the CLI's games, played in the page's engine -----------------------------------------
for (const [policy, difficulty, variant, games] of [['random', 1, 'board', 300], ['heuristic', 2, 'quantum', 40]]) {
  const mine = call(engine.Table.simulate('11', games, policy, difficulty, variant));
  const native = JSON.parse(
    run('simulate', '--games', String(games), '--policy', policy, '--seed', '11', '--difficulty', String(difficulty), '--variant', variant, '--json'),
  );
  assert.equal(mine.ok, true);
  assert.deepEqual([mine.games, mine.won, mine.lost], [native.games, native.won, native.lost], `${policy}: the CLI's outcomes`);
  assert.equal(mine.actions, Math.round(native.mean_length * games), `${policy}: the CLI's actions`);
  checks += 1;
}
for (const [args, refusal] of [
  [['x', 10, 'random', 1, 'board'], 'bad_seed'],
  [['1', 0, 'random', 1, 'board'], 'bad_games'],
  [['1', 2e6, 'random', 1, 'board'], 'bad_games'],
  [['1', 10, 'nobody', 1, 'board'], 'bad_policy'],
  [['1', 10, 'random', 4, 'board'], 'bad_difficulty'],
  [['1', 10, 'random', 1, 'chess'], 'bad_variant'],
]) {
  assert.equal(call(engine.Table.simulate(...args)).refusal, refusal, `simulate(${args.join(', ')})`);
}

// ---- the board the map draws ---------------------------------------------------------------------
// Table.board() against the board file the engine compiles in: every planet with its position and
// ket, every path with its printed cards, label and ships' lines, every CNOT entry line.
const printed = JSON.parse(readFileSync(new URL('../../../game/board/published-board.json', import.meta.url), 'utf8'));
const drawn = call(engine.Table.board());
assert.deepEqual(drawn.planets.map((p) => p.id).sort(), printed.planets.map((p) => p.id).sort(), 'the twelve planets');
for (const planet of printed.planets) {
  const mine = drawn.planets.find((p) => p.id === planet.id);
  assert.deepEqual([mine.map.x, mine.map.y, mine.galaxy], [planet.map.x, planet.map.y, planet.galaxy], planet.id);
  checks += 1;
}
const kets = Object.fromEntries(drawn.planets.map((p) => [p.id, p.ket]));
assert.deepEqual([kets.ZERO, kets.ONE, kets.PLUS, kets.MINUS, kets.PHI_PLUS, kets.PSI_MINUS], ['|0>', '|1>', '|+>', '|->', '|Φ+>', '|Ψ->']);
for (const planet of drawn.planets) assert.match(planet.ket, /^\|.+>$/, `${planet.id} has a ket`);
assert.equal(drawn.paths.length, printed.paths.length, 'every printed path');
printed.paths.forEach((path, i) => {
  const mine = drawn.paths[i];
  assert.deepEqual(mine.between, path.between);
  assert.deepEqual(mine.cards, path.cards);
  assert.equal(mine.label, path.cards.join('/'));
  assert.equal(mine.mercurial, path.lines.includes('mercurial'), `${path.between} Mercurial's line`);
  assert.equal(mine.rubicon, path.lines.includes('rubicon'), `${path.between} Rubicon's line`);
  checks += 1;
});
assert.deepEqual(drawn.entry_lines, printed.entry_lines, 'the CNOT entry lines');

console.log(`table binding: ${seen.taken} take-backs (${seen.returned} cards back on top), refusals ${[...seen.refusals].join(', ')}; ${checks} checks`);
