/** Line of sight, cover and range on drawn grids: walls block, corners between two walls close, figures block (Master Shot sees past its own front rank and the enemy's ranks), rock slides beside the target give cover, and sight is symmetric. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { boardFrom } from '../../src/systems/dungeon-world/rules/grid.ts';
import { clearLine, inCover, lineBetween, rangeTo, seesForShot, seesTerrain } from '../../src/systems/dungeon-world/rules/sight.ts';
import { drawn } from './helpers.ts';

/** Every square seen from `from` through walls, drawn as `*`. */
function sightPicture(rows: string[], from: { x: number; y: number }): string {
  const b = boardFrom(rows);
  return rows.map((r, y) => [...r].map((ch, x) => (x === from.x && y === from.y ? '@' : ch === '.' && seesTerrain(b, from, { x, y }) ? '*' : ch)).join('')).join('\n');
}

test('a wall hides what is behind it', () => {
  const rows = [
    '.......',
    '...#...',
    '.......',
  ];
  // The lines to the far corners (6,0) and (6,2) cross the wall's square at x = 3: hidden too.
  assert.equal(sightPicture(rows, { x: 0, y: 1 }), [
    '******.',
    '@**#...',
    '******.',
  ].join('\n'));
});

test('the squares a line crosses, and the corners it passes through', () => {
  // (0.5,0.5) to (2.5,1.5) crosses row 1 at x = 1.5: both (1,0) and (1,1), no corner.
  assert.deepEqual(lineBetween({ x: 0, y: 0 }, { x: 2, y: 1 }), { squares: [{ x: 1, y: 0 }, { x: 1, y: 1 }], corners: [] });
  // A true diagonal goes through corner points only: the squares beside each one are a corner pair.
  assert.deepEqual(lineBetween({ x: 0, y: 0 }, { x: 2, y: 2 }), {
    squares: [{ x: 1, y: 1 }],
    corners: [[{ x: 1, y: 0 }, { x: 0, y: 1 }], [{ x: 2, y: 1 }, { x: 1, y: 2 }]],
  });
});

test('a line grazing one wall is open; squeezing between two walls at a corner is shut', () => {
  const graze = boardFrom(['.#.', '...', '...']);
  assert.equal(seesTerrain(graze, { x: 0, y: 0 }, { x: 2, y: 2 }), true);
  const squeeze = boardFrom(['.#.', '#..', '...']);
  assert.equal(seesTerrain(squeeze, { x: 0, y: 0 }, { x: 2, y: 2 }), false);
  assert.equal(seesTerrain(squeeze, { x: 2, y: 2 }, { x: 0, y: 0 }), false, 'and from the other end');
  const centre = boardFrom(['...', '.#.', '...']);
  assert.equal(seesTerrain(centre, { x: 0, y: 2 }, { x: 2, y: 0 }), false, 'through the wall square itself');
  assert.equal(seesTerrain(squeeze, { x: 0, y: 0 }, { x: 1, y: 1 }), false, 'two walls meeting at a corner make one wall, even between diagonal neighbours');
  assert.equal(seesTerrain(graze, { x: 0, y: 0 }, { x: 0, y: 1 }), true, 'orthogonal neighbours have nothing between them');
  assert.equal(clearLine({ x: 0, y: 0 }, { x: 2, y: 1 }, (x, y) => x === 1 && y === 1), false, 'either crossed square blocks');
});

test('line of sight is symmetric on random boards', () => {
  const rng = xoroshiro128plus(42);
  for (let k = 0; k < 60; k++) {
    const w = 9;
    const h = 7;
    const rows: string[] = [];
    for (let y = 0; y < h; y++) {
      let r = '';
      for (let x = 0; x < w; x++) r += uniformInt(rng, 0, 4) === 0 ? '#' : '.';
      rows.push(r);
    }
    const b = boardFrom(rows);
    for (let a = 0; a < w * h; a++) {
      for (let c = a + 1; c < w * h; c++) {
        const p = { x: a % w, y: Math.floor(a / w) };
        const q = { x: c % w, y: Math.floor(c / w) };
        assert.equal(seesTerrain(b, p, q), seesTerrain(b, q, p), `board ${k}: ${JSON.stringify(p)} and ${JSON.stringify(q)}\n${rows.join('\n')}`);
      }
    }
  }
});

test('figures block a shot; Master Shot sees past its own front rank and through the enemy ranks', () => {
  const d = drawn(`
    .........
    12..AB...
    .........`, { 1: 'ranger', 2: 'warmage' });
  const ranger = d.at('1');
  assert.equal(seesForShot(d.board, d.models, ranger, d.at('A')), false, 'the friend in front blocks');
  assert.equal(seesForShot(d.board, d.models, ranger, d.at('A'), true), true, 'Master Shot: the adjacent friend does not');
  assert.equal(seesForShot(d.board, d.models, ranger, d.at('B'), true), true, 'and the orc in front does not hide the one behind');
  const far = drawn(`
    1.2.A`, { 1: 'ranger' });
  assert.equal(seesForShot(far.board, far.models, far.at('1'), far.at('A'), true), false, 'a friend two squares away is not the front rank');
});

test('cover: a rock slide beside the target, crossed by the line from the far side', () => {
  const d = drawn(`
    1....rA
    .......
    ......B`);
  const s = d.at('1');
  assert.equal(inCover(d.board, s, d.at('A')), true, 'behind the rock slide');
  assert.equal(inCover(d.board, s, d.at('B')), false, 'the rock slide is beside B but not between');
  const near = drawn(`
    1r....A`);
  assert.equal(inCover(near.board, near.at('1'), near.at('A')), false, 'a rock slide beside the shooter is no cover for the target');
  assert.equal(seesForShot(d.board, d.models, s, d.at('A')), true, 'a rock slide does not block sight');
});

test('range counts the squares to the target, its own included; diagonals count one', () => {
  assert.equal(rangeTo({ x: 0, y: 0 }, { x: 1, y: 0 }), 1);
  assert.equal(rangeTo({ x: 0, y: 0 }, { x: 3, y: 2 }), 3);
  assert.equal(rangeTo({ x: 2, y: 2 }, { x: 2, y: 10 }), 8);
});
