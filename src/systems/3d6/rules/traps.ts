/**
 * Ours (`Ours: Dungeon`), a trap met in a room (issue 25 item 12): the
 * party's careful advance finds it (the chapter never rolls perception:
 * Feats), and the player chooses who disarms it, or goes on past it as
 * before (Luck picks who sets it off, the trap's Feat avoids it). Disarming
 * is a long Feat outside combat (Feats: success is not instant; Combat:
 * Actions: Feat): DISARM_ROUNDS rounds of work, then a Feat of Reflex at
 * the trap's difficulty; a failure sets the trap off on the disarmer, with
 * no Feat to avoid it.
 */
import type { Ctx } from '../../../core/engine.ts';
import { note } from '../../../core/engine.ts';
import { keep, rollq } from '../../../core/dice.ts';
import { pct } from '../../../core/odds-text.ts';
import { toNumber } from '../../../core/odds.ts';
import { choice, option, type Option } from '../../../core/request.ts';
import { lookupDice } from '../../../core/tables.ts';
import type { SixOptions } from '../options.ts';
import { SEC } from '../sections.ts';
import type { Fighter, GameState } from '../state.ts';
import { DIFFICULTY_WORD } from '../tables/core.ts';
import { TRAP_TABLE, type Trap } from '../tables/dungeon.ts';
import { roll3 } from './dice.ts';
import { applyDamage } from './dying.ts';
import { ABILITY_WORD, feat, featOdds, featScore } from './feats.ts';
import { keptAmountOdds, logDamageOdds } from './odds.ts';

/** Ours: the rounds of work a trap's disarming takes before its Feat. */
export const DISARM_ROUNDS = 2;

/** The ability a disarming tests (Abilities: Reflex, Feats of agility). */
const DISARM_ABILITY = 'reflex' as const;

/** The choice when a trap is found: who disarms it, or go on past it. */
function trapOptions(st: GameState, trap: Trap): Option<Fighter | 'past'>[] {
  const up = st.party.map((id) => st.fighters[id]!).filter((f) => f.condition === 'up');
  const opts: Option<Fighter | 'past'>[] = up.map((f) => {
    const r = featOdds(featScore(f, DISARM_ABILITY), trap.difficulty);
    return choice<Fighter | 'past'>(f, `disarm:${f.id}`, `${f.name} disarms it: ${DISARM_ROUNDS} rounds, then a ${DIFFICULTY_WORD[trap.difficulty]} Feat of ${ABILITY_WORD[DISARM_ABILITY]} (${featScore(f, DISARM_ABILITY)}), ${pct(r)}; a failure sets it off on ${f.name}, with no Feat to avoid it`, { chance: toNumber(r), of: 'disarms it', text: pct(r) });
  });
  opts.push(option('past', `Go on past it: Luck picks who sets it off; a ${DIFFICULTY_WORD[trap.difficulty]} Feat of ${ABILITY_WORD[trap.ability]} avoids it`) as Option<Fighter | 'past'>);
  return opts;
}

/** A trap met in a room: rolled (or a scenario's), found, then disarmed by whom the player picks or passed; `spring` sets it off on a Luck pick. */
export function meetTrap(ctx: Ctx, st: GameState, o: SixOptions, spring: (trap: Trap) => void, given?: Trap): void {
  const trap = given ?? lookupDice(ctx, TRAP_TABLE, rollq(ctx, 1, 6, SEC.oursDungeon, 'Trap'), 'face');
  if (!st.party.some((id) => st.fighters[id]!.condition === 'up')) return;
  if (ctx.log) note(ctx, SEC.feats, `The party's careful advance finds the ${trap.name} before it goes off (the chapter rolls no perception).`);
  const pick = ctx.ask({ who: st.player, rule: SEC.oursDungeon, kind: 'trap', prompt: ctx.log ? `A ${trap.name}: who disarms it, or do you go on past it?` : 'trap', options: trapOptions(st, trap) });
  if (pick === 'past') return spring(trap);
  const f = pick;
  st.dungeon.rounds = (st.dungeon.rounds ?? 0) + DISARM_ROUNDS;
  if (ctx.log) note(ctx, SEC.feats, `${f.name} works at the ${trap.name} for ${DISARM_ROUNDS} rounds (a long Feat), then rolls.`);
  if (feat(ctx, f, DISARM_ABILITY, trap.difficulty, SEC.oursDungeon, `to disarm the ${trap.name}`)) {
    if (ctx.log) note(ctx, SEC.oursDungeon, `The ${trap.name} is disarmed.`);
    return;
  }
  if (ctx.log) note(ctx, SEC.oursDungeon, `The ${trap.name} goes off on ${f.name}.`);
  const bonus = trap.bonus ?? 0;
  logDamageOdds(ctx, SEC.oursDungeon, `the ${trap.name} against ${f.name} at ${f.hp} HP (the ${trap.damage} of 3×6${bonus ? ` + ${bonus}` : ''})`, keptAmountOdds(trap.damage, bonus), f.hp);
  const dice = roll3(ctx, SEC.oursDungeon, ctx.log ? `Damage from the ${trap.name} (keep the ${trap.damage} die)` : '');
  applyDamage(ctx, st, f, keep(dice, trap.damage) + bonus, SEC.oursDungeon, o);
}
