/**
 * Issue 25 item 12: movement that includes a Feat on a grid with terrain
 * (Combat: Actions: Move: leap a pit, get past an obstacle, squares spent)
 * and a large weapon's critical knocking its target into a nearby hazard
 * (Combat: Critical Hits). Scripted dice.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { plan } from '../../src/systems/3d6/bots/game-master.ts';
import { fightBot } from '../../src/systems/3d6/bots/party.ts';
import { scenarioSchema } from '../../src/systems/3d6/data/scenario.ts';
import { sixOptions } from '../../src/systems/3d6/options.ts';
import { doAction } from '../../src/systems/3d6/rules/combat/actions.ts';
import { attack } from '../../src/systems/3d6/rules/combat/attack.ts';
import { legalActions } from '../../src/systems/3d6/rules/combat/options.ts';
import type { Action } from '../../src/systems/3d6/rules/combat/action.ts';
import type { Fighter, GameState, TerrainSquare } from '../../src/systems/3d6/state.ts';
import type { TerrainKind } from '../../src/systems/3d6/tables/terrain.ts';
import { D, fightOf, monster, O, pc } from './helpers.ts';

/** A column of `kind` across the whole grid at x = `x`: no way round it on foot. */
function column(x: number, kind: TerrainKind, height = 7): TerrainSquare[] {
  return Array.from({ length: height }, (_, y) => ({ x, y, kind }));
}

function setup(terrain: TerrainSquare[]): { st: GameState; f: Fighter; g: Fighter } {
  const f = pc('fighter', { pos: { x: 1, y: 3 } });
  const g = monster('goblin', { x: 9, y: 3 }, { id: 'g1', name: 'Goblin' });
  const st = fightOf([f], [g]);
  f.pos = { x: 1, y: 3 };
  g.pos = { x: 9, y: 3 };
  st.fight!.terrain = terrain;
  return { st, f, g };
}

function act(st: GameState, f: Fighter, id: string, script: number[], o: object = O) {
  const opt = legalActions(st, D, f, true).find((x) => x.id === id);
  assert.ok(opt, `option ${id} among ${legalActions(st, D, f, false).map((x) => x.id).join(' ')}`);
  const ctx = testCtx({ script });
  doAction(ctx, st, D, f, opt.value as Action, { ...O, ...o });
  return ctx;
}

const texts = (ctx: { log: readonly { text?: string }[] }) => ctx.log.map((e) => e.text ?? '').join('\n');

test('a pit across the room is never walked: no Move towards the foe, a leap over it instead, with its Feat and squares', () => {
  const { st, f } = setup(column(3, 'pit'));
  const ids = legalActions(st, D, f, false).map((o) => o.id);
  assert.ok(!ids.includes('move:g1'), 'no walking path over the pit');
  assert.ok(ids.includes('cross:3,3:4,3'), ids.join(' '));
  const label = legalActions(st, D, f, true).find((o) => o.id === 'cross:3,3:4,3')!.label;
  assert.match(label, /leap a pit at 3,3 to 4,3 \(Moderate Feat of Reflex, \d+%[^;]*; 4 of \d+ squares, 1 spent on the Feat; a failure falls in\)/);
});

test('a leap that succeeds lands beyond the pit; the Feat is logged under Move', () => {
  const { st, f } = setup(column(3, 'pit'));
  const ctx = act(st, f, 'cross:3,3:4,3', [1, 1, 1]);
  assert.deepEqual(f.pos, { x: 4, y: 3 });
  assert.equal(f.prone, false);
  assert.match(texts(ctx), /Moderate Feat of Reflex to leap a pit at 3,3/);
  assert.ok(ctx.log.some((e) => e.rule === 'Combat: Actions: Move' && /gets across to 4,3/.test(e.text ?? '')));
});

test('a failed leap falls into the pit: prone at its bottom, the middle die of 3×6 as damage', () => {
  const { st, f } = setup(column(3, 'pit'));
  const hp = f.hp;
  act(st, f, 'cross:3,3:4,3', [6, 6, 6, 2, 3, 5]);
  assert.deepEqual(f.pos, { x: 3, y: 3 });
  assert.equal(f.prone, true);
  assert.equal(f.hp, hp - 3);
});

