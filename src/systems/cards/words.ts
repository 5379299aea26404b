/** The playing-card game's options, choices and outcomes in words (core/words.ts), for the new-game form, the first log line and the report. */
import type { SystemWords } from '../../core/words.ts';

export const CARDS_OUTCOMES: Readonly<Record<string, string>> = {
  playing: 'Still playing',
  left: 'Left the dungeon alive',
  died: 'Died in the dungeon',
  'deck-out': 'The battle pool ran out',
};

const CHARACTER_ABOUT: Record<string, string> = {
  warrior: 'full HP from the HP card; melee damage from the attack card; a shield card to block',
  mage: 'half the HP card; melee 1, but spells paid from a pool of mana cards',
};

export const CARDS_WORDS: SystemWords = {
  options: {
    player: 'Your name',
    character: 'Character',
    difficulty: 'Difficulty',
    regen: "Mage's mana regeneration",
    ties: 'Initiative ties',
    counters: 'HP counters',
    deckOut: 'When the battle pool runs out',
    mageHp: "Mage's half HP",
    spellsCanMiss: 'Spells can miss',
  },
  choices: {
    character: { warrior: 'Warrior', mage: 'Mage', choose: 'Choose at the start' },
    difficulty: { normal: 'Normal', hardcore: 'Hard core (a death loses the score)', choose: 'Choose before the first room' },
    regen: { 'whole-pool': 'Whole pool: 10 score points refill it', 'per-card': 'Per card: 10 score points buy one mana card' },
    ties: { redraw: 'Both cards are drawn again', player: 'The player wins them', monster: 'The monster wins them' },
    counters: { cards: 'Cards drawn out of the deck', tokens: 'Tokens: the deck stays whole' },
    deckOut: { reshuffle: 'The discards are shuffled into a new pool', end: 'The game ends, the score kept' },
    mageHp: { down: 'Rounded down (at least 1)', up: 'Rounded up' },
  },
  help: {
    player: 'Your name in the requests, the log and the high score sheet.',
    character: 'Who goes into the dungeon.',
    difficulty: 'On hard core a death loses every point earned.',
    regen: 'What 10 score points buy a Mage (ruling R9).',
    ties: 'Equal initiative cards (ruling R4).',
    counters: 'Whether HP counters are cards taken from the deck (ruling R2).',
    deckOut: 'An empty battle pool (ruling R10).',
    mageHp: 'A Mage has half the HP card (ruling R3).',
    spellsCanMiss: "Whether the monster's evasion card can make an attack spell miss (ruling R8).",
  },
  items: {
    character: [
      { value: 'warrior', label: 'Warrior', about: CHARACTER_ABOUT.warrior! },
      { value: 'mage', label: 'Mage', about: CHARACTER_ABOUT.mage! },
      { value: 'choose', label: 'Choose at the start' },
    ],
  },
  title: (o) => (o.character === 'warrior' ? 'the Warrior' : o.character === 'mage' ? 'the Mage' : undefined),
  outcomes: CARDS_OUTCOMES,
};
