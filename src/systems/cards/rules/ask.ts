/** Shared request helpers: every decision is the player's (`player:<name>`). */
import type { Ctx } from '../../../core/engine.ts';
import { option, type Option, type Request } from '../../../core/request.ts';
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

/**
 * Every list of options the game offers, built once: a request's options are
 * read-only, so simulations do not build an array per decision.
 */
const list = (...opts: Option[]): readonly Option[] => Object.freeze(opts);
export const CHOICES = {
  character: list(OPT.warrior, OPT.mage),
  difficulty: list(OPT.normal, OPT.hardcore),
  /** The Mage's turn: with mana, then with regeneration on offer. */
  attack: list(OPT.spell, OPT.melee),
  attackRegen: list(OPT.spell, OPT.melee, OPT.regen),
  meleeRegen: list(OPT.melee, OPT.regen),
  /** The Mage is hit. */
  shield: list(OPT.shield, OPT.noShield),
  shieldRegen: list(OPT.shield, OPT.regen, OPT.noShield),
  regenOnly: list(OPT.regen, OPT.noShield),
  /** After a room. */
  goOn: list(OPT.on, OPT.leave),
  goOnRegen: list(OPT.on, OPT.leave, OPT.regen),
} as const;

let whoName = '';
let whoId = '';

/** The decider of every request: `player:<name>` (made once per name, not per request). */
export function who(o: CardsOptions): string {
  if (o.player !== whoName || whoId === '') {
    whoName = o.player;
    whoId = `player:${o.player}`;
  }
  return whoId;
}

/**
 * Requests asked with the log off, by their list of options: each list is
 * offered at one place only, with a prompt that carries no numbers, so one
 * request per list serves every game of a simulation. Emptied when the
 * player's name changes.
 */
const quiet = new Map<readonly Option[], Request>();
let quietWho = '';

/** Asks the player. Prompts carry numbers only when the log is on (a person is playing); simulations skip building them. */
export function askPlayer(ctx: Ctx, o: CardsOptions, rule: string, kind: string, prompt: string, options: readonly Option[]): string {
  const id = who(o);
  if (ctx.log) return ctx.ask({ who: id, rule, prompt, options, kind });
  if (id !== quietWho) {
    quiet.clear();
    quietWho = id;
  }
  let req = quiet.get(options);
  if (req === undefined || req.prompt !== prompt || req.rule !== rule || req.kind !== kind) {
    req = Object.freeze({ who: id, rule, prompt, options, kind });
    quiet.set(options, req);
  }
  return ctx.ask(req);
}
