/**
 * Shooters keep range and cover (ours): a monster with a ranged attack and
 * no shot now walks to a square outside every hero's kill zone from which a
 * hero is in range and sight, preferring squares the heroes' shooters cannot
 * see or see only in cover, then the furthest from the heroes.
 */
import type { Option } from '../../../core/request.ts';
import type { GameState, Model } from '../state.ts';
import { adjacent, distance } from '../rules/grid.ts';
import { checkShot } from '../rules/combat/shooting.ts';
import { inCover, seesForShot, shotRange } from '../rules/sight.ts';
import { actOf, atSquare, type Plan } from './common.ts';

export function keepRange(st: GameState, m: Model, opts: readonly Option[]): Plan | null {
  const foes = st.models.filter((e) => e.status === 'in-play' && e.side !== m.side);
  let best: { id: string; score: number; cover: boolean } | null = null;
  for (let i1 = 0, a1 = opts; i1 < a1.length; i1++) {
    const o = a1[i1]!;
    const a = actOf(o);
    if (a.act !== 'move') continue;
    const { x, y } = a;
    if (foes.some((e) => adjacent(e, { x, y }))) continue;
    // A hero out of range is no shot (checkShot says so too): the square is passed over without moving the model there.
    if (m.shooting && !foes.some((e) => shotRange(st.board, a, e) <= m.shooting!.range)) continue;
    const score = atSquare(m, x, y, () => {
      // The model stood on the square for the asking (put back at once), rather than a copy of it and of the list of models per square.
      if (!foes.some((e) => checkShot(st.board, st.models, m, e).ok)) return null;
      const cover = foes.filter((e) => e.shooting).every((e) => !seesForShot(st.board, st.models, e, m) || inCover(st.board, e, m));
      return { cover, score: (cover ? 100 : 0) + Math.min(...foes.map((e) => distance(e, m))) };
    });
    if (score === null) continue;
    if (!best || score.score > best.score) best = { id: o.id, score: score.score, cover: score.cover };
  }
  if (!best) return null;
  return { id: best.id, reason: `${m.name} takes a square with heroes in range${best.cover ? ', out of their shooters\' sight or in cover' : ', as far from them as its range allows'}` };
}
