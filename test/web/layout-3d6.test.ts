/** The 3d6 core system's screen at a laptop's and a phone's size, after each of the first 40 answers (layout-check.ts). */
import { test } from 'node:test';
import { browserSuite } from './browser.ts';
import { assertLayout, playAndCheck, reportIdentifiers, SIZES } from './layout-check.ts';

const s = browserSuite('layout-3d6');
const found = new Map<string, number>();

for (const size of SIZES) {
  test(`3d6 at ${size.name}: board and decision together, the newest log line in view`, async () => {
    // A short whole game, more than 12 answers (the screenshots after the 12th): seed 59: the whole game in 20 answers (seed 2 stopped at the 40 of 47).
    const p = await playAndCheck(s.b, s.server.url, '3d6', size, { title: 'Dungeon Crawl core system (3d6)', seed: 59 }, 40);
    for (const [w, n] of p.identifiers) found.set(w, (found.get(w) ?? 0) + n);
    console.log(`# 3d6 ${size.name}: ${p.answers} answers${p.over ? ', the game ended' : ''}`);
    assertLayout(p);
  });
}
test('3d6: identifier-like words (report)', () => reportIdentifiers('3d6', found));
