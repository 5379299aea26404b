/**
 * Speed only: names written from a word and a number ("Orc C", the game's
 * third enemy an Orc) are written once per word and number and kept: the
 * same few dozen come back adventure after adventure, and writing one out
 * (its letter, then the words joined) costs a few strings every enemy made.
 * The names are the same strings (same JSON, same log).
 * Worth: instructions per adventure in bench/2hdc-instructions.ts.
 */
import { Kept } from './kept.ts';

const names = new Kept<string>();

/** `make(word, n)`, made once per word and number. */
export function keptName(word: string, n: number, make: (word: string, n: number) => string): string {
  const row = names.row(word, '');
  return (row[n] ??= make(word, n));
}

const grunts = new Kept<string>();

/** `make(race, n, professions)` (a recruit's name and professions), made once per race, professions and number. */
export function keptGruntName(race: string, n: number, professions: readonly string[], make: (race: string, n: number, professions: readonly string[]) => string): string {
  // One profession (most recruits) is a table's constant; two are joined into the key.
  const row = grunts.row(race, professions.length === 1 ? professions[0]! : professions.join('+'));
  return (row[n] ??= make(race, n, professions));
}
