/** The rulings audit (issue 25): 37.1.4's "2d6 versus the Rep of the character, even if a Thief" read as printed is option thiefTrap=rep-2d6; the default is 9.2's Thief on 3d6 at his Thief Rep. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { buildDungeon } from '../../src/systems/2hdc/rules/adventure/setup.ts';
import { springTrap } from '../../src/systems/2hdc/rules/adventure/traps.ts';
import { ADVENTURE_DEFAULTS, adventureSchema } from '../../src/systems/2hdc/options.ts';
import { ch, trapParty } from './helpers.ts';

test('thiefTrap: the same dice disarm on 3d6 best two (default) and spring the trap on 2d6 (rep-2d6)', () => {
  assert.equal(ADVENTURE_DEFAULTS.thiefTrap, 'thief-rep');
  const results: string[] = [];
  for (const thiefTrap of ['thief-rep', 'rep-2d6'] as const) {
    const thief = ch('thief', 'Human', 'Thief', 4, ['S'], 2);
    const { st, g } = trapParty([thief]);
    // Rep 4. Default: 3d6 6, 5, 2 → best two 2 and 5, pass 1 (a re-take). rep-2d6: 2d6 6, 5, pass 0.
    const ctx = testCtx({ script: [6, 5, 2, 4, 1, 1, 6, 6, 6, 6] });
    buildDungeon(ctx, st);
    springTrap(ctx, st, g, adventureSchema.parse({ thiefTrap }));
    const first = ctx.log.find((e) => e.type === 'table' && e.rule === '37.1.4');
    results.push(first && 'result' in first ? String(first.result) : '?');
    assert.match(ctx.log.map((e) => e.text ?? '').join('\n'), thiefTrap === 'rep-2d6' ? /\(Rep 4\)/ : /Thief Rep 4, best two of 3d6/);
  }
  // 37.1.4's table: pass 1 takes the test again (the default's best two), pass 0 springs the trap (2d6).
  assert.match(results[0]!, /^Take the test again/);
  assert.match(results[1]!, /^Sprung/);
});
