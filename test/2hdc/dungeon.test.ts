import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { newMap, cellKey, type DungeonMap, type Tile } from '../../src/systems/2hdc/rules/dungeon/map.ts';
import { generateTile, placeFirstTile, deadEndToStairs } from '../../src/systems/2hdc/rules/dungeon/generate.ts';
import { placePef } from '../../src/systems/2hdc/rules/dungeon/pef.ts';
import { renderMap } from '../../src/systems/2hdc/view/map-text.ts';
import { tileViews } from '../../src/systems/2hdc/view/view-model.ts';

test('36.1: the first tile is a corridor leading straight ahead', () => {
  const map = newMap(12);
  const t = placeFirstTile(testCtx({ script: [] }), map);
  assert.equal(t.kind, 'corridor');
  assert.deepEqual(t.exits.map((e) => e.dir), [0]);
});

test('38.0/36.4: a room (6) has its exit on the wall opposite its entrance', () => {
  const map = newMap(12);
  const ctx = testCtx({ script: [3, 3] });
  const first = placeFirstTile(ctx, map);
  const room = generateTile(ctx, map, first, first.exits[0]!)!;
  assert.equal(room.kind, 'room');
  assert.deepEqual(room.exits.map((e) => e.dir).sort(), [0, 2]);
  assert.equal(room.secretAllowed, true);
});

test('38.0: a "T" after a "T" counts as a Room', () => {
  const map = newMap(12);
  const ctx = testCtx({ script: [2, 2, 1, 3] });
  const first = placeFirstTile(ctx, map);
  const t = generateTile(ctx, map, first, first.exits[0]!)!;
  assert.equal(t.kind, 't');
  const next = generateTile(ctx, map, t, t.exits[1]!)!;
  assert.equal(next.kind, 'room');
});

test('36.4/41.0: the last tile is the Treasure Room and leads nowhere', () => {
  const map = newMap(2);
  const ctx = testCtx({ script: [4, 4] });
  const first = placeFirstTile(ctx, map);
  const last = generateTile(ctx, map, first, first.exits[0]!)!;
  assert.equal(last.treasureRoom, true);
  assert.equal(last.exits.length, 1);
});

test('36.3: a tile whose way on would hit a blank wall is rolled again', () => {
  const map = newMap(20);
  const ctx = testCtx({ script: [] });
  const first = placeFirstTile(ctx, map);
  // A wall tile two ahead, with no opening toward us.
  const wall: Tile = { id: 1, kind: 'dead-end', level: 1, x: 0, y: -2, exits: [{ dir: 3, to: null, closed: false, down: false }], from: null, secretAllowed: false, searched: false, secret: 'none', entered: false, visited: false, treasureRoom: false };
  map.tiles.push(wall);
  map.cells[cellKey(1, 0, -2)] = 1;
  const c2 = testCtx({ script: [3, 4, 2, 3] }); // corridor (7) would run into the wall; then left turn (5)
  const t = generateTile(c2, map, first, first.exits[0]!)!;
  assert.equal(t.kind, 'left');
});

test('36.3: a dead end with tiles left becomes stairs down', () => {
  const map = newMap(20);
  const ctx = testCtx({ script: [1, 1] });
  const first = placeFirstTile(ctx, map);
  const d = generateTile(ctx, map, first, first.exits[0]!)!;
  assert.equal(d.kind, 'dead-end');
  deadEndToStairs(ctx, map, d);
  assert.equal(d.kind, 'stairs');
  assert.equal(d.exits.some((e) => e.down), true);
});

/** A straight north-south corridor of `n` tiles; ids from south (0) to north. */
function line(n: number): DungeonMap {
  const map = newMap(99);
  for (let i = 0; i < n; i++) {
    const exits = [];
    if (i > 0) exits.push({ dir: 2 as const, to: i - 1, closed: false, down: false });
    if (i < n - 1) exits.push({ dir: 0 as const, to: i + 1, closed: false, down: false });
    map.tiles.push({ id: i, kind: 'corridor', level: 1, x: 0, y: -i, exits, from: i ? i - 1 : null, secretAllowed: false, searched: false, secret: 'none', entered: true, visited: true, treasureRoom: false });
    map.cells[cellKey(1, 0, -i)] = i;
  }
  return map;
}

test('39.1 example: double fours, 2 tiles ahead and 3 behind: the PEF goes to the farthest tile behind', () => {
  const map = line(6); // party on tile 3: tiles 4, 5 ahead; 2, 1, 0 behind
  assert.equal(placePef(map, 3, 0, 4), 0);
});

test('39.1: straight ahead comes first when it is long enough', () => {
  const map = line(6);
  assert.equal(placePef(map, 1, 0, 3), 4);
  assert.equal(placePef(map, 4, 0, 2), 2); // only 1 ahead: clockwise round to behind
});

test('the map is drawn as text with the band and the unexplored ways', () => {
  const map = newMap(12);
  const ctx = testCtx({ script: [3, 3] });
  const first = placeFirstTile(ctx, map);
  generateTile(ctx, map, first, first.exits[0]!);
  const text = renderMap(tileViews({ map, groups: [{ id: 1, members: [], tile: 1, facing: 0 }], activeGroup: 1, pefs: [], enemyGroups: [] }));
  assert.match(text, /@/);
  assert.match(text, /\?/);
});
