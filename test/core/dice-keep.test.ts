import assert from 'node:assert/strict';
import test from 'node:test';
import { best, keep } from '../../src/core/dice.ts';

test('keep: every one of the 216 rolls of 3d6 keeps its lowest, middle and highest face', () => {
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++)
      for (let c = 1; c <= 6; c++) {
        const sorted = [a, b, c].sort((x, y) => x - y);
        assert.equal(keep([a, b, c], 'lowest'), sorted[0], `lowest of ${a},${b},${c}`);
        assert.equal(keep([a, b, c], 'middle'), sorted[1], `middle of ${a},${b},${c}`);
        assert.equal(keep([a, b, c], 'highest'), sorted[2], `highest of ${a},${b},${c}`);
      }
});

test('keep: other numbers of dice keep the sorted face (middle: the lower of the two middles)', () => {
  assert.equal(keep([5, 1, 3, 2], 'middle'), 2);
  assert.equal(keep([5, 1, 3, 2, 6], 'middle'), 3);
  assert.equal(keep([4, 2], 'lowest'), 2);
  assert.equal(keep([4], 'highest'), 4);
});

test('best: the best two of each of the 216 rolls of 3d6 are the first two of its sorted faces, and the roll is not changed', () => {
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++)
      for (let c = 1; c <= 6; c++) {
        const roll = [a, b, c];
        const up = [a, b, c].sort((x, y) => x - y);
        assert.deepEqual(best(roll, 2, 'low'), up.slice(0, 2), `low of ${a},${b},${c}`);
        assert.deepEqual(best(roll, 2, 'high'), up.slice().reverse().slice(0, 2), `high of ${a},${b},${c}`);
        assert.deepEqual(roll, [a, b, c]);
      }
  assert.deepEqual(best([5, 1, 3, 2], 3, 'low'), [1, 2, 3]);
});
