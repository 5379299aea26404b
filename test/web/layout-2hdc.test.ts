/** 2 Hour Dungeon Crawl's screen at a laptop's and a phone's size, after each of the first 40 answers (layout-check.ts). */
import { test } from 'node:test';
import { browserSuite } from './browser.ts';
import { TWO_HOUR } from './play.ts';
import { assertLayout, playAndCheck, reportIdentifiers, SIZES } from './layout-check.ts';

const s = browserSuite('layout-2hdc');
const found = new Map<string, number>();

for (const size of SIZES) {
  test(`2hdc at ${size.name}: board and decision together, the newest log line in view`, async () => {
    // A short whole game, more than 12 answers (the screenshots after the 12th): seed 44: the whole game in 13 answers (seed 1 took 26).
    const p = await playAndCheck(s.b, s.server.url, '2hdc', size, { title: TWO_HOUR, seed: 44 }, 40);
    for (const [w, n] of p.identifiers) found.set(w, (found.get(w) ?? 0) + n);
    console.log(`# 2hdc ${size.name}: ${p.answers} answers${p.over ? ', the game ended' : ''}`);
    assertLayout(p);
  });
}
test('2hdc: identifier-like words (report)', () => reportIdentifiers('2hdc', found));
