import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run } from '../../src/core/engine.ts';
import type { Request } from '../../src/core/request.ts';
import { twoHourSystem } from '../../src/systems/2hdc/index.ts';
import { invariantProblems } from '../../src/systems/2hdc/invariants.ts';
import type { AdventureState } from '../../src/systems/2hdc/state-adventure.ts';
import { sample } from '../support/sample.ts';

const GAMES = sample(2500, 10_000);

test(`${GAMES.toLocaleString('en')} auto-played adventures end cleanly and keep the invariants at every group's turn`, () => {
  const problems: string[] = [];
  let seed = 0;
  // The bot plays; the state is checked each time a group is asked what it does (16.0), the top of its turn.
  const chooser = (req: Request, s: AdventureState): string => {
    if (req.kind === 'action') for (const p of invariantProblems(s)) if (problems.length < 10) problems.push(`seed ${seed} turn ${s.turn}: ${p}`);
    return twoHourSystem.bot(req, s);
  };
  const outcomes: Record<string, number> = {};
  for (let i = 0; i < GAMES; i++) {
    seed = (i * 2654435761) >>> 0;
    const r = run({ system: twoHourSystem, seed, log: false, chooser });
    assert.equal(r.status, 'over');
    const rep = twoHourSystem.report(r.state);
    outcomes[rep.outcome] = (outcomes[rep.outcome] ?? 0) + 1;
    for (const p of invariantProblems(r.state, true)) if (problems.length < 10) problems.push(`seed ${seed} end: ${p}`);
  }
  assert.deepEqual(problems, []);
  assert.ok((outcomes.success ?? 0) > 0, 'the bot wins sometimes');
  assert.equal(outcomes.unfinished, undefined);
});
