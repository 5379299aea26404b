/**
 * A small seeded generator (mulberry32) for tests' random players and the
 * golden saves' typed dice and cards: `random(seed)(n)` is a whole number
 * from 0 to n - 1, the same sequence for the same seed on every machine
 * (the golden files depend on it: never change the algorithm).
 */
export function random(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}
