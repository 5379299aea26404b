/**
 * Who is met (39.6, 39.8): How Many, the Big Bad's Minions with the Rep cap,
 * and any NPCs of a race from the Race Lists (7.0).
 */
import { note, type Ctx } from '../../../../core/engine.ts';
import { roll } from '../../../../core/dice.ts';
import { lookupDice } from '../../../../core/tables.ts';
import { makeEnemy } from '../api.ts';
import { enemyName } from '../api.ts';
import type { Character, Race } from '../../state.ts';
import { numberedId } from '../../speed/interned-ids.ts';
import { BIG_BAD_RACES, type BigBadRace } from '../../tables/dungeon-setup.ts';
import { HOW_MANY_39_6, MINIONS_39_8 } from '../../tables/dungeon-pef.ts';
import type { AdventureState } from '../../state-adventure.ts';

/** 39.6: the number met, from the group's size, never below 1. */
export function howMany(ctx: Ctx, groupSize: number): number {
  const delta = lookupDice(ctx, HOW_MANY_39_6, roll(ctx, 1, 6, '39.6', 'How Many?'), 'face');
  return Math.max(1, groupSize + delta);
}

function bigBadRace(state: AdventureState): BigBadRace {
  const r = state.bigBad?.race;
  return r && (BIG_BAD_RACES as readonly string[]).includes(r) ? (r as BigBadRace) : 'Orc';
}

/** 39.8: the Big Bad's Minions, one roll for the kind; no Minion above the Big Bad's Rep. */
export function minions(ctx: Ctx, state: AdventureState, count: number): Character[] {
  const race = lookupDice(ctx, MINIONS_39_8[bigBadRace(state)], roll(ctx, 1, 6, '39.8', 'Minions'), 'face');
  return enemies(ctx, state, race, count, state.bigBad?.rep ?? 99);
}

export function enemies(ctx: Ctx, state: AdventureState, race: Race, count: number, cap = 99): Character[] {
  const out: Character[] = [];
  for (let i = 0; i < count; i++) {
    const n = state.nextEnemyId++;
    // One name for the whole game, the same in the log, on the board and in the terminal (characters/names.ts).
    const name = enemyName(race, n);
    // 39.8/29.3: the cap is applied before the magic items are rolled (the NPC Magic Items roll adds the Rep).
    const adjustRep = (rep: number): number => {
      if (rep <= cap) return rep;
      if (ctx.log) note(ctx, '39.8', `${name}'s Rep ${rep} is cut to the Big Bad's ${cap}.`);
      return cap;
    };
    out.push(makeEnemy(ctx, race, undefined, { id: numberedId('e', '', n), name, adjustRep }));
  }
  return out;
}

