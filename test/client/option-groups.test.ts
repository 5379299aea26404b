/** Long option lists in groups (web/src/option-groups.ts): by the option's own group, else its first word; numbering kept. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { groupOptions, GROUP_FROM } from '../../web/src/option-groups.ts';

const opts = (labels: string[]) => labels.map((label, i) => ({ id: `o${i}`, label }));

test('a short list stays one column', () => {
  assert.equal(groupOptions(opts(['Move to (1, 2)', 'Shoot at the Troll', 'Stay where it is'])), null);
});

test('a long list of one kind stays one column', () => {
  assert.equal(groupOptions(opts(Array.from({ length: GROUP_FROM + 2 }, (_, i) => `Move to (${i}, 1)`))), null);
});

test('a long list is grouped by verb, in the order of each group\'s first option, each option keeping its index', () => {
  const labels = ['Stay where it is', 'Move to (3, 1), 1 point', 'Shoot at Goblin A: kills it 22%', 'Move to (2, 2), 1 point', 'Cast Fireball at (5, 5)', 'Attack Orc 2 with the sword', 'Drink the healing potion', 'Move to (4, 2), 2 points', 'Hide behind the table'];
  const g = groupOptions(opts(labels))!;
  assert.deepEqual(
    g.map((x) => [x.name, x.options.map((o) => o.index)]),
    [
      ['Wait', [0]],
      ['Move', [1, 3, 7]],
      ['Attack', [2, 5]],
      ['Spell', [4]],
      ['Item', [6]],
      ['Other', [8]],
    ],
  );
  // Every option once, with its own label.
  assert.deepEqual(g.flatMap((x) => x.options.map((o) => o.option.label)).sort(), labels.slice().sort());
});

test('a group the server names wins over the label\'s verb', () => {
  const o = opts(Array.from({ length: GROUP_FROM }, (_, i) => `Move to (${i}, 1)`)).map((x, i) => (i < 2 ? { ...x, group: 'Feat' } : x));
  assert.deepEqual(groupOptions(o)!.map((x) => [x.name, x.options.length]), [['Feat', 2], ['Move', GROUP_FROM - 2]]);
});
