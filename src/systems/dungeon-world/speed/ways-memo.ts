/**
 * Speed: the heroes' ways kept from one answer to the next while what they
 * are made of stays. Every answer of the heroes' bot made them afresh (a
 * Set of the locked doors, a Map of the links, a closure and a key string
 * joined from every door and link), though doors, stairs and teleporters
 * change a few times a game. Here the answer lists what the ways are made
 * of (the locked doors' squares, the revealed staircases' squares and
 * colours, the active teleporters' squares: the same reads as before, into
 * a reused list) and gets the last ways back when the list is the same.
 * Worth: `npm run bench -- speed` (bench/speed.ts).
 */

/** Off only for the benchmark (and the test) that shows what keeping the ways is worth. */
export const waysMemo = { on: true };

let kept: unknown = null;
const keptSig: unknown[] = [];

/** The ways made by `make` for the signature `sig` (a list the caller reuses), or the last ones when `sig` is the same as theirs. */
export function keptWays<W>(sig: readonly unknown[], make: () => W): W {
  if (!waysMemo.on) return make();
  if (kept !== null && sig.length === keptSig.length) {
    let i = 0;
    while (i < sig.length && sig[i] === keptSig[i]) i++;
    if (i === sig.length) return kept as W;
  }
  const w = make();
  keptSig.length = 0;
  for (let i = 0; i < sig.length; i++) keptSig.push(sig[i]);
  kept = w;
  return w;
}
