/**
 * Property test: two thousand auto-played adventures of every setup keep
 * the rules' invariants at every round's start and every ACT (figures on revealed floor, a
 * room's journal read only once it is revealed, doors open only between
 * revealed rooms), end with a clear outcome, and replay identically from
 * their decisions.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run } from '../../src/core/engine.ts';
import type { Request } from '../../src/core/request.ts';
import { explorationSystem as system } from '../../src/systems/exploration/index.ts';
import { invariantProblems } from '../../src/systems/exploration/invariants.ts';
import type { ExploreState } from '../../src/systems/exploration/state.ts';
import { sample } from '../support/sample.ts';

/**
 * EXPLORATION_GAMES sets another count (more for a longer run; TEST_LONG=1 plays 2,000, as CI does). 200 in `npm test`:
 * each of the 6 setups some 33 times, every state checked at each round and act; more games repeat them on other seeds.
 */
const GAMES = Number(process.env.EXPLORATION_GAMES ?? sample(200, 2000));

test(`${GAMES} auto-played adventures keep the invariants, end clearly and replay identically`, () => {
  const outcomes: Record<string, number> = {};
  for (let seed = 1; seed <= GAMES; seed++) {
    const options = system.setups![seed % system.setups!.length]!.options;
    const problems: string[] = [];
    const watch = (req: Request, st: ExploreState): string => {
      if (req.kind === 'round-start' || req.kind === 'act') problems.push(...invariantProblems(st));
      return system.bot(req, st);
    };
    const r = run({ system, seed, options, log: false, chooser: watch });
    problems.push(...invariantProblems(r.state));
    assert.deepEqual(problems.slice(0, 3), [], `seed ${seed}`);
    assert.equal(r.status, 'over');
    outcomes[r.state.outcome] = (outcomes[r.state.outcome] ?? 0) + 1;
    const again = run({ system, seed, options, log: seed % 100 === 0, decisions: r.decisions });
    assert.equal(JSON.stringify(again.state), JSON.stringify(r.state), `seed ${seed} replays differently`);
  }
  for (const k of ['won', 'lost']) assert.ok((outcomes[k] ?? 0) > 0, `no game ended ${k}: ${JSON.stringify(outcomes)}`);
});
