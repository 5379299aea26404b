/**
 * The workbench's statistics: a rate's 95% interval (Wilson), the interval of
 * the difference of two rates (Newcombe's hybrid score interval, built from
 * the two Wilson intervals), and whether a difference is beyond chance.
 * Pure functions of counts.
 */

export interface Interval {
  lo: number;
  hi: number;
}

/** z for a two-sided 95% interval, and for 99.9% ("well beyond chance"). */
const Z95 = 1.959963984540054;
export const Z999 = 3.2905267314919255;

/** Wilson score interval of k successes in n trials (n > 0); [0, 1] when n is 0. */
export function wilson(k: number, n: number, z = Z95): Interval {
  if (n <= 0) return { lo: 0, hi: 1 };
  const p = k / n;
  const z2 = z * z;
  const den = 1 + z2 / n;
  const mid = (p + z2 / (2 * n)) / den;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / den;
  // Exact ends where the formula's rounding would stray past them.
  return { lo: k === 0 ? 0 : Math.max(0, mid - half), hi: k === n ? 1 : Math.min(1, mid + half) };
}

/**
 * Interval of pB - pA (Newcombe 1998, method 10). It treats the two runs as
 * independent samples; game k of A and of B share a seed, which can only
 * make the true interval narrower, so this one errs on the safe side.
 */
export function differenceInterval(kA: number, nA: number, kB: number, nB: number, z = Z95): Interval {
  const pA = kA / nA;
  const pB = kB / nB;
  const a = wilson(kA, nA, z);
  const b = wilson(kB, nB, z);
  const d = pB - pA;
  return {
    lo: d - Math.sqrt((pB - b.lo) ** 2 + (a.hi - pA) ** 2),
    hi: d + Math.sqrt((b.hi - pB) ** 2 + (pA - a.lo) ** 2),
  };
}

/** How far beyond chance a difference is: its 99.9% interval leaves out 0, its 95% one does, or neither. */
export type Verdict = 'well beyond chance' | 'beyond chance' | 'within chance';

export function verdict(kA: number, nA: number, kB: number, nB: number): Verdict {
  const excludes0 = (i: Interval) => i.lo > 0 || i.hi < 0;
  if (nA <= 0 || nB <= 0) return 'within chance';
  if (excludes0(differenceInterval(kA, nA, kB, nB, Z999))) return 'well beyond chance';
  if (excludes0(differenceInterval(kA, nA, kB, nB, Z95))) return 'beyond chance';
  return 'within chance';
}

/** A bar of a histogram: the whole numbers lo to hi (inclusive). */
export interface Bin {
  lo: number;
  hi: number;
  count: number;
}

/**
 * Bins for whole-number values from min to max: one per value when there are
 * at most `most` values, else `most` or fewer bins of equal whole width.
 * Values that are not whole are floored into their bin.
 */
export function bins(values: readonly number[], most = 30): Bin[] {
  if (values.length === 0) return [];
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  min = Math.floor(min);
  max = Math.floor(max);
  const width = Math.max(1, Math.ceil((max - min + 1) / most));
  const out: Bin[] = [];
  for (let lo = min; lo <= max; lo += width) out.push({ lo, hi: Math.min(max, lo + width - 1), count: 0 });
  for (const v of values) out[Math.floor((Math.floor(v) - min) / width)]!.count++;
  return out;
}

/** "5.5%" (one decimal; two below 1%). */
export function percent(p: number): string {
  const x = p * 100;
  return `${x !== 0 && Math.abs(x) < 1 ? x.toFixed(2) : x.toFixed(1)}%`;
}

/** A difference of rates in percentage points, signed: "+3.4 points". */
export function points(d: number): string {
  const x = d * 100;
  return `${x > 0 ? '+' : x < 0 ? '−' : '±'}${Math.abs(x).toFixed(1)} points`;
}
