/** Undo at the terminal never takes back a choice after which something hidden was shown. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { newHome, runIn } from './dc.ts';

const home = newHome();

test('cards: a Mage who turned a mana card over cannot undo and see the same card again (the issue\'s reproduction)', () => {
  const save = join(home, 'mage.json');
  // Melee, then a shield spell turns over the 2 of hearts; undo; melee; attack spell.
  const r = runIn(home, ['play', 'cards', '--seed', '11', '--option', 'character=mage', '--option', 'difficulty=normal', '--save', save], '2\n1\nu\n2\n1\nq\n');
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /Cannot undo: since your last choice, a mana card was turned over \(1 Mage\)\./);
  const turned = r.out.split('\n').filter((l) => /you turn over the/.test(l));
  assert.ok(turned.length >= 2, r.out);
  assert.equal(turned.filter((l) => /the 2 of hearts/.test(l)).length, 1, `the 2 of hearts is turned over once only:\n${turned.join('\n')}`);
  const s = JSON.parse(readFileSync(save, 'utf8'));
  assert.deepEqual(s.decisions.slice(-4), ['melee', 'shield', 'melee', 'spell'], 'the shield spell stayed cast');
});
