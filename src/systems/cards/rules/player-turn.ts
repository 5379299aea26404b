/**
 * Battles 2, player turn: like the monster's turn the other way round. A
 * Warrior draws an attack card worth its face value; a Mage casts an attack
 * spell (a turned mana card, face value) or melees (a drawn card that only
 * gives the colour, 1 damage). The monster then draws its evasion card: a
 * different colour misses.
 */
import type { Ctx } from '../../../core/engine.ts';
import { note } from '../../../core/engine.ts';
import { clearTable, DECK, discardCounters, drawToTable, FACE_OF, sameColour, show } from './deck.ts';
import type { CardsOptions } from '../options.ts';
import { SEC } from '../sections.ts';
import type { CardsState } from '../state.ts';
import { askPlayer, CHOICES } from './ask.ts';
import { canRegen, regenerate } from './mana.ts';
import { meleeOdds, spellOdds, withOdds } from './odds.ts';

/** A Mage's melee is worth 1 damage whatever the card drawn. */
const MAGE_MELEE = 1;

export function playerTurn(ctx: Ctx, st: CardsState, o: CardsOptions): void {
  let atk: number;
  let dmg: number;
  let evadable = true;
  if (st.character === 'warrior') {
    atk = drawToTable(ctx, st, o, SEC.playerTurn, 'Your attack card');
    dmg = FACE_OF[atk]!;
  } else if (mageAction(ctx, st, o) === 'spell') {
    atk = st.mana.pop()!;
    ctx.reveal(SEC.mage, 'a mana card was turned over');
    st.table.push(atk);
    dmg = FACE_OF[atk]!;
    evadable = o.spellsCanMiss;
    if (ctx.log) note(ctx, SEC.mage, spellText(atk, dmg));
  } else {
    atk = drawToTable(ctx, st, o, SEC.mage, 'Your melee card (colour only)');
    dmg = MAGE_MELEE;
  }
  if (evadable) {
    const ev = drawToTable(ctx, st, o, SEC.playerTurn, 'Monster evasion card');
    if (!sameColour(atk, ev)) {
      if (ctx.log) note(ctx, SEC.playerTurn, 'The monster evades: a different colour, your attack misses.');
      clearTable(st);
      return;
    }
  }
  const lost = Math.min(dmg, st.monsterHp);
  st.monsterHp -= lost;
  discardCounters(st, st.monsterCounters, lost);
  if (ctx.log) note(ctx, SEC.playerTurn, hitText(dmg, st));
  clearTable(st);
}

/** The Mage's choice each turn; regeneration may come first, any number of times. */
function mageAction(ctx: Ctx, st: CardsState, o: CardsOptions): 'spell' | 'melee' {
  for (;;) {
    const regen = canRegen(st);
    const opts = st.mana.length > 0 ? (regen ? CHOICES.attackRegen : CHOICES.attack) : regen ? CHOICES.meleeRegen : null;
    const c = opts === null ? 'melee' : askPlayer(ctx, o, SEC.playerTurn, 'attack', ctx.log ? `Your turn (monster HP ${st.monsterHp}, mana pool ${st.mana.length}, score ${st.score}): spell or melee?` : 'Your turn: spell or melee?', ctx.log ? withOdds(opts.options, (id) => (id === 'spell' ? spellOdds(st, o) : id === 'melee' ? meleeOdds(st) : null)) : opts);
    if (c === 'regen') {
      regenerate(ctx, st, o);
      continue;
    }
    return c as 'spell' | 'melee';
  }
}

/** The log's lines of the player's turn, kept out of it (a template's code counts against V8's inlining budget even with the log off). */
function spellText(card: number, dmg: number): string {
  return `Attack spell: you turn over the ${show(DECK[card]!)} for ${dmg} damage.`;
}

function hitText(dmg: number, st: CardsState): string {
  return `You hit for ${dmg}: the monster has ${st.monsterHp} of ${st.monsterMax} HP left.`;
}
