/**
 * Speed only: `Array.prototype.map` gives a packed array while V8 interprets
 * it, but a holey one once TurboFan inlines it, so arrays kept in the state or
 * read in hot loops would change hidden class half-way through a simulation
 * (and throw away the optimized code reading them). `mapPacked` always gives
 * a packed array, element for element the same as `map`.
 *
 * Worth (2026-11-27, `simulate 2hdc --games 10000 --workers 1`, five
 * interleaved runs, median CPU s at load 16-24): 5.79 s with, 6.57 s with
 * `Array.prototype.map` in its place (13% more).
 */
export function mapPacked<T, U>(a: readonly T[], f: (x: T, i: number) => U): U[] {
  const out: U[] = [];
  for (let i = 0; i < a.length; i++) out.push(f(a[i]!, i));
  return out;
}
