/**
 * Auto-played games where every power is in play: the crypt with a Wraith,
 * a Ghoul, a Dragon, an Amazon Archer, a Vicious Grub and a Troll added, and
 * the heroes taken in turn from all fourteen. They end without an error,
 * keep the invariants (the powers' bookkeeping included) at every decision,
 * replay identically, and between them use every ability the models have.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run, type GameSystem } from '../../src/core/engine.ts';
import type { Request } from '../../src/core/request.ts';
import { dwSystem, type DwState } from '../../src/systems/dungeon-world/index.ts';
import { DEFAULT_DATA, kindOf } from '../../src/systems/dungeon-world/data/index.ts';
import { makeModel } from '../../src/systems/dungeon-world/state.ts';
import { invariantProblems } from '../../src/systems/dungeon-world/invariants.ts';

const GAMES = 150;
const EXTRA: [string, number, number][] = [['wraith', 7, 1], ['ghoul', 10, 5], ['dragon', 16, 8], ['amazon-archer', 13, 1], ['vicious-grub', 11, 7], ['troll', 15, 1]];
const HEROES = Object.keys(DEFAULT_DATA.heroes);

const arena: GameSystem<DwState> = {
  ...dwSystem,
  setup(o) {
    const st = dwSystem.setup(o);
    for (const [kind, x, y] of EXTRA) st.models.push(makeModel(kindOf(DEFAULT_DATA, kind), `m${st.nextId++}`, { x, y }));
    return st;
  },
};

test(`${GAMES} auto-played games with every power keep the invariants and replay identically`, () => {
  const used = new Set<string>();
  const cited = new Set<string>();
  for (let seed = 1; seed <= GAMES; seed++) {
    const heroes = [0, 1, 2, 3].map((i) => HEROES[(seed * 4 + i) % HEROES.length]!);
    const options = { heroes: [...new Set(heroes)] };
    const check = (st: DwState) => {
      const p = invariantProblems(st);
      if (p.length) assert.fail(`seed ${seed}, move ${st.move}, ${st.phase}: ${p.join('; ')}`);
      for (const m of st.models) for (const u of m.used) used.add(u);
    };
    const watched: GameSystem<DwState> = { ...arena, mechanics: (req: Request, st: DwState) => (check(st), arena.mechanics(req, st)) };
    const r = run({ system: watched, seed, options, log: seed % 10 === 0, chooser: (req: Request, st: DwState) => (check(st), arena.bot(req, st)) });
    assert.equal(r.status, 'over', `seed ${seed} did not end`);
    check(r.state);
    for (const e of r.events) if (e.rule) cited.add(e.rule);
    if (seed % 10 === 0) {
      const again = run({ system: arena, seed, options, decisions: r.decisions, log: false });
      assert.equal(JSON.stringify(again.state), JSON.stringify(r.state), `seed ${seed} replays differently`);
    }
  }
  const abilities = ['fire-weapon', 'multi-shot', 'gaze-attack', 'control-enemy', 'charge-attack', 'regenerate', 'healing-touch', 'field-healing', 'listen', 'finger-of-death', 'swift-mover'];
  assert.deepEqual(abilities.filter((a) => !used.has(a)), [], 'every ability used in some game');
  assert.deepEqual([...cited].filter((c) => dwSystem.glossary![c] === undefined), [], 'every cited section explained');
});
