/**
 * Surviving Games: a hero on an active teleporter may leave the dungeon
 * through it (2 points, as a teleport). When every hero has gone (heroes
 * waiting to re-spawn go with them), the heroes have retreated: not a win,
 * not a loss; the scenario must be played again.
 */
import { note } from '../../../../core/engine.ts';
import { SEC } from '../../sections.ts';
import type { GameState, Model } from '../../state.ts';
import { who, type G } from '../game.ts';
import { isHero } from './features.ts';

export function escape(g: G, m: Model): void {
  m.status = 'escaped';
  // Off the board, nothing burns or poisons it any more (ours: as for a killed model).
  m.poison = 0;
  m.fire = 0;
  if (g.ctx.log) note(g.ctx, SEC.escape, `${who(m)} leaves the dungeon through the teleporter at (${m.x}, ${m.y})`);
  const pet = g.st.models.find((f) => f.id === `f-${m.id}` && f.status === 'in-play');
  if (pet) Object.assign(pet, { status: 'escaped', poison: 0, fire: 0 });
}

/** Every hero has left (none in play, at least one escaped). */
export function allEscaped(st: GameState): boolean {
  const heroes = st.models.filter(isHero);
  return heroes.some((h) => h.status === 'escaped') && !heroes.some((h) => h.status === 'in-play');
}
