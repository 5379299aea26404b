/**
 * One name per figure for the whole game (issue 21): the log, the board and
 * the terminal call an enemy by its race and a letter ("Human B"), the letter
 * from the game's count of enemies (enemy `e2` is B), so no two enemies of a
 * game share a name and none is renamed between fights. Tokens carry a short
 * label that fits them ("HB", "D3", "Pl"); the full name goes in the legend
 * and on hover. The enemies' names are made by the rules (rules/characters/names.ts,
 * re-exported here), the labels drawn from them.
 */

export { enemyLetter, enemyName } from '../rules/api.ts';

/**
 * A figure's label on its token, at most three characters: an enemy's race
 * initial and letter ("Human B" → "HB"), the Big Bad "BB", a Grunt's race
 * initial and number ("Dwarf 3 (Thief/Soldier)" → "D3"), a Star the first
 * two letters of his name ("Player" → "Pl").
 */
export function shortLabel(name: string): string {
  if (/^the Big Bad\b/.test(name)) return 'BB';
  const enemy = /^([A-Z])[\w-]*(?: \([^)]*\))? ([A-Z]{1,2})$/.exec(name);
  if (enemy) return enemy[1]! + enemy[2]!;
  const grunt = /^([A-Z])[\w-]*(?: \([^)]*\))? (\d{1,2})\b/.exec(name);
  if (grunt) return grunt[1]! + grunt[2]!;
  const letters = name.replace(/[^\p{L}\p{N}]/gu, '');
  return letters.slice(0, 2) || '?';
}

/** The token labels of the figures on one board, in order: `shortLabel`s, a second of the same made distinct by a digit ("Pl", "Pl2"). */
export function figureLabels(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((n) => {
    const l = shortLabel(n);
    const k = (seen.get(l) ?? 0) + 1;
    seen.set(l, k);
    return k === 1 ? l : `${l.slice(0, 2)}${k}`;
  });
}
