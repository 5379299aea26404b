/** A roll's dice read from its log line, to draw them (web/src/dice-faces.ts): every die of every system's roll lines, its sides and face. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { diceIn } from '../../web/src/dice-faces.ts';

test('the dice of a roll line, each with its sides and face, in the order rolled', () => {
  assert.deepEqual(diceIn('Brannoc attacks Orc 2: 3d6 [6,5,5]'), [{ sides: 6, face: 6 }, { sides: 6, face: 5 }, { sides: 6, face: 5 }]);
  assert.deepEqual(diceIn('Ambrose of the Mirrors rolls for creatures: 1d10 [10]'), [{ sides: 10, face: 10 }]);
  assert.deepEqual(diceIn('Skirmish strength: 1d4 [4]'), [{ sides: 4, face: 4 }]);
  assert.deepEqual(diceIn('Spawning dice (3D6): 3d6 [3,5,1]: 0 sixes'), [{ sides: 6, face: 3 }, { sides: 6, face: 5 }, { sides: 6, face: 1 }]);
  assert.deepEqual(diceIn('The heroes to hit (4+): Dwarf 6: 2d6 [2, 1]: 0 hits'), [{ sides: 6, face: 2 }, { sides: 6, face: 1 }]);
});

test('no dice where the line names none, or its faces do not fit the dice', () => {
  assert.deepEqual(diceIn('Character (HP) card: 8 of hearts (8)'), []);
  assert.deepEqual(diceIn('3d6 [7,1,1]'), [], 'a 7 on a d6');
  assert.deepEqual(diceIn('2d6 [4]'), [], 'one face for two dice');
});
