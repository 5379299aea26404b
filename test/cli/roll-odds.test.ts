/** `roll` and `odds` at the command line: what the package would misread is refused in one line; the help's examples work. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newHome, refusedIn, runIn } from './dc.ts';

const home = newHome();

test('roll refuses 4d6kh5, 1/3d6, 2d6/0 and 101d6 with one clear line', () => {
  refusedIn(home, ['roll', '4d6kh5'], /cannot roll "4d6kh5": 4d6kh5 keeps 5 of 4 dice; keep 1 to 4/);
  refusedIn(home, ['roll', '1/3d6'], /cannot roll "1\/3d6": nothing can be divided by a roll/);
  refusedIn(home, ['roll', '2d6/0'], /cannot roll "2d6\/0": it divides by zero/);
  refusedIn(home, ['roll', '101d6'], /expected 1 to 100 dice/);
});

test('odds: the help\'s card example runs; a backwards range says so', () => {
  const r = runIn(home, ['odds', 'card', '>=', '10', 'without', 'AH', '10S']);
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /P\(card without AH 10S >= 10\) = 30\.00% \(3\/10\)/);
  refusedIn(home, ['odds', '6d6', 'count', '3-1'], /from low to high, like 1-3, found "3-1"/);
});
