/** The careful bot: it leaves when the next room is too dangerous, sees only what a player sees, and pays for itself. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { autoplay, parseOptions, run } from '../../src/core/engine.ts';
import type { Request } from '../../src/core/request.ts';
import { botPolicy, shouldLeave, unseenValues } from '../../src/systems/cards/bots/policies.ts';
import { cardsSystem, type CardsState } from '../../src/systems/cards/index.ts';
import { layout } from './helpers.ts';

const GAMES = 2000;

/** The bot as it was before it could leave: never leaves, otherwise the same choices. */
const neverLeave = (req: Request, st: CardsState): string => (req.kind === 'continue' && botPolicy(req, st) === 'leave' ? 'on' : botPolicy(req, st));

function play(options: Record<string, unknown>, chooser: typeof neverLeave): { mean: number; alive: number } {
  const o = parseOptions(cardsSystem, options);
  let score = 0;
  let alive = 0;
  for (let seed = 0; seed < GAMES; seed++) {
    const r = run({ system: cardsSystem, seed, options: o, optionsChecked: true, log: false, chooser });
    score += cardsSystem.report(r.state).numbers.score!;
    if (r.state.outcome !== 'died') alive++;
  }
  return { mean: score / GAMES, alive: alive / GAMES };
}

for (const setup of cardsSystem.setups!) {
  test(`the careful bot (${setup.name}) leaves alive in a good share of ${GAMES} games`, () => {
    const careful = play(setup.options, botPolicy);
    const reckless = play(setup.options, neverLeave);
    assert.ok(careful.alive > reckless.alive, `alive ${careful.alive} against ${reckless.alive} for the never-leave bot`);
    // A Warrior on normal keeps its score on death, so any leaving costs points: there it leaves only when death is likely.
    if (setup.options.character === 'warrior' && setup.options.difficulty === 'normal') {
      assert.ok(careful.alive >= 0.02, `alive ${careful.alive}`);
      assert.ok(careful.mean >= 0.95 * reckless.mean, `mean score ${careful.mean} against ${reckless.mean}`);
    } else {
      assert.ok(careful.alive >= 0.2, `alive ${careful.alive}`);
      assert.ok(careful.mean >= reckless.mean, `mean score ${careful.mean} against ${reckless.mean} for the never-leave bot`);
    }
  });
}

test('the bot never looks at the faces of the face-down mana cards: swapping one with a pool card changes nothing', () => {
  const st = layout({ character: 'mage', hardcore: true, maxHp: 4, hp: 2, maxMana: 5, mana: ['KS', 'QH'], score: 12, rooms: 2, heroCard: '8C', manaCard: '5D', hpCounters: ['2C', '3C'], discard: ['4S', '9D', 'JC'] });
  const before = { leave: shouldLeave(st), unseen: Array.from(unseenValues(st)) };
  const i = st.pool.toArray().findIndex((c) => c % 13 === 0); // an ace in the pool
  const k = st.mana.at(0);
  st.mana.set(0, st.pool.at(i));
  st.pool.set(i, k);
  assert.deepEqual({ leave: shouldLeave(st), unseen: Array.from(unseenValues(st)) }, before);
  assert.equal(before.unseen[13], 4, 'the king among the mana counts as unseen');
  assert.equal(before.unseen[8], 3, 'the 8 of clubs (character card) is seen');
});

test('on hard core a wounded Warrior with points in hand leaves; with full HP and nothing to lose it goes on', () => {
  const wounded = layout({ character: 'warrior', hardcore: true, maxHp: 10, hp: 2, absorb: 0, score: 20, rooms: 3, heroCard: '10S', shieldCard: 'AC', hpCounters: ['2S', '3S'] });
  assert.equal(shouldLeave(wounded), true);
  const fresh = layout({ character: 'warrior', hardcore: true, maxHp: 10, hp: 10, absorb: 3, score: 0, rooms: 1, heroCard: '10S', shieldCard: '6C' });
  assert.equal(shouldLeave(fresh), false);
});

test('on normal the Warrior leaves only when it expects to die in the next room', () => {
  const dying = layout({ character: 'warrior', hardcore: false, maxHp: 10, hp: 1, absorb: 0, score: 20, rooms: 3, heroCard: '10S', shieldCard: 'AC', hpCounters: ['2S'] });
  assert.equal(shouldLeave(dying), true);
  const hurt = layout({ character: 'warrior', hardcore: false, maxHp: 10, hp: 6, absorb: 2, score: 20, rooms: 3, heroCard: '10S', shieldCard: '5C' });
  assert.equal(shouldLeave(hurt), false, 'a Warrior with 6 HP and a shield goes on');
});

test('each setup for simulation names valid options and plays to the end', () => {
  assert.deepEqual(cardsSystem.setups!.map((s) => s.name), ['warrior, normal', 'warrior, hardcore', 'mage, normal', 'mage, hardcore']);
  for (const s of cardsSystem.setups!) {
    const r = autoplay(cardsSystem, 1, s.options);
    assert.equal(r.status, 'over');
    assert.equal(r.state.character, s.options.character);
    assert.equal(r.state.hardcore, s.options.difficulty === 'hardcore');
  }
});
