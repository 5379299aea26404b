/** The toy's options and outcomes in words. */
import type { SystemWords } from '../../src/core/words.ts';

export const TOY_WORDS: SystemWords = {
  options: { player: 'Your name', rooms: 'Rooms', hp: 'Hit points' },
  outcomes: { escaped: 'The hero got out', died: 'The hero died', unfinished: 'Unfinished' },
};
