/**
 * Issue 25, item 14: the exploration rolls show their odds, and move options
 * that end on one square name every target they reach (none hidden).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { autoplay, run } from '../../src/core/engine.ts';
import { testCtx } from '../../src/core/testing.ts';
import { explorationSystem } from '../../src/systems/exploration/index.ts';
import { moveTargets } from '../../src/systems/exploration/rules/move.ts';
import { adventureOf } from '../../src/systems/exploration/data/index.ts';
import { DOOR_CREATURES, rollOn } from '../../src/systems/exploration/tables/rolls.ts';
import { SEC } from '../../src/systems/exploration/sections.ts';
import type { Request } from '../../src/core/request.ts';
import type { ExploreState } from '../../src/systems/exploration/state.ts';

test("the opener's d10 logs each row's exact chance before it is rolled", () => {
  const ctx = testCtx({ script: [2] });
  assert.equal(rollOn(ctx, DOOR_CREATURES, '1d10', SEC.unlocked, 'Ann rolls for creatures'), true);
  const i = ctx.log.findIndex((e) => e.text === 'Odds: Ann rolls for creatures on 1d10: creatures: roll on the creature table 30% (3/10); no creatures 70% (7/10).');
  assert.ok(i >= 0, ctx.log.map((e) => e.text).join('\n'));
  assert.deepEqual((ctx.log[i] as { odds?: unknown }).odds, { num: '3', den: '10' });
  assert.ok(i < ctx.log.findIndex((e) => e.type === 'roll'));
});

test('the skirmish strength and the creature table show their odds in play, the chances of their rows adding to 1', () => {
  const seen = new Set<string>();
  for (let seed = 1; seed <= 12 && seen.size < 2; seed++) {
    const setups = explorationSystem.setups!;
    const ev = autoplay(explorationSystem, seed, setups[seed % setups.length]!.options, true).events;
    ev.forEach((e, i) => {
      const m = /^Odds: (Skirmish strength|Creature table)/.exec(e.text ?? '');
      if (!m) return;
      seen.add(m[1]!);
      assert.equal(ev[i + 1]!.type, 'roll', 'the roll follows its odds');
      const fr = [...e.text.matchAll(/\((\d+)\/(\d+)\)/g)].reduce((a, x) => a + Number(x[1]) / Number(x[2]), 0);
      assert.ok(Math.abs(fr - 1) < 1e-9, e.text);
    });
  }
  assert.deepEqual([...seen].sort(), ['Creature table', 'Skirmish strength']);
});

test('a move option ending on a square several targets share names each of them', () => {
  let shared = 0;
  for (let seed = 1; seed <= 8; seed++) {
    const setups = explorationSystem.setups!;
    const options = setups[seed % setups.length]!.options;
    run({
      system: explorationSystem, seed, options, dice: 'seeded', decisions: [], log: false,
      chooser: (req: Request, st: ExploreState) => {
        if (req.kind === 'move' && st.acting) {
          const d = adventureOf(st);
          const me = st.characters.find((c) => c.id === st.acting)!;
          const ts = moveTargets(d, st, me);
          const dests = ts.map((t) => t.dest);
          if (new Set(dests).size < dests.length) shared++;
          for (const t of ts) assert.ok(req.options.some((o) => o.label.includes(t.what)), `${t.what} has no option: ${req.options.map((o) => o.label).join(' | ')}`);
        }
        return explorationSystem.bot(req, st);
      },
    });
  }
  assert.ok(shared > 0, 'some moves had targets sharing a square');
});

test("the move prompt says whose turn is the Leader's and where the character stands (the map's mark alone can read as a closed door)", () => {
  const prompts: string[] = [];
  run({
    system: explorationSystem, seed: 3, options: {}, dice: 'seeded', decisions: [], log: true,
    chooser: (req: Request, st: ExploreState) => {
      if (req.kind === 'move' && prompts.length < 6) prompts.push(req.prompt);
      return explorationSystem.bot(req, st);
    },
  });
  assert.match(prompts[0]!, /^\S.*'s turn, the Leader's \(round 1\): move up to \d+ squares from \d+,\d+\.$/);
  assert.ok(prompts.slice(1).some((p) => !/the Leader's/.test(p)));
});
