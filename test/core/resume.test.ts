/**
 * Checkpoints (engine.ts `resumeFrom`, core/run-ctx.ts): a live game carried
 * on answer by answer from its last checkpoint is, after every answer, the
 * game a whole replay of the same inputs gives: the same log event for
 * event, state, request, undo and counts. Random players (seeded here) play
 * every system (2HDC, the playing-card game, 3d6, Exploration, Dungeon
 * World), with seeded and with physical dice, each run going on from the
 * checkpoint of the run before it as a room does (every other run with its
 * log off up to the decision it answers, `logAfter`); and a resumed run never
 * starts the game over (no `setup`, no `play`).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run, type GameSystem, type RunResult } from '../../src/core/engine.ts';
import type { PhysicalEntry } from '../../src/core/chance.ts';
import { loadSystem } from '../../src/systems/registry.ts';
import { random } from '../support/random.ts';


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

/**
 * Plays one game answer by answer, each run carried on from the last run's
 * checkpoint (several in a row, as a room does), comparing with a whole
 * replay after every `every`-th answer and at the end; returns the answers
 * carried on from a checkpoint and the checkpoints the game passed.
 */
function play(system: GameSystem, seed: number, options: Record<string, unknown>, dice: 'seeded' | 'physical', maxSteps: number, every = 1): { resumed: number; checkpoints: number } {
  const rnd = random(seed ^ 0x5bd1e995);
  const decisions: string[] = [];
  const physical: PhysicalEntry[] = [];
  let live = run({ system, seed, options, dice, decisions, physical, checkpoints: true });
  let resumed = 0;
  for (let step = 0; live.status !== 'over' && step < maxSteps; step++) {
    answer(system, live, rnd, decisions, physical);
    const from = live.checkpoint;
    // Every other run as a room answers a decision: the log off up to it (logAfter), then carried on from the last run's.
    const logAfter = step % 2 === 1 && live.status === 'decision' ? { decisions: live.decisions.length, events: live.events, request: live.request! } : undefined;
    live = run({ system, seed, options, dice, decisions: decisions.slice(), physical: physical.slice(), resumeFrom: from, logAfter, checkpoints: true });
    if (from) resumed++;
    if (step % every !== 0 && live.status !== 'over') continue;
    const whole = run({ system, seed, options, dice, decisions: decisions.slice(), physical: physical.slice() });
    same(live, whole, `${system.id} seed ${seed} (${dice}) after ${decisions.length} decisions and ${physical.length} entries`);
  }
  return { resumed, checkpoints: (live.checkpoint?.index ?? -1) + 1 };
}

type Case = [id: string, seeds: number[], options: Record<string, unknown>, dice: 'seeded' | 'physical', maxSteps: number, every?: number];

/** Plays the cases; each system's games must carry on from checkpoints, and pass several of them. */
async function playCases(cases: Case[], least: number): Promise<void> {
  let resumed = 0;
  let most = 0;
  for (const [id, seeds, options, dice, max, every] of cases) {
    const system = await loadSystem(id);
    assert.ok(system.resume, `${id} can resume`);
    for (const seed of seeds) {
      const r = play(system, seed, options, dice, max, every);
      resumed += r.resumed;
      most = Math.max(most, r.checkpoints);
    }
  }
  assert.ok(resumed > least, `${resumed} answers carried on from a checkpoint`);
  assert.ok(most >= 3, `a game passed ${most} checkpoints`);
}

test('2hdc carried on from its checkpoints is a whole replay after every answer (random players, seeded and physical dice)', async () => {
  await playCases(
    [
      ['2hdc', [1, 2, 3, 4], {}, 'seeded', 400],
      ['2hdc', [7], { players: ['Ann', 'Bob'] }, 'seeded', 400],
      ['2hdc', [5], {}, 'physical', 150],
    ],
    200,
  );
});

test('cards carried on from its checkpoints is a whole replay after every answer (random players, seeded and physical dice)', async () => {
  await playCases(
    [
      ['cards', [1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13], {}, 'seeded', 400],
      ['cards', [8], {}, 'physical', 150],
    ],
    40,
  );
});

test('3d6 carried on from its checkpoints (the top of each room) is a whole replay (random players, seeded and physical dice, a scenario)', async () => {
  await playCases(
    [
      ['3d6', [1, 2, 3, 4, 5, 6], {}, 'seeded', 400, 2],
      ['3d6', [7, 8], { party: ['fighter', 'cleric'], rooms: 8 }, 'seeded', 400, 2],
      ['3d6', [9], { dungeon: 'drowned-chapel' }, 'seeded', 400, 2],
      ['3d6', [10], { create: 1, party: ['fighter'] }, 'seeded', 400, 2],
      ['3d6', [11, 12], {}, 'physical', 200, 2],
    ],
    300,
  );
});

test('exploration carried on from its checkpoints (the top of each round) is a whole replay (random players, seeded and physical dice, at the table)', async () => {
  await playCases(
    [
      ['exploration', [1, 2, 3, 4], {}, 'seeded', 400, 2],
      ['exploration', [5], { adventure: 'lantern-cellars', resolve: 'table' }, 'seeded', 400, 2],
      ['exploration', [6], { adventure: 'lantern-cellars' }, 'physical', 200, 2],
    ],
    200,
  );
});

test('dungeon-world carried on from its checkpoints (the top of each move) is a whole replay (random players, seeded and physical dice)', async () => {
  await playCases(
    [
      ['dungeon-world', [1, 2, 3], {}, 'seeded', 300, 3],
      ['dungeon-world', [4], { heroes: ['wood-elf', 'high-elf', 'healer'] }, 'seeded', 300, 3],
      ['dungeon-world', [5], {}, 'physical', 150, 3],
    ],
    200,
  );
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

test('a checkpoint passed while the log waits for logAfter\'s decision is not kept (it would have no log to go on from)', async () => {
  const system = await loadSystem('exploration');
  // A seed whose bot game passes several checkpoints between decision 10 and the one found below (Exploration's rules 4).
  const seed = 6;
  const all = run({ system, seed, chooser: system.bot, log: false }).decisions;
  const early = run({ system, seed, decisions: all.slice(0, 10), checkpoints: true });
  // A decision k whose answer leads to the next decision before any new checkpoint: the last checkpoint of that run is passed before k.
  let k = 40;
  while (run({ system, seed, decisions: all.slice(0, k + 1), checkpoints: true }).checkpoint!.decisions.length > k) k++;
  const late = run({ system, seed, decisions: all.slice(0, k) });
  const logAfter = { decisions: k, events: late.events, request: late.request! };
  const jumped = run({ system, seed, decisions: all.slice(0, k + 1), resumeFrom: early.checkpoint, logAfter, checkpoints: true });
  const whole = run({ system, seed, decisions: all.slice(0, k + 1), checkpoints: true });
  assert.ok(whole.checkpoint!.index > early.checkpoint!.index + 2, 'rounds were passed with the log off');
  same(jumped, whole, 'the log off over several rounds');
  assert.equal(jumped.checkpoint!.index, early.checkpoint!.index, 'none of them was kept');
  const next = run({ system, seed, decisions: all.slice(0, k + 2), resumeFrom: jumped.checkpoint, checkpoints: true });
  same(next, run({ system, seed, decisions: all.slice(0, k + 2) }), 'the run after');
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