test('out of a pit the next move starts with a Low Feat of Reflex to climb out; on a failure the move is lost', () => {
  const { st, f } = setup(column(3, 'pit'));
  f.pos = { x: 3, y: 3 };
  const ctx = act(st, f, 'move:g1', [6, 6, 6]);
  assert.deepEqual(f.pos, { x: 3, y: 3 });
  assert.match(texts(ctx), /to climb out of a pit[\s\S]*the move is lost/);
  act(st, f, 'move:g1', [1, 1, 1]);
  assert.ok(f.pos.x > 3);
});

test('a failed climb over rubble stops the fighter before it, unhurt, two squares spent', () => {
  const { st, f } = setup(column(2, 'rubble'));
  const hp = f.hp;
  const label = legalActions(st, D, f, true).find((o) => o.id === 'cross:2,3:3,3')!.label;
  assert.match(label, /climb over rubble at 2,3 to 3,3 \(Low Feat of Reflex, \d+%[^;]*; 4 of \d+ squares, 2 spent on the Feat; a failure stops you before it\)/);
  act(st, f, 'cross:2,3:3,3', [6, 6, 6]);
  assert.deepEqual(f.pos, { x: 1, y: 3 });
  assert.equal(f.hp, hp);
});

test('no crossing is offered where walking gets there this turn', () => {
  const { st, f } = setup([{ x: 3, y: 3, kind: 'pit' }]);
  const ids = legalActions(st, D, f, false).map((o) => o.id);
  assert.ok(ids.includes('move:g1'));
  assert.ok(!ids.some((id) => id.startsWith('cross:')), ids.join(' '));
});

test('both bots leap a pit that bars the way, and walk round one that does not', () => {
  const { st, f, g } = setup(column(3, 'pit'));
  st.fight!.actor = f.id;
  assert.match(fightBot(st, D, f, legalActions(st, D, f, false)), /^cross:3,\d:4,\d$/);
  g.pos = { x: 5, y: 3 };
  f.pos = { x: 1, y: 3 };
  st.fight!.terrain = column(4, 'pit');
  st.fight!.actor = g.id;
  assert.match(plan(st, D, g, legalActions(st, D, g, false)).id, /^cross:4,\d:3,\d$/);
  const open = setup([{ x: 3, y: 3, kind: 'pit' }]);
  assert.equal(fightBot(open.st, D, open.f, legalActions(open.st, D, open.f, false)), 'move:g1');
});

test('a large weapon\'s critical knocks its target into a pit beside it (Critical Hits), unless knockback=down', () => {
  for (const knockback of ['hazard', 'down'] as const) {
    const f = pc('fighter', { pos: { x: 4, y: 3 } });
    const ogre = monster('ogre', { x: 5, y: 3 }, { id: 'o1', name: 'Ogre' });
    const st = fightOf([f], [ogre]);
    f.pos = { x: 4, y: 3 };
    ogre.pos = { x: 5, y: 3 };
    st.fight!.terrain = [{ x: 3, y: 3, kind: 'pit' }];
    const w = D.weapons[ogre.weapons.find((id) => D.weapons[id]!.size === 'large')!]!;
    f.hp = 40;
    f.maxHp = 40;
    const ctx = testCtx({ script: [6, 6, 6, 1, 1, 1, 2] });
    const r = attack(ctx, st, ogre, f, w, { ...O, knockback });
    assert.ok(r.crit);
    assert.equal(f.prone, true);
    if (knockback === 'hazard') {
      assert.deepEqual(f.pos, { x: 3, y: 3 });
      assert.ok(ctx.log.some((e) => e.rule === 'Combat: Critical Hits' && /into a pit at 3,3/.test(e.text ?? '')));
    } else assert.deepEqual(f.pos, { x: 4, y: 3 });
  }
});

test('the option knockback defaults to the hazard reading; scenario terrain stays between the sides\' start columns', () => {
  assert.equal(sixOptions.parse({}).knockback, 'hazard');
  const room = { name: 'Pit room', foes: ['goblin'] };
  assert.ok(scenarioSchema.safeParse({ name: 'T', rooms: [{ ...room, terrain: [{ at: [5, 3], kind: 'pit' }] }] }).success);
  assert.ok(!scenarioSchema.safeParse({ name: 'T', rooms: [{ ...room, terrain: [{ at: [1, 3], kind: 'pit' }] }] }).success);
});
