/**
 * An enemy's name for the whole game (issue 21): its race and a letter from
 * the game's count of enemies (enemy `e2` is "Human B"), so no two enemies
 * of a game share a name and none is renamed between fights; the log, the
 * board and the terminal all call it so. The view's helpers
 * (view/names.ts) re-export these with the tokens' short labels.
 */
import { keptName } from '../../speed/kept-names.ts';

/** 1 → A, 26 → Z, 27 → AA: the letter of the game's n-th enemy. */
export function enemyLetter(n: number): string {
  let s = '';
  for (let k = Math.max(1, Math.floor(n)); k > 0; k = Math.floor((k - 1) / 26)) s = String.fromCharCode(65 + ((k - 1) % 26)) + s;
  return s;
}

/** The game's n-th enemy of race `race`: "Human B" (written once per race and number, speed/kept-names.ts). */
export function enemyName(race: string, n: number): string {
  return keptName(race, n, writeName);
}

function writeName(race: string, n: number): string {
  return `${race} ${enemyLetter(n)}`;
}
