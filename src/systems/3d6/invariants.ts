/** Checks on a state that the rules must keep; used by the property tests. */
import type { GameState } from './state.ts';

export function invariantProblems(st: GameState): string[] {
  const p: string[] = [];
  for (const f of Object.values(st.fighters)) {
    if (f.hp > f.maxHp) p.push(`${f.name}: HP ${f.hp} above ${f.maxHp}`);
    if (f.sp < 0 || f.sp > f.maxSp) p.push(`${f.name}: SP ${f.sp} outside 0..${f.maxSp}`);
    if (f.wounds < 0) p.push(`${f.name}: ${f.wounds} Wounds`);
    if (f.abilities.luck < 1) p.push(`${f.name}: Luck ${f.abilities.luck} below 1`);
    if (f.condition === 'up' && f.hp <= 0) p.push(`${f.name} stands at ${f.hp} HP`);
    if (f.kind === 'pc' && f.condition !== 'dead' && f.hp < -6) p.push(`${f.name} lives at ${f.hp} HP`);
  }
  return p;
}
