/** Checks on a state that the rules must keep; used by the property tests. */
import { adventureOf } from './data/index.ts';
import { isFloor } from './rules/map.ts';
import type { ExploreState } from './state.ts';

export function invariantProblems(st: ExploreState): string[] {
  const p: string[] = [];
  const d = adventureOf(st);
  const seen = new Set<string>();
  for (const c of st.characters) {
    const cell = c.pos.y * d.W + c.pos.x;
    if (!isFloor(d, st, cell)) p.push(`${c.name} stands off the revealed floor at ${c.pos.x},${c.pos.y}`);
    if (c.condition !== 'dead') {
      if (seen.has(`${c.pos.x},${c.pos.y}`)) p.push(`two figures on ${c.pos.x},${c.pos.y}`);
      seen.add(`${c.pos.x},${c.pos.y}`);
    }
    if (st.six && c.condition === 'up' && st.six.fighters[c.id]!.condition !== 'up') p.push(`${c.name} is up but its fighter is ${st.six.fighters[c.id]!.condition}`);
  }
  for (const [id, s] of Object.entries(st.doors)) {
    const k = d.connections.get(id)!;
    if (s === 'open' && !k.between.every((r) => st.revealed.includes(r))) p.push(`door ${id} is open but a room beside it is hidden`);
    if (s === 'opening' && st.phase === 'over' && st.outcome === 'playing') p.push(`door ${id} still opening`);
  }
  for (const j of st.journal) {
    const e = d.a.journal.find((x) => x.id === j.id)!;
    if ('room' in e.on && !st.revealed.includes(e.on.room)) p.push(`journal ${j.id} read before its room was revealed`);
  }
  if (st.goalsMet.length === d.a.goals.length && st.outcome !== 'won' && st.outcome !== 'playing') p.push(`every goal met but the outcome is ${st.outcome}`);
  if (st.round > d.a.rounds) p.push(`round ${st.round} past the adventure's ${d.a.rounds}`);
  if (st.combat && st.phase === 'over') p.push('a fight left on at the end');
  return p;
}
