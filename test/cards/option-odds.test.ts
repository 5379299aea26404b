/** The odds on the Mage's options, from the unseen cards (pool and face-down mana), against a count of every case. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run } from '../../src/core/engine.ts';
import type { Request } from '../../src/core/request.ts';
import { cardsSystem } from '../../src/systems/cards/index.ts';
import { FACE_OF, RED_OF } from '../../src/systems/cards/rules/deck.ts';
import { meleeOdds, shieldOdds, spellOdds } from '../../src/systems/cards/rules/odds.ts';
import type { CardsState } from '../../src/systems/cards/state.ts';
import { layout, opts } from './helpers.ts';

/** Every ordered pair of different unseen cards (the card used, then the evasion card): the share for which `pred` holds. */
function pairs(unseen: number[], pred: (a: number, b: number) => boolean): number {
  let yes = 0;
  let all = 0;
  for (const a of unseen) for (const b of unseen) if (a !== b) ((all += 1), (yes += pred(a, b) ? 1 : 0));
  return yes / all;
}

test('a Mage facing a monster of 6 HP: the spell hits when the evasion card is the same colour and kills on 6 or more; melee hits as often', () => {
  const st = layout({ character: 'mage', hp: 3, maxHp: 3, monster: 'KC', monsterMax: 13, monsterHp: 6, mana: ['2H', '9S', 'QD'], discard: ['AH', 'AD', '5H', '7D', 'KH'] });
  const unseen = st.pool.toArray().concat(st.mana.toArray());
  const spell = spellOdds(st, opts())!;
  assert.equal(spell.of, 'hits');
  assert.ok(Math.abs(spell.chance - pairs(unseen, (a, b) => RED_OF[a] === RED_OF[b])) < 1e-12);
  const kill = pairs(unseen, (a, b) => RED_OF[a] === RED_OF[b] && FACE_OF[a]! >= 6);
  const [num, den] = /kills the monster \(6 HP\) \d+% \((\d+)\/(\d+)\)/.exec(spell.text)!.slice(1).map(Number);
  assert.ok(Math.abs(num! / den! - kill) < 1e-12, spell.text);
  assert.equal(meleeOdds(st)!.chance, spell.chance, 'melee: a drawn card and the evasion card, the same colours');
  assert.equal(spellOdds(st, opts({ spellsCanMiss: false }))!.chance, 1, 'spells that cannot be evaded always hit');
});

test('a shield spell takes the whole hit when the mana card turned over is worth at least the damage', () => {
  const st = layout({ character: 'mage', hp: 3, maxHp: 3, monster: 'KC', monsterMax: 13, monsterHp: 13, mana: ['2H', '9S'], discard: ['JH', 'QH', 'KH', 'JD'] });
  const unseen = st.pool.toArray().concat(st.mana.toArray());
  const o = shieldOdds(st, 11)!;
  assert.equal(o.chance, unseen.filter((c) => FACE_OF[c]! >= 11).length / unseen.length);
  assert.match(o.text, /^absorbs all 11 damage \d+% \(\d+\/\d+\)$/);
});

test('in a logged game the Mage\'s spell, melee and shield options carry odds; bots and simulations never build them', () => {
  const seen = new Set<string>();
  const chooser = (req: Request, state: CardsState) => {
    for (const o of req.options) if (o.odds) seen.add(`${req.kind}:${o.id}`);
    if (req.kind === 'attack' || req.kind === 'shield') assert.ok(req.options.some((o) => o.odds), `${req.kind} has odds`);
    return cardsSystem.bot(req, state);
  };
  for (let seed = 1; seed <= 20; seed++) run({ system: cardsSystem, seed, options: { character: 'mage', difficulty: 'normal' }, chooser });
  assert.deepEqual([...seen].sort(), ['attack:melee', 'attack:spell', 'shield:shield']);
  const quiet = new Set<string>();
  const q = (req: Request, state: CardsState) => {
    for (const o of req.options) if (o.odds) quiet.add(req.kind);
    return cardsSystem.bot(req, state);
  };
  for (let seed = 1; seed <= 20; seed++) run({ system: cardsSystem, seed, options: { character: 'mage', difficulty: 'normal' }, chooser: q, log: false });
  assert.equal(quiet.size, 0);
});
