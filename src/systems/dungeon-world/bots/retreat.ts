/**
 * The heroes' retreat (ours): when the game is lost (one more hero killed
 * gives the Draken Master the game, and the party has lost half its hits),
 * the heroes walk to the nearest active teleporter and leave the dungeon
 * through it (Surviving Games: a retreat is replayed, not lost).
 */
import type { Option } from '../../../core/request.ts';
import type { GameState, Model } from '../state.ts';
import { isHero } from '../rules/dungeon/features.ts';
import { activeTeleporters } from '../rules/dungeon/moves.ts';
import { moveToward, type Plan } from './common.ts';
import { heroWays } from './ways.ts';

/** Why the game is lost for the heroes, or null while it is not. */
function lostWhy(st: GameState): string | null {
  if (st.victoryPoints < st.victoryLimit - 1) return null;
  const party = st.models.filter((h) => isHero(h) && h.status === 'in-play');
  const left = party.reduce((a, h) => a + h.wounds, 0);
  const full = party.reduce((a, h) => a + h.maxWounds, 0);
  if (left * 2 > full) return null;
  return `one more hero killed loses the game (${st.victoryPoints} of ${st.victoryLimit} victory points) and the party has ${left} of ${full} hits`;
}

export function retreatPlan(st: GameState, m: Model, opts: readonly Option[]): Plan | null {
  if (!isHero(m)) return null;
  const why = lostWhy(st);
  if (!why) return null;
  if (opts.some((o) => o.id === 'do:escape')) return { id: 'do:escape', reason: `retreat: ${why}` };
  const step = moveToward(st, m, opts, activeTeleporters(st), undefined, heroWays(st));
  return step ? { id: step.id, reason: `retreat to a teleporter: ${why}` } : null;
}
