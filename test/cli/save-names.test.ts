/** `resume` and `replay` find a save by its bare name in the saves folder. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { newHome, refusedIn, runIn } from './dc.ts';

test('a save is found by its name in the saves folder, with or without .json', () => {
  const home = newHome();
  assert.equal(runIn(home, ['play', 'cards', '--seed', '123'], 'q\n').code, 0);
  assert.ok(existsSync(join(home, 'saves', 'cards-123.json')));
  for (const name of ['cards-123', 'cards-123.json']) {
    const r = runIn(home, ['replay', name]);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /seed 123: 0 decisions/);
  }
  const resumed = runIn(home, ['resume', 'cards-123'], 'q\n');
  assert.equal(resumed.code, 0, resumed.err);
  assert.match(resumed.out, /resuming seed 123/);
  refusedIn(home, ['replay', 'cards-999'], /cannot read cards-999: no such file here or in the saves folder/);
  refusedIn(home, ['resume', 'cards-999.json'], /no such file here or in the saves folder/);
});
