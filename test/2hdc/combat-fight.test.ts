/** Healing in a fight (29.1.2, 29.1.5, 30.0), fleeing with a Paladin (9.0.3, 25.0, 26.0) and Crisis Tests inside a whole fight (19.0), with scripted dice. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import type { Request } from '../../src/core/request.ts';
import { fight, restoreOnExit } from '../../src/systems/2hdc/rules/api.ts';
import { sideActs } from '../../src/systems/2hdc/rules/combat/actions.ts';
import { bandFlees } from '../../src/systems/2hdc/rules/combat/fight.ts';
import { noCoins, type Attribute, type Character, type MagicItem, type Profession } from '../../src/systems/2hdc/state.ts';
import { at, ch, state } from './helpers.ts';

function person(id: string, profession: Profession, rep: number, attributes: Attribute[] = []): Character {
  const c = ch(id, 'Human', profession, rep, ['S'], 4);
  c.attributes = attributes;
  return c;
}

const potion = (): MagicItem => ({ id: 'potion-of-healing', table: 'potion', name: 'Potion of Healing', npcRep: 3, uses: 1 });
const staff = (): MagicItem => ({ id: 'staff-of-healing', table: 'castingTool', name: 'Staff of Healing', npcRep: 4, uses: 1 });

test('29.1.5/30.0 a Potion of Healing heals like a Rep 5 Healer and is used up', () => {
  const holder = at(person('holder', 'Warrior', 3), 0, 0, 1);
  holder.c.magic.push(potion());
  const hurt = at(person('hurt', 'Warrior', 4), 0, 1, 1);
  hurt.c.status = 'out-of-the-fight';
  // 1d6 against Rep 5 for the potion: 5 passes (a Rep 3 Healer would fail); 1d6 against the patient's Rep 4: 3 passes → pass 2: full Rep.
  const ctx = testCtx({ script: [5, 3] });
  sideActs(ctx, state([holder, hurt]), 0);
  assert.equal(ctx.asked[0]!.kind, 'heal');
  assert.equal(hurt.c.status, 'carry-on');
  assert.equal(hurt.c.rep, 4);
  assert.equal(hurt.done, true, '30.0: a healed character may only react until next turn');
  assert.equal(holder.c.magic.length, 0, 'its one use is gone');
});

test('29.1.2 Staff of Healing: a Caster heals as a Rep 5 Healer once a day (adventure)', () => {
  const caster = at(person('caster', 'Caster', 3, ['Cast Spells']), 0, 0, 1);
  caster.c.magic.push(staff());
  const hurt1 = at(person('hurt1', 'Warrior', 4), 0, 1, 1);
  const hurt2 = at(person('hurt2', 'Warrior', 4), 0, 0, 0);
  hurt1.c.status = 'out-of-the-fight';
  const st = state([caster, hurt1, hurt2]);
  const noSpell = (r: Request): string => (r.kind === 'spell' ? 'none' : r.options[0]!.id);
  // Staff: 4 against Rep 5 passes; patient 2 against Rep 4 passes: pass 2.
  const ctx = testCtx({ script: [4, 2], answers: noSpell });
  sideActs(ctx, st, 0);
  assert.equal(hurt1.c.status, 'carry-on');
  assert.equal(caster.c.magic[0]!.uses, 0);
  hurt2.c.status = 'out-of-the-fight';
  const later = testCtx({ script: [], answers: noSpell });
  sideActs(later, st, 0);
  assert.equal(later.asked.filter((r) => r.kind === 'heal').length, 0, 'spent for the day');
  assert.equal(hurt2.c.status, 'out-of-the-fight');
  restoreOnExit({ members: [caster.c] });
  assert.equal(caster.c.magic[0]!.uses, 1, 'ready again next adventure');
});

test('9.0.3/25.0/26.0 fleeing: the Paladin fights one more round, the band drops half its coins and carries its wounded', () => {
  const paladin = at(person('paladin', 'Paladin', 4, ['Martyr']), 0, 0, 3);
  paladin.c.coins = { bronze: 5, silver: 2, gold: 1 };
  const friend = at(person('friend', 'Warrior', 3), 0, 1, 1);
  const hurt = at(person('hurt', 'Warrior', 3), 0, 0, 1);
  hurt.c.status = 'out-of-the-fight';
  const orc = at(person('orc', 'Warrior', 4), 1, 0, 4);
  const st = state([paladin, friend, hurt, orc]);
  st.opts.chargeBonus = 'first-action';
  // One round: Paladin 4d6 [1,2,6,6] = 2, Orc 4d6 all 6 = 0: Impact 2, damage 2: the Orc is Out of the Fight.
  const script = [1, 2, 6, 6, 6, 6, 6, 6, 2];
  const ctx = testCtx({ script });
  const dropped = noCoins();
  bandFlees(ctx, st, dropped);
  assert.equal(orc.c.status, 'out-of-the-fight');
  assert.equal(ctx.chance.revealed, script.length, 'exactly one round of melee, by the Paladin only');
  assert.equal(paladin.c.status, 'fled');
  assert.equal(friend.c.status, 'fled');
  assert.deepEqual(dropped, { bronze: 2, silver: 1, gold: 0 }, 'half of 5, 2 and 1, rounded down');
  assert.deepEqual(paladin.c.coins, { bronze: 3, silver: 1, gold: 1 });
  assert.equal(hurt.carriedBy, 0, 'the first to leave carries the wounded friend');
});

test('9.0.3 a Paladin who loses his last round stays behind', () => {
  const paladin = at(person('paladin', 'Paladin', 4, ['Martyr']), 0, 0, 3);
  const orc = at(person('orc', 'Warrior', 4), 1, 0, 4);
  const st = state([paladin, orc]);
  st.opts.chargeBonus = 'first-action';
  const ctx = testCtx({ script: [6, 6, 6, 6, 1, 1, 6, 6, 1] });
  bandFlees(ctx, st, noCoins());
  assert.equal(paladin.c.status, 'obviously-dead');
});

/**
 * Two Humans (Soldier Rep 5 Leader, Thief Rep 4) against an Orc Warrior Rep 4,
 * in a corridor, the band moving in (-1d6). All without attributes.
 */
