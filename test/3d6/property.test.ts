/**
 * Property test: a thousand auto-played adventures of every setup keep the
 * rules' invariants (HP and SP within bounds, Wounds never negative, the
 * dead never act), end with a clear outcome, and replay identically.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { autoplay, run } from '../../src/core/engine.ts';
import { MECHANICS, type Request } from '../../src/core/request.ts';
import { sixSystem } from '../../src/systems/3d6/index.ts';
import { invariantProblems } from '../../src/systems/3d6/invariants.ts';
import type { SixState } from '../../src/systems/3d6/index.ts';
import { sample } from '../support/sample.ts';

const GAMES = sample(300, 1000);

test(`${GAMES} auto-played adventures keep the invariants, end clearly and replay identically`, () => {
  const outcomes: Record<string, number> = {};
  for (let seed = 1; seed <= GAMES; seed++) {
    const options = sixSystem.setups![seed % sixSystem.setups!.length]!.options;
    const problems: string[] = [];
    // Every choice is checked as it is made: the chooser sees the state before each decision.
    const watch = (req: Request, st: SixState): string => {
      if (req.kind === 'action' && st.fight?.actor) {
        const f = st.fighters[st.fight.actor]!;
        if (f.condition !== 'up') problems.push(`${f.name} acts while ${f.condition}`);
      }
      // A Luck decision is asked mid-test, while the character's fate is open: the state is checked at the others.
      if (req.kind !== 'burn-luck') problems.push(...invariantProblems(st));
      return sixSystem.bot(req, st);
    };
    const r = run({ system: sixSystem, seed, options, log: false, chooser: watch });
    problems.push(...invariantProblems(r.state));
    assert.deepEqual(problems.slice(0, 3), [], `seed ${seed}`);
    assert.equal(r.status, 'over');
    assert.ok(['cleared', 'retreated', 'dead'].includes(r.state.outcome), `seed ${seed}: ${r.state.outcome}`);
    outcomes[r.state.outcome] = (outcomes[r.state.outcome] ?? 0) + 1;
    if (seed % 100 === 0) {
      const again = run({ system: sixSystem, seed, options, log: true, decisions: r.decisions });
      assert.equal(JSON.stringify(again.state), JSON.stringify(r.state), `seed ${seed} replays differently`);
    }
  }
  for (const k of ['cleared', 'dead']) assert.ok((outcomes[k] ?? 0) > 0, `no game ended ${k}: ${JSON.stringify(outcomes)}`);
});

test('the monsters act too: the game master is asked for monster actions and the dead never act', () => {
  let monsterTurns = 0;
  const r = autoplay(sixSystem, 7, {}, true);
  for (const e of r.events) if (e.type === 'decision' && e.who === MECHANICS) monsterTurns++;
  assert.ok(monsterTurns > 0);
});
