/**
 * Treasure Chests: opening one costs 2 points. Its hidden number (1-3) is
 * turned up; the hero must roll above it on a die (the Traps ability lowers
 * the number by one; at 0 the chest is safe), or the trap table's row of
 * that number goes off. A hero who survives takes the contents (2D6 on the
 * contents table) and the chest leaves the board. Health potions, power-ups
 * (the Magic Power Up's spell from the power-up table, rolled again when the
 * hero knows it) and gold go to the hero.
 */
import { roll } from '../../../../core/dice.ts';
import { note } from '../../../../core/engine.ts';
import { lookup, lookupDice } from '../../../../core/tables.ts';
import { fixedPart } from '../../../../core/parts.ts';
import { SEC } from '../../sections.ts';
import { thingNames } from '../../words.ts';
import type { Feature, Model } from '../../state.ts';
import { has } from '../../state.ts';
import { CHEST_TABLE, POWER_UP_TABLE, TRAP_TABLE, type ChestItem } from '../../tables/dungeon.ts';
import { who, type G } from '../game.ts';
import { kitOf, learnSpell, spellName, SPELLS, takePowerUp } from './kit.ts';
import { springTrap } from './traps.ts';

/** The number a hero must roll above to open `f` safely (0: safe). */
function chestDanger(m: Model, f: Feature): number {
  return Math.max(0, (f.number ?? 1) - (has(m, 'traps') ? 1 : 0));
}

export function openChest(g: G, m: Model, f: Feature): void {
  const { ctx } = g;
  const n = f.number ?? 1;
  ctx.reveal(SEC.chests, "a chest's number was turned up");
  const danger = chestDanger(m, f);
  if (ctx.log) note(ctx, SEC.chests, `${who(m)} opens the chest at (${f.x}, ${f.y}): its number is ${n}${has(m, 'traps') ? `, ${danger} with Traps` : ''}`);
  if (danger > 0 && !f.on) {
    const [d] = roll(ctx, 1, 6, SEC.chestTrap, `${who(m)} opening the chest (above ${danger} to be safe)`, (r) => (r[0]! > danger ? 'safe' : 'the trap goes off'));
    if (d! <= danger) {
      f.on = true; // sprung: it will not go off again
      springTrap(g, m, lookup(ctx, TRAP_TABLE, n, who(m), ctx.log ? [fixedPart(n, "the chest's number")] : null), SEC.trapTable);
      if (m.status !== 'in-play') {
        if (ctx.log) note(ctx, SEC.chests, 'The chest stays closed, its trap spent');
        return;
      }
    }
  }
  f.gone = true;
  const r = roll(ctx, 2, 6, SEC.chestTable, 'Treasure chest contents');
  takeItem(g, m, lookupDice(ctx, CHEST_TABLE, r, 'sum', who(m)));
}

/** A magic power up: a spell the hero does not know yet, from the power-up table, and Multi Shot's extra die. */
export function magicPowerUp(g: G, m: Model): void {
  const k = kitOf(m);
  k.powerUps.push('magic');
  if (SPELLS.every((s) => m.abilities.includes(s))) {
    if (g.ctx.log) note(g.ctx, SEC.magicPowerUp, `${who(m)} knows every spell of the table already`);
    return;
  }
  for (;;) {
    const r = roll(g.ctx, 1, 6, SEC.powerUpTable, 'Magic power up');
    const spell = lookupDice(g.ctx, POWER_UP_TABLE, r, 'face', who(m));
    if (m.abilities.includes(spell)) {
      if (g.ctx.log) note(g.ctx, SEC.magicPowerUp, `${who(m)} knows ${spellName(spell)} already: roll again`);
      continue;
    }
    learnSpell(m, spell);
    if (g.ctx.log) note(g.ctx, SEC.magicPowerUp, `${who(m)} learns ${spellName(spell)}`);
    return;
  }
}

/** A chest's item (or one bought or picked up) goes to hero `m`. */
export function takeItem(g: G, m: Model, item: ChestItem | string): void {
  const k = kitOf(m);
  switch (item) {
    case 'magic-power-up':
      return magicPowerUp(g, m);
    case 'weapon-power-up':
      return takePowerUp(g, m, 'weapon', SEC.weaponPowerUp);
    case 'ranged-power-up':
      return takePowerUp(g, m, 'ranged', SEC.rangedPowerUp);
    case 'gold-25':
      k.stacks++;
      break;
    case 'gold-100':
      k.gold += 100;
      break;
    case 'gold-500':
      k.gold += 500;
      break;
    default:
      k.items.push(item);
  }
  if (g.ctx.log) note(g.ctx, SEC.chests, `${who(m)} carries ${k.gold} gold, ${k.stacks} treasure ${k.stacks === 1 ? 'stack' : 'stacks'}${k.items.length ? `, ${thingNames(k.items).join(', ')}` : ''}`);
}
