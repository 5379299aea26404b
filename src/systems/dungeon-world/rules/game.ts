/**
 * What every procedure of a game is handed: the engine's context, the state
 * and the options; and who sits in each side's seat.
 */
import type { DwOptions } from '../options.ts';
import type { GameState, Model } from '../state.ts';
import { moveRulesOf, type MoveRules } from './movement.ts';
import { dungeonMoves } from './dungeon/moves.ts';

export type { G } from './game-types.ts';

export { seat, seatOf, seatOfAll } from './seats.ts';

/** The movement rules of the options; with a state whose board has a dungeon, its stairs, teleporters, pits and traps. */
export function moveRules(o: DwOptions, st: GameState): MoveRules {
  return moveRulesOf(o.stealth === 'ignores-zones', o.diagonalRough, st.dungeon ? dungeonMoves(st) : undefined);
}

/** A model's name for the log: "Orc 3", "Ranger". */
/** A model as the log names it: a hero by name; a monster by kind and number (`m7` is Orc 7), or by the id its scenario gave it (Troll miller). */
export function who(m: Model): string {
  if (m.side !== 'monsters') return m.name;
  const n = NUMBERED.exec(m.id);
  return `${m.name} ${n ? n[1] : m.id}`;
}

/** The ids the game numbers its monsters with (`m` and a number); a scenario's own ids are never of this form (data/scenarios.ts). */
export const NUMBERED = /^m(\d+)$/;

export function byId(st: GameState, id: string): Model {
  const m = st.models.find((x) => x.id === id);
  if (!m) throw new Error(`no model ${id}`);
  return m;
}
