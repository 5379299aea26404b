/** Issue 25, Dungeon World item 8: the familiar may not enter a melee on its own or one without its owner (Familiar): no kill zone of its own. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_DATA, kindOf } from '../../src/systems/dungeon-world/data/index.ts';
import { makeModel } from '../../src/systems/dungeon-world/state.ts';
import { engagedBy, killZones } from '../../src/systems/dungeon-world/rules/grid.ts';
import { meleeGroups } from '../../src/systems/dungeon-world/rules/combat/melee.ts';
import { dungeonGame } from './dungeon-helpers.ts';

function withFamiliar(picture: string, kinds: Record<string, string>) {
  const { d, g } = dungeonGame(picture, kinds, [], []);
  const owner = d.at('1');
  const at = g.st.models.findIndex((m) => m.id === 'F');
  const old = g.st.models[at]!;
  const f = makeModel(kindOf(DEFAULT_DATA, 'familiar'), `f-${owner.id}`, { x: old.x, y: old.y });
  g.st.models.splice(at, 1, f);
  return { d, g, f };
}

test('Familiar (issue 25): a Skeleton Patrol beside a familiar, its owner away, is in no kill zone and in no melee; nobody is stopped beside the familiar', () => {
  const { d, g } = withFamiliar(`
    ##########
    #1....FA.#
    ##########`, { 1: 'warmage', A: 'skeleton-patrol' });
  const patrol = d.at('A');
  const b = g.st.board;
  assert.deepEqual(engagedBy(g.st.models, patrol, b), []);
  assert.equal(killZones(b, g.st.models, 'monsters')[patrol.y * b.width + patrol.x], 0);
  assert.equal(killZones(b, g.st.models, 'monsters')[1 * b.width + 5], 0, 'no kill zone beside the familiar');
  assert.deepEqual(meleeGroups(g.st.models, b), []);
});

test('Familiar (issue 25): beside an enemy its owner fights, the familiar is in that melee', () => {
  const { g, f } = withFamiliar(`
    #########
    #1A...B.#
    #F......#
    #########`, { 1: 'warmage' });
  const groups = meleeGroups(g.st.models, g.st.board);
  assert.equal(groups.length, 1);
  assert.deepEqual(groups[0]!.map((m) => m.id).sort(), ['1', 'A', f.id].sort());
});

test('Familiar (issue 25): beside an enemy its owner does not fight, the familiar is in no melee', () => {
  const { g, f } = withFamiliar(`
    #########
    #1A..FB.#
    #########`, { 1: 'warmage' });
  const groups = meleeGroups(g.st.models, g.st.board);
  assert.equal(groups.length, 1);
  assert.deepEqual(groups[0]!.map((m) => m.id).sort(), ['1', 'A']);
  assert.ok(!groups.flat().includes(f));
});
