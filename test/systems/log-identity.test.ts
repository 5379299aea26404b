/**
 * Seeded auto games log exactly what they logged when recorded (see
 * test/support/log-identity.ts): structure and speed work change no event.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IDS, logHash, type Length, type Recorded } from '../support/log-identity.ts';
import { LONG } from '../support/sample.ts';

const length: Length = LONG ? 'long' : 'short';

const recorded: Record<string, Record<Length, Recorded>> = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'log-identity.json'), 'utf8'));

for (const id of IDS) {
  test(`${id}: the logs of its seeded auto games are byte-identical to those recorded under its rules version`, async () => {
    const want = recorded[id]?.[length];
    assert.ok(want, `no hash recorded for ${id}: run scripts/make-log-identity.ts ${id}`);
    const got = await logHash(id, length);
    if (got.rulesVersion !== want.rulesVersion) {
      assert.fail(`${id} is at rules version ${got.rulesVersion}, the hash was recorded at ${want.rulesVersion}: record it anew (scripts/make-log-identity.ts ${id}) in the change that raised the version`);
    }
    assert.equal(got.games, want.games);
    assert.equal(got.sha256, want.sha256, `${id}: a seeded game logs differently; a change meant to do so raises the rules version and records anew`);
    if (want.stateSha256) assert.equal(got.stateSha256, want.stateSha256, `${id}: a seeded game's state reads differently as JSON (key order too), so saved games' state hashes would no longer match`);
  });
}
