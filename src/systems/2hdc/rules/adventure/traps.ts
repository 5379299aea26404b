/**
 * The dungeon's hazards that hurt without a fight (37.1.4 traps, 37.1.7
 * vermin), met from a Secret Room (hazards.ts), a PEF (encounter.ts) or on
 * entering a tile (move.ts).
 */
import { note, type Ctx } from '../../../../core/engine.ts';
import { atMost, best, randomIndex, roll } from '../../../../core/dice.ts';
import { lookupDice } from '../../../../core/tables.ts';
import { recoverAfterFight } from '../api.ts';
import type { Character } from '../../state.ts';
import { thiefRep } from '../../state.ts';
import { TRAP_37_1_4, TRAP_RETAKE_37_1_4, type TrapResult } from '../../tables/dungeon-rooms.ts';
import { hazardDamage } from './damage.ts';
import { fit } from './groups.ts';
import type { AdventureOptions } from '../../options.ts';
import { rollTreasure } from './treasure.ts';
import type { AdventureState, Group } from '../../state-adventure.ts';
import { marchOrder } from './setup.ts';
import { rollq } from './quiet.ts';

/** One hurt by a hazard who went Out of the Fight recovers at once (27.0); counted as gone out. */
export function afterHurt(ctx: Ctx, state: AdventureState, c: Character): void {
  if (c.status !== 'out-of-the-fight') return;
  if (!state.wentOut.includes(c.id)) state.wentOut.push(c.id);
  recoverAfterFight(ctx, { members: [c] });
}

/**
 * 37.1.7: the two characters in front (march order) take an Impact 1 hit,
 * Obviously Dead counting as Out of the Fight. The vermin come back each
 * time the room is entered (ruling: each time a group enters its tile).
 */
export function vermin(ctx: Ctx, state: AdventureState, g: Group): void {
  const first = marchOrder(fit(state, g)).slice(0, 2);
  if (first.length === 0) return;
  if (ctx.log) note(ctx, '37.1.7', `Vermin pour out of the Secret Room at ${first.map((c) => c.name).join(' and ')}.`);
  for (const c of first) afterHurt(ctx, state, (hazardDamage(ctx, '37.1.7', c, 1, true), c));
}

/**
 * 37.1.4 Trap Table (taken vs. Rep) for one character: 2d6 against his Rep,
 * or for a Thief (9.0.6/9.2) 3d6 keeping the best two against his Thief Rep.
 * The re-take reads its own table (passing 1d6 counts as 0).
 */
function trapTest(ctx: Ctx, c: Character, again: boolean, thiefTrap: AdventureOptions['thiefTrap'] = 'thief-rep'): TrapResult {
  // Option thiefTrap=rep-2d6: "2d6 versus the Rep of the character, even if a Thief", read as printed.
  const t = thiefTrap === 'rep-2d6' ? null : thiefRep(c);
  const rep = t ?? c.rep;
  const how = !ctx.log ? '' : t === null ? ` (Rep ${rep})` : ` (Thief Rep ${rep}, best two of 3d6)`;
  const dice = rollq(ctx, t === null ? 2 : 3, 6, '37.1.4', again ? 'Trap again: ' : 'Trap: ', c.name, how);
  const table = again ? TRAP_RETAKE_37_1_4 : TRAP_37_1_4;
  if (dice.length > 2) return lookupDice(ctx, table, best(dice, 2, 'low'), 'passed', c.name, rep, 'Thief Rep', dice);
  return lookupDice(ctx, table, dice, 'passed', c.name, rep, 'Rep');
}

/** 37.1.4: a Thief finds and tries to disarm it; otherwise a random member sets it off. */
export function springTrap(ctx: Ctx, state: AdventureState, g: Group, options: AdventureOptions): void {
  const team = fit(state, g);
  if (team.length === 0) return;
  let c = team.find((m) => thiefRep(m) !== null);
  if (!c) c = team[randomIndex(ctx, team.length, '37.1.4', 'Who triggers the trap (a d6, re-rolled above the number of members)')]!;
  const level = state.map.tiles[g.tile]!.level;
  ctx.reveal('37.1.4', 'a trap was found');
  let r = trapTest(ctx, c, false, options.thiefTrap);
  if (r === 'retake') r = trapTest(ctx, c, true, options.thiefTrap);
  if (r === 'sprung') afterHurt(ctx, state, (hazardDamage(ctx, '37.1.4', c, level), c));
  if (roll(ctx, 1, 6, '37.1.4', 'Treasure? (1–3)', ctx.log ? atMost(3, 'there is treasure', 'no treasure') : null)[0]! <= 3) rollTreasure(ctx, state, '37.1.4', level, 'the dungeon level, as the Big Bad\'s Rep');
}
