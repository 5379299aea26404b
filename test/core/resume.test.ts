/**
 * Checkpoints (engine.ts `resumeFrom`, core/run-ctx.ts): a live game carried
 * on answer by answer from its last checkpoint is, after every answer, the
 * game a whole replay of the same inputs gives: the same log event for
 * event, state, request, undo and counts. Random players (seeded here) play
 * 2HDC and the playing-card game, with seeded and with physical dice; and a
 * resumed run never starts the game over (no `setup`, no `play`).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run, type GameSystem, type RunResult } from '../../src/core/engine.ts';
import type { PhysicalEntry } from '../../src/core/chance.ts';
import { loadSystem } from '../../src/systems/registry.ts';

/** A small seeded generator for the test's random players (mulberry32). */
function random(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

const json = (v: unknown) => JSON.stringify(v);

function same(live: RunResult, whole: RunResult, what: string): void {
  assert.equal(live.status, whole.status, what);
  assert.equal(json(live.events), json(whole.events), `${what}: the log`);
  assert.equal(json(live.state), json(whole.state), `${what}: the state`);
  assert.deepEqual(live.decisions, whole.decisions, what);
  assert.deepEqual(live.request?.options.map((o) => [o.id, o.label, o.odds]), whole.request?.options.map((o) => [o.id, o.label, o.odds]), `${what}: the request`);
  assert.equal(live.request?.who, whole.request?.who, what);
  assert.equal(json(live.chanceRequest), json(whole.chanceRequest), what);
  assert.equal(live.undoable, whole.undoable, `${what}: undo`);
  assert.equal(live.undoBlocked, whole.undoBlocked, `${what}: undo`);
  assert.equal(live.revealed, whole.revealed, what);
  assert.equal(live.entriesUsed, whole.entriesUsed, what);
}

/**
 * A random player's answer to what the game asks now: an option (the system's
 * bot's one time in two, so games run long, else any), or (physical dice)
 * faces or a card still in the deck.
 */
function answer(system: GameSystem, r: RunResult, rnd: (n: number) => number, decisions: string[], physical: PhysicalEntry[]): void {
  if (r.status === 'decision') {
    const opts = r.request!.options;
    decisions.push(rnd(2) === 0 ? system.bot(r.request!, r.state) : opts[rnd(opts.length)]!.id);
    return;
  }
  const c = r.chanceRequest!;
  if (c.kind === 'dice') physical.push(Array.from({ length: c.count }, () => rnd(c.sides) + 1));
  else physical.push(c.remaining[rnd(c.remaining.length)]!);
}

/** Plays one game answer by answer from checkpoints, comparing each step with a whole replay; returns the steps resumed. */
function play(system: GameSystem, seed: number, options: Record<string, unknown>, dice: 'seeded' | 'physical', maxSteps: number): number {
  const rnd = random(seed ^ 0x5bd1e995);
  const decisions: string[] = [];
  const physical: PhysicalEntry[] = [];
  let live = run({ system, seed, options, dice, decisions, physical, checkpoints: true });
  let resumed = 0;
  for (let step = 0; live.status !== 'over' && step < maxSteps; step++) {
    answer(system, live, rnd, decisions, physical);
    const from = live.checkpoint;
    live = run({ system, seed, options, dice, decisions: decisions.slice(), physical: physical.slice(), resumeFrom: from, checkpoints: true });
    if (from) resumed++;
    const whole = run({ system, seed, options, dice, decisions: decisions.slice(), physical: physical.slice() });
    same(live, whole, `${system.id} seed ${seed} (${dice}) after ${decisions.length} decisions and ${physical.length} entries`);
  }
  return resumed;
}

test('a game carried on from its checkpoints is a whole replay after every answer (2hdc, cards; random players)', async () => {
  let resumed = 0;
  const cases: [string, number[], Record<string, unknown>, 'seeded' | 'physical', number][] = [
    ['2hdc', [1, 2, 3, 4], {}, 'seeded', 400],
    ['2hdc', [7], { players: ['Ann', 'Bob'] }, 'seeded', 400],
    ['2hdc', [5], {}, 'physical', 150],
    ['cards', [1, 2, 3, 4, 5, 6], {}, 'seeded', 400],
    ['cards', [8], {}, 'physical', 150],
  ];
  for (const [id, seeds, options, dice, max] of cases) {
    const system = await loadSystem(id);
    for (const seed of seeds) resumed += play(system, seed, options, dice, max);
  }
  assert.ok(resumed > 300, `${resumed} answers carried on from a checkpoint`);
});

test('a run resumed from a checkpoint does not start the game over', async () => {
  const base = await loadSystem('2hdc');
  let setups = 0;
  let plays = 0;
  const system: GameSystem = { ...base, setup: (o, r) => (setups++, base.setup(o, r)), play: (c, s, o) => (plays++, base.play(c, s, o)) };
  const decisions: string[] = [];
  let live = run({ system, seed: 11, decisions, checkpoints: true });
  while (live.status === 'decision' && (live.checkpoint?.index ?? 0) < 3) {
    decisions.push(base.bot(live.request!, live.state));
    live = run({ system, seed: 11, decisions: decisions.slice(), resumeFrom: live.checkpoint, checkpoints: true });
  }
  assert.ok(live.checkpoint && live.checkpoint.index >= 3, 'the game reached its third turn');
  setups = 0;
  plays = 0;
  decisions.push(base.bot(live.request!, live.state));
  const next = run({ system, seed: 11, decisions: decisions.slice(), resumeFrom: live.checkpoint });
  assert.equal(setups + plays, 0, 'neither setup nor play was called');
  same(next, run({ system: base, seed: 11, decisions: decisions.slice() }), 'the answer after');
});

test('a checkpoint of another game is refused (a caller\'s mistake)', async () => {
  const system = await loadSystem('cards');
  const rnd = random(3);
  const decisions: string[] = [];
  let live = run({ system, seed: 1, decisions, checkpoints: true });
  while (!live.checkpoint || live.checkpoint.decisions.length === 0) {
    answer(system, live, rnd, decisions, []);
    live = run({ system, seed: 1, decisions: decisions.slice(), checkpoints: true });
  }
  const other = live.checkpoint.decisions.map((d, k) => (k === 0 ? `${d}x` : d));
  assert.throws(() => run({ system, seed: 1, decisions: other, resumeFrom: live.checkpoint }), /resumeFrom/);
});
