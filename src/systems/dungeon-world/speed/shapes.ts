/**
 * Speed only (no rule here): one hidden class each for the objects a game
 * of Dungeon World is made of (the state, its board and dungeon, models,
 * kits, features), settled before any game is played.
 *
 * Two things made `simulate` compile the rules again and again (V8's
 * helper threads spent more CPU compiling than the main thread playing:
 * 3.9 against 3.5 s over 300 games, bench/threads.ts):
 * - optional fields added as a game went (the state's dungeon, target,
 *   resurrections or shop; a feature's colour, number, on, held or gone; a
 *   hero's kit; a board's stairs; a dungeon's secrets), so the same object
 *   came in up to eleven classes (features) and every function reading one
 *   was thrown away when a new class showed up. The makers now write those
 *   fields from the start, undefined where unset (state.ts newFeature and
 *   makeModel, emptyDungeon, boardFrom, rules/setup.ts), and nothing deletes
 *   one. JSON drops undefined fields, so a save's state hash (of its JSON)
 *   reads as before, but for the state's target, resurrections and shop,
 *   which came in either order: a save made before is matched in both
 *   (index.ts lateFields);
 * - a field's first reassignment to a new kind of value (undefined to an
 *   object, null to a string): settled here by core/shapes.ts `loosen`.
 * Called by the system's setup (index.ts), never by the rules.
 */
import { loosen } from '../../../core/shapes.ts';
import type { DwOptions } from '../options.ts';
import { emptyDungeon } from '../rules/dungeon/features.ts';
import { newGame } from '../rules/setup.ts';
import { newFeature } from '../state.ts';

let settled = false;

/** Settles the shapes once per process, from a throw-away game of the first options played. */
export function settleShapes(o: DwOptions): void {
  if (settled) return;
  settled = true;
  const st = newGame(o, 1);
  loosen(st);
  loosen(st.board);
  loosen(st.dungeon ?? emptyDungeon());
  for (const m of st.models) {
    loosen(m);
    if (m.kit) loosen(m.kit);
  }
  loosen(newFeature('x', { kind: 'door', x: 0, y: 0 }));
}
