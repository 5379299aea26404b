/** Builders for 2HDC fight tests. */
import { noCoins, type Character, type Profession, type Race, type Weapon, type AC } from '../../src/systems/2hdc/state.ts';
import { attributesFor } from '../../src/systems/2hdc/rules/characters/create.ts';
import { newFighter, type Fighter, type FightState } from '../../src/systems/2hdc/rules/combat/fighter.ts';
import { COMBAT_DEFAULTS } from '../../src/systems/2hdc/rules/combat/options.ts';
import { newAdventure } from '../../src/systems/2hdc/rules/adventure/setup.ts';
import { ADVENTURE_DEFAULTS } from '../../src/systems/2hdc/options.ts';

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

/** A band of `members` in one group on tile 0 of a new adventure (for the dungeon's tests: traps, searches). */
export function trapParty(members: Character[]) {
  const st = newAdventure(ADVENTURE_DEFAULTS);
  st.band = members;
  const g = { id: 1, members: members.map((c) => c.id), tile: 0, facing: 0 as const };
  st.groups = [g];
  return { st, g };
}
