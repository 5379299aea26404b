/** Every section a game cites has a short explanation in the system's glossary; decisions of the game mechanics say why. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { autoplay, type GameSystem } from '../../src/core/engine.ts';
import { explainRule } from '../../src/core/glossary.ts';
import { cardsSystem } from '../../src/systems/cards/index.ts';
import { twoHourSystem } from '../../src/systems/2hdc/index.ts';
import { sixSystem } from '../../src/systems/3d6/index.ts';
import { dwSystem } from '../../src/systems/dungeon-world/index.ts';
import { explorationSystem } from '../../src/systems/exploration/index.ts';

const GAMES = 200;

function cited(sys: GameSystem): Map<string, number> {
  const seen = new Map<string, number>();
  const setups = sys.setups ?? [{ name: 'defaults', options: {} }];
  for (let s = 0; s < GAMES; s++) {
    const r = autoplay(sys, 1000 + s, setups[s % setups.length]!.options, true);
    for (const e of r.events) if (e.rule) seen.set(e.rule, (seen.get(e.rule) ?? 0) + 1);
  }
  return seen;
}

const MIN_CITED: Record<string, number> = { cards: 10, '2hdc': 80, '3d6': 20, 'dungeon-world': 20, exploration: 25 };

for (const sys of [cardsSystem, twoHourSystem, sixSystem, dwSystem, explorationSystem] as GameSystem[]) {
  test(`${sys.id}: every section cited in ${GAMES} auto-played games has its own entry of one to three sentences`, () => {
    const g = sys.glossary;
    assert.ok(g, 'the system has a glossary');
    const seen = cited(sys);
    assert.ok(seen.size >= MIN_CITED[sys.id]!, `many sections cited: ${seen.size}`);
    const missing = [...seen.keys()].filter((s) => g[s] === undefined);
    assert.deepEqual(missing, [], 'sections cited without an entry');
    for (const [s, text] of Object.entries(g)) {
      assert.ok(text.length >= 30 && text.length <= 400, `${s}: a short explanation (${text.length} characters)`);
      assert.match(text, /[.!?]$/, `${s} ends a sentence`);
    }
  });
}

test('explainRule falls back to the enclosing section', () => {
  assert.deepEqual(explainRule({ '37.1': 'x' }, '37.1.6'), { section: '37.1', text: 'x' });
  assert.equal(explainRule({ '37.1': 'x' }, '38.0'), null);
});

test('2hdc: decisions of the game mechanics carry why they were taken', () => {
  let mech = 0;
  let why = 0;
  for (let s = 0; s < 20; s++) {
    for (const e of autoplay(twoHourSystem, s, twoHourSystem.setups![s % twoHourSystem.setups!.length]!.options, true).events) {
      if (e.type !== 'decision' || e.who !== 'mechanics') continue;
      mech++;
      if (e.why) why++;
    }
  }
  assert.ok(mech > 0 && why === mech, `${why} of ${mech} mechanics decisions say why`);
});
