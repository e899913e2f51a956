// The lesson binding against the native CLI: every shipped lesson, played through the WebAssembly
// LessonSession with the shortest solution `entanglion-cli lesson solve` prints, is reached by the
// session's own verdict with the same kets after each move; a wrong solution gets the same diagnosis
// (miss_text) and out-of-reach warning as `lesson check`; refusals are typed and change nothing;
// hints are `lesson show --hints`'s; seeded shots are `entanglion-cli state --shots --seed`'s.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { loadEngine, required } from '../engine-node.mjs';

const cli = required('ENTANGLION_CLI');
const run = (...args) => execFileSync(cli, args, { encoding: 'utf8' });
/// "  H:MERCURIAL: (|00> + |10>)/√2  in |Mercurial Rubicon> (...)" -> ["H:MERCURIAL", "(|00> + |10>)/√2"]
function trail(text) {
  return text
    .split('\n')
    .map((line) => /^ {2}(\S+): (.*?) {2}in \|Mercurial Rubicon>/.exec(line))
    .filter(Boolean)
    .map((match) => [match[1], match[2]]);
}

const engine = await loadEngine();
const lessons = new engine.Lessons();
const view = () => JSON.parse(lessons.view('en', '')); // the texts as the files (and the CLI) write them
const call = (text) => JSON.parse(text);
let checks = 0;

// The course: the same lessons in the same order as `lesson list`.
const listed = call(lessons.list('en')).lessons;
const nativeIds = run('lesson', 'list').trim().split('\n').map((line) => line.trim().split(/\s+/)[1]);
assert.deepEqual(listed.map((l) => l.id), nativeIds, 'the binding lists the CLI\u2019s lessons in order');
assert.deepEqual(view(), { open: false });
assert.equal(call(lessons.play('H:MERCURIAL')).refusal, 'malformed', 'no lesson open: refused');

// Every lesson played to its goal with the native solver's shortest solution.
for (const { id, budget } of listed) {
  const solved = run('lesson', 'solve', id);
  const steps = trail(solved);
  const start = steps.shift();
  assert.equal(start[0], 'start');
  assert.deepEqual(call(lessons.open(id)), { ok: true });
  let v = view();
  assert.equal(v.state.ket, start[1], `${id}: the start is the CLI\u2019s`);
  assert.equal(v.status, 'in_progress');
  steps.forEach(([move], i) => {
    assert.ok(v.playable.includes(move), `${id}: ${move} is listed as playable`);
    const result = call(lessons.play(move));
    assert.equal(result.ok, true, `${id}: ${move}: ${JSON.stringify(result)}`);
    assert.equal(result.completed_with_cards, i === steps.length - 1 ? steps.length : undefined);
    v = view();
  });
  assert.equal(v.status, 'succeeded', `${id}: the session says the goal is reached`);
  assert.deepEqual(v.history.map((h) => [h.move, h.ket]), steps, `${id}: each move\u2019s ket is the CLI\u2019s`);
  assert.equal(v.history.at(-1).goal_reached, true);
  assert.equal(v.cards_left, budget - steps.length);
  assert.deepEqual(v.feedback, {}, `${id}: no warning once reached`);
  assert.ok(v.lesson.success.length > 0 && v.goal.conditions.length > 0);
  checks += steps.length + 2;
}

// A wrong solution: the diagnosis and the warning are the native check's.
const wrong = ['X:MERCURIAL', 'X:RUBICON'];
const native = spawnSync(cli, ['lesson', 'check', 'bell-phi-plus', '--moves', wrong.join(' ')], { encoding: 'utf8' });
assert.equal(native.status, 1, 'the CLI fails the wrong solution');
lessons.open('bell-phi-plus');
call(lessons.play(wrong[0]));
let v = view();
assert.equal(v.feedback.out_of_reach_with_cards, 1, 'warned with one card in hand');
assert.match(native.stdout, /After move 1 \(X:MERCURIAL\) the goal was out of reach with 1 card left/);
call(lessons.play(wrong[1]));
v = view();
assert.equal(v.status, 'out_of_cards');
assert.equal(v.feedback.out_of_reach_with_cards, undefined, 'no cards left: no warning, only the miss');
assert.equal(v.feedback.miss.kind, 'entanglement_differs', '|11> is not entangled; PHI PLUS is');
assert.ok(native.stdout.split('\n').includes(v.feedback.miss.text), `the miss is the CLI\u2019s: ${v.feedback.miss.text}`);

// Refusals are typed and change nothing; undo and reset.
const before = lessons.view('en', '');
const over = call(lessons.play('H:MERCURIAL'));
assert.equal(over.refusal, 'over_budget');
assert.equal(over.limit, 2);
assert.equal(call(lessons.play('SWAP:MERCURIAL')).refusal, 'card_not_allowed');
assert.equal(call(lessons.play('Q:MERCURIAL')).refusal, 'malformed');
assert.deepEqual({ ...view(), refusal: null }, { ...JSON.parse(before), refusal: null }, 'refused moves change nothing');
assert.equal(view().refusal.refusal, 'malformed', 'the session keeps the last refusal');
assert.deepEqual(call(lessons.undo()), { ok: true });
assert.equal(view().history.length, 1);
assert.equal(view().refusal, null, 'undo forgets the refusal');
assert.deepEqual(call(lessons.reset()), { ok: true });
assert.equal(call(lessons.undo()).refusal, 'nothing_to_undo');
checks += 12;

// Hints: revealed in order, the words `lesson show --hints` prints, then none left.
const nativeHints = run('lesson', 'show', 'bell-phi-plus', '--hints')
  .split('Hints:\n')[1]
  .trim()
  .split('\n')
  .map((line) => line.replace(/^\s*\d+\. /, ''));
for (let i = 0; i < nativeHints.length; ++i) assert.deepEqual(call(lessons.revealHint()), { ok: true });
assert.equal(call(lessons.revealHint()).refusal, 'no_hint');
assert.deepEqual(view().hints, nativeHints);
assert.notDeepEqual(JSON.parse(lessons.view('pl', '')).hints, nativeHints, 'the hints in Polish');
assert.equal(nativeHints.at(-1), 'H:MERCURIAL, CNOT:RUBICON.');
assert.equal(JSON.parse(lessons.view('en', '%1 for %2')).hints.at(-1), 'H for Mercurial, CNOT for Rubicon.',
  'with a pattern the moves are words, as the app shows them');
checks += 5;

// Shots of the live state with a seed: the CLI's counts for a new seed; the seed again draws on.
lessons.open('detection-measurement');
const nativeShots = JSON.parse(run('state', '--start', 'OMEGA_TWO', '--shots', '100', '--seed', '7', '--json'));
const counts = nativeShots.measurement.outcomes.map((o) => o.count);
const first = call(lessons.measure('7', 100, 'ZZ'));
assert.deepEqual(first.counts, counts, 'seed 7: the CLI\u2019s counts');
assert.equal(first.correlation, nativeShots.measurement.correlation.kind);
call(lessons.measure('8', 100, 'ZZ'));
assert.deepEqual(call(lessons.measure('7', 100, 'ZZ')).counts, counts, 'back to seed 7: the same counts again');
assert.equal(call(lessons.measure('-1', 100, 'ZZ')).refusal, 'bad_seed');
assert.equal(call(lessons.measure('7', 100, 'YY')).refusal, 'bad_bases');
assert.equal(view().history.length, 0, 'measuring changes nothing in the lesson');
checks += 6;

console.log(`lessons binding: ${listed.length} lessons solved as the CLI solves them, ${checks} checks`);
