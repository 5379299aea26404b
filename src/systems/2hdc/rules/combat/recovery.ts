/**
 * Healing and recovery: a Healer's attempt during a fight (30.0, 1d6 each
 * against the Healer's and the patient's Rep), the After the Fight Recovery
 * Test (27.0, 2d6 against original Rep), Ghoul infection (7.0.6), Feral
 * Vampire poison (7.0.5), and Run Away! (26.1).
 */
import type { Ctx } from '../../../../core/engine.ts';
import { note } from '../../../../core/engine.ts';
import { passed } from '../../../../core/dice.ts';
import { lookup, lookupDice } from '../../../../core/tables.ts';
import { diceRead } from '../../../../core/parts.ts';
import { hasAttribute, isUp, playerOf, type Band, type Character } from '../../state.ts';
import { RECOVERY_27_0, type RecoveryResult } from '../../tables/combat.ts';
import { crisisTest } from './crisis.ts';
import { offerTalismans } from '../magic/restore.ts';
import { rollAs } from './roll.ts';
import { healOddsText, oneDieOddsText, twoDiceOddsText } from './odds.ts';

/** Applies a 27.0 result to an Out of the Fight character. */
function applyRecovery(ctx: Ctx, c: Character, r: RecoveryResult, rule: string): void {
  if (r === 'dies') {
    c.status = 'obviously-dead';
    if (ctx.log) note(ctx, rule, `${c.name} dies from wounds`);
    return;
  }
  // Ruling: "one lower than original Rep" lowers the original Rep too (it is lasting).
  if (r === 'one-lower') c.originalRep = Math.max(0, c.originalRep - 1);
  c.rep = c.originalRep - c.castingLoss;
  c.poisoned = 0;
  c.status = 'carry-on';
  if (ctx.log) note(ctx, rule, `${c.name} recovers at Rep ${c.rep}`);
}

/** 30.0: a healer of Rep `healerRep` tends an Out of the Fight character. Returns whether the healer passed its die (7.0.6). */
export function heal(ctx: Ctx, healerName: string, healerRep: number, c: Character): boolean {
  if (ctx.log) note(ctx, '30.0', healOddsText(healerRep, c.originalRep));
  const h = rollAs(ctx, 1, 6, '30.0', healerName, ' heals (vs Rep ', healerRep, ')');
  const p = rollAs(ctx, 1, 6, '30.0', c.name, ' (vs Rep ', c.originalRep, ')');
  const hp = passed(h, healerRep);
  const n = hp + passed(p, c.originalRep);
  const why = ctx.log ? [diceRead(h, 'passed', `passed by ${healerName}`, healerRep, 'Rep'), diceRead(p, 'passed', `passed by ${c.name}`, c.originalRep, 'original Rep')] : null;
  applyRecovery(ctx, c, lookup(ctx, RECOVERY_27_0, n, c.name, why), '30.0');
  if (c.infected && hp === 1 && c.status === 'carry-on') {
    c.infected = false;
    if (ctx.log) note(ctx, '7.0.6', `${healerName} cures ${c.name}'s infection`);
  }
  return hp === 1;
}

const RECOVERS: readonly [string, string, string] = ['recovers', 'one Rep lower', 'dies'];
const POISONED: readonly [string, string, string] = ['recovers', 'becomes a Feral Vampire', 'dies'];
const POISON_ONLY: readonly [string, string, string] = ['shakes off the poison', 'becomes a Feral Vampire', 'keeps the Rep lost'];

/** What pass 2 / 1 / 0 means on 27.0 for this character (7.0.5: a poisoned one turns on pass 1). */
function recoveryBands(poisonOnly: boolean, poisoned: boolean): readonly [string, string, string] {
  return poisonOnly ? POISON_ONLY : poisoned ? POISONED : RECOVERS;
}

