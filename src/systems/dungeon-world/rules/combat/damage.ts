/**
 * Wounds and kills (Hits (Wounds)): each kill die that gets through takes one
 * hit; at 0 the model is removed. A hero's death is a victory point for the
 * Draken Master (Victory Points); a monster's is a kill for the heroes.
 */
import { note } from '../../../../core/engine.ts';
import { SEC } from '../../sections.ts';
import type { Model } from '../../state.ts';
import { who, type G } from '../game.ts';
import { undying } from '../spawning.ts';
import { breakGaze } from '../abilities/gaze.ts';
import { resurrect } from '../spells/resurrection.ts';

/** Takes `n` hits from `m` (never below 0); returns true when that kills it. */
export function wound(g: G, m: Model, n: number, rule: string, cause: string): boolean {
  if (n <= 0 || m.status !== 'in-play') return false;
  const before = m.wounds;
  m.wounds = Math.max(0, m.wounds - n);
  const lost = before - m.wounds;
  if (g.ctx.log) note(g.ctx, rule, `${who(m)} loses ${lost} ${lost === 1 ? 'hit' : 'hits'} (${cause}): ${m.wounds} of ${m.maxWounds} left`);
  breakGaze(g, m, 'it is wounded');
  if (m.wounds > 0) return false;
  kill(g, m, rule);
  return true;
}

/** Removes a model killed by the other side and counts the kill. */
export function kill(g: G, m: Model, rule: string): void {
  const st = g.st;
  if (m.species === 'familiar') return removeFamiliar(g, m);
  if (m.side === 'heroes' && resurrect(g, m)) return;
  m.status = m.side === 'heroes' ? 'waiting' : 'dead';
  m.poison = 0;
  m.fire = 0;
  if (m.side === 'heroes') {
    m.deaths++;
    st.kills.monsters++;
    st.victoryPoints++;
    if (g.ctx.log) note(g.ctx, SEC.victory, `${who(m)} is killed and removed: a victory point for the Draken Master (${st.victoryPoints} of ${st.victoryLimit})`);
  } else {
    st.kills.heroes++;
    if (g.ctx.log) note(g.ctx, rule, `${who(m)} is killed and removed`);
    undying(g, m);
  }
}

/** Gives back up to `n` hits, never above the starting total; returns how many. */
export function heal(g: G, m: Model, n: number, rule: string, cause: string): number {
  const got = Math.max(0, Math.min(n, m.maxWounds - m.wounds));
  m.wounds += got;
  if (g.ctx.log) note(g.ctx, rule, `${who(m)} regains ${got} ${got === 1 ? 'hit' : 'hits'} (${cause}): ${m.wounds} of ${m.maxWounds}`);
  return got;
}

export function removeFamiliar(g: G, f: Model): void {
  f.status = 'dead';
  f.wounds = 0;
  if (g.ctx.log) note(g.ctx, SEC.familiar, `${who(f)} is driven off for the rest of the game (no victory point)`);
}
