/**
 * The speed modules of 2HDC (src/systems/2hdc/speed/) and the shapes they rely
 * on give what the plain code gives: same order, same keys, same strings.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sortSmall } from '../../src/systems/2hdc/speed/sort.ts';
import { keptCellKey } from '../../src/systems/2hdc/speed/cell-keys.ts';
import { objectList } from '../../src/core/shapes.ts';
import { cellKey } from '../../src/systems/2hdc/rules/dungeon/map.ts';
import { idTable, type AdventureState } from '../../src/systems/2hdc/state-adventure.ts';
import { LATER_FIELDS } from '../../src/systems/2hdc/state.ts';
import { baseCharacter } from '../../src/systems/2hdc/rules/characters/create.ts';
import { autoplay } from '../../src/core/engine.ts';
import { twoHourSystem } from '../../src/systems/2hdc/index.ts';

test('sortSmall orders as the stable Array.prototype.sort does, ties in their first order', () => {
  let seed = 7;
  const next = (n: number): number => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff), seed % n);
  for (let round = 0; round < 300; round++) {
    const items = Array.from({ length: next(12) }, (_, i) => ({ i, rep: next(4), star: next(2) === 1 }));
    const cmp = (a: (typeof items)[0], b: (typeof items)[0]): number => b.rep - a.rep || Number(b.star) - Number(a.star);
    const want = items.slice().sort(cmp).map((x) => x.i);
    const copy = items.slice();
    assert.equal(sortSmall(copy, cmp), copy);
    assert.deepEqual(copy.map((x) => x.i), want);
  }
});

test('objectList gives a fresh empty array each time, which fills and empties as any array', () => {
  const a = objectList<{ n: number }>();
  const b = objectList<{ n: number }>();
  assert.notEqual(a, b);
  assert.equal(a.length, 0);
  a.push({ n: 1 }, { n: 2 });
  assert.deepEqual(a, [{ n: 1 }, { n: 2 }]);
  assert.equal(b.length, 0);
  a.length = 0;
  assert.equal(a.length, 0);
  assert.ok(Array.isArray(a));
});

test('keptCellKey gives the key cellKey builds, for cells kept and cells beyond', () => {
  for (const [l, x, y] of [[1, 0, 0], [1, -3, 4], [2, 5, -7], [1, -3, 4], [3, 600, 1], [1, 0, -900]] as const) {
    assert.equal(keptCellKey(l, x, y, cellKey), cellKey(l, x, y));
  }
});

test('idTable is an empty table with no prototype whose keys read and print as before', () => {
  const t = idTable<number>();
  assert.equal(Object.getPrototypeOf(t), null);
  assert.equal(t['toString'], undefined, 'no key is inherited');
  assert.equal(JSON.stringify(t), '{}');
  t['c-2'] = 1;
  t['c-1'] = 2;
  assert.deepEqual(Object.keys(t), ['c-2', 'c-1']);
  assert.equal(JSON.stringify(t), '{"c-2":1,"c-1":2}');
});

test('every character, Star, Grunt or enemy, ends with the fields of LATER_FIELDS in their order', () => {
  const later = Object.keys(LATER_FIELDS);
  const c = baseCharacter('x', 'x', 'Human', true, ['Warrior'], 5, { armor: 2, shield: false }, ['S']);
  assert.deepEqual(Object.keys(c).slice(-later.length), later);
  const state = autoplay(twoHourSystem, 3).state as AdventureState;
  assert.ok(state.band.length > 1);
  for (const m of state.band) assert.deepEqual(Object.keys(m).slice(-later.length), later, m.name);
});