function skirmish(): { lead: Character; thief: Character; orc: Character } {
  return { lead: person('lead', 'Soldier', 5), thief: person('thief', 'Thief', 4), orc: person('orc', 'Warrior', 4) };
}

test('19.0/19.1 in a whole fight: Man Down, the Leader up rolls 3d6 keeping the best two, and the band fights on', () => {
  const { lead, thief, orc } = skirmish();
  const script = [
    // 21.0: Leader 5d6 -1 moving in +1 outnumbering = 5d6, no success; the Orc 4d6, 2 successes: the enemies act first.
    6, 6, 6, 6, 6, 1, 1, 6, 6,
    // 24.2: the Orc (4 +1 Charge) 5d6 = 3 against the Thief 4d6 = 0; Impact 3, damage 1: Obviously Dead.
    1, 1, 1, 6, 6, 6, 6, 6, 6, 1,
    // 19.1 Man Down for the band, Leader up: 3d6 [6,6,3] keeps 3 and 6: pass 1, a Soldier carries on (2d6 would be pass 0: Flee).
    6, 6, 3,
    // Band's turn (decides to fight on): the Leader 5d6 = 4 against the Orc (+1 Charge) 5d6 = 0; Impact 4, damage 1.
    1, 1, 1, 1, 6, 6, 6, 6, 6, 6, 1,
  ];
  const ctx = testCtx({ script, answers: (r) => (r.kind === 'target' ? 'thief' : r.kind === 'flee' ? 'fight' : r.options[0]!.id) });
  const r = fight(ctx, { band: [lead, thief], enemies: [orc], place: 'corridor', active: 'band', who: 'player:ann' });
  assert.equal(thief.status, 'obviously-dead');
  const crisis = ctx.log.filter((e) => e.type === 'roll' && e.rule === '19.1');
  assert.equal(crisis.length, 1);
  assert.equal(crisis[0]!.type === 'roll' ? crisis[0]!.dice?.length : 0, 3);
  assert.equal(lead.status, 'carry-on');
  assert.equal(orc.status, 'obviously-dead');
  assert.equal(r.winner, 'band');
  assert.equal(ctx.chance.revealed, script.length);
});

test('19.0/19.1 in a whole fight: with the Leader down the group rolls 2d6; a Thief passing 0 flees and the band loses the board', () => {
  const { lead, thief, orc } = skirmish();
  const script = [
    6, 6, 6, 6, 6, 1, 1, 6, 6,
    // The Orc charges the Leader: 5d6 = 3 against 5d6 = 0; Impact 3, damage 1: Obviously Dead.
    1, 1, 1, 6, 6, 6, 6, 6, 6, 6, 1,
    // 19.1 Man Down, Leader down: 2d6 [6,6]: pass 0, the Thief's column says Flee.
    6, 6,
  ];
  const ctx = testCtx({ script, answers: (r) => (r.kind === 'target' ? 'lead' : r.options[0]!.id) });
  const r = fight(ctx, { band: [lead, thief], enemies: [orc], place: 'corridor', active: 'band', who: 'player:ann' });
  assert.equal(lead.status, 'obviously-dead');
  assert.equal(r.winner, 'enemies');
  assert.equal(r.bandFled, true);
  assert.deepEqual(r.fled.map((c) => c.id), ['thief']);
  assert.equal(thief.status, 'carry-on', 'off the board, listed in fled (26.1 tests him when next active)');
  assert.equal(ctx.chance.revealed, script.length);
});
