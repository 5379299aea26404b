/** The card game's screen at a laptop's and a phone's size, after every answer of a whole game (layout-check.ts). */
import { test } from 'node:test';
import { browserSuite } from './browser.ts';
import { CARDS } from './play.ts';
import { assertLayout, playAndCheck, reportIdentifiers, SIZES } from './layout-check.ts';

const s = browserSuite('layout-cards');
const found = new Map<string, number>();

for (const size of SIZES) {
  test(`cards at ${size.name}: board and decision together, the newest log line in view`, async () => {
    // A short whole game, more than 12 answers (the screenshots after the 12th): seed 146: the whole game in 13 answers (seed 12 took 18).
    const p = await playAndCheck(s.b, s.server.url, 'cards', size, { title: CARDS, seed: 146 }, 60);
    for (const [w, n] of p.identifiers) found.set(w, (found.get(w) ?? 0) + n);
    console.log(`# cards ${size.name}: ${p.answers} answers${p.over ? ', the game ended' : ''}`);
    assertLayout(p);
  });
}
test('cards: identifier-like words (report)', () => reportIdentifiers('cards', found));