/** 27.0 with 7.0.5/7.0.6, for every band member after the fight. */
export function recoverAfterFight(ctx: Ctx, band: Band): void {
  const healers = band.members.filter((m) => isUp(m) && hasAttribute(m, 'Healing'));
  for (const c of band.members) {
    const wounded = c.status === 'out-of-the-fight';
    const poisoned = (c.poisoned ?? 0) > 0 && isUp(c);
    if (!wounded && !poisoned) continue;
    if (ctx.log) note(ctx, '27.0', twoDiceOddsText(c.originalRep, recoveryBands(poisoned && !wounded, (c.poisoned ?? 0) > 0)));
    const dice = rollAs(ctx, 2, 6, '27.0', c.name, ' After the Fight Recovery (vs original Rep ', c.originalRep, ')');
    const r = lookupDice(ctx, RECOVERY_27_0, dice, 'passed', c.name, c.originalRep, 'original Rep');
    if (poisoned && !wounded) {
      // Ruling (7.0.5): pass 2 restores the poisoned Rep; pass 1 turns; pass 0 keeps the loss.
      if (r === 'full') {
        c.rep += c.poisoned ?? 0;
        c.poisoned = 0;
        if (ctx.log) note(ctx, '7.0.5', `${c.name} shakes off the poison: Rep ${c.rep}`);
      } else if (r === 'one-lower') {
        c.status = 'turned';
        c.race = 'Feral Vampire';
        if (ctx.log) note(ctx, '7.0.5', `${c.name} becomes a Feral Vampire`);
      } else {
        c.originalRep = c.rep;
        c.poisoned = 0;
        if (ctx.log) note(ctx, '7.0.5', `${c.name} keeps the Rep lost to the poison (Rep ${c.rep})`);
      }
      continue;
    }
    const wasPoisoned = (c.poisoned ?? 0) > 0;
    applyRecovery(ctx, c, r, '27.0');
    if (c.status !== 'carry-on') continue;
    if (wasPoisoned && r === 'one-lower') {
      c.status = 'turned';
      c.race = 'Feral Vampire';
      if (ctx.log) note(ctx, '7.0.5', `${c.name} becomes a Feral Vampire`);
      continue;
    }
    if (c.infected) {
      // 7.0.6: only a Healer passing its die stops the infection (ruling: any Healer up in the band).
      const h = healers.find((x) => x !== c);
      if (h && ctx.log) note(ctx, '7.0.6', oneDieOddsText(h.rep, 'cured'));
      const ok = h ? passed(rollAs(ctx, 1, 6, '7.0.6', h.name, ' treats ', c.name, "'s infection"), h.rep) === 1 : false;
      if (ok) {
        c.infected = false;
        if (ctx.log) note(ctx, '7.0.6', `${c.name}'s infection is cured`);
      } else {
        c.status = 'turned';
        c.race = 'Ghoul';
        if (ctx.log) note(ctx, '7.0.6', `${c.name} becomes a Ghoul`);
      }
    }
  }
  // 29.1.2: Casters who lost Rep casting may now use a Talisman of Restoration.
  offerTalismans(ctx, band.members);
}

/** 26.1: a Man Down Crisis Test for characters who fled; Duck Back or Flee quits the encounter. */
export function runAwayTest(ctx: Ctx, fled: Character[], who: string): Character[] {
  const testers = fled.filter((c) => isUp(c) || c.status === 'fled');
  if (testers.length === 0) return [];
  // 6.3.2/33.0: a player's Star chooses his own result through his owner; `who` decides for the others.
  const results = crisisTest(ctx, testers.map((c) => ({ c, reason: 'man-down' as const, facing3to1: false, courage: false, who: c.star && c.owner ? playerOf(c.owner) : who })), true);
  const quit: Character[] = [];
  testers.forEach((c, i) => {
    if (results[i] === 'carry-on') {
      c.status = 'carry-on';
      return;
    }
    c.status = 'quit';
    c.coins = { bronze: 0, silver: 0, gold: 0 };
    if (ctx.log) note(ctx, '26.1', `${c.name} runs away and quits the encounter, dropping all treasure`);
    quit.push(c);
  });
  return quit;
}
