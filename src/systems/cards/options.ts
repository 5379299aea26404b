/** The options of the playing-card game, with their defaults; each ruling's other reading is an option. */
import { z } from 'zod';

export const cardsOptions = z.object({
  /** The player's name in requests (`player:<name>`). */
  player: z.string().min(1).max(24).default('Player'),
  character: z.enum(['warrior', 'mage', 'choose']).default('choose'),
  difficulty: z.enum(['normal', 'hardcore', 'choose']).default('choose'),
  /** What 10 score points buy a Mage: the whole pool back (Battles 3) or one card (1 Mage). */
  regen: z.enum(['whole-pool', 'per-card']).default('whole-pool'),
  /** Equal initiative cards: draw both again, or one side wins. */
  ties: z.enum(['redraw', 'player', 'monster']).default('redraw'),
  /** HP counters are cards drawn out of the deck, or mere tokens that leave the deck whole. */
  counters: z.enum(['cards', 'tokens']).default('cards'),
  /** An empty battle pool: shuffle the discards into a new one, or end the game. */
  deckOut: z.enum(['reshuffle', 'end']).default('reshuffle'),
  /** Half the HP card for a Mage: rounded down (at least 1) or up. */
  mageHp: z.enum(['down', 'up']).default('down'),
  /** Whether the monster's evasion card can make an attack spell miss. */
  spellsCanMiss: z.boolean().default(true),
});

export type CardsOptions = z.infer<typeof cardsOptions>;

export const cardsOptionHelp: Record<string, string> = {
  player: 'your name in the log and on the high score sheet (default Player)',
  character: 'warrior | mage | choose (default: ask)',
  difficulty: 'normal | hardcore | choose (default: ask)',
  regen: 'whole-pool (default: 10 score points refill the whole mana pool) | per-card (10 points per mana card)',
  ties: 'redraw (default: equal initiative cards are drawn again) | player | monster (that side wins ties)',
  counters: 'cards (default: HP counters are drawn out of the deck) | tokens (counters are beads, the deck stays whole)',
  deckOut: 'reshuffle (default: shuffle the discards into a new battle pool) | end (the game ends, score kept as on leaving)',
  mageHp: 'down (default: half the HP card rounded down, at least 1) | up',
  spellsCanMiss: 'true (default: the monster draws evasion against attack spells too) | false',
};
