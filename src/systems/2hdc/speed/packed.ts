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

/**
 * An empty array whose hidden class already holds objects. A `[]` literal
 * starts as an array of small integers and changes hidden class at its first
 * object; an array kept between calls and first filled after its reader was
 * optimized throws that code away (issue 26: `rescuers` lost its optimized
 * code once a run when its second kept list got its first option). Emptying
 * an array keeps its class, so this one stays an array of objects.
 */
export function objectList<T extends object>(): T[] {
  const a: T[] = [{} as T];
  a.length = 0;
  return a;
}
