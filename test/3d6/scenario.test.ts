/** Ours: scenario files (a dungeon written out room by room) and our shipped scenario. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { autoplay, parseOptions, run } from '../../src/core/engine.ts';
import { testCtx } from '../../src/core/testing.ts';
import { newGame, playSix, sixSystem, type SixState } from '../../src/systems/3d6/index.ts';
import { sixOptions } from '../../src/systems/3d6/options.ts';
import { SHIPPED_SCENARIOS } from '../../src/systems/3d6/data/scenario.ts';

const TWO_ROOMS = {
  name: 'Two rooms',
  rooms: [
    { name: 'The hall', text: 'Dust.', treasure: 25 },
    { name: 'The vault', door: { ability: 'reflex', difficulty: 'low', rounds: 2 }, trap: { name: 'blade', ability: 'luck', difficulty: 'high', damage: 'highest', bonus: 2 }, treasure: 10 },
  ],
};

test('a scenario replaces the generated dungeon: its rooms in order, its doors, traps (any ability, a bonus) and fixed treasure', () => {
  const o = sixOptions.parse({ party: ['fighter'], scenario: TWO_ROOMS });
  const st = newGame(o);
  assert.equal(st.dungeon.total, 2);
  assert.equal(st.dungeon.scenario?.name, 'Two rooms');
  // Room 1: open, no rolls; between rooms: go on; room 2: the low Reflex Feat for the door (low die 1 ≤ 3),
  // its 2 rounds not heard (6 > 2), the trap found and gone past (traps.ts), its victim the only one (no roll), the High Luck Feat fails (6 > 2), damage: high die 5 + 2.
  const ctx = testCtx({ script: [1, 4, 6, 6, 6, 3, 3, 5, 1, 1], answers: ['on', 'past'] });
  playSix(ctx, st, o);
  assert.deepEqual(st.dungeon.rooms.map((r) => [r.name, r.door, r.cleared]), [['The hall', 'open', true], ['The vault', 'locked', true]]);
  assert.equal(st.coins, 35);
  assert.equal(st.fighters.fighter!.hp, 10 - 7);
  assert.equal(st.outcome, 'cleared');
  const text = ctx.log.map((e) => e.text).join('\n');
  assert.match(text, /Room 1, The hall: the door is open\.\nDust\./);
  assert.match(text, /Brannoc works at the lock for 2 rounds/);
  assert.match(text, /High Feat of Luck to avoid the blade/);
  assert.match(text, /the blade against Brannoc at 10 HP \(the highest of 3×6 \+ 2\)/);
});

test('a scenario naming a monster the bestiary lacks, or given with dungeon=..., is refused naming the path', () => {
  const bad = { ...TWO_ROOMS, rooms: [{ name: 'Lair', foes: ['goblin', 'dragon'] }] };
  assert.throws(() => parseOptions(sixSystem, { scenario: bad }), /scenario\.rooms\.0\.foes\.1: no monster "dragon"/);
  assert.throws(() => parseOptions(sixSystem, { scenario: TWO_ROOMS, dungeon: 'drowned-chapel' }), /both name a dungeon/);
  assert.throws(() => parseOptions(sixSystem, { scenario: { name: 'x', rooms: [{ name: 'y', treasure: -1 }] } }), /scenario\.rooms\.0\.treasure/);
});

test('our shipped scenario plays to a clear end and replays identically (the option carries it, the state its key)', () => {
  const sc = SHIPPED_SCENARIOS['drowned-chapel']!;
  assert.ok(sc.rooms.some((r) => r.trap) && sc.rooms.some((r) => r.foes.length) && sc.rooms.some((r) => r.treasure) && sc.rooms.some((r) => r.hire.length));
  const outcomes = new Set<string>();
  for (let seed = 1; seed <= 20; seed++) {
    const r = autoplay(sixSystem, seed, { dungeon: 'drowned-chapel' }, false);
    const st = r.state as SixState;
    assert.equal(r.status, 'over');
    outcomes.add(st.outcome);
    assert.equal(st.dungeon.scenario?.name, sc.name);
    st.dungeon.rooms.forEach((room, i) => assert.equal(room.name, sc.rooms[i]!.name));
    if (seed % 5 === 0) {
      const again = run({ system: sixSystem, seed, options: { dungeon: 'drowned-chapel' }, decisions: r.decisions, log: true });
      assert.equal(JSON.stringify(again.state), JSON.stringify(r.state));
    }
  }
  assert.ok(outcomes.has('cleared'), [...outcomes].join());
});
