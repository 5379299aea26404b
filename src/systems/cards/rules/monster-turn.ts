/**
 * Battles 2, monster turn: the monster's attack card, then the player's
 * evasion card; a different colour misses. A hit is capped at the monster's
 * card value in normal mode, then a Warrior's shield absorbs half its shield
 * card (rounded down) and a Mage may cast one shield spell.
 */
import type { Ctx } from '../../../core/engine.ts';
import { note } from '../../../core/engine.ts';
import { clearTable, DECK, discardCounters, drawToTable, FACE_OF, sameColour, show } from './deck.ts';
import type { CardsOptions } from '../options.ts';
import { SEC } from '../sections.ts';
import type { CardsState } from '../state.ts';
import { askPlayer, CHOICES } from './ask.ts';
import { canRegen, regenerate } from './mana.ts';
import { shieldOdds, withOdds } from './odds.ts';

/** Damage of a monster's attack card: capped at the monster card's value in normal mode. */
export function monsterDamage(attackValue: number, monsterValue: number, hardcore: boolean): number {
  return hardcore ? attackValue : Math.min(attackValue, monsterValue);
}

export function monsterTurn(ctx: Ctx, st: CardsState, o: CardsOptions): void {
  const atk = drawToTable(ctx, st, o, SEC.monsterTurn, 'Monster attack card');
  const raw = FACE_OF[atk]!;
  const dmg = monsterDamage(raw, st.monsterMax, st.hardcore === true);
  const ev = drawToTable(ctx, st, o, SEC.monsterTurn, 'Your evasion card');
  if (!sameColour(atk, ev)) {
    if (ctx.log) note(ctx, SEC.monsterTurn, `Your evasion card is a different colour: the monster's attack misses.`);
    clearTable(st);
    return;
  }
  if (ctx.log) note(ctx, SEC.monsterTurn, hitText(dmg, raw, st.monsterMax));
  let taken = dmg;
  if (st.character === 'warrior') {
    taken = Math.max(0, dmg - st.absorb);
    if (ctx.log && st.absorb > 0) note(ctx, SEC.warrior, `Your shield absorbs ${dmg - taken}.`);
  } else {
    taken = mageShield(ctx, st, o, dmg);
  }
  takeDamage(ctx, st, taken);
  clearTable(st);
}

/** 1 Mage: on a hit the Mage may turn over one mana card as a shield spell (ruling R8: one per hit). */
function mageShield(ctx: Ctx, st: CardsState, o: CardsOptions, dmg: number): number {
  st.pendingHit = dmg;
  for (;;) {
    const regen = canRegen(st);
    const opts = st.mana.length > 0 ? (regen ? CHOICES.shieldRegen : CHOICES.shield) : regen ? CHOICES.regenOnly : null;
    if (opts === null) break;
    const c = askPlayer(ctx, o, SEC.mage, 'shield', ctx.log ? `The monster hits you for ${dmg} (HP ${st.hp}, mana pool ${st.mana.length}). Cast a shield spell?` : 'The monster hits you. Cast a shield spell?', ctx.log ? withOdds(opts.options, (id) => (id === 'shield' ? shieldOdds(st, dmg) : null)) : opts);
    if (c === 'regen') {
      regenerate(ctx, st, o);
      continue;
    }
    if (c === 'shield') {
      const card = st.mana.pop()!;
      ctx.reveal(SEC.mage, 'a mana card was turned over');
      st.table.push(card);
      const absorbed = Math.min(dmg, FACE_OF[card]!);
      if (ctx.log) note(ctx, SEC.mage, `Shield spell: you turn over the ${show(DECK[card]!)}; it absorbs ${absorbed}.`);
      st.pendingHit = 0;
      return dmg - absorbed;
    }
    break;
  }
  st.pendingHit = 0;
  return dmg;
}

/** The player loses HP and as many HP counters. */
function takeDamage(ctx: Ctx, st: CardsState, n: number): void {
  const lost = Math.min(n, st.hp);
  st.hp -= lost;
  discardCounters(st, st.hpCounters, lost);
  if (ctx.log) note(ctx, SEC.monsterTurn, `You lose ${lost} HP: ${st.hp} of ${st.maxHp} left.`);
}

/**
 * The log's line for a monster's hit. The log's texts live in small functions
 * of their own: a template's code counts against V8's inlining budget even
 * when the log is off, and the turns are the hottest code of a simulation.
 */
function hitText(dmg: number, raw: number, cap: number): string {
  return `Same colour: the monster hits for ${dmg}${dmg < raw ? ` (its ${raw} is capped at its card value ${cap})` : ''}.`;
}
