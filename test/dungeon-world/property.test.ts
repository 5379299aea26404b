/**
 * Auto-played games on every shipped scenario and setup: they end without an
 * error, keep the invariants at every decision (no two models on a square,
 * nobody on a square they may not stand on, hits within bounds, victory
 * points equal to heroes killed) and replay identically from their decisions.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run, type GameSystem } from '../../src/core/engine.ts';
import type { Request } from '../../src/core/request.ts';
import { dwSystem, type DwState } from '../../src/systems/dungeon-world/index.ts';
import { SCENARIOS } from '../../src/systems/dungeon-world/data/scenarios.ts';
import { invariantProblems } from '../../src/systems/dungeon-world/invariants.ts';

// DW_GAMES sets another count (the issue asks for thousands; 2,000 take about a minute here).
const GAMES = Number(process.env.DW_GAMES ?? 2000);

test(`${GAMES} auto-played games keep the invariants at every decision and replay identically`, () => {
  let checks = 0;
  const check = (st: DwState, seed: number) => {
    checks++;
    const p = invariantProblems(st);
    if (p.length) assert.fail(`seed ${seed}, move ${st.move}, ${st.phase}: ${p.join('; ')}`);
  };
  // Every shipped scenario, and generated dungeons of many map seeds.
  const scenarios = [...Object.keys(SCENARIOS), 'generated', 'generated'];
  const setups = dwSystem.setups!;
  const outcomes: Record<string, number> = {};
  for (let seed = 1; seed <= GAMES; seed++) {
    const options = { ...setups[seed % setups.length]!.options, scenario: scenarios[seed % scenarios.length], mapSeed: seed };
    const watched: GameSystem<DwState> = { ...dwSystem, mechanics: (req: Request, st: DwState) => (check(st, seed), dwSystem.mechanics(req, st)) };
    const r = run({ system: watched, seed, options, log: false, chooser: (req: Request, st: DwState) => (check(st, seed), dwSystem.bot(req, st)) });
    assert.equal(r.status, 'over', `seed ${seed} did not end`);
    check(r.state, seed);
    outcomes[r.state.outcome] = (outcomes[r.state.outcome] ?? 0) + 1;
    if (seed % 20 === 0) {
      const again = run({ system: dwSystem, seed, options, decisions: r.decisions, log: true });
      assert.equal(again.status, 'over');
      assert.equal(JSON.stringify(again.state), JSON.stringify(r.state), `seed ${seed} replays differently`);
    }
  }
  assert.ok(checks > GAMES * 20, `${checks} checks`);
  assert.ok(Object.keys(outcomes).length >= 2, `games end more than one way: ${JSON.stringify(outcomes)}`);
  assert.ok(Object.keys(outcomes).length >= 3, `wins, losses and undecided games: ${JSON.stringify(outcomes)}`);
});
