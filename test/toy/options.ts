/** The toy's options: each described once, in its schema (the help is derived from it). */
import { z } from 'zod';

export const toyOptions = z.strictObject({
  player: z.string().min(1).max(24).default('Player').describe('your name in requests and the log'),
  rooms: z.number().int().min(1).max(6).default(3).describe('how many rooms the dungeon has (1 to 6)'),
  hp: z.number().int().min(1).max(6).default(3).describe('the hero\'s HP at the start (1 to 6)'),
});

export type ToyOptions = z.infer<typeof toyOptions>;
