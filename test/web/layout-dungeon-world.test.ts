/** Dungeon World's screen (the Crypt of Bones) at a laptop's and a phone's size, after each of the first 40 answers (layout-check.ts). */
import { test } from 'node:test';
import { browserSuite } from './browser.ts';
import { assertLayout, playAndCheck, reportIdentifiers, SIZES } from './layout-check.ts';

const s = browserSuite('layout-dungeon-world');
const found = new Map<string, number>();

for (const size of SIZES) {
  test(`dungeon-world at ${size.name}: board and decision together, the newest log line in view`, async () => {
    // A short whole game, more than 12 answers (the screenshots after the 12th): seed 53: the whole game in 18 answers (seed 4 stopped at the 40 of 76).
    const p = await playAndCheck(s.b, s.server.url, 'dungeon-world', size, { title: 'Dungeon World (10mm grid skirmish)', seed: 53, options: { Scenario: 'crypt-of-bones' } }, 40);
    for (const [w, n] of p.identifiers) found.set(w, (found.get(w) ?? 0) + n);
    console.log(`# dungeon-world ${size.name}: ${p.answers} answers${p.over ? ', the game ended' : ''}`);
    assertLayout(p);
  });
}
test('dungeon-world: identifier-like words (report)', () => reportIdentifiers('dungeon-world', found));
