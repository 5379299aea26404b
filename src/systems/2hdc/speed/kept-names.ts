/**
 * Speed only: names written from a word and a number ("Orc C", the game's
 * third enemy an Orc) are written once per word and number and kept: the
 * same few dozen come back adventure after adventure, and writing one out
 * (its letter, then the words joined) costs a few strings every enemy made.
 * The names are the same strings (same JSON, same log).
 * Worth: instructions per adventure in bench/2hdc-instructions.ts.
 */

const kept = new Map<string, string[]>();
let lastWord: string | null = null;
let lastNames: string[] = [];

/** `make(word, n)`, made once per word and number (`word` a table's constant, hashed once). */
export function keptName(word: string, n: number, make: (word: string, n: number) => string): string {
  let names: string[] | undefined;
  // The last word asked about answers first (the enemies of one meeting share their race).
  if (word === lastWord) names = lastNames;
  else {
    names = kept.get(word);
    if (names === undefined) kept.set(word, (names = []));
    lastWord = word;
    lastNames = names;
  }
  let name = names[n];
  if (name === undefined) names[n] = name = make(word, n);
  return name;
}

const keptGrunts = new Map<string, Map<string, Map<string, string[]>>>();

/** `make(race, n, professions)` (a recruit's name and professions), made once per race, number and professions (one or two, the tables' constants). */
export function keptGruntName(race: string, n: number, professions: readonly string[], make: (race: string, n: number, professions: readonly string[]) => string): string {
  if (professions.length > 2) return make(race, n, professions);
  let byFirst = keptGrunts.get(race);
  if (byFirst === undefined) keptGrunts.set(race, (byFirst = new Map()));
  let bySecond = byFirst.get(professions[0]!);
  if (bySecond === undefined) byFirst.set(professions[0]!, (bySecond = new Map()));
  const second = professions[1] ?? '';
  let names = bySecond.get(second);
  if (names === undefined) bySecond.set(second, (names = []));
  let name = names[n];
  if (name === undefined) names[n] = name = make(race, n, professions);
  return name;
}
