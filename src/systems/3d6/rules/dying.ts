/**
 * Dying and Recovery. A character dropped to 0 HP or less, or hit again
 * while there, makes a Hard (High) test against its negative HP: the test
 * "succeeding" means death. A survivor is unconscious and takes a Wound.
 * Unconscious below 0, the test is repeated at the end of every round
 * (without a new Wound) unless First Aid was given that round. First Aid
 * heals 1 HP up to 0; healing to 1 HP wakes; Wounds stay until the daily
 * Vigor test removes them. Ours: a monster is slain at 0 HP.
 */
import type { Ctx } from '../../../core/engine.ts';
import { note } from '../../../core/engine.ts';
import { keep } from '../../../core/dice.ts';
import { ratio, type Ratio } from '../../../core/odds.ts';
import { option } from '../../../core/request.ts';
import type { SixOptions } from '../options.ts';
import { SEC } from '../sections.ts';
import type { Fighter, GameState } from '../state.ts';
import { WOUND_TEST, type Rest } from '../tables/core.ts';
import { burnLuck, canBurnLuck } from './abilities.ts';
import { keptAtMostOdds, roll3 } from './dice.ts';
import { feat } from './feats.ts';
import { logOdds } from './odds.ts';
import { dropLong, hitBreaks } from './long-actions.ts';

export type DyingRule = SixOptions['dying'];

/** The chance the dying test kills at `hp` (0 or less): the high die of 3×6 at most (or below) the negative HP. */
export function dyingOdds(hp: number, rule: DyingRule): Ratio {
  const n = -hp;
  const score = rule === 'at-most' ? n : n - 1;
  if (score <= 0) return ratio(0, 1);
  return keptAtMostOdds('highest', Math.min(6, score));
}

/** Whether a high die of `high` kills at `hp`. */
function killsAt(high: number, hp: number, rule: DyingRule): boolean {
  return rule === 'at-most' ? high <= -hp : high < -hp;
}

/**
 * The Hard test against the negative HP. Rolls only when the outcome is in
 * doubt; a death the player can escape by burning Luck is offered.
 * Returns true when the character lives.
 */
function dyingTest(ctx: Ctx, st: GameState, f: Fighter, o: Pick<SixOptions, 'dying'>, why: string): boolean {
  const odds = dyingOdds(f.hp, o.dying);
  let dies: boolean;
  if (odds.num === 0n) {
    if (ctx.log) note(ctx, SEC.dying, `${f.name} at ${f.hp} HP ${why}: the dying test cannot kill at this HP, no roll.`);
    dies = false;
  } else if (odds.num === odds.den) {
    if (ctx.log) note(ctx, SEC.dying, `${f.name} at ${f.hp} HP ${why}: the dying test cannot be survived at this HP, no roll.`);
    dies = true;
  } else {
    logOdds(ctx, SEC.dying, `${f.name} at ${f.hp} HP ${why}, Hard test against ${-f.hp}: death`, odds);
    const dice = roll3(ctx, SEC.dying, ctx.log ? `${f.name}'s dying test (keep the high die)` : '');
    const high = keep(dice, 'highest');
    dies = killsAt(high, f.hp, o.dying);
    if (ctx.log) note(ctx, SEC.dying, `High die ${high} against ${-f.hp}: ${dies ? 'the test succeeds, and that is death' : 'the test fails, and the character lives'}.`);
  }
  if (dies && canBurnLuck(f)) {
    const c = ctx.ask({ who: st.player, rule: SEC.luck, kind: 'burn-luck', prompt: `${f.name} is about to die. Burn a level of Luck (${f.abilities.luck} → ${f.abilities.luck - 1}) to escape?`, options: [option('burn', `Burn a level of Luck: ${f.name} lives, Luck ${f.abilities.luck - 1} for good`), option('die', `${f.name} dies`)] });
    if (c === 'burn') {
      burnLuck(ctx, f, 'death');
      // Ours: escaping certain death leaves the character out of danger, at 0 HP (else the next test would be as certain).
      f.hp = Math.max(f.hp, 0);
      dies = false;
    }
  }
  if (dies) {
    f.condition = 'dead';
    f.bleeding = 0;
    st.story.push(`${f.name} died.`);
    if (ctx.log) note(ctx, SEC.dying, `${f.name} dies.`);
  }
  return !dies;
}

/**
 * Damage to HP (Combat: Damage). A character dropped to 0 or less, or hit
 * while there, makes the dying test and, alive, is unconscious with a new
 * Wound. A monster is slain at 0 (ours). Damage wakes a sleeper.
 */
