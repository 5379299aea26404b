/** A new game's seed when the player names none (the terminal and the browser alike). */
import { randomInt } from 'node:crypto';

export function freshSeed(): number {
  return randomInt(0, 2 ** 31);
}
