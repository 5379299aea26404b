/**
 * Auto-played games on every shipped scenario and setup: they end without an
 * error, keep the invariants at every decision (no two models on a square,
 * nobody on a square they may not stand on, hits within bounds, victory
 * points equal to heroes killed), ask every decision of the right seat (a
 * hero's of its player, the side's of the first player), and replay
 * identically from their decisions; with one hero player and with two to four.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run, type GameSystem } from '../../src/core/engine.ts';
import type { Request } from '../../src/core/request.ts';
import { dwSystem, type DwState } from '../../src/systems/dungeon-world/index.ts';
import { SCENARIOS } from '../../src/systems/dungeon-world/data/scenarios.ts';
import { invariantProblems, requestProblems } from '../../src/systems/dungeon-world/invariants.ts';
import { sample } from '../support/sample.ts';

// DW_GAMES sets another count; TEST_LONG=1 plays 2,000 (about a minute on a quiet machine; CI runs it).
// 150 in `npm test`: the seeds walk the 25 setups and the 6 scenario slots together, so 150 games play every setup on every
// scenario (and generated maps) once, each checked at every decision; more games repeat those pairs on other seeds.
const GAMES = Number(process.env.DW_GAMES ?? sample(150, 2000));

const NAMES = ['Ann', 'Bob', 'Cid', 'Dee'];

/** Plays `games` games from seed `first`; `players(seed, heroes)`: the options naming the hero players. */
function autoPlay(first: number, games: number, players: (seed: number, heroes: number) => object): { checks: number; outcomes: Record<string, number>; asked: Set<string> } {
  let checks = 0;
  const asked = new Set<string>();
  const check = (st: DwState, seed: number, req?: Request) => {
    checks++;
    const p = invariantProblems(st);
    if (req) {
      p.push(...requestProblems(st, req));
      asked.add(req.who);
    }
    if (p.length) assert.fail(`seed ${seed}, move ${st.move}, ${st.phase}: ${p.join('; ')}`);
  };
  // Every shipped scenario, and generated dungeons of many map seeds.
  const scenarios = [...Object.keys(SCENARIOS), 'generated', 'generated'];
  const setups = dwSystem.setups!;
  const outcomes: Record<string, number> = {};
  for (let seed = first; seed < first + games; seed++) {
    const setup = setups[seed % setups.length]!.options as { heroes: string[] };
    const options = { ...setup, ...players(seed, setup.heroes.length), scenario: scenarios[seed % scenarios.length] };
    const watched: GameSystem<DwState> = { ...dwSystem, mechanics: (req: Request, st: DwState) => (check(st, seed, req), dwSystem.mechanics(req, st)) };
    const r = run({ system: watched, seed, options, log: false, chooser: (req: Request, st: DwState) => (check(st, seed, req), dwSystem.bot(req, st)) });
    assert.equal(r.status, 'over', `seed ${seed} did not end`);
    check(r.state, seed);
    outcomes[r.state.outcome] = (outcomes[r.state.outcome] ?? 0) + 1;
    if (seed % 20 === 0) {
      const again = run({ system: dwSystem, seed, options, decisions: r.decisions, log: true });
      assert.equal(again.status, 'over');
      assert.equal(JSON.stringify(again.state), JSON.stringify(r.state), `seed ${seed} replays differently`);
    }
  }
  return { checks, outcomes, asked };
}

test(`${GAMES} auto-played games keep the invariants at every decision and replay identically`, () => {
  const { checks, outcomes, asked } = autoPlay(1, GAMES, () => ({}));
  assert.ok(checks > GAMES * 20, `${checks} checks`);
  assert.ok(Object.keys(outcomes).length >= 2, `games end more than one way: ${JSON.stringify(outcomes)}`);
  assert.ok(Object.keys(outcomes).length >= 3, `wins, losses and undecided games: ${JSON.stringify(outcomes)}`);
  assert.deepEqual([...asked].sort(), ['mechanics', 'player:Player']);
});

test(`${Math.ceil(GAMES / 4)} auto-played games of two to four hero players: every hero's decisions asked of its player`, () => {
  const games = Math.ceil(GAMES / 4);
  // Two to four players (never more than heroes), dealt in turn or, every third game, all heroes but the first to the last player.
  const players = (seed: number, heroes: number) => {
    const n = Math.min(heroes, 2 + (seed % 3));
    const names = NAMES.slice(0, n);
    if (seed % 3 !== 0 || heroes <= n) return { players: names };
    return { players: names, owners: Array.from({ length: heroes }, (_, i) => names[i < n ? i : n - 1]!) };
  };
  const { checks, outcomes, asked } = autoPlay(GAMES + 1, games, players);
  assert.ok(checks > games * 20, `${checks} checks`);
  assert.ok(Object.keys(outcomes).length >= 2, `games end more than one way: ${JSON.stringify(outcomes)}`);
  assert.deepEqual([...asked].sort(), ['mechanics', ...NAMES.map((n) => `player:${n}`)], 'every player is asked something');
});
