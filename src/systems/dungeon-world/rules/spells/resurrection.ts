/**
 * Resurrection: the moment a hero is killed, a wizard with the spell who
 * sees the square (not the one killed) may bring the hero back there with
 * all its hits; the Draken Master scores nothing for that kill. Once a move
 * by each wizard, as every ability (option `resurrection: once-a-game`).
 * The death still counts among the heroes killed, and among `resurrections`,
 * so victory points always equal heroes killed less heroes resurrected.
 */
import { note } from '../../../../core/engine.ts';
import { choice } from '../../../../core/request.ts';
import { SEC } from '../../sections.ts';
import type { Model } from '../../state.ts';
import { seatOfAll, who, type G } from '../game.ts';
import { seesForShot } from '../sight.ts';
import { canUse, markUsed } from '../abilities/use.ts';

/** The wizards who may resurrect `m` now. */
function resurrectors(g: G, m: Model): Model[] {
  const { board, models } = g.st;
  return models.filter((c) => c !== m && c.side === m.side && canUse(c, 'resurrection') && seesForShot(board, models, c, m));
}

/** Offers the resurrection of a hero just killed; true when it comes back. */
export function resurrect(g: G, m: Model): boolean {
  const can = resurrectors(g, m);
  if (!can.length) return false;
  // Off the board while the heroes decide; its counters go either way.
  Object.assign(m, { status: 'waiting', poison: 0, fire: 0, gazedBy: null } satisfies Partial<Model>);
  const c = g.ctx.ask({
    who: seatOfAll(g.st, can),
    rule: SEC.resurrection,
    kind: 'resurrect',
    prompt: `${who(m)} is killed. Resurrect ${who(m)} where it fell?`,
    options: [...can.map((c) => choice<Model | null>(c, `resurrect:${c.id}`, `${who(c)} casts Resurrection: ${who(m)} is back with ${m.maxWounds} hits and no victory point is scored`)), choice(null, 'no', 'No: let it fall')],
  });
  m.status = 'in-play';
  if (c === null) return false;
  markUsed(c, 'resurrection');
  if (g.o.resurrection === 'once-a-game') c.spent.push('resurrection');
  m.wounds = m.maxWounds;
  m.deaths++;
  g.st.kills.monsters++;
  g.st.resurrections = (g.st.resurrections ?? 0) + 1;
  if (g.ctx.log) note(g.ctx, SEC.resurrection, `${who(c)} resurrects ${who(m)} at (${m.x}, ${m.y}) with ${m.wounds} hits: no victory point for the Draken Master`);
  return true;
}