export function applyDamage(ctx: Ctx, st: GameState, f: Fighter, amount: number, rule: string, o: Pick<SixOptions, 'dying'> & Partial<Pick<SixOptions, 'interrupt'>>): void {
  if (f.condition === 'dead' || f.condition === 'fled' || amount <= 0) return;
  const wasDown = f.hp <= 0;
  f.hp -= amount;
  if (f.asleep) {
    f.asleep = false;
    f.stunned = 0;
    if (ctx.log) note(ctx, SEC.magic, `${f.name} wakes up.`);
  }
  if (ctx.log) note(ctx, rule, `${f.name} takes ${amount} damage: ${f.hp} of ${f.maxHp} HP.`);
  if (f.preparing && (f.hp <= 0 || hitBreaks(o))) dropLong(ctx, f, f.hp <= 0 ? 'falls' : 'is hurt');
  if (f.hp > 0) return;
  if (f.kind === 'monster') {
    f.condition = 'dead';
    f.bleeding = 0;
    st.kills++;
    if (ctx.log) note(ctx, SEC.oursBestiary, `${f.name} is slain.`);
    return;
  }
  // Down before the test, so the state is whole when a player is asked about burning Luck.
  const wasUp = f.condition === 'up';
  f.condition = 'unconscious';
  f.prone = true;
  const alive = dyingTest(ctx, st, f, o, wasDown ? 'hit again while dying' : 'drops');
  if (!alive) return;
  f.wounds++;
  if (ctx.log) note(ctx, SEC.dying, `${f.name} is unconscious and takes a Wound (${f.wounds} in all).`);
  if (wasUp) st.story.push(`${f.name} fell at ${f.hp} HP and took a Wound.`);
}

/**
 * End of round: the unconscious below 0 repeat the test, without a new
 * Wound, unless tended this round. Dying says here the character dies "if
 * the test is failed", the opposite of the first test; read as the same
 * test (a success is death), since the other way a character at -1 would
 * almost surely die and one at -5 would be safer (docs/rulings/3d6.md).
 */
export function endOfRoundDying(ctx: Ctx, st: GameState, fighters: readonly Fighter[], o: Pick<SixOptions, 'dying'>): void {
  for (const f of fighters) {
    if (f.kind === 'pc' && f.condition === 'unconscious' && f.hp < 0) {
      if (f.tended) {
        if (ctx.log) note(ctx, SEC.dying, `${f.name} was given First Aid this round: no dying test.`);
      } else dyingTest(ctx, st, f, o, 'at the end of the round (the same test as on falling: a success is death)');
    }
    f.tended = false;
  }
}

/** First Aid on a dying character: +1 HP up to 0, and no dying test this round. */
export function firstAid(ctx: Ctx, helper: Fighter, patient: Fighter): void {
  patient.tended = true;
  const before = patient.hp;
  if (patient.hp < 0) patient.hp++;
  if (ctx.log) note(ctx, SEC.dying, `${helper.name} gives First Aid to ${patient.name}: HP ${before} → ${patient.hp}${patient.hp === 0 ? ', out of danger' : ''}; no dying test this round.`);
}

/** Healing by magic or an item: up to the maximum; 1 HP or more wakes the unconscious; Wounds stay. */
export function heal(ctx: Ctx, f: Fighter, amount: number, rule: string, what: string): void {
  if (f.condition === 'dead' || f.condition === 'fled') return;
  const before = f.hp;
  f.hp = Math.min(f.maxHp, f.hp + amount);
  let woke = false;
  if (f.condition === 'unconscious' && f.hp >= 1) {
    f.condition = 'up';
    woke = true;
  }
  if (ctx.log) note(ctx, rule, `${what} heals ${f.name} by ${amount}: HP ${before} → ${f.hp}${woke ? `; ${f.name} wakes (still down, standing costs an action)` : ''}${f.wounds ? `; ${f.wounds} Wound${f.wounds === 1 ? '' : 's'} remain` : ''}.`);
}

/** The daily Wound test: a Vigor Feat, High while adventuring, Moderate with bed rest, Low with a healer too; success removes one Wound. */
export function woundTest(ctx: Ctx, f: Fighter, rest: Rest): boolean {
  if (f.wounds <= 0 || f.condition === 'dead') return false;
  const t = WOUND_TEST[rest];
  const ok = feat(ctx, f, 'vigor', t.difficulty, t.rule, `to heal a Wound ${t.label}`);
  if (ok) f.wounds--;
  if (ctx.log) note(ctx, SEC.recovery, ok ? `${f.name} heals a Wound (${f.wounds} left).` : `${f.name}'s Wounds stay (${f.wounds}).`);
  return ok;
}
