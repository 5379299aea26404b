/**
 * Speed only: V8's `Array.prototype.sort` copies the array into a fresh work
 * array on every call, even for the handful of fighters, attackers or PEFs
 * the rules sort several times a fight. `sortSmall` sorts in place by
 * insertion without that copy; like V8's sort it is stable, so for a
 * comparator that orders consistently (every one the rules use) the result
 * is element for element the same. For short arrays only (the work grows as
 * the square of the length).
 * Worth: `npm run bench -- speed` (bench/speed.ts).
 */

/** Off only for the benchmark that shows what it is worth. */
export const smallSort = { on: true };

/** Sorts `a` in place, stably, and returns it (as `a.sort(cmp)` does). */
export function sortSmall<T>(a: T[], cmp: (x: T, y: T) => number): T[] {
  if (!smallSort.on || a.length > 16) return a.sort(cmp);
  for (let i = 1; i < a.length; i++) {
    const x = a[i]!;
    let j = i;
    // Moves past only those strictly after x: equal elements keep their order.
    while (j > 0 && cmp(a[j - 1]!, x) > 0) {
      a[j] = a[j - 1]!;
      j--;
    }
    a[j] = x;
  }
  return a;
}
