/** The browser's view model of a 2HDC adventure: placed tiles, the band's sheets, the live Battle Board. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { autoplay, run, type RunResult } from '../../src/core/engine.ts';
import { twoHourSystem, type AdventureState } from '../../src/systems/2hdc/index.ts';
import { twoHourViewModel } from '../../src/systems/2hdc/view/view-model.ts';

test('a finished adventure: every placed tile, every band member, the treasure and the outcome', () => {
  const r = autoplay(twoHourSystem, 11, { stars: [{ race: 'Human', profession: 'Warrior', rep: 5 }] });
  const st = r.state as AdventureState;
  const v = twoHourViewModel(st, {});
  assert.equal(v.tiles.length, st.map.tiles.length);
  assert.deepEqual(v.tiles.map((t) => [t.x, t.y, t.level]), st.map.tiles.map((t) => [t.x, t.y, t.level]));
  assert.equal(v.band.length, st.band.length);
  assert.equal(v.band.filter((b) => b.star).length, st.band.filter((c) => c.star).length);
  assert.equal(v.outcome, st.outcome);
  assert.equal(v.treasure.gold, st.treasure.coins.gold);
  assert.equal(v.board, null, 'no fight on');
});

test('during a fight the Battle Board is in the view model with every figure', () => {
  // Play with the bot, stopping at the first decision taken while a Battle Board is live.
  let seen: RunResult | null = null;
  for (let seed = 1; seed <= 30 && !seen; seed++) {
    const stopAt = (req: Parameters<typeof twoHourSystem.bot>[0], st: AdventureState) => {
      if (st.battle?.board && !seen) throw Object.assign(new Error('stop'), { st });
      return twoHourSystem.bot(req, st);
    };
    try {
      run({ system: twoHourSystem, seed, options: { stars: [{ race: 'Human', profession: 'Warrior', rep: 5 }] }, chooser: stopAt, log: false });
    } catch (e) {
      const st = (e as { st?: AdventureState }).st;
      if (!st) throw e;
      const v = twoHourViewModel(st, {});
      assert.ok(v.board, 'the board is shown');
      assert.equal(v.board.fighters.length, st.battle.board!.fighters.length);
      assert.ok(v.board.fighters.some((f) => f.side === 'band') && v.board.fighters.some((f) => f.side === 'enemies'));
      assert.equal(v.lastFight, null);
      seen = {} as RunResult;
    }
  }
  assert.ok(seen, 'some adventure had a fight with a decision in it');
});

test('the view model is a copy: changing it leaves the game state alone', () => {
  const r = autoplay(twoHourSystem, 5);
  const before = JSON.stringify(r.state);
  const v = twoHourViewModel(r.state, {});
  v.band[0]!.weapons.push('S');
  v.tiles[0]!.exits.pop();
  if (v.lastFight) v.lastFight.band.pop();
  assert.equal(JSON.stringify(r.state), before);
});

test('the acting group\'s tile and the figure a fight decision is about are marked; sheets list items and coins', () => {
  let checked = 0;
  let figures = 0;
  let carried = 0;
  for (let seed = 1; seed <= 20; seed++) {
    const look = (req: Parameters<typeof twoHourSystem.bot>[0], st: AdventureState) => {
      const v = twoHourViewModel(st, {}, req);
      if (req.kind === 'action') {
        const g = st.groups.find((x) => x.id === st.activeGroup)!;
        assert.deepEqual(v.tiles.filter((t) => t.acting).map((t) => t.id), [g.tile], 'only the acting group\'s tile');
        checked++;
      }
      if (v.board && req.kind === 'target') {
        const f = v.board.fighters.find((x) => x.mark === v.board!.acting);
        assert.ok(f && req.prompt.startsWith(`${f.name}:`), `${req.prompt} names ${f?.name}`);
        figures++;
      }
      for (const c of st.band) {
        const s = v.band.find((x) => x.id === c.id)!;
        assert.deepEqual(s.items, c.items.map((i) => i.name));
        assert.deepEqual(s.coins, c.coins);
        carried += s.items.length + s.coins.bronze + s.coins.silver + s.coins.gold;
      }
      return twoHourSystem.bot(req, st);
    };
    run({ system: twoHourSystem, seed, options: { stars: [{ race: 'Human', profession: 'Warrior', rep: 5 }] }, chooser: look, log: true });
  }
  assert.ok(checked > 0 && figures > 0, `${checked} turns, ${figures} charges checked`);
  assert.ok(carried > 0, 'some items or coins carried');
});
