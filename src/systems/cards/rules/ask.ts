/** Shared request helpers: every decision is the player's (`player:<name>`). */
import type { Ctx } from '../../../core/engine.ts';
import { option, type Option } from '../../../core/request.ts';
import type { CardsOptions } from '../options.ts';

export const OPT = {
  warrior: option('warrior', 'Warrior: full HP card, melee with drawn cards, a shield card'),
  mage: option('mage', 'Mage: half HP, a mana pool of spell cards, melee worth 1'),
  normal: option('normal', 'Normal: a monster never deals more than its card value; score kept on death'),
  hardcore: option('hardcore', 'Hard core: no damage cap; score only recorded if you leave alive'),
  spell: option('spell', 'Attack spell: turn over a mana card, it deals its face value'),
  melee: option('melee', 'Melee: draw a card for colour only, 1 damage'),
  shield: option('shield', 'Shield spell: turn over a mana card, it absorbs its face value'),
  noShield: option('none', 'Take the hit'),
  regen: option('regen', 'Regenerate mana for 10 score points'),
  on: option('on', 'Go on to the next room'),
  leave: option('leave', 'Leave the dungeon and end the game'),
} as const;

export function who(o: CardsOptions): string {
  return `player:${o.player}`;
}

/** Asks the player. Prompts carry numbers only when the log is on (a person is playing); simulations skip building them. */
export function askPlayer(ctx: Ctx, o: CardsOptions, rule: string, kind: string, prompt: string, options: Option[]): string {
  return ctx.ask({ who: who(o), rule, prompt, options, kind });
}
