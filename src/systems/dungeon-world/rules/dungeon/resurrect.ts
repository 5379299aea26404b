/**
 * Resurrection's effect on winning (the spell is cast by the abilities'
 * code, which calls this): the hero just killed comes back on the square it
 * fell, with its full hits, and the Draken Master loses the victory point
 * that kill gave (counted in `resurrections`, so victory points always equal
 * heroes killed less heroes resurrected).
 */
import { note } from '../../../../core/engine.ts';
import { SEC } from '../../sections.ts';
import type { Model } from '../../state.ts';
import { occupancy } from '../grid.ts';
import { who, type G } from '../game.ts';

/** Whether `h` can be brought back now: just killed, its square free. */
export function canResurrect(g: G, h: Model): boolean {
  return h.status === 'waiting' && occupancy(g.st.board, g.st.models)[h.y * g.st.board.width + h.x] === 0;
}

export function resurrectHero(g: G, h: Model, by: Model): boolean {
  if (!canResurrect(g, h)) return false;
  h.status = 'in-play';
  h.wounds = h.maxWounds;
  g.st.victoryPoints--;
  g.st.resurrections = (g.st.resurrections ?? 0) + 1;
  if (g.ctx.log) note(g.ctx, SEC.resurrection, `${who(by)} brings ${who(h)} back at (${h.x}, ${h.y}): the Draken Master loses the victory point (${g.st.victoryPoints} of ${g.st.victoryLimit})`);
  return true;
}
