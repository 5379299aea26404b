/**
 * The odds an option carries as data (request.ts `Odds`), for the browser's
 * buttons: the same exact chances the labels and the log print (adventure/
 * odds.ts, combat/odds.ts), as a number, what it is the chance of, and the
 * words. Only built when an interface reads an option's `odds`.
 */
import { compareOdds, inRangeOdds, passedOdds, rerollTiesOdds, toNumber, type Dist, type Ratio } from '../../../core/odds.ts';
import type { Odds } from '../../../core/request.ts';
import { pct } from '../../../core/odds-text.ts';

export function oddsOf(r: Ratio, of: string, text = pct(r)): Odds {
  return { chance: toNumber(r), of, text };
}

function passes(n: number, rep: number): Dist {
  return passedOdds(n, Math.max(0, Math.min(6, rep)));
}

/** 28.3: a spell cast on `n` d6 against Rep: pass 2 is the full effect. */
export function castOdds(n: number, rep: number): Odds {
  const d = passes(n, rep);
  const two = d.chance((v) => v >= 2);
  return oddsOf(two, 'full effect (pass 2)', `${n}d6 vs Rep ${rep}: pass 2 ${pct(two)}, pass 1 ${pct(d.exact(1))}, pass 0 ${pct(d.exact(0))}`);
}

/** Successes (1–3) on n dice; Resolute counts none as one. */
function successes(n: number, resolute: boolean): Dist {
  return inRangeOdds(n, 1, 3).map((s) => (resolute && s === 0 ? 1 : s));
}

const melee = new Map<string, Odds>();

/** 24.2: one melee round between a charger (na d6) and its target (nb d6), ties re-rolled: the chance the charger wins it. */
export function meleeRoundOdds(na: number, resA: boolean, nb: number, resB: boolean): Odds {
  const key = `${na},${resA},${nb},${resB}`;
  let o = melee.get(key);
  if (!o) {
    const a = successes(na, resA);
    const b = successes(nb, resB);
    const c = compareOdds(a, b);
    const after = rerollTiesOdds(a, b);
    o = oddsOf(after, 'wins the melee round', `${na}d6 against ${nb}d6: wins ${pct(c.more)}, loses ${pct(c.fewer)}, tie ${pct(c.equal)} (re-rolled): wins the round ${pct(after)}`);
    melee.set(key, o);
  }
  return o;
}
