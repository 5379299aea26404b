/** Builders for 2HDC fight tests. */
import { noCoins, type Character, type Profession, type Race, type Weapon, type AC } from '../../src/systems/2hdc/state.ts';
import { attributesFor } from '../../src/systems/2hdc/rules/characters/create.ts';
import { newFighter, type Fighter, type FightState } from '../../src/systems/2hdc/rules/combat/fighter.ts';
import { COMBAT_DEFAULTS } from '../../src/systems/2hdc/rules/combat/options.ts';

export function ch(id: string, race: Race, profession: Profession, rep: number, weapons: Weapon[], armor: AC, shield = false, star = false): Character {
  return {
    id, name: id, race, star, professions: [profession], rep, originalRep: rep, attributes: attributesFor(race, [profession]), weapons, armor, shield,
    items: [], magic: [], coins: noCoins(), status: 'carry-on', starPower: star ? rep : 0, usedThisAdventure: [], castingLoss: 0,
  };
}

export function state(a: Fighter[], chargeWinner: 0 | 1 = 0, width = 2): FightState {
  return { fighters: a, width, length: 6, opts: { ...COMBAT_DEFAULTS }, chargeWinner, activeSide: 0, firstAction: false, leaders: [undefined, undefined], who: 'player:ann' };
}

export function at(c: Character, side: 0 | 1, x: number, y: number): Fighter {
  const f = newFighter(c, side);
  f.x = x;
  f.y = y;
  return f;
}
