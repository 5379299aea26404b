/** Shared request helpers: every decision is the player's (`player:<name>`). */
import type { Ctx } from '../../../core/engine.ts';
import { option, type Option } from '../../../core/request.ts';
import type { CardsOptions } from '../options.ts';
import { Choices, quietRequest, who } from '../speed/requests.ts';

const OPT = {
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

/** Every list of options the game offers. */
export const CHOICES = {
  character: new Choices(OPT.warrior, OPT.mage),
  difficulty: new Choices(OPT.normal, OPT.hardcore),
  /** The Mage's turn: with mana, then with regeneration on offer. */
  attack: new Choices(OPT.spell, OPT.melee),
  attackRegen: new Choices(OPT.spell, OPT.melee, OPT.regen),
  meleeRegen: new Choices(OPT.melee, OPT.regen),
  /** The Mage is hit. */
  shield: new Choices(OPT.shield, OPT.noShield),
  shieldRegen: new Choices(OPT.shield, OPT.regen, OPT.noShield),
  regenOnly: new Choices(OPT.regen, OPT.noShield),
  /** After a room. */
  goOn: new Choices(OPT.on, OPT.leave),
  goOnRegen: new Choices(OPT.on, OPT.leave, OPT.regen),
} as const;

/**
 * Asks the player. Prompts carry numbers only when the log is on (a person is
 * playing); simulations skip building them. With the log on a caller may pass
 * the options themselves (with their odds, odds.ts) in place of the Choices.
 */
export function askPlayer(ctx: Ctx, o: CardsOptions, rule: string, kind: string, prompt: string, choices: Choices | readonly Option<string>[]): string {
  if (ctx.log || !(choices instanceof Choices)) return ctx.ask({ who: who(o), rule, prompt, options: choices instanceof Choices ? choices.options : choices, kind });
  return ctx.ask(quietRequest(choices, who(o), rule, prompt, kind));
}
