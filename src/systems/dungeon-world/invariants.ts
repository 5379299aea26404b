/** Checks on a state that the rules must keep; the property tests run them after every game. */
import type { GameState } from './state.ts';
import { enterCost, noMonsterStanding, noStanding, terrainAt } from './rules/grid.ts';

export function invariantProblems(st: GameState): string[] {
  const p: string[] = [];
  const seen = new Map<string, string>();
  for (const m of st.models) {
    if (m.wounds < 0 || m.wounds > m.maxWounds) p.push(`${m.id}: ${m.wounds} hits outside 0..${m.maxWounds}`);
    if (m.status === 'in-play' && m.wounds === 0) p.push(`${m.id} is in play with no hits`);
    if (m.poison < 0 || m.fire < 0) p.push(`${m.id}: negative counters`);
    if (m.status !== 'in-play') continue;
    const t = terrainAt(st.board, m.x, m.y);
    if (enterCost(t) === Infinity || noStanding(t) || (m.side === 'monsters' && noMonsterStanding(t))) p.push(`${m.id} stands on "${t}" at (${m.x}, ${m.y})`);
    const k = `${m.x},${m.y}`;
    if (seen.has(k)) p.push(`${m.id} and ${seen.get(k)} share (${k})`);
    seen.set(k, m.id);
  }
  const back = st.resurrections ?? 0;
  if (st.victoryPoints !== st.kills.monsters - back) p.push(`${st.victoryPoints} victory points for ${st.kills.monsters} heroes killed and ${back} resurrected`);
  for (const m of st.models) if (m.kit && (m.kit.gold < 0 || m.kit.stacks < 0 || m.kit.stored < 0 || m.kit.stored > 3)) p.push(`${m.id}: a kit out of bounds`);
  return p;
}
