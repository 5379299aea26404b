/**
 * Records the log hashes of test/support/log-identity.ts for every system
 * (or those named) into test/fixtures/log-identity.json. Run it only with a
 * change meant to change the games, after raising that system's rules version.
 *   node --import tsx scripts/make-log-identity.ts [SYSTEM ...]
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GAMES, IDS, logHash, type Length, type Recorded } from '../test/support/log-identity.ts';

const file = join(import.meta.dirname, '..', 'test', 'fixtures', 'log-identity.json');
const known: Record<string, Record<Length, Recorded>> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
const ids = process.argv.slice(2).length ? process.argv.slice(2) : [...IDS];
for (const id of ids) {
  const entry = {} as Record<Length, Recorded>;
  for (const length of Object.keys(GAMES) as Length[]) {
    const t = Date.now();
    entry[length] = await logHash(id, length);
    console.log(`${id} ${length}: ${entry[length].games} games, ${entry[length].sha256.slice(0, 12)}… (${Date.now() - t} ms)`);
  }
  known[id] = entry;
}
writeFileSync(file, JSON.stringify(known, null, 2) + '\n');
