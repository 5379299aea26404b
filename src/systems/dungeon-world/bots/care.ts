/**
 * The heroes look after each other (ours): a healer walks to the friend who
 * has lost most hits (two or more, or down to one). A hurt hero does not
 * fall back to the healer: measured over auto-played games, the moves it
 * costs lose more games (the monsters spawn every move) than the hits it
 * saves; it drinks a potion instead (dungeon.ts).
 */
import type { GameState, Model, Pos } from '../state.ts';
import { has } from '../state.ts';
import { isHero } from '../rules/dungeon/features.ts';
import { besideSquares } from './common.ts';

const heals = (m: Model) => has(m, 'healing-touch') || has(m, 'field-healing');

/** Where healer `m` goes to heal, and why; null when nobody needs it (or `m` does not heal). */
export function careGoals(st: GameState, m: Model): { goals: Pos[]; reason: string } | null {
  if (!isHero(m)) return null;
  const friends = st.models.filter((f) => f !== m && isHero(f) && f.status === 'in-play');
  if (heals(m)) {
    const hurt = friends.filter((f) => f.maxWounds - f.wounds >= 2 || f.wounds === 1).sort((a, b) => a.wounds - a.maxWounds - (b.wounds - b.maxWounds))[0];
    if (hurt) return { goals: besideSquares([hurt]), reason: `go to heal ${hurt.name} (${hurt.wounds} of ${hurt.maxWounds} hits)` };
  }
  return null;
}
