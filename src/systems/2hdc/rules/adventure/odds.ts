/**
 * The exact odds a player reads before choosing a test: Fast Move (18.2, on
 * 3d6 with Boots or a Potion of Speed),
 * a Secret Room search (37.0) and the Cross Over Challenge (37.1.6), from
 * core odds.ts. Computed once per (dice, Rep) and kept; only read when a
 * label is shown. The formatting is core/odds-text.ts's `pct`.
 */
import { atLeast, overMultisets, passedOdds, type Ratio } from '../../../../core/odds.ts';
import { pct } from '../../../../core/odds-text.ts';

export { pct };

const memo = new Map<string, Ratio>();

function cached(key: string, make: () => Ratio): Ratio {
  let r = memo.get(key);
  if (!r) memo.set(key, (r = make()));
  return r;
}

/** 18.2: both dice of 2d6 pass the Rep: a second tile. With 3d6 (Boots or Potion of Speed, 29.1.3/29.1.5) the best two of three must pass. */
export function fastMoveOdds(rep: number, dice = 2): Ratio {
  return cached(`f${dice},${rep}`, () => atLeast(passedOdds(dice, Math.max(0, Math.min(6, rep))), 2));
}

/** 37.0: a Secret Room is found: doubles at or under the searcher's Rep (3d6 at the Thief Rep for Thieves, 9.0.6/9.2: any pair of the three). */
export function searchOdds(dice: number, rep: number): Ratio {
  return cached(`s${dice},${rep}`, () => {
    // Sorted faces: a pair is two equal neighbours (hazards.ts foundSecret reads any order).
    const d = overMultisets(dice, 6, (asc) => {
      for (let i = 1; i < asc.length; i++) if (asc[i] === asc[i - 1] && asc[i]! <= rep) return 1;
      return 0;
    });
    return d.exact(1);
  });
}

/** 37.1.6: 2d6 against Rep: pass 2 across, pass 1 a slip (a helper may save it), pass 0 a fall. */
export function crossOverOdds(rep: number): { across: Ratio; slip: Ratio; fall: Ratio } {
  const d = passedOdds(2, Math.max(0, Math.min(6, rep)));
  return { across: d.exact(2), slip: d.exact(1), fall: d.exact(0) };
}
