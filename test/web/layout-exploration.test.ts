/** Dungeon Crawl Exploration's screen (the Lantern Cellars) at a laptop's and a phone's size, after each of the first 40 answers (layout-check.ts). */
import { test } from 'node:test';
import { browserSuite } from './browser.ts';
import { assertLayout, playAndCheck, reportIdentifiers, SIZES } from './layout-check.ts';

const s = browserSuite('layout-exploration');
const found = new Map<string, number>();

for (const size of SIZES) {
  test(`exploration at ${size.name}: board and decision together, the newest log line in view`, async () => {
    // A short whole game, more than 12 answers (the screenshots after the 12th): seed 131: the whole game in 20 answers (seed 3 stopped at the 40 of 162).
    const p = await playAndCheck(s.b, s.server.url, 'exploration', size, { title: 'Dungeon Crawl Exploration', seed: 131, options: { Adventure: 'lantern-cellars' } }, 40);
    for (const [w, n] of p.identifiers) found.set(w, (found.get(w) ?? 0) + n);
    console.log(`# exploration ${size.name}: ${p.answers} answers${p.over ? ', the game ended' : ''}`);
    assertLayout(p);
  });
}
test('exploration: identifier-like words (report)', () => reportIdentifiers('exploration', found));
