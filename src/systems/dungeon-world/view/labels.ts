/**
 * Each model's mark on the board and in the terminal, one character given
 * once for the whole game (issue 21: the Troll was "E", later "A", when marks
 * were counted among the models in sight). A hero's is its seat's digit
 * (`h1` → 1), a familiar's the digit after the heroes' (`f-h1` → 5); a
 * monster's is read from its number (`m5`, "Troll 5" in the log → the 5th
 * letter, E), and a scenario's own named monsters (the Warden) take letters
 * from the end of the alphabet in the order the scenario lists them. Neither
 * tells anything not seen: a monster's number is in the log's name for it.
 */
import type { Model } from '../state.ts';
import { NUMBERED } from '../rules/game.ts';

/** The letters monsters are marked with (no O or X: the pit and the objective; no o or r). */
const LETTERS = 'ABCDEFGHIJKLMNPQRSTUVWYZabcdefghijklmnpqstuvwxyz';

/** The marks of every model of the game, by id. */
export function modelLabels(models: readonly Model[]): Map<string, string> {
  const out = new Map<string, string>();
  let named = 0;
  for (const m of models) {
    const hero = /^h(\d+)$/.exec(m.id);
    const familiar = /^f-h(\d+)$/.exec(m.id);
    const n = NUMBERED.exec(m.id);
    if (hero) out.set(m.id, hero[1]!);
    else if (familiar) out.set(m.id, String(Number(familiar[1]) + 4));
    else if (m.side === 'heroes') out.set(m.id, '*');
    else if (n) out.set(m.id, LETTERS[(Number(n[1]) - 1) % LETTERS.length]!);
    else out.set(m.id, LETTERS[LETTERS.length - 1 - (named++ % LETTERS.length)]!);
  }
  return out;
}
