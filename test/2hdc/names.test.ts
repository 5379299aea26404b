/** One name per figure for the whole game (view/names.ts): enemies by race and letter, short token labels, distinct on one board. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { enemyLetter, enemyName, figureLabels, shortLabel } from '../../src/systems/2hdc/view/names.ts';
import { run } from '../../src/core/engine.ts';
import { loadSystem } from '../../src/systems/registry.ts';

test('enemy letters run A to Z, then AA', () => {
  assert.deepEqual([1, 2, 26, 27, 28, 52, 53].map(enemyLetter), ['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA']);
  assert.equal(enemyName('Human', 2), 'Human B');
});

test('short labels fit a token and name the figure', () => {
  assert.equal(shortLabel('Human B'), 'HB');
  assert.equal(shortLabel('Demon (Petty) C'), 'DC');
  assert.equal(shortLabel('the Big Bad (Orc)'), 'BB');
  assert.equal(shortLabel('Dwarf 3 (Thief/Soldier)'), 'D3');
  assert.equal(shortLabel('Player'), 'Pl');
  assert.deepEqual(figureLabels(['Player', 'Pleiades', 'Orc A']), ['Pl', 'Pl2', 'OA']);
});

test('in a whole game, no two enemies share a name (the one the log, the board and the terminal use)', async () => {
  const system = await loadSystem('2hdc');
  const r = run({ system, seed: 3, chooser: system.bot });
  const made = r.events.filter((e) => e.rule === '7.0' && e.type === 'state').map((e) => /^\[7\.0\] (.+?): Rep/.exec(e.text)?.[1] ?? e.text.replace(/^\[7\.0\] /, '').split(':')[0]!);
  const enemies = made.filter((n) => / [A-Z]{1,2}$/.test(n));
  assert.ok(enemies.length >= 3, `enemies met: ${made.join(', ')}`);
  assert.equal(new Set(enemies).size, enemies.length, `each enemy has a name of its own: ${enemies.join(', ')}`);
});
