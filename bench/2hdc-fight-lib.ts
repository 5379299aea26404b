/**
 * One seeded 2HDC Battle Board fight as the fight benches play it
 * (`2hdc-fight.ts` by time, `2hdc-fight-instructions.ts` by instructions):
 * a Star and his recruited band against four enemies, bots on both sides,
 * the log off.
 */
import { SeededChance } from '../src/core/chance.ts';
import type { Ctx } from '../src/core/engine.ts';
import { MECHANICS, valueOf, type Request } from '../src/core/request.ts';
import { createStar, fight, makeEnemy, recruitBand } from '../src/systems/2hdc/rules/api.ts';
import { combatBot, combatMechanics } from '../src/systems/2hdc/bots/combat.ts';
import { RACES } from '../src/systems/2hdc/tables/races.ts';
import type { Character } from '../src/systems/2hdc/state.ts';

function answer(req: Request): string {
  return (req.who === MECHANICS ? combatMechanics(req) : combatBot(req)) ?? req.options[0]!.id;
}

/** The fight of `seed` (with `play` false, only its setup: the characters made); returns the dice rolled. */
export function oneFight(seed: number, play = true): number {
  const chance = new SeededChance(seed);
  const ctx: Ctx = { chance, log: null, tally: null, ask: (req) => valueOf(req, answer(req)), reveal: () => {} };
  const star = createStar(ctx, 'player:ann', { race: RACES[seed % RACES.length] });
  const band = recruitBand(ctx, star, 'player:ann');
  const race = RACES[(seed * 7) % RACES.length]!;
  const enemies: Character[] = [];
  for (let i = 0; i < 4; i++) enemies.push(makeEnemy(ctx, race, undefined, { id: `e${i}`, name: `Enemy ${i}` }));
  if (play) fight(ctx, { band: band.members, enemies, place: seed % 2 ? 'room' : 'corridor', active: seed % 3 ? 'band' : 'enemies', who: 'player:ann' });
  return chance.diceRolled;
}
