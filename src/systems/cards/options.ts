/** The options of the playing-card game, with their defaults; each ruling's other reading is an option. */
import { z } from 'zod';
import type { Setup } from '../../core/engine.ts';
import { isPrintable } from '../../core/excerpt.ts';

export const cardsOptions = z.object({
  /** The player's name in requests (`player:<name>`). */
  player: z.string().min(1).max(24).refine(isPrintable, 'control or invisible characters are not allowed').default('Player').describe('your name in requests, the log and the high score sheet'),
  character: z.enum(['warrior', 'mage', 'choose']).default('choose').describe('warrior | mage | choose (ask at the start)'),
  difficulty: z.enum(['normal', 'hardcore', 'choose']).default('choose').describe('normal | hardcore | choose (ask before the first room)'),
  /** What 10 score points buy a Mage: the whole pool back (Battles 3) or one card (1 Mage). */
  regen: z.enum(['whole-pool', 'per-card']).default('whole-pool').describe('whole-pool: 10 score points refill the whole mana pool | per-card: 10 points per mana card (ruling R9)'),
  /** Equal initiative cards: draw both again, or one side wins. */
  ties: z.enum(['redraw', 'player', 'monster']).default('redraw').describe('redraw: equal initiative cards are drawn again | player | monster: that side wins ties (R4)'),
  /** HP counters are cards drawn out of the deck, or mere tokens that leave the deck whole. */
  counters: z.enum(['cards', 'tokens']).default('cards').describe('cards: HP counters are drawn out of the deck | tokens: the deck stays whole (R2)'),
  /** An empty battle pool: shuffle the discards into a new one, or end the game. */
  deckOut: z.enum(['reshuffle', 'end']).default('reshuffle').describe('reshuffle: the discards become a new battle pool | end: the game ends, score kept as on leaving (R10)'),
  /** Half the HP card for a Mage: rounded down (at least 1) or up. */
  mageHp: z.enum(['down', 'up']).default('down').describe('down: half the HP card rounded down, at least 1 | up (R3)'),
  /** Whether the monster's evasion card can make an attack spell miss. */
  spellsCanMiss: z.boolean().default(true).describe('true: the monster draws evasion against attack spells too | false: spells always hit (R8)'),
});

export type CardsOptions = z.infer<typeof cardsOptions>;

/** What `simulate` plays one by one: each character on each difficulty, every other option at its default. */
export const cardsSetups: readonly Setup[] = (['warrior', 'mage'] as const).flatMap((character) =>
  (['normal', 'hardcore'] as const).map((difficulty) => ({ name: `${character}, ${difficulty}`, options: { character, difficulty } })),
);
